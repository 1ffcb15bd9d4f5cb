import type { PathSegment } from '../core/object.js';
import type { Model } from './model.js';
import { arr, get, isObj, str, type Obj } from '../core/object.js';
import { type Resource } from '../core/resource.js';
import { caBundleHolders } from './holders.js';

/** One entry of `webhooks:` in a Mutating/ValidatingWebhookConfiguration. */
export interface WebhookEntry {
  config: Resource;
  entry: Obj;
  /** Path of the entry inside the configuration object. */
  path: PathSegment[];
  service?: { namespace: string; name: string };
  url?: string;
}

const entriesCache = new WeakMap<Model, WebhookEntry[]>();
const selectorIndex = new WeakMap<Model, Map<string, Resource[]>>();

export function webhookEntries(model: Model): WebhookEntry[] {
  let out = entriesCache.get(model);
  if (out) return out;
  out = [];
  for (const config of model.webhookConfigurations()) {
    arr(get(config.body, 'webhooks')).forEach((entry, i) => {
      if (!isObj(entry)) return;
      const svc = get(entry, 'clientConfig', 'service');
      const service =
        isObj(svc) && typeof svc.name === 'string'
          ? { namespace: str(svc.namespace) ?? 'default', name: svc.name }
          : undefined;
      out.push({ config, entry, path: ['webhooks', i], service, url: str(get(entry, 'clientConfig', 'url')) });
    });
  }
  entriesCache.set(model, out);
  return out;
}

/** Services in the workload's namespace whose selector picks its pods (indexed by selector pair, not scanned). */
export function servicesSelecting(model: Model, workload: Resource): Resource[] {
  const index = servicesBySelectorPair(model);
  // Most runs ask for every workload: without a Service there is nothing to build a key for.
  if (!index.size) return [];
  const labels = get(workload.body, 'spec', 'template', 'metadata', 'labels');
  if (!isObj(labels)) return [];
  const seen = new Set<Resource>();
  for (const k in labels) {
    const candidates = index.get(`${workload.namespace}\0${k}=${String(labels[k])}`);
    if (!candidates) continue;
    for (const s of candidates) if (selects(get(s.body, 'spec', 'selector') as Obj, labels)) seen.add(s);
  }
  return [...seen];
}

function selects(selector: Obj, labels: Obj): boolean {
  for (const k in selector) if (String(labels[k]) !== String(selector[k])) return false;
  return true;
}

function servicesBySelectorPair(model: Model): Map<string, Resource[]> {
  let index = selectorIndex.get(model);
  if (index) return index;
  index = new Map();
  // One pair per Service is enough: servicesSelecting checks the whole selector of every candidate.
  for (const s of model.ofKind('Service')) {
    const selector = get(s.body, 'spec', 'selector');
    if (!isObj(selector)) continue;
    for (const k in selector) {
      const key = `${s.namespace}\0${k}=${String(selector[k])}`;
      const list = index.get(key);
      if (list) list.push(s);
      else index.set(key, [s]);
      break;
    }
  }
  selectorIndex.set(model, index);
  return index;
}

const byServiceCache = new WeakMap<Model, Map<string, WebhookEntry[]>>();

/** Webhook entries that call a given Service. */
export function entriesCalling(model: Model, service: Resource): WebhookEntry[] {
  let index = byServiceCache.get(model);
  if (!index) {
    index = new Map();
    for (const e of webhookEntries(model)) {
      if (!e.service) continue;
      const key = `${e.service.namespace}/${e.service.name}`;
      const list = index.get(key);
      if (list) list.push(e);
      else index.set(key, [e]);
    }
    byServiceCache.set(model, index);
  }
  return index.get(`${service.namespace}/${service.name}`) ?? [];
}

const calledCache = new WeakMap<Model, Set<string>>();

/**
 * Whether the API server calls this workload: a Service that selects its pods is named by a webhook entry,
 * a CustomResourceDefinition's conversion webhook or an APIService (by reference, or a URL of its DNS name).
 */
export function apiServerCalls(model: Model, workload: Resource): boolean {
  let called = calledCache.get(model);
  if (!called) {
    called = new Set(caBundleHolders(model).flatMap((h) => h.services));
    calledCache.set(model, called);
  }
  if (!called.size) return false;
  return servicesSelecting(model, workload).some((s) => called.has(`${s.namespace}/${s.name}`));
}

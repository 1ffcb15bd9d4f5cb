import type { PathSegment } from '../core/object.js';
import type { Model } from './model.js';
import { arr, get, isObj, str } from '../core/object.js';
import { type Resource } from '../core/resource.js';
import { scalarText } from '../core/scalar.js';

/** What the API server trusts a server by: a webhook configuration's entries, a CRD's conversion webhook, an APIService. */
export interface CaBundleHolder {
  resource: Resource;
  /** Where caBundle sits in it: one path per webhook entry, or the single field. */
  caBundlePaths: PathSegment[][];
  /** The Services it calls (`<namespace>/<name>`), by reference or by a URL of their cluster DNS name. */
  services: string[];
  /** API group and lower-case plural, as RBAC names it. */
  group: string;
  plural: string;
}

/**
 * One caBundle the API server verifies a server with, and the address it dials with it: a webhook entry, a
 * CRD's conversion webhook, an APIService. Every certificate check is made per entry, whatever the kind.
 */
export interface CaBundleEntry {
  holder: Resource;
  /** The webhook entry's name; the object's name for a CRD or an APIService. */
  name: string;
  /** For messages: `webhook <name>`, `the conversion webhook of CRD <name>`, `APIService <name>`. */
  what: string;
  caBundlePath: PathSegment[];
  /** The node that names the address (clientConfig; spec.service of an APIService): where a name mismatch is fixed. */
  addressPath: PathSegment[];
  /** The Service it calls, with the Service port (443 unless written). */
  service?: { namespace: string; name: string; port: string };
  url?: string;
}

/** Where one caBundle and its address sit in a holder object (a parsed input or a live object alike). */
export interface HolderEntryPaths {
  name: string;
  what: string;
  /** The node holding `service` and `url` (clientConfig; spec of an APIService). */
  at: PathSegment[];
  caBundlePath: PathSegment[];
  addressPath: PathSegment[];
}

/**
 * The one table of holder kinds: API group and plural as RBAC names them, and where each kind keeps the
 * caBundles the API server uses (none for a CRD that does not convert by webhook, an APIService served
 * locally or with insecureSkipTLSVerify).
 */
const KINDS: Record<
  string,
  { group: string; plural: string; entries(body: unknown, name: string): HolderEntryPaths[] }
> = {
  MutatingWebhookConfiguration: {
    group: 'admissionregistration.k8s.io',
    plural: 'mutatingwebhookconfigurations',
    entries: configEntries,
  },
  ValidatingWebhookConfiguration: {
    group: 'admissionregistration.k8s.io',
    plural: 'validatingwebhookconfigurations',
    entries: configEntries,
  },
  CustomResourceDefinition: { group: 'apiextensions.k8s.io', plural: 'customresourcedefinitions', entries: crdEntries },
  APIService: { group: 'apiregistration.k8s.io', plural: 'apiservices', entries: apiServiceEntries },
};

export const HOLDER_KINDS = Object.keys(KINDS);

/** Holder kinds by the plural the API, RBAC and the audit log name them with. */
export const HOLDER_KIND_BY_PLURAL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(KINDS).map(([kind, k]) => [k.plural, kind]),
);

const cache = new WeakMap<Model, CaBundleHolder[]>();

/**
 * Every caBundle holder among the inputs: webhook configurations, CRDs whose conversion is a webhook, and
 * APIServices served by a Service (a local APIService, without spec.service, holds no caBundle).
 */
export function caBundleHolders(model: Model): CaBundleHolder[] {
  let out = cache.get(model);
  if (out) return out;
  out = [];
  for (const kind of HOLDER_KINDS) {
    for (const r of model.ofKind(kind)) {
      const h = holderOf(r);
      if (h) out.push(h);
    }
  }
  cache.set(model, out);
  return out;
}

const entriesCache = new WeakMap<Model, CaBundleEntry[]>();

/** Every caBundle the API server verifies with, over every holder kind (see KINDS). */
export function caBundleEntries(model: Model): CaBundleEntry[] {
  let out = entriesCache.get(model);
  if (!out) {
    out = caBundleHolders(model).flatMap((h) =>
      holderEntryPaths(h.resource.kind, h.resource.body, h.resource.name).map((e) => entryOf(h.resource, e)),
    );
    entriesCache.set(model, out);
  }
  return out;
}

/** The caBundles of one holder object of `kind` the API server uses; none for any other kind. */
export function holderEntryPaths(kind: string, body: unknown, name: string): HolderEntryPaths[] {
  return KINDS[kind]?.entries(body, name) ?? [];
}

/** Group and plural of a holder kind, as RBAC and the API name them. */
export function holderKind(kind: string): { group: string; plural: string } | undefined {
  const k = KINDS[kind];
  return k && { group: k.group, plural: k.plural };
}

function configEntries(body: unknown): HolderEntryPaths[] {
  const out: HolderEntryPaths[] = [];
  arr(get(body, 'webhooks')).forEach((entry, i) => {
    if (!isObj(entry)) return;
    const name = scalarText(entry.name) ?? `#${String(i)}`;
    const at: PathSegment[] = ['webhooks', i, 'clientConfig'];
    out.push({ name, what: `webhook ${name}`, at, caBundlePath: [...at, 'caBundle'], addressPath: at });
  });
  return out;
}

function crdEntries(body: unknown, name: string): HolderEntryPaths[] {
  // The API server calls it only with strategy Webhook (the default is None).
  if (str(get(body, 'spec', 'conversion', 'strategy')) !== 'Webhook') return [];
  const at = crdClientConfigPath(body);
  return [
    { name, what: `the conversion webhook of CRD ${name}`, at, caBundlePath: [...at, 'caBundle'], addressPath: at },
  ];
}

function apiServiceEntries(body: unknown, name: string): HolderEntryPaths[] {
  // Without a Service the API server serves the group itself; with insecureSkipTLSVerify it verifies nothing.
  if (!isObj(get(body, 'spec', 'service')) || get(body, 'spec', 'insecureSkipTLSVerify') === true) return [];
  return [
    {
      name,
      what: `APIService ${name}`,
      at: ['spec'],
      caBundlePath: ['spec', 'caBundle'],
      addressPath: ['spec', 'service'],
    },
  ];
}

/** apiextensions v1 spec.conversion.webhook.clientConfig; v1beta1 kept it directly under conversion. */
function crdClientConfigPath(body: unknown): PathSegment[] {
  return isObj(get(body, 'spec', 'conversion', 'webhook', 'clientConfig'))
    ? ['spec', 'conversion', 'webhook', 'clientConfig']
    : ['spec', 'conversion', 'webhookClientConfig'];
}

/** An input's entry, with the Service (and its port, 443 unless written) or the URL read where it sits. */
function entryOf(holder: Resource, e: HolderEntryPaths): CaBundleEntry {
  const svc = get(holder.body, ...e.at, 'service');
  const service =
    isObj(svc) && typeof svc.name === 'string'
      ? { namespace: str(svc.namespace) ?? 'default', name: svc.name, port: scalarText(svc.port) ?? '443' }
      : undefined;
  const { name, what, caBundlePath, addressPath } = e;
  return { holder, name, what, caBundlePath, addressPath, service, url: str(get(holder.body, ...e.at, 'url')) };
}

function holderOf(r: Resource): CaBundleHolder | undefined {
  const { group, plural } = KINDS[r.kind]!;
  const base = { resource: r, group, plural };
  if (r.kind === 'CustomResourceDefinition') {
    const webhook = get(r.body, 'spec', 'conversion', 'webhook');
    const strategy = str(get(r.body, 'spec', 'conversion', 'strategy'));
    if (strategy !== 'Webhook' && !isObj(webhook)) return undefined;
    const at = crdClientConfigPath(r.body);
    return { ...base, caBundlePaths: [[...at, 'caBundle']], services: serviceKeys([get(r.body, ...at)]) };
  }
  if (r.kind === 'APIService') {
    if (!isObj(get(r.body, 'spec', 'service'))) return undefined;
    return { ...base, caBundlePaths: [['spec', 'caBundle']], services: serviceKeys([get(r.body, 'spec')]) };
  }
  const entries = arr(get(r.body, 'webhooks'));
  return {
    ...base,
    caBundlePaths: entries.map((_, i) => ['webhooks', i, 'clientConfig', 'caBundle']),
    services: serviceKeys(entries.map((e) => get(e, 'clientConfig'))),
  };
}

/** Whether managedFields' fieldsV1 (or any part of it) owns a caBundle field (`f:caBundle` at any depth). */
export function ownsCaBundle(fields: unknown): boolean {
  if (!isObj(fields)) return false;
  for (const [k, v] of Object.entries(fields)) if (k === 'f:caBundle' || ownsCaBundle(v)) return true;
  return false;
}

/** The Services the client configurations call (each a clientConfig, or an APIService's spec). */
function serviceKeys(configs: unknown[]): string[] {
  const out = new Set<string>();
  for (const c of configs) {
    const s = get(c, 'service');
    if (isObj(s) && typeof s.name === 'string') out.add(`${str(s.namespace) ?? 'default'}/${s.name}`);
    const m = URL_SERVICE.exec(str(get(c, 'url')) ?? '');
    if (m) out.add(`${m[2]}/${m[1]}`);
  }
  return [...out];
}

/**
 * https://<name>.<namespace>.svc[.cluster.local]: a configuration written for such a URL still shows that the API
 * server is meant to call what that Service selects (whether its resolver reaches cluster DNS is the cluster's).
 */
const URL_SERVICE = /^https:\/\/([a-z0-9-]+)\.([a-z0-9-]+)\.svc(?:\.cluster\.local)?\.?(?::\d+)?(?:[/?#]|$)/;

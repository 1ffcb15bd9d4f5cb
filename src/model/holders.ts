import type { PathSegment } from '../core/object.js';
import type { Model } from './model.js';
import { arr, get, isObj, str } from '../core/object.js';
import { type Resource } from '../core/resource.js';

/** What the API server trusts a server by: a webhook configuration's entries, a CRD's conversion webhook, an APIService. */
export interface CaBundleHolder {
  resource: Resource;
  /** Where caBundle sits in it: one path per webhook entry, or the single field. */
  caBundlePaths: PathSegment[][];
  /** The Services it calls (`<namespace>/<name>`). */
  services: string[];
  /** API group and lower-case plural, as RBAC names it. */
  group: string;
  plural: string;
}

const KINDS: Record<string, { group: string; plural: string }> = {
  MutatingWebhookConfiguration: { group: 'admissionregistration.k8s.io', plural: 'mutatingwebhookconfigurations' },
  ValidatingWebhookConfiguration: { group: 'admissionregistration.k8s.io', plural: 'validatingwebhookconfigurations' },
  CustomResourceDefinition: { group: 'apiextensions.k8s.io', plural: 'customresourcedefinitions' },
  APIService: { group: 'apiregistration.k8s.io', plural: 'apiservices' },
};

export const HOLDER_KINDS = Object.keys(KINDS);

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

function holderOf(r: Resource): CaBundleHolder | undefined {
  const { group, plural } = KINDS[r.kind]!;
  const base = { resource: r, group, plural };
  if (r.kind === 'CustomResourceDefinition') {
    const webhook = get(r.body, 'spec', 'conversion', 'webhook');
    const strategy = str(get(r.body, 'spec', 'conversion', 'strategy'));
    if (strategy !== 'Webhook' && !isObj(webhook)) return undefined;
    // apiextensions v1beta1 kept clientConfig directly under conversion.
    const v1 = isObj(webhook) && isObj(webhook.clientConfig);
    const at: PathSegment[] = v1
      ? ['spec', 'conversion', 'webhook', 'clientConfig']
      : ['spec', 'conversion', 'webhookClientConfig'];
    return { ...base, caBundlePaths: [[...at, 'caBundle']], services: serviceKeys([get(r.body, ...at, 'service')]) };
  }
  if (r.kind === 'APIService') {
    const svc = get(r.body, 'spec', 'service');
    if (!isObj(svc)) return undefined;
    return { ...base, caBundlePaths: [['spec', 'caBundle']], services: serviceKeys([svc]) };
  }
  const entries = arr(get(r.body, 'webhooks'));
  return {
    ...base,
    caBundlePaths: entries.map((_, i) => ['webhooks', i, 'clientConfig', 'caBundle']),
    services: serviceKeys(entries.map((e) => get(e, 'clientConfig', 'service'))),
  };
}

/** Whether managedFields' fieldsV1 (or any part of it) owns a caBundle field (`f:caBundle` at any depth). */
export function ownsCaBundle(fields: unknown): boolean {
  if (!isObj(fields)) return false;
  for (const [k, v] of Object.entries(fields)) if (k === 'f:caBundle' || ownsCaBundle(v)) return true;
  return false;
}

function serviceKeys(refs: unknown[]): string[] {
  const out = new Set<string>();
  for (const s of refs)
    if (isObj(s) && typeof s.name === 'string') out.add(`${str(s.namespace) ?? 'default'}/${s.name}`);
  return [...out];
}

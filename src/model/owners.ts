import type { Model } from './model.js';
import { annotations } from './resource.js';
import { type Resource } from '../core/resource.js';
import { findWebhookWorkloads, type WebhookWorkload } from './workload.js';

export const INJECT_ANNOTATIONS = [
  'cert-manager.io/inject-ca-from',
  'cert-manager.io/inject-ca-from-secret',
  'cert-manager.io/inject-apiserver-ca',
] as const;

/** The profiled controllers that will patch this configuration's caBundle (matched by the name they manage). */
export function patchingControllers(model: Model, config: Resource): WebhookWorkload[] {
  const want = config.kind === 'MutatingWebhookConfiguration' ? 'mutatingName' : 'validatingName';
  return findWebhookWorkloads(model).filter((w) => w.patchesCaBundle && w[want] === config.name);
}

/** cert-manager injection annotations set on a configuration (inject-apiserver-ca only when "true"). */
export function injectorAnnotations(config: Resource): string[] {
  const a = annotations(config);
  return INJECT_ANNOTATIONS.filter((k) =>
    k === 'cert-manager.io/inject-apiserver-ca' ? String(a[k]).toLowerCase() === 'true' : a[k] !== undefined && a[k] !== '');
}

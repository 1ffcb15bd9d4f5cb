// The one place that turns the model's webhook workloads into what the live checks need.
import type { Model } from '../model/model.js';
import { findWebhookWorkloads, type WebhookWorkload } from '../model/workload.js';
import type { KubeObject } from './types.js';

export interface WebhookTarget {
  workload: WebhookWorkload;
  kind: string;
  name: string;
  /** Where the workload runs. */
  workloadNamespace: string;
  /** Where the controller reads its Secret (POD_NAMESPACE). */
  namespace: string;
  profile: string;
  writer: 'fs' | 'secret' | 'unknown';
  secretName?: string;
  serviceName?: string;
  mutatingName?: string;
  validatingName?: string;
  host?: string;
  port?: number;
  serviceAccount: string;
  maxReplicas: number;
  /** Key in the Secret that holds the CA (profile's caKey, ca-cert.pem for the koord/kruise family). */
  caKey: string;
  podSelector?: string;
  /** False when the controller only reads caBundle (cert-manager injects it). */
  patchesCaBundle: boolean;
}

export function findTargets(model: Model): WebhookTarget[] {
  return findWebhookWorkloads(model).map(toTarget);
}

function toTarget(w: WebhookWorkload): WebhookTarget {
  const r = w.resource;
  return {
    workload: w,
    kind: r.kind,
    name: r.name,
    workloadNamespace: r.namespace,
    namespace: w.namespace,
    profile: w.profile.name,
    writer: w.writer,
    secretName: w.secretName,
    serviceName: w.serviceName,
    mutatingName: w.mutatingName,
    validatingName: w.validatingName,
    host: w.host.state === 'value' && w.host.value ? w.host.value : undefined,
    port: w.port,
    serviceAccount: w.serviceAccount,
    maxReplicas: w.replicas.max,
    caKey: w.profile.secret?.caKey ?? 'ca-cert.pem',
    podSelector: matchLabelsSelector(r.body as KubeObject),
    patchesCaBundle: w.patchesCaBundle,
  };
}

/** spec.selector.matchLabels as a label selector (matchExpressions are ignored: pods are read for context only). */
function matchLabelsSelector(workload: KubeObject): string | undefined {
  const spec = workload.spec as { selector?: { matchLabels?: Record<string, string> } } | undefined;
  const labels = spec?.selector?.matchLabels;
  if (!labels || !Object.keys(labels).length) return undefined;
  return Object.entries(labels).map(([k, v]) => `${k}=${v}`).join(',');
}

export function targetLabel(t: WebhookTarget): string {
  return `${t.kind} ${t.workloadNamespace}/${t.name}`;
}

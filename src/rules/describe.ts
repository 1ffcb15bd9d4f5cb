import { str, type PathSegment } from '../core/object.js';
import { helmEnvValues } from '../load/helm/origin.js';
import type { EnvSetting } from '../model/env.js';
import type { WebhookWorkload } from '../model/workload.js';

/** Shared wording, so every rule names workloads and env the same way. */
export function workloadName(w: WebhookWorkload): string {
  return `${w.resource.kind} ${w.resource.namespace ? w.resource.namespace + '/' : ''}${w.resource.name}`;
}

export function envPath(w: WebhookWorkload, setting: EnvSetting): PathSegment[] {
  return setting.state === 'unset' ? [...w.containerPath, 'env'] : setting.path;
}

export function describeSetting(name: string, s: EnvSetting): string {
  if (s.state === 'unset') return `${name} is not set`;
  if (s.state === 'ref') return `${name} is set from ${s.via}`;
  // A value read from a Secret among the inputs is Secret data: say where it comes from, never what it is.
  if (s.via && /^(envFrom )?Secret /.test(s.via)) return `${name} is set (from ${s.via}; value not shown)`;
  return `${name}=${JSON.stringify(s.value)}${s.via ? ` (from ${s.via})` : ''}`;
}

export function secretWriterEnvFix(w: WebhookWorkload): string {
  const secret = w.secretName ?? `${w.resource.name}-webhook-certs`;
  const envValues = helmEnvValues(w.resource);
  if (envValues) return valuesWriterFix(w, envValues, secret);
  return `set env ${w.profile.env.writer}=${w.profile.writer?.secretValue ?? '<Secret writer>'} and ${w.profile.env.secretName}=${secret} on container ${str(w.container.name) ?? ''}, and provision that Secret once (webhook-cert-gate cert generate)`;
}

/** The same advice for a chart: the values keys to set, or how to get the env in when the chart has no value for it. */
function valuesWriterFix(w: WebhookWorkload, keys: Record<string, string>, secret: string): string {
  const { writer, secretName } = w.profile.env;
  const value = w.profile.writer?.secretValue ?? 'secret';
  const writerKey = keys[writer];
  const secretKey = keys[secretName];
  if (writerKey && secretKey) {
    return `set ${writerKey}: ${value} and ${secretKey}: ${secret} in your values, and provision that Secret once (webhook-cert-gate cert generate)`;
  }
  return `this chart has no value for ${writer}/${secretName}: add env ${writer}=${value} and ${secretName}=${secret} to the manager (a chart fork or a post-renderer), map the values in .webhook-cert-gate.yaml (docs/helm.md), and provision that Secret once (webhook-cert-gate cert generate)`;
}

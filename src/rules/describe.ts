import type { PathSegment } from '../core/object.js';
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
  return `set env ${w.profile.env.writer}=${w.profile.writer?.secretValue ?? 'secret'} and ${w.profile.env.secretName}=${secret} on container ${String(w.container.name ?? '')}, and provision that Secret once (webhook-cert-gate cert generate)`;
}

// Samples generation, resourceVersion and managedFields of the webhook configurations (webhook-config-churn judges them).
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChurnSample, ChurnSeries } from '../rules/live.js';
import type { ClusterClient, KubeObject, ManagedFieldsEntry, WebhookConfigKind } from './types.js';

export interface ChurnSubject {
  kind: WebhookConfigKind;
  name: string;
  first: KubeObject;
}

/** Low-rate sampling: at most one GET per configuration per interval (the write-up's "low-frequency sampling"). */
export function sampleInterval(observeMs: number): number {
  return Math.min(5000, Math.max(200, Math.round(observeMs / 15)));
}

export async function observe(
  client: ClusterClient, subjects: readonly ChurnSubject[], observeMs: number, start = Date.now(), signal?: AbortSignal,
): Promise<ChurnSeries[]> {
  const series = subjects.map((s) => ({ config: { kind: s.kind, namespace: '', name: s.name }, samples: [toSample(s.first, start)] }));
  if (observeMs <= 0 || !subjects.length) return series;
  const interval = sampleInterval(observeMs);
  const end = start + observeMs;
  while (Date.now() < end && !signal?.aborted) {
    await sleep(Math.min(interval, Math.max(0, end - Date.now())));
    if (signal?.aborted) break;
    const now = Date.now();
    const objs = await Promise.all(subjects.map((s) => client.get(s.kind, undefined, s.name)));
    objs.forEach((o, i) => {
      if (o) series[i]!.samples.push(toSample(o, now));
    });
  }
  return series;
}

function toSample(o: KubeObject, at: number): ChurnSample {
  return {
    at,
    generation: o.metadata?.generation,
    resourceVersion: o.metadata?.resourceVersion,
    managedFields: ((o.metadata?.managedFields ?? []) as ManagedFieldsEntry[]).map(({ manager, operation, time }) => ({ manager, operation, time })),
  };
}

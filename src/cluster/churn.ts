// Samples generation, resourceVersion, caBundle and managedFields of the caBundle holders (webhook-config-churn
// judges them). One list per kind per interval where the gate may list, else one GET per holder.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChurnSample, ChurnSeries, SamplingReport } from '../rules/live.js';
import { ClusterError } from './errors.js';
import { holderEntries } from './audit.js';
import type { ClusterClient, KubeObject, LiveKind } from './types.js';

export interface ChurnSubject {
  kind: LiveKind;
  name: string;
  first: KubeObject;
}

/** Low-rate sampling: at most one read per holder per interval (the write-up's "low-frequency sampling"). */
export function sampleInterval(observeMs: number): number {
  return Math.min(5000, Math.max(200, Math.round(observeMs / 15)));
}

export interface Observation {
  series: ChurnSeries[];
  sampling: SamplingReport;
}

/**
 * Samples until the window ends. A failed round ends sampling early but keeps every sample taken
 * (`sampling.stopped` names why); a slow server leaves fewer rounds than planned (`taken` < `planned`).
 */
export async function observe(
  client: ClusterClient,
  subjects: readonly ChurnSubject[],
  observeMs: number,
  start = Date.now(),
  signal?: AbortSignal,
  listable: ReadonlySet<LiveKind> = new Set(),
): Promise<Observation> {
  const series = subjects.map((s) => ({
    config: { kind: s.kind, namespace: '', name: s.name },
    samples: [toSample(s.first, start)],
  }));
  const interval = sampleInterval(observeMs);
  const sampling: SamplingReport = {
    planned: observeMs > 0 && subjects.length ? Math.floor(observeMs / interval) : 0,
    taken: 0,
  };
  if (!sampling.planned) return { series, sampling };
  const end = start + observeMs;
  while (Date.now() < end && !signal?.aborted) {
    await sleep(Math.min(interval, Math.max(0, end - Date.now())));
    if (signal?.aborted) break;
    const now = Date.now();
    let objs: Array<KubeObject | undefined>;
    try {
      objs = await readRound(client, subjects, listable);
    } catch (error) {
      if (!(error instanceof ClusterError)) throw error;
      sampling.stopped = error.message;
      break;
    }
    sampling.taken++;
    objs.forEach((o, i) => {
      if (o) series[i]!.samples.push(toSample(o, now));
    });
  }
  return { series, sampling };
}

async function readRound(
  client: ClusterClient,
  subjects: readonly ChurnSubject[],
  listable: ReadonlySet<LiveKind>,
): Promise<Array<KubeObject | undefined>> {
  const kinds = [...new Set(subjects.map((s) => s.kind))].filter((k) => listable.has(k));
  const lists = new Map(
    await Promise.all(
      kinds.map(
        async (k) => [k, new Map((await client.list(k, undefined)).map((o) => [o.metadata?.name ?? '', o]))] as const,
      ),
    ),
  );
  return Promise.all(
    subjects.map(async (s) => {
      const listed = lists.get(s.kind);
      return listed ? listed.get(s.name) : await client.get(s.kind, undefined, s.name);
    }),
  );
}

function toSample(o: KubeObject, at: number): ChurnSample {
  return {
    at,
    generation: o.metadata?.generation,
    resourceVersion: o.metadata?.resourceVersion,
    managedFields: (o.metadata?.managedFields ?? []).map(({ manager, operation, time }) => ({
      manager,
      operation,
      time,
    })),
    caBundles: holderEntries(o).map((e) => bundleHash(e.source.caBundle)),
  };
}

/** A short hash of a caBundle as written ('' when empty): equal values, equal hashes. */
function bundleHash(value: string | undefined): string {
  return value ? createHash('sha256').update(value).digest('hex').slice(0, 12) : '';
}

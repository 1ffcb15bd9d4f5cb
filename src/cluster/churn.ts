// webhook-config-churn: generation and resourceVersion of a webhook configuration must not move in steady state.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Finding } from '../core/finding.js';
import { formatDuration } from './duration.js';
import { liveFinding } from './finding.js';
import type { ClusterClient, KubeObject, ManagedFieldsEntry, WebhookConfigKind } from './types.js';

export const RULE_CHURN = 'webhook-config-churn';

export interface Sample {
  at: number;
  generation?: number;
  resourceVersion?: string;
  managedFields: ManagedFieldsEntry[];
}

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
): Promise<Map<string, Sample[]>> {
  const samples = new Map<string, Sample[]>(subjects.map((s) => [key(s), [toSample(s.first, start)]]));
  if (observeMs <= 0 || !subjects.length) return samples;
  const interval = sampleInterval(observeMs);
  const end = start + observeMs;
  while (Date.now() < end && !signal?.aborted) {
    await sleep(Math.min(interval, Math.max(0, end - Date.now())));
    if (signal?.aborted) break;
    const now = Date.now();
    const objs = await Promise.all(subjects.map((s) => client.get(s.kind, undefined, s.name)));
    objs.forEach((o, i) => {
      if (o) samples.get(key(subjects[i]!))!.push(toSample(o, now));
    });
  }
  return samples;
}

export function checkChurn(subjects: readonly ChurnSubject[], samples: Map<string, Sample[]>, observeMs: number): Finding[] {
  const findings: Finding[] = [];
  for (const s of subjects) {
    const list = samples.get(key(s)) ?? [];
    const summary = summarizeChurn(list);
    if (!summary || summary.writes === 0) continue;
    const minutes = Math.max(observeMs, list[list.length - 1]!.at - list[0]!.at) / 60_000;
    const rate = summary.writes / minutes;
    findings.push(liveFinding(RULE_CHURN, 'error', { kind: s.kind, name: s.name },
      `${s.kind} ${s.name} was written at least ${summary.writes} time${summary.writes === 1 ? '' : 's'} in ` +
        `${formatDuration(observeMs)} (~${rate.toFixed(rate < 10 ? 1 : 0)} writes/min; generation ${summary.generations}, ` +
        `resourceVersion changed ${summary.versionChanges} time${summary.versionChanges === 1 ? '' : 's'}) with no change of yours: ` +
        `writers: ${summary.writers.join(', ') || 'unknown (managedFields times did not move)'}.`,
      'find the writers above and give caBundle a single owner; for the koord/kruise family share one certificate through a Secret (WEBHOOK_CERT_WRITER=secret, SECRET_NAME)',
      'metadata.resourceVersion'));
  }
  return findings;
}

export interface ChurnSummary {
  writes: number;
  versionChanges: number;
  generations: string;
  writers: string[];
}

export function summarizeChurn(list: readonly Sample[]): ChurnSummary | undefined {
  if (list.length < 2) return undefined;
  let versionChanges = 0;
  for (let i = 1; i < list.length; i++) if (list[i]!.resourceVersion !== list[i - 1]!.resourceVersion) versionChanges++;
  const g0 = list[0]!.generation ?? 0;
  const g1 = list[list.length - 1]!.generation ?? 0;
  // Samples miss writes between them; a generation step counts each spec write.
  const writes = Math.max(versionChanges, g1 - g0);
  return { writes, versionChanges, generations: `${g0}→${g1}`, writers: writersDuring(list) };
}

/** Managers whose managedFields time moved during the window, with their latest write time. */
function writersDuring(list: readonly Sample[]): string[] {
  const firstTimes = new Map(list[0]!.managedFields.map((m) => [managerKey(m), m.time ?? '']));
  const latest = new Map<string, string>();
  for (const sample of list.slice(1)) {
    for (const m of sample.managedFields) {
      const k = managerKey(m);
      if ((m.time ?? '') !== firstTimes.get(k)) {
        if ((m.time ?? '') > (latest.get(k) ?? '')) latest.set(k, m.time ?? '');
      }
    }
  }
  return [...latest].map(([k, t]) => `${k}${t ? ` last at ${t}` : ''}`);
}

function managerKey(m: ManagedFieldsEntry): string {
  return `${m.manager ?? '(unnamed)'} (${m.operation ?? 'Update'})`;
}

function toSample(o: KubeObject, at: number): Sample {
  return {
    at,
    generation: o.metadata?.generation,
    resourceVersion: o.metadata?.resourceVersion,
    managedFields: (o.metadata?.managedFields ?? []) as ManagedFieldsEntry[],
  };
}

function key(s: { kind: string; name: string }): string {
  return `${s.kind}/${s.name}`;
}

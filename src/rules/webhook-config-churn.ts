import type { Model } from '../model/model.js';
import type { Resource } from '../core/resource.js';
import { effectiveState } from '../effective/index.js';
import { secretWriterEnvFix } from './describe.js';
import { resourceOf, type ChurnSample } from './live.js';
import { defineRule } from './types.js';

/** Judges the samples `webhook-cert-gate cluster --observe` took of the live configurations. */
export const rule = defineRule({
  meta: {
    id: 'webhook-config-churn',
    severity: 'error',
    description:
      'Live only: a caBundle holder (webhook configuration, CRD, APIService) changed (generation, resourceVersion or caBundle) while the gate watched it.',
    messages: {
      churn:
        '{kind} {name} was written at least {writes} in {window} (~{rate} writes/min; generation {generations}, resourceVersion changed {versionChanges}) with no change of yours: writers: {writers}.',
      flips:
        '{kind} {name}: caBundle took {values} different values in {window} and went back to an earlier one {returns}: writers with different CAs keep replacing each other ({writers}).',
      degraded:
        'the API server answered slowly or failed: {taken} of {planned} planned samples of the caBundle holders were taken in {window}{stopped}, so writes between samples may have been missed.',
    },
  },
  check({ model, live, report }) {
    const sampling = live?.sampling;
    let first: ReturnType<typeof resourceOf>;
    for (const series of live?.churn ?? []) {
      const resource = resourceOf(model, series.config);
      first ??= resource;
      const summary = summarizeChurn(series.samples);
      if (!resource || !summary) continue;
      const flips = caBundleFlips(series.samples);
      if (flips.returns > 0) {
        report({
          resource,
          path: ['metadata', 'managedFields'],
          messageId: 'flips',
          data: {
            kind: resource.kind,
            name: resource.name,
            values: flips.values,
            window: formatDuration(live!.observeMs),
            returns: times(flips.returns),
            writers: summary.writers.join(', ') || 'unknown (managedFields times did not move)',
          },
          fix: churnFix(model, resource),
        });
      }
      if (summary.writes === 0) continue;
      const list = series.samples;
      const minutes = Math.max(live!.observeMs, list[list.length - 1]!.at - list[0]!.at) / 60_000;
      const rate = summary.writes / minutes;
      report({
        resource,
        path: ['metadata', 'resourceVersion'],
        messageId: 'churn',
        data: {
          kind: resource.kind,
          name: resource.name,
          writes: times(summary.writes),
          window: formatDuration(live!.observeMs),
          rate: rate.toFixed(rate < 10 ? 1 : 0),
          generations: summary.generations,
          versionChanges: times(summary.versionChanges),
          writers: summary.writers.join(', ') || 'unknown (managedFields times did not move)',
        },
        fix: churnFix(model, resource),
      });
    }
    if (first && sampling && sampling.planned > 0 && sampling.taken < Math.ceil(sampling.planned * 0.8)) {
      report({
        resource: first,
        severity: 'warning',
        messageId: 'degraded',
        data: {
          taken: sampling.taken,
          planned: sampling.planned,
          window: formatDuration(live.observeMs),
          stopped: sampling.stopped ? ` (stopped: ${sampling.stopped})` : '',
        },
        fix: 'run again with a longer --observe or a larger --timeout, or when the API server is less loaded',
      });
    }
  },
});

/** Distinct caBundle values seen across the samples, and how often one came back after another replaced it. */
export function caBundleFlips(list: readonly ChurnSample[]): { values: number; returns: number } {
  const seen = new Set<string>();
  let returns = 0;
  let previous: string | undefined;
  for (const s of list) {
    if (!s.caBundles) continue;
    const v = s.caBundles.join(',');
    if (previous !== undefined && v !== previous && seen.has(v)) returns++;
    seen.add(v);
    previous = v;
  }
  return { values: seen.size, returns };
}

export interface ChurnSummary {
  writes: number;
  versionChanges: number;
  generations: string;
  writers: string[];
}

export function summarizeChurn(list: readonly ChurnSample[]): ChurnSummary | undefined {
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
function writersDuring(list: readonly ChurnSample[]): string[] {
  const key = (m: ChurnSample['managedFields'][number]) => `${m.manager ?? '(unnamed)'} (${m.operation ?? 'Update'})`;
  const firstTimes = new Map(list[0]!.managedFields.map((m) => [key(m), m.time ?? '']));
  const latest = new Map<string, string>();
  for (const sample of list.slice(1)) {
    for (const m of sample.managedFields) {
      const k = key(m);
      if ((m.time ?? '') !== firstTimes.get(k) && (m.time ?? '') > (latest.get(k) ?? '')) latest.set(k, m.time ?? '');
    }
  }
  return [...latest].map(([k, t]) => `${k}${t ? ` last at ${t}` : ''}`);
}

function times(n: number): string {
  return `${n} time${n === 1 ? '' : 's'}`;
}

function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms}ms`;
  const s = ms / 1000;
  return Number.isInteger(s) ? `${s}s` : `${s.toFixed(1)}s`;
}

/** The writers' single-owner fix; for a per-pod writer of a profiled controller, the exact env to share one certificate. */
export function churnFix(model: Model, config: Resource): string {
  const general = 'find the writers above and give caBundle a single owner';
  if (config.kind !== 'MutatingWebhookConfiguration' && config.kind !== 'ValidatingWebhookConfiguration')
    return general;
  const want = config.kind === 'MutatingWebhookConfiguration' ? 'mutatingName' : 'validatingName';
  const perPod = effectiveState(model).controllers.find((c) => c.writer === 'fs' && c.workload[want] === config.name);
  return perPod ? `${general}: ${secretWriterEnvFix(perPod.workload)}` : general;
}

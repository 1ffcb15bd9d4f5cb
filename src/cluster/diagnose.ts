// `diagnose`: the write-up's diagnosis (section 3) from the API server's own records. From an audit log: each
// caBundle holder written in the window, its writers (user, user agent, source addresses), their writes and
// 409s, judged by cabundle-writers. From a Prometheus: requests by resource, verb and code (section 3.1).
import { runCheck } from '../check.js';
import type { Config } from '../load/config.js';
import type { Finding } from '../core/finding.js';
import type { AuditSummary } from '../rules/audit-evidence.js';
import { readAuditLog } from './audit-log.js';
import { ClusterError } from './errors.js';
import { mapWriters, type WriterReads } from './writers.js';
import { liveResources } from './live-objects.js';

const API_VERSION: Record<string, string> = {
  MutatingWebhookConfiguration: 'admissionregistration.k8s.io/v1',
  ValidatingWebhookConfiguration: 'admissionregistration.k8s.io/v1',
  CustomResourceDefinition: 'apiextensions.k8s.io/v1',
  APIService: 'apiregistration.k8s.io/v1',
};

export interface DiagnoseResult {
  summary: AuditSummary;
  findings: Finding[];
}

export async function diagnoseAuditLog(
  file: string,
  options: { config?: Config; reads?: WriterReads },
): Promise<DiagnoseResult> {
  const summary = await readAuditLog(file);
  if (options.reads && summary.objects.length) await mapWriters(summary, options.reads);
  // The written objects as the rules see them: the log records their kind and name, not their content.
  const resources = liveResources(
    summary.objects.map((o) => ({ apiVersion: API_VERSION[o.kind], kind: o.kind, metadata: { name: o.name } })),
  );
  const live = { server: '', workloads: [], churn: [], observeMs: 0, denied: [], auditLog: summary };
  const result = await runCheck({ extraResources: resources, config: options.config, live });
  return { summary, findings: result.findings.filter((f) => f.rule === 'cabundle-writers') };
}

/** The writers as `--format json` lists them. */
export function writersJson(summary: AuditSummary) {
  return summary.objects.flatMap((o) =>
    o.writers.map((w) => ({
      kind: w.kind,
      name: w.name,
      user: w.user,
      userAgent: w.userAgent,
      sourceIPs: w.sourceIPs,
      writes: w.writes,
      conflicts: w.conflicts,
      first: w.first,
      last: w.last,
      ...(w.pods ? { pods: w.pods } : {}),
    })),
  );
}

export const REQUESTS_QUERY =
  'sum by (resource, verb, code) (rate(apiserver_request_total{resource=~"mutatingwebhookconfigurations|validatingwebhookconfigurations"}[5m]))';
export const CONFLICTS_QUERY = 'sum(rate(apiserver_request_total{code="409"}[5m]))';

export interface RequestRate {
  resource: string;
  verb: string;
  code: string;
  perSecond: number;
}

/** The write-up's PromQL (section 3.1) against a Prometheus HTTP API, plus all 409s for the share. */
export async function queryPrometheus(
  base: string,
  timeoutMs: number,
): Promise<{ requests: RequestRate[]; conflictsPerSecond: number }> {
  const [rows, all] = await Promise.all([
    instant(base, REQUESTS_QUERY, timeoutMs),
    instant(base, CONFLICTS_QUERY, timeoutMs),
  ]);
  const requests = rows
    .map((r) => ({
      resource: r.metric.resource ?? '',
      verb: r.metric.verb ?? '',
      code: r.metric.code ?? '',
      perSecond: Number(r.value[1]),
    }))
    .sort(
      (a, b) => b.perSecond - a.perSecond || (a.resource + a.verb + a.code < b.resource + b.verb + b.code ? -1 : 1),
    );
  return { requests, conflictsPerSecond: all.length ? Number(all[0]!.value[1]) : 0 };
}

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

async function instant(base: string, query: string, timeoutMs: number): Promise<Sample[]> {
  const url = `${base.replace(/\/+$/, '')}/api/v1/query?query=${encodeURIComponent(query)}`;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new ClusterError(`--prometheus ${base}: ${causeOf(e)}`);
  }
  const body = (await res.json().catch(() => undefined)) as
    { status?: string; error?: string; data?: { result?: Sample[] } } | undefined;
  if (!res.ok || body?.status !== 'success') {
    throw new ClusterError(
      `--prometheus ${base}: answered ${res.status}${body?.error ? `: ${body.error}` : ' (not the Prometheus HTTP API?)'}`,
    );
  }
  return body.data?.result ?? [];
}

function causeOf(e: unknown): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError') return 'no answer within the timeout (--timeout)';
  return err.cause?.code ?? err.cause?.message ?? err.message;
}

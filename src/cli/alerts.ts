import { dump } from 'js-yaml';
import { expiryOwners, prometheusRule, type ExpirySource } from '../cluster/alerts.js';
import { SHIPPED_OWNERS } from '../load/owners.js';
import {
  defineCommand,
  HELP_OPTION,
  OUTPUT_OPTION,
  parseCommand,
  parsePositiveInt,
  printHelp,
  writeReport,
} from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import { type CliIo } from './io.js';

const SOURCES = expiryOwners(SHIPPED_OWNERS);

export const ALERTS_SPEC = defineCommand({
  name: 'alerts',
  usage: ['alerts [options]'],
  description: `Prints a PrometheusRule (monitoring.coreos.com/v1) for prometheus-operator with:
  WebhookConfigurationWrites     PUTs on mutating/validatingwebhookconfigurations that go on for 15m
  WebhookConfigurationConflicts  409 Conflict on those PUTs (writers racing on caBundle)
  AdmissionWebhookFailOpen       webhook calls failing open (Kubernetes 1.28+)
  WebhookCertificateExpiringSoon the webhook certificate expires within --expiry-days
and, over the series of 'webhook-cert-gate serve' (docs/alerts.md):
  WebhookServingCAsDiverge       the backends of one webhook serve certificates from more than one CA
  WebhookBackendTLSRejected      a backend serves a chain its webhook's caBundle rejects
  WebhookCertGateUnconverged     a backend still serves a chain caBundle rejects --converge-threshold after it changed
  CABundleChurn                  caBundle changes again and again
  CABundleMultipleOwners         more than one field manager owns a caBundle
  WebhookServedCertificateExpiringSoon  a served or caBundle certificate expires within --expiry-days
  WebhookCertGateFindings        the live rules report errors
  WebhookCertGateDown            serve cannot read every holder kind (API server unreachable, permission missing)
  WebhookCertGateStale           serve has finished no complete round for 10 minutes
Every rule keeps --cluster-label, so one Prometheus can watch many clusters (docs/monitoring.md#fleet).`,
  options: {
    namespace: { type: 'string', short: 'n', arg: 'NS', help: 'namespace of the PrometheusRule (default monitoring)' },
    name: { type: 'string', arg: 'NAME', help: 'its name (default webhook-cert-gate)' },
    label: {
      type: 'string',
      short: 'l',
      multiple: true,
      arg: 'KEY=VALUE',
      help: "extra label, e.g. release=prometheus for the operator's ruleSelector (repeatable)",
    },
    'expiry-days': { type: 'string', arg: 'N', help: 'days before expiry to alert (default 30)' },
    'expiry-source': {
      type: 'string',
      arg: 'SOURCE',
      help: `${SOURCES.map((o) => `${o.name}: ${o.expiryMetric}`).join(', ')}${SOURCES.length ? ' (default), ' : ''}or
blackbox: blackbox-exporter's probe_ssl_earliest_cert_expiry of the webhook endpoint`,
    },
    ...OUTPUT_OPTION,
    window: {
      type: 'string',
      arg: 'DURATION',
      help: 'rate window of the apiserver_request_total alerts (default 5m, as in the write-up)',
    },
    'converge-threshold': {
      type: 'string',
      arg: 'DURATION',
      help: 'how long after a caBundle change a backend may still serve a chain it rejects (default 10m)',
    },
    pending: { type: 'string', arg: 'DURATION', help: "replace every alert's 'for' (e.g. 0s to page at once)" },
    'runbook-base': {
      type: 'string',
      arg: 'URL',
      help: "where docs/alerts.md is served (default: this project's repository)",
    },
    'cluster-label': {
      type: 'string',
      arg: 'LABEL',
      help: 'the target label that names the cluster, kept by every rule and named in every summary when present (default cluster)',
    },
    ...HELP_OPTION,
  },
});

export async function alertsCommand(args: string[], io: CliIo): Promise<number> {
  const { values: opts } = parseCommand(ALERTS_SPEC, args);
  if (opts.help) return printHelp(io, ALERTS_SPEC);
  const sourceName = opts['expiry-source'] ?? SOURCES[0]?.name ?? 'blackbox';
  const owner = SOURCES.find((o) => o.name === sourceName);
  if (!owner && sourceName !== 'blackbox')
    throw new InputError(
      `--expiry-source must be ${[...SOURCES.map((o) => o.name), 'blackbox'].join(' or ')} (got '${sourceName}')`,
    );
  const source: ExpirySource = owner ? { owner } : 'blackbox';
  const name = opts.name ?? 'webhook-cert-gate';
  const namespace = opts.namespace ?? 'monitoring';
  for (const [flag, value] of [
    ['--name', name],
    ['--namespace', namespace],
  ] as const) {
    if (!/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(value) || value.length > 253)
      throw new InputError(`${flag} '${value}' is not a valid Kubernetes name`);
  }
  const rule = prometheusRule({
    name,
    namespace,
    labels: parseLabels(opts.label ?? []),
    expiryDays: parsePositiveInt('--expiry-days', opts['expiry-days']) ?? 30,
    expirySource: source,
    window: promDuration('--window', opts.window),
    pending: promDuration('--pending', opts.pending),
    runbookBase: httpUrl('--runbook-base', opts['runbook-base']),
    clusterLabel: labelName('--cluster-label', opts['cluster-label']),
    convergeSeconds: durationSeconds(promDuration('--converge-threshold', opts['converge-threshold'])),
  });
  await writeReport(io, opts.output, dump(rule, { lineWidth: 200, noRefs: true }));
  return EXIT.ok;
}

/** A Prometheus duration (5m, 1h30m, 0s), as the rule file needs it. */
function promDuration(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^(\d+(ms|s|m|h|d|w|y))+$/.test(value))
    throw new InputError(`${flag} must be a Prometheus duration such as 30s or 5m (got '${value}')`);
  return value;
}

/** A checked Prometheus duration in seconds, for a comparison in an expression. */
function durationSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const unit: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400, w: 604800, y: 31536000 };
  let total = 0;
  for (const [, n, u] of value.matchAll(/(\d+)(ms|s|m|h|d|w|y)/g)) total += Number(n) * unit[u!]!;
  return total;
}

function httpUrl(flag: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^https?:\/\/\S+$/.test(value))
    throw new InputError(`${flag} must be an http(s) URL (got '${value}')`);
  return value?.replace(/\/+$/, '');
}

/** A Prometheus label name (it goes into `by (...)` and a template). */
function labelName(flag: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(value))
    throw new InputError(`${flag} must be a Prometheus label name such as cluster (got '${value}')`);
  return value;
}

function parseLabels(pairs: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of pairs) {
    const m = /^([A-Za-z0-9][-A-Za-z0-9_./]*)=(.*)$/.exec(p);
    if (!m) throw new InputError(`--label must be KEY=VALUE (got '${p}')`);
    out[m[1]!] = m[2]!;
  }
  return out;
}

// Prometheus alerts from the write-up (section 8.2) plus certificate expiry, as a prometheus-operator PrometheusRule.
import type { OwnerDocument } from '../generated/types.js';

/** Where expiry comes from: an owner of the catalogue that exports an expiry gauge, or a blackbox-exporter probe. */
export type ExpirySource = { owner: OwnerDocument & { expiryMetric: string } } | 'blackbox';

/** Catalogue owners whose certificates have an expiry gauge (policies/owners `expiryMetric`). */
export function expiryOwners(owners: readonly OwnerDocument[]): (OwnerDocument & { expiryMetric: string })[] {
  return owners.filter((o): o is OwnerDocument & { expiryMetric: string } => typeof o.expiryMetric === 'string');
}

export interface AlertOptions {
  name: string;
  namespace: string;
  labels: Record<string, string>;
  /** Alert when the serving certificate expires within this many days. */
  expiryDays: number;
  expirySource: ExpirySource;
  /** The rate window of the apiserver_request_total alerts (the write-up's 5m). */
  window?: string;
  /** Replaces every alert's `for` (tests, or paging sooner). */
  pending?: string;
  /** Where the runbooks are: docs/alerts.md of this repository unless given (a fork, an internal wiki copy). */
  runbookBase?: string;
  /** The target label that names the cluster (one Prometheus for many clusters); kept by every rule. Default `cluster`. */
  clusterLabel?: string;
  /** WebhookCertGateUnconverged: how long (seconds) a caBundle may stay unserved by some backend. Default 600. */
  convergeSeconds?: number;
}

export const CLUSTER_LABEL = 'cluster';

const CONFIGS = 'mutatingwebhookconfigurations|validatingwebhookconfigurations';
export const RUNBOOK_BASE = 'https://github.com/webhook-cert-gate/webhook-cert-gate/blob/main/docs/alerts.md';
/** Each alert's runbook: its heading in docs/alerts.md (test/core/links.test.ts checks that it exists). */
const runbook = (alert: string) => `${RUNBOOK_BASE}#${alert.toLowerCase()}`;

interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

export function writeAlerts(window = '5m', c = CLUSTER_LABEL): AlertRule[] {
  const where = inCluster(c);
  return [
    {
      alert: 'WebhookConfigurationWrites',
      // The write-up's first alert. Steady state writes nothing; a Helm upgrade or an injector's renewal
      // writes a few times and stops, so only writes that go on for 15 minutes fire.
      expr: `sum by (${c}, resource) (rate(apiserver_request_total{resource=~"${CONFIGS}", verb="PUT"}[${window}])) > 0`,
      for: '15m',
      labels: { severity: 'warning' },
      annotations: {
        summary: `Webhook configurations are rewritten in steady state ({{ $labels.resource }})${where}`,
        description:
          '{{ $labels.resource }} receive {{ $value | humanize }} PUT/s for 15 minutes. Several replicas or controllers are ' +
          'probably rewriting caBundle in turn. Run `webhook-cert-gate cluster` to name the writers.',
        runbook_url: runbook('WebhookConfigurationWrites'),
      },
    },
    {
      alert: 'WebhookConfigurationConflicts',
      // The write-up's second alert: 409s are writers racing on a stale resourceVersion (60/s in the incident).
      expr: `sum by (${c}, resource) (rate(apiserver_request_total{resource=~"${CONFIGS}", verb="PUT", code="409"}[${window}])) > 0`,
      for: '5m',
      labels: { severity: 'critical' },
      annotations: {
        summary: `Update conflicts (HTTP 409) on webhook configurations ({{ $labels.resource }})${where}`,
        description:
          '{{ $labels.resource }} updates fail with 409 Conflict at {{ $value | humanize }}/s: writers race on caBundle. ' +
          'Expect TLS failures for admission calls, and etcd write load. Give caBundle one owner (a shared certificate Secret).',
        runbook_url: runbook('WebhookConfigurationConflicts'),
      },
    },
    {
      alert: 'AdmissionWebhookFailOpen',
      // With failurePolicy Ignore a TLS failure admits the object unchecked; this counter exists from Kubernetes 1.28.
      expr: `sum by (${c}, name, type) (rate(apiserver_admission_webhook_fail_open_count[5m])) > 0`,
      for: '5m',
      labels: { severity: 'warning' },
      annotations: {
        summary: `Admission webhook {{ $labels.name }} fails open${where}`,
        description:
          'Calls to {{ $labels.name }} fail and the API server admits objects without it ({{ $value | humanize }}/s). ' +
          'A caBundle that does not match the serving replica is a common cause.',
        runbook_url: runbook('AdmissionWebhookFailOpen'),
      },
    },
  ];
}

export function expiryAlert(days: number, source: ExpirySource, c = CLUSTER_LABEL): AlertRule {
  const seconds = days * 86400;
  const where = inCluster(c);
  if (source === 'blackbox') {
    // What the webhook actually serves, whoever made the certificate (needs a blackbox-exporter probe of the webhook).
    return {
      alert: 'WebhookCertificateExpiringSoon',
      expr: `min by (${c}, instance) (probe_ssl_earliest_cert_expiry{job=~".*webhook.*"}) - time() < ${seconds}`,
      for: '1h',
      labels: { severity: 'warning' },
      annotations: {
        summary: `The certificate served by webhook {{ $labels.instance }} expires within ${days} days${where}`,
        description:
          'The earliest certificate of the chain served at {{ $labels.instance }} expires in {{ $value | humanizeDuration }}.',
        runbook_url: runbook('WebhookCertificateExpiringSoon'),
      },
    };
  }
  const { owner } = source;
  const object = `${owner.name} ${owner.certificate?.kind ?? 'certificate'}`;
  return {
    alert: 'WebhookCertificateExpiringSoon',
    expr: `min by (${c}, namespace, name) (${owner.expiryMetric}) - time() < ${seconds}`,
    for: '1h',
    labels: { severity: 'warning' },
    annotations: {
      summary: `Certificate {{ $labels.namespace }}/{{ $labels.name }} expires within ${days} days${where}`,
      description: `${object} {{ $labels.namespace }}/{{ $labels.name }} expires in {{ $value | humanizeDuration }} and was not renewed.`,
      runbook_url: runbook('WebhookCertificateExpiringSoon'),
    },
  };
}

const SERVE = 'webhook_cert_gate';

/** Names the cluster in a summary when the series has the label (nothing for a single-cluster Prometheus). */
function inCluster(label: string): string {
  return `{{ with $labels.${label} }} (cluster {{ . }}){{ end }}`;
}

/** Alerts on the exporter itself: a monitor that cannot read the cluster must not look green. */
export function exporterAlerts(c = CLUSTER_LABEL): AlertRule[] {
  const where = inCluster(c);
  return [
    {
      alert: 'WebhookCertGateDown',
      expr: `min by (${c}, instance) (${SERVE}_up) == 0`,
      for: '5m',
      labels: { severity: 'warning' },
      annotations: {
        summary: `webhook-cert-gate serve cannot read the cluster${where}`,
        description:
          'The last audit rounds of {{ $labels.instance }} could not read every holder kind they need (API server unreachable, or a permission missing), ' +
          'so its other series are stale or missing. Its /readyz body and its log say why; webhook_cert_gate_read_errors_total names the resource and the code.',
        runbook_url: runbook('WebhookCertGateDown'),
      },
    },
    {
      alert: 'WebhookCertGateStale',
      expr: `time() - max by (${c}, instance) (${SERVE}_last_round_success_timestamp_seconds) > 600`,
      for: '5m',
      labels: { severity: 'warning' },
      annotations: {
        summary: `webhook-cert-gate serve has not finished a complete round for {{ $value | humanizeDuration }}${where}`,
        description:
          'No audit round of {{ $labels.instance }} read the whole cluster in the last {{ $value | humanizeDuration }}: every other alert of this group is blind. ' +
          'Check the pod, its /readyz and its log.',
        runbook_url: runbook('WebhookCertGateStale'),
      },
    },
  ];
}

/** Alerts on what `webhook-cert-gate serve` measures (docs/alerts.md): the write-up's synthetic checks (section 8.2). */
export function serveAlerts(days: number, c = CLUSTER_LABEL, convergeSeconds = 600): AlertRule[] {
  const entry = '{{ $labels.kind }} {{ $labels.name }}';
  const where = inCluster(c);
  return [
    {
      alert: 'WebhookServingCAsDiverge',
      // The incident's root: each replica made its own CA; only one can be in caBundle.
      expr: `max by (${c}, kind, name, webhook) (${SERVE}_serving_cas) > 1`,
      for: '2m',
      labels: { severity: 'critical' },
      annotations: {
        summary: `The backends of webhook {{ $labels.webhook }} (${entry}) serve certificates from {{ $value }} CAs${where}`,
        description:
          `The backends behind webhook {{ $labels.webhook }} of ${entry} served certificates from {{ $value }} different CAs in the last round. ` +
          'caBundle can trust only some of them: calls fail (or, with failurePolicy Ignore, admit unchecked) whenever another backend answers.',
        runbook_url: runbook('WebhookServingCAsDiverge'),
      },
    },
    {
      alert: 'WebhookBackendTLSRejected',
      // One bad backend of eight: a probe through the Service would see it one time in eight; this probes each.
      expr: `min by (${c}, kind, name, webhook, backend) (${SERVE}_backend_tls_ok) == 0`,
      for: '5m',
      labels: { severity: 'critical' },
      annotations: {
        summary: `Backend {{ $labels.backend }} of webhook {{ $labels.webhook }} serves a certificate its caBundle rejects${where}`,
        description:
          `The chain served by {{ $labels.backend }} does not verify against the caBundle of webhook {{ $labels.webhook }} (${entry}) for the name the API server dials. ` +
          'Calls the API server sends to this backend fail.',
        runbook_url: runbook('WebhookBackendTLSRejected'),
      },
    },
    {
      alert: 'WebhookCertGateUnconverged',
      // A rotation takes the backends a while to reload; one that never serves the new CA's leaf is the bug.
      expr: `max by (${c}, kind, name, webhook) (${SERVE}_unconverged_seconds) > ${convergeSeconds}`,
      for: '1m',
      labels: { severity: 'warning' },
      annotations: {
        summary: `Backends of webhook {{ $labels.webhook }} (${entry}) have not converged on its caBundle${where}`,
        description:
          `Some backends of webhook {{ $labels.webhook }} of ${entry} still serve a chain its current caBundle rejects, {{ $value | humanizeDuration }} after the caBundle changed. ` +
          'webhook_cert_gate_backends_converged says how many do; webhook_cert_gate_backend_tls_ok names them.',
        runbook_url: runbook('WebhookCertGateUnconverged'),
      },
    },
    {
      alert: 'CABundleChurn',
      // Steady state changes caBundle only at a rotation; the write war changes it every few seconds.
      expr: `sum by (${c}, kind, name) (increase(${SERVE}_cabundle_changes_total[15m])) > 3`,
      for: '5m',
      labels: { severity: 'warning' },
      annotations: {
        summary: `caBundle of ${entry} keeps changing${where}`,
        description:
          `caBundle of ${entry} changed {{ $value | humanize }} times in 15 minutes: writers overwrite each other's CA. ` +
          'Run `webhook-cert-gate diagnose --audit-log` to name them.',
        runbook_url: runbook('CABundleChurn'),
      },
    },
    {
      alert: 'CABundleMultipleOwners',
      expr: `max by (${c}, kind, name) (${SERVE}_cabundle_owners) > 1`,
      for: '30m',
      labels: { severity: 'warning' },
      annotations: {
        summary: `caBundle of ${entry} has {{ $value }} field managers${where}`,
        description: `{{ $value }} field managers own a caBundle of ${entry} (managedFields): two writers of one trust root fight at every rotation.`,
        runbook_url: runbook('CABundleMultipleOwners'),
      },
    },
    {
      alert: 'WebhookServedCertificateExpiringSoon',
      expr: `min by (${c}, kind, name, webhook, source) (${SERVE}_cert_not_after_seconds) - time() < ${days * 86400}`,
      for: '1h',
      labels: { severity: 'warning' },
      annotations: {
        summary: `A {{ $labels.source }} certificate of webhook {{ $labels.webhook }} (${entry}) expires within ${days} days${where}`,
        description: `The earliest {{ $labels.source }} certificate (served by a backend, or a CA in caBundle) of webhook {{ $labels.webhook }} expires in {{ $value | humanizeDuration }}.`,
        runbook_url: runbook('WebhookServedCertificateExpiringSoon'),
      },
    },
    {
      alert: 'WebhookCertGateFindings',
      expr: `max by (${c}, rule) (${SERVE}_findings{severity="error"}) > 0`,
      for: '15m',
      labels: { severity: 'warning' },
      annotations: {
        summary: `webhook-cert-gate reports {{ $value }} error finding(s) of rule {{ $labels.rule }}${where}`,
        description:
          'The live rules find {{ $value }} error(s) of {{ $labels.rule }}. `webhook-cert-gate cluster` prints them with the fix.',
        runbook_url: runbook('WebhookCertGateFindings'),
      },
    },
  ];
}

export function prometheusRule(o: AlertOptions) {
  const c = o.clusterLabel ?? CLUSTER_LABEL;
  const groups = [
    { name: 'webhook-cert-gate.configuration-writes', rules: writeAlerts(o.window, c) },
    { name: 'webhook-cert-gate.certificates', rules: [expiryAlert(o.expiryDays, o.expirySource, c)] },
    { name: 'webhook-cert-gate.serve', rules: serveAlerts(o.expiryDays, c, o.convergeSeconds) },
    { name: 'webhook-cert-gate.exporter', rules: exporterAlerts(c) },
  ];
  for (const rule of groups.flatMap((g) => g.rules)) {
    if (o.pending !== undefined) rule.for = o.pending;
    if (o.runbookBase)
      rule.annotations.runbook_url = rule.annotations.runbook_url!.replace(RUNBOOK_BASE, o.runbookBase);
  }
  return {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: {
      name: o.name,
      namespace: o.namespace,
      labels: { 'app.kubernetes.io/name': 'webhook-cert-gate', ...o.labels },
    },
    spec: { groups },
  };
}

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
}

const CONFIGS = 'mutatingwebhookconfigurations|validatingwebhookconfigurations';
/** Each alert's runbook: its heading in docs/cluster.md (test/core/links.test.ts checks that it exists). */
const runbook = (alert: string) => `https://github.com/webhook-cert-gate/webhook-cert-gate/blob/main/docs/cluster.md#${alert.toLowerCase()}`;

interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

export function writeAlerts(): AlertRule[] {
  return [
    {
      alert: 'WebhookConfigurationWrites',
      // The write-up's first alert. Steady state writes nothing; a Helm upgrade or an injector's renewal
      // writes a few times and stops, so only writes that go on for 15 minutes fire.
      expr: `sum by (resource) (rate(apiserver_request_total{resource=~"${CONFIGS}", verb="PUT"}[5m])) > 0`,
      for: '15m',
      labels: { severity: 'warning' },
      annotations: {
        summary: 'Webhook configurations are rewritten in steady state ({{ $labels.resource }})',
        description: '{{ $labels.resource }} receive {{ $value | humanize }} PUT/s for 15 minutes. Several replicas or controllers are ' +
          'probably rewriting caBundle in turn. Run `webhook-cert-gate cluster` to name the writers.',
        runbook_url: runbook('WebhookConfigurationWrites'),
      },
    },
    {
      alert: 'WebhookConfigurationConflicts',
      // The write-up's second alert: 409s are writers racing on a stale resourceVersion (60/s in the incident).
      expr: `sum by (resource) (rate(apiserver_request_total{resource=~"${CONFIGS}", verb="PUT", code="409"}[5m])) > 0`,
      for: '5m',
      labels: { severity: 'critical' },
      annotations: {
        summary: 'Update conflicts (HTTP 409) on webhook configurations ({{ $labels.resource }})',
        description: '{{ $labels.resource }} updates fail with 409 Conflict at {{ $value | humanize }}/s: writers race on caBundle. ' +
          'Expect TLS failures for admission calls, and etcd write load. Give caBundle one owner (a shared certificate Secret).',
        runbook_url: runbook('WebhookConfigurationConflicts'),
      },
    },
    {
      alert: 'AdmissionWebhookFailOpen',
      // With failurePolicy Ignore a TLS failure admits the object unchecked; this counter exists from Kubernetes 1.28.
      expr: 'sum by (name, type) (rate(apiserver_admission_webhook_fail_open_count[5m])) > 0',
      for: '5m',
      labels: { severity: 'warning' },
      annotations: {
        summary: 'Admission webhook {{ $labels.name }} fails open',
        description: 'Calls to {{ $labels.name }} fail and the API server admits objects without it ({{ $value | humanize }}/s). ' +
          'A caBundle that does not match the serving replica is a common cause.',
        runbook_url: runbook('AdmissionWebhookFailOpen'),
      },
    },
  ];
}

export function expiryAlert(days: number, source: ExpirySource): AlertRule {
  const seconds = days * 86400;
  if (source === 'blackbox') {
    // What the webhook actually serves, whoever made the certificate (needs a blackbox-exporter probe of the webhook).
    return {
      alert: 'WebhookCertificateExpiringSoon',
      expr: `min by (instance) (probe_ssl_earliest_cert_expiry{job=~".*webhook.*"}) - time() < ${seconds}`,
      for: '1h',
      labels: { severity: 'warning' },
      annotations: {
        summary: 'The certificate served by webhook {{ $labels.instance }} expires within ' + days + ' days',
        description: 'The earliest certificate of the chain served at {{ $labels.instance }} expires in {{ $value | humanizeDuration }}.',
        runbook_url: runbook('WebhookCertificateExpiringSoon'),
      },
    };
  }
  const { owner } = source;
  const object = `${owner.name} ${owner.certificate?.kind ?? 'certificate'}`;
  return {
    alert: 'WebhookCertificateExpiringSoon',
    expr: `min by (namespace, name) (${owner.expiryMetric}) - time() < ${seconds}`,
    for: '1h',
    labels: { severity: 'warning' },
    annotations: {
      summary: 'Certificate {{ $labels.namespace }}/{{ $labels.name }} expires within ' + days + ' days',
      description: `${object} {{ $labels.namespace }}/{{ $labels.name }} expires in {{ $value | humanizeDuration }} and was not renewed.`,
      runbook_url: runbook('WebhookCertificateExpiringSoon'),
    },
  };
}

export function prometheusRule(o: AlertOptions) {
  return {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: o.name, namespace: o.namespace, labels: { 'app.kubernetes.io/name': 'webhook-cert-gate', ...o.labels } },
    spec: {
      groups: [
        { name: 'webhook-cert-gate.configuration-writes', rules: writeAlerts() },
        { name: 'webhook-cert-gate.certificates', rules: [expiryAlert(o.expiryDays, o.expirySource)] },
      ],
    },
  };
}

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dump, load } from 'js-yaml';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import { requireTool } from '../helpers.js';
import { loadProfiles } from '../../src/load/profiles.js';
import type { prometheusRule } from '../../src/cluster/alerts.js';
import { byKinds, yamlObjects, type KubeObject } from '../kube-objects.js';

type PrometheusRule = ReturnType<typeof prometheusRule>;
/** A Grafana dashboard's JSON model: the parts the tests read. */
interface Dashboard {
  panels: Array<{ targets: Array<{ expr: string }> }>;
  templating: { list: Array<{ name: string; query: unknown; includeAll?: boolean; allValue?: string }> };
}

async function alerts(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (s) => void (out += s),
    err: (s) => void (err += s),
    readStdin: () => Promise.resolve(''),
    cwd: '.',
    env: {},
    isTTY: false,
  };
  const code = await main(['alerts', ...args], io);
  return { code, out, err };
}

function promtool(tool: string, args: string[], cwd: string) {
  const r = spawnSync(tool, args, { cwd, encoding: 'utf8', timeout: 60_000 });
  if (r.error) throw r.error;
  return r;
}

/** promtool reads plain rule files: the PrometheusRule's spec. */
function ruleFile(yamlText: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'wcg-alerts-'));
  const rule = load(yamlText) as { spec: unknown };
  writeFileSync(join(dir, 'rules.yaml'), dump(rule.spec));
  return dir;
}

test('alerts prints a PrometheusRule that promtool accepts', async (t) => {
  const tool = requireTool(t, 'promtool');
  for (const source of ['cert-manager', 'blackbox']) {
    const r = await alerts([
      '--namespace',
      'monitoring',
      '--name',
      'wcg',
      '--label',
      'release=prometheus',
      '--expiry-source',
      source,
    ]);
    assert.equal(r.code, 0, r.err);
    const rule = load(r.out) as PrometheusRule;
    assert.equal(rule.apiVersion, 'monitoring.coreos.com/v1');
    assert.equal(rule.kind, 'PrometheusRule');
    assert.equal((rule.metadata.labels as Record<string, string>).release, 'prometheus');
    if (!tool) continue;
    const dir = ruleFile(r.out);
    const check = promtool(tool, ['check', 'rules', 'rules.yaml'], dir);
    assert.equal(check.status, 0, check.stdout + check.stderr);
    assert.match(check.stdout, /SUCCESS: 13 rules found/);
  }
});

test('the write-war alerts fire on PUT and 409 traffic and stay quiet on reads (promtool test rules)', async (t) => {
  const tool = requireTool(t, 'promtool');
  if (!tool) return;
  const r = await alerts([]);
  const dir = ruleFile(r.out);
  const config = 'resource="mutatingwebhookconfigurations"';
  const tests = {
    rule_files: ['rules.yaml'],
    evaluation_interval: '1m',
    tests: [
      {
        // The incident: ~1 PUT/s that succeeds and 60 409s/s.
        interval: '1m',
        input_series: [
          { series: `apiserver_request_total{${config},verb="PUT",code="200"}`, values: '0+60x40' },
          { series: `apiserver_request_total{${config},verb="PUT",code="409"}`, values: '0+3600x40' },
        ],
        alert_rule_test: [
          {
            eval_time: '30m',
            alertname: 'WebhookConfigurationConflicts',
            exp_alerts: [
              {
                exp_labels: { severity: 'critical', resource: 'mutatingwebhookconfigurations' },
                exp_annotations: annotationsOf(
                  r.out,
                  'WebhookConfigurationConflicts',
                  { resource: 'mutatingwebhookconfigurations' },
                  60,
                ),
              },
            ],
          },
          {
            eval_time: '30m',
            alertname: 'WebhookConfigurationWrites',
            exp_alerts: [
              {
                exp_labels: { severity: 'warning', resource: 'mutatingwebhookconfigurations' },
                exp_annotations: annotationsOf(
                  r.out,
                  'WebhookConfigurationWrites',
                  { resource: 'mutatingwebhookconfigurations' },
                  61,
                ),
              },
            ],
          },
        ],
      },
      {
        // After the fix: reads only, and one Helm upgrade's PUT that does not repeat.
        interval: '1m',
        input_series: [
          { series: `apiserver_request_total{${config},verb="GET",code="200"}`, values: '0+17x40' },
          {
            series: `apiserver_request_total{${config},verb="PUT",code="200"}`,
            values: '0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1',
          },
        ],
        alert_rule_test: [
          { eval_time: '35m', alertname: 'WebhookConfigurationWrites', exp_alerts: [] },
          { eval_time: '35m', alertname: 'WebhookConfigurationConflicts', exp_alerts: [] },
        ],
      },
      {
        interval: '1m',
        input_series: [
          // Expires 10 days after the epoch; the test clock starts at 0.
          {
            series:
              'certmanager_certificate_expiration_timestamp_seconds{namespace="koordinator-system",name="webhook"}',
            values: '864000x200',
          },
        ],
        alert_rule_test: [
          { eval_time: '30m', alertname: 'WebhookCertificateExpiringSoon', exp_alerts: [] },
          {
            eval_time: '90m',
            alertname: 'WebhookCertificateExpiringSoon',
            exp_alerts: [
              {
                exp_labels: { severity: 'warning', namespace: 'koordinator-system', name: 'webhook' },
                exp_annotations: annotationsOf(
                  r.out,
                  'WebhookCertificateExpiringSoon',
                  { namespace: 'koordinator-system', name: 'webhook' },
                  864000 - 5400,
                ),
              },
            ],
          },
        ],
      },
      {
        // With failurePolicy Ignore, the incident's TLS failures admit objects unchecked.
        interval: '1m',
        input_series: [
          {
            series: 'apiserver_admission_webhook_fail_open_count{name="mpod-create.koordinator.sh",type="admit"}',
            values: '0+60x20',
          },
        ],
        alert_rule_test: [
          { eval_time: '3m', alertname: 'AdmissionWebhookFailOpen', exp_alerts: [] },
          {
            eval_time: '15m',
            alertname: 'AdmissionWebhookFailOpen',
            exp_alerts: [
              {
                exp_labels: { severity: 'warning', name: 'mpod-create.koordinator.sh', type: 'admit' },
                exp_annotations: annotationsOf(
                  r.out,
                  'AdmissionWebhookFailOpen',
                  { name: 'mpod-create.koordinator.sh' },
                  1,
                ),
              },
            ],
          },
        ],
      },
      serveIncident(r.out),
      serveSteadyState(),
    ],
  };
  writeFileSync(join(dir, 'tests.yaml'), dump(tests));
  const run = promtool(tool, ['test', 'rules', 'tests.yaml'], dir);
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /SUCCESS/);
});

const ENTRY = {
  kind: 'MutatingWebhookConfiguration',
  name: 'koordinator-mutating-webhook-configuration',
  webhook: 'mpod-create.koordinator.sh',
};
const labelText = (l: Record<string, string>) =>
  Object.entries(l)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');

/** What `serve` exports during the incident: 8 backends, 8 CAs, 7 rejected, caBundle rewritten, two owners, a CA expiring in 10 days. */
function serveIncident(out: string) {
  const backend = (i: number) => ({ ...ENTRY, backend: `10.244.0.${i}:9876` });
  const obj = { kind: ENTRY.kind, name: ENTRY.name };
  return {
    interval: '1m',
    input_series: [
      { series: `webhook_cert_gate_serving_cas{${labelText(ENTRY)}}`, values: '8x40' },
      ...[2, 3].map((i) => ({
        series: `webhook_cert_gate_backend_tls_ok{${labelText(backend(i))}}`,
        values: i === 2 ? '1x40' : '0x40',
      })),
      { series: `webhook_cert_gate_cabundle_changes_total{${labelText(obj)}}`, values: '0+12x40' },
      { series: `webhook_cert_gate_cabundle_owners{${labelText(obj)}}`, values: '2x40' },
      {
        series: `webhook_cert_gate_cert_not_after_seconds{${labelText({ ...ENTRY, source: 'cabundle' })}}`,
        values: '864000x200',
      },
      { series: 'webhook_cert_gate_findings{rule="webhook-tls-probe",severity="error"}', values: '2x40' },
    ],
    alert_rule_test: [
      { eval_time: '1m', alertname: 'WebhookServingCAsDiverge', exp_alerts: [] },
      {
        eval_time: '5m',
        alertname: 'WebhookServingCAsDiverge',
        exp_alerts: [alert(out, 'WebhookServingCAsDiverge', 'critical', ENTRY, 8)],
      },
      {
        eval_time: '10m',
        alertname: 'WebhookBackendTLSRejected',
        exp_alerts: [alert(out, 'WebhookBackendTLSRejected', 'critical', backend(3), 0)],
      },
      // 12 changes a minute, over 15 minutes: increase() extrapolates to the window (180).
      { eval_time: '30m', alertname: 'CABundleChurn', exp_alerts: [alert(out, 'CABundleChurn', 'warning', obj, 180)] },
      {
        eval_time: '40m',
        alertname: 'CABundleMultipleOwners',
        exp_alerts: [alert(out, 'CABundleMultipleOwners', 'warning', obj, 2)],
      },
      {
        eval_time: '90m',
        alertname: 'WebhookServedCertificateExpiringSoon',
        exp_alerts: [
          alert(
            out,
            'WebhookServedCertificateExpiringSoon',
            'warning',
            { ...ENTRY, source: 'cabundle' },
            864000 - 5400,
          ),
        ],
      },
      {
        eval_time: '20m',
        alertname: 'WebhookCertGateFindings',
        exp_alerts: [alert(out, 'WebhookCertGateFindings', 'warning', { rule: 'webhook-tls-probe' }, 2)],
      },
    ],
  };
}

/** After the fix: one CA, every backend trusted, one rotation, one owner, certificates valid for a year, no error. */
function serveSteadyState() {
  const obj = { kind: ENTRY.kind, name: ENTRY.name };
  return {
    interval: '1m',
    input_series: [
      { series: `webhook_cert_gate_serving_cas{${labelText(ENTRY)}}`, values: '1x40' },
      {
        series: `webhook_cert_gate_backend_tls_ok{${labelText({ ...ENTRY, backend: '10.244.0.2:9876' })}}`,
        values: '1x40',
      },
      {
        series: `webhook_cert_gate_cabundle_changes_total{${labelText(obj)}}`,
        values: '0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1',
      },
      { series: `webhook_cert_gate_cabundle_owners{${labelText(obj)}}`, values: '1x40' },
      {
        series: `webhook_cert_gate_cert_not_after_seconds{${labelText({ ...ENTRY, source: 'served' })}}`,
        values: `${365 * 86400}x40`,
      },
      { series: 'webhook_cert_gate_findings{rule="webhook-tls-probe",severity="error"}', values: '0x40' },
      { series: `webhook_cert_gate_unconverged_seconds{${labelText(ENTRY)}}`, values: '0x40' },
    ],
    alert_rule_test: [
      'WebhookServingCAsDiverge',
      'WebhookBackendTLSRejected',
      'CABundleChurn',
      'CABundleMultipleOwners',
      'WebhookServedCertificateExpiringSoon',
      'WebhookCertGateFindings',
      'WebhookCertGateUnconverged',
    ].map((alertname) => ({ eval_time: '39m', alertname, exp_alerts: [] })),
  };
}

function alert(out: string, name: string, severity: string, labels: Record<string, string>, value: number) {
  return { exp_labels: { severity, ...labels }, exp_annotations: annotationsOf(out, name, labels, value) };
}

/** The annotations promtool will compute: templates filled with the labels and value the test expects. */
function annotationsOf(
  yamlText: string,
  alert: string,
  labels: Record<string, string>,
  value: number,
): Record<string, string> {
  const rule = (load(yamlText) as PrometheusRule).spec.groups.flatMap((g) => g.rules).find((x) => x.alert === alert);
  assert.ok(rule, `no alert ${alert}`);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rule.annotations)) {
    out[k] = v
      .replace(/\{\{ with \$labels\.(\w+) \}\}(.*?)\{\{ end \}\}/g, (_, l: string, inner: string) =>
        labels[l] ? inner.replace('{{ . }}', labels[l]) : '',
      )
      .replace(/\{\{ \$labels\.(\w+) \}\}/g, (_, l: string) => labels[l] ?? '')
      .replace(/\{\{ \$value \| humanize \}\}/g, humanize(value))
      .replace(/\{\{ \$value \}\}/g, String(value))
      .replace(/\{\{ \$value \| humanizeDuration \}\}/g, humanizeDuration(value));
  }
  return out;
}

function humanize(v: number): string {
  return String(Number(v.toPrecision(4)));
}

/** Prometheus's humanizeDuration: leading zero units left out. */
function humanizeDuration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  if (d) return `${d}d ${h}h ${m}m ${s}s`;
  if (h) return `${h}h ${m}m ${s}s`;
  return m ? `${m}m ${s}s` : `${s}s`;
}

/** One Prometheus for two clusters: the serve series of each carry its `cluster` target label (and instance, pod). */
const at = (cluster: string) => ({ cluster, instance: `wcg.${cluster}:9860`, pod: 'webhook-cert-gate-0' });

test('two clusters, one Prometheus: the war alerts keep and name the cluster, the healthy cluster with a configuration of the same name stays silent (promtool test rules)', async (t) => {
  const tool = requireTool(t, 'promtool');
  if (!tool) return;
  const r = await alerts([]);
  assert.equal(r.code, 0, r.err);
  const dir = ruleFile(r.out);
  const obj = { kind: ENTRY.kind, name: ENTRY.name };
  const series = (name: string, cluster: string, labels: Record<string, string>, values: string) => ({
    series: `${name}{${labelText({ ...at(cluster), ...labels })}}`,
    values,
  });
  const war = { cluster: 'east' };
  const tests = {
    rule_files: ['rules.yaml'],
    evaluation_interval: '1m',
    tests: [
      {
        interval: '1m',
        input_series: [
          // East: the incident. West: the same configuration name, after the fix.
          series('webhook_cert_gate_serving_cas', 'east', ENTRY, '8x40'),
          series('webhook_cert_gate_serving_cas', 'west', ENTRY, '1x40'),
          series('webhook_cert_gate_backend_tls_ok', 'east', { ...ENTRY, backend: '10.244.0.3:9876' }, '0x40'),
          series('webhook_cert_gate_backend_tls_ok', 'west', { ...ENTRY, backend: '10.244.0.3:9876' }, '1x40'),
          series('webhook_cert_gate_cabundle_changes_total', 'east', obj, '0+12x40'),
          series('webhook_cert_gate_cabundle_changes_total', 'west', obj, '0x40'),
          series('webhook_cert_gate_findings', 'east', { rule: 'webhook-tls-probe', severity: 'error' }, '2x40'),
          series('webhook_cert_gate_findings', 'west', { rule: 'webhook-tls-probe', severity: 'error' }, '0x40'),
          series('webhook_cert_gate_up', 'east', {}, '1x40'),
          series('webhook_cert_gate_up', 'west', {}, '1x40'),
          series('webhook_cert_gate_last_round_success_timestamp_seconds', 'east', {}, '0+60x40'),
          series('webhook_cert_gate_last_round_success_timestamp_seconds', 'west', {}, '0+60x40'),
          {
            series: `apiserver_request_total{cluster="east",instance="10.0.0.1:6443",resource="mutatingwebhookconfigurations",verb="PUT",code="409"}`,
            values: '0+3600x40',
          },
          {
            series: `apiserver_request_total{cluster="west",instance="10.1.0.1:6443",resource="mutatingwebhookconfigurations",verb="GET",code="200"}`,
            values: '0+600x40',
          },
        ],
        alert_rule_test: [
          {
            eval_time: '30m',
            alertname: 'WebhookServingCAsDiverge',
            exp_alerts: [alert(r.out, 'WebhookServingCAsDiverge', 'critical', { ...war, ...ENTRY }, 8)],
          },
          {
            eval_time: '30m',
            alertname: 'WebhookBackendTLSRejected',
            exp_alerts: [
              alert(
                r.out,
                'WebhookBackendTLSRejected',
                'critical',
                { ...war, ...ENTRY, backend: '10.244.0.3:9876' },
                0,
              ),
            ],
          },
          {
            eval_time: '30m',
            alertname: 'CABundleChurn',
            exp_alerts: [alert(r.out, 'CABundleChurn', 'warning', { ...war, ...obj }, 180)],
          },
          {
            eval_time: '30m',
            alertname: 'WebhookCertGateFindings',
            exp_alerts: [alert(r.out, 'WebhookCertGateFindings', 'warning', { ...war, rule: 'webhook-tls-probe' }, 2)],
          },
          {
            eval_time: '30m',
            alertname: 'WebhookConfigurationConflicts',
            exp_alerts: [
              alert(
                r.out,
                'WebhookConfigurationConflicts',
                'critical',
                { ...war, resource: 'mutatingwebhookconfigurations' },
                60,
              ),
            ],
          },
          ...['WebhookCertGateDown', 'WebhookCertGateStale'].map((alertname) => ({
            eval_time: '30m',
            alertname,
            exp_alerts: [],
          })),
        ],
      },
      {
        // East's exporter loses the API server at minute 10; west's keeps reading.
        interval: '1m',
        input_series: [
          series('webhook_cert_gate_up', 'east', {}, '1x10 0x30'),
          series('webhook_cert_gate_up', 'west', {}, '1x40'),
          series('webhook_cert_gate_last_round_success_timestamp_seconds', 'east', {}, '0+60x10 600x30'),
          series('webhook_cert_gate_last_round_success_timestamp_seconds', 'west', {}, '0+60x40'),
        ],
        alert_rule_test: [
          { eval_time: '12m', alertname: 'WebhookCertGateDown', exp_alerts: [] },
          {
            eval_time: '18m',
            alertname: 'WebhookCertGateDown',
            exp_alerts: [
              alert(r.out, 'WebhookCertGateDown', 'warning', { cluster: 'east', instance: 'wcg.east:9860' }, 0),
            ],
          },
          { eval_time: '20m', alertname: 'WebhookCertGateStale', exp_alerts: [] },
          {
            eval_time: '30m',
            alertname: 'WebhookCertGateStale',
            exp_alerts: [
              alert(
                r.out,
                'WebhookCertGateStale',
                'warning',
                { cluster: 'east', instance: 'wcg.east:9860' },
                1800 - 600,
              ),
            ],
          },
        ],
      },
    ],
  };
  writeFileSync(join(dir, 'tests.yaml'), dump(tests));
  const run = promtool(tool, ['test', 'rules', 'tests.yaml'], dir);
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /SUCCESS/);
  // The same rules under another label name (a Thanos/Mimir external label such as k8s_cluster).
  const renamed = await alerts(['--cluster-label', 'k8s_cluster']);
  assert.match(renamed.out, /max by \(k8s_cluster, kind, name, webhook\)/);
  assert.match(renamed.out, /\{\{ with \$labels\.k8s_cluster \}\} \(cluster \{\{ \. \}\}\)\{\{ end \}\}/);
});

test('WebhookCertGateUnconverged fires only for a holder unconverged past --converge-threshold, with its cluster (promtool test rules)', async (t) => {
  const tool = requireTool(t, 'promtool');
  if (!tool) return;
  const ten = await alerts([]);
  const thirty = await alerts(['--converge-threshold', '30m']);
  assert.match(thirty.out, /webhook_cert_gate_unconverged_seconds\) > 1800/);
  const stuck = { ...at('war'), ...ENTRY };
  const rotating = { ...at('calm'), ...ENTRY };
  // Sampled each minute: the stuck entry never converges; the rotating one takes 5 minutes, then converges.
  const input_series = [
    { series: `webhook_cert_gate_unconverged_seconds{${labelText(stuck)}}`, values: '0+60x40' },
    { series: `webhook_cert_gate_unconverged_seconds{${labelText(rotating)}}`, values: '0+60x5 0x35' },
  ];
  const firing = (out: string, value: number) => [
    alert(out, 'WebhookCertGateUnconverged', 'warning', { cluster: 'war', ...ENTRY }, value),
  ];
  const run = (out: string, alert_rule_test: unknown[]) => {
    const dir = ruleFile(out);
    writeFileSync(
      join(dir, 'tests.yaml'),
      dump({
        rule_files: ['rules.yaml'],
        evaluation_interval: '1m',
        tests: [{ interval: '1m', input_series, alert_rule_test }],
      }),
    );
    const r = promtool(tool, ['test', 'rules', 'tests.yaml'], dir);
    assert.equal(r.status, 0, r.stdout + r.stderr);
  };
  // 660s at 11m is past 600s; the rule's 'for: 1m' fires it at 12m.
  run(ten.out, [
    { eval_time: '5m', alertname: 'WebhookCertGateUnconverged', exp_alerts: [] },
    { eval_time: '11m', alertname: 'WebhookCertGateUnconverged', exp_alerts: [] },
    { eval_time: '12m', alertname: 'WebhookCertGateUnconverged', exp_alerts: firing(ten.out, 720) },
  ]);
  run(thirty.out, [
    { eval_time: '12m', alertname: 'WebhookCertGateUnconverged', exp_alerts: [] },
    { eval_time: '32m', alertname: 'WebhookCertGateUnconverged', exp_alerts: firing(thirty.out, 1920) },
  ]);
});

test('alerts rejects bad options with exit 2', async () => {
  assert.equal((await alerts(['--converge-threshold', '10 minutes'])).code, 2);
  assert.equal((await alerts(['--expiry-source', 'x509'])).code, 2);
  assert.equal((await alerts(['--label', 'nokey'])).code, 2);
  assert.equal((await alerts(['--name', 'Bad_Name'])).code, 2);
  assert.equal((await alerts(['--cluster-label', 'bad-label'])).code, 2);
});

test('kubectl kustomize renders the Argo CD gate with PreSync hooks, waves and least privilege', (t) => {
  const kubectl = requireTool(t, 'kubectl');
  if (!kubectl) return;
  const root = new URL('../../../', import.meta.url).pathname;
  for (const [dir, ns, secret] of [
    ['deploy/argocd', 'koordinator-system', 'koordinator-webhook-certs'],
    ['deploy/argocd/openkruise', 'kruise-system', 'kruise-webhook-certs'],
  ] as const) {
    const text: string = execFileSync(kubectl, ['kustomize', join(root, dir)], { encoding: 'utf8' });
    const docs = yamlObjects(text);
    const byKind = byKinds(docs);
    const job = byKind.get('Job');
    assert.equal(job.metadata.annotations['argocd.argoproj.io/hook'], 'PreSync');
    assert.equal(job.metadata.annotations['argocd.argoproj.io/hook-delete-policy'], 'BeforeHookCreation,HookSucceeded');
    assert.ok(job.spec.activeDeadlineSeconds > 0 && job.spec.activeDeadlineSeconds <= 600);
    assert.ok(job.spec.backoffLimit <= 1);
    const pod = job.spec.template.spec;
    const c = pod.containers[0]!;
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.equal(pod.securityContext.seccompProfile.type, 'RuntimeDefault');
    assert.equal(c.securityContext.readOnlyRootFilesystem, true);
    assert.equal(c.securityContext.allowPrivilegeEscalation, false);
    assert.deepEqual(c.securityContext.capabilities.drop, ['ALL']);
    assert.ok(c.resources.limits.cpu && c.resources.limits.memory);
    assert.equal(c.args[0], 'cluster');
    assert.equal(pod.serviceAccountName, byKind.get('ServiceAccount').metadata.name);
    // Everything the Job needs is a PreSync hook too, in an earlier wave (a PreSync phase holds only hooks).
    const jobWave = Number(job.metadata.annotations['argocd.argoproj.io/sync-wave'] ?? 0);
    for (const d of docs.filter((x) => x.kind !== 'Job')) {
      assert.equal(d.metadata.annotations['argocd.argoproj.io/hook'], 'PreSync', d.kind);
      assert.ok(Number(d.metadata.annotations['argocd.argoproj.io/sync-wave']) < jobWave, d.kind);
      assert.ok(
        !d.metadata.annotations['argocd.argoproj.io/hook-delete-policy']!.includes('HookSucceeded'),
        `${d.kind} must outlive the Job`,
      );
    }
    for (const d of docs.filter((x) => x.kind !== 'ClusterRole' && x.kind !== 'ClusterRoleBinding'))
      assert.equal(d.metadata.namespace, ns, d.kind);
    assert.equal(byKind.get('ClusterRoleBinding').subjects[0]!.namespace, ns);
    const rules = [...byKind.get('Role').rules, ...byKind.get('ClusterRole').rules];
    for (const r of rules) {
      for (const v of r.verbs) assert.ok(['get', 'list', 'create'].includes(v), `verb ${v}`);
      if (r.verbs.includes('create')) assert.deepEqual(r.resources, ['subjectaccessreviews']);
      if (r.resources.includes('secrets')) assert.deepEqual([r.resourceNames, r.verbs], [[secret], ['get']]);
      if (r.resources.some((x: string) => x.endsWith('webhookconfigurations')))
        assert.equal(r.resourceNames!.length, 2);
      assert.ok(!r.resources.includes('*') && !r.apiGroups.includes('*'));
    }
  }
});

test("the cluster-wide ClusterRole may read exactly the shipped profiles' default Secrets (deploy/argocd/cluster-wide/rbac.yaml follows the profiles)", async () => {
  const root = new URL('../../../', import.meta.url).pathname;
  const docs: Array<KubeObject | undefined> = yamlObjects(
    readFileSync(join(root, 'deploy/argocd/cluster-wide/rbac.yaml'), 'utf8'),
  );
  const role = docs.find((d) => d?.kind === 'ClusterRole');
  const secrets = role!.rules.find((r) => r.resources.includes('secrets'));
  const defaults = (await loadProfiles(undefined)).map((p) => p.defaults?.secretName).filter((n): n is string => !!n);
  assert.ok(defaults.length >= 4, 'the profiles name their default Secrets');
  assert.deepEqual([...secrets!.resourceNames!].sort(), [...new Set(defaults)].sort());
});

test('deploy/monitor renders one read-only serve replica, its Service, ServiceMonitor and dashboard; no Secret is readable cluster-wide', (t) => {
  const kubectl = requireTool(t, 'kubectl');
  if (!kubectl) return;
  const root = new URL('../../../', import.meta.url).pathname;
  const docs = yamlObjects(execFileSync(kubectl, ['kustomize', join(root, 'deploy/monitor')], { encoding: 'utf8' }));
  const byKind = byKinds(docs);
  const deploy = byKind.get('Deployment');
  assert.equal(deploy.spec.replicas, 1);
  const c = deploy.spec.template.spec.containers[0]!;
  assert.equal(c.args[0], 'serve');
  assert.equal(c.securityContext.readOnlyRootFilesystem, true);
  assert.deepEqual([c.readinessProbe.httpGet.path, c.livenessProbe.httpGet.path], ['/readyz', '/healthz']);
  assert.equal(byKind.get('ServiceMonitor').spec.endpoints[0]!.path, '/metrics');
  assert.equal(byKind.get('Service').spec.ports[0]!.targetPort, 'metrics');
  for (const r of byKind.get('ClusterRole').rules) {
    assert.ok(
      !r.resources.includes('secrets') && !r.resources.includes('*'),
      `ClusterRole rule ${r.resources.join(',')}`,
    );
    if (r.verbs.includes('create')) assert.deepEqual(r.resources, ['subjectaccessreviews']);
    else assert.deepEqual(r.verbs, ['get', 'list', 'watch']);
  }
  const dashboard = JSON.parse(byKind.get('ConfigMap').data['webhook-cert-gate.json']!) as Dashboard;
  assert.equal(byKind.get('ConfigMap').metadata.labels.grafana_dashboard, '1');
  assert.ok(dashboard.panels.length >= 8);
});

test('every query of the Grafana dashboard is valid PromQL over documented series (promtool check rules)', (t) => {
  const tool = requireTool(t, 'promtool');
  if (!tool) return;
  const root = new URL('../../../', import.meta.url).pathname;
  const dashboard = JSON.parse(readFileSync(join(root, 'deploy/monitor/dashboard.json'), 'utf8')) as Dashboard;
  const exprs = dashboard.panels.flatMap((p) => p.targets.map((x) => x.expr));
  // A fleet: a cluster variable (All matches series without the label too), and every query filters on it.
  const cluster = dashboard.templating.list.find((v) => v.name === 'cluster');
  assert.ok(cluster?.includeAll && cluster.allValue === '.*', 'the dashboard has a cluster variable with All = .*');
  for (const expr of exprs) {
    const selectors = expr.match(/(apiserver_\w+|webhook_cert_gate_\w+)(\{[^}]*\})?/g) ?? [];
    for (const sel of selectors) assert.match(sel, /cluster=~"\$cluster"/, `${sel} in ${expr}`);
    for (const by of expr.match(/by \([^)]*\)/g) ?? []) assert.match(by, /by \(cluster\b/, expr);
  }
  const documented = readFileSync(join(root, 'docs/monitoring.md'), 'utf8');
  for (const name of new Set(exprs.flatMap((e) => e.match(/webhook_cert_gate_\w+/g) ?? [])))
    assert.ok(documented.includes(`\`${name}`), `${name} is documented in docs/monitoring.md`);
  const dir = mkdtempSync(join(tmpdir(), 'wcg-dash-'));
  writeFileSync(
    join(dir, 'rules.yaml'),
    dump({
      groups: [{ name: 'dashboard', rules: exprs.map((expr, i) => ({ record: `dashboard:panel_${i}`, expr })) }],
    }),
  );
  const check = promtool(tool, ['check', 'rules', 'rules.yaml'], dir);
  assert.equal(check.status, 0, check.stdout + check.stderr);
  assert.match(check.stdout, new RegExp(`SUCCESS: ${exprs.length} rules found`));
});

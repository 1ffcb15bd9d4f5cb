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

async function alerts(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { out: (s) => void (out += s), err: (s) => void (err += s), readStdin: async () => '', cwd: '.', env: {}, isTTY: false };
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
    const r = await alerts(['--namespace', 'monitoring', '--name', 'wcg', '--label', 'release=prometheus', '--expiry-source', source]);
    assert.equal(r.code, 0, r.err);
    const rule = load(r.out) as any;
    assert.equal(rule.apiVersion, 'monitoring.coreos.com/v1');
    assert.equal(rule.kind, 'PrometheusRule');
    assert.equal(rule.metadata.labels.release, 'prometheus');
    if (!tool) continue;
    const dir = ruleFile(r.out);
    const check = promtool(tool, ['check', 'rules', 'rules.yaml'], dir);
    assert.equal(check.status, 0, check.stdout + check.stderr);
    assert.match(check.stdout, /SUCCESS: 4 rules found/);
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
          { eval_time: '30m', alertname: 'WebhookConfigurationConflicts', exp_alerts: [{ exp_labels: { severity: 'critical', resource: 'mutatingwebhookconfigurations' }, exp_annotations: annotationsOf(r.out, 'WebhookConfigurationConflicts', { resource: 'mutatingwebhookconfigurations' }, 60) }] },
          { eval_time: '30m', alertname: 'WebhookConfigurationWrites', exp_alerts: [{ exp_labels: { severity: 'warning', resource: 'mutatingwebhookconfigurations' }, exp_annotations: annotationsOf(r.out, 'WebhookConfigurationWrites', { resource: 'mutatingwebhookconfigurations' }, 61) }] },
        ],
      },
      {
        // After the fix: reads only, and one Helm upgrade's PUT that does not repeat.
        interval: '1m',
        input_series: [
          { series: `apiserver_request_total{${config},verb="GET",code="200"}`, values: '0+17x40' },
          { series: `apiserver_request_total{${config},verb="PUT",code="200"}`, values: '0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1' },
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
          { series: 'certmanager_certificate_expiration_timestamp_seconds{namespace="koordinator-system",name="webhook"}', values: '864000x200' },
        ],
        alert_rule_test: [
          { eval_time: '30m', alertname: 'WebhookCertificateExpiringSoon', exp_alerts: [] },
          { eval_time: '90m', alertname: 'WebhookCertificateExpiringSoon', exp_alerts: [{ exp_labels: { severity: 'warning', namespace: 'koordinator-system', name: 'webhook' }, exp_annotations: annotationsOf(r.out, 'WebhookCertificateExpiringSoon', { namespace: 'koordinator-system', name: 'webhook' }, 864000 - 5400) }] },
        ],
      },
    ],
  };
  writeFileSync(join(dir, 'tests.yaml'), dump(tests));
  const run = promtool(tool, ['test', 'rules', 'tests.yaml'], dir);
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /SUCCESS/);
});

/** The annotations promtool will compute: templates filled with the labels and value the test expects. */
function annotationsOf(yamlText: string, alert: string, labels: Record<string, string>, value: number): Record<string, string> {
  const rule = (load(yamlText) as any).spec.groups.flatMap((g: any) => g.rules).find((x: any) => x.alert === alert);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rule.annotations as Record<string, string>)) {
    out[k] = v
      .replace(/\{\{ \$labels\.(\w+) \}\}/g, (_, l: string) => labels[l] ?? '')
      .replace(/\{\{ \$value \| humanize \}\}/g, humanize(value))
      .replace(/\{\{ \$value \| humanizeDuration \}\}/g, humanizeDuration(value));
  }
  return out;
}

function humanize(v: number): string {
  return String(Number(v.toPrecision(4)));
}

function humanizeDuration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return `${d}d ${h}h ${m}m ${s}s`;
}

test('alerts rejects bad options with exit 2', async () => {
  assert.equal((await alerts(['--expiry-source', 'x509'])).code, 2);
  assert.equal((await alerts(['--label', 'nokey'])).code, 2);
  assert.equal((await alerts(['--name', 'Bad_Name'])).code, 2);
});

test('kubectl kustomize renders the Argo CD gate with PreSync hooks, waves and least privilege', (t) => {
  const kubectl = requireTool(t, 'kubectl');
  if (!kubectl) return;
  const root = new URL('../../../', import.meta.url).pathname;
  for (const [dir, ns, secret] of [['deploy/argocd', 'koordinator-system', 'koordinator-webhook-certs'], ['deploy/argocd/openkruise', 'kruise-system', 'kruise-webhook-certs']] as const) {
    const text: string = execFileSync(kubectl, ['kustomize', join(root, dir)], { encoding: 'utf8' });
    const docs = text.split(/^---$/m).map((d) => load(d) as any);
    const byKind = new Map(docs.map((d) => [d.kind, d]));
    const job = byKind.get('Job');
    assert.equal(job.metadata.annotations['argocd.argoproj.io/hook'], 'PreSync');
    assert.equal(job.metadata.annotations['argocd.argoproj.io/hook-delete-policy'], 'BeforeHookCreation,HookSucceeded');
    assert.ok(job.spec.activeDeadlineSeconds > 0 && job.spec.activeDeadlineSeconds <= 600);
    assert.ok(job.spec.backoffLimit <= 1);
    const pod = job.spec.template.spec;
    const c = pod.containers[0];
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
      assert.ok(!d.metadata.annotations['argocd.argoproj.io/hook-delete-policy'].includes('HookSucceeded'), `${d.kind} must outlive the Job`);
    }
    for (const d of docs.filter((x) => x.kind !== 'ClusterRole' && x.kind !== 'ClusterRoleBinding')) assert.equal(d.metadata.namespace, ns, d.kind);
    assert.equal(byKind.get('ClusterRoleBinding').subjects[0].namespace, ns);
    const rules = [...byKind.get('Role').rules, ...byKind.get('ClusterRole').rules];
    for (const r of rules) {
      for (const v of r.verbs) assert.ok(['get', 'list', 'create'].includes(v), `verb ${v}`);
      if (r.verbs.includes('create')) assert.deepEqual(r.resources, ['subjectaccessreviews']);
      if (r.resources.includes('secrets')) assert.deepEqual([r.resourceNames, r.verbs], [[secret], ['get']]);
      if (r.resources.some((x: string) => x.endsWith('webhookconfigurations'))) assert.equal(r.resourceNames.length, 2);
      assert.ok(!r.resources.includes('*') && !r.apiGroups.includes('*'));
    }
  }
});

test('the cluster-wide ClusterRole may read exactly the shipped profiles\' default Secrets (deploy/argocd/cluster-wide/rbac.yaml follows the profiles)', async () => {
  const root = new URL('../../../', import.meta.url).pathname;
  const docs = readFileSync(join(root, 'deploy/argocd/cluster-wide/rbac.yaml'), 'utf8').split(/^---$/m).map((d) => load(d) as any);
  const role = docs.find((d) => d?.kind === 'ClusterRole');
  const secrets = role.rules.find((r: any) => r.resources.includes('secrets'));
  const defaults = (await loadProfiles(undefined)).map((p) => p.defaults?.secretName).filter((n): n is string => !!n);
  assert.ok(defaults.length >= 4, 'the profiles name their default Secrets');
  assert.deepEqual([...secrets.resourceNames].sort(), [...new Set(defaults)].sort());
});

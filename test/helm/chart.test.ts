import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CORPUS, cli } from '../helpers.js';

const FORKED = fileURLToPath(new URL('../../../test/fixtures/helm/forked/', import.meta.url));

interface JsonFinding {
  rule: string;
  severity: string;
  message: string;
  file: string;
  line: number;
  column: number;
  field: string | null;
  fix: string | null;
  object: { kind: string; name: string; namespace: string | null } | null;
}

async function findings(args: string[], cwd: string): Promise<{ code: number; findings: JsonFinding[]; stderr: string }> {
  const r = await cli(['check', ...args, '--format', 'json'], { cwd });
  assert.ok(r.stdout, `no report; stderr: ${r.stderr}`);
  return { code: r.code, findings: (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings, stderr: r.stderr };
}

describe('official charts through their values.yaml', () => {
  it('Koordinator defaults: no certificate race, failurePolicy Ignore reported at each chart default line', async () => {
    const { code, findings: fs } = await findings(['koordinator-chart'], CORPUS);
    assert.equal(code, 0);
    assert.deepEqual([...new Set(fs.map((f) => f.rule))], ['webhook-failure-policy-ignore']);
    const pods = fs.filter((f) => f.field === 'webhookConfiguration.failurePolicy.pods');
    assert.equal(pods.length, 1, 'pods is a mutating webhook only');
    assert.deepEqual({ file: pods[0]!.file, line: pods[0]!.line, kind: pods[0]!.object?.kind }, {
      file: 'koordinator-chart/values.yaml', line: 103, kind: 'MutatingWebhookConfiguration',
    });
    assert.match(pods[0]!.message, /\(chart default\)$/);
    assert.deepEqual([...new Set(fs.map((f) => f.line))], [103, 104, 105, 106, 107]);
    assert.equal(fs.length, 9); // pods in one configuration, the other four in both
  });

  it('OpenKruise and OpenYurt defaults: clean', async () => {
    const { code, findings: fs } = await findings(['openkruise-chart', 'openyurt-chart'], CORPUS);
    assert.equal(code, 0);
    assert.deepEqual(fs, []);
  });

  it('OpenKruise: a cert-manager annotation without EnableExternalCerts gives caBundle two owners', async () => {
    const set = ['--set', 'externalCerts.annotations.cert-manager\\.io/inject-ca-from=kruise-system/kruise-webhook'];
    const { code, findings: fs } = await findings(['openkruise-chart', ...set], CORPUS);
    assert.equal(code, 1);
    assert.deepEqual([...new Set(fs.map((f) => f.rule))], ['cabundle-multiple-owners']);
    assert.equal(fs[0]!.file, '--set');
    assert.match(fs[0]!.message, /value from --set externalCerts/);
    const withGate = await findings(['openkruise-chart', ...set, '--set', 'featureGates=EnableExternalCerts=true'], CORPUS);
    assert.deepEqual(withGate.findings, []);
  });

  it('a chart default that a values file raises is reported at the values file', async () => {
    const { findings: fs } = await findings(['koordinator-chart', '--set', 'webhookConfiguration.failurePolicy.pods=Fail'], CORPUS);
    assert.equal(fs.filter((f) => f.field === 'webhookConfiguration.failurePolicy.pods').length, 0);
    assert.equal(fs.length, 8);
  });
});

describe('a forked chart mapped in .webhook-cert-gate.yaml (webhook_host)', () => {
  it('the incident: 8 replicas and an external host fire the central rule at the values line', async () => {
    const { code, findings: fs } = await findings(['chart', '--values', 'prod-values.yaml'], FORKED);
    assert.equal(code, 1);
    const race = fs.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.ok(race);
    assert.deepEqual({ file: race.file, line: race.line, column: race.column, field: race.field }, {
      file: 'prod-values.yaml', line: 3, column: 13, field: 'manager.replicas',
    });
    assert.match(race.message, /can run 8 replicas, WEBHOOK_HOST="koord-webhook.internal.example"/);
    assert.match(race.fix ?? '', /set webhook_cert_writer: secret and webhook_secret_name: koordinator-webhook-certs in your values/);
    const implicit = fs.find((f) => f.rule === 'webhook-cert-writer-implicit');
    assert.deepEqual({ file: implicit?.file, line: implicit?.line, field: implicit?.field }, { file: 'prod-values.yaml', line: 5, field: 'webhook_host' });
  });

  it('says "chart default" when no user file set the value', async () => {
    const { findings: fs } = await findings(['chart', '--set', 'webhook_host=lb.example'], FORKED);
    const race = fs.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.deepEqual({ file: race?.file, line: race?.line }, { file: 'chart/values.yaml', line: 6 });
    assert.match(race?.message ?? '', /can run 2 replicas.*\(chart default\)$/);
    const implicit = fs.find((f) => f.rule === 'webhook-cert-writer-implicit');
    assert.equal(implicit?.file, '--set');
    assert.match(implicit?.message ?? '', /\(value from --set webhook_host=lb.example\)$/);
  });

  it('the fix (a later values file selecting the Secret writer) passes', async () => {
    const { code, findings: fs } = await findings(['chart', '--values', 'prod-values.yaml', '--values', 'fixed-values.yaml'], FORKED);
    assert.deepEqual(fs, []);
    assert.equal(code, 0);
  });

  it('extra env lists count, element by element', async () => {
    const { findings: fs } = await findings(
      ['chart', '--values', 'prod-values.yaml', '--set', 'manager.extraEnv[0].name=WEBHOOK_CERT_WRITER,manager.extraEnv[0].value=fs'], FORKED);
    const race = fs.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.match(race?.message ?? '', /WEBHOOK_CERT_WRITER="fs"/);
    assert.equal(fs.some((f) => f.rule === 'webhook-cert-writer-implicit'), false);
  });

  it('values without the chart folder: --chart names the profile (or the one mapped profile is used)', async () => {
    const named = await findings(['--values', 'prod-values.yaml', '--chart', 'koordinator'], FORKED);
    const race = named.findings.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.deepEqual({ file: race?.file, line: race?.line }, { file: 'prod-values.yaml', line: 3 });
    const implied = await findings(['--values', 'prod-values.yaml'], FORKED);
    assert.deepEqual(implied.findings.map((f) => f.rule).sort(), named.findings.map((f) => f.rule).sort());
  });

  it('a file inside the chart (as pre-commit passes it) checks the chart through its values', async () => {
    const r = await cli(['check', 'chart/values.yaml', 'chart/Chart.yaml', '--values', 'prod-values.yaml', '--format', 'json'], { cwd: FORKED });
    assert.equal(r.code, 1);
    assert.match(r.stdout, /multi-replica-webhook-unshared-cert/);
  });

  it('SARIF points code scanning at the values file line', async () => {
    const r = await cli(['check', 'chart', '--values', 'prod-values.yaml', '--format', 'sarif'], { cwd: FORKED });
    const sarif = JSON.parse(r.stdout) as { runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[] }[] };
    const race = sarif.runs[0]!.results.find((x) => x.ruleId === 'multi-replica-webhook-unshared-cert');
    assert.deepEqual(race?.locations[0]?.physicalLocation.artifactLocation.uri, 'prod-values.yaml');
    assert.equal(race?.locations[0]?.physicalLocation.region.startLine, 3);
  });
});

describe('usage errors (exit 2)', () => {
  it('values with no chart to apply them to', async () => {
    const r = await cli(['check', '--values', 'koordinator-chart/values.yaml'], { cwd: CORPUS });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--chart NAME/);
  });

  it('an unknown --chart, a bad --set', async () => {
    assert.match((await cli(['check', '--chart', 'nginx', '--set', 'a=1'], { cwd: CORPUS })).stderr, /--chart nginx: no profile/);
    const bad = await cli(['check', 'koordinator-chart', '--set', 'manager.replicas'], { cwd: CORPUS });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--set manager.replicas: key "replicas" has no value/);
  });
});

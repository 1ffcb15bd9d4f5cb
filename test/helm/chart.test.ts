import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cli, ROOT, type JsonFinding } from '../helpers.js';
import { parseReport } from '../report-json.js';

const FORKED = fileURLToPath(new URL('../../../test/fixtures/helm/forked/', import.meta.url));
const CHARTS = `${ROOT}test/fixtures/charts`;

async function findings(
  args: string[],
  cwd: string,
): Promise<{ code: number; findings: JsonFinding[]; stderr: string }> {
  const r = await cli(['check', ...args, '--format', 'json'], { cwd });
  assert.ok(r.stdout, `no report; stderr: ${r.stderr}`);
  return { code: r.code, findings: (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings, stderr: r.stderr };
}

describe('fixture charts through the values model (no helm)', () => {
  const ignored = (fs: readonly JsonFinding[]) =>
    fs
      .filter((f) => f.rule === 'webhook-failure-policy-ignore')
      .map(
        (f) =>
          `${f.object?.kind.replace('WebhookConfiguration', '')} ${/Webhook (\S+)/.exec(f.message)?.[1]} ${f.field}`,
      )
      .sort();

  it('Koordinator defaults: no race; each Ignore webhook the chart renders, named, in its configuration, at its values line', async () => {
    const { code, findings: fs } = await findings(['koordinator'], CHARTS);
    assert.equal(code, 0);
    assert.deepEqual([...new Set(fs.map((f) => f.rule))], ['webhook-failure-policy-ignore']);
    // The validating vpod reads failurePolicy.pods too; nodeStatus, nodes and reservations are behind feature gates.
    assert.deepEqual(ignored(fs), [
      'Mutating melasticquota.koordinator.sh webhookConfiguration.failurePolicy.elasticquotas',
      'Mutating mpod-create.koordinator.sh webhookConfiguration.failurePolicy.pods',
      'Mutating mpod-update.koordinator.sh webhookConfiguration.failurePolicy.pods',
      'Validating velasticquota.koordinator.sh webhookConfiguration.failurePolicy.elasticquotas',
      'Validating vpod.koordinator.sh webhookConfiguration.failurePolicy.pods',
    ]);
    const vpod = fs.find((f) => f.message.includes('vpod.koordinator.sh'))!;
    assert.deepEqual([vpod.file, vpod.line, vpod.column], ['koordinator/values.yaml', 103, 11]);
    assert.match(vpod.message, /\(chart default\)$/);
  });

  it('Koordinator: a webhook behind a feature gate is reported once the gate renders it, in its one configuration', async () => {
    const { findings: fs } = await findings(
      ['koordinator', '--set', 'featureGates=NodeValidatingWebhook=true'],
      CHARTS,
    );
    assert.deepEqual(
      ignored(fs).filter((x) => x.includes('node')),
      ['Validating vnode.koordinator.sh webhookConfiguration.failurePolicy.nodes'],
    );
    const off = await findings(['koordinator', '--set', 'featureGates=PodValidatingWebhook=false'], CHARTS);
    assert.equal(
      ignored(off.findings).some((x) => x.includes('vpod')),
      false,
    );
  });

  it('OpenKruise and yurt-manager: the webhooks their templates fix to Ignore are reported, as fixed by the template', async () => {
    const { code, findings: fs } = await findings(['kruise', 'yurt-manager'], CHARTS);
    assert.equal(code, 0);
    assert.equal(fs.length, 12);
    assert.deepEqual(
      ignored(fs).filter((x) => x.startsWith('Mutating')),
      [
        'Mutating mutate.core.v1.endpoints.openyurt.io webhooks[0].failurePolicy',
        'Mutating mutate.core.v1.node.openyurt.io webhooks[2].failurePolicy',
        'Mutating mutate.core.v1.pod.openyurt.io webhooks[3].failurePolicy',
        'Mutating mutate.discovery.v1.endpointslice.k8s.io webhooks[1].failurePolicy',
      ],
    );
    assert.ok(fs.every((f) => f.message.endsWith('(written by the chart template; no value sets it)')));
    assert.ok(fs.every((f) => f.file === 'kruise/values.yaml' || f.file === 'yurt-manager/values.yaml'));
  });

  it('OpenKruise: a cert-manager annotation without EnableExternalCerts gives caBundle two owners', async () => {
    const set = ['--set', 'externalCerts.annotations.cert-manager\\.io/inject-ca-from=kruise-system/kruise-webhook'];
    const { code, findings: fs } = await findings(['kruise', ...set], CHARTS);
    assert.equal(code, 1);
    const owners = fs.filter((f) => f.rule === 'cabundle-multiple-owners');
    assert.ok(owners.length);
    assert.equal(owners[0]!.file, '--set');
    assert.match(owners[0]!.message, /value from --set externalCerts/);
    const withGate = await findings(['kruise', ...set, '--set', 'featureGates=EnableExternalCerts=true'], CHARTS);
    assert.equal(withGate.findings.filter((f) => f.rule === 'cabundle-multiple-owners').length, 0);
  });

  it('Kruise Rollouts: the template renders maxUnavailable 0, so no "25% by default" at 4 replicas', async () => {
    const { findings: fs } = await findings(['kruise-rollout', '--set', 'replicaCount=4'], CHARTS);
    assert.equal(fs.filter((f) => f.rule === 'webhook-rollout-unavailable').length, 0);
  });

  it('a finding about the container is not placed on the image value', async () => {
    const { findings: fs } = await findings(
      ['kruise-rollout', '--set', 'image.repository=example.com/openkruise/kruise-rollout'],
      CHARTS,
    );
    assert.ok(fs.length > 0);
    assert.ok(
      fs.every((f) => f.field !== 'image.repository' && f.file !== '--set'),
      JSON.stringify(fs),
    );
  });

  it('the summary counts the chart files read (not "from 0 files")', async () => {
    const r = await cli(['check', 'koordinator', '--values', 'values/koordinator-prod.yaml'], { cwd: CHARTS });
    assert.match(r.stdout, /in 4 resources from 2 files; charts read through the values model \(helm not found\)/);
  });

  it('a chart default that a values file raises is reported at the values file', async () => {
    const { findings: fs } = await findings(
      ['koordinator', '--set', 'webhookConfiguration.failurePolicy.pods=Fail'],
      CHARTS,
    );
    assert.equal(fs.filter((f) => f.field === 'webhookConfiguration.failurePolicy.pods').length, 0);
    assert.equal(fs.length, 2);
  });
});

describe('a forked chart mapped in .webhook-cert-gate.yaml (webhook_host)', () => {
  it('the incident: 8 replicas and an external host fire the central rule at the values line', async () => {
    const { code, findings: fs } = await findings(['chart', '--values', 'prod-values.yaml'], FORKED);
    assert.equal(code, 1);
    const race = fs.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.ok(race);
    assert.deepEqual(
      { file: race.file, line: race.line, column: race.column, field: race.field },
      {
        file: 'prod-values.yaml',
        line: 3,
        column: 13,
        field: 'manager.replicas',
      },
    );
    assert.match(race.message, /can run 8 replicas, WEBHOOK_HOST="koord-webhook.internal.example"/);
    assert.match(
      race.fix ?? '',
      /set webhook_cert_writer: secret and webhook_secret_name: koordinator-webhook-certs in your values/,
    );
    const implicit = fs.find((f) => f.rule === 'webhook-cert-writer-implicit');
    assert.deepEqual(
      { file: implicit?.file, line: implicit?.line, field: implicit?.field },
      { file: 'prod-values.yaml', line: 5, field: 'webhook_host' },
    );
  });

  it('says "chart default" when no user file set the value', async () => {
    const { findings: fs } = await findings(['chart', '--set', 'webhook_host=lb.example'], FORKED);
    const race = fs.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.deepEqual({ file: race?.file, line: race?.line }, { file: 'chart/values.yaml', line: 6 });
    assert.match(race?.message ?? '', /can run 2 replicas.*\(chart default\)$/);
    const implicit = fs.find((f) => f.rule === 'webhook-cert-writer-implicit');
    assert.equal(implicit?.file, '--set');
    assert.match(implicit.message, /\(value from --set webhook_host=lb.example\)$/);
  });

  it('the fix (a later values file selecting the Secret writer) passes', async () => {
    const { code, findings: fs } = await findings(
      ['chart', '--values', 'prod-values.yaml', '--values', 'fixed-values.yaml'],
      FORKED,
    );
    assert.deepEqual(fs, []);
    assert.equal(code, 0);
  });

  it('extra env lists count, element by element', async () => {
    const { findings: fs } = await findings(
      [
        'chart',
        '--values',
        'prod-values.yaml',
        '--set',
        'manager.extraEnv[0].name=WEBHOOK_CERT_WRITER,manager.extraEnv[0].value=fs',
      ],
      FORKED,
    );
    const race = fs.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.match(race?.message ?? '', /WEBHOOK_CERT_WRITER="fs"/);
    assert.equal(
      fs.some((f) => f.rule === 'webhook-cert-writer-implicit'),
      false,
    );
  });

  it('values without the chart folder: --chart names the profile (or the one mapped profile is used)', async () => {
    const named = await findings(['--values', 'prod-values.yaml', '--chart', 'koordinator'], FORKED);
    const race = named.findings.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.deepEqual({ file: race?.file, line: race?.line }, { file: 'prod-values.yaml', line: 3 });
    const implied = await findings(['--values', 'prod-values.yaml'], FORKED);
    assert.deepEqual(implied.findings.map((f) => f.rule).sort(), named.findings.map((f) => f.rule).sort());
  });

  it('a file inside the chart (as pre-commit passes it) checks the chart through its values', async () => {
    const r = await cli(
      ['check', 'chart/values.yaml', 'chart/Chart.yaml', '--values', 'prod-values.yaml', '--format', 'json'],
      { cwd: FORKED },
    );
    assert.equal(r.code, 1);
    assert.match(r.stdout, /multi-replica-webhook-unshared-cert/);
  });

  it('SARIF points code scanning at the values file line', async () => {
    const r = await cli(['check', 'chart', '--values', 'prod-values.yaml', '--format', 'sarif'], { cwd: FORKED });
    const sarif = JSON.parse(r.stdout) as {
      runs: {
        results: {
          ruleId: string;
          locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
        }[];
      }[];
    };
    const race = sarif.runs[0]!.results.find((x) => x.ruleId === 'multi-replica-webhook-unshared-cert');
    assert.deepEqual(race?.locations[0]?.physicalLocation.artifactLocation.uri, 'prod-values.yaml');
    assert.equal(race.locations[0].physicalLocation.region.startLine, 3);
  });
});

describe('usage errors (exit 2)', () => {
  it('values with no chart to apply them to', async () => {
    const r = await cli(['check', '--values', 'koordinator/values.yaml'], { cwd: CHARTS });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--chart NAME/);
  });

  it('a --helm that is not an executable', async () => {
    const r = await cli(['check', 'koordinator', '--helm', '/no/such/helm'], { cwd: CHARTS });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--helm \/no\/such\/helm: not an executable file/);
  });

  it('an unknown --chart, a bad --set', async () => {
    assert.match(
      (await cli(['check', '--chart', 'nginx', '--set', 'a=1'], { cwd: CHARTS })).stderr,
      /--chart nginx: no profile/,
    );
    const bad = await cli(['check', 'koordinator', '--set', 'manager.replicas'], { cwd: CHARTS });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--set manager.replicas: key "replicas" has no value/);
  });
});

describe('chart folders met while walking a folder', () => {
  // A repository that keeps its charts beside plain manifests: `check .` must not read templates as YAML.
  const repo = (extra: Record<string, string> = {}) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wcg-charts-in-repo-'));
    cpSync(path.join(CHARTS, 'kruise'), path.join(dir, 'charts/kruise'), { recursive: true });
    cpSync(path.join(CHARTS, 'yurt-manager'), path.join(dir, 'vendor/yurt-manager'), { recursive: true });
    cpSync(`${ROOT}examples/incident`, path.join(dir, 'deploy'), { recursive: true });
    for (const [file, text] of Object.entries(extra)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return dir;
  };
  const env = { ...process.env, WEBHOOK_CERT_GATE_HELM: 'none' };

  it('are checked as charts, as when named: no yaml-syntax from their templates, their findings beside the manifests', async () => {
    const dir = repo();
    try {
      const r = await cli(['check', '.', '--format', 'json'], { cwd: dir, env });
      const fs = parseReport(r.stdout).findings;
      assert.equal(r.code, 1, r.stderr);
      assert.equal(fs.filter((f) => f.rule === 'yaml-syntax').length, 0);
      const named = await cli(['check', 'charts/kruise', 'vendor/yurt-manager', '--format', 'json'], { cwd: dir, env });
      const fromCharts = (list: readonly JsonFinding[]) =>
        list
          .filter((f) => f.file.endsWith('values.yaml'))
          .map((f) => `${f.file} ${f.message}`)
          .sort();
      assert.equal(fromCharts(fs).length, 12);
      assert.deepEqual(fromCharts(fs), fromCharts(parseReport(named.stdout).findings));
      assert.ok(
        fs.some((f) => f.file === 'deploy/koord-manager.yaml' && f.rule === 'multi-replica-webhook-unshared-cert'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('follow ignorePaths, and a chart of no known controller is named on stderr, never read as manifests', async () => {
    const dir = repo({
      '.webhook-cert-gate.yaml': 'ignorePaths: ["vendor/**"]\n',
      'charts/other/Chart.yaml': 'apiVersion: v2\nname: other\nversion: 0.1.0\n',
      'charts/other/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: {{ .Release.Name }}}\n',
    });
    try {
      const r = await cli(['check', '.', '--format', 'json'], { cwd: dir, env });
      const fs = parseReport(r.stdout).findings;
      assert.equal(fs.filter((f) => f.rule === 'yaml-syntax').length, 0);
      assert.equal(fs.filter((f) => f.file.startsWith('vendor/')).length, 0);
      assert.equal(fs.filter((f) => f.file === 'charts/kruise/values.yaml').length, 7);
      assert.match(r.stderr, /chart 'other' \(charts\/other\) is not a known webhook controller chart; skipped/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

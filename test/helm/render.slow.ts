// Render mode against a real helm (v3.22.0, built by test/kube/build.sh helm), and the values model
// (the fallback when helm is absent) held to the same findings on every fixture chart.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { cli, findTool, ROOT, skipWithout, type JsonFinding } from '../helpers.js';

const CHARTS = path.join(ROOT, 'test/fixtures/charts');
const FORKED = path.join(ROOT, 'test/fixtures/helm/forked');
const helm = { skip: skipWithout('helm') };
const HELM = findTool('helm');

interface Run {
  code: number;
  findings: JsonFinding[];
  tool: { helm?: { mode: string; helm?: string; reason?: string } };
  stderr: string;
  ms: number;
}

async function check(args: string[], mode: 'render' | 'values', cwd = CHARTS): Promise<Run> {
  const started = performance.now();
  const r = await cli(['check', ...args, '--helm', mode === 'render' ? HELM! : 'none', '--format', 'json'], { cwd });
  const ms = performance.now() - started;
  assert.ok(r.stdout, `no report (exit ${r.code}): ${r.stderr}`);
  const out = JSON.parse(r.stdout) as { tool: Run['tool']; findings: JsonFinding[] };
  return { code: r.code, findings: out.findings, tool: out.tool, stderr: r.stderr, ms };
}

/** What must agree between the modes: the rule, the object and the whole message (webhook names, counts, notes). */
function judged(fs: readonly JsonFinding[]): string[] {
  return fs
    .map((f) => `${f.rule} ${f.object?.kind}/${f.object?.namespace ?? ''}/${f.object?.name}: ${f.message}`)
    .sort();
}

/** Where a finding set by a value points (render and values mode must name the same line). */
function valueLines(fs: readonly JsonFinding[]): string[] {
  return fs
    .filter((f) => !f.file.includes('/templates/') && !f.message.includes('no value sets it'))
    .map((f) => `${f.rule} ${f.object?.name} ${f.file}:${f.line}:${f.column} ${f.field}`)
    .sort();
}

const renderMs: number[] = [];

async function agree(args: string[], cwd = CHARTS): Promise<JsonFinding[]> {
  const [rendered, modelled] = [await check(args, 'render', cwd), await check(args, 'values', cwd)];
  renderMs.push(rendered.ms);
  assert.equal(rendered.tool.helm?.mode, 'render');
  assert.equal(modelled.tool.helm?.mode, 'values');
  assert.deepEqual(judged(modelled.findings), judged(rendered.findings));
  assert.deepEqual(valueLines(modelled.findings), valueLines(rendered.findings));
  assert.equal(modelled.code, rendered.code);
  return rendered.findings;
}

const ignoreOf = (fs: readonly JsonFinding[]) =>
  fs
    .filter((f) => f.rule === 'webhook-failure-policy-ignore')
    .map((f) => `${f.object?.kind.replace('WebhookConfiguration', '')} ${/Webhook (\S+)/.exec(f.message)?.[1]}`)
    .sort();

describe('render mode = values model, chart by chart (same rules, objects and messages)', helm, () => {
  it('Koordinator 1.8.0 defaults: the five Ignore webhooks it renders, each in its own configuration, at values.yaml 103/104', async () => {
    const fs = await agree(['koordinator']);
    assert.deepEqual(ignoreOf(fs), [
      'Mutating melasticquota.koordinator.sh',
      'Mutating mpod-create.koordinator.sh',
      'Mutating mpod-update.koordinator.sh',
      'Validating velasticquota.koordinator.sh',
      'Validating vpod.koordinator.sh',
    ]);
    const vpod = fs.find((f) => f.message.includes('vpod.koordinator.sh'))!;
    assert.deepEqual(
      [vpod.file, vpod.line, vpod.field],
      ['koordinator/values.yaml', 103, 'webhookConfiguration.failurePolicy.pods'],
    );
    assert.match(vpod.message, /\(chart default\)$/);
  });

  it('Koordinator: webhooks behind feature gates appear only when the gates are on', async () => {
    const fs = await agree([
      'koordinator',
      '--set',
      'featureGates=NodeMutatingWebhook=true\\,NodeValidatingWebhook=true\\,ReservationMutatingWebhook=true',
    ]);
    assert.deepEqual(
      ignoreOf(fs).filter((x) => /node|reservation/.test(x)),
      [
        'Mutating mnode-status.koordinator.sh',
        'Mutating mreservation-create.koordinator.sh',
        'Validating vnode.koordinator.sh',
      ],
    );
    const gatedOff = await agree([
      'koordinator',
      '--set',
      'featureGates=PodMutatingWebhook=false\\,PodValidatingWebhook=false',
    ]);
    assert.deepEqual(ignoreOf(gatedOff), [
      'Mutating melasticquota.koordinator.sh',
      'Validating velasticquota.koordinator.sh',
    ]);
  });

  it('Koordinator with a values file and --set: the user lines win', async () => {
    const fs = await agree([
      'koordinator',
      '--values',
      'values/koordinator-prod.yaml',
      '--set',
      'webhookConfiguration.failurePolicy.pods=Fail',
    ]);
    assert.deepEqual(fs.map((f) => `${f.file}:${f.line} ${f.field}`).sort(), [
      'values/koordinator-prod.yaml:4 webhookConfiguration.failurePolicy.elasticquotas',
      'values/koordinator-prod.yaml:4 webhookConfiguration.failurePolicy.elasticquotas',
    ]);
  });

  it('OpenKruise 1.8.3: the 7 validating webhooks its template fixes to Ignore, said to be fixed by the template', async () => {
    const fs = await agree(['kruise']);
    assert.equal(ignoreOf(fs).length, 7);
    assert.ok(fs.every((f) => f.message.endsWith('(written by the chart template; no value sets it)')));
    assert.equal(fs.filter((f) => f.file === 'kruise/templates/webhookconfiguration.yaml').length, 7);
  });

  it('OpenKruise: a cert-manager annotation gives caBundle two owners at the --set; with EnableExternalCerts it does not', async () => {
    const set = ['--set', 'externalCerts.annotations.cert-manager\\.io/inject-ca-from=kruise-system/kruise-webhook'];
    const fs = await agree(['kruise', ...set]);
    const owners = fs.filter((f) => f.rule === 'cabundle-multiple-owners');
    assert.ok(owners.length >= 1);
    assert.ok(
      owners.every((f) => f.file === '--set'),
      JSON.stringify(owners),
    );
    const gated = await agree(['kruise', ...set, '--set', 'featureGates=EnableExternalCerts=true']);
    assert.equal(gated.filter((f) => f.rule === 'cabundle-multiple-owners').length, 0);
  });

  it('Kruise Rollouts 0.6.2: maxUnavailable 0 as the template renders it, at any replica count', async () => {
    for (const args of [['kruise-rollout'], ['kruise-rollout', '--set', 'replicaCount=4']]) {
      const fs = await agree(args);
      assert.equal(fs.filter((f) => f.rule === 'webhook-rollout-unavailable').length, 0);
    }
  });

  it('yurt-manager 1.7.0: its five fixed Ignore webhooks; 4 replicas under the default strategy lose one pod at a rollout', async () => {
    const fs = await agree(['yurt-manager']);
    assert.equal(ignoreOf(fs).length, 5);
    const four = await agree(['yurt-manager', '--set', 'replicaCount=4']);
    assert.match(four.find((f) => f.rule === 'webhook-rollout-unavailable')?.message ?? '', /25% by default/);
  });

  it('the incident on a forked chart: the race at the values line in both modes, and the fix passes', async () => {
    const fs = await agree(['chart', '--values', 'prod-values.yaml'], FORKED);
    const race = fs.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.deepEqual(
      [race?.file, race?.line, race?.column, race?.field],
      ['prod-values.yaml', 3, 13, 'manager.replicas'],
    );
    assert.match(
      race?.fix ?? '',
      /set webhook_cert_writer: secret and webhook_secret_name: koordinator-webhook-certs in your values/,
    );
    const implicit = fs.find((f) => f.rule === 'webhook-cert-writer-implicit');
    assert.deepEqual([implicit?.file, implicit?.line, implicit?.field], ['prod-values.yaml', 5, 'webhook_host']);
    assert.deepEqual(
      await agree(['chart', '--values', 'prod-values.yaml', '--values', 'fixed-values.yaml'], FORKED),
      [],
    );
    const extra = await agree(
      [
        'chart',
        '--values',
        'prod-values.yaml',
        '--set',
        'manager.extraEnv[0].name=WEBHOOK_CERT_WRITER,manager.extraEnv[0].value=fs',
      ],
      FORKED,
    );
    assert.match(
      extra.find((f) => f.rule === 'multi-replica-webhook-unshared-cert')?.message ?? '',
      /WEBHOOK_CERT_WRITER="fs"/,
    );
  });
});

describe('charts no profile describes (rendered only)', helm, () => {
  it('ingress-nginx and cert-manager as shipped: nothing to report, in both modes', async () => {
    for (const chart of ['ingress-nginx', 'cert-manager']) {
      assert.deepEqual((await check([chart, '-n', chart], 'render')).findings, []);
      const modelled = await check([chart], 'values');
      assert.deepEqual(modelled.findings, []);
      assert.match(modelled.stderr, new RegExp(`chart '${chart}' .* skipped`));
    }
  });

  it('ingress-nginx with failurePolicy Ignore (which certgen patches in too): reported at the --set', async () => {
    const r = await check(
      ['ingress-nginx', '-n', 'ingress-nginx', '--set', 'controller.admissionWebhooks.failurePolicy=Ignore'],
      'render',
    );
    // Reported on the configuration, or on the certgen patch Job that sets it (the effective-state stage): either way at the value.
    assert.deepEqual(
      r.findings.map((f) => [f.rule, f.file, f.field]),
      [['webhook-failure-policy-ignore', '--set', 'controller.admissionWebhooks.failurePolicy']],
    );
  });

  it('cert-manager with 3 webhook replicas: one CA Secret for all, nothing to report; the values model cannot tell and says so', async () => {
    assert.deepEqual(
      (await check(['cert-manager', '-n', 'cert-manager', '--set', 'webhook.replicaCount=3'], 'render')).findings,
      [],
    );
    const r = await cli(['check', 'cert-manager', '--set', 'webhook.replicaCount=3', '--helm', 'none'], {
      cwd: CHARTS,
    });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /not a chart of a known webhook controller .* install helm to render it/);
  });
});

describe('render mode output', helm, () => {
  it('names helm in JSON tool.helm, the text footer and SARIF run properties; counts the files read', async () => {
    const json = await check(['koordinator'], 'render');
    assert.match(json.tool.helm?.helm ?? '', /^v3\.22/);
    const text = await cli(['check', 'koordinator', '--helm', HELM!], { cwd: CHARTS });
    assert.match(text.stdout, /in 6 resources from 3 files; charts rendered by helm v3\.22/);
    const values = await cli(['check', 'koordinator', '--helm', 'none'], { cwd: CHARTS });
    assert.match(values.stdout, /from 1 file; charts read through the values model \(helm disabled\)/);
    const sarif = JSON.parse(
      (await cli(['check', 'koordinator', '--helm', HELM!, '--format', 'sarif'], { cwd: CHARTS })).stdout,
    ) as { runs: { properties?: { helm?: { mode: string } } }[] };
    assert.equal(sarif.runs[0]?.properties?.helm?.mode, 'render');
  });

  it('a field no value sets points at its template line, and findings keep the # Source: template', async () => {
    const r = await check(['yurt-manager'], 'render');
    const f = r.findings.find((x) => x.message.includes('mutate.core.v1.pod.openyurt.io'))!;
    assert.deepEqual(
      [f.file, f.line, f.template],
      ['yurt-manager/templates/webhooks.yaml', 23, 'yurt-manager/templates/webhooks.yaml'],
    );
  });

  it('helm found through WEBHOOK_CERT_GATE_HELM, or on PATH', async () => {
    for (const env of [{ WEBHOOK_CERT_GATE_HELM: HELM! }, { PATH: path.dirname(HELM!) }]) {
      const r = await cli(['check', 'kruise', '--format', 'json'], { cwd: CHARTS, env });
      assert.equal((JSON.parse(r.stdout) as Run).tool.helm?.mode, 'render', JSON.stringify(env));
    }
  });

  it("a chart helm refuses is a usage error naming the chart and helm's reason", async () => {
    const r = await cli(['check', 'kruise', '--helm', HELM!, '--kube-version', '1.10.0'], { cwd: CHARTS });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /^webhook-cert-gate: kruise: helm template failed: .*kubeVersion/);
  });

  after(() => {
    // Reported, not asserted: a busy machine may take any time (budgets live in npm run bench).
    const sorted = [...renderMs].sort((a, b) => a - b);
    console.log(
      `render-mode check: ${sorted.length} runs, median ${sorted[sorted.length >> 1]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
    );
  });
});

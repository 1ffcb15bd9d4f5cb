import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { load } from 'js-yaml';
import { annotationsOf, manager, NODE24, ROOT, runAction, SHARED_SECRET, workspace } from './harness.js';
import { cli, findTool, skipWithout } from '../helpers.js';
import { application, gitopsRepo, MANAGER, REPO_URL, replicasPatch } from '../gitops/repo.js';
import { parseSarif } from '../report-json.js';

// The runner runs the bundle on Node 24: so do these tests (NODE24, see test/helpers.ts).
const needsNode24 = skipWithout('node24');

describe('action.yml', () => {
  const action = load(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
    runs: { using: string; main: string };
    inputs: Record<string, { default?: string }>;
    outputs: Record<string, unknown>;
  };

  test('is a node24 JavaScript action whose entry is the committed bundle', { skip: needsNode24 }, () => {
    assert.equal(action.runs.using, 'node24');
    assert.equal(action.runs.main, 'dist/action.mjs');
    assert.ok(existsSync(path.join(ROOT, action.runs.main)));
    assert.match(
      execFileSync(NODE24, ['--version'], { encoding: 'utf8' }),
      /^v24\./,
      'tests run the bundle on the runtime the runner uses',
    );
  });

  test('declares the inputs and outputs of issue 5, with their defaults', () => {
    assert.deepEqual(Object.keys(action.inputs).sort(), [
      'annotations',
      'base-ref',
      'baseline',
      'changed-only',
      'config',
      'fail-on',
      'paths',
      'rotation',
      'sarif-file',
      'summary',
      'values',
    ]);
    assert.equal(action.inputs.paths!.default, '.');
    assert.equal(action.inputs.annotations!.default, 'true');
    assert.equal(action.inputs.summary!.default, 'true');
    assert.equal(action.inputs['changed-only']!.default, 'false');
    assert.deepEqual(Object.keys(action.outputs).sort(), ['errors', 'infos', 'sarif-file', 'warnings']);
  });
});

describe('the bundled action on the incident', { skip: needsNode24 }, () => {
  const ws = workspace({});
  cpSync(path.join(ROOT, 'examples', 'incident'), path.join(ws, 'deploy'), { recursive: true });
  const run = runAction({
    workspace: ws,
    inputs: { paths: 'deploy', 'sarif-file': 'reports/gate.sarif' },
    env: { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/platform', GITHUB_SHA: '0123abc' },
  });

  test('fails the step with exit 1 and says why', () => {
    assert.equal(run.status, 1, run.stderr);
    const failure = run.commands.find((c) => c.name === 'error' && !c.props.title);
    assert.match(failure!.message, /1 finding\(s\) at or above fail-on 'error'/);
  });

  test('annotates the finding on its file, line, column and end line, titled by rule id', () => {
    assert.match(
      run.stdout,
      /^::error title=multi-replica-webhook-unshared-cert,file=deploy\/koord-manager\.yaml,line=9,endLine=9,col=13::Deployment koordinator-system\/koord-manager can run 8 replicas/m,
    );
    const [error] = annotationsOf(run, 'error');
    assert.match(error!.message, /\nFix: set env WEBHOOK_CERT_WRITER=secret/);
    const warnings = annotationsOf(run, 'warning');
    assert.equal(warnings.length, 5);
    assert.ok(warnings.every((w) => w.props.file?.startsWith('deploy/') && Number(w.props.line) > 0));
  });

  test('writes the counts and the SARIF path to GITHUB_OUTPUT', () => {
    const sarif = path.join(ws, 'reports', 'gate.sarif');
    assert.deepEqual(run.outputs, { errors: '1', warnings: '5', infos: '0', 'sarif-file': sarif });
    const log = parseSarif(readFileSync(sarif, 'utf8'));
    assert.equal(log.version, '2.1.0');
    assert.equal(log.runs[0]!.results.length, 6);
    assert.equal(
      log.runs[0]!.results[0]!.locations![0]!.physicalLocation.artifactLocation.uri,
      'deploy/koord-manager.yaml',
    );
  });

  test('writes a job summary: counts, the fix for the failure, and a table of every finding', () => {
    assert.match(
      run.summary,
      /\*\*Failed\*\* \(fail-on: `error`\): 1 error, 5 warnings, 0 info in 3 resources from 2 files/,
    );
    assert.match(
      run.summary,
      /### To pass the gate\n\n- \[deploy\/koord-manager\.yaml:9\]\(https:\/\/github\.com\/acme\/platform\/blob\/0123abc\/deploy\/koord-manager\.yaml#L9\) `multi-replica-webhook-unshared-cert` Deployment\/koordinator-system\/koord-manager: set env WEBHOOK_CERT_WRITER=secret/,
    );
    assert.match(run.summary, /\| Severity \| Rule \| Object \| Location \| Message \| Fix \|/);
    assert.equal(run.summary.split('\n').filter((l) => /^\| (error|warning|info) \|/.test(l)).length, 6);
    // Errors lead the table.
    assert.match(run.summary, /\| --- \|\n\| error \| `multi-replica-webhook-unshared-cert`/);
  });

  test('draws who writes and who serves each caBundle holder with a finding (Mermaid)', () => {
    const graphs = [...run.summary.matchAll(/\*\*(\w+ [\w.-]+)\*\*\n\n```mermaid\ngraph LR\n([\s\S]*?)```/g)];
    assert.deepEqual(
      graphs.map((g) => g[1]),
      [
        'MutatingWebhookConfiguration koordinator-mutating-webhook-configuration',
        'ValidatingWebhookConfiguration koordinator-validating-webhook-configuration',
      ],
    );
    const mutating = graphs[0]![2]!;
    // The 8 replicas write the caBundle and serve behind the URL they set: the incident in one picture.
    const writer = /^ {2}(n\d+)\(\["Deployment koordinator-system\/koord-manager, 8 replicas"\]\)$/m.exec(
      mutating,
    )?.[1];
    assert.ok(writer, mutating);
    assert.match(mutating, new RegExp(`^  ${writer} -- "writes caBundle" --> n0$`, 'm'));
    assert.match(
      mutating,
      /^ {2}n0 -- "calls mpod-create\.koordinator\.sh, mpod-update\.koordinator\.sh" --> (n\d+)$/m,
    );
    assert.match(mutating, new RegExp(`^  n\\d+ -- "served by" --> ${writer}$`, 'm'));
    assert.ok(
      run.summary.indexOf('### Who writes and who serves') < run.summary.indexOf('### Findings'),
      'the picture comes before the table',
    );
  });

  test('keeps manifest text from issuing workflow commands in the log', () => {
    const stop = /^::stop-commands::(\S+)$/m.exec(run.stdout);
    assert.ok(stop, 'the text report is wrapped in stop-commands');
    assert.match(run.stdout, new RegExp(`^::${stop[1]}::$`, 'm'));
  });
});

describe('Argo CD applications in the workspace', { skip: needsNode24 || skipWithout('kubectl') }, () => {
  test('each application is checked as Argo CD renders it; one whose source is elsewhere is listed as not checked', () => {
    const repo = gitopsRepo({
      'apps/koord-prod.yaml': application(
        'koord-prod',
        `  source: {repoURL: ${REPO_URL}, path: deploy/overlays/prod}\n  destination: {server: https://kubernetes.default.svc, namespace: koordinator-system}\n`,
      ),
      'apps/tenant.yaml': application(
        'tenant',
        '  source: {repoURL: https://github.com/acme/tenant-config.git, path: deploy}\n  destination: {server: https://kubernetes.default.svc, namespace: tenant}\n',
      ),
      'deploy/base/kustomization.yaml': 'resources: [manager.yaml]\n',
      'deploy/base/manager.yaml': MANAGER,
      'deploy/overlays/prod/kustomization.yaml': 'resources: [../../base]\npatches:\n  - path: replicas.yaml\n',
      'deploy/overlays/prod/replicas.yaml': replicasPatch(8),
    });
    try {
      const run = runAction({ workspace: repo.dir });
      assert.equal(run.status, 1, run.stdout);
      assert.match(
        run.stdout,
        /^::error title=multi-replica-webhook-unshared-cert,file=deploy\/overlays\/prod\/replicas\.yaml,line=7,/m,
      );
      assert.match(run.summary, /### Not checked\n\n- .*tenant.*https:\/\/github\.com\/acme\/tenant-config\.git/);
    } finally {
      repo.remove();
    }
  });
});

describe('baseline', { skip: needsNode24 }, () => {
  const ws = workspace({});
  cpSync(path.join(ROOT, 'examples', 'incident'), path.join(ws, 'deploy'), { recursive: true });

  test('a baseline written by check --write-baseline holds the findings: the step passes and the summary lists them, collapsed', async () => {
    const written = await cli(['check', 'deploy', '--write-baseline', 'gate-baseline.json'], { cwd: ws });
    assert.equal(written.code, 1, written.stderr);
    const run = runAction({ workspace: ws, inputs: { paths: 'deploy', baseline: 'gate-baseline.json' } });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.deepEqual(run.outputs, { errors: '0', warnings: '0', infos: '0', 'sarif-file': '' });
    assert.match(run.stdout, /baseline gate-baseline\.json: 6 finding\(s\) held by it are not reported/);
    assert.match(
      run.summary,
      /<details><summary>6 findings held by the baseline \(not failing this run\)<\/summary>\n\n- error `multi-replica-webhook-unshared-cert` Deployment\/koordinator-system\/koord-manager at deploy\/koord-manager\.yaml:9\n/,
    );
  });

  test('a baseline that is not one is one line naming the input, and the step fails', () => {
    writeFileSync(path.join(ws, 'not-a-baseline.json'), '{"findings": 3}');
    const run = runAction({ workspace: ws, inputs: { paths: 'deploy', baseline: 'not-a-baseline.json' } });
    assert.notEqual(run.status, 0);
    assert.match(
      run.stdout,
      /^::error::webhook-cert-gate: input 'baseline' not-a-baseline\.json: not a baseline \(written by --write-baseline, format webhook-cert-gate\/baseline\/v1\)$/m,
    );
  });
});

describe('fail-on', { skip: needsNode24 }, () => {
  const ws = workspace({ 'app.yaml': manager('koord-manager', { writer: 'secret' }) }); // one warning: Secret not among inputs

  test('passes at the default (error) when there are only warnings, and says so in the summary', () => {
    const run = runAction({ workspace: ws });
    assert.equal(run.status, 0, run.stdout);
    assert.equal(run.outputs.warnings, '1');
    assert.equal(annotationsOf(run, 'warning').length, 1);
    assert.match(run.summary, /\*\*Passed\*\* \(fail-on: `error`\)/);
    assert.doesNotMatch(run.summary, /To pass the gate/);
  });

  test('fails on warnings with fail-on warning', () => {
    const run = runAction({ workspace: ws, inputs: { 'fail-on': 'warning' } });
    assert.equal(run.status, 1);
    assert.match(run.summary, /### To pass the gate\n\n- app\.yaml:\d+ `webhook-cert-secret-missing`/);
  });

  test('takes failOn from the config file when the input is not set', () => {
    const withConfig = workspace({
      'app.yaml': manager('koord-manager', { writer: 'secret' }),
      '.webhook-cert-gate.yaml': 'failOn: warning\n',
    });
    assert.equal(runAction({ workspace: withConfig }).status, 1);
    assert.equal(runAction({ workspace: withConfig, inputs: { 'fail-on': 'error' } }).status, 0);
  });

  test('never fails on findings with fail-on none', () => {
    const bad = workspace({ 'a.yaml': manager('a') });
    const run = runAction({ workspace: bad, inputs: { 'fail-on': 'none' } });
    assert.equal(run.status, 0);
    assert.equal(run.outputs.errors, '1');
  });

  test('passes a clean workspace with no annotations and zero counts', () => {
    const clean = workspace({
      'app.yaml': manager('koord-manager', { writer: 'secret' }),
      'secret.yaml': SHARED_SECRET,
    });
    const run = runAction({ workspace: clean });
    assert.equal(run.status, 0);
    assert.deepEqual(run.outputs, { errors: '0', warnings: '0', infos: '0', 'sarif-file': '' });
    assert.equal(run.commands.filter((c) => ['error', 'warning', 'notice'].includes(c.name)).length, 0);
    assert.match(run.summary, /\*\*Passed\*\*.*0 errors, 0 warnings, 0 info in 2 resources from 2 files/);
  });
});

describe('annotation cap', { skip: needsNode24 }, () => {
  // 15 racing Deployments: 15 errors and 15 warnings, over GitHub's 10 per type per step.
  const ws = workspace({
    'all.yaml': Array.from({ length: 15 }, (_, i) => manager(`m${String(i + 1).padStart(2, '0')}`)).join('---\n'),
  });
  const run = runAction({ workspace: ws });

  test('annotates at most 10 per type, keeping one error slot for the failure itself', () => {
    assert.equal(run.status, 1);
    assert.equal(annotationsOf(run, 'error').length, 9);
    assert.equal(annotationsOf(run, 'warning').length, 10);
    assert.equal(run.commands.filter((c) => c.name === 'error').length, 10);
  });

  test('annotates the most severe first: every error annotation comes before any warning', () => {
    const kinds = run.commands.filter((c) => c.props.title).map((c) => c.name);
    assert.equal(kinds.lastIndexOf('error') < kinds.indexOf('warning'), true);
  });

  test('says in the log and the summary how many were not annotated', () => {
    assert.match(
      run.stdout,
      /6 errors, 5 warnings not annotated: GitHub shows at most 10 annotations per type per step/,
    );
    assert.match(run.summary, /> 6 errors, 5 warnings not annotated \(GitHub shows at most 10 per type per step\)/);
    assert.equal(run.summary.split('\n').filter((l) => l.startsWith('| error |')).length, 15);
    assert.deepEqual([run.outputs.errors, run.outputs.warnings], ['15', '15']);
  });

  test('annotations false prints no annotations but still fails', () => {
    const quiet = runAction({ workspace: ws, inputs: { annotations: 'false', summary: 'false' } });
    assert.equal(quiet.status, 1);
    assert.equal(quiet.commands.filter((c) => c.props.title).length, 0);
    assert.equal(quiet.summary, '');
  });
});

describe('job summary size', { skip: needsNode24 }, () => {
  test('stays under 1 MiB and says how many rows were left out', () => {
    const docs = Array.from({ length: 2500 }, (_, i) => manager(`manager-with-a-long-name-${i}`));
    const ws = workspace({ 'big.yaml': docs.join('---\n') });
    const run = runAction({ workspace: ws, inputs: { annotations: 'false' } });
    assert.equal(run.outputs.errors, '2500');
    assert.ok(Buffer.byteLength(run.summary) < 1024 * 1024, `summary is ${Buffer.byteLength(run.summary)} bytes`);
    assert.equal(run.status, 1);
    assert.match(run.summary, /_\d+ more findings not shown: a job summary holds at most 1 MiB/);
    assert.match(run.summary, /_\d+ more fixes not shown/);
  });
});

describe('unusable input fails the step with one clear line', { skip: needsNode24 }, () => {
  const ws = workspace({ 'a.yaml': manager('a', { writer: 'secret' }) });
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'a bad fail-on',
      { 'fail-on': 'errors' },
      /input 'fail-on' must be one of error, warning, info, none \(got 'errors'\)/,
    ],
    ['a bad boolean', { annotations: 'yes' }, /input 'annotations' must be true or false \(got 'yes'\)/],
    ['a missing config file', { config: 'nope.yaml' }, /nope\.yaml: no such file or directory/],
    [
      'a missing path',
      { paths: 'a.yaml missing/' },
      /1 input\(s\) could not be read: missing\/: no such file or directory/,
    ],
    ['stdin as a path', { paths: '-' }, /'-' \(standard input\) has no meaning in a workflow/],
    ['changed-only without a base', { 'changed-only': 'true' }, /changed-only needs input 'base-ref'/],
  ];
  for (const [name, inputs, message] of cases) {
    test(name, () => {
      const run = runAction({ workspace: ws, inputs });
      assert.equal(run.status, 1, run.stdout);
      const failure = run.commands.find((c) => c.name === 'error' && !c.props.title);
      assert.match(failure?.message ?? '', message);
      assert.doesNotMatch(run.stdout + run.stderr, /\n\s+at /, 'no stack trace');
    });
  }

  test("a rule's options from the config file apply, and a bad option is one line naming the file and the rule", () => {
    const hook = [
      'apiVersion: admissionregistration.k8s.io/v1',
      'kind: ValidatingWebhookConfiguration',
      'metadata: {name: labels}',
      'webhooks:',
      '  - name: labels.example.com',
      '    failurePolicy: Ignore',
      '    sideEffects: None',
      '    admissionReviewVersions: [v1]',
      '    clientConfig: {url: "https://labels.example.com/validate"}',
      '',
    ].join('\n');
    const fired = (config?: string) => {
      const run = runAction({
        workspace: workspace({ 'hook.yaml': hook, ...(config ? { '.webhook-cert-gate.yaml': config } : {}) }),
      });
      return run.commands.some((c) => (c.props.title ?? '').includes('webhook-failure-policy-ignore'));
    };
    assert.equal(fired(), true);
    assert.equal(fired('rules:\n  webhook-failure-policy-ignore: [warning, {allow: [labels.example.com]}]\n'), false);
    const bad = runAction({
      workspace: workspace({
        'hook.yaml': hook,
        '.webhook-cert-gate.yaml': 'rules:\n  webhook-failure-policy-ignore: [warning, {alow: []}]\n',
      }),
    });
    assert.equal(bad.status, 1);
    assert.match(
      bad.stdout,
      /::error::webhook-cert-gate: \.webhook-cert-gate\.yaml: rules\.webhook-failure-policy-ignore: unknown option 'alow'; did you mean 'allow'\?/,
    );
  });

  test('a bad config key names the key', () => {
    const bad = workspace({ 'a.yaml': manager('a'), '.webhook-cert-gate.yaml': 'failOn: error\nbogus: 1\n' });
    const run = runAction({ workspace: bad });
    assert.equal(run.status, 1);
    assert.match(run.stdout, /::error::webhook-cert-gate: \.webhook-cert-gate\.yaml: bogus is not a known key/);
  });
});

describe('paths input', { skip: needsNode24 }, () => {
  test('takes newline and space separated paths relative to the workspace', () => {
    const ws = workspace({ 'one/a.yaml': manager('a'), 'two/b.yaml': manager('b'), 'three/c.yaml': manager('c') });
    const run = runAction({ workspace: ws, inputs: { paths: 'one\ntwo  three/c.yaml\n' } });
    assert.equal(run.outputs.errors, '3');
    assert.deepEqual(
      annotationsOf(run, 'error').map((a) => a.props.file),
      ['one/a.yaml', 'three/c.yaml', 'two/b.yaml'],
    );
  });
});

describe('values input', { skip: needsNode24 }, () => {
  // This chart has no templates: the values model, even where helm is on PATH.
  const VALUES_MODEL = { WEBHOOK_CERT_GATE_HELM: 'none' };
  const ws = workspace({
    'charts/koordinator/Chart.yaml': 'apiVersion: v2\nname: koordinator\nversion: 1.5.0\n',
    'charts/koordinator/values.yaml': 'manager:\n  replicas: 1\n',
    'env/prod.yaml': 'manager:\n  replicas: 8\nwebhookConfiguration:\n  failurePolicy:\n    pods: Ignore\n',
  });

  test('checks a chart folder among the paths through the values files, annotating the values line', () => {
    const run = runAction({
      workspace: ws,
      inputs: { paths: 'charts/koordinator', values: 'env/prod.yaml', 'fail-on': 'warning' },
      env: VALUES_MODEL,
    });
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stdout, /^::warning title=webhook-failure-policy-ignore,file=env\/prod\.yaml,line=5,/m);
  });

  test('without the values file the chart defaults pass', () => {
    const run = runAction({
      workspace: ws,
      inputs: { paths: 'charts/koordinator', 'fail-on': 'warning' },
      env: VALUES_MODEL,
    });
    assert.equal(run.status, 0, run.stdout);
  });

  test('values without a chart fails with what to add', () => {
    const run = runAction({ workspace: ws, inputs: { paths: 'env', values: 'env/prod.yaml' }, env: VALUES_MODEL });
    assert.equal(run.status, 1);
    assert.match(
      run.stdout,
      /::error::webhook-cert-gate: input 'values' needs its chart: add the chart folder \(the one with Chart\.yaml\) to 'paths'/,
    );
  });
});

describe('values input, rendered by helm', { skip: needsNode24 || skipWithout('helm') }, () => {
  test('the chart is rendered by the helm the runner has, and findings land on the values line', () => {
    const ws = workspace({});
    cpSync(path.join(ROOT, 'test/fixtures/charts/koordinator'), path.join(ws, 'charts/koordinator'), {
      recursive: true,
    });
    writeFileSync(
      path.join(ws, 'prod.yaml'),
      'webhookConfiguration:\n  failurePolicy:\n    pods: Fail\n    elasticquotas: Ignore\n',
    );
    const run = runAction({
      workspace: ws,
      inputs: { paths: 'charts/koordinator', values: 'prod.yaml', 'fail-on': 'warning' },
      env: { WEBHOOK_CERT_GATE_HELM: findTool('helm')! },
    });
    assert.equal(run.status, 1, run.stdout);
    assert.equal(
      [...run.stdout.matchAll(/^::warning title=webhook-failure-policy-ignore,file=prod\.yaml,line=4,/gm)].length,
      2,
      run.stdout,
    );
    assert.match(run.stdout, /charts rendered by helm v3\.22/);
  });
});

describe('standalone bundle', { skip: needsNode24 }, () => {
  test('dist/action.mjs copied alone (no node_modules, no policies/) checks with the built-in profiles', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wcg-alone-'));
    const alone = path.join(dir, 'action.mjs');
    cpSync(path.join(ROOT, 'dist', 'action.mjs'), alone);
    assert.ok(!existsSync(path.join(dir, 'node_modules')) && !existsSync(path.join(dir, 'policies')));
    const ws = workspace({});
    cpSync(path.join(ROOT, 'examples', 'incident'), ws, { recursive: true });
    const run = runAction({ workspace: ws, bundle: alone });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.deepEqual([run.outputs.errors, run.outputs.warnings], ['1', '5']);
    assert.match(run.stdout, /^::error title=multi-replica-webhook-unshared-cert,file=koord-manager\.yaml,line=9,/m);
  });

  test('alone, it verifies certificates too: the fixed example passes, a regenerated CA in one caBundle fails', () => {
    const alone = path.join(mkdtempSync(path.join(tmpdir(), 'wcg-alone-')), 'action.mjs');
    cpSync(path.join(ROOT, 'dist', 'action.mjs'), alone);
    const ws = workspace({});
    cpSync(path.join(ROOT, 'examples', 'fixed'), ws, { recursive: true });
    const fixed = runAction({ workspace: ws, bundle: alone });
    assert.equal(fixed.status, 0, fixed.stdout);
    assert.deepEqual([fixed.outputs.errors, fixed.outputs.warnings], ['0', '0']);

    // Same subject as the example's CA, another key: only a real signature check tells them apart.
    const pem = execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-subj',
        '/CN=webhook-cert-ca',
        '-keyout',
        '/dev/null',
        '-days',
        '2',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const file = path.join(ws, 'webhooks.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/caBundle: \S+/, `caBundle: ${Buffer.from(pem).toString('base64')}`),
    );
    const broken = runAction({ workspace: ws, bundle: alone });
    assert.equal(broken.status, 1, broken.stdout);
    assert.match(
      broken.stdout,
      /^::error title=cabundle-mismatch,file=webhooks\.yaml,line=\d+,.*its key did not sign the leaf certificate/m,
    );
  });

  test('the bundle leaves out the HTTP client @actions/core carries only for OIDC tokens', () => {
    assert.doesNotMatch(readFileSync(path.join(ROOT, 'dist', 'action.mjs'), 'utf8'), /undici/);
  });
});

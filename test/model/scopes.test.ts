// Scopes: objects are linked only within what is applied together (docs/checking.md#scopes). Each case here
// was an internal error (exit 3, nothing reported) before scopes existed.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { cli, CORPUS, ROOT, type JsonFinding } from '../helpers.js';
import { parseReport } from '../report-json.js';

const FORMATS = ['text', 'json', 'sarif'];

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-scopes-'));
  for (const [name, from] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    cpSync(from, path.join(dir, name), { recursive: true });
  }
  return dir;
}

const twoEnvironments = () =>
  tree({ 'deploy/prod': path.join(ROOT, 'examples/incident'), 'deploy/staging': path.join(ROOT, 'examples/fixed') });

async function json(args: string[], cwd: string): Promise<{ code: number; findings: JsonFinding[]; stderr: string }> {
  const r = await cli([...args, '--format', 'json'], { cwd });
  return { code: r.code, findings: r.code < 2 ? parseReport(r.stdout).findings : [], stderr: r.stderr };
}

test('the examples as two environments: the prod race, a clean staging, exit 1 in every format', async () => {
  const dir = twoEnvironments();
  for (const format of FORMATS) {
    const r = await cli(['check', 'deploy', '--format', format], { cwd: dir });
    assert.equal(r.code, 1, `${format}: ${r.stderr}`);
    assert.doesNotMatch(r.stderr, /internal error/);
  }
  const { findings } = await json(['check', 'deploy'], dir);
  const race = findings.filter((f) => f.rule === 'multi-replica-webhook-unshared-cert');
  assert.deepEqual(
    race.map((f) => [f.file, f.scope]),
    [['deploy/prod/koord-manager.yaml', 'deploy/prod']],
  );
  assert.deepEqual(
    findings.filter((f) => f.file.startsWith('deploy/staging')),
    [],
    'staging is the fixed example: nothing to report',
  );
  assert.deepEqual(
    findings.filter((f) => f.rule === 'object-duplicate'),
    [],
  );
  assert.ok(
    findings.every((f) => f.scope === 'deploy/prod'),
    'findings name their scope when two were checked',
  );
  // The same, file by file, as pre-commit passes them.
  const files = [
    'deploy/prod/koord-manager.yaml',
    'deploy/prod/webhooks.yaml',
    'deploy/staging/koord-manager.yaml',
    'deploy/staging/webhooks.yaml',
  ];
  const byFile = await json(['check', ...files], dir);
  assert.equal(byFile.code, 1);
  assert.deepEqual(
    byFile.findings.filter((f) => f.rule === 'multi-replica-webhook-unshared-cert').map((f) => f.scope),
    ['deploy/prod'],
  );
  const text = (await cli(['check', 'deploy'], { cwd: dir })).stdout;
  assert.match(text, /\(Deployment\/koordinator-system\/koord-manager, scope deploy\/prod\)/);
});

test('one run of one scope names no scope', async () => {
  const { code, findings } = await json(['check', 'deploy/prod'], twoEnvironments());
  assert.equal(code, 1);
  assert.ok(findings.length > 0 && findings.every((f) => !('scope' in f)));
});

test('the same object twice in one scope is an object-duplicate finding, in every format', async () => {
  const dir = tree({
    'deploy/a.yaml': path.join(ROOT, 'examples/incident/koord-manager.yaml'),
    'deploy/b.yaml': path.join(ROOT, 'examples/incident/koord-manager.yaml'),
  });
  for (const format of FORMATS) {
    const r = await cli(['check', 'deploy', '--format', format], { cwd: dir });
    assert.equal(r.code, 1, `${format}: ${r.stderr}`);
  }
  const { findings } = await json(['check', 'deploy'], dir);
  const dup = findings.filter((f) => f.rule === 'object-duplicate');
  assert.equal(dup.length, 1);
  assert.equal(dup[0]!.file, 'deploy/b.yaml');
  assert.match(dup[0]!.message, /first at deploy\/a\.yaml:\d+/);
  // The race is reported once, on the copy kubectl keeps.
  assert.deepEqual(
    findings.filter((f) => f.rule === 'multi-replica-webhook-unshared-cert').map((f) => f.file),
    ['deploy/b.yaml'],
  );
});

test('scopes: in the config declares scope folders or files; the inference is not used then', async () => {
  const dir = tree({
    'deploy/a.yaml': path.join(ROOT, 'examples/incident/koord-manager.yaml'),
    'deploy/b.yaml': path.join(ROOT, 'examples/incident/koord-manager.yaml'),
  });
  writeFileSync(path.join(dir, '.webhook-cert-gate.yaml'), 'scopes: [deploy/*.yaml]\n');
  const { code, findings } = await json(['check', 'deploy'], dir);
  assert.equal(code, 1);
  assert.deepEqual(
    findings.filter((f) => f.rule === 'object-duplicate'),
    [],
  );
  assert.deepEqual(
    findings
      .filter((f) => f.rule === 'multi-replica-webhook-unshared-cert')
      .map((f) => f.scope)
      .sort(),
    ['deploy/a.yaml', 'deploy/b.yaml'],
  );
  writeFileSync(path.join(dir, '.webhook-cert-gate.yaml'), 'scopes: deploy\n');
  const bad = await cli(['check', 'deploy'], { cwd: dir });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /scopes/);
});

test("a document that does not parse is reported in its file's scope", async () => {
  const dir = twoEnvironments();
  writeFileSync(path.join(dir, 'deploy/staging/broken.yaml'), 'kind: ConfigMap\nmetadata: {name: x\n');
  const { findings } = await json(['check', 'deploy'], dir);
  assert.deepEqual(
    findings.filter((f) => f.rule === 'yaml-syntax').map((f) => f.scope),
    ['deploy/staging'],
  );
});

test('every real-world render of the corpus in one run: findings, never an internal error', async () => {
  const files = [
    'gatekeeper/gatekeeper.yaml',
    'koordinator/kustomize-rendered.yaml',
    'kruise-rollouts/kustomize-rendered.yaml',
    'kyverno/install-latest-testing.filtered.yaml',
    'openkruise/kustomize-rendered.yaml',
  ].map((f) => path.join(CORPUS, f));
  const rendered = path.join(ROOT, 'test/fixtures/helm/rendered/koordinator.yaml');
  for (const format of FORMATS) {
    const r = await cli(['check', ...files, rendered, '--format', format]);
    assert.ok(r.code === 0 || r.code === 1, `${format}: exit ${r.code}: ${r.stderr}`);
  }
  // koordinator twice (its chart render and its kustomize output, in sibling folders): two scopes, no repeat.
  const { findings } = await json(['check', ...files, rendered], ROOT);
  assert.deepEqual(
    findings.filter((f) => f.rule === 'object-duplicate'),
    [],
  );
  assert.deepEqual([...new Set(findings.map((f) => f.scope))].sort(), [
    'test/fixtures/helm',
    'test/fixtures/real-world',
  ]);
  assert.deepEqual(
    findings.filter((f) => f.rule === 'multi-replica-webhook-unshared-cert').map((f) => f.file),
    ['test/fixtures/helm/rendered/koordinator.yaml'],
  );
});

test('each chart folder is its own scope (its Helm release), in one run with plain manifests', async () => {
  const charts = ['test/fixtures/charts/koordinator', 'test/fixtures/charts/kruise'];
  const { code, findings, stderr } = await json(['check', ...charts, 'examples/incident', '--helm', 'none'], ROOT);
  assert.equal(code, 1, stderr);
  assert.deepEqual([...new Set(findings.map((f) => f.scope))].sort(), ['.', ...charts]);
  assert.deepEqual(
    findings.filter((f) => f.rule === 'object-duplicate'),
    [],
    'koord-manager of the chart and of the example are two objects',
  );
});

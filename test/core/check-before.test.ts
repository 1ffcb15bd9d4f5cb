// check --before / --before-ref: bad input is exit 2 with one line; a git ref is read as the deployed state.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cli, requireTool, ROOT, type JsonFinding } from '../helpers.js';

const CASE = path.join(ROOT, 'test/fixtures/rotation/hami-1573');

function oneLine(stderr: string): string {
  const lines = stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, stderr);
  return lines[0]!;
}

describe('check --before: bad input', () => {
  it('a --before path that does not exist is exit 2 with one line', async () => {
    const r = await cli(['check', '--before', 'no/such/dir', path.join(CASE, 'after')]);
    assert.equal(r.code, 2);
    assert.match(oneLine(r.stderr), /--before no\/such\/dir: no such file or folder/);
  });

  it('a --before path that holds nothing is exit 2 with one line', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'before-empty-'));
    try {
      const r = await cli(['check', '--before', empty, path.join(CASE, 'after')]);
      assert.equal(r.code, 2);
      assert.match(oneLine(r.stderr), /--before .*: holds no Kubernetes objects/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('a --before-ref git cannot resolve is exit 2 with one line', async () => {
    const r = await cli(['check', '--before-ref', 'no-such-ref-xyz', 'test/fixtures/rotation/hami-1573/after']);
    assert.equal(r.code, 2);
    assert.match(oneLine(r.stderr), /--before-ref no-such-ref-xyz: git cannot resolve it to a commit/);
  });

  it('--before and --before-ref together are exit 2', async () => {
    const r = await cli(['check', '--before', CASE, '--before-ref', 'HEAD', CASE]);
    assert.equal(r.code, 2);
    assert.match(oneLine(r.stderr), /--before and --before-ref/);
  });
});

describe('check --before-ref: the same paths at a git ref', () => {
  let repo = '';
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd: repo });
  const rotation = async (args: string[]) => {
    const r = await cli(['check', ...args, '--format', 'json', '--fail-on', 'none'], {
      cwd: path.join(repo, 'deploy'),
    });
    assert.equal(r.code, 0, r.stderr);
    return (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings.filter((f) => f.rule.startsWith('rotation-'));
  };

  before(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'before-ref-'));
    mkdirSync(path.join(repo, 'deploy/webhook'), { recursive: true });
    git('init', '-q');
    copyFileSync(path.join(CASE, 'before/manifests.yaml'), path.join(repo, 'deploy/webhook/manifests.yaml'));
    git('add', '.');
    git('commit', '-qm', 'deployed');
    copyFileSync(path.join(CASE, 'after/manifests.yaml'), path.join(repo, 'deploy/webhook/manifests.yaml'));
    writeFileSync(path.join(repo, 'deploy/new.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: new}\n');
  });
  after(() => {
    rmSync(repo, { recursive: true, force: true });
  });

  it('reads the paths as committed at the ref, relative to the repository root', async () => {
    const found = await rotation(['--before-ref', 'HEAD', 'webhook']);
    assert.deepEqual(
      found.map((f) => [f.rule, f.file]),
      [['rotation-ca-dropped', 'webhook/manifests.yaml']],
    );
  });

  it('a path absent at the ref is all added, not an error', async () => {
    assert.deepEqual(await rotation(['--before-ref', 'HEAD', 'new.yaml']), []);
  });

  it('the ref against itself is no change', async () => {
    git('stash', '-q');
    try {
      assert.deepEqual(await rotation(['--before-ref', 'HEAD', 'webhook']), []);
    } finally {
      git('stash', 'pop', '-q');
    }
  });
});

describe('check --before-ref: --values files are read at the ref too', () => {
  let repo = '';
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd: repo });

  // A chart whose rendered state is chosen by a values file: the only change between the ref and the working
  // tree is one line of values-prod.yaml, which moves the caBundle to a CA no running backend serves.
  before(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'before-ref-values-'));
    const chart = path.join(repo, 'chart');
    mkdirSync(path.join(chart, 'templates'), { recursive: true });
    mkdirSync(path.join(chart, 'states'));
    writeFileSync(path.join(chart, 'Chart.yaml'), 'apiVersion: v2\nname: webhook\nversion: 1.0.0\n');
    writeFileSync(path.join(chart, 'values.yaml'), 'state: before\n');
    writeFileSync(
      path.join(chart, 'templates/state.yaml'),
      '{{ .Files.Get (printf "states/%s.yaml" .Values.state) }}\n',
    );
    for (const state of ['before', 'after'])
      copyFileSync(path.join(CASE, state, 'manifests.yaml'), path.join(chart, 'states', `${state}.yaml`));
    writeFileSync(path.join(repo, 'values-prod.yaml'), 'state: before\n');
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'deployed');
    writeFileSync(path.join(repo, 'values-prod.yaml'), 'state: after\n');
  });
  after(() => {
    rmSync(repo, { recursive: true, force: true });
  });

  it('a change to a values file alone is judged against the values committed at the ref', async (t) => {
    const helm = requireTool(t, 'helm');
    if (!helm) return;
    const r = await cli(
      ['check', '--helm', helm, '--before-ref', 'HEAD', '--values', 'values-prod.yaml', 'chart', '--format', 'json'],
      { cwd: repo },
    );
    assert.equal(r.code, 1, r.stderr);
    const rules = (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings.map((f) => f.rule);
    assert.ok(rules.includes('rotation-ca-dropped'), rules.join(', '));
  });
});

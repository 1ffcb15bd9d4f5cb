import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { annotationsOf, manager, ROOT, runAction, SHARED_SECRET, workspace } from './harness.js';
import { skipWithout } from '../helpers.js';
import { CHANGED, gitopsRepository, valueAt } from '../helm/gitops-repo.js';

// The runner runs the bundle on Node 24: so do these tests (NODE24, see test/helpers.ts).
const needsNode24 = skipWithout('node24');

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  });
}

/**
 * main: legacy.yaml (a racing Deployment, already there), secret.yaml (the shared Secret), app.yaml (uses it).
 * feature: app.yaml scaled down (still clean only because secret.yaml is loaded too) and new.yaml, a new race.
 * Then main gets one more commit (README.md), which the three-dot diff leaves out.
 */
function repository(): string {
  const dir = workspace({
    'deploy/legacy.yaml': manager('legacy-manager'),
    'deploy/secret.yaml': SHARED_SECRET,
    'deploy/app.yaml': manager('koord-manager', { writer: 'secret' }),
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'feature');
  writeFileSync(path.join(dir, 'deploy/app.yaml'), manager('koord-manager', { writer: 'secret', replicas: 6 }));
  writeFileSync(path.join(dir, 'deploy/new.yaml'), manager('new-manager'));
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'feature');
  // main moves on, so a one-commit clone of each branch lacks the merge base.
  git(dir, 'checkout', '-q', 'main');
  writeFileSync(path.join(dir, 'README.md'), 'later\n');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'later');
  git(dir, 'checkout', '-q', 'feature');
  return dir;
}

describe('changed-only', { skip: needsNode24 }, () => {
  const repo = repository();

  test('reports only findings in files changed against base-ref', () => {
    const run = runAction({
      workspace: repo,
      inputs: { 'changed-only': 'true', 'base-ref': 'main', 'sarif-file': 'gate.sarif' },
    });
    assert.equal(run.status, 1, run.stdout);
    const files = new Set(run.commands.filter((c) => c.props.title).map((c) => c.props.file));
    assert.deepEqual([...files], ['deploy/new.yaml']);
    assert.deepEqual([run.outputs.errors, run.outputs.warnings], ['1', '1']);
    assert.match(run.stdout, /changed-only: 2 finding\(s\) in files not changed against the base were not reported/);
    assert.match(
      run.summary,
      /changed-only: findings in the 2 files changed against `main`; 2 findings in unchanged files not reported/,
    );
    assert.doesNotMatch(run.summary, /legacy\.yaml/);
  });

  test('still loads every file, so a Secret in an unchanged file counts for a changed Deployment', () => {
    const run = runAction({ workspace: repo, inputs: { 'changed-only': 'true', 'base-ref': 'main' } });
    assert.doesNotMatch(run.stdout, /webhook-cert-secret-missing/);
    // Checked alone, the changed app.yaml would be missing its Secret.
    const alone = runAction({ workspace: repo, inputs: { paths: 'deploy/app.yaml' } });
    assert.match(alone.stdout, /title=webhook-cert-secret-missing,file=deploy\/app\.yaml/);
  });

  test('without changed-only, findings in unchanged files are reported too', () => {
    const run = runAction({ workspace: repo });
    assert.equal(run.outputs.errors, '2', run.stdout + run.stderr);
    assert.ok(annotationsOf(run, 'error').some((a) => a.props.file === 'deploy/legacy.yaml'));
  });

  test('on a pull request, base-ref defaults to origin/<GITHUB_BASE_REF>', () => {
    const clone = path.join(mkdtempSync(path.join(tmpdir(), 'wcg-clone-')), 'repo');
    git(tmpdir(), 'clone', '-q', '--branch', 'feature', repo, clone);
    const run = runAction({ workspace: clone, inputs: { 'changed-only': 'true' }, env: { GITHUB_BASE_REF: 'main' } });
    assert.equal(run.status, 1, run.stdout);
    assert.deepEqual([run.outputs.errors, run.outputs.warnings], ['1', '1']);
    assert.match(run.summary, /changed against `origin\/main`/);
  });

  test('a shallow checkout without the base fails with what to change', () => {
    const clone = path.join(mkdtempSync(path.join(tmpdir(), 'wcg-shallow-')), 'repo');
    git(tmpdir(), 'clone', '-q', '--depth', '1', '--single-branch', '--branch', 'feature', `file://${repo}`, clone);
    const run = runAction({ workspace: clone, inputs: { 'changed-only': 'true' }, env: { GITHUB_BASE_REF: 'main' } });
    assert.equal(run.status, 1);
    const failure = run.commands.find((c) => c.name === 'error' && !c.props.title);
    assert.ok(failure, run.stdout + run.stderr);
    assert.match(
      failure.message,
      /base-ref 'origin\/main' is not in this checkout\. The checkout is shallow .*set 'fetch-depth: 0' on actions\/checkout/,
    );
    assert.equal(annotationsOf(run, 'error').length, 0, 'nothing is reported when the diff cannot be made');
  });

  test('a shallow checkout that has the base branch but not the merge base also says what to change', () => {
    const clone = path.join(mkdtempSync(path.join(tmpdir(), 'wcg-shallow-')), 'repo');
    git(tmpdir(), 'clone', '-q', '--depth', '1', '--no-single-branch', '--branch', 'feature', `file://${repo}`, clone);
    const run = runAction({ workspace: clone, inputs: { 'changed-only': 'true', 'base-ref': 'origin/main' } });
    assert.equal(run.status, 1);
    assert.match(
      run.stdout,
      /::error::webhook-cert-gate: changed-only: cannot diff 'origin\/main...HEAD': .*The checkout is shallow/,
    );
  });

  test('a workspace reached through a symlink matches the paths git resolves', () => {
    const link = path.join(mkdtempSync(path.join(tmpdir(), 'wcg-link-')), 'ws');
    symlinkSync(repo, link);
    const run = runAction({ workspace: link, inputs: { 'changed-only': 'true', 'base-ref': 'main' } });
    assert.deepEqual([run.outputs.errors, run.outputs.warnings], ['1', '1'], run.stdout);
  });

  test('a workspace that is not a git checkout is named', () => {
    const run = runAction({
      workspace: workspace({ 'a.yaml': manager('a') }),
      inputs: { 'changed-only': 'true', 'base-ref': 'main' },
    });
    assert.equal(run.status, 1);
    assert.match(run.stdout, /::error::webhook-cert-gate: changed-only: .* is not a git checkout/);
  });
});

/** main: the kustomize fixture with prod at one replica; feature: only prod's patch file scales it to eight. */
function kustomizeRepository(): string {
  const fixture = path.join(ROOT, 'test/fixtures/kustomize');
  const read = (f: string) => readFileSync(path.join(fixture, f), 'utf8');
  const files = [
    'base/kustomization.yaml',
    'base/manager.yaml',
    'prod/kustomization.yaml',
    'staging/kustomization.yaml',
  ];
  const dir = workspace(
    Object.fromEntries<string>([
      ...files.map((f): [string, string] => [`k/${f}`, read(f)]),
      ['k/prod/replicas.yaml', read('prod/replicas.yaml').replace('replicas: 8', 'replicas: 1')],
      ['legacy.yaml', manager('legacy-manager')],
    ]),
  );
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'feature');
  writeFileSync(path.join(dir, 'k/prod/replicas.yaml'), read('prod/replicas.yaml'));
  git(dir, 'commit', '-q', '-am', 'scale prod');
  return dir;
}

describe('changed-only with kustomize', { skip: needsNode24 || skipWithout('kubectl') }, () => {
  test("an overlay's changed patch file reports the overlay's render, not the unchanged files", () => {
    const repo = kustomizeRepository();
    const run = runAction({ workspace: repo, inputs: { 'changed-only': 'true', 'base-ref': 'main' } });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.equal(run.outputs.errors, '1', run.stdout);
    assert.doesNotMatch(run.stdout, /::error title=multi-replica-webhook-unshared-cert,file=legacy\.yaml/);
    // Rendered, its finding is annotated on the patch line that raised the replicas.
    assert.deepEqual(
      annotationsOf(run, 'error').map((a) => [a.props.file, a.props.line]),
      [['k/prod/replicas.yaml', '7']],
    );
  });
});

describe('changed-only on a GitOps repository', { skip: needsNode24 || skipWithout('kubectl') }, () => {
  test("an overlay's rotated TLS Secret with a wrong SAN is annotated on the Secret's tls.crt line", () => {
    const repo = gitopsRepository('tls');
    const run = runAction({ workspace: repo.dir, inputs: { 'changed-only': 'true', 'base-ref': 'main' } });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const line = valueAt(repo, CHANGED.tls, 'tls.crt').split(':')[0];
    assert.deepEqual(
      annotationsOf(run, 'error').map((a) => [a.props.title, a.props.file, a.props.line]),
      [['cert-hostname-mismatch', CHANGED.tls, line]],
    );
    // Every other finding of the workspace (the overlays' failurePolicy warnings among them) is counted.
    assert.equal(annotationsOf(run, 'warning').length, 0, run.stdout);
    const all = runAction({ workspace: repo.dir });
    const total = ['errors', 'warnings', 'infos'].reduce((n, k) => n + Number(all.outputs[k]), 0);
    assert.ok(total > 2, all.stdout);
    assert.match(
      run.stdout,
      new RegExp(`changed-only: ${total - 1} finding\\(s\\) in files not changed against the base`),
    );
  });
});

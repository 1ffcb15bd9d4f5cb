// The Action's `rotation` input: the change from the pull request's base judged as a rollout (docs/rotation.md).
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT, runAction } from './harness.js';
import { skipWithout } from '../helpers.js';

const needsNode24 = skipWithout('node24');
const CASE = path.join(ROOT, 'test/fixtures/rotation/hami-1573');

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd });
}

/** main: the deployed manifests; feature: caBundle and Secret switched to a new CA in one commit. */
function repository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-rotation-'));
  mkdirSync(path.join(dir, 'deploy'));
  git(dir, 'init', '-q', '-b', 'main');
  copyFileSync(path.join(CASE, 'before/manifests.yaml'), path.join(dir, 'deploy/hami.yaml'));
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'deployed');
  git(dir, 'checkout', '-q', '-b', 'feature');
  copyFileSync(path.join(CASE, 'after/manifests.yaml'), path.join(dir, 'deploy/hami.yaml'));
  git(dir, 'commit', '-qam', 'rotate');
  return dir;
}

describe('rotation', { skip: needsNode24 }, () => {
  const repo = repository();

  test('judges the change from the base of the pull request', () => {
    const run = runAction({
      workspace: repo,
      inputs: { paths: 'deploy', rotation: 'true' },
      env: { GITHUB_BASE_REF: 'main' },
    });
    // origin/main does not exist in this repository: the one line says which ref git could not resolve.
    assert.match(run.stdout, /--before-ref origin\/main: git cannot resolve it to a commit/);
  });

  test('reports rotation-ca-dropped at the caBundle of the change', () => {
    const run = runAction({ workspace: repo, inputs: { paths: 'deploy', rotation: 'true', 'base-ref': 'main' } });
    assert.equal(run.status, 1, run.stdout);
    const hit = run.commands.find((c) => c.props.title?.includes('rotation-ca-dropped'));
    assert.ok(hit, run.stdout);
    assert.equal(hit.props.file, 'deploy/hami.yaml');
  });

  test('without rotation, the change is not judged', () => {
    const run = runAction({ workspace: repo, inputs: { paths: 'deploy', 'base-ref': 'main' } });
    assert.ok(!run.commands.some((c) => c.props.title?.includes('rotation-')), run.stdout);
  });
});

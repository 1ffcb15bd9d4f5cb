import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { requireTool, ROOT } from '../helpers.js';
import { CHANGED, gitopsRepository, valueAt } from './gitops-repo.js';

// The pre-commit framework installs this repository as a node hook (npm install -g git+file://...) and runs
// it on the files given: the real install path users get, against a throwaway repository.
test(
  "pre-commit try-repo installs the hook and fails on the incident, passes on the fix, fails on an overlay's change and an overlay's TLS Secret",
  { timeout: 480_000 },
  (t) => {
    const preCommit = requireTool(t, 'pre-commit');
    if (!preCommit) return;
    const repo = mkdtempSync(path.join(tmpdir(), 'wcg-precommit-'));
    const home = mkdtempSync(path.join(tmpdir(), 'wcg-precommit-home-'));
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    git('init', '-q');
    for (const f of ['koord-manager.yaml', 'webhooks.yaml'])
      copyFileSync(path.join(ROOT, 'examples/incident', f), path.join(repo, `incident-${f}`));
    for (const f of ['koord-manager.yaml', 'webhooks.yaml', 'secret.yaml', 'rbac.yaml'])
      copyFileSync(path.join(ROOT, 'examples/fixed', f), path.join(repo, `fixed-${f}`));
    cpSync(path.join(ROOT, 'test/fixtures/kustomize'), path.join(repo, 'k'), { recursive: true });
    writeFileSync(path.join(repo, 'README'), 'x\n');
    git('add', '.');
    git('commit', '-qm', 'fixtures');
    const run = (files: string[], cwd = repo) =>
      spawnSync(preCommit, ['try-repo', ROOT, 'webhook-cert-gate', '--files', ...files], {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, PRE_COMMIT_HOME: home },
      });
    const bad = run(['incident-koord-manager.yaml', 'incident-webhooks.yaml']);
    assert.equal(bad.status, 1, bad.stdout + bad.stderr);
    assert.match(bad.stdout, /webhook-cert-gate .*Failed/);
    assert.match(bad.stdout, /incident-koord-manager\.yaml\n\s+9:13\s+error .*multi-replica-webhook-unshared-cert/);
    const good = run(['fixed-koord-manager.yaml', 'fixed-webhooks.yaml', 'fixed-secret.yaml', 'fixed-rbac.yaml']);
    assert.equal(good.status, 0, good.stdout + good.stderr);
    assert.match(good.stdout, /webhook-cert-gate .*Passed/);
    // Only an overlay's patch, or its kustomization.yaml, changed: the overlay is rendered (kubectl on PATH).
    if (!requireTool(t, 'kubectl')) return;
    // (Each try-repo installs the hook afresh: two runs cover the patch file and the kustomization file.)
    for (const changed of [['k/prod/replicas.yaml'], ['k/prod/kustomization.yaml', 'k/staging/kustomization.yaml']]) {
      const overlay = run(changed);
      assert.equal(overlay.status, 1, `${changed.join(' ')}: ${overlay.stdout}${overlay.stderr}`);
      assert.match(
        overlay.stdout,
        /k\/prod\/replicas\.yaml\n\s+7:13\s+error .*can run 8 replicas.*multi-replica-webhook-unshared-cert\n\s+rendered: kustomize build k\/prod, line 7, column 13/,
      );
      assert.doesNotMatch(overlay.stdout, /\d+:\d+\s+error .*\n\s+rendered: kustomize build k\/staging,/);
    }
    // A rotation that touches only prod's TLS Secret (wrong SAN): the overlay that includes it fails, at tls.crt.
    const gitops = gitopsRepository('tls');
    const rotated = run([CHANGED.tls], gitops.dir);
    assert.equal(rotated.status, 1, rotated.stdout + rotated.stderr);
    const at = valueAt(gitops, CHANGED.tls, 'tls.crt');
    assert.match(
      rotated.stdout,
      new RegExp(`${CHANGED.tls.replace(/[./]/g, '\\$&')}\\n\\s+${at}\\s+error .*cert-hostname-mismatch`),
    );
  },
);

// A change re-checks every render it feeds (docs/checking.md, "Changed files"): given changed files (check
// FILE..., check --changed-from REF, as pre-commit and the Action's changed-only mode give them), the gate
// renders the kustomizations and charts that read them, with real git, kubectl kustomize and helm, and
// reports what concerns them at the changed file's line, wherever it runs.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cli, findTool, skipWithout, type JsonFinding } from '../helpers.js';
import { parseReport } from '../report-json.js';
import { CHANGED, gitopsRepository, valueAt, type Repo } from './gitops-repo.js';

const env = () => ({ PATH: process.env.PATH, WEBHOOK_CERT_GATE_HELM: findTool('helm') ?? 'none' });

async function check(repo: Repo, args: string[], cwd = repo.dir) {
  const r = await cli([...args, '--format', 'json'], { cwd, env: env() });
  const report = r.stdout ? parseReport(r.stdout) : undefined;
  return { ...r, findings: report?.findings ?? [] };
}

const at = (f: JsonFinding) => `${f.file}:${f.line}:${f.column}`;
const errors = (findings: JsonFinding[]) => findings.filter((f) => f.severity === 'error');

describe('a change re-checks every render it feeds', { skip: skipWithout('kubectl') }, () => {
  it("an overlay's TLS Secret rotated to a wrong SAN: the error at the Secret's tls.crt, the webhook entry related", async () => {
    const repo = gitopsRepository('tls');
    for (const args of [['--changed-from', 'main'], [CHANGED.tls]]) {
      const r = await check(repo, ['check', ...args]);
      assert.equal(r.code, 1, r.stderr);
      const [f, ...more] = errors(r.findings);
      assert.deepEqual(more, [], args.join(' '));
      assert.equal(f!.rule, 'cert-hostname-mismatch');
      assert.equal(at(f!), `${CHANGED.tls}:${valueAt(repo, CHANGED.tls, 'tls.crt')}`);
      assert.match(f!.message, /valid for webhook\.sytem\.svc, not webhook\.system\.svc/);
      // Still the webhook entry's finding (its baseline key), with the entry's own place kept beside it.
      assert.equal(f!.object?.kind, 'ValidatingWebhookConfiguration');
      assert.deepEqual(
        f!.related?.map((p) => `${p.file}:${p.line}`),
        [`apps/webhook/base/webhook.yaml:${valueAt(repo, 'apps/webhook/base/webhook.yaml', 'service').split(':')[0]}`],
      );
      // The overlay's failurePolicy warning is the unchanged webhook entry's: counted, not reported.
      assert.deepEqual(
        r.findings.map((x) => x.rule),
        ['cert-hostname-mismatch'],
      );
      assert.match(r.stderr, /1 finding\(s\) of the renders the given files feed concern other files, not reported/);
    }
    // The folder shows everything the overlay's render finds.
    const whole = await check(repo, ['check', 'apps/webhook/overlays/prod']);
    assert.deepEqual(whole.findings.map((x) => x.rule).sort(), [
      'cert-hostname-mismatch',
      'webhook-failure-policy-ignore',
    ]);
    assert.equal(at(errors(whole.findings)[0]!).split(':')[0], 'apps/webhook/base/webhook.yaml');
  });

  it('a change to a kustomize component: the race at the line of the component that raised the replicas', async () => {
    const repo = gitopsRepository('component');
    const r = await check(repo, ['check', '--changed-from', 'main']);
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual(
      errors(r.findings).map((f) => [f.rule, at(f), f.rendered?.file]),
      [
        [
          'multi-replica-webhook-unshared-cert',
          `${CHANGED.component}:${valueAt(repo, CHANGED.component, 'replicas')}`,
          'platform/koordinator/overlays/prod',
        ],
      ],
    );
  });

  it(
    "a typo in a chart's values-prod.yaml: the race at prod's replicas, the misspelt key unused",
    {
      skip: skipWithout('helm'),
    },
    async () => {
      const repo = gitopsRepository('values');
      const r = await check(repo, ['check', '--changed-from', 'main']);
      assert.equal(r.code, 1, r.stderr);
      const byRule = Object.fromEntries(r.findings.map((f) => [f.rule, at(f)]));
      assert.equal(
        byRule['multi-replica-webhook-unshared-cert'],
        `${CHANGED.values}:${valueAt(repo, CHANGED.values, 'replicas')}`,
      );
      assert.equal(
        byRule['helm-value-unused'],
        `${CHANGED.values}:${valueAt(repo, CHANGED.values, 'webhook_cert_writter')}`,
      );
      assert.ok(
        r.findings.every((f) => f.scope === undefined || f.scope === 'charts/koordinator with values-prod.yaml'),
      );
    },
  );

  it('on main, each of those files passes: the errors are the changes', { skip: skipWithout('helm') }, async () => {
    const repo = gitopsRepository();
    for (const file of Object.values(CHANGED)) {
      const r = await check(repo, ['check', file]);
      assert.deepEqual(errors(r.findings), [], file);
      assert.equal(r.code, 0, `${file}: ${r.stderr}`);
    }
    const none = await check(repo, ['check', '--changed-from', 'main']);
    assert.equal(none.code, 0, none.stderr);
    assert.match(none.stderr, /no Kubernetes objects in the files changed since main: nothing was checked/);
  });

  it('the working directory never changes the verdict: a base file checked from inside base/ or from the root', async () => {
    const repo = gitopsRepository('component');
    const base = 'platform/koordinator/base';
    const absolute = (findings: JsonFinding[], cwd: string) =>
      findings.map((f) => `${path.resolve(cwd, f.file)}:${f.line}:${f.column} ${f.rule}`).sort();
    const fromRoot = await check(repo, ['check', `${base}/manager.yaml`]);
    const inside = await check(repo, ['check', 'manager.yaml'], path.join(repo.dir, base));
    assert.equal(fromRoot.code, 1, fromRoot.stderr);
    assert.equal(inside.code, fromRoot.code, inside.stderr);
    assert.deepEqual(absolute(inside.findings, path.join(repo.dir, base)), absolute(fromRoot.findings, repo.dir));
    assert.ok(
      fromRoot.findings.some((f) => f.rule === 'multi-replica-webhook-unshared-cert' && f.file === CHANGED.component),
      'the prod overlay that includes the base file fails',
    );
    // Without git, the folder that holds the kustomizations bounds the search: the same verdict.
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'wcg-nogit-')), 'repo');
    cpSync(repo.dir, copy, { recursive: true, filter: (src) => path.basename(src) !== '.git' });
    const noGit = await check(repo, ['check', 'manager.yaml'], path.join(copy, base));
    assert.deepEqual(
      absolute(noGit.findings, path.join(copy, base)),
      absolute(fromRoot.findings, repo.dir).map((s) => s.replace(repo.dir, copy)),
    );
  });

  it('a REF git cannot resolve is exit 2 with one line', async () => {
    const repo = gitopsRepository('tls');
    const r = await cli(['check', '--changed-from', 'no-such-branch'], { cwd: repo.dir, env: env() });
    assert.equal(r.code, 2);
    assert.equal(r.stdout, '');
    assert.match(
      r.stderr,
      /^webhook-cert-gate: --changed-from: 'no-such-branch' is not in this checkout\. Check the ref name, or fetch it first\.\n$/,
    );
  });

  it('PATHs bound --changed-from, and working-tree changes count', async () => {
    const repo = gitopsRepository('tls');
    const other = await check(repo, ['check', '--changed-from', 'main', 'platform']);
    assert.equal(other.code, 0, other.stderr);
    assert.deepEqual(other.findings, []);
    // An uncommitted change to the component is checked too.
    repo.write(CHANGED.component, repo.read(CHANGED.component).replace('replicas: 1', 'replicas: 2'));
    const dirty = await check(repo, ['check', '--changed-from', 'main', 'platform']);
    assert.equal(dirty.code, 1, dirty.stderr);
    assert.deepEqual(
      errors(dirty.findings).map((f) => f.file),
      [CHANGED.component],
    );
  });
});

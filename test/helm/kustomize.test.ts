// Kustomize wherever a chart is supported, through the real kubectl: a kustomization folder, its file, a file
// it includes, and a folder of kustomizations are checked as rendered, so an overlay that scales the base's
// one replica to eight is found however the gate is pointed at it.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cli, findTool, ROOT, skipWithout } from '../helpers.js';
import { parseReport } from '../report-json.js';

const FIXTURE = path.join(ROOT, 'test/fixtures/kustomize');
const RACE = 'multi-replica-webhook-unshared-cert';

interface Out {
  code: number;
  findings: { rule: string; file: string; scope?: string }[];
  stdout: string;
  stderr: string;
}

async function check(args: string[], env: NodeJS.ProcessEnv = { PATH: process.env.PATH }): Promise<Out> {
  const r = await cli(['check', ...args, '--format', 'json'], { cwd: FIXTURE, env });
  return { ...r, findings: r.stdout ? parseReport(r.stdout).findings : [] };
}

describe('kustomizations among the paths', { skip: skipWithout('kubectl') }, () => {
  for (const target of ['prod', 'prod/kustomization.yaml', 'prod/replicas.yaml', 'base/manager.yaml']) {
    it(`check ${target}: the overlay's race, from its render`, async () => {
      const r = await check([target]);
      assert.equal(r.code, 1, r.stderr);
      assert.deepEqual(
        r.findings.filter((f) => f.rule === RACE).map((f) => f.file),
        ['prod/replicas.yaml'],
      );
    });
  }

  it('check base: the base named itself is rendered alone (one replica, no race)', async () => {
    const r = await check(['base']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(
      r.findings.filter((f) => f.rule === RACE),
      [],
    );
  });

  it('a folder of kustomizations: each overlay rendered as its own scope, the base only through them', async () => {
    const r = await check(['.']);
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual([...new Set(r.findings.map((f) => f.scope))].sort(), ['prod', 'staging']);
    assert.deepEqual(
      r.findings.filter((f) => f.rule === RACE).map((f) => f.scope),
      ['prod'],
    );
    assert.deepEqual(
      r.findings.filter((f) => f.rule === 'object-duplicate'),
      [],
      'the base is not read beside its overlays',
    );
  });

  it('the footer counts the manifests a render read, never kustomization files or the config file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wcg-kfooter-'));
    cpSync(FIXTURE, path.join(dir, 'k'), { recursive: true });
    writeFileSync(path.join(dir, '.webhook-cert-gate.yaml'), 'failOn: error\n');
    writeFileSync(path.join(dir, 'k/.webhook-cert-gate.yaml'), 'failOn: error\n');
    const r = await cli(['check', '.', 'k/prod'], { cwd: dir, env: { PATH: process.env.PATH } });
    assert.equal(r.code, 1, r.stderr);
    // prod reads manager.yaml and replicas.yaml, staging manager.yaml: 3; 'k/prod' twice is rendered once.
    assert.match(r.stdout, /in 2 resources from 3 files\n$/);
  });

  it('without kustomize or kubectl: one line naming the folder, exit 2, the other inputs still checked', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'wcg-nokustomize-'));
    const r = await cli(['check', 'prod', path.join(ROOT, 'examples/incident')], {
      cwd: FIXTURE,
      env: { PATH: empty },
    });
    assert.equal(r.code, 2);
    assert.equal(
      r.stderr,
      'webhook-cert-gate: prod: a kustomization, and neither kustomize nor kubectl is on PATH to render it; install one (or set WEBHOOK_CERT_GATE_KUSTOMIZE), or pipe: kustomize build prod | webhook-cert-gate check -\n',
    );
    assert.match(r.stdout, /multi-replica-webhook-unshared-cert/, 'the incident was still checked');
  });

  it('WEBHOOK_CERT_GATE_KUSTOMIZE names the binary (kubectl here, run as kubectl kustomize)', async () => {
    const bin = mkdtempSync(path.join(tmpdir(), 'wcg-kbin-'));
    symlinkSync(findTool('kubectl')!, path.join(bin, 'kubectl-1.34'));
    const r = await check(['prod'], {
      PATH: '/nonexistent',
      WEBHOOK_CERT_GATE_KUSTOMIZE: path.join(bin, 'kubectl-1.34'),
    });
    assert.equal(r.code, 1, r.stderr);
  });

  it('a broken kustomization is reported as kustomize says, and the rest is checked', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wcg-kbroken-'));
    writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: [missing.yaml]\n');
    const r = await cli(['check', dir, path.join(ROOT, 'examples/incident')], { env: { PATH: process.env.PATH } });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /: kubectl kustomize failed: .*missing\.yaml/);
    assert.match(r.stdout, /multi-replica-webhook-unshared-cert/);
  });
});

describe('kustomizations under ignorePaths', { skip: skipWithout('kubectl') }, () => {
  it('are not rendered when a folder above them is checked', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wcg-kignore-'));
    cpSync(FIXTURE, path.join(dir, 'k'), { recursive: true });
    writeFileSync(path.join(dir, '.webhook-cert-gate.yaml'), 'ignorePaths: ["k/prod/**"]\n');
    const r = await cli(['check', '.', '--format', 'json'], { cwd: dir, env: { PATH: process.env.PATH } });
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual([...new Set(parseReport(r.stdout).findings.map((f) => f.file))], ['k/base/manager.yaml']);
    assert.deepEqual([...new Set(parseReport(r.stdout).findings.map((f) => f.scope ?? 'k/staging'))], ['k/staging']);
  });
});

import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { findTool, requireTool, ROOT } from '../helpers.js';

// The install path the README gives users: `npm pack`, then a global install of the tarball, run from a
// folder that is not this repository. npm fetches the one runtime dependency from the registry.
const tmp = mkdtempSync(path.join(tmpdir(), 'wcg-install-'));
const npm = (args: string[], options: SpawnSyncOptions = {}) =>
  spawnSync('npm', args, {
    encoding: 'utf8',
    timeout: 240_000,
    cwd: ROOT,
    ...options,
    env: { ...process.env, npm_config_update_notifier: 'false', ...options.env },
  });

function pack(): { tarball: string; files: string[] } {
  const r = npm(['pack', '--json', '--pack-destination', tmp]);
  assert.equal(r.status, 0, `npm pack: ${String(r.stderr)}`);
  const [info] = JSON.parse(String(r.stdout)) as { filename: string; files: { path: string }[] }[];
  return { tarball: path.join(tmp, info!.filename), files: info!.files.map((f) => f.path).sort() };
}

const run = (file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  spawnSync(file, args, { cwd, encoding: 'utf8', timeout: 60_000, env: { PATH: process.env.PATH, ...env } });

type Gate = (args: string[]) => ReturnType<typeof run>;

/** cert generate, then cert on what it wrote: accepted for its own name, refused for another. */
function certRoundTrip(gate: Gate, dir: string): void {
  const generated = gate(['cert', 'generate', '--service', 'hook.apps', '--output', 'secret.yaml']);
  assert.equal(generated.status, 0, generated.stderr);
  const data = readFileSync(path.join(dir, 'secret.yaml'), 'utf8');
  const field = (key: string) =>
    Buffer.from(new RegExp(`^  ${key.replace('.', '\\.')}: (\\S+)$`, 'm').exec(data)![1]!, 'base64').toString();
  writeFileSync(path.join(dir, 'cert.pem'), field('cert.pem'));
  writeFileSync(path.join(dir, 'ca.pem'), field('ca-cert.pem'));
  const verified = gate(['cert', '--chain', 'cert.pem', '--ca-bundle', 'ca.pem', '--service', 'hook.apps']);
  assert.equal(verified.status, 0, verified.stdout + verified.stderr);
  assert.equal(gate(['cert', '--chain', 'cert.pem', '--ca-bundle', 'ca.pem', '--service', 'other.apps']).status, 1);
}

describe('npm pack and a global install from the tarball', { timeout: 300_000 }, () => {
  const { tarball, files } = pack();
  const work = mkdtempSync(path.join(tmpdir(), 'wcg-user-'));
  cpSync(path.join(ROOT, 'examples'), path.join(work, 'examples'), { recursive: true });

  it('carries the CLI bundle, its chunks, the notices, the policies and the licence, nothing else', () => {
    const outside = files.filter(
      (f) =>
        !/^(dist\/cli\.[cm]js|dist\/chunks\/[\w-]+\.cjs|dist\/THIRD_PARTY_NOTICES|policies\/.+|LICENSE|README\.md|package\.json)$/.test(
          f,
        ),
    );
    assert.deepEqual(outside, []);
    for (const f of [
      'dist/cli.cjs',
      'dist/cli.mjs',
      'dist/THIRD_PARTY_NOTICES',
      'LICENSE',
      'policies/owners/koordinator.yaml',
      'policies/libraries/lineage.yaml',
    ])
      assert.ok(files.includes(f), f);
    assert.ok(!files.includes('dist/action.mjs'), 'the Action bundle is not for npm users');
  });

  it('installs into a prefix and runs check, cert, rules and the kubectl plugin from another folder', (t) => {
    const prefix = path.join(tmp, 'prefix');
    const install = npm(['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', tarball], {
      cwd: work,
    });
    if (
      install.status !== 0 &&
      /E(NOTFOUND|AI_AGAIN|CONNREFUSED|TIMEDOUT)|ETIMEDOUT|network/i.test(String(install.stderr)) &&
      process.env.CI !== 'true'
    ) {
      t.skip('the npm registry is not reachable: the install needs @kubernetes/client-node from it');
      return;
    }
    assert.equal(install.status, 0, String(install.stderr));
    const bin = path.join(prefix, 'bin');
    const gate = path.join(bin, 'webhook-cert-gate');
    const env = { PATH: `${bin}${path.delimiter}${process.env.PATH}` };

    const bad = run(gate, ['check', 'examples/incident'], work, env);
    assert.equal(bad.status, 1, bad.stderr);
    assert.match(
      bad.stdout,
      /examples\/incident\/koord-manager\.yaml\n\s+9:13\s+error .*multi-replica-webhook-unshared-cert/,
    );
    assert.equal(run(gate, ['check', 'examples/fixed'], work, env).status, 0);

    certRoundTrip((args) => run(gate, args, work, env), work);

    const rules = run(gate, ['rules', '--format', 'json'], work, env);
    assert.equal(rules.status, 0, rules.stderr);
    assert.ok(
      (JSON.parse(rules.stdout) as { id: string }[]).some((r) => r.id === 'multi-replica-webhook-unshared-cert'),
    );

    const plugin = run(
      path.join(bin, 'kubectl-webhook_cert_gate'),
      ['check', '-f', 'examples/incident/koord-manager.yaml'],
      work,
      env,
    );
    assert.equal(plugin.status, 1, plugin.stderr);
    if (findTool('kubectl') || process.env.CI === 'true') {
      const kubectl = requireTool(t, 'kubectl')!;
      const viaKubectl = run(kubectl, ['webhook-cert-gate', 'rules'], work, env);
      assert.equal(viaKubectl.status, 0, viaKubectl.stderr);
      assert.match(viaKubectl.stdout, /multi-replica-webhook-unshared-cert/);
    }
  });

  it('the bundle runs check, cert, rules and alerts with no node_modules at all; cluster says what it needs', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'wcg-bare-'));
    assert.equal(spawnSync('tar', ['-xzf', tarball, '-C', bare]).status, 0);
    const cli = path.join(bare, 'package', 'dist', 'cli.cjs');
    const gate: Gate = (args) => run(process.execPath, [cli, ...args], bare);
    cpSync(path.join(ROOT, 'examples'), path.join(bare, 'examples'), { recursive: true });
    assert.equal(gate(['check', 'examples/incident']).status, 1);
    assert.equal(gate(['rules']).status, 0);
    assert.equal(gate(['alerts']).status, 0);
    certRoundTrip(gate, bare);
    const cluster = gate(['cluster', '--kubeconfig', 'none.yaml']);
    assert.equal(cluster.status, 2);
    assert.match(
      cluster.stderr,
      /^webhook-cert-gate: cluster needs the package @kubernetes\/client-node: install webhook-cert-gate with its dependencies/,
    );
  });
});

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT, skipWithout } from '../helpers.js';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
const FIXTURE = path.join(ROOT, 'test/fixtures/helm/rendered/koordinator.yaml');

/** A PATH folder holding the plugin as npm would link it: the package's bin, under kubectl's plugin name. */
function pluginDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-plugin-'));
  const shim = path.join(dir, 'kubectl-webhook_cert_gate');
  writeFileSync(
    shim,
    `#!/bin/sh\nexec "${process.execPath}" "${path.join(ROOT, pkg.bin['kubectl-webhook_cert_gate']!)}" "$@"\n`,
  );
  chmodSync(shim, 0o755);
  return dir;
}

function kubectl(args: string[], dir: string, input?: string) {
  return spawnSync('kubectl', args, {
    timeout: 60_000,
    encoding: 'utf8',
    input,
    env: { ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH}` },
  });
}

describe('kubectl plugin (kubectl webhook-cert-gate ...)', () => {
  it('package.json installs the CLI under the plugin name too', () => {
    assert.equal(pkg.bin['kubectl-webhook_cert_gate'], pkg.bin['webhook-cert-gate']);
  });

  const built = existsSync(path.join(ROOT, pkg.bin['kubectl-webhook_cert_gate'] ?? 'missing'));
  it(
    'kubectl webhook-cert-gate check -f x.yaml runs the gate through the real kubectl',
    { skip: skipWithout('kubectl') || (built ? false : 'dist/ not built (npm test builds it)') },
    () => {
      const dir = pluginDir();
      const r = kubectl(['webhook-cert-gate', 'check', '-f', FIXTURE, '--format', 'json'], dir);
      assert.equal(r.status, 1, r.stderr);
      const fs = (JSON.parse(r.stdout) as { findings: { rule: string }[] }).findings;
      assert.ok(fs.some((f) => f.rule === 'multi-replica-webhook-unshared-cert'));
      const stdin = kubectl(['webhook-cert-gate', 'check', '-f', '-'], dir, readFileSync(FIXTURE, 'utf8'));
      assert.equal(stdin.status, 1);
      assert.match(stdin.stdout, /from template koordinator\/templates\/koord-manager\.yaml/);
      assert.equal(
        kubectl(['webhook-cert-gate', 'version'], dir).stdout.trim(),
        (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version,
      );
      assert.match(kubectl(['plugin', 'list'], dir).stdout, /kubectl-webhook_cert_gate/);
    },
  );
});

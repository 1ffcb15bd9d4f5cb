import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { cli, requireTool, ROOT } from '../helpers.js';
import { parseReport } from '../report-json.js';

// The write-up's fix, done the way the README tells users to: generate the shared certificate, apply the
// printed patch to the Deployment (real kubectl, --local), and the gate passes where it failed before.
test('cert generate + kubectl patch turns the incident into a passing deployment', async (t) => {
  const kubectl = requireTool(t, 'kubectl');
  if (!kubectl) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-fix-'));
  const generated = await cli(
    [
      'cert',
      'generate',
      '--service',
      'koordinator-webhook-service.koordinator-system',
      '--host',
      'koord-webhook.internal.example',
      '--key-type',
      'ecdsa',
      '--output',
      'secret.yaml',
    ],
    { cwd: dir },
  );
  assert.equal(generated.code, 0, generated.stderr);
  writeFileSync(path.join(dir, 'patch.yaml'), generated.stdout);
  const patched = spawnSync(
    kubectl,
    [
      'patch',
      '-f',
      path.join(ROOT, 'examples/incident/koord-manager.yaml'),
      '--local',
      '--type',
      'strategic',
      '--patch-file',
      path.join(dir, 'patch.yaml'),
      '-o',
      'yaml',
    ],
    { encoding: 'utf8' },
  );
  assert.equal(patched.status, 0, patched.stderr);
  writeFileSync(path.join(dir, 'deployment.yaml'), patched.stdout);

  const before = await cli(['check', path.join(ROOT, 'examples/incident/koord-manager.yaml'), '--format', 'json']);
  assert.ok(parseReport(before.stdout).findings.some((f) => f.rule === 'multi-replica-webhook-unshared-cert'));
  const after = await cli(['check', 'deployment.yaml', 'secret.yaml', '--format', 'json'], { cwd: dir });
  const rules = parseReport(after.stdout).findings.map((f) => f.rule);
  assert.deepEqual(
    rules.filter((r) => r !== 'webhook-rollout-unavailable'),
    [],
    'only the rollout strategy is left to change',
  );
  assert.equal(after.code, 0);
});

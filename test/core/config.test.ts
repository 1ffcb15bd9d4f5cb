import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ACME_PROFILE, cli, deployment, env } from '../helpers.js';
import { parseReport } from '../report-json.js';

const RACE = deployment({ replicas: 8, env: env('WEBHOOK_HOST', 'lb.example') });

async function workspace(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wcg-cfg-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const rules = (stdout: string) =>
  parseReport(stdout)
    .findings.map((f) => `${f.rule}:${f.severity}`)
    .sort();

test('.webhook-cert-gate.yaml in the working directory: rules off, severity overrides, ignored paths', async () => {
  const dir = await workspace({
    'app/deploy.yaml': RACE,
    'vendor/chart/deploy.yaml': RACE,
    '.webhook-cert-gate.yaml':
      'rules:\n  webhook-cert-writer-implicit: "off"\n  multi-replica-webhook-unshared-cert: warning\nignorePaths: ["vendor/**"]\n',
  });
  const r = await cli(['check', '.', '--format', 'json'], { cwd: dir });
  assert.deepEqual(rules(r.stdout), ['multi-replica-webhook-unshared-cert:warning']);
  assert.equal(r.code, 0, 'a warning does not fail at the default --fail-on error');
  assert.equal((await cli(['check', '.', '--fail-on', 'warning'], { cwd: dir })).code, 1);
});

test('an invalid config is exit 2 with the path of the bad key', async () => {
  const cases: [string, RegExp][] = [
    [
      'rules:\n  multi-replica-webhook-unshared-cert: loud\n',
      /rules\.multi-replica-webhook-unshared-cert must be one of off, error, warning, info/,
    ],
    ['ignorePath: [x]\n', /ignorePath is not a known key/],
    ['rules: [a\n', /config does not parse/],
  ];
  for (const [text, message] of cases) {
    const dir = await workspace({ 'cfg.yaml': text, 'd.yaml': RACE });
    const r = await cli(['check', 'd.yaml', '--config', 'cfg.yaml'], { cwd: dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, message);
    assert.match(r.stderr, /cfg\.yaml/);
    assert.equal(r.stderr.trim().split('\n').length, 1);
  }
  const missing = await cli(['check', '.', '--config', 'nope.yaml'], { cwd: await workspace({}) });
  assert.equal(missing.code, 2);
});

test('a user profile file adds a controller family without code', async () => {
  const profile = ACME_PROFILE;
  const acme = deployment({ name: 'acme', image: 'acme/admission:2', env: env('ACME_HOST', 'lb') });
  const dir = await workspace({
    'profiles/acme.yaml': profile,
    'd.yaml': acme,
    '.webhook-cert-gate.yaml': 'profiles: [profiles]\n',
  });
  const r = await cli(['check', 'd.yaml', '--format', 'json'], { cwd: dir });
  const findings = parseReport(r.stdout).findings;
  const race = findings.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
  assert.ok(race);
  assert.match(race.fix ?? '', /ACME_WRITER=shared and ACME_SECRET=acme-certs/);
  const bad = await workspace({
    'p.yaml': profile.replace('env:', 'envs:'),
    '.webhook-cert-gate.yaml': 'profiles: [p.yaml]\n',
    'd.yaml': acme,
  });
  const invalid = await cli(['check', 'd.yaml'], { cwd: bad });
  assert.equal(invalid.code, 2);
  assert.match(invalid.stderr, /p\.yaml: .*envs is not a known key/);
});

test('suppression annotations: with a reason, without one, and refused by --strict', async () => {
  const suppressed = (reason: string) =>
    RACE.replace(
      '  namespace: koordinator-system\n',
      `  namespace: koordinator-system\n  annotations:\n    webhook-cert-gate.io/ignore-multi-replica-webhook-unshared-cert: "${reason}"\n`,
    );
  const dir = await workspace({ 'a.yaml': suppressed('single AZ lab cluster'), 'b.yaml': suppressed('') });
  const withReason = rules((await cli(['check', 'a.yaml', '--format', 'json'], { cwd: dir })).stdout);
  assert.ok(!withReason.some((r) => r.startsWith('multi-replica')));
  const empty = rules((await cli(['check', 'b.yaml', '--format', 'json'], { cwd: dir })).stdout);
  assert.ok(!empty.some((r) => r.startsWith('multi-replica')));
  assert.ok(empty.includes('suppression-reason-missing:warning'));
  const strict = rules((await cli(['check', 'a.yaml', '--format', 'json', '--strict'], { cwd: dir })).stdout);
  assert.ok(strict.includes('multi-replica-webhook-unshared-cert:error'));
});

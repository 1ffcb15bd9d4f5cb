import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { cli, CORPUS, ROOT } from '../helpers.js';
import { parseReport } from '../report-json.js';

// test/fixtures/real-world: real controllers' manifests that no one here wrote (SOURCES.md there).
const CENTRAL = [
  'multi-replica-webhook-unshared-cert',
  'webhook-cert-writer-implicit',
  'cabundle-multiple-owners',
  'webhook-cert-secret-incomplete',
  'webhook-cert-secret-rbac',
];

test('every real-world manifest is read without error, and the central rules stay silent (none sets WEBHOOK_*)', async () => {
  assert.ok(existsSync(CORPUS), `corpus at ${CORPUS}`);
  const r = await cli(['check', CORPUS, '--format', 'json', '--fail-on', 'none']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  const findings = parseReport(r.stdout).findings;
  assert.deepEqual(
    findings.filter((f) => f.rule === 'yaml-syntax'),
    [],
  );
  assert.deepEqual(
    findings.filter((f) => CENTRAL.includes(f.rule)),
    [],
  );
});

test('the koordinator kustomize render is the real name-mismatch case: namePrefix koord- renamed what the binary manages', async () => {
  const r = await cli(['check', path.join(CORPUS, 'koordinator'), '--format', 'json']);
  const mismatches = parseReport(r.stdout).findings.filter((f) => f.rule === 'webhook-profile-name-mismatch');
  assert.deepEqual(mismatches.map((f) => `${f.object?.kind}/${f.object?.name}`).sort(), [
    'MutatingWebhookConfiguration/koord-mutating-webhook-configuration',
    'Service/koord-webhook-service',
    'ValidatingWebhookConfiguration/koord-validating-webhook-configuration',
  ]);
  // The upstream OpenKruise and Kruise Rollouts renders keep the default names.
  for (const dir of ['openkruise', 'kruise-rollouts']) {
    const other = await cli(['check', path.join(CORPUS, dir), '--format', 'json']);
    assert.deepEqual(
      parseReport(other.stdout).findings.filter((f) => f.rule === 'webhook-profile-name-mismatch'),
      [],
      dir,
    );
  }
});

test('the shipped examples: incident flagged (exit 1), fixed passes (exit 0)', async () => {
  const incident = await cli(['check', path.join(ROOT, 'examples/incident'), '--format', 'json']);
  assert.equal(incident.code, 1);
  const rules = new Set(parseReport(incident.stdout).findings.map((f) => f.rule));
  for (const id of [
    'multi-replica-webhook-unshared-cert',
    'webhook-cert-writer-implicit',
    'webhook-rollout-unavailable',
    'webhook-failure-policy-ignore',
  ])
    assert.ok(rules.has(id), id);
  assert.equal((await cli(['check', path.join(ROOT, 'examples/fixed'), '--at', '2026-06-01T00:00:00Z'])).code, 0);
});

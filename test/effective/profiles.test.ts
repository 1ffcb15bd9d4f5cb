// Profiles are the only home of controller facts: `extends` shares the lineage's blocks, a user profile works
// in check and in cert generate, and the effective stage reads rewrites/owns/layouts from them.
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadProfiles } from '../../src/load/profiles.js';
import { cli, deployment, env } from '../helpers.js';
import { parseReport } from '../report-json.js';

async function workspace(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wcg-prof-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

// The fork example of docs/effective-state.md.
const ACME = `apiVersion: webhook-cert-gate.io/v1
kind: ControllerProfile
name: acme-admission
extends: lineage
priority: 10
match: {images: [acme/admission-manager]}
defaults: {secretName: acme-webhook-certs, serviceName: acme-webhook, namespace: acme-system,
           mutatingName: acme-mutating, validatingName: acme-validating}
`;

test('the shipped profiles extend the abstract lineage profile, resolved with the same field names', async () => {
  const profiles = await loadProfiles();
  assert.ok(!profiles.some((p) => p.name === 'lineage'), 'abstract profiles are not matched');
  const kruise = profiles.find((p) => p.name === 'openkruise')!;
  assert.equal(kruise.env.host, 'WEBHOOK_HOST');
  assert.equal(kruise.env.writer, 'WEBHOOK_CERT_WRITER');
  assert.equal(kruise.secret?.renewBeforeDays, 182);
  assert.equal(kruise.defaults?.port, 9876, 'inherited');
  assert.equal(kruise.defaults.secretName, 'kruise-webhook-certs', 'its own, merged key by key');
  assert.equal(
    profiles.find((p) => p.name === 'openyurt')!.defaults?.port,
    10273,
    'a child value replaces the base one',
  );
  assert.equal(kruise.rewrites?.hostUrl, 'https://{host}:{port}{path}');
  assert.equal(kruise.externalCerts?.writtenBy, 'cert-manager');
  assert.deepEqual(
    profiles.map((p) => p.priority ?? 0),
    [...profiles.map((p) => p.priority ?? 0)].sort((a, b) => b - a),
  );
});

test('extends errors name the file: an unknown base, a cycle, a profile left without env', async () => {
  const dir = await workspace({
    'unknown.yaml': ACME.replace('extends: lineage', 'extends: nowhere'),
    'a.yaml': ACME.replace('name: acme-admission', 'name: a').replace('extends: lineage', 'extends: b'),
    'b.yaml': ACME.replace('name: acme-admission', 'name: b').replace('extends: lineage', 'extends: a'),
    'bare.yaml': ACME.replace('extends: lineage\n', ''),
  });
  await assert.rejects(
    loadProfiles([path.join(dir, 'unknown.yaml')]),
    /unknown\.yaml: profile 'acme-admission' extends 'nowhere', which no profile file defines/,
  );
  await assert.rejects(
    loadProfiles([path.join(dir, 'a.yaml'), path.join(dir, 'b.yaml')]),
    /extends itself \(a -> b -> a\)|extends itself \(b -> a -> b\)/,
  );
  await assert.rejects(
    loadProfiles([path.join(dir, 'bare.yaml')]),
    /bare\.yaml: profile 'acme-admission' needs env\.host, env\.writer, env\.secretName/,
  );
});

test('a user profile that extends the lineage works in check and in cert generate --layout', async () => {
  const race = deployment({
    name: 'acme',
    namespace: 'acme-system',
    image: 'registry.example/acme/admission-manager:2.0',
    replicas: 4,
    env: env('WEBHOOK_HOST', 'acme.lb.example'),
  });
  const dir = await workspace({
    'profiles/acme.yaml': ACME,
    'd.yaml': race,
    '.webhook-cert-gate.yaml': 'profiles: [profiles]\n',
  });
  const r = await cli(['check', 'd.yaml', '--format', 'json'], { cwd: dir });
  const found = parseReport(r.stdout).findings;
  const central = found.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
  assert.ok(central, r.stdout);
  assert.match(central.fix ?? '', /SECRET_NAME=acme-webhook-certs/);

  const gen = await cli(['cert', 'generate', '--service', 'acme-webhook.acme-system', '--key-type', 'ecdsa'], {
    cwd: dir,
  });
  assert.equal(gen.code, 0, gen.stderr);
  assert.match(
    gen.stdout,
    /name: acme-webhook-certs/,
    'the layout of the profile whose Service it is, from the user profile',
  );
  assert.match(gen.stdout, /ca-cert\.pem: [\s\S]*ca-key\.pem: /, 'the lineage layout, inherited');
  const help = await cli(['cert', 'generate', '--help'], { cwd: dir });
  assert.match(help.stdout, /acme-admission/, '--layout choices come from the loaded profiles');
  assert.match(help.stdout, /kubernetes\.io\/tls/, 'and from the owner catalogue');
});

test('a user owner file named by owners: in the configuration joins the catalogue (a schema error is exit 2)', async () => {
  const owner = `apiVersion: webhook-cert-gate.io/v1
kind: CertificateOwner
name: acme-ca-sync
description: the acme CA sync Job
job:
  images: [acme/ca-sync]
  command: sync
  flags: {webhookName: --configuration, failurePolicy: --failure-policy}
`;
  const manifests = `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: acme}
webhooks:
  - name: v.acme.example
    failurePolicy: Ignore
    clientConfig: {service: {name: acme, namespace: acme}, caBundle: Cg==}
---
apiVersion: batch/v1
kind: Job
metadata: {name: acme-ca-sync, namespace: acme}
spec:
  template:
    spec:
      restartPolicy: OnFailure
      containers: [{name: sync, image: registry.example/acme/ca-sync:3, args: [sync, --configuration, acme, --failure-policy=Fail]}]
`;
  const rulesOf = (stdout: string) =>
    parseReport(stdout)
      .findings.map((f) => f.rule)
      .sort();
  const without = await workspace({ 'm.yaml': manifests });
  assert.deepEqual(rulesOf((await cli(['check', 'm.yaml', '--format', 'json'], { cwd: without })).stdout), [
    'cabundle-invalid',
    'webhook-failure-policy-ignore',
  ]);
  const dir = await workspace({
    'm.yaml': manifests,
    'owners/acme.yaml': owner,
    '.webhook-cert-gate.yaml': 'owners: [owners]\n',
  });
  const r = await cli(['check', 'm.yaml', '--format', 'json'], { cwd: dir });
  assert.deepEqual(rulesOf(r.stdout), [], r.stderr);
  const bad = await workspace({
    'm.yaml': manifests,
    'o.yaml': owner.replace('command: sync', 'cmd: sync'),
    '.webhook-cert-gate.yaml': 'owners: [o.yaml]\n',
  });
  const e = await cli(['check', 'm.yaml'], { cwd: bad });
  assert.equal(e.code, 2);
  assert.match(e.stderr, /o\.yaml/);
});

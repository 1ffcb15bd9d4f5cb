// The lineage controllers are entries of the one controller model: `embeds: [lineage]` merges the library's
// blocks under the entry's own, a user entry works in check and in cert generate, and the effective stage reads
// rewrites/owns/layouts from them.
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
kind: CertificateOwner
name: acme-admission
description: the acme admission manager (a fork of the lineage)
match: {images: [acme/admission-manager]}
embeds: [lineage]
lineage:
  defaults: {secretName: acme-webhook-certs, serviceName: acme-webhook, namespace: acme-system,
             mutatingName: acme-mutating, validatingName: acme-validating}
`;

test('the lineage entries embed the lineage library, merged key by key under their own fields', async () => {
  const profiles = await loadProfiles();
  assert.ok(!profiles.some((p) => p.name === 'lineage'), 'a library is no entry');
  const kruise = profiles.find((p) => p.name === 'openkruise')!;
  assert.equal(kruise.env.host, 'WEBHOOK_HOST');
  assert.equal(kruise.env.writer, 'WEBHOOK_CERT_WRITER');
  assert.equal(kruise.secret?.renewBeforeDays, 182);
  assert.equal(kruise.defaults?.port, 9876, 'from the library');
  assert.equal(kruise.defaults.secretName, 'kruise-webhook-certs', 'its own, merged key by key');
  assert.equal(
    profiles.find((p) => p.name === 'openyurt')!.defaults?.port,
    10273,
    'an entry value replaces the library one',
  );
  assert.equal(kruise.rewrites?.hostUrl, 'https://{host}:{port}{path}');
  assert.equal(kruise.externalCerts?.writtenBy, 'cert-manager');
  assert.ok(
    kruise.reload?.source.some((c) => c.function === 'DefaultServer.Start'),
    'the library reload sources',
  );
});

test('a lineage entry errors name the file: an unknown library, an entry left without the env it needs', async () => {
  const dir = await workspace({
    'unknown.yaml': ACME.replace('embeds: [lineage]', 'embeds: [nowhere]'),
    'bare.yaml': ACME.replace('embeds: [lineage]\n', ''),
    'nomatch.yaml': ACME.replace('match: {images: [acme/admission-manager]}\n', ''),
  });
  await assert.rejects(
    loadProfiles([path.join(dir, 'unknown.yaml')]),
    /unknown\.yaml: owner acme-admission embeds nowhere, which is no library/,
  );
  await assert.rejects(
    loadProfiles([path.join(dir, 'bare.yaml')]),
    /bare\.yaml: entry 'acme-admission' needs lineage\.env\.host, lineage\.env\.writer, lineage\.env\.secretName/,
  );
  await assert.rejects(loadProfiles([path.join(dir, 'nomatch.yaml')]), /nomatch\.yaml: .*match/);
});

test('a user entry that embeds the lineage works in check and in cert generate --layout', async () => {
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
    'the layout of the entry whose Service it is, from the user entry',
  );
  assert.match(gen.stdout, /ca-cert\.pem: [\s\S]*ca-key\.pem: /, 'the lineage layout, from the library');
  const help = await cli(['cert', 'generate', '--help'], { cwd: dir });
  assert.match(help.stdout, /acme-admission/, '--layout choices come from the loaded profiles');
  assert.match(help.stdout, /kubernetes\.io\/tls/, 'and from the owner catalogue');
});

test('a user owner file named by owners: in the configuration joins the catalogue (a schema error is exit 2)', async () => {
  const owner = `apiVersion: webhook-cert-gate.io/v1
kind: CertificateOwner
name: acme-ca-sync
description: the acme CA sync Job
match: {images: [acme/ca-sync]}
job:
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

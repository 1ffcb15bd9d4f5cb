// Flux's Kustomization as a caBundle writer from git (policies/owners/flux-kustomization.yaml): it applies what it
// builds at every interval with forced ownership, so a caBundle kept in git goes back over the run-time writer's
// (cainjector here), unless a spec.ignore rule covers it, the holder opts out by annotation, the Kustomization is
// suspended, or the holder is a CRD (whose caBundle the apply strips).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cli, type JsonFinding } from '../helpers.js';
import { parseReport } from '../report-json.js';
import { fluxKustomization, gitopsRepo } from './repo.js';

const RULE = 'cabundle-multiple-owners';

const WEBHOOK = (annotations = '') => `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: acme
  annotations:
    cert-manager.io/inject-ca-from: acme/acme-webhook
${annotations}webhooks:
  - name: m.acme.example
    admissionReviewVersions: [v1]
    sideEffects: None
    failurePolicy: Fail
    clientConfig:
      caBundle: Cg==
      service: {name: acme-webhook, namespace: acme, path: /mutate}
`;

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.acme.example
  annotations:
    cert-manager.io/inject-ca-from: acme/acme-webhook
spec:
  group: acme.example
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}
  conversion:
    strategy: Webhook
    webhook:
      conversionReviewVersions: [v1]
      clientConfig:
        caBundle: Cg==
        service: {name: acme-webhook, namespace: acme, path: /convert}
`;

const sync = (spec = '') => fluxKustomization('acme', 'webhook', spec);

async function owners(files: Record<string, string>): Promise<JsonFinding[]> {
  const r = gitopsRepo(files);
  try {
    const out = await cli(['check', '.', '--format', 'json'], { cwd: r.dir, env: { PATH: process.env.PATH } });
    assert.ok(out.code === 0 || out.code === 1, out.stderr);
    return parseReport(out.stdout).findings.filter((f) => f.rule === RULE);
  } finally {
    r.remove();
  }
}

const repo = (spec: string, webhook = WEBHOOK()) => ({
  'clusters/prod/sync.yaml': sync(spec),
  'webhook/webhook.yaml': webhook,
});

describe('a Flux Kustomization that applies a caBundle holder from git', () => {
  it('with no ignore rule: a second writer beside cainjector', async () => {
    const [war, ...rest] = await owners(repo(''));
    assert.deepEqual(rest, []);
    assert.equal(war?.severity, 'error');
    assert.match(
      war.message,
      /cert-manager's CA injector .* and the Flux Kustomization flux-system\/acme \(no ignore covers caBundle\)/,
    );
  });

  it('a spec.ignore rule over caBundle keeps it off, with a target or without one (every object)', async () => {
    const pointer = '/webhooks/0/clientConfig/caBundle';
    const targeted = `  ignore:\n    - paths: ["${pointer}"]\n      target: {kind: MutatingWebhookConfiguration, name: acme}\n`;
    assert.deepEqual(await owners(repo(targeted)), []);
    assert.deepEqual(await owners(repo(`  ignore:\n    - paths: ["${pointer}"]\n`)), []);
    const elsewhere = `  ignore:\n    - paths: ["${pointer}"]\n      target: {kind: ValidatingWebhookConfiguration}\n`;
    assert.equal((await owners(repo(elsewhere))).length, 1, 'a rule for another kind covers nothing here');
    const other = `  ignore:\n    - paths: ["/metadata/labels"]\n`;
    assert.equal((await owners(repo(other))).length, 1, 'a rule over another field covers nothing');
  });

  it('a holder annotated ssa: IfNotPresent or Ignore, or reconcile: disabled, is not applied again', async () => {
    for (const note of [
      'kustomize.toolkit.fluxcd.io/ssa: IfNotPresent',
      'kustomize.toolkit.fluxcd.io/ssa: Ignore',
      'kustomize.toolkit.fluxcd.io/reconcile: disabled',
    ])
      assert.deepEqual(await owners(repo('', WEBHOOK(`    ${note}\n`))), [], note);
    assert.equal(
      (await owners(repo('', WEBHOOK('    kustomize.toolkit.fluxcd.io/ssa: Merge\n')))).length,
      1,
      'Merge still applies the fields in git',
    );
  });

  it('a suspended Kustomization applies nothing; a CRD conversion caBundle is stripped before every apply', async () => {
    assert.deepEqual(await owners(repo('  suspend: true\n')), []);
    assert.deepEqual(await owners({ 'clusters/prod/sync.yaml': sync(), 'webhook/crd.yaml': CRD }), []);
  });
});

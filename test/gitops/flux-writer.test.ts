// Flux's Kustomization as a caBundle writer from git (policies/owners/flux-kustomization.yaml): it applies what it
// builds at every interval with forced ownership, so a caBundle kept in git goes back over the run-time writer's
// (cainjector here), unless a spec.ignore rule covers it, the holder opts out by annotation, the Kustomization is
// suspended, or the holder is a CRD (whose caBundle the apply strips). And Flux's HelmRelease
// (policies/owners/flux-helmrelease.yaml): at each upgrade, and at every interval with drift correction on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cli, type JsonFinding } from '../helpers.js';
import { parseReport } from '../report-json.js';
import { fluxKustomization, gitopsRepo, MANAGER } from './repo.js';

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

/** The findings of `rule` (by default the write war) on a checkout holding `files`. */
async function owners(files: Record<string, string>, rule = RULE): Promise<JsonFinding[]> {
  const r = gitopsRepo(files);
  try {
    const out = await cli(['check', '.', '--format', 'json'], { cwd: r.dir, env: { PATH: process.env.PATH } });
    assert.ok(out.code === 0 || out.code === 1, out.stderr);
    return parseReport(out.stdout).findings.filter((f) => f.rule === rule);
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

/**
 * The koordinator configuration its manager (MANAGER: one replica, an external host, so it writes caBundle
 * itself) fills, with a caBundle in git and `labels`. The finding lands on the second writer, not the controller.
 */
const KOORD = (labels: string, managedFields = '') => `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: koordinator-mutating-webhook-configuration
  labels: {${labels}}
${managedFields}webhooks:
  - name: m.koordinator.sh
    admissionReviewVersions: [v1]
    sideEffects: None
    failurePolicy: Fail
    clientConfig:
      caBundle: Cg==
      service: {name: koordinator-webhook-service, namespace: koordinator-system, path: /mutate}
`;

describe('the fix a Flux writer gets, beside a controller that fills caBundle itself', () => {
  it('a Kustomization: an ignore entry for the holder, or the annotation that stops applying it', async () => {
    const [war, ...rest] = await owners({
      'clusters/prod/sync.yaml': sync(),
      'webhook/manager.yaml': MANAGER,
      'webhook/webhook.yaml': KOORD(''),
    });
    assert.deepEqual(rest, []);
    assert.equal(war?.severity, 'error');
    assert.deepEqual(war.object, { kind: 'Kustomization', name: 'acme', namespace: 'flux-system' });
    assert.equal(
      war.fix,
      'add an ignore entry to acme for MutatingWebhookConfiguration koordinator-mutating-webhook-configuration covering caBundle, or annotate koordinator-mutating-webhook-configuration kustomize.toolkit.fluxcd.io/ssa: IfNotPresent',
    );
  });
});

describe('a Flux HelmRelease whose objects carry its origin labels (exported from the cluster)', () => {
  const release = (spec = '') => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: koordinator, namespace: flux-system}
spec:
  interval: 10m
  chart:
    spec:
      chart: koordinator
      sourceRef: {kind: HelmRepository, name: koordinator}
${spec}`;
  const ORIGIN = 'helm.toolkit.fluxcd.io/name: koordinator, helm.toolkit.fluxcd.io/namespace: flux-system';
  const files = (spec: string, holder = KOORD(ORIGIN)) => ({
    'clusters/prod/release.yaml': release(spec),
    'live/manager.yaml': MANAGER,
    'live/webhook.yaml': holder,
  });

  it('drift correction on: it puts the chart caBundle back at every interval; the fix is an ignore entry or the opt-out annotation', async () => {
    const [war, ...rest] = await owners(files('  driftDetection: {mode: enabled}\n'));
    assert.deepEqual(rest, []);
    assert.equal(war?.severity, 'error');
    assert.deepEqual(war.object, { kind: 'HelmRelease', name: 'koordinator', namespace: 'flux-system' });
    assert.match(
      war.message,
      /the Flux HelmRelease flux-system\/koordinator \(its drift correction puts it back at every interval: no ignore covers caBundle\)/,
    );
    assert.equal(
      war.fix,
      'add an ignore entry to koordinator for MutatingWebhookConfiguration koordinator-mutating-webhook-configuration covering caBundle, or annotate koordinator-mutating-webhook-configuration helm.toolkit.fluxcd.io/driftDetection: disabled',
    );
  });

  it('drift correction off, or its ignore rule over caBundle: each upgrade still applies the chart caBundle', async () => {
    const pointer = '/webhooks/0/clientConfig/caBundle';
    for (const spec of [
      '',
      '  driftDetection: {mode: warn}\n',
      `  driftDetection: {mode: enabled, ignore: [{paths: ["${pointer}"]}]}\n`,
    ]) {
      const [war, ...rest] = await owners(files(spec));
      assert.deepEqual(rest, [], spec);
      assert.equal(war?.severity, 'error', spec);
      assert.match(
        war.message,
        /the Flux HelmRelease \(the caBundle the chart renders, put back at each upgrade\)/,
        spec,
      );
      assert.doesNotMatch(war.message, /drift correction/, spec);
    }
  });

  it('suspended: it writes nothing', async () => {
    assert.deepEqual(await owners(files('  suspend: true\n  driftDetection: {mode: enabled}\n')), []);
  });

  it("read from the cluster: a writer for certain only when helm-controller's field manager owns caBundle", async () => {
    const managed = (manager: string) => `  managedFields:
    - manager: ${manager}
      operation: Apply
      fieldsV1: {f:webhooks: {'k:{"name":"m.koordinator.sh"}': {f:clientConfig: {f:caBundle: {}}}}}
`;
    const owned = await owners(files('', KOORD(ORIGIN, managed('helm-controller'))));
    assert.deepEqual(
      owned.map((f) => f.severity),
      ['error'],
    );
    const [maybe, ...rest] = await owners(files('', KOORD(ORIGIN, managed('koord-manager'))));
    assert.deepEqual(rest, []);
    assert.equal(maybe?.severity, 'warning');
    assert.match(
      maybe.message,
      /whether release koordinator renders caBundle .*field manager \(helm-controller\) owns no caBundle/,
    );
  });
});

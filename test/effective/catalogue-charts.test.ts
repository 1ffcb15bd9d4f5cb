// The owner catalogue on real chart renders (test/fixtures/charts-rendered, SOURCES.md there): each case
// asserts the findings the controller's source predicts (docs/effective-state.md, "Owners by code lineage").
// A safe default install gets no error; a variant with two writers of one caBundle gets one.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { cli, ROOT, type JsonFinding } from '../helpers.js';

const RENDERS = path.join(ROOT, 'test/fixtures/charts-rendered');
/** After every render (2026-12-01) and before any certificate it holds expires. */
const AT = '2026-12-02T00:00:00Z';
/** The rules that judge who writes a caBundle or mints a serving certificate. */
const WRITER_RULES = new Set(['cabundle-multiple-owners', 'multi-replica-webhook-unshared-cert', 'webhook-cert-writer-implicit']);

async function findings(...files: string[]): Promise<JsonFinding[]> {
  const r = await cli(['check', ...files.map((f) => path.join(RENDERS, f)), '--format', 'json', '--fail-on', 'none', '--at', AT]);
  assert.equal(r.stderr, '');
  assert.equal(r.code, 0);
  return (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings;
}

/** Errors, and writer warnings, as `severity rule Kind/name`, sorted. */
async function verdicts(...files: string[]): Promise<string[]> {
  return (await findings(...files))
    .filter((f) => f.severity === 'error' || WRITER_RULES.has(f.rule))
    .map((f) => `${f.severity} ${f.rule} ${f.object?.kind}/${f.object?.name}`)
    .sort();
}

// Safe by the source: one shared Secret or one trust bundle behind every replica, a leader elector where the
// writer mints, or a CA the chart renders with its Secret, or cert-manager.
const SAFE: Record<string, string[][]> = {
  // Leader-elected certificate and webhook controllers, every replica serves the shared TLS Secret.
  kyverno: [['kyverno/default.yaml'], ['kyverno/replicas-3.yaml'], ['kyverno/cert-manager.yaml']],
  // Every replica patches the same trust anchors (injector: webhooks[0]; operator: the CRD conversion).
  dapr: [['dapr/default.yaml'], ['dapr/ha.yaml']],
  // cert-manager by default; autoGenerateCert renders CA, Secret and caBundle together; the operator writes none.
  'opentelemetry-operator': [['opentelemetry-operator/default.yaml'], ['opentelemetry-operator/auto-cert.yaml'], ['opentelemetry-operator/auto-cert-replicas-2.yaml']],
  // Every replica writes the CA of the one mounted Secret.
  volcano: [['volcano/default.yaml'], ['volcano/replicas-3.yaml']],
  // Each revision patches only the configurations labelled with it, from the namespace's one root.
  istiod: [['istiod/default.yaml'], ['istiod/canary.yaml'], ['istiod/default.yaml', 'istiod/canary.yaml']],
  // One replica, or certificates from cert-manager (--enable-cert-generation=false).
  'kruise-game': [['kruise-game/default.yaml'], ['kruise-game/cert-manager.yaml']],
  // The webhook Secrets come from cert-manager, each configuration annotated for cainjector.
  linkerd: [['linkerd/cert-manager.yaml']],
  // The kruise writer lineage with WEBHOOK_CERT_WRITER=secret: 3 replicas share one Secret.
  'controller-mesh': [['controller-mesh/default.yaml']],
};

for (const [chart, cases] of Object.entries(SAFE)) {
  for (const files of cases) {
    test(`${chart}: ${files.join(' + ')} has no error and no second writer`, async () => {
      assert.deepEqual(await verdicts(...files), []);
    });
  }
}

test('controller-mesh without WEBHOOK_CERT_WRITER: WEBHOOK_HOST selects the per-pod writer in each of 3 replicas', async () => {
  assert.deepEqual(await verdicts('controller-mesh/fs-writer.yaml'), [
    'error multi-replica-webhook-unshared-cert Deployment/ctrlmesh',
    'warning webhook-cert-writer-implicit Deployment/ctrlmesh',
  ]);
});

test('kruise-game with 2 replicas: each pod mints its own CA and writes it into both configurations', {
  todo: 'needs the controller owners (policies/owners/kruise-game.yaml) in the effective stage: owners branch',
}, async () => {
  const errors = (await findings('kruise-game/replicas-2.yaml')).filter((f) => f.severity === 'error');
  assert.ok(errors.length > 0, 'no error on a certain write war');
  for (const f of errors) {
    assert.ok(WRITER_RULES.has(f.rule), `${f.rule}: ${f.message}`);
    assert.equal(f.object?.name, 'kruise-game-controller-manager');
  }
});

test('linkerd: each validator container serves the Secret it mounts, whose CA the chart rendered into its caBundle', {
  todo: 'the render-time CA owner judges each webhook against one Secret of the pod, not the Secret mounted by the container that owns the Service targetPort',
}, async () => {
  assert.deepEqual(await verdicts('linkerd/default.yaml'), []);
  assert.deepEqual(await verdicts('linkerd/ha.yaml'), []);
});

test('istiod: two default-revision control planes in two namespaces both patch istio-sidecar-injector with their own roots', {
  todo: 'needs holders chosen by the istio.io/rev label of the workload\'s revision, each namespace with its own root',
}, async () => {
  const errors = (await findings('istiod/default.yaml', 'istiod/namespace-2.yaml')).filter((f) => f.severity === 'error');
  assert.ok(errors.some((f) => f.rule === 'cabundle-multiple-owners' && f.object?.name === 'istio-sidecar-injector'), JSON.stringify(errors));
});

// The owner catalogue on real chart renders (test/fixtures/charts-rendered, SOURCES.md there): each case
// asserts the findings the controller's source predicts (docs/effective-state.md, "Owners by code lineage").
// A safe default install gets no error; a variant with two writers of one caBundle gets one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { effectiveState } from '../../src/effective/index.js';
import { parseDocuments } from '../../src/load/documents.js';
import { loadOwners } from '../../src/load/owners.js';
import { loadProfiles } from '../../src/load/profiles.js';
import { Model } from '../../src/model/model.js';
import { resourcesOf } from '../../src/model/resource.js';
import { check, cli, only, ROOT, type JsonFinding } from '../helpers.js';
import { pems, secret } from '../rules/manifests.js';
import type { GeneratedCert } from '../../src/x509/generate.js';

const RENDERS = path.join(ROOT, 'test/fixtures/charts-rendered');
/** After every render (2026-12-01 and 2026-12-05: genCA certificates start then) and before any expires. */
const AT = '2026-12-06T00:00:00Z';
/** The rules that judge who writes a caBundle or mints a serving certificate. */
const WRITER_RULES = new Set([
  'cabundle-multiple-owners',
  'multi-replica-webhook-unshared-cert',
  'webhook-cert-writer-implicit',
]);

async function findings(...files: string[]): Promise<JsonFinding[]> {
  const r = await cli([
    'check',
    ...files.map((f) => path.join(RENDERS, f)),
    '--format',
    'json',
    '--fail-on',
    'none',
    '--at',
    AT,
  ]);
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

/** The catalogue controllers found in a render, as `entry Kind/namespace/name enabled perPod: holders`. */
async function writersIn(file: string): Promise<string[]> {
  return writersOf(readFileSync(path.join(RENDERS, file), 'utf8'), file);
}

/** The same, for a render's text as edited. */
async function writersOf(text: string, file = 'edited.yaml'): Promise<string[]> {
  const resources = parseDocuments(file, text).flatMap((d) => resourcesOf(d, 'default'));
  const model = new Model(resources, await loadProfiles(undefined), await loadOwners());
  return effectiveState(model).writers.map((w) => {
    const holders = w.holders.map((h) => `${h.kind}/${h.name}`).join(' ');
    return `${w.doc.name} ${w.workload.kind}/${w.workload.namespace}/${w.workload.name} enabled=${w.enabled} perPod=${w.perPod}: ${holders}`;
  });
}

// The entries find the real workloads by image, with the settings the charts give them.
test('each new catalogue entry finds its controller in the real render, resolved as its source reads it', async () => {
  assert.deepEqual(await writersIn('kyverno/default.yaml'), [
    'kyverno Deployment/kyverno/kyverno-admission-controller enabled=true perPod=false: MutatingWebhookConfiguration/kyverno-resource-mutating-webhook-cfg MutatingWebhookConfiguration/kyverno-policy-mutating-webhook-cfg MutatingWebhookConfiguration/kyverno-verify-mutating-webhook-cfg ValidatingWebhookConfiguration/kyverno-resource-validating-webhook-cfg ValidatingWebhookConfiguration/kyverno-policy-validating-webhook-cfg ValidatingWebhookConfiguration/kyverno-exception-validating-webhook-cfg ValidatingWebhookConfiguration/kyverno-cel-exception-validating-webhook-cfg ValidatingWebhookConfiguration/kyverno-global-context-validating-webhook-cfg',
    'kyverno-cleanup-controller Deployment/kyverno/kyverno-cleanup-controller enabled=true perPod=false: ValidatingWebhookConfiguration/kyverno-cleanup-validating-webhook-cfg ValidatingWebhookConfiguration/kyverno-ttl-validating-webhook-cfg',
  ]);
  assert.deepEqual(await writersIn('dapr/ha.yaml'), [
    'dapr-operator Deployment/dapr-system/dapr-operator enabled=true perPod=false: CustomResourceDefinition/subscriptions.dapr.io',
    'dapr-injector Deployment/dapr-system/dapr-sidecar-injector enabled=true perPod=false: MutatingWebhookConfiguration/dapr-sidecar-injector',
  ]);
  const volcano = await writersIn('volcano/replicas-3.yaml');
  assert.equal(volcano.length, 1);
  assert.match(
    volcano[0]!,
    /^volcano-webhook-manager Deployment\/volcano-system\/volcano-admission enabled=true perPod=false: /,
  );
  assert.deepEqual(await writersIn('kruise-game/replicas-2.yaml'), [
    'kruise-game Deployment/kruise-game-system/kruise-game-controller-manager enabled=true perPod=true: MutatingWebhookConfiguration/kruise-game-mutating-webhook ValidatingWebhookConfiguration/kruise-game-validating-webhook',
  ]);
  // certificates.autoGenerated=false renders --enable-cert-generation=false: the writer is off.
  assert.deepEqual(await writersIn('kruise-game/cert-manager.yaml'), [
    'kruise-game Deployment/kruise-game-system/kruise-game-controller-manager enabled=false perPod=false: MutatingWebhookConfiguration/kruise-game-mutating-webhook ValidatingWebhookConfiguration/kruise-game-validating-webhook',
  ]);
});

// Safe by the source: one shared Secret or one trust bundle behind every replica, a leader elector where the
// writer mints, or a CA the chart renders with its Secret, or cert-manager.
const SAFE: Record<string, string[][]> = {
  // Leader-elected certificate and webhook controllers, every replica serves the shared TLS Secret.
  // With createSelfSignedCert the chart renders both Secrets without Kyverno's label: the renewer leaves them.
  kyverno: [
    ['kyverno/default.yaml'],
    ['kyverno/replicas-3.yaml'],
    ['kyverno/cert-manager.yaml'],
    ['kyverno/self-signed-replicas-3.yaml'],
  ],
  // Every replica patches the same trust anchors (injector: webhooks[0]; operator: the CRD conversion).
  dapr: [['dapr/default.yaml'], ['dapr/ha.yaml']],
  // cert-manager by default; autoGenerateCert renders CA, Secret and caBundle together; the operator writes none.
  'opentelemetry-operator': [
    ['opentelemetry-operator/default.yaml'],
    ['opentelemetry-operator/auto-cert.yaml'],
    ['opentelemetry-operator/auto-cert-replicas-2.yaml'],
  ],
  // Every replica writes the CA of the one mounted Secret.
  volcano: [['volcano/default.yaml'], ['volcano/replicas-3.yaml']],
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

// Each istiod revision patches only the configurations labelled with it, from the namespace's one root.
const ISTIOD = [['istiod/default.yaml'], ['istiod/canary.yaml'], ['istiod/default.yaml', 'istiod/canary.yaml']];
for (const files of ISTIOD) {
  test(`istiod: ${files.join(' + ')} has no error`, async () => {
    assert.deepEqual(
      (await verdicts(...files)).filter((v) => v.startsWith('error')),
      [],
    );
  });
  // The istiod Deployment (found by image) is the istiod owner, not a second writer its RBAC would suggest.
  test(`istiod: ${files.join(' + ')} has no second writer`, async () => {
    assert.deepEqual(await verdicts(...files), []);
  });
}

test('controller-mesh without WEBHOOK_CERT_WRITER: WEBHOOK_HOST selects the per-pod writer in each of 3 replicas', async () => {
  assert.deepEqual(await verdicts('controller-mesh/fs-writer.yaml'), [
    'error multi-replica-webhook-unshared-cert Deployment/ctrlmesh',
    'warning webhook-cert-writer-implicit Deployment/ctrlmesh',
  ]);
});

test('kruise-game with 2 replicas: each pod mints its own CA and writes it into both configurations', async () => {
  assert.deepEqual(await verdicts('kruise-game/replicas-2.yaml'), [
    'error multi-replica-webhook-unshared-cert Deployment/kruise-game-controller-manager',
  ]);
});

test('linkerd: no controller writes caBundle, the chart renders each one with its Secret: one writer each', async () => {
  for (const file of ['linkerd/default.yaml', 'linkerd/ha.yaml']) {
    assert.deepEqual(
      (await verdicts(file)).filter((v) => WRITER_RULES.has(v.split(' ')[1]!)),
      [],
      file,
    );
  }
});

test('linkerd: each validator container serves the Secret it mounts, whose CA the chart rendered into its caBundle', async () => {
  assert.deepEqual(await verdicts('linkerd/default.yaml'), []);
  assert.deepEqual(await verdicts('linkerd/ha.yaml'), []);
});

// Each istiod patches the configurations labelled istio.io/rev=<its REVISION> (pkg/webhooks/webhookpatch.go
// WebhookCertPatcher.patchMutatingWebhookConfig), with the root of its own namespace (istio/istio#35243).
test('istiod: two default-revision control planes in two namespaces both patch istio-sidecar-injector with their own roots', async () => {
  const errors = (await findings('istiod/default.yaml', 'istiod/namespace-2.yaml')).filter(
    (f) => f.severity === 'error',
  );
  assert.ok(
    errors.some((f) => f.rule === 'cabundle-multiple-owners' && f.object?.name === 'istio-sidecar-injector'),
    JSON.stringify(errors),
  );
});

/** A render as text, with each [from, to] replaced everywhere (as a values change would render it). */
function edited(file: string, ...changes: [string, string][]): string {
  return changes.reduce(
    (text, [from, to]) => text.replaceAll(from, to),
    readFileSync(path.join(RENDERS, file), 'utf8'),
  );
}
const writerErrors = async (yaml: string) =>
  (await check(yaml)).filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.object?.kind}/${f.object?.name}`);

test('istiod: the fix for two namespaces, a REVISION of its own with its configurations labelled to match, leaves no error', async () => {
  const second = edited(
    'istiod/namespace-2.yaml',
    ['istio.io/rev: "default"', 'istio.io/rev: "second"'],
    ['name: REVISION\n            value: "default"', 'name: REVISION\n            value: "second"'],
  );
  assert.match(second, /value: "second"/);
  assert.deepEqual(await writerErrors(`${edited('istiod/default.yaml')}\n---\n${second}`), []);
});

test('istiod: two Deployments of one revision in one namespace serve one root: one writer', async () => {
  const twin = edited('istiod/default.yaml', [
    'name: istiod\n  namespace: "istio-system"\n  labels:\n    app: istiod\n    istio.io/rev',
    'name: istiod-twin\n  namespace: "istio-system"\n  labels:\n    app: istiod\n    istio.io/rev',
  ]);
  assert.match(twin, /name: istiod-twin/);
  assert.deepEqual(await writerErrors(`${edited('istiod/default.yaml')}\n---\n${twin}`), []);
});

// The root each istiod writes (pilot/pkg/bootstrap/server.go Server.initIstiodCerts; policies/owners/istiod.yaml
// `controller.roots`): two control planes that share one root write the same caBundle, so they are one writer.
const TWO_PLANES = () => `${edited('istiod/default.yaml')}\n---\n${edited('istiod/namespace-2.yaml')}`;
const [rootA, rootB] = [pems([], 3650, 'istiod.istio-system'), pems([], 3650, 'istiod.istio-system-2')];
/** The plug-in CA Secret (istio's plugin-ca layout) in a namespace, with the root of `p`. */
const cacerts = (namespace: string, p: GeneratedCert) =>
  secret('cacerts', namespace, {
    'ca-cert.pem': p.caCertPem,
    'ca-key.pem': p.caKeyPem,
    'root-cert.pem': p.caCertPem,
    'cert-chain.pem': p.caCertPem,
  });
const ownerFindings = async (yaml: string) => only(await check(yaml), 'cabundle-multiple-owners');

test('istiod: two namespaces plugged into one root (the same cacerts data) write one caBundle: no error', async () => {
  assert.deepEqual(
    await ownerFindings(`${TWO_PLANES()}\n${cacerts('istio-system', rootA)}${cacerts('istio-system-2', rootA)}`),
    [],
  );
  const different = await ownerFindings(
    `${TWO_PLANES()}\n${cacerts('istio-system', rootA)}${cacerts('istio-system-2', rootB)}`,
  );
  assert.ok(
    different.some((f) => f.severity === 'error' && f.object?.name === 'istio-sidecar-injector'),
    JSON.stringify(different),
  );
  // One namespace plugged in, the other minting its own root: two roots.
  const half = await ownerFindings(`${TWO_PLANES()}\n${cacerts('istio-system', rootA)}`);
  assert.ok(
    half.some(
      (f) =>
        f.severity === 'error' && /the plugged-in CA .*: root-cert.pem of Secret istio-system\/cacerts/.test(f.message),
    ),
    JSON.stringify(half),
  );
});

test("istiod: two namespaces on the cluster's CA (PILOT_CERT_PROVIDER=k8s.io/<signer>) share its root: no error", async () => {
  const yaml = TWO_PLANES().replaceAll(
    'name: PILOT_CERT_PROVIDER\n            value: istiod',
    'name: PILOT_CERT_PROVIDER\n            value: k8s.io/example.com/istiod',
  );
  assert.match(yaml, /value: k8s.io\/example.com\/istiod/);
  assert.deepEqual(await ownerFindings(yaml), []);
  // `kubernetes`, which istiod 1.30 refuses to start with, is not the cluster's CA: the two roots differ.
  const refused = TWO_PLANES().replaceAll(
    'name: PILOT_CERT_PROVIDER\n            value: istiod',
    'name: PILOT_CERT_PROVIDER\n            value: kubernetes',
  );
  assert.notDeepEqual(await ownerFindings(refused), []);
  // The provider read from a ConfigMap the inputs lack: whether the roots differ cannot be told.
  const fromRef = TWO_PLANES().replace(
    'name: PILOT_CERT_PROVIDER\n            value: istiod',
    'name: PILOT_CERT_PROVIDER\n            valueFrom: {configMapKeyRef: {name: absent, key: provider}}',
  );
  const found = await ownerFindings(fromRef);
  assert.ok(
    found.length > 0 &&
      found.every(
        (f) =>
          f.severity === 'warning' &&
          /what settles it: env PILOT_CERT_PROVIDER .*of Deployment istio-system\/istiod \(whether its root is the cluster's CA/.test(
            f.message,
          ),
      ),
    JSON.stringify(found),
  );
});

test('istiod: two namespaces with an external issuer (istio-csr, ENABLE_CA_SERVER=false) whose root the inputs lack: a warning naming it, not an error', async () => {
  const csr = TWO_PLANES().replaceAll(
    'name: PILOT_CERT_PROVIDER\n            value: istiod',
    'name: PILOT_CERT_PROVIDER\n            value: istiod\n          - name: ENABLE_CA_SERVER\n            value: "false"',
  );
  const found = await ownerFindings(csr);
  assert.ok(found.length > 0 && found.every((f) => f.severity === 'warning'), JSON.stringify(found));
  assert.ok(
    found.some(
      (f) =>
        f.object?.name === 'istio-sidecar-injector' &&
        /Deployment istio-system-2\/istiod; the root mounted at \/var\/run\/secrets\/istiod\/ca .*: root-cert.pem of ConfigMap istio-system-2\/istio-ca-root-cert\).*whether ConfigMap istio-system-2\/istio-ca-root-cert \(Deployment istio-system-2\/istiod\) holds the same root-cert.pem/.test(
          f.message,
        ),
    ),
    JSON.stringify(found),
  );
  // The issuer's root ConfigMaps among the inputs, the same in both namespaces: one root, no finding.
  const rootMap = (ns: string) =>
    `---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: istio-ca-root-cert, namespace: ${ns}}\ndata:\n  root-cert.pem: |\n${rootA.caCertPem
      .trim()
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n')}\n`;
  assert.deepEqual(await ownerFindings(`${csr}\n${rootMap('istio-system')}${rootMap('istio-system-2')}`), []);
});

// patchMutatingWebhookConfig skips configurations whose istio.io/rev is not its REVISION: the istiod among the
// inputs writes none of them, so the owner their entry names suggest is only possible (another istiod may exist).
test('istiod whose REVISION selects none of the configurations, with cainjector on one: a warning naming what settles it', async () => {
  const yaml = edited(
    'istiod/default.yaml',
    ['name: REVISION\n            value: "default"', 'name: REVISION\n            value: "canary"'],
    [
      'name: istio-sidecar-injector\n',
      'name: istio-sidecar-injector\n  annotations: {cert-manager.io/inject-ca-from: a/b}\n',
    ],
  );
  const [owners, ...more] = await ownerFindings(yaml);
  assert.equal(more.length, 0);
  assert.equal(owners?.severity, 'warning');
  assert.match(
    owners.message,
    /whether istiod outside the inputs writes it: its istio\.io\/rev label selects none of Deployment istio-system\/istiod/,
  );
});

// More charts (SOURCES.md, "Charts rendered on 2026-12-05").
// The catalogue entries find their controllers in the charts rendered on 2026-12-05, with the chart's settings.
test('the gatekeeper, keda, kueue and vault entries find their controllers in the new renders, resolved as their sources read them', async () => {
  const gatekeeper = (file: string) => writersIn(file).then((w) => w.map((line) => line.split(':')[0]));
  assert.deepEqual(await gatekeeper('gatekeeper/default.yaml'), [
    'gatekeeper Deployment/gatekeeper-system/gatekeeper-audit enabled=true perPod=false',
    'gatekeeper Deployment/gatekeeper-system/gatekeeper-controller-manager enabled=true perPod=false',
  ]);
  // externalCertInjection turns rotation off in the audit pod only; disableCertRotation in the controller manager.
  assert.deepEqual(await gatekeeper('gatekeeper/cert-manager-rotation-on.yaml'), [
    'gatekeeper Deployment/gatekeeper-system/gatekeeper-audit enabled=false perPod=false',
    'gatekeeper Deployment/gatekeeper-system/gatekeeper-controller-manager enabled=true perPod=false',
  ]);
  assert.deepEqual(await gatekeeper('gatekeeper/cert-manager.yaml'), [
    'gatekeeper Deployment/gatekeeper-system/gatekeeper-audit enabled=false perPod=false',
    'gatekeeper Deployment/gatekeeper-system/gatekeeper-controller-manager enabled=false perPod=false',
  ]);
  assert.deepEqual(await writersIn('keda/default.yaml'), [
    'keda Deployment/keda/keda-operator enabled=true perPod=false: ValidatingWebhookConfiguration/keda-admission APIService/v1beta1.external.metrics.k8s.io',
  ]);
  assert.match((await writersIn('keda/cert-manager.yaml'))[0]!, /^keda Deployment\/keda\/keda-operator enabled=false /);
  assert.match(
    (await writersIn('kueue/replicas-2.yaml'))[0]!,
    /^kueue Deployment\/kueue-system\/kueue-controller-manager enabled=true perPod=false: ValidatingWebhookConfiguration\/kueue-validating-webhook-configuration MutatingWebhookConfiguration\/kueue-mutating-webhook-configuration /,
  );
  assert.match(
    (await writersIn('kueue/cert-manager.yaml'))[0]!,
    /^kueue Deployment\/kueue-system\/kueue-controller-manager enabled=false /,
  );
  assert.deepEqual(await writersIn('vault/replicas-3.yaml'), [
    'vault-agent-injector Deployment/vault/vault-agent-injector enabled=true perPod=false: MutatingWebhookConfiguration/vault-agent-injector-cfg',
  ]);
  assert.deepEqual(await writersIn('vault/replicas-3-no-leader-elector.yaml'), [
    'vault-agent-injector Deployment/vault/vault-agent-injector enabled=true perPod=true: MutatingWebhookConfiguration/vault-agent-injector-cfg',
  ]);
});

// Safe by each controller's source (repository files at the commits SOURCES.md names): one writer of each
// caBundle, and one serving certificate behind every replica.
const SAFE_MORE: Record<string, string[][]> = {
  // The APIService skips TLS verification by default; tls.type=helm renders the self-signed certificate, its
  // Secret and caBundle together. metrics-server writes no caBundle: it serves --tls-cert-file, or a
  // certificate it makes in memory (cmd/metrics-server/app/options/options.go:137 MaybeDefaultWithSelfSignedCerts).
  'metrics-server': [['metrics-server/default.yaml'], ['metrics-server/helm-tls-replicas-2.yaml']],
  // The chart's genCA (CA, Secret, caBundle in one render) or cert-manager; the controller only reads
  // --webhook-cert-dir (pkg/config/runtime_config.go:96) and has no caBundle writer.
  'aws-load-balancer-controller': [
    ['aws-load-balancer-controller/default.yaml'],
    ['aws-load-balancer-controller/cert-manager.yaml'],
  ],
  // genCA in the chart (3 replicas mount the one Secret) or cert-manager; chaos-mesh's Go code writes no caBundle.
  'chaos-mesh': [['chaos-mesh/default.yaml'], ['chaos-mesh/cert-manager.yaml']],
  // The cert rotator in each of 3 replicas and the audit pod keeps the one Secret (main.go:302 rotator.AddRotator);
  // with externalCertInjection and controllerManager.disableCertRotation, cainjector alone writes.
  gatekeeper: [['gatekeeper/default.yaml'], ['gatekeeper/cert-manager.yaml']],
  // The rotator requires leader election (kedacore/keda pkg/certificates/certificate_manager.go:108); with
  // cert-manager the chart renders --enable-cert-rotation=false (templates/manager/deployment.yaml:97).
  keda: [['keda/default.yaml'], ['keda/replicas-2.yaml'], ['keda/cert-manager.yaml']],
  // Every replica rotates (pkg/util/cert/cert.go:176 RequireLeaderElection false) the one Secret (:144); with
  // cert-manager the chart's config turns internalCertManagement off (cmd/kueue/main.go:267).
  kueue: [['kueue/default.yaml'], ['kueue/replicas-2.yaml'], ['kueue/cert-manager.yaml']],
  // One replica; or 3 with the leader elector the chart turns on: followers serve the leader's Secret
  // (hashicorp/vault-k8s helper/cert/source_gen.go:83-93, subcommand/injector/command.go:436).
  vault: [['vault/default.yaml'], ['vault/replicas-3.yaml']],
  // trust-manager writes no caBundle: cert-manager's Certificate and cainjector, or the chart's helmCert.
  'trust-manager': [['trust-manager/default.yaml'], ['trust-manager/helm-cert-replicas-2.yaml']],
  // Each webhook replica's dynamic authority creates or reads the one CA Secret
  // (pkg/server/tls/authority/authority.go:261 ensureCA, :399 IsAlreadyExists); cainjector injects it.
  'cert-manager': [['cert-manager/default.yaml'], ['cert-manager/replicas-3.yaml']],
  // The cert controller keeps one Secret (pkg/controllers/crds/crds_controller.go:194 Get, :548 Update) and
  // writes its CA (pkg/controllers/webhookconfig/webhookconfig.go:219); with cert-manager the chart leaves the
  // cert controller out (templates/cert-controller-deployment.yaml:1).
  'external-secrets': [
    ['external-secrets/default.yaml'],
    ['external-secrets/replicas-2.yaml'],
    ['external-secrets/cert-manager.yaml'],
  ],
  // kube-webhook-certgen's create and patch hook Jobs, or (certManager.enabled) cainjector with no Jobs
  // (templates/prometheus-operator/admission-webhooks/job-patch/job-patchWebhook.yaml:1).
  'kube-prometheus-stack': [['kube-prometheus-stack/default.yaml'], ['kube-prometheus-stack/cert-manager.yaml']],
  // Every replica syncs the one Secret (pkg/certificate/certificate.go:99-100 Create, AlreadyExists) and writes
  // its CA; with cert-manager no reconciler writes caBundle (cmd/operator/webhook/start.go:287).
  'spark-operator': [
    ['spark-operator/default.yaml'],
    ['spark-operator/replicas-2.yaml'],
    ['spark-operator/cert-manager.yaml'],
  ],
  // open-policy-agent/cert-controller on one Secret in every replica (jobset pkg/util/cert/cert.go:59-81).
  jobset: [['jobset/default.yaml'], ['jobset/replicas-2.yaml']],
  // The same rotator (lws pkg/cert/cert.go:40-58).
  lws: [['lws/default.yaml'], ['lws/replicas-2.yaml']],
  // Every replica sets up the PKI from the shared Secrets, retrying on AlreadyExists (cloudnative-pg
  // pkg/certs/k8s.go:149-150, Create :376), and writes the webhook Secret's certificate into caBundle (:436, :463).
  'cloudnative-pg': [['cloudnative-pg/default.yaml'], ['cloudnative-pg/replicas-2.yaml']],
};

test('gatekeeper: externalCertInjection alone leaves the rotator on in the controller manager: it and cainjector both write', async () => {
  // The chart's externalCertInjection turns rotation off only in the audit pod
  // (templates/gatekeeper-audit-deployment.yaml:124); the controller manager keeps --disable-cert-rotation=false
  // (templates/gatekeeper-controller-manager-deployment.yaml:90), so its rotator (main.go:294-302) rewrites the
  // cert-manager Secret, which has no ca.key, and injects its own CA over cainjector's.
  assert.deepEqual(await verdicts('gatekeeper/cert-manager-rotation-on.yaml'), [
    'error cabundle-multiple-owners MutatingWebhookConfiguration/gatekeeper-mutating-webhook-configuration',
    'error cabundle-multiple-owners ValidatingWebhookConfiguration/gatekeeper-validating-webhook-configuration',
  ]);
});

test('vault: 3 injector replicas without the leader elector each mint a CA and patch webhooks[0]', async () => {
  // AGENT_INJECT_USE_LEADER_ELECTOR unset (vault-k8s agent-inject/agent/agent.go:34, default false): every
  // process is leader (subcommand/injector/command.go:424) and generates its own CA (helper/cert/source_gen.go:106).
  assert.deepEqual(await verdicts('vault/replicas-3-no-leader-elector.yaml'), [
    'error multi-replica-webhook-unshared-cert Deployment/vault-agent-injector',
  ]);
});

// With cert-manager the charts render internalCertManagement.enable: false, and the controllers start no rotator
// (jobset main.go:205, lws cmd/main.go:165): cainjector is the one writer. The catalogue entries (policies/owners
// jobset.yaml, lws.yaml) read the mounted config, so the controllers' RBAC (update of the configurations) is not
// taken for a second writer.
test('the jobset and lws entries find their controllers in the new renders, resolved as their sources read them', async () => {
  const JOBSET =
    'ValidatingWebhookConfiguration/jobset-validating-webhook-configuration MutatingWebhookConfiguration/jobset-mutating-webhook-configuration';
  const LWS =
    'ValidatingWebhookConfiguration/lws-validating-webhook-configuration MutatingWebhookConfiguration/lws-mutating-webhook-configuration';
  for (const file of ['jobset/default.yaml', 'jobset/replicas-2.yaml'])
    assert.deepEqual(await writersIn(file), [
      `jobset Deployment/jobset-system/jobset-controller enabled=true perPod=false: ${JOBSET}`,
    ]);
  assert.deepEqual(await writersIn('jobset/cert-manager.yaml'), [
    `jobset Deployment/jobset-system/jobset-controller enabled=false perPod=false: ${JOBSET}`,
  ]);
  for (const file of ['lws/default.yaml', 'lws/replicas-2.yaml'])
    assert.deepEqual(await writersIn(file), [
      `lws Deployment/lws-system/lws-controller-manager enabled=true perPod=false: ${LWS}`,
    ]);
  assert.deepEqual(await writersIn('lws/cert-manager.yaml'), [
    `lws Deployment/lws-system/lws-controller-manager enabled=false perPod=false: ${LWS}`,
  ]);
});

for (const chart of ['jobset', 'lws']) {
  test(`${chart}/cert-manager.yaml: the rotator off, cainjector is the one writer: no error, no second writer`, async () => {
    assert.deepEqual(await verdicts(`${chart}/cert-manager.yaml`), []);
  });
  // The same install with internalCertManagement.enable set back to true: the rotator injects its own CA into
  // both configurations (CertsManager) and cainjector injects cert-manager's.
  test(`${chart}/cert-manager.yaml with internalCertManagement.enable: true: the rotator and cainjector both write`, async () => {
    const on = edited(`${chart}/cert-manager.yaml`, ['enable: false', 'enable: true']);
    assert.match(on, /internalCertManagement:\n\s+enable: true/);
    assert.deepEqual((await writerErrors(on)).sort(), [
      `cabundle-multiple-owners MutatingWebhookConfiguration/${chart}-mutating-webhook-configuration`,
      `cabundle-multiple-owners ValidatingWebhookConfiguration/${chart}-validating-webhook-configuration`,
    ]);
  });
}

// Kubewarden's chart renders the CA Secret, the server Secret and caBundle together, and on upgrade reads the
// Secrets back (lookup, templates/controller/webhooks.yaml:14, :29) to render the same bundle. The controller's
// CertReconciler (policies/owners/kubewarden-controller.yaml) writes the CA of that Secret into every configuration
// labelled part-of=kubewarden: the render and the controller write one CA, one lineage, no second writer.
for (const file of ['kubewarden/default.yaml', 'kubewarden/replicas-2.yaml']) {
  test(`${file}: the controller is the one writer, and the render of the same CA no second one`, async () => {
    assert.deepEqual(await verdicts(file), []);
    assert.deepEqual(await writersIn(file), [
      'kubewarden-controller Deployment/kubewarden/kubewarden-controller-admission-controller enabled=true perPod=false: MutatingWebhookConfiguration/kubewarden-controller-mutating-webhook-configuration ValidatingWebhookConfiguration/kubewarden-controller-validating-webhook-configuration',
    ]);
  });
}

// The second batch of charts rendered on 2026-12-05 (SOURCES.md, "More charts rendered on 2026-12-05"): safe by
// each controller's source (repository files at the commits SOURCES.md names), one writer of each caBundle and
// one serving certificate behind every replica.
const SAFE_BATCH_2: Record<string, string[][]> = {
  // cert-manager's DynamicAuthority on the one CA Secret in every replica (approver-policy
  // pkg/internal/cmd/cmd.go:64-68); cainjector injects it from the Secret (inject-ca-from-secret).
  'approver-policy': [['approver-policy/default.yaml'], ['approver-policy/replicas-3.yaml']],
  // The one manager runs the cert-controller rotator (cmd/manager/main.go:109, internal/setup/webhooks.go:40);
  // the 3 --webhooks-only HA replicas mount the Secret it keeps and start no rotator.
  hnc: [['hnc/default.yaml'], ['hnc/ha.yaml']],
  // The APIService skips TLS verification by default; with certManager.enabled cert-manager's Certificate and
  // cainjector; the adapter writes no caBundle.
  'prometheus-adapter': [['prometheus-adapter/default.yaml'], ['prometheus-adapter/cert-manager.yaml']],
  // cert-manager's Certificate and cainjector; polaris only serves --cert-dir (FairwindsOps/polaris
  // cmd/polaris/webhook.go:43, :55) and writes no caBundle.
  polaris: [['polaris/webhook.yaml'], ['polaris/webhook-replicas-3.yaml']],
  // kube-webhook-certgen's create and patch Jobs; the chart runs the admission controller with
  // --register-webhook=false (templates/admission-controller-deployment.yaml:54): it never writes caBundle.
  vpa: [['vpa/default.yaml'], ['vpa/replicas-3.yaml']],
  // The chart's genCA renders the CA, the Secret and caBundle together (templates/admission-webhook.yaml:8, :47);
  // the ingress controller reads --admission-webhook-cert-file (Kong/kubernetes-ingress-controller
  // internal/cmd/rootcmd/config/cli.go:174) and writes no caBundle.
  kong: [['kong/default.yaml'], ['kong/replicas-3.yaml']],
  // The leader-elected cert-controller (cmd/controller/cert_controller.go:77) keeps the one Secret and writes its
  // CA (internal/controller/webhookconfig_controller.go:182, :226); or cert-manager with no cert-controller.
  'mariadb-operator': [
    ['mariadb-operator/default.yaml'],
    ['mariadb-operator/ha.yaml'],
    ['mariadb-operator/cert-manager.yaml'],
  ],
  // open-policy-agent/cert-controller on the one Secret in every replica (cmd/webhook/main.go:152).
  'workload-identity-webhook': [
    ['workload-identity-webhook/default.yaml'],
    ['workload-identity-webhook/replicas-3.yaml'],
  ],
  // kube-webhook-certgen's Jobs, or cert-manager; kubevela's Go code writes no caBundle.
  kubevela: [['kubevela/default.yaml'], ['kubevela/cert-manager.yaml']],
  // One antrea-controller writes the CA of its certificate into the webhooks and APIServices
  // (pkg/apiserver/certificate/cacert_controller.go:190, :223, :255), self-signed or the user's Secret.
  antrea: [['antrea/default.yaml'], ['antrea/no-self-signed.yaml']],
  // The chart's genCA or cert-manager; VictoriaMetrics/operator writes no caBundle.
  'victoria-metrics-operator': [
    ['victoria-metrics-operator/default.yaml'],
    ['victoria-metrics-operator/cert-manager.yaml'],
  ],
  // One rotator per controller, each on its own Secret and its own configurations (metallb
  // internal/k8s/webhook.go:32; the frr-k8s subchart's status cleaner, metallb/frr-k8s cmd/statuscleaner/main.go:237).
  metallb: [['metallb/default.yaml'], ['metallb/with-frr-k8s.yaml']],
  // The chart's genCA for the tap injector and the tap APIService; linkerd only reads caBundle
  // (viz/pkg/healthcheck/healthcheck.go:434). Replicas of each mount the one Secret.
  'linkerd-viz': [['linkerd-viz/default.yaml'], ['linkerd-viz/ha.yaml']],
  // The CA is made by a leader-elected runnable (pkg/apiext/internal/runnable/cacert/manager.go:60, :94), read
  // by every replica from the one Secret (internal/controller/cacert/controller.go:79) and patched into the CRDs
  // (internal/controller/crd/controller.go:142). The render keeps the CRDs without their schemas.
  'emissary-crds': [['emissary-crds/default.yaml'], ['emissary-crds/legacy-versions.yaml']],
  // cert-controller with RequireLeaderElection false on the one Secret the chart renders (pkg/util/cert/cert.go:77-99).
  'kubeflow-trainer': [['kubeflow-trainer/default.yaml'], ['kubeflow-trainer/replicas-2.yaml']],
  // cert-manager's Certificate and cainjector; the operator writes no caBundle.
  'flink-kubernetes-operator': [
    ['flink-kubernetes-operator/default.yaml'],
    ['flink-kubernetes-operator/replicas-2.yaml'],
  ],
  // Every replica ensures the one Secret (pkg/webhook/certificate_builder.go:66-78), reading it back on
  // AlreadyExists (pkg/utils/webhook/writer/certwriter.go:88), and writes its CA.
  fluid: [['fluid/default.yaml'], ['fluid/replicas-3.yaml']],
  // kube-webhook-certgen's Jobs, or cert-manager (the Jobs then not rendered); HAMi's Go code writes no caBundle.
  hami: [['hami/default.yaml'], ['hami/cert-manager-replicas-3.yaml']],
  // kube-webhook-certgen's Jobs; or cert-manager with the Jobs off, as the chart's values ask (values.yaml:44-47).
  'prometheus-operator-admission-webhook': [
    ['prometheus-operator-admission-webhook/default.yaml'],
    ['prometheus-operator-admission-webhook/cert-manager-jobs-off-replicas-2.yaml'],
  ],
  // cert-manager, or the user's Secret; the controller serves /opt/cert (FairwindsOps/insights-plugins
  // plugins/admission/cmd/admission/main.go:132) and writes no caBundle.
  'insights-admission': [['insights-admission/default.yaml'], ['insights-admission/own-secret.yaml']],
  // The chart's genCA (CA, Secret, caBundle in one render) or cert-manager; the operator serves controller-runtime's
  // certificate directory (OT-CONTAINER-KIT/redis-operator internal/cmd/manager/cmd.go:201) and writes no caBundle.
  'redis-operator': [['redis-operator/webhook.yaml'], ['redis-operator/webhook-cert-manager.yaml']],
  // cert-manager's Certificate and cainjector; every replica serves --tls-cert-file from the one Secret
  // (NVIDIA/k8s-dra-driver-gpu cmd/webhook/main.go:66); no Go file outside vendor/ writes caBundle.
  'dra-driver-nvidia-gpu': [['dra-driver-nvidia-gpu/webhook.yaml'], ['dra-driver-nvidia-gpu/webhook-replicas-3.yaml']],
};

// The antrea-controller, fluid-webhook and emissary-apiext entries (policies/owners) find the controllers of the
// SAFE_BATCH_2 renders by image. None declares a switch of the chart's: Antrea's CACertController runs with
// selfSignedCert true or false (pkg/apiserver/certificate/certificate.go ApplyServerCert), Fluid's webhook has no
// setting that stops it (cmd/webhook/app/webhook.go handle), and the chart sets no DISABLE_CRD_MANAGEMENT for
// apiext (cmd/apiext/main.go main). Each keeps one Secret behind every replica: one owner, not one per replica.
test('the antrea-controller, fluid-webhook and emissary-apiext entries find their controllers in the renders, resolved as their sources read them', async () => {
  // The objects labelled app=antrea, served-by=antrea-controller among the render's (labelsmutator.antrea.io
  // only with webhooks.labelsMutator.enable; the CRDs are not in the fixture).
  const ANTREA =
    'APIService/v1beta2.controlplane.antrea.io APIService/v1beta1.system.antrea.io APIService/v1alpha1.stats.antrea.io MutatingWebhookConfiguration/crdmutator.antrea.io ValidatingWebhookConfiguration/crdvalidator.antrea.io';
  for (const file of ['antrea/default.yaml', 'antrea/no-self-signed.yaml'])
    assert.deepEqual(await writersIn(file), [
      `antrea-controller Deployment/kube-system/antrea-controller enabled=true perPod=false: ${ANTREA}`,
    ]);
  for (const file of ['fluid/default.yaml', 'fluid/replicas-3.yaml'])
    assert.deepEqual(await writersIn(file), [
      'fluid-webhook Deployment/fluid-system/fluid-webhook enabled=true perPod=false: MutatingWebhookConfiguration/fluid-pod-admission-webhook',
    ]);
  // enableLegacyVersions=false renders no apiext (and no conversion webhook).
  assert.deepEqual(await writersIn('emissary-crds/default.yaml'), []);
  assert.deepEqual(await writersIn('emissary-crds/legacy-versions.yaml'), [
    'emissary-apiext Deployment/emissary-system/emissary-apiext enabled=true perPod=false: CustomResourceDefinition/*.getambassador.io',
  ]);
});

// The same renders with DISABLE_CRD_MANAGEMENT set (cmd/apiext/main.go main: any non-empty value, "false" too):
// the apiext writes no CRD, so the entry resolves it as off.
test('emissary-apiext: DISABLE_CRD_MANAGEMENT set, even to "false", turns the CRD patcher off', async () => {
  for (const value of ['true', 'false']) {
    const off = edited('emissary-crds/legacy-versions.yaml', [
      'args: [ "--crd-label-selector", "app.kubernetes.io/part-of=emissary-ingress" ]',
      `args: [ "--crd-label-selector", "app.kubernetes.io/part-of=emissary-ingress" ]\n          env: [{name: DISABLE_CRD_MANAGEMENT, value: "${value}"}]`,
    ]);
    const writers = await writersOf(off);
    assert.equal(writers.length, 1);
    assert.match(writers[0]!, /^emissary-apiext Deployment\/emissary-system\/emissary-apiext enabled=false /);
  }
});

for (const [chart, cases] of Object.entries({ ...SAFE_MORE, ...SAFE_BATCH_2 })) {
  for (const files of cases) {
    test(`${chart}: ${files.join(' + ')} has no error and no second writer`, async () => {
      assert.deepEqual(await verdicts(...files), []);
    });
  }
}

// The cert-controller entries of the second batch (policies/owners hnc.yaml, workload-identity-webhook.yaml,
// kubeflow-trainer.yaml, metallb.yaml, frr-k8s.yaml) find their controllers by image, with the settings the charts render.
test('the hnc, workload-identity-webhook, kubeflow-trainer, metallb and frr-k8s entries find their controllers in the renders, resolved as their sources read them', async () => {
  const HNC =
    'ValidatingWebhookConfiguration/hnc-validating-webhook-configuration MutatingWebhookConfiguration/hnc-mutating-webhook-configuration';
  // --enable-internal-cert-management: the manager rotates (hierarchical-namespaces v1.1.0 cmd/manager/main.go main).
  assert.deepEqual(await writersIn('hnc/default.yaml'), [
    `hnc Deployment/hnc-system/hnc-controller-manager enabled=true perPod=false: ${HNC}`,
  ]);
  // HA: the manager keeps its rotator under --no-webhooks; the --webhooks-only replicas start none
  // (main: internalCert && !webhooksOnly, and they are not given --enable-internal-cert-management).
  assert.deepEqual(await writersIn('hnc/ha.yaml'), [
    `hnc Deployment/hnc-system/hnc-controller-manager-ha enabled=false perPod=false: ${HNC}`,
    `hnc Deployment/hnc-system/hnc-controller-manager enabled=true perPod=false: ${HNC}`,
  ]);
  // No --disable-cert-rotation: every replica rotates the one Secret (azure-workload-identity v1.6.0 mainErr).
  for (const file of ['workload-identity-webhook/default.yaml', 'workload-identity-webhook/replicas-3.yaml'])
    assert.deepEqual(await writersIn(file), [
      'workload-identity-webhook Deployment/azure-workload-identity-system/azure-wi-webhook-controller-manager enabled=true perPod=false: MutatingWebhookConfiguration/azure-wi-webhook-mutating-webhook-configuration',
    ]);
  // certManagement.enable: true in the mounted config (kubeflow/trainer v2.3.0 main, IsCertManagementEnabled).
  for (const file of ['kubeflow-trainer/default.yaml', 'kubeflow-trainer/replicas-2.yaml'])
    assert.deepEqual(await writersIn(file), [
      'kubeflow-trainer Deployment/kubeflow-system/kubeflow-trainer-controller-manager enabled=true perPod=false: ValidatingWebhookConfiguration/validator.trainer.kubeflow.org MutatingWebhookConfiguration/defaulter.trainer.kubeflow.org',
    ]);
  // --webhook-mode=enabled, no --disable-cert-rotation (metallb v0.16.1 internal/k8s/k8s.go New); the speaker and
  // the frr-k8s subchart run other images.
  for (const file of ['metallb/default.yaml', 'metallb/with-frr-k8s.yaml'])
    assert.deepEqual(
      (await writersIn(file)).filter((w) => w.startsWith('metallb ')),
      [
        'metallb Deployment/metallb-system/metallb-controller enabled=true perPod=false: ValidatingWebhookConfiguration/metallb-webhook-configuration CustomResourceDefinition/bgppeers.metallb.io',
      ],
    );
  // The frr-k8s subchart: its status cleaner rotates (metallb/frr-k8s v0.0.25 cmd/statuscleaner/main.go main); the
  // DaemonSet's node agent runs the same image without the status cleaner's --webhook-port and starts no rotator.
  assert.deepEqual(
    (await writersIn('metallb/with-frr-k8s.yaml')).filter((w) => w.startsWith('frr-k8s ')),
    [
      'frr-k8s Deployment/metallb-system/metallb-frr-k8s-statuscleaner enabled=true perPod=false: ValidatingWebhookConfiguration/frr-k8s-validating-webhook-configuration',
      'frr-k8s DaemonSet/metallb-system/metallb-frr-k8s enabled=false perPod=false: ValidatingWebhookConfiguration/frr-k8s-validating-webhook-configuration',
    ],
  );
});

test('prometheus-operator-admission-webhook with cert-manager and the Jobs left on: cainjector and the patch Job both write', async () => {
  // certManager.enabled annotates both configurations for cainjector (templates/mutatingWebhookConfiguration.yaml:9,
  // templates/validatingWebhookConfiguration.yaml:9) but the certgen Jobs depend only on jobs.enabled, true by
  // default (templates/hooks/job-patchWebhook.yaml:1, values.yaml:46-47): the patch Job writes its own CA too.
  assert.deepEqual(await verdicts('prometheus-operator-admission-webhook/cert-manager-replicas-2.yaml'), [
    'error cabundle-multiple-owners MutatingWebhookConfiguration/pow-prometheus-operator-admission-webhook',
    'error cabundle-multiple-owners ValidatingWebhookConfiguration/pow-prometheus-operator-admission-webhook',
  ]);
});

// kserve's manager serves the cert-manager Secret the chart mounts at controller-runtime's default certificate
// directory (kserve/kserve cmd/manager/main.go:143 webhook.NewServer) and never reads its SECRET_NAME env var (no Go
// file names it): it creates no Secret and mints no CA.
for (const file of ['kserve/default.yaml', 'kserve/external-cert.yaml']) {
  test(`${file}: no error and no second writer`, async () => {
    assert.deepEqual(await verdicts(file), []);
  });
  // The generic profile's SECRET_NAME alone is no sign of the writer family when the container mounts that Secret.
  test(`${file}: kserve's manager is not read as a Secret writer`, async () => {
    const found = await findings(file);
    assert.deepEqual(
      found.filter((f) => f.rule === 'webhook-cert-secret-missing').map((f) => f.object?.name),
      [],
    );
  });
}

// The external-secrets, cloudnative-pg, mariadb-operator and spark-operator entries (policies/owners) find their
// controllers in the renders. The same image runs the cert controller beside the operator and the webhook
// (external-secrets, mariadb-operator): only the container with the cert controller's own Secret-namespace flag is
// the writer; the others are known, non-writing siblings, so their RBAC is not taken for a second writer.
test('the external-secrets, cloudnative-pg, mariadb-operator and spark-operator entries find their controllers in their renders', async () => {
  const ESO =
    'CustomResourceDefinition/externalsecrets.external-secrets.io CustomResourceDefinition/clustersecretstores.external-secrets.io CustomResourceDefinition/secretstores.external-secrets.io ValidatingWebhookConfiguration/secretstore-validate ValidatingWebhookConfiguration/externalsecret-validate';
  for (const file of ['external-secrets/default.yaml', 'external-secrets/replicas-2.yaml'])
    assert.deepEqual(await writersIn(file), [
      `external-secrets-cert-controller Deployment/external-secrets/external-secrets-cert-controller enabled=true perPod=false: ${ESO}`,
      `external-secrets-cert-controller Deployment/external-secrets/external-secrets enabled=false perPod=false: ${ESO}`,
      `external-secrets-cert-controller Deployment/external-secrets/external-secrets-webhook enabled=false perPod=false: ${ESO}`,
    ]);
  // webhook.certManager.enabled leaves the cert controller out of the chart (templates/cert-controller-deployment.yaml:1).
  assert.deepEqual(await writersIn('external-secrets/cert-manager.yaml'), [
    `external-secrets-cert-controller Deployment/external-secrets/external-secrets enabled=false perPod=false: ${ESO}`,
    `external-secrets-cert-controller Deployment/external-secrets/external-secrets-webhook enabled=false perPod=false: ${ESO}`,
  ]);
  for (const file of ['cloudnative-pg/default.yaml', 'cloudnative-pg/replicas-2.yaml'])
    assert.deepEqual(await writersIn(file), [
      'cloudnative-pg Deployment/cnpg-system/cnpg-cloudnative-pg enabled=true perPod=false: MutatingWebhookConfiguration/cnpg-mutating-webhook-configuration ValidatingWebhookConfiguration/cnpg-validating-webhook-configuration',
    ]);
  // The chart renders its Deployments without a namespace: read as `default`. The configurations annotated
  // k8s.mariadb.com/webhook among the render's: the validating one.
  const MARIADB = 'ValidatingWebhookConfiguration/mariadb-operator-webhook';
  for (const file of ['mariadb-operator/default.yaml', 'mariadb-operator/ha.yaml'])
    assert.deepEqual(await writersIn(file), [
      `mariadb-operator-cert-controller Deployment/default/mariadb-operator-cert-controller enabled=true perPod=false: ${MARIADB}`,
      `mariadb-operator-cert-controller Deployment/default/mariadb-operator enabled=false perPod=false: ${MARIADB}`,
      `mariadb-operator-cert-controller Deployment/default/mariadb-operator-webhook enabled=false perPod=false: ${MARIADB}`,
    ]);
  // With cert-manager the chart annotates its configuration for cainjector only: nothing the cert controller selects.
  assert.deepEqual(await writersIn('mariadb-operator/cert-manager.yaml'), [
    `mariadb-operator-cert-controller Deployment/default/mariadb-operator enabled=false perPod=false: `,
    `mariadb-operator-cert-controller Deployment/default/mariadb-operator-webhook enabled=false perPod=false: `,
  ]);
  const SPARK =
    'MutatingWebhookConfiguration/spark-operator-webhook ValidatingWebhookConfiguration/spark-operator-webhook';
  for (const file of ['spark-operator/default.yaml', 'spark-operator/replicas-2.yaml'])
    assert.deepEqual(await writersIn(file), [
      `spark-operator-webhook Deployment/default/spark-operator-webhook enabled=true perPod=false: ${SPARK}`,
    ]);
  // certManager.enable renders --enable-cert-manager=true: no reconciler writes caBundle (cmd/operator/webhook/start.go start).
  assert.deepEqual(await writersIn('spark-operator/cert-manager.yaml'), [
    `spark-operator-webhook Deployment/default/spark-operator-webhook enabled=false perPod=false: ${SPARK}`,
  ]);
});

// The Secret a controller keeps is in the namespace its flag names (binary default otherwise), not necessarily its
// own: mariadb-operator --cert-secret-namespace (default "default"), spark-operator --webhook-secret-namespace
// (default spark-operator). The owner's label and its CA source name that Secret.
test('a controller told its Secret namespace keeps its Secret there: the writer names that Secret', async () => {
  const secretOf = async (file: string, edit: (t: string) => string = (t) => t) => {
    const text = edit(readFileSync(path.join(RENDERS, file), 'utf8'));
    const resources = parseDocuments(file, text).flatMap((d) => resourcesOf(d, 'default'));
    const model = new Model(resources, await loadProfiles(undefined), await loadOwners());
    return effectiveState(model)
      .writers.filter((w) => w.enabled)
      .map((w) => [w.sharedSecret, w.owner.caFrom]);
  };
  assert.deepEqual(await secretOf('mariadb-operator/default.yaml'), [
    ['mariadb-system/mariadb-operator-webhook-cert', 'mariadb-system/mariadb-operator-webhook-cert'],
  ]);
  assert.deepEqual(
    await secretOf('mariadb-operator/default.yaml', (t) =>
      t.replace('--cert-secret-namespace=mariadb-system', '--cert-secret-namespace=certs'),
    ),
    [['certs/mariadb-operator-webhook-cert', 'certs/mariadb-operator-webhook-cert']],
  );
  assert.deepEqual(
    await secretOf('spark-operator/default.yaml', (t) =>
      t.replace(/\n\s+- --webhook-secret-namespace=spark-operator/, ''),
    ),
    [['spark-operator/spark-operator-webhook-certs', 'spark-operator/spark-operator-webhook-certs']],
    'the binary default, not the workload namespace (default)',
  );
});

// Antrea's server reloads a rotated certificate as selfSignedCert (antrea-controller.conf of ConfigMap
// antrea-config) decides: its own provider writes the served files from the Secret it watches (secret-watch), or it
// serves the mounted Secret's files (file-watch). pkg/apiserver/certificate/certificate.go ApplyServerCert.
test('a reload mode a setting decides: antrea-controller by selfSignedCert, unknown without its ConfigMap', async () => {
  const reloadOf = async (file: string, edit: (t: string) => string = (t) => t) => {
    const text = edit(readFileSync(path.join(RENDERS, file), 'utf8'));
    const resources = parseDocuments(file, text).flatMap((d) => resourcesOf(d, 'default'));
    const model = new Model(resources, await loadProfiles(undefined), await loadOwners());
    return effectiveState(model).writers.map((w) => w.reload);
  };
  assert.deepEqual(await reloadOf('antrea/default.yaml'), ['secret-watch']);
  assert.deepEqual(await reloadOf('antrea/no-self-signed.yaml'), ['file-watch']);
  assert.deepEqual(
    await reloadOf('antrea/no-self-signed.yaml', (t) =>
      t
        .split(/^---$/m)
        .filter((d) => !/^kind: ConfigMap\n(?:.*\n)*?\s+name: antrea-config$/m.test(d))
        .join('---'),
    ),
    ['unknown'],
    'the ConfigMap that holds selfSignedCert is not among the inputs',
  );
});

// CloudNativePG reads its settings from the env, then from the ConfigMap --config-map-name and the Secret
// --secret-name through the API (internal/cmd/manager/controller/controller.go loadConfiguration; keys are the env
// names, pkg/configparser ReadConfigMap): the chart's ConfigMap can switch caBundle management off.
test('a setting an object read through the API overrides: cloudnative-pg MANAGE_WEBHOOK_CONFIGURATIONS', async () => {
  // cainjector on the mutating configuration: a war exactly when the operator writes caBundle too.
  const render = readFileSync(path.join(RENDERS, 'cloudnative-pg/default.yaml'), 'utf8').replace(
    'metadata:\n  name: cnpg-mutating-webhook-configuration\n',
    'metadata:\n  name: cnpg-mutating-webhook-configuration\n  annotations:\n    cert-manager.io/inject-ca-from: cnpg-system/cnpg-webhook\n',
  );
  const owners = async (edit: (t: string) => string) =>
    (await check(edit(render), { at: new Date('2026-12-06T00:00:00Z') }))
      .filter((f) => f.rule === 'cabundle-multiple-owners')
      .map((f) => [f.severity, f.message] as const);
  const [war, ...more] = await owners((t) => t);
  assert.deepEqual(more, []);
  assert.equal(war?.[0], 'error', 'the chart renders the ConfigMap empty: the env decides, and writing is on');
  // The chart's ConfigMap renders `data: {}`: the first one in the render.
  const off = (t: string) => t.replace('data:\n  {}\n', 'data:\n  MANAGE_WEBHOOK_CONFIGURATIONS: "false"\n');
  assert.deepEqual(await owners(off), [], 'the ConfigMap switches caBundle management off');
  const gone = (t: string) =>
    t
      .split(/^---$/m)
      .filter((d) => !d.includes('name: cnpg-controller-manager-config\n  namespace'))
      .join('---');
  const [maybe, ...rest] = await owners(gone);
  assert.deepEqual(rest, []);
  assert.equal(maybe?.[0], 'warning', 'the ConfigMap, not among the inputs, may switch it off');
  assert.match(
    maybe[1],
    /MANAGE_WEBHOOK_CONFIGURATIONS in ConfigMap cnpg-system\/cnpg-controller-manager-config \(read through the API, not among the inputs\)/,
  );
});

// cert-controller injects the ca.crt of its Secret (pkg/rotator/rotator.go buildArtifactsFromSecret); cainjector's
// inject-ca-from-secret reads ca.crt of the Secret it names. Naming the rotator's own Secret, both write the same
// bytes, and only the rotator writes that Secret: one CA source. Through a Certificate, cert-manager writes that
// Secret too (it lacks ca.key, so the rotator makes a new CA): a war. Another Secret: two CAs.
test('an injector reading the CA the rotator keeps is one CA source; one issuing into that Secret is a war', async () => {
  const certificate = `---
apiVersion: cert-manager.io/v1
kind: Certificate
metadata: {name: kueue-serving-cert, namespace: kueue-system}
spec:
  secretName: kueue-webhook-server-cert
  issuerRef: {name: selfsigned, kind: Issuer}
`;
  assert.deepEqual(
    await errors(
      annotated(
        'kueue/default.yaml',
        'ValidatingWebhookConfiguration',
        'cert-manager.io/inject-ca-from',
        'kueue-system/kueue-serving-cert',
      ) + certificate,
    ),
    ['cabundle-multiple-owners'],
  );
});

// The same for the rotators that pin older cert-controller releases (each cites buildArtifactsFromSecret at its pin).
for (const [render, kind, name, secretRef] of [
  ['kueue/default.yaml', 'ValidatingWebhookConfiguration', '', 'kueue-system/kueue-webhook-server-cert'],
  [
    'metallb/default.yaml',
    'ValidatingWebhookConfiguration',
    'metallb-webhook-configuration',
    'metallb-system/metallb-webhook-cert',
  ],
  [
    'metallb/with-frr-k8s.yaml',
    'ValidatingWebhookConfiguration',
    'frr-k8s-validating-webhook-configuration',
    'metallb-system/frr-k8s-webhook-server-cert',
  ],
  [
    'hnc/default.yaml',
    'ValidatingWebhookConfiguration',
    'hnc-validating-webhook-configuration',
    'hnc-system/hnc-webhook-server-cert',
  ],
  [
    'workload-identity-webhook/default.yaml',
    'MutatingWebhookConfiguration',
    '',
    'azure-workload-identity-system/azure-wi-webhook-server-cert',
  ],
] as const)
  test(`${render}: inject-ca-from-secret naming the rotator's own Secret is one CA source, another Secret a war`, async () => {
    const key = 'cert-manager.io/inject-ca-from-secret';
    assert.deepEqual(await errors(annotated(render, kind, key, secretRef, name)), []);
    assert.deepEqual(await errors(annotated(render, kind, key, `${secretRef.split('/')[0]!}/other-ca`, name)), [
      'cabundle-multiple-owners',
    ]);
  });

/** The render with one annotation on the configuration of `kind` (the one named `name`, or the first). */
function annotated(render: string, kind: string, key: string, value: string, name = ''): string {
  const docs = readFileSync(path.join(RENDERS, render), 'utf8').split(/^---$/m);
  const at = docs.findIndex((d) => d.includes(`kind: ${kind}\n`) && d.includes(name));
  assert.ok(at >= 0, `${render} holds a ${kind} ${name}`);
  // A render's empty map (`annotations: {}`) gives way to the one added.
  docs[at] = docs[at]!.replace(/^ {2}annotations:\n {4}\{\}\n/m, '').replace(
    `kind: ${kind}\nmetadata:\n`,
    `kind: ${kind}\nmetadata:\n  annotations:\n    ${key}: ${value}\n`,
  );
  return docs.join('---');
}

async function errors(text: string): Promise<string[]> {
  return (await check(text, { at: new Date(AT) })).filter((f) => f.severity === 'error').map((f) => f.rule);
}

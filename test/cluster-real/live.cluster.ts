// The write-up's scenarios through a real kube-apiserver, and the same objects checked from files:
// both modes must give the same rules on the same objects; live adds only the live-only rules.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from '../helpers.js';
import { kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import type { KubeObject } from '../kube-objects.js';
import {
  LIVE_ONLY,
  exportObjects,
  findingsOf,
  ruleObjects,
  runGate,
  startScenario,
  type Run,
  type Scenario,
} from './scenarios.js';

const kube = await kubeOrSkip();
let cluster: Cluster;

before(async () => {
  if (!kube.skip) cluster = await start();
});
after(async () => {
  // Unset when before() was skipped or failed.
  await (cluster as Cluster | undefined)?.stop();
});

async function gate(s: Scenario, extra: string[]): Promise<Run> {
  return runGate(['-n', s.ns, '--kubeconfig', cluster.kubeconfig(), '--format', 'json', ...extra]);
}

/** `check` on the scenario's objects exported as files gives the live run's rules, minus the live-only ones. */
async function assertSameRules(s: Scenario, live: Run): Promise<string[]> {
  const dir = await exportObjects(cluster, s.objects);
  const files = await cli(['check', dir, '--format', 'json']);
  assert.ok(files.code === 0 || files.code === 1, files.stderr);
  const fromFiles = ruleObjects(findingsOf({ code: files.code, out: files.stdout, err: files.stderr, ms: 0 }));
  const fromLive = ruleObjects(findingsOf(live), LIVE_ONLY);
  assert.deepEqual(fromLive, fromFiles);
  return fromFiles;
}

test(
  'the incident: 8 replicas with their own CAs rewrite caBundle, get real 409s, and fail the gate',
  { skip: kube.skip },
  async (t) => {
    const s = await startScenario(cluster, 'incident', { replicas: 8, writer: 'fs' });
    t.after(() => s.remove());
    const started = Date.now();
    const run = await gate(s, ['--observe', '10s', '--probe', '24']);
    await s.stop();
    t.diagnostic(
      `incident: 8 writers, ${s.stats.puts} PUTs answered 200 and ${s.stats.conflicts} answered 409 in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );
    assert.ok(s.stats.conflicts > 0, 'the API server answered 409 Conflict');
    assert.equal(run.code, 1, run.err);
    const findings = findingsOf(run);
    const errors = new Set(findings.filter((f) => f.severity === 'error').map((f) => f.rule));
    for (const rule of ['webhook-config-churn', 'webhook-tls-probe', 'multi-replica-webhook-unshared-cert'])
      assert.ok(errors.has(rule), `${rule} in ${[...errors].join(',')}`);
    const churn = findings.filter((f) => f.rule === 'webhook-config-churn' && /was written at least/.test(f.message));
    assert.equal(churn.length, 2, 'both configurations churn');
    assert.match(churn[0]!.message, /koord-manager \(Update\)/);
    assert.ok(findings.some((f) => f.rule === 'webhook-tls-probe' && /from [2-8] different CAs/.test(f.message)));
    assert.ok(!errors.has('gate-permission-missing'));
    t.diagnostic(`rules on objects: ${(await assertSameRules(s, run)).join('; ')}`);
  },
);

test(
  'the fix: one shared Secret and the explicit Secret writer pass with exit 0, one certificate behind the address',
  { skip: kube.skip },
  async (t) => {
    const s = await startScenario(cluster, 'fixed', { replicas: 8, writer: 'secret' });
    t.after(() => s.remove());
    const run = await gate(s, ['--observe', '3s', '--probe', '24']);
    assert.equal(run.code, 0, run.out + run.err);
    const findings = findingsOf(run);
    assert.deepEqual(
      findings.filter((f) => f.severity === 'error'),
      [],
    );
    const probes = findings.filter((f) => f.rule === 'webhook-tls-probe');
    assert.deepEqual(
      probes.map((f) => f.severity),
      ['info', 'info'],
      'one line per configuration',
    );
    for (const p of probes)
      assert.match(
        p.message,
        /verified: 24 TLS connection\(s\) to 1 backend\(s\) served 1 certificate\(s\) .*from 1 CA, each accepted/,
      );
    await assertSameRules(s, run);
  },
);

test(
  'two caBundle owners: a cainjector annotation plus the controller, and real managedFields from server-side apply',
  { skip: kube.skip },
  async (t) => {
    const s = await startScenario(cluster, 'owners', {
      replicas: 2,
      writer: 'secret',
      annotationsOn: 'mutating',
      annotations: { 'cert-manager.io/inject-ca-from-secret': 'owners/webhook-tls' },
    });
    t.after(() => s.remove());
    {
      // cainjector: server-side apply with forced ownership of every entry's caBundle.
      const injected = Buffer.from(s.caPem + '\n').toString('base64');
      for (const [kind, name] of [
        ['MutatingWebhookConfiguration', s.mutating],
        ['ValidatingWebhookConfiguration', s.validating],
      ] as const) {
        const path = `/apis/admissionregistration.k8s.io/v1/${kind.toLowerCase()}s/${name}`;
        const got = await cluster.api('GET', path);
        const body = {
          apiVersion: 'admissionregistration.k8s.io/v1',
          kind,
          metadata: { name },
          webhooks: (got.body as KubeObject).webhooks.map((w) => ({
            name: w.name,
            clientConfig: { caBundle: injected },
          })),
        };
        const applied = await cluster.api('PATCH', `${path}?fieldManager=cainjector&force=true`, body, {
          contentType: 'application/apply-patch+yaml',
        });
        assert.equal(applied.status, 200, JSON.stringify(applied.body));
        // The controller then writes its own CA into the first entry (GET + PUT, as its sync does).
        const again = (await cluster.api('GET', path)).body as KubeObject & { metadata: { managedFields?: unknown } };
        again.webhooks[0]!.clientConfig.caBundle = Buffer.from(s.caPem).toString('base64');
        delete again.metadata.managedFields;
        const put = await cluster.api('PUT', path, again, { userAgent: 'koord-manager/v1.5.0 (linux/amd64)' });
        assert.equal(put.status, 200, JSON.stringify(put.body));
      }
    }
    const run = await gate(s, ['--observe', '0', '--probe', '2']);
    const owners = findingsOf(run).filter((f) => f.rule === 'cabundle-multiple-owners');
    assert.deepEqual(owners.map((f) => f.object?.kind).sort(), [
      'MutatingWebhookConfiguration',
      'ValidatingWebhookConfiguration',
    ]);
    // The annotated one by the annotation, the other by managedFields alone.
    assert.match(
      owners.find((f) => f.object?.kind === 'MutatingWebhookConfiguration')!.message,
      /inject-ca-from-secret/,
    );
    assert.match(
      owners.find((f) => f.object?.kind === 'ValidatingWebhookConfiguration')!.message,
      /2 field managers: cainjector \(Apply\) owns 1 .*koord-manager \(Update\) owns 1/,
    );
    await assertSameRules(s, run);
  },
);

test(
  'a ServiceAccount without access to the Secret: webhook-cert-secret-rbac from a real SubjectAccessReview',
  { skip: kube.skip },
  async (t) => {
    const s = await startScenario(cluster, 'norbac', { replicas: 2, writer: 'secret', managerCanRead: false });
    t.after(() => s.remove());
    const run = await gate(s, ['--observe', '0', '--probe', '0']);
    assert.equal(run.code, 1, run.err);
    const f = findingsOf(run).find((x) => x.rule === 'webhook-cert-secret-rbac')!;
    assert.match(
      f.message,
      /the API server says ServiceAccount norbac\/koord-manager .* may not get Secret norbac\/koordinator-webhook-certs/,
    );
    await assertSameRules(s, run);
  },
);

test(
  "Helm's labels alone do not make Helm a caBundle writer: only its field manager owning caBundle does, else a warning naming `helm get manifest`",
  { skip: kube.skip },
  async () => {
    const name = 'helm-installed-webhook';
    const path = `/apis/admissionregistration.k8s.io/v1/mutatingwebhookconfigurations/${name}`;
    const ca = (text: string) =>
      Buffer.from(`-----BEGIN CERTIFICATE-----\n${text}\n-----END CERTIFICATE-----\n`).toString('base64');
    // helm install: the chart renders no caBundle; cert-manager's injector is asked to fill it.
    const created = await cluster.api(
      'POST',
      '/apis/admissionregistration.k8s.io/v1/mutatingwebhookconfigurations?fieldManager=helm',
      {
        apiVersion: 'admissionregistration.k8s.io/v1',
        kind: 'MutatingWebhookConfiguration',
        metadata: {
          name,
          labels: {
            'app.kubernetes.io/managed-by': 'Helm',
            'app.kubernetes.io/instance': 'demo',
            'helm.sh/chart': 'demo-1.0.0',
          },
          annotations: { 'cert-manager.io/inject-ca-from': 'demo/demo-serving' },
        },
        webhooks: [
          {
            name: 'mutate.demo.example.com',
            admissionReviewVersions: ['v1'],
            sideEffects: 'None',
            clientConfig: { url: 'https://demo.example.invalid/mutate' },
            rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['configmaps'] }],
            namespaceSelector: { matchLabels: { 'helm-render-test': 'on' } },
          },
        ],
      },
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const write = async (manager: string, caBundle: string) => {
      const got = (await cluster.api('GET', path)).body as KubeObject & { metadata: { managedFields?: unknown } };
      got.webhooks[0]!.clientConfig.caBundle = caBundle;
      const put = await cluster.api('PUT', `${path}?fieldManager=${manager}`, got);
      assert.equal(put.status, 200, JSON.stringify(put.body));
    };
    const owners = async () => {
      const run = await runGate([
        '--kubeconfig',
        cluster.kubeconfig(),
        '--format',
        'json',
        '--observe',
        '0',
        '--probe',
        '0',
      ]);
      return findingsOf(run).filter((f) => f.rule === 'cabundle-multiple-owners' && f.object?.name === name);
    };

    await write('cainjector', ca('MIIBinjector'));
    const uncertain = await owners();
    assert.deepEqual(
      uncertain.map((f) => f.severity),
      ['warning'],
      JSON.stringify(uncertain),
    );
    assert.match(
      uncertain[0]!.message,
      /whether release demo renders caBundle .*`helm get manifest`.*field manager \(helm\) owns no caBundle there now/,
    );

    // An upgrade whose chart does render a caBundle puts it back, and Helm's field manager owns it again.
    await write('helm', ca('MIIBchart'));
    const certain = await owners();
    assert.ok(
      certain.some((f) => f.severity === 'error' && /Helm \(the caBundle the chart renders/.test(f.message)),
      JSON.stringify(certain),
    );
    await cluster.api('DELETE', path);
  },
);

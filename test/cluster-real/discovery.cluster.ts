// Discovery: without -n, `cluster` starts from every webhook configuration and follows clientConfig (a Service,
// or the URL's host of a WEBHOOK_HOST setup) to the controllers of known profiles; -n narrows it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { apply, findingsOf, jobArgs, renderGate, runGate, saToken, startScenario, type Scenario } from './scenarios.js';

const kube = await kubeOrSkip();
let cluster: Cluster;
const scenarios: Scenario[] = [];

before(async () => {
  if (kube.skip) return;
  cluster = await start();
  // Through the URL of WEBHOOK_HOST, through a Service, and a controller no configuration leads to.
  scenarios.push(await startScenario(cluster, 'koord-url', { replicas: 2, writer: 'secret' }));
  scenarios.push(await startScenario(cluster, 'koord-svc', { replicas: 2, writer: 'secret', clientConfig: 'service' }));
  const orphan = await startScenario(cluster, 'koord-orphan', { replicas: 1, writer: 'secret' });
  await orphan.remove(); // its configurations are gone: nothing leads to it
  // Another webhook, of no known profile.
  await apply(cluster, [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'other' } },
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingWebhookConfiguration',
      metadata: { name: 'other-webhook' },
      webhooks: [
        {
          name: 'v.other.example',
          admissionReviewVersions: ['v1'],
          sideEffects: 'None',
          failurePolicy: 'Ignore',
          clientConfig: { service: { name: 'other-webhook', namespace: 'other' } },
          rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['configmaps'] }],
          namespaceSelector: { matchLabels: { never: 'matches' } },
        },
      ],
    },
  ]);
});
after(async () => {
  for (const s of scenarios) await s.remove();
  // Unset when before() was skipped or failed.
  await (cluster as Cluster | undefined)?.stop();
});

function errorsOf(run: Parameters<typeof findingsOf>[0]): string {
  return findingsOf(run)
    .filter((f) => f.severity === 'error')
    .map((f) => `${f.rule}: ${f.message}`)
    .join('\n');
}

function checked(err: string): string[] {
  return [...err.matchAll(/^checking (\S+ \S+) /gm)].map((m) => m[1]!).sort();
}

test(
  'without -n the gate finds the controllers from the webhook configurations; -n narrows it',
  { skip: kube.skip },
  async () => {
    const all = await runGate([
      '--kubeconfig',
      cluster.kubeconfig(),
      '--observe',
      '0',
      '--probe',
      '0',
      '--format',
      'json',
    ]);
    assert.equal(all.code, 0, errorsOf(all) + all.err);
    assert.deepEqual(checked(all.err), ['Deployment koord-svc/koord-manager', 'Deployment koord-url/koord-manager']);
    assert.match(all.err, /discovery: 5 webhook configuration\(s\) lead to 2 controller\(s\)/);
    const one = await runGate([
      '-n',
      'koord-svc',
      '--kubeconfig',
      cluster.kubeconfig(),
      '--observe',
      '0',
      '--probe',
      '0',
      '--format',
      'json',
    ]);
    assert.equal(one.code, 0, one.err);
    assert.deepEqual(checked(one.err), ['Deployment koord-svc/koord-manager']);
  },
);

test(
  'the cluster-wide kustomize option gives discovery the reads it needs, and only reads',
  { skip: kube.skip },
  async (t) => {
    const gate = renderGate('deploy/argocd/cluster-wide');
    await apply(cluster, [
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'webhook-cert-gate' } },
      { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'default', namespace: 'webhook-cert-gate' } },
    ]);
    await apply(cluster, gate);
    const token = await saToken(cluster, 'webhook-cert-gate', 'webhook-cert-gate-cluster-wide');
    const since = cluster.auditEvents().length;
    const args = jobArgs(gate, 'webhook-cert-gate');
    assert.ok(!args.some((a) => a.startsWith('--namespace')));
    const run = await runGate([
      ...args,
      '--observe=2s',
      '--probe=0',
      '--kubeconfig',
      cluster.kubeconfig(token, 'webhook-cert-gate'),
      '--format=json',
    ]);
    assert.equal(run.code, 0, errorsOf(run) + run.err);
    assert.deepEqual(checked(run.err), ['Deployment koord-svc/koord-manager', 'Deployment koord-url/koord-manager']);
    assert.ok(!findingsOf(run).some((f) => f.rule === 'gate-permission-missing'));
    const events = cluster
      .auditEvents()
      .slice(since)
      .filter((e) => e.user.username === 'system:serviceaccount:webhook-cert-gate:webhook-cert-gate-cluster-wide');
    assert.deepEqual(
      events.filter((e) => e.responseStatus?.code === 403).map((e) => e.requestURI),
      [],
    );
    assert.deepEqual(
      [
        ...new Set(
          events.filter((e) => !['get', 'list'].includes(e.verb)).map((e) => `${e.verb} ${e.objectRef?.resource}`),
        ),
      ],
      ['create subjectaccessreviews'],
    );
    t.diagnostic(`cluster-wide gate: ${events.length} requests, 0 403s`);

    // The namespaced gate's least-privilege token cannot discover: findings name what to grant, no crash.
    const ns = renderGate();
    await apply(
      cluster,
      ns
        .map((o) => ({ ...o, metadata: { ...o.metadata, namespace: o.metadata.namespace && 'koord-url' } }))
        .map((o) =>
          o.kind === 'ClusterRoleBinding' ? { ...o, subjects: [{ ...o.subjects[0], namespace: 'koord-url' }] } : o,
        ),
    );
    const narrow = await saToken(cluster, 'koord-url', 'webhook-cert-gate-koordinator');
    const denied = await runGate([
      '--observe=0',
      '--probe=0',
      '--kubeconfig',
      cluster.kubeconfig(narrow, 'koord-url'),
      '--format=json',
    ]);
    assert.equal(denied.code, 1, denied.err);
    const f = findingsOf(denied).filter((x) => x.rule === 'gate-permission-missing');
    assert.ok(
      f.some(
        (x) => /may not list mutatingwebhookconfigurations/.test(x.message) && /a ClusterRole rule/.test(x.message),
      ),
      denied.out,
    );
  },
);

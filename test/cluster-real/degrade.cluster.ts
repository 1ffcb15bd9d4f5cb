// What the gate does with the cluster itself: credentials from a pod's service-account directory, a namespace
// with nothing to check, and exit 2 kept for a cluster it cannot reach at all.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { apply, findingsOf, jobArgs, renderGate, runGate, saToken, startScenario, type Scenario } from './scenarios.js';

const kube = await kubeOrSkip();
let cluster: Cluster;
let s: Scenario;

before(async () => {
  if (kube.skip) return;
  cluster = await start();
  s = await startScenario(cluster, 'koordinator-system', {
    replicas: 2,
    writer: 'secret',
    mutatingName: 'koordinator-mutating-webhook-configuration',
    validatingName: 'koordinator-validating-webhook-configuration',
  });
  await apply(cluster, renderGate());
});
after(async () => {
  // Unset when before() was skipped or failed.
  await (s as Scenario | undefined)?.remove();
  await (cluster as Cluster | undefined)?.stop();
});

test(
  "in a pod: the mounted service-account token, CA and namespace, with the Job's args",
  { skip: kube.skip },
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'wcg-sa-'));
    // Where client-node's loadFromCluster looks, under a prefix.
    const dir = join(root, 'var/run/secrets/kubernetes.io/serviceaccount');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'token'),
      (await saToken(cluster, 'koordinator-system', 'webhook-cert-gate-koordinator')) + '\n',
    );
    writeFileSync(join(dir, 'ca.crt'), cluster.caPem);
    writeFileSync(join(dir, 'namespace'), 'koordinator-system');
    const port = new URL(cluster.url).port;
    const env = {
      KUBERNETES_SERVICE_HOST: '127.0.0.1',
      KUBERNETES_SERVICE_PORT: port,
      WEBHOOK_CERT_GATE_SERVICEACCOUNT_ROOT: root,
      POD_NAMESPACE: 'koordinator-system',
    };
    const run = await runGate([...jobArgs(renderGate(), 'koordinator-system'), '--observe=0', '--probe=2'], env);
    assert.equal(run.code, 0, run.out + run.err);
    assert.match(run.err, /checking Deployment koordinator-system\/koord-manager/);
  },
);

test(
  'a namespace without a known controller: exit 2, or a pass with --allow-missing (the first sync)',
  { skip: kube.skip },
  async () => {
    await apply(cluster, [{ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'empty' } }]);
    const none = await runGate(['-n', 'empty', '--kubeconfig', cluster.kubeconfig(), '--observe', '0']);
    assert.equal(none.code, 2);
    assert.match(none.err, /no webhook controller of a known profile/);
    const first = await runGate([
      '-n',
      'empty',
      '--kubeconfig',
      cluster.kubeconfig(),
      '--observe',
      '0',
      '--allow-missing',
    ]);
    assert.equal(first.code, 0, first.err);
    assert.match(first.err, /nothing to check \(--allow-missing\)/);
  },
);

test(
  'a token with no permission at all: findings for every refused read, exit 1; an unreachable cluster: exit 2',
  { skip: kube.skip },
  async () => {
    await apply(cluster, [
      { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'nobody', namespace: 'koordinator-system' } },
    ]);
    const token = await saToken(cluster, 'koordinator-system', 'nobody');
    const run = await runGate([
      '-n',
      'koordinator-system',
      '--kubeconfig',
      cluster.kubeconfig(token),
      '--observe',
      '0',
      '--format',
      'json',
    ]);
    assert.equal(run.code, 1, run.err);
    const denied = findingsOf(run).filter((f) => f.rule === 'gate-permission-missing');
    assert.deepEqual(denied.map((f) => /may not (\w+ \S+)/.exec(f.message)![1]).sort(), [
      'list deployments.apps',
      'list statefulsets.apps',
    ]);
    assert.ok(denied.every((f) => f.object?.kind === 'Namespace' && f.object.name === 'koordinator-system'));

    const closed = `https://127.0.0.1:${await freePort()}`;
    const file = join(mkdtempSync(join(tmpdir(), 'wcg-kc-')), 'config');
    writeFileSync(file, readFileSync(cluster.kubeconfig(), 'utf8').replace(cluster.url, closed));
    const gone = await runGate(['-n', 'koordinator-system', '--kubeconfig', file, '--observe', '0', '--timeout', '2s']);
    assert.equal(gone.code, 2);
    // One line names what could not be done and why, precisely.
    const lines = gone.err.split('\n').filter((l) => l.includes('cannot reach'));
    assert.equal(lines.length, 1, gone.err);
    assert.match(lines[0]!, /cannot reach API server https:\/\/127\.0\.0\.1:\d+: connection refused: ECONNREFUSED/);
  },
);

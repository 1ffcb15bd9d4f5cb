// cluster --desired on a real kube-apiserver: a change is judged against the caBundle in force and against what
// the backend serves now (probed over TLS), not against files. The webhook is called by URL on loopback (the API
// server accepts loopback URLs; only EndpointSlices refuse them).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { b64, issueLeaf, makeCa, type Issued } from '../apiserver/certs.js';
import { serveTls, type ReplicaServer } from '../apiserver/replicas.js';
import { kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { apply, findingsOf, runGate } from './scenarios.js';

const kube = await kubeOrSkip();
let cluster: Cluster;
let server: ReplicaServer;
let dir: string;
const [ca1, ca2] = [makeCa('desired-ca-1'), makeCa('desired-ca-2')];
const NAME = 'desired-webhook';

function configuration(port: number, cas: Issued[]) {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingWebhookConfiguration',
    metadata: { name: NAME },
    webhooks: [
      {
        name: 'validate.desired.example.com',
        clientConfig: { url: `https://127.0.0.1:${port}/validate`, caBundle: b64(cas.map((c) => c.certPem).join('')) },
        rules: [{ operations: ['CREATE'], apiGroups: [''], apiVersions: ['v1'], resources: ['configmaps'] }],
        failurePolicy: 'Fail',
        sideEffects: 'None',
        admissionReviewVersions: ['v1'],
        namespaceSelector: { matchLabels: { 'desired-test': 'on' } },
      },
    ],
  };
}

/** The desired state as a manifest file, for `--desired`. */
function desiredFile(name: string, cas: Issued[]): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(configuration(server.port, cas), null, 2) + '\n');
  return file;
}

before(async () => {
  if (kube.skip) return;
  cluster = await start();
  dir = mkdtempSync(join(tmpdir(), 'desired-'));
  server = await serveTls(issueLeaf(ca1, { ips: ['127.0.0.1'], days: 365 }));
  await apply(cluster, [configuration(server.port, [ca1])]);
});
after(async () => {
  await (server as ReplicaServer | undefined)?.close();
  await (cluster as Cluster | undefined)?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const gate = (desired: string) =>
  runGate(['--kubeconfig', cluster.kubeconfig(), '--observe', '0', '--format', 'json', '--desired', desired]);

test(
  'dropping the CA the backend serves now is rotation-ca-dropped, at the line of the desired file',
  { skip: kube.skip },
  async () => {
    const file = desiredFile('drop.json', [ca2]);
    const run = await gate(file);
    assert.equal(run.code, 1, run.err);
    const dropped = findingsOf(run).filter((f) => f.rule === 'rotation-ca-dropped');
    assert.equal(dropped.length, 1, run.out);
    assert.equal(dropped[0]!.file, file);
    assert.ok(dropped[0]!.line > 1);
    assert.match(dropped[0]!.message, /probed; issued by CN=desired-ca-1/);
    assert.match(dropped[0]!.message, new RegExp(`127\\.0\\.0\\.1:${server.port}`));
  },
);

test('the overlap step (old + new CA) passes', { skip: kube.skip }, async () => {
  const run = await gate(desiredFile('overlap.json', [ca1, ca2]));
  assert.equal(run.code, 0, run.out + run.err);
  assert.deepEqual(
    findingsOf(run).filter((f) => f.rule.startsWith('rotation-')),
    [],
  );
});

test(
  'a --desired path that does not exist is exit 2 with one line, before any API call',
  { skip: kube.skip },
  async () => {
    const run = await gate(join(dir, 'no-such.yaml'));
    assert.equal(run.code, 2);
    assert.match(run.err.trim(), /^webhook-cert-gate: --desired .*no-such\.yaml: no such file or folder$/);
  },
);

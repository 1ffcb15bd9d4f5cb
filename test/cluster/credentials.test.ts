// The live commands' credentials without client-node in their process: the pod's token file (read again as
// it rotates), or a kubeconfig resolved by a short-lived child process (again after a 401).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Credentials } from '../../src/cluster/credentials.js';
import { connect } from '../../src/cluster/client.js';
import { kubeconfigText } from '../helpers.js';

test("in a pod: the service account's CA, namespace and token, the token read again after the kubelet rotates it", async () => {
  const root = mkdtempSync(join(tmpdir(), 'wcg-sa-'));
  const dir = join(root, 'var/run/secrets/kubernetes.io/serviceaccount');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'token'), 'first-token\n');
  writeFileSync(join(dir, 'ca.crt'), 'CA PEM');
  writeFileSync(join(dir, 'namespace'), 'webhook-cert-gate');
  const env = {
    KUBERNETES_SERVICE_HOST: '10.96.0.1',
    KUBERNETES_SERVICE_PORT: '443',
    WEBHOOK_CERT_GATE_SERVICEACCOUNT_ROOT: root,
  };
  const c = await Credentials.load({ timeoutMs: 5000, env });
  assert.equal(c.server, 'https://10.96.0.1:443');
  assert.equal(c.namespace, 'webhook-cert-gate');
  const first = await c.options('GET');
  assert.equal((first.headers as Record<string, string>).Authorization, 'Bearer first-token');
  assert.equal(String(first.ca), 'CA PEM');
  writeFileSync(join(dir, 'token'), 'rotated-token');
  assert.equal(((await c.options('GET')).headers as Record<string, string>).Authorization, 'Bearer rotated-token');
});

test('with a kubeconfig: a child process resolves server, CA and token; a broken kubeconfig is one clear error', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'wcg-kc-'));
  const file = join(dir, 'config');
  writeFileSync(
    file,
    kubeconfigText({
      server: 'https://127.0.0.1:6443',
      cluster: { 'certificate-authority-data': Buffer.from('CA PEM').toString('base64') },
      user: { token: 'kc-token' },
      namespace: 'team-a',
    }),
  );
  const c = await Credentials.load({ kubeconfig: file, timeoutMs: 30_000, env: {} });
  assert.equal(c.server, 'https://127.0.0.1:6443');
  assert.equal(c.namespace, 'team-a');
  const o = await c.options('GET');
  assert.equal((o.headers as Record<string, string>).Authorization, 'Bearer kc-token');
  assert.equal(String(o.ca), 'CA PEM');
  await assert.rejects(
    Credentials.load({ kubeconfig: join(dir, 'missing'), timeoutMs: 30_000, env: {} }),
    /missing: cannot load cluster credentials/,
  );
});

test("an exec plugin's token refused with 401 is resolved again once, and the read goes on with the new token", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'wcg-exec-'));
  const counter = join(dir, 'count');
  const script =
    `n=$(cat ${counter} 2>/dev/null || echo 0); n=$((n+1)); echo $n > ${counter}; ` +
    `printf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"t%s"}}' $n`;
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(String(req.headers.authorization));
    if (req.headers.authorization !== 'Bearer t2') {
      res
        .writeHead(401, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ kind: 'Status', message: 'Unauthorized' }));
      return;
    }
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ items: [{ metadata: { name: 'a', namespace: 'team-a' } }], metadata: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const file = join(dir, 'config');
    writeFileSync(
      file,
      kubeconfigText({
        server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        cluster: { 'insecure-skip-tls-verify': true },
        user: {
          exec: {
            apiVersion: 'client.authentication.k8s.io/v1',
            command: 'sh',
            args: ['-c', script],
            interactiveMode: 'Never',
          },
        },
        namespace: 'team-a',
      }),
    );
    const client = await connect({ kubeconfig: file, timeoutMs: 30_000, env: { PATH: process.env.PATH } });
    const pods = await client.list('Pod', 'team-a');
    assert.deepEqual(
      pods.map((p) => [p.kind, p.metadata?.name]),
      [['Pod', 'a']],
    );
    assert.deepEqual(seen, ['Bearer t1', 'Bearer t2']);
  } finally {
    server.close();
  }
});

// `serve` never fails green: up, the last complete round, read errors and /readyz follow what it can read
// (an API server that stops and comes back, a permission missing), and what cannot work at start exits 2.
// The same against a real kube-apiserver: test/cluster-real/monitor.cluster.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TestApiServer, type Rule } from '../apiserver/server.js';
import { kubeconfigFor } from './scenarios.js';
import { serve } from '../../src/serve/serve.js';
import { cli, kubeconfigText } from '../helpers.js';

const READ_ALL: Rule[] = [
  { verbs: ['get', 'list', 'watch'], group: '*', resources: ['*'] },
  { verbs: ['create'], group: 'authorization.k8s.io', resources: ['subjectaccessreviews'] },
];

/** A webhook configuration whose Service has no endpoints: each round reads holders, the Service and its slices. */
function seed(server: TestApiServer): void {
  for (const kind of ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration'])
    server.seed({
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind,
      metadata: { name: 'gate' },
      webhooks: [
        {
          name: 'gate.example.com',
          admissionReviewVersions: ['v1'],
          sideEffects: 'None',
          clientConfig: { service: { namespace: 'gate-system', name: 'gate', port: 443 } },
        },
      ],
    });
  server.seed({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'gate', namespace: 'gate-system' },
    spec: { selector: { app: 'gate' }, ports: [{ port: 443, targetPort: 9443 }] },
  });
}

/** `serve` in this process, on a free port, with its log kept; stop() ends it as SIGTERM would. */
async function startServe(kubeconfig: string) {
  const log: string[] = [];
  const stop = new AbortController();
  const done = serve({
    host: '127.0.0.1',
    port: 0,
    intervalMs: 1000,
    timeoutMs: 2000,
    urlConnections: 1,
    kubeconfig,
    env: {},
    signal: stop.signal,
    log: (line) => log.push(line),
  });
  done.catch(() => undefined);
  const port = await until(() => /on 127\.0\.0\.1:(\d+)/.exec(log.join('\n'))?.[1], 'serve listens');
  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: res.status, body: await res.text() };
  };
  const series = async (name: string) => {
    const text = (await get('/metrics')).body;
    return text.split('\n').filter((l) => l.startsWith(name));
  };
  const value = async (name: string) => Number((await series(`${name} `))[0]?.split(' ')[1]);
  const rounds = () => value('webhook_cert_gate_rounds_total');
  /** Waits until `n` more rounds have finished: what they saw is then in the series. */
  const afterRounds = async (n: number) => {
    const from = await rounds();
    await until(async () => (await rounds()) >= from + n || undefined, `${n} rounds`);
  };
  return {
    log,
    get,
    series,
    value,
    afterRounds,
    stop: async () => {
      stop.abort();
      await done;
    },
  };
}

/** Polls until `check` gives a value (a round is 1s here; a watch retries after 1, 2, 4 s). */
async function until<T>(check: () => T | undefined | Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await sleep(100);
  }
}

const notReadyLines = (log: string[]) => log.filter((l) => l.startsWith('not ready:'));
const readyLines = (log: string[]) => log.filter((l) => l.startsWith('ready:'));

test('an API server stopped mid-run: up 0, /readyz 503 naming the address, read errors counted, one log line; back to ready when it returns', async () => {
  const server = new TestApiServer({ holderKinds: true });
  await server.start();
  seed(server);
  server.addToken('serve-token', { user: 'system:serviceaccount:webhook-cert-gate:serve' }, READ_ALL);
  const s = await startServe(kubeconfigFor(server, 'serve-token'));
  try {
    await until(async () => ((await s.get('/readyz')).status === 200 ? true : undefined), 'ready');
    assert.equal(await s.value('webhook_cert_gate_up'), 1);
    const firstSuccess = await s.value('webhook_cert_gate_last_round_success_timestamp_seconds');
    assert.deepEqual(readyLines(s.log).length, 1, s.log.join('\n'));

    const port = server.port;
    await server.close();
    await until(async () => ((await s.get('/readyz')).status === 503 ? true : undefined), 'not ready');
    await s.afterRounds(3);
    const readyz = await s.get('/readyz');
    assert.equal(readyz.status, 503);
    assert.match(readyz.body, /^not ready:\n- /);
    assert.ok(readyz.body.includes(server.url), readyz.body);
    assert.match(readyz.body, /mutatingwebhookconfigurations/);
    assert.equal(await s.value('webhook_cert_gate_up'), 0);
    const stale = await s.value('webhook_cert_gate_last_round_success_timestamp_seconds');
    await s.afterRounds(1);
    assert.equal(await s.value('webhook_cert_gate_last_round_success_timestamp_seconds'), stale);
    const errors = await s.series('webhook_cert_gate_read_errors_total{resource="mutatingwebhookconfigurations"');
    assert.ok(errors.length >= 1, (await s.series('webhook_cert_gate_read_errors_total')).join('\n'));
    assert.match(errors.join('\n'), /code="(refused|reset|other)"/);
    // Rounds go on; the log said it once.
    assert.equal(notReadyLines(s.log).length, 1, s.log.join('\n'));
    assert.ok(notReadyLines(s.log)[0]!.includes(server.url));

    await server.start(port);
    await until(async () => ((await s.get('/readyz')).status === 200 ? true : undefined), 'ready again');
    assert.equal(await s.value('webhook_cert_gate_up'), 1);
    assert.ok((await s.value('webhook_cert_gate_last_round_success_timestamp_seconds')) > firstSuccess);
    assert.equal(readyLines(s.log).length, 2, s.log.join('\n'));
    assert.equal(notReadyLines(s.log).length, 1, s.log.join('\n'));
  } finally {
    await s.stop();
    await server.close();
  }
});

test('a token that lacks list on one holder kind: not ready, the missing permission in /readyz and the log once, 403s counted; ready once granted', async () => {
  const server = new TestApiServer({ holderKinds: true });
  await server.start();
  seed(server);
  const user = 'system:serviceaccount:webhook-cert-gate:serve';
  server.addToken('serve-token', { user }, [
    {
      verbs: ['get', 'list', 'watch'],
      group: 'admissionregistration.k8s.io',
      resources: ['mutatingwebhookconfigurations'],
    },
    { verbs: ['get', 'list', 'watch'], group: 'apiextensions.k8s.io', resources: ['customresourcedefinitions'] },
    { verbs: ['get', 'list', 'watch'], group: 'apiregistration.k8s.io', resources: ['apiservices'] },
    { verbs: ['get', 'list', 'watch'], group: '', resources: ['services', 'endpoints', 'pods'] },
    { verbs: ['get', 'list', 'watch'], group: 'discovery.k8s.io', resources: ['endpointslices'] },
    { verbs: ['create'], group: 'authorization.k8s.io', resources: ['subjectaccessreviews'] },
  ]);
  const s = await startServe(kubeconfigFor(server, 'serve-token'));
  try {
    await s.afterRounds(3);
    const readyz = await s.get('/readyz');
    assert.equal(readyz.status, 503);
    assert.match(
      readyz.body,
      /forbidden \(403\): list validatingwebhookconfigurations\.admissionregistration\.k8s\.io/,
    );
    assert.match(readyz.body, /missing permission: a ClusterRole with apiGroups: \["admissionregistration\.k8s\.io"\]/);
    assert.equal(await s.value('webhook_cert_gate_up'), 0);
    assert.ok(
      (await s.value('webhook_cert_gate_read_errors_total{resource="validatingwebhookconfigurations",code="403"}')) >=
        3,
    );
    assert.equal(notReadyLines(s.log).length, 1, s.log.join('\n'));
    assert.match(notReadyLines(s.log)[0]!, /validatingwebhookconfigurations/);

    server.grant(user, [
      {
        verbs: ['get', 'list', 'watch'],
        group: 'admissionregistration.k8s.io',
        resources: ['validatingwebhookconfigurations'],
      },
    ]);
    await until(async () => ((await s.get('/readyz')).status === 200 ? true : undefined), 'ready once granted');
    assert.equal(await s.value('webhook_cert_gate_up'), 1);
    assert.equal(readyLines(s.log).length, 1, s.log.join('\n'));
  } finally {
    await s.stop();
    await server.close();
  }
});

test('a token that lacks list on EndpointSlices in the webhook namespace: not ready, naming the permission', async () => {
  const server = new TestApiServer({ holderKinds: true });
  await server.start();
  seed(server);
  server.addToken('serve-token', { user: 'serve' }, [
    { verbs: ['get', 'list', 'watch'], group: 'admissionregistration.k8s.io', resources: ['*'] },
    { verbs: ['get', 'list', 'watch'], group: 'apiextensions.k8s.io', resources: ['*'] },
    { verbs: ['get', 'list', 'watch'], group: 'apiregistration.k8s.io', resources: ['*'] },
    { verbs: ['get', 'list', 'watch'], group: '', resources: ['services', 'endpoints', 'pods'] },
  ]);
  const s = await startServe(kubeconfigFor(server, 'serve-token'));
  try {
    await s.afterRounds(2);
    const readyz = await s.get('/readyz');
    assert.equal(readyz.status, 503, readyz.body);
    assert.match(readyz.body, /endpointslices\.discovery\.k8s\.io in namespace "gate-system"/);
    assert.match(readyz.body, /missing permission: a Role in namespace "gate-system"/);
    assert.equal(await s.value('webhook_cert_gate_up'), 0);
  } finally {
    await s.stop();
    await server.close();
  }
});

/** `webhook-cert-gate serve ...` as a user runs it: exit code and stderr. */
async function serveCli(args: string[]) {
  const r = await cli(['serve', '--listen', '127.0.0.1:0', ...args]);
  return { code: r.code, lines: r.stderr.trim().split('\n') };
}

test('serve on a port in use: one line naming the address, exit 2', async () => {
  const server = new TestApiServer({ holderKinds: true });
  await server.start();
  server.addToken('t', { user: 'serve' }, READ_ALL);
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const port = (busy.address() as { port: number }).port;
  try {
    const r = await cli(['serve', '--listen', `127.0.0.1:${port}`, '--kubeconfig', kubeconfigFor(server, 't')]);
    assert.equal(r.code, 2, r.stderr);
    assert.deepEqual(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.match(
      r.stderr,
      new RegExp(`--listen 127\\.0\\.0\\.1:${port}: cannot listen: the address is already in use`),
    );
  } finally {
    busy.close();
    await server.close();
  }
});

test('serve with a kubeconfig that is not valid YAML: one line naming the file, the line and the problem, exit 2', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'wcg-kc-')), 'config');
  writeFileSync(file, 'apiVersion: v1\nclusters:\n- name: a\n  cluster: {server: "https://x\n');
  const r = await serveCli(['--kubeconfig', file]);
  assert.equal(r.code, 2, r.lines.join('\n'));
  assert.equal(r.lines.length, 1, r.lines.join('\n'));
  assert.ok(r.lines[0]!.includes(`${file}: cannot load cluster credentials: not valid YAML: `), r.lines[0]);
  assert.match(r.lines[0]!, /at line \d+, column \d+/);
});

test('serve with a context the kubeconfig does not have: one line naming it and the file, exit 2', async () => {
  const server = new TestApiServer({ holderKinds: true });
  const file = kubeconfigFor(server, 't');
  const r = await serveCli(['--kubeconfig', file, '--context', 'no-such-context']);
  assert.equal(r.code, 2, r.lines.join('\n'));
  assert.equal(r.lines.length, 1, r.lines.join('\n'));
  assert.ok(r.lines[0]!.includes(`context "no-such-context" is not in ${file}`), r.lines[0]);
});

test('serve with an API server that cannot be reached at start: one line naming the address, exit 2', async () => {
  // A port that was free a moment ago: nothing listens there.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  const file = join(mkdtempSync(join(tmpdir(), 'wcg-kc-')), 'config');
  writeFileSync(
    file,
    kubeconfigText({ server: `https://127.0.0.1:${port}`, user: { token: 't' }, namespace: 'default' }),
  );
  const r = await serveCli(['--kubeconfig', file]);
  assert.equal(r.code, 2, r.lines.join('\n'));
  assert.equal(r.lines.length, 1, r.lines.join('\n'));
  assert.match(r.lines[0]!, new RegExp(`cannot reach API server https://127\\.0\\.0\\.1:${port} .*connection refused`));
});

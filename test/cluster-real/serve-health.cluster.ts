// `serve` never fails green, against a real kube-apiserver + etcd: the API server stopped mid-run and started
// again, and a role that lacks list on one holder kind. `webhook_cert_gate_up`, the last complete round,
// `webhook_cert_gate_read_errors_total` and /readyz follow, and the log says it once per change of state.
// The same in the fast tier: test/cluster/serve-health.test.ts.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../helpers.js';
import { freePort, kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import type { KubeObject } from '../kube-objects.js';
import { apply, renderGate } from './scenarios.js';

const kube = await kubeOrSkip();
const FULL = 'wcg-serve';
const PARTIAL = 'wcg-serve-partial';

let cluster: Cluster;
const children: ChildProcess[] = [];

before(async () => {
  if (!kube.skip) cluster = await start({ users: [{ user: FULL }, { user: PARTIAL }] });
});
after(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await (cluster as Cluster | undefined)?.stop();
});

/** deploy/monitor's ClusterRole (as shipped, or without one resource) bound to a static user. */
function roleFor(user: string, without?: string): KubeObject[] {
  const role = structuredClone(renderGate('deploy/monitor').find((o) => o.kind === 'ClusterRole')!);
  const name = `${role.metadata.name}-${user}`;
  role.metadata.name = name;
  if (without) {
    for (const r of role.rules) r.resources = r.resources.filter((x) => x !== without);
    role.rules = role.rules.filter((r) => r.resources.length);
  }
  return [
    role,
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name },
      subjects: [{ kind: 'User', apiGroup: 'rbac.authorization.k8s.io', name: user }],
    },
  ] as KubeObject[];
}

/** serve as shipped (dist/cli.mjs), a round a second; its log (stderr) kept. */
async function startServe(user: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'dist/cli.mjs'),
      'serve',
      '--listen',
      `127.0.0.1:${port}`,
      '--interval',
      '1s',
      '--timeout',
      '3s',
      '--kubeconfig',
      cluster.kubeconfig(user),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(child);
  let log = '';
  child.stderr.on('data', (c: Buffer) => void (log += c.toString()));
  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5000) });
    return { status: res.status, body: await res.text() };
  };
  const value = async (series: string) => {
    const line = (await get('/metrics')).body.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.split(' ')[1]);
  };
  const until = async <T>(what: string, probe: () => Promise<T | undefined>, ms = 90_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const got = await probe().catch(() => undefined);
      if (got !== undefined) return got;
      if (Date.now() > deadline) throw new Error(`${what} within ${ms / 1000}s\n${log}`);
      await sleep(250);
    }
  };
  const readyz = (status: number) => async () => ((await get('/readyz')).status === status ? true : undefined);
  const afterRounds = async (n: number) => {
    const from = (await value('webhook_cert_gate_rounds_total')) ?? 0;
    await until(
      `${n} rounds`,
      async () => ((await value('webhook_cert_gate_rounds_total')) ?? 0) >= from + n || undefined,
    );
  };
  /** Log lines of one kind: `ready:` or `not ready:` right after the timestamp. */
  const lines = (prefix: string) => log.split('\n').filter((l) => l.split(' ').slice(1).join(' ').startsWith(prefix));
  return { child, get, value, until, readyz, afterRounds, lines, log: () => log };
}

test(
  'a real API server stopped mid-run: serve turns not ready naming it, counts the failed reads, logs once, and is ready again after the restart',
  { skip: kube.skip, timeout: 300_000 },
  async () => {
    await apply(cluster, roleFor(FULL));
    const s = await startServe(FULL);
    await s.until('ready', s.readyz(200));
    assert.equal(await s.value('webhook_cert_gate_up'), 1);
    const firstSuccess = (await s.value('webhook_cert_gate_last_round_success_timestamp_seconds'))!;

    await cluster.stopApiServer();
    await s.until('not ready', s.readyz(503));
    await s.afterRounds(3);
    const down = await s.get('/readyz');
    assert.equal(down.status, 503);
    assert.ok(down.body.includes(cluster.url), down.body);
    assert.equal(await s.value('webhook_cert_gate_up'), 0);
    const errors = (await s.get('/metrics')).body
      .split('\n')
      .filter((l) => l.startsWith('webhook_cert_gate_read_errors_total{resource="mutatingwebhookconfigurations"'));
    assert.ok(errors.length >= 1, s.log());
    assert.equal(s.lines('not ready:').length, 1, s.log());

    await cluster.startApiServer();
    await s.until('ready again', s.readyz(200));
    assert.equal(await s.value('webhook_cert_gate_up'), 1);
    assert.ok((await s.value('webhook_cert_gate_last_round_success_timestamp_seconds'))! > firstSuccess);
    assert.equal(s.lines('ready:').length, 2, s.log());
    assert.equal(s.lines('not ready:').length, 1, s.log());
    s.child.kill('SIGTERM');
  },
);

test(
  'a real role without list on ValidatingWebhookConfigurations: not ready with the missing permission, 403s counted, one log line; ready once granted',
  { skip: kube.skip, timeout: 300_000 },
  async () => {
    await apply(cluster, roleFor(PARTIAL, 'validatingwebhookconfigurations'));
    const s = await startServe(PARTIAL);
    await s.until(
      'serve running',
      async () => ((await s.value('webhook_cert_gate_rounds_total')) ?? 0) >= 3 || undefined,
    );
    const readyz = await s.get('/readyz');
    assert.equal(readyz.status, 503);
    assert.match(
      readyz.body,
      /forbidden \(403\): list validatingwebhookconfigurations\.admissionregistration\.k8s\.io/,
    );
    assert.match(readyz.body, /missing permission: a ClusterRole with apiGroups: \["admissionregistration\.k8s\.io"\]/);
    assert.equal(await s.value('webhook_cert_gate_up'), 0);
    assert.ok(
      ((await s.value('webhook_cert_gate_read_errors_total{resource="validatingwebhookconfigurations",code="403"}')) ??
        0) >= 1,
    );
    assert.equal(s.lines('not ready:').length, 1, s.log());

    await apply(cluster, roleFor(PARTIAL));
    await s.until('ready once granted', s.readyz(200));
    assert.equal(await s.value('webhook_cert_gate_up'), 1);
    assert.equal(s.lines('ready:').length, 1, s.log());
    s.child.kill('SIGTERM');
  },
);

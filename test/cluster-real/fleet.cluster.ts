// One Prometheus and one Alertmanager for two clusters, all real: two kube-apiservers + etcd, one with a caBundle
// war between three writers (each with its own CA, behind one URL), one healthy with configurations of the same
// names; one `serve` (the shipped bundle) per cluster; Debian's Prometheus scraping both with a `cluster` target
// label and loading the rules `alerts` prints; Debian's Alertmanager sending to a webhook receiver in this test.
// The war's alerts must arrive with its cluster label and name it; the healthy cluster must stay silent.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dump, load } from 'js-yaml';
import { b64, issueLeaf, makeCa, type Issued } from '../apiserver/certs.js';
import { loadBalancer, serveTls, startCaBundleWriter, type ReplicaServer } from '../apiserver/replicas.js';
import { cli, findTool, ROOT, skipWithout } from '../helpers.js';
import { freePort, kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { apply, renderGate } from './scenarios.js';

const kube = await kubeOrSkip();
const skip = kube.skip || skipWithout('prometheus', 'prometheus-alertmanager');
const SERVE_USER = 'wcg-serve';
const MUTATING = 'gate-mutating';
const VALIDATING = 'gate-validating';
const SERVE_ALERTS = [
  'WebhookServingCAsDiverge',
  'WebhookBackendTLSRejected',
  'CABundleChurn',
  'WebhookCertGateFindings',
];

const clusters: Cluster[] = [];
const children: ChildProcess[] = [];
const closers: Array<() => Promise<void>> = [];
const dirs: string[] = [];

before(async () => {
  if (skip) return;
  for (const c of await Promise.all([
    start({ users: [{ user: SERVE_USER }] }),
    start({ users: [{ user: SERVE_USER }] }),
  ]))
    clusters.push(c);
});
after(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const close of closers) await close();
  await Promise.all(clusters.map((c) => c.stop()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function run(bin: string, args: string[]): { child: ChildProcess; log: () => string } {
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let text = '';
  child.stderr.on('data', (c: Buffer) => void (text = (text + c.toString()).slice(-20_000)));
  return { child, log: () => text };
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>, diag: () => string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const got = await probe().catch(() => undefined);
    if (got !== undefined) return got;
    if (Date.now() > deadline) throw new Error(`${what} within ${ms / 1000}s\n${diag()}`);
    await sleep(250);
  }
}

/** Backends behind one URL, each serving a leaf of its own CA (one CA: a healthy webhook). */
async function backends(cas: Issued[]): Promise<ReplicaServer> {
  const servers = await Promise.all(
    cas.map((ca) => serveTls(issueLeaf(ca, { dnsNames: ['localhost'], ips: ['127.0.0.1'], days: 3650 }))),
  );
  const lb = await loadBalancer(servers.map((s) => s.port));
  closers.push(() => Promise.all([...servers, lb].map((s) => s.close())).then(() => undefined));
  return lb;
}

/** The same two configurations in each cluster (a Helm chart installed everywhere), serve's read-only role. */
async function install(cluster: Cluster, port: number, ca: Issued): Promise<void> {
  const role = renderGate('deploy/monitor').find((o) => o.kind === 'ClusterRole')!;
  await apply(cluster, [
    role,
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name: 'wcg-serve' },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role.metadata.name },
      subjects: [{ kind: 'User', apiGroup: 'rbac.authorization.k8s.io', name: SERVE_USER }],
    },
  ]);
  const entry = (name: string) => ({
    name,
    admissionReviewVersions: ['v1'],
    sideEffects: 'None',
    failurePolicy: 'Ignore',
    clientConfig: { url: `https://127.0.0.1:${port}/${name.split('.')[0]}`, caBundle: b64(ca.certPem) },
    rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['configmaps'] }],
    namespaceSelector: { matchLabels: { 'wcg-admission': 'on' } },
  });
  await apply(cluster, [
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'MutatingWebhookConfiguration',
      metadata: { name: MUTATING },
      webhooks: [entry('mgate.example.com')],
    },
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingWebhookConfiguration',
      metadata: { name: VALIDATING },
      webhooks: [entry('vgate.example.com')],
    },
  ]);
}

interface Received {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  status: string;
}

/** Alertmanager's webhook receiver: every alert of every notification, as sent. */
async function receiver(): Promise<{ url: string; alerts: Received[] }> {
  const alerts: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      alerts.push(...(JSON.parse(body) as { alerts: Received[] }).alerts);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/alerts`, alerts };
}

test(
  'one Prometheus and one Alertmanager for two clusters: the war alerts arrive with the cluster label and name it; the healthy cluster with configurations of the same names stays silent',
  { skip, timeout: 540_000 },
  async (t) => {
    const [war, calm] = clusters as [Cluster, Cluster];
    // The war: three writers, each with its own CA, each serving behind the one URL and writing its CA into caBundle.
    const cas = ['one', 'two', 'three'].map((n) => makeCa(`writer-${n}-ca`));
    await install(war, (await backends(cas)).port, cas[0]!);
    const healthy = makeCa('healthy-ca');
    await install(calm, (await backends([healthy])).port, healthy);
    const writers = cas.map((ca, i) =>
      startCaBundleWriter(
        { url: war.url, caPem: war.caPem, token: war.adminToken, userAgent: `writer-${i}/v1` },
        [MUTATING, VALIDATING],
        ca.certPem,
        { puts: 0, conflicts: 0 },
        200,
      ),
    );
    closers.push(async () => {
      await Promise.all(writers.map((stop) => stop()));
    });

    const serves = await Promise.all(
      [war, calm].map(async (cluster) => {
        const port = await freePort();
        const serve = run(process.execPath, [
          join(ROOT, 'dist/cli.mjs'),
          'serve',
          '--listen',
          `127.0.0.1:${port}`,
          '--interval',
          '2s',
          '--timeout',
          '5s',
          '--probe',
          '12',
          '--kubeconfig',
          cluster.kubeconfig(SERVE_USER),
        ]);
        return { port, serve };
      }),
    );

    const hook = await receiver();
    const dir = mkdtempSync(join(tmpdir(), 'wcg-fleet-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'alertmanager.yml'),
      dump({
        route: {
          receiver: 'test',
          group_by: ['alertname', 'cluster'],
          group_wait: '1s',
          group_interval: '1s',
          repeat_interval: '1h',
        },
        receivers: [{ name: 'test', webhook_configs: [{ url: hook.url, send_resolved: false }] }],
      }),
    );
    const amPort = await freePort();
    const am = run(findTool('prometheus-alertmanager')!, [
      `--config.file=${join(dir, 'alertmanager.yml')}`,
      `--storage.path=${join(dir, 'am-data')}`,
      `--web.listen-address=127.0.0.1:${amPort}`,
      '--cluster.listen-address=',
      '--log.level=warn',
    ]);

    const rules = await cli(['alerts', '--pending', '0s']);
    assert.equal(rules.code, 0, rules.stderr);
    writeFileSync(join(dir, 'rules.yaml'), dump((load(rules.stdout) as { spec: unknown }).spec));
    writeFileSync(
      join(dir, 'prometheus.yml'),
      dump({
        global: { scrape_interval: '1s', evaluation_interval: '1s' },
        rule_files: [join(dir, 'rules.yaml')],
        alerting: { alertmanagers: [{ static_configs: [{ targets: [`127.0.0.1:${amPort}`] }] }] },
        scrape_configs: [
          {
            job_name: 'webhook-cert-gate',
            static_configs: [
              { targets: [`127.0.0.1:${serves[0]!.port}`], labels: { cluster: 'war' } },
              { targets: [`127.0.0.1:${serves[1]!.port}`], labels: { cluster: 'calm' } },
            ],
          },
        ],
      }),
    );
    const promPort = await freePort();
    const prom = run(findTool('prometheus')!, [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'prom-data')}`,
      `--web.listen-address=127.0.0.1:${promPort}`,
      '--log.level=warn',
    ]);
    const diag = () =>
      `received: ${JSON.stringify(hook.alerts.map((a) => a.labels))}\nprometheus: ${prom.log()}\nalertmanager: ${am.log()}\n` +
      serves.map((s, i) => `serve ${i}: ${s.serve.log()}`).join('\n');

    const arrived = (name: string) => hook.alerts.filter((a) => a.labels.alertname === name);
    await until(
      'the war alerts at the webhook receiver',
      180_000,
      () => Promise.resolve(SERVE_ALERTS.every((name) => arrived(name).length) ? true : undefined),
      diag,
    );
    // A few more evaluations and notifications: the healthy cluster still sends nothing.
    await sleep(5000);
    // Silence that means something: Prometheus holds the healthy cluster's series, from an exporter that reads it.
    const query = async (q: string) => {
      const res = await fetch(`http://127.0.0.1:${promPort}/api/v1/query?query=${encodeURIComponent(q)}`);
      return (await res.json()) as {
        data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
      };
    };
    const calmSeries = (await query('webhook_cert_gate_serving_cas{cluster="calm"}')).data.result;
    assert.deepEqual(
      calmSeries.map((r) => [r.metric.name, r.value[1]]).sort(),
      [
        [MUTATING, '1'],
        [VALIDATING, '1'],
      ],
      diag(),
    );
    assert.equal((await query('webhook_cert_gate_up{cluster="calm"}')).data.result[0]?.value[1], '1', diag());
    t.diagnostic(
      `received: ${[...new Set(hook.alerts.map((a) => `${a.labels.alertname}{cluster=${a.labels.cluster}}`))].sort().join(', ')}`,
    );
    for (const name of SERVE_ALERTS) {
      for (const a of arrived(name)) {
        assert.equal(a.labels.cluster, 'war', `${name}: ${JSON.stringify(a.labels)}`);
        assert.match(a.annotations.summary!, / \(cluster war\)$/, a.annotations.summary);
      }
    }
    const diverge = arrived('WebhookServingCAsDiverge');
    assert.ok(
      diverge.some((a) => a.labels.name === MUTATING && a.labels.webhook === 'mgate.example.com'),
      diag(),
    );
    assert.deepEqual(
      hook.alerts.filter((a) => a.labels.cluster !== 'war').map((a) => a.labels),
      [],
      'the healthy cluster, and no alert without a cluster',
    );
    // Both exporters read their cluster: no exporter alert anywhere.
    assert.ok(
      !hook.alerts.some(
        (a) => a.labels.alertname?.startsWith('WebhookCertGate') && a.labels.alertname !== 'WebhookCertGateFindings',
      ),
    );
    for (const s of serves) assert.equal(s.serve.child.exitCode, null, s.serve.log());
  },
);

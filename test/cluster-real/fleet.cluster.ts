// One Prometheus and one Alertmanager for two clusters, all real: two kube-apiservers + etcd, one with a caBundle
// war between three writers (each with its own CA, behind one URL), one healthy with configurations of the same
// names; one `serve` (the shipped bundle) per cluster; Debian's Prometheus scraping both with a `cluster` target
// label and loading the rules `alerts` prints; Debian's Alertmanager sending to a webhook receiver in this test.
// The war's alerts must arrive with its cluster label and name it; the healthy cluster must stay silent.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dump } from 'js-yaml';
import { b64, issueLeaf, makeCa, type Issued } from '../apiserver/certs.js';
import { loadBalancer, serveTls, startCaBundleWriter, type ReplicaServer } from '../apiserver/replicas.js';
import { findTool, skipWithout } from '../helpers.js';
import { freePort, kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { apply } from './scenarios.js';
import { bindServeRole, Processes, startPrometheus, until } from './processes.js';

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
const procs = new Processes();
const closers: Array<() => Promise<void>> = [];

before(async () => {
  if (skip) return;
  for (const c of await Promise.all([
    start({ users: [{ user: SERVE_USER }] }),
    start({ users: [{ user: SERVE_USER }] }),
  ]))
    clusters.push(c);
});
after(async () => {
  for (const close of closers) await close();
  await Promise.all(clusters.map((c) => c.stop()));
  procs.cleanup();
});

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
  await bindServeRole(cluster, SERVE_USER);
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
        const serve = await procs.serve([
          '--interval',
          '2s',
          '--timeout',
          '5s',
          '--probe',
          '12',
          '--kubeconfig',
          cluster.kubeconfig(SERVE_USER),
        ]);
        return { port: serve.port, serve };
      }),
    );

    const hook = await receiver();
    const dir = procs.tempDir('wcg-fleet-');
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
    const am = procs.run(findTool('prometheus-alertmanager')!, [
      `--config.file=${join(dir, 'alertmanager.yml')}`,
      `--storage.path=${join(dir, 'am-data')}`,
      `--web.listen-address=127.0.0.1:${amPort}`,
      '--cluster.listen-address=',
      '--log.level=warn',
    ]);

    const prom = await startPrometheus(
      procs,
      ['--pending', '0s'],
      [
        {
          job_name: 'webhook-cert-gate',
          static_configs: [
            { targets: [`127.0.0.1:${serves[0]!.port}`], labels: { cluster: 'war' } },
            { targets: [`127.0.0.1:${serves[1]!.port}`], labels: { cluster: 'calm' } },
          ],
        },
      ],
      { alerting: { alertmanagers: [{ static_configs: [{ targets: [`127.0.0.1:${amPort}`] }] }] } },
    );
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
    const calmSeries = await prom.query('webhook_cert_gate_serving_cas{cluster="calm"}');
    assert.deepEqual(
      calmSeries.map((r) => [r.metric.name, r.value[1]]).sort(),
      [
        [MUTATING, '1'],
        [VALIDATING, '1'],
      ],
      diag(),
    );
    assert.equal((await prom.query('webhook_cert_gate_up{cluster="calm"}'))[0]?.value[1], '1', diag());
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

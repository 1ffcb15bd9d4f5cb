// Issue #21 end to end, all real: a kube-apiserver + etcd, 8 replicas with their own CAs rewriting both webhook
// configurations from their own loopback addresses (127.0.0.2-9) and getting real 409s, `webhook-cert-gate serve`
// (the shipped bundle, as a process) watching and probing, and Debian's Prometheus scraping serve and the API
// server's own /metrics and evaluating the rules `alerts` prints. The write-war and distinct-CA alerts must fire,
// then clear after the fix (one shared certificate behind the same address, caBundle set once); `diagnose` must
// name the 8 writers from the run's audit log; and the audit log must show serve wrote nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { b64, issueLeaf, makeCa, type Issued } from '../apiserver/certs.js';
import {
  loadBalancer,
  serveTls,
  startCaBundleWriter,
  type ReplicaServer,
  type SyncStats,
} from '../apiserver/replicas.js';
import { cli, skipWithout, type JsonFinding } from '../helpers.js';
import { kubeOrSkip, start, type AuditEvent, type Cluster } from '../kube/harness.js';
import type { KubeObject } from '../kube-objects.js';
import { apply, saToken } from './scenarios.js';
import {
  bindServeRole,
  httpText,
  Processes,
  startPrometheus,
  stopChild,
  targetsUp,
  until,
  type PromAlert,
} from './processes.js';
import { createNetns, netnsUnavailable } from '../kube/netns.js';

const kube = await kubeOrSkip();
const skip = kube.skip || skipWithout('prometheus', 'promtool');
const NS = 'monitor';
const MUTATING = 'monitor-mutating';
const VALIDATING = 'monitor-validating';
const SERVE_USER = 'wcg-serve';
const AGENT = 'koord-manager/v1.5.0 (linux/amd64)';
const REPLICAS = 8;
const addressOf = (i: number) => `127.0.0.${i + 2}`;

let cluster: Cluster;
const procs = new Processes();

before(async () => {
  if (!skip) cluster = await start({ users: [{ user: SERVE_USER }] });
});
after(async () => {
  procs.cleanup();
  // Unset when before() was skipped or failed.
  await (cluster as Cluster | undefined)?.stop();
});

/** When the last of `count` alerts became active (Prometheus's activeAt; with `for: 0s` it fires then). */
function activeSince(alerts: PromAlert[], count: number): number | undefined {
  return alerts.length >= count ? Math.max(...alerts.map((a) => Date.parse(a.activeAt))) : undefined;
}

/** The replicas: each a TLS server with its own CA's certificate (the per-pod writer). */
async function startReplicas(cas: Issued[]): Promise<ReplicaServer[]> {
  return Promise.all(
    cas.map((ca) => serveTls(issueLeaf(ca, { dnsNames: ['localhost'], ips: ['127.0.0.1'], days: 3650 }))),
  );
}

test(
  'serve + Prometheus fire the write-war and distinct-CA alerts on the incident and clear them after the fix; diagnose names the 8 writers; serve writes nothing',
  { skip, timeout: 540_000 },
  async (t) => {
    // Read-only RBAC for serve, exactly as deploy/monitor ships it, bound to a static user.
    await bindServeRole(cluster, SERVE_USER);

    // The controller: its namespace, ServiceAccount and RBAC, 8 pods (status as a kubelet would set it, each pod's IP
    // the loopback address its replica writes from), and the Lease that pod 0 holds.
    const cas = Array.from({ length: REPLICAS }, (_, i) => makeCa(`replica-${i}-ca`));
    const servers = await startReplicas(cas);
    const ports = servers.map((s) => s.port);
    const lb = await loadBalancer(ports);
    t.after(async () => {
      await Promise.all([...servers, lb].map((s) => s.close()));
    });
    await apply(cluster, [
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: NS } },
      { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'default', namespace: NS } },
      { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'koord-manager', namespace: NS } },
    ]);
    await apply(cluster, [
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: { name: 'monitor-koord-manager' },
        rules: [
          {
            apiGroups: ['admissionregistration.k8s.io'],
            resources: ['mutatingwebhookconfigurations', 'validatingwebhookconfigurations'],
            verbs: ['get', 'update'],
          },
        ],
      },
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRoleBinding',
        metadata: { name: 'monitor-koord-manager' },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'monitor-koord-manager' },
        subjects: [{ kind: 'ServiceAccount', name: 'koord-manager', namespace: NS }],
      },
      ...Array.from({ length: REPLICAS }, (_, i) => ({
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
          name: `koord-manager-6d8f9-${i}`,
          namespace: NS,
          labels: { app: 'koord-manager', 'pod-template-hash': '6d8f9' },
          ownerReferences: [
            {
              apiVersion: 'apps/v1',
              kind: 'ReplicaSet',
              name: 'koord-manager-6d8f9',
              uid: '00000000-0000-0000-0000-00000000000a',
              controller: true,
            },
          ],
        },
        spec: {
          serviceAccountName: 'koord-manager',
          containers: [{ name: 'manager', image: 'ghcr.io/koordinator-sh/koord-manager:v1.5.0' }],
        },
      })),
      {
        apiVersion: 'coordination.k8s.io/v1',
        kind: 'Lease',
        metadata: { name: 'koord-manager', namespace: NS },
        spec: { holderIdentity: 'koord-manager-6d8f9-0_5c1e2a90', leaseDurationSeconds: 15 },
      },
    ]);
    for (let i = 0; i < REPLICAS; i++) {
      const ip = addressOf(i);
      const status = { phase: 'Running', podIP: ip, podIPs: [{ ip }], conditions: [{ type: 'Ready', status: 'True' }] };
      const r = await cluster.api(
        'PATCH',
        `/api/v1/namespaces/${NS}/pods/koord-manager-6d8f9-${i}/status`,
        { status },
        { contentType: 'application/merge-patch+json' },
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
    const entry = (name: string) => ({
      name,
      admissionReviewVersions: ['v1'],
      sideEffects: 'None',
      failurePolicy: 'Ignore',
      clientConfig: { url: `https://127.0.0.1:${lb.port}/${name.split('.')[0]}`, caBundle: b64(cas[0]!.certPem) },
      rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['configmaps'] }],
      namespaceSelector: { matchLabels: { 'wcg-admission': NS } },
    });
    for (const c of [
      {
        kind: 'MutatingWebhookConfiguration',
        metadata: { name: MUTATING },
        webhooks: ['mpod.koordinator.sh', 'mconfigmap.koordinator.sh'].map(entry),
      },
      {
        kind: 'ValidatingWebhookConfiguration',
        metadata: { name: VALIDATING },
        webhooks: ['vpod.koordinator.sh'].map(entry),
      },
    ]) {
      const r = await cluster.api(
        'POST',
        `/apis/admissionregistration.k8s.io/v1/${c.kind.toLowerCase()}s?fieldManager=helm`,
        { apiVersion: 'admissionregistration.k8s.io/v1', ...c },
      );
      assert.equal(r.status, 201, JSON.stringify(r.body));
    }

    // serve, as shipped (dist/cli.mjs), with the read-only user.
    const serve = await procs.serve([
      '--interval',
      '2s',
      '--timeout',
      '5s',
      '--probe',
      '16',
      '--kubeconfig',
      cluster.kubeconfig(SERVE_USER),
    ]);
    const servePort = serve.port;
    const metricsUrl = `http://127.0.0.1:${servePort}/metrics`;
    await until(
      'serve ready',
      60_000,
      async () => ((await httpText(`http://127.0.0.1:${servePort}/readyz`)).status === 200 ? true : undefined),
      serve.log,
    );
    assert.equal((await httpText(`http://127.0.0.1:${servePort}/healthz`)).status, 200);

    // Prometheus: only loopback targets (serve, and the API server's own /metrics), 1s scrapes and evaluations,
    // the rules `alerts` prints with a 20s rate window and no pending time (a test cannot wait 15 minutes).
    const apiPort = new URL(cluster.url).port;
    const prom = await startPrometheus(
      procs,
      ['--window', '20s', '--pending', '0s'],
      [
        { job_name: 'webhook-cert-gate', static_configs: [{ targets: [`127.0.0.1:${servePort}`] }] },
        {
          job_name: 'apiserver',
          scheme: 'https',
          tls_config: { ca_file: cluster.caFile },
          authorization: { credentials: cluster.adminToken },
          static_configs: [{ targets: [`127.0.0.1:${apiPort}`] }],
        },
      ],
    );
    const promUrl = prom.url;
    const { alerts, firing } = prom;
    const diag = () => `prometheus: ${prom.log()}\nserve: ${serve.log()}`;
    await targetsUp(prom, 2, diag);

    // The incident: 8 writers, each from its own address, each with its own CA.
    const token = await saToken(cluster, NS, 'koord-manager');
    const stats: SyncStats = { puts: 0, conflicts: 0 };
    const writers = cas.map((ca, i) =>
      startCaBundleWriter(
        { url: cluster.url, caPem: cluster.caPem, token, userAgent: AGENT, localAddress: addressOf(i) },
        [MUTATING, VALIDATING],
        ca.certPem,
        stats,
      ),
    );
    const incidentStart = Date.now();
    const [conflictsFired, casFired] = await Promise.all([
      until(
        'WebhookConfigurationConflicts firing',
        120_000,
        async () => activeSince(await firing('WebhookConfigurationConflicts'), 2),
        diag,
      ),
      until(
        'WebhookServingCAsDiverge firing',
        120_000,
        async () => activeSince(await firing('WebhookServingCAsDiverge'), 1),
        diag,
      ),
    ]);
    const writesFired = await until(
      'WebhookConfigurationWrites firing',
      60_000,
      async () => activeSince(await firing('WebhookConfigurationWrites'), 2),
      diag,
    );
    const during = (await httpText(metricsUrl)).text;
    // Where the audit log is out of reach: the same breakdown from Prometheus (the write-up's section 3.1 query).
    const fromProm = await cli(['diagnose', '--prometheus', promUrl, '--format', 'json']);
    assert.equal(fromProm.code, 0, fromProm.stderr);
    const rates = JSON.parse(fromProm.stdout) as {
      requests: Array<{ resource: string; verb: string; code: string; perSecond: number }>;
      conflictsPerSecond: number;
    };
    for (const resource of ['mutatingwebhookconfigurations', 'validatingwebhookconfigurations']) {
      assert.ok(
        rates.requests.some((r) => r.resource === resource && r.verb === 'PUT' && r.code === '409' && r.perSecond > 0),
        `${resource} PUT 409 in ${fromProm.stdout}`,
      );
    }
    assert.ok(rates.conflictsPerSecond > 0);
    await Promise.all(writers.map((stop) => stop()));
    const stoppedAt = Date.now();
    assert.ok(stats.conflicts > 0, 'the API server answered 409');
    assert.match(
      during,
      new RegExp(
        `webhook_cert_gate_serving_cas\\{kind="MutatingWebhookConfiguration",name="${MUTATING}",webhook="mpod.koordinator.sh"\\} ([2-8])`,
      ),
    );
    assert.match(during, /webhook_cert_gate_backend_tls_ok\{[^}]*\} 0/);
    assert.match(during, /webhook_cert_gate_findings\{rule="webhook-tls-probe",severity="error"\} [1-9]/);
    assert.match(
      during,
      new RegExp(
        `webhook_cert_gate_cabundle_changes_total\\{kind="ValidatingWebhookConfiguration",name="${VALIDATING}"\\} [1-9]`,
      ),
    );

    // The fix: one shared certificate served by every replica behind the same address, caBundle set to its CA once.
    const shared = makeCa('shared-ca');
    const sharedLeaf = issueLeaf(shared, { dnsNames: ['localhost'], ips: ['127.0.0.1'], days: 3650 });
    const fixed = await Promise.all(cas.map(() => serveTls(sharedLeaf)));
    t.after(async () => {
      await Promise.all(fixed.map((s) => s.close()));
    });
    // The rolling update: each replica in turn now serves the shared certificate (the balancer reads ports per connection).
    for (let i = 0; i < ports.length; i++) ports[i] = fixed[i]!.port;
    await Promise.all(servers.map((s) => s.close()));
    for (const [resource, name] of [
      ['mutatingwebhookconfigurations', MUTATING],
      ['validatingwebhookconfigurations', VALIDATING],
    ] as const) {
      const path = `/apis/admissionregistration.k8s.io/v1/${resource}/${name}`;
      const got = (await cluster.api('GET', path)).body as KubeObject;
      for (const w of got.webhooks) w.clientConfig.caBundle = b64(shared.certPem);
      const put = await cluster.api('PUT', path, got, { userAgent: 'the-fix' });
      assert.equal(put.status, 200, JSON.stringify(put.body));
    }
    const fixedAt = Date.now();
    await until(
      'every alert clear after the fix',
      120_000,
      async () => {
        const active = (await alerts()).filter((a) =>
          [
            'WebhookConfigurationConflicts',
            'WebhookConfigurationWrites',
            'WebhookServingCAsDiverge',
            'WebhookBackendTLSRejected',
          ].includes(a.labels.alertname ?? ''),
        );
        return active.length ? undefined : true;
      },
      diag,
    );
    const clearedAt = Date.now();
    const after = (await httpText(metricsUrl)).text;
    assert.match(
      after,
      new RegExp(
        `webhook_cert_gate_serving_cas\\{kind="MutatingWebhookConfiguration",name="${MUTATING}",webhook="mpod.koordinator.sh"\\} 1`,
      ),
    );
    assert.doesNotMatch(
      after,
      new RegExp(`webhook_cert_gate_backend_tls_ok\\{kind="[A-Za-z]+",name="monitor-[a-z]+"[^}]*\\} 0`),
    );
    const rss = Number(/^process_resident_memory_bytes (\S+)/m.exec(after)?.[1]);

    // serve stops cleanly on SIGTERM; Prometheus is ended by its handle.
    assert.equal(await stopChild(serve.child), 0, serve.log());
    await stopChild(prom.child);

    // The audit log: the first conflicting write, serve's requests (reads and access reviews only), and diagnose.
    const events = cluster.auditEvents() as Array<
      AuditEvent & { sourceIPs?: string[]; requestReceivedTimestamp?: string }
    >;
    const complete = events.filter((e) => e.stage === 'ResponseComplete');
    const conflicts = complete.filter(
      (e) => e.responseStatus?.code === 409 && /webhookconfigurations$/.test(e.objectRef?.resource ?? ''),
    );
    const firstConflict = Math.min(...conflicts.map((e) => Date.parse(e.requestReceivedTimestamp!)));
    const serveCalls = complete.filter((e) => e.user.username === SERVE_USER);
    assert.ok(serveCalls.length > 0, 'serve made requests');
    const writes = serveCalls.filter(
      (e) =>
        !['get', 'list', 'watch'].includes(e.verb) &&
        !(e.verb === 'create' && e.objectRef?.resource === 'subjectaccessreviews'),
    );
    assert.deepEqual(
      writes.map((e) => `${e.verb} ${e.requestURI}`),
      [],
      'serve makes no write',
    );
    assert.ok(
      serveCalls.some((e) => e.verb === 'watch'),
      'serve watches',
    );

    const d = await cli([
      'diagnose',
      '--audit-log',
      cluster.auditLog,
      '--format',
      'json',
      '--kubeconfig',
      cluster.kubeconfig(),
    ]);
    assert.equal(d.code, 1, d.stderr);
    assert.match(
      d.stderr,
      / 2 caBundle holder\(s\) written/,
      'the two configurations; not the APIServices the API server registers itself',
    );
    const report = JSON.parse(d.stdout) as {
      findings: JsonFinding[];
      writers: Array<{
        kind: string;
        name: string;
        user: string;
        userAgent: string;
        sourceIPs: string[];
        conflicts: number;
        pods?: Array<{ name: string; leader?: boolean }>;
      }>;
    };
    for (const name of [MUTATING, VALIDATING]) {
      const ws = report.writers.filter((w) => w.name === name && w.userAgent === AGENT);
      assert.deepEqual(
        ws.map((w) => w.sourceIPs.join()).sort(),
        Array.from({ length: REPLICAS }, (_, i) => addressOf(i)).sort(),
        `${name}: 8 writers from 8 addresses`,
      );
      assert.ok(ws.every((w) => w.user === `system:serviceaccount:${NS}:koord-manager`));
      assert.deepEqual(
        ws.map((w) => w.pods?.[0]?.name).sort(),
        Array.from({ length: REPLICAS }, (_, i) => `koord-manager-6d8f9-${i}`).sort(),
      );
      assert.equal(ws.filter((w) => w.pods?.[0]?.leader === false).length, REPLICAS - 1);
    }
    const logged409 = report.writers.filter((w) => w.userAgent === AGENT).reduce((a, w) => a + w.conflicts, 0);
    assert.equal(logged409, conflicts.length, 'diagnose counts the 409s the API server logged');
    assert.equal(logged409, stats.conflicts, 'and the replicas got');
    const war = report.findings.filter((f) => f.rule === 'cabundle-writers' && f.severity === 'error');
    assert.ok(
      war.some((f) => f.object?.name === MUTATING && /answered 409 Conflict/.test(f.message)),
      war.map((f) => f.message).join('\n'),
    );
    assert.ok(war.some((f) => /do not hold its leader-election Lease monitor\/koord-manager/.test(f.message)));

    t.diagnostic(
      `incident: 8 writers, ${stats.puts} PUTs answered 200, ${stats.conflicts} answered 409 (audit log: ${conflicts.length}); ` +
        `first conflicting write ${new Date(firstConflict).toISOString()}`,
    );
    t.diagnostic(
      `time from the first conflicting write to firing: WebhookConfigurationConflicts ${((conflictsFired - firstConflict) / 1000).toFixed(1)}s, ` +
        `WebhookServingCAsDiverge ${((casFired - firstConflict) / 1000).toFixed(1)}s, WebhookConfigurationWrites ${((writesFired - firstConflict) / 1000).toFixed(1)}s ` +
        `(Prometheus's activeAt; a negative time: serve saw the 8 CAs before any write; writers started ${((firstConflict - incidentStart) / 1000).toFixed(1)}s before the first 409; 1s scrapes and evaluations, 20s rate window, for 0s)`,
    );
    t.diagnostic(
      `writers stopped ${((fixedAt - stoppedAt) / 1000).toFixed(1)}s before the fix was in; all alerts clear ${((clearedAt - fixedAt) / 1000).toFixed(1)}s after it`,
    );
    t.diagnostic(
      `serve: ${serveCalls.length} requests, none a write (${[...new Set(serveCalls.map((e) => e.verb))].join(', ')}); RSS at the end ${(rss / 2 ** 20).toFixed(1)} MiB`,
    );
    t.diagnostic(`diagnose: ${d.stderr.trim()}`);
    t.diagnostic(
      `diagnose --prometheus during the incident: ${rates.requests
        .filter((r) => r.code === '409')
        .map((r) => `${r.resource} ${r.verb} 409 ${r.perSecond.toFixed(2)}/s`)
        .join(', ')} of ${rates.conflictsPerSecond.toFixed(2)}/s`,
    );
  },
);

test(
  "behind a Service, serve probes every backend: the one of three that serves another CA is named, the EndpointSlice watch follows its replacement, and the namespace's watches stop once no webhook points there",
  { skip: skip || netnsUnavailable(), timeout: 240_000 },
  async (t) => {
    const netns = await createNetns();
    t.after(() => {
      netns.remove();
    });
    const ns = 'monitor-svc';
    const good = makeCa('good-ca');
    const other = makeCa('other-ca');
    const host = `hook.${ns}.svc`;
    const serveWith = (ca: Issued) => {
      const leaf = issueLeaf(ca, { dnsNames: [host] });
      return netns.serveTls(leaf.certPem, leaf.keyPem);
    };
    const backends = [await serveWith(good), await serveWith(good), await serveWith(other)];
    await apply(cluster, [
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns } },
      { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'default', namespace: ns } },
    ]);
    await apply(cluster, [
      ...backends.map((_, i) => ({
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: `hook-${i}`, namespace: ns, labels: { app: 'hook' } },
        spec: { containers: [{ name: 'hook', image: 'example.invalid/hook:1' }] },
      })),
      {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'hook', namespace: ns },
        spec: { selector: { app: 'hook' }, ports: [{ name: 'https', port: 443, targetPort: 'https' }] },
      },
    ]);
    const slice = (list: typeof backends) => ({
      apiVersion: 'discovery.k8s.io/v1',
      kind: 'EndpointSlice',
      metadata: { name: 'hook-1', namespace: ns, labels: { 'kubernetes.io/service-name': 'hook' } },
      addressType: 'IPv4',
      ports: [{ name: 'https', port: list[0]!.port, protocol: 'TCP' }],
      endpoints: list.map((b, i) => ({
        addresses: [b.ip],
        conditions: { ready: true },
        targetRef: { kind: 'Pod', namespace: ns, name: `hook-${i}` },
      })),
    });
    await apply(cluster, [slice(backends)]);
    const r = await cluster.api('POST', '/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations', {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingWebhookConfiguration',
      metadata: { name: 'monitor-svc' },
      webhooks: [
        {
          name: 'vhook.example.com',
          admissionReviewVersions: ['v1'],
          sideEffects: 'None',
          failurePolicy: 'Ignore',
          clientConfig: {
            service: { namespace: ns, name: 'hook', path: '/v', port: 443 },
            caBundle: b64(good.certPem),
          },
          rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['configmaps'] }],
          namespaceSelector: { matchLabels: { 'wcg-admission': ns } },
        },
      ],
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));

    const serve = await procs.serve([
      '--interval',
      '2s',
      '--timeout',
      '5s',
      '--kubeconfig',
      cluster.kubeconfig(SERVE_USER),
    ]);
    const port = serve.port;
    const series = (b: { ip: string; port: number }, text: string) =>
      new RegExp(
        `webhook_cert_gate_backend_tls_ok\\{kind="ValidatingWebhookConfiguration",name="monitor-svc",webhook="vhook.example.com",backend="${b.ip.replace(/\./g, '\\.')}:${b.port}"\\} (\\d)`,
      ).exec(text)?.[1];
    const metrics = async () => (await httpText(`http://127.0.0.1:${port}/metrics`)).text;
    const before = await until(
      'serve probes the three backends',
      90_000,
      async () => {
        const text = await metrics();
        return backends.every((b) => series(b, text) !== undefined) ? text : undefined;
      },
      serve.log,
    );
    assert.deepEqual(
      backends.map((b) => series(b, before)),
      ['1', '1', '0'],
      'exactly the backend with the other CA is rejected',
    );
    assert.match(
      before,
      /webhook_cert_gate_serving_cas\{kind="ValidatingWebhookConfiguration",name="monitor-svc",webhook="vhook.example.com"\} 2/,
    );

    // The bad replica is replaced (a new pod at a new address, the EndpointSlice updated): the watch follows it.
    const replacement = await serveWith(good);
    const fixed = [backends[0]!, backends[1]!, replacement];
    await apply(cluster, [slice(fixed)]);
    const after = await until(
      'serve follows the EndpointSlice to the replacement',
      60_000,
      async () => {
        const text = await metrics();
        return series(replacement, text) === '1' && series(backends[2]!, text) === undefined ? text : undefined;
      },
      serve.log,
    );
    assert.match(
      after,
      /webhook_cert_gate_serving_cas\{kind="ValidatingWebhookConfiguration",name="monitor-svc",webhook="vhook.example.com"\} 1/,
    );

    // The webhook goes away: the watches of its namespace stop after the next round (the holders' stay).
    const gauge = (name: string, text: string) =>
      Number(new RegExp(`^webhook_cert_gate_${name} (\\d+)$`, 'm').exec(text)?.[1]);
    const [watches, objects] = [gauge('watches', after), gauge('watched_objects', after)];
    await cluster.kubectl(['delete', 'validatingwebhookconfiguration', 'monitor-svc']);
    const dropped = await until(
      'serve stops the watches of the namespace no webhook points at',
      60_000,
      async () => {
        const text = await metrics();
        return gauge('watches', text) < watches ? text : undefined;
      },
      serve.log,
    );
    assert.ok(gauge('watches', dropped) >= 4, 'the four holder kinds stay watched');
    assert.ok(gauge('watched_objects', dropped) < objects, 'their objects are dropped with them');
    assert.equal(await stopChild(serve.child), 0, serve.log());
    const slices = cluster
      .auditEvents()
      .filter((e) => e.user.username === SERVE_USER && e.objectRef?.resource === 'endpointslices');
    assert.ok(
      slices.some((e) => e.verb === 'watch'),
      'EndpointSlices are watched',
    );
    t.diagnostic(
      `serve's EndpointSlice requests: ${[...new Set(slices.filter((e) => e.stage === 'ResponseComplete' || e.verb === 'watch').map((e) => e.verb))].join(', ')} (${slices.filter((e) => e.verb === 'list' && e.stage === 'ResponseComplete').length} list(s) in the whole run)`,
    );
  },
);

// The audit API on its own: a fake client serving objects from memory, real TLS servers on loopback.
import assert from 'node:assert/strict';
import { test, after } from 'node:test';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { audit } from '../../src/cluster/audit.js';
import { callOf } from '../../src/cluster/client.js';
import { ForbiddenError } from '../../src/cluster/errors.js';
import type { ClusterClient, KubeObject, LiveKind } from '../../src/cluster/types.js';
import { b64, issueLeaf, makeCa } from '../apiserver/certs.js';
import { loadBalancer, serveTls, type ReplicaServer } from '../apiserver/replicas.js';

/** Objects by kind; a kind in `forbidList` answers list with 403. */
function fakeClient(objects: KubeObject[], forbidList: LiveKind[] = []): ClusterClient {
  const match = (o: KubeObject, kind: string, ns?: string) => o.kind === kind && (!ns || o.metadata?.namespace === ns);
  return {
    server: 'https://fake',
    defaultNamespace: 'default',
    get(kind, ns, name) {
      return Promise.resolve(objects.find((o) => match(o, kind, ns) && o.metadata?.name === name));
    },
    list(kind, ns, selector) {
      if (forbidList.includes(kind))
        return Promise.reject(new ForbiddenError('forbidden', { verb: 'list', ...callOf(kind), namespace: ns }));
      const svc = selector?.match(/kubernetes\.io\/service-name=(.+)/)?.[1];
      return Promise.resolve(
        objects.filter(
          (o) => match(o, kind, ns) && (!svc || o.metadata?.labels?.['kubernetes.io/service-name'] === svc),
        ),
      );
    },
    reviewAccess() {
      return Promise.resolve({ allowed: false });
    },
  };
}

const servers: Array<ReplicaServer | { close(): Promise<void> }> = [];
after(async () => {
  for (const s of servers) await s.close();
});

function config(name: string, webhooks: Array<Record<string, unknown>>, managers: string[] = []): KubeObject {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingWebhookConfiguration',
    metadata: {
      name,
      generation: 3,
      resourceVersion: '42',
      managedFields: managers.map((manager) => ({
        manager,
        operation: 'Update',
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:webhooks': { 'k:{"name":"a"}': { 'f:clientConfig': { 'f:caBundle': {} } } } },
      })),
    },
    webhooks,
  };
}

function serviceBackend(
  ns: string,
  name: string,
  endpoints: Array<{ ip: string; port: number; pod: string }>,
): KubeObject[] {
  const objs: KubeObject[] = [
    {
      kind: 'Service',
      metadata: { namespace: ns, name },
      spec: { ports: [{ port: 443, targetPort: 'https', name: 'https' }] },
    },
    {
      kind: 'EndpointSlice',
      metadata: { namespace: ns, name: `${name}-abc`, labels: { 'kubernetes.io/service-name': name } },
      ports: [{ name: 'https', port: endpoints[0]!.port }],
      endpoints: endpoints.map((e) => ({
        addresses: [e.ip],
        conditions: { ready: true },
        targetRef: { kind: 'Pod', name: e.pod },
      })),
    },
  ];
  for (const e of endpoints) {
    objs.push({
      kind: 'Pod',
      metadata: {
        namespace: ns,
        name: e.pod,
        ownerReferences: [{ kind: 'ReplicaSet', name: `${name}-rs`, controller: true } as never],
      },
    });
  }
  objs.push({
    kind: 'ReplicaSet',
    metadata: {
      namespace: ns,
      name: `${name}-rs`,
      ownerReferences: [{ kind: 'Deployment', name, controller: true } as never],
    },
  });
  objs.push({ kind: 'Deployment', metadata: { namespace: ns, name } });
  return objs;
}

test('three replicas behind one URL, each with its own CA: three CAs served, two of three rejected, managers and workload named', async () => {
  const cas = [makeCa('ca-1'), makeCa('ca-2'), makeCa('ca-3')];
  const replicas = await Promise.all(cas.map((ca) => serveTls(issueLeaf(ca, { ips: ['127.0.0.1'] }))));
  const lb = await loadBalancer(replicas.map((r) => r.port));
  servers.push(...replicas, lb);
  const client = fakeClient([
    config(
      'injector',
      [
        {
          name: 'a',
          failurePolicy: 'Ignore',
          clientConfig: { url: `https://127.0.0.1:${lb.port}/mutate`, caBundle: b64(cas[0]!.certPem) },
        },
      ],
      ['writer-a', 'writer-b'],
    ),
  ]);
  const result = await audit(client, { timeoutMs: 3000, urlConnections: 6 });
  const [holder] = result.evidence.holders;
  assert.equal(holder?.ref.name, 'injector');
  assert.deepEqual(
    holder.caBundleManagers.map((m) => m.manager),
    ['writer-a', 'writer-b'],
  );
  const entry = holder.entries[0]!;
  assert.equal(entry.failurePolicy, 'Ignore');
  assert.equal(entry.serverName, '127.0.0.1');
  assert.equal(entry.caBundle.cas[0]?.subject, 'CN=ca-1');
  const conns = entry.backends.flatMap((b) => b.connections);
  assert.equal(conns.length, 6);
  const issuers = new Set(conns.map((c) => c.chain?.[0]?.issuer));
  assert.deepEqual([...issuers].sort(), ['CN=ca-1', 'CN=ca-2', 'CN=ca-3']);
  assert.equal(conns.filter((c) => c.verify?.accepted).length, 2);
  assert.ok(conns.filter((c) => !c.verify?.accepted).every((c) => c.verify!.problems.length > 0));
  assert.deepEqual(result.evidence.incomplete, []);
});

test('Service-backed entries resolve to ready endpoints, their pods and owning Deployment; causes are named', async () => {
  const ca = makeCa('good-ca');
  const good = await serveTls(issueLeaf(ca, { dnsNames: ['hook.tools.svc'] }));
  const held = new Set<Socket>();
  const silent = createTcpServer((s) => {
    // accepts TCP, never answers TLS
    held.add(s);
    s.on('error', () => undefined);
  });
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  const silentPort = (silent.address() as { port: number }).port;
  servers.push(good, {
    close: () =>
      new Promise<void>((r) => {
        for (const s of held) s.destroy();
        silent.close(() => {
          r();
        });
      }),
  });
  const objects = [
    config('hooks', [
      { name: 'a', clientConfig: { service: { namespace: 'tools', name: 'hook' }, caBundle: b64(ca.certPem) } },
    ]),
    ...serviceBackend('tools', 'hook', [{ ip: '127.0.0.1', port: good.port, pod: 'hook-1' }]),
    {
      kind: 'APIService',
      metadata: { name: 'v1beta1.metrics.example.io' },
      spec: { service: { namespace: 'metrics', name: 'm' }, caBundle: b64(ca.certPem) },
    },
    ...serviceBackend('metrics', 'm', [{ ip: '127.0.0.1', port: silentPort, pod: 'm-1' }]),
    {
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.io' },
      spec: {
        conversion: {
          strategy: 'Webhook',
          webhook: { clientConfig: { service: { namespace: 'gone', name: 'conv' }, caBundle: '' } },
        },
      },
    },
    {
      kind: 'CustomResourceDefinition',
      metadata: { name: 'plain.example.io' },
      spec: { conversion: { strategy: 'None' } },
    },
  ];
  const result = await audit(fakeClient(objects), { timeoutMs: 1000 });
  const byKind = new Map(result.evidence.holders.map((h) => [h.ref.kind, h]));
  assert.deepEqual([...byKind.keys()].sort(), [
    'APIService',
    'CustomResourceDefinition',
    'ValidatingWebhookConfiguration',
  ]);
  const hook = byKind.get('ValidatingWebhookConfiguration')!.entries[0]!;
  assert.equal(hook.failurePolicy, 'Fail');
  assert.equal(hook.serverName, 'hook.tools.svc');
  assert.deepEqual(hook.backends[0]?.pod, { kind: 'Pod', namespace: 'tools', name: 'hook-1' });
  assert.deepEqual(hook.backends[0].workload, { kind: 'Deployment', namespace: 'tools', name: 'hook' });
  assert.equal(hook.backends[0].connections[0]?.verify?.accepted, true);
  const api = byKind.get('APIService')!.entries[0]!;
  assert.equal(api.backends[0]?.connections[0]?.error?.cause, 'no-tls');
  const crd = byKind.get('CustomResourceDefinition')!;
  assert.equal(crd.ref.name, 'widgets.example.io');
  assert.equal(crd.entries[0]!.caBundle.present, false);
  assert.match(crd.entries[0]!.unresolved ?? '', /Service gone\/conv does not exist/);
  assert.ok(result.objects.some((o) => o.kind === 'Deployment' && o.metadata?.name === 'hook'));

  const scoped = await audit(fakeClient(objects), { timeoutMs: 1000, namespace: 'tools' });
  assert.deepEqual(
    scoped.evidence.holders.map((h) => h.ref.name),
    ['hooks'],
  );
});

test('a refused port is "refused"; without list, holders named by the caller are read by name', async () => {
  const closed = createTcpServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const port = (closed.address() as { port: number }).port;
  await new Promise<void>((r) => {
    closed.close(() => {
      r();
    });
  });
  const objects = [config('named', [{ name: 'a', clientConfig: { url: `https://127.0.0.1:${port}/` } }])];
  const client = fakeClient(objects, ['ValidatingWebhookConfiguration']);
  const blind = await audit(client, { timeoutMs: 1000 });
  assert.equal(blind.evidence.holders.length, 0);
  assert.equal(blind.denied.length, 1);
  const named = await audit(client, {
    timeoutMs: 1000,
    urlConnections: 1,
    names: [{ kind: 'ValidatingWebhookConfiguration', name: 'named' }],
  });
  assert.equal(named.denied.length, 0);
  assert.equal(named.evidence.holders[0]?.entries[0]?.backends[0]?.connections[0]?.error?.cause, 'refused');
});

test('lists refused at once: each kind read by name withdraws its own refusal, and the kinds listed are listed', async () => {
  const objects = [
    config('named-v', [{ name: 'a', clientConfig: { url: 'https://127.0.0.1:1/' } }]),
    {
      apiVersion: 'apiregistration.k8s.io/v1',
      kind: 'APIService',
      metadata: { name: 'v1.metrics.example.io' },
      spec: { caBundle: 'eA==', service: { namespace: 'm', name: 'metrics', port: 443 } },
    },
  ];
  let listed: ReadonlySet<string> = new Set();
  const result = await audit(fakeClient(objects, ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration']), {
    timeoutMs: 1000,
    probe: false,
    names: [
      { kind: 'MutatingWebhookConfiguration', name: 'named-m' },
      { kind: 'ValidatingWebhookConfiguration', name: 'named-v' },
    ],
    onHolders: (_, kinds) => (listed = kinds),
  });
  // The validating configuration was read by name; the mutating one does not exist, so its refusal stands.
  assert.deepEqual(
    result.denied.map((d) => `${d.verb} ${d.resource}`),
    ['list mutatingwebhookconfigurations'],
  );
  assert.deepEqual([...listed].sort(), ['APIService', 'CustomResourceDefinition']);
  assert.deepEqual(result.evidence.holders.map((h) => h.ref.name).sort(), ['named-v', 'v1.metrics.example.io']);
});

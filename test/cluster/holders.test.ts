// The live path for every holder kind: `cluster` against the test API server, with CRD conversion webhooks and
// APIServices whose backends serve real TLS on loopback, each good or broken in one way. The audit verifies
// what each backend serves against the holder's own caBundle, for <service>.<namespace>.svc, as Go does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ALLOW_ALL, TestApiServer } from '../apiserver/server.js';
import { b64, issueLeaf, makeCa, type Issued, type LeafOptions } from '../apiserver/certs.js';
import { serveTls, type ReplicaServer } from '../apiserver/replicas.js';
import { parseReport } from '../report-json.js';
import { kubeconfigFor, runGate } from './scenarios.js';

const NS = 'tools';
const TOKEN = 'holders-token';

interface Case {
  id: string;
  /** The leaf the backend serves; `dnsNames` defaults to the Service's name. */
  leaf?: Omit<LeafOptions, 'dnsNames'> & { dnsNames?: string[] };
  /** caBundle holds another CA than the one that issued the leaf. */
  unrelatedCa?: boolean;
  /** What webhook-tls-probe says about it; undefined: accepted. */
  rejected?: RegExp;
}

// A served key that does not match the leaf cannot be live: the server's TLS stack refuses to start with it,
// so the handshake itself fails (covered statically by cert-key-mismatch; test/rules/holders.test.ts).
const CASES: Case[] = [
  { id: 'good' },
  {
    id: 'unrelated-ca',
    unrelatedCa: true,
    rejected: /no certificate in caBundle or in the served chain has the subject "CN=webhook-cert-ca"/,
  },
  {
    id: 'wrong-san',
    leaf: { dnsNames: ['other.tools.svc'] },
    rejected: /valid for other\.tools\.svc, not wrong-san\.tools\.svc/,
  },
  { id: 'client-eku', leaf: { eku: 'clientAuth' }, rejected: /extended key usage does not include serverAuth/ },
  { id: 'expired', leaf: { expired: true }, rejected: /the leaf certificate expired on/ },
];

/** A Service `id` in NS with one ready endpoint (pod `id-0`) on the loopback server's port. */
function backendObjects(id: string, port: number): Record<string, unknown>[] {
  return [
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: id, namespace: NS },
      spec: { selector: { app: id }, ports: [{ name: 'https', port: 443, targetPort: 'https', protocol: 'TCP' }] },
    },
    {
      apiVersion: 'discovery.k8s.io/v1',
      kind: 'EndpointSlice',
      metadata: { name: `${id}-abc`, namespace: NS, labels: { 'kubernetes.io/service-name': id } },
      addressType: 'IPv4',
      ports: [{ name: 'https', port, protocol: 'TCP' }],
      endpoints: [
        { addresses: ['127.0.0.1'], conditions: { ready: true }, targetRef: { kind: 'Pod', name: `${id}-0` } },
      ],
    },
    {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: `${id}-0`, namespace: NS, labels: { app: id } },
      status: { phase: 'Running', podIP: '127.0.0.1', conditions: [{ type: 'Ready', status: 'True' }] },
    },
  ];
}

function crd(id: string, caPem: string): Record<string, unknown> {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${id}s.example.com` },
    spec: {
      group: 'example.com',
      names: { kind: 'Widget', plural: `${id}s`, singular: id, listKind: 'WidgetList' },
      scope: 'Namespaced',
      versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
      conversion: {
        strategy: 'Webhook',
        webhook: {
          conversionReviewVersions: ['v1'],
          clientConfig: { service: { name: id, namespace: NS, path: '/convert' }, caBundle: b64(caPem) },
        },
      },
    },
  };
}

function apiService(id: string, caPem: string): Record<string, unknown> {
  return {
    apiVersion: 'apiregistration.k8s.io/v1',
    kind: 'APIService',
    metadata: { name: `v1.${id}.example.com` },
    spec: {
      group: `${id}.example.com`,
      version: 'v1',
      groupPriorityMinimum: 100,
      versionPriority: 100,
      service: { name: id, namespace: NS, port: 443 },
      caBundle: b64(caPem),
    },
  };
}

test('cluster: CRD conversion webhooks and APIServices are verified per holder, each broken way named on its holder', async () => {
  const server = new TestApiServer();
  await server.start();
  server.addToken(TOKEN, { user: 'holders-auditor' }, ALLOW_ALL);
  const backends: ReplicaServer[] = [];
  try {
    const ca = makeCa();
    const other = makeCa('unrelated-ca');
    for (const c of CASES) {
      const leaf: Issued = issueLeaf(ca, { dnsNames: [`${c.id}.${NS}.svc`], days: 365, ...c.leaf });
      const backend = await serveTls(leaf);
      backends.push(backend);
      for (const o of backendObjects(c.id, backend.port)) server.seed(o);
      const bundle = c.unrelatedCa ? other.certPem : ca.certPem;
      server.seed(crd(c.id, bundle));
      server.seed(apiService(c.id, bundle));
    }
    const run = await runGate([
      '--kubeconfig',
      kubeconfigFor(server, TOKEN),
      '--observe',
      '0',
      '--timeout',
      '5s',
      '--format',
      'json',
    ]);
    assert.equal(run.code, 1, run.out + run.err);
    const findings = parseReport(run.out).findings;
    for (const c of CASES) {
      for (const [kind, name, field] of [
        ['CustomResourceDefinition', `${c.id}s.example.com`, 'spec.conversion.webhook.clientConfig'],
        ['APIService', `v1.${c.id}.example.com`, 'spec'],
      ] as const) {
        const on = findings.filter((f) => f.object?.kind === kind && f.object.name === name);
        const errors = on.filter((f) => f.severity === 'error');
        if (!c.rejected) {
          assert.deepEqual(errors, [], `${kind} ${name}`);
          assert.ok(
            on.some(
              (f) =>
                f.rule === 'webhook-tls-probe' && f.severity === 'info' && /accepted by its caBundle/.test(f.message),
            ),
            `${kind} ${name}: ${JSON.stringify(on)}`,
          );
          continue;
        }
        assert.equal(errors.length, 1, `${kind} ${name}: ${JSON.stringify(on)}`);
        const [e] = errors;
        assert.equal(e!.rule, 'webhook-tls-probe');
        assert.equal(e!.field, field);
        assert.match(e!.message, c.rejected, `${kind} ${name}`);
        assert.match(e!.message, new RegExp(`\\(as ${c.id}\\.${NS}\\.svc\\)`));
      }
    }
  } finally {
    await Promise.all(backends.map((b) => b.close()));
    await server.close();
  }
});

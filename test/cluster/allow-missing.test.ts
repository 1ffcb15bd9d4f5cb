// `--allow-missing` (the Argo CD PreSync Job's own flag) lets a run with no webhook at all pass, and relaxes
// nothing else: a backend that answers but fails the API server's call is a finding with or without it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer } from 'node:net';
import { issueLeaf, makeCa } from '../apiserver/certs.js';
import { TestApiServer, type Rule } from '../apiserver/server.js';
import { skipWithout } from '../helpers.js';
import { parseReport } from '../report-json.js';
import {
  GATE_TOKEN,
  GATE_USER,
  NS,
  SERVICE,
  kubeconfigFor,
  runGate,
  seedFixed,
  shippedGateRules,
} from './scenarios.js';

const needsKubectl = skipWithout('kubectl');
let shipped: Rule[] | undefined;
/** The Argo CD gate's RBAC (kubectl kustomize), rendered once for the file. */
const gateRules = (): Rule[] => (shipped ??= shippedGateRules());

/** The Job's arguments (deploy/argocd/base/job.yaml), with no observation window. */
const JOB = ['-n', NS, '--observe=0', '--probe=24', '--timeout=5s', '--fail-on=error', '--format=json'];

interface Backend {
  port: number;
  close(): Promise<void>;
}

function listening(server: ReturnType<typeof createHttpsServer> | ReturnType<typeof createTcpServer>): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve((server.address() as { port: number }).port);
    }),
  );
}

function closing(server: ReturnType<typeof createHttpsServer> | ReturnType<typeof createTcpServer>): Promise<void> {
  if ('closeAllConnections' in server) server.closeAllConnections();
  return new Promise((resolve) => {
    server.close(() => {
      resolve();
    });
  });
}

/** A real HTTPS webhook server with the certificate the caBundle accepts, serving no path (404 to every call). */
async function answers404(leaf: { certPem: string; keyPem: string }): Promise<Backend> {
  const server = createHttpsServer({ cert: leaf.certPem, key: leaf.keyPem }, (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('404 page not found\n');
  });
  const port = await listening(server);
  return { port, close: () => closing(server) };
}

/** Nothing listens there any more. */
async function refuses(): Promise<Backend> {
  const server = createTcpServer();
  const port = await listening(server);
  await closing(server);
  return { port, close: () => Promise.resolve() };
}

/** A real HTTPS server whose certificate another CA issued: the API server's TLS handshake fails. */
async function wrongCa(): Promise<Backend> {
  const leaf = issueLeaf(makeCa('not-the-cabundle-ca'), { dnsNames: [`${SERVICE}.${NS}.svc`] });
  const server = createHttpsServer({ cert: leaf.certPem, key: leaf.keyPem }, (_req, res) => {
    res.writeHead(400);
    res.end();
  });
  const port = await listening(server);
  return { port, close: () => closing(server) };
}

const CASES: Array<{
  name: string;
  start: (leaf: { certPem: string; keyPem: string }) => Promise<Backend>;
  message: RegExp;
}> = [
  {
    name: 'answers 404 on its path',
    start: answers404,
    message: /the path \/mpod-create the API server calls is not served \(.*: HTTP 404; 1 of 1 backend\(s\) called\)/,
  },
  {
    name: 'refuses the connection',
    start: refuses,
    message: /failed before any certificate was served: connection refused/,
  },
  { name: 'serves a certificate from another CA', start: wrongCa, message: /would reject/ },
];

for (const c of CASES) {
  test(
    `a webhook backend that ${c.name} is an error, with --allow-missing or without`,
    { skip: needsKubectl },
    async () => {
      const server = new TestApiServer();
      await server.start();
      server.addToken(GATE_TOKEN, { user: GATE_USER }, gateRules());
      // No replica of its own: the Service's only endpoint is the failing backend.
      const scenario = await seedFixed(server, 0);
      const backend = await c.start(scenario.leaf!);
      server.seed({
        apiVersion: 'discovery.k8s.io/v1',
        kind: 'EndpointSlice',
        metadata: { name: `${SERVICE}-bad`, namespace: NS, labels: { 'kubernetes.io/service-name': SERVICE } },
        addressType: 'IPv4',
        ports: [{ port: backend.port, protocol: 'TCP' }],
        endpoints: [{ addresses: ['127.0.0.1'], conditions: { ready: true } }],
      });
      try {
        const args = [...JOB, '--kubeconfig', kubeconfigFor(server, GATE_TOKEN)];
        for (const run of [await runGate(args), await runGate([...args, '--allow-missing'])]) {
          assert.equal(run.code, 1, run.out + run.err);
          const found = parseReport(run.out).findings.filter(
            (f) => f.rule === 'webhook-tls-probe' && f.severity === 'error' && c.message.test(f.message),
          );
          assert.ok(found.length > 0, run.out);
          // Logical locations: the configuration, and the field to change.
          assert.match(
            found[0]!.file,
            /^cluster:\/\/(Mutating|Validating)WebhookConfiguration\/koordinator-[\w-]+#webhooks\[\d\]\.clientConfig/,
          );
          assert.equal(found[0]!.line, 0);
        }
      } finally {
        await backend.close();
        await scenario.stop();
        await server.close();
      }
    },
  );
}

test(
  'under --allow-missing a permission the namespaced gate lacks stays relaxed: a refused list is no finding, exit 0',
  { skip: needsKubectl },
  async () => {
    const server = new TestApiServer();
    await server.start();
    // The shipped Role lists pods but does not get them: the audit's reads of the endpoints' pods would be
    // findings of their own, which this test is not about.
    const getPods = { verbs: ['get'], group: '', resources: ['pods'], namespace: NS };
    server.addToken(GATE_TOKEN, { user: GATE_USER }, [...gateRules(), getPods]);
    const scenario = await seedFixed(server, 2);
    try {
      const run = await runGate([...JOB, '--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--allow-missing']);
      assert.equal(run.code, 0, run.out + run.err);
      // The shipped ClusterRole may not list webhook configurations (403): the gate reads its own by name instead.
      assert.ok(
        server.requests.some(
          (r) => r.verb === 'list' && r.resource === 'mutatingwebhookconfigurations' && r.status === 403,
        ),
      );
      const report = parseReport(run.out);
      assert.deepEqual(
        report.findings.filter((f) => f.rule === 'gate-permission-missing' || f.severity === 'error'),
        [],
      );
      // Every healthy webhook says what was verified, path included.
      assert.ok(report.findings.some((f) => f.rule === 'webhook-tls-probe' && f.severity === 'info'));
    } finally {
      await scenario.stop();
      await server.close();
    }
  },
);

test('no webhook at all: exit 2, or a pass with --allow-missing (the first sync)', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  server.addToken(GATE_TOKEN, { user: GATE_USER }, gateRules());
  try {
    const args = [...JOB, '--kubeconfig', kubeconfigFor(server, GATE_TOKEN)];
    const strict = await runGate(args);
    assert.equal(strict.code, 2, strict.err);
    assert.match(strict.err, /use --allow-missing before the first install/);
    const first = await runGate([...args, '--allow-missing']);
    assert.equal(first.code, 0, first.err);
    assert.match(first.err, /nothing to check \(--allow-missing\)/);
  } finally {
    await server.close();
  }
});

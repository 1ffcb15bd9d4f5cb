import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Socket } from 'node:net';
import { TestApiServer } from '../apiserver/server.js';
import { parseDuration } from '../../src/cluster/duration.js';
import { sampleInterval } from '../../src/cluster/churn.js';
import { summarizeChurn } from '../../src/rules/webhook-config-churn.js';
import { readyEndpoints } from '../../src/cluster/probe.js';
import { skipWithout } from '../helpers.js';
import { parseReport } from '../report-json.js';
import { GATE_TOKEN, GATE_USER, NS, ROOT, kubeconfigFor, runGate, seedFixed, shippedGateRules } from './scenarios.js';

const needsKubectl = skipWithout('kubectl');

test('durations parse like Go and reject junk', () => {
  assert.equal(parseDuration('30s', '--observe'), 30_000);
  assert.equal(parseDuration('1m30s', '--observe'), 90_000);
  assert.equal(parseDuration('500ms', '--observe'), 500);
  assert.equal(parseDuration('2', '--observe'), 2000);
  assert.equal(parseDuration('0', '--observe'), 0);
  for (const bad of ['', 'soon', '10 s', '5d', '1m-3s'])
    assert.throws(() => parseDuration(bad, '--observe'), /not a duration/);
});

test('churn counts writes from generation steps and version changes, and names writers from managedFields', () => {
  const mf = (time: string) => [
    { manager: 'koord-manager', operation: 'Update', time },
    { manager: 'helm', operation: 'Update', time: '2024-01-01T00:00:00Z' },
  ];
  const samples = [
    { at: 0, generation: 10, resourceVersion: '100', managedFields: mf('2024-05-01T00:00:00Z') },
    { at: 1000, generation: 15, resourceVersion: '130', managedFields: mf('2024-05-01T00:00:01Z') },
    { at: 2000, generation: 19, resourceVersion: '170', managedFields: mf('2024-05-01T00:00:02Z') },
  ];
  const s = summarizeChurn(samples)!;
  assert.equal(s.writes, 9);
  assert.equal(s.versionChanges, 2);
  assert.deepEqual(s.writers, ['koord-manager (Update) last at 2024-05-01T00:00:02Z']);
  const still = summarizeChurn([samples[0]!, { ...samples[0]!, at: 1000 }])!;
  assert.equal(still.writes, 0);
  assert.equal(sampleInterval(30_000), 2000);
  assert.equal(sampleInterval(2_000), 200);
});

test('endpoints: ready slice endpoints with the port the Service port maps to', () => {
  const service = { kind: 'Service', spec: { ports: [{ name: 'https', port: 443, targetPort: 'webhook' }] } };
  const slices = [
    {
      kind: 'EndpointSlice',
      ports: [{ name: 'https', port: 9876 }],
      endpoints: [
        { addresses: ['10.0.0.1'], conditions: { ready: true }, targetRef: { name: 'p1' } },
        { addresses: ['10.0.0.2'], conditions: { ready: false } },
      ],
    },
  ];
  assert.deepEqual(readyEndpoints({ namespace: NS, name: 's', service, slices }, 443), [
    { ip: '10.0.0.1', port: 9876, pod: 'p1' },
  ]);
  assert.deepEqual(readyEndpoints({ namespace: NS, name: 's', service, slices }, 8443), []);
  const endpoints = {
    kind: 'Endpoints',
    subsets: [{ addresses: [{ ip: '10.0.0.3' }], ports: [{ name: 'https', port: 9876 }] }],
  };
  assert.deepEqual(readyEndpoints({ namespace: NS, name: 's', service, slices: [], endpoints }, 443), [
    { ip: '10.0.0.3', port: 9876, pod: undefined },
  ]);
});

test('usage errors exit 2', async () => {
  assert.equal((await runGate(['--observe', 'soon'])).code, 2);
  assert.equal((await runGate(['--format', 'xml'])).code, 2);
  assert.equal((await runGate(['-n', 'a', '-A'])).code, 2);
  assert.equal((await runGate(['-n', NS, '--kubeconfig', '/nonexistent/kubeconfig'])).code, 2);
  const help = await runGate(['--help']);
  assert.equal(help.code, 0);
  assert.match(help.out, /--observe DURATION/);
});

test('only the credentials resolver loads @kubernetes/client-node, and only dynamically (in its child process)', () => {
  const build = join(ROOT, 'build', 'src');
  const users: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.js') && readFileSync(p, 'utf8').includes('@kubernetes/client-node'))
        users.push(p.slice(build.length + 1));
    }
  };
  walk(build);
  assert.deepEqual(users, ['cluster/credentials.js']);
  const text = readFileSync(join(build, 'cluster', 'credentials.js'), 'utf8');
  assert.ok(!/^import .*@kubernetes\/client-node/m.test(text), 'no static import');
  assert.match(text, /await import\('@kubernetes\/client-node'\)/);
  const importers = readdirSync(join(build, 'cli')).filter((f) =>
    /from '\.\.\/cluster\/client\.js'/.test(readFileSync(join(build, 'cli', f), 'utf8')),
  );
  assert.deepEqual(importers, [], 'the CLI imports cluster/client.js only with import()');
});

test(
  'a webhook endpoint that accepts TCP but never answers TLS is a webhook-tls-probe finding within the timeout',
  { skip: needsKubectl },
  async () => {
    const server = new TestApiServer();
    await server.start();
    server.addToken(GATE_TOKEN, { user: GATE_USER }, shippedGateRules());
    const scenario = await seedFixed(server, 1);
    const sockets: Socket[] = [];
    const hung = createServer((s) => void sockets.push(s));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    server.seed({
      apiVersion: 'discovery.k8s.io/v1',
      kind: 'EndpointSlice',
      metadata: {
        name: 'koordinator-webhook-service-hung',
        namespace: NS,
        labels: { 'kubernetes.io/service-name': 'koordinator-webhook-service' },
      },
      addressType: 'IPv4',
      ports: [{ port: (hung.address() as { port: number }).port, protocol: 'TCP' }],
      endpoints: [{ addresses: ['127.0.0.1'], conditions: { ready: true } }],
    });
    try {
      const run = await runGate([
        '-n',
        NS,
        '--kubeconfig',
        kubeconfigFor(server, GATE_TOKEN),
        '--observe',
        '0',
        '--probe',
        '2',
        '--timeout',
        '3s',
        '--format',
        'json',
      ]);
      assert.equal(run.code, 1, run.out + run.err);
      const probe = parseReport(run.out).findings.filter(
        (f) => f.rule === 'webhook-tls-probe' && f.severity === 'error',
      );
      assert.ok(
        probe.some((f) => /no TLS answer: TCP connection accepted, but no TLS handshake within \d+s/.test(f.message)),
        run.out,
      );
    } finally {
      for (const s of sockets) s.destroy();
      hung.close();
      await scenario.stop();
      await server.close();
    }
  },
);

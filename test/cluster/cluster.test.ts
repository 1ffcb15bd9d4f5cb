// The stand-in API server, only for what a real kube-apiserver cannot easily produce: a 401 for a token it
// does not know, a server that accepts connections and never answers. Everything else runs against the real
// one (test/cluster-real/*.cluster.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TestApiServer } from '../apiserver/server.js';
import { makeCa } from '../apiserver/certs.js';
import { skipWithout } from '../helpers.js';
import { parseReport } from '../report-json.js';
import { GATE_TOKEN, GATE_USER, NS, SECRET, kubeconfigFor, runGate, seedFixed, shippedGateRules } from './scenarios.js';

const needsKubectl = skipWithout('kubectl');

test('401: a token the server does not know', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  try {
    const run = await runGate(['-n', NS, '--kubeconfig', kubeconfigFor(server, 'unknown'), '--observe', '0']);
    assert.equal(run.code, 2);
    assert.match(run.err, /unauthorized \(401\)/);
  } finally {
    await server.close();
  }
});

test('a hung API server ends the run with exit 2 within the timeout, asked once', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  server.addToken(GATE_TOKEN, { user: GATE_USER }, shippedGateRules());
  server.hang = true;
  try {
    const run = await runGate(['-n', NS, '--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--timeout', '1s']);
    assert.equal(run.code, 2);
    // One line naming the server and the timeout, for everything that could not be done.
    const lines = run.err.split('\n').filter((l) => l.includes('did not answer'));
    assert.equal(lines.length, 1, run.err);
    assert.ok(lines[0]!.includes(`API server ${server.url} did not answer within 1s (--timeout)`), run.err);
    // Only the first phase's two lists were sent: the audit's reviews and lists were never asked of it.
    assert.deepEqual(server.unanswered.sort(), [
      `GET /apis/apps/v1/namespaces/${NS}/deployments`,
      `GET /apis/apps/v1/namespaces/${NS}/statefulsets`,
    ]);
  } finally {
    await server.close();
  }
});

test(
  'an API server that stops answering halfway: what was read is reported, and it is not asked again',
  { skip: needsKubectl },
  async () => {
    const server = new TestApiServer();
    await server.start();
    // A gate that may not read the Secret: a finding of the reads before the API server stops answering.
    const noSecret = shippedGateRules().filter((r) => !r.resources.includes('secrets'));
    server.addToken(GATE_TOKEN, { user: GATE_USER }, noSecret);
    const scenario = await seedFixed(server, 1);
    // The controller and its objects are read; from the audit's first access review on, nothing is answered.
    let stopped = false;
    server.hang = ({ path }) => (stopped ||= path.endsWith('/selfsubjectaccessreviews'));
    try {
      const run = await runGate([
        '-n',
        NS,
        '--kubeconfig',
        kubeconfigFor(server, GATE_TOKEN),
        '--observe',
        '0',
        '--timeout',
        '1s',
        '--format',
        'json',
      ]);
      assert.equal(run.code, 2, run.err);
      assert.match(run.err, /checking Deployment koordinator-system\/koord-manager/);
      // What was read before is judged and reported in full.
      const report = parseReport(run.out);
      assert.ok(
        report.findings.some(
          (f) => f.rule === 'gate-permission-missing' && f.message.includes(`may not get secrets "${SECRET}"`),
        ),
        run.out,
      );
      // check's JSON summary: the API objects read are what was checked.
      assert.deepEqual(Object.keys(report.summary), ['error', 'warning', 'info', 'files', 'resources', 'unreadable']);
      assert.ok((report.summary.resources ?? 0) > 0, run.out);
      const unfinished = run.err.split('\n').filter((l) => l.startsWith('webhook-cert-gate: not finished: '));
      assert.equal(unfinished.length, 1, run.err);
      assert.ok(unfinished[0]!.includes(`API server ${server.url} did not answer within 1s (--timeout)`), run.err);
      // The access reviews sent at once went unanswered; the audit's lists and reads that follow them were never sent.
      assert.ok(server.unanswered.length > 0);
      assert.deepEqual(
        server.unanswered.filter((r) => !r.startsWith('POST ')),
        [],
      );
    } finally {
      await scenario.stop();
      await server.close();
    }
  },
);

test(
  'an API server certificate the kubeconfig does not trust is named as such, not "cannot reach"',
  { skip: needsKubectl },
  async () => {
    const server = new TestApiServer();
    await server.start();
    server.addToken(GATE_TOKEN, { user: GATE_USER }, shippedGateRules());
    const other = makeCa('not-the-api-server-ca');
    const file = kubeconfigFor(server, GATE_TOKEN, other.certPem);
    try {
      const run = await runGate(['-n', NS, '--kubeconfig', file, '--observe', '0', '--timeout', '2s']);
      assert.equal(run.code, 2);
      assert.match(run.err, /presented a certificate the kubeconfig does not trust \(\w+/);
      assert.doesNotMatch(run.err, /cannot reach/);
    } finally {
      await server.close();
    }
  },
);

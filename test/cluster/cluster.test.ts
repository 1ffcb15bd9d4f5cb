// The stand-in API server, only for what a real kube-apiserver cannot easily produce: a 401 for a token it
// does not know, a server that accepts connections and never answers. Everything else runs against the real
// one (test/cluster-real/*.cluster.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TestApiServer } from '../apiserver/server.js';
import { makeCa } from '../apiserver/certs.js';
import { skipWithout } from '../helpers.js';
import { GATE_TOKEN, GATE_USER, NS, kubeconfigFor, runGate, shippedGateRules } from './scenarios.js';

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

test('a hung API server ends the run with exit 2 within the timeout', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  server.addToken(GATE_TOKEN, { user: GATE_USER }, shippedGateRules());
  server.hang = true;
  try {
    const run = await runGate(['-n', NS, '--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--timeout', '1s']);
    assert.equal(run.code, 2);
    assert.match(run.err, /did not answer .* within 1s/);
  } finally {
    await server.close();
  }
});

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

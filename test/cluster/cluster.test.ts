import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApiServer, type RequestRecord } from '../apiserver/server.js';
import {
  GATE_TOKEN, GATE_USER, NS, kubeconfigFor, runGate, seedFixed, seedIncident, shippedGateRules, type Run,
} from './scenarios.js';
import { skipWithout } from '../helpers.js';

// The shipped RBAC is rendered by kubectl kustomize (test/cluster/scenarios.ts).
const needsKubectl = skipWithout('kubectl');

interface JsonReport {
  summary: Record<string, number>;
  findings: Array<{ rule: string; severity: string; message: string; file: string }>;
}

function report(run: Run): JsonReport {
  return JSON.parse(run.out) as JsonReport;
}

function rulesOf(run: Run, severity = 'error'): Set<string> {
  return new Set(report(run).findings.filter((f) => f.severity === severity).map((f) => f.rule));
}

/** Everything the gate sent that is not a read. */
function gateWrites(requests: RequestRecord[]): RequestRecord[] {
  return requests.filter((r) => r.user === GATE_USER && r.method !== 'GET');
}

test('the incident: replicas with their own CAs fighting over caBundle are reported and fail the gate', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  server.addToken(GATE_TOKEN, { user: GATE_USER }, shippedGateRules());
  const scenario = await seedIncident(server, 3);
  try {
    const run = await runGate(['--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--observe', '2s', '--probe', '12', '--format', 'json']);
    assert.equal(run.code, 1, run.err);
    const errors = rulesOf(run);
    for (const rule of ['webhook-config-churn', 'webhook-tls-probe', 'cabundle-mismatch', 'multi-replica-webhook-unshared-cert']) {
      assert.ok(errors.has(rule), `expected ${rule} among ${[...errors].join(', ')}`);
    }
    const findings = report(run).findings;
    const churn = findings.find((f) => f.rule === 'webhook-config-churn')!;
    assert.match(churn.message, /writes\/min/);
    assert.match(churn.message, /koord-manager \(Update\)/);
    const cas = findings.find((f) => f.rule === 'webhook-tls-probe' && /different CAs/.test(f.message));
    assert.ok(cas, 'the probe reports several CAs');
    assert.match(cas.message, /from [23] different CAs/);
    assert.ok(findings.some((f) => f.rule === 'webhook-tls-probe' && /would reject/.test(f.message)), 'some replicas fail the caBundle');
    assert.ok(scenario.stats.conflicts > 0, 'the replicas got 409 Conflict');
    // Read-only: the gate's only writes are SubjectAccessReviews.
    const writes = gateWrites(server.requests);
    assert.ok(writes.length > 0);
    assert.deepEqual([...new Set(writes.map((w) => `${w.method} ${w.resource}`))], ['POST subjectaccessreviews']);
  } finally {
    await scenario.stop();
    await server.close();
  }
});

test('the fixed deployment passes with exit 0', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  server.addToken(GATE_TOKEN, { user: GATE_USER }, shippedGateRules());
  const scenario = await seedFixed(server, 3);
  try {
    const run = await runGate(['--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--observe', '2s', '--format', 'json']);
    assert.equal(run.code, 0, run.out + run.err);
    const r = report(run);
    assert.equal(r.summary.error, 0);
    const probe = r.findings.find((f) => f.rule === 'webhook-tls-probe')!;
    assert.match(probe.message, /1 distinct certificate/);
    assert.match(probe.message, /all accepted/);
    assert.deepEqual([...new Set(gateWrites(server.requests).map((w) => `${w.method} ${w.resource}`))], ['POST subjectaccessreviews']);
    // The Secret's key material never reaches the output.
    const secret = server.read('Secret', NS, 'koordinator-webhook-certs')!;
    for (const value of Object.values(secret.data as Record<string, string>)) {
      assert.ok(!run.out.includes(value) && !run.err.includes(value));
      assert.ok(!run.out.includes(Buffer.from(value, 'base64').toString().slice(40, 100)));
    }
  } finally {
    await scenario.stop();
    await server.close();
  }
});

test('in-cluster service account: token and CA from a directory, text output', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  server.addToken('sa-token-value', { user: GATE_USER }, shippedGateRules());
  const scenario = await seedFixed(server, 2);
  const dir = mkdtempSync(join(tmpdir(), 'wcg-sa-'));
  writeFileSync(join(dir, 'token'), 'sa-token-value\n');
  writeFileSync(join(dir, 'ca.crt'), server.tls.caPem);
  writeFileSync(join(dir, 'namespace'), NS);
  try {
    const env = { KUBERNETES_SERVICE_HOST: '127.0.0.1', KUBERNETES_SERVICE_PORT: String(server.port), WEBHOOK_CERT_GATE_SERVICEACCOUNT_DIR: dir };
    const run = await runGate(['--observe', '0', '--probe', '2'], env);
    assert.equal(run.code, 0, run.out + run.err);
    assert.match(run.out, /no findings|0 errors/);
    assert.match(run.err, /checking Deployment koordinator-system\/koord-manager/);
    assert.ok(server.requests.every((r) => r.user === GATE_USER || r.user === ''), 'all requests used the service account token');
  } finally {
    await scenario.stop();
    await server.close();
  }
});

test('a ServiceAccount that cannot get the Secret is reported through a SubjectAccessReview', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  server.addToken(GATE_TOKEN, { user: GATE_USER }, shippedGateRules());
  const scenario = await seedFixed(server, 1);
  // Take the controller's grant away again.
  server.revoke(`system:serviceaccount:${NS}:koord-manager`);
  try {
    const run = await runGate(['--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--observe', '0', '--probe', '1', '--format', 'json']);
    assert.equal(run.code, 1);
    const f = report(run).findings.find((x) => x.rule === 'webhook-cert-secret-rbac');
    assert.ok(f);
    assert.match(f.message, /may not get Secret koordinator-system\/koordinator-webhook-certs/);
  } finally {
    await scenario.stop();
    await server.close();
  }
});

test('403: the message names the missing permission and the exit code is 2', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  const rules = shippedGateRules().filter((r) => !r.resources.includes('pods'));
  server.addToken(GATE_TOKEN, { user: GATE_USER }, rules);
  const scenario = await seedFixed(server, 1);
  try {
    const run = await runGate(['--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--observe', '0']);
    assert.equal(run.code, 2);
    assert.match(run.err, /forbidden \(403\): list pods in namespace "koordinator-system"/);
    assert.match(run.err, /missing permission: a Role in namespace "koordinator-system" with apiGroups: \[""\], resources: \["pods"\], verbs: \["list"\]/);
  } finally {
    await scenario.stop();
    await server.close();
  }
});

test('401: a token the server does not know', async () => {
  const server = new TestApiServer();
  await server.start();
  try {
    const run = await runGate(['--kubeconfig', kubeconfigFor(server, 'unknown'), '--observe', '0']);
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
    const run = await runGate(['--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--timeout', '1s']);
    assert.equal(run.code, 2);
    assert.match(run.err, /did not answer .* within 1s/);
    assert.ok(run.ms < 2500, `took ${run.ms}ms`);
  } finally {
    await server.close();
  }
});

test('no webhook controller in the namespace is a usage error, not a pass', { skip: needsKubectl }, async () => {
  const server = new TestApiServer();
  await server.start();
  server.addToken(GATE_TOKEN, { user: GATE_USER }, shippedGateRules());
  try {
    const run = await runGate(['--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--observe', '0']);
    assert.equal(run.code, 2);
    assert.match(run.err, /no webhook controller of a known profile/);
    // The first sync through the Argo CD gate: the controller is not there yet.
    const first = await runGate(['--kubeconfig', kubeconfigFor(server, GATE_TOKEN), '--observe', '0', '--allow-missing']);
    assert.equal(first.code, 0, first.err);
    assert.match(first.err, /nothing to check \(--allow-missing\)/);
  } finally {
    await server.close();
  }
});

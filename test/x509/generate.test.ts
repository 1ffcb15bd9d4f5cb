/** `generateSharedCert` output must pass our verifier (Go's verdict: generate.slow.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateSharedCert } from '../../src/x509/generate.js';
import { verifyServing } from '../../src/x509/index.js';
import { describeProblem } from '../../src/rules/templates/cert-words.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const HOSTS = ['webhook.example.internal', '10.1.2.3'];

for (const keyType of ['rsa', 'ecdsa'] as const) {
  const g = generateSharedCert({
    service: 'koordinator-webhook-service.koordinator-system',
    hosts: HOSTS,
    keyType,
    days: 3650,
    now: NOW,
  });

  test(`${keyType}: our verifier accepts the service name and every host`, () => {
    for (const host of ['koordinator-webhook-service.koordinator-system.svc', ...HOSTS]) {
      const r = verifyServing({
        chainPem: g.certPem,
        keyPem: g.keyPem,
        caBundlePem: g.caCertPem,
        host,
        at: new Date(NOW.getTime() + 86_400_000),
      });
      assert.equal(r.accepted, true, `${host}: ${r.problems.map((p) => describeProblem(p).message).join('; ')}`);
      assert.deepEqual(r.problems, []);
    }
    const wrong = verifyServing({ chainPem: g.certPem, caBundlePem: g.caCertPem, host: 'other.svc', at: NOW });
    assert.equal(wrong.accepted, false);
  });

  test(`${keyType}: CA and leaf have the expected shape`, () => {
    const r = verifyServing({ chainPem: g.certPem, caBundlePem: g.caCertPem, host: '10.1.2.3', at: NOW });
    assert.equal(r.chain.length, 2);
    assert.equal(r.chain[1]!.subject, 'CN=webhook-cert-ca');
    assert.deepEqual(r.leaf!.sans, [
      'koordinator-webhook-service.koordinator-system.svc',
      'webhook.example.internal',
      '10.1.2.3',
    ]);
    assert.equal(r.leaf!.keyType, keyType === 'rsa' ? 'RSA 2048' : 'ECDSA P-256');
    // The CA key must not be the serving key.
    assert.notEqual(g.caKeyPem, g.keyPem);
  });
}

test('generate refuses a malformed service and non-positive days', () => {
  assert.throws(
    () => generateSharedCert({ service: 'no-namespace', hosts: [], keyType: 'rsa', days: 10 }),
    /NAME\.NAMESPACE/,
  );
  assert.throws(() => generateSharedCert({ service: 'a.b', hosts: [], keyType: 'rsa', days: 0 }), /positive/);
});

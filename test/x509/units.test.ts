/** Small rules of docs/x509.md checked directly: PEM decoding, hostnames, base64 caBundle. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeBase64CaBundle, decodePem, fingerprint256, parseCaBundle, verifyServing } from '../../src/x509/index.js';
import { generateSharedCert } from '../../src/x509/generate.js';
import { matchesHost } from '../../src/x509/hostname.js';
import type { ParsedCert } from '../../src/x509/cert.js';
import { describeProblem } from '../../src/rules/templates/cert-words.js';

const fakeCert = (dnsNames: string[], ips: number[][] = []) =>
  ({ dnsNames, ips: ips.map((b) => Buffer.from(b)) }) as unknown as ParsedCert;

test('hostname matching follows Go', () => {
  assert.equal(matchesHost(fakeCert(['*.svc']), 'foo.svc'), true);
  assert.equal(matchesHost(fakeCert(['*.svc']), 'a.b.svc'), false);
  assert.equal(matchesHost(fakeCert(['web*.x.svc']), 'webhook.x.svc'), false);
  assert.equal(matchesHost(fakeCert(['*.*.svc']), 'a.b.svc'), false);
  assert.equal(matchesHost(fakeCert(['A.B.svc']), 'a.b.SVC'), true);
  assert.equal(matchesHost(fakeCert(['a.b.svc.']), 'a.b.svc'), false);
  assert.equal(matchesHost(fakeCert(['a.b.svc']), 'a.b.svc.'), true);
  assert.equal(matchesHost(fakeCert(['10.0.0.1']), '10.0.0.1'), false);
  assert.equal(matchesHost(fakeCert([], [[10, 0, 0, 1]]), '10.0.0.1'), true);
  assert.equal(matchesHost(fakeCert([], [[10, 0, 0, 1]]), '[10.0.0.1]'), true);
  assert.equal(matchesHost(fakeCert([], [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]]), '::1'), true);
});

test('PEM decoding: junk, headers, wrong END type, bad base64', () => {
  const g = generateSharedCert({ service: 'a.b', hosts: [], keyType: 'ecdsa', days: 30 });
  const body = g.caCertPem.split('\n').slice(1, -2).join('\n');
  const text = [
    'junk before',
    g.caCertPem,
    '-----BEGIN CERTIFICATE-----\nProc-Type: 4,ENCRYPTED\n\n' + body + '\n-----END CERTIFICATE-----',
    '-----BEGIN CERTIFICATE-----\n' + body + '\n-----END TRUSTED CERTIFICATE-----',
    '-----BEGIN CERTIFICATE-----\n!!!!\n-----END CERTIFICATE-----',
    '-----BEGIN TRUSTED CERTIFICATE-----\n' + body + '\n-----END TRUSTED CERTIFICATE-----',
    'junk after',
  ].join('\n');
  const blocks = decodePem(text);
  assert.deepEqual(
    blocks.map((b) => b.type),
    ['CERTIFICATE', 'CERTIFICATE', 'TRUSTED CERTIFICATE'],
  );
  const bundle = parseCaBundle(text);
  assert.equal(bundle.certs.length, 1);
  assert.equal(bundle.skipped.length, 2);
  assert.equal(fingerprint256(g.caCertPem), bundle.certs[0]!.cert.sha256);
});

test('base64 caBundle decodes to the PEM text', () => {
  const g = generateSharedCert({ service: 'a.b', hosts: [], keyType: 'ecdsa', days: 30 });
  assert.equal(decodeBase64CaBundle(Buffer.from(g.caCertPem).toString('base64')), g.caCertPem);
  assert.equal(decodeBase64CaBundle('not base64!'), undefined);
});

test('renew window and minDays produce warnings, not refusals', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const g = generateSharedCert({ service: 'a.b', hosts: [], keyType: 'ecdsa', days: 100, now });
  const r = verifyServing({
    chainPem: g.certPem,
    keyPem: g.keyPem,
    caBundlePem: g.caCertPem,
    host: 'a.b.svc',
    at: now,
    renewWithinDays: 182,
  });
  assert.equal(r.accepted, true);
  assert.deepEqual(
    r.problems.map((p) => [describeProblem(p).rule, p.severity]),
    [['cert-expiring-soon', 'warning']],
  );
  const soon = verifyServing({ chainPem: g.certPem, caBundlePem: g.caCertPem, host: 'a.b.svc', at: now, minDays: 120 });
  assert.equal(soon.accepted, true);
  assert.ok(soon.problems.every((p) => describeProblem(p).rule === 'cert-expiring-soon'));
});

test('an unparsable or foreign key never leaks into messages', () => {
  const g = generateSharedCert({ service: 'a.b', hosts: [], keyType: 'rsa', days: 30 });
  const broken = g.keyPem
    .split('\n')
    .map((l) => (l.startsWith('-----') ? l : l.replace(/A/g, 'B')))
    .join('\n');
  const r = verifyServing({
    chainPem: g.certPem,
    keyPem: broken,
    caBundlePem: g.caCertPem,
    host: 'a.b.svc',
    at: new Date(),
  });
  assert.equal(r.accepted, false);
  const text = JSON.stringify(r);
  for (const line of broken.split('\n').filter((l) => l.length > 20)) assert.ok(!text.includes(line));
  assert.match(text, /does not parse|does not belong/);
});

// Go accepts what `cert generate` makes (npm run test:slow); generate.test.ts checks it with our verifier.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { generateSharedCert } from '../../src/x509/generate.js';
import { requireTool } from '../helpers.js';
import { runOracle, type OracleCase } from './helpers.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const HOSTS = ['webhook.example.internal', '10.1.2.3'];

for (const keyType of ['rsa', 'ecdsa'] as const) {
  test(`${keyType}: Go accepts the generated pair`, (t) => {
    if (!requireTool(t, 'go')) return;
    const g = generateSharedCert({
      service: 'koordinator-webhook-service.koordinator-system',
      hosts: HOSTS,
      keyType,
      days: 3650,
      now: NOW,
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'wcg-gen-'));
    try {
      writeFileSync(path.join(dir, 'chain.pem'), g.certPem);
      writeFileSync(path.join(dir, 'key.pem'), g.keyPem);
      writeFileSync(path.join(dir, 'bundle.pem'), g.caCertPem);
      const cases: OracleCase[] = ['koordinator-webhook-service.koordinator-system.svc', ...HOSTS].map((host, i) => ({
        id: String(i),
        chain: 'chain.pem',
        key: 'key.pem',
        bundle: 'bundle.pem',
        host,
        at: '2026-06-02T00:00:00Z',
      }));
      for (const r of runOracle(dir, cases)) assert.equal(r.accepted, true, r.error);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

// Live evidence for the live-only rules' tests: what `cluster` would have measured.
import type { LiveEvidence } from '../../src/rules/live.js';

export const KOORD = { kind: 'Deployment', namespace: 'koordinator-system', name: 'koord-manager' };

export function evidence(partial: Partial<LiveEvidence>): LiveEvidence {
  return { server: 'https://127.0.0.1:6443', workloads: [], churn: [], observeMs: 30_000, denied: [], ...partial };
}

/** DER certificates of a PEM chain, as a TLS handshake hands them over. */
export function ders(pem: string): Buffer[] {
  return [...pem.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g)].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64'));
}

// Live evidence for the live-only rules' tests: what `cluster` would have measured.
import { describeProblem } from '../../src/rules/templates/cert-words.js';
import type {
  BackendAudit,
  CertInfo,
  ConnectionAudit,
  EntryAudit,
  HolderAudit,
  LiveEvidence,
} from '../../src/rules/live.js';
import { verifyServing } from '../../src/x509/index.js';
import { parseCert } from '../../src/x509/cert.js';

export const KOORD = { kind: 'Deployment', namespace: 'koordinator-system', name: 'koord-manager' };

export function evidence(partial: Partial<LiveEvidence>): LiveEvidence {
  return { server: 'https://127.0.0.1:6443', workloads: [], churn: [], observeMs: 30_000, denied: [], ...partial };
}

/** DER certificates of a PEM chain, as a TLS handshake hands them over. */
export function ders(pem: string): Buffer[] {
  return [...pem.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64'),
  );
}

/** One TLS connection as the audit records it: the served chain, verified against `caBundlePem` for `host`. */
export function connection(chainPem: string, caBundlePem: string, host: string): ConnectionAudit {
  const der = ders(chainPem);
  const chain = der.map(certInfo);
  const v = verifyServing({ chainPem, caBundlePem, host, at: new Date(), minDays: 30 });
  return {
    chain,
    der,
    verify: {
      accepted: v.accepted,
      problems: v.problems.map((p) => {
        const d = describeProblem(p);
        return { rule: d.rule, severity: d.severity, message: d.message };
      }),
    },
  };
}

export function certInfo(der: Buffer): CertInfo {
  const c = parseCert(der);
  return {
    subject: c.subjectText,
    issuer: c.issuerText,
    sha256: c.sha256,
    notBefore: new Date(c.notBefore).toISOString(),
    notAfter: new Date(c.notAfter).toISOString(),
    ...(c.authorityKeyId ? { authorityKeyId: c.authorityKeyId.toString('hex') } : {}),
  };
}

/** A webhook configuration holder with its entries, as the audit reports it. */
export function holder(
  kind: HolderAudit['ref']['kind'],
  name: string,
  entries: Array<Partial<EntryAudit> & { backends: BackendAudit[] }>,
): HolderAudit {
  return {
    ref: { kind, namespace: '', name },
    caBundleManagers: [],
    entries: entries.map((e, i) => ({
      index: i,
      name: `entry-${i}`,
      path: kind.endsWith('WebhookConfiguration') ? ['webhooks', i, 'clientConfig'] : ['spec'],
      caBundle: { present: true, cas: [], skipped: [], sha256: '' },
      ...e,
    })),
  };
}

export function auditOf(holders: HolderAudit[]): { live: LiveEvidence } {
  return {
    live: evidence({
      audit: { server: 'https://127.0.0.1:6443', startedAt: 0, finishedAt: 0, holders, incomplete: [] },
    }),
  };
}

/**
 * Predicts whether the Kubernetes API server (Go crypto/tls + crypto/x509, as client-go configures it)
 * accepts a webhook's serving certificate. `accepted` is Go's verdict; `problems` lists every reason,
 * not only the first one Go would stop at.
 */
import type { CertParseError, ParsedCert } from './cert.js';
import { searchChains, validityProblems, ekuBlocker, type Failure, type FailureKind } from './chain.js';
import { matchesHost, hostIp, ipText } from './hostname.js';
import { checkKeyPair } from './keys.js';
import { decodePem, parseCaBundle, parseCached } from './pem.js';

/** Which certificate a reason is about, as the caller will name it. */
export type CertRole =
  | { role: 'leaf' }
  | { role: 'served'; index: number }
  | { role: 'bundle'; subject: string }
  | { role: 'intermediate'; subject: string }
  | { role: 'anchor'; subject: string };

/**
 * Why the API server refuses (or will soon refuse) a serving certificate, as Go's CertificateInvalidError,
 * HostnameError and UnknownAuthorityError say it: typed facts, no words. Callers word them.
 */
export type CertReason =
  | { kind: 'no-served-cert' }
  | { kind: 'unparsable'; cert: CertRole; line: number; detail: string }
  | { kind: 'rsa-too-large'; cert: CertRole; bits: number }
  | { kind: 'bundle-empty' }
  | { kind: 'bundle-unusable'; skipped: string[] }
  | {
      kind: 'hostname';
      host: string;
      hostIsIp: boolean;
      dnsNames: string[];
      ips: string[];
      hasSan: boolean;
      subject: string;
    }
  | { kind: 'leaf-eku' }
  | { kind: 'leaf-key-unsupported'; keyType: 'dsa' | 'unknown' }
  | { kind: 'leaf-p224' }
  | { kind: 'leaf-small-rsa'; bits: number }
  | { kind: 'key-mismatch'; detail: string }
  | { kind: 'expiring-soon'; cert: CertRole; notAfter: string; daysLeft: number; minDays: number }
  | { kind: 'renew-window'; notAfter: string; renewWithinDays: number }
  | ChainReason;

/** A failure of chain building or of a certificate's validity (Go's CertificateInvalidError, UnknownAuthorityError). */
export interface ChainReason {
  kind: 'chain';
  failure: FailureKind;
  cert: CertRole;
  parent?: CertRole;
  /** The candidate issuer came from caBundle. */
  parentInBundle: boolean;
  issuer: string;
  notBefore: string;
  notAfter: string;
  parentKeyBits?: number;
  detail?: string;
  /** For no-issuer: a certificate whose subject reads as the issuer but is encoded differently. */
  twin?: CertRole;
}

export interface CertProblem {
  reason: CertReason;
  severity: 'error' | 'warning';
  /** The certificate at fault came from caBundle, not from the served chain. */
  inBundle?: true;
}

export interface VerifyInput {
  chainPem: string;
  keyPem?: string;
  caBundlePem: string;
  host: string;
  at: Date;
  minDays?: number;
  renewWithinDays?: number;
}

export interface CertSummary {
  subject: string;
  issuer: string;
  sans: string[];
  notBefore: string;
  notAfter: string;
  sha256: string;
  keyType: string;
}

export interface VerifyResult {
  accepted: boolean;
  problems: CertProblem[];
  leaf?: CertSummary;
  chain: CertSummary[];
  bundle: { usable: number; skipped: string[] };
  /** True when caBundle is empty: the API server then trusts its host's system roots, unknowable offline. */
  systemRoots?: boolean;
}

const DAY = 86_400_000;

interface Served {
  cert?: ParsedCert;
  error?: CertParseError;
  line: number;
  index: number;
}

type Add = (reason: CertReason, severity?: 'error' | 'warning', inBundle?: true) => void;
type Reject = (reason: CertReason) => void;

export function verifyServing(input: VerifyInput): VerifyResult {
  const at = input.at.getTime();
  const cache = new Map<string, ParsedCert | CertParseError>();
  const problems: CertProblem[] = [];
  const seen = new Set<string>();
  const add: Add = (reason, severity = 'error', inBundle) => {
    const key = JSON.stringify(reason);
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ reason, severity, ...(inBundle ? { inBundle } : {}) });
  };
  let accepted = true;
  const reject: Reject = (reason) => {
    accepted = false;
    add(reason);
  };

  const served: Served[] = decodePem(input.chainPem)
    .filter((b) => b.type === 'CERTIFICATE')
    .map((b, index) => {
      const r = parseCached(b.bytes, cache);
      return 'der' in r ? { cert: r, line: b.line, index } : { error: r, line: b.line, index };
    });
  const bundle = parseCaBundle(input.caBundlePem, cache);
  const result: VerifyResult = {
    accepted: false,
    problems,
    chain: [],
    bundle: { usable: bundle.certs.length, skipped: bundle.skipped },
  };

  if (served.length === 0) reject({ kind: 'no-served-cert' });
  for (const s of served) checkServedParse(s, reject);
  const leaf = served[0]?.cert;
  if (leaf) result.leaf = summary(leaf);

  if (input.caBundlePem.length === 0) {
    result.systemRoots = true;
    reject({ kind: 'bundle-empty' });
  } else if (bundle.certs.length === 0) {
    reject({ kind: 'bundle-unusable', skipped: bundle.skipped });
  }

  if (leaf) {
    checkLeaf(leaf, input, at, reject);
    if (input.keyPem !== undefined) checkKey(input.keyPem, leaf, reject);
    if (bundle.certs.length) {
      const intermediates = served.slice(1).flatMap((s) => (s.cert ? [s.cert] : []));
      const roots = bundle.certs.map((c) => c.cert);
      const search = searchChains(leaf, roots, intermediates, at);
      const [first] = search.chains;
      if (first) {
        result.chain = first.map(summary);
        expiringSoon(first, input, at, add);
      } else {
        accepted = false;
        const roles = { leaf, bundle: new Set(roots.map((r) => r.sha256)), all: [...roots, ...intermediates] };
        // The leaf's own EKU is already reported above.
        const failures = search.failures.filter((f) => !(f.kind === 'eku' && f.cert === leaf));
        for (const f of uniqueFailures(failures))
          add(chainReason(f, roles), 'error', roles.bundle.has(f.cert.sha256) ? true : undefined);
        result.chain = served.flatMap((s) => (s.cert ? [summary(s.cert)] : []));
      }
    } else {
      result.chain = served.flatMap((s) => (s.cert ? [summary(s.cert)] : []));
      expiringSoon([leaf], input, at, add);
    }
  }
  result.accepted = accepted && problems.every((p) => p.severity !== 'error');
  return result;
}

function checkServedParse(s: Served, reject: Reject): void {
  const cert: CertRole = s.index === 0 ? { role: 'leaf' } : { role: 'served', index: s.index };
  if (s.error) {
    reject({ kind: 'unparsable', cert, line: s.line, detail: s.error.message });
    return;
  }
  if (s.cert && s.cert.keyType === 'rsa' && s.cert.keyBits > 8192)
    reject({ kind: 'rsa-too-large', cert, bits: s.cert.keyBits });
}

function checkLeaf(leaf: ParsedCert, input: VerifyInput, at: number, reject: Reject): void {
  for (const p of validityProblems(leaf, at)) reject(chainReason({ ...p, cert: leaf }, { leaf, bundle: new Set() }));
  if (!matchesHost(leaf, input.host)) {
    reject({
      kind: 'hostname',
      host: input.host,
      hostIsIp: hostIp(input.host) !== undefined,
      dnsNames: leaf.dnsNames,
      ips: leaf.ips.map(ipText),
      hasSan: leaf.hasSan,
      subject: leaf.subjectText,
    });
  }
  if (ekuBlocker([leaf])) reject({ kind: 'leaf-eku' });
  if (leaf.keyType === 'unknown' || leaf.keyType === 'dsa')
    reject({ kind: 'leaf-key-unsupported', keyType: leaf.keyType });
  if (leaf.keyType === 'ecdsa' && leaf.curve === 'P-224') reject({ kind: 'leaf-p224' });
  if (leaf.keyType === 'rsa' && leaf.keyBits < 1024) reject({ kind: 'leaf-small-rsa', bits: leaf.keyBits });
}

function checkKey(keyPem: string, leaf: ParsedCert, reject: Reject): void {
  let r;
  try {
    r = checkKeyPair(keyPem, leaf);
  } catch {
    r = { ok: false as const, message: 'the private key does not parse (PKCS#8/PKCS#1/SEC1 PEM expected)' };
  }
  if (!r.ok) reject({ kind: 'key-mismatch', detail: r.message });
}

function expiringSoon(chain: ParsedCert[], input: VerifyInput, at: number, add: Add): void {
  const minDays = input.minDays ?? 30;
  chain.forEach((c, i) => {
    const left = (c.notAfter - at) / DAY;
    if (left < 0) return;
    const cert: CertRole =
      i === 0
        ? { role: 'leaf' }
        : i === chain.length - 1
          ? { role: 'anchor', subject: c.subjectText }
          : { role: 'intermediate', subject: c.subjectText };
    if (left < minDays) {
      add({ kind: 'expiring-soon', cert, notAfter: iso(c.notAfter), daysLeft: Math.floor(left), minDays }, 'warning');
    } else if (i === 0 && input.renewWithinDays !== undefined && left < input.renewWithinDays) {
      add({ kind: 'renew-window', notAfter: iso(c.notAfter), renewWithinDays: input.renewWithinDays }, 'warning');
    }
  });
}

interface Roles {
  leaf: ParsedCert;
  bundle: Set<string>;
  all?: ParsedCert[];
}

function uniqueFailures(failures: Failure[]): Failure[] {
  const seen = new Set<string>();
  return failures.filter((f) => {
    // A v3 parent without CA:TRUE fails two of Go's checks; one reason is enough.
    if (f.kind === 'not-authorized' && failures.some((g) => g.kind === 'not-ca' && g.parent === f.cert)) return false;
    const key = `${f.kind}:${f.cert.sha256}:${f.parent?.sha256 ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function role(c: ParsedCert, roles: Roles): CertRole {
  if (c.sha256 === roles.leaf.sha256) return { role: 'leaf' };
  return roles.bundle.has(c.sha256)
    ? { role: 'bundle', subject: c.subjectText }
    : { role: 'intermediate', subject: c.subjectText };
}

function chainReason(f: Failure, roles: Roles): ChainReason {
  // Names that read the same but differ in DER (e.g. PrintableString vs UTF8String) never match in Go.
  const twin = f.kind === 'no-issuer' ? roles.all?.find((o) => o.subjectText === f.cert.issuerText) : undefined;
  return {
    kind: 'chain',
    failure: f.kind,
    cert: role(f.cert, roles),
    ...(f.parent ? { parent: role(f.parent, roles), parentKeyBits: f.parent.keyBits } : {}),
    parentInBundle: f.parentInBundle === true,
    issuer: f.cert.issuerText,
    notBefore: iso(f.cert.notBefore),
    notAfter: iso(f.cert.notAfter),
    ...(f.detail !== undefined ? { detail: f.detail } : {}),
    ...(twin ? { twin: role(twin, roles) } : {}),
  };
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

export function summary(c: ParsedCert): CertSummary {
  return {
    subject: c.subjectText,
    issuer: c.issuerText,
    sans: [...c.dnsNames, ...c.ips.map(ipText), ...c.emails, ...c.uris],
    notBefore: iso(c.notBefore),
    notAfter: iso(c.notAfter),
    sha256: c.sha256,
    keyType: keyLabel(c),
  };
}

function keyLabel(c: ParsedCert): string {
  switch (c.keyType) {
    case 'rsa':
      return `RSA ${c.keyBits}`;
    case 'ecdsa':
      return `ECDSA ${c.curve}`;
    case 'ed25519':
      return 'Ed25519';
    case 'dsa':
      return 'DSA';
    default:
      return 'unsupported';
  }
}

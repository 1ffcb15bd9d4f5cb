/**
 * Chain building as Go's Certificate.Verify does it: parents by byte-exact subject match, roots tried
 * before intermediates, every candidate path explored, then the EKU and name-constraint filters.
 * Unlike Go, every failure on every path is recorded so the report can list all reasons.
 */
import { constants, verify as verifySignature } from 'node:crypto';
import { domainNameValid, publicKeyOf, type ParsedCert } from './cert.js';

export type FailureKind =
  | 'no-issuer' | 'not-ca' | 'no-keycertsign' | 'unsupported-parent-key' | 'weak-signature' | 'unsupported-signature'
  | 'small-rsa' | 'bad-signature' | 'key-type-mismatch' | 'expired' | 'not-yet-valid' | 'critical-ext'
  | 'not-authorized' | 'path-length' | 'name-constraint' | 'eku';

export interface Failure {
  kind: FailureKind;
  /** The certificate being checked (the child for signature failures). */
  cert: ParsedCert;
  /** The candidate issuer, when the failure is about a parent. */
  parent?: ParsedCert;
  /** Whether the parent came from the caBundle. */
  parentInBundle?: boolean;
  detail?: string;
}

export interface ChainSearch {
  /** Chains Go would return (leaf first, anchor last). */
  chains: ParsedCert[][];
  failures: Failure[];
}

interface State {
  roots: ParsedCert[];
  intermediates: ParsedCert[];
  at: number;
  failures: Failure[];
  sigCache: Map<string, Failure['kind'] | null>;
}

const KEY_CERT_SIGN = 1 << 5;
const MAX_SIGNATURE_CHECKS = 100;

export function searchChains(leaf: ParsedCert, roots: ParsedCert[], intermediates: ParsedCert[], at: number): ChainSearch {
  const state: State = { roots, intermediates, at, failures: [], sigCache: new Map() };
  const candidates = roots.some((r) => r.sha256 === leaf.sha256) ? [[leaf]] : buildChains([leaf], state, { n: 0 });
  const chains = candidates.filter((chain) => passesFilters(chain, state.failures));
  return { chains, failures: state.failures };
}

function buildChains(current: ParsedCert[], state: State, checks: { n: number }): ParsedCert[][] {
  const child = current[current.length - 1]!;
  const chains: ParsedCert[][] = [];
  let found = 0;
  for (const [isRoot, pool] of [[true, state.roots], [false, state.intermediates]] as const) {
    for (const parent of pool) {
      if (!parent.rawSubject.equals(child.rawIssuer)) continue;
      found++;
      if (++checks.n > MAX_SIGNATURE_CHECKS) return chains;
      // Go skips parents whose key it could not parse (RSA-PSS, X25519) without a hint.
      if (parent.keyType === 'unknown') {
        state.failures.push({ kind: 'unsupported-parent-key', cert: child, parent, parentInBundle: isRoot });
        continue;
      }
      if (alreadyInChain(parent, current)) continue;
      const problems = [...checkSignatureFrom(child, parent, state), ...isValid(parent, isRoot, current, state.at)];
      if (problems.length) {
        for (const p of problems) state.failures.push({ ...p, cert: p.cert ?? child, parent, parentInBundle: isRoot });
        continue;
      }
      const next = [...current, parent];
      if (isRoot) chains.push(next);
      else chains.push(...buildChains(next, state, checks));
    }
  }
  if (found === 0) state.failures.push({ kind: 'no-issuer', cert: child });
  return chains;
}

/** Go's loop guard: same subject, key and SAN as a certificate already in the chain. */
function alreadyInChain(candidate: ParsedCert, chain: ParsedCert[]): boolean {
  return chain.some((c) => c.rawSubject.equals(candidate.rawSubject) && c.spki.equals(candidate.spki)
    && (c.sanRaw === undefined ? candidate.sanRaw === undefined : candidate.sanRaw !== undefined && c.sanRaw.equals(candidate.sanRaw)));
}

type Partial = Omit<Failure, 'cert'> & { cert?: ParsedCert };

function checkSignatureFrom(child: ParsedCert, parent: ParsedCert, state: State): Partial[] {
  const out: Partial[] = [];
  if ((parent.version === 3 && !parent.basicConstraintsValid) || (parent.basicConstraintsValid && !parent.isCA)) {
    out.push({ kind: 'not-ca' });
  }
  if (parent.keyUsage !== 0 && !(parent.keyUsage & KEY_CERT_SIGN)) out.push({ kind: 'no-keycertsign' });
  const key = `${child.sha256}:${parent.sha256}`;
  let sig = state.sigCache.get(key);
  if (sig === undefined) {
    sig = checkSignature(child, parent);
    state.sigCache.set(key, sig);
  }
  if (sig) out.push({ kind: sig, detail: child.sigAlg.name });
  return out;
}

/** Go's checkSignature with allowSHA1 = false. Returns a failure kind or null. */
function checkSignature(child: ParsedCert, parent: ParsedCert): Failure['kind'] | null {
  const alg = child.sigAlg;
  if (alg.hash === null && alg.keyType !== 'ed25519') return 'unsupported-signature';
  if (alg.hash === 'md5' || alg.hash === 'sha1') return 'weak-signature';
  if (parent.keyType === 'dsa') return 'unsupported-signature';
  if (alg.keyType !== parent.keyType) return 'key-type-mismatch';
  if (parent.keyType === 'rsa' && parent.keyBits < 1024) return 'small-rsa';
  const key = publicKeyOf(parent);
  if (!key) return 'bad-signature';
  try {
    const ok = alg.pss
      ? verifySignature(alg.hash, child.tbs, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: hashLength(alg.hash) }, child.signature)
      : verifySignature(alg.hash, child.tbs, key, child.signature);
    return ok ? null : 'bad-signature';
  } catch {
    return 'bad-signature';
  }
}

function hashLength(hash: string | null): number {
  return hash === 'sha512' ? 64 : hash === 'sha384' ? 48 : 32;
}

/** Go's isValid for a parent about to be appended to current. */
function isValid(parent: ParsedCert, isRoot: boolean, current: ParsedCert[], at: number): Partial[] {
  const out: Partial[] = [...validityProblems(parent, at)];
  if (!isRoot && (!parent.basicConstraintsValid || !parent.isCA)) out.push({ kind: 'not-authorized' });
  if (parent.basicConstraintsValid && parent.maxPathLen >= 0 && current.length - 1 > parent.maxPathLen) {
    out.push({ kind: 'path-length', detail: `pathLen ${parent.maxPathLen}, ${current.length - 1} intermediate(s) below` });
  }
  return out.map((p) => ({ ...p, cert: parent }));
}

/** Validity and unhandled critical extensions: checked for every certificate, leaf and anchor alike. */
export function validityProblems(cert: ParsedCert, at: number): Partial[] {
  const out: Partial[] = [];
  if (cert.unhandledCritical.length) out.push({ kind: 'critical-ext', detail: cert.unhandledCritical.join(', ') });
  if (at < cert.notBefore) out.push({ kind: 'not-yet-valid' });
  else if (at > cert.notAfter) out.push({ kind: 'expired' });
  return out;
}

function passesFilters(chain: ParsedCert[], failures: Failure[]): boolean {
  const eku = ekuBlocker(chain);
  if (eku) {
    failures.push({ kind: 'eku', cert: eku });
    return false;
  }
  const nc = chainConstraintError(chain);
  if (nc) {
    failures.push({ kind: 'name-constraint', cert: nc.ca, detail: nc.detail });
    return false;
  }
  return true;
}

/** Go's checkChainForKeyUsage for serverAuth: the first certificate (from the anchor down) that forbids it. */
export function ekuBlocker(chain: ParsedCert[]): ParsedCert | undefined {
  for (let i = chain.length - 1; i >= 0; i--) {
    const c = chain[i]!;
    if (!c.hasEku || c.ekuAny) continue;
    if (!c.ekuServerAuth) return c;
  }
  return undefined;
}

/** Go's checkChainConstraints: every SAN of every certificate against the constraints of all CAs above it. */
function chainConstraintError(chain: ParsedCert[]): { ca: ParsedCert; detail: string } | undefined {
  for (let i = 0; i < chain.length; i++) {
    const c = chain[i]!;
    if (!c.hasSan) continue;
    for (let j = i + 1; j < chain.length; j++) {
      const ca = chain[j]!;
      if (!ca.nameConstraints) continue;
      const detail = namesError(c, ca);
      if (detail) return { ca, detail };
    }
  }
  return undefined;
}

function namesError(c: ParsedCert, ca: ParsedCert): string | undefined {
  const nc = ca.nameConstraints!;
  for (const ip of c.ips) {
    const text = ipString(ip);
    const permitted = nc.permittedIp.filter((r) => r.ip.length === ip.length);
    if (nc.permittedIp.length && !permitted.some((r) => ipInRange(ip, r))) return `IP address "${text}" is not permitted by any constraint`;
    const ex = nc.excludedIp.find((r) => r.ip.length === ip.length && ipInRange(ip, r));
    if (ex) return `IP address "${text}" is excluded by constraint "${ipString(ex.ip)}/${maskBits(ex.mask)}"`;
  }
  for (const d of c.dnsNames) {
    if (!domainNameValid(d, false)) return `x509: cannot parse dnsName "${d}"`;
    const e = dnsError('DNS name', d, nc.permittedDns, nc.excludedDns);
    if (e) return e;
  }
  for (const u of c.uris) {
    const host = uriHost(u);
    if (host === undefined) return `URI with empty host ("${u}") cannot be matched against constraints`;
    const e = dnsError('URI', host, nc.permittedUri, nc.excludedUri, u);
    if (e) return e;
  }
  for (const m of c.emails) {
    const at = m.lastIndexOf('@');
    if (at <= 0) return `cannot parse rfc822Name "${m}"`;
    const e = emailError(m, m.slice(at + 1).toLowerCase(), nc.permittedEmail, nc.excludedEmail);
    if (e) return e;
  }
  return undefined;
}

function dnsError(type: string, name: string, permitted: string[], excluded: string[], shown = name): string | undefined {
  if (permitted.length && !permitted.some((p) => p === '' || dnsHasSuffix(p, name))) {
    return `${type} "${shown}" is not permitted by any constraint`;
  }
  const ex = excluded.find((p) => p === '' || dnsHasSuffix(p, name) || wildcardCovers(name, p));
  return ex !== undefined ? `${type} "${shown}" is excluded by constraint "${ex}"` : undefined;
}

/** Go refuses a wildcard SAN whose parent domain equals an excluded name's parent domain. */
function wildcardCovers(name: string, excluded: string): boolean {
  if (!name.startsWith('*')) return false;
  const parent = (s: string) => (s.indexOf('.') < 0 ? '' : s.slice(s.indexOf('.')));
  const p = parent(excluded.toLowerCase());
  return p !== '' && p === parent(name.toLowerCase());
}

function emailError(mail: string, domain: string, permitted: string[], excluded: string[]): string | undefined {
  const matches = (c: string) => (c.includes('@') ? c.toLowerCase() === mail.toLowerCase() : c === '' || dnsHasSuffix(c, domain));
  if (permitted.length && !permitted.some(matches)) return `email address "${mail}" is not permitted by any constraint`;
  const ex = excluded.find(matches);
  return ex !== undefined ? `email address "${mail}" is excluded by constraint "${ex}"` : undefined;
}

function uriHost(u: string): string | undefined {
  const m = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#]*)/.exec(u);
  const host = m?.[1]?.replace(/^.*@/, '').replace(/:\d*$/, '').toLowerCase();
  return host ? host : undefined;
}

/** Case-insensitive label suffix; a leading dot means subdomains only. */
export function dnsHasSuffix(constraint: string, name: string): boolean {
  const a = constraint.toLowerCase();
  const b = name.toLowerCase();
  if (a.length > b.length || !b.endsWith(a)) return false;
  return a[0] === '.' || b.length === a.length || b[b.length - a.length - 1] === '.';
}

function ipInRange(ip: Buffer, range: { ip: Buffer; mask: Buffer }): boolean {
  for (let i = 0; i < ip.length; i++) if ((ip[i]! & range.mask[i]!) !== (range.ip[i]! & range.mask[i]!)) return false;
  return true;
}

function ipString(b: Buffer): string {
  if (b.length === 4) return [...b].join('.');
  const g: string[] = [];
  for (let i = 0; i < 16; i += 2) g.push(b.readUInt16BE(i).toString(16));
  return g.join(':');
}

function maskBits(mask: Buffer): number {
  let n = 0;
  for (const byte of mask) n += byte.toString(2).replace(/0/g, '').length;
  return n;
}

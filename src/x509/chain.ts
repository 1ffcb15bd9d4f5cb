/**
 * Chain building as Go's Certificate.Verify does it: parents by byte-exact subject match, roots tried
 * before intermediates, every candidate path explored, then the EKU and name-constraint filters.
 * Unlike Go, every failure on every path is recorded so the report can list all reasons.
 */
import { constants, verify as verifySignature } from 'node:crypto';
import { publicKeyOf, type ParsedCert } from './cert.js';
import { chainConstraintError } from './constraints.js';
import { policiesValid } from './policy.js';

export type FailureKind =
  | 'no-issuer'
  | 'not-ca'
  | 'no-keycertsign'
  | 'unsupported-parent-key'
  | 'weak-signature'
  | 'unsupported-signature'
  | 'small-rsa'
  | 'bad-signature'
  | 'key-type-mismatch'
  | 'expired'
  | 'not-yet-valid'
  | 'critical-ext'
  | 'not-authorized'
  | 'path-length'
  | 'name-constraint'
  | 'eku'
  | 'policy'
  | 'too-many-checks';

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

export function searchChains(
  leaf: ParsedCert,
  roots: ParsedCert[],
  intermediates: ParsedCert[],
  at: number,
): ChainSearch {
  // Pools keep one copy of each certificate, like CertPool.AddCert.
  const state: State = { roots, intermediates: unique(intermediates), at, failures: [], sigCache: new Map() };
  const checks = { n: 0 };
  const candidates = roots.some((r) => r.sha256 === leaf.sha256) ? [[leaf]] : buildChains([leaf], state, checks);
  if (checks.n > MAX_SIGNATURE_CHECKS && candidates.length === 0)
    state.failures.push({ kind: 'too-many-checks', cert: leaf });
  const chains = candidates.filter((chain) => passesFilters(chain, state.failures));
  return { chains, failures: state.failures };
}

function unique(certs: ParsedCert[]): ParsedCert[] {
  const seen = new Set<string>();
  return certs.filter((c) => !seen.has(c.sha256) && !!seen.add(c.sha256));
}

/** CertPool.findPotentialParents: same subject, ordered by how well the key identifiers match. */
function potentialParents(child: ParsedCert, pool: ParsedCert[]): ParsedCert[] {
  const match: ParsedCert[] = [];
  const one: ParsedCert[] = [];
  const mismatch: ParsedCert[] = [];
  const akid = child.authorityKeyId ?? EMPTY;
  for (const c of pool) {
    if (!c.rawSubject.equals(child.rawIssuer)) continue;
    const skid = c.subjectKeyId ?? EMPTY;
    if (skid.equals(akid)) match.push(c);
    else if ((skid.length === 0 && akid.length > 0) || (skid.length > 0 && akid.length === 0)) one.push(c);
    else mismatch.push(c);
  }
  return [...match, ...one, ...mismatch];
}
const EMPTY = Buffer.alloc(0);

function buildChains(current: ParsedCert[], state: State, checks: { n: number }): ParsedCert[][] {
  const child = current[current.length - 1]!;
  const chains: ParsedCert[][] = [];
  let found = 0;
  for (const [isRoot, pool] of [
    [true, state.roots],
    [false, state.intermediates],
  ] as const) {
    for (const parent of potentialParents(child, pool)) {
      found++;
      // Go counts every candidate, and stops the whole search after 100 (errSignatureLimit).
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
      if (checks.n > MAX_SIGNATURE_CHECKS) return chains;
    }
  }
  if (found === 0) state.failures.push({ kind: 'no-issuer', cert: child });
  return chains;
}

/** Go's loop guard: same subject, key and SAN as a certificate already in the chain. */
function alreadyInChain(candidate: ParsedCert, chain: ParsedCert[]): boolean {
  return chain.some(
    (c) =>
      c.rawSubject.equals(candidate.rawSubject) &&
      c.spki.equals(candidate.spki) &&
      (c.sanRaw === undefined
        ? candidate.sanRaw === undefined
        : candidate.sanRaw !== undefined && c.sanRaw.equals(candidate.sanRaw)),
  );
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
      ? verifySignature(
          alg.hash,
          child.tbs,
          { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: hashLength(alg.hash) },
          child.signature,
        )
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
    out.push({
      kind: 'path-length',
      detail: `pathLen ${parent.maxPathLen}, ${current.length - 1} intermediate(s) below`,
    });
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

/** Go's filters on candidate chains, in Go's order: policies, EKU, name constraints. */
function passesFilters(chain: ParsedCert[], failures: Failure[]): boolean {
  if (!policiesValid(chain)) {
    failures.push({ kind: 'policy', cert: chain[chain.length - 1]! });
    return false;
  }
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

/**
 * Predicts whether the Kubernetes API server (Go crypto/tls + crypto/x509, as client-go configures it)
 * accepts a webhook's serving certificate. `accepted` is Go's verdict; `problems` lists every reason,
 * not only the first one Go would stop at.
 */
import type { CertParseError, ParsedCert } from './cert.js';
import { searchChains, validityProblems, ekuBlocker, type Failure } from './chain.js';
import { matchesHost, hostIp, ipText } from './hostname.js';
import { checkKeyPair } from './keys.js';
import { decodePem, parseCaBundle, parseCached } from './pem.js';

export type CertRuleId = 'cert-untrusted' | 'cert-key-mismatch' | 'cert-hostname-mismatch' | 'cert-eku-server-auth'
  | 'cert-expired' | 'cert-not-yet-valid' | 'cert-expiring-soon' | 'cert-weak-crypto' | 'cert-malformed'
  | 'cabundle-mismatch' | 'cabundle-invalid';

export interface CertProblem {
  rule: CertRuleId; severity: 'error' | 'warning'; message: string; fix: string;
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

export interface CertSummary { subject: string; issuer: string; sans: string[]; notBefore: string; notAfter: string; sha256: string; keyType: string }

export interface VerifyResult {
  accepted: boolean;
  problems: CertProblem[];
  leaf?: CertSummary;
  chain: CertSummary[];
  bundle: { usable: number; skipped: string[] };
  /** True when caBundle is empty: the API server then trusts its host's system roots, unknowable offline. */
  systemRoots?: boolean;
}

const REFUSE = 'the API server will refuse the TLS handshake: ';
const DAY = 86_400_000;

interface Served { cert?: ParsedCert; error?: CertParseError; line: number; index: number }

export function verifyServing(input: VerifyInput): VerifyResult {
  const at = input.at.getTime();
  const cache = new Map<string, ParsedCert | CertParseError>();
  const problems: CertProblem[] = [];
  const add = (rule: CertRuleId, message: string, fix: string, severity: 'error' | 'warning' = 'error', inBundle?: true) => {
    if (!problems.some((p) => p.rule === rule && p.message === message)) problems.push({ rule, severity, message, fix, ...(inBundle ? { inBundle } : {}) });
  };
  let accepted = true;
  const reject = (rule: CertRuleId, message: string, fix: string) => {
    accepted = false;
    add(rule, message, fix);
  };

  const served: Served[] = decodePem(input.chainPem)
    .filter((b) => b.type === 'CERTIFICATE')
    .map((b, index) => {
      const r = parseCached(b.bytes, cache);
      return 'der' in r ? { cert: r, line: b.line, index } : { error: r, line: b.line, index };
    });
  const bundle = parseCaBundle(input.caBundlePem, cache);
  const result: VerifyResult = { accepted: false, problems, chain: [], bundle: { usable: bundle.certs.length, skipped: bundle.skipped } };

  if (served.length === 0) {
    reject('cert-malformed', `${REFUSE}the served chain holds no CERTIFICATE PEM block`, 'serve the certificate as PEM: the leaf first, then any intermediates');
  }
  for (const s of served) checkServedParse(s, reject);
  const leaf = served[0]?.cert;
  if (leaf) result.leaf = summary(leaf);

  // caBundle
  if (input.caBundlePem.length === 0) {
    result.systemRoots = true;
    reject('cabundle-invalid',
      'caBundle is empty: the API server falls back to its own host\'s system roots, which cannot be checked offline; a webhook\'s private CA is not among them',
      'set caBundle to the base64 PEM of the CA that issued the serving certificate');
  } else if (bundle.certs.length === 0) {
    const why = bundle.skipped.length ? ` (${bundle.skipped.join('; ')})` : ' (no PEM block found)';
    reject('cabundle-invalid', `the API server cannot load caBundle: it holds no usable CERTIFICATE block${why}, so every call fails`,
      'set caBundle to base64 of PEM "CERTIFICATE" blocks without headers, each parsable by Go');
  }

  if (leaf) {
    checkLeaf(leaf, input, at, reject, add);
    if (input.keyPem !== undefined) checkKey(input.keyPem, leaf, reject);
    if (bundle.certs.length) {
      const intermediates = served.slice(1).flatMap((s) => (s.cert ? [s.cert] : []));
      const roots = bundle.certs.map((c) => c.cert);
      const search = searchChains(leaf, roots, intermediates, at);
      if (search.chains.length) {
        result.chain = search.chains[0]!.map(summary);
        expiringSoon(search.chains[0]!, input, at, add);
      } else {
        accepted = false;
        const roles = { leaf, bundle: new Set(roots.map((r) => r.sha256)), all: [...roots, ...intermediates] };
        // The leaf's own EKU is already reported above.
        const failures = search.failures.filter((f) => !(f.kind === 'eku' && f.cert === leaf));
        for (const p of describeFailures(failures, roles)) add(p.rule, p.message, p.fix, 'error', p.inBundle);
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

type Reject = (rule: CertRuleId, message: string, fix: string) => void;
type Add = (rule: CertRuleId, message: string, fix: string, severity?: 'error' | 'warning') => void;

function checkServedParse(s: Served, reject: Reject): void {
  const which = s.index === 0 ? 'the leaf certificate' : `served certificate #${s.index + 1}`;
  if (s.error) {
    reject('cert-malformed', `${REFUSE}${which} (PEM block at line ${s.line}) does not parse in Go: ${s.error.message}`, parseFix(s.error.message));
    return;
  }
  if (s.cert!.keyType === 'rsa' && s.cert!.keyBits > 8192) {
    reject('cert-malformed', `${REFUSE}${which} has a ${s.cert!.keyBits}-bit RSA key; Go's TLS client refuses keys larger than 8192 bits`,
      'reissue the certificate with a 2048- to 4096-bit RSA key or an ECDSA P-256 key');
  }
}

function parseFix(message: string): string {
  if (message.includes('duplicate extension')) return 'reissue the certificate without the repeated extension';
  if (message.includes('negative serial')) return 'reissue the certificate with a positive serial number';
  if (message.includes('elliptic curve')) return 'reissue the certificate with a P-256, P-384 or P-521 key';
  if (message.includes('signature algorithm identifiers')) return 'reissue the certificate with a consistent signature algorithm';
  return 'reissue the certificate with a standard tool (`webhook-cert-gate cert generate`, openssl, a certificate controller)';
}

function checkLeaf(leaf: ParsedCert, input: VerifyInput, at: number, reject: Reject, add: Add): void {
  for (const p of validityProblems(leaf, at)) {
    const f = describe({ ...p, cert: leaf }, { leaf, bundle: new Set() });
    reject(f.rule, f.message, f.fix);
  }
  if (!matchesHost(leaf, input.host)) reject('cert-hostname-mismatch', hostnameMessage(leaf, input.host), hostnameFix(input.host));
  if (ekuBlocker([leaf])) {
    reject('cert-eku-server-auth', `${REFUSE}the leaf's extended key usage does not include serverAuth`,
      'reissue the leaf with extendedKeyUsage serverAuth (or without any EKU extension)');
  }
  if (leaf.keyType === 'unknown' || leaf.keyType === 'dsa') {
    reject('cert-malformed', `${REFUSE}the leaf's public key type (${leaf.keyType === 'dsa' ? 'DSA' : 'unrecognised, e.g. RSA-PSS SubjectPublicKeyInfo'}) is not supported by Go's TLS`,
      'reissue the leaf with an RSA (rsaEncryption), ECDSA P-256/P-384/P-521 or Ed25519 key');
  }
  if (leaf.keyType === 'ecdsa' && leaf.curve === 'P-224') {
    reject('cert-malformed', `${REFUSE}the leaf has a P-224 key, for which TLS has no signature scheme (the handshake fails)`,
      'reissue the leaf with a P-256, P-384 or P-521 key');
  }
  if (leaf.keyType === 'rsa' && leaf.keyBits < 1024) {
    reject('cert-weak-crypto', `${REFUSE}the leaf has a ${leaf.keyBits}-bit RSA key; Go refuses RSA keys under 1024 bits for the handshake signature`,
      'reissue the leaf with a 2048-bit (or larger) RSA key or an ECDSA P-256 key');
  }
}

function checkKey(keyPem: string, leaf: ParsedCert, reject: Reject): void {
  let r;
  try {
    r = checkKeyPair(keyPem, leaf);
  } catch {
    r = { ok: false as const, message: 'the private key does not parse (PKCS#8/PKCS#1/SEC1 PEM expected)' };
  }
  if (!r.ok) {
    reject('cert-key-mismatch', `${REFUSE}${r.message}; the webhook server cannot prove it holds the certificate's key`,
      'serve the private key that was generated with this certificate (the private key of the same Secret)');
  }
}

function hostnameMessage(leaf: ParsedCert, host: string): string {
  const names = [...leaf.dnsNames, ...leaf.ips.map(ipText)];
  if (hostIp(host)) {
    return leaf.ips.length
      ? `${REFUSE}the certificate's IP SANs (${leaf.ips.map(ipText).join(', ')}) do not include ${host}`
      : `${REFUSE}${host} is an IP address and the certificate has no IP SANs (DNS SANs never match an IP)`;
  }
  if (!leaf.hasSan || names.length === 0) {
    return `${REFUSE}the certificate has no subjectAltName; Go never uses the Common Name (${leaf.subjectText || 'empty'}) to match ${host}`;
  }
  return `${REFUSE}the certificate is valid for ${names.join(', ')}, not ${host} (SANs only; a wildcard covers exactly one whole leftmost label)`;
}

function hostnameFix(host: string): string {
  return hostIp(host)
    ? `reissue the certificate with an IP SAN ${host}`
    : `reissue the certificate with the DNS SAN ${host.replace(/\.$/, '')}`;
}

function expiringSoon(chain: ParsedCert[], input: VerifyInput, at: number, add: Add): void {
  const minDays = input.minDays ?? 30;
  chain.forEach((c, i) => {
    const left = (c.notAfter - at) / DAY;
    if (left < 0) return;
    const who = i === 0 ? 'the leaf certificate' : i === chain.length - 1 ? `the CA "${c.subjectText}"` : `intermediate "${c.subjectText}"`;
    if (left < minDays) {
      add('cert-expiring-soon', `${who} expires on ${iso(c.notAfter)} (${Math.floor(left)} days left, threshold ${minDays}); after that the API server will refuse the TLS handshake`,
        'renew the certificate (and caBundle, if the CA changes) before it expires', 'warning');
    } else if (i === 0 && input.renewWithinDays !== undefined && left < input.renewWithinDays) {
      add('cert-expiring-soon', `the leaf certificate expires on ${iso(c.notAfter)}, inside the controller's ${input.renewWithinDays}-day renew window: the controller will replace it and may rewrite caBundle`,
        'issue a certificate valid for longer than the renew window, or plan the rotation', 'warning');
    }
  });
}

interface Roles { leaf: ParsedCert; bundle: Set<string>; all?: ParsedCert[] }

function describeFailures(failures: Failure[], roles: Roles): CertProblem[] {
  const seen = new Set<string>();
  const out: CertProblem[] = [];
  for (const f of failures) {
    // A v3 parent without CA:TRUE fails two of Go's checks; one message is enough.
    if (f.kind === 'not-authorized' && failures.some((g) => g.kind === 'not-ca' && g.parent === f.cert)) continue;
    const key = `${f.kind}:${f.cert.sha256}:${f.parent?.sha256 ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(describe(f, roles));
  }
  return out;
}

function role(c: ParsedCert, roles: Roles): string {
  if (c.sha256 === roles.leaf.sha256) return 'the leaf certificate';
  return roles.bundle.has(c.sha256) ? `caBundle certificate "${c.subjectText}"` : `intermediate "${c.subjectText}"`;
}

function describe(f: Failure, roles: Roles): CertProblem {
  const who = role(f.cert, roles);
  const parent = f.parent ? role(f.parent, roles) : '';
  const inBundle = roles.bundle.has(f.cert.sha256) ? { inBundle: true as const } : {};
  const p = (rule: CertRuleId, message: string, fix: string): CertProblem => ({ rule, severity: 'error', message: REFUSE + message, fix, ...inBundle });
  switch (f.kind) {
    case 'no-issuer':
      return p('cabundle-mismatch', `no certificate in caBundle or in the served chain has the subject "${f.cert.issuerText}" that issued ${who}${encodingHint(f.cert, roles)}; the API server never fetches missing intermediates`,
        `put the CA that issued ${who} into caBundle, or serve the missing intermediate after the leaf`);
    case 'bad-signature':
      return f.parentInBundle
        ? p('cabundle-mismatch', `${parent} has the issuer's name but its key did not sign ${who} (a regenerated CA with the same name?)`,
          'set caBundle to the CA that actually signed the serving certificate (the CA certificate of the same Secret)')
        : p('cert-untrusted', `the signature on ${who} does not verify with the key of ${parent}`, 'serve the intermediate that actually issued the certificate');
    case 'key-type-mismatch':
      return p('cert-untrusted', `${who} is signed with ${f.detail}, which does not fit the key type of ${parent}`, 'serve the CA that actually issued the certificate');
    case 'weak-signature':
      return p('cert-weak-crypto', `${who} is signed with ${f.detail}; Go refuses MD5 and SHA-1 certificate signatures (only the anchor's self-signature is exempt)`,
        'reissue the certificate with a SHA-256 (or stronger) signature');
    case 'unsupported-signature':
      return p('cert-untrusted', `${who} uses a signature algorithm Go cannot verify (${f.detail})`, 'reissue the certificate with SHA256-RSA, ECDSA-SHA256 or Ed25519');
    case 'small-rsa':
      return p('cert-weak-crypto', `${parent} has a ${f.parent!.keyBits}-bit RSA key; Go refuses to verify signatures with RSA keys under 1024 bits`,
        'reissue the CA with a 2048-bit or larger RSA key (or ECDSA P-256)');
    case 'unsupported-parent-key':
      return p('cert-untrusted', `${parent} has a public key Go cannot use to verify signatures (e.g. an RSA-PSS SubjectPublicKeyInfo), so it is never used as an issuer`,
        'reissue the CA with an rsaEncryption RSA key, ECDSA or Ed25519 key');
    case 'not-ca':
      return p('cert-untrusted', `${parent} is not a CA (basicConstraints CA:TRUE missing), so it may not sign ${who}`, 'reissue the CA with basicConstraints CA:TRUE');
    case 'not-authorized':
      return p('cert-untrusted', `${who} is used as an intermediate but is not a CA (version 1, or no basicConstraints CA:TRUE)`, 'reissue the intermediate as a v3 certificate with basicConstraints CA:TRUE');
    case 'no-keycertsign':
      return p('cert-untrusted', `${parent} has a keyUsage extension without keyCertSign, so it may not sign ${who}`, 'reissue the CA with keyUsage keyCertSign (or without a keyUsage extension)');
    case 'expired':
      return p('cert-expired', `${who} expired on ${iso(f.cert.notAfter)}`, `renew ${who}${f.cert === roles.leaf ? '' : ' and everything it issued, then update caBundle if it changed'}`);
    case 'not-yet-valid':
      return p('cert-not-yet-valid', `${who} is not valid before ${iso(f.cert.notBefore)}`, 'wait until notBefore, or reissue with a notBefore in the past (check the clock of the issuing host)');
    case 'critical-ext':
      return p('cert-malformed', `${who} carries a critical extension Go does not understand (${f.detail})`, 'reissue the certificate without that critical extension or mark it non-critical');
    case 'path-length':
      return p('cert-untrusted', `${who} limits the path length (${f.detail})`, 'issue the leaf from a CA whose pathLen allows it, or remove an intermediate level');
    case 'name-constraint':
      return p('cert-untrusted', `name constraints of ${who} forbid the chain: ${f.detail}`, 'reissue the leaf with names its CA is permitted to sign, or use a CA without those name constraints');
    case 'policy':
      return p('cert-untrusted', `the certificate policies of the chain up to ${who} fail Go's policy validation (requireExplicitPolicy with no valid policy, or a mapping to or from anyPolicy)`,
        'reissue the CA without policy constraints and mappings, or with certificatePolicies on every certificate below it');
    case 'too-many-checks':
      return p('cert-untrusted', `building a chain for ${who} needs more than 100 signature checks (too many candidate issuers with the same name); Go gives up`,
        'remove the duplicate CA certificates with the same subject from caBundle and the served chain');
    case 'eku':
      return p('cert-eku-server-auth', `${who} has an extended key usage without serverAuth; EKU is enforced down the whole chain, anchor included`,
        `reissue ${who} with serverAuth in its extendedKeyUsage (or without the EKU extension)`);
  }
}

/** Names that read the same but differ in DER (e.g. PrintableString vs UTF8String) never match in Go. */
function encodingHint(c: ParsedCert, roles: Roles): string {
  const twin = roles.all?.find((o) => o.subjectText === c.issuerText);
  return twin ? ` (${role(twin, roles)} has a subject that reads the same but is encoded differently; Go compares names byte for byte)` : '';
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
    case 'rsa': return `RSA ${c.keyBits}`;
    case 'ecdsa': return `ECDSA ${c.curve}`;
    case 'ed25519': return 'Ed25519';
    case 'dsa': return 'DSA';
    default: return 'unsupported';
  }
}

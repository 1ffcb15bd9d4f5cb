import type { CertProblem, CertReason, CertRole, ChainReason } from '../../x509/verify.js';
import { fillMessage, type MessageOf, type SourceLocation } from '../types.js';

export type CertRuleId =
  | 'cert-untrusted'
  | 'cert-key-mismatch'
  | 'cert-hostname-mismatch'
  | 'cert-eku-server-auth'
  | 'cert-expired'
  | 'cert-not-yet-valid'
  | 'cert-expiring-soon'
  | 'cert-weak-crypto'
  | 'cert-malformed'
  | 'cabundle-mismatch'
  | 'cabundle-invalid';

/** The words of every certificate rule: the verifier's typed reasons, said as what the API server will do. */
export const CERT_MESSAGES = {
  noServedCert: 'the API server will refuse the TLS handshake: the served chain holds no CERTIFICATE PEM block',
  unparsable:
    'the API server will refuse the TLS handshake: {who} (PEM block at line {line}) does not parse in Go: {detail}',
  rsaTooLarge:
    "the API server will refuse the TLS handshake: {who} has a {bits}-bit RSA key; Go's TLS client refuses keys larger than 8192 bits",
  bundleEmpty:
    "caBundle is empty: the API server falls back to its own host's system roots, which cannot be checked offline; a webhook's private CA is not among them",
  bundleUnusable:
    'the API server cannot load caBundle: it holds no usable CERTIFICATE block ({why}), so every call fails',
  hostnameIpSans:
    "the API server will refuse the TLS handshake: the certificate's IP SANs ({ips}) do not include {host}",
  hostnameNoIpSans:
    'the API server will refuse the TLS handshake: {host} is an IP address and the certificate has no IP SANs (DNS SANs never match an IP)',
  hostnameNoSan:
    'the API server will refuse the TLS handshake: the certificate has no subjectAltName; Go never uses the Common Name ({subject}) to match {host}',
  hostname:
    'the API server will refuse the TLS handshake: the certificate is valid for {names}, not {host} (SANs only; a wildcard covers exactly one whole leftmost label)',
  leafEku: "the API server will refuse the TLS handshake: the leaf's extended key usage does not include serverAuth",
  leafKeyUnsupported:
    "the API server will refuse the TLS handshake: the leaf's public key type ({keyType}) is not supported by Go's TLS",
  leafP224:
    'the API server will refuse the TLS handshake: the leaf has a P-224 key, for which TLS has no signature scheme (the handshake fails)',
  leafSmallRsa:
    'the API server will refuse the TLS handshake: the leaf has a {bits}-bit RSA key; Go refuses RSA keys under 1024 bits for the handshake signature',
  keyMismatch:
    "the API server will refuse the TLS handshake: {detail}; the webhook server cannot prove it holds the certificate's key",
  expiringSoon:
    '{who} expires on {notAfter} ({daysLeft} days left, threshold {minDays}); after that the API server will refuse the TLS handshake',
  renewWindow:
    "the leaf certificate expires on {notAfter}, inside the controller's {days}-day renew window: the controller will replace it and may rewrite caBundle",
  noIssuer:
    'the API server will refuse the TLS handshake: no certificate in caBundle or in the served chain has the subject "{issuer}" that issued {who}{twin}; the API server never fetches missing intermediates',
  bundleKeyDidNotSign:
    "the API server will refuse the TLS handshake: {parent} has the issuer's name but its key did not sign {who} (a regenerated CA with the same name?)",
  badSignature:
    'the API server will refuse the TLS handshake: the signature on {who} does not verify with the key of {parent}',
  keyTypeMismatch:
    'the API server will refuse the TLS handshake: {who} is signed with {detail}, which does not fit the key type of {parent}',
  weakSignature:
    "the API server will refuse the TLS handshake: {who} is signed with {detail}; Go refuses MD5 and SHA-1 certificate signatures (only the anchor's self-signature is exempt)",
  unsupportedSignature:
    'the API server will refuse the TLS handshake: {who} uses a signature algorithm Go cannot verify ({detail})',
  smallRsa:
    'the API server will refuse the TLS handshake: {parent} has a {bits}-bit RSA key; Go refuses to verify signatures with RSA keys under 1024 bits',
  unsupportedParentKey:
    'the API server will refuse the TLS handshake: {parent} has a public key Go cannot use to verify signatures (e.g. an RSA-PSS SubjectPublicKeyInfo), so it is never used as an issuer',
  notCa:
    'the API server will refuse the TLS handshake: {parent} is not a CA (basicConstraints CA:TRUE missing), so it may not sign {who}',
  notAuthorized:
    'the API server will refuse the TLS handshake: {who} is used as an intermediate but is not a CA (version 1, or no basicConstraints CA:TRUE)',
  noKeyCertSign:
    'the API server will refuse the TLS handshake: {parent} has a keyUsage extension without keyCertSign, so it may not sign {who}',
  expired: 'the API server will refuse the TLS handshake: {who} expired on {notAfter}',
  notYetValid: 'the API server will refuse the TLS handshake: {who} is not valid before {notBefore}',
  criticalExt:
    'the API server will refuse the TLS handshake: {who} carries a critical extension Go does not understand ({detail})',
  pathLength: 'the API server will refuse the TLS handshake: {who} limits the path length ({detail})',
  nameConstraint: 'the API server will refuse the TLS handshake: name constraints of {who} forbid the chain: {detail}',
  policy:
    "the API server will refuse the TLS handshake: the certificate policies of the chain up to {who} fail Go's policy validation (requireExplicitPolicy with no valid policy, or a mapping to or from anyPolicy)",
  tooManyChecks:
    'the API server will refuse the TLS handshake: building a chain for {who} needs more than 100 signature checks (too many candidate issuers with the same name); Go gives up',
  eku: 'the API server will refuse the TLS handshake: {who} has an extended key usage without serverAuth; EKU is enforced down the whole chain, anchor included',
  // What only a holder's entry knows: its name (`webhook <name>`, `the conversion webhook of CRD <name>`,
  // `APIService <name>`), and the Secret its caBundle should match.
  entryNotBase64: 'caBundle of {holder} is not base64: the API server rejects the object',
  entryNoCert: 'caBundle of {holder} holds no usable CERTIFICATE block: every call fails TLS',
  entryMismatch: 'caBundle of {holder} cannot verify the certificate in {secret} ({owner}): {detail}',
} as const;

export type CertMessages = typeof CERT_MESSAGES;

/**
 * What `cert` verified from files: each of the verifier's problems with its severity and the place in the
 * file it read (the PEM block, or the caBundle line of a YAML file) that it is about.
 */
export interface ServedEvidence {
  problems: ReadonlyArray<{ problem: CertProblem; location: SourceLocation }>;
}

/** A problem in words: the rule it belongs to, its message id with data, and the fix. */
export type CertWords = MessageOf<CertMessages> & { rule: CertRuleId; fix: string };

export function who(c: CertRole): string {
  switch (c.role) {
    case 'leaf':
      return 'the leaf certificate';
    case 'served':
      return `served certificate #${c.index + 1}`;
    case 'bundle':
      return `caBundle certificate "${c.subject}"`;
    case 'intermediate':
      return `intermediate "${c.subject}"`;
    case 'anchor':
      return `the CA "${c.subject}"`;
  }
}

export function wordsOf(reason: CertReason): CertWords {
  switch (reason.kind) {
    case 'no-served-cert':
      return {
        rule: 'cert-malformed',
        messageId: 'noServedCert',
        fix: 'serve the certificate as PEM: the leaf first, then any intermediates',
      };
    case 'unparsable':
      return {
        rule: 'cert-malformed',
        messageId: 'unparsable',
        data: { who: who(reason.cert), line: reason.line, detail: reason.detail },
        fix: parseFix(reason.detail),
      };
    case 'rsa-too-large':
      return {
        rule: 'cert-malformed',
        messageId: 'rsaTooLarge',
        data: { who: who(reason.cert), bits: reason.bits },
        fix: 'reissue the certificate with a 2048- to 4096-bit RSA key or an ECDSA P-256 key',
      };
    case 'bundle-empty':
      return {
        rule: 'cabundle-invalid',
        messageId: 'bundleEmpty',
        fix: 'set caBundle to the base64 PEM of the CA that issued the serving certificate',
      };
    case 'bundle-unusable':
      return {
        rule: 'cabundle-invalid',
        messageId: 'bundleUnusable',
        data: { why: reason.skipped.length ? reason.skipped.join('; ') : 'no PEM block found' },
        fix: 'set caBundle to base64 of PEM "CERTIFICATE" blocks without headers, each parsable by Go',
      };
    case 'hostname':
      return hostnameWords(reason);
    case 'leaf-eku':
      return {
        rule: 'cert-eku-server-auth',
        messageId: 'leafEku',
        fix: 'reissue the leaf with extendedKeyUsage serverAuth (or without any EKU extension)',
      };
    case 'leaf-key-unsupported':
      return {
        rule: 'cert-malformed',
        messageId: 'leafKeyUnsupported',
        data: { keyType: reason.keyType === 'dsa' ? 'DSA' : 'unrecognised, e.g. RSA-PSS SubjectPublicKeyInfo' },
        fix: 'reissue the leaf with an RSA (rsaEncryption), ECDSA P-256/P-384/P-521 or Ed25519 key',
      };
    case 'leaf-p224':
      return {
        rule: 'cert-malformed',
        messageId: 'leafP224',
        fix: 'reissue the leaf with a P-256, P-384 or P-521 key',
      };
    case 'leaf-small-rsa':
      return {
        rule: 'cert-weak-crypto',
        messageId: 'leafSmallRsa',
        data: { bits: reason.bits },
        fix: 'reissue the leaf with a 2048-bit (or larger) RSA key or an ECDSA P-256 key',
      };
    case 'key-mismatch':
      return {
        rule: 'cert-key-mismatch',
        messageId: 'keyMismatch',
        data: { detail: reason.detail },
        fix: 'serve the private key that was generated with this certificate (the private key of the same Secret)',
      };
    case 'expiring-soon':
      return {
        rule: 'cert-expiring-soon',
        messageId: 'expiringSoon',
        data: { who: who(reason.cert), notAfter: reason.notAfter, daysLeft: reason.daysLeft, minDays: reason.minDays },
        fix: 'renew the certificate (and caBundle, if the CA changes) before it expires',
      };
    case 'renew-window':
      return {
        rule: 'cert-expiring-soon',
        messageId: 'renewWindow',
        data: { notAfter: reason.notAfter, days: reason.renewWithinDays },
        fix: 'issue a certificate valid for longer than the renew window, or plan the rotation',
      };
    case 'chain':
      return chainWords(reason);
  }
}

function hostnameWords(r: Extract<CertReason, { kind: 'hostname' }>): CertWords {
  const rule = 'cert-hostname-mismatch';
  const fix = r.hostIsIp
    ? `reissue the certificate with an IP SAN ${r.host}`
    : `reissue the certificate with the DNS SAN ${r.host.replace(/\.$/, '')}`;
  const names = [...r.dnsNames, ...r.ips];
  if (r.hostIsIp) {
    return r.ips.length
      ? { rule, messageId: 'hostnameIpSans', data: { ips: r.ips.join(', '), host: r.host }, fix }
      : { rule, messageId: 'hostnameNoIpSans', data: { host: r.host }, fix };
  }
  if (!r.hasSan || names.length === 0)
    return { rule, messageId: 'hostnameNoSan', data: { subject: r.subject || 'empty', host: r.host }, fix };
  return { rule, messageId: 'hostname', data: { names: names.join(', '), host: r.host }, fix };
}

function chainWords(r: ChainReason): CertWords {
  const data = { who: who(r.cert), parent: r.parent ? who(r.parent) : '', detail: r.detail ?? '' };
  switch (r.failure) {
    case 'no-issuer':
      return {
        rule: 'cabundle-mismatch',
        messageId: 'noIssuer',
        data: {
          ...data,
          issuer: r.issuer,
          twin: r.twin
            ? ` (${who(r.twin)} has a subject that reads the same but is encoded differently; Go compares names byte for byte)`
            : '',
        },
        fix: `put the CA that issued ${data.who} into caBundle, or serve the missing intermediate after the leaf`,
      };
    case 'bad-signature':
      return r.parentInBundle
        ? {
            rule: 'cabundle-mismatch',
            messageId: 'bundleKeyDidNotSign',
            data,
            fix: 'set caBundle to the CA that actually signed the serving certificate (the CA certificate of the same Secret)',
          }
        : {
            rule: 'cert-untrusted',
            messageId: 'badSignature',
            data,
            fix: 'serve the intermediate that actually issued the certificate',
          };
    case 'key-type-mismatch':
      return {
        rule: 'cert-untrusted',
        messageId: 'keyTypeMismatch',
        data,
        fix: 'serve the CA that actually issued the certificate',
      };
    case 'weak-signature':
      return {
        rule: 'cert-weak-crypto',
        messageId: 'weakSignature',
        data,
        fix: 'reissue the certificate with a SHA-256 (or stronger) signature',
      };
    case 'unsupported-signature':
      return {
        rule: 'cert-untrusted',
        messageId: 'unsupportedSignature',
        data,
        fix: 'reissue the certificate with SHA256-RSA, ECDSA-SHA256 or Ed25519',
      };
    case 'small-rsa':
      return {
        rule: 'cert-weak-crypto',
        messageId: 'smallRsa',
        data: { ...data, bits: r.parentKeyBits ?? 0 },
        fix: 'reissue the CA with a 2048-bit or larger RSA key (or ECDSA P-256)',
      };
    case 'unsupported-parent-key':
      return {
        rule: 'cert-untrusted',
        messageId: 'unsupportedParentKey',
        data,
        fix: 'reissue the CA with an rsaEncryption RSA key, ECDSA or Ed25519 key',
      };
    case 'not-ca':
      return { rule: 'cert-untrusted', messageId: 'notCa', data, fix: 'reissue the CA with basicConstraints CA:TRUE' };
    case 'not-authorized':
      return {
        rule: 'cert-untrusted',
        messageId: 'notAuthorized',
        data,
        fix: 'reissue the intermediate as a v3 certificate with basicConstraints CA:TRUE',
      };
    case 'no-keycertsign':
      return {
        rule: 'cert-untrusted',
        messageId: 'noKeyCertSign',
        data,
        fix: 'reissue the CA with keyUsage keyCertSign (or without a keyUsage extension)',
      };
    case 'expired':
      return {
        rule: 'cert-expired',
        messageId: 'expired',
        data: { ...data, notAfter: r.notAfter },
        fix: `renew ${data.who}${r.cert.role === 'leaf' ? '' : ' and everything it issued, then update caBundle if it changed'}`,
      };
    case 'not-yet-valid':
      return {
        rule: 'cert-not-yet-valid',
        messageId: 'notYetValid',
        data: { ...data, notBefore: r.notBefore },
        fix: 'wait until notBefore, or reissue with a notBefore in the past (check the clock of the issuing host)',
      };
    case 'critical-ext':
      return {
        rule: 'cert-malformed',
        messageId: 'criticalExt',
        data,
        fix: 'reissue the certificate without that critical extension or mark it non-critical',
      };
    case 'path-length':
      return {
        rule: 'cert-untrusted',
        messageId: 'pathLength',
        data,
        fix: 'issue the leaf from a CA whose pathLen allows it, or remove an intermediate level',
      };
    case 'name-constraint':
      return {
        rule: 'cert-untrusted',
        messageId: 'nameConstraint',
        data,
        fix: 'reissue the leaf with names its CA is permitted to sign, or use a CA without those name constraints',
      };
    case 'policy':
      return {
        rule: 'cert-untrusted',
        messageId: 'policy',
        data,
        fix: 'reissue the CA without policy constraints and mappings, or with certificatePolicies on every certificate below it',
      };
    case 'too-many-checks':
      return {
        rule: 'cert-untrusted',
        messageId: 'tooManyChecks',
        data,
        fix: 'remove the duplicate CA certificates with the same subject from caBundle and the served chain',
      };
    case 'eku':
      return {
        rule: 'cert-eku-server-auth',
        messageId: 'eku',
        data,
        fix: `reissue ${data.who} with serverAuth in its extendedKeyUsage (or without the EKU extension)`,
      };
  }
}

function parseFix(detail: string): string {
  if (detail.includes('duplicate extension')) return 'reissue the certificate without the repeated extension';
  if (detail.includes('negative serial')) return 'reissue the certificate with a positive serial number';
  if (detail.includes('elliptic curve')) return 'reissue the certificate with a P-256, P-384 or P-521 key';
  if (detail.includes('signature algorithm identifiers'))
    return 'reissue the certificate with a consistent signature algorithm';
  return 'reissue the certificate with a standard tool (`webhook-cert-gate cert generate`, openssl, a certificate controller)';
}

/** A problem as one finding's words (for `cert verify` and the TLS probe, which report outside a rule's check). */
export function describeProblem(p: CertProblem): {
  rule: CertRuleId;
  severity: 'error' | 'warning';
  message: string;
  fix: string;
} {
  const w = wordsOf(p.reason);
  return { rule: w.rule, severity: p.severity, message: fillMessage(CERT_MESSAGES[w.messageId], w.data), fix: w.fix };
}

/**
 * X.509 parsing with the strictness of Go's crypto/x509 ParseCertificate: what it refuses we refuse,
 * with a message close to Go's. Node's X509Certificate is not used because it hides the fields that
 * decide Go's verdict (signature algorithm, criticality, keyUsage bits, path length, constraints).
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import {
  bitLength,
  children,
  content,
  Cursor,
  decodeBitString,
  decodeBoolean,
  decodeOid,
  decodeTime,
  DerError,
  expectTag,
  int64,
  integerSign,
  oidDerValid,
  readTlv,
  smallInt,
  whole,
  type Tlv,
} from './der.js';
import { domainNameValid, goParseIp, goUrlHost, isValidIpMask, parseMailbox } from './names.js';

export class CertParseError extends Error {
  override name = 'CertParseError';
}

export type KeyType = 'rsa' | 'ecdsa' | 'ed25519' | 'dsa' | 'unknown';
export type HashName = 'md5' | 'sha1' | 'sha256' | 'sha384' | 'sha512' | null;

export interface SignatureAlgorithm {
  name: string;
  hash: HashName;
  keyType: KeyType | 'none';
  pss: boolean;
}

export interface NameConstraints {
  permittedDns: string[];
  excludedDns: string[];
  permittedIp: Array<{ ip: Buffer; mask: Buffer }>;
  excludedIp: Array<{ ip: Buffer; mask: Buffer }>;
  /** Permitted/excluded lists of types we check only as present (email, URI). */
  permittedEmail: string[];
  excludedEmail: string[];
  permittedUri: string[];
  excludedUri: string[];
}

export interface ParsedCert {
  der: Buffer;
  sha256: string;
  tbs: Buffer;
  version: number;
  sigAlg: SignatureAlgorithm;
  signature: Buffer;
  rawIssuer: Buffer;
  rawSubject: Buffer;
  spki: Buffer;
  notBefore: number;
  notAfter: number;
  keyType: KeyType;
  /** RSA modulus bits, EC curve bits, 256 for Ed25519. */
  keyBits: number;
  curve?: string;
  /** Raw key material for key matching and fast key import: RSA modulus/exponent, EC point, Ed25519 bytes. */
  rsaN?: Buffer;
  rsaE?: Buffer;
  publicBytes?: Buffer;
  keyUsage: number;
  basicConstraintsValid: boolean;
  isCA: boolean;
  /** -1 when absent. */
  maxPathLen: number;
  hasSan: boolean;
  /** Raw SAN extension value (Go compares it to detect loops). */
  sanRaw?: Buffer;
  dnsNames: string[];
  ips: Buffer[];
  emails: string[];
  uris: string[];
  /** url.Parse(uri).Host for each URI SAN ('' when none). */
  uriHosts: string[];
  /** Certificate policy OIDs (DER body, hex), policy mappings [issuer, subject], and the policy
   * constraint fields as Go keeps them (-1 when absent; negative values count as absent). */
  policies: string[];
  policyMappings: Array<[string, string]>;
  requireExplicitPolicy: number;
  inhibitPolicyMapping: number;
  inhibitAnyPolicy: number;
  /** True when the certificate has an EKU extension (known or unknown usages). */
  hasEku: boolean;
  ekuAny: boolean;
  ekuServerAuth: boolean;
  nameConstraints?: NameConstraints;
  unhandledCritical: string[];
  subjectText: string;
  issuerText: string;
  subjectKeyId?: Buffer;
  authorityKeyId?: Buffer;
}

const SIG_ALGS: Record<string, Omit<SignatureAlgorithm, 'name'> & { name: string; nullParams?: boolean }> = {
  '1.2.840.113549.1.1.2': { name: 'MD2-RSA', hash: null, keyType: 'rsa', pss: false },
  '1.2.840.113549.1.1.4': { name: 'MD5-RSA', hash: 'md5', keyType: 'rsa', pss: false },
  '1.2.840.113549.1.1.5': { name: 'SHA1-RSA', hash: 'sha1', keyType: 'rsa', pss: false },
  '1.3.14.3.2.29': { name: 'SHA1-RSA', hash: 'sha1', keyType: 'rsa', pss: false },
  '1.2.840.113549.1.1.11': { name: 'SHA256-RSA', hash: 'sha256', keyType: 'rsa', pss: false },
  '1.2.840.113549.1.1.12': { name: 'SHA384-RSA', hash: 'sha384', keyType: 'rsa', pss: false },
  '1.2.840.113549.1.1.13': { name: 'SHA512-RSA', hash: 'sha512', keyType: 'rsa', pss: false },
  '1.2.840.10040.4.3': { name: 'DSA-SHA1', hash: 'sha1', keyType: 'dsa', pss: false },
  '2.16.840.1.101.3.4.3.2': { name: 'DSA-SHA256', hash: 'sha256', keyType: 'dsa', pss: false },
  '1.2.840.10045.4.1': { name: 'ECDSA-SHA1', hash: 'sha1', keyType: 'ecdsa', pss: false },
  '1.2.840.10045.4.3.2': { name: 'ECDSA-SHA256', hash: 'sha256', keyType: 'ecdsa', pss: false },
  '1.2.840.10045.4.3.3': { name: 'ECDSA-SHA384', hash: 'sha384', keyType: 'ecdsa', pss: false },
  '1.2.840.10045.4.3.4': { name: 'ECDSA-SHA512', hash: 'sha512', keyType: 'ecdsa', pss: false },
  '1.3.101.112': { name: 'Ed25519', hash: null, keyType: 'ed25519', pss: false },
};
const UNKNOWN_SIG: SignatureAlgorithm = { name: 'unknown', hash: null, keyType: 'none', pss: false };
const HASH_OIDS: Record<string, { hash: HashName; salt: number }> = {
  '2.16.840.1.101.3.4.2.1': { hash: 'sha256', salt: 32 },
  '2.16.840.1.101.3.4.2.2': { hash: 'sha384', salt: 48 },
  '2.16.840.1.101.3.4.2.3': { hash: 'sha512', salt: 64 },
};
const CURVES: Record<string, { name: string; bits: number }> = {
  '1.3.132.0.33': { name: 'P-224', bits: 224 },
  '1.2.840.10045.3.1.7': { name: 'P-256', bits: 256 },
  '1.3.132.0.34': { name: 'P-384', bits: 384 },
  '1.3.132.0.35': { name: 'P-521', bits: 521 },
};
const OID_RSA = '1.2.840.113549.1.1.1';
const OID_EC = '1.2.840.10045.2.1';
const OID_ED25519 = '1.3.101.112';
const OID_DSA = '1.2.840.10040.4.1';
const OID_SERVER_AUTH = '1.3.6.1.5.5.7.3.1';
const OID_ANY_EKU = '2.5.29.37.0';
const OID_AIA = '1.3.6.1.5.5.7.1.1';
const NULL = Buffer.from([0x05, 0x00]);

/** Parses one DER certificate or throws CertParseError with Go's reason. */
export function parseCert(der: Buffer): ParsedCert {
  try {
    return parse(der);
  } catch (e) {
    if (e instanceof CertParseError) throw e;
    if (e instanceof DerError) throw new CertParseError(`x509: ${e.message}`);
    throw e;
  }
}

function fail(message: string): never {
  throw new CertParseError(`x509: ${message}`);
}

function parse(der: Buffer): ParsedCert {
  const outerT = expectTag(readTlv(der, 0), 0x30, 'certificate');
  if (outerT.end !== der.length) fail('trailing data');
  const outer = new Cursor(outerT);
  const tbsT = outer.next(0x30, 'tbs certificate');
  const tbs = new Cursor(tbsT);
  let version = 1;
  const v = tbs.optional(0xa0, 'version');
  if (v) {
    version = smallInt(content(new Cursor(v).next(0x02, 'version'))) + 1;
    if (version > 3) fail('invalid version');
  }
  const serial = tbs.next(0x02, 'serial number');
  if (integerSign(content(serial)) < 0) fail('negative serial number');
  const innerAi = tbs.next(0x30, 'signature algorithm identifier');
  const outerAi = outer.next(0x30, 'algorithm identifier');
  if (!content(innerAi).equals(content(outerAi))) fail("inner and outer signature algorithm identifiers don't match");
  const sigAlg = signatureAlgorithm(innerAi);
  const issuer = tbs.next(0x30, 'issuer');
  checkName(issuer);
  const validity = new Cursor(tbs.next(0x30, 'validity'));
  const notBefore = decodeTime(validity.next(undefined, 'validity'));
  const notAfter = decodeTime(validity.next(undefined, 'validity'));
  const subject = tbs.next(0x30, 'subject');
  checkName(subject);
  const spkiT = tbs.next(0x30, 'spki');
  const key = publicKeyInfo(spkiT);
  const cert: ParsedCert = {
    der,
    sha256: createHash('sha256').update(der).digest('hex'),
    tbs: whole(tbsT),
    version,
    sigAlg,
    signature: Buffer.alloc(0),
    rawIssuer: whole(issuer),
    rawSubject: whole(subject),
    spki: whole(spkiT),
    notBefore,
    notAfter,
    keyType: key.type,
    keyBits: key.bits,
    curve: key.curve,
    rsaN: key.n,
    rsaE: key.e,
    publicBytes: key.pub,
    keyUsage: 0,
    basicConstraintsValid: false,
    isCA: false,
    maxPathLen: -1,
    hasSan: false,
    dnsNames: [],
    ips: [],
    emails: [],
    uris: [],
    uriHosts: [],
    hasEku: false,
    ekuAny: false,
    ekuServerAuth: false,
    policies: [],
    policyMappings: [],
    requireExplicitPolicy: -1,
    inhibitPolicyMapping: -1,
    inhibitAnyPolicy: -1,
    unhandledCritical: [],
    subjectText: '',
    issuerText: '',
  };
  // Display names are built only when a message or summary needs them.
  Object.defineProperty(cert, 'subjectText', { get: lazy(() => nameText(subject)), enumerable: true });
  Object.defineProperty(cert, 'issuerText', { get: lazy(() => nameText(issuer)), enumerable: true });
  if (version > 1) {
    tbs.optional(0x81, 'issuerUniqueID');
    tbs.optional(0x82, 'subjectUniqueID');
    const exts = version === 3 ? tbs.optional(0xa3, 'extensions') : undefined;
    if (exts) parseExtensions(cert, new Cursor(exts).next(0x30, 'extensions'));
  }
  cert.signature = decodeBitString(outer.next(0x03, 'signature'), 'signature');
  return cert;
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let done = false;
  return () => {
    if (!done) [value, done] = [make(), true];
    return value as T;
  };
}

/** Go's parseAI: an OID and, when anything follows, one element of parameters. */
function algorithm(t: Tlv): { oid: string; params?: Tlv } {
  const c = new Cursor(t);
  const oid = decodeOid(content(c.next(0x06, 'OID')));
  return { oid, params: c.done ? undefined : c.next(undefined, 'parameters') };
}

function signatureAlgorithm(t: Tlv): SignatureAlgorithm {
  const { oid, params } = algorithm(t);
  if (oid === '1.2.840.113549.1.1.10') return pssAlgorithm(params);
  const known = SIG_ALGS[oid];
  if (!known) return UNKNOWN_SIG;
  // RFC 8410: Ed25519 parameters must be absent.
  if (known.keyType === 'ed25519' && params) return UNKNOWN_SIG;
  return known;
}

/** Go accepts only PSS with MGF1 of the same hash, salt = hash length and the default trailer. */
function pssAlgorithm(params: Tlv | undefined): SignatureAlgorithm {
  try {
    if (!params || params.tag !== 0x30) return UNKNOWN_SIG;
    let hashOid = '1.3.14.3.2.26';
    let mgfHash = '1.3.14.3.2.26';
    let mgfOk = true;
    let salt = 20;
    let trailer = 1;
    for (const f of children(params)) {
      const inner = children(f)[0]!;
      if (f.tag === 0xa0) {
        const a = algorithm(inner);
        if (a.params && !whole(a.params).equals(NULL)) return UNKNOWN_SIG;
        hashOid = a.oid;
      } else if (f.tag === 0xa1) {
        const a = algorithm(inner);
        mgfOk = a.oid === '1.2.840.113549.1.1.8';
        if (!a.params) return UNKNOWN_SIG;
        const h = algorithm(a.params);
        if (h.params && !whole(h.params).equals(NULL)) return UNKNOWN_SIG;
        mgfHash = h.oid;
      } else if (f.tag === 0xa2) salt = smallInt(content(inner));
      else if (f.tag === 0xa3) trailer = smallInt(content(inner));
    }
    const h = HASH_OIDS[hashOid];
    if (!mgfOk || mgfHash !== hashOid || trailer !== 1 || !h || h.salt !== salt) return UNKNOWN_SIG;
    return { name: `${h.hash!.toUpperCase()}-RSAPSS`, hash: h.hash, keyType: 'rsa', pss: true };
  } catch {
    return UNKNOWN_SIG;
  }
}

/** Go's BitString.RightAlign: the key bytes as Go sees them when the unused-bits count is not zero. */
function rightAlign(bytes: Buffer, spki: Tlv): Buffer {
  const unused = unusedBits(spki);
  if (unused === 0) return bytes;
  const out = Buffer.alloc(bytes.length);
  for (let i = 0; i < bytes.length; i++)
    out[i] = (bytes[i]! >> unused) | (i > 0 ? (bytes[i - 1]! << (8 - unused)) & 0xff : 0);
  return out;
}

function unusedBits(spki: Tlv): number {
  const c = new Cursor(spki);
  c.next(0x30, 'public key algorithm identifier');
  return content(c.next(0x03, 'subjectPublicKey'))[0]!;
}

/** Short Weierstrass NIST curves, a = -3: is (x, y) on the curve? Go refuses points that are not. */
const NIST: Record<string, { p: bigint; b: bigint }> = {
  'P-224': { p: 2n ** 224n - 2n ** 96n + 1n, b: 0xb4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4n },
  'P-256': {
    p: 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n,
    b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn,
  },
  'P-384': {
    p: 2n ** 384n - 2n ** 128n - 2n ** 96n + 2n ** 32n - 1n,
    b: 0xb3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aefn,
  },
  'P-521': {
    p: 2n ** 521n - 1n,
    b: 0x0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00n,
  },
};

function onCurve(curve: string, xb: Buffer, yb: Buffer): boolean {
  const c = NIST[curve];
  if (!c) return false;
  const x = BigInt('0x' + xb.toString('hex'));
  const y = BigInt('0x' + yb.toString('hex'));
  if (x >= c.p || y >= c.p) return false;
  const mod = (v: bigint) => ((v % c.p) + c.p) % c.p;
  return mod(y * y) === mod(x * x * x - 3n * x + c.b);
}

interface KeyInfo {
  type: KeyType;
  bits: number;
  curve?: string;
  n?: Buffer;
  e?: Buffer;
  pub?: Buffer;
}

function publicKeyInfo(spki: Tlv): KeyInfo {
  const c = new Cursor(spki);
  const { oid, params } = algorithm(c.next(0x30, 'public key algorithm identifier'));
  const keyBits = rightAlign(decodeBitString(c.next(0x03, 'subjectPublicKey'), 'subjectPublicKey'), spki);
  if (oid === OID_RSA) {
    if (!params || !whole(params).equals(NULL)) fail('RSA key missing NULL parameters');
    return { type: 'rsa', ...rsaKey(keyBits) };
  }
  if (oid === OID_EC) {
    if (!params || params.tag !== 0x06) fail('invalid ECDSA parameters');
    const curve = CURVES[decodeOid(content(params))];
    if (!curve) fail('unsupported elliptic curve');
    const byteLen = Math.ceil(curve.bits / 8);
    if (
      keyBits.length !== 1 + 2 * byteLen ||
      keyBits[0] !== 4 ||
      !onCurve(curve.name, keyBits.subarray(1, 1 + byteLen), keyBits.subarray(1 + byteLen))
    ) {
      throw new CertParseError('ecdsa: invalid uncompressed public key');
    }
    return { type: 'ecdsa', bits: curve.bits, curve: curve.name, pub: keyBits };
  }
  if (oid === OID_ED25519) {
    if (params) fail('Ed25519 key encoded with illegal parameters');
    if (keyBits.length !== 32) fail('wrong Ed25519 public key size');
    return { type: 'ed25519', bits: 256, pub: keyBits };
  }
  if (oid === OID_DSA) return { type: 'dsa', bits: 0 };
  // Go leaves unknown key types (RSA-PSS SPKI, X25519, ...) unparsed: the certificate still parses.
  return { type: 'unknown', bits: 0 };
}

function rsaKey(keyBits: Buffer): { bits: number; n: Buffer; e: Buffer } {
  let c: Cursor;
  try {
    c = new Cursor(expectTag(readTlv(keyBits, 0), 0x30, 'RSA key'));
  } catch {
    fail('invalid RSA public key');
  }
  const n = tryNext(c, 0x02, 'invalid RSA modulus');
  const e = tryNext(c, 0x02, 'invalid RSA public exponent');
  integerSign(content(n));
  if (content(e).length > 8) fail('invalid RSA public exponent');
  if (integerSign(content(n)) <= 0) fail('RSA modulus is not a positive number');
  if (integerSign(content(e)) <= 0) fail('RSA public exponent is not a positive number');
  return { bits: bitLength(content(n)), n: stripZeros(content(n)), e: stripZeros(content(e)) };
}

function tryNext(c: Cursor, tag: number | undefined, error: string): Tlv {
  try {
    return c.next(tag, error);
  } catch {
    fail(error);
  }
}

function stripZeros(b: Buffer): Buffer {
  let i = 0;
  while (i < b.length - 1 && b[i] === 0) i++;
  return b.subarray(i);
}

function parseExtensions(cert: ParsedCert, seq: Tlv): void {
  const seen = new Set<string>();
  for (const ext of children(seq)) {
    const c = new Cursor(expectTag(ext, 0x30, 'extension'));
    const oid = decodeOid(content(c.next(0x06, 'extension OID field')));
    const flag = c.optional(0x01, 'extension critical field');
    const critical = flag ? decodeBoolean(flag, 'extension critical field') : false;
    const value = content(c.next(0x04, 'extension value field'));
    if (seen.has(oid)) fail(`certificate contains duplicate extension with OID "${oid}"`);
    seen.add(oid);
    const handled = applyExtension(cert, oid, critical, value);
    if (critical && !handled) cert.unhandledCritical.push(oid);
  }
}

/** Returns false for extensions Go does not understand (so they count when critical). */
function applyExtension(cert: ParsedCert, oid: string, critical: boolean, value: Buffer): boolean {
  const v = () => readTlv(value, 0);
  switch (oid) {
    case '2.5.29.15':
      return keyUsage(cert, v());
    case '2.5.29.19':
      return basicConstraints(cert, v());
    case '2.5.29.17':
      cert.sanRaw = value;
      return subjectAltName(cert, v());
    case '2.5.29.37':
      return extKeyUsage(cert, v());
    case '2.5.29.30':
      return nameConstraints(cert, value);
    case '2.5.29.35':
      if (critical) fail('authority key identifier incorrectly marked critical');
      cert.authorityKeyId = authorityKeyId(value);
      return true;
    case '2.5.29.14':
      if (critical) fail('subject key identifier incorrectly marked critical');
      cert.subjectKeyId = content(ext(value, 0x04, 'invalid subject key identifier'));
      return true;
    case OID_AIA:
      if (critical) fail('authority info access incorrectly marked critical');
      authorityInfoAccess(value);
      return true;
    case '2.5.29.31':
      crlDistributionPoints(value);
      return true;
    case '2.5.29.32':
      certificatePolicies(cert, value);
      return true;
    case '2.5.29.33':
      policyMappings(cert, value);
      return true;
    case '2.5.29.36':
      policyConstraints(cert, value);
      return true;
    case '2.5.29.54':
      cert.inhibitAnyPolicy = int64(
        content(ext(value, 0x02, 'invalid inhibit any policy extension')),
        'inhibit any policy extension',
      );
      return true;
    default:
      return false;
  }
}

/** The first element of an extension value, of the given tag (what follows it is ignored, as in Go). */
function ext(value: Buffer, tag: number, error: string): Tlv {
  let t: Tlv;
  try {
    t = readTlv(value, 0);
  } catch {
    fail(error);
  }
  if (t.tag !== tag) fail(error);
  return t;
}

/** Reads the children of t, failing with error on any malformed element. */
function elements(t: Tlv, error: string): Tlv[] {
  try {
    return children(t);
  } catch {
    fail(error);
  }
}

function authorityInfoAccess(value: Buffer): void {
  const E = 'invalid authority info access';
  for (const ad of elements(ext(value, 0x30, E), E)) {
    if (ad.tag !== 0x30) fail(E);
    const c = new Cursor(ad);
    try {
      decodeOid(content(c.next(0x06, E)));
    } catch {
      fail(E);
    }
    if (c.peekTag() !== 0x86) continue;
    tryNext(c, 0x86, E);
  }
}

function crlDistributionPoints(value: Buffer): void {
  for (const dp of elements(ext(value, 0x30, 'invalid CRL distribution points'), 'invalid CRL distribution point')) {
    const E = 'invalid CRL distribution point';
    if (dp.tag !== 0x30) fail(E);
    const c = new Cursor(dp);
    if (c.peekTag() !== 0xa0) continue;
    const name = tryNext(c, 0xa0, E);
    const inner = new Cursor(name);
    const full = tryNext(inner, 0xa0, E);
    const uris = new Cursor(full);
    while (!uris.done && uris.peekTag() === 0x86) tryNext(uris, 0x86, E);
  }
}

function certificatePolicies(cert: ParsedCert, value: Buffer): void {
  const E = 'invalid certificate policies';
  const seen = new Set<string>();
  for (const info of elements(ext(value, 0x30, E), E)) {
    if (info.tag !== 0x30) fail(E);
    const id = content(tryNext(new Cursor(info), 0x06, E));
    const hex = id.toString('hex');
    if (seen.has(hex) || !oidDerValid(id)) fail(E);
    seen.add(hex);
    cert.policies.push(hex);
  }
}

function policyMappings(cert: ParsedCert, value: Buffer): void {
  const E = 'invalid policy mappings extension';
  for (const m of elements(ext(value, 0x30, E), E)) {
    if (m.tag !== 0x30) fail(E);
    const c = new Cursor(m);
    const issuer = content(tryNext(c, 0x06, E)).toString('hex');
    const subject = content(tryNext(c, 0x06, E)).toString('hex');
    cert.policyMappings.push([issuer, subject]);
  }
}

function policyConstraints(cert: ParsedCert, value: Buffer): void {
  const E = 'invalid policy constraints extension';
  const c = new Cursor(ext(value, 0x30, E));
  const read = (tag: number): number | undefined => {
    if (c.peekTag() !== tag) return undefined;
    try {
      return int64(content(c.next(tag, E)), E);
    } catch {
      fail(E);
    }
  };
  const require = read(0x80);
  if (require !== undefined) cert.requireExplicitPolicy = require;
  const inhibit = read(0x81);
  if (inhibit !== undefined) cert.inhibitPolicyMapping = inhibit;
}

function keyUsage(cert: ParsedCert, t: Tlv): boolean {
  const b = decodeBitString(t, 'key usage');
  let usage = 0;
  for (let i = 0; i < 9; i++) if (b[i >> 3]! & (0x80 >> (i & 7))) usage |= 1 << i;
  cert.keyUsage = usage;
  return true;
}

function basicConstraints(cert: ParsedCert, t: Tlv): boolean {
  const c = new Cursor(expectTag(t, 0x30, 'basic constraints'));
  const ca = c.optional(0x01, 'basic constraints');
  if (ca) cert.isCA = decodeBoolean(ca, 'basic constraints');
  const pathLen = c.optional(0x02, 'basic constraints');
  if (pathLen) cert.maxPathLen = smallInt(content(pathLen));
  cert.basicConstraintsValid = true;
  return true;
}

function subjectAltName(cert: ParsedCert, t: Tlv): boolean {
  cert.hasSan = true;
  for (const n of elements(expectTag(t, 0x30, 'subject alternative names'), 'invalid subject alternative name')) {
    const data = content(n);
    // Go matches tag ^ 0x80: only context-specific primitive names count.
    switch (n.tag ^ 0x80) {
      case 1:
        cert.emails.push(ia5(data, 'SAN rfc822Name is malformed'));
        break;
      case 2:
        cert.dnsNames.push(ia5(data, 'SAN dNSName is malformed'));
        break;
      case 6: {
        const uri = ia5(data, 'SAN uniformResourceIdentifier is malformed');
        let host: string;
        try {
          host = goUrlHost(uri);
        } catch (e) {
          fail(`cannot parse URI "${uri}": ${(e as Error).message}`);
        }
        if (host.length > 0 && !domainNameValid(host, false)) fail(`cannot parse URI "${uri}": invalid domain`);
        cert.uris.push(uri);
        cert.uriHosts.push(host);
        break;
      }
      case 7:
        if (data.length !== 4 && data.length !== 16) fail(`cannot parse IP address of length ${data.length}`);
        cert.ips.push(data);
        break;
    }
  }
  // A SAN with no name of a known type counts as unhandled (matters only when critical).
  return cert.dnsNames.length + cert.emails.length + cert.ips.length + cert.uris.length > 0;
}

function ia5(b: Buffer, error: string): string {
  for (const c of b) if (c > 0x7f) fail(error);
  return b.toString('latin1');
}

function extKeyUsage(cert: ParsedCert, t: Tlv): boolean {
  const oids = elements(expectTag(t, 0x30, 'extended key usages'), 'invalid extended key usages').map((o) =>
    decodeOid(content(expectTag(o, 0x06, 'extended key usages'))),
  );
  cert.hasEku = oids.length > 0;
  cert.ekuAny = oids.includes(OID_ANY_EKU);
  cert.ekuServerAuth = oids.includes(OID_SERVER_AUTH);
  return true;
}

function authorityKeyId(value: Buffer): Buffer | undefined {
  const E = 'invalid authority key identifier';
  const c = new Cursor(ext(value, 0x30, E));
  return c.peekTag() === 0x80 ? content(tryNext(c, 0x80, E)) : undefined;
}

/** Go's parseNameConstraintsExtension: [0] then [1], nothing else, nothing after. */
function nameConstraints(cert: ParsedCert, value: Buffer): boolean {
  const E = 'invalid NameConstraints extension';
  const nc: NameConstraints = {
    permittedDns: [],
    excludedDns: [],
    permittedIp: [],
    excludedIp: [],
    permittedEmail: [],
    excludedEmail: [],
    permittedUri: [],
    excludedUri: [],
  };
  const top = ext(value, 0x30, E);
  if (top.end !== value.length) fail(E);
  const c = new Cursor(top);
  const permitted = c.peekTag() === 0xa0 ? tryNext(c, 0xa0, E) : undefined;
  const excluded = c.peekTag() === 0xa1 ? tryNext(c, 0xa1, E) : undefined;
  if (!c.done) fail(E);
  if ((!permitted || permitted.end === permitted.body) && (!excluded || excluded.end === excluded.body))
    fail('empty name constraints extension');
  let unhandled = false;
  const values = (part: Tlv | undefined, isPermitted: boolean) => {
    if (!part) return;
    for (const subtree of elements(part, E)) {
      if (subtree.tag !== 0x30) fail(E);
      const base = tryNext(new Cursor(subtree), undefined, E);
      const v = content(base);
      const list = <K extends keyof NameConstraints>(p: K, q: K) => nc[isPermitted ? p : q];
      switch (base.tag) {
        case 0x82: {
          const d = ia5(v, 'invalid constraint value: invalid IA5String');
          if (!domainNameValid(d, true)) fail(`failed to parse dnsName constraint "${d}"`);
          list('permittedDns', 'excludedDns').push(d);
          break;
        }
        case 0x87: {
          if (v.length !== 8 && v.length !== 32) fail(`IP constraint contained value of length ${v.length}`);
          const half = v.length / 2;
          const mask = v.subarray(half);
          if (!isValidIpMask(mask)) fail(`IP constraint contained invalid mask ${mask.toString('hex')}`);
          list('permittedIp', 'excludedIp').push({ ip: v.subarray(0, half), mask });
          break;
        }
        case 0x81: {
          const m = ia5(v, 'invalid constraint value: invalid IA5String');
          if (m.includes('@') ? !parseMailbox(m) : !domainNameValid(m, true))
            fail(`failed to parse rfc822Name constraint "${m}"`);
          list('permittedEmail', 'excludedEmail').push(m);
          break;
        }
        case 0x86: {
          const d = ia5(v, 'invalid constraint value: invalid IA5String');
          if (goParseIp(d)) fail(`failed to parse URI constraint "${d}": cannot be IP address`);
          if (!domainNameValid(d, true)) fail(`failed to parse URI constraint "${d}"`);
          list('permittedUri', 'excludedUri').push(d);
          break;
        }
        default:
          unhandled = true;
      }
    }
  };
  values(permitted, true);
  values(excluded, false);
  cert.nameConstraints = nc;
  return !unhandled;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Go's parseName: SETs of (OID, string) pairs, string types and contents checked. */
function checkName(t: Tlv): void {
  for (const rdn of children(t)) {
    if (rdn.tag !== 0x31) fail('invalid RDNSequence');
    for (const atv of children(rdn)) {
      if (atv.tag !== 0x30) fail('invalid RDNSequence: invalid attribute');
      // Like cryptobyte, read the type and the value and ignore anything after them.
      const c = new Cursor(atv);
      const type = tryNext(c, 0x06, 'invalid RDNSequence: invalid attribute type');
      decodeOid(content(type));
      const value = tryNext(c, undefined, 'invalid RDNSequence: invalid attribute value');
      const problem = stringProblem(value.tag, content(value));
      if (problem) fail(`invalid RDNSequence: invalid attribute value: ${problem}`);
    }
  }
}

function stringProblem(tag: number, v: Buffer): string | undefined {
  switch (tag) {
    case 0x14:
      return undefined; // T61String, read as Latin-1
    case 0x13:
      return v.every(isPrintable) ? undefined : 'invalid PrintableString';
    case 0x0c:
      try {
        UTF8.decode(v);
        return undefined;
      } catch {
        return 'invalid UTF-8 string';
      }
    case 0x1e:
      return bmpValid(v) ? undefined : 'invalid BMPString';
    case 0x16:
      return v.every((b) => b < 0x80) ? undefined : 'invalid IA5String';
    case 0x12:
      return v.every((b) => (b >= 0x30 && b <= 0x39) || b === 0x20) ? undefined : 'invalid NumericString';
    default:
      return `unsupported string type: ${tag}`;
  }
}

function isPrintable(b: number): boolean {
  return (
    (b >= 0x61 && b <= 0x7a) ||
    (b >= 0x41 && b <= 0x5a) ||
    (b >= 0x30 && b <= 0x39) ||
    (b >= 0x27 && b <= 0x29) ||
    (b >= 0x2b && b <= 0x2f) ||
    b === 0x20 ||
    b === 0x3a ||
    b === 0x3d ||
    b === 0x3f ||
    b === 0x2a ||
    b === 0x26
  );
}

function bmpValid(v: Buffer): boolean {
  if (v.length % 2) return false;
  const end = v.length >= 2 && v[v.length - 1] === 0 && v[v.length - 2] === 0 ? v.length - 2 : v.length;
  for (let i = 0; i < end; i += 2) {
    const p = (v[i]! << 8) | v[i + 1]!;
    if (p === 0xfffe || p === 0xffff || (p >= 0xfdd0 && p <= 0xfdef) || (p >= 0xd800 && p <= 0xdfff)) return false;
  }
  return true;
}

const ATTR_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.5': 'SERIALNUMBER',
};

/** A readable one-line name such as "CN=webhook-cert-ca,O=example" (display only). */
function nameText(t: Tlv): string {
  const out: string[] = [];
  try {
    for (const rdn of children(t)) {
      for (const atv of children(rdn)) {
        const [typeT, valueT] = children(atv);
        const oid = decodeOid(content(typeT!));
        const raw = content(valueT!);
        const text = valueT!.tag === 0x1e ? Buffer.from(raw).swap16().toString('utf16le') : raw.toString('utf8');
        // eslint-disable-next-line no-control-regex -- control characters in a name are shown as '?'
        out.push(`${ATTR_NAMES[oid] ?? oid}=${text.replace(/[\u0000-\u001f]/g, '?')}`);
      }
    }
  } catch {
    return '(unreadable name)';
  }
  return out.join(',');
}

/**
 * A KeyObject for the certificate's key, or undefined when Node cannot load it. Keys are imported from
 * JWK components (OpenSSL 3's DER decoders cost ~0.3 ms per key here) and cached by SPKI bytes, since
 * the same CA keys recur across calls.
 */
const KEY_CACHE_SIZE = 512;
const keyCache = new Map<string, KeyObject | null>();
export function publicKeyOf(cert: ParsedCert): KeyObject | undefined {
  const id = cert.spki.toString('latin1');
  let k = keyCache.get(id);
  if (k === undefined) {
    k = importKey(cert);
    if (keyCache.size >= KEY_CACHE_SIZE) keyCache.delete(keyCache.keys().next().value!);
    keyCache.set(id, k);
  }
  return k ?? undefined;
}

const JWK_CURVES: Record<string, string> = { 'P-256': 'P-256', 'P-384': 'P-384', 'P-521': 'P-521' };

function importKey(cert: ParsedCert): KeyObject | null {
  const b64 = (b: Buffer) => b.toString('base64url');
  try {
    if (cert.keyType === 'rsa')
      return createPublicKey({ key: { kty: 'RSA', n: b64(cert.rsaN!), e: b64(cert.rsaE!) }, format: 'jwk' });
    if (cert.keyType === 'ed25519')
      return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: b64(cert.publicBytes!) }, format: 'jwk' });
    if (cert.keyType === 'ecdsa' && JWK_CURVES[cert.curve!]) {
      const len = (cert.publicBytes!.length - 1) / 2;
      const x = cert.publicBytes!.subarray(1, 1 + len);
      const y = cert.publicBytes!.subarray(1 + len);
      return createPublicKey({ key: { kty: 'EC', crv: cert.curve!, x: b64(x), y: b64(y) }, format: 'jwk' });
    }
    return createPublicKey({ key: cert.spki, format: 'der', type: 'spki' });
  } catch {
    return null;
  }
}

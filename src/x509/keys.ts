/**
 * The served private key, checked as Go's tls.X509KeyPair loads it: the first PRIVATE KEY block, parsed
 * as PKCS#1, then PKCS#8, then SEC1, with Go's consistency checks (rsa.PrivateKey.Validate with the
 * encoded CRT values; EC and Ed25519 public keys derived from the private scalar or seed, never taken
 * from the file), and the public half must equal the leaf's key. The DER is read directly because
 * OpenSSL 3's key decoders cost ~1 ms here. Nothing here may echo key material: messages are fixed.
 */
import { createECDH, createPrivateKey, createPublicKey } from 'node:crypto';
import type { ParsedCert } from './cert.js';
import { content, decodeBitString, decodeOid, integerSign, readTlv, type Tlv } from './der.js';
import { decodePem, type PemBlock } from './pem.js';

export type KeyCheck =
  | { ok: true; keyType: string }
  | {
      ok: false;
      reason: 'no-key-block' | 'unparsable' | 'unsupported' | 'type-mismatch' | 'mismatch';
      message: string;
    };

type PrivateKey =
  | { kind: 'rsa'; n: bigint; e: bigint }
  | { kind: 'ecdsa'; curve: string; point: Buffer }
  | { kind: 'ed25519'; seed: Buffer }
  | { kind: 'other'; name: string };

interface Curve {
  name: string;
  ecdh: string;
  size: number;
  n: bigint;
}
const CURVES: Record<string, Curve> = {
  '1.3.132.0.33': {
    name: 'P-224',
    ecdh: 'secp224r1',
    size: 28,
    n: 0xffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3dn,
  },
  '1.2.840.10045.3.1.7': {
    name: 'P-256',
    ecdh: 'prime256v1',
    size: 32,
    n: 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n,
  },
  '1.3.132.0.34': {
    name: 'P-384',
    ecdh: 'secp384r1',
    size: 48,
    n: 0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n,
  },
  '1.3.132.0.35': {
    name: 'P-521',
    ecdh: 'secp521r1',
    size: 66,
    n: 0x01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409n,
  },
};
const UNPARSABLE =
  'the private key does not parse the way Go loads it (PKCS#1/PKCS#8/SEC1; encrypted keys are not supported; RSA keys must be consistent)';

export function checkKeyPair(keyPem: string, leaf: ParsedCert): KeyCheck {
  let blocks: PemBlock[];
  try {
    blocks = decodePem(keyPem);
  } catch {
    blocks = [];
  }
  const block = blocks.find((b) => b.type === 'PRIVATE KEY' || b.type.endsWith(' PRIVATE KEY'));
  if (!block)
    return {
      ok: false,
      reason: 'no-key-block',
      message: 'the key file holds no PRIVATE KEY PEM block (PKCS#8/PKCS#1/SEC1 PEM expected)',
    };
  const key = parsePrivateKey(block.bytes);
  if (!key) return { ok: false, reason: 'unparsable', message: UNPARSABLE };
  if (key.kind === 'other')
    return {
      ok: false,
      reason: 'unsupported',
      message: `the private key type (${key.name}) cannot be loaded by Go's TLS stack`,
    };
  if (leaf.keyType !== 'rsa' && leaf.keyType !== 'ecdsa' && leaf.keyType !== 'ed25519') {
    return {
      ok: false,
      reason: 'unsupported',
      message: "the certificate's public key type is not one Go's TLS stack can serve",
    };
  }
  if (key.kind !== leaf.keyType) {
    return {
      ok: false,
      reason: 'type-mismatch',
      message: `the private key is ${label(key.kind)} but the certificate's key is ${label(leaf.keyType)}`,
    };
  }
  if (!samePublicKey(key, leaf))
    return { ok: false, reason: 'mismatch', message: 'the private key does not belong to the served certificate' };
  return { ok: true, keyType: label(key.kind) };
}

function samePublicKey(key: Exclude<PrivateKey, { kind: 'other' }>, leaf: ParsedCert): boolean {
  if (key.kind === 'rsa') return !!leaf.rsaN && !!leaf.rsaE && key.n === big(leaf.rsaN) && key.e === big(leaf.rsaE);
  if (key.kind === 'ecdsa') return key.curve === leaf.curve && !!leaf.publicBytes && key.point.equals(leaf.publicBytes);
  return !!leaf.publicBytes && ed25519Public(key.seed, leaf.publicBytes).equals(leaf.publicBytes);
}

/**
 * crypto/tls parsePrivateKey: PKCS#1, then PKCS#8 (RSA, ECDSA, Ed25519 only), then SEC1. The three are
 * told apart by their second field (INTEGER, SEQUENCE, OCTET STRING), so only the one that can parse is
 * tried: same verdict, without the cost of two failed parses.
 */
function parsePrivateKey(der: Buffer): PrivateKey | undefined {
  let second: number | undefined;
  try {
    const top = readTlv(der, 0);
    second = top.tag === 0x30 ? der[readTlv(der, top.body, top.end).end] : undefined;
  } catch {
    return undefined;
  }
  if (second === 0x02) return attempt(() => parsePkcs1(der));
  if (second === 0x30) return attempt(() => parsePkcs8(der));
  if (second === 0x04) return attempt(() => parseSec1(der, undefined));
  return undefined;
}

function attempt(parse: () => PrivateKey | undefined): PrivateKey | undefined {
  try {
    return parse();
  } catch {
    return undefined;
  }
}

// ---- encoding/asn1 style reading: strict DER, trailing elements of a SEQUENCE ignored ----
class Fields {
  private pos: number;
  constructor(private readonly t: Tlv) {
    this.pos = t.body;
  }
  peek(): number | undefined {
    return this.pos < this.t.end ? this.t.buf[this.pos] : undefined;
  }
  next(tag: number): Tlv {
    if (this.pos >= this.t.end) throw new Error('missing field');
    const el = readTlv(this.t.buf, this.pos, this.t.end);
    if (el.tag !== tag) throw new Error('unexpected tag');
    this.pos = el.end;
    return el;
  }
  optional(tag: number): Tlv | undefined {
    return this.peek() === tag ? this.next(tag) : undefined;
  }
}

/** The top-level SEQUENCE; trailing bytes after it are allowed unless strict (ParsePKCS1PrivateKey). */
function sequence(der: Buffer, strict: boolean): Fields {
  const t = readTlv(der, 0);
  if (t.tag !== 0x30 || (strict && t.end !== der.length)) throw new Error('not a sequence');
  return new Fields(t);
}

function bigInt(t: Tlv): bigint {
  const b = content(t);
  const sign = integerSign(b);
  const v = BigInt('0x' + b.toString('hex'));
  return sign < 0 ? v - (1n << BigInt(b.length * 8)) : v;
}

function int(t: Tlv): bigint {
  if (content(t).length > 8) throw new Error('integer too large');
  return bigInt(t);
}

const big = (b: Buffer) => BigInt('0x' + (b.toString('hex') || '0'));
function bitLen(v: bigint): number {
  if (v <= 0n) return 0;
  const hex = v.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0]!, 16)));
}
const mod = (a: bigint, m: bigint) => ((a % m) + m) % m;

function modPow(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b = mod(b, m);
  for (; e > 0n; e >>= 1n, b = (b * b) % m) if (e & 1n) r = (r * b) % m;
  return r;
}

/** RSAPrivateKey, then rsa.PrivateKey.Validate as Go 1.24+ runs it (x509rsacrt=1). */
function parsePkcs1(der: Buffer): PrivateKey | undefined {
  const f = sequence(der, true);
  const version = int(f.next(0x02));
  const n = bigInt(f.next(0x02));
  const e = int(f.next(0x02));
  const d = bigInt(f.next(0x02));
  const p = bigInt(f.next(0x02));
  const q = bigInt(f.next(0x02));
  const crt = [f.optional(0x02), f.optional(0x02), f.optional(0x02)].map((t) => (t ? bigInt(t) : undefined));
  const extra = f.peek() === 0x30 ? f.next(0x30) : undefined;
  if (version > 1n) return undefined;
  if (n <= 0n || d <= 0n || p <= 0n || q <= 0n || crt.some((v) => v !== undefined && v <= 0n)) return undefined;
  // checkPublicKey
  if (!(n & 1n) || e < 2n || !(e & 1n) || e > 2n ** 31n - 1n || d >= n) return undefined;
  if (extra && extra.end > extra.body) return multiPrime(n, e, p, q) ? { kind: 'rsa', n, e } : undefined;
  if (p <= 2n || q <= 2n) return undefined;
  let [dp, dq, qinv] = crt;
  if (dp === undefined || dq === undefined || qinv === undefined) {
    // NewPrivateKey derives the CRT values itself; p must be odd for the Fermat inverse.
    if (!(p & 1n)) return undefined;
    dp = d % (p - 1n);
    dq = d % (q - 1n);
    qinv = modPow(q, p - 2n, p);
  } else if (qinv >= p) {
    return undefined;
  }
  if (p >= n || q >= n || (p * q) % n !== 0n) return undefined;
  if (dp >= p - 1n || (e * dp) % (p - 1n) !== 1n % (p - 1n) || dq >= q - 1n || (e * dq) % (q - 1n) !== 1n % (q - 1n))
    return undefined;
  if ((qinv * (q % p)) % p !== 1n) return undefined;
  if (d % (p - 1n) !== dp || d % (q - 1n) !== dq) return undefined;
  const diff = p > q ? p - q : q - p;
  const half = Math.floor(bitLen(n) / 2);
  if (diff === 0n || bitLen(diff) <= half - 100 || bitLen(d) <= half) return undefined;
  return { kind: 'rsa', n, e };
}

/** Legacy multi-prime keys: Go only checks that the primes are > 1 and q is invertible mod p. */
function multiPrime(n: bigint, e: bigint, p: bigint, q: bigint): boolean {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  return n > 1n && e > 0n && p > 1n && q > 1n && gcd(q, p) === 1n;
}

function parsePkcs8(der: Buffer): PrivateKey | undefined {
  const f = sequence(der, false);
  int(f.next(0x02));
  const ai = new Fields(f.next(0x30));
  const oid = decodeOid(content(ai.next(0x06)));
  const params = ai.peek() === undefined ? undefined : nextAny(ai);
  const inner = content(f.next(0x04));
  switch (oid) {
    case '1.2.840.113549.1.1.1':
      return parsePkcs1(inner);
    case '1.2.840.10045.2.1': {
      let curve: string | undefined;
      if (params?.tag === 0x06) curve = attemptOid(params);
      return parseSec1(inner, curve);
    }
    case '1.3.101.112': {
      if (params) return undefined;
      const seed = content(new Fields(wrap(inner)).next(0x04));
      return seed.length === 32 ? { kind: 'ed25519', seed } : undefined;
    }
    case '1.3.101.110':
      return { kind: 'other', name: 'X25519' };
    default:
      return undefined;
  }
}

function nextAny(f: Fields): Tlv {
  return f.next(f.peek()!);
}

function attemptOid(t: Tlv): string | undefined {
  try {
    return decodeOid(content(t));
  } catch {
    return undefined;
  }
}

/** Lets Fields read a bare element (asn1.Unmarshal of a value with trailing bytes allowed). */
function wrap(der: Buffer): Tlv {
  const first = readTlv(der, 0);
  return { tag: 0x30, start: 0, body: 0, end: first.end, buf: der };
}

/** ECPrivateKey (version 1, d, [0] curve, [1] point): the public key is derived from d, as Go does. */
function parseSec1(der: Buffer, curveFromPkcs8: string | undefined): PrivateKey | undefined {
  const f = sequence(der, false);
  if (int(f.next(0x02)) !== 1n) return undefined;
  let d = content(f.next(0x04));
  const curveT = f.optional(0xa0);
  const own = curveT ? decodeOid(content(new Fields(curveT).next(0x06))) : undefined;
  const pointT = f.optional(0xa1);
  if (pointT) decodeBitString(new Fields(pointT).next(0x03), 'EC public key');
  const curve = CURVES[curveFromPkcs8 ?? own ?? ''];
  if (!curve) return (curveFromPkcs8 ?? own) ? { kind: 'other', name: 'EC on a curve Go does not support' } : undefined;
  while (d.length > curve.size) {
    if (d[0] !== 0) return undefined;
    d = d.subarray(1);
  }
  const scalar = big(d);
  if (scalar === 0n || scalar >= curve.n) return undefined;
  const padded = Buffer.concat([Buffer.alloc(curve.size - d.length), d]);
  const ecdh = createECDH(curve.ecdh);
  ecdh.setPrivateKey(padded);
  return { kind: 'ecdsa', curve: curve.name, point: ecdh.getPublicKey() };
}

/**
 * The Ed25519 public key of a seed. Fast path: a JWK carrying the certificate's key as x (Node 20
 * derives x from d and ignores the given one; Node 24 refuses an x that does not match d). When that
 * import fails, derive from a PKCS#8 DER, which both versions read the same way (~0.6 ms on Node 20).
 */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
function ed25519Public(seed: Buffer, expected: Buffer): Buffer {
  try {
    const priv = createPrivateKey({
      key: { kty: 'OKP', crv: 'Ed25519', d: seed.toString('base64url'), x: expected.toString('base64url') },
      format: 'jwk',
    });
    return Buffer.from(String(createPublicKey(priv).export({ format: 'jwk' }).x), 'base64url');
  } catch {
    const priv = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
    const spki = createPublicKey(priv).export({ type: 'spki', format: 'der' });
    return spki.subarray(spki.length - 32);
  }
}

function label(kind: string): string {
  return kind === 'rsa' ? 'RSA' : kind === 'ecdsa' ? 'ECDSA' : kind === 'ed25519' ? 'Ed25519' : kind;
}

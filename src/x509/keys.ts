/**
 * The served private key, checked as Go's tls.X509KeyPair checks it: the first PRIVATE KEY block,
 * parsed as PKCS#1, then PKCS#8, then SEC1; the public half must equal the leaf's key (RSA modulus,
 * EC point, Ed25519 bytes). The DER is read directly because OpenSSL 3's key decoders cost ~1 ms here.
 * Nothing here may echo key material: every message is a fixed text.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { ParsedCert } from './cert.js';
import { children, content, decodeOid, readTlv, type Tlv } from './der.js';
import { decodePem, type PemBlock } from './pem.js';

export type KeyCheck =
  | { ok: true; keyType: string }
  | { ok: false; reason: 'no-key-block' | 'unparsable' | 'unsupported' | 'type-mismatch' | 'mismatch'; message: string };

type PrivateKey =
  | { kind: 'rsa'; n: Buffer }
  | { kind: 'ecdsa'; curve: string; point?: Buffer; der: Buffer; format: 'pkcs8' | 'sec1' }
  | { kind: 'ed25519'; seed: Buffer }
  | { kind: 'other'; name: string };

const CURVES: Record<string, string> = {
  '1.3.132.0.33': 'P-224', '1.2.840.10045.3.1.7': 'P-256', '1.3.132.0.34': 'P-384', '1.3.132.0.35': 'P-521',
};
const UNPARSABLE = 'the private key does not parse (PKCS#8/PKCS#1/SEC1 PEM expected; encrypted keys are not supported)';

export function checkKeyPair(keyPem: string, leaf: ParsedCert): KeyCheck {
  let blocks: PemBlock[];
  try {
    blocks = decodePem(keyPem);
  } catch {
    blocks = [];
  }
  const block = blocks.find((b) => b.type === 'PRIVATE KEY' || b.type.endsWith(' PRIVATE KEY'));
  if (!block) return { ok: false, reason: 'no-key-block', message: 'the key file holds no PRIVATE KEY PEM block (PKCS#8/PKCS#1/SEC1 PEM expected)' };
  const key = parsePrivateKey(block.bytes);
  if (!key) return { ok: false, reason: 'unparsable', message: UNPARSABLE };
  if (key.kind === 'other') return { ok: false, reason: 'unsupported', message: `the private key type (${key.name}) cannot be loaded by Go's TLS stack` };
  if (key.kind !== leaf.keyType) {
    return { ok: false, reason: 'type-mismatch', message: `the private key is ${label(key.kind)} but the certificate's key is ${label(leaf.keyType)}` };
  }
  if (!samePublicKey(key, leaf)) return { ok: false, reason: 'mismatch', message: 'the private key does not belong to the served certificate' };
  return { ok: true, keyType: label(key.kind) };
}

function samePublicKey(key: Exclude<PrivateKey, { kind: 'other' }>, leaf: ParsedCert): boolean {
  if (key.kind === 'rsa') return !!leaf.rsaN && key.n.equals(leaf.rsaN);
  if (key.kind === 'ecdsa') return key.curve === leaf.curve && !!leaf.publicBytes && (key.point ?? derivePoint(key))?.equals(leaf.publicBytes) === true;
  return !!leaf.publicBytes && deriveEd25519(key.seed)?.equals(leaf.publicBytes) === true;
}

/** Go's parsePrivateKey order: PKCS#1, PKCS#8, SEC1. Undefined when none parses. */
function parsePrivateKey(der: Buffer): PrivateKey | undefined {
  for (const parse of [parsePkcs1, parsePkcs8, (d: Buffer) => parseSec1(d, undefined, 'sec1')]) {
    try {
      const k = parse(der);
      if (k) return k;
    } catch {
      // not this encoding
    }
  }
  return undefined;
}

function top(der: Buffer): Tlv[] {
  const t = readTlv(der, 0);
  if (t.tag !== 0x30 || t.end !== der.length) throw new Error('not a sequence');
  return children(t);
}

function positive(t: Tlv | undefined): Buffer {
  if (t?.tag !== 0x02) throw new Error('integer expected');
  const b = content(t);
  if (b.length === 0 || b[0]! & 0x80) throw new Error('positive integer expected');
  let i = 0;
  while (i < b.length - 1 && b[i] === 0) i++;
  return b.subarray(i);
}

const big = (b: Buffer) => BigInt('0x' + (b.toString('hex') || '0'));

/** RSAPrivateKey: version 0, n, e, d, p, q, ... Go refuses keys whose primes do not multiply to n. */
function parsePkcs1(der: Buffer): PrivateKey | undefined {
  const f = top(der);
  if (f.length < 9 || content(f[0]!).length !== 1 || content(f[0]!)[0] !== 0) return undefined;
  const n = positive(f[1]);
  positive(f[2]);
  const p = positive(f[4]);
  const q = positive(f[5]);
  if (big(p) * big(q) !== big(n)) return undefined;
  return { kind: 'rsa', n };
}

function parsePkcs8(der: Buffer): PrivateKey | undefined {
  const f = top(der);
  if (f.length < 3 || f[1]!.tag !== 0x30 || f[2]!.tag !== 0x04) return undefined;
  const [oidT, params] = children(f[1]!);
  const oid = decodeOid(content(oidT!));
  const inner = content(f[2]!);
  switch (oid) {
    case '1.2.840.113549.1.1.1': return parsePkcs1(inner);
    case '1.2.840.10045.2.1': {
      const curve = params?.tag === 0x06 ? CURVES[decodeOid(content(params))] : undefined;
      return curve ? parseSec1(inner, curve, 'pkcs8', der) : { kind: 'other', name: 'EC on a curve Go does not support' };
    }
    case '1.3.101.112': {
      const seed = content(readTlv(inner, 0));
      return seed.length === 32 ? { kind: 'ed25519', seed } : undefined;
    }
    case '1.3.101.110': return { kind: 'other', name: 'X25519' };
    case '1.2.840.113549.1.1.10': return { kind: 'other', name: 'RSA-PSS' };
    default: return undefined;
  }
}

/** ECPrivateKey: version 1, d, [0] curve, [1] public point. */
function parseSec1(der: Buffer, curveFromPkcs8: string | undefined, format: 'pkcs8' | 'sec1', outer = der): PrivateKey | undefined {
  const f = top(der);
  if (content(f[0]!)[0] !== 1 || f[1]?.tag !== 0x04) return undefined;
  let curve = curveFromPkcs8;
  let point: Buffer | undefined;
  for (const t of f.slice(2)) {
    if (t.tag === 0xa0) curve ??= CURVES[decodeOid(content(children(t)[0]!))];
    if (t.tag === 0xa1) point = content(children(t)[0]!).subarray(1);
  }
  if (!curve) return format === 'sec1' && f.some((t) => t.tag === 0xa0) ? { kind: 'other', name: 'EC on a curve Go does not support' } : undefined;
  return { kind: 'ecdsa', curve, point, der: outer, format };
}

/** Slow path for keys without an embedded public point: let OpenSSL derive it. */
function derivePoint(key: { der: Buffer; format: 'pkcs8' | 'sec1' }): Buffer | undefined {
  try {
    const spki = createPublicKey(createPrivateKey({ key: key.der, format: 'der', type: key.format })).export({ type: 'spki', format: 'der' });
    return content(children(readTlv(spki, 0))[1]!).subarray(1);
  } catch {
    return undefined;
  }
}

/** Node derives the public half from d and ignores the x it is given, so a placeholder x is fine. */
function deriveEd25519(seed: Buffer): Buffer | undefined {
  try {
    const priv = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d: seed.toString('base64url'), x: Buffer.alloc(32).toString('base64url') }, format: 'jwk' });
    return Buffer.from(String(createPublicKey(priv).export({ format: 'jwk' }).x), 'base64url');
  } catch {
    return undefined;
  }
}

function label(kind: string): string {
  return kind === 'rsa' ? 'RSA' : kind === 'ecdsa' ? 'ECDSA' : kind === 'ed25519' ? 'Ed25519' : kind;
}

/**
 * The key pool of the fuzz generator. Keys are committed (keys.json) so a seed reproduces the same
 * certificates; `node build/test/x509/fuzz/keys.js --write` regenerates the file.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { read } from './der.js';

export type KeyKind = 'rsa' | 'ec' | 'ed25519';
export interface PoolKey {
  id: string;
  kind: KeyKind;
  /** RSA modulus bits; EC curve name. */
  bits: number;
  curve?: string;
  priv: KeyObject;
  pub: KeyObject;
  spki: Buffer;
  pkcs8: Buffer;
  jwk: Record<string, string>;
}

const FILE = fileURLToPath(new URL('../../../../test/x509/fuzz/keys.json', import.meta.url));

const SPECS: Array<[string, KeyKind, number | string, number]> = [
  ['rsa768', 'rsa', 768, 1],
  ['rsa1024', 'rsa', 1024, 2],
  ['rsa1025', 'rsa', 1025, 1],
  ['rsa1536', 'rsa', 1536, 1],
  ['rsa2047', 'rsa', 2047, 1],
  ['rsa2048', 'rsa', 2048, 4],
  ['rsa3072', 'rsa', 3072, 1],
  ['p256', 'ec', 'prime256v1', 4],
  ['p384', 'ec', 'secp384r1', 2],
  ['p521', 'ec', 'secp521r1', 2],
  ['p224', 'ec', 'secp224r1', 1],
  ['k256', 'ec', 'secp256k1', 1],
  ['ed25519', 'ed25519', 0, 4],
];
const CURVE_NAMES: Record<string, string> = {
  prime256v1: 'P-256',
  secp384r1: 'P-384',
  secp521r1: 'P-521',
  secp224r1: 'P-224',
  secp256k1: 'secp256k1',
};

export function writePool(): void {
  const out: Record<string, string> = {};
  for (const [name, kind, param, count] of SPECS) {
    for (let i = 0; i < count; i++) {
      const pair =
        kind === 'rsa'
          ? generateKeyPairSync('rsa', { modulusLength: param as number })
          : kind === 'ec'
            ? generateKeyPairSync('ec', { namedCurve: param as string })
            : generateKeyPairSync('ed25519');
      out[`${name}-${i}`] = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    }
  }
  writeFileSync(FILE, JSON.stringify(out, null, 1) + '\n');
}

let pool: PoolKey[] | undefined;
export function loadPool(): PoolKey[] {
  if (pool) return pool;
  const raw = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>;
  pool = Object.entries(raw).map(([id, pem]) => {
    const priv = createPrivateKey(pem);
    const pub = createPublicKey(priv);
    const name = id.replace(/-\d+$/, '');
    const spec = SPECS.find((s) => s[0] === name)!;
    const kind = spec[1];
    return {
      id,
      kind,
      priv,
      pub,
      bits: kind === 'rsa' ? (spec[2] as number) : 0,
      curve: kind === 'ec' ? CURVE_NAMES[spec[2] as string] : undefined,
      spki: pub.export({ type: 'spki', format: 'der' }),
      pkcs8: priv.export({ type: 'pkcs8', format: 'der' }),
      jwk: kind === 'ec' ? ecJwk(priv) : (priv.export({ format: 'jwk' }) as Record<string, string>),
    };
  });
  return pool;
}

/** d, x, y from the SEC1 key inside PKCS#8 (Node has no JWK for P-224). */
function ecJwk(priv: KeyObject): Record<string, string> {
  const sec1 = priv.export({ type: 'sec1', format: 'der' }) as Buffer;
  const top = read(sec1, 0);
  const d = read(sec1, read(sec1, top.body).end);
  let p = d.end;
  let point: Buffer = Buffer.alloc(0);
  while (p < top.end) {
    const el = read(sec1, p);
    if (el.tag === 0xa1) {
      const b = read(sec1, el.body);
      point = sec1.subarray(b.body + 2, b.end);
    }
    p = el.end;
  }
  const half = point.length / 2;
  const u = (b: Buffer) => b.toString('base64url');
  return { d: u(sec1.subarray(d.body, d.end)), x: u(point.subarray(0, half)), y: u(point.subarray(half)) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv.includes('--write'))
  writePool();

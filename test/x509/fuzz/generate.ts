/**
 * Random certificate chains, keys and caBundles for the differential test against Go. A case starts
 * as a valid root -> [intermediates] -> leaf chain served for the host, then random choices change
 * keys, signature algorithms, extensions (valid and malformed encodings), times, PEM text and the
 * bundle. Every choice is drawn from a seeded PRNG, so (seed, index) reproduces a case.
 */
import { constants, createHash, sign } from 'node:crypto';
import {
  bits,
  bodyOf,
  bool,
  bufFromBig,
  ctx,
  ia5,
  int,
  intBody,
  kids,
  nul,
  octet,
  oid,
  printable,
  read,
  seq,
  set,
  tlv,
  utf8,
} from './der.js';
import { loadPool, type PoolKey } from './keys.js';

export interface FuzzCase {
  id: string;
  /** Short names of the random choices that shaped the case (for reports and coverage counts). */
  tags: string[];
  /** Text as bytes (latin1), so binary junk survives. */
  chain: string;
  key: string;
  bundle: string;
  host: string;
  at: string;
}

// ---------- PRNG ----------
export class Rng {
  private s: number;
  /** Chance that a weighted choice leaves its first (default, valid) item; see generateCase. */
  hot = 1;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    // mulberry32
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(a: readonly T[]): T {
    return a[this.int(a.length)]!;
  }
  /**
   * Weighted pick: [[weight, value], ...]. The first item is the plain valid choice; with probability
   * 1 - hot it is taken outright, so most cases carry only a few oddities. neutral picks ignore hot.
   */
  w<T>(items: ReadonlyArray<readonly [number, T]>, neutral = false): T {
    if (!neutral && this.next() >= this.hot) return items[0]![1];
    const total = items.reduce((s, [w]) => s + w, 0);
    let r = this.next() * total;
    for (const [wt, v] of items) {
      if ((r -= wt) < 0) return v;
    }
    return items[items.length - 1]![1];
  }
}

/** The seed of case i of a run: cases are independent, so one can be replayed alone. */
export function caseSeed(seed: number, i: number): number {
  return createHash('sha256').update(`${seed}:${i}`).digest().readUInt32BE(0);
}

// ---------- constants ----------
export const AT = new Date('2026-06-01T00:00:00Z');
const DAY = 86_400_000;
const OIDS = {
  bc: '2.5.29.19',
  ku: '2.5.29.15',
  eku: '2.5.29.37',
  san: '2.5.29.17',
  nc: '2.5.29.30',
  skid: '2.5.29.14',
  akid: '2.5.29.35',
  policies: '2.5.29.32',
  mappings: '2.5.29.33',
  pc: '2.5.29.36',
  iap: '2.5.29.54',
  crldp: '2.5.29.31',
  aia: '1.3.6.1.5.5.7.1.1',
};
const EKU = {
  server: '1.3.6.1.5.5.7.3.1',
  client: '1.3.6.1.5.5.7.3.2',
  code: '1.3.6.1.5.5.7.3.3',
  any: '2.5.29.37.0',
  unknown: '1.2.3.4.5.6',
};
const POLICY = ['1.2.3.4', '2.23.140.1.2.1', '1.3.6.1.4.1.11129.2.5.1', '2.5.29.32.0'];
const ANY_POLICY = '2.5.29.32.0';

const ext = (id: string, critical: boolean, value: Buffer) =>
  seq(oid(id), ...(critical ? [bool(true)] : []), octet(value));

// ---------- signature algorithms ----------
interface SigAlg {
  name: string;
  ai: Buffer;
  hash: string | null;
  kind: 'rsa' | 'ec' | 'ed25519';
  pss?: number;
}
const hashOid: Record<string, string> = {
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  sha1: '1.3.14.3.2.26',
};
function pssParams(hash: string, salt: number, mgfHash = hash, nullParams = true): Buffer {
  const h = seq(oid(hashOid[hash]!), ...(nullParams ? [nul()] : []));
  const mh = seq(oid(hashOid[mgfHash]!), ...(nullParams ? [nul()] : []));
  return seq(ctx(0, h), ctx(1, seq(oid('1.2.840.113549.1.1.8'), mh)), ctx(2, int(salt)));
}
const RSA_ALGS: Array<[number, SigAlg]> = [
  [50, { name: 'sha256-rsa', ai: seq(oid('1.2.840.113549.1.1.11'), nul()), hash: 'sha256', kind: 'rsa' }],
  [6, { name: 'sha384-rsa', ai: seq(oid('1.2.840.113549.1.1.12'), nul()), hash: 'sha384', kind: 'rsa' }],
  [6, { name: 'sha512-rsa', ai: seq(oid('1.2.840.113549.1.1.13'), nul()), hash: 'sha512', kind: 'rsa' }],
  [3, { name: 'sha256-rsa-noparams', ai: seq(oid('1.2.840.113549.1.1.11')), hash: 'sha256', kind: 'rsa' }],
  [4, { name: 'sha1-rsa', ai: seq(oid('1.2.840.113549.1.1.5'), nul()), hash: 'sha1', kind: 'rsa' }],
  [1, { name: 'sha1-rsa-iso', ai: seq(oid('1.3.14.3.2.29'), nul()), hash: 'sha1', kind: 'rsa' }],
  [3, { name: 'md5-rsa', ai: seq(oid('1.2.840.113549.1.1.4'), nul()), hash: 'md5', kind: 'rsa' }],
  [
    6,
    {
      name: 'pss-sha256',
      ai: seq(oid('1.2.840.113549.1.1.10'), pssParams('sha256', 32)),
      hash: 'sha256',
      kind: 'rsa',
      pss: 32,
    },
  ],
  [
    3,
    {
      name: 'pss-sha384',
      ai: seq(oid('1.2.840.113549.1.1.10'), pssParams('sha384', 48)),
      hash: 'sha384',
      kind: 'rsa',
      pss: 48,
    },
  ],
  [
    3,
    {
      name: 'pss-sha512',
      ai: seq(oid('1.2.840.113549.1.1.10'), pssParams('sha512', 64)),
      hash: 'sha512',
      kind: 'rsa',
      pss: 64,
    },
  ],
  [
    1,
    {
      name: 'pss-sha256-noparamsnull',
      ai: seq(oid('1.2.840.113549.1.1.10'), pssParams('sha256', 32, 'sha256', false)),
      hash: 'sha256',
      kind: 'rsa',
      pss: 32,
    },
  ],
  [
    2,
    {
      name: 'pss-bad-salt',
      ai: seq(oid('1.2.840.113549.1.1.10'), pssParams('sha256', 20)),
      hash: 'sha256',
      kind: 'rsa',
      pss: 20,
    },
  ],
  [
    1,
    {
      name: 'pss-mgf-mismatch',
      ai: seq(oid('1.2.840.113549.1.1.10'), pssParams('sha256', 32, 'sha384')),
      hash: 'sha256',
      kind: 'rsa',
      pss: 32,
    },
  ],
  [1, { name: 'ecdsa-alg-on-rsa', ai: seq(oid('1.2.840.10045.4.3.2')), hash: 'sha256', kind: 'ec' }],
];
const EC_ALGS: Array<[number, SigAlg]> = [
  [50, { name: 'ecdsa-sha256', ai: seq(oid('1.2.840.10045.4.3.2')), hash: 'sha256', kind: 'ec' }],
  [8, { name: 'ecdsa-sha384', ai: seq(oid('1.2.840.10045.4.3.3')), hash: 'sha384', kind: 'ec' }],
  [8, { name: 'ecdsa-sha512', ai: seq(oid('1.2.840.10045.4.3.4')), hash: 'sha512', kind: 'ec' }],
  [4, { name: 'ecdsa-sha1', ai: seq(oid('1.2.840.10045.4.1')), hash: 'sha1', kind: 'ec' }],
  [2, { name: 'ecdsa-sha256-nullparams', ai: seq(oid('1.2.840.10045.4.3.2'), nul()), hash: 'sha256', kind: 'ec' }],
  [1, { name: 'rsa-alg-on-ec', ai: seq(oid('1.2.840.113549.1.1.11'), nul()), hash: 'sha256', kind: 'rsa' }],
];
const ED_ALGS: Array<[number, SigAlg]> = [
  [30, { name: 'ed25519', ai: seq(oid('1.3.101.112')), hash: null, kind: 'ed25519' }],
  [1, { name: 'ed25519-nullparams', ai: seq(oid('1.3.101.112'), nul()), hash: null, kind: 'ed25519' }],
];

function pickAlg(rng: Rng, key: PoolKey, tags: string[], who: string): SigAlg {
  const alg = rng.w(key.kind === 'rsa' ? RSA_ALGS : key.kind === 'ec' ? EC_ALGS : ED_ALGS);
  if (alg.name !== 'sha256-rsa' && alg.name !== 'ecdsa-sha256' && alg.name !== 'ed25519')
    tags.push(`${who}:sig=${alg.name}`);
  return alg;
}

function signTbs(alg: SigAlg, key: PoolKey, tbs: Buffer): Buffer {
  if (alg.kind !== key.kind) return createHash('sha512').update(tbs).digest();
  if (key.kind === 'ed25519') return sign(null, tbs, key.priv);
  try {
    if (alg.pss)
      return sign(alg.hash, tbs, { key: key.priv, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: alg.pss });
    return sign(alg.hash, tbs, key.priv);
  } catch {
    return Buffer.alloc(key.bits >> 3, 1); // e.g. PSS-SHA512 does not fit a 768-bit key
  }
}

// ---------- names and times ----------
function name(cn: string, enc: 'utf8' | 'printable' = 'utf8', o?: string): Buffer {
  const s = enc === 'printable' ? printable : utf8;
  return seq(...(o ? [set(seq(oid('2.5.4.10'), s(o)))] : []), set(seq(oid('2.5.4.3'), s(cn))));
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
function timeTlv(rng: Rng, d: Date, tags: string[], who: string): Buffer {
  const form = rng.w([
    [70, 'utc'],
    [6, 'gen'],
    [5, 'utc-nosec'],
    [5, 'utc-offset'],
    [3, 'gen-offset'],
    [1, 'utc-offset-zero'],
    [1, 'gen-fraction'],
    [1, 'utc-nosec-offset'],
    [1, 'bad-month'],
    [1, 'utc-offset-60'],
    [1, 'gen-lowercase-z'],
  ] as const);
  if (form !== 'utc') tags.push(`${who}:time=${form}`);
  const offMin = form.includes('offset')
    ? form === 'utc-offset-zero'
      ? 0
      : rng.pick([-1, 1]) * rng.pick([30, 60, 90, 330, 720, 1440])
    : 0;
  const local = new Date(d.getTime() + offMin * 60_000);
  const Y = local.getUTCFullYear();
  const body = (withSec: boolean) =>
    `${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${withSec ? pad(local.getUTCSeconds()) : ''}`;
  const tz =
    offMin === 0
      ? form === 'utc-offset-zero'
        ? '+0000'
        : 'Z'
      : `${offMin < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offMin) / 60))}${pad(Math.abs(offMin) % 60)}`;
  const utc = Y >= 1950 && Y < 2050;
  switch (form) {
    case 'gen':
    case 'gen-offset':
      return tlv(0x18, Buffer.from(`${pad(Y, 4)}${body(true)}${tz}`));
    case 'gen-fraction':
      return tlv(0x18, Buffer.from(`${pad(Y, 4)}${body(true)}.5Z`));
    case 'gen-lowercase-z':
      return tlv(0x18, Buffer.from(`${pad(Y, 4)}${body(true)}z`));
    case 'bad-month':
      return tlv(0x17, Buffer.from(`${pad(Y % 100)}13${body(true).slice(2)}Z`));
    case 'utc-offset-60':
      return tlv(0x17, Buffer.from(`${pad(Y % 100)}${body(true)}+0060`));
    case 'utc-nosec':
    case 'utc-nosec-offset':
      if (!utc) return tlv(0x18, Buffer.from(`${pad(Y, 4)}${body(true)}Z`));
      return tlv(0x17, Buffer.from(`${pad(Y % 100)}${body(false)}${tz}`));
    default:
      if (!utc) return tlv(0x18, Buffer.from(`${pad(Y, 4)}${body(true)}${tz}`));
      return tlv(0x17, Buffer.from(`${pad(Y % 100)}${body(true)}${tz}`));
  }
}

/** notBefore/notAfter: mostly comfortably valid; sometimes expired, not yet valid, or within minutes of AT. */
function validity(rng: Rng, tags: string[], who: string): [Date, Date] {
  const v = rng.w([
    [86, 'ok'],
    [3, 'expired'],
    [3, 'future'],
    [4, 'edge-after'],
    [4, 'edge-before'],
  ] as const);
  if (v !== 'ok') tags.push(`${who}:validity=${v}`);
  const min = (m: number) => new Date(AT.getTime() + m * 60_000);
  const whole = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000);
  switch (v) {
    case 'expired':
      return [new Date(AT.getTime() - 400 * DAY), new Date(AT.getTime() - DAY)];
    case 'future':
      return [new Date(AT.getTime() + DAY), new Date(AT.getTime() + 400 * DAY)];
    case 'edge-after':
      return [new Date(AT.getTime() - 30 * DAY), whole(min(rng.pick([-90, -30, -1, 1, 30, 90])))];
    case 'edge-before':
      return [whole(min(rng.pick([-90, -30, -1, 1, 30, 90]))), new Date(AT.getTime() + 30 * DAY)];
    default:
      return [new Date(Date.UTC(2025, 0, 1) + rng.int(300) * DAY), new Date(Date.UTC(2027 + rng.int(30), 0, 1))];
  }
}

// ---------- extensions ----------
interface Ctx {
  rng: Rng;
  tags: string[];
  host: string;
  hostIsIp: boolean;
}

function kuExt(c: Ctx, role: Role): Buffer | undefined {
  const { rng } = c;
  const ca = role !== 'leaf';
  const v = ca
    ? rng.w([
        [80, 'certsign'],
        [6, 'absent'],
        [4, 'no-certsign'],
        [2, 'padding-nonzero'],
        [2, 'nine-bits'],
        [2, 'trailing-zero-byte'],
        [1, 'empty'],
      ] as const)
    : rng.w([
        [70, 'sig'],
        [18, 'absent'],
        [5, 'certsign-only'],
        [3, 'nine-bits'],
        [2, 'padding-nonzero'],
        [1, 'empty'],
      ] as const);
  if (v !== 'certsign' && v !== 'sig') c.tags.push(`${role}:ku=${v}`);
  const crit = rng.chance(0.8);
  switch (v) {
    case 'absent':
      return undefined;
    case 'certsign':
      return ext(OIDS.ku, crit, bits(Buffer.from([0x06]), 1)); // keyCertSign, cRLSign
    case 'sig':
      return ext(OIDS.ku, crit, bits(Buffer.from([0xa0]), 5)); // digitalSignature, keyEncipherment
    case 'no-certsign':
      return ext(OIDS.ku, crit, bits(Buffer.from([0x80]), 7));
    case 'certsign-only':
      return ext(OIDS.ku, crit, bits(Buffer.from([0x04]), 2));
    case 'padding-nonzero':
      return ext(OIDS.ku, crit, bits(Buffer.from([ca ? 0x07 : 0xa1]), 1));
    case 'nine-bits':
      return ext(OIDS.ku, crit, bits(Buffer.from([ca ? 0x06 : 0xa0, 0x80]), 7));
    case 'trailing-zero-byte':
      return ext(OIDS.ku, crit, bits(Buffer.from([0x06, 0x00]), 0));
    case 'empty':
      return ext(OIDS.ku, crit, tlv(0x03, Buffer.alloc(0)));
  }
}

function bcExt(c: Ctx, role: Role): Buffer | undefined {
  const { rng } = c;
  if (role === 'leaf') {
    const v = rng.w([
      [45, 'false'],
      [40, 'absent'],
      [5, 'true'],
      [3, 'empty-seq'],
      [2, 'bad-bool'],
    ] as const);
    if (v !== 'false' && v !== 'absent') c.tags.push(`leaf:bc=${v}`);
    if (v === 'absent') return undefined;
    if (v === 'true') return ext(OIDS.bc, true, seq(bool(true)));
    if (v === 'bad-bool') return ext(OIDS.bc, true, seq(tlv(0x01, Buffer.from([0x01]))));
    return ext(OIDS.bc, rng.chance(0.7), seq());
  }
  const v = rng.w([
    [78, 'ca'],
    [8, 'pathlen'],
    [3, 'absent'],
    [3, 'ca-false'],
    [3, 'not-critical'],
    [1, 'pathlen-negative'],
    [1, 'bad-bool'],
    [1, 'trailing'],
    [2, 'pathlen-huge'],
  ] as const);
  if (v !== 'ca') c.tags.push(`${role}:bc=${v}`);
  switch (v) {
    case 'absent':
      return undefined;
    case 'ca-false':
      return ext(OIDS.bc, true, seq());
    case 'not-critical':
      return ext(OIDS.bc, false, seq(bool(true)));
    case 'pathlen': {
      const n = rng.pick([0, 0, 1, 2]);
      c.tags.push(`${role}:pathlen=${n}`);
      return ext(OIDS.bc, true, seq(bool(true), int(n)));
    }
    case 'pathlen-negative':
      return ext(OIDS.bc, true, seq(bool(true), int(-1)));
    case 'pathlen-huge':
      return ext(OIDS.bc, true, seq(bool(true), int(2n ** 70n)));
    case 'bad-bool':
      return ext(OIDS.bc, true, seq(tlv(0x01, Buffer.from([0x01]))));
    case 'trailing':
      return ext(OIDS.bc, true, Buffer.concat([seq(bool(true)), Buffer.from([0x05, 0x00])]));
    default:
      return ext(OIDS.bc, true, seq(bool(true)));
  }
}

function ekuExt(c: Ctx, role: Role): Buffer | undefined {
  const { rng } = c;
  const list =
    role === 'leaf'
      ? rng.w([
          [60, ['server']],
          [14, []],
          [8, ['server', 'client']],
          [4, ['client']],
          [4, ['any']],
          [3, ['unknown']],
          [3, ['server', 'unknown']],
          [2, ['client', 'any']],
          [1, ['bad']],
          [1, ['empty']],
        ] as const)
      : rng.w([
          [80, []],
          [6, ['server']],
          [4, ['client']],
          [4, ['any']],
          [2, ['client', 'any']],
          [2, ['code']],
          [2, ['server', 'client']],
          [1, ['bad']],
        ] as const);
  if (list.length === 0) return undefined;
  if (!(role === 'leaf' && list.length === 1 && list[0] === 'server')) c.tags.push(`${role}:eku=${list.join('+')}`);
  if (list[0] === 'empty') return ext(OIDS.eku, false, seq());
  if (list[0] === 'bad') return ext(OIDS.eku, false, seq(oid(EKU.server), int(1)));
  return ext(OIDS.eku, rng.chance(0.1), seq(...list.map((k) => oid(EKU[k]))));
}

const EMAILS = [
  'admin@example.com',
  'Admin@Example.COM',
  'a@b@example.com',
  'a b@example.com',
  '"quoted local"@example.com',
  'x.y@sub.example.com',
  'bad..dots@example.com',
  '.lead@example.com',
  'no-at-sign',
  'user@',
  'user@example.com.',
  'user@other.org',
  'ADMIN@example.com',
  'a\\@b@example.com',
];
const URIS = [
  'spiffe://cluster.local/ns/system/sa/webhook',
  'https://webhook.system.svc:8443/validate',
  'https://[::1]/x',
  'https://[10.0.0.1]/',
  'http://10.0.0.7/',
  'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
  'https://bad host/',
  'https://a%41.example.com/',
  'https://h/%zz',
  '//no-scheme.example.com/x',
  'https://user@cluster.local/',
  'https://us er@cluster.local/',
  'https://h.example.com:port/',
  'https://h.example.com:1:2/',
  'https://x..y/',
  'https://h.example.com./',
  'mailto:a@example.com',
  ':nope',
  'https://h.example.com/#%zz',
  'https://[::1]:x/',
  'https://CLUSTER.LOCAL/',
  'https://sub.cluster.local/p?q=1',
  'https:///path-only',
  'https://%C3%A9.example/',
  'https://[fe80::1%25eth0]/',
  'HTTPS://Example.com/',
  'foo:bar:baz',
  'https://h.example.com:/',
  'https://[::ffff:10.0.0.1]/',
];
const DNS_QUIRKS = [
  'WEBHOOK.SYSTEM.SVC',
  'webhook.system.svc.',
  '*.svc',
  '*.*.svc',
  'web*.system.svc',
  '',
  'webhook..svc',
  'other.system.svc',
  'a b.svc',
  '*.system.svc',
  'localhost',
];

function generalName(kind: 'dns' | 'email' | 'uri' | 'ip', v: string | Buffer): Buffer {
  if (kind === 'ip') return tlv(0x87, v as Buffer);
  return ia5(kind === 'dns' ? 0x82 : kind === 'email' ? 0x81 : 0x86, v as string);
}

function ipBytes(s: string): Buffer {
  if (!s.includes(':')) return Buffer.from(s.split('.').map(Number));
  const [head, tail] = s.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail ? tail.split(':') : [];
  const groups = [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  const b = Buffer.alloc(16);
  groups.forEach((g, i) => b.writeUInt16BE(parseInt(g, 16), i * 2));
  return b;
}

function sanExt(c: Ctx, role: Role): Buffer | undefined {
  const { rng, host } = c;
  const names: Buffer[] = [];
  if (role !== 'leaf') {
    if (!rng.chance(0.06)) return undefined;
    c.tags.push(`${role}:san`);
    names.push(generalName('dns', rng.pick(['ca.system.svc', 'other.example', 'webhook.system.svc'])));
    if (rng.chance(0.3)) names.push(generalName('email', rng.pick(EMAILS)));
    if (rng.chance(0.3)) names.push(generalName('uri', rng.pick(URIS)));
    return ext(OIDS.san, false, seq(...names));
  }
  const v = rng.w([
    [72, 'host'],
    [7, 'wildcard'],
    [5, 'wrong'],
    [5, 'quirk'],
    [3, 'none'],
    [2, 'othername-only'],
    [2, 'empty-seq'],
    [2, 'ip-bad-len'],
    [2, 'constructed-tag'],
  ] as const);
  if (v !== 'host') c.tags.push(`leaf:san=${v}`);
  if (v === 'none') return undefined;
  if (v === 'othername-only') return ext(OIDS.san, rng.chance(0.5), seq(ctx(0, oid('1.2.3.4'), ctx(0, utf8('x')))));
  if (v === 'empty-seq') return ext(OIDS.san, rng.chance(0.5), seq());
  if (c.hostIsIp) names.push(generalName('ip', ipBytes(v === 'wrong' ? '10.9.9.9' : host)));
  else if (v === 'host') names.push(generalName('dns', host));
  else if (v === 'wildcard') names.push(generalName('dns', '*.' + host.split('.').slice(1).join('.')));
  else if (v === 'wrong') names.push(generalName('dns', 'wrong.system.svc'));
  else names.push(generalName('dns', rng.pick(DNS_QUIRKS)));
  if (v === 'ip-bad-len') names.push(tlv(0x87, Buffer.from([10, 0, 0])));
  if (v === 'constructed-tag') names.push(tlv(0xa2, Buffer.from([0x04, 0x01, 0x41])));
  if (rng.chance(0.25))
    names.push(generalName('ip', ipBytes(rng.pick(['10.0.0.7', '192.168.1.1', '::1', '::ffff:10.0.0.7']))));
  if (rng.chance(0.2)) {
    const e = rng.pick(EMAILS);
    c.tags.push(`leaf:email=${e}`);
    names.push(generalName('email', e));
  }
  if (rng.chance(0.2)) {
    const u = rng.pick(URIS);
    c.tags.push(`leaf:uri=${u}`);
    names.push(generalName('uri', u));
  }
  if (rng.chance(0.01)) names.push(ia5(0x82, 'caf\u00e9.svc'));
  return ext(OIDS.san, rng.chance(0.05), seq(...names));
}

function ncExt(c: Ctx, role: Role): Buffer | undefined {
  const { rng } = c;
  if (!rng.chance(role === 'root' ? 0.12 : 0.14)) return undefined;
  const subtree = (base: Buffer, extra = false) => seq(base, ...(extra ? [tlv(0x80, intBody(0))] : []));
  const one = (): [string, Buffer] => {
    const t = rng.w(
      [
        [30, 'dns'],
        [22, 'ip'],
        [14, 'email'],
        [14, 'uri'],
        [3, 'dirname'],
        [2, 'bad-len-ip'],
      ] as const,
      true,
    );
    switch (t) {
      case 'dns': {
        const v = rng.pick([
          '.system.svc',
          'system.svc',
          'svc',
          'other.svc',
          '',
          'webhook.system.svc',
          'SYSTEM.SVC',
          '.svc',
          'a..b',
          'x.svc.',
          '*.svc',
          'ystem.svc',
          'example.com',
        ]);
        return [`dns(${v})`, ia5(0x82, v)];
      }
      case 'ip': {
        const [ip, mask, label] = rng.pick([
          ['10.0.0.0', '255.0.0.0', '10/8'],
          ['10.0.0.7', '255.255.255.255', '10.0.0.7/32'],
          ['192.168.0.0', '255.255.0.0', '192.168/16'],
          ['10.0.0.0', '255.0.255.0', 'badmask'],
          ['0.0.0.0', '0.0.0.0', '0/0'],
          ['10.0.0.5', '255.0.0.0', '10.0.0.5/8-hostbits'],
          ['::', '::', '::/0'],
          ['::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '::1/128'],
          ['::ffff:10.0.0.0', 'ffff:ffff:ffff:ffff:ffff:ffff:ff00:0', 'mapped10/104'],
          ['9.0.0.0', '255.0.0.0', '9/8'],
        ] as const);
        return [`ip(${label})`, tlv(0x87, Buffer.concat([ipBytes(ip), ipBytes(mask)]))];
      }
      case 'email': {
        const v = rng.pick([
          'example.com',
          '.example.com',
          'admin@example.com',
          'Admin@example.com',
          'admin@EXAMPLE.com',
          'bad@@x',
          'other.org',
          '',
          'a b@example.com',
        ]);
        return [`email(${v})`, ia5(0x81, v)];
      }
      case 'uri': {
        const v = rng.pick([
          'cluster.local',
          '.cluster.local',
          '10.0.0.1',
          'example.com',
          '',
          'CLUSTER.local',
          '::1',
          'x..y',
        ]);
        return [`uri(${v})`, ia5(0x86, v)];
      }
      case 'dirname':
        return ['dirname', ctx(4, name('x'))];
      case 'bad-len-ip':
        return ['ip(len5)', tlv(0x87, Buffer.from([10, 0, 0, 0, 255]))];
    }
  };
  const pick = (n: number) => Array.from({ length: n }, one);
  const permitted = rng.chance(0.65) ? pick(1 + rng.int(3)) : [];
  const excluded = rng.chance(0.45) || permitted.length === 0 ? pick(1 + rng.int(2)) : [];
  const shape = rng.w([
    [88, 'ok'],
    [3, 'trailing'],
    [3, 'swapped'],
    [2, 'empty-permitted'],
    [2, 'no-subtrees'],
    [2, 'with-minimum'],
  ] as const);
  c.tags.push(
    `${role}:nc=${permitted.map((p) => '+' + p[0]).join('')}${excluded.map((p) => '-' + p[0]).join('')}${shape === 'ok' ? '' : '/' + shape}`,
  );
  const P = ctx(0, ...permitted.map(([, b]) => subtree(b, shape === 'with-minimum')));
  const E = ctx(1, ...excluded.map(([, b]) => subtree(b)));
  let body: Buffer;
  switch (shape) {
    case 'trailing':
      body = Buffer.concat([
        seq(...(permitted.length ? [P] : []), ...(excluded.length ? [E] : [])),
        Buffer.from([0x05, 0x00]),
      ]);
      break;
    case 'swapped':
      body = seq(E, P);
      break;
    case 'empty-permitted':
      body = seq(ctx(0));
      break;
    case 'no-subtrees':
      body = seq();
      break;
    default:
      body = seq(...(permitted.length ? [P] : []), ...(excluded.length ? [E] : []));
  }
  return ext(OIDS.nc, rng.chance(0.85), body);
}

function policyExts(c: Ctx, role: Role): Buffer[] {
  const { rng } = c;
  const out: Buffer[] = [];
  if (rng.chance(0.18)) {
    const v = rng.w([
      [70, 'ok'],
      [6, 'dup'],
      [4, 'bad-oid'],
      [4, 'not-seq'],
      [6, 'empty'],
      [6, 'qualifiers'],
      [4, 'any'],
    ] as const);
    const list = v === 'any' ? [ANY_POLICY] : Array.from({ length: 1 + rng.int(2) }, () => rng.pick(POLICY));
    const uniq = [...new Set(list)];
    c.tags.push(`${role}:policies=${v}:${uniq.join(',')}`);
    const info = (o: string) =>
      seq(
        oid(o),
        ...(v === 'qualifiers' ? [seq(seq(oid('1.3.6.1.5.5.7.2.1'), ia5(0x16, 'https://cps.example/')))] : []),
      );
    let body: Buffer;
    switch (v) {
      case 'dup':
        body = seq(info(uniq[0]!), info(uniq[0]!));
        break;
      case 'bad-oid':
        body = seq(seq(tlv(0x06, Buffer.from([0x2a, 0x80, 0x01]))));
        break;
      case 'not-seq':
        body = seq(oid(uniq[0]!));
        break;
      case 'empty':
        body = seq();
        break;
      default:
        body = seq(...uniq.map(info));
    }
    out.push(ext(OIDS.policies, rng.chance(0.2), body));
  }
  if (role !== 'leaf' && rng.chance(0.07)) {
    const v = rng.w([
      [70, 'ok'],
      [10, 'any-issuer'],
      [10, 'any-subject'],
      [5, 'malformed'],
      [5, 'trailing-field'],
    ] as const);
    c.tags.push(`${role}:mappings=${v}`);
    const pair = (a: string, b: string) => seq(oid(a), oid(b));
    const body =
      v === 'malformed'
        ? seq(seq(oid(POLICY[0]!)))
        : v === 'any-issuer'
          ? seq(pair(ANY_POLICY, POLICY[1]!))
          : v === 'any-subject'
            ? seq(pair(POLICY[0]!, ANY_POLICY))
            : v === 'trailing-field'
              ? seq(seq(oid(POLICY[0]!), oid(POLICY[1]!), int(1)))
              : seq(pair(rng.pick(POLICY.slice(0, 3)), rng.pick(POLICY.slice(0, 3))));
    out.push(ext(OIDS.mappings, rng.chance(0.5), body));
  }
  if ((role !== 'leaf' && rng.chance(0.1)) || (role === 'leaf' && rng.chance(0.03))) {
    const v = rng.w([
      [30, 'require'],
      [15, 'inhibit-mapping'],
      [15, 'both'],
      [8, 'empty'],
      [5, 'bad-int'],
      [4, 'not-seq'],
      [4, 'other-tag'],
      [3, 'huge'],
      [3, 'negative'],
    ] as const);
    const n = rng.pick([0, 0, 1, 2]);
    c.tags.push(`${role}:pc=${v}${v === 'require' || v === 'both' ? n : ''}`);
    const body =
      v === 'require'
        ? seq(tlv(0x80, intBody(n)))
        : v === 'inhibit-mapping'
          ? seq(tlv(0x81, intBody(n)))
          : v === 'both'
            ? seq(tlv(0x80, intBody(n)), tlv(0x81, intBody(rng.int(2))))
            : v === 'empty'
              ? seq()
              : v === 'bad-int'
                ? seq(tlv(0x80, Buffer.from([0x00, 0x01])))
                : v === 'not-seq'
                  ? tlv(0x80, intBody(0))
                  : v === 'other-tag'
                    ? seq(tlv(0x82, intBody(0)))
                    : v === 'huge'
                      ? seq(tlv(0x80, intBody(2n ** 64n)))
                      : seq(tlv(0x80, intBody(-1)));
    out.push(ext(OIDS.pc, true, body));
  }
  if (role !== 'leaf' && rng.chance(0.05)) {
    const v = rng.w([
      [60, 'zero'],
      [20, 'one'],
      [8, 'not-int'],
      [6, 'negative'],
      [6, 'huge'],
    ] as const);
    c.tags.push(`${role}:iap=${v}`);
    const body =
      v === 'zero'
        ? int(0)
        : v === 'one'
          ? int(1)
          : v === 'not-int'
            ? octet(Buffer.from([0]))
            : v === 'negative'
              ? int(-2)
              : int(2n ** 70n);
    out.push(ext(OIDS.iap, true, body));
  }
  return out;
}

function crlAiaExts(c: Ctx, role: Role): Buffer[] {
  const { rng } = c;
  const out: Buffer[] = [];
  if (role !== 'root' && rng.chance(0.2)) {
    const v = rng.w([
      [60, 'uri'],
      [8, 'two'],
      [6, 'dns-name'],
      [5, 'reasons-only'],
      [5, 'relative'],
      [4, 'not-seq'],
      [4, 'dp-not-seq'],
      [4, 'bad-fullname'],
      [4, 'primitive-dpname'],
    ] as const);
    if (v !== 'uri') c.tags.push(`${role}:crldp=${v}`);
    const uri = ia5(0x86, 'http://crl.example/ca.crl');
    const dp = (...p: Buffer[]) => seq(...p);
    const body =
      v === 'uri'
        ? seq(dp(ctx(0, ctx(0, uri))))
        : v === 'two'
          ? seq(dp(ctx(0, ctx(0, uri))), dp(ctx(0, ctx(0, ia5(0x86, 'ldap://x')))))
          : v === 'dns-name'
            ? seq(dp(ctx(0, ctx(0, ia5(0x82, 'crl.example'), uri))))
            : v === 'reasons-only'
              ? seq(dp(tlv(0x81, Buffer.from([0x06, 0x40]))))
              : v === 'relative'
                ? seq(dp(ctx(0, ctx(1, seq(oid('2.5.4.3'), utf8('x'))))))
                : v === 'not-seq'
                  ? octet(Buffer.from('x'))
                  : v === 'dp-not-seq'
                    ? seq(octet(Buffer.from('x')))
                    : v === 'bad-fullname'
                      ? seq(dp(ctx(0, tlv(0x80, Buffer.from('x')))))
                      : seq(dp(tlv(0x80, Buffer.from('x'))));
    out.push(ext(OIDS.crldp, false, body));
  }
  if (role !== 'root' && rng.chance(0.2)) {
    const v = rng.w([
      [55, 'ocsp'],
      [15, 'both'],
      [6, 'critical'],
      [5, 'bad-method'],
      [6, 'dns-location'],
      [4, 'not-seq'],
      [4, 'entry-not-seq'],
      [5, 'unknown-method'],
    ] as const);
    if (v !== 'ocsp') c.tags.push(`${role}:aia=${v}`);
    const ad = (m: string | Buffer, loc: Buffer) => seq(typeof m === 'string' ? oid(m) : m, loc);
    const ocsp = '1.3.6.1.5.5.7.48.1';
    const url = ia5(0x86, 'http://ocsp.example/');
    const body =
      v === 'both'
        ? seq(ad(ocsp, url), ad('1.3.6.1.5.5.7.48.2', ia5(0x86, 'http://ca.example/ca.crt')))
        : v === 'bad-method'
          ? seq(ad(tlv(0x06, Buffer.from([0x80, 0x01])), url))
          : v === 'dns-location'
            ? seq(ad(ocsp, ia5(0x82, 'ocsp.example')))
            : v === 'not-seq'
              ? int(1)
              : v === 'entry-not-seq'
                ? seq(oid(ocsp))
                : v === 'unknown-method'
                  ? seq(ad('1.2.3.4', url))
                  : seq(ad(ocsp, url));
    out.push(ext(OIDS.aia, v === 'critical', body));
  }
  return out;
}

function unknownExts(c: Ctx, role: Role): Buffer[] {
  const { rng } = c;
  const v = rng.w([
    [90, 'none'],
    [3, 'unknown'],
    [3, 'unknown-critical'],
    [2, 'x509-arc-critical'],
    [1, 'duplicate'],
    [1, 'bad-critical-bool'],
  ] as const);
  if (v === 'none') return [];
  c.tags.push(`${role}:ext=${v}`);
  switch (v) {
    case 'unknown':
      return [ext('1.3.6.1.4.1.99999.1', false, octet(Buffer.from('x')))];
    case 'unknown-critical':
      return [ext('1.3.6.1.4.1.99999.2', true, octet(Buffer.from('x')))];
    case 'x509-arc-critical':
      return [ext('2.5.29.99', true, seq())];
    case 'duplicate':
      return [ext('1.3.6.1.4.1.99999.3', false, seq()), ext('1.3.6.1.4.1.99999.3', false, seq())];
    default:
      return [seq(oid('1.3.6.1.4.1.99999.4'), tlv(0x01, Buffer.from([0x01])), octet(seq()))];
  }
}

// ---------- certificates ----------
type Role = 'root' | 'int' | 'leaf';
interface Spec {
  role: Role;
  who: string;
  key: PoolKey;
  subject: Buffer;
  skid: Buffer;
  der?: Buffer;
}

function spkiFor(c: Ctx, spec: Spec): Buffer {
  const { rng } = c;
  if (spec.key.kind === 'rsa' && rng.chance(0.015)) {
    const v = rng.pick(['rsa-no-null', 'rsa-pss-spki']);
    c.tags.push(`${spec.who}:spki=${v}`);
    const [, bitStr] = kids(spec.key.spki);
    return v === 'rsa-no-null'
      ? seq(seq(oid('1.2.840.113549.1.1.1')), bitStr!)
      : seq(seq(oid('1.2.840.113549.1.1.10')), bitStr!);
  }
  return spec.key.spki;
}

function buildCert(c: Ctx, spec: Spec, issuer: Spec, issuerName: Buffer): Buffer {
  const { rng, tags } = c;
  const who = spec.who;
  const version = rng.w([
    [96, 2],
    [3, 0],
    [1, 1],
  ] as const);
  if (version !== 2) tags.push(`${who}:v${version + 1}`);
  const serial = rng.w([
    [94, BigInt(1 + rng.int(1e9))],
    [2, -5n],
    [2, 0n],
    [2, 2n ** 159n + 7n],
  ] as const);
  if (serial <= 0n) tags.push(`${who}:serial=${serial}`);
  const alg = pickAlg(rng, issuer.key, tags, who);
  const [nb, na] = validity(rng, tags, who);
  const exts: Buffer[] = [];
  const add = (e: Buffer | undefined) => e && exts.push(e);
  add(bcExt(c, spec.role));
  add(kuExt(c, spec.role));
  add(ekuExt(c, spec.role));
  add(sanExt(c, spec.role));
  if (spec.role !== 'leaf') add(ncExt(c, spec.role));
  exts.push(...policyExts(c, spec.role), ...crlAiaExts(c, spec.role), ...unknownExts(c, spec.role));
  const skidV = rng.w([
    [88, 'ok'],
    [10, 'absent'],
    [1, 'critical'],
    [1, 'not-octet'],
  ] as const);
  if (skidV !== 'ok') tags.push(`${who}:skid=${skidV}`);
  if (skidV === 'ok') exts.push(ext(OIDS.skid, false, octet(spec.skid)));
  if (skidV === 'critical') exts.push(ext(OIDS.skid, true, octet(spec.skid)));
  if (skidV === 'not-octet') exts.push(ext(OIDS.skid, false, int(5)));
  if (spec.role !== 'root' || rng.chance(0.3)) {
    const akidV = rng.w([
      [88, 'ok'],
      [6, 'absent'],
      [4, 'mismatch'],
      [1, 'critical'],
      [1, 'not-seq'],
    ] as const);
    if (akidV !== 'ok') tags.push(`${who}:akid=${akidV}`);
    const id = akidV === 'mismatch' ? Buffer.from('0000000000', 'hex') : issuer.skid;
    if (akidV === 'ok' || akidV === 'mismatch') exts.push(ext(OIDS.akid, false, seq(tlv(0x80, id))));
    if (akidV === 'critical') exts.push(ext(OIDS.akid, true, seq(tlv(0x80, id))));
    if (akidV === 'not-seq') exts.push(ext(OIDS.akid, false, octet(id)));
  }
  // Shuffle extension order: Go's verdict must not depend on it.
  for (let i = exts.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [exts[i], exts[j]] = [exts[j]!, exts[i]!];
  }
  const fields = [
    ...(version === 0 && rng.chance(0.5) ? [] : [ctx(0, int(version))]),
    int(serial),
    alg.ai,
    issuerName,
    seq(timeTlv(rng, nb, tags, who + '.nb'), timeTlv(rng, na, tags, who + '.na')),
    spec.subject,
    spkiFor(c, spec),
  ];
  if (exts.length && (version === 2 || rng.chance(0.3))) fields.push(ctx(3, seq(...exts)));
  const tbs = seq(...fields);
  let sig = signTbs(alg, issuer.key, tbs);
  if (spec.role !== 'root' && rng.chance(0.025)) {
    tags.push(`${who}:bad-signature`);
    sig = Buffer.from(sig);
    sig[sig.length >> 1]! ^= 0x01;
  }
  let outerAlg = alg.ai;
  if (rng.chance(0.008)) {
    tags.push(`${who}:outer-alg-differs`);
    outerAlg = seq(oid('1.2.840.113549.1.1.12'), nul());
  }
  let der = seq(tbs, outerAlg, bits(sig));
  if (rng.chance(0.005)) {
    tags.push(`${who}:trailing-byte`);
    der = Buffer.concat([der, Buffer.from([0])]);
  }
  return der;
}

// ---------- private keys ----------
function ecSec1(dRaw: Buffer, curveOid: string | undefined, pub: Buffer | undefined): Buffer {
  return seq(int(1), octet(dRaw), ...(curveOid ? [ctx(0, oid(curveOid))] : []), ...(pub ? [ctx(1, bits(pub))] : []));
}
const CURVE_OIDS: Record<string, string> = {
  'P-256': '1.2.840.10045.3.1.7',
  'P-384': '1.3.132.0.34',
  'P-521': '1.3.132.0.35',
  'P-224': '1.3.132.0.33',
  secp256k1: '1.3.132.0.10',
};
const CURVE_N: Record<string, bigint> = {
  'P-256': 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n,
  'P-384': 0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n,
  'P-521':
    0x01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409n,
};
const b64u = (s: string) => Buffer.from(s, 'base64url');
const big = (s: string) => BigInt('0x' + (b64u(s).toString('hex') || '0'));

function pem(label: string, der: Buffer): string {
  const b = der.toString('base64').replace(/.{64}/g, '$&\n').replace(/\n$/, '');
  return `-----BEGIN ${label}-----\n${b}\n-----END ${label}-----\n`;
}

function keyPem(c: Ctx, leafKey: PoolKey, pool: PoolKey[]): string {
  const { rng, tags } = c;
  const other = (same: boolean): PoolKey => {
    const fits = pool.filter(
      (k) =>
        k.id !== leafKey.id &&
        (same
          ? k.kind === leafKey.kind && k.curve === leafKey.curve && k.bits === leafKey.bits
          : k.kind !== leafKey.kind),
    );
    return fits.length ? rng.pick(fits) : other(false);
  };
  const v = rng.w([
    [62, 'pkcs8'],
    [20, 'native'],
    [4, 'wrong-same-type'],
    [2, 'wrong-type'],
    [7, 'corrupt'],
    [1, 'encrypted-label'],
    [1, 'none'],
    [1, 'cert-first'],
    [2, 'label-swap'],
  ] as const);
  if (v !== 'pkcs8' && v !== 'native') tags.push(`key=${v}`);
  const k = leafKey;
  const native = (key: PoolKey): [string, Buffer] => {
    if (key.kind === 'rsa') return ['RSA PRIVATE KEY', bodyOf(kids(key.pkcs8)[2]!)];
    if (key.kind === 'ec')
      return [
        'EC PRIVATE KEY',
        ecSec1(
          b64u(key.jwk.d!),
          CURVE_OIDS[key.curve!],
          Buffer.concat([Buffer.from([4]), b64u(key.jwk.x!), b64u(key.jwk.y!)]),
        ),
      ];
    return ['PRIVATE KEY', key.pkcs8];
  };
  switch (v) {
    case 'pkcs8':
      return pem('PRIVATE KEY', k.pkcs8);
    case 'native': {
      const [l, d] = native(k);
      return pem(l, d);
    }
    case 'wrong-same-type':
      return pem('PRIVATE KEY', other(true).pkcs8);
    case 'wrong-type':
      return pem('PRIVATE KEY', other(false).pkcs8);
    case 'encrypted-label':
      return pem('ENCRYPTED PRIVATE KEY', k.pkcs8);
    case 'none':
      return 'no key here\n';
    case 'cert-first':
      return pem('CERTIFICATE', Buffer.from([0x30, 0x00])) + pem('PRIVATE KEY', k.pkcs8);
    case 'label-swap': {
      const [, d] = native(k);
      return pem(rng.pick(['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY']), d);
    }
    default:
      return corruptKey(c, k, other);
  }
}

function corruptKey(c: Ctx, k: PoolKey, other: (same: boolean) => PoolKey): string {
  const { rng, tags } = c;
  const j = k.jwk;
  if (k.kind === 'ec') {
    const o = other(true);
    const pt = Buffer.concat([Buffer.from([4]), b64u(j.x!), b64u(j.y!)]);
    const curve = CURVE_OIDS[k.curve!]!;
    const n = CURVE_N[k.curve!];
    const size = b64u(j.d!).length;
    const v = rng.w([
      [5, 'other-scalar-own-point'],
      [2, 'no-point'],
      [2, 'leading-zero'],
      [2, 'stripped'],
      [1, 'scalar-zero'],
      [1, 'scalar-n'],
      [1, 'version-2'],
      [1, 'pkcs8-curve-mismatch'],
      [1, 'too-long'],
    ] as const);
    tags.push(`key:ec=${v}`);
    switch (v) {
      case 'other-scalar-own-point':
        return pem('EC PRIVATE KEY', ecSec1(o.kind === 'ec' ? b64u(o.jwk.d!) : Buffer.alloc(size, 7), curve, pt));
      case 'no-point':
        return pem('EC PRIVATE KEY', ecSec1(b64u(j.d!), curve, undefined));
      case 'leading-zero':
        return pem('EC PRIVATE KEY', ecSec1(Buffer.concat([Buffer.from([0]), b64u(j.d!)]), curve, pt));
      case 'stripped':
        return pem('EC PRIVATE KEY', ecSec1(bufFromBig(big(j.d!)), curve, pt));
      case 'scalar-zero':
        return pem('EC PRIVATE KEY', ecSec1(Buffer.alloc(size), curve, pt));
      case 'scalar-n':
        return pem('EC PRIVATE KEY', ecSec1(n ? bufFromBig(n, size) : Buffer.alloc(size, 0xff), curve, pt));
      case 'version-2':
        return pem('EC PRIVATE KEY', seq(int(2), octet(b64u(j.d!)), ctx(0, oid(curve))));
      case 'pkcs8-curve-mismatch': {
        const inner = ecSec1(b64u(j.d!), '1.3.132.0.34', pt);
        return pem('PRIVATE KEY', seq(int(0), seq(oid('1.2.840.10045.2.1'), oid(curve)), octet(inner)));
      }
      default:
        return pem('EC PRIVATE KEY', ecSec1(Buffer.concat([Buffer.from([1]), b64u(j.d!)]), curve, pt));
    }
  }
  if (k.kind === 'ed25519') {
    const seed = b64u(j.d!);
    const v = rng.w([
      [4, 'other-seed'],
      [2, 'short-seed'],
      [2, 'null-params'],
      [2, 'with-public-key'],
      [1, 'with-wrong-public-key'],
      [1, 'trailing-in-octet'],
    ] as const);
    tags.push(`key:ed=${v}`);
    const wrap = (inner: Buffer, params = false, extra: Buffer[] = []) =>
      seq(int(extra.length ? 1 : 0), seq(oid('1.3.101.112'), ...(params ? [nul()] : [])), octet(inner), ...extra);
    switch (v) {
      case 'other-seed':
        return pem('PRIVATE KEY', wrap(octet(b64u(other(true).jwk.d!))));
      case 'short-seed':
        return pem('PRIVATE KEY', wrap(octet(seed.subarray(1))));
      case 'null-params':
        return pem('PRIVATE KEY', wrap(octet(seed), true));
      case 'with-public-key':
        return pem('PRIVATE KEY', wrap(octet(seed), false, [tlv(0x81, Buffer.concat([Buffer.from([0]), b64u(j.x!)]))]));
      case 'with-wrong-public-key':
        return pem(
          'PRIVATE KEY',
          wrap(octet(seed), false, [tlv(0x81, Buffer.concat([Buffer.from([0]), Buffer.alloc(32, 9)]))]),
        );
      default:
        return pem('PRIVATE KEY', wrap(Buffer.concat([octet(seed), Buffer.from([5, 0])])));
    }
  }
  const f = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'].map((x) => big(j[x]!));
  const v = rng.w([
    [3, 'wrong-d'],
    [2, 'wrong-dp'],
    [2, 'wrong-dq'],
    [2, 'wrong-qinv'],
    [1, 'wrong-e'],
    [2, 'other-p'],
    [1, 'trailing'],
    [1, 'version-2'],
    [2, 'no-crt'],
    [1, 'in-pkcs8-trailing'],
    [1, 'd-plus-lambda'],
    [1, 'swap-pq'],
    [1, 'zero-dp'],
  ] as const);
  tags.push(`key:rsa=${v}`);
  const [n, e, d, p, q, dp, dq, qi] = f as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
  const enc = (vals: bigint[], version = 0n) => seq(int(version), ...vals.map((x) => int(x)));
  const lambda = (p - 1n) * (q - 1n);
  switch (v) {
    case 'wrong-d':
      return pem('RSA PRIVATE KEY', enc([n, e, d ^ 2n, p, q, dp, dq, qi]));
    case 'wrong-dp':
      return pem('RSA PRIVATE KEY', enc([n, e, d, p, q, dp ^ 2n, dq, qi]));
    case 'wrong-dq':
      return pem('RSA PRIVATE KEY', enc([n, e, d, p, q, dp, dq + 2n, qi]));
    case 'wrong-qinv':
      return pem('RSA PRIVATE KEY', enc([n, e, d, p, q, dp, dq, qi + 1n]));
    case 'wrong-e':
      return pem('RSA PRIVATE KEY', enc([n, 3n, d, p, q, dp, dq, qi]));
    case 'other-p': {
      const o = other(true);
      return pem('RSA PRIVATE KEY', enc([n, e, d, o.kind === 'rsa' ? big(o.jwk.p!) : p + 2n, q, dp, dq, qi]));
    }
    case 'trailing':
      return pem('RSA PRIVATE KEY', Buffer.concat([enc([n, e, d, p, q, dp, dq, qi]), Buffer.from([0])]));
    case 'version-2':
      return pem('RSA PRIVATE KEY', enc([n, e, d, p, q, dp, dq, qi], 2n));
    case 'no-crt':
      return pem('RSA PRIVATE KEY', enc([n, e, d, p, q]));
    case 'in-pkcs8-trailing':
      return pem(
        'PRIVATE KEY',
        seq(
          int(0),
          seq(oid('1.2.840.113549.1.1.1'), nul()),
          octet(Buffer.concat([enc([n, e, d, p, q, dp, dq, qi]), Buffer.from([0])])),
        ),
      );
    case 'd-plus-lambda':
      return pem('RSA PRIVATE KEY', enc([n, e, d + lambda, p, q, dp, dq, qi]));
    case 'swap-pq':
      return pem('RSA PRIVATE KEY', enc([n, e, d, q, p, dq, dp, qi]));
    default:
      return pem('RSA PRIVATE KEY', enc([n, e, d, p, q, 0n, dq, qi]));
  }
}

// ---------- PEM text ----------
function pemQuirk(c: Ctx, label: string, der: Buffer, where: string): string {
  const { rng, tags } = c;
  const v = rng.w([
    [80, 'plain'],
    [3, 'unused-bits'],
    [3, 'crlf'],
    [3, 'one-line'],
    [2, 'spaces'],
    [2, 'headers'],
    [2, 'trailing-space-end'],
    [1, 'bad-base64'],
    [1, 'no-padding'],
    [1, 'end-mismatch'],
    [1, 'indented'],
    [1, 'short-lines'],
  ] as const);
  if (v !== 'plain') tags.push(`${where}:pem=${v}`);
  let b64 = der.toString('base64');
  if (v === 'unused-bits' && b64.endsWith('=')) {
    const i = b64.replace(/=+$/, '').length - 1;
    const alpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const mask = b64.endsWith('==') ? 0x0f : 0x03;
    const idx = alpha.indexOf(b64[i]!);
    b64 = b64.slice(0, i) + alpha[(idx & ~mask) | (1 + rng.int(mask))]! + b64.slice(i + 1);
  }
  if (v === 'bad-base64') b64 = b64.slice(0, 10) + '!' + b64.slice(11);
  if (v === 'no-padding') b64 = b64.replace(/=+$/, '');
  const width = v === 'one-line' ? 1e9 : v === 'short-lines' ? 16 : 64;
  let lines: string[] = b64.match(new RegExp(`.{1,${width}}`, 'g')) ?? [];
  if (v === 'spaces') lines = lines.map((l) => l.slice(0, 8) + ' \t' + l.slice(8));
  const head = v === 'headers' ? ['Proc-Type: 4,CRL', ''] : [];
  const end = v === 'end-mismatch' ? 'END X509 CRL' : `END ${label}`;
  const nl = v === 'crlf' ? '\r\n' : '\n';
  const begin = v === 'indented' ? `  -----BEGIN ${label}-----` : `-----BEGIN ${label}-----`;
  return [begin, ...head, ...lines, `-----${end}-----${v === 'trailing-space-end' ? ' \t' : ''}`].join(nl) + nl;
}

function junk(c: Ctx, where: string): string {
  const v = c.rng.w([
    [85, ''],
    [5, 'text'],
    [5, 'binary'],
    [2, 'begin-only'],
    [2, 'nul'],
    [1, 'high-bytes'],
  ] as const);
  if (v === '') return '';
  c.tags.push(`${where}:junk=${v}`);
  switch (v) {
    case 'text':
      return '# comment between blocks\nsubject=CN=x\n';
    case 'binary':
      return Buffer.from([0x00, 0x01, 0xfe, 0xff, 0x0a, 0x80, 0x9f, 0x0a]).toString('latin1');
    case 'begin-only':
      return '-----BEGIN CERTIFICATE-----\n';
    case 'nul':
      return '\u0000\u0000\n';
    default:
      return '\u00e9\u00ff\u00c3\u00a9\n';
  }
}

// ---------- one case ----------
export function generateCase(seed: number, index: number): FuzzCase {
  const rng = new Rng(caseSeed(seed, index));
  const pool = loadPool();
  const tags: string[] = [];
  // How odd this case is: from a couple of quirks to many at once.
  rng.hot = rng.pick([0.04, 0.1, 0.2, 0.4]);
  const host = rng.w([
    [85, 'webhook.system.svc'],
    [6, '10.0.0.7'],
    [3, '::1'],
    [3, 'Webhook.System.SVC'],
    [3, 'webhook.system.svc.'],
  ] as const);
  if (host !== 'webhook.system.svc') tags.push(`host=${host}`);
  const c: Ctx = { rng, tags, host, hostIsIp: host.includes(':') || /^\d/.test(host) };
  const pickKey = (role: string): PoolKey => {
    const kind = rng.w(
      [
        [50, 'rsa'],
        [35, 'ec'],
        [15, 'ed25519'],
      ] as const,
      true,
    );
    const candidates = pool.filter((k) => k.kind === kind);
    const key = rng.w(
      candidates.map(
        (k) =>
          [
            k.bits === 2048 || k.curve === 'P-256' || k.kind === 'ed25519'
              ? 8
              : k.bits === 768 || k.curve === 'P-224' || k.curve === 'secp256k1'
                ? 0.6
                : 2,
            k,
          ] as const,
      ),
      true,
    );
    if (!(key.bits === 2048 || key.curve === 'P-256')) tags.push(`${role}:key=${key.id.replace(/-\d+$/, '')}`);
    return key;
  };
  const depth = rng.w(
    [
      [45, 0],
      [42, 1],
      [13, 2],
    ] as const,
    true,
  );
  const specs: Spec[] = [];
  const nameEnc = rng.chance(0.03) ? 'printable' : 'utf8';
  specs.push({
    role: 'root',
    who: 'root',
    key: pickKey('root'),
    subject: name(`Fuzz Root ${index}`, 'utf8', 'fuzz'),
    skid: Buffer.alloc(0),
  });
  for (let i = 0; i < depth; i++)
    specs.push({
      role: 'int',
      who: `int${i}`,
      key: pickKey('int'),
      subject: name(`Fuzz Intermediate ${index}.${i}`),
      skid: Buffer.alloc(0),
    });
  specs.push({
    role: 'leaf',
    who: 'leaf',
    key: pickKey('leaf'),
    subject: name(rng.chance(0.1) ? host : 'webhook'),
    skid: Buffer.alloc(0),
  });
  for (const s of specs) s.skid = createHash('sha1').update(s.key.spki).digest().subarray(0, 20);
  // Build top-down so each child can carry its issuer's subject.
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    const issuer = i === 0 ? spec : specs[i - 1]!;
    let issuerName = issuer.subject;
    if (i > 0 && nameEnc === 'printable' && i === specs.length - 1) {
      tags.push('leaf:issuer-name-reencoded');
      issuerName = Buffer.from(issuerName.toString('latin1').replaceAll('\x0c', '\x13'), 'latin1');
    }
    // A root Go cannot parse empties the whole bundle and hides everything else: fewer oddities there.
    const hot = rng.hot;
    if (i === 0) rng.hot = hot / 2;
    spec.der = buildCert(c, spec, issuer, issuerName);
    rng.hot = hot;
  }
  const root = specs[0]!;
  const leaf = specs[specs.length - 1]!;
  const ints = specs.slice(1, -1);

  // The served chain.
  let served = [leaf, ...ints];
  const chainV = rng.w([
    [80, 'ok'],
    [5, 'reversed'],
    [5, 'missing-int'],
    [4, 'extra-unrelated'],
    [3, 'duplicate-int'],
    [3, 'with-root'],
  ] as const);
  if (chainV !== 'ok') tags.push(`chain=${chainV}`);
  if (chainV === 'reversed') served = [leaf, ...ints.slice().reverse()];
  if (chainV === 'missing-int' && ints.length) served = [leaf, ...ints.slice(1)];
  if (chainV === 'duplicate-int' && ints.length) served = [leaf, ...ints, ints[0]!];
  if (chainV === 'with-root') served = [...served, root];
  const extraCert = () => {
    const k = pickKey('extra');
    const s: Spec = {
      role: 'root',
      who: 'extra',
      key: k,
      subject: name(`Extra ${index}`),
      skid: createHash('sha1').update(k.spki).digest(),
    };
    return buildCert(c, s, s, s.subject);
  };
  let chainText = served
    .map((s, i) => pemQuirk(c, 'CERTIFICATE', s.der!, i === 0 ? 'chain-leaf' : 'chain') + junk(c, 'chain'))
    .join('');
  if (chainV === 'extra-unrelated') chainText += pemQuirk(c, 'CERTIFICATE', extraCert(), 'chain');

  // The caBundle.
  const bundleBlocks: string[] = [];
  const bundleV = rng.w([
    [70, 'root'],
    [5, 'root+int'],
    [4, 'int-only'],
    [4, 'extra-root'],
    [3, 'same-name-other-key'],
    [3, 'trusted-cert'],
    [2, 'headers-only'],
    [2, 'garbage-block'],
    [2, 'der'],
    [1, 'empty'],
    [2, 'leaf-itself'],
    [2, 'private-key-block'],
    [1, 'signature-limit'],
  ] as const);
  if (bundleV !== 'root') tags.push(`bundle=${bundleV}`);
  const rootPem = () => pemQuirk(c, 'CERTIFICATE', root.der!, 'bundle');
  switch (bundleV) {
    case 'root+int':
      bundleBlocks.push(rootPem(), ...ints.map((s) => pemQuirk(c, 'CERTIFICATE', s.der!, 'bundle')));
      break;
    case 'int-only':
      bundleBlocks.push(
        ...(ints.length ? [pemQuirk(c, 'CERTIFICATE', ints[ints.length - 1]!.der!, 'bundle')] : [rootPem()]),
      );
      break;
    case 'extra-root':
      bundleBlocks.push(pemQuirk(c, 'CERTIFICATE', extraCert(), 'bundle'), rootPem());
      break;
    case 'same-name-other-key': {
      const k = pickKey('twin');
      const twin: Spec = {
        role: 'root',
        who: 'twin',
        key: k,
        subject: root.subject,
        skid: createHash('sha1').update(k.spki).digest(),
      };
      bundleBlocks.push(pemQuirk(c, 'CERTIFICATE', buildCert(c, twin, twin, twin.subject), 'bundle'), rootPem());
      break;
    }
    case 'trusted-cert':
      bundleBlocks.push(pem('TRUSTED CERTIFICATE', root.der!), ...(rng.chance(0.5) ? [rootPem()] : []));
      break;
    case 'headers-only':
      bundleBlocks.push(
        `-----BEGIN CERTIFICATE-----\nProc-Type: 4,CRL\n\n${root.der!.toString('base64')}\n-----END CERTIFICATE-----\n`,
      );
      break;
    case 'garbage-block':
      bundleBlocks.push(pem('CERTIFICATE', Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01])), rootPem());
      break;
    case 'leaf-itself':
      bundleBlocks.push(pem('CERTIFICATE', leaf.der!));
      break;
    case 'private-key-block':
      bundleBlocks.push(pem('PRIVATE KEY', Buffer.from([0x30, 0x00])), rootPem());
      break;
    case 'signature-limit': {
      // Same-name roots with the real root's key identifier, tried first: Go stops after 100 candidates.
      const n = rng.pick([98, 99, 100, 101]);
      tags.push(`twins=${n}`);
      const tk = pool.find((k) => k.kind === 'ed25519')!;
      for (let i = 0; i < n; i++) {
        const tbs = seq(
          ctx(0, int(2)),
          int(1000 + i),
          seq(oid('1.3.101.112')),
          root.subject,
          seq(tlv(0x17, Buffer.from('250101000000Z')), tlv(0x17, Buffer.from('350101000000Z'))),
          root.subject,
          tk.spki,
          ctx(3, seq(ext(OIDS.bc, true, seq(bool(true))), ext(OIDS.skid, false, octet(root.skid)))),
        );
        bundleBlocks.push(pem('CERTIFICATE', seq(tbs, seq(oid('1.3.101.112')), bits(sign(null, tbs, tk.priv)))));
      }
      bundleBlocks.push(rootPem());
      break;
    }
    case 'der':
    case 'empty':
      break;
    default:
      bundleBlocks.push(rootPem());
  }
  let bundle = bundleBlocks.map((b) => junk(c, 'bundle') + b).join('') + junk(c, 'bundle');
  if (bundleV === 'der') bundle = root.der!.toString('latin1');
  if (bundleV === 'empty') bundle = '';

  const key = keyPem(c, leaf.key, pool);
  return {
    id: `${seed}:${index}`,
    tags,
    chain: chainText,
    key,
    bundle,
    host,
    at: AT.toISOString().replace('.000Z', 'Z'),
  };
}

export { read as readDer };

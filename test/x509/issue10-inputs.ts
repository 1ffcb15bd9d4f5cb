// The inputs of issue 10's listed disagreements with Go (issue10.test.ts checks our verdicts, issue10.slow.ts Go's).
import { sign } from 'node:crypto';
import { bits, bool, ctx, ia5, int, octet, oid, seq, set, tlv, utf8 } from './fuzz/der.js';
import { loadPool, type PoolKey } from './fuzz/keys.js';

export const AT = '2026-06-01T00:00:00Z';
export const HOST = 'webhook.system.svc';
const pool = loadPool();
const key = (id: string) => pool.find((k) => k.id === id)!;
const ALG: Record<string, Buffer> = {
  rsa: seq(oid('1.2.840.113549.1.1.11'), tlv(0x05)),
  ec: seq(oid('1.2.840.10045.4.3.2')),
  ed25519: seq(oid('1.3.101.112')),
};
const name = (cn: string) => seq(set(seq(oid('2.5.4.3'), utf8(cn))));
const ext = (id: string, critical: boolean, value: Buffer) =>
  seq(oid(id), ...(critical ? [bool(true)] : []), octet(value));
const utc = (s: string) => tlv(0x17, Buffer.from(s));

interface CertOpts {
  subject: string;
  issuer: string;
  key: PoolKey;
  signer: PoolKey;
  exts: Buffer[];
  notBefore?: Buffer;
  notAfter?: Buffer;
}
function cert(o: CertOpts): Buffer {
  const alg = ALG[o.signer.kind]!;
  const tbs = seq(
    ctx(0, int(2)),
    int(7),
    alg,
    name(o.issuer),
    seq(o.notBefore ?? utc('250101000000Z'), o.notAfter ?? utc('350101000000Z')),
    name(o.subject),
    o.key.spki,
    ctx(3, seq(...o.exts)),
  );
  const sig = o.signer.kind === 'ed25519' ? sign(null, tbs, o.signer.priv) : sign('sha256', tbs, o.signer.priv);
  return seq(tbs, alg, bits(sig));
}
const caExts = [ext('2.5.29.19', true, seq(bool(true))), ext('2.5.29.15', true, bits(Buffer.from([0x06]), 1))];
const leafExts = (...more: Buffer[]) => [ext('2.5.29.17', false, seq(ia5(0x82, HOST))), ...more];
const pem = (label: string, der: Buffer) =>
  `-----BEGIN ${label}-----\n${der.toString('base64').replace(/.{64}/g, '$&\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;

export interface Input {
  id: string;
  chain: string;
  key: string;
  bundle: string;
  accept: boolean;
}
export function pair(
  id: string,
  accept: boolean,
  o: {
    root?: PoolKey;
    leaf?: PoolKey;
    leafExts?: Buffer[];
    rootExts?: Buffer[];
    notAfter?: Buffer;
    keyPem?: string;
    bundle?: (root: string) => string;
    chain?: (leaf: string) => string;
  },
): Input {
  const rootKey = o.root ?? key('p256-0');
  const leafKey = o.leaf ?? key('p256-1');
  const root = cert({
    subject: 'Issue10 Root',
    issuer: 'Issue10 Root',
    key: rootKey,
    signer: rootKey,
    exts: o.rootExts ?? caExts,
  });
  const leaf = cert({
    subject: 'webhook',
    issuer: 'Issue10 Root',
    key: leafKey,
    signer: rootKey,
    exts: o.leafExts ?? leafExts(),
    notAfter: o.notAfter,
  });
  const rootPem = pem('CERTIFICATE', root);
  const leafPem = pem('CERTIFICATE', leaf);
  return {
    id,
    accept,
    chain: o.chain ? o.chain(leafPem) : leafPem,
    key: o.keyPem ?? pem('PRIVATE KEY', leafKey.pkcs8),
    bundle: o.bundle ? o.bundle(rootPem) : rootPem,
  };
}

const p256 = key('p256-1');
const jwk = p256.jwk;
const b64u = (s: string) => Buffer.from(s, 'base64url');
const sec1 = (d: Buffer, point: Buffer) =>
  seq(int(1), octet(d), ctx(0, oid('1.2.840.10045.3.1.7')), ctx(1, bits(point)));
const ownPoint = Buffer.concat([Buffer.from([4]), b64u(jwk.x!), b64u(jwk.y!)]);
const rsa = key('rsa2048-0');
const rsaParts = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'].map((k) =>
  BigInt('0x' + b64u(rsa.jwk[k]!).toString('hex')),
);
const rsaKey = (vals: bigint[]) => pem('RSA PRIVATE KEY', seq(int(0), ...vals.map((v) => int(v))));
const withUnusedBits = (p: string) =>
  p.replace(/([A-Za-z0-9+/])(==?)\n-----END/, (_, c: string, pad: string) => {
    const alpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    return `${alpha[alpha.indexOf(c) | 1]}${pad}\n-----END`;
  });

export const inputs: Input[] = [
  pair('ed25519-pair', true, { root: key('ed25519-0'), leaf: key('ed25519-1') }),
  pair('ec-scalar-not-matching-point', false, {
    keyPem: pem('EC PRIVATE KEY', sec1(b64u(key('p256-2').jwk.d!), ownPoint)),
  }),
  pair('ec-sec1-own-point', true, { keyPem: pem('EC PRIVATE KEY', sec1(b64u(jwk.d!), ownPoint)) }),
  pair('rsa-wrong-d', false, { leaf: rsa, keyPem: rsaKey(rsaParts.map((v, i) => (i === 2 ? v ^ 2n : v))) }),
  pair('rsa-wrong-crt', false, { leaf: rsa, keyPem: rsaKey(rsaParts.map((v, i) => (i === 7 ? v + 1n : v))) }),
  pair('rsa-pkcs1-ok', true, { leaf: rsa, keyPem: rsaKey(rsaParts) }),
  pair('crl-dp-malformed', false, { leafExts: leafExts(ext('2.5.29.31', false, seq(octet(Buffer.from('x'))))) }),
  pair('duplicate-policy-oids', false, {
    leafExts: leafExts(ext('2.5.29.32', false, seq(seq(oid('1.2.3.4')), seq(oid('1.2.3.4'))))),
  }),
  pair('malformed-policy-mappings', false, {
    rootExts: [...caExts, ext('2.5.29.33', false, seq(seq(oid('1.2.3.4'))))],
  }),
  pair('malformed-inhibit-any-policy', false, {
    rootExts: [...caExts, ext('2.5.29.54', false, octet(Buffer.from([0])))],
  }),
  pair('malformed-aia', false, { leafExts: leafExts(ext('1.3.6.1.5.5.7.1.1', false, seq(oid('1.3.6.1.5.5.7.48.1')))) }),
  pair('nc-ip-mask-not-prefix', false, {
    rootExts: [
      ...caExts,
      ext('2.5.29.30', true, seq(ctx(0, seq(tlv(0x87, Buffer.from([10, 0, 0, 0, 255, 0, 255, 0])))))),
    ],
  }),
  pair('nc-trailing-bytes', false, {
    rootExts: [
      ...caExts,
      ext('2.5.29.30', true, Buffer.concat([seq(ctx(0, seq(ia5(0x82, 'svc')))), Buffer.from([5, 0])])),
    ],
  }),
  pair('nc-uri-constraint-is-ip', false, {
    rootExts: [...caExts, ext('2.5.29.30', true, seq(ctx(0, seq(ia5(0x86, '10.0.0.1')))))],
  }),
  pair('require-explicit-policy-without-policies', false, {
    leafExts: leafExts(ext('2.5.29.36', true, seq(tlv(0x80, Buffer.from([0]))))),
  }),
  pair('require-explicit-policy-with-policy', true, {
    leafExts: leafExts(
      ext('2.5.29.36', true, seq(tlv(0x80, Buffer.from([0])))),
      ext('2.5.29.32', false, seq(seq(oid('1.2.3.4')))),
    ),
  }),
  pair('uri-san-unparsable', false, {
    leafExts: [ext('2.5.29.17', false, seq(ia5(0x82, HOST), ia5(0x86, 'https://h/%zz')))],
  }),
  pair('uri-san-ip-host-under-constraints', false, {
    rootExts: [...caExts, ext('2.5.29.30', true, seq(ctx(0, seq(ia5(0x82, 'svc')))))],
    leafExts: [ext('2.5.29.17', false, seq(ia5(0x82, HOST), ia5(0x86, 'https://10.0.0.7/')))],
  }),
  pair('email-local-part-case-sensitive', false, {
    rootExts: [
      ...caExts,
      ext('2.5.29.30', true, seq(ctx(0, seq(ia5(0x82, 'svc')), seq(ia5(0x81, 'admin@example.com'))))),
    ],
    leafExts: [ext('2.5.29.17', false, seq(ia5(0x82, HOST), ia5(0x81, 'Admin@example.com')))],
  }),
  pair('email-first-at', false, {
    rootExts: [...caExts, ext('2.5.29.30', true, seq(ctx(0, seq(ia5(0x82, 'svc')), seq(ia5(0x81, 'example.com')))))],
    leafExts: [ext('2.5.29.17', false, seq(ia5(0x82, HOST), ia5(0x81, 'a@b@example.com')))],
  }),
  pair('email-with-space', false, {
    rootExts: [...caExts, ext('2.5.29.30', true, seq(ctx(1, seq(ia5(0x81, 'other.org')))))],
    leafExts: [ext('2.5.29.17', false, seq(ia5(0x82, HOST), ia5(0x81, 'a b@example.com')))],
  }),
  pair('utctime-without-seconds', true, { notAfter: utc('3501010000Z') }),
  pair('utctime-with-offset', true, { notAfter: utc('260601013000+0100') }),
  pair('generalizedtime-with-offset', true, { notAfter: tlv(0x18, Buffer.from('20260601013000+0100')) }),
  pair('utctime-offset-just-expired', false, { notAfter: utc('260601002959+0030') }),
  pair('base64-unused-bits', true, { bundle: withUnusedBits, chain: withUnusedBits }),
  pair('bundle-binary-junk', true, { bundle: (r) => '\u0000\u0001\u00fe\u00ff\n' + r + '\u0000\u00ff\n' }),
];

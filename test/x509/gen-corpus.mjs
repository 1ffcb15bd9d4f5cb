#!/usr/bin/env node
// Builds test/x509/corpus/: one directory per case (chain.pem, key.pem, bundle.pem) plus cases.json.
// Certificates are assembled from raw DER here (not openssl) so every quirk Go cares about can be made
// on purpose: duplicate extensions, negative serials, re-encoded names, RSA-PSS keys, SHA-1 and MD5.
// Dates are fixed so nothing rots: most certificates are valid 2025-01-01..2035-01-01, the evaluation
// time is 2026-06-01T00:00:00Z. Run: node test/x509/gen-corpus.mjs, then node test/x509/make-vectors.mjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');
const AT = '2026-06-01T00:00:00Z';
const NB = new Date('2025-01-01T00:00:00Z');
const NA = new Date('2035-01-01T00:00:00Z');
const HOST = 'webhook.system.svc';

// ---- DER encoding ----
function len(n) {
  if (n < 0x80) return Buffer.from([n]);
  const bytes = [];
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const tlv = (tag, ...parts) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), len(body.length), body]);
};
const seq = (...p) => tlv(0x30, ...p);
const set = (...p) => tlv(0x31, ...p);
const octet = (b) => tlv(0x04, b);
const bool = (v) => tlv(0x01, Buffer.from([v ? 0xff : 0]));
const nul = () => Buffer.from([0x05, 0x00]);
const utf8 = (s) => tlv(0x0c, Buffer.from(s, 'utf8'));
const printable = (s) => tlv(0x13, Buffer.from(s, 'ascii'));
const ctx = (n, ...p) => tlv(0xa0 | n, ...p);
const bits = (b, unused = 0) => tlv(0x03, Buffer.from([unused]), b);

function int(v) {
  let n = BigInt(v);
  const bytes = [];
  if (n >= 0n) {
    do {
      bytes.unshift(Number(n & 0xffn));
      n >>= 8n;
    } while (n > 0n);
    if (bytes[0] & 0x80) bytes.unshift(0);
  } else {
    do {
      bytes.unshift(Number(n & 0xffn));
      n >>= 8n;
    } while (n < -1n || !(bytes[0] & 0x80));
  }
  return tlv(0x02, Buffer.from(bytes));
}

function oid(s) {
  const p = s.split('.').map(Number);
  const out = [40 * p[0] + p[1]];
  for (const v of p.slice(2)) {
    const chunk = [];
    let x = v;
    do {
      chunk.unshift(x & 0x7f);
      x = Math.floor(x / 128);
    } while (x > 0);
    for (let i = 0; i < chunk.length - 1; i++) chunk[i] |= 0x80;
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
}

function time(d) {
  const iso = d.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  return d.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(iso.slice(2))) : tlv(0x18, Buffer.from(iso));
}

function name(cn, { o, encoding = 'utf8' } = {}) {
  const str = encoding === 'printable' ? printable : utf8;
  const rdns = [];
  if (o) rdns.push(set(seq(oid('2.5.4.10'), str(o))));
  if (cn !== undefined) rdns.push(set(seq(oid('2.5.4.3'), str(cn))));
  return seq(...rdns);
}

// ---- extensions ----
const ext = (id, critical, value) => seq(oid(id), ...(critical ? [bool(true)] : []), octet(value));
const bc = (ca, pathLen, critical = true) =>
  ext('2.5.29.19', critical, seq(...(ca ? [bool(true)] : []), ...(pathLen !== undefined ? [int(pathLen)] : [])));
const KU = { digitalSignature: 0, keyEncipherment: 2, keyCertSign: 5, cRLSign: 6 };
function ku(names) {
  const set = names.map((n) => KU[n]);
  const n = Math.max(...set) + 1;
  const b = Buffer.alloc(Math.ceil(n / 8));
  for (const i of set) b[i >> 3] |= 0x80 >> (i & 7);
  return ext('2.5.29.15', true, bits(b, b.length * 8 - n));
}
const EKU = {
  serverAuth: '1.3.6.1.5.5.7.3.1',
  clientAuth: '1.3.6.1.5.5.7.3.2',
  any: '2.5.29.37.0',
  codeSigning: '1.3.6.1.5.5.7.3.3',
  unknown: '1.2.3.4.5',
};
const eku = (names) => ext('2.5.29.37', false, seq(...names.map((n) => oid(EKU[n]))));
function generalName(n) {
  if (n.dns !== undefined) return tlv(0x82, Buffer.from(n.dns, 'ascii'));
  if (n.ip !== undefined) return tlv(0x87, ipBytes(n.ip));
  if (n.email !== undefined) return tlv(0x81, Buffer.from(n.email, 'ascii'));
  throw new Error('unknown name');
}
function ipBytes(ip) {
  if (ip.includes(':')) {
    const [head, tail] = ip.split('::');
    const h = head ? head.split(':') : [];
    const t = tail !== undefined && tail ? tail.split(':') : [];
    const groups = [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
    const b = Buffer.alloc(16);
    groups.forEach((g, i) => b.writeUInt16BE(parseInt(g, 16), i * 2));
    return b;
  }
  return Buffer.from(ip.split('.').map(Number));
}
const san = (names, critical = false) => ext('2.5.29.17', critical, seq(...names.map(generalName)));
const dnsSan = (...dns) => san(dns.map((d) => ({ dns: d })));
function subtree(c) {
  if (c.dns !== undefined) return seq(tlv(0x82, Buffer.from(c.dns, 'ascii')));
  return seq(tlv(0x87, Buffer.concat([ipBytes(c.ip), ipBytes(c.mask)])));
}
function nameConstraints({ permitted = [], excluded = [] }) {
  const parts = [];
  if (permitted.length) parts.push(tlv(0xa0, ...permitted.map(subtree)));
  if (excluded.length) parts.push(tlv(0xa1, ...excluded.map(subtree)));
  return ext('2.5.29.30', true, seq(...parts));
}
const unknownExt = (critical) => ext('1.3.6.1.4.1.99999.1', critical, octet(Buffer.from('x')));

// ---- keys and signatures ----
const keys = {};
function key(id, type, opts) {
  if (!keys[id]) keys[id] = crypto.generateKeyPairSync(type, opts);
  return keys[id];
}
const rsa = (id, bits = 2048) => key(id, 'rsa', { modulusLength: bits });
const ec = (id, namedCurve) => key(id, 'ec', { namedCurve });
const ed = (id) => key(id, 'ed25519');

const pssParams = seq(
  ctx(0, seq(oid('2.16.840.1.101.3.4.2.1'), nul())),
  ctx(1, seq(oid('1.2.840.113549.1.1.8'), seq(oid('2.16.840.1.101.3.4.2.1'), nul()))),
  ctx(2, int(32)),
);
const SIG = {
  'rsa-sha256': { ai: seq(oid('1.2.840.113549.1.1.11'), nul()), hash: 'sha256' },
  'rsa-sha1': { ai: seq(oid('1.2.840.113549.1.1.5'), nul()), hash: 'sha1' },
  'rsa-md5': { ai: seq(oid('1.2.840.113549.1.1.4'), nul()), hash: 'md5' },
  'rsa-pss-sha256': { ai: seq(oid('1.2.840.113549.1.1.10'), pssParams), hash: 'sha256', pss: true },
  'ecdsa-sha256': { ai: seq(oid('1.2.840.10045.4.3.2')), hash: 'sha256' },
  'ecdsa-sha384': { ai: seq(oid('1.2.840.10045.4.3.3')), hash: 'sha384' },
  'ecdsa-sha1': { ai: seq(oid('1.2.840.10045.4.1')), hash: 'sha1' },
  ed25519: { ai: seq(oid('1.3.101.112')), hash: null },
};
function defaultSig(k) {
  const t = k.privateKey.asymmetricKeyType;
  if (t === 'rsa' || t === 'rsa-pss') return 'rsa-sha256';
  if (t === 'ed25519') return 'ed25519';
  return k.privateKey.asymmetricKeyDetails.namedCurve === 'secp384r1' ? 'ecdsa-sha384' : 'ecdsa-sha256';
}
function sign(alg, tbs, k) {
  const s = SIG[alg];
  const opts = s.pss
    ? { key: k.privateKey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }
    : k.privateKey;
  return crypto.sign(s.hash, tbs, opts);
}

/**
 * A certificate. issuer: another cert (its subject bytes are copied) or undefined for self-signed.
 * signer: key pair that signs (defaults to the issuer's key or the own key).
 */
function cert(o) {
  const k = o.key;
  const subject = o.subject ?? name(o.cn);
  const issuerName = o.issuerName ?? (o.issuer ? o.issuer.subject : subject);
  const signer = o.signer ?? (o.issuer ? o.issuer.key : k);
  const alg = o.sig ?? defaultSig(signer);
  const version = o.version ?? 3;
  const spki = o.spki ?? k.publicKey.export({ type: 'spki', format: 'der' });
  const exts = o.exts ?? [];
  const tbs = seq(
    ...(version > 1 ? [ctx(0, int(version - 1))] : []),
    int(o.serial ?? BigInt('0x' + crypto.randomBytes(8).toString('hex')) + 1n),
    o.innerAi ?? SIG[alg].ai,
    issuerName,
    seq(time(o.notBefore ?? NB), time(o.notAfter ?? NA)),
    subject,
    spki,
    ...(version === 3 && exts.length ? [ctx(3, seq(...exts))] : []),
  );
  const der = seq(tbs, SIG[alg].ai, bits(sign(alg, tbs, signer)));
  return { der, subject, key: k, pem: pem('CERTIFICATE', der) };
}

function pem(type, der, headers = '') {
  const b64 = der.toString('base64').replace(/.{64}/g, '$&\n').replace(/\n$/, '');
  return `-----BEGIN ${type}-----\n${headers}${b64}\n-----END ${type}-----\n`;
}
const keyPem = (k) => k.privateKey.export({ type: 'pkcs8', format: 'pem' });

// ---- standard building blocks ----
const caExts = (extra = []) => [bc(true), ku(['keyCertSign', 'cRLSign']), ...extra];
const leafExts = (names = [HOST], extra = []) => [
  bc(false),
  ku(['digitalSignature', 'keyEncipherment']),
  eku(['serverAuth']),
  dnsSan(...names),
  ...extra,
];

const root = cert({ cn: 'Test Root CA', key: rsa('root'), exts: caExts() });
const inter = cert({ cn: 'Test Intermediate CA', key: rsa('int'), issuer: root, exts: caExts() });
const leafOf = (issuer, extra = {}) => cert({ cn: HOST, key: rsa('leaf'), issuer, exts: leafExts(), ...extra });
const leaf = leafOf(root);
const leafViaInt = leafOf(inter);

const cases = [];
/** Registers a case. chain: certs served (leaf first); bundle: certs or raw text; expect: rule ids we must report. */
function add(
  id,
  description,
  { chain, bundle, key: k = rsa('leaf'), host = HOST, at = AT, expect = [], noKey = false },
) {
  const dir = path.join(OUT, id);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'chain.pem'), chain.map((c) => (typeof c === 'string' ? c : c.pem)).join(''));
  const bundleText =
    typeof bundle === 'string' ? bundle : bundle.map((c) => (typeof c === 'string' ? c : c.pem)).join('');
  fs.writeFileSync(path.join(dir, 'bundle.pem'), bundleText);
  const entry = { id, description, chain: `${id}/chain.pem`, bundle: `${id}/bundle.pem`, host, at, expect };
  if (!noKey) {
    fs.writeFileSync(path.join(dir, 'key.pem'), keyPem(k));
    entry.key = `${id}/key.pem`;
  }
  cases.push(entry);
}

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });

// ---- key types ----
add('rsa-direct', 'RSA root signs the leaf directly', { chain: [leaf], bundle: [root] });
add('rsa-intermediate', 'root -> intermediate -> leaf, intermediate served', {
  chain: [leafViaInt, inter],
  bundle: [root],
});
{
  const r = cert({ cn: 'P256 Root', key: ec('p256ca', 'prime256v1'), exts: caExts() });
  const l = cert({ cn: HOST, key: ec('p256leaf', 'prime256v1'), issuer: r, exts: leafExts() });
  add('p256-chain', 'P-256 root and leaf', { chain: [l], bundle: [r], key: ec('p256leaf', 'prime256v1') });
  const other = ec('p256other', 'prime256v1');
  add('p256-key-mismatch', 'P-256 leaf served with another P-256 key', {
    chain: [l],
    bundle: [r],
    key: other,
    expect: ['cert-key-mismatch'],
  });
}
{
  const r = cert({ cn: 'P384 Root', key: ec('p384', 'secp384r1'), exts: caExts() });
  const l = cert({ cn: HOST, key: ec('p256leaf', 'prime256v1'), issuer: r, exts: leafExts() });
  add('p384-root', 'P-384 root (ecdsa-with-SHA384) signs a P-256 leaf', {
    chain: [l],
    bundle: [r],
    key: ec('p256leaf', 'prime256v1'),
  });
  const l5 = cert({ cn: HOST, key: ec('p521', 'secp521r1'), issuer: r, exts: leafExts() });
  add('p521-leaf', 'P-521 leaf', { chain: [l5], bundle: [r], key: ec('p521', 'secp521r1') });
}
{
  const r = cert({ cn: 'Ed25519 Root', key: ed('edca'), exts: caExts() });
  const l = cert({ cn: HOST, key: ed('edleaf'), issuer: r, exts: leafExts() });
  add('ed25519-chain', 'Ed25519 root and leaf', { chain: [l], bundle: [r], key: ed('edleaf') });
  add('ed25519-key-mismatch', 'Ed25519 leaf served with another Ed25519 key', {
    chain: [l],
    bundle: [r],
    key: ed('edother'),
    expect: ['cert-key-mismatch'],
  });
}
{
  const k1 = ec('k1', 'secp256k1');
  const l = cert({ cn: HOST, key: k1, issuer: root, exts: leafExts() });
  add('secp256k1-leaf', 'leaf key on secp256k1: Go cannot parse it', {
    chain: [l],
    bundle: [root],
    key: k1,
    expect: ['cert-malformed'],
  });
  const r = cert({ cn: 'K1 Root', key: k1, exts: caExts() });
  add('secp256k1-root-only', 'the only bundle certificate has a secp256k1 key: skipped, nothing usable', {
    chain: [leaf],
    bundle: [r],
    expect: ['cabundle-invalid'],
  });
  const i = cert({ cn: 'K1 Intermediate', key: k1, issuer: root, exts: caExts() });
  const li = cert({ cn: HOST, key: rsa('leaf'), issuer: i, exts: leafExts() });
  add('secp256k1-intermediate', 'served intermediate with a secp256k1 key fails to parse', {
    chain: [li, i],
    bundle: [root],
    expect: ['cert-malformed'],
  });
}
{
  const pss = key('pss', 'rsa-pss', { modulusLength: 2048 });
  const l = cert({ cn: HOST, key: pss, issuer: root, exts: leafExts() });
  add('rsa-pss-spki-leaf', 'leaf with an RSA-PSS SubjectPublicKeyInfo: unsupported key type in TLS', {
    chain: [l],
    bundle: [root],
    key: pss,
    expect: ['cert-malformed'],
  });
  const r = cert({ cn: 'PSS Root', key: pss, signer: rsa('other'), sig: 'rsa-sha256', exts: caExts() });
  const lp = cert({ cn: HOST, key: rsa('leaf'), issuer: r, signer: pss, sig: 'rsa-pss-sha256', exts: leafExts() });
  add('rsa-pss-spki-root', 'root with an RSA-PSS key: parsed, but Go cannot verify signatures with it', {
    chain: [lp],
    bundle: [r],
    expect: ['cert-untrusted'],
  });
  const ls = cert({ cn: HOST, key: rsa('leaf'), issuer: root, sig: 'rsa-pss-sha256', exts: leafExts() });
  add('rsa-pss-signature', 'leaf signed with RSASSA-PSS (SHA-256, salt 32) by an RSA root', {
    chain: [ls],
    bundle: [root],
  });
}

// ---- hostnames ----
const withNames = (names, extra = {}) =>
  cert({ cn: HOST, key: rsa('leaf'), issuer: root, exts: leafExts(names), ...extra });
add('cn-only', 'name only in the Common Name, no SAN', {
  chain: [cert({ cn: HOST, key: rsa('leaf'), issuer: root, exts: [bc(false), eku(['serverAuth'])] })],
  bundle: [root],
  expect: ['cert-hostname-mismatch'],
});
add('wildcard-namespace', '*.system.svc covers webhook.system.svc', {
  chain: [withNames(['*.system.svc'])],
  bundle: [root],
});
add('wildcard-svc', 'Go lets *.svc match foo.svc', { chain: [withNames(['*.svc'])], bundle: [root], host: 'foo.svc' });
add('wildcard-one-label-only', '*.svc does not cover webhook.system.svc', {
  chain: [withNames(['*.svc'])],
  bundle: [root],
  expect: ['cert-hostname-mismatch'],
});
add('wildcard-partial', 'web*.system.svc never matches', {
  chain: [withNames(['web*.system.svc'])],
  bundle: [root],
  expect: ['cert-hostname-mismatch'],
});
add('wildcard-double', '*.*.svc never matches', {
  chain: [withNames(['*.*.svc'])],
  bundle: [root],
  expect: ['cert-hostname-mismatch'],
});
add('wildcard-not-leftmost', 'webhook.*.svc never matches', {
  chain: [withNames(['webhook.*.svc'])],
  bundle: [root],
  expect: ['cert-hostname-mismatch'],
});
add('san-trailing-dot', 'a SAN with a trailing dot does not match', {
  chain: [withNames(['webhook.system.svc.'])],
  bundle: [root],
  expect: ['cert-hostname-mismatch'],
});
add('host-trailing-dot', "the host's trailing dot is trimmed", {
  chain: [leaf],
  bundle: [root],
  host: 'webhook.system.svc.',
});
add('san-uppercase', 'ASCII case-insensitive comparison', {
  chain: [withNames(['WebHook.System.SVC'])],
  bundle: [root],
});
add('host-uppercase', 'upper-case host', { chain: [leaf], bundle: [root], host: 'WEBHOOK.system.svc' });
add('cluster-local-only', 'SAN has .cluster.local but the API server dials <svc>.<ns>.svc', {
  chain: [withNames(['webhook.system.svc.cluster.local'])],
  bundle: [root],
  expect: ['cert-hostname-mismatch'],
});
add('second-san-matches', 'the matching SAN is not the first one', {
  chain: [withNames(['other.system.svc', HOST])],
  bundle: [root],
});
{
  const ipLeaf = (names) =>
    cert({ cn: HOST, key: rsa('leaf'), issuer: root, exts: [bc(false), eku(['serverAuth']), san(names)] });
  add('ip-san', 'IP SAN for an IP host', { chain: [ipLeaf([{ ip: '10.0.0.5' }])], bundle: [root], host: '10.0.0.5' });
  add('ip-as-dns-san', 'an IP written as a DNS SAN does not match an IP host', {
    chain: [ipLeaf([{ dns: '10.0.0.5' }])],
    bundle: [root],
    host: '10.0.0.5',
    expect: ['cert-hostname-mismatch'],
  });
  add('ip-mismatch', 'IP SAN for another address', {
    chain: [ipLeaf([{ ip: '10.0.0.5' }])],
    bundle: [root],
    host: '10.0.0.6',
    expect: ['cert-hostname-mismatch'],
  });
  add('ipv6-san', 'IPv6 SAN', { chain: [ipLeaf([{ ip: '::1' }])], bundle: [root], host: '::1' });
  add('dns-host-ip-san-only', 'DNS host against a certificate with only IP SANs', {
    chain: [ipLeaf([{ ip: '10.0.0.5' }])],
    bundle: [root],
    expect: ['cert-hostname-mismatch'],
  });
}

// ---- extended key usage ----
const leafEku = (usages) =>
  cert({ cn: HOST, key: rsa('leaf'), issuer: root, exts: [bc(false), ...(usages ? [eku(usages)] : []), dnsSan(HOST)] });
add('leaf-no-eku', 'no EKU extension imposes nothing', { chain: [leafEku(null)], bundle: [root] });
add('leaf-clientauth-only', 'leaf EKU clientAuth only', {
  chain: [leafEku(['clientAuth'])],
  bundle: [root],
  expect: ['cert-eku-server-auth'],
});
add('leaf-any-eku', 'leaf anyExtendedKeyUsage', { chain: [leafEku(['any'])], bundle: [root] });
add('leaf-unknown-eku', 'leaf with only an unknown EKU OID', {
  chain: [leafEku(['unknown'])],
  bundle: [root],
  expect: ['cert-eku-server-auth'],
});
add('leaf-server-and-client', 'leaf serverAuth and clientAuth', {
  chain: [leafEku(['serverAuth', 'clientAuth'])],
  bundle: [root],
});
{
  const i = (usages) => cert({ cn: 'EKU Intermediate', key: rsa('int'), issuer: root, exts: caExts([eku(usages)]) });
  const l = (ii) => leafOf(ii);
  const ic = i(['clientAuth']);
  add('intermediate-eku-clientauth', 'intermediate limited to clientAuth', {
    chain: [l(ic), ic],
    bundle: [root],
    expect: ['cert-eku-server-auth'],
  });
  const is = i(['serverAuth']);
  add('intermediate-eku-serverauth', 'intermediate limited to serverAuth', { chain: [l(is), is], bundle: [root] });
  const ia = i(['any']);
  add('intermediate-eku-any', 'intermediate anyExtendedKeyUsage, leaf clientAuth only is still refused', {
    chain: [cert({ cn: HOST, key: rsa('leaf'), issuer: ia, exts: [bc(false), eku(['clientAuth']), dnsSan(HOST)] }), ia],
    bundle: [root],
    expect: ['cert-eku-server-auth'],
  });
  const r = (usages) => cert({ cn: 'EKU Root', key: rsa('root2'), exts: caExts([eku(usages)]) });
  const rc = r(['clientAuth']);
  add('root-eku-clientauth', 'the anchor itself limited to clientAuth', {
    chain: [leafOf(rc)],
    bundle: [rc],
    expect: ['cert-eku-server-auth'],
  });
  const ra = r(['any']);
  add('root-eku-any', 'anchor anyExtendedKeyUsage', { chain: [leafOf(ra)], bundle: [ra] });
}

// ---- chain building ----
add('missing-intermediate', 'intermediate not served, bundle holds only the root', {
  chain: [leafViaInt],
  bundle: [root],
  expect: ['cabundle-mismatch'],
});
add('intermediate-as-anchor', 'bundle holds only the intermediate', { chain: [leafViaInt], bundle: [inter] });
add('intermediate-anchor-and-served', 'intermediate both served and in the bundle', {
  chain: [leafViaInt, inter],
  bundle: [inter],
});
add('pinned-leaf', 'the leaf itself is the only bundle certificate', { chain: [leafViaInt], bundle: [leafViaInt] });
{
  const self = cert({ cn: HOST, key: rsa('leaf'), exts: leafExts() });
  add('pinned-self-signed-leaf', 'self-signed CA:FALSE leaf pinned in the bundle', { chain: [self], bundle: [self] });
  const r2 = cert({ cn: 'Test Root CA', key: rsa('root2'), exts: caExts() });
  add('same-name-other-key', 'bundle root has the right name but another key', {
    chain: [leaf],
    bundle: [r2],
    expect: ['cabundle-mismatch'],
  });
  const other = cert({ cn: 'Other Root CA', key: rsa('root2'), exts: caExts() });
  add('wrong-root', 'bundle holds an unrelated CA', { chain: [leaf], bundle: [other], expect: ['cabundle-mismatch'] });
  add('bundle-two-roots', 'bundle holds an unrelated CA and the right one', { chain: [leaf], bundle: [other, root] });
  add('unrelated-extra', 'an unrelated extra certificate is served after the leaf', {
    chain: [leaf, other],
    bundle: [root],
  });
}
{
  const i1 = cert({ cn: 'Level 1 CA', key: rsa('int'), issuer: root, exts: caExts() });
  const i2 = cert({ cn: 'Level 2 CA', key: rsa('int2'), issuer: i1, exts: caExts() });
  const l = leafOf(i2);
  add('two-intermediates', 'two intermediates served in order', { chain: [l, i2, i1], bundle: [root] });
  add('two-intermediates-reversed', 'two intermediates served in reverse order', {
    chain: [l, i1, i2],
    bundle: [root],
  });
  add('two-intermediates-one-missing', 'only the upper intermediate served', {
    chain: [l, i1],
    bundle: [root],
    expect: ['cabundle-mismatch'],
  });
  add('upper-intermediate-anchor', 'bundle holds the level-1 intermediate', { chain: [l, i2], bundle: [i1] });
  add('intermediate-first', 'intermediate served before the leaf: Go treats it as the leaf', {
    chain: [inter, leafViaInt],
    bundle: [root],
    expect: ['cert-hostname-mismatch'],
  });
}
{
  const ip = cert({
    cn: 'Test Root CA',
    subject: name('Test Root CA', { encoding: 'printable' }),
    key: rsa('root'),
    exts: caExts(),
  });
  const l = cert({
    cn: HOST,
    key: rsa('leaf'),
    issuerName: name('Test Root CA', { encoding: 'printable' }),
    signer: rsa('root'),
    exts: leafExts(),
  });
  add('issuer-encoding-differs', 'issuer name is PrintableString, bundle subject UTF8String: not byte-equal', {
    chain: [l],
    bundle: [root],
    expect: ['cabundle-mismatch'],
  });
  add('issuer-encoding-same', 'PrintableString on both sides', { chain: [l], bundle: [ip] });
}

// ---- parent constraints ----
{
  const v1 = cert({ cn: 'V1 Root', key: rsa('root2'), version: 1 });
  add('v1-root', 'version 1 root without extensions', { chain: [leafOf(v1)], bundle: [v1] });
  const v1i = cert({ cn: 'V1 Intermediate', key: rsa('int'), issuer: root, version: 1 });
  add('v1-intermediate', 'version 1 intermediate', {
    chain: [leafOf(v1i), v1i],
    bundle: [root],
    expect: ['cert-untrusted'],
  });
  const nobc = cert({ cn: 'No BC Intermediate', key: rsa('int'), issuer: root, exts: [ku(['keyCertSign'])] });
  add('intermediate-no-basic-constraints', 'v3 intermediate without basicConstraints', {
    chain: [leafOf(nobc), nobc],
    bundle: [root],
    expect: ['cert-untrusted'],
  });
  const caf = cert({ cn: 'Not A CA', key: rsa('int'), issuer: root, exts: [bc(false), ku(['keyCertSign'])] });
  add('intermediate-ca-false', 'intermediate with CA:FALSE', {
    chain: [leafOf(caf), caf],
    bundle: [root],
    expect: ['cert-untrusted'],
  });
  const rcaf = cert({ cn: 'Root Not CA', key: rsa('root2'), exts: [bc(false)] });
  add('root-ca-false', 'anchor with CA:FALSE', { chain: [leafOf(rcaf)], bundle: [rcaf], expect: ['cert-untrusted'] });
  const rnobc = cert({ cn: 'Root No BC', key: rsa('root2'), exts: [ku(['keyCertSign'])] });
  add('root-v3-no-basic-constraints', 'v3 anchor without basicConstraints', {
    chain: [leafOf(rnobc)],
    bundle: [rnobc],
    expect: ['cert-untrusted'],
  });
  const rnoku = cert({ cn: 'Root No CertSign', key: rsa('root2'), exts: [bc(true), ku(['digitalSignature'])] });
  add('root-no-keycertsign', 'anchor keyUsage lacks keyCertSign', {
    chain: [leafOf(rnoku)],
    bundle: [rnoku],
    expect: ['cert-untrusted'],
  });
  const inoku = cert({
    cn: 'Int No CertSign',
    key: rsa('int'),
    issuer: root,
    exts: [bc(true), ku(['digitalSignature', 'cRLSign'])],
  });
  add('intermediate-no-keycertsign', 'intermediate keyUsage lacks keyCertSign', {
    chain: [leafOf(inoku), inoku],
    bundle: [root],
    expect: ['cert-untrusted'],
  });
  const rnokuext = cert({ cn: 'Root No KU', key: rsa('root2'), exts: [bc(true)] });
  add('root-no-keyusage-ext', 'anchor without keyUsage extension', { chain: [leafOf(rnokuext)], bundle: [rnokuext] });
  const odd = cert({
    cn: HOST,
    key: rsa('leaf'),
    issuer: root,
    exts: [bc(true), ku(['keyCertSign']), eku(['serverAuth']), dnsSan(HOST)],
  });
  add('leaf-ca-keycertsign-only', "the leaf's CA flag and keyUsage bits are ignored", { chain: [odd], bundle: [root] });
}

// ---- weak crypto ----
add('leaf-sha1', 'leaf signed with SHA-1', {
  chain: [leafOf(root, { sig: 'rsa-sha1' })],
  bundle: [root],
  expect: ['cert-weak-crypto'],
});
add('leaf-md5', 'leaf signed with MD5', {
  chain: [leafOf(root, { sig: 'rsa-md5' })],
  bundle: [root],
  expect: ['cert-weak-crypto'],
});
{
  const i = cert({ cn: 'SHA1 Intermediate', key: rsa('int'), issuer: root, sig: 'rsa-sha1', exts: caExts() });
  add('intermediate-sha1', 'intermediate signed with SHA-1', {
    chain: [leafOf(i), i],
    bundle: [root],
    expect: ['cert-weak-crypto'],
  });
  add('intermediate-sha1-as-anchor', "SHA-1 on the anchor's own signature is never checked", {
    chain: [leafOf(i)],
    bundle: [i],
  });
  const r = cert({ cn: 'SHA1 Root', key: rsa('root2'), sig: 'rsa-sha1', exts: caExts() });
  add('root-self-signed-sha1', 'self-signed root with a SHA-1 self-signature', { chain: [leafOf(r)], bundle: [r] });
  const p = cert({ cn: 'P256 Root SHA1', key: ec('p256ca', 'prime256v1'), exts: caExts() });
  const lp = cert({ cn: HOST, key: ec('p256leaf', 'prime256v1'), issuer: p, sig: 'ecdsa-sha1', exts: leafExts() });
  add('leaf-ecdsa-sha1', 'leaf signed with ecdsa-with-SHA1', {
    chain: [lp],
    bundle: [p],
    key: ec('p256leaf', 'prime256v1'),
    expect: ['cert-weak-crypto'],
  });
}
{
  const small = (bitsN) =>
    cert({ cn: `RSA ${bitsN} Intermediate`, key: rsa(`rsa${bitsN}`, bitsN), issuer: root, exts: caExts() });
  const i1023 = small(1023);
  add('intermediate-rsa-1023', 'intermediate with a 1023-bit RSA key', {
    chain: [leafOf(i1023), i1023],
    bundle: [root],
    expect: ['cert-weak-crypto'],
  });
  const i512 = small(512);
  add('intermediate-rsa-512', 'intermediate with a 512-bit RSA key', {
    chain: [leafOf(i512), i512],
    bundle: [root],
    expect: ['cert-weak-crypto'],
  });
  const r1024 = cert({ cn: 'RSA 1024 Root', key: rsa('rsa1024', 1024), exts: caExts() });
  add('root-rsa-1024', '1024-bit RSA anchor is still allowed', { chain: [leafOf(r1024)], bundle: [r1024] });
  const r512 = cert({ cn: 'RSA 512 Root', key: rsa('rsa512', 512), exts: caExts() });
  add('root-rsa-512', '512-bit RSA anchor cannot verify the leaf', {
    chain: [leafOf(r512)],
    bundle: [r512],
    expect: ['cert-weak-crypto'],
  });
  const l512 = cert({ cn: HOST, key: rsa('rsa512', 512), issuer: root, exts: leafExts() });
  add('leaf-rsa-512', '512-bit RSA leaf key: the handshake signature is refused', {
    chain: [l512],
    bundle: [root],
    key: rsa('rsa512', 512),
    expect: ['cert-weak-crypto'],
  });
  const l1024 = cert({ cn: HOST, key: rsa('rsa1024', 1024), issuer: root, exts: leafExts() });
  add('leaf-rsa-1024', '1024-bit RSA leaf key', { chain: [l1024], bundle: [root], key: rsa('rsa1024', 1024) });
}

// ---- validity ----
const d = (s) => new Date(s);
add('leaf-expired', 'leaf expired', {
  chain: [leafOf(root, { notAfter: d('2026-01-01T00:00:00Z') })],
  bundle: [root],
  expect: ['cert-expired'],
});
add('leaf-not-yet-valid', 'leaf not yet valid', {
  chain: [leafOf(root, { notBefore: d('2026-07-01T00:00:00Z') })],
  bundle: [root],
  expect: ['cert-not-yet-valid'],
});
add('leaf-expiring-soon', 'leaf expires in 10 days: accepted, warned', {
  chain: [leafOf(root, { notAfter: d('2026-06-11T00:00:00Z') })],
  bundle: [root],
  expect: ['cert-expiring-soon'],
});
add('leaf-expires-at-eval-time', 'notAfter equals the evaluation time: still valid', {
  chain: [leafOf(root, { notAfter: d(AT) })],
  bundle: [root],
  expect: ['cert-expiring-soon'],
});
add('leaf-one-second-expired', 'notAfter one second before the evaluation time', {
  chain: [leafOf(root, { notAfter: d('2026-05-31T23:59:59Z') })],
  bundle: [root],
  expect: ['cert-expired'],
});
{
  const i = cert({
    cn: 'Expired Intermediate',
    key: rsa('int'),
    issuer: root,
    notAfter: d('2026-01-01T00:00:00Z'),
    exts: caExts(),
  });
  add('intermediate-expired', 'intermediate expired', {
    chain: [leafOf(i), i],
    bundle: [root],
    expect: ['cert-expired'],
  });
  const r = cert({ cn: 'Expired Root', key: rsa('root2'), notAfter: d('2026-01-01T00:00:00Z'), exts: caExts() });
  add('root-expired', 'anchor expired', { chain: [leafOf(r)], bundle: [r], expect: ['cert-expired'] });
  const rn = cert({ cn: 'Future Root', key: rsa('root2'), notBefore: d('2027-01-01T00:00:00Z'), exts: caExts() });
  add('root-not-yet-valid', 'anchor not yet valid', {
    chain: [leafOf(rn)],
    bundle: [rn],
    expect: ['cert-not-yet-valid'],
  });
  const late = leafOf(root, { notAfter: d('2051-01-01T00:00:00Z') });
  add('generalized-time', 'notAfter after 2049 encoded as GeneralizedTime', { chain: [late], bundle: [root] });
  const pe = cert({ cn: HOST, key: rsa('leaf'), notAfter: d('2026-01-01T00:00:00Z'), exts: leafExts() });
  add('pinned-leaf-expired', 'pinned self-signed leaf that expired', {
    chain: [pe],
    bundle: [pe],
    expect: ['cert-expired'],
  });
}

// ---- path length ----
{
  const r0 = cert({ cn: 'PathLen0 Root', key: rsa('root2'), exts: [bc(true, 0), ku(['keyCertSign'])] });
  const i = cert({ cn: 'Under PathLen0', key: rsa('int'), issuer: r0, exts: caExts() });
  add('root-pathlen0-with-intermediate', 'root pathLen 0 but an intermediate below it', {
    chain: [leafOf(i), i],
    bundle: [r0],
    expect: ['cert-untrusted'],
  });
  add('root-pathlen0-direct', 'root pathLen 0 signs the leaf directly', { chain: [leafOf(r0)], bundle: [r0] });
  const r1 = cert({ cn: 'PathLen1 Root', key: rsa('root2'), exts: [bc(true, 1), ku(['keyCertSign'])] });
  const i1 = cert({ cn: 'Under PathLen1', key: rsa('int'), issuer: r1, exts: [bc(true, 0), ku(['keyCertSign'])] });
  add('root-pathlen1-one-intermediate', 'root pathLen 1, one intermediate with pathLen 0', {
    chain: [leafOf(i1), i1],
    bundle: [r1],
  });
  const i2 = cert({ cn: 'Second Level', key: rsa('int2'), issuer: i1, exts: caExts() });
  add('intermediate-pathlen0-exceeded', 'intermediate pathLen 0 with another intermediate below', {
    chain: [leafOf(i2), i2, i1],
    bundle: [r1],
    expect: ['cert-untrusted'],
  });
}

// ---- name constraints ----
{
  const ncRoot = (nc) => cert({ cn: 'Constrained Root', key: rsa('root2'), exts: caExts([nameConstraints(nc)]) });
  const leafNames = (r, names) =>
    cert({ cn: HOST, key: rsa('leaf'), issuer: r, exts: [bc(false), eku(['serverAuth']), san(names)] });
  let r = ncRoot({ permitted: [{ dns: 'svc' }] });
  add('nc-permitted-ok', 'root permits svc', { chain: [leafOf(r)], bundle: [r] });
  r = ncRoot({ permitted: [{ dns: 'example.com' }] });
  add('nc-permitted-mismatch', 'root permits only example.com', {
    chain: [leafOf(r)],
    bundle: [r],
    expect: ['cert-untrusted'],
  });
  r = ncRoot({ excluded: [{ dns: 'system.svc' }] });
  add('nc-excluded', 'root excludes system.svc', { chain: [leafOf(r)], bundle: [r], expect: ['cert-untrusted'] });
  r = ncRoot({ permitted: [{ dns: '.system.svc' }] });
  add('nc-leading-dot', '.system.svc permits subdomains only', { chain: [leafOf(r)], bundle: [r] });
  add('nc-leading-dot-apex', '.system.svc does not permit system.svc itself', {
    chain: [leafNames(r, [{ dns: 'system.svc' }])],
    bundle: [r],
    host: 'system.svc',
    expect: ['cert-untrusted'],
  });
  r = ncRoot({ permitted: [{ dns: 'svc' }] });
  add('nc-other-san-outside', 'every SAN is checked, not only the dialled one', {
    chain: [leafNames(r, [{ dns: HOST }, { dns: 'evil.example.com' }])],
    bundle: [r],
    expect: ['cert-untrusted'],
  });
  r = ncRoot({ permitted: [{ ip: '10.0.0.0', mask: '255.0.0.0' }] });
  add('nc-ip-permitted', 'IP permitted 10.0.0.0/8; DNS names unconstrained', {
    chain: [leafNames(r, [{ dns: HOST }, { ip: '10.0.0.5' }])],
    bundle: [r],
  });
  add('nc-ip-outside', 'IP SAN outside the permitted range', {
    chain: [leafNames(r, [{ dns: HOST }, { ip: '192.168.1.5' }])],
    bundle: [r],
    expect: ['cert-untrusted'],
  });
  const i = cert({
    cn: 'Constrained Intermediate',
    key: rsa('int'),
    issuer: root,
    exts: caExts([nameConstraints({ permitted: [{ dns: 'other.svc' }] })]),
  });
  add('nc-on-intermediate', 'constraint on the intermediate', {
    chain: [leafOf(i), i],
    bundle: [root],
    expect: ['cert-untrusted'],
  });
  r = ncRoot({ excluded: [{ dns: 'evil.svc' }] });
  add('nc-excluded-wildcard', 'wildcard SAN overlapping an excluded name', {
    chain: [withNamesUnder(r, ['*.svc'])],
    bundle: [r],
    host: 'foo.svc',
    expect: ['cert-untrusted'],
  });
}
function withNamesUnder(r, names) {
  return cert({ cn: HOST, key: rsa('leaf'), issuer: r, exts: leafExts(names) });
}

// ---- caBundle quirks ----
const trusted = pem('TRUSTED CERTIFICATE', root.der);
const headered = pem(
  'CERTIFICATE',
  root.der,
  'Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00000000000000000000000000000000\n\n',
);
const garbage = '-----BEGIN CERTIFICATE-----\nTm90IGEgY2VydGlmaWNhdGUgYXQgYWxs\n-----END CERTIFICATE-----\n';
add('bundle-trusted-certificate', 'the only block is TRUSTED CERTIFICATE', {
  chain: [leaf],
  bundle: trusted,
  expect: ['cabundle-invalid'],
});
add('bundle-trusted-plus-good', 'a TRUSTED CERTIFICATE block and a usable block', {
  chain: [leaf],
  bundle: trusted + root.pem,
});
add('bundle-header-block', 'the only block has PEM headers', {
  chain: [leaf],
  bundle: headered,
  expect: ['cabundle-invalid'],
});
add('bundle-junk-between', 'text before, between and after blocks', {
  chain: [leaf],
  bundle: `# CA bundle\nhello\n${inter.pem}some junk\n${root.pem}trailing text`,
});
add('bundle-garbage-block', 'an unparsable CERTIFICATE block before the good one', {
  chain: [leaf],
  bundle: garbage + root.pem,
});
add('bundle-only-garbage', 'only an unparsable block', {
  chain: [leaf],
  bundle: garbage,
  expect: ['cabundle-invalid'],
});
add('bundle-empty', 'empty caBundle: the API server uses its system roots', {
  chain: [leaf],
  bundle: '',
  expect: ['cabundle-invalid'],
});
add('bundle-no-pem', 'text without any PEM block', {
  chain: [leaf],
  bundle: 'not a certificate\n',
  expect: ['cabundle-invalid'],
});
add('bundle-crlf', 'CRLF line endings', { chain: [leaf], bundle: root.pem.replace(/\n/g, '\r\n') });
add('bundle-private-key-block', 'a PRIVATE KEY block next to the CA', {
  chain: [leaf],
  bundle: keyPem(rsa('other')) + root.pem,
});

// ---- parsing strictness ----
{
  const dup = cert({ cn: HOST, key: rsa('leaf'), issuer: root, exts: [...leafExts(), eku(['serverAuth'])] });
  add('leaf-duplicate-extension', 'leaf with the EKU extension twice', {
    chain: [dup],
    bundle: [root],
    expect: ['cert-malformed'],
  });
  const dupRoot = cert({ cn: 'Test Root CA', key: rsa('root'), exts: [...caExts(), bc(true)] });
  add('root-duplicate-extension', 'the only bundle certificate has a duplicate extension: skipped', {
    chain: [leaf],
    bundle: [dupRoot],
    expect: ['cabundle-invalid'],
  });
  const other = cert({ cn: 'Extra', key: rsa('other'), exts: [...caExts(), bc(true)] });
  add('extra-duplicate-extension', 'an unused extra served certificate fails to parse', {
    chain: [leaf, other],
    bundle: [root],
    expect: ['cert-malformed'],
  });
  add('leaf-negative-serial', 'leaf with a negative serial number', {
    chain: [leafOf(root, { serial: -12345n })],
    bundle: [root],
    expect: ['cert-malformed'],
  });
  const negRoot = cert({ cn: 'Test Root CA', key: rsa('root'), serial: -1n, exts: caExts() });
  add('root-negative-serial', 'the only bundle certificate has a negative serial: skipped', {
    chain: [leaf],
    bundle: [negRoot],
    expect: ['cabundle-invalid'],
  });
  add('leaf-zero-serial', 'serial number 0 is accepted', { chain: [leafOf(root, { serial: 0n })], bundle: [root] });
  add('leaf-unknown-critical-ext', 'leaf with an unknown critical extension', {
    chain: [leafOf(root, { exts: leafExts([HOST], [unknownExt(true)]) })],
    bundle: [root],
    expect: ['cert-malformed'],
  });
  add('leaf-unknown-noncritical-ext', 'leaf with an unknown non-critical extension', {
    chain: [leafOf(root, { exts: leafExts([HOST], [unknownExt(false)]) })],
    bundle: [root],
  });
  const rc = cert({ cn: 'Critical Root', key: rsa('root2'), exts: caExts([unknownExt(true)]) });
  add('root-unknown-critical-ext', 'anchor with an unknown critical extension', {
    chain: [leafOf(rc)],
    bundle: [rc],
    expect: ['cert-malformed'],
  });
  const ic = cert({ cn: 'Critical Intermediate', key: rsa('int'), issuer: root, exts: caExts([unknownExt(true)]) });
  add('intermediate-unknown-critical-ext', 'intermediate with an unknown critical extension', {
    chain: [leafOf(ic), ic],
    bundle: [root],
    expect: ['cert-malformed'],
  });
  const cs = cert({
    cn: '',
    key: rsa('leaf'),
    issuer: root,
    subject: seq(),
    exts: [bc(false), eku(['serverAuth']), san([{ dns: HOST }], true)],
  });
  add('critical-san-empty-subject', 'empty subject with a critical SAN (as Go writes it)', {
    chain: [cs],
    bundle: [root],
  });
  const mis = cert({ cn: HOST, key: rsa('leaf'), issuer: root, exts: leafExts(), innerAi: SIG['rsa-sha1'].ai });
  add('sig-alg-mismatch', 'inner and outer signature algorithms differ', {
    chain: [mis],
    bundle: [root],
    expect: ['cert-malformed'],
  });
}

// ---- served chain and key ----
add('key-mismatch', 'leaf served with an unrelated RSA key', {
  chain: [leaf],
  bundle: [root],
  key: rsa('other'),
  expect: ['cert-key-mismatch'],
});
add('key-type-mismatch', 'RSA leaf served with an EC key', {
  chain: [leaf],
  bundle: [root],
  key: ec('p256leaf', 'prime256v1'),
  expect: ['cert-key-mismatch'],
});
add('no-key', 'chain checked without the key', { chain: [leafViaInt, inter], bundle: [root], noKey: true });
add('no-key-untrusted', 'chain checked without the key, wrong bundle', {
  chain: [leafViaInt],
  bundle: [root],
  noKey: true,
  expect: ['cabundle-mismatch'],
});
add('chain-headers', 'served PEM block with headers is still used by the server', {
  chain: [pem('CERTIFICATE', leafViaInt.der, 'Comment: served\n\n'), inter],
  bundle: [root],
});
add('chain-trusted-intermediate', 'intermediate served as TRUSTED CERTIFICATE is dropped by the server', {
  chain: [leafViaInt, pem('TRUSTED CERTIFICATE', inter.der)],
  bundle: [root],
  expect: ['cabundle-mismatch'],
});
add('many-failures', 'expired, wrong name, clientAuth only, wrong CA', {
  chain: [
    cert({
      cn: 'x',
      key: rsa('leaf'),
      issuer: inter,
      notAfter: d('2026-01-01T00:00:00Z'),
      exts: [bc(false), eku(['clientAuth']), dnsSan('other.svc')],
    }),
  ],
  bundle: [root],
  expect: ['cert-expired', 'cert-hostname-mismatch', 'cert-eku-server-auth', 'cabundle-mismatch'],
});

// ---- more paths and sizes ----
{
  // Go explores every candidate: an expired intermediate with the same name and key does not hide a valid one.
  const stale = cert({
    cn: 'Test Intermediate CA',
    key: rsa('int'),
    issuer: root,
    notAfter: d('2026-01-01T00:00:00Z'),
    exts: caExts(),
  });
  add('stale-and-fresh-intermediate', 'expired and valid copies of the intermediate are both served', {
    chain: [leafViaInt, stale, inter],
    bundle: [root],
  });
  add('only-stale-intermediate', 'only the expired copy of the intermediate is served', {
    chain: [leafViaInt, stale],
    bundle: [root],
    expect: ['cert-expired'],
  });
  const sha1Leaf = leafOf(root, { sig: 'rsa-sha1' });
  add('pinned-sha1-leaf', "a pinned leaf's own signature is never checked", { chain: [sha1Leaf], bundle: [sha1Leaf] });
}
{
  // A modulus over 8192 bits: Go's TLS client refuses the served certificate before verifying anything.
  const n = crypto.randomBytes(1025);
  n[0] = 0x80;
  n[n.length - 1] |= 1;
  const bigSpki = seq(
    seq(oid('1.2.840.113549.1.1.1'), nul()),
    bits(seq(int(BigInt('0x' + n.toString('hex'))), int(65537))),
  );
  const big = cert({ cn: HOST, key: rsa('leaf'), spki: bigSpki, issuer: root, exts: leafExts() });
  add('leaf-rsa-over-8192', 'leaf with an 8200-bit RSA modulus', {
    chain: [big],
    bundle: [root],
    noKey: true,
    expect: ['cert-malformed'],
  });
  const p224 = cert({ cn: 'P224 Intermediate', key: ec('p224', 'secp224r1'), issuer: root, exts: caExts() });
  add('p224-intermediate', 'P-224 intermediate: parses and verifies in Go', {
    chain: [leafOf(p224), p224],
    bundle: [root],
  });
  const ipLeaf = cert({
    cn: HOST,
    key: rsa('leaf'),
    issuer: root,
    exts: [bc(false), eku(['serverAuth']), san([{ ip: '10.0.0.5' }, { dns: HOST }])],
  });
  add('ipv4-host-mapped', 'IPv4-mapped IPv6 host matches an IPv4 SAN', {
    chain: [ipLeaf],
    bundle: [root],
    host: '::ffff:10.0.0.5',
  });
  const r = cert({
    cn: 'Constrained Root',
    key: rsa('root2'),
    exts: caExts([nameConstraints({ excluded: [{ ip: '10.0.0.0', mask: '255.255.255.0' }] })]),
  });
  add('nc-ip-excluded', 'IP SAN inside an excluded range', {
    chain: [cert({ cn: HOST, key: rsa('leaf'), issuer: r, exts: [bc(false), san([{ ip: '10.0.0.5' }])] })],
    bundle: [r],
    host: '10.0.0.5',
    expect: ['cert-untrusted'],
  });
}

fs.writeFileSync(path.join(OUT, 'cases.json'), JSON.stringify({ at: AT, cases }, null, 2) + '\n');
console.log(`wrote ${cases.length} cases to ${path.relative(process.cwd(), OUT)}`);

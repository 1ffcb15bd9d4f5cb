/**
 * A shared CA and serving certificate for a webhook: the fix for controllers whose replicas each mint
 * their own CA. Node's crypto cannot build certificates, so the TBSCertificate is assembled with
 * node-forge's asn1 module and signed with Node's crypto (RSA: sha256WithRSAEncryption, ECDSA P-256:
 * ecdsa-with-SHA256). One code path serves both key types.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import forge from 'node-forge';
import { serviceHost } from './hostname.js';
import { parseIp } from './hostname.js';
import { parseCert } from './cert.js';

export interface GenerateOptions {
  /** `<name>.<namespace>` of the webhook Service. */
  service: string;
  /** Extra names: DNS names, or IP literals (IP SANs). */
  hosts: string[];
  keyType: 'rsa' | 'ecdsa';
  /** Validity of both certificates, in days. */
  days: number;
  now?: Date;
  /** The CA's Common Name (default webhook-cert-ca). */
  caName?: string;
  /**
   * An existing CA key to keep: with its certificate, the leaf is signed by that CA (caName must be its CN);
   * without, a new CA certificate is made for the same key (a same-key renewal).
   */
  ca?: { keyPem: string; certPem?: string };
}

export interface GeneratedCert {
  caCertPem: string;
  caKeyPem: string;
  certPem: string;
  keyPem: string;
}

const asn1 = forge.asn1;
const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;
type Node = forge.asn1.Asn1;

const bin = (b: Buffer) => b.toString('binary');
const seq = (value: Node[]): Node => asn1.create(U, T.SEQUENCE, true, value);
const set = (value: Node[]): Node => asn1.create(U, T.SET, true, value);
const oid = (s: string): Node => asn1.create(U, T.OID, false, asn1.oidToDer(s).getBytes());
const utf8 = (s: string): Node => asn1.create(U, T.UTF8, false, forge.util.encodeUtf8(s));
const octet = (b: Buffer): Node => asn1.create(U, T.OCTETSTRING, false, bin(b));
const bool = (v: boolean): Node => asn1.create(U, T.BOOLEAN, false, v ? '\xff' : '\x00');
const nul = (): Node => asn1.create(U, T.NULL, false, '');
const bits = (b: Buffer, unused = 0): Node => asn1.create(U, T.BITSTRING, false, String.fromCharCode(unused) + bin(b));
const integer = (b: Buffer): Node => asn1.create(U, T.INTEGER, false, bin(b));
// forge types the tag as its universal Type enum; a context-specific tag is a plain number.
const ctx = (n: number, constructed: boolean, value: Node[] | string): Node =>
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- see above
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, n, constructed, value);
const toDer = (n: Node): Buffer => Buffer.from(asn1.toDer(n).getBytes(), 'binary');
const fromDer = (b: Buffer): Node => asn1.fromDer(bin(b));

function time(d: Date): Node {
  return d.getUTCFullYear() < 2050
    ? asn1.create(U, T.UTCTIME, false, asn1.dateToUtcTime(d))
    : asn1.create(U, T.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(d));
}

function name(cn: string): Node {
  return seq([set([seq([oid('2.5.4.3'), utf8(cn)])])]);
}

function ext(id: string, critical: boolean, value: Node): Node {
  return seq([oid(id), ...(critical ? [bool(true)] : []), octet(toDer(value))]);
}

/** keyUsage bits, numbered as in RFC 5280 (0 = digitalSignature, 2 = keyEncipherment, 5 = keyCertSign, 6 = cRLSign). */
function keyUsage(bitsSet: number[]): Node {
  const n = Math.max(...bitsSet) + 1;
  const b = Buffer.alloc(Math.ceil(n / 8));
  for (const i of bitsSet) b[i >> 3]! |= 0x80 >> (i & 7);
  return ext('2.5.29.15', true, bits(b, b.length * 8 - n));
}

function serial(): Buffer {
  const b = randomBytes(16);
  b[0] = (b[0]! & 0x7f) | 0x40; // positive, no leading zero byte
  return b;
}

function keyId(spki: Buffer): Buffer {
  // RFC 5280 method 1: SHA-1 of the subjectPublicKey BIT STRING contents; SHA-256 truncated is as good here.
  return createHash('sha256').update(spki).digest().subarray(0, 20);
}

interface Signer {
  key: KeyObject;
  alg: Node;
  hash: string;
}

function signerFor(key: KeyObject, type: 'rsa' | 'ecdsa'): Signer {
  return type === 'rsa'
    ? { key, alg: seq([oid('1.2.840.113549.1.1.11'), nul()]), hash: 'sha256' }
    : { key, alg: seq([oid('1.2.840.10045.4.3.2')]), hash: 'sha256' };
}

interface CertSpec {
  subject: Node;
  issuer: Node;
  spki: Buffer;
  notBefore: Date;
  notAfter: Date;
  extensions: Node[];
}

function buildCert(spec: CertSpec, signer: Signer): string {
  const tbs = seq([
    ctx(0, true, [integer(Buffer.from([2]))]),
    integer(serial()),
    signer.alg,
    spec.issuer,
    seq([time(spec.notBefore), time(spec.notAfter)]),
    spec.subject,
    fromDer(spec.spki),
    ctx(3, true, [seq(spec.extensions)]),
  ]);
  const tbsDer = toDer(tbs);
  const signature = sign(signer.hash, tbsDer, signer.key);
  const der = toDer(seq([fromDer(tbsDer), signer.alg, bits(signature)]));
  return pem('CERTIFICATE', der);
}

function pem(type: string, der: Buffer): string {
  return `-----BEGIN ${type}-----\n${der.toString('base64').replace(/.{64}/g, '$&\n').replace(/\n$/, '')}\n-----END ${type}-----\n`;
}

function keyPairOf(pemText: string): { privateKey: KeyObject; publicKey: KeyObject } {
  const privateKey = createPrivateKey(pemText);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

function newKey(type: 'rsa' | 'ecdsa') {
  return type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: 2048 })
    : generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
}

/** RSA keys as PKCS#1 and EC keys as SEC1: the encodings Go's writers in this controller family produce. */
function keyPem(key: KeyObject, type: 'rsa' | 'ecdsa'): string {
  return key.export({ type: type === 'rsa' ? 'pkcs1' : 'sec1', format: 'pem' }).toString();
}

function sanExtension(names: string[]): Node {
  const general = names.map((n) => {
    const ip = parseIp(n);
    if (ip) {
      const v4 = ip.subarray(0, 12).equals(Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) && !n.includes(':');
      return ctx(7, false, bin(v4 ? ip.subarray(12) : ip));
    }
    return ctx(2, false, n);
  });
  return ext('2.5.29.17', false, seq(general));
}

export function generateSharedCert(options: GenerateOptions): GeneratedCert {
  if (!(options.days > 0)) throw new Error('days must be a positive number');
  const now = options.now ?? new Date();
  const notBefore = new Date(now.getTime() - 3_600_000); // tolerate clock skew between hosts
  const notAfter = new Date(now.getTime() + options.days * 86_400_000);
  const names = [
    ...new Set([serviceHost(options.service), ...options.hosts.map((h) => h.replace(/^\[(.*)\]$/, '$1'))]),
  ];

  const ca = options.ca ? keyPairOf(options.ca.keyPem) : newKey(options.keyType);
  const caSpki = ca.publicKey.export({ type: 'spki', format: 'der' });
  // A given CA certificate: the leaf's issuer is its subject, byte for byte (Go matches names byte-exact).
  const caName = options.ca?.certPem
    ? fromDer(parseCert(Buffer.from(new X509Certificate(options.ca.certPem).raw)).rawSubject)
    : name(options.caName ?? 'webhook-cert-ca');
  const caCertPem =
    options.ca?.certPem ??
    buildCert(
      {
        subject: caName,
        issuer: caName,
        spki: caSpki,
        notBefore,
        notAfter,
        extensions: [
          ext('2.5.29.19', true, seq([bool(true)])),
          keyUsage([0, 5, 6]),
          ext('2.5.29.14', false, octet(keyId(caSpki))),
        ],
      },
      signerFor(ca.privateKey, options.keyType),
    );

  const leaf = newKey(options.keyType);
  const leafSpki = leaf.publicKey.export({ type: 'spki', format: 'der' });
  const certPem = buildCert(
    {
      subject: name(names[0]!),
      issuer: caName,
      spki: leafSpki,
      notBefore,
      notAfter,
      extensions: [
        ext('2.5.29.19', true, seq([])),
        keyUsage(options.keyType === 'rsa' ? [0, 2] : [0]),
        ext('2.5.29.37', false, seq([oid('1.3.6.1.5.5.7.3.1')])),
        ext('2.5.29.35', false, seq([ctx(0, false, bin(keyId(caSpki)))])),
        sanExtension(names),
      ],
    },
    signerFor(ca.privateKey, options.keyType),
  );

  return {
    caCertPem,
    caKeyPem: keyPem(ca.privateKey, options.keyType),
    certPem,
    keyPem: keyPem(leaf.privateKey, options.keyType),
  };
}

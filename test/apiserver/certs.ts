// Test certificates made at test time with node-forge (keys from Node's native generator, for speed).
import { generateKeyPairSync, randomBytes, sign as nodeSign } from 'node:crypto';
import forge from 'node-forge';

const { pki } = forge;

export interface Issued {
  certPem: string;
  keyPem: string;
  /** Subject key identifier, raw bytes as a forge binary string. */
  ski: string;
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

export interface LeafOptions {
  dnsNames?: string[];
  ips?: string[];
  commonName?: string;
  days?: number;
  /** The extended key usage (default serverAuth). */
  eku?: 'serverAuth' | 'clientAuth';
  /** Valid from ten days ago until yesterday. */
  expired?: boolean;
}

// RSA-2048 generation costs ~200 ms; a scenario needs at most 8 distinct keys at once, so reuse a pool.
const POOL_SIZE = 10;
const pool: Array<{ keyPem: string; key: forge.pki.rsa.PrivateKey }> = [];
let nextKey = 0;

function newKey() {
  const i = nextKey++ % POOL_SIZE;
  if (!pool[i]) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    pool[i] = { keyPem, key: pki.privateKeyFromPem(keyPem) };
  }
  return pool[i];
}

/** forge builds the certificate; Node signs it (forge's JavaScript RSA is ~100x slower). */
function sign(cert: forge.pki.Certificate, issuerKeyPem: string): void {
  const c = cert as forge.pki.Certificate & { tbsCertificate: forge.asn1.Asn1; md: unknown };
  c.siginfo.algorithmOid = c.signatureOid = pki.oids.sha256WithRSAEncryption!;
  c.md = forge.md.sha256.create();
  c.tbsCertificate = (
    pki as unknown as { getTBSCertificate(c: forge.pki.Certificate): forge.asn1.Asn1 }
  ).getTBSCertificate(cert);
  const tbs = Buffer.from(forge.asn1.toDer(c.tbsCertificate).getBytes(), 'binary');
  c.signature = nodeSign('sha256', tbs, issuerKeyPem).toString('binary');
}

function baseCert(publicKey: forge.pki.PublicKey, days: number): forge.pki.Certificate {
  const cert = pki.createCertificate();
  cert.publicKey = publicKey;
  // Positive serial: first byte below 0x80.
  cert.serialNumber = '01' + randomBytes(15).toString('hex');
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + days * 86_400_000);
  return cert;
}

/** A self-signed CA like the ones the koord/kruise writer makes (CN webhook-cert-ca); O before CN when given. */
export function makeCa(commonName = 'webhook-cert-ca', days = 3650, organization?: string): Issued {
  const { keyPem, key } = newKey();
  const publicKey = pki.setRsaPublicKey(key.n, key.e);
  const cert = baseCert(publicKey, days);
  const attrs = [
    ...(organization ? [{ name: 'organizationName', value: organization }] : []),
    { name: 'commonName', value: commonName },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  // forge always derives the SKI itself (SHA-1 of the key bits), so read it back from the certificate.
  const ski = cert.generateSubjectKeyIdentifier().getBytes();
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  sign(cert, keyPem);
  return { certPem: pki.certificateToPem(cert), keyPem, ski, cert, key };
}

export function issueLeaf(ca: Issued, options: LeafOptions): Issued {
  const { keyPem, key } = newKey();
  const publicKey = pki.setRsaPublicKey(key.n, key.e);
  const cert = baseCert(publicKey, options.days ?? 365);
  if (options.expired) {
    cert.validity.notBefore = new Date(Date.now() - 10 * 86_400_000);
    cert.validity.notAfter = new Date(Date.now() - 86_400_000);
  }
  cert.setSubject([{ name: 'commonName', value: options.commonName ?? options.dnsNames?.[0] ?? 'webhook' }]);
  cert.setIssuer(ca.cert.subject.attributes);
  const altNames = [
    ...(options.dnsNames ?? []).map((value) => ({ type: 2, value })),
    ...(options.ips ?? []).map((ip) => ({ type: 7, ip })),
  ];
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', [options.eku ?? 'serverAuth']: true },
    { name: 'subjectAltName', altNames },
    { name: 'authorityKeyIdentifier', keyIdentifier: ca.ski },
  ]);
  sign(cert, ca.keyPem);
  return {
    certPem: pki.certificateToPem(cert),
    keyPem,
    ski: cert.generateSubjectKeyIdentifier().getBytes(),
    cert,
    key,
  };
}

export function b64(text: string): string {
  return Buffer.from(text).toString('base64');
}

import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { parseCaBundle } from '../x509/index.js';

/** The certificates the API server would use from a caBundle (the project's Go-compatible reader). */
export function certificateBlocks(pem: string): Buffer[] {
  return parseCaBundle(pem).certs.map((c) => c.der);
}

export function decodeBase64(text: string | undefined): string {
  return text ? Buffer.from(text, 'base64').toString('latin1') : '';
}

/** SHA-256 of the DER, colon hex, as openssl and Node print it. */
export function fingerprint(der: Buffer): string {
  return new X509Certificate(der).fingerprint256;
}

export function shortFingerprint(fp: string): string {
  return fp.replace(/:/g, '').slice(0, 16).toLowerCase();
}

export function subjectCn(der: Buffer): string {
  const subject = new X509Certificate(der).subject;
  return /CN=([^\n]+)/.exec(subject)?.[1] ?? subject.replace(/\n/g, ', ');
}

export function toPem(der: Buffer): string {
  const b64 = der.toString('base64').replace(/(.{64})/g, '$1\n').replace(/\n$/, '');
  return `-----BEGIN CERTIFICATE-----\n${b64}\n-----END CERTIFICATE-----\n`;
}

const AKI_OID = '2.5.29.35';

/**
 * The key id of the issuing CA (authorityKeyIdentifier), which tells CAs apart even when they share
 * a subject, as every replica's `webhook-cert-ca` does. Node does not expose it, so read the DER.
 */
export function authorityKeyId(der: Buffer): string | undefined {
  try {
    const cert = forge.asn1.fromDer(der.toString('binary'));
    const tbs = (cert.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
    const wrapper = tbs.find((n) => n.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && n.type === 3);
    const exts = ((wrapper?.value as forge.asn1.Asn1[] | undefined)?.[0]?.value ?? []) as forge.asn1.Asn1[];
    for (const ext of exts) {
      const parts = ext.value as forge.asn1.Asn1[];
      if (forge.asn1.derToOid(parts[0]!.value as string) !== AKI_OID) continue;
      const octets = parts[parts.length - 1]!.value as string;
      const seq = forge.asn1.fromDer(octets).value as forge.asn1.Asn1[];
      const keyId = seq.find((n) => n.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && n.type === 0);
      return keyId ? forge.util.bytesToHex(keyId.value as string) : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Identifies the CA that issued a served leaf: its key id, else its issuer name. */
export function issuerKey(der: Buffer): string {
  const aki = authorityKeyId(der);
  const issuer = new X509Certificate(der).issuer.replace(/\n/g, ', ');
  return aki ? `${issuer} (key id ${aki.slice(0, 16)})` : issuer;
}

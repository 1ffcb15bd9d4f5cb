/** Public surface of the certificate verifier. The generator (node-forge) is not here: `cert generate` imports it on demand. */
import { createHash } from 'node:crypto';
import { decodePem } from './pem.js';

export { verifyServing, summary } from './verify.js';
export type {
  CertProblem,
  CertReason,
  CertRole,
  ChainReason,
  VerifyInput,
  CertSummary,
  VerifyResult,
} from './verify.js';
export { parseCaBundle, decodeBase64CaBundle, decodePem, looksLikeBase64 } from './pem.js';
export type { PemBlock, ParsedBundle, BundleCert } from './pem.js';

/**
 * SHA-256 fingerprint (lower-case hex) of a certificate given as DER or as PEM text (first CERTIFICATE
 * block). Returns undefined when the PEM holds no certificate.
 */
export function fingerprint256(pemOrDer: string | Buffer): string | undefined {
  let der: Buffer | undefined;
  if (Buffer.isBuffer(pemOrDer) && pemOrDer[0] === 0x30) der = pemOrDer;
  else der = decodePem(pemOrDer.toString('latin1')).find((b) => b.type === 'CERTIFICATE')?.bytes;
  return der ? createHash('sha256').update(der).digest('hex') : undefined;
}

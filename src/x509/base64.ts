// Apart from pem.ts, which imports the certificate parser: the effective state reads a caBundle's text
// without loading it.

/**
 * A caBundle as written in a webhook configuration is base64 of PEM. Returns the PEM text, or
 * undefined when the value is not valid base64.
 */
export function decodeBase64CaBundle(b64: string): string | undefined {
  const s = b64.replace(/\s+/g, '');
  if (s.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(s)) return undefined;
  return Buffer.from(s, 'base64').toString('latin1');
}

/** True when the text looks like base64 rather than PEM (used to accept either form of caBundle). */
export function looksLikeBase64(text: string): boolean {
  const s = text.trim();
  return s.length > 0 && !s.includes('-----BEGIN') && /^[A-Za-z0-9+/=\s]+$/.test(s);
}

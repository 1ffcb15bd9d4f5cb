// Regenerates examples/fixed/ from the incident: a shared CA + serving certificate in the Secret the
// controller reads, WEBHOOK_CERT_WRITER=secret, least-privilege RBAC, maxUnavailable: 0, and every
// caBundle set to the Secret's CA. Fixed dates (valid 2026-01-01 .. 2036-01-01) so the example does not rot.
// Run after a build: node examples/make-fixed.mjs
import { readFileSync, writeFileSync } from 'node:fs';
const { generateSharedCert } = await import('../build/src/x509/generate.js');

const host = 'koord-webhook.internal.example';
const ns = 'koordinator-system';
const secretName = 'koord-manager-webhook-certs';
const pem = generateSharedCert({
  service: `koordinator-webhook-service.${ns}`,
  hosts: [host],
  keyType: 'ecdsa',
  days: 3650,
  now: new Date('2026-01-01T00:00:00Z'),
});
const b64 = (s) => Buffer.from(s).toString('base64');
const dir = new URL('./fixed/', import.meta.url);

const secret = `# The shared certificate every replica serves (webhook-cert-gate cert generate --layout koordinator).
# Example key material for a demo cluster only: never commit a real private key.
apiVersion: v1
kind: Secret
metadata:
  name: ${secretName}
  namespace: ${ns}
type: Opaque
data:
  ca-cert.pem: ${b64(pem.caCertPem)}
  ca-key.pem: ${b64(pem.caKeyPem)}
  cert.pem: ${b64(pem.certPem)}
  key.pem: ${b64(pem.keyPem)}
`;
writeFileSync(new URL('secret.yaml', dir), secret);

const incident = new URL('./incident/', import.meta.url);
const webhooks = readFileSync(new URL('webhooks.yaml', incident), 'utf8')
  .replace(/failurePolicy: Ignore/g, 'failurePolicy: Fail')
  .replace(/( {6}url: .*)/g, `$1\n      caBundle: ${b64(pem.caCertPem)}`);
writeFileSync(new URL('webhooks.yaml', dir), webhooks);

import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-untrusted',
  severity: 'error',
  description: 'The serving certificate does not chain to the CA that will be in caBundle.',
  why: 'The API server builds a chain from the served certificate to a caBundle certificate (byte-exact issuer/subject, parents must be CAs with keyCertSign, no SHA-1/MD5, RSA ≥ 1024). If it cannot, every admission call fails TLS.',
  howToFix: 'Issue the serving certificate from the CA you publish in caBundle (webhook-cert-gate cert generate), and serve any intermediates after the leaf.',
  example: '# cert.pem issued by an intermediate that is neither served nor in caBundle\nwebhook-cert-gate cert --chain cert.pem --ca-bundle root.pem --service hook.apps',
});

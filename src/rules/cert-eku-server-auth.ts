import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-eku-server-auth',
  severity: 'error',
  description: 'A certificate in the chain has an extended key usage without serverAuth.',
  why: 'Go requires serverAuth on every certificate of the chain that carries an EKU extension, the anchor included (unlike OpenSSL, which checks only the leaf).',
  howToFix: 'Reissue with extendedKeyUsage serverAuth (or no EKU extension) on the leaf, intermediates and root.',
  example: '# the CA carries extendedKeyUsage clientAuth only: Go refuses the whole chain\nwebhook-cert-gate cert --chain cert.pem --ca-bundle ca.pem --service hook.apps',
});

import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-malformed',
  severity: 'error',
  description: 'A served certificate or key that Go cannot parse.',
  why: 'Every served certificate is parsed, extras included; duplicate extensions, negative serials, unknown critical extensions or an RSA-PSS key fail the call.',
  howToFix: 'Regenerate the certificate with a standard tool (webhook-cert-gate cert generate, cert-manager, openssl req -x509).',
  example: '# a certificate with two subjectAltName extensions\nwebhook-cert-gate cert --chain dup-ext.pem --ca-bundle ca.pem --service hook.apps',
});

import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-expired',
  severity: 'error',
  description: 'A certificate in the chain has expired at the evaluation time.',
  why: 'Validity is checked for every certificate in the chain, anchor included: an expired CA breaks every replica at once.',
  howToFix: 'Renew the certificate (and the CA if it is the one expired) and roll the Secret and caBundle together.',
  example: 'webhook-cert-gate cert --chain cert.pem --ca-bundle ca.pem --service hook.apps --at 2036-01-01T00:00:00Z',
});

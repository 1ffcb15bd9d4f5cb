import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-not-yet-valid',
  severity: 'error',
  description: 'A certificate in the chain is not valid yet at the evaluation time.',
  why: 'A notBefore in the future (clock skew, a certificate minted for a later date) fails the handshake until then.',
  howToFix: 'Reissue with a notBefore in the past; check the clock of the machine that issued it.',
  example: '# notBefore is tomorrow (issuer clock ahead)\nwebhook-cert-gate cert --chain cert.pem --ca-bundle ca.pem --service hook.apps',
});

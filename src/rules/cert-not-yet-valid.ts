import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-not-yet-valid',
  severity: 'error',
  description: 'A certificate in the chain is not valid yet at the evaluation time.',
});

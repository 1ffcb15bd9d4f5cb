import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-expired',
  severity: 'error',
  description: 'A certificate in the chain has expired at the evaluation time.',
});

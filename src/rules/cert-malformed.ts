import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-malformed',
  severity: 'error',
  description: 'A served certificate or key that Go cannot parse.',
});

import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-key-mismatch',
  severity: 'error',
  description: 'The private key does not belong to the serving certificate.',
});

import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cabundle-mismatch',
  severity: 'error',
  description: 'A caBundle that cannot verify the shared certificate its webhook serves.',
});

import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-eku-server-auth',
  severity: 'error',
  description: 'A certificate in the chain has an extended key usage without serverAuth.',
});

import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-untrusted',
  severity: 'error',
  description: 'The serving certificate does not chain to the CA that will be in caBundle.',
});

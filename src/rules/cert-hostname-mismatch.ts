import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-hostname-mismatch',
  severity: 'error',
  description: 'The serving certificate has no SAN for the name the API server dials.',
});

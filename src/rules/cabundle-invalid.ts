import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cabundle-invalid',
  severity: 'error',
  description: 'A caBundle that is not base64 or holds no usable CERTIFICATE block.',
});

import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-weak-crypto',
  severity: 'error',
  description: 'A parent signature uses SHA-1/MD5, or a key is too small or of an unsupported type.',
});

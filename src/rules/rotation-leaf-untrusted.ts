import { rotationRule } from './templates/rotation-rule.js';

export const rule = rotationRule({
  id: 'rotation-leaf-untrusted',
  severity: 'error',
  description:
    'A change that makes backends serve a certificate the caBundle in force while it is served does not trust.',
});

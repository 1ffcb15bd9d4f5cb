import { rotationRule } from './templates/rotation-rule.js';

export const rule = rotationRule({
  id: 'rotation-ca-rekey',
  severity: 'error',
  description:
    'A CA certificate object whose key changes at every renewal while the leaves it signed are not re-issued.',
});

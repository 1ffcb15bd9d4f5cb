import { rotationRule } from './templates/rotation-rule.js';

export const rule = rotationRule({
  id: 'rotation-ca-per-render',
  severity: 'error',
  description: 'A chart that makes its CA or certificate at render time: every upgrade rotates without overlap.',
});

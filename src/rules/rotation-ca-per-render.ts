import { rotationRule } from './templates/rotation-rule.js';

export const rule = rotationRule({
  id: 'rotation-ca-per-render',
  severity: 'error',
  description:
    'A CA and certificate made anew by every render (Helm genCA) or every start of a controller: each upgrade rotates without overlap.',
});

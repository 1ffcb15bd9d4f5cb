import { rotationRule } from './templates/rotation-rule.js';

export const rule = rotationRule({
  id: 'rotation-rotator-enabled',
  severity: 'error',
  description: "A change that turns on a controller's certificate rotator over a certificate another issuer owns.",
});

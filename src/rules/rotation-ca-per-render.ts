import { rotationRule } from './templates/rotation-rule.js';

export const rule = rotationRule({
  id: 'rotation-ca-per-render',
  severity: 'error',
  description:
    'A CA and certificate made anew by every render (Helm genCA), every start of a controller or every run of a Job or CronJob: each upgrade or run rotates without overlap.',
});

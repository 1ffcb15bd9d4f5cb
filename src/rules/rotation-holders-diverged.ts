import { rotationRule } from './templates/rotation-rule.js';

export const rule = rotationRule({
  id: 'rotation-holders-diverged',
  severity: 'error',
  description:
    'Holders served by the same Secret that a change moves to different CAs: some get the new CA, others keep only the old.',
});

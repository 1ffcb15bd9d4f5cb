import { rotationRule } from './templates/rotation-rule.js';

export const rule = rotationRule({
  id: 'rotation-ca-dropped',
  severity: 'error',
  description:
    'A change whose caBundle drops the CA that signs the certificate backends serve until they have the new one.',
});

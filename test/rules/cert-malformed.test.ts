import { rule } from '../../src/rules/cert-malformed.js';
import { controllerServing } from './manifests.js';
import { ruleTester } from './rule-tester.js';

ruleTester(rule, {
  valid: [controllerServing('p256-chain')],
  invalid: [
    { code: controllerServing('secp256k1-leaf'), errors: [{ kind: 'Secret' }] },
    { code: controllerServing('rsa-pss-spki-leaf'), errors: [{ messageId: 'leafKeyUnsupported' }] },
  ],
});

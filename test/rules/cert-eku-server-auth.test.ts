import { rule } from '../../src/rules/cert-eku-server-auth.js';
import { controllerServing } from './manifests.js';
import { ruleTester } from './rule-tester.js';

ruleTester(rule, {
  valid: [controllerServing('intermediate-eku-serverauth'), controllerServing('leaf-no-eku')],
  invalid: [
    { code: controllerServing('leaf-clientauth-only'), errors: [{ kind: 'Secret' }] },
    { code: controllerServing('intermediate-eku-clientauth'), errors: [{ messageId: 'eku' }] },
  ],
});

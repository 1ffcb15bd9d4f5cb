import { rule } from '../../src/rules/cert-weak-crypto.js';
import { controllerServing } from './manifests.js';
import { ruleTester } from './rule-tester.js';

ruleTester(rule, {
  valid: [controllerServing('rsa-intermediate'), controllerServing('intermediate-sha1-as-anchor')],
  invalid: [
    { code: controllerServing('intermediate-sha1'), errors: [{ kind: 'Secret' }] },
    { code: controllerServing('leaf-md5'), errors: [{ messageId: 'weakSignature' }] },
  ],
});

import { rule } from '../../src/rules/cert-untrusted.js';
import { controllerServing, controllerWith, lineageData, pems } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const p = pems();
ruleTester(rule, {
  valid: [
    { name: 'issued by ca-cert.pem', code: controllerWith(lineageData(p)) },
    { name: 'root -> intermediate -> leaf, intermediate served (x509 corpus)', code: controllerServing('rsa-intermediate') },
  ],
  invalid: [
    { name: 'an intermediate without basicConstraints (x509 corpus)', code: controllerServing('intermediate-no-basic-constraints'), errors: [{ messageId: 'problem', kind: 'Secret' }] },
  ],
});

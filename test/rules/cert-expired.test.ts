import { rule } from '../../src/rules/cert-expired.js';
import { controllerServing, controllerWith, lineageData, pems } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const p = pems([], 3650);
ruleTester(rule, {
  valid: [
    { name: 'valid at the evaluation time', code: controllerWith(lineageData(p)) },
  ],
  invalid: [
    { name: 'after notAfter: the leaf and the CA', code: controllerWith(lineageData(p)), options: { at: new Date('2036-02-01T00:00:00Z') }, errors: [{ messageId: 'problem', kind: 'Secret', field: 'data["cert.pem"]' }, { messageId: 'problem', kind: 'Secret' }] },
    { name: 'an expired intermediate (x509 corpus)', code: controllerServing('intermediate-expired').replace('webhook.system.svc', 'webhook.system.svc'), errors: [{ messageId: 'problem', message: /expired/ }] },
  ],
});

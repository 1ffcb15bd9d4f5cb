import { rule } from '../../src/rules/cert-key-mismatch.js';
import { controllerServing, controllerWith, lineageData, pems } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const p = pems();
ruleTester(rule, {
  valid: [{ name: 'the key generated with the certificate', code: controllerWith(lineageData(p)) }],
  invalid: [
    {
      name: 'key.pem from another generation',
      code: controllerWith({ ...lineageData(p), 'key.pem': pems().keyPem }),
      errors: [{ kind: 'Secret' }],
    },
    {
      name: 'P-256 leaf with another key (x509 corpus)',
      code: controllerServing('p256-key-mismatch'),
      errors: [{ messageId: 'keyMismatch' }],
    },
  ],
});

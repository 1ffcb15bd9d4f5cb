import { rule } from '../../src/rules/cabundle-invalid.js';
import { b64, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const one = (caBundle: string) =>
  webhooks('Validating', 'v', [{ name: 'v.example.com', url: 'https://h.example/v', caBundle }]);
const certgen = `---
apiVersion: batch/v1
kind: Job
metadata: {name: v-patch, namespace: apps}
spec:
  template:
    spec:
      restartPolicy: OnFailure
      containers: [{name: patch, image: jet/kube-webhook-certgen:v1.5.1, args: [patch, --webhook-name=v]}]
`;

ruleTester(rule, {
  valid: [
    { name: 'empty: the system roots (not checkable offline)', code: one('') },
    { name: 'the placeholder Cg== that a certgen patch Job replaces', code: one('Cg==') + certgen },
    { name: 'whatever a certgen patch Job replaces', code: one(b64('junk')) + certgen },
  ],
  invalid: [
    { name: 'not base64', code: one('not*base64'), errors: [{ message: /not base64/ }] },
    {
      name: 'a PEM block that does not parse',
      code: one(b64('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n')),
      errors: [{ field: 'webhooks[0].clientConfig.caBundle' }],
    },
    {
      name: 'the placeholder with nobody to replace it',
      code: one('Cg=='),
      errors: [{ message: /no usable CERTIFICATE block/ }],
    },
  ],
});

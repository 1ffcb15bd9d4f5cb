import { rule } from '../../src/rules/suppression-rule-unknown.js';
import { ruleTester } from './rule-tester.js';

const cfg = (key: string) => `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: v
  annotations:
    webhook-cert-gate.io/${key}: "audit-only webhook"
    example.com/unrelated: "x"
webhooks:
  - name: v.example.com
    failurePolicy: Ignore
    clientConfig: {url: "https://h.example/v"}
`;

ruleTester(rule, {
  valid: [
    { name: 'a suppression of a known rule', code: cfg('ignore-webhook-failure-policy-ignore') },
    { name: 'another annotation of the prefix domain', code: cfg('owner') },
  ],
  invalid: [
    {
      name: 'a typo in the rule id',
      code: cfg('ignore-webhook-failure-policy-ignored'),
      errors: [
        {
          messageId: 'unknown',
          severity: 'warning',
          line: 6,
          field: 'metadata.annotations["webhook-cert-gate.io/ignore-webhook-failure-policy-ignored"]',
          message: /names no rule, so it suppresses nothing; did you mean 'webhook-failure-policy-ignore'\?/,
        },
      ],
    },
    {
      name: 'an id from another tool: no rule is close, so none is suggested',
      code: cfg('ignore-latest-tag'),
      errors: [{ messageId: 'unknownFar', line: 6, message: /suppresses nothing \(no rule id is close to it\)$/ }],
    },
    {
      name: 'any far typo: never an unrelated rule',
      code: cfg('ignore-zz'),
      errors: [{ messageId: 'unknownFar', line: 6 }],
    },
  ],
});

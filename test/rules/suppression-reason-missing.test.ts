import { rule } from '../../src/rules/suppression-reason-missing.js';
import { ruleTester } from './rule-tester.js';

const cfg = (value: string) => `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: v
  annotations:
    webhook-cert-gate.io/ignore-webhook-failure-policy-ignore: ${JSON.stringify(value)}
webhooks:
  - name: v.example.com
    failurePolicy: Ignore
    clientConfig: {url: "https://h.example/v"}
`;

ruleTester(rule, {
  valid: [
    { name: 'a suppression with a reason', code: cfg('audit-only webhook, fail-open accepted') },
    {
      name: '--strict refuses every suppression (the suppressed rule reports instead)',
      code: cfg(''),
      options: { strict: true },
    },
  ],
  invalid: [
    {
      name: 'an empty reason',
      code: cfg(''),
      errors: [{ severity: 'warning', line: 6, message: /suppresses webhook-failure-policy-ignore without a reason/ }],
    },
  ],
});

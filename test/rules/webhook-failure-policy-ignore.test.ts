import type { CheckOptions } from '../../src/check.js';
import { rule } from '../../src/rules/webhook-failure-policy-ignore.js';
import { webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const one = (failurePolicy?: string, apiVersion?: string, name = 'v.example.com') =>
  webhooks('Validating', 'v', [{ name, url: 'https://h.example/v', failurePolicy }], {}, apiVersion);
const certgen = (policy: string) => `---
apiVersion: batch/v1
kind: Job
metadata: {name: v-patch, namespace: apps}
spec:
  template:
    spec:
      restartPolicy: OnFailure
      containers:
        - name: patch
          image: jet/kube-webhook-certgen:v1.5.1
          args:
            - patch
            - --webhook-name=v
            - --patch-failure-policy=${policy}
`;

const allow = (...names: string[]): Partial<CheckOptions> => ({
  config: { rules: { 'webhook-failure-policy-ignore': ['warning', { allow: names }] } },
});

ruleTester(rule, {
  valid: [
    {
      name: 'allow: a webhook meant to fail open',
      code: one('Ignore', undefined, 'labels.example.com'),
      options: allow('labels.example.com'),
    },
    {
      name: "kube-webhook-certgen's --patch-failure-policy=Ignore writes nothing (an empty case): the rendered Fail stays",
      code: one('Fail') + certgen('Ignore'),
    },
    { name: 'Fail', code: one('Fail') },
    { name: 'v1 defaults to Fail', code: one() },
    { name: 'a certgen patch Job turns the shipped Ignore into Fail', code: one('Ignore') + certgen('Fail') },
    {
      name: 'istiod turns rev.validation.istio.io into Fail once ready',
      code: one('Ignore', undefined, 'rev.validation.istio.io'),
    },
  ],
  invalid: [
    {
      name: 'explicit Ignore',
      code: one('Ignore'),
      errors: [{ messageId: 'ignore', field: 'webhooks[0].failurePolicy', line: 8 }],
    },
    {
      name: 'allow names other webhooks: this one is still reported',
      code: one('Ignore'),
      options: allow('labels.example.com'),
      errors: [{ messageId: 'ignore', severity: 'warning' }],
    },
    {
      name: 'the v1beta1 default',
      code: one(undefined, 'admissionregistration.k8s.io/v1beta1'),
      errors: [{ messageId: 'ignore', field: 'webhooks[0]', message: /v1beta1 default/ }],
    },
    {
      name: "a patch Job's Ignore writes nothing: the rendered Ignore stays and is reported on the configuration",
      code: one('Ignore') + certgen('Ignore'),
      errors: [{ messageId: 'ignore', kind: 'ValidatingWebhookConfiguration', field: 'webhooks[0].failurePolicy' }],
    },
  ],
});

import type { CheckOptions } from '../../src/check.js';
import { rule } from '../../src/rules/webhook-rollout-unavailable.js';
import { deployment, secretWriter, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const rollout = (strategy: string, replicas = 8) => deployment({ replicas, strategy, env: secretWriter() });
const other = `apiVersion: apps/v1
kind: Deployment
metadata: {name: hook, namespace: apps}
spec:
  replicas: 4
  selector: {matchLabels: {app: hook}}
  template:
    metadata: {labels: {app: hook}}
    spec:
      containers: [{name: hook, image: registry.example/hook:1}]
---
apiVersion: v1
kind: Service
metadata: {name: hook, namespace: apps}
spec:
  selector: {app: hook}
  ports: [{port: 443}]
`;

const allow = (maxUnavailable: number): Partial<CheckOptions> => ({
  config: { rules: { 'webhook-rollout-unavailable': ['warning', { maxUnavailable }] } },
});

ruleTester(rule, {
  valid: [
    {
      name: 'maxUnavailable option 2: the 25% default of 8 takes 2',
      code: rollout('    type: RollingUpdate'),
      options: allow(2),
    },
    {
      name: 'maxUnavailable 0, maxSurge 1',
      code: rollout('    type: RollingUpdate\n    rollingUpdate: {maxUnavailable: 0, maxSurge: 1}'),
    },
    { name: '25% of 2 rounds down to 0', code: rollout('    type: RollingUpdate', 2) },
    { name: 'a Deployment no webhook calls', code: other },
  ],
  invalid: [
    {
      name: 'Recreate',
      code: rollout('    type: Recreate'),
      errors: [{ messageId: 'recreate', field: 'spec.strategy.type' }],
    },
    {
      name: 'maxUnavailable 1',
      code: rollout('    type: RollingUpdate\n    rollingUpdate: {maxUnavailable: 1}'),
      errors: [{ messageId: 'unavailable', field: 'spec.strategy.rollingUpdate.maxUnavailable' }],
    },
    {
      name: 'the 25% default of 8',
      code: rollout('    type: RollingUpdate'),
      errors: [{ messageId: 'unavailable', message: /2 pod\(s\) unavailable \(maxUnavailable 25% by default\)/ }],
    },
    {
      name: 'maxUnavailable option 1: 2 of 8 is still more, and the message says so',
      code: rollout('    type: RollingUpdate'),
      options: allow(1),
      errors: [
        {
          messageId: 'unavailable',
          message:
            /allows 2 pod\(s\) unavailable \(maxUnavailable 25% by default\), more than the 1 the config allows:/,
        },
      ],
    },
    {
      name: 'the option does not excuse Recreate',
      code: rollout('    type: Recreate'),
      options: allow(8),
      errors: [{ messageId: 'recreate' }],
    },
    {
      name: 'any Deployment behind a Service a webhook calls',
      code: other + webhooks('Validating', 'hook', [{ name: 'v.hook.example', service: 'hook.apps' }]),
      errors: [{ messageId: 'unavailable', kind: 'Deployment' }],
    },
  ],
});

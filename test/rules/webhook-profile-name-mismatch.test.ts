import { rule } from '../../src/rules/webhook-profile-name-mismatch.js';
import { deployment, env, secretWriter, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const svc = (name: string) => `---
apiVersion: v1
kind: Service
metadata: {name: ${name}, namespace: koordinator-system}
spec:
  selector: {app: koord-manager}
  ports: [{port: 443, targetPort: 9876}]
`;
const cfg = (name: string, service: string) =>
  webhooks('Mutating', name, [{ name: 'm.koordinator.sh', service: `${service}.koordinator-system` }]);
const renamed = svc('koord-webhook-service') + cfg('koord-mutating', 'koord-webhook-service');

ruleTester(rule, {
  valid: [
    {
      name: 'the default names',
      code:
        deployment({ env: secretWriter() }) +
        svc('koordinator-webhook-service') +
        cfg('koordinator-mutating-webhook-configuration', 'koordinator-webhook-service'),
    },
    {
      name: 'env names the renamed objects',
      code:
        deployment({
          env: secretWriter(['SERVICE_NAME', 'koord-webhook-service'], ['MUTATING_WEBHOOK_NAME', 'koord-mutating']),
        }) + renamed,
    },
  ],
  invalid: [
    {
      name: 'kustomize namePrefix renamed the Service and the configuration',
      code: deployment({ env: secretWriter() }) + renamed,
      errors: [
        {
          messageId: 'service',
          kind: 'Service',
          field: 'metadata.name',
          message: /will rewrite every webhook to call Service koordinator-webhook-service, which does not exist/,
        },
        {
          messageId: 'config',
          kind: 'MutatingWebhookConfiguration',
          message: /MUTATING_WEBHOOK_NAME unset or different/,
        },
      ],
    },
    {
      name: 'with WEBHOOK_HOST the controller calls its URL: only the configuration name matters',
      code: deployment({ env: secretWriter(['WEBHOOK_HOST', 'lb.example']) }) + renamed,
      errors: [{ messageId: 'config' }],
    },
    {
      name: 'OpenKruise cannot be told another configuration name',
      code:
        deployment({
          name: 'kruise-controller-manager',
          namespace: 'koordinator-system',
          image: 'openkruise/kruise-manager:v1.8.3',
          env: env('SERVICE_NAME', 'koord-webhook-service'),
        }) + renamed,
      errors: [{ messageId: 'config', message: /a fixed name in this controller/ }],
    },
  ],
});

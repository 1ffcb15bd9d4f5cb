import { rule } from '../../src/rules/webhook-cert-writer-implicit.js';
import { deployment, env } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const HOST = env('WEBHOOK_HOST', 'webhook.internal.example');

ruleTester(rule, {
  valid: [
    {
      name: 'writer said explicitly',
      code: deployment({ replicas: 1, env: [HOST, env('WEBHOOK_CERT_WRITER', 'secret')].join('\n') }),
    },
    {
      name: 'explicit fs is a choice (the central rule judges replicas)',
      code: deployment({ replicas: 1, env: [HOST, env('WEBHOOK_CERT_WRITER', 'fs')].join('\n') }),
    },
    { name: 'no host', code: deployment({ replicas: 1 }) },
    { name: 'an empty host selects nothing', code: deployment({ replicas: 1, env: env('WEBHOOK_HOST', '') }) },
    {
      name: 'external-certs mode has no writer to choose',
      code: deployment({
        name: 'kruise-controller-manager',
        namespace: 'kruise-system',
        image: 'openkruise/kruise-manager:v1.8.3',
        replicas: 1,
        env: HOST,
      }).replace('          env:\n', '          args: ["--feature-gates=AllAlpha=true"]\n          env:\n'),
    },
  ],
  invalid: [
    {
      name: 'host set, writer unset',
      code: deployment({ replicas: 1, env: HOST }),
      errors: [
        {
          messageId: 'implicit',
          kind: 'Deployment',
          field: 'spec.template.spec.containers[0].env[1]',
          message: /WEBHOOK_HOST="webhook\.internal\.example" but WEBHOOK_CERT_WRITER is not set/,
        },
      ],
    },
    {
      name: 'host set, writer empty',
      code: deployment({ replicas: 1, env: [HOST, env('WEBHOOK_CERT_WRITER', '')].join('\n') }),
      errors: [{ messageId: 'implicit' }],
    },
  ],
});

import { rule } from '../../src/rules/webhook-cert-secret-missing.js';
import { deployment, env, secret, secretWriter } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const kruise = (extraEnv = '') =>
  deployment({
    name: 'kruise-controller-manager',
    namespace: 'kruise-system',
    image: 'openkruise/kruise-manager:v1.8.3',
    replicas: 3,
    env: extraEnv,
  }).replace('          env:\n', '          args: ["--feature-gates=EnableExternalCerts=true"]\n          env:\n');
const certificate =
  '---\napiVersion: cert-manager.io/v1\nkind: Certificate\nmetadata: {name: kruise-webhook, namespace: kruise-system}\nspec: {secretName: kruise-webhook-certs, issuerRef: {name: ca}}\n';

ruleTester(rule, {
  valid: [
    {
      name: 'the Secret is among the inputs (empty: the controller fills it)',
      code: deployment({ env: secretWriter() }) + secret('certs', 'koordinator-system', {}),
    },
    {
      name: 'in another namespace: secret-incomplete says so',
      code: deployment({ env: secretWriter() }) + secret('certs', 'default', { x: 'y' }),
    },
    { name: 'the fs writer reads no Secret', code: deployment({ replicas: 1, env: env('WEBHOOK_HOST', 'h.example') }) },
    { name: 'external-certs: a cert-manager Certificate writes the Secret', code: kruise() + certificate },
  ],
  invalid: [
    {
      name: 'the Secret writer with its default Secret absent',
      code: deployment(),
      errors: [
        {
          messageId: 'missing',
          kind: 'Deployment',
          message:
            /Secret koordinator-system\/koordinator-webhook-certs, which is not among the inputs: the first replica to start will mint the CA/,
        },
      ],
    },
    {
      name: 'SECRET_NAME names an absent Secret: reported on that env entry',
      code: deployment({ env: secretWriter() }),
      errors: [{ messageId: 'missing', field: 'spec.template.spec.containers[0].env[2]' }],
    },
    {
      name: 'external-certs: nothing writes the Secret',
      code: kruise(),
      errors: [
        {
          messageId: 'external',
          message:
            /reads ca\.crt, tls\.crt, tls\.key from Secret kruise-system\/kruise-webhook-certs, written by cert-manager/,
        },
      ],
    },
  ],
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rule } from '../../src/rules/webhook-cert-secret-missing.js';
import { ROOT } from '../helpers.js';
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

// Gatekeeper's chart renders the empty Secret its cert-controller rotator fills (the rotator never creates it).
const gatekeeper = readFileSync(path.join(ROOT, 'test/fixtures/charts-rendered/gatekeeper/default.yaml'), 'utf8');
const SECRET = 'gatekeeper-system/gatekeeper-webhook-server-cert';
const unrendered = gatekeeper
  .split('\n---\n')
  .filter((d) => !/^kind: Secret$/m.test(d))
  .join('\n---\n');
const rotationOff = unrendered.replaceAll('--disable-cert-rotation=false', '--disable-cert-rotation=true');
const annotated = (key: string, value: string) =>
  unrendered.replace(
    'kind: ValidatingWebhookConfiguration\nmetadata:\n  annotations:\n    {}\n',
    `kind: ValidatingWebhookConfiguration\nmetadata:\n  annotations: {${key}: ${value}}\n`,
  );

const creating = (secret: string) =>
  `\n---\napiVersion: batch/v1\nkind: Job\nmetadata: {name: init, namespace: gatekeeper-system}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: c, image: bitnami/kubectl, args: [create, secret, generic, ${secret}]}]\n`;

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
    { name: 'a rotator that only fills its Secret, which the chart renders', code: gatekeeper },
    { name: '--disable-cert-rotation: no rotator, nothing to fill', code: rotationOff },
    {
      name: 'an injector annotation names the Secret: something else creates it',
      code: annotated('cert-manager.io/inject-ca-from-secret', SECRET),
    },
    {
      name: 'an injector annotation names a certificate the inputs lack, in its namespace: it may write the Secret',
      code: annotated('cert-manager.io/inject-ca-from', 'gatekeeper-system/gatekeeper-serving'),
    },
    {
      name: 'a Job names the Secret: it may create it',
      code: unrendered + creating('gatekeeper-webhook-server-cert'),
    },
    {
      name: 'KEDA creates its Secret (CertManager.ensureSecret), which its chart does not render',
      code: readFileSync(path.join(ROOT, 'test/fixtures/charts-rendered/keda/default.yaml'), 'utf8'),
    },
  ],
  invalid: [
    {
      name: 'a Job that names another Secret (the same name with a suffix) creates nothing the rotator needs',
      code: unrendered + creating('gatekeeper-webhook-server-cert-old'),
      errors: [{ messageId: 'unfilled' }],
    },
    {
      name: 'a rotator that only fills its Secret, which the inputs lack: reported once, on the workload serving webhooks',
      code: unrendered,
      errors: [
        {
          messageId: 'unfilled',
          kind: 'Deployment',
          field: 'spec.template.spec.containers[0]',
          message:
            /^Deployment gatekeeper-system\/gatekeeper-controller-manager runs .* updates Secret gatekeeper-system\/gatekeeper-webhook-server-cert but never creates it \(open-policy-agent\/cert-controller CertRotator.writeSecret at v0.16.0\)/,
        },
      ],
    },
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

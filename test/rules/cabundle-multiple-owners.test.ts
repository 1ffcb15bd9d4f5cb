import { rule } from '../../src/rules/cabundle-multiple-owners.js';
import { deployment, env, rbacServer as rbacServerOf, secretWriter, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const KOORD = 'koordinator-mutating-webhook-configuration';
const entry = [
  { name: 'm.koordinator.sh', service: 'koordinator-webhook-service.koordinator-system', failurePolicy: 'Fail' },
];
const INJECT = { 'cert-manager.io/inject-ca-from': 'koordinator-system/koord-cert' };
const job = (name: string, extra = '') => `---
apiVersion: batch/v1
kind: Job
metadata: {name: patch, namespace: koordinator-system}
spec:
  template:
    spec:
      restartPolicy: OnFailure
      containers:
        - name: patch
          image: registry.k8s.io/ingress-nginx/kube-webhook-certgen:v1.6.4
          args: [patch, --webhook-name=${name}, --namespace=koordinator-system, --secret-name=x${extra}]
`;

const rbacServer = rbacServerOf(
  '{apiGroups: [admissionregistration.k8s.io], resources: [mutatingwebhookconfigurations], verbs: [patch]}',
);
const acmeEntry = [{ name: 'm.acme.example', service: 'acme.acme', failurePolicy: 'Fail' }];

/** A CRD as `kubectl get --show-managed-fields` exports it: each manager that owns its conversion caBundle. */
const crd = (...managers: string[]) => `---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.acme.example
  managedFields:
${managers
  .map(
    (m) => `    - manager: ${m}
      operation: ${m === 'cainjector' ? 'Apply' : 'Update'}
      fieldsV1: {f:spec: {f:conversion: {f:webhook: {f:clientConfig: {f:caBundle: {}}}}}}`,
  )
  .join('\n')}
spec:
  group: acme.example
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  conversion:
    strategy: Webhook
    webhook:
      conversionReviewVersions: [v1]
      clientConfig: {service: {name: acme, namespace: acme}, caBundle: Cg==}
`;

ruleTester(rule, {
  valid: [
    { name: 'one field manager owns the CRD conversion caBundle', code: crd('acme-operator') },
    { name: 'RBAC alone: a permission is no war', code: rbacServer + webhooks('Mutating', 'acme', acmeEntry) },
    { name: 'cainjector alone', code: webhooks('Mutating', KOORD, entry, INJECT) },
    { name: 'the controller alone', code: deployment({ env: secretWriter() }) + webhooks('Mutating', KOORD, entry) },
    {
      name: 'external-certs mode leaves caBundle to cainjector',
      code:
        deployment({
          name: 'kruise-controller-manager',
          namespace: 'kruise-system',
          image: 'openkruise/kruise-manager:v1.8.3',
          env: env('WEBHOOK_HOST', 'h'),
        }).replace(
          '          env:\n',
          '          args: ["--feature-gates=EnableExternalCerts=true"]\n          env:\n',
        ) +
        webhooks('Mutating', 'kruise-mutating-webhook-configuration', entry, {
          'cert-manager.io/inject-ca-from': 'kruise-system/kruise',
        }),
    },
    {
      name: 'a certgen Job that skips mutating configurations',
      code: webhooks('Mutating', 'hook', entry, INJECT) + job('hook', ', --patch-mutating=false'),
    },
    {
      name: 'inject-apiserver-ca other than "true" does not inject',
      code: webhooks('Mutating', 'hook', entry, { ...INJECT, 'cert-manager.io/inject-apiserver-ca': 'false' }),
    },
  ],
  invalid: [
    {
      name: 'two field managers own a CRD conversion caBundle (an exported live object, checked as a file)',
      code: crd('acme-operator', 'cainjector'),
      errors: [
        {
          messageId: 'fieldManagers',
          kind: 'CustomResourceDefinition',
          field: 'metadata.managedFields',
          message: /acme-operator \(Update\); cainjector \(Apply\)/,
        },
      ],
    },
    {
      name: 'RBAC lets the server patch the configuration it serves, and cainjector injects: a warning on the ClusterRole rule',
      code: rbacServer + webhooks('Mutating', 'acme', acmeEntry, INJECT),
      errors: [
        {
          messageId: 'possibly',
          severity: 'warning',
          kind: 'ClusterRole',
          field: 'rules[0]',
          message: /what settles it: whether Deployment acme\/acme writes caBundle/,
        },
      ],
    },
    {
      name: 'controller and cainjector',
      code: deployment({ env: secretWriter() }) + webhooks('Mutating', KOORD, entry, INJECT),
      errors: [
        {
          messageId: 'controllerAndInjector',
          field: 'metadata.annotations["cert-manager.io/inject-ca-from"]',
          message: /patched by Deployment koordinator-system\/koord-manager/,
        },
      ],
    },
    {
      name: 'two injector annotations',
      code: webhooks('Mutating', 'hook', entry, { ...INJECT, 'cert-manager.io/inject-apiserver-ca': 'true' }),
      errors: [{ messageId: 'twoInjectors' }],
    },
    {
      name: 'a certgen patch Job and cainjector: reported on the Job argument that names the configuration',
      code: webhooks('Mutating', 'hook', entry, INJECT) + job('hook'),
      errors: [
        {
          messageId: 'several',
          kind: 'MutatingWebhookConfiguration',
          message: /cert-manager's CA injector .* and the kube-webhook-certgen patch Job/,
        },
      ],
    },
    {
      name: 'the controller and a certgen Job',
      code: deployment({ env: secretWriter() }) + webhooks('Mutating', KOORD, entry) + job(KOORD),
      errors: [{ messageId: 'several', kind: 'Job', field: 'spec.template.spec.containers[0].args[1]' }],
    },
    {
      // Was an internal error: every owner a controller, so there was no non-controller owner to report on.
      name: 'two releases of the controller patch one configuration: reported on the second',
      code:
        deployment({ env: secretWriter() }) +
        '---\n' +
        deployment({ namespace: 'koordinator-b', env: secretWriter() }) +
        webhooks('Mutating', KOORD, entry),
      errors: [
        {
          messageId: 'several',
          kind: 'Deployment',
          message: /koordinator-system\/koord-manager and Deployment koordinator-b\/koord-manager/,
        },
      ],
    },
  ],
});

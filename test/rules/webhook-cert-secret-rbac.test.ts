import { rule } from '../../src/rules/webhook-cert-secret-rbac.js';
import { deployment, env, secret, secretWriter } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const rbac = (rules: string, roleKind = 'Role', ns = 'koordinator-system', binding = 'RoleBinding') => `---
apiVersion: rbac.authorization.k8s.io/v1
kind: ${roleKind}
metadata: {name: reader${roleKind === 'Role' ? `, namespace: ${ns}` : ''}}
rules:
${rules}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ${binding}
metadata: {name: reader-binding${binding === 'RoleBinding' ? `, namespace: ${ns}` : ''}}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ${roleKind}, name: reader}
subjects: [{kind: ServiceAccount, name: koord-manager, namespace: koordinator-system}]
`;
const base = deployment({ env: secretWriter() }) + secret('certs', 'koordinator-system', {});

ruleTester(rule, {
  valid: [
    { name: 'no RBAC among the inputs: unknown, not denied', code: base },
    {
      name: 'get by resourceNames',
      code: base + rbac('- {apiGroups: [""], resources: [secrets], verbs: [get], resourceNames: [certs]}'),
    },
    {
      name: 'a ClusterRole bound in the namespace',
      code: base + rbac('- {apiGroups: [""], resources: [secrets], verbs: [get]}', 'ClusterRole'),
    },
    {
      name: 'a ClusterRole bound cluster-wide',
      code:
        base +
        rbac(
          '- {apiGroups: [""], resources: [secrets], verbs: [get]}',
          'ClusterRole',
          'koordinator-system',
          'ClusterRoleBinding',
        ),
    },
    { name: 'wildcards', code: base + rbac('- {apiGroups: ["*"], resources: ["*"], verbs: ["*"]}') },
    {
      name: 'the fs writer reads no Secret',
      code:
        deployment({ replicas: 1, env: env('WEBHOOK_HOST', 'h') }) +
        rbac('- {apiGroups: [""], resources: [configmaps], verbs: [get]}'),
    },
  ],
  invalid: [
    {
      name: 'another Secret by name',
      code: base + rbac('- {apiGroups: [""], resources: [secrets], verbs: [get], resourceNames: [other]}'),
      errors: [
        {
          messageId: 'denied',
          field: 'spec.template.spec.serviceAccountName',
          message: /get on Secret koordinator-system\/certs/,
        },
      ],
    },
    {
      name: 'another resource',
      code: base + rbac('- {apiGroups: [""], resources: [configmaps], verbs: [get]}'),
      errors: [{ messageId: 'denied' }],
    },
    {
      name: 'list and watch are not get',
      code: base + rbac('- {apiGroups: [""], resources: [secrets], verbs: [list, watch]}'),
      errors: [{ messageId: 'denied' }],
    },
    {
      name: 'a Role in another namespace',
      code: base + rbac('- {apiGroups: [""], resources: [secrets], verbs: [get]}', 'Role', 'default'),
      errors: [{ messageId: 'denied' }],
    },
    {
      name: 'external-certs mode reads the Secret too',
      code:
        deployment({
          name: 'kruise-controller-manager',
          namespace: 'kruise-system',
          image: 'openkruise/kruise-manager:v1.8.3',
          serviceAccount: 'kruise-manager',
        }).replace(
          '          env:\n',
          '          args: ["--feature-gates=EnableExternalCerts=true"]\n          env:\n',
        ) +
        rbac('- {apiGroups: [""], resources: [configmaps], verbs: [get]}', 'Role', 'kruise-system')
          .replaceAll('koord-manager', 'kruise-manager')
          .replace('namespace: koordinator-system}]', 'namespace: kruise-system}]'),
      errors: [{ messageId: 'denied', message: /Secret kruise-system\/kruise-webhook-certs/ }],
    },
    {
      // Only the family's env (corroborated by the configuration that calls it) ties an unknown image to it.
      name: 'an image no profile names, tied to the family by its env alone: a warning naming what settles it',
      code:
        deployment({ name: 'acme', image: 'registry.example/acme/manager:v1', env: secretWriter() }) +
        secret('certs', 'koordinator-system', {}) +
        rbac(
          '- {apiGroups: [admissionregistration.k8s.io], resources: [validatingwebhookconfigurations], verbs: [patch]}',
          'ClusterRole',
          'koordinator-system',
          'ClusterRoleBinding',
        ),
      errors: [
        {
          messageId: 'deniedUnproven',
          severity: 'warning',
          message:
            /only its env ties it to .*What settles it: which controller Deployment koordinator-system\/acme runs/,
        },
      ],
    },
  ],
});

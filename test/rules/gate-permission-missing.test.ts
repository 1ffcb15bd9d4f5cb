// Live only: a read the API server refused the gate becomes a finding naming the rule to add.
import { rule } from '../../src/rules/gate-permission-missing.js';
import { KOORD, evidence } from './live-evidence.js';
import { deployment, secretWriter } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const controller = deployment({ env: secretWriter() });

ruleTester(rule, {
  valid: [
    { name: 'manifests alone: the gate read nothing', code: controller },
    { name: 'a live run with every read allowed', code: controller, options: { live: evidence({}) } },
  ],
  invalid: [
    {
      name: "the Secret by name, refused in the controller's namespace",
      code: controller,
      options: {
        live: evidence({
          denied: [
            {
              verb: 'get',
              group: '',
              resource: 'secrets',
              namespace: 'koordinator-system',
              name: 'certs',
              subject: KOORD,
              blocks: "the shared Secret's certificate",
            },
          ],
        }),
      },
      errors: [
        {
          messageId: 'denied',
          kind: 'Deployment',
          message:
            /may not get secrets "certs" in namespace koordinator-system \(403\), so the shared Secret's certificate was not checked; add a Role in namespace koordinator-system rule \{apiGroups: \[""\], resources: \["secrets"\], verbs: \["get"\], resourceNames: \["certs"\]\}/,
        },
      ],
    },
    {
      name: 'a cluster-scoped list: a ClusterRole rule',
      code: controller,
      options: {
        live: evidence({
          denied: [
            {
              verb: 'list',
              group: 'admissionregistration.k8s.io',
              resource: 'mutatingwebhookconfigurations',
              subject: KOORD,
              blocks: 'discovery',
            },
          ],
        }),
      },
      errors: [
        {
          message:
            /may not list mutatingwebhookconfigurations\.admissionregistration\.k8s\.io \(403\).*a ClusterRole rule \{apiGroups: \["admissionregistration\.k8s\.io"\]/,
        },
      ],
    },
  ],
});

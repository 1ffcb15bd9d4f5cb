import { canGetSecret } from '../model/rbac.js';
import { effectiveState } from '../effective/index.js';
import { podSpecOf } from '../model/workload.js';
import { workloadName } from './describe.js';
import { resourceOf } from './live.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'webhook-cert-secret-rbac',
    severity: 'error',
    description: "The workload's RBAC is among the inputs and none of it lets its ServiceAccount get the shared Secret (live: the API server says so).",
    why:
      'The Secret writer reads the certificate through the API. Without get on the Secret the controller cannot load the ' +
      'shared certificate: it fails to start its webhook server, or (depending on the version) keeps retrying while ' +
      'admission calls fail.',
    howToFix: 'Grant get (and update, for renewal) on that Secret by name: a Role with resourceNames bound to the ServiceAccount.',
    example: `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  selector: {matchLabels: {app: koord-manager}}
  template:
    metadata: {labels: {app: koord-manager}}
    spec:
      serviceAccountName: koord-manager
      containers:
      - name: manager
        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0
        env:
        - {name: WEBHOOK_CERT_WRITER, value: secret}
        - {name: SECRET_NAME, value: koord-webhook-certs}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata: {name: koord-manager, namespace: koordinator-system}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: koord-manager}
subjects: [{kind: ServiceAccount, name: koord-manager, namespace: koordinator-system}]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata: {name: koord-manager, namespace: koordinator-system}
rules:
- apiGroups: [""]
  resources: [secrets]
  resourceNames: [some-other-secret]   # <- the shared Secret is not listed
  verbs: [get]`,
    messages: {
      denied:
        'ServiceAccount {namespace}/{sa} of {workload} has RBAC among the inputs, but none of it grants get on Secret ' +
        '{secretNamespace}/{secret}: the controller cannot read its shared certificate.',
      liveDenied:
        'the API server says ServiceAccount {namespace}/{sa} of {workload} may not get Secret {secretNamespace}/{secret}{reason}: ' +
        'the controller cannot read its shared certificate.',
    },
  },
  check({ model, live, report }) {
    // Live: the API server's own answer (a SubjectAccessReview) for each workload the gate asked about.
    const answers = new Map((live?.workloads ?? []).map((l) => [resourceOf(model, l.workload), l.secretAccess]));
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      // Both the Secret writer and the external-certs mode read the Secret through the API.
      if ((writer !== 'secret' && writer !== 'external') || !w.secretName) continue;
      const ns = w.resource.namespace;
      const answer = answers.get(w.resource);
      const denied = answer ? !answer.allowed : canGetSecret(model, ns, w.serviceAccount, w.namespace, w.secretName) === 'denied';
      if (!denied) continue;
      report({
        resource: w.resource,
        path: podSpecOf(w.resource)?.serviceAccountName !== undefined ? ['spec', 'template', 'spec', 'serviceAccountName'] : ['spec', 'template', 'spec'],
        messageId: answer ? 'liveDenied' : 'denied',
        data: {
          namespace: ns, sa: w.serviceAccount, workload: workloadName(w), secretNamespace: w.namespace, secret: w.secretName,
          reason: answer?.reason ? ` (${answer.reason})` : '',
        },
        fix: `add a Role in ${w.namespace} with apiGroups [""], resources [secrets], resourceNames [${w.secretName}], verbs [get, update] and a RoleBinding to ServiceAccount ${ns}/${w.serviceAccount}`,
      });
    }
  },
};

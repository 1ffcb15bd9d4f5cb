import { canGetSecret } from '../model/rbac.js';
import { effectiveState, provesWriting } from '../effective/index.js';
import { podSpecOf } from '../model/pod.js';
import { workloadName } from './describe.js';
import { resourceOf } from './live.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'webhook-cert-secret-rbac',
    severity: 'error',
    description:
      "The workload's RBAC is among the inputs and none of it lets its ServiceAccount get the shared Secret (live: the API server says so).",
    messages: {
      denied:
        'ServiceAccount {namespace}/{sa} of {workload} has RBAC among the inputs, but none of it grants get on Secret {secretNamespace}/{secret}: the controller cannot read its shared certificate.',
      deniedUnproven:
        'ServiceAccount {namespace}/{sa} of {workload} has RBAC among the inputs, but none of it grants get on Secret {secretNamespace}/{secret}; only its env ties it to {profile}, which would read its shared certificate there. What settles it: {settle}.',
      liveDenied:
        'the API server says ServiceAccount {namespace}/{sa} of {workload} may not get Secret {secretNamespace}/{secret}{reason}: the controller cannot read its shared certificate.',
    },
  },
  check({ model, live, report }) {
    // Live: the API server's own answer (a SubjectAccessReview) for each workload the gate asked about.
    const answers = new Map((live?.workloads ?? []).map((l) => [resourceOf(model, l.workload), l.secretAccess]));
    for (const { workload: w, writer, owner } of effectiveState(model).controllers) {
      // Both the Secret writer and the external-certs mode read the Secret through the API.
      if ((writer !== 'secret' && writer !== 'external') || !w.secretName) continue;
      const ns = w.resource.namespace;
      const answer = answers.get(w.resource);
      const denied = answer
        ? !answer.allowed
        : canGetSecret(model, ns, w.serviceAccount, w.namespace, w.secretName) === 'denied';
      if (!denied) continue;
      report({
        resource: w.resource,
        path:
          podSpecOf(w.resource)?.serviceAccountName !== undefined
            ? ['spec', 'template', 'spec', 'serviceAccountName']
            : ['spec', 'template', 'spec'],
        // Env alone does not prove it runs the family's code (docs/effective-state.md, "Certainty"): a warning.
        ...(provesWriting(owner)
          ? { messageId: answer ? 'liveDenied' : 'denied' }
          : { messageId: 'deniedUnproven', severity: 'warning' as const }),
        data: {
          profile: w.profile.description ?? w.profile.name,
          settle: owner.settle ?? '',
          namespace: ns,
          sa: w.serviceAccount,
          workload: workloadName(w),
          secretNamespace: w.namespace,
          secret: w.secretName,
          reason: answer?.reason ? ` (${answer.reason})` : '',
        },
        fix: `add a Role in ${w.namespace} with apiGroups [""], resources [secrets], resourceNames [${w.secretName}], verbs [get, update] and a RoleBinding to ServiceAccount ${ns}/${w.serviceAccount}`,
      });
    }
  },
});

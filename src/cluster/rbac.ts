// webhook-cert-secret-rbac, asked of the API server itself: can the workload's ServiceAccount get the Secret?
import type { Finding } from '../core/finding.js';
import { liveFinding } from './finding.js';
import { targetLabel, type WebhookTarget } from './targets.js';
import type { ClusterClient } from './types.js';

export const RULE_RBAC = 'webhook-cert-secret-rbac';

export async function checkSecretAccess(client: ClusterClient, t: WebhookTarget): Promise<Finding[]> {
  if (!t.secretName) return [];
  const ns = t.workloadNamespace;
  const user = `system:serviceaccount:${ns}:${t.serviceAccount}`;
  const answer = await client.reviewAccess({
    user,
    groups: ['system:serviceaccounts', `system:serviceaccounts:${ns}`, 'system:authenticated'],
    verb: 'get',
    resource: 'secrets',
    group: '',
    namespace: t.namespace,
    name: t.secretName,
  });
  if (answer.allowed) return [];
  // With the file writer the Secret is not read yet; the grant is what the switch to the Secret writer needs.
  const severity = t.writer === 'fs' ? 'warning' : 'error';
  const now = t.writer === 'fs' ? 'once it uses the Secret writer, the controller will not be able to read' : 'the controller cannot read';
  return [liveFinding(RULE_RBAC, severity, { kind: t.kind, name: t.name, namespace: ns },
    `the API server says ServiceAccount ${ns}/${t.serviceAccount} of ${targetLabel(t)} may not get Secret ${t.namespace}/${t.secretName}` +
      `${answer.reason ? ` (${answer.reason})` : ''}: ${now} its shared certificate.`,
    `add a Role in ${t.namespace} with apiGroups [""], resources [secrets], resourceNames [${t.secretName}], verbs [get, update] and a RoleBinding to ServiceAccount ${ns}/${t.serviceAccount}`,
    'spec.template.spec.serviceAccountName')];
}

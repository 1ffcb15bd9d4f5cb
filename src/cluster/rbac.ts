// Asks the API server (SubjectAccessReview) whether a workload's ServiceAccount may get its Secret;
// webhook-cert-secret-rbac judges the answer.
import type { WebhookWorkload } from '../model/workload.js';
import type { LiveWorkload } from '../rules/live.js';
import { refOfWorkload, type Reader } from './gather.js';

export async function askSecretAccess(reader: Reader, w: WebhookWorkload): Promise<LiveWorkload['secretAccess']> {
  if (!w.secretName) return undefined;
  const ns = w.resource.namespace;
  const user = `system:serviceaccount:${ns}:${w.serviceAccount}`;
  const question = {
    user,
    groups: ['system:serviceaccounts', `system:serviceaccounts:${ns}`, 'system:authenticated'],
    verb: 'get',
    resource: 'secrets',
    group: '',
    namespace: w.namespace,
    name: w.secretName,
  };
  const blocks = `whether ServiceAccount ${ns}/${w.serviceAccount} may read Secret ${w.namespace}/${w.secretName}`;
  const answer = await reader.guard(() => reader.client.reviewAccess(question), undefined, refOfWorkload(w), blocks);
  return answer && { allowed: answer.allowed, reason: answer.reason, user };
}

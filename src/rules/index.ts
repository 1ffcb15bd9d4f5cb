import type { Rule } from './types.js';
import { rule as cabundleMultipleOwners } from './cabundle-multiple-owners.js';
import { rule as multiReplicaWebhookUnsharedCert } from './multi-replica-webhook-unshared-cert.js';
import { rule as suppressionReasonMissing } from './suppression-reason-missing.js';
import { rule as webhookCertSecretIncomplete } from './webhook-cert-secret-incomplete.js';
import { rule as webhookCertSecretMissing } from './webhook-cert-secret-missing.js';
import { rule as webhookCertSecretRbac } from './webhook-cert-secret-rbac.js';
import { rule as webhookCertWriterImplicit } from './webhook-cert-writer-implicit.js';
import { rule as webhookFailurePolicyIgnore } from './webhook-failure-policy-ignore.js';
import { rule as webhookProfileNameMismatch } from './webhook-profile-name-mismatch.js';
import { rule as webhookRolloutUnavailable } from './webhook-rollout-unavailable.js';
import { rule as yamlSyntax } from './yaml-syntax.js';

/** Every rule, in the order the README lists them. A new rule: one file named by its id, one line here. */
export const RULES: readonly Rule[] = [
  multiReplicaWebhookUnsharedCert,
  webhookCertWriterImplicit,
  webhookCertSecretMissing,
  webhookCertSecretIncomplete,
  webhookCertSecretRbac,
  webhookRolloutUnavailable,
  cabundleMultipleOwners,
  webhookFailurePolicyIgnore,
  webhookProfileNameMismatch,
  yamlSyntax,
  suppressionReasonMissing,
];

export function findRule(id: string): Rule | undefined {
  return RULES.find((r) => r.meta.id === id);
}

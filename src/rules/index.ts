import { RULE_DOCS } from '../generated/rule-docs.js';
import type { RuleDocs } from '../generated/types.js';
import type { Rule } from './types.js';
import { rule as cabundleMultipleOwners } from './cabundle-multiple-owners.js';
import { rule as multiReplicaWebhookUnsharedCert } from './multi-replica-webhook-unshared-cert.js';
import { rule as suppressionReasonMissing } from './suppression-reason-missing.js';
import { rule as suppressionRuleUnknown } from './suppression-rule-unknown.js';
import { rule as webhookCertSecretIncomplete } from './webhook-cert-secret-incomplete.js';
import { rule as webhookCertSecretMissing } from './webhook-cert-secret-missing.js';
import { rule as webhookCertSecretRbac } from './webhook-cert-secret-rbac.js';
import { rule as webhookCertWriterImplicit } from './webhook-cert-writer-implicit.js';
import { rule as webhookFailurePolicyIgnore } from './webhook-failure-policy-ignore.js';
import { rule as webhookProfileNameMismatch } from './webhook-profile-name-mismatch.js';
import { rule as webhookRolloutUnavailable } from './webhook-rollout-unavailable.js';
import { rule as yamlSyntax } from './yaml-syntax.js';
import { rule as webhookConfigChurn } from './webhook-config-churn.js';
import { rule as cabundleWriters } from './cabundle-writers.js';
import { rule as webhookTlsProbe } from './webhook-tls-probe.js';
import { rule as gatePermissionMissing } from './gate-permission-missing.js';
import { rule as certUntrusted } from './cert-untrusted.js';
import { rule as certKeyMismatch } from './cert-key-mismatch.js';
import { rule as certHostnameMismatch } from './cert-hostname-mismatch.js';
import { rule as certEkuServerAuth } from './cert-eku-server-auth.js';
import { rule as certExpired } from './cert-expired.js';
import { rule as certNotYetValid } from './cert-not-yet-valid.js';
import { rule as certExpiringSoon } from './cert-expiring-soon.js';
import { rule as certWeakCrypto } from './cert-weak-crypto.js';
import { rule as certMalformed } from './cert-malformed.js';
import { rule as cabundleMismatch } from './cabundle-mismatch.js';
import { rule as cabundleInvalid } from './cabundle-invalid.js';
import { rule as helmValueUnused } from './helm-value-unused.js';
import { rule as applicationNotChecked } from './application-not-checked.js';
import { rule as objectDuplicate } from './object-duplicate.js';
import { rule as rotationCaDropped } from './rotation-ca-dropped.js';
import { rule as rotationLeafUntrusted } from './rotation-leaf-untrusted.js';
import { rule as rotationHoldersDiverged } from './rotation-holders-diverged.js';
import { rule as rotationCaPerRender } from './rotation-ca-per-render.js';
import { rule as rotationRotatorEnabled } from './rotation-rotator-enabled.js';
import { rule as rotationCaRekey } from './rotation-ca-rekey.js';
import { rule as apiserviceInsecureWithCabundle } from './apiservice-insecure-with-cabundle.js';

/** Every rule, in the order the README lists them. A new rule: one file named by its id, its docs in docs/<id>.yaml, one line here. */
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
  helmValueUnused,
  applicationNotChecked,
  certUntrusted,
  certKeyMismatch,
  certHostnameMismatch,
  certEkuServerAuth,
  certExpired,
  certNotYetValid,
  certExpiringSoon,
  certWeakCrypto,
  certMalformed,
  cabundleMismatch,
  cabundleInvalid,
  apiserviceInsecureWithCabundle,
  webhookConfigChurn,
  cabundleWriters,
  webhookTlsProbe,
  gatePermissionMissing,
  rotationCaDropped,
  rotationLeafUntrusted,
  rotationHoldersDiverged,
  rotationCaPerRender,
  rotationRotatorEnabled,
  rotationCaRekey,
  objectDuplicate,
  yamlSyntax,
  suppressionReasonMissing,
  suppressionRuleUnknown,
];

export function findRule(id: string): Rule | undefined {
  return RULES.find((r) => r.meta.id === id);
}

/** A rule's documentation, from src/rules/docs/<id>.yaml (schema-checked at build time). */
export function docsOf(id: string): RuleDocs {
  const docs = RULE_DOCS[id];
  if (!docs) throw new Error(`rule ${id} has no src/rules/docs/${id}.yaml`);
  return docs;
}

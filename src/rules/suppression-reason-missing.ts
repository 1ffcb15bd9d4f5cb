import type { Rule } from './types.js';

/** Reported by the engine when it honours a suppression annotation; this module is its docs. */
export const rule: Rule = {
  meta: {
    id: 'suppression-reason-missing',
    severity: 'warning',
    description: 'A webhook-cert-gate.io/ignore-<rule> annotation with an empty reason.',
    why: 'A suppression is a decision someone will have to revisit; without a reason nobody can tell whether it still holds.',
    howToFix: 'Write the reason as the annotation value. Run with --strict to refuse all annotation suppressions.',
    example: `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: audit-webhook
  annotations:
    webhook-cert-gate.io/ignore-webhook-failure-policy-ignore: ""   # <- say why
webhooks:
- name: audit.example.com
  failurePolicy: Ignore
  sideEffects: None
  admissionReviewVersions: [v1]
  clientConfig:
    url: https://audit.example/validate`,
    messages: {},
  },
  check() {},
};

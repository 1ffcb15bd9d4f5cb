import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cabundle-invalid',
  severity: 'error',
  description: 'A caBundle that is not base64 or holds no usable CERTIFICATE block.',
  why: 'The API server skips PEM blocks of other types, blocks with headers and blocks that fail to parse; with none left, every call fails.',
  howToFix: 'Set caBundle to the base64 of a PEM CERTIFICATE block of the CA.',
  example: `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: v}
webhooks:
- name: v.example.com
  sideEffects: None
  admissionReviewVersions: [v1]
  clientConfig:
    url: https://hook.example/validate
    caBundle: bm90IGEgY2VydGlmaWNhdGU=   # <- "not a certificate"`,
  seeAlso: { 'The effective state: what controllers and certificate owners do first': 'effective-state.md' },
});

import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cabundle-invalid',
  severity: 'error',
  description: 'A caBundle that is not base64 or holds no usable CERTIFICATE block.',
  why: 'The API server skips PEM blocks of other types, blocks with headers and blocks that fail to parse; with none left, every call fails.',
  howToFix: 'Set caBundle to the base64 of a PEM CERTIFICATE block of the CA.',
  example: 'webhooks:\n- name: v.example.com\n  clientConfig:\n    caBundle: bm90IGEgY2VydGlmaWNhdGU=   # <- "not a certificate"',
});

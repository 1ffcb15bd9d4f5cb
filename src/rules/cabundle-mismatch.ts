import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cabundle-mismatch',
  severity: 'error',
  description: 'A caBundle that cannot verify the shared certificate its webhook serves.',
  why: "The API server verifies the served chain against caBundle only: a caBundle that does not hold the shared Secret's CA fails every call (fail-open under Ignore), which is the write war's symptom.",
  howToFix: "Set caBundle to the shared Secret's CA, and give caBundle one owner (the controller or cainjector).",
  example: '# caBundle of koordinator-mutating-webhook-configuration holds a CA one replica minted, not ca-cert.pem of the shared Secret\nwebhook-cert-gate check manifests/',
  seeAlso: { 'The effective state: what controllers and certificate owners do first': 'effective-state.md' },
});

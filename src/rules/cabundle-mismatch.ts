import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cabundle-mismatch',
  severity: 'error',
  description: 'A caBundle that cannot verify the shared certificate its webhook serves.',
  why: "The API server verifies the served chain against caBundle only: a caBundle that does not hold the shared Secret's CA fails every call (fail-open under Ignore), which is the write war's symptom.",
  howToFix: "Set caBundle to the shared Secret's CA, and give caBundle one owner (the controller or cainjector).",
  example: `webhooks:
- name: mpod-create.koordinator.sh
  clientConfig:
    url: https://koord-webhook.internal.example:9876/mutate-pod
    caBundle: LS0tLS1CRUdJTi...   # <- a CA minted by one replica, not the shared Secret's`,
});

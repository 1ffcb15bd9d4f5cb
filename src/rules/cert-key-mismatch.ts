import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-key-mismatch',
  severity: 'error',
  description: 'The private key does not belong to the serving certificate.',
  why: "The TLS handshake proves possession of the leaf's key: with another key the webhook cannot complete a handshake at all.",
  howToFix: 'Store the key that was generated with the certificate; regenerate both together if it is lost.',
  example: '# key.pem from a previous generation of the certificate\nwebhook-cert-gate cert --chain cert.pem --key old-key.pem --ca-bundle ca.pem --service hook.apps',
});

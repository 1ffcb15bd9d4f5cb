import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-weak-crypto',
  severity: 'error',
  description: 'A parent signature uses SHA-1/MD5, or a key is too small or of an unsupported type.',
  why: 'Go refuses SHA-1 and MD5 signatures on parents, RSA keys under 1024 bits (Go 1.24+), and EC curves other than P-256/384/521.',
  howToFix: 'Reissue with SHA-256 signatures and RSA-2048, ECDSA P-256/P-384 or Ed25519 keys.',
  example: '# an intermediate signed with sha1WithRSAEncryption\nwebhook-cert-gate cert --chain leaf-and-intermediate.pem --ca-bundle root.pem --service hook.apps',
});

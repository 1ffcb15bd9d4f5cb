import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-expiring-soon',
  severity: 'warning',
  description: "A certificate expires within --min-days (default 30), or inside the controller's renew window (6 months).",
  why: 'The Secret writer replaces a certificate that expires within its renew window: a provisioned certificate inside it is thrown away at the next start and every replica races to mint a new CA.',
  howToFix: 'Renew now, with a validity that ends well beyond the renew window (webhook-cert-gate cert generate --days 3650).',
  example: '# a Secret for koord-manager whose cert.pem ends in 3 months: inside the 6-month renew window\nwebhook-cert-gate check manifests/',
});

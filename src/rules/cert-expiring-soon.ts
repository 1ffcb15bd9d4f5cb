import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-expiring-soon',
  severity: 'warning',
  description:
    "A certificate expires within --min-days (default 30), or inside its controller's renew window (the profile's renewBeforeDays).",
});

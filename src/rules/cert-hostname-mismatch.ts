import { certRule } from './templates/cert-rule.js';

export const rule = certRule({
  id: 'cert-hostname-mismatch',
  severity: 'error',
  description: 'The serving certificate has no SAN for the name the API server dials.',
  why: 'The API server checks only subjectAltName (never the Common Name): <service>.<namespace>.svc for clientConfig.service, the URL host for clientConfig.url (IP literals only against IP SANs). A missing name fails every call.',
  howToFix: 'Reissue the certificate with a DNS SAN (or IP SAN) for the dialed name; for WEBHOOK_HOST, that host.',
  example: '# SANs: hook.apps.svc.cluster.local only; the API server dials hook.apps.svc\nwebhook-cert-gate cert --chain cert.pem --ca-bundle ca.pem --service hook.apps',
  seeAlso: { 'The effective state: what controllers and certificate owners do first': 'effective-state.md' },
});

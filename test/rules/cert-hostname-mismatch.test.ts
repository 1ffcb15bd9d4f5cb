import { rule } from '../../src/rules/cert-hostname-mismatch.js';
import { b64, controllerWith, lineageData, pems, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const p = pems(['lb.example']);
const tlsSecret = (crt: string) => `---
apiVersion: v1
kind: Secret
type: kubernetes.io/tls
metadata: {name: hook-tls, namespace: apps}
data: {tls.crt: ${b64(crt)}, tls.key: ${b64(p.keyPem)}, ca.crt: ${b64(p.caCertPem)}}
`;
const injected = (service: string) =>
  webhooks('Validating', 'hook', [{ name: 'v.hook.example', service, caBundle: b64(p.caCertPem) }], {
    'cert-manager.io/inject-ca-from-secret': 'apps/hook-tls',
  });

ruleTester(rule, {
  valid: [
    { name: 'the Service DNS name without a host', code: controllerWith(lineageData(p)) },
    { name: 'WEBHOOK_HOST the certificate names', code: controllerWith(lineageData(p), 'lb.example') },
    {
      name: 'a configuration the controller rewrites to its URL first',
      code:
        controllerWith(lineageData(p), 'lb.example') +
        webhooks('Mutating', 'koordinator-mutating-webhook-configuration', [
          { name: 'm.koordinator.sh', url: 'https://10.0.0.7:9876/m', caBundle: b64(p.caCertPem) },
        ]),
    },
  ],
  invalid: [
    {
      name: 'WEBHOOK_HOST the certificate does not name',
      code: controllerWith(lineageData(p), 'other.example'),
      errors: [{ kind: 'Secret', field: 'data["cert.pem"]', message: /other\.example/ }],
    },
    {
      name: 'a Service the injected certificate does not name',
      code: tlsSecret(pems([], 3650, 'hook.apps').certPem) + injected('other.apps'),
      errors: [{ kind: 'ValidatingWebhookConfiguration', field: 'webhooks[0].clientConfig' }],
    },
  ],
});

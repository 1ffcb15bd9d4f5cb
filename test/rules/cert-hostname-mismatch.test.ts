import { rule } from '../../src/rules/cert-hostname-mismatch.js';
import { b64, controllerWith, corpusCase, lineageData, mountedHolder, pems, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const HOLDERS = ['CustomResourceDefinition', 'APIService'] as const;
const good = corpusCase('rsa-intermediate');
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
    ...HOLDERS.map((kind) => ({
      name: `${kind}: its Service's DNS name, as the certificate names it`,
      code: mountedHolder(kind, good.chain, good.bundle, { key: good.key }),
    })),
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
    ...HOLDERS.map((kind) => ({
      name: `${kind}: a Service the certificate does not name (webhook.system.svc served for hook.system.svc)`,
      code: mountedHolder(kind, good.chain, good.bundle, { key: good.key, service: 'hook' }),
      errors: [
        {
          kind,
          field: kind === 'APIService' ? 'spec.service' : 'spec.conversion.webhook.clientConfig',
          message: /valid for webhook\.system\.svc, not hook\.system\.svc/,
        },
      ],
    })),
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

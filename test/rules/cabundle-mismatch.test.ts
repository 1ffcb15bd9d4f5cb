import { rule } from '../../src/rules/cabundle-mismatch.js';
import { b64, controllerServing, controllerWith, lineageData, pems, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const p = pems(['lb.example']);
const managed = (caBundle: string) =>
  controllerWith(lineageData(p), 'lb.example') +
  webhooks('Mutating', 'koordinator-mutating-webhook-configuration', [
    { name: 'm.koordinator.sh', service: 'koordinator-webhook-service.koordinator-system', caBundle },
  ]);

ruleTester(rule, {
  valid: [
    { name: "every caBundle holds the shared Secret's CA", code: managed(b64(p.caCertPem)) },
    { name: 'the chart placeholder on a configuration the controller fills', code: managed('Cg==') },
  ],
  invalid: [
    {
      name: 'a CA another replica minted',
      code: managed(b64(pems(['lb.example']).caCertPem)),
      errors: [
        {
          kind: 'MutatingWebhookConfiguration',
          field: 'webhooks[0].clientConfig.caBundle',
          message: /cannot verify the certificate in Secret koordinator-system\/certs/,
        },
      ],
    },
    {
      name: 'ca-cert.pem from another root (x509 corpus)',
      code: controllerServing('wrong-root'),
      errors: [{ kind: 'Secret' }],
    },
  ],
});

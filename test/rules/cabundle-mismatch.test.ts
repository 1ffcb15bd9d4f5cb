import { rule } from '../../src/rules/cabundle-mismatch.js';
import {
  b64,
  controllerServing,
  controllerWith,
  corpusCase,
  lineageData,
  mountedHolder,
  pems,
  webhooks,
} from './manifests.js';
import { ruleTester } from './rule-tester.js';

const HOLDERS = ['CustomResourceDefinition', 'APIService'] as const;
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
    ...HOLDERS.map((kind) => {
      const good = corpusCase('rsa-intermediate');
      return {
        name: `${kind}: caBundle holds the root of its Secret's chain`,
        code: mountedHolder(kind, good.chain, good.bundle, { key: good.key }),
      };
    }),
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
    ...HOLDERS.map((kind) => {
      const c = corpusCase('wrong-root');
      return {
        name: `${kind}: caBundle holds an unrelated CA, with its Deployment, Service and serving Secret among the inputs`,
        code: mountedHolder(kind, c.chain, c.bundle, { key: c.key }),
        errors: [
          {
            kind,
            field: kind === 'APIService' ? 'spec.caBundle' : 'spec.conversion.webhook.clientConfig.caBundle',
            message:
              kind === 'APIService'
                ? /^caBundle of APIService v1beta1\.metrics\.example\.com cannot verify the certificate in Secret system\/hook-tls/
                : /^caBundle of the conversion webhook of CRD widgets\.example\.com cannot verify the certificate in Secret system\/hook-tls/,
          },
        ],
      };
    }),
  ],
});

import { rule } from '../../src/rules/webhook-cert-secret-incomplete.js';
import { deployment, env, lineageData, pems, secret, secretWriter } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const p = pems();
const base = deployment({ env: secretWriter() });
const kruise = deployment({
  name: 'kruise-controller-manager',
  namespace: 'kruise-system',
  image: 'openkruise/kruise-manager:v1.8.3',
  replicas: 3,
  env: env('SECRET_NAME', 'certs'),
}).replace('          env:\n', '          args: ["--feature-gates=EnableExternalCerts=true"]\n          env:\n');

ruleTester(rule, {
  valid: [
    { name: 'all four keys', code: base + secret('certs', 'koordinator-system', lineageData(p)) },
    { name: 'empty: filled by the controller', code: base + secret('certs', 'koordinator-system', {}) },
    { name: 'absent: secret-missing says so', code: base },
    {
      name: 'external-certs mode reads the cert-manager layout',
      code:
        kruise +
        secret(
          'certs',
          'kruise-system',
          { 'tls.crt': p.certPem, 'tls.key': p.keyPem, 'ca.crt': p.caCertPem },
          'kubernetes.io/tls',
        ),
    },
  ],
  invalid: [
    {
      name: 'a cert-manager Secret looks empty to the Secret writer',
      code:
        base +
        secret(
          'certs',
          'koordinator-system',
          { 'tls.crt': p.certPem, 'tls.key': p.keyPem, 'ca.crt': p.caCertPem },
          'kubernetes.io/tls',
        ),
      errors: [
        {
          messageId: 'keys',
          severity: 'error',
          kind: 'Secret',
          field: 'data',
          message:
            /lacks ca-cert\.pem, cert\.pem, key\.pem \(it has the cert-manager layout tls\.crt\/tls\.key\/ca\.crt/,
        },
      ],
    },
    {
      name: "the write-up's Secret without ca-key.pem is kept: a warning about renewal",
      code: base + secret('certs', 'koordinator-system', lineageData(p, ['ca-key.pem'])),
      errors: [
        {
          messageId: 'renew',
          severity: 'warning',
          message: /has no ca-key\.pem: the controller keeps this certificate/,
        },
      ],
    },
    {
      name: 'in another namespace',
      code: base + secret('certs', 'default', lineageData(p)),
      errors: [{ messageId: 'namespace', field: 'metadata.namespace' }],
    },
    {
      name: 'external-certs mode with the lineage layout',
      code: kruise + secret('certs', 'kruise-system', lineageData(p)),
      errors: [
        {
          messageId: 'externalKeys',
          message:
            /lacks ca\.crt, tls\.crt, tls\.key \(it has the openkruise Secret-writer layout cert\.pem\/key\.pem\/ca-cert\.pem, which this controller does not read\): .*until cert-manager writes those keys/,
        },
      ],
    },
  ],
});

import { rule } from '../../src/rules/cert-key-mismatch.js';
import { controllerServing, controllerWith, corpusCase, lineageData, mountedHolder, pems } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const HOLDERS = ['CustomResourceDefinition', 'APIService'] as const;
const p = pems();
ruleTester(rule, {
  valid: [
    { name: 'the key generated with the certificate', code: controllerWith(lineageData(p)) },
    ...HOLDERS.map((kind) => {
      const c = corpusCase('p256-chain');
      return { name: `${kind}: tls.key matches tls.crt`, code: mountedHolder(kind, c.chain, c.bundle, { key: c.key }) };
    }),
  ],
  invalid: [
    ...HOLDERS.map((kind) => {
      const c = corpusCase('p256-key-mismatch');
      return {
        name: `${kind}: tls.key is not the key of tls.crt`,
        code: mountedHolder(kind, c.chain, c.bundle, { key: c.key }),
        errors: [{ kind: 'Secret', field: 'data["tls.crt"]', messageId: 'keyMismatch' }],
      };
    }),
    {
      name: 'key.pem from another generation',
      code: controllerWith({ ...lineageData(p), 'key.pem': pems().keyPem }),
      errors: [{ kind: 'Secret' }],
    },
    {
      name: 'P-256 leaf with another key (x509 corpus)',
      code: controllerServing('p256-key-mismatch'),
      errors: [{ messageId: 'keyMismatch' }],
    },
  ],
});

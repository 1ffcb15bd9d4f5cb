import { rule } from '../../src/rules/cert-eku-server-auth.js';
import { controllerServing, corpusCase, mountedHolder } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const HOLDERS = ['CustomResourceDefinition', 'APIService'] as const;

ruleTester(rule, {
  valid: [
    controllerServing('intermediate-eku-serverauth'),
    controllerServing('leaf-no-eku'),
    ...HOLDERS.map((kind) => {
      const c = corpusCase('intermediate-eku-serverauth');
      return {
        name: `${kind}: serverAuth on the whole chain`,
        code: mountedHolder(kind, c.chain, c.bundle, { key: c.key }),
      };
    }),
  ],
  invalid: [
    ...HOLDERS.map((kind) => {
      const c = corpusCase('leaf-clientauth-only');
      return {
        name: `${kind}: a leaf without serverAuth, on the tls.crt of the Secret it mounts`,
        code: mountedHolder(kind, c.chain, c.bundle, { key: c.key }),
        errors: [{ kind: 'Secret', field: 'data["tls.crt"]', messageId: 'leafEku' }],
      };
    }),
    { code: controllerServing('leaf-clientauth-only'), errors: [{ kind: 'Secret' }] },
    { code: controllerServing('intermediate-eku-clientauth'), errors: [{ messageId: 'eku' }] },
  ],
});

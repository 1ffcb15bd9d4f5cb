import { rule } from '../../src/rules/cert-expired.js';
import {
  controllerServing,
  controllerWith,
  corpusCase,
  lineageData,
  mountedHolder,
  mountedTls,
  pems,
} from './manifests.js';
import { ruleTester } from './rule-tester.js';

const HOLDERS = ['CustomResourceDefinition', 'APIService'] as const;
const p = pems([], 3650);
const expired = corpusCase('leaf-expired');
const good = corpusCase('rsa-intermediate');
ruleTester(rule, {
  valid: [
    ...HOLDERS.map((kind) => ({
      name: `${kind}: a valid certificate`,
      code: mountedHolder(kind, good.chain, good.bundle, { key: good.key }),
    })),
    { name: 'valid at the evaluation time', code: controllerWith(lineageData(p)) },
    {
      name: 'a mounted TLS Secret (no controller) whose certificate is valid',
      code: mountedTls(good.chain, good.bundle, { key: good.key }),
    },
  ],
  invalid: [
    ...HOLDERS.map((kind) => ({
      name: `${kind}: an expired leaf, on the tls.crt of the Secret it mounts`,
      code: mountedHolder(kind, expired.chain, expired.bundle, { key: expired.key }),
      errors: [{ kind: 'Secret', field: 'data["tls.crt"]', message: /leaf certificate expired/ }],
    })),
    {
      name: 'after notAfter: the leaf and the CA',
      code: controllerWith(lineageData(p)),
      options: { at: new Date('2036-02-01T00:00:00Z') },
      errors: [{ kind: 'Secret', field: 'data["cert.pem"]' }, { kind: 'Secret' }],
    },
    {
      name: 'a mounted TLS Secret (no controller) whose leaf expired: once, on the Secret, for the two entries it serves',
      code: mountedTls(expired.chain, expired.bundle, { key: expired.key, entries: 2 }),
      errors: [{ kind: 'Secret', field: 'data["tls.crt"]', message: /leaf certificate expired/ }],
    },
    {
      name: 'an expired intermediate (x509 corpus)',
      code: controllerServing('intermediate-expired').replace('webhook.system.svc', 'webhook.system.svc'),
      errors: [{ message: /expired/ }],
    },
  ],
});

import { rule } from '../../src/rules/cert-untrusted.js';
import { controllerServing, controllerWith, corpusCase, lineageData, mountedTls, pems } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const p = pems();
ruleTester(rule, {
  valid: [
    { name: 'issued by ca-cert.pem', code: controllerWith(lineageData(p)) },
    {
      name: 'root -> intermediate -> leaf, intermediate served (x509 corpus)',
      code: controllerServing('rsa-intermediate'),
    },
  ],
  invalid: [
    {
      name: 'a mounted TLS Secret whose intermediate is no CA: cert-untrusted at the caBundle, not a caBundle mismatch',
      code: mountedTls(corpusCase('intermediate-ca-false').chain, corpusCase('intermediate-ca-false').bundle, {
        key: corpusCase('intermediate-ca-false').key,
      }),
      errors: [{ kind: 'ValidatingWebhookConfiguration', message: /is not a CA/ }],
    },
    {
      name: 'an intermediate without basicConstraints (x509 corpus)',
      code: controllerServing('intermediate-no-basic-constraints'),
      errors: [{ kind: 'Secret' }],
    },
  ],
});

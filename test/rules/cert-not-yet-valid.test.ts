import { rule } from '../../src/rules/cert-not-yet-valid.js';
import { controllerWith, lineageData, pems } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const p = pems();
ruleTester(rule, {
  valid: [{ name: 'valid since before the evaluation time', code: controllerWith(lineageData(p)) }],
  invalid: [
    {
      name: 'evaluated before notBefore: the leaf and the CA',
      code: controllerWith(lineageData(p)),
      options: { at: new Date('2025-06-01T00:00:00Z') },
      errors: [{ kind: 'Secret' }, { kind: 'Secret' }],
    },
  ],
});

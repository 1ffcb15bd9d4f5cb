import { rule } from '../../src/rules/yaml-syntax.js';
import { ruleTester } from './rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'flow and block styles', code: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata:\n  a: "1"\n' },
    {
      name: 'an empty document between two',
      code: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n---\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: y}\n',
    },
  ],
  invalid: [
    {
      name: 'an unclosed flow mapping',
      code: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n data: {oops\n',
      errors: [{ severity: 'error', message: /this document was skipped/ }],
    },
  ],
});

import { rule } from '../../src/rules/object-duplicate.js';
import { ruleTester } from './rule-tester.js';

const cm = (name: string, extra = '') => `---
apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}
  namespace: apps${extra}
data: {a: "1"}
`;

ruleTester(rule, {
  valid: [
    { name: 'two objects of two names', code: cm('a') + cm('b') },
    { name: 'one name in two namespaces', code: cm('a') + cm('a').replace('namespace: apps', 'namespace: other') },
    {
      name: 'generateName objects are created anew each time',
      code: cm('a').replace('name: a', 'generateName: a-').repeat(2),
    },
  ],
  invalid: [
    {
      name: 'the same object twice in one stream: reported on the later, naming the earlier',
      code: cm('a') + cm('a'),
      errors: [
        {
          messageId: 'duplicate',
          line: 12,
          kind: 'ConfigMap',
          field: 'metadata.name',
          message: /^ConfigMap apps\/a is defined twice in one scope, first at case\.yaml:5:/,
        },
      ],
    },
    {
      name: 'three copies: one finding, on the last, naming the first',
      code: cm('a') + cm('a') + cm('a') + cm('b') + cm('b'),
      errors: [
        {
          messageId: 'duplicate',
          line: 19,
          message: /ConfigMap apps\/a is defined 3 times in one scope, first at case\.yaml:5:/,
        },
        { messageId: 'duplicate', line: 33, message: /ConfigMap apps\/b is defined twice/ },
      ],
    },
  ],
});

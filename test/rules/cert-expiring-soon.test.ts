import { rule } from '../../src/rules/cert-expiring-soon.js';
import { controllerWith, lineageData, pems } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const p = pems([], 3650);
ruleTester(rule, {
  valid: [{ name: 'ten years left', code: controllerWith(lineageData(p)) }],
  invalid: [
    {
      name: "inside the profile's renew window (secret.renewBeforeDays: 182)",
      code: controllerWith(lineageData(p)),
      options: { at: new Date('2035-09-01T00:00:00Z') },
      errors: [{ severity: 'warning', kind: 'Secret', message: /renew/ }],
    },
  ],
});

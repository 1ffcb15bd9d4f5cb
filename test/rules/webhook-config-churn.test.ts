// Live only: the kube engineer is moving the churn judgement into the rule (issue 12 item 1) with live
// evidence in RuleContext. Until then the static part is that offline input never fires it.
import { rule } from '../../src/rules/webhook-config-churn.js';
import { webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

ruleTester(rule, {
  valid: [{ name: 'manifests alone carry no churn samples', code: webhooks('Mutating', 'm', [{ name: 'm.example.com', url: 'https://h.example/m', failurePolicy: 'Fail' }]) }],
  invalid: [],
});

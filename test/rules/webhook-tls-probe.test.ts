// Live only: the kube engineer is moving the probe judgement into the rule (issue 12 item 1) with live
// evidence in RuleContext. Until then the static part is that offline input never fires it.
import { rule } from '../../src/rules/webhook-tls-probe.js';
import { webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

ruleTester(rule, {
  valid: [{ name: 'manifests alone carry no probe results', code: webhooks('Validating', 'v', [{ name: 'v.example.com', url: 'https://h.example/v', failurePolicy: 'Fail' }]) }],
  invalid: [],
});

// Each rule's example (src/rules/docs/<id>.yaml, the one its page and `explain` show) is a complete manifest
// that fires the rule, checked at the time its first line names (`--at`) when certificates are in it. The
// rules whose example is a command line are listed, so a new rule cannot slip through without one or the
// other: the live-only rules, which judge what `cluster` measures, not manifests.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docsOf, RULES } from '../../src/rules/index.js';
import { check } from '../helpers.js';

const COMMAND_EXAMPLES = new Set([
  'webhook-config-churn',
  'webhook-tls-probe',
  'gate-permission-missing',
  'helm-value-unused',
  'cabundle-writers',
  'application-not-checked',
]);

// The rotation-* rules judge a change: their example is `check --before` on a fixture pair (rotation-fixtures.test.ts runs them).
const isCommand = (id: string) => COMMAND_EXAMPLES.has(id) || id.startsWith('rotation-');

for (const { meta } of RULES) {
  test(`the example of ${meta.id} ${isCommand(meta.id) ? 'is a command line' : 'is a manifest that fires it'}`, async () => {
    const { example } = docsOf(meta.id);
    assert.ok(example, 'every rule has an example');
    if (isCommand(meta.id)) {
      assert.match(example, /(^|\n)webhook-cert-gate (cert|cluster|check|diagnose) /);
      return;
    }
    assert.match(example, /^kind: |\nkind: /, 'a manifest with a kind');
    const at = /^#.*--at (\S+)/.exec(example)?.[1];
    const findings = await check(example, at ? { at: new Date(at) } : {});
    assert.ok(
      findings.some((f) => f.rule === meta.id),
      `fires ${meta.id}; got ${findings.map((f) => f.rule).join(', ') || 'nothing'}`,
    );
  });
}

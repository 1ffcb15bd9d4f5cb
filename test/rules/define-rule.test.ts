// defineRule is checked by the compiler: each `@ts-expect-error` below is a report the build must refuse
// (tsc fails on an expect-error that has no error), and the run-time half shows what the engine does with the rest.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runCheck } from '../../src/check.js';
import { runRules } from '../../src/rules/engine.js';
import { defineRule, type Placeholders } from '../../src/rules/types.js';
import { ROOT } from '../helpers.js';

const placeholders: Placeholders<'{a} and {b}, {a}'>[] = ['a', 'b'];
// @ts-expect-error 'c' is not a placeholder of the template
const notAPlaceholder: Placeholders<'{a} and {b}'> = 'c';

const typed = defineRule({
  meta: {
    id: 'typed-example',
    severity: 'warning',
    description: 'An example.',
    messages: { named: 'Object {name} in {kind}.', plain: 'No placeholders.' },
  },
  check({ model, report }) {
    for (const resource of model.resources) {
      report({ resource, messageId: 'named', data: { name: resource.name, kind: resource.kind }, fix: 'none' });
      report({ resource, messageId: 'plain', fix: 'none' });
      // @ts-expect-error a message id the rule does not have
      report({ resource, messageId: 'nmaed', data: { name: resource.name, kind: resource.kind }, fix: 'none' });
      // @ts-expect-error a placeholder without data ({kind})
      report({ resource, messageId: 'named', data: { name: resource.name }, fix: 'none' });
      // @ts-expect-error no data at all for a message with placeholders
      report({ resource, messageId: 'named', fix: 'none' });
    }
  },
});

defineRule({
  meta: {
    id: 'concatenated',
    severity: 'warning',
    description: 'A message built with + has no literal type: its placeholders could not be checked.',
    // @ts-expect-error a message must be one string literal
    messages: { joined: 'Object {name} ' + 'in {kind}.' as string },
  },
  check() {},
});

test('defineRule: the compiler checks message ids and placeholders; the engine fills them', async () => {
  assert.deepEqual(placeholders, ['a', 'b']);
  assert.equal(notAPlaceholder, 'c');
  const { model } = await runCheck({ sources: [{ file: 'a.yaml', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n' }], cwd: ROOT });
  // The wrong reports above still run: the engine refuses an unknown message id at run time as well.
  await assert.rejects(runRules(model, [typed], { settings: { at: new Date(), minDays: 30 } }), /rule typed-example: no message 'nmaed'/);
  const first = defineRule({
    meta: { id: 'first', severity: 'info', description: 'x', messages: { named: 'Object {name} in {kind}.' } },
    check({ model: m, report }) {
      for (const resource of m.resources) report({ resource, messageId: 'named', data: { name: resource.name, kind: resource.kind }, fix: 'f' });
    },
  });
  const [finding] = await runRules(model, [first], { settings: { at: new Date(), minDays: 30 } });
  assert.equal(finding?.message, 'Object x in ConfigMap.');
  assert.equal(finding?.severity, 'info');
});

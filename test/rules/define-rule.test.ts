// defineRule is checked by the compiler: each `@ts-expect-error` below is a report the build must refuse
// (tsc fails on an expect-error that has no error), and the run-time half shows what the engine does with the rest.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runCheck } from '../../src/check.js';
import { runRules } from '../../src/rules/engine.js';
import { configuredRules } from '../../src/rules/options.js';
import { defineRule, type FromSchema, type Placeholders } from '../../src/rules/types.js';
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
    messages: { joined: 'Object {name} ' + 'in {kind}.' },
  },
  check() {},
});

// Options: their type comes from the schema (FromSchema), so a wrong option name or type in a rule does not compile.
const schema = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 0 },
    names: { type: 'array', items: { type: 'string' } },
    mode: { enum: ['strict', 'loose'] },
    verbose: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
const fromSchema: FromSchema<typeof schema> = { limit: 1, names: ['a'], mode: 'loose', verbose: false };
// @ts-expect-error mode is one of its enum values
const notInEnum: FromSchema<typeof schema> = { limit: 1, names: [], mode: 'other', verbose: false };

const withOptions = defineRule({
  meta: {
    id: 'options-example',
    severity: 'warning',
    description: 'More objects than the limit option.',
    messages: { over: '{count} objects, more than {limit}.' },
    schema,
    defaultOptions: { limit: 5, names: [], mode: 'strict', verbose: false },
  },
  check({ model, options, report }) {
    const limit: number = options.limit;
    const names: readonly string[] = options.names;
    const mode: 'strict' | 'loose' = options.mode;
    const count = model.resources.filter((r) => !names.includes(r.name)).length;
    if (count > limit && mode === 'strict')
      report({ resource: model.resources[0]!, messageId: 'over', data: { count, limit }, fix: 'none' });
  },
});

// Never run: each line below is a use of options the build must refuse.
defineRule({
  meta: {
    id: 'wrong-uses',
    severity: 'warning',
    description: 'x',
    messages: { plain: 'x' },
    schema,
    defaultOptions: fromSchema,
  },
  check({ options }) {
    // @ts-expect-error a misspelt option name
    console.log(options.limt);
    // @ts-expect-error limit is a number, not a string
    const asText: string = options.limit;
    // @ts-expect-error options are read-only: a rule cannot change its configuration
    options.limit = asText.length;
  },
});

defineRule({
  meta: {
    id: 'bad-default',
    severity: 'warning',
    description: 'A default of the wrong type.',
    messages: { plain: 'x' },
    schema,
    // @ts-expect-error limit must be a number
    defaultOptions: { limit: 'five', names: [], mode: 'strict', verbose: false },
  },
  check() {},
});

defineRule({
  // @ts-expect-error a rule with a schema gives every option a default
  meta: { id: 'no-default', severity: 'warning', description: 'No defaults.', messages: { plain: 'x' }, schema },
  check() {},
});

test('defineRule: options are typed from the schema; the config is merged over the defaults', async () => {
  assert.deepEqual(fromSchema.names, ['a']);
  assert.equal(notInEnum.mode, 'other');
  const { model } = await runCheck({
    sources: [{ file: 'a.yaml', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n' }],
    cwd: ROOT,
  });
  const run = (config?: Record<string, unknown>) => {
    const { severities, options } = configuredRules([withOptions], config);
    return runRules(model, [withOptions], {
      settings: { at: new Date(), minDays: 30 },
      overrides: severities,
      options,
    });
  };
  assert.deepEqual(await run(), [], 'the default limit 5 is not reached by one object');
  const [finding] = await run({ 'options-example': ['error', { limit: 0 }] });
  assert.equal(finding?.message, '1 objects, more than 0.');
  assert.equal(finding.severity, 'error');
  assert.deepEqual(
    await run({ 'options-example': ['error', { limit: 0, mode: 'loose' }] }),
    [],
    'each option given replaces its default alone',
  );
  assert.throws(
    () => configuredRules([withOptions], { 'options-example': ['error', { mode: 'lose' }] }, 'cfg.yaml'),
    /^InputError: cfg\.yaml: rules\.options-example: mode must be one of strict, loose \(got "lose"\)$/,
  );
});

test('defineRule: the compiler checks message ids and placeholders; the engine fills them', async () => {
  assert.deepEqual(placeholders, ['a', 'b']);
  assert.equal(notAPlaceholder, 'c');
  const { model } = await runCheck({
    sources: [{ file: 'a.yaml', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n' }],
    cwd: ROOT,
  });
  // The wrong reports above still run: the engine refuses an unknown message id at run time as well.
  await assert.rejects(
    runRules(model, [typed], { settings: { at: new Date(), minDays: 30 } }),
    /rule typed-example: no message 'nmaed'/,
  );
  const first = defineRule({
    meta: { id: 'first', severity: 'info', description: 'x', messages: { named: 'Object {name} in {kind}.' } },
    check({ model: m, report }) {
      for (const resource of m.resources)
        report({ resource, messageId: 'named', data: { name: resource.name, kind: resource.kind }, fix: 'f' });
    },
  });
  const [finding] = await runRules(model, [first], { settings: { at: new Date(), minDays: 30 } });
  assert.equal(finding?.message, 'Object x in ConfigMap.');
  assert.equal(finding.severity, 'info');
});

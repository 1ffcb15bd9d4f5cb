// Each rule's options schema is real JSON Schema: ajv (strict) compiles it and accepts its defaults, and the
// small validator the run uses (src/rules/options.ts, no ajv at run time) accepts and refuses what ajv does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ajv } from 'ajv';
import { RULES } from '../../src/rules/index.js';
import { optionsProblem } from '../../src/rules/options.js';

const ajv = new Ajv({ strict: true, allErrors: true });
const withOptions = RULES.filter((r) => r.meta.schema);

test('rules with options: the schema compiles, the defaults give every option and match it', () => {
  assert.ok(withOptions.length >= 2, 'at least two rules take options');
  for (const { meta } of withOptions) {
    const validate = ajv.compile(meta.schema!);
    assert.ok(validate(meta.defaultOptions), `${meta.id}: ${ajv.errorsText(validate.errors)}`);
    assert.deepEqual(
      Object.keys(meta.defaultOptions ?? {}).sort(),
      Object.keys(meta.schema!.properties).sort(),
      meta.id,
    );
    for (const [name, option] of Object.entries(meta.schema!.properties))
      assert.ok(option.description, `${meta.id}.${name} is described for its docs page`);
  }
});

test('the run-time validator agrees with ajv', () => {
  const samples: unknown[] = [
    {},
    { maxUnavailable: 1 },
    { maxUnavailable: 0 },
    { maxUnavailable: -1 },
    { maxUnavailable: 1.5 },
    { maxUnavailable: '1' },
    { maxUnavailable: null },
    { allow: [] },
    { allow: ['a.example.com'] },
    { allow: [''] },
    { allow: ['a', 3] },
    { allow: 'a' },
    { other: true },
    { toString: 1 },
    { constructor: {} },
    [],
    null,
    'x',
  ];
  for (const { meta } of withOptions) {
    const validate = ajv.compile(meta.schema!);
    for (const sample of samples) {
      // Only the rule's own keys, or an unknown one: each sample is judged by both.
      const problem = optionsProblem({ meta, check() {} }, sample);
      assert.equal(
        problem === undefined,
        validate(sample),
        `${meta.id} ${JSON.stringify(sample)}: ${problem ?? 'accepted'} / ajv: ${ajv.errorsText(validate.errors)}`,
      );
    }
  }
});

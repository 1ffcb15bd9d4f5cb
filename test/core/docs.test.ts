import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { RULES } from '../../src/rules/index.js';
import { withRulesMarkdown } from '../../src/rules/docs.js';
import { ROOT } from '../helpers.js';

test('the README rule reference is the one generated from the rules (run npm run docs after changing a rule)', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  assert.equal(readme, withRulesMarkdown(readme));
  for (const { meta } of RULES) {
    assert.ok(meta.example, `${meta.id} has an example`);
    assert.ok(readme.includes(`### ${meta.id}\n`), `${meta.id} documented`);
  }
});

test('every rule lives in src/rules/<id>.ts', () => {
  for (const { meta } of RULES) {
    const source = readFileSync(path.join(ROOT, 'src/rules', `${meta.id}.ts`), 'utf8');
    assert.ok(source.includes(`'${meta.id}'`), meta.id);
  }
});

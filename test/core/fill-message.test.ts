import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fillMessage } from '../../src/rules/types.js';

test('message templates: placeholders filled from the data, unknown ones kept, the same template reused', () => {
  assert.equal(fillMessage('{a} and {b}', { a: 1, b: 'two' }), '1 and two');
  assert.equal(fillMessage('{a} and {missing}', { a: 'x' }), 'x and {missing}');
  assert.equal(fillMessage('{a} and {b}', { a: 'y', b: '{a}' }), 'y and {a}', 'data is not filled again');
  assert.equal(fillMessage('no placeholders'), 'no placeholders');
  assert.equal(fillMessage('{a}{a}', { a: 'z' }), 'zz');
});

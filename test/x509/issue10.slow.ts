// Go's own verdicts on issue 10's inputs (npm run test:slow); issue10.test.ts checks ours against the same list.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { requireTool } from '../helpers.js';
import { askGo } from './fuzz/oracle.js';
import { AT, HOST, inputs } from './issue10-inputs.js';

test('Go agrees on each of them', async (t) => {
  if (!requireTool(t, 'go', "install Go 1.24+ to confirm these verdicts with Go's crypto/tls")) return;
  const go = await askGo(
    inputs.map((i) => ({ id: i.id, tags: [], chain: i.chain, key: i.key, bundle: i.bundle, host: HOST, at: AT })),
  );
  const wrong = inputs
    .filter((i) => go.get(i.id)!.accepted !== i.accept)
    .map((i) => `${i.id}: Go ${go.get(i.id)!.error || 'accepts'}`);
  assert.deepEqual(wrong, []);
});

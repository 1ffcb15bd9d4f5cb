// The Go oracle rerun over the x509 corpus (npm run test:slow): Go's verdicts must still be the committed
// vectors, which corpus.test.ts compares our verifier with.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { requireTool } from '../helpers.js';
import { CORPUS, loadCases, loadVectors, runOracle } from './helpers.js';

test('Go oracle rerun over the corpus gives the committed vectors', (t) => {
  if (!requireTool(t, 'go', 'install Go 1.22+ to rerun the oracle (the committed vectors still cover every case)'))
    return;
  const cases = loadCases();
  const vectors = loadVectors();
  const results = runOracle(CORPUS, cases);
  assert.equal(results.length, cases.length);
  const changed = results
    .filter((g) => g.accepted !== vectors.get(g.id)?.accepted)
    .map((g) => `${g.id}: Go ${g.accepted} (${g.error})`);
  assert.deepEqual(changed, [], "Go's verdict changed since vectors.json was made");
});

/**
 * Our verifier against Go: every committed vector (made by test/oracle with Go's crypto/tls) must agree,
 * and when Go is installed the oracle is rerun over the corpus so a Go upgrade cannot drift silently.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { verifyServing, type VerifyResult } from '../../src/x509/index.js';
import { CORPUS, loadCases, loadVectors, read, type CorpusCase } from './helpers.js';
import { describeProblem } from '../../src/rules/templates/cert-words.js';

const cases = loadCases();
const vectors = loadVectors();

function verifyCase(c: CorpusCase): VerifyResult {
  return verifyServing({
    chainPem: read(CORPUS, c.chain),
    keyPem: c.key ? read(CORPUS, c.key) : undefined,
    caBundlePem: read(CORPUS, c.bundle),
    host: c.host,
    at: new Date(c.at),
  });
}

test('the corpus has at least 60 cases and a vector for each', () => {
  assert.ok(cases.length >= 60, `only ${cases.length} cases`);
  for (const c of cases) assert.ok(vectors.has(c.id), `no vector for ${c.id}`);
});

test('every committed Go vector agrees with our verdict', () => {
  const disagree: string[] = [];
  for (const c of cases) {
    const go = vectors.get(c.id)!;
    const ours = verifyCase(c);
    if (ours.accepted !== go.accepted) {
      disagree.push(
        `${c.id}: Go ${go.accepted ? 'accepts' : `refuses (${go.goError})`}, we ${ours.accepted ? 'accept' : 'refuse'}: ${ours.problems.map((p) => describeProblem(p).rule).join(', ')}`,
      );
    }
  }
  assert.deepEqual(disagree, [], `${disagree.length}/${cases.length} disagree`);
});

test('problem rules fit each case', () => {
  for (const c of cases) {
    const r = verifyCase(c);
    const rules = r.problems.map((p) => describeProblem(p).rule);
    for (const expected of c.expect)
      assert.ok(rules.includes(expected as never), `${c.id}: expected ${expected}, got [${rules.join(',')}]`);
    const errors = r.problems.filter((p) => p.severity === 'error');
    if (r.accepted) assert.equal(errors.length, 0, `${c.id}: accepted but reports errors`);
    else assert.ok(errors.length > 0, `${c.id}: refused without an error problem`);
    for (const p of r.problems.map(describeProblem)) {
      assert.ok(p.message.length > 10 && p.fix.length > 10, `${c.id}: empty message or fix`);
    }
  }
});

test('a refusal lists every reason, not only the first', () => {
  const r = verifyCase(cases.find((c) => c.id === 'many-failures')!);
  const rules = new Set(r.problems.map((p) => describeProblem(p).rule));
  for (const rule of ['cert-expired', 'cert-hostname-mismatch', 'cert-eku-server-auth', 'cabundle-mismatch']) {
    assert.ok(rules.has(rule as never), `missing ${rule}`);
  }
});

// Go's own verdicts, rerun over the corpus: corpus.slow.ts (npm run test:slow).

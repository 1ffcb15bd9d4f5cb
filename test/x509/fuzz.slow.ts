/**
 * Differential fuzz test: random chains, keys and caBundles (test/x509/fuzz/generate.ts) judged by our
 * verifier and by Go (a real crypto/tls handshake configured as client-go configures it, test/oracle).
 * The verdicts must agree on every case. CI runs a fixed seed; explore with
 *   X509_FUZZ_SEED=random X509_FUZZ_N=5000 node --test build/test/x509/fuzz.slow.js
 * A disagreement prints its seed:index; replay one with X509_FUZZ_SEED=S X509_FUZZ_CASE=i.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { verifyServing } from '../../src/x509/index.js';
import { generateCase, type FuzzCase } from './fuzz/generate.js';
import { askGo } from './fuzz/oracle.js';
import { requireTool } from '../helpers.js';
import { describeProblem } from '../../src/rules/templates/cert-words.js';

const FIXED_SEED = 20261201;
const seedEnv = process.env.X509_FUZZ_SEED;
const SEED = seedEnv === 'random' ? Math.floor(Math.random() * 2 ** 31) : seedEnv ? Number(seedEnv) : FIXED_SEED;
const N = Number(process.env.X509_FUZZ_N ?? 300);
const ONLY = process.env.X509_FUZZ_CASE;

function ours(c: FuzzCase) {
  return verifyServing({
    chainPem: c.chain,
    keyPem: c.key || undefined,
    caBundlePem: c.bundle,
    host: c.host,
    at: new Date(c.at),
  });
}

test(`x509 verdicts agree with Go's TLS handshake (seed ${SEED}, ${ONLY === undefined ? N : 1} cases)`, async (t) => {
  if (!requireTool(t, 'go', "install Go 1.24+ to run the x509 differential test against Go's crypto/tls")) return;
  const indexes = ONLY !== undefined ? [Number(ONLY)] : Array.from({ length: N }, (_, i) => i);
  const cases = indexes.map((i) => generateCase(SEED, i));
  const go = await askGo(cases);
  const disagree: string[] = [];
  let accepted = 0;
  for (const c of cases) {
    const g = go.get(c.id)!;
    const r = ours(c);
    if (g.accepted) accepted++;
    if (r.accepted !== g.accepted) {
      disagree.push(
        `${c.id} [${c.tags.join(' ')}]: Go ${g.accepted ? 'accepts' : `refuses (${g.error})`}, we ${
          r.accepted
            ? 'accept'
            : `refuse (${r.problems
                .filter((p) => p.severity === 'error')
                .map((p) => describeProblem(p).rule)
                .join(', ')})`
        }`,
      );
      if (ONLY !== undefined) console.log(JSON.stringify({ case: c, ours: r.problems }, null, 1));
    }
  }
  if (process.env.X509_FUZZ_OUT) writeFileSync(process.env.X509_FUZZ_OUT, disagree.join('\n') + '\n');
  t.diagnostic(
    `seed ${SEED}: ${cases.length} cases, Go accepts ${accepted}, ${disagree.length} disagreements (${(100 * (1 - disagree.length / cases.length)).toFixed(2)}% agreement)`,
  );
  // Both verdicts must occur often, or the test proves little.
  assert.ok(
    (accepted > cases.length * 0.2 && accepted < cases.length * 0.8) || ONLY !== undefined,
    `Go accepted ${accepted}/${cases.length}`,
  );
  assert.deepEqual(disagree.slice(0, 40), [], `${disagree.length}/${cases.length} disagree`);
});

// The fast tier of the repository-mix property (test/hardening/mixes.ts): every fixture file, fixed seed,
// kustomize unavailable (a kustomization in a mix is then one clear line, exit 2). The longer run, with
// helm renders of every chart and kustomize on PATH, is mixes.fuzz.slow.ts.
import { test } from 'node:test';
import fc from 'fast-check';
import { runs } from './harness.js';
import { checkMix, fixturePool, mixArb } from './mixes.js';

test('random mixes of every fixture file in one run: exit 0, 1 or 2 in every format', async () => {
  const pool = fixturePool();
  await fc.assert(
    fc.asyncProperty(mixArb(pool, 6), (mix) => checkMix(pool, mix, {})),
    { numRuns: runs(40) },
  );
});

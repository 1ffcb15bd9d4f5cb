// The public record as tests (issue 30, item 5): every regression rebuilt under test/fixtures/rotation/ is
// flagged with its rotation-* rule, every safe rotation passes with none. Charts rendered by helm are in
// rotation-ca-per-render.slow.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge, rotationCases } from './rotation-cases.js';

const cases = rotationCases().filter((c) => !c.chart);

describe('check --before on the rotation fixtures', () => {
  it('holds at least 15 rebuilt regressions and 10 safe rotations, each citing its report', () => {
    const flagged = rotationCases().filter((c) => c.expected.startsWith('rotation-'));
    assert.ok(flagged.length >= 15, `${flagged.length} regressions`);
    assert.ok(cases.filter((c) => c.expected === 'pass').length >= 10);
    for (const c of flagged) assert.match(c.report, /^[\w.-]+\/[\w.-]+#\d+$/, c.name);
    for (const c of rotationCases()) assert.ok(c.report, `${c.name}: SOURCES.md names its source`);
  });

  for (const c of cases) {
    it(`${c.name} (${c.report}): ${c.expected === 'pass' ? 'passes' : c.expected}`, async () => {
      const r = await judge(c.name);
      if (c.expected === 'pass') {
        assert.deepEqual(
          r.rotation.map((f) => `${f.rule}: ${f.message}`),
          [],
        );
        return;
      }
      const hits = r.rotation.filter((f) => f.rule === c.expected);
      assert.ok(hits.length, `expected ${c.expected}; got ${r.rotation.map((f) => f.rule).join(', ') || 'none'}`);
      assert.equal(r.code, 1);
      for (const f of hits) {
        assert.match(f.file, new RegExp(`^${c.name}/after/`), 'at a line of the state after the change');
        assert.ok(f.line > 0 && f.fix);
      }
    });
  }
});

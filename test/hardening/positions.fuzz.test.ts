// Property: every YAML error is reported at a place the file has (a line it holds, a column on that line
// or just past its end), so editors, SARIF viewers and CI annotations can show it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseDocuments } from '../../src/load/documents.js';
import { count, ROOT, runs } from './harness.js';
import { mutatedText, yamlishText } from './arbitraries.js';
import { cli, type JsonFinding } from '../helpers.js';

/** The path into a SARIF log that this test reads. */
interface SarifRegions {
  runs: Array<{ results: Array<{ locations: Array<{ physicalLocation: { region: unknown } }> }> }>;
}

function assertInside(text: string): void {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  for (const p of parseDocuments('x.yaml', text)) {
    if (!p.error) continue;
    const { line, column } = p.error;
    const where = `${line}:${column} in ${JSON.stringify(text.slice(0, 400))}`;
    assert.ok(
      Number.isInteger(line) && line >= 1 && line <= lines.length,
      `line ${where} (the file has ${lines.length})`,
    );
    assert.ok(
      Number.isInteger(column) && column >= 1 && column <= lines[line - 1]!.replace(/\r$/, '').length + 1,
      `column ${where}`,
    );
  }
}

test('an unclosed flow sequence at the end of a file is reported on its last line', async () => {
  const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata: [a, b\n';
  const r = await cli(['check', '-', '--format', 'json'], { stdin: text });
  const [f] = (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings;
  assert.equal(f?.rule, 'yaml-syntax');
  assert.deepEqual([f.line, f.column], [5, 12]);
  const sarif = JSON.parse((await cli(['check', '-', '--format', 'sarif'], { stdin: text })).stdout) as SarifRegions;
  assert.deepEqual(sarif.runs[0]!.results[0]!.locations[0]!.physicalLocation.region, { startLine: 5, startColumn: 12 });
  // The same in the second document of a stream, and without a final newline.
  assertInside(`a: 1\n---\n${text}`);
  assertInside(text.trimEnd());
  assertInside('a: {b: 1\n\n\n');
});

test('mutated manifests: every YAML error position is inside the file', () => {
  const sources = ['examples/incident/koord-manager.yaml', 'examples/incident/webhooks.yaml'].map((f) =>
    readFileSync(path.join(ROOT, f), 'utf8'),
  );
  fc.assert(
    fc.property(
      fc.constantFrom(...sources).chain((s) => mutatedText(s)),
      (text) => {
        count('positions: mutated YAML text');
        assertInside(text);
      },
    ),
    { numRuns: runs(1500) },
  );
});

test('free-form YAML-ish text: every YAML error position is inside the file', () => {
  fc.assert(
    fc.property(yamlishText(), (text) => {
      count('positions: free-form YAML text');
      assertInside(text);
    }),
    { numRuns: runs(1500) },
  );
});

/**
 * The loader against kubectl's own decoder. test/yaml/oracle is a Go program that runs kubectl's decoding
 * path (apimachinery's NewYAMLOrJSONDecoder over sigs.k8s.io/yaml, as cli-runtime's StreamVisitor calls
 * it) over test/yaml/cases; its verdicts are committed in vectors.json so this runs without Go. Every
 * document must agree: accepted or refused, the same JSON value, and a refusal reported inside the
 * document kubectl refuses. oracle.slow.ts (npm run test:slow) rebuilds and reruns the oracle with Go, so a
 * drift between the vectors, the cases and kubectl's code cannot pass silently.
 * Regenerate: cd test/yaml/oracle && go run . ../cases/*.yaml > ../vectors.json
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseDocuments, type ParsedDoc } from '../../src/load/documents.js';
import { ROOT } from '../helpers.js';

const DIR = path.join(ROOT, 'test/yaml');
const CASES = path.join(DIR, 'cases');

interface GoDoc {
  line: number;
  ok: boolean;
  json?: string;
  error?: string;
}
type Vectors = Record<string, { mode: 'yaml' | 'json'; docs: GoDoc[] }>;

const files = readdirSync(CASES)
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const vectors = JSON.parse(readFileSync(path.join(DIR, 'vectors.json'), 'utf8')) as Vectors;

interface Tally {
  docs: number;
  verdicts: number;
  values: number;
  accepted: number;
  refused: number;
  linesInDoc: number;
  linesEqual: number;
}

/** Disagreements between the loader and Go for one case file, counted into `t`. */
function compare(file: string, expected: Vectors[string], t: Tally): string[] {
  const text = readFileSync(path.join(CASES, file), 'utf8');
  const ours = parseDocuments(file, text);
  const problems: string[] = [];
  if (ours.length !== expected.docs.length) {
    problems.push(
      `${file}: ${ours.length} documents, kubectl ${expected.docs.length}: ${describe(ours)} vs ${JSON.stringify(expected.docs)}`,
    );
    return problems;
  }
  expected.docs.forEach((go, i) => {
    const mine = ours[i]!;
    t.docs++;
    if (go.ok !== !mine.error) {
      problems.push(
        `${file} document ${i + 1}: kubectl ${go.ok ? 'accepts' : `refuses (${go.error})`}, the loader ${mine.error ? `refuses (${mine.error.message})` : 'accepts'}`,
      );
      return;
    }
    t.verdicts++;
    if (go.ok) {
      t.accepted++;
      const want = JSON.parse(JSON.stringify(JSON.parse(go.json!))) as unknown; // -0 and 0 print alike
      const got = JSON.parse(JSON.stringify(mine.value)) as unknown;
      try {
        assert.deepStrictEqual(got, want);
        t.values++;
      } catch {
        problems.push(`${file} document ${i + 1}: value ${JSON.stringify(got)}, kubectl reads ${go.json}`);
      }
      return;
    }
    t.refused++;
    const first = mine.doc.startLine;
    const last = first + (mine.doc.text.match(/\n|\x85|\u2028|\u2029/g)?.length ?? 0); // go-yaml counts YAML 1.1 breaks
    if (mine.error!.line === go.line) t.linesEqual++;
    if (mine.error!.line >= first && mine.error!.line <= last && go.line >= first && go.line <= last) t.linesInDoc++;
    else
      problems.push(
        `${file} document ${i + 1}: refusal reported at line ${mine.error!.line}, kubectl's is at line ${go.line} (document lines ${first}-${last})`,
      );
  });
  return problems;
}

function describe(docs: ParsedDoc[]): string {
  return JSON.stringify(
    docs.map((d) =>
      d.error ? { line: d.error.line, error: d.error.message } : { line: d.doc.startLine, value: d.value },
    ),
  );
}

function agreement(v: Vectors): { problems: string[]; tally: Tally } {
  const tally: Tally = { docs: 0, verdicts: 0, values: 0, accepted: 0, refused: 0, linesInDoc: 0, linesEqual: 0 };
  const problems = files.flatMap((f) => (v[f] ? compare(f, v[f], tally) : [`${f}: no vector (rerun the oracle)`]));
  return { problems, tally };
}

test('the corpus covers the YAML quirks kubectl reads differently (at least 60 cases, all with vectors)', () => {
  assert.ok(files.length >= 60, `${files.length} cases`);
  assert.deepEqual(Object.keys(vectors).sort(), files, 'vectors.json and cases/ list the same files');
  const kinds = Object.values(vectors).flatMap((c) => c.docs);
  assert.ok(kinds.some((d) => d.ok) && kinds.some((d) => !d.ok), 'both verdicts occur');
});

test('the loader agrees with kubectl (committed Go vectors) on every document: verdict, value, line', (t) => {
  const { problems, tally } = agreement(vectors);
  t.diagnostic(
    `yaml oracle: ${files.length} cases, ${tally.docs} documents (${tally.accepted} accepted, ${tally.refused} refused by kubectl); ` +
      `verdicts agree ${tally.verdicts}/${tally.docs}, values agree ${tally.values}/${tally.accepted}, ` +
      `refusals inside the refused document ${tally.linesInDoc}/${tally.refused} (same line as go-yaml ${tally.linesEqual})`,
  );
  assert.deepEqual(problems, []);
});

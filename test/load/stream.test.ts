import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_LIMITS, parseDocuments, type ParsedDoc } from '../../src/load/documents.js';
import { locate } from '../../src/load/position.js';
import { runCheck } from '../../src/check.js';
import { QUIRK_AND_REAL_FILES, seen } from './seen.js';

// A stream is parsed a chunk of documents at a time (src/load/documents.ts). Small chunks here, so that
// every case crosses chunk boundaries; Infinity is the whole stream in one parse.
const SMALL = 256;
const chunked = (text: string, file = 'big.yaml') => parseDocuments(file, text, DEFAULT_LIMITS, SMALL);
const whole = (text: string, file = 'big.yaml') => parseDocuments(file, text, DEFAULT_LIMITS, Infinity);
const name = (p: ParsedDoc) => (p.value as { metadata?: { name?: string } } | undefined)?.metadata?.name;

function configMaps(count: number, eol = '\n'): string[] {
  return Array.from({ length: count }, (_, i) =>
    ['apiVersion: v1', 'kind: ConfigMap', `metadata: {name: cm-${i}}`, 'data:', '  k: |', `    value ${i}`, ''].join(
      eol,
    ),
  );
}

test('every quirk case and real file reads the same in small chunks as in one parse', () => {
  const files = QUIRK_AND_REAL_FILES();
  assert.ok(files.length > 100, 'the corpus is there');
  for (const { file, text } of files)
    assert.deepEqual(chunked(text, file).map(seen), whole(text, file).map(seen), file);
});

test('a syntax error in the middle of a big file: its own line and column, and every other document still read', () => {
  const docs = configMaps(300);
  const broken =
    'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: [unclosed\ndata: {}\n# six lines, as every\n# other document\n';
  docs[150] = broken;
  const text = docs.join('---\n');
  const parsed = chunked(text);
  const errors = parsed.filter((p) => p.error);
  assert.equal(errors.length, 1);
  // The broken document alone has the error at (line, column); in the file its `---` is line 150 * 7.
  const alone = whole(broken, 'alone.yaml')[0]!.error!;
  assert.equal(errors[0]!.doc.startLine, 150 * 7);
  assert.deepEqual(errors[0]!.error, { ...alone, line: 150 * 7 + alone.line });
  assert.match(alone.message, /^YAML does not parse: /);
  assert.ok(alone.line >= 1 && alone.line <= 5, `inside the document: ${alone.line}`);
  // The other 299 documents, in order, each at its own line.
  const good = parsed.filter((p) => !p.error);
  assert.deepEqual(
    good.map(name),
    Array.from({ length: 300 }, (_, i) => `cm-${i}`).filter((n) => n !== 'cm-150'),
  );
  assert.deepEqual(locate(good[150]!.doc, ['metadata', 'name']), { line: 151 * 7 + 3, column: 18 }); // cm-151
  assert.deepEqual(locate(good[298]!.doc, ['metadata', 'name']), { line: 299 * 7 + 3, column: 18 }); // cm-299, the last
  assert.deepEqual(parsed.map(seen), whole(text).map(seen));
});

test('a document marker at column 0 inside a block scalar ends the document there, in every chunking', () => {
  const text =
    'kind: A\ndata:\n  script: |\n    echo one\n---\n    echo two\nkind: B\n---\nkind: C\nmetadata: {name: c}\n';
  const parsed = chunked(text);
  assert.deepEqual(parsed.map(seen), whole(text).map(seen));
  assert.equal((parsed[0]!.value as { data: { script: string } }).data.script, 'echo one\n');
  assert.equal(parsed.length, 3);
  assert.ok(parsed[1]!.error, 'the indented line after --- is not a document kubectl can read');
  assert.deepEqual(locate(parsed[2]!.doc, ['metadata', 'name']), { line: 10, column: 18 });
});

test('CRLF line ends: the same documents and positions in small chunks', () => {
  const text = configMaps(40, '\r\n').join('---\r\n');
  const parsed = chunked(text);
  assert.equal(parsed.length, 40);
  assert.deepEqual(parsed.map(seen), whole(text).map(seen));
  assert.deepEqual(locate(parsed[39]!.doc, ['metadata', 'name']), { line: 39 * 7 + 3, column: 18 });
});

test('a BOM at the start of a big file is dropped and does not move any position', () => {
  const text = `\uFEFF${configMaps(40).join('---\n')}`;
  const parsed = chunked(text);
  assert.equal(parsed.length, 40);
  assert.deepEqual(parsed.map(seen), whole(text).map(seen));
  assert.deepEqual(locate(parsed[0]!.doc, ['kind']), { line: 2, column: 7 });
  assert.deepEqual(locate(parsed[20]!.doc, ['kind']), { line: 20 * 7 + 2, column: 7 });
});

test('`...` end markers: what follows one in the same document is never read, the next document is', () => {
  const docs = configMaps(40);
  docs[10] = 'kind: A\nmetadata: {name: a}\n...\nignored: [\n';
  docs[20] = 'kind: B\nmetadata: {name: b}\n...\n';
  const text = docs.join('---\n');
  const parsed = chunked(text);
  assert.deepEqual(parsed.map(seen), whole(text).map(seen));
  assert.equal(parsed.filter((p) => p.error).length, 0);
  assert.deepEqual(parsed.map(name).slice(9, 12), ['cm-9', 'a', 'cm-11']);
  assert.deepEqual(parsed.map(name).slice(19, 22), ['cm-19', 'b', 'cm-21']);
});

test('directives in a big file: each refused on its own line, the documents around it read', () => {
  const docs = configMaps(40);
  docs[10] = '%YAML 1.1\n';
  const text = `%YAML 1.1\n---\n${docs.join('---\n')}`;
  const parsed = chunked(text);
  assert.deepEqual(parsed.map(seen), whole(text).map(seen));
  const errors = parsed.filter((p) => p.error);
  assert.deepEqual(
    errors.map((p) => [p.error!.line, p.error!.column]),
    [
      [1, 1],
      [2 + 10 * 7 + 1, 1],
    ],
  );
  assert.match(errors[0]!.error!.message, /directive/);
  assert.equal(parsed.filter((p) => !p.error).length, 39);
});

test('check on a big file with a broken document: one yaml-syntax finding at its line and column, every other object checked', async () => {
  const docs = configMaps(300);
  docs[150] =
    'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: [unclosed\ndata: {}\n# six lines, as every\n# other document\n';
  const text = docs.join('---\n');
  const result = await runCheck({ sources: [{ file: 'big.yaml', text }] });
  const syntax = result.findings.filter((f) => f.rule === 'yaml-syntax');
  const alone = whole(docs[150], 'alone.yaml')[0]!.error!;
  assert.deepEqual(
    syntax.map((f) => [f.file, f.line, f.column]),
    [['big.yaml', 150 * 7 + alone.line, alone.column]],
  );
  assert.equal(result.stats.resources, 299);
});

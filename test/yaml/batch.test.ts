import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseDocuments, parseFiles, type ParsedDoc } from '../../src/load/documents.js';
import { locate } from '../../src/load/position.js';
import type { PathSegment } from '../../src/core/object.js';
import { ROOT } from '../helpers.js';

/** Every YAML file under a folder, as (display name, text). */
function yamlFiles(dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...yamlFiles(full));
    else if (/\.ya?ml$/.test(name)) out.push({ file: path.relative(ROOT, full), text: readFileSync(full, 'utf8') });
  }
  return out;
}

/** Paths of every node of a value, up to a few hundred: enough to compare where each one is found. */
function nodePaths(value: unknown, prefix: PathSegment[] = [], out: PathSegment[][] = []): PathSegment[][] {
  out.push(prefix);
  if (out.length > 300 || value === null || typeof value !== 'object') return out;
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  for (const [k, v] of entries) nodePaths(v, [...prefix, k], out);
  return out;
}

/** What a user can see of a parsed document: its value or error, where it is, and where each node is. */
function seen(p: ParsedDoc) {
  const { file, index, startLine, text, template } = p.doc;
  return { file, index, startLine, text, template, value: p.value, error: p.error, at: p.error ? [] : nodePaths(p.value).map((np) => locate(p.doc, np)) };
}

// The kubectl-quirk cases (BOMs, tabs, directives, `...`, bad separators, broken documents) among real files:
// each file reads the same whether it is parsed alone or batched with its neighbours, in either order.
const inputs = [...yamlFiles(path.join(ROOT, 'test/yaml/cases')), ...yamlFiles(path.join(ROOT, 'test/fixtures/real-world')), ...yamlFiles(path.join(ROOT, 'examples'))];

for (const [order, files] of [['in order', inputs], ['reversed', [...inputs].reverse()]] as const) {
  test(`many files parsed in batches read as each file alone (${files.length} files, ${order})`, () => {
    assert.ok(files.length > 100, 'the corpus is there');
    const batched = parseFiles(files);
    files.forEach(({ file, text }, i) => { assert.deepEqual(batched[i]!.map(seen), parseDocuments(file, text).map(seen), file); });
  });
}

test('a file that begins with its own --- or ends without a newline keeps its documents and lines', () => {
  const files = [
    { file: 'a.yaml', text: 'kind: A\nmetadata: {name: a}' },
    { file: 'b.yaml', text: '---\nkind: B\n---\n# only a comment\n---\nkind: C\n' },
    { file: 'c.yaml', text: '# nothing here\n' },
    { file: 'd.yaml', text: 'kind: D\n' },
  ];
  const batched = parseFiles(files);
  assert.deepEqual(batched.map((docs) => docs.map((p) => [p.doc.file, p.doc.startLine, (p.value as { kind: string }).kind])), [
    [['a.yaml', 1, 'A']],
    [['b.yaml', 1, 'B'], ['b.yaml', 5, 'C']],
    [],
    [['d.yaml', 1, 'D']],
  ]);
  assert.deepEqual(locate(batched[1]![1]!.doc, ['kind']), { line: 6, column: 7 }); // the value C
  files.forEach(({ file, text }, i) => { assert.deepEqual(batched[i]!.map(seen), parseDocuments(file, text).map(seen), file); });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocuments, parseFiles } from '../../src/load/documents.js';
import { locate } from '../../src/load/position.js';
import { QUIRK_AND_REAL_FILES, seen } from '../load/seen.js';

// The kubectl-quirk cases (BOMs, tabs, directives, `...`, bad separators, broken documents) among real files:
// each file reads the same whether it is parsed alone or batched with its neighbours, in either order.
const inputs = QUIRK_AND_REAL_FILES();

for (const [order, files] of [
  ['in order', inputs],
  ['reversed', [...inputs].reverse()],
] as const) {
  test(`many files parsed in batches read as each file alone (${files.length} files, ${order})`, () => {
    assert.ok(files.length > 100, 'the corpus is there');
    const batched = parseFiles(files);
    files.forEach(({ file, text }, i) => {
      assert.deepEqual(batched[i]!.map(seen), parseDocuments(file, text).map(seen), file);
    });
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
  assert.deepEqual(
    batched.map((docs) => docs.map((p) => [p.doc.file, p.doc.startLine, (p.value as { kind: string }).kind])),
    [
      [['a.yaml', 1, 'A']],
      [
        ['b.yaml', 1, 'B'],
        ['b.yaml', 5, 'C'],
      ],
      [],
      [['d.yaml', 1, 'D']],
    ],
  );
  assert.deepEqual(locate(batched[1]![1]!.doc, ['kind']), { line: 6, column: 7 }); // the value C
  files.forEach(({ file, text }, i) => {
    assert.deepEqual(batched[i]!.map(seen), parseDocuments(file, text).map(seen), file);
  });
});

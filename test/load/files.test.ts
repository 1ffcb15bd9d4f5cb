// Reading a folder of manifests: every file whole whatever its size, the size limit naming each file's size,
// and display paths as displayPath gives them, from wherever the gate runs.
import assert from 'node:assert/strict';
import { symlinkSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { displayPath, listInputs, readInputs } from '../../src/load/files.js';
import { tempDir } from '../hardening/harness.js';

const tmp = tempDir('wcg-files-');
after(() => {
  tmp.cleanup();
});

const options = (cwd: string, maxFileBytes = 1 << 20) => ({ cwd, readStdin: () => Promise.resolve(''), maxFileBytes });

/** A file of exactly `size` bytes whose every line differs, so a part read twice or not at all shows. */
function text(size: number): string {
  let out = '';
  for (let i = 0; out.length < size; i++) out += `# line ${i}\n`;
  return out.slice(0, size);
}

// Around the 64 KB buffer a small file is read into, and across the reads of a larger one.
const SIZES = [0, 1, 65_535, 65_536, 65_537, 131_072, 200_001];

test('a folder walk reads every file whole, whatever its size around the read buffer', async () => {
  for (const size of SIZES) tmp.write(`sizes/f${String(size).padStart(6, '0')}.yaml`, text(size));
  const { inputs, errors } = await readInputs(['sizes'], options(tmp.dir));
  assert.deepEqual(errors, []);
  assert.deepEqual(
    inputs.map((i) => [i.file, i.text.length, i.text === text(i.text.length)]),
    SIZES.map((size) => [`sizes/f${String(size).padStart(6, '0')}.yaml`, size, true]),
  );
});

test('over the limit, a walked file is refused with its own size; the files under it are read whole', async () => {
  for (const size of SIZES) tmp.write(`limit/f${String(size).padStart(6, '0')}.yaml`, text(size));
  const huge = tmp.write('limit/sparse.yaml', '');
  truncateSync(huge, 40 * 1024 * 1024);
  const { inputs, errors } = await readInputs(['limit'], options(tmp.dir, 65_536));
  assert.deepEqual(
    inputs.map((i) => i.text.length),
    SIZES.filter((s) => s <= 65_536),
  );
  assert.deepEqual(errors, [
    'limit/f065537.yaml: file is 65537 bytes, over the 65536-byte limit (raise it with --max-file-size)',
    'limit/f131072.yaml: file is 131072 bytes, over the 65536-byte limit (raise it with --max-file-size)',
    'limit/f200001.yaml: file is 200001 bytes, over the 65536-byte limit (raise it with --max-file-size)',
    `limit/sparse.yaml: file is ${40 * 1024 * 1024} bytes, over the 65536-byte limit (raise it with --max-file-size)`,
  ]);
});

test("a walked file's path and display path are path.join's and displayPath's, from any working directory", async () => {
  for (const rel of ['tree/a.yaml', 'tree/sub/b.yml', 'tree/sub/deeper/c.json', 'tree/..d.yaml', 'other/e.yaml'])
    tmp.write(rel, 'kind: ConfigMap\n');
  symlinkSync(path.join(tmp.dir, 'tree/sub'), path.join(tmp.dir, 'tree/linked'));
  const tree = path.join(tmp.dir, 'tree');
  for (const cwd of [
    tmp.dir,
    tree,
    path.join(tree, 'sub'),
    path.join(tree, 'sub/deeper'),
    path.join(tmp.dir, 'other'),
    '/',
  ]) {
    const listed = await listInputs([tree], options(cwd));
    const files = listed.flatMap((l) => ('path' in l ? [l] : []));
    assert.equal(files.length, 4, `${cwd}: ${files.map((f) => f.display).join(', ')}`);
    for (const f of files) {
      assert.equal(f.path, path.join(path.dirname(f.path), path.basename(f.path)), cwd);
      assert.equal(f.display, displayPath(f.path, cwd), cwd);
    }
  }
});

// A ConfigMap volume: each file is a link into `..data`, itself a link to a timestamped folder. All of them resolve
// to the timestamped folder's files, inside the walked one: each file is read once, named by its real path.
test('a folder laid out as a mounted ConfigMap is read through its links, each file once', async () => {
  tmp.write('cm/..2026_12_02_04_23_00.1/a.yaml', 'kind: ConfigMap\n');
  tmp.write('cm/..2026_12_02_04_23_00.1/b.yaml', 'kind: Secret\n');
  symlinkSync('..2026_12_02_04_23_00.1', path.join(tmp.dir, 'cm/..data'));
  for (const name of ['a.yaml', 'b.yaml']) symlinkSync(`..data/${name}`, path.join(tmp.dir, 'cm', name));
  const { inputs, errors } = await readInputs(['cm'], options(tmp.dir));
  assert.deepEqual(errors, []);
  assert.deepEqual(
    inputs.map((i) => [i.file, i.text]),
    [
      ['cm/..2026_12_02_04_23_00.1/a.yaml', 'kind: ConfigMap\n'],
      ['cm/..2026_12_02_04_23_00.1/b.yaml', 'kind: Secret\n'],
    ],
  );
});

// Random mixes of every fixture file (and, in the slow tier, every chart's helm render) laid out in folders
// as a repository would be (environments, repeats, kustomizations), checked in one run: the run must end
// with exit 0, 1 or 2 in every format, never an internal error.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { assertCleanExit, count, fastTempBase, ROOT, runMain, tempDir } from './harness.js';
import { assertSarifShape } from './sarif-shape.js';

export interface PoolFile {
  /** Where it came from, for the failure message. */
  name: string;
  text: string;
}

const MANIFEST = /\.(ya?ml|json)$/;

/** Every YAML and JSON file under test/fixtures and examples. */
export function fixturePool(): PoolFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? walk(p) : MANIFEST.test(e.name) || e.name === 'Kustomization' ? [p] : [];
    });
  return ['test/fixtures', 'examples']
    .flatMap((d) => walk(path.join(ROOT, d)))
    .sort()
    .map((f) => ({ name: path.relative(ROOT, f), text: readFileSync(f, 'utf8') }));
}

// Folders a GitOps repository has: environments (sharing objects), nested ones, the top, and the file's own name.
const FOLDERS = ['', 'deploy/prod', 'deploy/staging', 'deploy/prod/eu', 'apps/a', 'apps/b/overlays/x', 'rendered'];
const FORMATS = ['text', 'json', 'sarif'] as const;

/** A mix: files from the pool, each put in one folder (the same file may land in several). */
export function mixArb(pool: readonly PoolFile[], maxFiles: number) {
  const placed = fc.record({
    file: fc.integer({ min: 0, max: pool.length - 1 }),
    folder: fc.constantFrom(...FOLDERS),
    keepName: fc.boolean(),
  });
  return fc.record({
    files: fc.array(placed, { minLength: 1, maxLength: maxFiles }),
    format: fc.constantFrom(...FORMATS),
    paths: fc.constantFrom('all', 'each'),
  });
}

/**
 * Writes the mix, checks it (the folder, or every file as pre-commit passes them), and asserts the clean
 * exit and a parseable report. `env` decides whether kustomize can render (PATH with kubectl, or none).
 */
export async function checkMix(
  pool: readonly PoolFile[],
  mix: {
    files: { file: number; folder: string; keepName: boolean }[];
    format: (typeof FORMATS)[number];
    paths: string;
  },
  env: NodeJS.ProcessEnv,
): Promise<void> {
  count('mixes of fixture files and renders');
  const tmp = tempDir('wcg-mix-', fastTempBase());
  try {
    const written: string[] = [];
    mix.files.forEach((p, i) => {
      const src = pool[p.file]!;
      const base = p.keepName ? path.basename(src.name) : `f${i}${path.extname(src.name) || '.yaml'}`;
      const rel = path.posix.join(p.folder, base);
      tmp.write(rel, src.text);
      written.push(rel);
    });
    const args = mix.paths === 'all' ? ['.'] : [...new Set(written)];
    const r = await runMain(['check', ...args, '--format', mix.format], { cwd: tmp.dir, env });
    const what = `${mix.format} ${mix.paths}: ${mix.files.map((p) => `${pool[p.file]!.name} -> ${p.folder || '.'}`).join(', ')}`;
    assertCleanExit(r, what);
    if (r.code === 2 || !r.stdout) return;
    if (mix.format === 'json')
      assert.ok(Array.isArray((JSON.parse(r.stdout) as { findings?: unknown }).findings), what);
    if (mix.format === 'sarif') assertSarifShape(JSON.parse(r.stdout));
  } finally {
    tmp.cleanup();
  }
}

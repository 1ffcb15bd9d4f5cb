// Build: JSON Schemas -> standalone validators, tsc -> build/ (tests), esbuild -> dist/ (the CLI and the Action).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import * as esbuild from 'esbuild';

const only = process.argv[2]; // 'bundle' skips tsc (quick local iteration)
execFileSync(process.execPath, ['scripts/gen-validators.mjs'], { stdio: 'inherit' });
if (only !== 'bundle') {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], { stdio: 'inherit' });
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS (node-forge) calls require(); give ESM output one.
  banner: { js: "import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);" },
};

rmSync('dist', { recursive: true, force: true });
// The CLI: one small entry, each heavy command in its own chunk loaded on demand; client-node stays a runtime dependency.
await esbuild.build({
  ...common,
  entryPoints: { cli: 'src/cli/bin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  external: ['@kubernetes/client-node'],
  banner: { js: '#!/usr/bin/env node\n' + common.banner.js },
});

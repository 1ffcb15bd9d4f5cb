// Build: JSON Schemas -> standalone validators, tsc -> build/ (tests), esbuild -> dist/ (the CLI and the Action).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
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

// The CLI. `check` runs as a pre-commit/pre-apply hook, so its whole path is one file: a dozen split
// chunks cost more in module loading than they save. The other commands and the x509 verifier (with
// node-forge) are bundles of their own next to it, imported only when used; client-node stays external.
const LAZY = {
  'src/cli/cert.ts': 'cmd-cert',
  'src/cli/cluster.ts': 'cmd-cluster',
  'src/cli/alerts.ts': 'cmd-alerts',
  'src/cli/policy.ts': 'cmd-policy',
  'src/x509/index.ts': 'x509',
};
const lazyImports = (self) => ({
  name: 'lazy-bundles',
  setup(build) {
    build.onResolve({ filter: /\.js$/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const source = path.relative('.', path.resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts')));
      const name = LAZY[source.split(path.sep).join('/')];
      return name && name !== self ? { path: `./${name}.mjs`, external: true } : undefined;
    });
  },
});
const cliBanner = { js: '#!/usr/bin/env node\n' + common.banner.js };
await esbuild.build({
  ...common,
  entryPoints: { cli: 'src/cli/bin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  external: ['@kubernetes/client-node'],
  plugins: [lazyImports('cli')],
  banner: cliBanner,
});
for (const [entry, name] of Object.entries(LAZY)) {
  await esbuild.build({
    ...common,
    entryPoints: { [name]: entry },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    external: ['@kubernetes/client-node'],
    plugins: [lazyImports(name)],
  });
}

// The Action: one self-contained file run by the runner's Node with no node_modules; policies/profiles
// is built in too, for when the file runs without its checkout (src/action/profiles.ts).
const profiles = Object.fromEntries(readdirSync('policies/profiles').filter((n) => /\.(ya?ml|json)$/.test(n)).sort()
  .map((n) => [n, readFileSync(`policies/profiles/${n}`, 'utf8')]));
await esbuild.build({
  ...common,
  entryPoints: { action: 'src/action/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  target: 'node24',
  // A string literal: esbuild inlines it, where an object would be hoisted into every module.
  define: { __WCG_SHIPPED_PROFILES__: JSON.stringify(JSON.stringify(profiles)) },
  plugins: [{
    name: 'no-http-client',
    setup(build) {
      build.onResolve({ filter: /^@actions\/http-client(\/|$)/ }, () => ({ path: path.resolve('src/action/no-http-client.ts') }));
    },
  }],
});

// deploy/policy/: the admission policy the CLI just built prints for the shipped profiles.
execFileSync(process.execPath, ['scripts/gen-policy.mjs'], { stdio: 'inherit' });

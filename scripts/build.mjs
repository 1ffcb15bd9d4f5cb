// Build: JSON Schemas -> standalone validators, tsc -> build/ (tests), esbuild -> dist/ (the CLI and the Action),
// and dist/THIRD_PARTY_NOTICES for the packages the bundles contain.
import { execFileSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { jsYamlState, writePatchedJsYaml } from './js-yaml-state.mjs';

const only = process.argv[2]; // 'bundle' skips tsc (quick local iteration)
execFileSync(process.execPath, ['scripts/gen-validators.mjs'], { stdio: 'inherit' });
if (only !== 'bundle') {
  // A test whose source was deleted must not live on as a stale compiled file that npm test still runs.
  rmSync('build', { recursive: true, force: true });
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], { stdio: 'inherit' });
}
// The tests (build/) run the js-yaml the bundles contain: rewritten (scripts/js-yaml-state.mjs).
writePatchedJsYaml('build/node_modules/js-yaml');

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The licences of bundled packages go to dist/THIRD_PARTY_NOTICES (below), whole, from each package's
  // licence file; the build fails for a bundled package without one, so dropping the comments loses nothing.
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  outExtension: { '.js': '.mjs' },
  // Bundled CommonJS (node-forge) calls require(); give ESM output one. Made on first call: createRequire costs
  // ~1 ms a file (it computes the node_modules lookup paths), and most chunks never call it.
  banner: {
    js: "import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);",
  },
};

rmSync('dist', { recursive: true, force: true });

// The CLI: dist/cli.cjs, the bin, loads main.ts's code from dist/chunks/, split by esbuild: every dynamic import
// (cert, cluster, alerts, the x509 verifier, Helm values, kustomize, the schema validators) becomes a chunk
// loaded only when used, and code shared by several of them is one chunk, so each library and the verifier
// exist once. client-node stays a dependency. The chunks are then made CommonJS (toCommonJs), so that they can
// be compiled through vm.Script with a code cache (src/cli/chunk-loader.ts; docs/performance.md, Start-up).
const cliOptions = {
  ...common,
  banner: {}, // CommonJS has its own require
  entryPoints: { 'chunks/main': 'src/cli/main.ts' },
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.cjs' },
  define: { 'import.meta.url': '__wcgUrl' },
  external: ['@kubernetes/client-node'],
};
// js-yaml's parser state is rewritten as it is bundled, so that it keeps one hidden class on Node 20 (scripts/js-yaml-state.mjs).
const cli = await esbuild.build({
  ...cliOptions,
  plugins: [
    jsYamlState(),
    oneCoreChunk(await esbuild.build({ ...cliOptions, write: false, plugins: [jsYamlState()] })),
  ],
});
for (const file of Object.keys(cli.metafile.outputs)) writeFileSync(file, await toCommonJs(readFileSync(file, 'utf8')));
// The bin is CommonJS (an ES module entry costs Node 20 ~6 ms more to start). dist/cli.mjs, the path this
// repository's scripts, tests and docs have always run, only imports it.
await esbuild.build({
  ...common,
  banner: {},
  format: 'cjs',
  entryPoints: { cli: 'src/cli/bin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
});
writeFileSync('dist/cli.cjs', '#!/usr/bin/env node\n' + readFileSync('dist/cli.cjs', 'utf8'));
writeFileSync('dist/cli.mjs', "#!/usr/bin/env node\n// The bin is dist/cli.cjs; this runs it.\nimport './cli.cjs';\n");
for (const bin of ['dist/cli.cjs', 'dist/cli.mjs']) chmodSync(bin, 0o755); // committed as 100755: the build keeps the mode git has

// The Action: one self-contained file run by the runner's Node with no node_modules (the shipped profiles,
// owners and rule docs are built into the code by gen-validators).
const action = await esbuild.build({
  ...common,
  entryPoints: { action: 'src/action/main.ts' },
  outdir: 'dist',
  target: 'node24',
  plugins: [
    jsYamlState(),
    {
      name: 'no-http-client',
      setup(build) {
        build.onResolve({ filter: /^@actions\/http-client(\/|$)/ }, () => ({
          path: path.resolve('src/action/no-http-client.ts'),
        }));
      },
    },
  ],
});

writeFileSync(
  'dist/THIRD_PARTY_NOTICES',
  notices({ 'dist/cli.cjs and dist/chunks/': cli.metafile, 'dist/action.mjs': action.metafile }),
);

// deploy/policy/: the admission policy the CLI just built prints for the shipped profiles.
execFileSync(process.execPath, ['scripts/gen-policy.mjs'], { stdio: 'inherit' });

/**
 * Every command goes through src/cli/main.ts, which loads `check` and all it needs with it: that code is
 * loaded on every run, whatever the command. Left to itself esbuild cuts it into a dozen chunks, one per set of
 * lazy chunks that also use a part of it, and each file costs a `check` its own resolve, read, compile and link
 * (docs/performance.md, Start-up). Each lazy chunk's entry module imports main.ts as well (already loaded when
 * it runs, so this loads nothing more), which puts the whole of main.ts's code in one chunk.
 */
function oneCoreChunk(first) {
  const main = path.resolve('src/cli/main.ts');
  const lazy = new Set(
    Object.values(first.metafile.inputs)
      .flatMap((input) => input.imports)
      .filter((i) => i.kind === 'dynamic-import' && i.path.startsWith('src/'))
      .map((i) => path.resolve(i.path)),
  );
  lazy.delete(main);
  return {
    name: 'one-core-chunk',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) =>
        lazy.has(args.path)
          ? {
              contents: `import ${JSON.stringify(main)};\n${readFileSync(args.path, 'utf8')}`,
              loader: 'ts',
              resolveDir: path.dirname(args.path),
            }
          : undefined,
      );
    },
  };
}

/**
 * One ESM chunk as CommonJS. A chunk's import() of another chunk or a built-in becomes a require() (the loader
 * gives each chunk one instance of every other, as ESM did); only client-node (an ES module) stays an
 * import(). import.meta.url (the cluster credentials child imports its own chunk) becomes the file's URL.
 */
async function toCommonJs(code) {
  const required = code.replace(
    /\bimport\("(\.\/[^"]+\.cjs|node:[^"]+)"\)/g,
    (_, id) => `Promise.resolve().then(() => require(${JSON.stringify(id)}))`,
  );
  const { code: cjs } = await esbuild.transform(required, { format: 'cjs', platform: 'node', target: 'node20' });
  return cjs.includes('__wcgUrl') ? `var __wcgUrl = require("node:url").pathToFileURL(__filename).href;\n${cjs}` : cjs;
}

/** The notices of every package whose code is in a bundle: name, version, licence and its licence file. */
function notices(metafiles) {
  const packages = new Map(); // package folder -> bundles
  for (const [bundle, metafile] of Object.entries(metafiles)) {
    for (const input of Object.keys(metafile.inputs)) {
      const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (!m) continue;
      const dir = m[1];
      if (!packages.has(dir)) packages.set(dir, new Set());
      packages.get(dir).add(bundle);
    }
  }
  const sections = [...packages]
    .map(([dir, bundles]) => {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const file = readdirSync(dir).find((n) => /^(licen[cs]e|copying)(\.|$)/i.test(n));
      if (!file) throw new Error(`${pkg.name}: no licence file in ${dir}; its notice would be lost`);
      return {
        key: `${pkg.name}@${pkg.version}`,
        text: [
          `${pkg.name} ${pkg.version} (${pkg.license ?? 'see below'}), in ${[...bundles].sort().join(', ')}`,
          '',
          readFileSync(path.join(dir, file), 'utf8').trim(),
        ].join('\n'),
      };
    })
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  const unique = sections.filter((s, i) => i === 0 || s.key !== sections[i - 1].key);
  return [
    'webhook-cert-gate bundles the following packages. Their licences and notices follow, as each package ships them.',
    ...unique.map((s) => '-'.repeat(78) + '\n\n' + s.text),
    '',
  ].join('\n\n');
}

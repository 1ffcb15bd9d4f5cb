// js-yaml's parser and constructor state, as the bundle and the tests run it (scripts/build.mjs;
// docs/performance.md, "One big file, a chunk at a time"; the change proposed upstream: docs/upstream/js-yaml-state.md).
//
// parseEvents and constructFromEvents make their state with one literal that starts with two spreads,
// `{ ...DEFAULT_PARSER_OPTIONS, ...options, input, length, position, ... }`. On Node 20 (V8 11.3) that
// literal gets a new hidden class on every call from the third on, whatever `options` is (a fresh object,
// one shared object, `{}` or undefined alike): the object-spread clone then starts from a map with no
// transitions kept for the fields added after it, so each state's map is a new root map, all its fields are
// generalized again (`--trace-generalization`: 18 fields a call), and the parser's inline caches, which see a new
// map every call, go megamorphic. Node 24 keeps one map. The bundle's copy of js-yaml merges the options
// with Object.assign (whose target, a fresh `{}`, follows one transition chain) and builds the state as a
// plain literal naming the fields the parser or constructor reads: one hidden class for every call, on both.
// The tests run the same text: the build writes it to build/node_modules/js-yaml (`writePatchedJsYaml`), which
// every module under build/ resolves before the repository's node_modules.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The js-yaml release the rewrite was written against (package.json pins it): another one fails the build,
 * to be checked again.
 */
export const JS_YAML_VERSION = '5.5.0';

/** The installed js-yaml's package folder, after checking that it is the release the rewrite was written for. */
function checkedPackage(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (pkg.version !== JS_YAML_VERSION)
    throw new Error(
      `js-yaml ${pkg.version} is installed, scripts/js-yaml-state.mjs was written for ${JS_YAML_VERSION}: check the rewrite against it, then update JS_YAML_VERSION and the pin in package.json`,
    );
  return pkg;
}

/**
 * The rewritten js-yaml as a package of its own under `dest` (build/node_modules/js-yaml): its package.json and
 * the rewritten dist/js-yaml.mjs, the file its "import" export names. Nothing else: a require() of it fails
 * instead of running the published CommonJS build.
 */
export function writePatchedJsYaml(dest, from = path.resolve('node_modules/js-yaml')) {
  checkedPackage(from);
  mkdirSync(path.join(dest, 'dist'), { recursive: true });
  writeFileSync(path.join(dest, 'package.json'), readFileSync(path.join(from, 'package.json')));
  writeFileSync(
    path.join(dest, 'dist', 'js-yaml.mjs'),
    rewriteJsYamlState(readFileSync(path.join(from, 'dist', 'js-yaml.mjs'), 'utf8')),
  );
}

const REWRITES = [
  {
    what: 'parseEvents state',
    from: '\tconst state = {\n\t\t...DEFAULT_PARSER_OPTIONS,\n\t\t...options,\n\t\tinput: `${input}\\0`,',
    to: '\tconst opts = Object.assign({}, DEFAULT_PARSER_OPTIONS, options);\n\tconst state = {\n\t\tfilename: opts.filename,\n\t\tmaxDepth: opts.maxDepth,\n\t\tinput: `${input}\\0`,',
  },
  {
    what: 'constructFromEvents state',
    from: '\tconst state = {\n\t\t...DEFAULT_CONSTRUCTOR_OPTIONS,\n\t\t...options,\n\t\tevents,',
    to: '\tconst opts = Object.assign({}, DEFAULT_CONSTRUCTOR_OPTIONS, options);\n\tconst state = {\n\t\tfilename: opts.filename,\n\t\tschema: opts.schema,\n\t\tjson: opts.json,\n\t\tmaxTotalMergeKeys: opts.maxTotalMergeKeys,\n\t\tmaxAliases: opts.maxAliases,\n\t\tsource: opts.source,\n\t\tevents,',
  },
];

/**
 * The options each state copies, as js-yaml defines them: the literals above name these fields (the only
 * options the parser and the constructor read), so a new option upstream fails the build instead of being
 * dropped.
 */
const OPTION_DEFAULTS = {
  DEFAULT_PARSER_OPTIONS: '{\n\tfilename: "",\n\tmaxDepth: 100\n}',
  DEFAULT_CONSTRUCTOR_OPTIONS:
    '{\n\tfilename: "",\n\tschema: CORE_SCHEMA,\n\tjson: false,\n\tmaxTotalMergeKeys: 1e4,\n\tmaxAliases: -1\n}',
};

/**
 * js-yaml's dist/js-yaml.mjs with both states built as plain literals. Throws when the text is not the one
 * the rewrite was written for: a state literal or an options default missing or changed.
 */
export function rewriteJsYamlState(source) {
  let out = source;
  for (const [name, body] of Object.entries(OPTION_DEFAULTS)) {
    if (!out.includes(`var ${name} = ${body};`))
      throw new Error(
        `js-yaml: ${name} is not ${body.replace(/\s+/g, ' ')} (scripts/js-yaml-state.mjs must be checked against this js-yaml)`,
      );
  }
  for (const { what, from, to } of REWRITES) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0)
      throw new Error(
        `js-yaml: the ${what} literal is not found exactly once (scripts/js-yaml-state.mjs must be checked against this js-yaml)`,
      );
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

const ENTRY = /[\\/]node_modules[\\/]js-yaml[\\/]dist[\\/]js-yaml\.mjs$/;

/** The esbuild plugin: rewrites js-yaml's ESM build as it is bundled, and fails the build if js-yaml is another release or was bundled from another file. */
export function jsYamlState() {
  return {
    name: 'js-yaml-state',
    setup(build) {
      let rewritten = false;
      build.onLoad({ filter: ENTRY }, (args) => {
        checkedPackage(path.join(path.dirname(args.path), '..'));
        rewritten = true;
        return { contents: rewriteJsYamlState(readFileSync(args.path, 'utf8')), loader: 'js' };
      });
      build.onEnd((result) => {
        const inputs = Object.keys(result.metafile?.inputs ?? {}).filter((input) =>
          /(^|\/)node_modules\/js-yaml\//.test(input),
        );
        const other = inputs.find((input) => !ENTRY.test(`/${input}`));
        if (other !== undefined || (inputs.length && !rewritten))
          throw new Error(
            `js-yaml was bundled from ${other ?? 'a file'} that scripts/js-yaml-state.mjs does not rewrite`,
          );
      });
    },
  };
}

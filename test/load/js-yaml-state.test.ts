// The bundle's copy of js-yaml, and the one these tests run, builds its parser and constructor state as a plain
// literal (scripts/js-yaml-state.mjs): the same events, values and errors as the published js-yaml, one hidden
// class a state on every call, and a build that fails loudly when js-yaml changes under the rewrite.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import * as inTests from 'js-yaml';
import { ROOT } from '../helpers.js';
import { QUIRK_AND_REAL_FILES } from './seen.js';

type JsYaml = typeof inTests;
const { rewriteJsYamlState, writePatchedJsYaml, JS_YAML_VERSION } = (await import(
  pathToFileURL(path.join(ROOT, 'scripts/js-yaml-state.mjs')).href
)) as {
  rewriteJsYamlState: (source: string) => string;
  writePatchedJsYaml: (dest: string, from: string) => void;
  JS_YAML_VERSION: string;
};

const SOURCE = path.join(ROOT, 'node_modules/js-yaml/dist/js-yaml.mjs');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'wcg-js-yaml-state-'));
after(() => {
  rmSync(tmp, { recursive: true, force: true });
});
const REWRITTEN = path.join(tmp, 'js-yaml.mjs');
writeFileSync(REWRITTEN, rewriteJsYamlState(readFileSync(SOURCE, 'utf8')));
const rewritten = (await import(pathToFileURL(REWRITTEN).href)) as JsYaml;
const published = (await import(pathToFileURL(SOURCE).href)) as JsYaml;

test('the tests and the bundle run the same js-yaml: the rewritten one, from build/node_modules', async () => {
  const vendored = path.join(ROOT, 'build/node_modules/js-yaml/dist/js-yaml.mjs');
  assert.equal(readFileSync(vendored, 'utf8'), readFileSync(REWRITTEN, 'utf8'));
  assert.equal(inTests, await import(pathToFileURL(vendored).href), "the tests' js-yaml is that file");
  // The loader imports it as well: its schema is an instance of that module's Schema, not the published one's.
  const { KUBECTL_SCHEMA } = await import('../../src/load/yaml-schema.js');
  assert.ok(KUBECTL_SCHEMA instanceof inTests.Schema && !(KUBECTL_SCHEMA instanceof published.Schema));
});

type ConstructorOptions = Parameters<JsYaml['constructFromEvents']>[1];
type ParserOptions = Parameters<JsYaml['parseEvents']>[1];

/**
 * What one parse gives: its events and values, or the error it throws. A schema comes from the module that
 * parses (a tag of one module's schema answers with that module's NOT_RESOLVED, which the other one does not
 * know); the loader's own schema is checked through the bundle (docs/performance.md).
 */
function parse(
  lib: JsYaml,
  text: string,
  parserOptions?: ParserOptions,
  constructorOptions: (lib: JsYaml) => ConstructorOptions = () => ({ source: text }),
): unknown {
  try {
    // Without options too, as js-yaml allows (its types ask for them).
    const events = (lib.parseEvents as (input: string, options?: ParserOptions) => ReturnType<JsYaml['parseEvents']>)(
      text,
      parserOptions,
    );
    return { events, values: lib.constructFromEvents(events, constructorOptions(lib)) };
  } catch (e) {
    return { error: String(e) };
  }
}

test('the rewritten js-yaml reads every quirk case and real file as the published one, with the options the loader passes', () => {
  const files = QUIRK_AND_REAL_FILES();
  assert.ok(files.length > 100, 'the corpus is there');
  for (const { file, text } of files) {
    const parser = { filename: file, maxDepth: 100 };
    const constructor = (lib: JsYaml) => ({
      source: text,
      filename: file,
      schema: lib.YAML11_SCHEMA,
      json: true,
      maxAliases: 1000,
    });
    assert.deepEqual(parse(rewritten, text, parser, constructor), parse(published, text, parser, constructor), file);
  }
});

test('the rewritten js-yaml applies defaults and each option as the published one', () => {
  const text = 'a: &x [1, 2]\nb: *x\nc: {d: {e: {f: 1}}}\na: 3\n<<: {g: 1}\n';
  const cases: [ParserOptions | undefined, (lib: JsYaml) => ConstructorOptions, RegExp][] = [
    [undefined, () => ({ source: text }), /duplicated mapping key/],
    [{}, () => ({ source: text, json: true }), /"values"/],
    [{ filename: 'x.yaml', maxDepth: 2 }, () => ({ source: text }), /maxDepth \(2\).*x\.yaml|x\.yaml.*maxDepth \(2\)/],
    [{ filename: 'x.yaml' }, () => ({ source: text, filename: 'y.yaml', json: true, maxAliases: 0 }), /alias.*y\.yaml/],
    [
      { maxDepth: undefined },
      (lib) => ({ source: text, json: true, schema: lib.CORE_SCHEMA.withTags(lib.mergeTag), maxTotalMergeKeys: 1 }),
      /maxTotalMergeKeys/,
    ],
  ];
  for (const [parser, constructor, reaches] of cases) {
    const expected = parse(published, text, parser, constructor);
    // Each case reaches what it is for: the option is read, not ignored.
    assert.match(JSON.stringify(expected), reaches);
    assert.deepEqual(parse(rewritten, text, parser, constructor), expected, JSON.stringify(parser));
  }
});

test('the parser and constructor states keep one hidden class however many calls', () => {
  // --trace-generalization prints a line each time V8 widens a field of a map. A state with a new map on
  // every call has its fields widened again on every call (Node 20 with the published js-yaml: 769 lines for
  // 5 calls, 1,030 for 25), so 25 calls print more than 5; one map for every call prints the same. (The lines are counted,
  // not placed: V8 prints them through a buffer of its own. Node 20's tracer crashes printing a
  // baseline-compiled frame, hence --no-sparkplug; the maps are the interpreter's either way.)
  const widened = (calls: number) => {
    const script = `
      const { parseEvents, constructFromEvents } = await import(${JSON.stringify(pathToFileURL(REWRITTEN).href)});
      const chunk = Array.from({ length: 20 }, (_, i) => 'apiVersion: v1\\nkind: ConfigMap\\nmetadata: {name: c' + i + '}\\ndata:\\n  k: "v"\\n').join('---\\n');
      for (let call = 0; call < ${calls}; call++) {
        constructFromEvents(parseEvents(chunk, { filename: 'f.yaml', maxDepth: 100 }), { source: chunk, filename: 'f.yaml', json: true, maxAliases: 1000 });
      }`;
    const run = spawnSync(
      process.execPath,
      ['--trace-generalization', '--no-sparkplug', '--input-type=module', '-e', script],
      { encoding: 'utf8', maxBuffer: 64 << 20 },
    );
    assert.equal(run.status, 0, run.stderr);
    return run.stdout.split('\n').filter((line) => line.startsWith('[generalizing]') && line.includes(REWRITTEN))
      .length;
  };
  const few = widened(5);
  assert.ok(few > 0, 'the tracer sees the module');
  assert.equal(widened(25), few);
});

test('the rewrite refuses a js-yaml it was not written for', () => {
  const source = readFileSync(SOURCE, 'utf8');
  // Another release installed: the build stops, saying which and what to check.
  const other = path.join(tmp, 'other-js-yaml');
  mkdirSync(path.join(other, 'dist'), { recursive: true });
  writeFileSync(path.join(other, 'package.json'), JSON.stringify({ name: 'js-yaml', version: '5.6.0' }));
  writeFileSync(path.join(other, 'dist', 'js-yaml.mjs'), source);
  assert.throws(
    () => {
      writePatchedJsYaml(path.join(tmp, 'out'), other);
    },
    new RegExp(`js-yaml 5\\.6\\.0 is installed, scripts/js-yaml-state\\.mjs was written for ${JS_YAML_VERSION}`),
  );
  assert.equal(
    (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/js-yaml/package.json'), 'utf8')) as { version: string })
      .version,
    JS_YAML_VERSION,
  );
  // A new parser option upstream: the state literal would not copy it.
  assert.throws(
    () => rewriteJsYamlState(source.replace('\tmaxDepth: 100\n};', '\tmaxDepth: 100,\n\tstrict: false\n};')),
    /DEFAULT_PARSER_OPTIONS/,
  );
  // The state literal written otherwise.
  assert.throws(
    () =>
      rewriteJsYamlState(
        source.replace(
          '\t\t...DEFAULT_CONSTRUCTOR_OPTIONS,\n\t\t...options,\n\t\tevents,',
          '\t\t...options,\n\t\tevents,',
        ),
      ),
    /constructFromEvents state/,
  );
  assert.throws(
    () => rewriteJsYamlState(source.replace('\t\t...DEFAULT_PARSER_OPTIONS,\n\t\t...options,\n', '\t\t...options,\n')),
    /parseEvents state/,
  );
});

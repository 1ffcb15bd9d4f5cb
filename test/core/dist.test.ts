import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { requireTool, ROOT } from '../helpers.js';

// dist/ as npm test just built it: one CLI entry, CommonJS chunks (some lazy), and a self-contained Action.
const dist = (...p: string[]) => path.join(ROOT, 'dist', ...p);
const cliFiles = ['cli.cjs', 'cli.mjs', ...readdirSync(dist('chunks')).map((n) => `chunks/${n}`)];

test('each library and the verifier exist once among the CLI entry and its chunks', () => {
  const markers = {
    'the x509 verifier': 'function verifyServing(',
    'the rule engine': 'function runRules(',
    'js-yaml': 'class YAMLException',
    'node-forge': 'forge.pki.BadCertificate',
    'ajv (its runtime helpers)': 'function ucs2length',
  };
  for (const [what, marker] of Object.entries(markers)) {
    const holders = cliFiles.filter((f) => readFileSync(dist(f), 'utf8').includes(marker));
    assert.equal(holders.length, 1, `${what} is in ${holders.join(', ') || 'no file'}`);
  }
});

/** A chunk's require() of a module at its top level: loaded with it (one inside a function is lazy). */
const topLevelRequire = (id: string) => new RegExp(`^(?:var \\w+ = )?(?:__toESM\\()?require\\("${id}"\\)`, 'gm');

/** Every chunk a chunk loads with it: its top-level requires of other chunks, transitively. */
function staticallyLoaded(entry: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const m of readFileSync(dist(file), 'utf8').matchAll(topLevelRequire('\\./([^"/]+\\.cjs)')))
      visit(`chunks/${m[1]}`);
  };
  visit(entry);
  return loaded;
}

const FORGE = 'forge.pki.BadCertificate';

test('node-forge is loaded by `cert generate` only: not by the verifier, `cert verify`, `check` or the Action', () => {
  const holding = (marker: string) => cliFiles.filter((f) => readFileSync(dist(f), 'utf8').includes(marker));
  const [verifier] = holding('function verifyServing(');
  const [certCommand] = holding('function verifyCommand(');
  assert.ok(verifier && certCommand, 'the verifier and the cert command are in dist/');
  for (const entry of [verifier, certCommand, 'cli.cjs']) {
    const withForge = [...staticallyLoaded(entry)].filter((f) => readFileSync(dist(f), 'utf8').includes(FORGE));
    assert.deepEqual(withForge, [], `${entry} loads node-forge with it`);
  }
  assert.equal(holding(FORGE).length, 1, 'forge is in one lazy chunk');
  assert.ok(!readFileSync(dist('action.mjs'), 'utf8').includes(FORGE), 'the Action bundle has no node-forge');
});

/**
 * What a real `check` of plain files loads: the files of dist/ and Node's built-in modules. The code cache is
 * off, so that the chunks go through require() (the cache compiles the same files, chunk-loader.ts).
 */
function loadedByCheck(): { files: Set<string>; builtins: Set<string> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-loaded-'));
  const report = path.join(dir, 'loaded.json');
  const preload = path.join(dir, 'preload.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, JSON.stringify({
      files: Object.keys(require.cache),
      builtins: process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13)),
    })));`,
  );
  try {
    const r = spawnSync(process.execPath, ['-r', preload, dist('cli.cjs'), 'check', 'examples/incident'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NODE_DISABLE_COMPILE_CACHE: '1' },
    });
    assert.equal(r.status, 1, r.stderr);
    const loaded = JSON.parse(readFileSync(report, 'utf8')) as { files: string[]; builtins: string[] };
    const inDist = loaded.files.filter((f) => f.startsWith(dist())).map((f) => path.relative(dist(), f));
    return { files: new Set(inDist), builtins: new Set(loaded.builtins) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('`check` of plain files loads none of the lazy parts: schema validators, Helm, child_process, fs/promises, the verifier, node-forge, client-node', () => {
  const { files, builtins } = loadedByCheck();
  assert.ok(files.has('cli.cjs') && files.has(path.join('chunks', 'main.cjs')), [...files].join(', '));
  // child_process brings net, dgram and more; fs/promises ~1 ms (readline, the file watchers, Dir).
  for (const lazy of ['child_process', 'fs/promises']) assert.ok(!builtins.has(lazy), `check loaded ${lazy}`);
  const validators = /\bvalidateConfig = validate\d+;/;
  const lazy = {
    'the schema validators': validators,
    'the Helm front end': 'function helmInputs(',
    'the x509 verifier': 'function verifyServing(',
    'node-forge': FORGE,
    'client-node': '@kubernetes/client-node',
  };
  for (const f of files) {
    const text = readFileSync(dist(f), 'utf8');
    for (const [what, marker] of Object.entries(lazy)) {
      assert.ok(
        typeof marker === 'string' ? !text.includes(marker) : !marker.test(text),
        `${f} (loaded by check) holds ${what}`,
      );
    }
  }
  assert.ok(
    cliFiles.some((f) => validators.test(readFileSync(dist(f), 'utf8'))),
    'the validators are in dist/, in a lazy chunk',
  );
});

test('the code main.ts loads with it (check and all it needs) is one chunk, not one file per combination of lazy chunks', () => {
  const markers = [
    'async function main(', // src/cli/main.ts
    'async function runCheck(', // src/check.ts
    'function parseDocuments(', // src/load/documents.ts
    'async function runRules(', // src/rules/engine.ts
    'function render(', // src/report/render.ts
    'class YAMLException', // js-yaml
  ];
  const files = [...loadedByCheck().files];
  const holders = (marker: string) => files.filter((f) => readFileSync(dist(f), 'utf8').includes(marker)).sort();
  const [core] = holders(markers[0]!);
  assert.ok(core, 'main.ts is on the check path');
  for (const marker of markers) assert.deepEqual(holders(marker), [core], `${marker} is in ${core} alone`);
});

test('every chunk is CommonJS: no ES module syntax left for Node to refuse in a script', () => {
  for (const f of cliFiles.filter((n) => n !== 'cli.mjs')) {
    const text = readFileSync(dist(f), 'utf8');
    assert.doesNotMatch(text, /^(?:import [^(]|export )|\bimport\.meta\b/m, f);
    // import() stays only for client-node, an ES module; other chunks and built-ins are require()d.
    for (const m of text.matchAll(/\bimport\("([^"]+)"\)/g)) assert.equal(m[1], '@kubernetes/client-node', f);
  }
});

test('the bin, dist/cli.cjs, and dist/cli.mjs (which only runs it) are executable, with a node shebang', () => {
  for (const bin of ['cli.cjs', 'cli.mjs']) {
    assert.ok(readFileSync(dist(bin), 'utf8').startsWith('#!/usr/bin/env node\n'), bin);
    assert.equal(statSync(dist(bin)).mode & 0o111, 0o111, bin);
  }
  assert.deepEqual(
    readFileSync(dist('cli.mjs'), 'utf8')
      .split('\n')
      .filter((l) => /^\s*[^/#\s]/.test(l)),
    ["import './cli.cjs';"],
  );
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  assert.deepEqual(new Set(Object.values(pkg.bin)), new Set(['dist/cli.cjs']));
});

test('dist/action.mjs imports only Node built-ins and runs alone on Node 24', (t) => {
  const text = readFileSync(dist('action.mjs'), 'utf8');
  const specifiers = [...text.matchAll(/(?:^import [^;]*? from |\bimport\()["']([^"']+)["']/gm)].map((m) => m[1]!);
  const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
  assert.deepEqual(
    specifiers.filter((s) => !builtins.has(s)),
    [],
  );
  const node24 = requireTool(t, 'node24');
  if (!node24) return;
  const alone = mkdtempSync(path.join(tmpdir(), 'wcg-action-alone-'));
  cpSync(dist('action.mjs'), path.join(alone, 'action.mjs'));
  const r = spawnSync(node24, [path.join(alone, 'action.mjs')], {
    cwd: alone,
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH, GITHUB_WORKSPACE: alone, INPUT_PATHS: '.' },
  });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('dist/THIRD_PARTY_NOTICES carries the licence of every bundled package', () => {
  const notices = readFileSync(dist('THIRD_PARTY_NOTICES'), 'utf8');
  for (const pkg of ['js-yaml', 'ajv', 'node-forge', '@actions/core'])
    assert.match(notices, new RegExp(`^${pkg} \\d+\\.\\d+\\.\\d+ \\(`, 'm'), pkg);
  assert.match(notices, /Permission is hereby granted/);
});

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { requireTool, ROOT } from '../helpers.js';

// dist/ as npm test just built it: one CLI entry with lazy chunks, and a self-contained Action.
const dist = (...p: string[]) => path.join(ROOT, 'dist', ...p);
const cliFiles = ['cli.mjs', ...readdirSync(dist('chunks')).map((n) => `chunks/${n}`)];

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

/** Every file a file loads with it: its static imports, transitively (a dynamic import() is lazy). */
function staticallyLoaded(entry: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const text = readFileSync(dist(file), 'utf8');
    for (const m of text.matchAll(/^(?:import|} from) "\.\.?\/((?:chunks\/)?[^"/]+\.mjs)";$/gm))
      visit(m[1]!.startsWith('chunks/') || file === 'cli.mjs' ? m[1]! : `chunks/${m[1]}`);
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
  for (const entry of [verifier, certCommand, 'cli.mjs']) {
    const withForge = [...staticallyLoaded(entry)].filter((f) => readFileSync(dist(f), 'utf8').includes(FORGE));
    assert.deepEqual(withForge, [], `${entry} loads node-forge with it`);
  }
  assert.equal(holding(FORGE).length, 1, 'forge is in one lazy chunk');
  assert.ok(!readFileSync(dist('action.mjs'), 'utf8').includes(FORGE), 'the Action bundle has no node-forge');
});

/** The files `check` of a plain file loads: the entry, main.ts's chunk (the entry's first dynamic import), and what they import statically. */
function checkPath(): Set<string> {
  const entry = readFileSync(dist('cli.mjs'), 'utf8');
  const main = /\bimport\("\.\/(chunks\/main-[^"]+\.mjs)"\)/.exec(entry);
  assert.ok(main, 'dist/cli.mjs loads main.ts through a dynamic import (after enabling the compile cache)');
  return new Set([...staticallyLoaded('cli.mjs'), ...staticallyLoaded(main[1]!)]);
}

test('`check` of plain files loads none of the lazy parts: schema validators, Helm, child_process, the verifier, node-forge, client-node', () => {
  const validators = /\bvalidateConfig = validate\d+;/;
  const lazy = {
    'the schema validators': validators,
    'the Helm front end': 'function helmInputs(',
    'child_process, statically': /^import [^;]*from "node:child_process";$/m,
    'the x509 verifier': 'function verifyServing(',
    'node-forge': FORGE,
    'client-node': '@kubernetes/client-node',
  };
  for (const f of checkPath()) {
    const text = readFileSync(dist(f), 'utf8');
    for (const [what, marker] of Object.entries(lazy)) {
      assert.ok(
        typeof marker === 'string' ? !text.includes(marker) : !marker.test(text),
        `${f} (on the check path) holds ${what}`,
      );
    }
  }
  assert.ok(
    cliFiles.some((f) => validators.test(readFileSync(dist(f), 'utf8'))),
    'the validators are in dist/, in a lazy chunk',
  );
});

test('the code main.ts loads with it (check and all it needs) is one chunk, not one file per combination of lazy chunks', () => {
  const withSources = [...checkPath()].filter(
    (f) => /^\/\/ src\//m.test(readFileSync(dist(f), 'utf8')) && f !== 'cli.mjs',
  );
  assert.equal(withSources.length, 1, `the check path's code is spread over ${withSources.join(', ')}`);
  const [core] = withSources;
  for (const source of [
    'src/cli/main.ts',
    'src/check.ts',
    'src/load/documents.ts',
    'src/rules/engine.ts',
    'src/report/render.ts',
  ]) {
    assert.match(readFileSync(dist(core!), 'utf8'), new RegExp(`^// ${source}$`, 'm'), `${source} is in ${core}`);
  }
});

test('dist/cli.mjs is executable, with a node shebang', () => {
  assert.ok(readFileSync(dist('cli.mjs'), 'utf8').startsWith('#!/usr/bin/env node\n'));
  assert.equal(statSync(dist('cli.mjs')).mode & 0o111, 0o111);
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

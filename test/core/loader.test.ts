import assert from 'node:assert/strict';
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { check, cli, deployment, env, only } from '../helpers.js';

const RACE = deployment({ replicas: 8, env: env('WEBHOOK_HOST', 'lb.example') });

test('a broken document among good ones is a yaml-syntax finding at its line; the others are still checked', async () => {
  const broken = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n data: {oops\n';
  const text = `${RACE}---\n${broken}---\n${RACE.replace('koord-manager\n  namespace', 'koord-manager-2\n  namespace')}`;
  const findings = await check(text);
  const [syntax] = only(findings, 'yaml-syntax');
  assert.ok(syntax);
  const brokenStart = RACE.split('\n').length + 1; // the line after the first '---'
  assert.ok(syntax.line >= brokenStart && syntax.line <= brokenStart + 5, `line ${syntax.line} inside the broken document`);
  assert.equal(only(findings, 'multi-replica-webhook-unshared-cert').length, 2, 'both good documents are checked');
});

test('findings point at the offending node: env entry, annotation, replicas value', async () => {
  const findings = await check(RACE);
  const implicit = only(findings, 'webhook-cert-writer-implicit')[0]!;
  const lines = RACE.split('\n');
  assert.equal(lines[implicit.line - 1]!.trim(), '- name: WEBHOOK_HOST');
  assert.equal(implicit.column, lines[implicit.line - 1]!.indexOf('name: WEBHOOK_HOST') + 1);
  assert.equal(implicit.field, 'spec.template.spec.containers[0].env[1]');
  const race = only(findings, 'multi-replica-webhook-unshared-cert')[0]!;
  assert.equal(lines[race.line - 1]!.slice(race.column - 1), '8');
});

test('JSON files and kind: List are read; List items keep their own positions', async () => {
  const dep = JSON.parse(JSON.stringify((await import('js-yaml')).load(RACE)));
  const list = { apiVersion: 'v1', kind: 'List', items: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' } }, dep] };
  const text = JSON.stringify(list, null, 2);
  const [f] = only(await check(text), 'multi-replica-webhook-unshared-cert');
  assert.ok(f);
  assert.equal(text.split('\n')[f.line - 1]!.trim(), '"replicas": 8,');
});

test('stdin (-), directories (recursive, .yaml/.yml/.json only) and a missing path', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'wcg-load-'));
  await mkdir(path.join(dir, 'nested', 'deeper'), { recursive: true });
  await writeFile(path.join(dir, 'nested', 'deeper', 'a.yml'), RACE);
  await writeFile(path.join(dir, 'notes.txt'), 'kind: [broken');
  const fromDir = await cli(['check', dir, '--format', 'json']);
  assert.equal(fromDir.code, 1);
  const json = JSON.parse(fromDir.stdout);
  assert.deepEqual(json.findings.map((f: { file: string }) => path.basename(f.file)).filter((n: string) => n !== 'a.yml'), []);
  const fromStdin = await cli(['check', '-', '--format', 'json'], { stdin: RACE });
  assert.equal(fromStdin.code, 1);
  assert.equal(JSON.parse(fromStdin.stdout).findings[0].file, '<stdin>');
  const missing = await cli(['check', path.join(dir, 'nope.yaml'), dir]);
  assert.equal(missing.code, 2, 'a missing path is exit 2');
  assert.equal(missing.stderr.trim().split('\n').length, 1);
  assert.match(missing.stderr, /nope\.yaml: no such file or directory/);
  assert.match(missing.stdout, /multi-replica-webhook-unshared-cert/, 'the readable path was still checked');
});

test('-f/--filename as kubectl spells it', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'wcg-f-'));
  await writeFile(path.join(dir, 'x.yaml'), RACE);
  const r = await cli(['check', '-f', path.join(dir, 'x.yaml'), '--filename', path.join(dir, 'x.yaml')]);
  assert.equal(r.code, 1);
});

test("Helm's # Source: comment names the template in findings", async () => {
  const rendered = `---\n# Source: koordinator/templates/koord-manager.yaml\n${RACE}`;
  const [f] = only(await check(rendered), 'multi-replica-webhook-unshared-cert');
  assert.equal(f!.template, 'koordinator/templates/koord-manager.yaml');
});

test('usage errors exit 2 with one line', async () => {
  for (const args of [['check'], ['check', '.', '--format', 'xml'], ['check', '.', '--bogus'], ['nope'], ['check', '.', '--fail-on', 'sometimes']]) {
    const r = await cli(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.match(r.stderr, /^webhook-cert-gate: /);
  }
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseDocuments } from '../../src/load/documents.js';
import { loadOneDocument } from '../../src/load/one-document.js';
import { hasLocator, locate } from '../../src/load/position.js';
import { plainKeyString } from '../../src/load/yaml-schema.js';
import { check, cli, deployment, env, only, ROOT } from '../helpers.js';
import { parseReport } from '../report-json.js';

const RACE = deployment({ replicas: 8, env: env('WEBHOOK_HOST', 'lb.example') });

test('a broken document among good ones is a yaml-syntax finding at its line; the others are still checked', async () => {
  const broken = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n data: {oops\n';
  const text = `${RACE}---\n${broken}---\n${RACE.replace('koord-manager\n  namespace', 'koord-manager-2\n  namespace')}`;
  const findings = await check(text);
  const [syntax] = only(findings, 'yaml-syntax');
  assert.ok(syntax);
  const brokenStart = RACE.split('\n').length + 1; // the line after the first '---'
  assert.ok(
    syntax.line >= brokenStart && syntax.line <= brokenStart + 5,
    `line ${syntax.line} inside the broken document`,
  );
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
  const dep = JSON.parse(JSON.stringify((await import('js-yaml')).load(RACE))) as unknown;
  const list = {
    apiVersion: 'v1',
    kind: 'List',
    items: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' } }, dep],
  };
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
  const json = parseReport(fromDir.stdout);
  assert.deepEqual(
    json.findings.map((f) => path.basename(f.file)).filter((n) => n !== 'a.yml'),
    [],
  );
  const fromStdin = await cli(['check', '-', '--format', 'json'], { stdin: RACE });
  assert.equal(fromStdin.code, 1);
  assert.equal(parseReport(fromStdin.stdout).findings[0]?.file, '<stdin>');
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
  for (const args of [
    ['check'],
    ['check', '.', '--format', 'xml'],
    ['check', '.', '--bogus'],
    ['nope'],
    ['check', '.', '--fail-on', 'sometimes'],
  ]) {
    const r = await cli(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.match(r.stderr, /^webhook-cert-gate: /);
  }
});

// The official Koordinator 1.8 CRD and KubeVela's ConfigMap: quoted continuation lines no deeper than their key.
test('shallow continuation lines in quoted scalars are read as kubectl reads them: no yaml-syntax, right positions', async () => {
  const koord = readFileSync(path.join(ROOT, 'test/yaml/cases/sq-shallow-koordinator-crd.yaml'), 'utf8');
  const vela = readFileSync(path.join(ROOT, 'test/yaml/cases/sq-shallow-kubevela-configmap.yaml'), 'utf8');
  const text = `${koord}---\n${vela}---\n${RACE}`;
  const findings = await check(text);
  assert.deepEqual(only(findings, 'yaml-syntax'), []);
  const [race] = only(findings, 'multi-replica-webhook-unshared-cert');
  assert.equal(
    text.split('\n')[race!.line - 1]!.slice(race!.column - 1),
    '8',
    'the document after them keeps its lines',
  );
  const [doc] = parseDocuments('v.yaml', vela);
  assert.match(
    (doc!.value as { data: { registries: string } }).data.registries,
    /^\{ "KubeVela":\{ "name": "KubeVela", "helm": \{ "url": "https:\/\/kubevela\.github\.io\/catalog\/official" \} \}, "experimental"/,
  );
});

test("a flow sequence continued at the key's column keeps its columns after the re-read", () => {
  const text = 'spec:\n  args: [--a,\n  --b,\n--c]\n';
  const [doc] = parseDocuments('f.yaml', text);
  assert.deepEqual((doc!.value as { spec: unknown }).spec, { args: ['--a', '--b', '--c'] });
  assert.deepEqual(locate(doc!.doc, ['spec', 'args', 1]), { line: 3, column: 3 });
  assert.deepEqual(locate(doc!.doc, ['spec', 'args', 2]), { line: 4, column: 1 });
});

test('what kubectl refuses and js-yaml would take is a yaml-syntax finding at its line', async () => {
  const cases: [string, number, RegExp][] = [
    [
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n--- kind: Secret\n',
      4,
      /invalid document separator "--- kind: Secret"/,
    ],
    ['kind: ConfigMap\nmetadata: {name: a}\ndata:\n  ratio: .inf\n', 4, /\.inf or \.nan/],
    ['%YAML 1.2\n---\nkind: ConfigMap\n', 1, /directive/],
    ['kind: ConfigMap\nmetadata:\n  ~: a\n', 3, /null/],
    ['kind: ConfigMap\ndata:\n  a: "x\\/y"\n', 3, /\\\//],
    [`kind: ConfigMap\n${'k'.repeat(1100)}: v\n`, 2, /1024/],
    ['kind: ConfigMap\n\t\nmetadata: {name: a}\n', 2, /tab/],
  ];
  for (const [text, line, message] of cases) {
    const [f, ...more] = only(await check(text), 'yaml-syntax');
    assert.ok(f, text);
    assert.equal(more.length, 0, text);
    assert.equal(f.line, line, text);
    assert.match(f.message, message);
  }
});

test('values are what kubectl sends: YAML 1.1 booleans and octals, merges in document order, duplicate keys', () => {
  const text =
    'a: yes\nb: 0777\nc: 0o17\nd: 1_000\non: push\nbase: &b {p: 1, q: 2}\nm:\n  p: 0\n  <<: *b\n  q: 3\ne: 1\ne: 2\n';
  const [doc] = parseDocuments('v.yaml', text);
  assert.deepEqual(doc!.value, {
    a: true,
    b: 511,
    c: 15,
    d: 1000,
    true: 'push',
    base: { p: 1, q: 2 },
    m: { p: 1, q: 3 },
    e: 2,
  });
  assert.deepEqual(locate(doc!.doc, ['true']), { line: 5, column: 5 }, 'a key found by the string kubectl makes of it');
});

test('a `<<` merges only as a key: as a value it is the string kubectl sends, in manifests and values files', async () => {
  const webhook =
    'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: demo\n' +
    'webhooks:\n  - name: demo.example.com\n    clientConfig:\n      caBundle: <<\n      service: {name: demo, namespace: demo}\n';
  const [invalid] = only(await check(webhook), 'cabundle-invalid');
  assert.equal(invalid?.line, 8, 'caBundle "<<" is not base64: the API server refuses it');
  assert.deepEqual(loadOneDocument('a: <<\nb: [<<]\nm:\n  <<: {c: <<}\n'), { a: '<<', b: ['<<'], m: { c: '<<' } });
  assert.equal(loadOneDocument('<<\n'), '<<');
});

test('every document keeps the positions of its first parse: whole stream, after a broken document, JSON stream', () => {
  const streams = [
    'a: 1\n---\nb:\n  c: [x, y]\n',
    'a: 1\n---\nb: [\n---\nb:\n  c: [x, y]\n',
    '{"a": 1}\n{"b": {"c": ["x", "y"]}}\n',
  ];
  for (const text of streams) {
    const docs = parseDocuments('s.yaml', text).filter((d) => !d.error);
    const last = docs.at(-1)!;
    const lines = text.split('\n');
    const pos = locate(last.doc, ['b', 'c', 1]);
    assert.match(lines[pos.line - 1]!.slice(pos.column - 1), /^"?y/, JSON.stringify(text));
    assert.ok(
      docs.every((d) => hasLocator(d.doc)),
      'no document is left to be parsed again',
    );
  }
});

test('a plain key is found by the same string the constructed object has (locate and construction agree)', () => {
  for (const key of [
    'on',
    'Off',
    'y',
    '010',
    '0x1F',
    '0b101',
    '1_000',
    '1.5',
    '-0',
    '+12',
    '.5',
    '.inf',
    '12e3',
    '9223372036854775807',
    '-9007199254740993',
    'name',
    'nothing',
    'true',
    'no',
  ]) {
    const [doc] = parseDocuments('k.yaml', `${key}: 1\n`);
    assert.equal(plainKeyString(key), Object.keys(doc!.value as object)[0], key);
  }
});

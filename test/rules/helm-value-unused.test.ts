// helm-value-unused: a given Helm value nothing reads is a warning at the line or flag that gave it
// (values mode here, no helm; render mode with a real helm: test/helm/unread-values.slow.ts).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { cli, ROOT, type JsonFinding } from '../helpers.js';

const KOORDINATOR = path.join(ROOT, 'test/fixtures/charts/koordinator');
const unused = (stdout: string) =>
  (JSON.parse(stdout) as { findings: JsonFinding[] }).findings.filter((f) => f.rule === 'helm-value-unused');

test("docs/helm.md's example: --set-string webhook_host on the Koordinator chart is reported, not dropped", async () => {
  const args = [
    'check',
    KOORDINATOR,
    '--helm',
    'none',
    '--set',
    'manager.replicas=8',
    '--set-string',
    'webhook_host=lb.internal',
  ];
  const r = await cli([...args, '--format', 'json']);
  const [f, ...rest] = unused(r.stdout);
  assert.deepEqual(rest, []);
  assert.ok(f);
  assert.equal(f.severity, 'warning');
  assert.equal(f.file, '--set');
  assert.equal(f.field, 'webhook_host');
  assert.match(
    f.message,
    /^Helm value webhook_host is given, but no template of chart test\/fixtures\/charts\/koordinator reads it .*\(value from --set-string webhook_host=lb\.internal\)$/,
  );
  assert.equal((await cli([...args, '--fail-on', 'warning'])).code, 1, 'no longer a silent exit 0');
  const line = (await cli([...args, '--format', 'line'])).stdout;
  assert.match(line, /^--set:1:1: warning helm-value-unused Helm value webhook_host /m);
});

function chartDir(templates: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-unread-'));
  writeFileSync(
    path.join(dir, 'Chart.yaml'),
    'apiVersion: v2\nname: demo\nversion: 0.1.0\ndependencies:\n  - {name: redis, version: 1.0.0, alias: cache}\n',
  );
  writeFileSync(path.join(dir, 'values.yaml'), 'a: {b: 1}\n');
  mkdirSync(path.join(dir, 'templates'));
  mkdirSync(path.join(dir, 'charts', 'sub'), { recursive: true });
  for (const [name, text] of Object.entries(templates)) writeFileSync(path.join(dir, 'templates', name), text);
  return dir;
}

test('what counts as read: the key, a key above it, a key below it; subcharts and global are left to the subcharts', async () => {
  const dir = chartDir({
    'cm.yaml':
      'kind: ConfigMap\ndata:\n  b: {{ .Values.a.b | quote }}\n  m: {{ toYaml $.Values.manager | nindent 4 }}\n{{- with .Values.deep.x.y }}{{ . }}{{ end }}\n',
    '_helpers.tpl': '{{- define "x" -}}{{ .Values.list }}{{- end }}\n',
  });
  const values = path.join(dir, 'prod.yaml');
  writeFileSync(
    values,
    [
      'a:',
      '  b: 2',
      '  typo_c: 3', // a.b read; a.typo_c not
      'manager:',
      '  resources: {limits: {cpu: 1}}', // under toYaml .Values.manager
      'deep: {}', // a map given empty: the template reads below it
      'list: [{name: x, value: y}]',
      'global: {registry: r}',
      'sub: {enabled: true}',
      'cache: {enabled: true}', // subchart folder, alias, global
      'webhook_host: lb.internal',
      '',
    ].join('\n'),
  );
  const r = await cli([
    'check',
    dir,
    '--helm',
    'none',
    '--chart',
    'koordinator',
    '--values',
    values,
    '--format',
    'json',
  ]);
  const found = unused(r.stdout).map((f) => [f.field, `${path.basename(f.file)}:${f.line}:${f.column}`]);
  assert.deepEqual(found, [
    ['a.typo_c', 'prod.yaml:3:11'],
    ['webhook_host', 'prod.yaml:11:15'],
  ]);
});

test('a chart that passes .Values on whole may read anything: nothing is reported', async () => {
  const dir = chartDir({ 'cm.yaml': 'data: {{ include "render" (dict "Values" .Values) }}\n' });
  const r = await cli([
    'check',
    dir,
    '--helm',
    'none',
    '--chart',
    'koordinator',
    '--set',
    'anything=1',
    '--format',
    'json',
  ]);
  assert.deepEqual(unused(r.stdout), []);
});

test('values without a chart folder: keys outside the profile mapping were not checked, and the finding says so', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-unread-'));
  const values = path.join(dir, 'v.yaml');
  writeFileSync(values, 'manager:\n  replicas: 3\nwebhook_host: lb.internal\n');
  const r = await cli(['check', '--chart', 'koordinator', '--values', values, '--format', 'json']);
  const found = unused(r.stdout);
  assert.deepEqual(
    found.map((f) => [f.field, f.line]),
    [['webhook_host', 3]],
  );
  assert.match(found[0]!.message, /the values mapping of koordinator does not read it: it was not checked/);
});

test('chart defaults alone are never reported, and the rule can be turned off', async () => {
  assert.deepEqual(unused((await cli(['check', KOORDINATOR, '--helm', 'none', '--format', 'json'])).stdout), []);
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-unread-'));
  writeFileSync(path.join(dir, 'cfg.yaml'), 'rules:\n  helm-value-unused: off\n');
  const r = await cli([
    'check',
    KOORDINATOR,
    '--helm',
    'none',
    '--set',
    'webhook_host=x',
    '--config',
    path.join(dir, 'cfg.yaml'),
    '--format',
    'json',
  ]);
  assert.deepEqual(unused(r.stdout), []);
});

test('a map nothing reads is one finding at its top key; a chart given values for another gets at most 100', async () => {
  const dir = chartDir({ 'cm.yaml': 'data: {{ .Values.a.b }}\n' });
  const values = path.join(dir, 'other.yaml');
  writeFileSync(
    values,
    `other:\n  x: 1\n  y: [1, 2, 3]\n${Array.from({ length: 150 }, (_, i) => `k${i}: ${i}`).join('\n')}\n`,
  );
  const one = await cli([
    'check',
    dir,
    '--helm',
    'none',
    '--chart',
    'koordinator',
    '--set',
    'other.x=1,other.z=2',
    '--format',
    'json',
  ]);
  assert.deepEqual(
    unused(one.stdout).map((f) => f.field),
    ['other'],
  );
  const many = unused(
    (await cli(['check', dir, '--helm', 'none', '--chart', 'koordinator', '--values', values, '--format', 'json']))
      .stdout,
  );
  assert.equal(many.length, 100);
  assert.deepEqual(
    many.slice(0, 2).map((f) => [f.field, f.line]),
    [
      ['other', 2],
      ['k0', 4],
    ],
  );
});

test('a typo gets the read key it most likely meant, beside it in the tree; an unrelated key gets none', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-unread-'));
  const values = path.join(dir, 'prod.yaml');
  writeFileSync(values, 'manager:\n  replica: 3\n  unrelated_setting: x\nimageRepositoryHst: ghcr.io\n');
  const r = await cli(['check', KOORDINATOR, '--helm', 'none', '--values', values, '--format', 'json']);
  const found = unused(r.stdout).map((f) => [f.field, f.line, / Did you mean (\S+)\?$/.exec(f.message)?.[1], f.fix]);
  assert.deepEqual(found, [
    ['manager.replica', 2, 'manager.replicas', 'rename manager.replica to manager.replicas, the key the chart reads'],
    [
      'manager.unrelated_setting',
      3,
      undefined,
      "remove manager.unrelated_setting, or set the key the chart's templates read (a typo, a forked chart's key, or a value for another chart)",
    ],
    [
      'imageRepositoryHst',
      4,
      'imageRepositoryHost',
      'rename imageRepositoryHst to imageRepositoryHost, the key the chart reads',
    ],
  ]);
});

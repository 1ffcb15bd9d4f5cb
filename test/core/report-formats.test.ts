// The report contracts beyond text/JSON/SARIF findings: what was checked (JSON summary, SARIF
// notifications), failing when nothing was, JUnit XML read by a real XML parser, the one-line format,
// and -o / unknown-option handling on every command.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { cli, requireTool, ROOT } from '../helpers.js';
import { parseReport, parseSarif } from '../report-json.js';

const INCIDENT = path.join(ROOT, 'examples/incident');
const tmp = () => mkdtempSync(path.join(tmpdir(), 'wcg-fmt-'));

test('JSON summary says how many files and resources were checked, and which inputs could not be read', async () => {
  const ok = parseReport((await cli(['check', INCIDENT, '--format', 'json'])).stdout);
  assert.deepEqual(
    { files: ok.summary.files, resources: ok.summary.resources, unreadable: ok.summary.unreadable },
    { files: 2, resources: 3, unreadable: 0 },
  );
  assert.deepEqual(ok.inputErrors, []);
  const missing = await cli(['check', 'no/such/dir', '--format', 'json']);
  assert.equal(missing.code, 2);
  const report = parseReport(missing.stdout);
  assert.deepEqual(report.summary, { error: 0, warning: 0, info: 0, files: 0, resources: 0, unreadable: 1 });
  assert.deepEqual(report.inputErrors, ['no/such/dir: no such file or directory']);
});

test('an empty folder: summary.resources is 0, and --fail-if-nothing-checked exits 2 where the default passes', async () => {
  const dir = tmp();
  writeFileSync(path.join(dir, 'README.md'), 'no manifests here\n');
  const plain = await cli(['check', dir, '--format', 'json']);
  assert.equal(plain.code, 0);
  assert.equal(parseReport(plain.stdout).summary.resources, 0);
  const strict = await cli(['check', dir, '--format', 'json', '--fail-if-nothing-checked']);
  assert.equal(strict.code, 2);
  assert.match(
    strict.stderr,
    /^webhook-cert-gate: no Kubernetes objects in .*nothing was checked \(--fail-if-nothing-checked\)\n$/,
  );
  assert.equal(parseReport(strict.stdout).summary.resources, 0, 'the report is still written');
  assert.equal(
    (await cli(['check', INCIDENT, '--fail-if-nothing-checked', '--fail-on', 'none'])).code,
    0,
    'objects were checked',
  );
});

test('SARIF: an unreadable input is a toolExecutionNotification and the run is not executionSuccessful', async () => {
  const bad = parseSarif((await cli(['check', INCIDENT, 'no/such.yaml', '--format', 'sarif'])).stdout).runs[0]!;
  const inv = bad.invocations;
  assert.equal(inv.length, 1);
  assert.equal(inv[0]!.executionSuccessful, false);
  assert.deepEqual(
    inv[0]!.toolExecutionNotifications?.map((n) => [n.level, n.message.text]),
    [['error', 'no/such.yaml: no such file or directory']],
  );
  assert.ok(bad.results.length > 0, 'the readable inputs are still reported');
  const good = parseSarif((await cli(['check', INCIDENT, '--format', 'sarif'])).stdout);
  assert.deepEqual(good.runs[0]!.invocations, [{ executionSuccessful: true }]);
});

test('SARIF with notifications passes the SARIF Multitool', async (t) => {
  const multitool = requireTool(t, 'sarif-multitool');
  if (!multitool) return;
  const file = path.join(tmp(), 'unreadable.sarif');
  writeFileSync(file, (await cli(['check', INCIDENT, 'no/such.yaml', '--format', 'sarif'])).stdout);
  const verdictFile = path.join(path.dirname(file), 'verdict.sarif');
  spawnSync(process.execPath, [multitool, 'validate', file, '-o', verdictFile], { encoding: 'utf8', timeout: 180_000 });
  const verdict = parseSarif(readFileSync(verdictFile, 'utf8').replace(/^\uFEFF/, ''));
  const problems = verdict.runs[0]!.results.filter((x) => x.level !== 'note').map(
    (x) => `${x.ruleId} ${JSON.stringify(x.message.arguments ?? [])}`,
  );
  assert.deepEqual(problems, []);
});

/** What readJunit's script prints: the totals and each suite's test cases. */
interface JunitRead {
  totals: { tests: number; failures: number; errors: number; skipped: number };
  suites: {
    name: string;
    cases: {
      name: string;
      kind: 'pass' | 'failure' | 'error' | 'skipped';
      message: string | null;
      text: string | null;
    }[];
  }[];
}

/** The JUnit report as Python's xml.etree reads it, with the attributes GitLab and Jenkins require checked. */
function readJunit(t: { skip(m?: string): void }, xml: string): JunitRead | undefined {
  const python = requireTool(t, 'python3', 'install Python 3 (its xml.etree reads the JUnit XML)');
  if (!python) return undefined;
  const script = `
import json, sys, xml.etree.ElementTree as ET
root = ET.fromstring(sys.stdin.buffer.read())
assert root.tag == 'testsuites', root.tag
out = {'totals': {k: int(root.get(k)) for k in ('tests', 'failures', 'errors', 'skipped')}, 'suites': []}
for s in root:
    assert s.tag == 'testsuite'
    for k in ('name', 'tests', 'failures', 'errors', 'time'): assert s.get(k) is not None, 'testsuite@' + k
    cases = list(s)
    assert all(c.tag == 'testcase' and c.get('name') and c.get('classname') is not None for c in cases)
    kinds = [[e.tag for e in c] for c in cases]
    assert int(s.get('tests')) == len(cases)
    assert int(s.get('failures')) == sum(k == ['failure'] for k in kinds)
    assert int(s.get('errors')) == sum(k == ['error'] for k in kinds)
    assert int(s.get('skipped')) == sum(k == ['skipped'] for k in kinds)
    out['suites'].append({'name': s.get('name'), 'cases': [{'name': c.get('name'), 'kind': (k or ['pass'])[0],
        'message': (c[0].get('message') if len(c) else None), 'text': (c[0].text if len(c) else None)} for c, k in zip(cases, kinds)]})
print(json.dumps(out))`;
  const r = spawnSync(python, ['-c', script], { input: xml, encoding: 'utf8' });
  assert.equal(r.status, 0, `xml.etree refused the report: ${r.stderr}`);
  return JSON.parse(r.stdout) as JunitRead;
}

test('--format junit: one testsuite per file, a failure per finding at or above --fail-on, the rest skipped', async (t) => {
  const r = await cli(['check', INCIDENT, '--format', 'junit']);
  assert.equal(r.code, 1);
  const json = parseReport((await cli(['check', INCIDENT, '--format', 'json'])).stdout);
  const junit = readJunit(t, r.stdout);
  if (!junit) return;
  assert.deepEqual(
    junit.suites.map((s) => s.name),
    ['examples/incident/koord-manager.yaml', 'examples/incident/webhooks.yaml'],
  );
  assert.deepEqual(junit.totals, {
    tests: json.findings.length,
    failures: json.summary.error,
    errors: 0,
    skipped: json.findings.length - json.summary.error,
  });
  const failure = junit.suites[0]?.cases.find((c) => c.kind === 'failure');
  assert.ok(failure, 'a failure in the first suite');
  assert.match(
    failure.name,
    /^multi-replica-webhook-unshared-cert .*koord-manager\.yaml:\d+:\d+ Deployment\/koordinator-system\/koord-manager$/,
  );
  assert.match(failure.text ?? '', /\nfix: /);
  const warnings = readJunit(t, (await cli(['check', INCIDENT, '--format', 'junit', '--fail-on', 'warning'])).stdout);
  assert.deepEqual(warnings!.totals, {
    tests: json.findings.length,
    failures: json.summary.error + json.summary.warning,
    errors: 0,
    skipped: json.summary.info,
  });
});

test('--format junit: unreadable inputs are errors; a clean run is one passing test case; hostile text stays well-formed', async (t) => {
  const dir = tmp();
  writeFileSync(path.join(dir, 'cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ok\n');
  const clean = readJunit(t, (await cli(['check', dir, '--format', 'junit'])).stdout);
  if (!clean) return;
  assert.deepEqual(clean.totals, { tests: 1, failures: 0, errors: 0, skipped: 0 });
  assert.match(clean.suites[0]?.cases[0]?.name ?? '', /^no findings: 1 resource\(s\) from 1 file\(s\) checked$/);
  const unreadable = readJunit(t, (await cli(['check', dir, 'no/such.yaml', '--format', 'junit'])).stdout);
  assert.deepEqual(unreadable!.totals, { tests: 1, failures: 0, errors: 1, skipped: 0 });
  // A file name and a value with markup, quotes, a control character and a lone surrogate.
  const hostile = path.join(dir, 'a&<b>"\'.yaml');
  writeFileSync(hostile, 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "x\\u0001\\ud800</failure>"\ndata: [a\n');
  const report = readJunit(t, (await cli(['check', hostile, '--format', 'junit'])).stdout);
  assert.equal(report!.suites[0]?.name, hostile);
  assert.equal(report!.totals.failures, 1);
});

test('--format line: exactly file:line:col: severity rule message, one line per finding', async () => {
  const r = await cli(['check', INCIDENT, '--format', 'line']);
  assert.equal(r.code, 1);
  const json = parseReport((await cli(['check', INCIDENT, '--format', 'json'])).stdout);
  const expected = json.findings
    .map((f) => `${f.file}:${f.line}:${f.column}: ${f.severity} ${f.rule} ${f.message}\n`)
    .join('');
  assert.equal(r.stdout, expected);
  assert.equal(r.stdout.split('\n').length, json.findings.length + 1);
  assert.equal(
    (await cli(['check', path.join(ROOT, 'examples/fixed'), '--format', 'line'])).stdout,
    '',
    'no findings, no output',
  );
});

test('-o/--output on every command that prints a report or a manifest', async () => {
  const dir = tmp();
  const runs: Record<string, string[]> = {
    check: ['check', INCIDENT, '--format', 'json', '--fail-on', 'none'],
    cert: [
      'cert',
      '--chain',
      'test/x509/corpus/key-mismatch/chain.pem',
      '--ca-bundle',
      'test/x509/corpus/key-mismatch/bundle.pem',
      '--host',
      'example.com',
      '--format',
      'json',
    ],
    rules: ['rules', '--format', 'json'],
    policy: ['policy'],
    alerts: ['alerts'],
  };
  for (const [name, args] of Object.entries(runs)) {
    const toStdout = await cli(args);
    const file = path.join(dir, `${name}.out`);
    const toFile = await cli([...args, '-o', file]);
    assert.equal(toFile.code, toStdout.code, name);
    assert.equal(toFile.stdout, '', `${name}: nothing on stdout with -o`);
    assert.equal(readFileSync(file, 'utf8'), toStdout.stdout, `${name}: the same report in the file`);
  }
  const refused = await cli(['alerts', '-o', path.join(dir, 'no/such/dir/x.yaml')]);
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /^webhook-cert-gate: --output .*no\/such\/dir\/x\.yaml: cannot write the report: /);
});

test('unknown options: exit 2 with the nearest option suggested; version takes no arguments', async () => {
  const cases: [string[], RegExp][] = [
    [
      ['check', INCIDENT, '--fromat', 'json'],
      /^webhook-cert-gate: unknown option '--fromat'; did you mean --format\?\n$/,
    ],
    [['cluster', '--kubecnofig', 'x'], /did you mean --kubeconfig\?/],
    [['alerts', '--otput', 'x'], /did you mean --output\?/],
    [['policy', '--zzzzzzzz'], /unknown option '--zzzzzzzz' \(see --help\)/],
    [['version', '--foo'], /^webhook-cert-gate: unknown option '--foo' \(see --help\)\n$/],
    [['version', '--fromat', 'json'], /did you mean --format\?/],
    [['version', 'extra'], /^webhook-cert-gate: version takes no arguments \(got 'extra'\)\n$/],
    [['chek', INCIDENT], /^webhook-cert-gate: unknown command 'chek'; did you mean check\?\n$/],
    [
      ['explain', 'object-duplicat'],
      /^webhook-cert-gate: unknown rule 'object-duplicat'; did you mean object-duplicate\?/,
    ],
    [['explain', 'zz'], /^webhook-cert-gate: unknown rule 'zz' \(see: webhook-cert-gate rules\)\n$/],
  ];
  for (const [args, message] of cases) {
    const r = await cli(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, message, args.join(' '));
    assert.equal(r.stdout, '');
  }
  assert.equal((await cli(['version'])).code, 0);
});

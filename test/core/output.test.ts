import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { cli, ROOT } from '../helpers.js';
import { parseReport, parseSarif } from '../report-json.js';

const INCIDENT = path.join(ROOT, 'examples/incident');

test('--format json follows the contract', async () => {
  const r = await cli(['check', INCIDENT, '--format', 'json']);
  assert.equal(r.code, 1);
  const out = parseReport(r.stdout);
  assert.equal(out.tool.name, 'webhook-cert-gate');
  assert.deepEqual(Object.keys(out.summary).sort(), ['error', 'files', 'info', 'resources', 'unreadable', 'warning']);
  assert.equal(out.summary.error, out.findings.filter((f) => f.severity === 'error').length);
  for (const f of out.findings) {
    for (const key of ['rule', 'severity', 'message', 'file', 'line', 'column', 'object', 'field', 'fix'])
      assert.ok(key in f, `${key} in finding`);
    assert.match(f.rule, /^[a-z0-9]+(-[a-z0-9]+)*$/);
    assert.ok(['error', 'warning', 'info'].includes(f.severity));
    assert.ok(f.line >= 1 && f.column >= 1);
    assert.ok(f.object, 'finding.object');
    assert.deepEqual(Object.keys(f.object).sort(), ['kind', 'name', 'namespace']);
  }
});

test('text output: colour only on a TTY, and NO_COLOR wins', async () => {
  // Plain includes: an escape character in a regular expression is what no-control-regex forbids.
  assert.ok(!(await cli(['check', INCIDENT])).stdout.includes('\x1b['), 'no escape sequence');
  assert.ok((await cli(['check', INCIDENT], { tty: true })).stdout.includes('\x1b[31m'), 'red on a TTY');
  assert.ok(
    !(await cli(['check', INCIDENT], { tty: true, env: { NO_COLOR: '1' } })).stdout.includes('\x1b['),
    'NO_COLOR: no escape sequence',
  );
});

test('--output writes the report to a file; --fail-on none never fails', async () => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'wcg-out-')), 'r.json');
  const r = await cli(['check', INCIDENT, '--format', 'json', '--output', out, '--fail-on', 'none']);
  assert.equal(r.code, 0);
  assert.equal(r.stdout, '');
  assert.ok(parseReport(readFileSync(out, 'utf8')).findings.length > 0);
});

test('SARIF 2.1.0 has real regions, and every rule entry its help and docs link (validation: test/core/sarif.test.ts)', async () => {
  const r = await cli(['check', INCIDENT, '--format', 'sarif']);
  const sarif = parseSarif(r.stdout);
  const run = sarif.runs[0]!;
  assert.ok(run.results.length > 0);
  for (const result of run.results) {
    const region = result.locations?.[0]?.physicalLocation.region;
    assert.ok(region && region.startLine > 1, 'not every finding on line 1');
    assert.equal(run.tool.driver.rules[result.ruleIndex!]?.id, result.ruleId);
  }
  for (const rule of run.tool.driver.rules) assert.ok(rule.helpUri && rule.help.text, rule.id);
});

test('rules lists every rule; explain prints why and how to fix; unknown rule is exit 2', async () => {
  const list = await cli(['rules', '--format', 'json']);
  const ids = (JSON.parse(list.stdout) as { id: string }[]).map((r) => r.id);
  for (const id of [
    'multi-replica-webhook-unshared-cert',
    'webhook-cert-writer-implicit',
    'webhook-cert-secret-missing',
    'webhook-cert-secret-incomplete',
    'webhook-cert-secret-rbac',
    'webhook-rollout-unavailable',
    'cabundle-multiple-owners',
    'webhook-failure-policy-ignore',
    'webhook-profile-name-mismatch',
    'yaml-syntax',
  ])
    assert.ok(ids.includes(id), id);
  const explain = await cli(['explain', 'multi-replica-webhook-unshared-cert']);
  assert.match(explain.stdout, /Why it matters:[\s\S]*How to fix:[\s\S]*WEBHOOK_CERT_WRITER=secret/);
  assert.equal((await cli(['explain', 'no-such-rule'])).code, 2);
  // A rule's options are named in the list, and given with their type and default in JSON and by explain.
  assert.match(
    (await cli(['rules'])).stdout,
    /^webhook-rollout-unavailable +warning +A webhook Deployment .* Options: maxUnavailable\.$/m,
  );
  const rollout = (JSON.parse(list.stdout) as { id: string; options?: unknown }[]).find(
    (r) => r.id === 'webhook-rollout-unavailable',
  );
  assert.deepEqual(
    (rollout?.options as { name: string; type: string; default: string }[]).map(({ name, type, default: d }) => ({
      name,
      type,
      default: d,
    })),
    [{ name: 'maxUnavailable', type: 'integer ≥ 0', default: '0' }],
  );
  assert.match(
    (await cli(['explain', 'webhook-failure-policy-ignore'])).stdout,
    /Options \(rules: \{webhook-failure-policy-ignore: \[severity, \{option: value\}\]\}\):\n {2}allow \(list of string, default \[\]\): Webhook names/,
  );
});

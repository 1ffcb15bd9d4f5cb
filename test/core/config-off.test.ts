import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { cli, ROOT } from '../helpers.js';
import { parseReport } from '../report-json.js';

const INCIDENT = path.join(ROOT, 'examples/incident');

test('config: an unquoted off (YAML 1.1 false) turns the rule off, as a quoted "off" does', async () => {
  const rules = async (config: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wcg-off-'));
    writeFileSync(path.join(dir, 'cfg.yaml'), config);
    const r = await cli(['check', INCIDENT, '--config', path.join(dir, 'cfg.yaml'), '--format', 'json']);
    assert.equal(r.stderr, '');
    return new Set(parseReport(r.stdout).findings.map((f) => f.rule));
  };
  assert.ok((await rules('{}\n')).has('webhook-failure-policy-ignore'));
  for (const spelling of ['off', '"off"', 'false', 'Off', 'no']) {
    assert.ok(
      !(await rules(`rules:\n  webhook-failure-policy-ignore: ${spelling}\n`)).has('webhook-failure-policy-ignore'),
      spelling,
    );
  }
});

test('config: true is still refused with the allowed values', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-off-'));
  writeFileSync(path.join(dir, 'cfg.yaml'), 'rules:\n  cert-expired: on\n');
  const r = await cli(['check', INCIDENT, '--config', path.join(dir, 'cfg.yaml')]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /rules\.cert-expired must be one of off, error, warning, info/);
});

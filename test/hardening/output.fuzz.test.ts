// Reporters: any finding (hostile file names, messages, positions) renders to JSON that parses back
// to the same values, SARIF that keeps its structure, and text with no control characters.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { render } from '../../src/report/render.js';
import type { Finding } from '../../src/core/finding.js';
import { ruleInfos } from '../../src/rules/info.js';
import { count, runs } from './harness.js';
import { requireTool, type JsonFinding } from '../helpers.js';
import { assertSarifShape } from './sarif-shape.js';

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'a\n::error::x',
    '\x1b[31mred',
    'a b/c d.yaml',
    '../x.yaml',
    '/abs/x.yaml',
    'C:\\x\\y.yaml',
    '%2e%2e',
    '\u2028',
    '',
  ),
);
const position = fc.oneof(fc.integer({ min: -5, max: 100000 }), fc.constantFrom(0, 1, Number.MAX_SAFE_INTEGER));
const ruleIds = ruleInfos().map((r) => r.id);

const finding: fc.Arbitrary<Finding> = fc.record(
  {
    rule: fc.oneof(fc.constantFrom(...ruleIds), fc.string({ minLength: 1, maxLength: 20 })),
    severity: fc.constantFrom('error', 'warning', 'info'),
    message: text,
    file: text,
    line: position,
    column: position,
    endLine: fc.option(position, { nil: undefined }),
    endColumn: fc.option(position, { nil: undefined }),
    object: fc.option(fc.record({ kind: text, name: text, namespace: fc.option(text, { nil: undefined }) }), {
      nil: undefined,
    }),
    field: fc.option(text, { nil: undefined }),
    fix: fc.option(text, { nil: undefined }),
    template: fc.option(text, { nil: undefined }),
  },
  { requiredKeys: ['rule', 'severity', 'message', 'file', 'line', 'column'] },
);

test('JSON output parses back to the findings it was given', () => {
  fc.assert(
    fc.property(fc.array(finding, { maxLength: 8 }), (findings) => {
      count('output: JSON round trip');
      const out = JSON.parse(render(findings, { format: 'json' })) as { findings: JsonFinding[] };
      assert.equal(out.findings.length, findings.length);
      const messages = out.findings.map((f) => f.message).sort();
      assert.deepEqual(messages, findings.map((f) => f.message).sort());
    }),
    { numRuns: runs(500) },
  );
});

test('SARIF output keeps its structure: ruleId, rule index, startLine >= 1', () => {
  fc.assert(
    fc.property(fc.array(finding, { maxLength: 8 }), (findings) => {
      count('output: SARIF structure');
      const log = JSON.parse(render(findings, { format: 'sarif', rules: ruleInfos() })) as {
        runs: Array<{ results: unknown[] }>;
      };
      assertSarifShape(log);
      assert.equal(log.runs[0]!.results.length, findings.length);
    }),
    { numRuns: runs(500) },
  );
});

test('text output holds no control characters but the newlines it writes itself', () => {
  fc.assert(
    fc.property(fc.array(finding, { maxLength: 8 }), fc.boolean(), (findings, color) => {
      count('output: text control characters');
      const out = render(findings, { format: 'text', color, stats: { files: 1, resources: 1 } });
      // eslint-disable-next-line no-control-regex -- the colour codes the text reporter writes (ESC [ ... m) are stripped
      const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
      // eslint-disable-next-line no-control-regex -- the control characters are what the test refuses
      assert.doesNotMatch(plain, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
      for (const line of plain.split('\n'))
        assert.ok(!line.startsWith('::'), `workflow command in text output: ${line}`);
    }),
    { numRuns: runs(500) },
  );
});

test('line output: one line per finding, file:line:col: severity rule, no control characters, no workflow command', () => {
  fc.assert(
    fc.property(fc.array(finding, { maxLength: 8 }), (findings) => {
      count('output: line format');
      const lines = render(findings, { format: 'line' }).split('\n');
      assert.equal(lines.pop(), '');
      assert.equal(lines.length, findings.length);
      for (const line of lines) {
        // eslint-disable-next-line no-control-regex -- the control characters are what the test refuses
        assert.doesNotMatch(line, /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        assert.match(line, /:-?\d+:-?\d+: (error|warning|info) /);
        assert.ok(!line.startsWith('::'), `workflow command in line output: ${line}`);
      }
    }),
    { numRuns: runs(500) },
  );
});

test("JUnit output is well-formed XML (Python's xml.etree) with one test case per finding, whatever the text", (t) => {
  const python = requireTool(t, 'python3', 'install Python 3 (its xml.etree reads the JUnit XML)');
  if (!python) return;
  const reports: { xml: string; tests: number }[] = [];
  fc.assert(
    fc.property(
      fc.array(finding, { maxLength: 8 }),
      fc.constantFrom('error', 'warning', 'info', 'none'),
      (findings, failOn) => {
        count('output: JUnit well-formed');
        reports.push({ xml: render(findings, { format: 'junit', failOn }), tests: Math.max(findings.length, 1) });
      },
    ),
    { numRuns: runs(300) },
  );
  const script = `
import json, sys, xml.etree.ElementTree as ET
for i, r in enumerate(json.load(sys.stdin)):
    root = ET.fromstring(r['xml'].encode('utf-8'))
    n = sum(1 for s in root for c in s if c.tag == 'testcase')
    assert n == r['tests'] == int(root.get('tests')), (i, n, r['tests'])`;
  const r = spawnSync(python, ['-c', script], { input: JSON.stringify(reports), encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
});

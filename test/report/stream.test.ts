import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { main } from '../../src/cli/main.js';
import type { Finding } from '../../src/core/finding.js';
import { render } from '../../src/report/render.js';
import { deployment, env } from '../helpers.js';

const FORMATS = ['json', 'sarif', 'text', 'junit', 'line', 'openreports', 'policyreport'];

/** The CLI in-process, keeping each write to stdout apart. */
async function writes(args: string[], cwd: string): Promise<{ code: number; chunks: string[] }> {
  const chunks: string[] = [];
  const code = await main(args, {
    out: (s) => void chunks.push(s),
    err: () => undefined,
    readStdin: () => Promise.resolve(''),
    cwd,
    env: {},
    isTTY: false,
  });
  return { code, chunks };
}

test('a large report is written in bounded pieces, the same bytes on stdout and in --output FILE, in every format', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-stream-'));
  t.after(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const racing = Array.from({ length: 300 }, (_, i) =>
    deployment({ name: `manager-${i}`, replicas: 4, env: env('WEBHOOK_HOST', 'lb.example') }),
  );
  writeFileSync(path.join(dir, 'many.yaml'), racing.join('---\n'));
  for (const format of FORMATS) {
    const { code, chunks } = await writes(['check', '--format', format, 'many.yaml'], dir);
    assert.equal(code, 1, format);
    const out = chunks.join('');
    assert.ok(out.length > 128 * 1024, `${format}: larger than a pipe holds (${out.length})`);
    assert.ok(chunks.length > 2, `${format}: written in pieces, not whole (${chunks.length} writes)`);
    assert.ok(
      chunks.every((c) => c.length < 192 * 1024),
      `${format}: no piece near the whole report`,
    );
    assert.equal(
      await main(['check', '--format', format, 'many.yaml', '-o', 'report.out'], {
        out: () => undefined,
        err: () => undefined,
        readStdin: () => Promise.resolve(''),
        cwd: dir,
        env: {},
        isTTY: false,
      }),
      1,
    );
    assert.equal(readFileSync(path.join(dir, 'report.out'), 'utf8'), out, `${format}: --output holds what stdout got`);
    if (format !== 'text' && format !== 'junit' && format !== 'line')
      assert.equal(
        out,
        JSON.stringify(JSON.parse(out), null, 2) + '\n',
        `${format}: laid out as JSON.stringify lays it out`,
      );
  }
});

test('each JSON finding is written as JSON.stringify would, whatever its optional members and characters', () => {
  const findings: Finding[] = [
    {
      rule: 'a-rule',
      severity: 'error',
      message: 'quote " backslash \\ newline \n tab \t nul \u0000 é 🙂',
      file: 'dir/a "b".yaml',
      line: 3,
      column: 7,
      object: { kind: 'Deployment', name: 'x', namespace: 'ns' },
      field: 'spec.replicas',
      fix: 'do it',
    },
    {
      rule: 'b-rule',
      severity: 'warning',
      message: 'm',
      file: '<stdin>',
      line: 1,
      column: 1,
      object: { kind: 'ClusterRole', name: 'y' },
      template: 'chart/templates/a.yaml',
      scope: 'deploy/prod',
    },
    {
      rule: 'c-rule',
      severity: 'info',
      message: '',
      file: 'f.yaml',
      line: Number.NaN,
      column: 0,
      scope: 'deploy/staging',
    },
  ];
  // Sorted by file: <stdin>, then dir/…, then f.yaml.
  const out = render(findings, { format: 'json', stats: { files: 1, resources: 2 }, errors: ['x.yaml: unreadable'] });
  assert.equal(out, JSON.stringify(JSON.parse(out), null, 2) + '\n');
  const parsed = JSON.parse(out) as { tool: unknown; findings: Record<string, unknown>[] };
  assert.deepEqual(
    parsed.findings.map((f) => [f.rule, f.line, f.object, f.field, f.fix, f.template, f.scope]),
    [
      [
        'b-rule',
        1,
        { kind: 'ClusterRole', name: 'y', namespace: null },
        null,
        null,
        'chart/templates/a.yaml',
        'deploy/prod',
      ],
      ['a-rule', 3, { kind: 'Deployment', name: 'x', namespace: 'ns' }, 'spec.replicas', 'do it', undefined, undefined],
      ['c-rule', null, null, null, null, undefined, 'deploy/staging'],
    ],
  );
  assert.equal(parsed.findings[1]!.message, findings[0]!.message);
  assert.equal(
    render([], { format: 'json' }),
    JSON.stringify({ tool: parsed.tool, summary: { error: 0, warning: 0, info: 0 }, findings: [] }, null, 2) + '\n',
  );
});

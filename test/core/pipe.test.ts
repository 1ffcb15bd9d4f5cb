import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { deployment, env, ROOT } from '../helpers.js';

// A report far larger than a pipe's 64 KB, read by a consumer that starts late (`| jq` on a busy machine):
// the process must not exit with the tail of the report still queued.
test('a large report through a slow pipe arrives whole, in every machine-readable format', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-pipe-'));
  t.after(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const racing = Array.from({ length: 300 }, (_, i) =>
    deployment({ name: `manager-${i}`, replicas: 4, env: env('WEBHOOK_HOST', 'lb.example') }),
  );
  writeFileSync(path.join(dir, 'many.yaml'), racing.join('---\n'));
  for (const format of ['json', 'sarif']) {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'dist', 'cli.mjs'), 'check', '--format', format, 'many.yaml'],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.pause();
    const closed = new Promise<number | null>((done) => child.on('close', done));
    await new Promise((r) => setTimeout(r, 300)); // the reader is late: the process has written what the pipe holds
    const chunks: Buffer[] = [];
    const errs: Buffer[] = [];
    child.stderr.on('data', (c: Buffer) => errs.push(c));
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stdout.resume();
    const code = await closed;
    const out = Buffer.concat(chunks).toString('utf8');
    assert.equal(code, 1, `${format}: ${out.length} bytes out; stderr: ${Buffer.concat(errs).toString('utf8')}`);
    assert.ok(out.length > 256 * 1024, `${format}: a report larger than a pipe holds (${out.length} bytes)`);
    const report = JSON.parse(out) as { findings?: unknown[]; runs?: { results: unknown[] }[] };
    assert.ok((report.findings ?? report.runs![0]!.results).length >= 300, `${format}: every finding is there`);
  }
});

// An unreadable folder or file is one input error, and the walk goes on: everything else is still checked,
// and the exit code is 2 only when nothing could be. Made unreadable for real even as root: a link that
// loops, a manifest's link to nothing, and a chmod 000 folder read by a process without the capabilities
// that let root read anything (setpriv drops them; as any other user chmod alone does it).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cli, findTool, missingToolReason, ROOT } from '../helpers.js';
import { parseReport } from '../report-json.js';

const MANAGER = path.join(ROOT, 'examples/incident/koord-manager.yaml');

/** repo/: a manifest before and after the broken entries (a walk that stopped would miss `z-after`). */
function repository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-unreadable-'));
  for (const sub of ['repo/a-before', 'repo/locked', 'repo/z-after'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  copyFileSync(MANAGER, path.join(dir, 'repo/a-before/manager.yaml'));
  copyFileSync(MANAGER, path.join(dir, 'repo/locked/manager.yaml'));
  copyFileSync(MANAGER.replace('koord-manager', 'webhooks'), path.join(dir, 'repo/z-after/webhooks.yaml'));
  symlinkSync('self', path.join(dir, 'repo/self')); // a link that loops
  symlinkSync('missing.yaml', path.join(dir, 'repo/gone.yaml')); // a manifest's link to nothing
  return dir;
}

describe('unreadable inputs inside a folder', () => {
  it('a looping link and a link to nothing: one line each, the rest checked, exit as the findings say', async () => {
    const dir = repository();
    const r = await cli(['check', 'repo', '--format', 'json'], { cwd: dir });
    assert.equal(r.code, 1, r.stderr);
    assert.equal(
      r.stderr,
      'webhook-cert-gate: repo/gone.yaml: a link to a path that does not exist\n' +
        'webhook-cert-gate: repo/self: too many levels of symbolic links\n',
    );
    const report = parseReport(r.stdout);
    assert.equal(report.summary.unreadable, 2);
    assert.deepEqual(report.inputErrors, [
      'repo/gone.yaml: a link to a path that does not exist',
      'repo/self: too many levels of symbolic links',
    ]);
    const files = new Set(report.findings.map((f) => path.dirname(f.file)));
    assert.ok(files.has('repo/a-before') && files.has('repo/z-after'), [...files].join(' '));
  });

  it('the text footer says what could not be read and what was checked', async () => {
    const r = await cli(['check', 'repo'], { cwd: repository() });
    assert.match(
      r.stdout,
      /✖ 2 inputs could not be read \(see the errors\); \d+ errors?, \d+ warnings?, \d+ info in \d+ resources from \d+ files\n$/,
    );
  });

  it('nothing readable at all: exit 2', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wcg-unreadable-only-'));
    symlinkSync('self', path.join(dir, 'self'));
    const r = await cli(['check', '.'], { cwd: dir });
    assert.equal(r.code, 2);
    assert.equal(r.stderr, 'webhook-cert-gate: self: too many levels of symbolic links\n');
  });

  it("a folder the process may not read (chmod 000, without root's capabilities): one line, the walk goes on", (t) => {
    const root = process.getuid?.() === 0;
    const setpriv = root ? findTool('setpriv') : undefined;
    if (root && !setpriv) {
      const reason = missingToolReason('setpriv', "util-linux setpriv (drops root's capabilities so chmod 000 holds)");
      if (process.env.CI === 'true') throw new Error(reason);
      t.skip(reason);
      return;
    }
    const dir = repository();
    chmodSync(path.join(dir, 'repo/locked'), 0);
    try {
      const node = [process.execPath, path.join(ROOT, 'dist/cli.cjs'), 'check', 'repo', '--format', 'json'];
      const drop = ['--inh-caps=-all', '--ambient-caps=-all', '--bounding-set=-all'];
      const [bin, ...args] = setpriv ? [setpriv, ...drop, ...node] : node;
      const r = spawnSync(bin!, args, { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH } });
      assert.equal(r.status, 1, r.stderr);
      assert.match(r.stderr, /^webhook-cert-gate: repo\/locked: permission denied$/m);
      const report = parseReport(r.stdout);
      assert.ok(report.inputErrors?.includes('repo/locked: permission denied'));
      assert.ok(
        report.findings.some((f) => f.file === 'repo/z-after/webhooks.yaml'),
        'walked past the locked folder',
      );
      assert.ok(!report.findings.some((f) => f.file.startsWith('repo/locked/')));
    } finally {
      chmodSync(path.join(dir, 'repo/locked'), 0o755);
    }
  });
});

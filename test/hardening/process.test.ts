// A handful of real processes: the bundled CLI (and the Action bundle when built) on hostile inputs,
// checked for exit code, stack traces, and key material in everything they print or write.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { assertCleanExit, CLI, count, ROOT, runProcess, tempDir } from './harness.js';

const tmp = tempDir('wcg-proc-');
after(() => {
  tmp.cleanup();
});

const KEY_B64 = Buffer.from(
  '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKjMzEfYyjiWA4R4\n-----END PRIVATE KEY-----\n',
).toString('base64');

tmp.write(
  'repo/deploy.yaml',
  'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: ks}\nspec: {replicas: 3, template: {spec: {containers: [{image: koordinator-sh/koord-manager, env: [{name: WEBHOOK_HOST, value: h}]}]}}}\n',
);
tmp.write(
  'repo/secret.yaml',
  `kind: Secret\nmetadata: {name: koordinator-webhook-certs, namespace: ks}\ndata: {key.pem: ${KEY_B64}, tls.key: "${KEY_B64}\n`,
);
tmp.write('repo/bomb.yaml', `a: [${'['.repeat(10000)}\n`);
tmp.write('repo/bin.yaml', Buffer.from([1, 2, 0, 3]));
tmp.write('repo/x\n::error file=a::injected.yaml', 'kind: ConfigMap\nmetadata: {name: "a\\n::warning::b"}\n');

test('the CLI process on a hostile folder: the binary file one line, the rest checked, no stack, no key, no workflow command injection', () => {
  for (const format of ['text', 'json', 'sarif']) {
    const r = runProcess(['check', 'repo', '--format', format], { cwd: tmp.dir });
    count('process: dist/cli.mjs runs');
    assertCleanExit(r, format);
    assert.equal(r.code, 1, 'the binary file is an input error; the race in the readable file decides');
    assert.match(r.stderr, /repo\/bin\.yaml: binary file/);
    assert.ok(!(r.stdout + r.stderr).includes(KEY_B64.slice(20, 80)), 'key material printed');
    for (const line of (r.stdout + r.stderr).split('\n'))
      assert.ok(!line.startsWith('::'), `workflow command: ${line}`);
  }
});

test('the CLI process on usage errors and odd arguments', () => {
  const cases = [
    [],
    ['nope'],
    ['check'],
    ['check', '--format', 'xml', 'repo'],
    ['check', '--max-file-size', '-1', 'repo'],
    ['check', 'repo', '--at', 'yesterday'],
    ['check', '\0'],
    ['cert'],
    ['cert', '--chain', '/dev/null', '--ca-bundle', '/dev/null', '--host', 'x'],
    ['explain', 'x'.repeat(10000)],
    ['check', '--config', '/dev/null', 'repo/deploy.yaml'],
  ];
  for (const argv of cases) {
    const r = spawnSync(process.execPath, [CLI, ...argv.map((a) => a.replace(/\0/g, ''))], {
      cwd: tmp.dir,
      encoding: 'utf8',
      timeout: 20_000,
      input: '',
    });
    count('process: dist/cli.mjs runs');
    assertCleanExit({ code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, ms: 0 }, argv.join(' '));
  }
});

test(
  'the Action bundle leaks no key material into annotations, summary or SARIF',
  { skip: !existsSync(path.join(ROOT, 'dist', 'action.mjs')) && 'dist/action.mjs not built' },
  () => {
    const summary = tmp.write('summary.md', '');
    const env = {
      PATH: process.env.PATH,
      GITHUB_WORKSPACE: tmp.dir,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: tmp.write('output.txt', ''),
      INPUT_PATHS: 'repo',
      'INPUT_SARIF-FILE': 'out.sarif',
      INPUT_ANNOTATIONS: 'true',
      INPUT_SUMMARY: 'true',
      'INPUT_FAIL-ON': 'error',
    };
    const r = spawnSync(process.execPath, [path.join(ROOT, 'dist', 'action.mjs')], {
      cwd: tmp.dir,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    count('process: dist/action.mjs runs');
    const sarif = existsSync(path.join(tmp.dir, 'out.sarif'))
      ? readFileSync(path.join(tmp.dir, 'out.sarif'), 'utf8')
      : '';
    const all = r.stdout + r.stderr + readFileSync(summary, 'utf8') + sarif;
    assert.ok([0, 1].includes(r.status ?? -1), `action exit ${r.status}: ${r.stderr.slice(0, 500)}`);
    assert.doesNotMatch(r.stderr, /^\s+at .+/m, 'stack trace');
    assert.ok(!all.includes(KEY_B64.slice(20, 80)), 'key material in Action output');
    // Commands are off between ::stop-commands::TOKEN and ::TOKEN:: (the Action prints untrusted text there).
    let stopped: string | undefined;
    for (const line of r.stdout.split('\n')) {
      if (stopped) {
        if (line === `::${stopped}::`) stopped = undefined;
        continue;
      }
      if (!line.startsWith('::')) continue;
      const stop = /^::stop-commands::(\S+)$/.exec(line);
      if (stop) {
        stopped = stop[1];
        continue;
      }
      assert.match(
        line,
        /^::(error|warning|notice|debug|group|endgroup|add-mask)[ :]/,
        `unexpected workflow command: ${line.slice(0, 200)}`,
      );
      assert.doesNotMatch(line, /injected/, 'file name became a workflow command');
    }
  },
);

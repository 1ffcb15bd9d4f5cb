// The cluster command against servers that never answer: it must end with exit 2 and a one-line
// message soon after --timeout, a hung kubeconfig exec credential plugin included.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { after, test } from 'node:test';
import { assertCleanExit, CLI, count, tempDir } from './harness.js';
import { kubeconfigText } from '../helpers.js';

const tmp = tempDir('wcg-cluster-');
after(() => {
  tmp.cleanup();
});

function kubeconfig(server: string): string {
  return tmp.write(
    'kubeconfig.yaml',
    kubeconfigText({ server, cluster: { 'insecure-skip-tls-verify': true }, user: { token: 'abc' }, namespace: 'ks' }),
  );
}

function runCli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(process.execPath, [CLI, ...argv], { cwd: tmp.dir, env: { PATH: process.env.PATH } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code: code ?? -1, stdout, stderr, ms: Date.now() - start });
    });
  });
}

/** A server that accepts connections and then says nothing (TLS), or sends headers and a body that never ends (HTTP). */
async function hungServer(
  mode: 'silent' | 'endless-body',
): Promise<{ url: string; connections(): number; close(): void }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((s) => {
    connections++;
    sockets.add(s);
    s.on('error', () => {});
    if (mode === 'endless-body')
      s.once('data', () =>
        s.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"items": ['),
      );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `${mode === 'silent' ? 'https' : 'http'}://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

/** The run's one line about the timeout: it names the API server and --timeout. */
function assertOneTimeoutLine(stderr: string, server: string): void {
  const lines = stderr.split('\n').filter((l) => l.includes('did not answer'));
  assert.equal(lines.length, 1, stderr);
  assert.ok(lines[0]!.includes(`API server ${server} did not answer within 2s (--timeout)`), stderr);
}

for (const mode of ['silent', 'endless-body'] as const) {
  test(`cluster: a ${mode} API server ends the run with exit 2 within --timeout, asked once`, async () => {
    const server = await hungServer(mode);
    try {
      const r = await runCli([
        'cluster',
        '--kubeconfig',
        kubeconfig(server.url),
        '--timeout',
        '2s',
        '--observe',
        '0',
        '--probe',
        '0',
      ]);
      count('cluster: hung API servers');
      assertCleanExit(r, mode);
      assert.equal(r.code, 2);
      assertOneTimeoutLine(r.stderr, server.url);
      // The discovery's two lists, sent at once; the audit's four lists after them were never sent.
      assert.equal(server.connections(), 2, r.stderr);
    } finally {
      server.close();
    }
  });
}

test('cluster: a kubeconfig exec credential plugin that hangs ends the run with exit 2 within --timeout, run once', async () => {
  const server = await hungServer('silent');
  const started = tmp.write('exec-started', '');
  try {
    const config = tmp.write(
      'exec-kubeconfig.yaml',
      kubeconfigText({
        server: server.url,
        cluster: { 'insecure-skip-tls-verify': true },
        user: {
          exec: {
            apiVersion: 'client.authentication.k8s.io/v1',
            command: 'sh',
            args: ['-c', `echo started >> '${started}'; exec sleep 60`],
            interactiveMode: 'Never',
          },
        },
        namespace: 'ks',
      }),
    );
    const r = await runCli(['cluster', '--kubeconfig', config, '--timeout', '2s', '--observe', '0', '--probe', '0']);
    count('cluster: hung exec plugin');
    assertCleanExit(r, 'exec plugin');
    assert.equal(r.code, 2);
    assertOneTimeoutLine(r.stderr, server.url);
    // The plugin is not started again for the later phases, and no request went out without credentials.
    assert.equal(readFileSync(started, 'utf8'), 'started\n');
    assert.equal(server.connections(), 0);
  } finally {
    server.close();
  }
});

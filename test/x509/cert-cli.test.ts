/** The `cert` and `cert generate` commands, driven through the CLI entry with a fake io. */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { main } from '../../src/cli/main.js';
import { decodePem, verifyServing } from '../../src/x509/index.js';
import { CORPUS, fakeIo, hasGo, runOracle } from './helpers.js';
import { describeProblem } from '../../src/rules/templates/cert-words.js';

const c = (id: string, file: string) => `${id}/${file}`;
const run = async (args: string[], stdin = '') => {
  const io = fakeIo(CORPUS, stdin);
  const code = await main(['cert', ...args], io);
  return { code, out: io.stdout, err: io.stderr };
};
const verifyArgs = (id: string, ...rest: string[]) => [
  '--chain',
  c(id, 'chain.pem'),
  '--key',
  c(id, 'key.pem'),
  '--ca-bundle',
  c(id, 'bundle.pem'),
  '--at',
  '2026-06-01T00:00:00Z',
  ...rest,
];

test('exit 0 when the API server would accept, 1 when not', async () => {
  const ok = await run(verifyArgs('rsa-intermediate', '--host', 'webhook.system.svc'));
  assert.equal(ok.code, 0, ok.out + ok.err);
  assert.match(ok.out, /would accept/);
  const bad = await run(verifyArgs('leaf-expired', '--host', 'webhook.system.svc'));
  assert.equal(bad.code, 1);
  assert.match(bad.out, /cert-expired/);
});

test('--service and --url pick the dialled name', async () => {
  assert.equal((await run(verifyArgs('rsa-direct', '--service', 'webhook.system'))).code, 0);
  assert.equal((await run(verifyArgs('rsa-direct', '--service', 'other.system'))).code, 1);
  assert.equal((await run(verifyArgs('rsa-direct', '--url', 'https://webhook.system.svc:9876/validate'))).code, 0);
  assert.equal((await run(verifyArgs('ip-san', '--url', 'https://10.0.0.5:9876/mutate'))).code, 0);
  assert.equal((await run(verifyArgs('ipv6-san', '--url', 'https://[::1]:443/x'))).code, 0);
  const both = await run(verifyArgs('rsa-direct', '--host', 'a', '--service', 'b.c'));
  assert.equal(both.code, 2);
});

test('exit 2 with one line naming the file or flag on unusable input', async () => {
  const cases: Array<[string[], RegExp]> = [
    [
      ['--chain', 'missing.pem', '--ca-bundle', c('rsa-direct', 'bundle.pem'), '--host', 'x'],
      /--chain missing\.pem: no such file/,
    ],
    [verifyArgs('rsa-direct', '--host', 'x', '--bogus'), /bogus/],
    [
      [
        '--chain',
        c('rsa-direct', 'chain.pem'),
        '--ca-bundle',
        c('rsa-direct', 'bundle.pem'),
        '--host',
        'x',
        '--at',
        'yesterday',
      ],
      /--at/,
    ],
    [['--chain', c('rsa-direct', 'chain.pem'), '--host', 'x'], /--ca-bundle/],
    [verifyArgs('rsa-direct', '--service', 'no-namespace'), /--service/],
    [verifyArgs('rsa-direct', '--host', 'x', '--format', 'xml'), /--format/],
    [verifyArgs('rsa-direct', '--host', 'x', '--min-days', 'soon'), /--min-days/],
  ];
  for (const [args, pattern] of cases) {
    const r = await run(args);
    assert.equal(r.code, 2, `${args.join(' ')} -> ${r.code}`);
    assert.match(r.err, pattern);
    assert.equal(r.err.trim().split('\n').length, 1, r.err);
    assert.equal(r.out, '');
  }
});

test('--ca-bundle accepts the base64 value and a caBundle: line', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-cli-'));
  const b64 = readFileSync(path.join(CORPUS, c('rsa-direct', 'bundle.pem'))).toString('base64');
  writeFileSync(path.join(dir, 'b64.txt'), b64 + '\n');
  writeFileSync(path.join(dir, 'line.yaml'), `    caBundle: ${b64}\n`);
  writeFileSync(path.join(dir, 'empty.txt'), '');
  for (const file of ['b64.txt', 'line.yaml']) {
    const r = await run([
      '--chain',
      c('rsa-direct', 'chain.pem'),
      '--ca-bundle',
      path.join(dir, file),
      '--host',
      'webhook.system.svc',
      '--at',
      '2026-06-01T00:00:00Z',
    ]);
    assert.equal(r.code, 0, r.out);
  }
  const empty = await run([
    '--chain',
    c('rsa-direct', 'chain.pem'),
    '--ca-bundle',
    path.join(dir, 'empty.txt'),
    '--host',
    'webhook.system.svc',
    '--at',
    '2026-06-01T00:00:00Z',
  ]);
  assert.equal(empty.code, 1);
  assert.match(empty.out, /system roots/);
});

test('json and sarif formats carry the rule ids', async () => {
  const json = await run(verifyArgs('many-failures', '--host', 'webhook.system.svc', '--format', 'json'));
  assert.equal(json.code, 1);
  const parsed = JSON.parse(json.out) as { findings: { rule: string }[] };
  const rules = parsed.findings.map((f) => f.rule);
  assert.ok(rules.includes('cert-expired') && rules.includes('cert-hostname-mismatch'));
  const sarif = await run(verifyArgs('many-failures', '--host', 'webhook.system.svc', '--format', 'sarif'));
  const log = JSON.parse(sarif.out) as { runs: { results: unknown[] }[] };
  assert.equal(log.runs[0]!.results.length, parsed.findings.length);
});

test('no private key material appears in any output of cert, in any format', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-leak-'));
  const key = readFileSync(path.join(CORPUS, c('key-mismatch', 'key.pem')), 'utf8');
  const der = decodePem(key)[0]!.bytes;
  const broken = key
    .split('\n')
    .map((l) => (l.startsWith('-----') ? l : l.replace(/[A-M]/g, 'Q')))
    .join('\n');
  writeFileSync(path.join(dir, 'broken.pem'), broken);
  writeFileSync(path.join(dir, 'raw.pem'), der.toString('base64'));
  const secrets = [
    ...key.split('\n').filter((l) => l.length >= 16 && !l.startsWith('-----')),
    ...broken.split('\n').filter((l) => l.length >= 16 && !l.startsWith('-----')),
    der.toString('base64').slice(0, 40),
    der.toString('hex').slice(0, 40),
    Buffer.from(key).toString('base64').slice(0, 40),
  ];
  const keys = [c('key-mismatch', 'key.pem'), path.join(dir, 'broken.pem'), path.join(dir, 'raw.pem')];
  for (const keyFile of keys) {
    for (const format of ['text', 'json', 'sarif']) {
      const r = await run([
        '--chain',
        c('key-mismatch', 'chain.pem'),
        '--key',
        keyFile,
        '--ca-bundle',
        c('key-mismatch', 'bundle.pem'),
        '--host',
        'webhook.system.svc',
        '--format',
        format,
      ]);
      // Base64 without PEM armour is not a key file at all: unusable input, exit 2.
      assert.equal(r.code, keyFile.endsWith('raw.pem') ? 2 : 1, r.err);
      for (const s of secrets) {
        assert.ok(!r.out.includes(s) && !r.err.includes(s), `${keyFile} ${format}: key material in output`);
      }
    }
  }
  // Key passed as the chain or as the caBundle by mistake: still no echo.
  for (const args of [
    ['--chain', c('key-mismatch', 'key.pem'), '--ca-bundle', c('key-mismatch', 'bundle.pem')],
    ['--chain', c('key-mismatch', 'chain.pem'), '--ca-bundle', c('key-mismatch', 'key.pem')],
  ]) {
    for (const format of ['text', 'json', 'sarif']) {
      const r = await run([...args, '--host', 'x', '--format', format]);
      for (const s of secrets)
        assert.ok(!r.out.includes(s) && !r.err.includes(s), `${args.join(' ')} ${format}: key material in output`);
    }
  }
});

test('cert generate prints a lineage Secret and env patch that verify, and writes --output', async () => {
  const r = await run([
    'generate',
    '--service',
    'koordinator-webhook-service.koordinator-system',
    '--host',
    '10.0.0.9',
    '--key-type',
    'ecdsa',
  ]);
  assert.equal(r.code, 0, r.err);
  const [secret, patch] = r.out.split('\n---\n');
  assert.match(secret!, /name: koordinator-webhook-certs/);
  assert.match(secret!, /namespace: koordinator-system/);
  const data = Object.fromEntries(
    [...secret!.split('\ndata:\n')[1]!.matchAll(/^ {2}([\w.-]+): (\S+)$/gm)].map((m): [string, string] => [
      m[1]!,
      Buffer.from(m[2]!, 'base64').toString(),
    ]),
  );
  assert.deepEqual(Object.keys(data).sort(), ['ca-cert.pem', 'ca-key.pem', 'cert.pem', 'key.pem']);
  assert.match(patch!, /WEBHOOK_CERT_WRITER[\s\S]*value: secret[\s\S]*SECRET_NAME[\s\S]*koordinator-webhook-certs/);
  for (const host of ['koordinator-webhook-service.koordinator-system.svc', '10.0.0.9']) {
    const v = verifyServing({
      chainPem: data['cert.pem']!,
      keyPem: data['key.pem']!,
      caBundlePem: data['ca-cert.pem']!,
      host,
      at: new Date(),
    });
    assert.equal(v.accepted, true, v.problems.map((p) => describeProblem(p).message).join('; '));
  }
  if (hasGo()) {
    const dir = mkdtempSync(path.join(tmpdir(), 'wcg-gen-cli-'));
    for (const [k, v] of Object.entries(data)) writeFileSync(path.join(dir, k), v);
    const [g] = runOracle(dir, [
      {
        id: 'g',
        chain: 'cert.pem',
        key: 'key.pem',
        bundle: 'ca-cert.pem',
        host: '10.0.0.9',
        at: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      },
    ]);
    assert.equal(g!.accepted, true, g!.error);
  }

  const tls = await run(['generate', '--service', 'hook.ns', '--layout', 'kubernetes.io/tls']);
  assert.match(tls.out, /type: kubernetes\.io\/tls/);
  assert.match(tls.out, /tls\.crt: [\s\S]*tls\.key: [\s\S]*ca\.crt: /);

  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-out-'));
  const out = await run([
    'generate',
    '--service',
    'hook.ns',
    '--layout',
    'openkruise',
    '--output',
    path.join(dir, 's.yaml'),
  ]);
  assert.equal(out.code, 0);
  assert.doesNotMatch(out.out, /PRIVATE KEY|ca-key\.pem: /);
  assert.match(out.out, /SECRET_NAME[\s\S]*kruise-webhook-certs/, 'the env patch goes to stdout');
  const written = readFileSync(path.join(dir, 's.yaml'), 'utf8');
  assert.match(written, /name: kruise-webhook-certs/);
  assert.doesNotMatch(written, /\n---\n/, 'the file is the Secret alone, ready for kubectl apply -f');

  const bad = await run(['generate', '--service', 'hook.ns', '--layout', 'nope']);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--layout/);
});

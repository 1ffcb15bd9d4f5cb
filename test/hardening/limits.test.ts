// Resource bounds: alias bombs, deep nesting, size limits, binary files, symlink loops. Each ends with a
// finding or a one-line error.
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { DEFAULT_LIMITS } from '../../src/load/documents.js';
import { DEFAULT_MAX_FILE_BYTES } from '../../src/check.js';
import { assertCleanExit, count, runMain, runProcess, tempDir } from './harness.js';

const tmp = tempDir('wcg-limits-');
after(() => {
  tmp.cleanup();
});

async function findingsOf(text: string) {
  const r = await runMain(['check', '-', '--format', 'json'], { stdin: text });
  count('limits: hostile YAML on stdin');
  assertCleanExit(r, text.slice(0, 200));
  return {
    r,
    findings: (JSON.parse(r.stdout) as { findings: { rule: string; message: string; line: number }[] }).findings,
  };
}

/** Classic billion laughs: `levels` anchors, each a list of `width` aliases of the one before. */
function laughs(levels: number, width: number, key = 'lol'): string {
  const lines = [`${key}0: &${key}0 ["lol"]`];
  for (let i = 1; i < levels; i++)
    lines.push(
      `${key}${i}: &${key}${i} [${Array(width)
        .fill(`*${key}${i - 1}`)
        .join(', ')}]`,
    );
  return lines.join('\n') + '\n';
}

test('an alias bomb over maxAliases is a yaml-syntax finding', async () => {
  const { findings } = await findingsOf(`kind: ConfigMap\n${laughs(20, 60)}`);
  const f = findings.find((x) => x.rule === 'yaml-syntax');
  assert.ok(f, 'yaml-syntax finding');
  assert.match(f.message, new RegExp(`maxAliases \\(${DEFAULT_LIMITS.maxAliases}\\)`));
});

test('a billion-laughs graph under maxAliases, in every field the rules read, stays fast', async () => {
  // 10 levels of 10: 100 aliases, 10^9 leaves if anything expanded it.
  const bomb = laughs(10, 10, 'x').replace(/^/gm, '  ');
  const dep = `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: ks, annotations: *x9, labels: *x9}
bombs:
${bomb}spec:
  replicas: *x9
  strategy: {rollingUpdate: {maxUnavailable: *x9}}
  template:
    metadata: {labels: *x9}
    spec:
      containers:
        - {name: m, image: koordinator-sh/koord-manager, env: *x9, envFrom: *x9, args: *x9}
        - *x9
---
kind: MutatingWebhookConfiguration
metadata: {name: koordinator-mutating-webhook-configuration}
b:
${bomb}webhooks: *x9
---
kind: RoleBinding
metadata: {name: rb, namespace: ks}
b:
${bomb}subjects: *x9
roleRef: *x9
---
kind: Secret
metadata: {name: koordinator-webhook-certs, namespace: ks}
b:
${bomb}data: *x9
stringData: *x9
`;
  for (const format of ['text', 'json', 'sarif']) {
    const r = await runMain(['check', '-', '--format', format], { stdin: dep });
    count('limits: hostile YAML on stdin');
    assertCleanExit(r, `laughs ${format}`);
  }
});

test('deep nesting past maxDepth is a yaml-syntax finding, even a million levels deep', async () => {
  const cases = [
    '['.repeat(DEFAULT_LIMITS.maxDepth + 5) + ']'.repeat(DEFAULT_LIMITS.maxDepth + 5),
    '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
    Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}a:`).join('\n') + ' 1\n',
    Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}-`).join('\n') + ' 1\n',
    '['.repeat(1_000_000),
    'kind: Deployment\nspec: ' + '['.repeat(200_000) + ']'.repeat(200_000) + '\n',
  ];
  for (const text of cases) {
    const { findings } = await findingsOf(text);
    const f = findings.find((x) => x.rule === 'yaml-syntax');
    assert.ok(f, `yaml-syntax finding for ${text.slice(0, 30)}`);
    assert.match(f.message, /maxDepth|nesting/);
  }
});

test('very long scalars, keys and lines are parsed or refused in bounded time', async () => {
  const big = 'x'.repeat(8 * 1024 * 1024);
  const cases = [
    `kind: Secret\nmetadata: {name: s}\ndata: {k: ${big}}\n`,
    `kind: Secret\nmetadata: {name: s}\n${big}: 1\n`,
    `kind: ConfigMap\nmetadata: {name: c}\ndata:\n${'  k: v\n'.repeat(200_000)}`,
    `kind: List\nitems:\n${'  - {kind: ConfigMap, metadata: {name: c}}\n'.repeat(50_000)}`,
  ];
  for (const text of cases) await findingsOf(text);
});

test('a file over --max-file-size is refused with one line naming it; the rest is still checked', async () => {
  tmp.write('size/big.yaml', 'kind: ConfigMap\nmetadata: {name: big}\n' + '#'.repeat(500));
  tmp.write(
    'size/ok.yaml',
    'kind: Deployment\nmetadata: {name: koord-manager}\nspec: {replicas: 3, template: {spec: {containers: [{image: koordinator-sh/koord-manager, env: [{name: WEBHOOK_HOST, value: h}]}]}}}\n',
  );
  const r = await runMain(['check', 'size', '--max-file-size', '300'], { cwd: tmp.dir });
  count('limits: size limits');
  assertCleanExit(r, 'size');
  assert.equal(r.code, 1, 'exit as the checked files say (2 only when nothing could be checked)');
  assert.match(r.stderr, /^webhook-cert-gate: size\/big\.yaml: file is \d+ bytes, over the 300-byte limit/);
  assert.match(r.stdout, /multi-replica-webhook-unshared-cert/, 'the file under the limit was checked');
});

test('the default limit refuses a sparse file over 32 MiB without reading it', async () => {
  const file = tmp.write('huge/huge.yaml', '');
  truncateSync(file, DEFAULT_MAX_FILE_BYTES + 1);
  const r = await runMain(['check', 'huge/huge.yaml'], { cwd: tmp.dir });
  count('limits: size limits');
  assertCleanExit(r, 'huge');
  assert.match(r.stderr, new RegExp(`over the ${DEFAULT_MAX_FILE_BYTES}-byte limit`));
});

test('stdin, devices and pipes obey the size limit too', async () => {
  const r = await runMain(['check', '-', '--max-file-size', '100'], { stdin: 'a: b\n'.repeat(100) });
  count('limits: size limits');
  assertCleanExit(r, 'stdin');
  assert.match(r.stderr, /<stdin>: input is over the 100-byte limit/);
  const zero = await runMain(['check', '/dev/zero', '--max-file-size', '1000000']);
  count('limits: size limits');
  assertCleanExit(zero, '/dev/zero');
  assert.match(zero.stderr, /\/dev\/zero: input is over the 1000000-byte limit/);
  const piped = runProcess(['check', '-', '--max-file-size', '1000'], { stdin: 'x'.repeat(5_000_000) });
  count('limits: size limits');
  assertCleanExit(piped, 'piped stdin');
  assert.match(piped.stderr, /<stdin>: input is over the 1000-byte limit/);
});

test('binary files are refused with one line; the others are checked', async () => {
  tmp.write('bin/a.yaml', Buffer.from([0x6b, 0x69, 0x6e, 0x64, 0x3a, 0x00, 0xff, 0xfe, 0x00]));
  tmp.write('bin/b.yaml', 'kind: ConfigMap\nmetadata: {name: fine}\n');
  tmp.write('bin/c.json', Buffer.alloc(4096, 0));
  const r = await runMain(['check', 'bin'], { cwd: tmp.dir });
  count('limits: binary files');
  assertCleanExit(r, 'binary');
  assert.equal(r.code, 0, 'exit as the checked file says (2 only when nothing could be checked)');
  assert.match(r.stderr, /bin\/a\.yaml: binary file/);
  assert.match(r.stderr, /bin\/c\.json: binary file/);
  assert.match(r.stdout, /1 resource from 1 file\b/);
  const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => ((i * 7919 + 13) % 255) + 1));
  tmp.write('bin2/garbage.yaml', garbage);
  const g = await runMain(['check', 'bin2'], { cwd: tmp.dir });
  count('limits: binary files');
  assertCleanExit(g, 'garbage without NUL');
});

test('symlink loops end: a folder linked to itself or its parent, and a file loop', async () => {
  const root = path.join(tmp.dir, 'loops');
  mkdirSync(path.join(root, 'sub'), { recursive: true });
  writeFileSync(path.join(root, 'sub', 'a.yaml'), 'kind: ConfigMap\nmetadata: {name: a}\n');
  symlinkSync('.', path.join(root, 'self'));
  symlinkSync('..', path.join(root, 'sub', 'up'));
  symlinkSync('loop2.yaml', path.join(root, 'loop1.yaml'));
  symlinkSync('loop1.yaml', path.join(root, 'loop2.yaml'));
  symlinkSync('missing.yaml', path.join(root, 'dangling.yaml'));
  const r = await runMain(['check', 'loops'], { cwd: tmp.dir });
  count('limits: symlink loops');
  assertCleanExit(r, 'loops');
  assert.match(r.stdout, /1 resource from 1 file\b/, 'the real file is read once');
  const named = await runMain(['check', 'loops/loop1.yaml'], { cwd: tmp.dir });
  count('limits: symlink loops');
  assertCleanExit(named, 'named loop');
  assert.match(named.stderr, /loop1\.yaml: too many levels of symbolic links/);
});

// The 100,000-file tree and the peak memory of 10,000 resources: limits.slow.ts (npm run test:slow).

// Resource bounds: alias bombs, deep nesting, size limits, binary files, symlink loops, a 100,000-file
// tree, and peak memory for 10,000 resources. Each ends quickly with a finding or a one-line error.
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { DEFAULT_LIMITS } from '../../src/load/documents.js';
import { DEFAULT_MAX_FILE_BYTES } from '../../src/check.js';
import { assertCleanExit, count, fastTempBase, runMain, runProcess, tempDir } from './harness.js';

const tmp = tempDir('wcg-limits-');
after(() => tmp.cleanup());

async function findingsOf(text: string, maxMs = 5000) {
  const r = await runMain(['check', '-', '--format', 'json'], { stdin: text });
  count('limits: hostile YAML on stdin');
  assertCleanExit(r, text.slice(0, 200), maxMs);
  return { r, findings: JSON.parse(r.stdout).findings as { rule: string; message: string; line: number }[] };
}

/** Classic billion laughs: `levels` anchors, each a list of `width` aliases of the one before. */
function laughs(levels: number, width: number, key = 'lol'): string {
  const lines = [`${key}0: &${key}0 ["lol"]`];
  for (let i = 1; i < levels; i++) lines.push(`${key}${i}: &${key}${i} [${Array(width).fill(`*${key}${i - 1}`).join(', ')}]`);
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
    assertCleanExit(r, `laughs ${format}`, 5000);
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
    const { findings } = await findingsOf(text, 8000);
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
  for (const text of cases) await findingsOf(text, 15_000);
});

test('a file over --max-file-size is refused with one line naming it; the rest is still checked', async () => {
  tmp.write('size/big.yaml', 'kind: ConfigMap\nmetadata: {name: big}\n' + '#'.repeat(500));
  tmp.write('size/ok.yaml', 'kind: Deployment\nmetadata: {name: koord-manager}\nspec: {replicas: 3, template: {spec: {containers: [{image: koordinator-sh/koord-manager, env: [{name: WEBHOOK_HOST, value: h}]}]}}}\n');
  const r = await runMain(['check', 'size', '--max-file-size', '300'], { cwd: tmp.dir });
  count('limits: size limits');
  assertCleanExit(r, 'size');
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^webhook-cert-gate: size\/big\.yaml: file is \d+ bytes, over the 300-byte limit/);
  assert.match(r.stdout, /multi-replica-webhook-unshared-cert/, 'the file under the limit was checked');
});

test('the default limit refuses a sparse file over 32 MiB without reading it', async () => {
  const file = tmp.write('huge/huge.yaml', '');
  truncateSync(file, DEFAULT_MAX_FILE_BYTES + 1);
  const r = await runMain(['check', 'huge/huge.yaml'], { cwd: tmp.dir });
  count('limits: size limits');
  assertCleanExit(r, 'huge', 2000);
  assert.match(r.stderr, new RegExp(`over the ${DEFAULT_MAX_FILE_BYTES}-byte limit`));
});

test('stdin, devices and pipes obey the size limit too', async () => {
  const r = await runMain(['check', '-', '--max-file-size', '100'], { stdin: 'a: b\n'.repeat(100) });
  count('limits: size limits');
  assertCleanExit(r, 'stdin');
  assert.match(r.stderr, /<stdin>: input is over the 100-byte limit/);
  const zero = await runMain(['check', '/dev/zero', '--max-file-size', '1000000']);
  count('limits: size limits');
  assertCleanExit(zero, '/dev/zero', 5000);
  assert.match(zero.stderr, /\/dev\/zero: input is over the 1000000-byte limit/);
  const piped = runProcess(['check', '-', '--max-file-size', '1000'], { stdin: 'x'.repeat(5_000_000) });
  count('limits: size limits');
  assertCleanExit(piped, 'piped stdin', 10_000);
  assert.match(piped.stderr, /<stdin>: input is over the 1000-byte limit/);
});

test('binary files are refused with one line; the others are checked', async () => {
  tmp.write('bin/a.yaml', Buffer.from([0x6b, 0x69, 0x6e, 0x64, 0x3a, 0x00, 0xff, 0xfe, 0x00]));
  tmp.write('bin/b.yaml', 'kind: ConfigMap\nmetadata: {name: fine}\n');
  tmp.write('bin/c.json', Buffer.alloc(4096, 0));
  const r = await runMain(['check', 'bin'], { cwd: tmp.dir });
  count('limits: binary files');
  assertCleanExit(r, 'binary');
  assert.equal(r.code, 2);
  assert.match(r.stderr, /bin\/a\.yaml: binary file/);
  assert.match(r.stderr, /bin\/c\.json: binary file/);
  assert.match(r.stdout, /1 resource from 1 file\b/);
  const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 255 + 1));
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
  assertCleanExit(r, 'loops', 3000);
  assert.match(r.stdout, /1 resource from 1 file\b/, 'the real file is read once');
  const named = await runMain(['check', 'loops/loop1.yaml'], { cwd: tmp.dir });
  count('limits: symlink loops');
  assertCleanExit(named, 'named loop');
  assert.match(named.stderr, /loop1\.yaml: too many levels of symbolic links/);
});

test('a folder of 100,000 files is walked in bounded time and memory', () => {
  const n = Number(process.env.HARDENING_FILES ?? 100_000);
  const many = tempDir('wcg-many-', fastTempBase());
  after(() => many.cleanup());
  const root = path.join(many.dir, 'many');
  for (let d = 0; d < n / 1000; d++) {
    mkdirSync(path.join(root, `d${d}`), { recursive: true });
    for (let i = 0; i < 1000; i++) {
      const text = i % 100 === 0 ? `kind: ConfigMap\nmetadata: {name: c${d}-${i}}\n` : '# generated\n';
      writeFileSync(path.join(root, `d${d}`, `f${i}.yaml`), text);
    }
  }
  const r = measured(['check', root]);
  count('limits: files in one tree', n);
  assertCleanExit(r, `${n} files`, 60_000);
  assert.match(r.stdout, new RegExp(`${n / 100} resources from ${n} files`));
  console.log(`hardening: ${n} files: ${r.ms} ms, peak RSS ${r.rssMb} MB`);
  assert.ok(r.rssMb < 1024, `peak RSS ${r.rssMb} MB`);
});

test('peak RSS of check on 10,000 resources (5,000 Deployments and their Secrets)', () => {
  const parts: string[] = [];
  for (let i = 0; i < 5000; i++) parts.push(benchObject(i));
  const file = tmp.write('bench/bench-10000.yaml', parts.join('---\n'));
  const r = measured(['check', file, '--format', 'json']);
  count('limits: bench resources', 10_000);
  assertCleanExit(r, 'bench', 60_000);
  assert.equal(r.code, 1, 'the racing Deployments are found');
  console.log(`hardening: 10,000 resources: ${r.ms} ms, peak RSS ${r.rssMb} MB`);
  assert.ok(r.rssMb < 768, `peak RSS ${r.rssMb} MB`);
});

const RSS_MARK = '\n@@maxRSS=';

/** Runs the real CLI and reports its peak RSS (process.resourceUsage, in the process itself). */
function measured(argv: string[]) {
  const hook = `data:text/javascript,process.on("exit",()=>process.stderr.write(${JSON.stringify(RSS_MARK)}+process.resourceUsage().maxRSS))`;
  const r = runProcess(argv, { nodeArgs: ['--import', hook], timeoutMs: 120_000 });
  const at = r.stderr.lastIndexOf(RSS_MARK);
  assert.ok(at >= 0, `no RSS figure: ${r.stderr.slice(0, 500)}`);
  const rssMb = Math.round(Number(r.stderr.slice(at + RSS_MARK.length)) / 1024);
  return { ...r, stderr: r.stderr.slice(0, at), rssMb };
}

/** The shape of scripts/bench.mjs: a profiled Deployment (every tenth racing) and its Secret. */
function benchObject(i: number): string {
  const racing = i % 10 === 0;
  const env = racing ? '            - {name: WEBHOOK_HOST, value: "lb.example"}'
    : `            - {name: WEBHOOK_CERT_WRITER, value: secret}\n            - {name: SECRET_NAME, value: "webhook-manager-${i}-certs"}`;
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: webhook-manager-${i}
  namespace: team-${i % 50}
  labels: {app.kubernetes.io/name: webhook-manager-${i}, app.kubernetes.io/part-of: platform}
spec:
  replicas: ${racing ? 4 : 2}
  selector:
    matchLabels: {app: webhook-manager-${i}}
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxUnavailable: 0, maxSurge: 1}
  template:
    metadata:
      labels: {app: webhook-manager-${i}}
    spec:
      serviceAccountName: webhook-manager
      containers:
        - name: manager
          image: ghcr.io/koordinator-sh/koord-manager:v1.5.${i % 7}
          args: [--enable-leader-election, --metrics-addr=:8080, --health-probe-addr=:8000, --v=4]
          env:
            - name: POD_NAMESPACE
              valueFrom: {fieldRef: {fieldPath: metadata.namespace}}
            - name: WEBHOOK_PORT
              value: "9876"
${env}
          ports: [{containerPort: 9876, name: webhook-server}]
          resources:
            requests: {cpu: 100m, memory: 256Mi}
            limits: {cpu: "1", memory: 1Gi}
          readinessProbe: {httpGet: {path: /readyz, port: 8000}, periodSeconds: 10}
---
apiVersion: v1
kind: Secret
metadata: {name: webhook-manager-${i}-certs, namespace: team-${i % 50}}
`;
}

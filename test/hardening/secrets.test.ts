// Secret hygiene: key material and Secret data values fed through every input shape and output
// format never come back out (stdout, stderr, --output file, error messages).
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { assertCleanExit, count, ROOT, runMain, runProcess, tempDir } from './harness.js';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const KEY_BODY = KEY_PEM.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
const KEY_B64 = Buffer.from(KEY_PEM).toString('base64');
const HOST_SECRET = 'host-from-secret-7f3a9c2e51d84b6aa0c4e9d21f6b3c88.internal.example';
const WRITER_SECRET = 'writer-from-secret-0d9e8c7b6a5f4e3d2c1b0a99887766554433';
const HOST_SECRET_B64 = Buffer.from(HOST_SECRET).toString('base64');
const WRITER_SECRET_B64 = Buffer.from(WRITER_SECRET).toString('base64');

/** Every 40-character window of `s`: none may appear in the output. */
function windows(s: string, size = 40): string[] {
  const out: string[] = [];
  for (let i = 0; i + size <= s.length; i += 1) out.push(s.slice(i, i + size));
  return out;
}

const NEEDLES = [
  ...new Set([
    ...windows(KEY_BODY),
    ...windows(KEY_B64),
    ...windows(HOST_SECRET),
    ...windows(WRITER_SECRET),
    ...windows(HOST_SECRET_B64),
    ...windows(WRITER_SECRET_B64),
  ]),
];

/** Output with whitespace and JSON escapes removed, so a wrapped or escaped copy is found too. */
function normalize(s: string): string {
  return s
    .replace(/\\[nrt]/g, '')
    .replace(/\\\//g, '/')
    .replace(/\s+/g, '');
}

function assertNoSecret(text: string, what: string): void {
  const hay = normalize(text);
  for (const n of NEEDLES) {
    if (!hay.includes(n)) continue;
    const line = text.split('\n').find((l) => normalize(l).includes(n.slice(0, 20))) ?? text.slice(0, 1500);
    assert.fail(`${what}: output contains secret material '${n.slice(0, 12)}…' in:\n${line.slice(0, 1500)}`);
  }
}

const indent = (s: string, n: number) =>
  s
    .trimEnd()
    .split('\n')
    .map((l) => ' '.repeat(n) + l)
    .join('\n');

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: 3
  strategy: {rollingUpdate: {maxUnavailable: 1}}
  template:
    spec:
      containers:
        - name: manager
          image: ghcr.io/koordinator-sh/koord-manager:v1.5.0
          env:
            - name: WEBHOOK_HOST
              valueFrom: {secretKeyRef: {name: names, key: host}}
            - name: TLS_KEY
              value: |
${indent(KEY_PEM, 16)}
          envFrom:
            - secretRef: {name: envsecret}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager-2, namespace: koordinator-system}
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: manager
          image: ghcr.io/koordinator-sh/koord-manager:v1.5.0
          envFrom:
            - secretRef: {name: hostsecret}
`;

const SECRETS = `apiVersion: v1
kind: Secret
metadata: {name: koordinator-webhook-certs, namespace: koordinator-system}
data:
  ca-cert.pem: ${KEY_B64}
  key.pem: ${KEY_B64}
  tls.key: ${KEY_B64}
stringData:
  ca-key.pem: |
${indent(KEY_PEM, 4)}
---
apiVersion: v1
kind: Secret
metadata: {name: names, namespace: koordinator-system}
data: {host: ${HOST_SECRET_B64}}
---
apiVersion: v1
kind: Secret
metadata: {name: envsecret, namespace: koordinator-system}
data: {WEBHOOK_CERT_WRITER: ${WRITER_SECRET_B64}}
# Object names read from a Secret (SECRET_NAME, SERVICE_NAME, ...) are identifiers the findings must name,
# so they are deliberately not part of the needles; free values (host, writer, keys) are.
stringData: {SECRET_NAME: shared-webhook-certs, TLS_KEY: ${WRITER_SECRET}}
---
apiVersion: v1
kind: Secret
metadata: {name: hostsecret, namespace: koordinator-system}
data: {WEBHOOK_HOST: ${HOST_SECRET_B64}}
`;

const WEBHOOKS = `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata: {name: koordinator-mutating-webhook-configuration, annotations: {cert-manager.io/inject-ca-from: koordinator-system/cert}}
webhooks:
  - name: a.koordinator.sh
    failurePolicy: Ignore
    clientConfig: {url: "https://koord.example:9876/a", caBundle: ${KEY_B64}}
  - name: b.koordinator.sh
    clientConfig: {service: {name: koordinator-webhook-service, namespace: koordinator-system}, caBundle: ${Buffer.from(KEY_PEM.slice(0, 200)).toString('base64')}}
`;

/** The same material inside documents that do not parse. */
const BROKEN = [
  `kind: Secret\nmetadata: {name: broken}\ndata:\n  key.pem: "${KEY_B64}\n  other: [\n`,
  `kind: Secret\nmetadata: {name: broken}\nstringData:\n  key.pem: |\n${indent(KEY_PEM, 4)}\n bad: indentation\n`,
  `kind: Secret\ndata: {key.pem: ${KEY_B64}, key.pem: ${KEY_B64}}\n`,
  `kind: Secret\ndata:\n  ${KEY_B64}: [\n`,
  `kind: Secret\nstringData: {key.pem: !!binary ${KEY_B64}, x: !unknown ${KEY_B64}}\n`,
  `${KEY_PEM}\n`,
  `{"kind": "Secret", "data": {"key.pem": "${KEY_B64}"\n`,
  `kind: Secret\ndata: &${KEY_B64.slice(0, 60)} {a: *${KEY_B64.slice(60, 120)}}\n`,
];

const CORPUS: Record<string, string> = {
  'deploy.yaml': DEPLOYMENT,
  'secrets.yaml': SECRETS,
  'webhooks.yaml': WEBHOOKS,
  'secrets.json': JSON.stringify({
    apiVersion: 'v1',
    kind: 'List',
    items: [
      {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'j', namespace: 'koordinator-system' },
        data: { 'key.pem': KEY_B64 },
        stringData: { 'ca-key.pem': KEY_PEM },
      },
    ],
  }),
  ...Object.fromEntries(BROKEN.map((t, i) => [`broken-${i}.yaml`, t])),
};

const tmp = tempDir('wcg-secrets-');
after(() => {
  tmp.cleanup();
});
for (const [name, text] of Object.entries(CORPUS)) tmp.write(`m/${name}`, text);

test('the corpus does trigger findings that describe the env read from Secrets', async () => {
  const r = await runMain(['check', 'm', '--format', 'json'], { cwd: tmp.dir });
  assertCleanExit(r, 'corpus');
  const rules = new Set((JSON.parse(r.stdout) as { findings: Array<{ rule: string }> }).findings.map((f) => f.rule));
  assert.ok(rules.has('yaml-syntax'), 'broken documents are reported');
  assert.ok(rules.has('multi-replica-webhook-unshared-cert'), `the race is reported (got ${[...rules].join(', ')})`);
});

for (const format of ['text', 'json', 'sarif'] as const) {
  test(`no key or Secret value in ${format} output of the whole corpus`, async () => {
    const r = await runMain(['check', 'm', '--format', format], { cwd: tmp.dir });
    count('secrets: output formats x corpus');
    assertCleanExit(r, format);
    assertNoSecret(r.stdout + r.stderr, format);
  });

  test(`no key or Secret value in ${format} output of each document alone, on stdin`, async () => {
    for (const [name, text] of Object.entries(CORPUS)) {
      const r = await runMain(['check', '-', '--format', format], { stdin: text });
      count('secrets: output formats x single documents');
      assertCleanExit(r, name);
      assertNoSecret(r.stdout + r.stderr, `${format} ${name}`);
    }
  });
}

test('no key material in --output files, usage errors or unreadable-input errors', async () => {
  const r = await runMain(['check', 'm', '--format', 'sarif', '-o', 'out.sarif'], { cwd: tmp.dir });
  assertNoSecret(r.stdout + r.stderr + readFileSync(path.join(tmp.dir, 'out.sarif'), 'utf8'), '--output');
  tmp.write('bin/key.yaml', Buffer.concat([Buffer.from(SECRETS), Buffer.from([0]), Buffer.from(KEY_PEM)]));
  tmp.write('big/key.yaml', SECRETS + SECRETS);
  tmp.write('.webhook-cert-gate.yaml', `namespace: [${KEY_B64}]\n`);
  const runsList = [
    await runMain(['check', 'bin/key.yaml', 'big/key.yaml', '--max-file-size', '100', '--config', 'm/secrets.yaml'], {
      cwd: tmp.dir,
    }),
    await runMain(['check', 'm'], { cwd: tmp.dir }),
    await runMain(['check', 'bin'], { cwd: tmp.dir, env: {} }),
    await runMain(['check', '--config', '.webhook-cert-gate.yaml', 'm'], { cwd: tmp.dir }),
  ];
  for (const [i, run] of runsList.entries()) {
    count('secrets: error paths');
    assertCleanExit(run, `error path ${i}`);
    assertNoSecret(run.stdout + run.stderr, `error path ${i}`);
  }
});

test('the real CLI process leaks nothing either (text, json, sarif)', () => {
  if (!existsSync(path.join(ROOT, 'dist', 'cli.mjs')))
    return assert.fail('dist/cli.mjs missing: run node scripts/build.mjs');
  for (const format of ['text', 'json', 'sarif']) {
    const r = runProcess(['check', 'm', '--format', format], { cwd: tmp.dir });
    count('secrets: child process runs');
    assertCleanExit(r, `process ${format}`);
    assertNoSecret(r.stdout + r.stderr, `process ${format}`);
  }
});

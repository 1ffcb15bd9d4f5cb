/** `cert rotate`: each of the three steps it writes passes `check --before` on the one before it. */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { cli, ROOT } from '../helpers.js';
import { generateSharedCert } from '../../src/x509/generate.js';

const BEFORE = path.join(ROOT, 'test/fixtures/rotation/safe-step1-add-new-ca/before');
const SECRET = 'webhook-system/webhook-serving-cert';
const tmp = () => mkdtempSync(path.join(tmpdir(), 'wcg-rotate-'));

interface Report {
  findings: { rule: string }[];
}

async function checkBefore(before: string, after: string): Promise<{ code: number; rules: string[] }> {
  const r = await cli(['check', '--format', 'json', '--before', before, after]);
  return { code: r.code, rules: (JSON.parse(r.stdout) as Report).findings.map((f) => f.rule) };
}

async function assertSafeChain(out: string): Promise<void> {
  let previous = BEFORE;
  for (const n of [1, 2, 3]) {
    const step = path.join(out, `step-${n}`);
    const { code, rules } = await checkBefore(previous, step);
    assert.deepEqual(
      rules.filter((r) => r.startsWith('rotation-')),
      [],
      `step ${n}`,
    );
    assert.equal(code, 0, `step ${n}: ${rules.join(', ')}`);
    previous = step;
  }
}

test('--generate: every step passes check --before on the previous one; skipping to step 3 does not', async () => {
  const out = tmp();
  const r = await cli(['cert', 'rotate', BEFORE, '--secret', SECRET, '--generate', '--out', out]);
  assert.equal(r.code, 0, r.stderr);
  assert.doesNotMatch(r.stdout + r.stderr, /PRIVATE KEY|LS0tLS1CRUdJTiBF/);
  assert.match(r.stderr, /step-1, step-2, step-3/);
  await assertSafeChain(out);

  const step2 = readFileSync(path.join(out, 'step-2/manifests.yaml'), 'utf8');
  assert.match(step2, /webhook-cert-gate\.io\/cert-rotated: '[0-9a-f]+'/);
  assert.equal(statSync(path.join(out, 'step-2/manifests.yaml')).mode & 0o777, 0o600);

  const jump = await checkBefore(BEFORE, path.join(out, 'step-3'));
  assert.equal(jump.code, 1);
  assert.ok(jump.rules.includes('rotation-ca-dropped'), jump.rules.join(', '));
});

test('--holder and a given CA: the leaf is signed by that CA, and the chain is as safe', async () => {
  const dir = tmp();
  const ca = generateSharedCert({ service: 'x.y', hosts: [], keyType: 'ecdsa', days: 30, caName: 'Ops Root CA 2' });
  writeFileSync(path.join(dir, 'ca.crt'), ca.caCertPem);
  writeFileSync(path.join(dir, 'ca.key'), ca.caKeyPem);
  const out = path.join(dir, 'out');
  const r = await cli([
    'cert',
    'rotate',
    BEFORE,
    '--holder',
    'ValidatingWebhookConfiguration/webhook',
    '--ca-cert',
    path.join(dir, 'ca.crt'),
    '--ca-key',
    path.join(dir, 'ca.key'),
    '--out',
    out,
  ]);
  assert.equal(r.code, 0, r.stderr);
  await assertSafeChain(out);
  const step3 = readFileSync(path.join(out, 'step-3/manifests.yaml'), 'utf8');
  assert.ok(step3.includes(Buffer.from(ca.caCertPem).toString('base64')), 'step 3 bundle is the given CA alone');
});

test('bad input is one line and exit 2', async () => {
  const dir = tmp();
  const a = generateSharedCert({ service: 'x.y', hosts: [], keyType: 'ecdsa', days: 30 });
  const b = generateSharedCert({ service: 'x.y', hosts: [], keyType: 'ecdsa', days: 30 });
  writeFileSync(path.join(dir, 'a.crt'), a.caCertPem);
  writeFileSync(path.join(dir, 'b.key'), b.caKeyPem);
  const out = path.join(dir, 'out');
  const cases: [string[], RegExp][] = [
    [
      [BEFORE, '--secret', 'webhook-system/nope', '--generate', '--out', out],
      /--secret webhook-system\/nope: no such Secret/,
    ],
    [
      [BEFORE, '--holder', 'ValidatingWebhookConfiguration/nope', '--generate', '--out', out],
      /--holder .*: no such caBundle holder/,
    ],
    [[BEFORE, '--generate', '--out', out], /exactly one of --secret/],
    [[BEFORE, '--secret', SECRET, '--generate'], /--out DIR is required/],
    [[BEFORE, '--secret', SECRET, '--out', out], /--ca-cert FILE --ca-key FILE, or --generate/],
    [
      [
        BEFORE,
        '--secret',
        SECRET,
        '--ca-cert',
        path.join(dir, 'a.crt'),
        '--ca-key',
        path.join(dir, 'b.key'),
        '--out',
        out,
      ],
      /--ca-key .*b\.key: does not match the public key of --ca-cert/,
    ],
  ];
  for (const [args, message] of cases) {
    const r = await cli(['cert', 'rotate', ...args]);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, message);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
  }
  assert.throws(() => statSync(out), 'nothing written on bad input');
});

test('--help names the command and its options', async () => {
  const r = await cli(['cert', 'rotate', '--help']);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /cert rotate PATH\.\.\./);
  assert.match(r.stdout, /--generate/);
});

/**
 * The disagreements with Go listed in issue 10, one input each (issue10-inputs.ts): our verdict is asserted
 * here, Go's (the oracle, a real TLS handshake) in issue10.slow.ts. Certificates are built from DER so each
 * quirk is exactly the one named.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { certCommand } from '../../src/cli/cert.js';
import { verifyServing } from '../../src/x509/index.js';
import { fakeIo } from './helpers.js';
import { AT, HOST, inputs, pair, type Input } from './issue10-inputs.js';

const ours = (i: Input) =>
  verifyServing({ chainPem: i.chain, keyPem: i.key, caBundlePem: i.bundle, host: HOST, at: new Date(AT) }).accepted;

test("each listed disagreement gets Go's verdict", () => {
  const wrong = inputs.filter((i) => ours(i) !== i.accept).map((i) => `${i.id}: expected ${i.accept}`);
  assert.deepEqual(wrong, []);
});

test('cert CLI: binary junk in caBundle is skipped, a DER caBundle is cabundle-invalid (exit 1), --host -x is a host', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-issue10-'));
  const ok = pair('cli', true, {});
  const rootDer = Buffer.from(
    ok.bundle
      .split('\n')
      .filter((l) => !l.startsWith('-----'))
      .join(''),
    'base64',
  );
  writeFileSync(path.join(dir, 'chain.pem'), ok.chain);
  writeFileSync(path.join(dir, 'key.pem'), ok.key);
  writeFileSync(
    path.join(dir, 'junk.pem'),
    Buffer.concat([Buffer.from([0, 1, 0xfe, 0xff, 10]), Buffer.from(ok.bundle), Buffer.from([0, 0xff, 10])]),
  );
  writeFileSync(path.join(dir, 'root.der'), rootDer);
  const run = async (...args: string[]) => {
    const io = fakeIo(dir);
    const code = await certCommand(['--chain', 'chain.pem', '--key', 'key.pem', '--at', AT, ...args], io).catch(
      (e: unknown) => {
        io.err((e as Error).message);
        return 2;
      },
    );
    return { code, out: io.stdout, err: io.stderr };
  };
  assert.equal((await run('--ca-bundle', 'junk.pem', '--host', HOST)).code, 0);
  const der = await run('--ca-bundle', 'root.der', '--host', HOST);
  assert.equal(der.code, 1, der.err);
  assert.match(der.out, /cabundle-invalid/);
  const dash = await run('--ca-bundle', 'junk.pem', '--host', '-x');
  assert.equal(dash.code, 1, dash.err);
  assert.match(dash.out, /cert-hostname-mismatch/);
  assert.match(dash.out, /for -x/);
});

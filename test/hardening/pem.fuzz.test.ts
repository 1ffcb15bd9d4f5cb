// PEM and base64 from hostile hands: truncated, wrong block types, flipped DER bytes, binary garbage and
// enormous blobs, as Secret data and caBundle values (check) and as `cert` files.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import fc from 'fast-check';
import { parseCaBundle, decodePem, decodeBase64CaBundle } from '../../src/x509/pem.js';
import { assertCleanExit, count, ROOT, runMain, runs, tempDir } from './harness.js';
import { assertSarifShape } from './sarif-shape.js';

const CORPUS = path.join(ROOT, 'test', 'x509', 'corpus');
const SEEDS = [
  'rsa-intermediate',
  'p256-chain',
  'ed25519-chain',
  'bundle-two-roots',
  'leaf-duplicate-extension',
  'rsa-pss-spki-leaf',
].map((id) => ({
  chain: readFileSync(path.join(CORPUS, id, 'chain.pem'), 'latin1'),
  bundle: readFileSync(path.join(CORPUS, id, 'bundle.pem'), 'latin1'),
  key: readFileSync(path.join(CORPUS, id, 'key.pem'), 'latin1'),
}));

/** PEM-level and DER-level damage. */
function damagedPem(source: string): fc.Arbitrary<string> {
  const blocks = decodePem(source);
  const derFlip = fc
    .tuple(fc.nat(), fc.nat({ max: 255 }), fc.nat({ max: Math.max(0, blocks.length - 1) }))
    .map(([at, byte, bi]) => {
      const b = blocks[bi];
      if (!b) return source;
      const der = Buffer.from(b.bytes);
      der[at % der.length] = byte;
      return reencode(source, bi, der);
    });
  const derCut = fc.tuple(fc.nat(), fc.nat({ max: Math.max(0, blocks.length - 1) })).map(([at, bi]) => {
    const b = blocks[bi];
    return b ? reencode(source, bi, b.bytes.subarray(0, at % (b.bytes.length + 1))) : source;
  });
  const text = fc.oneof(
    fc.nat().map((at) => source.slice(0, at % (source.length + 1))),
    fc.tuple(fc.nat(), fc.string({ maxLength: 10 })).map(([at, s]) => {
      const p = at % (source.length + 1);
      return source.slice(0, p) + s + source.slice(p);
    }),
    fc
      .constantFrom(
        'CERTIFICATE',
        'TRUSTED CERTIFICATE',
        'PRIVATE KEY',
        'RSA PRIVATE KEY',
        'X509 CRL',
        '',
        'CERTIFICATE ',
      )
      .map((t) => source.replace(/(BEGIN|END) CERTIFICATE/g, `$1 ${t}`)),
    fc.constant(source.replace(/-----END [^-]+-----/, '')),
    fc.constant(
      source.replace(/-----BEGIN CERTIFICATE-----\n/, '-----BEGIN CERTIFICATE-----\nProc-Type: 4,ENCRYPTED\n\n'),
    ),
    fc.constant(source + source + source),
    fc.constant(source.replace(/\n/g, '\r\n')),
    fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('latin1')),
  );
  return fc.oneof(derFlip, derCut, text);
}

function reencode(source: string, index: number, der: Buffer): string {
  let i = -1;
  return source.replace(/-----BEGIN ([^-]+)-----[\s\S]*?-----END \1-----/g, (m, type: string) => {
    i++;
    if (i !== index) return m;
    const b64 = der.toString('base64').replace(/(.{64})/g, '$1\n');
    return `-----BEGIN ${type}-----\n${b64}\n-----END ${type}-----`;
  });
}

const seedIndex = fc.integer({ min: 0, max: SEEDS.length - 1 });

test('x509 PEM decoding and caBundle parsing never throw on damaged input', () => {
  fc.assert(
    fc.property(
      seedIndex.chain((i) => damagedPem(SEEDS[i]!.chain)),
      (pem) => {
        count('pem: in-process decodePem/parseCaBundle');
        parseCaBundle(pem);
        decodeBase64CaBundle(Buffer.from(pem, 'latin1').toString('base64'));
        decodeBase64CaBundle(pem);
      },
    ),
    { numRuns: runs(1500) },
  );
});

const tmp = tempDir('wcg-pem-');
after(() => {
  tmp.cleanup();
});

test('cert with damaged chain, key and caBundle files ends cleanly in every format', async () => {
  const input = seedIndex.chain((i) =>
    fc.record({
      chain: fc.oneof(fc.constant(SEEDS[i]!.chain), damagedPem(SEEDS[i]!.chain)),
      bundle: fc.oneof(
        fc.constant(SEEDS[i]!.bundle),
        damagedPem(SEEDS[i]!.bundle),
        damagedPem(SEEDS[i]!.bundle).map((p) => Buffer.from(p, 'latin1').toString('base64')),
      ),
      key: fc.oneof(fc.constant(SEEDS[i]!.key), damagedPem(SEEDS[i]!.key), fc.constant('')),
      format: fc.constantFrom('text', 'json', 'sarif'),
      target: fc.constantFrom(
        ['--host', 'webhook.system.svc'],
        ['--service', 'webhook.system'],
        ['--url', 'https://[::1]:9443/x'],
        ['--host', ''],
      ),
    }),
  );
  await fc.assert(
    fc.asyncProperty(input, async ({ chain, bundle, key, format, target }) => {
      count('pem: cert --chain/--key/--ca-bundle');
      tmp.write('chain.pem', Buffer.from(chain, 'latin1'));
      tmp.write('bundle.pem', Buffer.from(bundle, 'latin1'));
      tmp.write('key.pem', Buffer.from(key, 'latin1'));
      const argv = [
        'cert',
        '--chain',
        'chain.pem',
        '--key',
        'key.pem',
        '--ca-bundle',
        'bundle.pem',
        ...target,
        '--at',
        '2026-06-01T00:00:00Z',
        '--format',
        format,
      ];
      const r = await runMain(argv, { cwd: tmp.dir });
      assertCleanExit(r, argv.join(' '));
      if (r.code !== 2 && format === 'json') JSON.parse(r.stdout);
      if (r.code !== 2 && format === 'sarif') assertSarifShape(JSON.parse(r.stdout));
    }),
    { numRuns: runs(200) },
  );
});

test('damaged PEM and base64 as Secret data and caBundle values in manifests', async () => {
  const input = seedIndex.chain((i) =>
    fc.record({
      chain: damagedPem(SEEDS[i]!.chain),
      bundle: damagedPem(SEEDS[i]!.bundle),
      key: fc.oneof(damagedPem(SEEDS[i]!.key), fc.constant(SEEDS[i]!.key)),
      rawBundle: fc.boolean(),
      format: fc.constantFrom('text', 'json', 'sarif'),
    }),
  );
  await fc.assert(
    fc.asyncProperty(input, async ({ chain, bundle, key, rawBundle, format }) => {
      count('pem: Secret data and caBundle in manifests');
      const text = servingManifests(chain, bundle, key, rawBundle);
      const r = await runMain(['check', '-', '--format', format, '--at', '2026-06-01T00:00:00Z'], { stdin: text });
      assertCleanExit(r, `manifest\n${text.slice(0, 600)}`);
      if (r.code !== 2 && format === 'sarif') assertSarifShape(JSON.parse(r.stdout));
    }),
    { numRuns: runs(200) },
  );
});

test('enormous and garbage blobs as caBundle, Secret data and cert files', async () => {
  const huge = Buffer.alloc(6 * 1024 * 1024, 'QUFB').toString('latin1');
  const manyBlocks = SEEDS[0]!.bundle.repeat(2000);
  const garbage = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 131 + 7) & 0xff)).toString('latin1');
  for (const blob of [huge, manyBlocks, garbage, '-----BEGIN CERTIFICATE-----\n' + huge]) {
    const text = servingManifests(blob, blob, blob, false);
    const r = await runMain(['check', '-', '--format', 'json'], { stdin: text });
    count('pem: enormous blobs');
    assertCleanExit(r, 'enormous manifest');
    tmp.write('blob.pem', Buffer.from(blob, 'latin1'));
    const c = await runMain(['cert', '--chain', 'blob.pem', '--ca-bundle', 'blob.pem', '--host', 'x.svc'], {
      cwd: tmp.dir,
    });
    count('pem: enormous blobs');
    assertCleanExit(c, 'enormous cert');
  }
});

/** A Secret-writer controller, its Secret (data base64) and a webhook configuration with a caBundle. */
function servingManifests(chain: string, bundle: string, key: string, rawBundle: boolean): string {
  const b64 = (s: string) => Buffer.from(s, 'latin1').toString('base64');
  const caBundle = rawBundle ? JSON.stringify(bundle) : b64(bundle);
  return `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: 2
  template:
    spec:
      containers:
        - name: m
          image: koordinator-sh/koord-manager:v1
          env:
            - {name: WEBHOOK_CERT_WRITER, value: secret}
            - {name: SECRET_NAME, value: certs}
---
apiVersion: v1
kind: Secret
metadata: {name: certs, namespace: koordinator-system}
data: {ca-cert.pem: ${b64(bundle)}, cert.pem: ${b64(chain)}, key.pem: ${b64(key)}, ca-key.pem: ${b64(key)}}
---
apiVersion: v1
kind: Secret
type: kubernetes.io/tls
metadata: {name: tls, namespace: koordinator-system}
data: {tls.crt: ${b64(chain)}, tls.key: ${b64(key)}, ca.crt: ${b64(bundle)}}
---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: koordinator-validating-webhook-configuration}
webhooks:
  - name: a.koordinator.sh
    clientConfig:
      service: {name: koordinator-webhook-service, namespace: koordinator-system}
      caBundle: ${caBundle}
`;
}

test('a --ca-bundle that is not PEM at all is refused or reported, never a crash', async () => {
  for (const bundle of [
    '',
    '\0\0\0',
    'not base64 !!!',
    '====',
    'QUJD',
    '-----BEGIN CERTIFICATE-----',
    '-----END CERTIFICATE-----\n-----BEGIN CERTIFICATE-----\n',
  ]) {
    tmp.write('b.pem', bundle);
    tmp.write('c.pem', SEEDS[0]!.chain);
    const r = await runMain(['cert', '--chain', 'c.pem', '--ca-bundle', 'b.pem', '--host', 'webhook.system.svc'], {
      cwd: tmp.dir,
    });
    count('pem: fixed --ca-bundle values');
    assertCleanExit(r, JSON.stringify(bundle));
    assert.ok(r.code === 1 || r.code === 2);
  }
});

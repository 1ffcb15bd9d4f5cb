import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { assertSarifShape } from '../hardening/sarif-shape.js';
import { cli, CORPUS, findTool, requireTool, ROOT } from '../helpers.js';
import { parseSarif } from '../report-json.js';
import { ALLOW_ALL, TestApiServer } from '../apiserver/server.js';
import { GATE_TOKEN, GATE_USER, NS, SERVICE, kubeconfigFor, runGate, seedFixed } from '../cluster/scenarios.js';

// SARIF from every kind of input, validated by Microsoft's SARIF Multitool (what GitHub code scanning
// relies on) and by the SARIF 2.1.0 JSON schema it ships.
const INCIDENT = path.join(ROOT, 'examples/incident');
const outside = mkdtempSync(path.join(tmpdir(), 'wcg-sarif-abs-'));
for (const f of ['koord-manager.yaml', 'webhooks.yaml']) copyFileSync(path.join(INCIDENT, f), path.join(outside, f));

const INPUTS: Record<string, () => Promise<string>> = {
  'a relative path': async () => (await cli(['check', 'examples/incident', '--format', 'sarif'])).stdout,
  'an absolute path outside the working directory': async () =>
    (await cli(['check', outside, '--format', 'sarif'])).stdout,
  'standard input': async () =>
    (
      await cli(['check', '-', '--format', 'sarif'], {
        stdin: readFileSync(path.join(INCIDENT, 'koord-manager.yaml'), 'utf8'),
      })
    ).stdout,
  'a rendered chart on stdin (# Source: templates)': async () =>
    (
      await cli(['check', '-', '--format', 'sarif'], {
        stdin: readFileSync(path.join(ROOT, 'test/fixtures/helm/rendered/koordinator.yaml'), 'utf8'),
      })
    ).stdout,
  'a chart folder through its values': async () =>
    (await cli(['check', path.join(CORPUS, 'koordinator-chart'), '--format', 'sarif'])).stdout,
  ...(findTool('kubectl')
    ? {
        'a kustomize overlay (the source file, the render as a related location)': async () =>
          (
            await cli(['check', 'test/fixtures/kustomize-sources/patch', '--format', 'sarif'], {
              env: { PATH: process.env.PATH },
            })
          ).stdout,
      }
    : {}),
  cert: async () =>
    (
      await cli([
        'cert',
        '--chain',
        'test/x509/corpus/key-mismatch/chain.pem',
        '--key',
        'test/x509/corpus/key-mismatch/key.pem',
        '--ca-bundle',
        'test/x509/corpus/key-mismatch/bundle.pem',
        '--host',
        'example.com',
        '--format',
        'sarif',
      ])
    ).stdout,
  'a live cluster (logical locations)': liveSarif,
};

/** `cluster --format sarif` on the test API server: a healthy webhook and one endpoint that refuses. */
async function liveSarif(): Promise<string> {
  const server = new TestApiServer();
  await server.start();
  server.addToken(GATE_TOKEN, { user: GATE_USER }, ALLOW_ALL);
  const scenario = await seedFixed(server, 1);
  server.seed({
    apiVersion: 'discovery.k8s.io/v1',
    kind: 'EndpointSlice',
    metadata: { name: `${SERVICE}-gone`, namespace: NS, labels: { 'kubernetes.io/service-name': SERVICE } },
    addressType: 'IPv4',
    ports: [{ port: 1, protocol: 'TCP' }],
    endpoints: [{ addresses: ['127.0.0.1'], conditions: { ready: true } }],
  });
  try {
    const args = ['-n', NS, '--observe=0', '--probe=1', '--timeout=5s', '--format=sarif'];
    return (await runGate([...args, '--kubeconfig', kubeconfigFor(server, GATE_TOKEN)])).out;
  } finally {
    await scenario.stop();
    await server.close();
  }
}

const uris = (sarif: string): string[] =>
  parseSarif(sarif).runs[0]!.results.flatMap((r) => r.locations!.map((l) => l.physicalLocation.artifactLocation.uri));

test('an absolute path is a file:// URI; relative paths stay relative; stdin names itself', async () => {
  const abs = await INPUTS['an absolute path outside the working directory']!();
  assert.ok(uris(abs).length > 0);
  for (const uri of uris(abs)) assert.equal(uri, pathToFileURL(path.join(outside, path.basename(uri))).href);
  for (const uri of uris(await INPUTS['a relative path']!())) assert.match(uri, /^examples\/incident\/[\w-]+\.yaml$/);
  const stdin = parseSarif(await INPUTS['standard input']!());
  assert.deepEqual(stdin.runs[0]!.results[0]!.locations![0]!.physicalLocation.artifactLocation, {
    uri: '%3Cstdin%3E',
    description: { text: 'standard input' },
  });
});

test('a live object is a logical location (cluster://kind/namespace/name#field), never a made-up file', async () => {
  const results = parseSarif(await liveSarif()).runs[0]!.results;
  const names = results.flatMap((r) => r.locations!.map((l) => l.logicalLocations?.[0]?.fullyQualifiedName ?? ''));
  assert.ok(
    names.some((n) =>
      /^cluster:\/\/ValidatingWebhookConfiguration\/koordinator-[\w-]+#webhooks\[0\]\.clientConfig$/.test(n),
    ),
    names.join('\n'),
  );
  assert.ok(names.every((n) => n.startsWith('cluster://')));
  assert.ok(results.every((r) => r.locations!.every((l) => !('physicalLocation' in l))));
});

test('SARIF from every input passes Microsoft SARIF Multitool and the SARIF 2.1.0 schema', async (t) => {
  const logs = Object.fromEntries(
    await Promise.all(Object.entries(INPUTS).map(async ([name, make]) => [name, await make()] as const)),
  );
  for (const [name, sarif] of Object.entries(logs)) {
    const log = parseSarif(sarif);
    assertSarifShape(log);
    assert.ok(log.runs[0]!.results.length > 0, `${name}: some results`);
  }
  const multitool = requireTool(t, 'sarif-multitool');
  if (!multitool) return;

  const schemaFile = path.join(path.dirname(multitool), '..', 'sarif-multitool-linux', 'sarif-2.1.0.json');
  if (existsSync(schemaFile)) {
    const { default: Ajv2020 } = await import('ajv/dist/2020.js');
    const validate = new Ajv2020.default({ strict: false, validateFormats: false }).compile(
      JSON.parse(readFileSync(schemaFile, 'utf8')),
    );
    for (const [name, sarif] of Object.entries(logs))
      assert.ok(validate(JSON.parse(sarif)), `${name}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-sarif-'));
  const files = Object.entries(logs).map(([, sarif], i) => {
    const file = path.join(dir, `input-${i}.sarif`);
    writeFileSync(file, sarif);
    return file;
  });
  const out = path.join(dir, 'verdict.sarif');
  const r = spawnSync(process.execPath, [multitool, 'validate', ...files, '-o', out], {
    encoding: 'utf8',
    timeout: 180_000,
  });
  assert.ok(existsSync(out), `the Multitool wrote no verdict: ${r.stdout}${r.stderr}`);
  const verdict = parseSarif(readFileSync(out, 'utf8').replace(/^\uFEFF/, ''));
  const names = Object.keys(logs);
  const problems = verdict.runs[0]!.results.filter((x) => x.level !== 'note').map((x) => {
    const file = x.locations?.[0]?.physicalLocation.artifactLocation.uri ?? '';
    const input = names[Number(/input-(\d+)\.sarif$/.exec(file)?.[1])] ?? file;
    return `${input}: ${x.ruleId} ${x.message.id ?? ''} ${JSON.stringify(x.message.arguments ?? [])}`;
  });
  assert.deepEqual(problems, [], 'no SARIF errors or warnings');
});

// Property: any manifest stream, however broken, ends with exit 0/1/2, no stack trace, and a
// parseable report in every format.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertCleanExit, count, ROOT, runMain, runs } from './harness.js';
import { manifestStream, mutatedText, yamlishText } from './arbitraries.js';
import { assertSarifShape } from './sarif-shape.js';

const FORMATS = ['text', 'json', 'sarif'] as const;

async function checkStdin(text: string, format: (typeof FORMATS)[number], what: string): Promise<void> {
  const r = await runMain(['check', '-', '--format', format], { stdin: text });
  assertCleanExit(r, `${what}\n${text.slice(0, 1500)}`);
  if (format === 'json' && r.code !== 2) {
    const report = JSON.parse(r.stdout) as { findings?: unknown };
    assert.ok(Array.isArray(report.findings));
  }
  if (format === 'sarif' && r.code !== 2) assertSarifShape(JSON.parse(r.stdout));
}

const formatArb = fc.constantFrom(...FORMATS);

test('manifests with wrong types in every field the rules read', async () => {
  await fc.assert(
    fc.asyncProperty(manifestStream(), formatArb, async ({ text, form }, format) => {
      count('manifest: wrong-type fields (yaml/json/List)');
      await checkStdin(text, format, `form ${form}`);
    }),
    { numRuns: runs(400) },
  );
});

test('valid examples with random text edits (truncation, stray punctuation, tags, NUL, BOM)', async () => {
  const sources = ['examples/incident/koord-manager.yaml', 'examples/incident/webhooks.yaml'].map((f) =>
    readFileSync(path.join(ROOT, f), 'utf8'),
  );
  const text = fc.constantFrom(...sources).chain((s) => mutatedText(s));
  await fc.assert(
    fc.asyncProperty(text, formatArb, async (t, format) => {
      count('manifest: mutated YAML text');
      await checkStdin(t, format, 'mutated');
    }),
    { numRuns: runs(300) },
  );
});

test('free-form YAML-ish text', async () => {
  await fc.assert(
    fc.asyncProperty(yamlishText(), formatArb, async (t, format) => {
      count('manifest: free-form YAML text');
      await checkStdin(t, format, 'yamlish');
    }),
    { numRuns: runs(300) },
  );
});

test('random JSON values, as JSON and as a List', async () => {
  const json = fc.jsonValue({ maxDepth: 5 });
  await fc.assert(
    fc.asyncProperty(json, fc.boolean(), formatArb, async (v, asList, format) => {
      count('manifest: random JSON values');
      const text = JSON.stringify(
        asList ? { apiVersion: 'v1', kind: 'List', items: [v, { kind: 'Deployment', spec: v }] } : v,
      );
      await checkStdin(text, format, 'json');
    }),
    { numRuns: runs(200) },
  );
});

test('arbitrary unicode and binary-ish strings on stdin', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 400 }), async (t) => {
      count('manifest: random unicode text');
      await checkStdin(t, 'text', 'unicode');
    }),
    { numRuns: runs(150) },
  );
});

test('fixed hostile shapes: duplicate keys, unknown kinds, List junk, huge numbers', async () => {
  const cases = [
    'kind: Deployment\nkind: Service\nmetadata: {name: a}\n',
    'apiVersion: v1\nkind: List\nitems: [1, null, "x", [], {kind: {a: 1}}, {kind: Deployment, metadata: [1]}, {kind: List, items: {a: 1}}]\n',
    'apiVersion: v1\nkind: ConfigMapList\nitems: null\n',
    'apiVersion: example.com/v1\nkind: Frobnicator\nmetadata: {name: x}\nspec: {replicas: 1e400}\n',
    'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager}\nspec: {replicas: 99999999999999999999999999, template: {spec: {containers: [{image: koordinator-sh/koord-manager, env: {WEBHOOK_HOST: x}}]}}}\n',
    'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager}\nspec: {replicas: .inf, strategy: {rollingUpdate: {maxUnavailable: .nan}}, template: {spec: {containers: null}}}\n',
    'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager}\nspec: {replicas: -3, template: {spec: {containers: [null, 1, {image: [1]}, {image: koordinator-sh/koord-manager, env: [null, {name: null}, {name: WEBHOOK_HOST, value: {a: 1}}, {name: WEBHOOK_CERT_WRITER, valueFrom: []}]}]}}}\n',
    'kind: MutatingWebhookConfiguration\nmetadata: {name: x, annotations: [a, b]}\nwebhooks: {a: 1}\n',
    'kind: ValidatingWebhookConfiguration\nmetadata: {name: x, annotations: {__proto__: {a: 1}, cert-manager.io/inject-ca-from: [1]}}\nwebhooks: [null, 1, {clientConfig: null}, {clientConfig: {url: {a: 1}, caBundle: {x: 1}, service: {name: {}, namespace: [], port: "x"}}}]\n',
    'kind: Secret\nmetadata: {name: koordinator-webhook-certs}\ndata: {ca-cert.pem: {a: 1}, cert.pem: [1], key.pem: 12, tls.crt: null}\nstringData: [1]\n',
    'kind: Deployment\nmetadata: {name: !!binary aGVsbG8=, namespace: !!timestamp 2001-12-14}\n',
    'kind: !!set {Deployment}\n',
    '&a [*a]\n',
    'a: &a {b: *a}\nkind: Deployment\nspec: *a\n',
    '<<: [{kind: Deployment}, {metadata: {name: x}}]\nspec: {template: {spec: {containers: [{image: koordinator-sh/koord-manager}]}}}\n',
    '\uFEFFkind: Service\r\nmetadata:\r\n  name: x\r\n',
    '%YAML 1.2\n--- !!map\nkind: Service\n...\n--- |\n  text\n',
  ];
  for (const text of cases) {
    for (const format of FORMATS) {
      count('manifest: fixed hostile shapes');
      await checkStdin(text, format, 'fixed');
    }
  }
});

// The bench's peer validates for real (docs/performance.md): kubeconform with the Kubernetes schemas generated
// from the real kube-apiserver (test/kube/k8s-schemas.ts) accepts every object of the bench corpora, and the
// schemas reject what kubeconform's own schema repository rejects.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadAll } from 'js-yaml';
import { ROOT, requireTool } from '../helpers.js';
import { ensureSchemas, KUBE_VERSION, schemaLocation } from '../kube/k8s-schemas.js';

interface Report {
  resources: Array<{ filename: string; kind: string; status: string; msg: string }>;
  summary: { valid: number; invalid: number; errors: number; skipped: number };
}

const dir = mkdtempSync(path.join(tmpdir(), 'wcg-kubeconform-'));
after(() => {
  rmSync(dir, { recursive: true, force: true });
});

let schemas: { root: string } | { reason: string };
before(async () => {
  schemas = await ensureSchemas();
  if ('reason' in schemas && process.env.CI === 'true')
    throw new Error(`${schemas.reason} (CI=true: every tool must be installed)`);
});

/** kubeconform against the generated schemas; its JSON report and exit code. */
function kubeconform(bin: string, root: string, args: string[]): { code: number; report: Report } {
  const argv = [
    '-summary',
    '-output',
    'json',
    '-kubernetes-version',
    KUBE_VERSION,
    '-schema-location',
    schemaLocation(root),
    ...args,
  ];
  try {
    return {
      code: 0,
      report: JSON.parse(execFileSync(bin, argv, { encoding: 'utf8', maxBuffer: 256 << 20 })) as Report,
    };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, report: JSON.parse(err.stdout) as Report };
  }
}

/** The tool and the schema folder, or undefined after skipping with the reason. */
function tools(t: { skip(message?: string): void }): { bin: string; root: string } | undefined {
  const bin = requireTool(t, 'kubeconform');
  if (!bin) return undefined;
  if ('root' in schemas) return { bin, root: schemas.root };
  t.skip(schemas.reason);
  return undefined;
}

const objects = (files: string[]) =>
  files.flatMap((f) => loadAll(readFileSync(f, 'utf8')).filter((d) => d != null)).length;

const deployment = (spec: string) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
${spec}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: web, image: nginx:1.27}]
`;

test('kubeconform with the generated schemas accepts every object of the bench corpora, strict or not', async (t) => {
  const found = tools(t);
  if (!found) return;
  const { cases } = (await import(pathToFileURL(path.join(ROOT, 'scripts/bench-process.mjs')).href)) as {
    cases: (dir: string) => Array<{ label: string; paths: string[] }>;
  };
  for (const c of cases(dir)) {
    const files = c.paths.flatMap((p) => (statSync(p).isDirectory() ? walk(p) : [p]));
    for (const strict of [[], ['-strict']]) {
      const { code, report } = kubeconform(found.bin, found.root, [...strict, ...c.paths]);
      assert.deepEqual(report.resources, [], `${c.label} ${strict.join('')}: nothing invalid, missing or skipped`);
      assert.equal(code, 0, c.label);
      assert.deepEqual(report.summary, { valid: objects(files), invalid: 0, errors: 0, skipped: 0 }, c.label);
    }
  }
});

test('the generated schemas reject a wrong field type, and the strict ones an unknown field', (t) => {
  const found = tools(t);
  if (!found) return;
  const file = (name: string, text: string) => (writeFileSync(path.join(dir, name), text), path.join(dir, name));
  const good = file('good.yaml', deployment('  replicas: 3'));
  const wrongType = file('wrong-type.yaml', deployment('  replicas: three'));
  const unknown = file('unknown.yaml', deployment('  replica: 3'));
  const run = (strict: string[], f: string) => kubeconform(found.bin, found.root, [...strict, f]);

  assert.deepEqual(run([], good).report.summary, { valid: 1, invalid: 0, errors: 0, skipped: 0 });
  for (const strict of [[], ['-strict']]) {
    const bad = run(strict, wrongType);
    assert.equal(bad.code, 1);
    assert.equal(bad.report.summary.invalid, 1);
    assert.match(bad.report.resources[0]!.msg, /\/spec\/replicas.*got string, want (integer|null)/);
  }
  assert.equal(run([], unknown).report.summary.valid, 1, 'without -strict an unknown field passes, as upstream');
  const strictUnknown = run(['-strict'], unknown);
  assert.equal(strictUnknown.code, 1);
  assert.match(strictUnknown.report.resources[0]!.msg, /additional properties? 'replica' not allowed/);
});

function walk(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => path.join(folder, f));
}

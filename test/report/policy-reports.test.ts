// --format openreports / policyreport: the mapping of findings to results, the passes of healthy holders,
// stable result ids, summaries and the split, and every object checked against the published CRD schemas
// (test/fixtures/report-crds; the real API server's dry run is in test/cluster-real/reports.cluster.ts).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { load } from 'js-yaml';
import type { Finding } from '../../src/core/finding.js';
import { buildReports, MAX_REPORT_BYTES, summaryOf, type ReportResult } from '../../src/report/policy-results.js';
import { OPENREPORTS } from '../../src/report/openreports.js';
import { render } from '../../src/report/render.js';
import { cli, ROOT } from '../helpers.js';

interface Report {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  source?: string;
  summary: Record<string, number>;
  results: ReportResult[];
}

interface List {
  apiVersion: string;
  kind: string;
  items: Report[];
}

const CRDS = path.join(ROOT, 'test/fixtures/report-crds');

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema;
  items?: Schema;
  enum?: unknown[];
  required?: string[];
}

/** The openAPIV3Schema of one version of a vendored CRD. */
function crdSchema(file: string, version: string): Schema {
  const crd = load(readFileSync(path.join(CRDS, file), 'utf8')) as {
    spec: { versions: Array<{ name: string; schema: { openAPIV3Schema: Schema } }> };
  };
  const v = crd.spec.versions.find((x) => x.name === version);
  assert.ok(v, `${file} serves ${version}`);
  return v.schema.openAPIV3Schema;
}

/** Every field known to the schema (nothing the API server would prune), of its type, enums and required members kept. */
function schemaProblems(value: unknown, schema: Schema, at: string): string[] {
  const out: string[] = [];
  if (schema.enum && !schema.enum.includes(value))
    out.push(`${at}: ${JSON.stringify(value)} not in ${schema.enum.join('|')}`);
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') out.push(`${at}: not a string`);
      break;
    case 'integer':
      if (!Number.isInteger(value)) out.push(`${at}: not an integer`);
      break;
    case 'boolean':
      if (typeof value !== 'boolean') out.push(`${at}: not a boolean`);
      break;
    case 'array':
      if (!Array.isArray(value)) out.push(`${at}: not an array`);
      else value.forEach((x, i) => out.push(...schemaProblems(x, schema.items ?? {}, `${at}[${i}]`)));
      break;
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        out.push(`${at}: not an object`);
        break;
      }
      const obj = value as Record<string, unknown>;
      for (const r of schema.required ?? []) if (!(r in obj)) out.push(`${at}: missing ${r}`);
      if (!schema.properties && !schema.additionalProperties) break; // metadata: any object
      for (const [k, v] of Object.entries(obj)) {
        const sub = schema.properties?.[k] ?? schema.additionalProperties;
        if (!sub) out.push(`${at}.${k}: not in the schema`);
        else out.push(...schemaProblems(v, sub, `${at}.${k}`));
      }
    }
  }
  return out;
}

const SCHEMAS: Record<string, Schema> = {
  'openreports.io/v1alpha1/Report': crdSchema('openreports.io_reports.yaml', 'v1alpha1'),
  'openreports.io/v1alpha1/ClusterReport': crdSchema('openreports.io_clusterreports.yaml', 'v1alpha1'),
  'wgpolicyk8s.io/v1alpha2/PolicyReport': crdSchema('wgpolicyk8s.io_policyreports.yaml', 'v1alpha2'),
  'wgpolicyk8s.io/v1alpha2/ClusterPolicyReport': crdSchema('wgpolicyk8s.io_clusterpolicyreports.yaml', 'v1alpha2'),
};

/** The List, with every item checked against its CRD and its summary against its results. */
function parseList(text: string): List {
  const list = JSON.parse(text) as List;
  assert.equal(list.apiVersion, 'v1');
  assert.equal(list.kind, 'List');
  for (const r of list.items) {
    const schema = SCHEMAS[`${r.apiVersion}/${r.kind}`];
    assert.ok(schema, `a known kind: ${r.apiVersion} ${r.kind}`);
    assert.deepEqual(schemaProblems(r, schema, r.metadata.name), []);
    assert.deepEqual(r.summary, summaryOf(r.results), `${r.metadata.name}: summary counts its results`);
    assert.equal(r.kind.includes('Cluster'), r.metadata.namespace === undefined);
    for (const res of r.results) {
      assert.equal(res.source, 'webhook-cert-gate');
      assert.match(res.properties.resultID ?? '', /^[0-9a-f]{32}$/);
      for (const o of res.resources ?? []) {
        assert.ok(o.apiVersion, `${o.kind} ${o.name} has its apiVersion`);
        if (r.metadata.namespace) assert.equal(o.namespace, r.metadata.namespace, 'in the report of its namespace');
      }
    }
    assert.ok(Buffer.byteLength(JSON.stringify(r)) < MAX_REPORT_BYTES);
  }
  return list;
}

function results(list: List): ReportResult[] {
  return list.items.flatMap((r) => r.results);
}

function finding(o: Partial<Finding> & Pick<Finding, 'rule' | 'severity'>): Finding {
  return { message: `${o.rule} says so`, file: 'a.yaml', line: 3, column: 5, ...o };
}

test('each severity maps to a result and a report severity: error fail/high, warning warn/medium, info pass/info', () => {
  const findings = [
    finding({
      rule: 'cabundle-invalid',
      severity: 'error',
      object: { kind: 'ValidatingWebhookConfiguration', name: 'v' },
    }),
    finding({
      rule: 'webhook-cert-writer-implicit',
      severity: 'warning',
      object: { kind: 'Deployment', name: 'd', namespace: 'ns' },
    }),
    finding({
      rule: 'webhook-tls-probe',
      severity: 'info',
      object: { kind: 'APIService', name: 'v1.x.io' },
      file: 'cluster:APIService/v1.x.io',
    }),
    finding({ rule: 'yaml-syntax', severity: 'error', file: 'broken.yaml' }),
    finding({
      rule: 'object-duplicate',
      severity: 'warning',
      object: { kind: 'Service', name: 's', namespace: '{{ .Ns }}' },
    }),
  ];
  for (const format of ['openreports', 'policyreport'] as const) {
    const list = parseList(render(findings, { format }));
    const by = new Map(results(list).map((r) => [r.policy, r]));
    assert.deepEqual([...by.values()].map((r) => [r.policy, r.result, r.severity, r.category]).sort(), [
      ['cabundle-invalid', 'fail', 'high', 'CA bundles'],
      ['object-duplicate', 'warn', 'medium', 'Inputs'],
      ['webhook-cert-writer-implicit', 'warn', 'medium', 'Webhooks'],
      ['webhook-tls-probe', 'pass', 'info', 'Webhooks'],
      ['yaml-syntax', 'fail', 'high', 'Inputs'],
    ]);
    assert.deepEqual(by.get('webhook-cert-writer-implicit')?.resources, [
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'd', namespace: 'ns' },
    ]);
    // A file finding names its file and line; a live one has neither; one without an object names no resource.
    assert.deepEqual(by.get('cabundle-invalid')?.properties.file, 'a.yaml');
    assert.equal(by.get('webhook-tls-probe')?.properties.line, undefined);
    assert.equal(by.get('yaml-syntax')?.resources, undefined);
    // A namespace no cluster can have: the result goes to the cluster report, its object named as written.
    assert.equal(by.get('object-duplicate')?.resources?.[0]?.namespace, '{{ .Ns }}');
    const kinds = list.items.map((r) => `${r.kind} ${r.metadata.namespace ?? '-'}`).sort();
    assert.deepEqual(
      kinds,
      format === 'openreports' ? ['ClusterReport -', 'Report ns'] : ['ClusterPolicyReport -', 'PolicyReport ns'],
    );
    assert.equal(list.items[0]!.source, format === 'openreports' ? 'webhook-cert-gate' : undefined);
  }
});

test('check: every caBundle holder checked gets a pass for each holder rule that found nothing on it', async () => {
  const fixed = await cli(['check', 'examples/fixed', '--format', 'openreports']);
  assert.equal(fixed.code, 0, fixed.stderr);
  const list = parseList(fixed.stdout);
  const all = results(list);
  assert.ok(all.length > 0 && all.every((r) => r.result === 'pass'), 'the fix is all passes');
  const holders = new Set(all.map((r) => `${r.resources?.[0]?.kind}/${r.resources?.[0]?.name}`));
  assert.ok(holders.size >= 2, [...holders].join());
  for (const r of all) {
    assert.equal(r.resources?.[0]?.apiVersion, 'admissionregistration.k8s.io/v1');
    assert.match(r.policy, /^(cabundle-invalid|cabundle-multiple-owners|webhook-failure-policy-ignore)$/);
  }

  // The incident: the failurePolicy rule fails where it found something, and its other holder rules still pass.
  const incident = parseList((await cli(['check', 'examples/incident', '--format', 'openreports'])).stdout);
  const mutating = results(incident).filter((r) => r.resources?.[0]?.kind === 'MutatingWebhookConfiguration');
  const outcome = new Map(mutating.map((r) => [r.policy, r.result]));
  assert.equal(outcome.get('webhook-failure-policy-ignore'), 'warn');
  assert.equal(outcome.get('cabundle-invalid'), 'pass');
  assert.ok(
    results(incident).some((r) => r.policy === 'multi-replica-webhook-unshared-cert' && r.result === 'fail'),
    'the race is a failed result',
  );

  // A rule set off in the config has no passes either.
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-reports-'));
  try {
    const config = path.join(dir, 'config.yaml');
    writeFileSync(config, 'rules:\n  webhook-failure-policy-ignore: off\n');
    const off = parseList(
      (await cli(['check', 'examples/fixed', '--config', config, '--format', 'openreports'])).stdout,
    );
    assert.ok(!results(off).some((r) => r.policy === 'webhook-failure-policy-ignore'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('result ids are the same across runs when lines move, and differ between different results', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-reports-'));
  try {
    cpSync(path.join(ROOT, 'examples/incident'), path.join(dir, 'incident'), { recursive: true });
    const ids = async () => {
      const run = await cli(['check', 'incident', '--format', 'openreports'], { cwd: dir });
      const all = results(parseList(run.stdout));
      return {
        ids: all.map((r) => r.properties.resultID).sort(),
        lines: all.flatMap((r) => (r.properties.line ? [r.properties.line] : [])).sort(),
      };
    };
    const first = await ids();
    assert.equal(new Set(first.ids).size, first.ids.length, 'no two results share an id');
    for (const f of readdirSync(path.join(dir, 'incident'))) {
      const file = path.join(dir, 'incident', f);
      writeFileSync(file, `# moved down\n\n\n${readFileSync(file, 'utf8')}`);
    }
    const second = await ids();
    assert.notDeepEqual(second.lines, first.lines, 'the lines did move');
    assert.deepEqual(second.ids, first.ids);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a namespace with more results than fit one object is split into reports that each fit, with their own summaries', () => {
  const findings = Array.from({ length: 400 }, (_, i) =>
    finding({
      rule: 'webhook-cert-writer-implicit',
      severity: i % 3 ? 'warning' : 'error',
      message: `message ${i} `.padEnd(300, 'x'),
      object: { kind: 'Deployment', name: `d${String(i).padStart(3, '0')}`, namespace: 'big' },
    }),
  );
  findings.push(
    finding({
      rule: 'cabundle-invalid',
      severity: 'error',
      object: { kind: 'MutatingWebhookConfiguration', name: 'm' },
    }),
  );
  const maxBytes = 32 * 1024;
  const reports = buildReports(findings, OPENREPORTS, { maxBytes }) as unknown as Report[];
  const big = reports.filter((r) => r.metadata.namespace === 'big');
  assert.ok(big.length >= 4, `split into ${big.length}`);
  assert.deepEqual(
    big.map((r) => r.metadata.name),
    ['webhook-cert-gate', ...big.slice(1).map((_, i) => `webhook-cert-gate-${i + 2}`)],
  );
  for (const r of big) {
    assert.ok(Buffer.byteLength(JSON.stringify(r)) <= maxBytes, `${r.metadata.name} fits`);
    assert.deepEqual(r.summary, summaryOf(r.results));
  }
  const ids = big.flatMap((r) => r.results.map((x) => x.properties.resultID));
  assert.equal(ids.length, 400);
  assert.equal(new Set(ids).size, 400, 'each result in exactly one part');
  const total = big.reduce((n, r) => n + r.summary.fail! + r.summary.warn!, 0);
  assert.equal(total, 400);
  assert.equal(reports.filter((r) => r.kind === 'ClusterReport').length, 1);
  // Same input, same split (a re-run updates the same objects).
  const again = buildReports(findings, OPENREPORTS, { maxBytes }) as unknown as Report[];
  assert.deepEqual(again, reports);
});

test('check of several scopes: one report per scope and namespace, named apart, the scope kept', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-reports-'));
  try {
    for (const env of ['prod', 'staging'])
      cpSync(path.join(ROOT, 'examples/incident'), path.join(dir, 'deploy', env), { recursive: true });
    const run = await cli(['check', 'deploy', '--format', 'openreports'], { cwd: dir });
    const list = parseList(run.stdout);
    const keys = list.items.map((r) => `${r.kind}/${r.metadata.namespace ?? ''}/${r.metadata.name}`);
    assert.equal(new Set(keys).size, keys.length, 'no two reports share a name');
    const scopes = new Set(results(list).map((r) => r.properties.scope));
    assert.deepEqual([...scopes].sort(), ['deploy/prod', 'deploy/staging']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('diagnose --prometheus refuses the report formats (rates are not findings)', async () => {
  const run = await cli(['diagnose', '--prometheus', 'http://127.0.0.1:9', '--format', 'openreports']);
  assert.equal(run.code, 2);
  assert.match(run.stderr, /reports rates, not findings/);
});

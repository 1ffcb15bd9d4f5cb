// Findings on live objects carry a logical location (cluster://kind/namespace/name#field, line and column 0):
// every format says it as such, and none makes up a file position.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { liveResources } from '../../src/cluster/live-objects.js';
import { toFinding } from '../../src/rules/engine.js';
import type { Finding } from '../../src/core/finding.js';
import { render } from '../../src/report/render.js';
import { parseReport, parseSarif, type SarifLocation } from '../report-json.js';

const [deployment, config] = liveResources([
  { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'koord-manager', namespace: 'koord' }, spec: {} },
  {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingWebhookConfiguration',
    metadata: { name: 'hooks' },
  },
]);

const findings: Finding[] = [
  toFinding('rule-a', 'error', 'replicas race', 'set it', deployment!, ['spec', 'replicas']),
  toFinding('rule-b', 'warning', 'the object itself', 'look', deployment!, []),
  toFinding('rule-c', 'error', 'path not served', 'fix the path', config!, ['webhooks', 0, 'clientConfig']),
];

test('a live object is cluster://kind/namespace/name#field (no namespace segment when cluster-scoped), line and column 0', () => {
  assert.deepEqual(
    findings.map((f) => [f.file, f.line, f.column, f.field ?? null]),
    [
      ['cluster://Deployment/koord/koord-manager#spec.replicas', 0, 0, 'spec.replicas'],
      ['cluster://Deployment/koord/koord-manager', 0, 0, null],
      ['cluster://ValidatingWebhookConfiguration/hooks#webhooks[0].clientConfig', 0, 0, 'webhooks[0].clientConfig'],
    ],
  );
  const json = parseReport(render(findings, { format: 'json' }));
  assert.deepEqual(
    json.findings.map((f) => [f.file, f.line, f.column]),
    [
      ['cluster://Deployment/koord/koord-manager', 0, 0],
      ['cluster://Deployment/koord/koord-manager#spec.replicas', 0, 0],
      ['cluster://ValidatingWebhookConfiguration/hooks#webhooks[0].clientConfig', 0, 0],
    ],
  );
});

test('text: one heading per object, the field where a line would be; line: no :0:0; JUnit: one suite per object', () => {
  const text = render(findings, { format: 'text' });
  assert.equal(text.split('\n').filter((l) => l === 'cluster://Deployment/koord/koord-manager').length, 1, text);
  assert.match(text, /^ {2}spec\.replicas +error +replicas race {2}rule-a$/m);
  assert.doesNotMatch(text, /0:0|#/);
  const lines = render(findings, { format: 'line' }).trimEnd().split('\n');
  assert.equal(lines[1], 'cluster://Deployment/koord/koord-manager#spec.replicas: error rule-a replicas race');
  const junit = render(findings, { format: 'junit', failOn: 'error' });
  assert.equal((junit.match(/<testsuite /g) ?? []).length, 2, junit);
  assert.match(
    junit,
    /name="rule-a cluster:\/\/Deployment\/koord\/koord-manager#spec\.replicas Deployment\/koord\/koord-manager"/,
  );
});

test('SARIF: a logical location with the field, and no physical location', () => {
  const results = parseSarif(render(findings, { format: 'sarif' })).runs[0]!.results;
  const locations: Array<Partial<SarifLocation>> = results.map((r) => r.locations![0]!);
  assert.ok(locations.every((l) => l.physicalLocation === undefined));
  assert.deepEqual(locations[2]!.logicalLocations, [
    {
      name: 'hooks',
      fullyQualifiedName: 'cluster://ValidatingWebhookConfiguration/hooks#webhooks[0].clientConfig',
      kind: 'resource',
    },
  ]);
});

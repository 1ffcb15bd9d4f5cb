// One command scaffold: the report options mean the same on every command that prints findings, every report
// format is available wherever findings are printed with one JSON summary shape, and `cert` goes through the
// rules with positions in the files it read.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { REPORT_OPTIONS } from '../../src/cli/args.js';
import { CERT_SPEC } from '../../src/cli/cert.js';
import { CHECK_SPEC } from '../../src/cli/check-command.js';
import { CLUSTER_SPEC } from '../../src/cli/cluster.js';
import { DIAGNOSE_SPEC } from '../../src/cli/diagnose.js';
import type { Finding } from '../../src/core/finding.js';
import { FORMATS } from '../../src/report/render.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderLines } from '../../src/report/line.js';
import { cli, ROOT } from '../helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'wcg-surface-'));
after(() => {
  rmSync(dir, { recursive: true, force: true });
});
const write = (name: string, text: string) => {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};
const corpus = (id: string, file: string) => path.join(ROOT, 'test/x509/corpus', id, file);
const INCIDENT = path.join(ROOT, 'examples/incident');
const AUDIT = write(
  'audit.log',
  [1, 2]
    .map((n) =>
      JSON.stringify({
        kind: 'Event',
        apiVersion: 'audit.k8s.io/v1',
        level: 'Metadata',
        auditID: `id-${n}`,
        stage: 'ResponseComplete',
        requestURI: '/apis/admissionregistration.k8s.io/v1/mutatingwebhookconfigurations/m',
        verb: 'update',
        user: { username: `writer-${n}` },
        sourceIPs: [`10.0.0.${n}`],
        userAgent: `agent-${n}`,
        objectRef: { resource: 'mutatingwebhookconfigurations', name: 'm', apiGroup: 'admissionregistration.k8s.io' },
        responseStatus: { code: n === 1 ? 200 : 409 },
        requestReceivedTimestamp: `2026-05-01T00:00:0${n}.000000Z`,
        stageTimestamp: `2026-05-01T00:00:0${n}.100000Z`,
      }),
    )
    .join('\n') + '\n',
);
const certArgs = (id: string, host = 'webhook.system.svc') => [
  'cert',
  '--chain',
  corpus(id, 'chain.pem'),
  '--ca-bundle',
  corpus(id, 'bundle.pem'),
  '--host',
  host,
  '--at',
  '2026-06-01T00:00:00Z',
];

interface Report {
  tool: object;
  summary: Record<string, number>;
  inputErrors?: string[];
  findings: Array<Finding & { file: string }>;
}
const json = (stdout: string) => JSON.parse(stdout) as Report;

describe('the report options', () => {
  it('are one table on check, cert, cluster and diagnose', () => {
    for (const spec of [CHECK_SPEC, CERT_SPEC, CLUSTER_SPEC, DIAGNOSE_SPEC])
      for (const [name, option] of Object.entries(REPORT_OPTIONS))
        assert.equal((spec.options as Record<string, unknown>)[name], option, `${spec.name} --${name}`);
  });

  it('every format on diagnose, with the JSON summary of check', async () => {
    const check = json((await cli(['check', INCIDENT, '--format', 'json'])).stdout);
    for (const format of FORMATS) {
      const r = await cli(['diagnose', '--audit-log', AUDIT, '--format', format]);
      assert.equal(r.code, 1, `${format}: ${r.stderr}`);
      assert.match(r.stdout, /cabundle-writers/, format);
    }
    const diagnose = json((await cli(['diagnose', '--audit-log', AUDIT, '--format', 'json'])).stdout);
    assert.deepEqual(Object.keys(diagnose.summary), Object.keys(check.summary));
    assert.deepEqual(
      Object.keys(diagnose).filter((k) => k !== 'writers'),
      Object.keys(check),
    );
    assert.equal(diagnose.summary.files, 1);
  });

  it('-o and --quiet on diagnose: the report in the file, nothing on stderr', async () => {
    const out = path.join(dir, 'diagnose.json');
    const r = await cli(['diagnose', '--audit-log', AUDIT, '--format', 'json', '-o', out, '--quiet']);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, '');
    assert.ok(json(readFileSync(out, 'utf8')).findings.length > 0);
    assert.match((await cli(['diagnose', '--audit-log', AUDIT])).stderr, /^read 2 requests from /);
  });

  it('--quiet on check keeps errors and drops notes', async () => {
    const empty = write('empty.yaml', '');
    assert.match((await cli(['check', empty])).stderr, /nothing was checked/);
    const quiet = await cli(['check', empty, '-q']);
    assert.equal(quiet.code, 0);
    assert.equal(quiet.stderr, '');
    const missing = await cli(['check', path.join(dir, 'missing.yaml'), '--quiet']);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /missing\.yaml: no such file/);
  });

  it('version, rules and explain: --format json and -o', async () => {
    const version = json((await cli(['version', '--format', 'json'])).stdout) as unknown as {
      tool: { name: string; version: string };
    };
    assert.equal(version.tool.name, 'webhook-cert-gate');
    assert.equal(version.tool.version, (await cli(['version'])).stdout.trim());
    const out = path.join(dir, 'explain.json');
    assert.equal((await cli(['explain', 'object-duplicate', '--format', 'json', '-o', out])).code, 0);
    const explain = JSON.parse(readFileSync(out, 'utf8')) as { id: string; why: string; howToFix: string };
    assert.equal(explain.id, 'object-duplicate');
    assert.ok(explain.why && explain.howToFix);
  });

  it('rules and explain show the severities the configuration sets', async () => {
    const cfg = write('severities.yaml', 'rules:\n  object-duplicate: "off"\n  yaml-syntax: warning\n');
    assert.match((await cli(['rules', '--config', cfg])).stdout, /^object-duplicate +off +/m);
    assert.match((await cli(['explain', 'yaml-syntax', '--config', cfg])).stdout, /^yaml-syntax \(warning\)$/m);
  });
});

describe('cert goes through the rules', () => {
  it('points at the PEM block a finding is about, in the file it is in', async () => {
    const r = await cli([...certArgs('intermediate-expired'), '--format', 'json']);
    assert.equal(r.code, 1, r.stderr);
    const expired = json(r.stdout).findings.find((f) => f.rule === 'cert-expired');
    assert.equal(expired?.file, corpus('intermediate-expired', 'chain.pem'));
    assert.equal(expired.line, 20, 'the second BEGIN CERTIFICATE line: the intermediate');
    const key = await cli([
      ...certArgs('key-mismatch'),
      '--key',
      corpus('key-mismatch', 'key.pem'),
      '--format',
      'line',
    ]);
    assert.match(key.stdout, /key-mismatch\/key\.pem:1:1: error cert-key-mismatch /);
  });

  it('a caBundle line of a YAML file: its findings at the value', async () => {
    const pem = readFileSync(corpus('chain-trusted-intermediate', 'bundle.pem'), 'utf8');
    const yaml = write(
      'webhook.yaml',
      `apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nwebhooks:\n  - name: w\n    clientConfig:\n      caBundle: ${Buffer.from(pem).toString('base64')}\n`,
    );
    const args = certArgs('chain-trusted-intermediate');
    args[args.indexOf('--ca-bundle') + 1] = yaml;
    const r = await cli([...args, '--format', 'json']);
    const mismatch = json(r.stdout).findings.find((f) => f.rule === 'cabundle-mismatch');
    assert.deepEqual([mismatch?.file, mismatch?.line, mismatch?.column], [yaml, 6, 17]);
  });

  it("honours the configuration (off, severities) and --fail-on; the JSON summary is check's", async () => {
    assert.equal((await cli(certArgs('leaf-expiring-soon'))).code, 0, 'a warning passes --fail-on error');
    assert.equal((await cli([...certArgs('leaf-expiring-soon'), '--fail-on', 'warning'])).code, 1);
    const off = write('off.yaml', 'rules:\n  cert-expired: "off"\nfailOn: warning\n');
    const r = await cli([...certArgs('intermediate-expired'), '--config', off, '--format', 'json']);
    assert.equal(r.code, 0, r.stdout);
    assert.ok(!json(r.stdout).findings.some((f) => f.rule === 'cert-expired'));
    const check = json((await cli(['check', INCIDENT, '--format', 'json'])).stdout);
    const cert = json(r.stdout);
    assert.deepEqual(Object.keys(cert.summary), Object.keys(check.summary));
    assert.deepEqual(Object.keys(cert), Object.keys(check));
    assert.equal(cert.summary.files, 2);
    const bad = write('bad-rule.yaml', 'rules:\n  cert-expird: "off"\n');
    const typo = await cli([...certArgs('intermediate-expired'), '--config', bad]);
    assert.equal(typo.code, 2);
    assert.match(typo.stderr, /unknown rule id 'cert-expird'; did you mean 'cert-expired'\?/);
  });
});

describe('line and JUnit keep the scope', () => {
  const scoped: Finding[] = [
    { rule: 'r', severity: 'error', message: 'm', file: 'a.yaml', line: 2, column: 3, scope: 'prod' },
    { rule: 'r', severity: 'error', message: 'm', file: 'a.yaml', line: 2, column: 3 },
  ];
  it('line: `[scope NAME]` at the end, only when set', () => {
    assert.equal(renderLines(scoped), 'a.yaml:2:3: error r m [scope prod]\na.yaml:2:3: error r m\n');
  });
  it('JUnit: the scope in the test case name', () => {
    const xml = renderJunit(scoped, { failOn: 'error' });
    assert.match(xml, /name="r a\.yaml:2:3 \[scope prod\]"/);
    assert.match(xml, /name="r a\.yaml:2:3"/);
  });
});

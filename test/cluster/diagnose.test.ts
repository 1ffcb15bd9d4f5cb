// diagnose --audit-log: the write-up's evidence chain (section 3) from audit.k8s.io/v1 Event lines, as the
// API server writes them (this shape is checked against a real API server's log in test/cluster-real/monitor.cluster.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, type JsonFinding } from '../helpers.js';
import { parseReport } from '../report-json.js';
import { readAuditLog } from '../../src/cluster/audit-log.js';
import { mapWriters } from '../../src/cluster/writers.js';

const MUTATING = 'koordinator-mutating-webhook-configuration';
const VALIDATING = 'koordinator-validating-webhook-configuration';
const SA = 'system:serviceaccount:koordinator-system:koord-manager';
const AGENT = 'koord-manager/v1.5.0 (linux/amd64)';

let n = 0;
function event(o: {
  verb: string;
  resource: string;
  name?: string;
  code: number;
  ip: string;
  user?: string;
  agent?: string;
  stage?: string;
  sub?: string;
  at?: number;
}): string {
  const at = new Date(Date.UTC(2026, 4, 1, 10, 0, 0) + (o.at ?? n) * 10).toISOString();
  return JSON.stringify({
    kind: 'Event',
    apiVersion: 'audit.k8s.io/v1',
    level: 'Metadata',
    auditID: `id-${n++}`,
    stage: o.stage ?? 'ResponseComplete',
    requestURI: `/apis/x/${o.resource}/${o.name ?? ''}`,
    verb: o.verb,
    user: { username: o.user ?? SA, groups: ['system:serviceaccounts'] },
    sourceIPs: [o.ip],
    userAgent: o.agent ?? AGENT,
    objectRef: {
      resource: o.resource,
      name: o.name,
      apiGroup: 'admissionregistration.k8s.io',
      apiVersion: 'v1',
      ...(o.sub ? { subresource: o.sub } : {}),
    },
    responseStatus: { metadata: {}, code: o.code },
    requestReceivedTimestamp: at,
    stageTimestamp: at,
  });
}

/** 8 replicas, each from its own address, rewriting both configurations; most PUTs answered 409. */
function incidentLog(): string {
  const lines: string[] = [];
  for (let round = 0; round < 5; round++) {
    for (let r = 2; r <= 9; r++) {
      const ip = `10.244.0.${r}`;
      for (const [resource, name] of [
        ['mutatingwebhookconfigurations', MUTATING],
        ['validatingwebhookconfigurations', VALIDATING],
      ] as const) {
        lines.push(event({ verb: 'get', resource, name, code: 200, ip }));
        lines.push(event({ verb: 'update', resource, name, code: 200, ip, stage: 'RequestReceived' }));
        lines.push(event({ verb: 'update', resource, name, code: r === 2 + (round % 8) ? 200 : 409, ip }));
      }
    }
  }
  // A 409 elsewhere, reads of other things, a status write by the API server, and a line that is not an event.
  lines.push(
    event({
      verb: 'update',
      resource: 'configmaps',
      name: 'lock',
      code: 409,
      ip: '10.0.0.1',
      user: 'kube-controller-manager',
    }),
  );
  lines.push(event({ verb: 'list', resource: 'pods', code: 200, ip: '10.0.0.1' }));
  lines.push(
    event({
      verb: 'update',
      resource: 'apiservices',
      name: 'v1beta1.metrics.k8s.io',
      sub: 'status',
      code: 200,
      ip: '127.0.0.1',
      user: 'system:apiserver',
    }),
  );
  lines.push(
    event({
      verb: 'create',
      resource: 'apiservices',
      name: 'v1.apps',
      code: 201,
      ip: '127.0.0.1',
      user: 'system:apiserver',
    }),
  );
  lines.push('not an audit event');
  return lines.join('\n') + '\n';
}

function write(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'wcg-audit-'));
  writeFileSync(join(dir, 'audit.log'), text);
  return join(dir, 'audit.log');
}

test('diagnose names 8 writers from 8 addresses on both configurations, with their 409s and the share of all 409s', async () => {
  const file = write(incidentLog());
  const r = await cli(['diagnose', '--audit-log', file, '--format', 'json']);
  assert.equal(r.code, 1, r.stderr);
  const out = JSON.parse(r.stdout) as {
    findings: JsonFinding[];
    writers: Array<{
      kind: string;
      name: string;
      user: string;
      userAgent: string;
      sourceIPs: string[];
      writes: number;
      conflicts: number;
    }>;
  };
  const findings = out.findings.filter((f) => f.rule === 'cabundle-writers');
  assert.deepEqual(findings.map((f) => [f.severity, f.object?.kind]).sort(), [
    ['error', 'MutatingWebhookConfiguration'],
    ['error', 'ValidatingWebhookConfiguration'],
  ]);
  // 5 rounds x 8 writers, one PUT each per round; 35 of them refused per configuration. 71 409s in all (70 + 1 elsewhere).
  assert.match(
    findings[0]!.message,
    /40 writes between .* 35 answered 409 Conflict \(49\.3% of all 71 409s in the log\), from 8 writers: /,
  );
  for (const name of [MUTATING, VALIDATING]) {
    const ws = out.writers.filter((w) => w.name === name);
    assert.equal(ws.length, 8);
    assert.deepEqual(
      ws.map((w) => w.sourceIPs[0]).sort(),
      Array.from({ length: 8 }, (_, i) => `10.244.0.${i + 2}`).sort(),
    );
    assert.ok(ws.every((w) => w.user === SA && w.userAgent === AGENT && w.writes === 5));
    assert.equal(
      ws.reduce((a, w) => a + w.conflicts, 0),
      35,
    );
  }
  assert.ok(
    !out.writers.some((w) => w.kind === 'APIService'),
    "status writes and the API server's own registrations are not caBundle writes",
  );
  assert.match(
    r.stderr,
    /read 164 requests .* 71 answered 409; 2 caBundle holder\(s\) written; 1 line\(s\) that are not audit events skipped/,
  );
});

test('one writer is information, two without conflicts a warning (two owners of caBundle)', async () => {
  const one = write(
    [
      event({
        verb: 'patch',
        resource: 'validatingwebhookconfigurations',
        name: 'v',
        code: 200,
        ip: '10.1.0.5',
        user: 'cainjector',
        agent: 'cainjector/v1.16',
      }),
    ].join('\n'),
  );
  const r1 = await cli(['diagnose', '--audit-log', one, '--format', 'json']);
  assert.equal(r1.code, 0, r1.stderr);
  assert.deepEqual(
    parseReport(r1.stdout).findings.map((f) => f.severity),
    ['info'],
  );
  const two = write(
    [
      event({
        verb: 'patch',
        resource: 'customresourcedefinitions',
        name: 'things.example.com',
        code: 200,
        ip: '10.1.0.5',
        user: 'cainjector',
        agent: 'cainjector/v1.16',
      }),
      event({
        verb: 'update',
        resource: 'customresourcedefinitions',
        name: 'things.example.com',
        code: 200,
        ip: '10.1.0.9',
        user: 'argocd',
        agent: 'argocd-application-controller',
      }),
    ].join('\n'),
  );
  const r2 = await cli(['diagnose', '--audit-log', two]);
  assert.equal(r2.code, 0, r2.stderr);
  assert.match(
    r2.stdout,
    /CustomResourceDefinition things\.example\.com: 2 writes .* from 2 writers, none refused: .*cainjector.*argocd/,
  );
  assert.equal((await cli(['diagnose', '--audit-log', two, '--fail-on', 'warning'])).code, 1);
});

test('source addresses map to pods and workloads; replicas that do not hold the Lease are named', async () => {
  const summary = await readAuditLog(write(incidentLog()));
  const pod = (i: number) => ({
    kind: 'Pod',
    metadata: {
      name: `koord-manager-abc-${i}`,
      namespace: 'koordinator-system',
      labels: { 'pod-template-hash': 'abc' },
      ownerReferences: [{ kind: 'ReplicaSet', name: 'koord-manager-abc' }],
    },
    status: { podIP: `10.244.0.${i}`, podIPs: [{ ip: `10.244.0.${i}` }] },
  });
  const leases = [
    {
      kind: 'Lease',
      metadata: { name: 'koord-manager', namespace: 'koordinator-system' },
      spec: { holderIdentity: 'koord-manager-abc-2_1f0e' },
    },
  ];
  await mapWriters(summary, {
    pods: () => Promise.resolve([2, 3, 4, 5, 6, 7, 8, 9].map(pod)),
    leases: () => Promise.resolve(leases),
  });
  const writers = summary.objects[0]!.writers;
  assert.equal(writers.filter((w) => w.pods?.[0]?.leader === true).length, 1);
  assert.equal(writers.filter((w) => w.pods?.[0]?.leader === false).length, 7);
  assert.ok(
    writers.every(
      (w) =>
        w.pods?.[0]?.workload === 'Deployment/koord-manager' && w.pods[0].lease === 'koordinator-system/koord-manager',
    ),
  );
  const { runCheck } = await import('../../src/check.js');
  const sources = summary.objects.map((o) => ({
    file: o.name,
    text: JSON.stringify({ apiVersion: 'admissionregistration.k8s.io/v1', kind: o.kind, metadata: { name: o.name } }),
  }));
  const result = await runCheck({
    sources,
    live: { server: '', workloads: [], churn: [], observeMs: 0, denied: [], auditLog: summary },
  });
  const nonLeader = result.findings.filter(
    (f) => f.rule === 'cabundle-writers' && /leader-election Lease/.test(f.message),
  );
  assert.equal(nonLeader.length, 2);
  assert.match(
    nonLeader[0]!.message,
    /written by 7 pod\(s\) of Deployment koordinator-system\/koord-manager that do not hold its leader-election Lease koordinator-system\/koord-manager \(koord-manager-abc-[3-9]/,
  );
});

test('diagnose refuses what it cannot use with exit 2 and one line', async () => {
  const missing = await cli(['diagnose', '--audit-log', '/nonexistent/audit.log']);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /--audit-log \/nonexistent\/audit\.log: /);
  const junk = await cli(['diagnose', '--audit-log', write('hello\nworld\n')]);
  assert.equal(junk.code, 2);
  assert.match(junk.stderr, /no audit\.k8s\.io Event in 2 line/);
  assert.equal((await cli(['diagnose'])).code, 2);
  assert.equal((await cli(['diagnose', '--prometheus', 'ftp://x'])).code, 2);
});

test('diagnose --format openreports: the writers as failed results on the configurations, in the cluster report', async () => {
  const r = await cli(['diagnose', '--audit-log', write(incidentLog()), '--format', 'openreports']);
  assert.equal(r.code, 1, r.stderr);
  const list = JSON.parse(r.stdout) as {
    kind: string;
    items: Array<{
      kind: string;
      results: Array<{ policy: string; result: string; resources?: Array<{ apiVersion?: string; kind: string }> }>;
    }>;
  };
  assert.equal(list.kind, 'List');
  const failed = list.items
    .filter((i) => i.kind === 'ClusterReport')
    .flatMap((i) => i.results)
    .filter((x) => x.policy === 'cabundle-writers' && x.result === 'fail');
  assert.ok(failed.length >= 2, r.stdout);
  for (const x of failed) assert.equal(x.resources?.[0]?.apiVersion, 'admissionregistration.k8s.io/v1');
});

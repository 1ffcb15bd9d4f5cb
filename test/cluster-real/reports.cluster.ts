// --format openreports / policyreport against a real kube-apiserver with the published CRDs installed
// (test/fixtures/report-crds): every report `check` writes for the examples and the test fixtures, and
// `cluster` writes for a live scenario, is accepted by a server-side dry run with strict field validation.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { cli, ROOT } from '../helpers.js';
import { kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { serve } from '../../src/serve/serve.js';
import { apply, renderGate, runGate, startScenario } from './scenarios.js';

interface Report {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  results: Array<{ policy: string; result: string; resources?: Array<{ kind: string; name: string; uid?: string }> }>;
}

const kube = await kubeOrSkip();
const REPORTS_USER = 'wcg-reports';
let cluster: Cluster;
const namespaces = new Set<string>();

before(async () => {
  if (kube.skip) return;
  cluster = await start({ users: [{ user: REPORTS_USER }] });
  await cluster.kubectl(['apply', '-f', path.join(ROOT, 'test/fixtures/report-crds')]);
  await cluster.kubectl(['wait', '--for=condition=Established', '--timeout=60s', 'crd', '--all']);
});
after(async () => {
  await (cluster as Cluster | undefined)?.stop();
});

const PLURALS: Record<string, string> = {
  Report: 'reports',
  ClusterReport: 'clusterreports',
  PolicyReport: 'policyreports',
  ClusterPolicyReport: 'clusterpolicyreports',
};

/** Each report of the List created in a server-side dry run, unknown fields refused; the answers that were not 201. */
async function dryRun(listText: string): Promise<string[]> {
  const list = JSON.parse(listText) as { kind: string; items: Report[] };
  assert.equal(list.kind, 'List');
  const refused: string[] = [];
  for (const r of list.items) {
    const ns = r.metadata.namespace;
    if (ns && !namespaces.has(ns)) {
      const made = await cluster.api('POST', '/api/v1/namespaces', { metadata: { name: ns } });
      assert.ok(made.status === 201 || made.status === 409, `namespace ${ns}: ${made.status}`);
      namespaces.add(ns);
    }
    const where = ns ? `namespaces/${ns}/` : '';
    const url = `/apis/${r.apiVersion}/${where}${PLURALS[r.kind]}?dryRun=All&fieldValidation=Strict`;
    const answer = await cluster.api('POST', url, r);
    if (answer.status !== 201)
      refused.push(`${r.kind} ${ns ?? ''}/${r.metadata.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return refused;
}

test(
  'the dry run refuses what the CRDs do not allow (so the acceptances below mean something)',
  { skip: kube.skip },
  async () => {
    const run = await cli(['check', 'examples/incident', '--format', 'openreports']);
    const list = JSON.parse(run.stdout) as { apiVersion: string; kind: string; items: Report[] };
    const one = list.items[0]!;
    const badResult = { ...one, results: [{ ...one.results[0]!, result: 'failed' }] };
    const unknownField = { ...one, results: [{ ...one.results[0]!, ruleId: 'x' }] };
    for (const bad of [badResult, unknownField]) {
      const refused = await dryRun(JSON.stringify({ ...list, items: [bad] }));
      assert.equal(refused.length, 1, JSON.stringify(bad.results[0]));
    }
  },
);

/** The inputs `check` is run on: the examples, and each folder of test fixtures (plus all of them at once). */
function checkInputs(): string[][] {
  const fixtures = path.join(ROOT, 'test/fixtures');
  const folders = readdirSync(fixtures, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'report-crds')
    .map((e) => [`test/fixtures/${e.name}`]);
  return [['examples/incident'], ['examples/fixed'], ['examples'], ...folders, ['examples', 'test/fixtures']];
}

for (const format of ['openreports', 'policyreport']) {
  test(
    `check --format ${format}: every report for the examples and fixtures passes a server-side dry run`,
    { skip: kube.skip },
    async (t) => {
      let reports = 0;
      for (const paths of checkInputs()) {
        const run = await cli(['check', ...paths, '--format', format]);
        assert.ok(run.code === 0 || run.code === 1 || run.code === 2, `${paths.join(' ')}: ${run.stderr}`);
        // An input with no holder and no finding has no report: an empty List.
        reports += (JSON.parse(run.stdout) as { items: unknown[] }).items.length;
        assert.deepEqual(await dryRun(run.stdout), [], paths.join(' '));
      }
      assert.ok(reports > 10, `${reports} reports`);
      t.diagnostic(`${format}: ${reports} reports accepted`);
    },
  );
}

test(
  'cluster --format openreports / policyreport: the live audit of a scenario passes the dry run, holders pass with their uid',
  { skip: kube.skip },
  async (t) => {
    const s = await startScenario(cluster, 'reports', { replicas: 2, writer: 'secret' });
    t.after(() => s.remove());
    for (const format of ['openreports', 'policyreport']) {
      const run = await runGate([
        '-n',
        s.ns,
        '--kubeconfig',
        cluster.kubeconfig(),
        '--observe',
        '2s',
        '--probe',
        '4',
        '--format',
        format,
      ]);
      assert.equal(run.code, 0, run.out + run.err);
      assert.deepEqual(await dryRun(run.out), [], format);
      const list = JSON.parse(run.out) as { items: Report[] };
      const results = list.items.flatMap((r) => r.results);
      for (const name of [s.mutating, s.validating]) {
        const about = results.filter((r) => r.resources?.[0]?.name === name);
        const passed = new Set(about.filter((r) => r.result === 'pass').map((r) => r.policy));
        // The probe's summary of a healthy holder, and the holder rules that found nothing.
        for (const rule of ['webhook-tls-probe', 'cabundle-invalid', 'cabundle-multiple-owners'])
          assert.ok(passed.has(rule), `${name}: ${rule} passes (${[...passed].join()})`);
        // The scenario's webhooks are fail-open (failurePolicy Ignore): a warning, so that rule has no pass.
        const policy = about.filter((r) => r.policy === 'webhook-failure-policy-ignore').map((r) => r.result);
        assert.ok(policy.length > 0 && policy.every((r) => r === 'warn' || r === 'pass'), policy.join());
        assert.ok(
          !(policy.includes('warn') && passed.has('webhook-failure-policy-ignore')),
          'a warn is not also a pass',
        );
        assert.ok(
          about.every((r) => r.resources?.[0]?.uid),
          `${name}: results name the live object's uid`,
        );
      }
      assert.ok(!results.some((r) => r.result === 'fail'), JSON.stringify(results.filter((r) => r.result === 'fail')));
    }
  },
);

test(
  'cluster --format openreports on the incident: the race is a failed result, and the dry run accepts it',
  { skip: kube.skip },
  async (t) => {
    const s = await startScenario(cluster, 'reports-incident', { replicas: 3, writer: 'fs' });
    t.after(() => s.remove());
    const run = await runGate([
      '-n',
      s.ns,
      '--kubeconfig',
      cluster.kubeconfig(),
      '--observe',
      '3s',
      '--probe',
      '6',
      '--format',
      'openreports',
    ]);
    await s.stop();
    assert.equal(run.code, 1, run.err);
    assert.deepEqual(await dryRun(run.out), []);
    const results = (JSON.parse(run.out) as { items: Report[] }).items.flatMap((r) => r.results);
    assert.ok(
      results.some((r) => r.result === 'fail' && r.policy === 'multi-replica-webhook-unshared-cert'),
      run.out,
    );
  },
);

/** Polls until `check` gives a value (the API server's state after serve's rounds), or fails after 60s. */
async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const CLUSTER_REPORT = '/apis/openreports.io/v1alpha1/clusterreports/webhook-cert-gate';

interface Stored extends Report {
  metadata: { name: string; uid: string; resourceVersion: string };
}

test(
  'serve --reports keeps one ClusterReport up to date in place, writes only on change, deletes it when its holders are gone, with the shipped RBAC',
  { skip: kube.skip, timeout: 300_000 },
  async (t) => {
    // deploy/monitor-reports: the exporter's read-only role plus the report writes, bound to a static user.
    const roles = renderGate('deploy/monitor-reports').filter((o) => o.kind === 'ClusterRole');
    assert.equal(roles.length, 2);
    await apply(cluster, [
      ...roles,
      ...roles.map((role) => ({
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRoleBinding',
        metadata: { name: `wcg-test-${role.metadata.name}` },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role.metadata.name },
        subjects: [{ kind: 'User', apiGroup: 'rbac.authorization.k8s.io', name: REPORTS_USER }],
      })),
    ]);
    const s = await startScenario(cluster, 'serve-reports', { replicas: 2, writer: 'secret' });
    t.after(() => s.remove());
    const stop = new AbortController();
    const log: string[] = [];
    const serving = serve({
      host: '127.0.0.1',
      port: 0,
      intervalMs: 1000,
      timeoutMs: 5000,
      urlConnections: 2,
      kubeconfig: cluster.kubeconfig(REPORTS_USER),
      env: {},
      signal: stop.signal,
      log: (line) => void log.push(line),
      reports: true,
    });
    const stored = async () => {
      const got = await cluster.api('GET', CLUSTER_REPORT);
      return got.status === 200 ? (got.body as Stored) : undefined;
    };
    const names = (r: Stored) => new Set(r.results.map((x) => x.resources?.[0]?.name));
    const writes = () =>
      cluster
        .auditEvents()
        .filter((e) => e.user.username === REPORTS_USER && !['get', 'list', 'watch'].includes(e.verb))
        .filter((e) => e.objectRef?.resource !== 'subjectaccessreviews');
    try {
      const first = await until('the ClusterReport with both holders', async () => {
        const r = await stored();
        return r && names(r).has(s.mutating) && names(r).has(s.validating) ? r : undefined;
      });
      assert.ok(first.results.some((x) => x.policy === 'webhook-tls-probe' && x.result === 'pass'));
      // Rounds with nothing changed write nothing.
      const settled = writes().length;
      await new Promise((r) => setTimeout(r, 4000));
      assert.equal(writes().length, settled, log.join('\n'));

      // A holder goes: the same object (uid) is replaced in place, without it.
      await cluster.kubectl(['delete', 'validatingwebhookconfiguration', s.validating]);
      const second = await until('the ClusterReport without the deleted holder', async () => {
        const r = await stored();
        return r && !names(r).has(s.validating) ? r : undefined;
      });
      assert.equal(second.metadata.uid, first.metadata.uid, 'updated in place, not recreated');
      const all = (await cluster.api('GET', '/apis/openreports.io/v1alpha1/clusterreports')).body as {
        items: Stored[];
      };
      assert.deepEqual(
        all.items.map((r) => r.metadata.name),
        ['webhook-cert-gate'],
        'never duplicated',
      );

      // The last holder goes: nothing to report, so the report is deleted.
      await cluster.kubectl(['delete', 'mutatingwebhookconfiguration', s.mutating]);
      await until('the ClusterReport deleted', async () => ((await stored()) ? undefined : true));
    } finally {
      stop.abort();
      await serving;
    }
    // Its only writes were to its reports: each a create, an update or a delete.
    const done = writes();
    assert.ok(done.length >= 3, done.map((e) => `${e.verb} ${e.requestURI}`).join('\n'));
    for (const e of done) {
      assert.ok(['clusterreports', 'reports'].includes(e.objectRef?.resource ?? ''), `${e.verb} ${e.requestURI}`);
      assert.ok(['create', 'update', 'delete'].includes(e.verb), `${e.verb} ${e.requestURI}`);
    }
  },
);

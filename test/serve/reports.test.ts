// serve --reports' writer against a stand-in for the API: what it writes, and that it writes only on change
// (the real API server, the shipped RBAC and the audit log: test/cluster-real/reports.cluster.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Api } from '../../src/cluster/client.js';
import { ReportWriter } from '../../src/serve/reports.js';

interface Call {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

/** An API holding objects by path, answering as the API server does for the calls the writer makes. */
function fakeApi(existing: Record<string, Record<string, unknown>> = {}) {
  const objects = new Map(Object.entries(existing));
  const calls: Call[] = [];
  let version = 1;
  const api = {
    send(_call: unknown, method: string, path: string, body?: string) {
      const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : undefined;
      calls.push({ method, path, ...(parsed ? { body: parsed } : {}) });
      const [base, query] = path.split('?');
      if (method === 'GET' && query) {
        // A list across namespaces: every object of that resource (path .../<resource>/<name>).
        const resource = base!.split('/').pop();
        const items = [...objects].filter(([p]) => p.split('/').slice(-2)[0] === resource).map(([, o]) => o);
        return Promise.resolve({ status: 200, text: JSON.stringify({ items }) });
      }
      if (method === 'GET') {
        const o = objects.get(path);
        return Promise.resolve(o ? { status: 200, text: JSON.stringify(o) } : { status: 404, text: '{}' });
      }
      if (method === 'DELETE') {
        objects.delete(path);
        return Promise.resolve({ status: 200, text: '{}' });
      }
      const meta = parsed!.metadata as { name: string };
      const at = method === 'POST' ? `${path}/${meta.name}` : path;
      objects.set(at, { ...parsed, metadata: { ...meta, resourceVersion: String(version++) } });
      return Promise.resolve({ status: method === 'POST' ? 201 : 200, text: '{}' });
    },
  };
  return { api: api as unknown as Api, calls, objects };
}

function report(kind: string, namespace: string | undefined, results: unknown[]): Record<string, unknown> {
  return {
    apiVersion: 'openreports.io/v1alpha1',
    kind,
    metadata: {
      name: 'webhook-cert-gate',
      ...(namespace ? { namespace } : {}),
      labels: { 'app.kubernetes.io/managed-by': 'webhook-cert-gate' },
    },
    source: 'webhook-cert-gate',
    summary: { pass: results.length, fail: 0, warn: 0, error: 0, skip: 0 },
    results,
  };
}

const CLUSTER = '/apis/openreports.io/v1alpha1/clusterreports/webhook-cert-gate';
const NS_A = '/apis/openreports.io/v1alpha1/namespaces/a/reports/webhook-cert-gate';

test('creates, then writes nothing while nothing changes, replaces in place on a change, deletes what is gone', async () => {
  const { api, calls, objects } = fakeApi();
  const writer = new ReportWriter(api);
  const writes = () => calls.filter((c) => c.method !== 'GET');
  const one = [report('ClusterReport', undefined, [{ policy: 'x' }]), report('Report', 'a', [{ policy: 'y' }])];
  await writer.sync(one);
  assert.deepEqual(
    writes().map((c) => `${c.method} ${c.path}`),
    ['POST /apis/openreports.io/v1alpha1/clusterreports', 'POST /apis/openreports.io/v1alpha1/namespaces/a/reports'],
  );
  calls.length = 0;
  await writer.sync(one);
  await writer.sync(structuredClone(one));
  assert.deepEqual(writes(), [], 'unchanged rounds write nothing');

  await writer.sync([report('ClusterReport', undefined, [{ policy: 'x' }, { policy: 'z' }])]);
  assert.deepEqual(
    writes().map((c) => `${c.method} ${c.path}`),
    [`PUT ${CLUSTER}`, `DELETE ${NS_A}`],
  );
  const put = writes()[0]!.body as { metadata: { resourceVersion?: string } };
  assert.equal(put.metadata.resourceVersion, '1', 'replaced at the version it read');
  assert.deepEqual([...objects.keys()], [CLUSTER]);
  assert.equal(writer.writes, 4);
});

test('after a restart: an unchanged report an earlier run left is kept, one no longer wanted is deleted', async () => {
  const kept = report('ClusterReport', undefined, [{ policy: 'x' }]);
  const { api, calls } = fakeApi({
    [CLUSTER]: { ...kept, metadata: { ...(kept.metadata as object), uid: 'u1', resourceVersion: '7' } },
    [NS_A]: report('Report', 'a', [{ policy: 'old' }]),
  });
  const writer = new ReportWriter(api);
  await writer.sync([kept]);
  assert.deepEqual(
    calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`),
    [`DELETE ${NS_A}`],
  );
});

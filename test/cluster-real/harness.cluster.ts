import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { kubeOrSkip, start } from '../kube/harness.js';

const kube = await kubeOrSkip();

test(
  'the harness runs a real kube-apiserver with static tokens, RBAC and an audit log, and stops it',
  { skip: kube.skip },
  async (t) => {
    const cluster = await start({ users: [{ user: 'nobody' }] });
    t.diagnostic(`etcd + kube-apiserver to /readyz: ${cluster.startSeconds.toFixed(1)}s`);
    try {
      const version = (await cluster.api('GET', '/version')).body as { gitVersion: string; minor: string };
      assert.equal(version.gitVersion, 'v1.34.4');
      assert.equal(version.minor, '34');
      assert.equal((await cluster.api('POST', '/api/v1/namespaces', { metadata: { name: 'smoke' } })).status, 201);
      // RBAC is on: an authenticated user without bindings is refused.
      const denied = await cluster.api('GET', '/api/v1/namespaces/smoke/secrets', undefined, { as: 'nobody' });
      assert.equal(denied.status, 403);
      assert.match(await cluster.kubectl(['get', 'namespace', 'smoke', '-o', 'name']), /namespace\/smoke/);
      const events = cluster.auditEvents();
      assert.ok(
        events.some(
          (e) => e.verb === 'create' && e.objectRef?.resource === 'namespaces' && e.user.username === 'admin',
        ),
      );
      assert.ok(events.some((e) => e.user.username === 'nobody' && e.responseStatus?.code === 403));
    } finally {
      await cluster.stop();
    }
    assert.ok(!existsSync(cluster.dir), 'temp dir removed');
    await assert.rejects(cluster.api('GET', '/readyz'), /ECONNREFUSED/);
  },
);

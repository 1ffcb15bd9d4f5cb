import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge } from './rotation-cases.js';

describe('rotation-ca-rekey', () => {
  it('reports a CA Certificate turned to key rotation (rotationPolicy unset: Always since v1.18) that signs leaves', async () => {
    const [f, ...rest] = (await judge('cert-manager-2478')).rotation;
    assert.equal(rest.length, 0);
    assert.equal(f!.rule, 'rotation-ca-rekey');
    assert.deepEqual(f!.object, { kind: 'Certificate', name: 'webhook-ca', namespace: 'webhook-system' });
    assert.match(f!.message, /rotationPolicy unset, Always by default since v1\.18/);
    assert.match(f!.message, /\(Certificate webhook-system\/webhook-serving\)/);
    assert.match(
      f!.message,
      /while webhook validate\.example\.com of ValidatingWebhookConfiguration webhook trust only the new one/,
    );
    assert.match(f!.fix!, /^set spec\.privateKey\.rotationPolicy: Never on Certificate webhook-system\/webhook-ca/);
  });

  it('follows a ClusterIssuer', async () => {
    const [f] = (await judge('cert-manager-2391')).rotation;
    assert.equal(f!.rule, 'rotation-ca-rekey');
  });

  it('passes a CA Certificate that keeps its key (rotationPolicy Never)', async () => {
    assert.deepEqual((await judge('safe-cert-manager-ca-never')).rotation, []);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge, plain } from './rotation-cases.js';

describe('rotation-leaf-untrusted', () => {
  it('reports a new certificate whose CA the caBundle in force lacks, at the Secret that holds it', async () => {
    const [f, ...rest] = (await judge('cert-manager-5519')).rotation;
    assert.equal(rest.length, 0);
    assert.equal(f!.rule, 'rotation-leaf-untrusted');
    assert.equal(f!.object?.kind, 'Secret');
    assert.equal(f!.field, 'data["tls.crt"]');
    assert.match(
      f!.message,
      /will serve the new certificate of Secret webhook-system\/webhook-serving-cert \(issued by CN=webhook-ca-2\), which the caBundle in force .* does not trust \(CN=webhook-ca\)/,
    );
    assert.match(
      f!.fix!,
      /^1\) add the CA "CN=webhook-ca-2" to caBundle .* 2\) then put the new certificate in the Secret .* 3\) drop the old CA/,
    );
  });

  it('covers APIServices', async () => {
    const [f] = (await judge('cert-manager-6624')).rotation;
    assert.equal(f!.rule, 'rotation-leaf-untrusted');
    assert.match(f!.message, /^APIService v1beta1\.custom\.metrics\.k8s\.io:/);
  });

  it('passes a certificate switched under a bundle that already trusts its CA, and a renewal from the same CA', async () => {
    assert.deepEqual((await judge('safe-step2-switch-leaf')).rotation, []);
    assert.deepEqual((await judge('safe-leaf-renewal')).rotation, []);
  });

  it('never reports on a check of one state', async () => {
    assert.ok(!(await plain('cert-manager-5519')).some((f) => f.rule.startsWith('rotation-')));
  });
});

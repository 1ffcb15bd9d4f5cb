import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge, plain } from './rotation-cases.js';

describe('rotation-ca-dropped', () => {
  it('reports a caBundle swapped with the certificate, at the caBundle, naming holder, Secret, pods and the three steps', async () => {
    const r = await judge('hami-1573');
    const [f, ...rest] = r.rotation.filter((x) => x.rule === 'rotation-ca-dropped');
    assert.equal(rest.length, 0);
    assert.equal(f!.severity, 'error');
    assert.equal(f!.field, 'webhooks[0].clientConfig.caBundle');
    assert.equal(f!.object?.kind, 'MutatingWebhookConfiguration');
    assert.match(
      f!.message,
      /webhook vgpu\.hami\.io .*no longer trusts the certificate the pods of Deployment kube-system\/hami-device-plugin-webhook serve now/,
    );
    assert.match(
      f!.message,
      /Secret kube-system\/hami-device-plugin-webhook-cert, issued by CN=hami-device-plugin-webhook-ca\b/,
    );
    assert.match(f!.message, /kubelet syncs \(up to ~100 s\)/);
    assert.match(
      f!.fix!,
      /^1\) keep the old CA .* 2\) then switch Secret .* 3\) drop the old CA only in a later change/,
    );
  });

  it('holds CRD conversion webhooks and APIServices like webhook configurations', async () => {
    const crd = (await judge('hypershift-9324')).rotation.filter((f) => f.rule === 'rotation-ca-dropped');
    assert.deepEqual(
      crd.map((f) => [f.object?.kind, f.field]),
      [['CustomResourceDefinition', 'spec.conversion.webhook.clientConfig.caBundle']],
    );
    assert.match(crd[0]!.message, /the change does not replace the certificate they serve/);
    const apis = (await judge('kubevirt-18936')).rotation.filter((f) => f.rule === 'rotation-ca-dropped');
    assert.deepEqual(apis.map((f) => f.object?.name).sort(), [
      'v1.subresources.kubevirt.io',
      'v1alpha3.subresources.kubevirt.io',
    ]);
  });

  it("reports at the injector's source when cert-manager writes the caBundle", async () => {
    const [f] = (await judge('cluster-api-10522')).rotation;
    assert.equal(f!.rule, 'rotation-ca-dropped');
    assert.equal(f!.object?.kind, 'Secret');
    assert.equal(f!.field, 'data["ca.crt"]');
    assert.match(f!.fix!, /CAInjectorMerging/);
  });

  it('passes each step of the safe sequence, and a change that widens the bundle while switching the certificate', async () => {
    for (const name of [
      'safe-step1-add-new-ca',
      'safe-step2-switch-leaf',
      'safe-step3-drop-old-ca',
      'safe-widen-and-switch',
      'safe-same-key-renewal',
    ])
      assert.deepEqual((await judge(name)).rotation, [], name);
  });

  it('never reports on a check of one state', async () => {
    assert.ok(!(await plain('hami-1573')).some((f) => f.rule.startsWith('rotation-')));
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge } from './rotation-cases.js';

describe('rotation-holders-diverged', () => {
  it('reports the holder left with the old CA when its sibling on the same Secret got the new one', async () => {
    const r = await judge('aws-roadmap-2874');
    assert.deepEqual(
      r.rotation.map((f) => [f.rule, f.severity, f.field]),
      [['rotation-holders-diverged', 'error', 'webhooks[1].clientConfig.caBundle']],
    );
    assert.match(
      r.rotation[0]!.message,
      /^webhook iam-for-pods\.amazonaws\.com .* is served by the same Secret kube-system\/pod-identity-webhook-cert as webhook pod-identity-webhook\.amazonaws\.com/,
    );
    assert.match(r.rotation[0]!.fix!, /set caBundle of webhook iam-for-pods\.amazonaws\.com .* to the same CAs/);
  });

  it('reports a CRD whose conversion caBundle is left behind, and only that one', async () => {
    const r = await judge('dash0-operator-1232');
    const hits = r.rotation.filter((f) => f.rule === 'rotation-holders-diverged');
    assert.deepEqual(
      hits.map((f) => f.object?.name),
      ['dash0operatorconfigurations.operator.dash0.com'],
    );
  });

  it('warns when the certificate has not switched yet (the next step breaks it)', async () => {
    const r = await judge('dash0-operator-1244');
    const [f] = r.rotation.filter((x) => x.rule === 'rotation-holders-diverged');
    assert.equal(f!.object?.kind, 'CustomResourceDefinition');
  });

  it('passes holders of one Secret moved together', async () => {
    assert.deepEqual((await judge('safe-crd-step1')).rotation, []);
  });
});

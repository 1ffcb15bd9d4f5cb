import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judge } from './rotation-cases.js';

describe('rotation-rotator-enabled', () => {
  it('reports an upgrade that drops the setting keeping a certificate rotator off, at the container', async () => {
    const [f, ...rest] = (await judge('gatekeeper-2261')).rotation;
    assert.equal(rest.length, 0);
    assert.equal(f!.rule, 'rotation-rotator-enabled');
    assert.equal(f!.object?.kind, 'Deployment');
    assert.match(f!.field!, /^spec\.template\.spec\.containers\[0\]/);
    assert.match(
      f!.message,
      /turns on the Gatekeeper cert rotator .* \(it was off: --disable-cert-rotation\); it will replace Secret gatekeeper-system\/gatekeeper-webhook-server-cert/,
    );
    assert.match(f!.fix!, /keep the writer off \(--disable-cert-rotation\)/);
  });

  it('passes an upgrade that keeps it off', async () => {
    assert.deepEqual((await judge('safe-gatekeeper-rotation-stays-off')).rotation, []);
  });
});

// The network-namespace backends of the cluster tier: a machine that cannot make them skips those tests with
// one line saying why, and under CI=true fails instead (a CI run must not pass by skipping them).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { netnsUnavailable } from './netns.js';

test('without root or iproute2 the netns tests skip with the reason, and fail under CI=true', () => {
  assert.equal(
    netnsUnavailable({}, 1000, () => true),
    'network-namespace backends need root (ip netns add)',
  );
  assert.equal(
    netnsUnavailable({}, 0, () => false),
    'network-namespace backends need iproute2 (`ip netns`)',
  );
  assert.equal(
    netnsUnavailable({ CI: 'true' }, 0, () => true),
    undefined,
  );
  assert.throws(() => netnsUnavailable({ CI: 'true' }, 1000, () => true), /need root .*CI=true/);
  assert.throws(() => netnsUnavailable({ CI: 'true' }, 0, () => false), /iproute2.*CI=true/);
});

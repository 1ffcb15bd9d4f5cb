// Charts that call Sprig's certificate generators, rendered by helm before and after an upgrade.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findTool, skipWithout } from '../helpers.js';
import { judge } from './rotation-cases.js';

describe('rotation-ca-per-render', { skip: skipWithout('helm') }, () => {
  const helm = () => ['--helm', findTool('helm')!];

  it('reports genCA called by the template itself, and not the drop it causes', async () => {
    const r = await judge('slurm-operator-218', helm());
    assert.deepEqual(
      r.rotation.map((f) => f.rule),
      ['rotation-ca-per-render'],
    );
    assert.match(r.rotation[0]!.message, /chart template slurm-operator\/templates\/webhook\.yaml, which calls genCA/);
    assert.equal(r.rotation[0]!.file, 'slurm-operator-218/after/templates/webhook.yaml');
  });

  it('reports genCA called through a named template of _helpers.tpl', async () => {
    const r = await judge('k8tz-1', helm());
    assert.deepEqual(
      r.rotation.map((f) => f.rule),
      ['rotation-ca-per-render'],
    );
    assert.match(r.rotation[0]!.message, /genCA \(in named template "k8tz\.certs"\)/);
  });
});

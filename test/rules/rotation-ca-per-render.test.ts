// The rendering cases need helm (rotation-ca-per-render.slow.ts); here, what holds without it.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { mintingCalls } from '../../src/load/helm/minting.js';
import { judge } from './rotation-cases.js';

describe('rotation-ca-per-render: a controller that mints its CA at every start', () => {
  it('reports a change that restarts its pods, at the container', async () => {
    const r = await judge('kubescape-819');
    assert.deepEqual(
      r.rotation.map((f) => [f.rule, f.object?.kind, f.field]),
      [['rotation-ca-per-render', 'Deployment', 'spec.template.spec.containers[0]']],
    );
    assert.match(r.rotation[0]!.message, /makes a new CA and certificate in memory at every start/);
    assert.match(r.rotation[0]!.fix!, /turn on its leader elector \(env AGENT_INJECT_USE_LEADER_ELECTOR=true\)/);
  });
});

describe('rotation-ca-per-render: which templates mint', () => {
  it('finds a generator called directly or through a named template, and nothing in a template without one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'minting-'));
    try {
      await mkdir(path.join(dir, 'templates'));
      await writeFile(
        path.join(dir, 'templates/_helpers.tpl'),
        '{{- define "x.certs" -}}\n{{ $ca := genCA "x" 365 }}\n{{- end -}}\n{{- define "x.name" -}}x{{- end -}}\n',
      );
      const texts = new Map([
        ['templates/a.yaml', ['{{ $c := genSelfSignedCert "a" nil nil 365 }}']],
        ['templates/b.yaml', ['{{ include "x.certs" . }}']],
        ['templates/c.yaml', ['{{ include "x.name" . }}']],
      ]);
      const calls = await mintingCalls(dir, texts);
      assert.deepEqual(Object.fromEntries(calls), {
        'templates/a.yaml': 'genSelfSignedCert',
        'templates/b.yaml': 'genCA (in named template "x.certs")',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

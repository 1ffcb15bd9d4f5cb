// The metrics-server chart (vendored unmodified, test/fixtures/charts/SOURCES.md) rendered by a real helm: its
// APIService keeps insecureSkipTLSVerify: true by default, so `--set tls.type=helm` (the chart's own CA and
// caBundle) renders an APIService the API server refuses; the finding lands on the values line to change.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cli, findTool, ROOT, skipWithout, type JsonFinding } from '../helpers.js';

const CHART = 'test/fixtures/charts/metrics-server';
const RULE = 'apiservice-insecure-with-cabundle';

async function findings(...set: string[]): Promise<JsonFinding[]> {
  const args = ['check', CHART, ...set.flatMap((s) => ['--set', s]), '--helm', findTool('helm')!, '--format', 'json'];
  const r = await cli([...args, '--fail-on', 'none'], { cwd: ROOT });
  assert.equal(r.code, 0, r.stderr);
  return (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings;
}

describe('metrics-server rendered by helm', { skip: skipWithout('helm') }, () => {
  it('tls.type=helm with the default insecureSkipTLSVerify: refused by the API server, reported at values.yaml', async () => {
    const [f, ...more] = (await findings('tls.type=helm')).filter((x) => x.rule === RULE);
    assert.deepEqual(more, []);
    assert.equal(f!.severity, 'error');
    assert.equal(`${path.normalize(f!.file)}:${f!.line}`, `${path.join(CHART, 'values.yaml')}:46`);
    assert.equal(f!.object?.name, 'v1beta1.metrics.k8s.io');
  });

  it('the defaults (no caBundle), and tls.type=helm with verification on, are accepted', async () => {
    for (const set of [[], ['tls.type=helm', 'apiService.insecureSkipTLSVerify=false']])
      assert.deepEqual(
        (await findings(...set)).filter((x) => x.rule === RULE),
        [],
        set.join(' '),
      );
  });
});

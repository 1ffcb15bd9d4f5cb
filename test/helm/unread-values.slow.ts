// helm-value-unused in render mode, with a real helm: the same finding as the values model gives, and the
// render itself unchanged by the value nothing reads.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { cli, findTool, ROOT, skipWithout } from '../helpers.js';
import { parseReport } from '../report-json.js';

const KOORDINATOR = path.join(ROOT, 'test/fixtures/charts/koordinator');
const FORKED = path.join(ROOT, 'test/fixtures/helm/forked/chart');

async function run(chart: string, helm: string, ...flags: string[]) {
  const r = await cli(['check', chart, '--helm', helm, ...flags, '--format', 'json']);
  const out = parseReport(r.stdout);
  return {
    out,
    unused: out.findings.filter((f) => f.rule === 'helm-value-unused'),
    others: out.findings.filter((f) => f.rule !== 'helm-value-unused'),
  };
}

test(
  'render mode: --set-string webhook_host on the Koordinator chart is reported; helm renders as without it',
  { skip: skipWithout('helm') },
  async () => {
    const helm = findTool('helm')!;
    const given = await run(
      KOORDINATOR,
      helm,
      '--set',
      'manager.replicas=8',
      '--set-string',
      'webhook_host=lb.internal',
    );
    assert.equal(given.out.tool.helm?.mode, 'render');
    assert.deepEqual(
      given.unused.map((f) => [f.file, f.field, f.severity]),
      [['--set', 'webhook_host', 'warning']],
    );
    const without = await run(KOORDINATOR, helm, '--set', 'manager.replicas=8');
    assert.deepEqual(without.unused, []);
    assert.deepEqual(given.others, without.others, 'the value changed nothing helm rendered');
    const model = await run(
      KOORDINATOR,
      'none',
      '--set',
      'manager.replicas=8',
      '--set-string',
      'webhook_host=lb.internal',
    );
    assert.deepEqual(model.unused, given.unused, 'the values model says the same');
  },
);

test(
  'render mode: on a fork whose templates read webhook_host, the value is read and the race is found',
  { skip: skipWithout('helm') },
  async () => {
    const helm = findTool('helm')!;
    const fork = await run(FORKED, helm, '--values', path.join(ROOT, 'test/fixtures/helm/forked/prod-values.yaml'));
    assert.deepEqual(
      fork.unused.filter((f) => f.field === 'webhook_host'),
      [],
    );
    assert.ok(
      fork.others.some((f) => f.rule === 'multi-replica-webhook-unshared-cert'),
      'the race',
    );
  },
);

// .ci/run and the GitHub workflow run the same tiers on the same Node versions, and those are the versions
// package.json's engines supports.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { load } from 'js-yaml';
import { ROOT } from '../helpers.js';

const TIERS = ['npm test', 'npm run test:slow', 'npm run test:cluster'];

/** Each tier `.ci/run` runs, as `tier on Node MAJOR`, from its `on_node MAJOR npm ...` lines. */
function ciRunTiers(text: string): string[] {
  const runs = [...text.matchAll(/^on_node (\d+) (npm test|npm run test:[a-z]+)\s*$/gm)];
  return runs.map((m) => `${m[2]!} on Node ${m[1]!}`).sort();
}

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
}
interface Job {
  strategy?: { matrix?: Record<string, unknown> };
  steps: Step[];
}

/** Each tier the workflow runs, as `tier on Node MAJOR`: its setup-node version, or each of its matrix's. */
function workflowTiers(text: string): string[] {
  const { jobs } = load(text) as { jobs: Record<string, Job> };
  const out: string[] = [];
  for (const job of Object.values(jobs)) {
    const setup = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    const wanted = String(setup?.with?.['node-version'] ?? '');
    const matrix = /^\$\{\{\s*matrix\.(\w+)\s*\}\}$/.exec(wanted)?.[1];
    const versions = matrix ? (job.strategy?.matrix?.[matrix] as unknown[]).map(String) : [wanted];
    for (const step of job.steps) {
      const tier = TIERS.find((t) => new RegExp(`(^|\\s)${t}\\s*$`, 'm').test(step.run ?? ''));
      if (tier) out.push(...versions.map((v) => `${tier} on Node ${v}`));
    }
  }
  return out.sort();
}

test('.ci/run and the GitHub workflow run the same tiers on the same Node versions', () => {
  const ci = ciRunTiers(readFileSync(path.join(ROOT, '.ci/run'), 'utf8'));
  const workflow = workflowTiers(readFileSync(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8'));
  for (const tier of TIERS)
    assert.ok(
      ci.some((t) => t.startsWith(`${tier} on`)),
      `.ci/run runs ${tier}`,
    );
  assert.deepEqual(workflow, ci);
  // The fast tier on every Node that engines admits, and nothing else.
  const engines = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } })
    .engines.node;
  const majors = [...engines.matchAll(/>=(\d+)\./g)].map((m) => m[1]!);
  assert.deepEqual(
    ci.filter((t) => t.startsWith('npm test on')),
    majors.map((v) => `npm test on Node ${v}`).sort(),
  );
  assert.ok(/^npm run lint$/m.test(readFileSync(path.join(ROOT, '.ci/run'), 'utf8')), '.ci/run lints');
  assert.ok(/run: npm run lint/.test(readFileSync(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8')));
});

test('the parity check reads both shapes', () => {
  assert.deepEqual(ciRunTiers('on_node 22 npm test\n# on_node 9 npm test\non_node 24 npm run test:slow\n'), [
    'npm run test:slow on Node 24',
    'npm test on Node 22',
  ]);
  const workflow = `
jobs:
  a:
    strategy: { matrix: { node: [20, 22] } }
    steps:
      - uses: actions/setup-node@v4
        with: { node-version: '\${{ matrix.node }}' }
      - run: npm test
  b:
    steps:
      - uses: actions/setup-node@v4
        with: { node-version: 24 }
      - run: sudo env CI=true npm run test:cluster
      - run: npm run lint
`;
  assert.deepEqual(workflowTiers(workflow), [
    'npm run test:cluster on Node 24',
    'npm test on Node 20',
    'npm test on Node 22',
  ]);
});

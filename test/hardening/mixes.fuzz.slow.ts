// The long run of the repository-mix property (test/hardening/mixes.ts): every fixture file plus a real
// helm render of every chart in the fixtures, with kubectl (kustomize) and helm on PATH, so kustomizations
// and chart folders that land in a mix are rendered for real. Fixed seed, as the fast tier.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { findTool, requireTool } from '../helpers.js';
import { ROOT, runs } from './harness.js';
import { checkMix, fixturePool, mixArb, type PoolFile } from './mixes.js';

const CHARTS = path.join(ROOT, 'test/fixtures/charts');

function chartRenders(helm: string): PoolFile[] {
  const dirs = [
    ...readdirSync(CHARTS).map((d) => path.join(CHARTS, d)),
    path.join(ROOT, 'test/fixtures/helm/forked/chart'),
  ].filter((d) => existsSync(path.join(d, 'Chart.yaml')));
  return dirs.map((dir) => ({
    name: `helm template ${path.relative(ROOT, dir)}`,
    text: execFileSync(
      helm,
      ['template', path.basename(dir), dir, '--namespace', 'default', '--kube-version', '1.34.0'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  }));
}

test(
  'random mixes of every fixture file and chart render, kustomize and helm on PATH: exit 0, 1 or 2',
  { timeout: 900_000 },
  async (t) => {
    const helm = requireTool(t, 'helm');
    const kubectl = requireTool(t, 'kubectl');
    if (!helm || !kubectl) return;
    // Up to ten files a mix: renders of several charts together, as a monorepo of rendered manifests holds them.
    const pool = [...fixturePool(), ...chartRenders(helm)];
    const env = { PATH: [path.dirname(findTool('kubectl')!), path.dirname(helm)].join(path.delimiter) };
    await fc.assert(
      fc.asyncProperty(mixArb(pool, 10), (mix) => checkMix(pool, mix, env)),
      { numRuns: runs(300) },
    );
  },
);

import { globMatcher, type Config } from '../load/config.js';
import { splitChartPaths } from '../load/helm/chart.js';
import { helmInputs, type HelmInputs } from '../load/helm/front.js';
import { kustomizeInputs } from '../load/kustomize.js';
import type { Profile } from '../load/profiles.js';

/**
 * As `check PATH... --values FILE` does (the same front ends): kustomization folders rendered, then charts.
 * The Action has paths and values, no --set, --chart or --kustomize.
 */
export async function gatherInputs(
  paths: readonly string[],
  valuesFiles: readonly string[],
  ctx: { config: Config; profiles: Profile[]; cwd: string; env: NodeJS.ProcessEnv },
): Promise<HelmInputs & { errors: string[] }> {
  const k = await kustomizeInputs({
    paths,
    cwd: ctx.cwd,
    env: ctx.env,
    ignored: globMatcher(ctx.config.ignorePaths ?? []),
  });
  const helm = await helmInputs({
    inputs: await splitChartPaths(k.manifests, ctx.cwd, k.charts),
    valuesFiles,
    sets: [],
    config: ctx.config,
    profiles: ctx.profiles,
    cwd: ctx.cwd,
    env: ctx.env,
    namespace: ctx.config.namespace ?? 'default',
    missingChart: "input 'values' needs its chart: add the chart folder (the one with Chart.yaml) to 'paths'",
  });
  return {
    ...helm,
    sources: [...k.sources, ...helm.sources],
    renders: [...k.renders, ...helm.renders],
    errors: k.errors,
  };
}

import type { Config } from '../load/config.js';
import { helmInputs, type HelmInputs } from '../load/helm/front.js';
import type { Profile } from '../load/profiles.js';

/** As `check PATH... --values FILE` does (the same front end): the Action has paths and values, no --set or --chart. */
export function gatherInputs(
  paths: readonly string[], valuesFiles: readonly string[], ctx: { config: Config; profiles: Profile[]; cwd: string; env: NodeJS.ProcessEnv },
): Promise<HelmInputs> {
  return helmInputs({
    paths, valuesFiles, sets: [], config: ctx.config, profiles: ctx.profiles, cwd: ctx.cwd, env: ctx.env,
    namespace: ctx.config.namespace ?? 'default',
    missingChart: "input 'values' needs its chart: add the chart folder (the one with Chart.yaml) to 'paths'",
  });
}

import type { CheckOptions } from '../check.js';
import { InputError } from '../core/errors.js';
import type { Config } from '../load/config.js';
import { splitChartPaths } from '../load/helm/chart.js';
import { valuesResources } from '../load/helm/front.js';
import type { Profile } from '../load/profiles.js';
import type { Finding } from '../core/finding.js';

export interface Gathered extends Pick<CheckOptions, 'paths' | 'extraResources'> {
  /** Rewrites writer fixes on objects made from values into values keys. */
  adjust?: (findings: Finding[]) => void;
  notes: string[];
}

/**
 * As `check PATH... --values FILE` does: chart folders among the paths and the values files become the
 * objects the chart would render; every other path stays a manifest path.
 */
export async function gatherInputs(
  paths: readonly string[], valuesFiles: readonly string[], ctx: { config: Config; profiles: Profile[]; cwd: string },
): Promise<Gathered> {
  const { manifests, charts } = await splitChartPaths(paths, ctx.cwd);
  if (!charts.length && !valuesFiles.length) return { paths: manifests, notes: [] };
  // The engine would name its --chart flag; the Action has no such input, only paths.
  if (!charts.length && Object.keys(ctx.config.values ?? {}).length !== 1) {
    throw new InputError("input 'values' needs its chart: add the chart folder (the one with Chart.yaml) to 'paths'");
  }
  const namespace = ctx.config.namespace ?? 'default';
  const { resources, notes, adjust } = await valuesResources({ charts, valuesFiles, sets: [], config: ctx.config, profiles: ctx.profiles, cwd: ctx.cwd, namespace });
  return { paths: manifests, extraResources: resources, adjust, notes };
}

import { promises as fsp } from 'node:fs'; // fs.promises: loaded when used (files.ts)
import path from 'node:path';
import { load } from 'js-yaml';
import { InputError } from '../../core/errors.js';
import type { Profile } from '../profiles.js';
import { displayPath, isInside, statIfAny } from '../files.js';
import { isMap } from './strvals.js';

/** What `helm template` renders for: helm's own default (v1.20.0) is refused by many charts' kubeVersion. */
export const DEFAULT_KUBE_VERSION = '1.34.0';

export interface ChartDir {
  /** Absolute folder holding Chart.yaml. */
  dir: string;
  /** Chart.yaml `name`. */
  name: string;
  /** Absolute path of its values.yaml, when it has one. */
  valuesFile?: string;
}

/**
 * Splits the PATH arguments: chart folders (and files inside a chart, as pre-commit passes them)
 * are linted through their values, never read as manifests (their templates are not YAML). `found` are
 * the chart folders under the folder arguments (kustomize.ts finds them in its one pass over the tree).
 */
export async function splitChartPaths(
  paths: readonly string[],
  cwd: string,
  found: readonly string[] = [],
): Promise<{ manifests: string[]; charts: ChartDir[] }> {
  const manifests: string[] = [];
  const charts = new Map<string, ChartDir>();
  const add = async (root: string) => {
    if (!charts.has(root)) charts.set(root, await readChart(root, cwd));
  };
  for (const p of paths) {
    const root = p === '-' ? undefined : chartRootOf(path.resolve(cwd, p), cwd);
    if (root) await add(root);
    else manifests.push(p);
  }
  for (const dir of found) await add(dir);
  return { manifests, charts: [...charts.values()] };
}

/** The chart folder a path is, or lies in (looking up no further than the working directory). */
function chartRootOf(abs: string, cwd: string): string | undefined {
  const info = statIfAny(abs);
  if (!info) return undefined;
  let dir = info.isDirectory() ? abs : path.dirname(abs);
  const stop = isInside(abs, cwd) ? cwd : path.dirname(dir);
  for (;;) {
    if (isChartFolder(dir)) return dir;
    if (dir === stop || path.dirname(dir) === dir) return undefined;
    dir = path.dirname(dir);
  }
}

export async function readChart(dir: string, cwd: string): Promise<ChartDir> {
  const file = path.join(dir, 'Chart.yaml');
  let meta: unknown;
  try {
    meta = load(await fsp.readFile(file, 'utf8'));
  } catch (e) {
    throw new InputError(
      `${displayPath(file, cwd)}: Chart.yaml does not parse: ${(e as { reason?: string }).reason ?? String(e)}`,
    );
  }
  const name = isMap(meta) && typeof meta.name === 'string' ? meta.name : '';
  if (!name) throw new InputError(`${displayPath(file, cwd)}: Chart.yaml has no name`);
  const valuesFile = path.join(dir, 'values.yaml');
  return { dir, name, ...(isFile(valuesFile) ? { valuesFile } : {}) };
}

/** The profile for a chart or profile name: a profile whose match.charts lists it, else the profile of that name. */
export function profileForChart(profiles: readonly Profile[], name: string): Profile | undefined {
  return profiles.find((p) => p.match.charts?.includes(name)) ?? profiles.find((p) => p.name === name);
}

export function knownCharts(profiles: readonly Profile[]): string[] {
  return profiles.flatMap((p) => p.match.charts ?? []);
}

/** A folder Helm reads as a chart: it holds a Chart.yaml. */
export function isChartFolder(dir: string): boolean {
  return isFile(path.join(dir, 'Chart.yaml'));
}

function isFile(file: string): boolean {
  return statIfAny(file)?.isFile() ?? false;
}

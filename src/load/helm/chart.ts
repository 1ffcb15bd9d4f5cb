import { promises as fsp } from 'node:fs'; // fs.promises: loaded when used (files.ts)
import path from 'node:path';
import { isObj } from '../../core/object.js';
import { load } from 'js-yaml';
import { InputError } from '../../core/errors.js';
import type { Profile } from '../profiles.js';
import { displayPath, isInside, statIfAny } from '../files.js';
import type { FedChart } from '../feeds.js';

/** What `helm template` renders for: helm's own default (v1.20.0) is refused by many charts' kubeVersion. */
export const DEFAULT_KUBE_VERSION = '1.34.0';

export interface ChartDir {
  /** Absolute folder holding Chart.yaml. */
  dir: string;
  /** Chart.yaml `name`. */
  name: string;
  /** Absolute path of its values.yaml, when it has one. */
  valuesFile?: string;
  /** A values file beside values.yaml that a given file is (values-prod.yaml): rendered with it, as its own release. */
  values?: string;
  /** The given files it is rendered for (check FILE...); none when a folder named it. */
  fedBy?: string[];
}

/**
 * Splits the PATH arguments: chart folders (and files inside a chart, as pre-commit passes them)
 * are linted through their values, never read as manifests (their templates are not YAML). `found` are
 * the chart folders under the folder arguments and the charts given files are part of (kustomize.ts finds
 * both); a chart named as a folder is not filtered to what concerns given files.
 */
export async function splitChartPaths(
  paths: readonly string[],
  cwd: string,
  found: readonly FedChart[] = [],
): Promise<{ manifests: string[]; charts: ChartDir[] }> {
  const manifests: string[] = [];
  const charts = new Map<string, ChartDir>();
  const add = async ({ dir, values, files }: FedChart) => {
    const key = `${dir}\0${values ?? ''}`;
    const known = charts.get(key);
    if (known) {
      if (!files.length) delete known.fedBy;
      return;
    }
    const chart = await readChart(dir, cwd);
    charts.set(key, { ...chart, ...(values ? { values } : {}), ...(files.length ? { fedBy: files } : {}) });
  };
  for (const p of paths) {
    const root = p === '-' ? undefined : chartRootOf(path.resolve(cwd, p), cwd);
    if (root) await add({ dir: root, files: [] });
    else manifests.push(p);
  }
  for (const chart of found) await add(chart);
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
  const name = isObj(meta) && typeof meta.name === 'string' ? meta.name : '';
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

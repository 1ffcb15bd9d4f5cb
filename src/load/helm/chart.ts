import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import { InputError } from '../../core/errors.js';
import type { Profile } from '../profiles.js';
import { displayPath, isInside } from '../files.js';
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
 * are linted through their values, never read as manifests (their templates are not YAML). A folder
 * that is not a chart is still read as manifests, and the charts found under it go with the others.
 */
export async function splitChartPaths(
  paths: readonly string[],
  cwd: string,
  ignored?: (file: string) => boolean,
): Promise<{ manifests: string[]; charts: ChartDir[] }> {
  const manifests: string[] = [];
  const charts = new Map<string, ChartDir>();
  const add = async (root: string) => {
    if (!charts.has(root)) charts.set(root, await readChart(root, cwd));
  };
  for (const p of paths) {
    const abs = p === '-' ? undefined : path.resolve(cwd, p);
    const root = abs && (await chartRootOf(abs, cwd));
    if (root) {
      await add(root);
      continue;
    }
    manifests.push(p);
    if (!abs || !(await stat(abs).catch(() => undefined))?.isDirectory()) continue;
    // `vendor/**` in ignorePaths leaves vendor's charts alone, as it does its files.
    const skip = (dir: string) =>
      Boolean(ignored?.(displayPath(dir, cwd)) || ignored?.(displayPath(path.join(dir, 'Chart.yaml'), cwd)));
    for (const dir of await chartsUnder(abs, await realpath(abs))) if (!skip(dir)) await add(dir);
  }
  return { manifests, charts: [...charts.values()] };
}

/** Chart folders under a folder that is not one (a chart's own charts/ are its subcharts, not more charts). */
async function chartsUnder(dir: string, root: string, seen = new Set<string>()): Promise<string[]> {
  const real = await realpath(dir).catch(() => undefined);
  if (!real || seen.has(real) || !isInside(real, root)) return [];
  seen.add(real);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (e.name === 'node_modules' || e.name === '.git') continue;
    const full = path.join(dir, e.name);
    if (!(e.isDirectory() || (e.isSymbolicLink() && (await stat(full).catch(() => undefined))?.isDirectory())))
      continue;
    if (await isFile(path.join(full, 'Chart.yaml'))) out.push(full);
    else out.push(...(await chartsUnder(full, root, seen)));
  }
  return out;
}

/** The chart folder a path is, or lies in (looking up no further than the working directory). */
async function chartRootOf(abs: string, cwd: string): Promise<string | undefined> {
  const info = await stat(abs).catch(() => undefined);
  if (!info) return undefined;
  let dir = info.isDirectory() ? abs : path.dirname(abs);
  const stop = isInside(abs, cwd) ? cwd : path.dirname(dir);
  for (;;) {
    if (await isFile(path.join(dir, 'Chart.yaml'))) return dir;
    if (dir === stop || path.dirname(dir) === dir) return undefined;
    dir = path.dirname(dir);
  }
}

export async function readChart(dir: string, cwd: string): Promise<ChartDir> {
  const file = path.join(dir, 'Chart.yaml');
  let meta: unknown;
  try {
    meta = load(await readFile(file, 'utf8'));
  } catch (e) {
    throw new InputError(
      `${displayPath(file, cwd)}: Chart.yaml does not parse: ${(e as { reason?: string }).reason ?? String(e)}`,
    );
  }
  const name = isMap(meta) && typeof meta.name === 'string' ? meta.name : '';
  if (!name) throw new InputError(`${displayPath(file, cwd)}: Chart.yaml has no name`);
  const valuesFile = path.join(dir, 'values.yaml');
  return { dir, name, ...((await isFile(valuesFile)) ? { valuesFile } : {}) };
}

/** The profile for a chart or profile name: a profile whose match.charts lists it, else the profile of that name. */
export function profileForChart(profiles: readonly Profile[], name: string): Profile | undefined {
  return profiles.find((p) => p.match.charts?.includes(name)) ?? profiles.find((p) => p.name === name);
}

export function knownCharts(profiles: readonly Profile[]): string[] {
  return profiles.flatMap((p) => p.match.charts ?? []);
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

// The renders a file feeds: a changed patch, base resource, component or generator file is checked as the
// kustomizations above it render it, a chart's values file or template as the chart renders (docs/checking.md,
// "Changed files"). The search is bounded by the repository, never by the working directory, so where the
// gate runs never changes the verdict.
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KUSTOMIZATION_FILES, statIfAny } from './files.js';
import { isChartFolder } from './helm/chart.js';
import { findFolders, graphOf, includesOf, kustomizationFile, type Graph } from './kustomize-graph.js';

export interface Feeds {
  /** Kustomization folders to render (the outermost that include a given file), each with the given files it reads. */
  kustomizations: Map<string, string[]>;
  /** Charts to render: a given file is one of their files, or a values file beside their values.yaml. */
  charts: FedChart[];
  /** Given files no render reads: checked as they are. */
  plain: string[];
}

/** A render as the changed-files filter sees it (docs/checking.md, "Changed files"). */
export interface RenderInfo {
  /** The scope its objects are checked in (its label). */
  scope: string;
  /** Whether it reads the file (an absolute path). */
  reads(file: string): boolean;
  /** Whether a change to the file may change any of its objects: a kustomization file, any file of a chart. */
  decides(file: string): boolean;
  /** The given files it was rendered for (absolute); none when a folder or --kustomize named it. */
  fedBy: readonly string[];
}

export interface FedChart {
  dir: string;
  /** The given values file the chart is rendered with (besides its values.yaml); none for its own values. */
  values?: string;
  /** The given files that lead to it. */
  files: string[];
}

/**
 * The renders that read the given files (absolute paths), looked for up to `bound` (default: each file's
 * repository root). A file is read by a kustomization only when one in a folder above it names it (kustomize
 * loads no file from outside a kustomization's folder), so a plain manifest costs a few stats, no walk.
 */
export async function rendersFeeding(files: readonly string[], bound?: string): Promise<Feeds> {
  const out: Feeds = { kustomizations: new Map(), charts: [], plain: [] };
  const graphs = new Map<string, Promise<Graph>>();
  const charts = new Map<string, FedChart>();
  for (const file of files) {
    const chart = chartOf(file);
    if (chart) {
      const values = isValuesFile(file, chart) ? file : undefined;
      const key = `${chart}\0${values ?? ''}`;
      const fed = charts.get(key) ?? { dir: chart, ...(values ? { values } : {}), files: [] };
      charts.set(key, fed);
      fed.files.push(file);
      continue;
    }
    const direct = await includersOf(file);
    if (!direct.length) {
      out.plain.push(file);
      continue;
    }
    const top = bound ?? repositoryRoot(file);
    let graph = graphs.get(top);
    if (!graph) graphs.set(top, (graph = graphOf(findFolders(top).kustomizations)));
    for (const dir of direct) {
      for (const root of (await graph).including(dir)) {
        if ((await includesOf(root)).component) continue; // a component no kustomization uses: nothing renders it
        const list = out.kustomizations.get(root) ?? [];
        if (!list.includes(file)) list.push(file);
        out.kustomizations.set(root, list);
      }
    }
  }
  out.charts = [...charts.values()];
  return out;
}

/** Whether a render reads the file: a chart holds it, or a kustomization above it names it. */
export async function readByRender(file: string): Promise<boolean> {
  return chartOf(file) !== undefined || (await includersOf(file)).length > 0;
}

/** Folders above the file whose kustomization is the file or names it (resources, patches, generators, ...). */
async function includersOf(file: string): Promise<string[]> {
  const out: string[] = [];
  const git = gitRoot(file);
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const own = kustomizationFile(dir);
    if (own && (own === file || (await includesOf(dir)).files.includes(file))) out.push(dir);
    if (dir === git || path.dirname(dir) === dir) return out;
  }
}

/**
 * The folder the search for renders stays in: the git top level (a folder holding `.git`), else the top of the
 * kustomize tree (a `base` beside `overlays/prod` is found from either; never the temporary or home folder),
 * else the file's own folder.
 */
export function repositoryRoot(file: string): string {
  return treeRoot(file) ?? path.dirname(file);
}

/** Git's top level above the file, else the top of the kustomize tree it is in; undefined when neither. */
export function treeRoot(file: string): string | undefined {
  const git = gitRoot(file);
  if (git) return git;
  let top: string | undefined;
  for (let dir = path.dirname(file); !SHARED_FOLDERS.has(dir) && path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    // Below the first kustomization a folder is in the tree only if it holds one itself (a patches/ folder is
    // in its overlay's); above it, a folder beside other kustomizations (base/, overlays/) is in too.
    if (top ? holdsKustomization(dir) : kustomizationFile(dir)) top = dir;
    else if (top) break;
  }
  return top;
}

/** Folders no repository is rooted at, whatever their subfolders hold (each test's temporary tree). */
const SHARED_FOLDERS = new Set([os.tmpdir(), os.homedir()]); // (the climb stops below `/` by itself)

function gitRoot(file: string): string | undefined {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (statIfAny(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function holdsKustomization(dir: string): boolean {
  if (kustomizationFile(dir)) return true;
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== '.git' && e.name !== 'node_modules')
      .map((e) => e.name);
  } catch {
    return false;
  }
  return names.some((n) => kustomizationFile(path.join(dir, n)) !== undefined);
}

/** The chart a file belongs to: the nearest folder above it with a Chart.yaml, or the chart whose `charts/` holds it. */
export function chartOf(file: string): string | undefined {
  const git = gitRoot(file);
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (isChartFolder(dir)) return parentChart(dir);
    if (dir === git || path.dirname(dir) === dir) return undefined;
  }
}

/** A subchart is rendered by the chart whose `charts/` folder holds it. */
function parentChart(dir: string): string {
  for (;;) {
    const up = path.dirname(path.dirname(dir));
    if (path.basename(path.dirname(dir)) !== 'charts' || !isChartFolder(up)) return dir;
    dir = up;
  }
}

/** A values file beside the chart's own values.yaml (values-prod.yaml, prod.values.yaml): one environment's values. */
export function isValuesFile(file: string, chart: string): boolean {
  const name = path.basename(file);
  return (
    path.dirname(file) === chart &&
    name !== 'values.yaml' &&
    /\.ya?ml$/.test(name) &&
    /(^|[-_.])values([-_.]|$)/.test(name)
  );
}

/** A kustomization file (kustomization.yaml, .yml, Kustomization): a change to it may change all of its render. */
export function isKustomizationFile(file: string): boolean {
  return KUSTOMIZATION_FILES.includes(path.basename(file));
}

// Which kustomization reads which file: the fields kustomize reads paths from, the folders that hold
// kustomizations and charts, and the graph of kustomizations that include others (bases, components).
import { promises as fsp, readdirSync, realpathSync } from 'node:fs'; // fs.promises: loaded when used (files.ts)
import path from 'node:path';
import { load } from 'js-yaml';
import { isObj } from '../core/object.js';
import { isInside, KUSTOMIZATION_FILES, statIfAny } from './files.js';

/** The kustomization file of a folder, when it has one. */
export function kustomizationFile(dir: string): string | undefined {
  for (const name of KUSTOMIZATION_FILES) {
    const file = path.join(dir, name);
    if (statIfAny(file)?.isFile()) return file;
  }
  return undefined;
}

/** Folders under a folder argument that are not read file by file: kustomizations and Helm charts. */
export interface SpecialFolders {
  kustomizations: string[];
  /** Chart folders (with Chart.yaml); a chart's own subcharts are part of it, not more charts. */
  charts: string[];
}

/**
 * Every kustomization and chart folder under `root`, in one pass over the tree (node_modules and .git
 * skipped; a linked folder once, and only when it stays inside the root, as files.ts reads them).
 */
export function findFolders(root: string): SpecialFolders {
  const out: SpecialFolders = { kustomizations: [], charts: [] };
  const top = tryFs(() => realpathSync.native(root));
  // Synchronous: an await per folder waited on the thread pool (docs/performance.md, Reading ten thousand files).
  if (top) scan(root, top, new Set(), false, out);
  return out;
}

function scan(dir: string, top: string, seen: Set<string>, inChart: boolean, out: SpecialFolders): void {
  const real = tryFs(() => realpathSync.native(dir));
  if (!real || seen.has(real) || !isInside(real, top)) return;
  seen.add(real);
  const entries = tryFs(() => readdirSync(dir, { withFileTypes: true })) ?? [];
  const has = (names: readonly string[]) => entries.some((e) => names.includes(e.name) && !e.isDirectory());
  if (has(KUSTOMIZATION_FILES)) out.kustomizations.push(dir);
  const chart = !inChart && has(['Chart.yaml']);
  if (chart) out.charts.push(dir);
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (e.name === 'node_modules' || e.name === '.git' || !(e.isDirectory() || e.isSymbolicLink())) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory() || statIfAny(full)?.isDirectory()) scan(full, top, seen, inChart || chart, out);
  }
}

/** A file system call's result, or undefined when it fails (the folder is then not looked into). */
function tryFs<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}

export interface Graph {
  /** Folders no other kustomization of the graph includes. */
  roots(): string[];
  /** The outermost kustomizations that include `dir` (itself when none does), nearest first. */
  including(dir: string): string[];
}

/** Which kustomization includes which (resources, bases, components), read from their files. */
export async function graphOf(dirs: readonly string[]): Promise<Graph> {
  const includedBy = new Map<string, string[]>();
  for (const dir of dirs) {
    for (const target of (await includesOf(dir)).dirs) {
      const list = includedBy.get(target) ?? [];
      list.push(dir);
      includedBy.set(target, list);
    }
  }
  return {
    roots: () => dirs.filter((d) => !includedBy.has(d)),
    including(dir) {
      // Breadth first: the nearest includer first; a cycle (kustomize refuses it) ends where it started.
      const order: string[] = [];
      const seen = new Set([dir]);
      for (let queue = [dir]; queue.length;) {
        const next: string[] = [];
        for (const d of queue) {
          const up = includedBy.get(d) ?? [];
          if (!up.length) order.push(d);
          for (const u of up) {
            if (!seen.has(u)) {
              seen.add(u);
              next.push(u);
            }
          }
        }
        queue = next;
      }
      return order.length ? order : [dir];
    },
  };
}

/** Every file a render of `dir` reads: its kustomization, what it names, and the same for included folders. */
export async function membersOf(dir: string, seen = new Set<string>()): Promise<string[]> {
  if (seen.has(dir)) return [];
  seen.add(dir);
  const { file, files, dirs } = await includesOf(dir);
  const out = file ? [file, ...files] : files;
  for (const d of dirs) out.push(...(await membersOf(d, seen)));
  return out;
}

/**
 * The local paths a kustomization names (remote URLs left out): folders under resources, bases and
 * components; files there and under patches, generators, crds, transformers, replacements.
 */
export async function includesOf(
  dir: string,
): Promise<{ file?: string; files: string[]; dirs: string[]; component: boolean }> {
  const file = kustomizationFile(dir);
  let doc: unknown;
  try {
    doc = file ? load(await fsp.readFile(file, 'utf8')) : undefined;
  } catch {
    doc = undefined; // kustomize itself reports a broken kustomization when it renders it
  }
  const files: string[] = [];
  const dirs: string[] = [];
  for (const ref of namedPaths(doc)) {
    if (/^[a-z][a-z0-9+.-]*:\/\/|^(git@|github\.com\/)|\?ref=/i.test(ref)) continue;
    const abs = path.resolve(dir, ref);
    const info = statIfAny(abs);
    if (info?.isDirectory()) dirs.push(abs);
    else if (info?.isFile()) files.push(abs);
  }
  // A Component is applied only by the kustomizations that list it: never built on its own.
  const component = isObj(doc) && doc.kind === 'Component';
  return { ...(file ? { file } : {}), files, dirs, component };
}

function namedPaths(doc: unknown): string[] {
  if (!isObj(doc)) return [];
  const field = (v: unknown, key: string): string[] =>
    Array.isArray(v) ? v.flatMap((x) => (isObj(x) && typeof x[key] === 'string' ? [x[key]] : [])) : [];
  const generated = (v: unknown): string[] => (Array.isArray(v) ? v.flatMap(generatorPaths) : []);
  return [
    ...strings(doc.resources),
    ...strings(doc.bases),
    ...strings(doc.components),
    ...strings(doc.crds),
    ...strings(doc.transformers),
    ...strings(doc.generators),
    ...strings(doc.validators),
    ...strings(doc.configurations),
    ...(isObj(doc.openapi) && typeof doc.openapi.path === 'string' ? [doc.openapi.path] : []),
    ...strings(doc.patchesStrategicMerge).filter((p) => !p.includes('\n')),
    ...field(doc.patches, 'path'),
    ...field(doc.patchesJson6902, 'path'),
    ...field(doc.replacements, 'path'),
    ...generated(doc.configMapGenerator),
    ...generated(doc.secretGenerator),
  ];
}

/** The files a configMapGenerator or secretGenerator entry reads (`files:`, with or without a key, `envs:`, `env:`). */
export function generatorPaths(g: unknown): string[] {
  if (!isObj(g)) return [];
  return [
    ...strings(g.files).map((f) => f.slice(f.indexOf('=') + 1)),
    ...strings(g.envs),
    ...(typeof g.env === 'string' ? [g.env] : []),
  ];
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

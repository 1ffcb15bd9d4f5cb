// Kustomize, wherever a chart is supported: a folder with a kustomization is rendered (kustomize build, or
// kubectl kustomize), never read file by file; a file that kustomizations include leads to rendering them,
// so a changed patch or base (pre-commit, the Action's changed-only mode) is checked as it will be applied.
import { constants, promises as fsp, readdirSync, realpathSync } from 'node:fs'; // fs.promises: loaded when used (files.ts)
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import { InputError } from '../core/errors.js';
import { isObj } from '../core/object.js';
import { printable } from '../core/printable.js';
import { BUILD_METADATA, sourceDecorator, stripBuildMetadata, type DocOrigin } from './kustomize-origin.js';
import { displayPath, isInside, KUSTOMIZATION_FILES, statIfAny, type InputText } from './files.js';

export { KUSTOMIZATION_FILES };

const MAX_OUTPUT = 256 * 1024 * 1024;
/** A kustomize (or kubectl) binary to use instead of the one on PATH. */
export const KUSTOMIZE_ENV = 'WEBHOOK_CERT_GATE_KUSTOMIZE';

export interface KustomizeRequest {
  /** PATH arguments: kustomization folders, kustomization files and the files they include are split off. */
  paths: readonly string[];
  /** `-k DIR`: rendered as named. */
  explicit?: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** ignorePaths of the configuration, on display paths: a kustomization or chart folder found there is left alone. */
  ignored?: (file: string) => boolean;
}

export interface KustomizeInputs {
  /** The paths left to read as manifests. */
  manifests: string[];
  /** Chart folders found under the folder arguments (not ignored): checked through the Helm front end. */
  charts: string[];
  /** One rendered stream per kustomization, its own scope. */
  sources: RenderedKustomization[];
  /** One line per kustomization that could not be rendered; the rest is still checked. */
  errors: string[];
}

export interface RenderedKustomization extends InputText {
  /** Files the render was built from (display paths): a change to any of them changes the render. */
  members: string[];
}

/** Splits the paths, and renders every kustomization they name or lead to, nearest first. */
export async function kustomizeInputs(req: KustomizeRequest): Promise<KustomizeInputs> {
  const manifests: string[] = [];
  const dirs: { dir: string; flag: boolean }[] = (req.explicit ?? []).map((d) => ({
    dir: path.resolve(req.cwd, d),
    flag: true,
  }));
  const charts: string[] = [];
  // `vendor/**` or `vendor` in ignorePaths leaves vendor's kustomizations and charts alone, as it does its files.
  const ignored = (dir: string, file: string) =>
    Boolean(req.ignored?.(displayPath(dir, req.cwd)) || req.ignored?.(displayPath(path.join(dir, file), req.cwd)));
  let repo: Graph | undefined;
  for (const p of req.paths) {
    const abs = p === '-' ? undefined : path.resolve(req.cwd, p);
    const info = abs && statIfAny(abs);
    if (!abs || !info) {
      manifests.push(p);
    } else if (info.isDirectory()) {
      if (kustomizationFile(abs)) dirs.push({ dir: abs, flag: false });
      else {
        manifests.push(p);
        const found = findFolders(abs);
        charts.push(...found.charts.filter((dir) => !ignored(dir, 'Chart.yaml')));
        const inside = await graphOf(found.kustomizations);
        const kept = inside.roots().filter((dir) => !ignored(dir, KUSTOMIZATION_FILES[0]!));
        dirs.push(...kept.map((dir) => ({ dir, flag: false })));
      }
    } else {
      const nearest = nearestKustomization(abs, req.cwd);
      if (!nearest) manifests.push(p);
      else {
        repo ??= await graphOf(findFolders(isInside(abs, req.cwd) ? req.cwd : nearest).kustomizations);
        dirs.push(...repo.including(nearest).map((dir) => ({ dir, flag: false })));
      }
    }
  }
  const out: KustomizeInputs = { manifests, charts, sources: [], errors: [] };
  const seen = new Set<string>();
  for (const { dir, flag } of dirs) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    try {
      out.sources.push(await renderKustomization(dir, req, flag));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.errors.push(printable(e.message));
    }
  }
  return out;
}

/**
 * What an engine adds to a folder it renders (an application's kustomize options): kustomization fields over
 * the folder's own, and, for a folder without a kustomization, the resources the engine lists in the one it writes.
 */
export interface KustomizeOverlay {
  fields?: Record<string, unknown>;
  /** Absolute files and folders; they lie outside the temporary kustomization, so kustomize's load restriction is lifted. */
  resources?: string[];
}

export async function renderKustomization(
  dir: string,
  req: KustomizeRequest,
  flag: boolean,
  overlay?: KustomizeOverlay,
): Promise<RenderedKustomization> {
  const label = displayPath(dir, req.cwd) || '.';
  const shown = flag ? `--kustomize ${label}` : label;
  const tool = await findKustomize(req.env);
  if (!tool) {
    throw new InputError(
      `${shown}: a kustomization, and neither kustomize nor kubectl is on PATH to render it; install one (or set ${KUSTOMIZE_ENV}), or pipe: kustomize build ${label} | webhook-cert-gate check -`,
    );
  }
  const { text, origins } = await renderWithOrigins(tool, dir, req, shown, overlay);
  const members = overlay?.resources ?? (await membersOf(dir));
  // Kustomization files configure the render; the footer counts the manifests it read.
  const files = members.filter((f) => !KUSTOMIZATION_FILES.includes(path.basename(f))).length;
  return {
    file: `<kustomize ${label}>`,
    text,
    decorate: sourceDecorator({ origins, kustomization: kustomizationFile(dir) ?? dir, label, cwd: req.cwd }),
    scope: label,
    members: members.map((f) => displayPath(f, req.cwd)),
    files,
  };
}

type Tool = { bin: string; args: string[]; name: string };

/**
 * The render and where each object came from: a wrapper kustomization in a temporary folder builds `dir`
 * with buildMetadata (the user's kustomization is never changed). When the wrapper fails (a kustomize too
 * old for buildMetadata, a Component), `dir` is rendered as named, so the error is kustomize's own.
 */
async function renderWithOrigins(
  tool: Tool,
  dir: string,
  req: KustomizeRequest,
  shown: string,
  overlay?: KustomizeOverlay,
): Promise<{ text: string; origins: (DocOrigin | undefined)[] }> {
  const { mkdtemp, rm, writeFile } = fsp;
  const wrapper = await mkdtemp(path.join(tmpdir(), 'wcg-kustomize-'));
  try {
    const resources = (overlay?.resources ?? [dir]).map((r) => path.relative(wrapper, r));
    const kustomization = { ...overlay?.fields, resources, buildMetadata: BUILD_METADATA };
    await writeFile(path.join(wrapper, 'kustomization.yaml'), JSON.stringify(kustomization));
    const unrestricted = overlay?.resources ? ['--load-restrictor', 'LoadRestrictionsNone'] : [];
    return stripBuildMetadata(await run(tool, wrapper, req, shown, unrestricted), wrapper);
  } catch (e) {
    // An engine's overlay is part of the render: without it the render would not be the engine's.
    if (!(e instanceof InputError) || overlay) throw e;
    return { text: await run(tool, dir, req, shown), origins: [] };
  } finally {
    await rm(wrapper, { recursive: true, force: true });
  }
}

async function run(
  tool: Tool,
  dir: string,
  req: KustomizeRequest,
  shown: string,
  flags: string[] = [],
): Promise<string> {
  // child_process (and the net and stream modules it loads) costs a plain `check` several ms: loaded only to render.
  const { execFile } = await import('node:child_process');
  return new Promise<string>((resolve, reject) => {
    execFile(
      tool.bin,
      [...tool.args, ...flags, dir],
      { cwd: req.cwd, env: req.env, maxBuffer: MAX_OUTPUT, encoding: 'utf8' },
      (err, stdout, stderr) => {
        if (!err) {
          resolve(stdout);
          return;
        }
        const why = stderr.trim().split('\n').pop() || err.message.split('\n')[0];
        reject(new InputError(`${shown}: ${tool.name} failed: ${why}`));
      },
    );
  });
}

/** $WEBHOOK_CERT_GATE_KUSTOMIZE (kustomize or kubectl), else kustomize on PATH, else kubectl on PATH. */
async function findKustomize(env: NodeJS.ProcessEnv): Promise<Tool | undefined> {
  const named = env[KUSTOMIZE_ENV];
  const asTool = (bin: string) =>
    path.basename(bin).startsWith('kubectl')
      ? { bin, args: ['kustomize'], name: 'kubectl kustomize' }
      : { bin, args: ['build'], name: 'kustomize build' };
  if (named) return asTool(named);
  const found = (await findOnPath('kustomize', env.PATH ?? '')) ?? (await findOnPath('kubectl', env.PATH ?? ''));
  return found ? asTool(found) : undefined;
}

/** The kustomization file of a folder, when it has one. */
export function kustomizationFile(dir: string): string | undefined {
  for (const name of KUSTOMIZATION_FILES) {
    const file = path.join(dir, name);
    if (statIfAny(file)?.isFile()) return file;
  }
  return undefined;
}

/** The nearest folder holding a kustomization that a file lies in (looking up no further than cwd). */
function nearestKustomization(file: string, cwd: string): string | undefined {
  const stop = isInside(file, cwd) ? cwd : path.dirname(file);
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (kustomizationFile(dir)) return dir;
    if (dir === stop || path.dirname(dir) === dir) return undefined;
  }
}

/** Folders under a folder argument that are not read file by file: kustomizations and Helm charts. */
interface SpecialFolders {
  kustomizations: string[];
  /** Chart folders (with Chart.yaml); a chart's own subcharts are part of it, not more charts. */
  charts: string[];
}

/**
 * Every kustomization and chart folder under `root`, in one pass over the tree (node_modules and .git
 * skipped; a linked folder once, and only when it stays inside the root, as files.ts reads them).
 */
function findFolders(root: string): SpecialFolders {
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

interface Graph {
  /** Folders no other kustomization of the graph includes. */
  roots(): string[];
  /** The outermost kustomizations that include `dir` (itself when none does), nearest first. */
  including(dir: string): string[];
}

/** Which kustomization includes which (resources, bases, components), read from their files. */
async function graphOf(dirs: readonly string[]): Promise<Graph> {
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
async function membersOf(dir: string, seen = new Set<string>()): Promise<string[]> {
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
async function includesOf(dir: string): Promise<{ file?: string; files: string[]; dirs: string[] }> {
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
  return { ...(file ? { file } : {}), files, dirs };
}

function namedPaths(doc: unknown): string[] {
  if (!isObj(doc)) return [];
  const strings = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  const field = (v: unknown, key: string): string[] =>
    Array.isArray(v) ? v.flatMap((x) => (isObj(x) && typeof x[key] === 'string' ? [x[key]] : [])) : [];
  const generated = (v: unknown): string[] =>
    Array.isArray(v)
      ? v.flatMap((g) =>
          isObj(g)
            ? [
                ...strings(g.files).map((f) => f.slice(f.indexOf('=') + 1)),
                ...strings(g.envs),
                ...(typeof g.env === 'string' ? [g.env] : []),
              ]
            : [],
        )
      : [];
  return [
    ...strings(doc.resources),
    ...strings(doc.bases),
    ...strings(doc.components),
    ...strings(doc.crds),
    ...strings(doc.transformers),
    ...strings(doc.generators),
    ...strings(doc.validators),
    ...strings(doc.patchesStrategicMerge).filter((p) => !p.includes('\n')),
    ...field(doc.patches, 'path'),
    ...field(doc.patchesJson6902, 'path'),
    ...field(doc.replacements, 'path'),
    ...generated(doc.configMapGenerator),
    ...generated(doc.secretGenerator),
  ];
}

/** The first executable `name` in a PATH string (what a shell would run). */
export async function findOnPath(name: string, pathValue: string): Promise<string | undefined> {
  for (const dir of pathValue.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      await fsp.access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

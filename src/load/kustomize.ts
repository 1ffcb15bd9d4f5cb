// Kustomize, wherever a chart is supported: a folder with a kustomization is rendered (kustomize build, or
// kubectl kustomize), never read file by file; a file that kustomizations include leads to rendering them,
// so a changed patch or base (pre-commit, the Action's changed-only mode) is checked as it will be applied.
import { constants, promises as fsp } from 'node:fs'; // fs.promises: loaded when used (files.ts)
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { printable } from '../core/printable.js';
import { isKustomizationFile, rendersFeeding, type FedChart, type Feeds, type RenderInfo } from './feeds.js';
import { BUILD_METADATA, sourceDecorator, stripBuildMetadata, type DocOrigin } from './kustomize-origin.js';
import { findFolders, graphOf, kustomizationFile, membersOf } from './kustomize-graph.js';
import { displayPath, KUSTOMIZATION_FILES, statIfAny, type InputText } from './files.js';

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
  /** What the file paths feed, when the caller has found it already (gather.ts, for the applications). */
  fed?: Feeds;
}

export interface KustomizeInputs {
  /** The paths left to read as manifests. */
  manifests: string[];
  /** Chart folders found under the folder arguments (not ignored), and charts a given file is part of. */
  charts: FedChart[];
  /** One rendered stream per kustomization, its own scope. */
  sources: RenderedKustomization[];
  /** One line per kustomization that could not be rendered; the rest is still checked. */
  errors: string[];
  /** Each render, as the changed-files filter sees it. */
  renders: RenderInfo[];
}

export type RenderedKustomization = InputText & { scope: string };

/**
 * Splits the paths, and renders every kustomization they name or lead to: a folder's outermost
 * kustomizations, and for a file the outermost kustomizations that include it (feeds.ts).
 */
export async function kustomizeInputs(req: KustomizeRequest): Promise<KustomizeInputs> {
  const manifests: string[] = [];
  const dirs: { dir: string; flag: boolean; fedBy: string[] }[] = (req.explicit ?? []).map((d) => ({
    dir: path.resolve(req.cwd, d),
    flag: true,
    fedBy: [],
  }));
  const charts: FedChart[] = [];
  // `vendor/**` or `vendor` in ignorePaths leaves vendor's kustomizations and charts alone, as it does its files.
  const ignored = (dir: string, file: string) =>
    Boolean(req.ignored?.(displayPath(dir, req.cwd)) || req.ignored?.(displayPath(path.join(dir, file), req.cwd)));
  const files = new Map<string, string>(); // absolute path -> the argument as given
  for (const p of req.paths) {
    const abs = p === '-' ? undefined : path.resolve(req.cwd, p);
    const info = abs && statIfAny(abs);
    if (!abs || !info) {
      manifests.push(p);
    } else if (info.isDirectory()) {
      if (kustomizationFile(abs)) dirs.push({ dir: abs, flag: false, fedBy: [] });
      else {
        manifests.push(p);
        const found = findFolders(abs);
        charts.push(...found.charts.filter((dir) => !ignored(dir, 'Chart.yaml')).map((dir) => ({ dir, files: [] })));
        const inside = await graphOf(found.kustomizations);
        const kept = inside.roots().filter((dir) => !ignored(dir, KUSTOMIZATION_FILES[0]!));
        dirs.push(...kept.map((dir) => ({ dir, flag: false, fedBy: [] })));
      }
    } else {
      files.set(abs, p);
    }
  }
  const fed = req.fed ?? (await rendersFeeding([...files.keys()]));
  manifests.push(...fed.plain.map((f) => files.get(f)!));
  charts.push(...fed.charts);
  for (const [dir, given] of fed.kustomizations)
    if (!ignored(dir, KUSTOMIZATION_FILES[0]!)) dirs.push({ dir, flag: false, fedBy: given });
  const out: KustomizeInputs = { manifests, charts, sources: [], errors: [], renders: [] };
  const seen = new Set<string>();
  for (const { dir, flag, fedBy } of dirs) {
    // Named as a folder and led to by a file too: rendered once, as named (the fed ones come last).
    if (seen.has(dir)) continue;
    seen.add(dir);
    try {
      const { source, reads } = await renderKustomization(dir, req, flag);
      out.sources.push(source);
      out.renders.push({
        scope: source.scope,
        reads: (file) => reads.has(file),
        decides: isKustomizationFile,
        fedBy,
      });
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
): Promise<{ source: RenderedKustomization; reads: Set<string> }> {
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
  const source = {
    file: `<kustomize ${label}>`,
    text,
    decorate: sourceDecorator({ origins, kustomization: kustomizationFile(dir) ?? dir, label, cwd: req.cwd }),
    scope: label,
    files,
  };
  return { source, reads: new Set(members) };
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

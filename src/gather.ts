// What a check reads, for the CLI and the Action alike: manifests as paths, kustomizations and charts rendered,
// and the applications (Argo CD, Flux) among the inputs rendered as their engines would.
import type { CheckOptions } from './check.js';
import { globMatcher, type Config } from './load/config.js';
import path from 'node:path';
import { DEFAULT_MAX_FILE_BYTES, isInside, statIfAny } from './load/files.js';
import { rendersFeeding, treeRoot, type Feeds, type RenderInfo } from './load/feeds.js';
import { Applications } from './load/gitops/index.js';
import { splitChartPaths } from './load/helm/chart.js';
import type { UnreadValue } from './load/helm/unread.js';
import { kustomizeInputs } from './load/kustomize.js';
import { loadProfiles } from './load/profiles.js';
import type { HelmMode } from './report/render.js';

export interface GatherContext {
  opts: {
    values?: string[];
    set?: string[];
    'set-string'?: string[];
    chart?: string;
    kustomize?: string[];
    helm?: string;
    'kube-version'?: string;
    quiet?: boolean;
  };
  config: Config;
  cwd: string;
  env: NodeJS.ProcessEnv;
  namespace: string;
  /** Says a line to the user (the CLI's stderr unless --quiet, the Action's log). */
  note: (line: string) => void;
  /** What to say when values come without their chart, in the caller's words. */
  missingChart?: string;
}

export type Gathered = Pick<
  CheckOptions,
  'paths' | 'sources' | 'extraResources' | 'profiles' | 'applications' | 'exclude' | 'prefetched'
> & {
  helm?: { mode?: HelmMode; files: number; unread: UnreadValue[] };
  errors: string[];
  /** Every render read, for the filter of what concerns given files. */
  renders: RenderInfo[];
};

/**
 * Manifest paths stay paths; kustomization folders (and the files they include) and --kustomize become
 * rendered text; chart folders and Helm flags go through the Helm front end (rendered by helm, or the values
 * model). Without charts or Helm flags the Helm front end is not loaded.
 */
export async function gatherInputs(paths: readonly string[], ctx: GatherContext): Promise<Gathered> {
  const { opts, config, cwd, env } = ctx;
  const ignored = globMatcher(config.ignorePaths ?? []);
  const { fed, ...search } = await applicationSearch(paths, cwd);
  const found = await Applications.find({ ...ctx, ignored, ...appOptions(ctx), ...search });
  const apps = found.apps;
  const notUsed = (file: string) => ignored(file) || Boolean(apps?.uses(file));
  const k = await kustomizeInputs({ paths, explicit: opts.kustomize, cwd, env, ignored: notUsed, fed });
  await apps?.alsoIn(k.sources);
  if (apps) {
    // A kustomization an application found in a render deploys is checked as that application.
    k.sources = k.sources.filter((s) => !apps.uses(s.scope));
    k.renders = k.renders.filter((r) => !apps.uses(r.scope));
  }
  const helmFlags = Boolean(opts.values?.length || opts.set?.length || opts['set-string']?.length || opts.chart);
  const split = await splitChartPaths(k.manifests, cwd, k.charts);
  if (!split.charts.length && !helmFlags)
    return withApplications(
      { paths: split.manifests, sources: k.sources, errors: k.errors, renders: k.renders },
      found,
      ctx,
    );
  const { helmInputs } = await import('./load/helm/front.js');
  const profiles = await loadProfiles(config.owners);
  const sets = [
    ...(opts.set ?? []).map((text) => ({ text, asString: false })),
    ...(opts['set-string'] ?? []).map((text) => ({ text, asString: true })),
  ];
  const helm = await helmInputs({
    inputs: split,
    valuesFiles: opts.values ?? [],
    sets,
    chart: opts.chart,
    config,
    profiles,
    cwd,
    namespace: ctx.namespace,
    helm: opts.helm,
    kubeVersion: opts['kube-version'],
    env,
    missingChart:
      ctx.missingChart ??
      '--values/--set need the chart: give the chart folder as a PATH, or --chart NAME (a chart a profile names under match.charts)',
  });
  for (const note of helm.notes) ctx.note(`webhook-cert-gate: ${note}`);
  const gathered = {
    paths: helm.manifests,
    sources: [...k.sources, ...helm.sources],
    extraResources: helm.resources,
    profiles,
    helm,
    errors: k.errors,
    renders: [...k.renders, ...helm.renders],
  };
  return withApplications(gathered, found, ctx);
}

/**
 * Where applications are looked for: among the paths; with files only (check FILE..., changed files), in the
 * whole repository around them (git's top level, else the kustomize tree), keeping the applications they feed,
 * so the verdict on a file does not depend on the folder the check runs in. What the files feed is found once,
 * here, and handed on to the kustomize inputs.
 */
async function applicationSearch(
  paths: readonly string[],
  cwd: string,
): Promise<{ paths: readonly string[]; feeds?: (uses: readonly string[]) => boolean; fed?: Feeds }> {
  const files = paths.map((p) => (p === '-' ? undefined : path.resolve(cwd, p)));
  if (!files.length || files.some((f) => !f || !statIfAny(f)?.isFile())) return { paths };
  const given = [...new Set(files as string[])]; // as kustomizeInputs keys them
  // Outside git and kustomize trees a file is its own input: no folder around it (the temporary folder, the home
  // folder) is searched.
  const bound = treeRoot(given[0]!);
  if (!bound) return { paths };
  const fed = await rendersFeeding(given);
  const roots = new Set(fed.kustomizations.keys());
  return {
    paths: [bound],
    feeds: (uses) => uses.some((u) => roots.has(u) || given.some((f) => f === u || isInside(f, u))),
    fed,
  };
}

function appOptions(ctx: GatherContext) {
  return {
    maxFileBytes: ctx.config.maxFileSize ?? DEFAULT_MAX_FILE_BYTES,
    helm: ctx.opts.helm,
    kubeVersion: ctx.opts['kube-version'],
  };
}

/** The applications' renders joined to the rest; the files they render from are not read again alone. */
function withApplications(
  g: Gathered,
  { apps, prefetched }: Awaited<ReturnType<typeof Applications.find>>,
  ctx: GatherContext,
): Gathered {
  if (!apps) return { ...g, prefetched };
  for (const note of apps.notes) ctx.note(`webhook-cert-gate: ${note}`);
  const helm = apps.helm && {
    mode: g.helm?.mode ?? apps.helm.mode,
    files: (g.helm?.files ?? 0) + apps.helm.files,
    unread: [...(g.helm?.unread ?? []), ...apps.helm.unread],
  };
  return {
    ...g,
    sources: [...(g.sources ?? []), ...apps.sources],
    extraResources: [...(g.extraResources ?? []), ...apps.resources],
    errors: [...g.errors, ...apps.errors],
    renders: [...g.renders, ...apps.renders],
    prefetched,
    applications: apps.evidence(),
    exclude: (file) => apps.uses(file),
    ...(helm ? { helm } : {}),
  };
}

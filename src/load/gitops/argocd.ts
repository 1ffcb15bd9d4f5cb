// An Argo CD Application read as Argo CD's repo-server renders it (argoproj/argo-cd v3.5.1,
// reposerver/repository/repository.go; docs/checking.md#applications names each function followed):
// - the sources: spec.sources when it has any, else spec.source (ApplicationSpec.GetSources); in a multi-source
//   application a source with neither path nor chart renders nothing (GenerateManifest), and one with `ref`
//   lends its files to `$ref/...` value files (getResolvedValueFiles, getResolvedRefValueFile);
// - the type: helm, kustomize, directory or plugin when the source says so (ApplicationSource.ExplicitType),
//   else a kustomization in the folder, else a Chart.yaml, else plain manifests (discovery.Discover, AppType),
//   after .argocd-source.yaml and .argocd-source-<app>.yaml are merged over the source (mergeSourceParameters);
// - Helm: `helm template <path> --name-template <releaseName or app name> --namespace <helm.namespace or the
//   destination>`, the value files (relative to the path, absolute ones to the repository root, globs expanded,
//   missing ones dropped with ignoreMissingValueFiles), then values/valuesObject as one more file, then each
//   parameter as --set or --set-string (helmTemplate, util/helm/cmd.go Cmd.template, cleanSetParameters),
//   every string through Env.Envsubst with the ARGOCD_APP_* variables (newEnv);
// - kustomize: the folder with the application's kustomize options added to its kustomization (util/kustomize
//   kustomize.Build; here applied by an overlay kustomization, see KustomizePlan);
// - directory: the .yaml, .yml and .json files of the folder (recursively with directory.recurse), matched by
//   directory.include and directory.exclude, minus files holding +argocd:skip-file-rendering (findManifests,
//   getPotentiallyValidManifestFile).
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { arr, get, isObj, str, type Obj, type PathSegment } from '../../core/object.js';
import { scalarText } from '../../core/scalar.js';
import type { Resource } from '../../core/resource.js';
import { isInside, statIfAny } from '../files.js';
import { kustomizationFile } from '../kustomize-graph.js';
import { locate, positionOf } from '../position.js';
import { isLocated } from '../helm/origin.js';
import { valuesLayer, type SetFlag, type ValuesLayer, type Written } from '../helm/values.js';
import { normalizeRepoUrl, type Checkout } from './git.js';
import { globMatch } from './glob.js';
import type { AppPlan, HelmPlan, KustomizePlan, Skipped, SourcePlan } from './types.js';

export interface PlanContext {
  checkout: Checkout | undefined;
  cwd: string;
  /** Namespace of objects that set none (check -n). */
  namespace: string;
  /** The commit checked out (ARGOCD_APP_REVISION), '' when unknown. */
  revision: string;
}

type Placed = { plan: SourcePlan; uses: string[] } | Skipped;

/** The Application as Argo CD renders it from this checkout. */
export function argoApplication(r: Resource, ctx: PlanContext): AppPlan {
  const spec = isObj(r.body.spec) ? r.body.spec : {};
  const destination = str(get(spec, 'destination', 'namespace')) || ctx.namespace;
  const app: AppPlan = {
    id: `argocd/Application/${r.namespace}/${r.name}`,
    resource: r,
    namespace: destination,
    sources: [],
    skipped: [],
    uses: [],
    deploys: true,
  };
  if (spec.sourceHydrator !== undefined) {
    app.skipped.push({ why: 'it renders through the source hydrator, which the gate does not run', path: ['spec'] });
    return app;
  }
  const multi = arr(spec.sources).length > 0;
  const sources = multi
    ? arr(spec.sources).map((s, i) => ({ source: s, at: ['spec', 'sources', i] }))
    : [{ source: spec.source, at: ['spec', 'source'] }];
  const refs = new Map<string, Obj>();
  for (const { source } of sources) if (isObj(source) && str(source.ref)) refs.set(`$${str(source.ref)}`, source);
  for (const { source, at } of sources) {
    if (!isObj(source)) continue;
    // A source with neither path nor chart renders nothing when there are several (a `ref` source lends files).
    if (multi && !str(source.path) && !str(source.chart)) continue;
    const placed = placeSource(source, at, { app, multi, refs, ctx, destination });
    if ('why' in placed) app.skipped.push(placed);
    else {
      app.sources.push(placed.plan);
      app.uses.push(...placed.uses);
    }
  }
  return app;
}

interface SourceContext {
  app: AppPlan;
  multi: boolean;
  refs: Map<string, Obj>;
  ctx: PlanContext;
  destination: string;
}

function placeSource(raw: Obj, at: PathSegment[], s: SourceContext): Placed {
  const repoURL = str(raw.repoURL) ?? '';
  if (str(raw.chart)) {
    return {
      why: `its chart ${str(raw.chart)}${str(raw.targetRevision) ? ` ${str(raw.targetRevision)}` : ''} comes from the Helm repository ${repoURL}`,
      path: [...at, 'chart'],
    };
  }
  const root = localRoot(repoURL, s.ctx.checkout);
  if (!root) return elsewhere(repoURL, [...at, 'repoURL'], s.ctx.checkout);
  const dir = path.resolve(root, str(raw.path) ?? '.');
  if (!isInside(dir, root) || !statIfAny(dir)?.isDirectory())
    return { why: `its path ${str(raw.path) ?? '.'} is not a folder of this checkout`, path: [...at, 'path'] };
  const source = mergeSourceFiles(raw, dir, s.app.resource.name);
  const type = sourceType(source, dir);
  const env = argoEnv(s, source, repoURL);
  switch (type) {
    case 'helm':
      return helmSource(source, dir, root, at, s, env);
    case 'kustomize':
      return { plan: kustomizeSource(source, dir), uses: [dir] };
    case 'directory': {
      const files = directoryFiles(dir, root, isObj(source.directory) ? source.directory : {});
      if ('why' in files) return { ...files, path: [...at, 'directory'] };
      return { plan: { type: 'directory', files }, uses: files };
    }
    default:
      return { why: `it renders through the config management plugin ${type}`, path: [...at, 'plugin'] };
  }
}

/** The checkout's root when `url` names one of its remotes. */
export function localRoot(url: string, checkout: Checkout | undefined): string | undefined {
  return checkout?.remotes.has(normalizeRepoUrl(url)) ? checkout.root : undefined;
}

export function elsewhere(url: string, at: PathSegment[], checkout: Checkout | undefined): Skipped {
  const here = !checkout
    ? 'the gate runs outside a git checkout'
    : checkout.urls.length
      ? `this checkout's remotes are ${checkout.urls.join(', ')}`
      : 'this checkout has no remote';
  return { why: `its source ${url || '(no repoURL)'} is not this repository (${here})`, path: at };
}

/** .argocd-source.yaml, then .argocd-source-<app>.yaml, merged over the source (JSON merge patch), path and repo kept. */
function mergeSourceFiles(source: Obj, dir: string, appName: string): Obj {
  let merged: Obj = source;
  for (const name of ['.argocd-source.yaml', `.argocd-source-${appName}.yaml`]) {
    const file = path.join(dir, name);
    if (!statIfAny(file)?.isFile()) continue;
    let patch: unknown;
    try {
      patch = load(readFileSync(file, 'utf8'));
    } catch {
      continue; // Argo CD fails the render; the application is then checked without the override
    }
    if (isObj(patch)) merged = mergePatch(merged, patch) as Obj;
  }
  return { ...merged, repoURL: source.repoURL, path: source.path, chart: source.chart };
}

/** RFC 7386 JSON merge patch. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObj(patch)) return patch;
  const out: Obj = {};
  for (const [k, v] of Object.entries(isObj(target) ? target : {})) if (!(k in patch)) out[k] = v;
  for (const [k, v] of Object.entries(patch))
    if (v !== null) out[k] = mergePatch(isObj(target) ? target[k] : undefined, v);
  return out;
}

function sourceType(source: Obj, dir: string): string {
  const explicit = (['kustomize', 'helm', 'directory', 'plugin'] as const).filter((k) => isObj(source[k]));
  if (explicit.length === 1) {
    const t = explicit[0]!;
    return t === 'plugin' ? (str(get(source, 'plugin', 'name')) ?? '(discovered by its sidecar)') : t;
  }
  if (kustomizationFile(dir)) return 'kustomize';
  if (statIfAny(path.join(dir, 'Chart.yaml'))?.isFile()) return 'helm';
  return 'directory';
}

/** Env.Envsubst over the ARGOCD_APP_* variables (repository.go newEnv): Go's os.Expand, `$$` for a dollar. */
type Envsubst = (s: string) => string;

function argoEnv(s: SourceContext, source: Obj, repoURL: string): Envsubst {
  const rev = s.ctx.revision;
  const vars: Record<string, string> = {
    ARGOCD_APP_NAME: s.app.resource.name,
    ARGOCD_APP_NAMESPACE: s.destination,
    ARGOCD_APP_PROJECT_NAME: str(get(s.app.resource.body, 'spec', 'project')) ?? '',
    ARGOCD_APP_REVISION: rev,
    ARGOCD_APP_REVISION_SHORT: rev.slice(0, 7),
    ARGOCD_APP_REVISION_SHORT_8: rev.slice(0, 8),
    ARGOCD_APP_SOURCE_REPO_URL: repoURL,
    ARGOCD_APP_SOURCE_PATH: str(source.path) ?? '',
    ARGOCD_APP_SOURCE_TARGET_REVISION: str(source.targetRevision) ?? '',
  };
  return (text) => osExpand(text, (name) => (name === '$' ? '$' : (vars[name] ?? '')));
}

/** Go's os.Expand. */
export function osExpand(s: string, mapping: (name: string) => string): string {
  let out = '';
  let i = 0;
  for (let j = 0; j < s.length; j++) {
    if (s[j] !== '$' || j + 1 >= s.length) continue;
    out += s.slice(i, j);
    const { name, width } = shellName(s.slice(j + 1));
    if (name === '' && width === 0) out += '$';
    else if (name !== '') out += mapping(name);
    j += width;
    i = j + 1;
  }
  return i === 0 ? s : out + s.slice(i);
}

function shellName(s: string): { name: string; width: number } {
  const special = (c: string | undefined) => c !== undefined && /[*#$@!?\-0-9]/.test(c);
  if (s[0] === '{') {
    if (s.length > 2 && special(s[1]) && s[2] === '}') return { name: s[1]!, width: 3 };
    const end = s.indexOf('}');
    if (end === 1) return { name: '', width: 2 };
    return end < 0 ? { name: '', width: 1 } : { name: s.slice(1, end), width: end + 1 };
  }
  if (special(s[0])) return { name: s[0]!, width: 1 };
  const m = /^[A-Za-z0-9_]*/.exec(s)![0];
  return { name: m, width: m.length };
}

function helmSource(
  source: Obj,
  dir: string,
  root: string,
  at: PathSegment[],
  s: SourceContext,
  env: Envsubst,
): Placed {
  const helm = isObj(source.helm) ? source.helm : {};
  const files = valueFiles(helm, dir, root, [...at, 'helm', 'valueFiles'], s, env);
  if ('why' in files) return files;
  if (arr(helm.fileParameters).length)
    return {
      why: 'it sets values from files (helm.fileParameters), which the gate does not read',
      path: [...at, 'helm'],
    };
  const inline = inlineValues(helm, s.app.resource, [...at, 'helm']);
  if (inline && 'why' in inline) return inline;
  const plan: HelmPlan = {
    type: 'helm',
    dir,
    valueFiles: files,
    inline: inline ? [inline] : [],
    sets: parameters(helm, env, s.app.resource, [...at, 'helm', 'parameters']),
    releaseName: str(helm.releaseName) || s.app.resource.name,
    namespace: str(helm.namespace) || s.destination,
    includeCrds: helm.skipCrds !== true,
  };
  return { plan, uses: [dir, ...files] };
}

/** Resolved value files, in helm's order (getResolvedValueFiles). */
function valueFiles(
  helm: Obj,
  dir: string,
  root: string,
  at: PathSegment[],
  s: SourceContext,
  env: Envsubst,
): string[] | Skipped {
  const out: string[] = [];
  const raw = arr(helm.valueFiles).filter((f): f is string => typeof f === 'string');
  const resolved: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const file = raw[i]!;
    const ref = file.startsWith('$') ? s.refs.get(file.split('/')[0]!) : undefined;
    let abs: string;
    if (ref) {
      const refRoot = localRoot(str(ref.repoURL) ?? '', s.ctx.checkout);
      if (!refRoot) return elsewhere(str(ref.repoURL) ?? '', [...at, i], s.ctx.checkout);
      abs = path.join(refRoot, env(file.split('/').slice(1).join('/')));
    } else {
      const expanded = env(file);
      if (/^[a-z][a-z0-9+.-]*:/i.test(expanded))
        return { why: `its value file ${file} is fetched from a URL`, path: [...at, i] };
      abs = path.isAbsolute(expanded) ? path.join(root, expanded) : path.resolve(dir, expanded);
    }
    if (!isInside(abs, root)) return { why: `its value file ${file} lies outside the repository`, path: [...at, i] };
    resolved.push(abs);
  }
  const explicit = new Set(resolved.filter((f) => !/[*?[{]/.test(f)));
  const add = (f: string) => {
    if (!out.includes(f)) out.push(f);
  };
  for (let i = 0; i < resolved.length; i++) {
    const abs = resolved[i]!;
    if (/[*?[{]/.test(abs)) {
      const matches = globFiles(abs, root);
      if (!matches.length && helm.ignoreMissingValueFiles !== true)
        return {
          why: `its value file pattern ${raw[i]!} matches no file, so Argo CD fails to render it`,
          path: [...at, i],
        };
      for (const m of matches) if (!explicit.has(m)) add(m);
    } else if (statIfAny(abs)?.isFile()) add(abs);
    else if (helm.ignoreMissingValueFiles !== true)
      return { why: `its value file ${raw[i]!} does not exist, so Argo CD fails to render it`, path: [...at, i] };
  }
  return out;
}

/** Files under `root` matching an absolute doublestar pattern, in lexical order (doublestar.FilepathGlob). */
function globFiles(pattern: string, root: string): string[] {
  const rel = path.relative(root, pattern).split(path.sep).join('/');
  const fixed = rel.split('/').findIndex((seg) => /[*?[{]/.test(seg));
  const base = path.join(root, ...rel.split('/').slice(0, Math.max(fixed, 0)));
  return walkFiles(base, root, true)
    .filter((f) => globMatch(rel, path.relative(root, f).split(path.sep).join('/'), 'double'))
    .sort();
}

/** helm.valuesObject, else helm.values (ValuesYAML): one more values file, its findings pointing into the Application. */
function inlineValues(helm: Obj, app: Resource, at: PathSegment[]): ValuesLayer | Skipped | undefined {
  if (isObj(helm.valuesObject)) return inlineLayer(app, helm.valuesObject, [...at, 'valuesObject']);
  const text = str(helm.values);
  if (!text?.trim()) return undefined;
  try {
    const whole = valuesLayer(app.doc.file, text, 'file');
    return blockLayer(app, [...at, 'values'], text) ?? { ...whole, place: placeIn(app, [...at, 'values'], false) };
  } catch {
    return { why: 'its helm.values do not parse as YAML', path: [...at, 'values'] };
  }
}

/** Values written as a map inside an object (valuesObject, a Flux release's spec.values): each key at its own line. */
export function inlineLayer(r: Resource, values: Obj, at: PathSegment[]): ValuesLayer {
  return { kind: 'file', values, file: r.doc.file, place: placeIn(r, at, true) };
}

/** Where a node under `at` of an object is written (through the render's source map when it was rendered). */
export function placeIn(r: Resource, at: PathSegment[], descend: boolean): (key: readonly PathSegment[]) => Written {
  return (key) => {
    const p = positionOf(r, descend ? [...at, ...key] : at);
    return { file: p.file, line: p.line, column: p.column };
  };
}

/**
 * A literal block (`values: |`) of an object read from a file: its lines as they stand there, so a finding names
 * the line and column of the value inside the block. Undefined when the block is not a plain literal one.
 */
function blockLayer(app: Resource, at: PathSegment[], text: string): ValuesLayer | undefined {
  if (isLocated(app)) return undefined;
  const { line } = locate(app.doc, [...app.base, ...at]);
  const lines = app.doc.text.split('\n');
  const first = line - app.doc.startLine + 1;
  const count = text.replace(/\n$/, '').split('\n').length;
  const body = lines.slice(first, first + count);
  if (!/^\s*\|[-+]?\s*$/.test((lines[first - 1] ?? '').replace(/^.*?:\s*/, '')) || body.length !== count)
    return undefined;
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  if (body.map((l) => l.slice(indent)).join('\n') !== text.replace(/\n$/, '')) return undefined;
  const slice = body.join('\n');
  const layer = valuesLayer(app.doc.file, slice, 'file');
  const offset = lines.slice(0, first).reduce((n, l) => n + l.length + 1, app.doc.startOffset);
  return {
    ...layer,
    doc: { file: app.doc.file, index: 0, text: slice, startLine: app.doc.startLine + first, startOffset: offset },
  };
}

/** Parameters as --set/--set-string (one flag per name, the last of a name winning, as Argo CD's maps do). */
function parameters(helm: Obj, env: Envsubst, app: Resource, at: PathSegment[]): SetFlag[] {
  const byName = new Map<string, SetFlag>();
  arr(helm.parameters).forEach((p, i) => {
    const name = str(get(p, 'name'));
    if (!name) return;
    const value = cleanSetParameters(env(scalarText(get(p, 'value')) ?? ''));
    const written = { name: 'helm parameter', place: () => placeIn(app, [...at, i, 'value'], false)([]) };
    byName.delete(name);
    byName.set(name, { text: `${name}=${value}`, asString: get(p, 'forceString') === true, written });
  });
  return [...byName.values()];
}

/** util/helm/cmd.go cleanSetParameters: commas escaped (unless already), except in a `{a,b}` list. */
export function cleanSetParameters(value: string): string {
  if (value.startsWith('{') && value.endsWith('}')) return value;
  let out = '';
  let prev = '';
  for (const c of value) {
    out += c === ',' && prev !== '\\' ? '\\,' : c;
    prev = c;
  }
  return out;
}

/** The application's kustomize options as kustomization fields (kustomize.Build's `kustomize edit` calls). */
function kustomizeSource(source: Obj, dir: string): KustomizePlan {
  const k = isObj(source.kustomize) ? source.kustomize : {};
  const overlay: Obj = {};
  if (str(k.namePrefix)) overlay.namePrefix = k.namePrefix;
  if (str(k.nameSuffix)) overlay.nameSuffix = k.nameSuffix;
  if (str(k.namespace)) overlay.namespace = k.namespace;
  const images = arr(k.images).filter((i): i is string => typeof i === 'string');
  if (images.length) overlay.images = images.map(kustomizeImage);
  const replicas = arr(k.replicas).filter(isObj);
  if (replicas.length) overlay.replicas = replicas.map((r) => ({ name: r.name, count: Number(r.count) }));
  if (isObj(k.commonLabels) && Object.keys(k.commonLabels).length) {
    if (k.labelWithoutSelector === true)
      overlay.labels = [
        { pairs: k.commonLabels, includeSelectors: false, includeTemplates: k.labelIncludeTemplates === true },
      ];
    else overlay.commonLabels = k.commonLabels;
  }
  if (isObj(k.commonAnnotations) && Object.keys(k.commonAnnotations).length)
    overlay.commonAnnotations = k.commonAnnotations;
  const patches = arr(k.patches).filter(isObj);
  if (patches.length) overlay.patches = patches.map((p) => inlinePatch(p, dir));
  const components = arr(k.components).filter((c): c is string => typeof c === 'string');
  const present =
    k.ignoreMissingComponents === true ? components.filter((c) => statIfAny(path.resolve(dir, c))) : components;
  if (present.length) overlay.components = present.map((c) => path.resolve(dir, c));
  return Object.keys(overlay).length ? { type: 'kustomize', dir, overlay } : { type: 'kustomize', dir };
}

/** A patch given by `path` is read, so the overlay (in another folder) carries its text. */
function inlinePatch(p: Obj, dir: string): Obj {
  const file = str(p.path);
  if (!file) return p;
  const { path: _path, ...rest } = p;
  try {
    return { ...rest, patch: readFileSync(path.resolve(dir, file), 'utf8') };
  } catch {
    return p; // kustomize reports the missing file
  }
}

/** `kustomize edit set image` arguments: [old=]name[:tag][@digest]. */
export function kustomizeImage(arg: string): Obj {
  const eq = arg.indexOf('=');
  const spec = eq < 0 ? arg : arg.slice(eq + 1);
  const at = spec.indexOf('@');
  const digest = at < 0 ? undefined : spec.slice(at + 1);
  const named = at < 0 ? spec : spec.slice(0, at);
  const colon = named.lastIndexOf(':');
  const hasTag = colon > named.lastIndexOf('/');
  const image = hasTag ? named.slice(0, colon) : named;
  const tag = hasTag ? named.slice(colon + 1) : undefined;
  return {
    name: eq < 0 ? image : arg.slice(0, eq),
    ...(eq >= 0 ? { newName: image } : {}),
    ...(tag && tag !== '*' ? { newTag: tag } : {}),
    ...(digest ? { digest } : {}),
  };
}

/** The manifests of a directory source (getPotentiallyValidManifests). */
function directoryFiles(dir: string, root: string, d: Obj): string[] | { why: string } {
  const include = str(d.include);
  const exclude = str(d.exclude);
  const out: string[] = [];
  for (const file of walkFiles(dir, root, d.recurse === true)) {
    const rel = path.relative(dir, file).split(path.sep).join('/');
    if (!/\.(ya?ml|json|jsonnet)$/.test(file)) continue;
    if (exclude && globMatch(exclude, rel, 'any')) continue;
    if (include && !globMatch(include, rel, 'any')) continue;
    if (file.endsWith('.jsonnet'))
      return { why: `its folder holds jsonnet (${rel}), which the gate does not evaluate` };
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // unreadable: the manifest reader reports it
    }
    if (!text.includes('+argocd:skip-file-rendering')) out.push(file);
  }
  return out;
}

/** Files under `dir` in lexical order (filepath.Walk), following links that stay in `root`. */
export function walkFiles(dir: string, root: string, recurse: boolean): string[] {
  let top: string;
  try {
    top = realpathSync.native(root);
  } catch {
    return []; // gone since it was listed
  }
  const out: string[] = [];
  const walk = (folder: string) => {
    let entries: string[];
    try {
      entries = readdirSync(folder).sort();
    } catch {
      return;
    }
    for (const name of entries) {
      const full = path.join(folder, name);
      const info = statIfAny(full);
      let real: string | undefined;
      try {
        real = realpathSync.native(full);
      } catch {
        real = undefined;
      }
      if (!info || !real || !isInside(real, top)) continue;
      if (info.isDirectory()) {
        if (recurse && name !== '.git') walk(full);
      } else if (info.isFile()) out.push(full);
    }
  };
  walk(dir);
  return out;
}

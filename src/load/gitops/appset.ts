// An ApplicationSet expanded into its Applications as the ApplicationSet controller does (argoproj/argo-cd
// v3.5.1, applicationset/): the list generator (generators/list.go ListGenerator.GenerateParams), the git
// directories and git files generators read from this checkout (generators/git.go
// generateParamsForGitDirectories, filterApps, generateParamsFromApps, generateParamsForGitFiles,
// generateParamsFromGitFile; reposerver GetGitDirectories skips hidden folders), a generator's own template
// merged over spec.template (generator_spec_processor.go mergeGeneratorTemplate), and every string of the template
// rendered with the parameters (utils/utils.go Render.Replace: fasttemplate `{{key}}`, or with goTemplate a Go
// template, of which field chains, `index`, and the `default`, `lower`, `upper` and `quote` functions are
// evaluated). Each Application is created in the ApplicationSet's namespace (controllers/template/template.go
// GenerateApplications). Other generators, and template constructs beyond those, leave it not checked.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { arr, get, isObj, str, type Obj, type PathSegment } from '../../core/object.js';
import { scalarText } from '../../core/scalar.js';
import type { Resource } from '../../core/resource.js';
import { argoApplication, elsewhere, localRoot, walkFiles, type PlanContext } from './argocd.js';
import { globMatch } from './glob.js';
import type { AppPlan, Skipped } from './types.js';

type Params = Record<string, unknown>;

/** The Applications an ApplicationSet generates, and what keeps it (or a generator of it) from being checked. */
export function applicationSet(set: Resource, ctx: PlanContext): { apps: AppPlan[]; skipped: Skipped[] } {
  const spec = isObj(set.body.spec) ? set.body.spec : {};
  const apps: AppPlan[] = [];
  const skipped: Skipped[] = [];
  if (spec.templatePatch !== undefined) {
    skipped.push({
      why: 'it patches its template (templatePatch), which the gate does not apply',
      path: ['spec', 'templatePatch'],
    });
    return { apps, skipped };
  }
  const goTemplate = spec.goTemplate === true;
  const options = arr(spec.goTemplateOptions).filter((o): o is string => typeof o === 'string');
  arr(spec.generators).forEach((g, i) => {
    const at: PathSegment[] = ['spec', 'generators', i];
    const generated = generatorParams(g, at, goTemplate, ctx);
    if ('why' in generated) {
      skipped.push(generated);
      return;
    }
    const own = get(g, generated.kind, 'template');
    const template = isObj(own) ? mergeTemplate(own, isObj(spec.template) ? spec.template : {}) : spec.template;
    const base = isObj(own) ? [...at, generated.kind, 'template'] : ['spec', 'template'];
    for (const params of generated.params) {
      const rendered = renderTemplate(template, params, goTemplate, options);
      if ('why' in rendered) {
        skipped.push({ why: rendered.why, path: base });
        continue;
      }
      apps.push(argoApplication(generatedApplication(set, rendered.value, base), ctx));
    }
  });
  return { apps, skipped };
}

/** An Application as generated: its body the rendered template, its findings pointing into the template. */
function generatedApplication(set: Resource, template: unknown, base: PathSegment[]): Resource {
  const t = isObj(template) ? template : {};
  const metadata = isObj(t.metadata) ? t.metadata : {};
  const body: Obj = {
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { ...metadata, namespace: set.namespace },
    spec: t.spec,
  };
  return {
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    name: str(metadata.name) ?? '',
    namespace: set.namespace,
    body,
    doc: set.doc,
    base: [...set.base, ...base],
  };
}

/** mergo.Merge(generator's template, spec.template): what the generator's template leaves empty comes from spec.template. */
function mergeTemplate(dest: unknown, src: unknown): unknown {
  if (isObj(dest) && isObj(src)) {
    const out: Obj = { ...dest };
    for (const [k, v] of Object.entries(src)) out[k] = mergeTemplate(out[k], v);
    return out;
  }
  const empty = dest === undefined || dest === null || dest === '' || (Array.isArray(dest) && !dest.length);
  return empty ? src : dest;
}

type Generated = { kind: string; params: Params[] } | Skipped;

function generatorParams(g: unknown, at: PathSegment[], goTemplate: boolean, ctx: PlanContext): Generated {
  if (!isObj(g)) return { why: 'a generator is not an object', path: at };
  if (isObj(g.list)) return listParams(g.list, [...at, 'list'], goTemplate);
  if (isObj(g.git)) return gitParams(g.git, [...at, 'git'], goTemplate, ctx);
  const kind = Object.keys(g).find((k) => k !== 'selector') ?? 'generator';
  return {
    why: `its ${kind} generator needs what only a cluster knows, which the gate does not read`,
    path: [...at, kind],
  };
}

function listParams(list: Obj, at: PathSegment[], goTemplate: boolean): Generated {
  const elements = arr(list.elements).filter(isObj);
  if (str(list.elementsYaml)) {
    try {
      elements.push(...arr(load(str(list.elementsYaml)!)).filter(isObj));
    } catch {
      return { why: 'its list generator elementsYaml does not parse', path: [...at, 'elementsYaml'] };
    }
  }
  if (goTemplate) return { kind: 'list', params: elements };
  const params: Params[] = [];
  for (const e of elements) {
    const p: Params = {};
    for (const [k, v] of Object.entries(e)) {
      if (k === 'values' && isObj(v)) for (const [vk, vv] of Object.entries(v)) p[`values.${vk}`] = scalarText(vv);
      else if (typeof v === 'string') p[k] = v;
      else return { why: `its list element key ${k} is not a string (the controller refuses it)`, path: at };
    }
    params.push(p);
  }
  return { kind: 'list', params };
}

function gitParams(git: Obj, at: PathSegment[], goTemplate: boolean, ctx: PlanContext): Generated {
  const url = str(git.repoURL) ?? '';
  const root = localRoot(url, ctx.checkout);
  if (!root) return elsewhere(url, [...at, 'repoURL'], ctx.checkout);
  const prefix = str(git.pathParamPrefix) ?? '';
  const values = isObj(git.values) ? git.values : {};
  let params: Params[];
  if (arr(git.directories).length) {
    params = gitDirectories(root, arr(git.directories).filter(isObj)).map((dir) => dirParams(dir, prefix, goTemplate));
  } else if (arr(git.files).length) {
    const files = gitFiles(root, arr(git.files).filter(isObj));
    params = [];
    for (const file of files) {
      const found = fileParams(root, file, prefix, goTemplate);
      if (!found) return { why: `its git files generator reads ${file}, which does not parse`, path: [...at, 'files'] };
      params.push(...found);
    }
  } else return { why: 'its git generator lists neither directories nor files', path: at };
  for (const p of params) addValues(p, values, goTemplate);
  return { kind: 'git', params };
}

/** Every folder of the checkout but hidden ones (GetGitDirectories), matched as filterApps does. */
function gitDirectories(root: string, items: Obj[]): string[] {
  const all: string[] = [];
  const walk = (dir: string, rel: string) => {
    let names: string[];
    try {
      names = readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
        .map((e) => e.name)
        .sort();
    } catch {
      return;
    }
    for (const name of names) {
      const r = rel ? `${rel}/${name}` : name;
      all.push(r);
      walk(path.join(dir, name), r);
    }
  };
  walk(root, '');
  return all.filter((p) => {
    const hits = items.filter((i) => typeof i.path === 'string' && globMatch(i.path, p, 'segment'));
    return hits.some((i) => i.exclude !== true) && !hits.some((i) => i.exclude === true);
  });
}

function gitFiles(root: string, items: Obj[]): string[] {
  const files = walkFiles(root, root, true).map((f) => path.relative(root, f).split(path.sep).join('/'));
  const matches = (i: Obj, f: string) => typeof i.path === 'string' && globMatch(i.path, f, 'double');
  return files
    .filter((f) => items.some((i) => i.exclude !== true && matches(i, f)))
    .filter((f) => !items.some((i) => i.exclude === true && matches(i, f)))
    .sort();
}

function dirParams(dir: string, prefix: string, goTemplate: boolean): Params {
  const base = path.posix.basename(dir);
  if (goTemplate) {
    const p = { path: dir, basename: base, basenameNormalized: sanitizeName(base), segments: dir.split('/') };
    return prefix ? { [prefix]: { path: p } } : { path: p };
  }
  const name = prefix ? `${prefix}.path` : 'path';
  const out: Params = { [name]: dir, [`${name}.basename`]: base, [`${name}.basenameNormalized`]: sanitizeName(base) };
  dir.split('/').forEach((seg, i) => {
    if (seg) out[`${name}[${i}]`] = seg;
  });
  return out;
}

function fileParams(root: string, file: string, prefix: string, goTemplate: boolean): Params[] | undefined {
  let data: unknown;
  try {
    data = load(readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
  const objects = Array.isArray(data) ? data.filter(isObj) : [isObj(data) ? data : {}];
  const dir = path.posix.dirname(file);
  const filename = path.posix.basename(file);
  return objects.map((o) => {
    const dp = dirParams(dir, prefix, goTemplate);
    if (goTemplate) {
      const p = (prefix ? get(dp, prefix, 'path') : dp.path) as Obj;
      Object.assign(p, { filename, filenameNormalized: sanitizeName(filename) });
      return { ...o, ...dp };
    }
    const name = prefix ? `${prefix}.path` : 'path';
    return {
      ...flatten(o),
      ...dp,
      [`${name}.filename`]: filename,
      [`${name}.filenameNormalized`]: sanitizeName(filename),
    };
  });
}

/** flatten.Flatten(obj, "", DotStyle), every leaf as fmt's %v. */
function flatten(o: unknown, prefix = '', out: Params = {}): Params {
  if (isObj(o)) for (const [k, v] of Object.entries(o)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else if (Array.isArray(o)) o.forEach((v, i) => flatten(v, prefix ? `${prefix}.${i}` : String(i), out));
  else out[prefix] = o === null || o === undefined ? '<nil>' : String(scalarText(o));
  return out;
}

/** The generator's `values`, each rendered with the parameters (appendTemplatedValues). */
function addValues(params: Params, values: Obj, goTemplate: boolean): void {
  const rendered: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    const r = replace(scalarText(v) ?? '', params, goTemplate, []);
    rendered[k] = typeof r === 'string' ? r : '';
  }
  if (goTemplate) {
    if (Object.keys(rendered).length) params.values = rendered;
  } else for (const [k, v] of Object.entries(rendered)) params[`values.${k}`] = v;
}

/** utils/template_functions.go SanitizeName. */
export function sanitizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^-a-z0-9.]/g, '-')
    .slice(0, 253)
    .replace(/^[-.]+|[-.]+$/g, '');
}

function renderTemplate(
  template: unknown,
  params: Params,
  goTemplate: boolean,
  options: readonly string[],
): { value: unknown } | { why: string } {
  try {
    return { value: deepReplace(template, params, goTemplate, options) };
  } catch (e) {
    return { why: `its template cannot be rendered here: ${(e as Error).message}` };
  }
}

function deepReplace(v: unknown, params: Params, goTemplate: boolean, options: readonly string[]): unknown {
  if (typeof v === 'string') {
    const r = replace(v, params, goTemplate, options);
    if (typeof r !== 'string') throw new Error(r.unsupported);
    return r;
  }
  if (Array.isArray(v)) return v.map((x) => deepReplace(x, params, goTemplate, options));
  if (isObj(v)) {
    const out: Obj = {};
    for (const [k, x] of Object.entries(v)) out[k] = deepReplace(x, params, goTemplate, options);
    return out;
  }
  return v;
}

/** Render.Replace on one string: fasttemplate's `{{ key }}`, or a Go template of the supported subset. */
export function replace(
  text: string,
  params: Params,
  goTemplate: boolean,
  options: readonly string[],
): string | { unsupported: string } {
  if (!goTemplate) {
    return text.replace(/\{\{([^}]*)\}\}/g, (whole, tag: string) => {
      const v = params[tag.trim()];
      return tag.trim() && typeof v === 'string' ? v : whole;
    });
  }
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/\{\{(-?)\s*([\s\S]*?)\s*(-?)\}\}/g)) {
    let before = text.slice(last, m.index);
    if (m[1]) before = before.replace(/\s+$/, '');
    out += before;
    const value = pipeline(m[2]!, params, options);
    if (typeof value !== 'string') return value;
    out += value;
    last = m.index + m[0].length;
    if (m[3]) last += /^\s*/.exec(text.slice(last))![0].length;
  }
  return out + text.slice(last);
}

/** One Go template action: `.a.b`, `index .a 1`, each optionally piped to default, lower, upper or quote. */
function pipeline(action: string, params: Params, options: readonly string[]): string | { unsupported: string } {
  const stages = action.split('|').map((s) => s.trim());
  let value = operand(stages[0]!, params);
  if (value === UNSUPPORTED) return { unsupported: `{{ ${action} }}` };
  for (const stage of stages.slice(1)) {
    const [fn, ...args] = stage.split(/\s+/);
    if (fn === 'lower' || fn === 'upper') value = text(value)[fn === 'lower' ? 'toLowerCase' : 'toUpperCase']();
    else if (fn === 'quote') value = JSON.stringify(text(value));
    else if (fn === 'default' && args.length === 1) {
      const d = literal(args[0]!);
      if (d === UNSUPPORTED) return { unsupported: `{{ ${action} }}` };
      if (value === undefined || value === null || value === '' || value === false || value === 0) value = d;
    } else return { unsupported: `{{ ${action} }}` };
  }
  if (value === undefined && options.includes('missingkey=error'))
    return { unsupported: `{{ ${action} }} names a key the parameters lack (missingkey=error)` };
  return value === undefined ? '<no value>' : text(value);
}

const UNSUPPORTED = Symbol('unsupported');

function operand(expr: string, params: Params): unknown {
  const words = expr.split(/\s+/);
  if (words[0] === 'index' && words.length >= 3) {
    let cur = chain(words[1]!, params);
    for (const w of words.slice(2)) {
      const k = literal(w);
      if (k === UNSUPPORTED || cur === UNSUPPORTED) return UNSUPPORTED;
      cur = get(cur, typeof k === 'number' ? k : String(k));
    }
    return cur;
  }
  return words.length === 1 ? chain(words[0]!, params) : UNSUPPORTED;
}

function chain(expr: string, params: Params): unknown {
  if (expr === '.') return params;
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(expr)) return UNSUPPORTED;
  return get(params, ...expr.slice(1).split('.'));
}

function literal(w: string): unknown {
  if (/^-?\d+$/.test(w)) return Number(w);
  if (/^"(?:[^"\\]|\\.)*"$/.test(w)) return JSON.parse(w) as string;
  return UNSUPPORTED;
}

/** fmt's %v of a template value. */
function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '<no value>';
  if (Array.isArray(v)) return `[${v.map(text).join(' ')}]`;
  if (isObj(v))
    return `map[${Object.keys(v)
      .sort()
      .map((k) => `${k}:${text(v[k])}`)
      .join(' ')}]`;
  return String(scalarText(v));
}

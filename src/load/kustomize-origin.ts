// Where a field of a kustomize render is set in the files a person edits. The render is made with kustomize's
// own build metadata (originAnnotations: the file each object was read from; transformerAnnotations: the
// kustomizations whose transformers touched it, in the order they ran); the patches those kustomizations name
// are read here to find the last one that sets the field. docs/checking.md#source-positions
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { isObj, type Obj, type PathSegment } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { parseDocuments, type ParsedDoc } from './documents.js';
import { displayPath } from './files.js';
import { generatorPaths } from './kustomize-graph.js';
import type { HelmResource } from './helm/origin.js';
import { locate } from './position.js';

/** The buildMetadata a wrapper kustomization asks for. */
export const BUILD_METADATA = ['originAnnotations', 'transformerAnnotations'];

/** What kustomize's annotations say about one rendered document (paths absolute). */
export interface DocOrigin {
  /** The file the object was read from. */
  file?: string;
  /** The kustomization whose generator made it (configMapGenerator, secretGenerator). */
  generatedIn?: string;
  /** The transformers that ran on it, in order: the kustomization that configured each, and its kind. */
  transformations: { kustomization: string; kind: string }[];
}

const ANNOTATION = /^( +)(config\.kubernetes\.io\/origin|alpha\.config\.kubernetes\.io\/transformations): \|-?\s*$/;
const ANNOTATIONS_KEY = /^( *)annotations:\s*$/;
const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The render as `kustomize build` prints it without build metadata (the annotations it added, and an
 * `annotations:` key left empty, taken out line by line), and each document's origin, by document index.
 * Paths in the annotations are relative to `root`, the folder of the kustomization that was built.
 */
export function stripBuildMetadata(text: string, root: string): { text: string; origins: (DocOrigin | undefined)[] } {
  const lines = text.split('\n');
  const keep: boolean[] = lines.map(() => true);
  const origins: (DocOrigin | undefined)[] = [];
  let index = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '---') index++;
    const m = ANNOTATION.exec(line);
    if (!m) continue;
    const indent = m[1]!.length;
    let end = i + 1;
    while (end < lines.length && (lines[end]!.trim() === '' || indentOf(lines[end]!) > indent)) end++;
    // A blank line that ends the document belongs to the document, not to the block.
    while (end > i + 1 && lines[end - 1]!.trim() === '') end--;
    const body = lines.slice(i + 1, end);
    const cut = Math.min(...body.filter((l) => l.trim()).map(indentOf));
    const value = safeLoad(body.map((l) => l.slice(cut)).join('\n'));
    const origin = (origins[index] ??= { transformations: [] });
    if (m[2] === 'config.kubernetes.io/origin') readOrigin(value, root, origin);
    else readTransformations(value, root, origin);
    for (let k = i; k < end; k++) keep[k] = false;
    i = end - 1;
  }
  // `annotations:` whose every entry was build metadata goes with them.
  for (let i = 0; i < lines.length; i++) {
    const m = ANNOTATIONS_KEY.exec(lines[i]!);
    if (!m || !keep[i] || keep[i + 1] !== false) continue;
    let next = i + 1;
    while (next < lines.length && !keep[next]) next++;
    if (next >= lines.length || lines[next] === '---' || indentOf(lines[next]!) <= m[1]!.length) keep[i] = false;
  }
  return { text: lines.filter((_, i) => keep[i]).join('\n'), origins };
}

function safeLoad(text: string): unknown {
  try {
    return load(text);
  } catch {
    return undefined;
  }
}

function readOrigin(value: unknown, root: string, out: DocOrigin): void {
  if (!isObj(value)) return;
  if (typeof value.path === 'string' && typeof value.repo !== 'string') out.file = path.resolve(root, value.path);
  else if (typeof value.configuredIn === 'string') out.generatedIn = path.resolve(root, value.configuredIn);
}

function readTransformations(value: unknown, root: string, out: DocOrigin): void {
  if (!Array.isArray(value)) return;
  for (const t of value) {
    if (!isObj(t) || typeof t.configuredIn !== 'string' || !isObj(t.configuredBy)) continue;
    const kind = t.configuredBy.kind;
    if (typeof kind === 'string') out.transformations.push({ kustomization: path.resolve(root, t.configuredIn), kind });
  }
}

export interface RenderPlaces {
  /** Each document's origin, by document index. */
  origins: readonly (DocOrigin | undefined)[];
  /** The kustomization file that was rendered: where an object of unknown origin is reported. */
  kustomization: string;
  /** The folder as the render is named (`kustomize build LABEL`): the rendered location's file. */
  label: string;
  cwd: string;
}

/** Gives each object of a render a `locate` that answers with the source file that sets a field. */
export function sourceDecorator(places: RenderPlaces): (r: Resource) => Resource {
  const files = new Map<string, ParsedDoc[]>();
  const docsOf = (file: string): ParsedDoc[] => {
    let docs = files.get(file);
    if (!docs) {
      docs = readDocs(file);
      files.set(file, docs);
    }
    return docs;
  };
  return (r) => {
    const out = r as HelmResource & SourcedResource;
    out.sources = () => {
      const origin = places.origins[r.doc.index];
      return origin ? sourcesOf(r, origin, docsOf) : [places.kustomization];
    };
    out.locate = (at) => {
      const rendered = locate(r.doc, r.base.length ? [...r.base, ...at] : at);
      const origin = places.origins[r.doc.index];
      const found = (origin && sourcePlace(r, at, origin, docsOf)) ?? {
        file: places.kustomization,
        line: 1,
        column: 1,
      };
      return {
        file: displayPath(found.file, places.cwd),
        line: found.line,
        column: found.column,
        rendered: { file: places.label, line: rendered.line, column: rendered.column },
      };
    };
    return out;
  };
}

function readDocs(file: string): ParsedDoc[] {
  try {
    return parseDocuments(file, readFileSync(file, 'utf8')).filter((d) => !d.error);
  } catch {
    return [];
  }
}

type Docs = (file: string) => ParsedDoc[];
type Found = { file: string; line: number; column: number };

/** The last transformer that set the field, else the file the object was read (or generated) from. */
function sourcePlace(r: Resource, at: readonly PathSegment[], origin: DocOrigin, docsOf: Docs): Found | undefined {
  const base = origin.file ? baseDoc(r, docsOf(origin.file)) : undefined;
  const names = new Set([r.name, nameOf(base?.value)].filter((n): n is string => !!n));
  // An object, a container, a list: where it is defined, when the base holds it (a patch that sets one
  // field of a container, or names the object to target it, does not define it).
  const node = valueAt(r.body, at);
  if (base && (isObj(node) || Array.isArray(node)) && walk(r.body, base.value, at).whole)
    return placeIn(origin.file!, base, walk(r.body, base.value, at).path);
  const chain = [...new Set(origin.transformations.map((t) => t.kustomization))];
  for (const k of chain.reverse()) {
    const kinds = new Set(origin.transformations.filter((t) => t.kustomization === k).map((t) => t.kind));
    const kdoc = docsOf(k)[0];
    if (!kdoc || !isObj(kdoc.value)) continue;
    const set = fieldTransformer(r, at, kinds, kdoc) ?? patched(r, at, names, k, kdoc, docsOf);
    if (set) return set;
  }
  if (base) return placeIn(origin.file!, base, walk(r.body, base.value, at).path);
  if (origin.generatedIn) return generatorPlace(r, origin.generatedIn, docsOf);
  return undefined;
}

const nameOf = (v: unknown): string | undefined =>
  isObj(v) && isObj(v.metadata) && typeof v.metadata.name === 'string' ? v.metadata.name : undefined;

/** The document of a file that the object was read from: its kind, and the longest name the rendered name holds. */
function baseDoc(r: Resource, docs: ParsedDoc[]): ParsedDoc | undefined {
  let best: ParsedDoc | undefined;
  for (const d of docs) {
    const name = nameOf(d.value);
    if (!isObj(d.value) || d.value.kind !== r.kind || !name || !r.name.includes(name)) continue;
    if (!best || name.length > nameOf(best.value)!.length) best = d;
  }
  return best ?? (docs.length === 1 ? docs[0] : undefined);
}

function placeIn(file: string, d: ParsedDoc, at: readonly PathSegment[]): Found {
  return { file, ...locate(d.doc, at) };
}

/** Fields a kustomization sets by a key of its own rather than a patch. */
function fieldTransformer(
  r: Resource,
  at: readonly PathSegment[],
  kinds: Set<string>,
  kdoc: ParsedDoc,
): Found | undefined {
  const k = kdoc.value as Obj;
  const key = at.join('.');
  const file = kdoc.doc.file;
  if (key === 'metadata.namespace' && kinds.has('NamespaceTransformer') && 'namespace' in k)
    return placeIn(file, kdoc, ['namespace']);
  if (key === 'metadata.name') {
    if (kinds.has('SuffixTransformer') && 'nameSuffix' in k) return placeIn(file, kdoc, ['nameSuffix']);
    if (kinds.has('PrefixTransformer') && 'namePrefix' in k) return placeIn(file, kdoc, ['namePrefix']);
  }
  if (key === 'spec.replicas' && kinds.has('ReplicaCountTransformer') && Array.isArray(k.replicas)) {
    const i = k.replicas.findIndex((e) => isObj(e) && typeof e.name === 'string' && r.name.includes(e.name));
    if (i >= 0) return placeIn(file, kdoc, ['replicas', i, 'count']);
  }
  return undefined;
}

/** The last patch of a kustomization that applies to the object and holds the whole path. */
function patched(
  r: Resource,
  at: readonly PathSegment[],
  names: Set<string>,
  kfile: string,
  kdoc: ParsedDoc,
  docsOf: Docs,
): Found | undefined {
  for (const e of patchEntries(kfile, kdoc).reverse()) {
    if (e.target && !targets(e.target, r, names)) continue;
    const docs = e.file ? docsOf(e.file) : parseDocuments(kfile, e.inline!).filter((d) => !d.error);
    for (const d of [...docs].reverse()) {
      const inner = setBy(d, r, at, names, !!e.target);
      if (!inner) continue;
      if (e.file) return placeIn(e.file, d, inner);
      return inlinePlace(kdoc, e.index!, locate(d.doc, inner));
    }
  }
  return undefined;
}

type PatchEntry = { file?: string; inline?: string; target?: Obj; index?: number };

/** A kustomization's patches, in order: files (strategic merge or JSON 6902) and inline patches. */
function patchEntries(kfile: string, kdoc: ParsedDoc): PatchEntry[] {
  const k = kdoc.value as Obj;
  const dir = path.dirname(kfile);
  const entries: PatchEntry[] = [];
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  for (const p of list(k.patchesStrategicMerge))
    if (typeof p === 'string' && !p.includes('\n')) entries.push({ file: path.resolve(dir, p) });
  list(k.patches).forEach((p, index) => {
    if (!isObj(p)) return;
    const target = isObj(p.target) ? p.target : undefined;
    if (typeof p.path === 'string') entries.push({ file: path.resolve(dir, p.path), target });
    else if (typeof p.patch === 'string') entries.push({ inline: p.patch, target, index });
  });
  for (const p of list(k.patchesJson6902))
    if (isObj(p) && typeof p.path === 'string' && isObj(p.target))
      entries.push({ file: path.resolve(dir, p.path), target: p.target });
  return entries;
}

/** An object of a render that says which files it was built from. */
export interface SourcedResource extends Resource {
  /** Absolute paths: the file it was read from (or the generator's files), and the kustomizations and patch files that changed it. */
  sources: () => string[];
}

export function sourcesOf(r: Resource, origin: DocOrigin, docsOf: Docs): string[] {
  const out = new Set<string>();
  if (origin.file) out.add(origin.file);
  if (origin.generatedIn) {
    out.add(origin.generatedIn);
    for (const f of generatorFiles(r, origin.generatedIn, docsOf)) out.add(f);
  }
  const base = origin.file ? baseDoc(r, docsOf(origin.file)) : undefined;
  const names = new Set([r.name, nameOf(base?.value)].filter((n): n is string => !!n));
  for (const k of new Set(origin.transformations.map((t) => t.kustomization))) {
    out.add(k);
    const kdoc = docsOf(k)[0];
    if (!kdoc || !isObj(kdoc.value)) continue;
    for (const e of patchEntries(k, kdoc)) {
      if (!e.file) continue;
      if (e.target ? targets(e.target, r, names) : docsOf(e.file).some((d) => patches(d.value, r, names)))
        out.add(e.file);
    }
  }
  return [...out];
}

/** A strategic-merge document names the object it patches; a JSON 6902 list is always targeted. */
function patches(v: unknown, r: Resource, names: Set<string>): boolean {
  return isObj(v) && v.kind === r.kind && names.has(nameOf(v) ?? '');
}

/** The files a generator of the object reads (`files:` and `envs:` of its secretGenerator or configMapGenerator entry). */
function generatorFiles(r: Resource, kfile: string, docsOf: Docs): string[] {
  const kdoc = docsOf(kfile)[0];
  if (!kdoc || !isObj(kdoc.value)) return [];
  const list = kdoc.value[r.kind === 'Secret' ? 'secretGenerator' : 'configMapGenerator'];
  const g: unknown = Array.isArray(list)
    ? list.find((x) => isObj(x) && typeof x.name === 'string' && r.name.includes(x.name))
    : undefined;
  const named = generatorPaths(g);
  return named.map((f) => path.resolve(path.dirname(kfile), f));
}

/** Whether a patch's target selects the object (kind, name and namespace; names are regular expressions in kustomize). */
function targets(t: Obj, r: Resource, names: Set<string>): boolean {
  const matches = (pattern: unknown, values: string[]) => {
    if (typeof pattern !== 'string') return true;
    try {
      const re = new RegExp(`^(?:${pattern})$`);
      return values.some((v) => re.test(v));
    } catch {
      return values.includes(pattern);
    }
  };
  return matches(t.kind, [r.kind]) && matches(t.name, [...names]) && matches(t.namespace, [r.namespace]);
}

/** The path in a patch document that sets the field, when it does: a strategic-merge document or JSON 6902 operations. */
function setBy(
  d: ParsedDoc,
  r: Resource,
  at: readonly PathSegment[],
  names: Set<string>,
  targeted: boolean,
): PathSegment[] | undefined {
  const v = d.value;
  if (Array.isArray(v)) return jsonPatchPath(v, r, at);
  if (!isObj(v)) return undefined;
  if (!targeted && (v.kind !== r.kind || !names.has(nameOf(v) ?? ''))) return undefined;
  // A strategic-merge document names its object to target it: that sets neither name nor kind.
  if (IDENTITY.has(at.join('.'))) return undefined;
  const w = walk(r.body, v, at);
  return w.whole ? w.path : undefined;
}

const IDENTITY = new Set(['apiVersion', 'kind', 'metadata.name', 'metadata.namespace']);

/** The operation (last first) that adds or replaces the field or a node above it, and the path to the field in it. */
function jsonPatchPath(ops: unknown[], r: Resource, at: readonly PathSegment[]): PathSegment[] | undefined {
  const wanted = at.map(String);
  for (let i = ops.length - 1; i >= 0; i--) {
    const op = ops[i];
    if (!isObj(op) || (op.op !== 'add' && op.op !== 'replace') || typeof op.path !== 'string') continue;
    const ptr = op.path
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (ptr.length > wanted.length || !ptr.every((s, j) => s === wanted[j] || appended(s, j, ptr, at, r, op))) continue;
    const below = walk(valueAt(r.body, at.slice(0, ptr.length)), op.value, at.slice(ptr.length));
    if (below.whole) return [i, 'value', ...below.path];
  }
  return undefined;
}

/** `/-` (append) names the rendered item that holds the operation's value. */
function appended(s: string, j: number, ptr: string[], at: readonly PathSegment[], r: Resource, op: Obj): boolean {
  return (
    s === '-' &&
    j === ptr.length - 1 &&
    typeof at[j] === 'number' &&
    holds(valueAt(r.body, at.slice(0, j + 1)), op.value)
  );
}

function holds(whole: unknown, part: unknown): boolean {
  if (isObj(part)) return isObj(whole) && Object.keys(part).every((k) => holds(whole[k], part[k]));
  if (Array.isArray(part)) return Array.isArray(whole) && part.every((p, i) => holds(whole[i], p));
  return whole === part;
}

function valueAt(v: unknown, at: readonly PathSegment[]): unknown {
  for (const s of at) v = isObj(v) || Array.isArray(v) ? (v as Record<PathSegment, unknown>)[s] : undefined;
  return v;
}

/** Keys that identify a list item in a strategic merge (containers by name, ports by containerPort, ...). */
const MERGE_KEYS = ['name', 'containerPort', 'mountPath', 'devicePath', 'port', 'ip'];

/**
 * The rendered path translated into a source document: list items are matched by their merge key (the
 * render may order them otherwise), else by index. `whole` when the source holds the field itself.
 */
function walk(rendered: unknown, source: unknown, at: readonly PathSegment[]): { path: PathSegment[]; whole: boolean } {
  const out: PathSegment[] = [];
  for (const s of at) {
    let next: PathSegment | undefined;
    if (typeof s === 'number' && Array.isArray(source)) {
      const item: unknown = Array.isArray(rendered) ? rendered[s] : undefined;
      const key = isObj(item) ? MERGE_KEYS.find((k) => ['string', 'number'].includes(typeof item[k])) : undefined;
      const i = key ? source.findIndex((x) => isObj(x) && x[key] === (item as Obj)[key]) : s < source.length ? s : -1;
      if (i >= 0) next = i;
    } else if (typeof s === 'string' && isObj(source) && s in source) next = s;
    if (next === undefined) return { path: out, whole: false };
    out.push(next);
    rendered = isObj(rendered) || Array.isArray(rendered) ? (rendered as Record<PathSegment, unknown>)[s] : undefined;
    source = (source as Record<PathSegment, unknown>)[next];
  }
  return { path: out, whole: true };
}

/** A position inside an inline patch (`patch: |`) as a line of the kustomization file. */
function inlinePlace(kdoc: ParsedDoc, index: number, inner: { line: number; column: number }): Found {
  const key = locate(kdoc.doc, ['patches', index, 'patch']);
  const lines = kdoc.doc.text.split('\n');
  const head = (lines[key.line - kdoc.doc.startLine] ?? '').slice(key.column - 1);
  // The value's node starts at its block indicator (`|-`) or at its first line.
  const first = /^[|>][-+0-9]*\s*(#.*)?$/.test(head) ? key.line + 1 : key.line;
  const indent = indentOf(lines[first - kdoc.doc.startLine] ?? '');
  return { file: kdoc.doc.file, line: first + inner.line - 1, column: inner.column + indent };
}

/** A generated object: the generator entry of its name in the kustomization. */
function generatorPlace(r: Resource, kfile: string, docsOf: Docs): Found | undefined {
  const kdoc = docsOf(kfile)[0];
  if (!kdoc || !isObj(kdoc.value)) return undefined;
  const key = r.kind === 'Secret' ? 'secretGenerator' : 'configMapGenerator';
  const list = kdoc.value[key];
  const i = Array.isArray(list)
    ? list.findIndex((g) => isObj(g) && typeof g.name === 'string' && r.name.includes(g.name))
    : -1;
  return placeIn(kfile, kdoc, i >= 0 ? [key, i] : []);
}

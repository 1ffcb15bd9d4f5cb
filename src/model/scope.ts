// Scopes: the sets of objects that are applied together (docs/checking.md#scopes). Objects are linked only
// within their scope, so two environments (deploy/prod, deploy/staging) holding the same objects are checked
// as two clusters, never as one with every object twice.
import type { Resource } from '../core/resource.js';

/** The scope of objects in no scope folder (stdin, files outside every declared or inferred scope). */
export const DEFAULT_SCOPE = '.';

/**
 * Gives every object that has no scope yet (a rendered kustomization or chart has its own) the scope of its
 * file: the nearest folder or file `declared` matches when the config declares scopes; else the folder just
 * under a folder whose subfolders hold the same object (the environments of a GitOps layout); else the default.
 * An object of a folder beside the environments that holds none of their repeated objects (a shared `base`)
 * is in every environment's scope: one copy of it per environment after the first is appended to `resources`.
 * Returns the scope of a file (the first, for a shared one).
 */
export function assignScopes(
  resources: Resource[],
  declared?: (pathOrFolder: string) => boolean,
): (file: string) => string {
  const of = declared ? (file: string) => [declaredScope(declared)(file)] : inferredScope(resources);
  const cache = new Map<string, readonly string[]>();
  const scopesOfFile = (file: string): readonly string[] => {
    let s = cache.get(file);
    if (s === undefined) cache.set(file, (s = of(file)));
    return s;
  };
  const count = resources.length;
  for (let i = 0; i < count; i++) {
    const r = resources[i]!;
    if (r.scope !== undefined) continue;
    const [first, ...more] = scopesOfFile(r.doc.file);
    r.scope = first;
    for (const scope of more) resources.push({ ...r, scope });
  }
  return (file) => scopesOfFile(file)[0] ?? DEFAULT_SCOPE;
}

/** Objects by scope, in first-seen order of the scopes. */
export function byScope(resources: readonly Resource[]): Map<string, Resource[]> {
  const out = new Map<string, Resource[]>();
  for (const r of resources) {
    const s = r.scope ?? DEFAULT_SCOPE;
    const list = out.get(s);
    if (list) list.push(r);
    else out.set(s, [r]);
  }
  return out;
}

function declaredScope(matches: (pathOrFolder: string) => boolean): (file: string) => string {
  return (file) => {
    for (let p: string | undefined = file; p; p = parent(p)) if (matches(p)) return p;
    return DEFAULT_SCOPE;
  };
}

/**
 * kubectl apply of one folder that holds the same object twice keeps the last: nobody keeps two copies of an
 * object in sibling folders that are applied together. So a folder whose subfolders share an object is a
 * folder of environments, each subfolder one scope. Cost: one lookup per object; work only for repeats.
 */
function inferredScope(resources: readonly Resource[]): (file: string) => readonly string[] {
  // Split folder -> its subfolders that hold a repeated object: the environments.
  const splits = new Map<string, Set<string>>();
  const firstFile = new Map<string, Map<string, Map<string, string>>>();
  for (const r of resources) {
    if (r.scope !== undefined || !identified(r) || r.doc.file.startsWith('<')) continue;
    const byName = nested(nested(firstFile, r.kind), r.namespace);
    const first = byName.get(r.name);
    if (first === undefined) byName.set(r.name, r.doc.file);
    else if (first !== r.doc.file) {
      const split = splitFolder(first, r.doc.file);
      if (split === undefined) continue;
      const envs = splits.get(split) ?? new Set<string>();
      splits.set(split, envs.add(childOf(split, first)).add(childOf(split, r.doc.file)));
    }
  }
  return (file) => {
    for (let p = parent(file); p !== undefined; p = parent(p)) {
      const envs = splits.get(parent(p) ?? '');
      if (envs) return envs.has(p) ? [p] : [...envs].sort();
    }
    return [DEFAULT_SCOPE];
  };
}

/** The subfolder of `folder` ('' for the top) that `file` lies in. */
function childOf(folder: string, file: string): string {
  const rest = folder ? file.slice(folder.length + 1) : file;
  const name = rest.slice(0, rest.indexOf('/'));
  return folder ? `${folder}/${name}` : name;
}

/** The common folder of two files when they lie in two different subfolders of it ('' for the top). */
function splitFolder(a: string, b: string): string | undefined {
  const sa = a.split('/');
  const sb = b.split('/');
  let i = 0;
  while (i < sa.length - 1 && i < sb.length - 1 && sa[i] === sb[i]) i++;
  // Both must go on into a subfolder below the common part (not be files directly in it).
  if (i >= sa.length - 1 || i >= sb.length - 1) return undefined;
  return sa.slice(0, i).join('/');
}

/** An object kubectl names: a generateName object is created anew each time, an unnamed one is refused. */
export function identified(r: Resource): boolean {
  const meta = r.body.metadata;
  return (
    typeof meta === 'object' &&
    meta !== null &&
    typeof (meta as Record<string, unknown>).name === 'string' &&
    r.name !== ''
  );
}

function parent(p: string): string | undefined {
  const i = p.lastIndexOf('/');
  return i < 0 ? undefined : p.slice(0, i);
}

function nested<V>(map: Map<string, Map<string, V>>, k: string): Map<string, V> {
  let m = map.get(k);
  if (!m) map.set(k, (m = new Map<string, V>()));
  return m;
}

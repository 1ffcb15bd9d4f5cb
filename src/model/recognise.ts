/**
 * How the controller model recognises the controllers among the workloads: one rule for every entry, lineage or
 * catalogue controller (docs/profiles.md, "How a workload is recognised").
 */
import type { EntryMatch, OwnerDocument } from '../generated/types.js';
import type { Profile } from '../load/profiles.js';
import { arr, get, isObj, str, type Obj } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import type { Model } from './model.js';
import { canWriteWebhookConfigurations } from './rbac.js';
import { apiServerCalls } from './webhooks.js';
import { imageIsOneOf, imageRepo, podSpecOf, PROFILE_LABEL, repoMatches, serviceAccountOf } from './pod.js';

/** A model entry as the recogniser reads it: a lineage controller (profile) or a catalogue controller (doc). */
export type Entry = { name: string; match: EntryMatch } & ({ profile: Profile } | { doc: OwnerDocument });

/** A workload's container that runs an entry; `byEnv` when only an env name (corroborated) says so. */
export interface Recognised {
  entry: Entry;
  index: number;
  byEnv?: true;
}

interface Index {
  entries: Entry[];
  /** Entries by the last path segment of each image they match, in model order. */
  byImage: Map<string, [Entry, string][]>;
  /** The first entry naming each workload name. */
  byWorkloadName: Map<string, Entry>;
  /** Every env name of every entry's envAny: a workload setting none is matched by no entry's env. */
  envNames: Set<string>;
  found: Map<Resource, Recognised[]>;
}

const indexes = new WeakMap<Model, Index>();

/**
 * The entries whose controller runs in the workload. Evidence of its own, in this order, each alone: the label
 * webhook-cert-gate.io/profile naming an entry; the image of each container (one entry per container); the
 * workload's name. Then an env name of an entry's envAny, only when the API server calls the workload or it
 * may rewrite webhook configurations, and the container does not mount the Secret the entry's env names.
 */
export function recognised(model: Model, w: Resource): readonly Recognised[] {
  const index = indexOf(model);
  let out = index.found.get(w);
  if (!out) index.found.set(w, (out = find(model, index, w)));
  return out;
}

function find(model: Model, index: Index, w: Resource): Recognised[] {
  const containers = arr(podSpecOf(w)?.containers);
  const first = containers.findIndex(isObj);
  if (first < 0) return [];
  const label = str(get(w.body, 'metadata', 'labels', PROFILE_LABEL));
  const named = label ? index.entries.find((e) => e.name === label) : undefined;
  if (named) {
    const i = containers.findIndex(
      (c) => isObj(c) && (imageIsOneOf(c.image, named.match.images ?? []) || setsOneOf(c.env, named.match.envAny)),
    );
    return [{ entry: named, index: i >= 0 ? i : first }];
  }
  const out: Recognised[] = [];
  // Index loops and no strings built per comparison: this runs for every container of every workload.
  for (let i = 0; i < containers.length; i++) {
    const c = containers[i];
    const repo = isObj(c) && typeof c.image === 'string' ? imageRepo(c.image) : undefined;
    const candidates = repo && index.byImage.get(repo.slice(repo.lastIndexOf('/') + 1));
    if (candidates)
      for (const [entry, img] of candidates)
        if (repoMatches(repo, img)) {
          out.push({ entry, index: i });
          break;
        }
  }
  if (out.length) return out;
  const byName = index.byWorkloadName.get(w.name);
  if (byName) return [{ entry: byName, index: first }];
  if (!containers.some((c) => isObj(c) && setsOneOf(c.env, index.envNames))) return [];
  let corroborated: boolean | undefined;
  for (const entry of index.entries) {
    if (!entry.match.envAny) continue;
    for (let i = 0; i < containers.length; i++) {
      const c = containers[i];
      if (!isObj(c) || !setsOneOf(c.env, entry.match.envAny)) continue;
      if ((corroborated ??= servesOrWritesWebhooks(model, w)) && !mountsNamedSecret(w, c, entry))
        return [{ entry, index: i, byEnv: true }];
    }
  }
  return [];
}

/**
 * The entries of a model, in its catalogue's order (a user's before the shipped), once per model: its lineage
 * controllers as profiles, its catalogue controllers as documents; profiles the catalogue does not list first.
 */
function indexOf(model: Model): Index {
  let index = indexes.get(model);
  if (index) return index;
  const profiles = new Map(model.profiles.map((p) => [p.name, p]));
  const entries: Entry[] = [];
  for (const doc of model.owners) {
    const profile = doc.lineage && profiles.get(doc.name);
    if (profile) {
      entries.push({ name: doc.name, match: profile.match, profile });
      profiles.delete(doc.name);
    } else if (doc.controller && doc.match) entries.push({ name: doc.name, match: doc.match, doc });
  }
  entries.unshift(...[...profiles.values()].map((p) => ({ name: p.name, match: p.match, profile: p })));
  const byImage: Index['byImage'] = new Map();
  const byWorkloadName: Index['byWorkloadName'] = new Map();
  const envNames = new Set<string>();
  for (const e of entries) {
    for (const img of e.match.images ?? []) {
      const key = img.slice(img.lastIndexOf('/') + 1);
      const list = byImage.get(key);
      if (list) list.push([e, img]);
      else byImage.set(key, [[e, img]]);
    }
    for (const n of e.match.workloadNames ?? []) if (!byWorkloadName.has(n)) byWorkloadName.set(n, e);
    for (const n of e.match.envAny ?? []) envNames.add(n);
  }
  indexes.set(model, (index = { entries, byImage, byWorkloadName, envNames, found: new Map() }));
  return index;
}

function setsOneOf(env: unknown, names: readonly string[] | ReadonlySet<string> | undefined): boolean {
  if (!names) return false;
  const has = Array.isArray(names)
    ? (n: string) => names.includes(n)
    : (n: string) => (names as ReadonlySet<string>).has(n);
  const list = arr(env);
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (isObj(e) && has(String(e.name))) return true;
  }
  return false;
}

/** The API server calls the workload, or its ServiceAccount may rewrite webhook configurations. */
function servesOrWritesWebhooks(model: Model, w: Resource): boolean {
  return apiServerCalls(model, w) || canWriteWebhookConfigurations(model, w.namespace, serviceAccountOf(w));
}

/**
 * The container mounts the Secret its entry's Secret-name env names: the kubelet serves it the files, so it is
 * not a lineage writer, which reads and writes that Secret through the API and writes the files it serves
 * itself (an env name alone is a weak sign: a Secret-name env is common).
 */
function mountsNamedSecret(w: Resource, c: Obj, entry: Entry): boolean {
  const envName = 'profile' in entry ? entry.profile.env.secretName : undefined;
  const set = envName ? arr(c.env).find((e) => isObj(e) && e.name === envName) : undefined;
  const name = isObj(set) ? str(set.value) : undefined;
  if (!name) return false;
  const volumes = arr(podSpecOf(w)?.volumes);
  return arr(c.volumeMounts).some((m) =>
    volumes.some((v) => get(v, 'name') === get(m, 'name') && get(v, 'secret', 'secretName') === name),
  );
}

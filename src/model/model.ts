import { SHIPPED_OWNERS } from '../load/owners.js';
import type { OwnerDocument } from '../generated/types.js';
import type { Profile } from '../load/profiles.js';
import { arr, get, isObj, str } from '../core/object.js';
import { type Resource } from '../core/resource.js';
import { identified } from './scope.js';

/** The workloads a profiled controller runs as: a pod template and a replica count. */
export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet'] as const;
/** Every kind whose pods a catalogue writer may run in: the workloads, and DaemonSets (a pod per node). */
export const POD_WORKLOAD_KINDS = [...WORKLOAD_KINDS, 'DaemonSet'] as const;
export const WEBHOOK_CONFIG_KINDS = new Set(['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration']);

/** An object defined more than once in one scope: kubectl apply applies each in turn, and the last one stays. */
export interface Duplicate {
  kept: Resource;
  /** The earlier definitions, in input order. */
  replaced: Resource[];
}

/**
 * Every input object of one scope (docs/checking.md#scopes), indexed so that each cross-object link (HPA to workload, Secret by name,
 * bindings by subject, Services by namespace) is a map lookup: cost grows with the objects, not their pairs.
 */
export class Model {
  readonly resources: Resource[] = [];
  readonly profiles: Profile[];
  /** The owner catalogue (policies/owners, plus any the configuration adds). */
  readonly owners: readonly OwnerDocument[];
  /** Objects given twice; only the last of each is in `resources` and the indexes, as in the cluster. */
  readonly duplicates: Duplicate[] = [];
  // Nested maps rather than joined string keys: indexing 100,000 objects then allocates no key strings.
  /** The open duplicate group of each object that replaced another, so a repeat joins its group. */
  private readonly groupOf = new Map<Resource, Duplicate>();
  private readonly byKindNsName = new Map<string, Map<string, Map<string, Resource>>>();
  private readonly byKind = new Map<string, Resource[]>();
  private readonly hpaByTarget = new Map<string, Resource[]>();
  private readonly bindingsBySubject = new Map<string, Resource[]>();
  /** Built on first use: only messages about a Secret in another namespace ask for it. */
  private byKindName?: Map<string, Map<string, Resource[]>>;

  constructor(resources: readonly Resource[], profiles: Profile[], owners: readonly OwnerDocument[] = SHIPPED_OWNERS) {
    this.profiles = profiles;
    this.owners = owners;
    for (const r of resources) this.index(r);
    for (const r of resources) if (!identified(r) || this.get(r.kind, r.namespace, r.name) === r) this.add(r);
  }

  /** The last one wins, as with kubectl apply of a stream that repeats an object; the one it replaces is set aside. */
  private index(r: Resource): void {
    const byName = inner(inner(this.byKindNsName, r.kind), r.namespace);
    const before = byName.get(r.name);
    if (before && identified(before) && identified(r)) {
      const group = this.groupOf.get(before);
      if (group) {
        group.replaced.push(before);
        group.kept = r;
        this.groupOf.delete(before);
      }
      this.groupOf.set(r, group ?? this.duplicates[this.duplicates.push({ kept: r, replaced: [before] }) - 1]!);
    }
    byName.set(r.name, r);
  }

  private add(r: Resource): void {
    this.resources.push(r);
    push(this.byKind, r.kind, r);
    if (r.kind === 'HorizontalPodAutoscaler') {
      const kind = str(get(r.body, 'spec', 'scaleTargetRef', 'kind'));
      const name = str(get(r.body, 'spec', 'scaleTargetRef', 'name'));
      if (kind && name) push(this.hpaByTarget, key(kind, r.namespace, name), r);
    }
    if (r.kind === 'RoleBinding' || r.kind === 'ClusterRoleBinding') {
      for (const s of arr(get(r.body, 'subjects'))) {
        if (!isObj(s) || s.kind !== 'ServiceAccount' || typeof s.name !== 'string') continue;
        const ns = str(s.namespace) || r.namespace;
        push(this.bindingsBySubject, `${ns}/${s.name}`, r);
      }
    }
  }

  get(kind: string, namespace: string, name: string): Resource | undefined {
    return this.byKindNsName.get(kind)?.get(namespace)?.get(name);
  }

  ofKind(kind: string): readonly Resource[] {
    return this.byKind.get(kind) ?? [];
  }

  /** Same kind and name in any namespace (to say "it is there, but in namespace X"). */
  named(kind: string, name: string): readonly Resource[] {
    if (!this.byKindName) {
      this.byKindName = new Map();
      for (const r of this.resources) push(inner(this.byKindName, r.kind), r.name, r);
    }
    return this.byKindName.get(kind)?.get(name) ?? [];
  }

  workloads(): Resource[] {
    return WORKLOAD_KINDS.flatMap((k) => this.ofKind(k));
  }

  webhookConfigurations(): Resource[] {
    return [...WEBHOOK_CONFIG_KINDS].flatMap((k) => this.ofKind(k));
  }

  hpasFor(workload: Resource): readonly Resource[] {
    // Most inputs have no HPA: then no key is built for each workload.
    if (!this.hpaByTarget.size) return [];
    return this.hpaByTarget.get(key(workload.kind, workload.namespace, workload.name)) ?? [];
  }

  bindingsFor(namespace: string, serviceAccount: string): readonly Resource[] {
    return this.bindingsBySubject.get(`${namespace}/${serviceAccount}`) ?? [];
  }
}

function key(kind: string, namespace: string, name: string): string {
  return `${kind}/${namespace}/${name}`;
}

function inner<V>(map: Map<string, Map<string, V>>, k: string): Map<string, V> {
  let m = map.get(k);
  if (!m) map.set(k, (m = new Map<string, V>()));
  return m;
}

function push<K, V>(map: Map<K, V[]>, k: K, v: V): void {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

import type { Profile } from '../load/profiles.js';
import type { PathSegment } from '../core/object.js';
import { isSet, resolveEnv, UNSET, type EnvSetting } from './env.js';
import type { Model } from './model.js';
import { arr, get, isObj, str, type Obj } from '../core/object.js';
import { type Resource } from '../core/resource.js';
import { podSpecOf, serviceAccountOf } from './pod.js';
import { recognised } from './recognise.js';
import { repeatedFlag, TRUE_VALUES } from './args.js';

export type Writer = 'fs' | 'secret' | 'unknown';

/** A Deployment/StatefulSet container that runs a profiled webhook controller, with its certificate settings resolved. */
export interface WebhookWorkload {
  resource: Resource;
  profile: Profile;
  container: Obj;
  /** Path of the container inside the workload object. */
  containerPath: PathSegment[];
  env: Map<string, EnvSetting>;
  host: EnvSetting;
  writerEnv: EnvSetting;
  writer: Writer;
  /** The namespace the controller runs in (its profile's namespace env): where it reads its Secret. */
  namespace: string;
  secretName?: string;
  serviceName?: string;
  mutatingName?: string;
  validatingName?: string;
  port?: number;
  serviceAccount: string;
  replicas: Replicas;
  /** False when the controller only reads caBundle (its profile's external-certs feature gate is on). */
  patchesCaBundle: boolean;
  /** Recognised by an env name alone (corroborated, but no image, name or label): which controller it is, the manifests do not show. */
  byEnv?: true;
}

export interface Replicas {
  /** Most pods that can run at once: spec.replicas (default 1), or an HPA's maxReplicas when larger. */
  max: number;
  /** spec.replicas as written; undefined when absent (Kubernetes defaults it to 1) or not a number. */
  declared?: number;
  hpa?: Resource;
  /**
   * A DaemonSet not pinned to one node: one pod on each node it is scheduled on, a count the inputs do not
   * hold (max stays 1, the least it runs); `settle` names the fact that decides it.
   */
  perNode?: { settle: string };
}

const cache = new WeakMap<Model, WebhookWorkload[]>();

/** Every profiled webhook controller among the inputs (computed once per model). */
export function findWebhookWorkloads(model: Model): WebhookWorkload[] {
  let found = cache.get(model);
  if (!found) {
    found = [];
    for (const w of model.workloads())
      for (const r of recognised(model, w))
        if ('profile' in r.entry) {
          found.push({ ...describe(model, w, r.entry.profile, r.index), ...(r.byEnv ? { byEnv: true } : {}) });
          break;
        }
    cache.set(model, found);
  }
  return found;
}

function describe(model: Model, w: Resource, profile: Profile, index: number): WebhookWorkload {
  const containerPath: PathSegment[] = ['spec', 'template', 'spec', 'containers', index];
  const container = arr(podSpecOf(w)?.containers)[index] as Obj;
  const env = resolveEnv(model, w, container, containerPath, envNames(profile));
  const setting = (name?: string) => (name ? (env.get(name) ?? UNSET) : UNSET);
  const literal = (name: string | undefined, fallback: string | undefined) => {
    const s = setting(name);
    return s.state === 'value' && s.value !== '' ? s.value : fallback;
  };
  const host = setting(profile.env.host);
  const writerEnv = setting(profile.env.writer);
  const podNamespace = setting(profile.env.namespace);
  return {
    resource: w,
    profile,
    container,
    containerPath,
    env,
    host,
    writerEnv,
    writer: selectWriter(writerEnv, host, profile.writer?.fsValue),
    // An unset namespace env means the binary's built-in default, not the namespace it runs in.
    namespace:
      podNamespace.state === 'value' && podNamespace.value
        ? podNamespace.value
        : podNamespace.state === 'unset'
          ? (profile.defaults?.namespace ?? w.namespace)
          : w.namespace,
    secretName: literal(profile.env.secretName, profile.defaults?.secretName),
    serviceName: literal(profile.env.serviceName, profile.defaults?.serviceName),
    mutatingName: literal(profile.env.mutatingName, profile.defaults?.mutatingName),
    validatingName: literal(profile.env.validatingName, profile.defaults?.validatingName),
    port: Number(literal(profile.env.port, undefined)) || profile.defaults?.port,
    serviceAccount: serviceAccountOf(w),
    replicas: replicasOf(model, w),
    patchesCaBundle: !externalCertsEnabled(container, profile),
  };
}

const namesOf = new WeakMap<Profile, ReadonlySet<string>>();

/** The env names a profile reads, once per profile rather than once per workload. */
function envNames(profile: Profile): ReadonlySet<string> {
  let names = namesOf.get(profile);
  if (!names)
    namesOf.set(
      profile,
      (names = new Set(Object.values(profile.env).filter((n): n is string => typeof n === 'string'))),
    );
  return names;
}

/**
 * The family's selection rule (docs/controller-facts.md): fs when the writer is "fs", or is empty while the
 * host is set; the Secret writer for any other non-empty value. A writer read from a reference is unknown.
 */
export function selectWriter(writer: EnvSetting, host: EnvSetting, fsValue: string | undefined): Writer {
  if (writer.state === 'ref') return 'unknown';
  const value = writer.state === 'value' ? writer.value : '';
  if (fsValue !== undefined && value === fsValue) return 'fs';
  if (value === '') return isSet(host) ? 'fs' : 'secret';
  return 'secret';
}

export function replicasOf(model: Model, w: Resource): Replicas {
  if (w.kind === 'DaemonSet') return pinnedToOneNode(w) ? { max: 1 } : { max: 1, perNode: { settle: nodesSettle(w) } };
  const raw = get(w.body, 'spec', 'replicas');
  const declared = typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;
  let max = declared ?? 1;
  let hpa: Resource | undefined;
  for (const h of model.hpasFor(w)) {
    const m = get(h.body, 'spec', 'maxReplicas');
    if (typeof m === 'number' && m > max) {
      max = m;
      hpa = h;
    }
  }
  return { max, declared, hpa };
}

const HOSTNAME_LABEL = 'kubernetes.io/hostname';

/**
 * The pod template admits one node at most: a nodeName, a nodeSelector on the hostname label, or required node
 * affinity whose every term names one and the same node (by hostname label or metadata.name, operator In).
 */
function pinnedToOneNode(w: Resource): boolean {
  const pod = podSpecOf(w);
  if (str(pod?.nodeName)) return true;
  const selector = pod?.nodeSelector;
  if (isObj(selector) && typeof selector[HOSTNAME_LABEL] === 'string') return true;
  const terms = arr(
    get(pod, 'affinity', 'nodeAffinity', 'requiredDuringSchedulingIgnoredDuringExecution', 'nodeSelectorTerms'),
  );
  const nodes = new Set<string>();
  for (const t of terms) {
    const node = isObj(t) ? termNode(t) : undefined;
    if (node === undefined) return false;
    nodes.add(node);
  }
  return nodes.size === 1;
}

/** The one node a node selector term requires, when it requires one. */
function termNode(term: Obj): string | undefined {
  const pins = [
    ...arr(term.matchExpressions).map((e) => [e, HOSTNAME_LABEL] as const),
    ...arr(term.matchFields).map((e) => [e, 'metadata.name'] as const),
  ];
  for (const [e, key] of pins) {
    if (!isObj(e) || e.key !== key || e.operator !== 'In') continue;
    const values = arr(e.values);
    if (values.length === 1 && typeof values[0] === 'string') return values[0];
  }
  return undefined;
}

function nodesSettle(w: Resource): string {
  return `how many nodes DaemonSet ${w.namespace}/${w.name} runs on (the nodes its nodeSelector, node affinity and tolerations admit; one pod on each)`;
}

/**
 * The profile's external-certs gate (or one of its aliases) true in the feature-gates flag (`--flag=A=true,B=false`,
 * `--flag A=true`, given more than once: a map flag, the last value of a gate wins): the controller then reads a
 * Secret another owner writes and leaves caBundle alone.
 */
export function externalCertsEnabled(container: Obj, profile: Profile): boolean {
  const gate = profile.externalCertsFeatureGate;
  const flag = profile.featureGatesArg;
  if (!gate || !flag) return false;
  const value = repeatedFlag({ container, path: [] }, flag.replace(/^--?/, ''))?.value;
  if (!value) return false;
  const gates = new Map<string, string>();
  for (const kv of value.split(',')) {
    const [k, v] = kv.split('=');
    gates.set(k!.trim(), v?.trim() ?? '');
  }
  return [gate, ...(profile.externalCerts?.alsoEnabledBy ?? [])].some((g) => TRUE_VALUES.includes(gates.get(g) ?? ''));
}

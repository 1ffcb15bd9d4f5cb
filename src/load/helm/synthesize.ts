// Builds the objects a chart would render from its values (the manager Deployment, the webhook
// configurations' failurePolicy and annotations, the chart's Secret), as Resources whose every field
// points back at the values key that produced it. The manifest rules then run on them unchanged.
import type { Profile } from '../profiles.js';
import { isObj, type Obj, type PathSegment } from '../../core/object.js';
import type { Resource, SourceDoc } from '../../core/resource.js';
import type { HelmResource } from './origin.js';
import {
  dotted,
  failurePolicyKeys,
  splitKey,
  type Configuration,
  type ValuesMapping,
  type WebhookTemplate,
} from './mapping.js';
import { valueText } from './strvals.js';
import type { MergedValues, ValueOrigin } from './values.js';

export interface SynthesisInput {
  profile: Profile;
  mapping: ValuesMapping;
  values: MergedValues;
  /** Where findings go when no values key explains a field: the chart's values.yaml or the first values file. */
  fallback: ValueOrigin;
  /** Namespace when no value or profile default gives one. */
  namespace: string;
  /** Names this release in doc.file, for messages. */
  release: string;
}

/** Object path (JSON of the segments) -> values key that produced it. */
type Links = Map<string, PathSegment[]>;

export function synthesize(input: SynthesisInput): HelmResource[] {
  const out: HelmResource[] = [];
  const deployment = buildDeployment(input);
  out.push(deployment);
  out.push(...buildWebhookConfigurations(input));
  const secret = buildSecret(input, deployment);
  if (secret) out.push(secret);
  out.forEach((r, i) => (r.doc.index = i));
  return out;
}

function buildDeployment(input: SynthesisInput): HelmResource {
  const { profile, mapping, values } = input;
  const links: Links = new Map();
  const link = (path: PathSegment[], key: string | PathSegment[] | undefined) => {
    if (key !== undefined) links.set(JSON.stringify(path), typeof key === 'string' ? splitKey(key) : key);
  };
  const name = mapping.rendered?.workloadName ?? profile.match.workloadNames?.[0] ?? `${profile.name}-manager`;
  const namespace = stringAt(values, mapping.namespace) ?? profile.defaults?.namespace ?? input.namespace;
  const containerPath: PathSegment[] = ['spec', 'template', 'spec', 'containers', 0];
  const container: Obj = { name: 'manager', image: imageOf(values, mapping.image) ?? profile.match.images?.[0] ?? '' };
  // Only the image field itself: a finding about the container (its env, say) is not about the image value.
  link([...containerPath, 'image'], mapping.image);

  const featureGates = stringAt(values, mapping.featureGates);
  if (featureGates) {
    container.args = [`--feature-gates=${featureGates}`];
    link([...containerPath, 'args'], mapping.featureGates);
  }
  container.env = buildEnv(input, containerPath, link);

  const podSpec: Obj = { containers: [container] };
  const hostNetwork = values.get(keyOf(mapping.hostNetwork));
  if (mapping.hostNetwork && hostNetwork !== undefined) {
    podSpec.hostNetwork = hostNetwork === true || hostNetwork === 'true';
    link(['spec', 'template', 'spec', 'hostNetwork'], mapping.hostNetwork);
  }
  const spec: Obj = {
    selector: { matchLabels: { app: name } },
    template: { metadata: { labels: { app: name } }, spec: podSpec },
  };
  const replicas = numberAt(values, mapping.replicas);
  if (replicas !== undefined) spec.replicas = replicas;
  link(['spec', 'replicas'], mapping.replicas);
  const strategy = strategyOf(mapping);
  if (strategy) spec.strategy = strategy;

  const body: Obj = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name, namespace }, spec };
  link(['metadata', 'namespace'], mapping.namespace);
  return resource(input, body, links);
}

type Link = (path: PathSegment[], key: string | PathSegment[] | undefined) => void;

/** Env as the official templates write it (the namespace env from the pod), then the mapped settings, then extra env lists. */
function buildEnv(input: SynthesisInput, containerPath: PathSegment[], link: Link): Obj[] {
  const { profile, mapping, values } = input;
  const env: Obj[] = [];
  if (profile.env.namespace)
    env.push({ name: profile.env.namespace, valueFrom: { fieldRef: { fieldPath: 'metadata.namespace' } } });
  const mapped: [string | undefined, string | undefined][] = [
    [profile.env.host, mapping.host],
    [profile.env.writer, mapping.writer],
    [profile.env.secretName, mapping.secretName],
  ];
  for (const [envName, key] of mapped) {
    const value = key ? values.get(splitKey(key)) : undefined;
    if (!envName || value === undefined) continue;
    link([...containerPath, 'env', env.length], key);
    env.push({ name: envName, value: valueText(value) });
  }
  for (const key of mapping.extraEnv ?? []) {
    const list = values.get(splitKey(key));
    if (!Array.isArray(list)) continue;
    list.forEach((entry, i) => {
      if (!isObj(entry)) return;
      link([...containerPath, 'env', env.length], [...splitKey(key), i]);
      link([...containerPath, 'env', env.length, 'value'], [...splitKey(key), i, 'value']);
      env.push(entry);
    });
  }
  return env;
}

interface Entry {
  name: string;
  policy: string;
  /** The values key that set the policy; none when the template fixes it. */
  key?: PathSegment[];
}

function buildWebhookConfigurations(input: SynthesisInput): HelmResource[] {
  const { profile, mapping, values } = input;
  const entries = renderedEntries(mapping, values);
  const annotationsKey = keyOf(mapping.webhookAnnotations);
  const annotations = mapping.webhookAnnotations ? values.get(annotationsKey) : undefined;
  const hasAnnotations = isObj(annotations) && Object.keys(annotations).length > 0;
  const out: HelmResource[] = [];
  for (const kind of ['mutating', 'validating'] as const) {
    if (!entries[kind].length && !hasAnnotations) continue;
    const links: Links = new Map();
    const metadata: Obj = {
      name:
        (kind === 'mutating' ? profile.defaults?.mutatingName : profile.defaults?.validatingName) ??
        `${profile.name}-${kind}-webhook-configuration`,
    };
    if (hasAnnotations) {
      metadata.annotations = { ...annotations };
      for (const k of Object.keys(annotations))
        links.set(JSON.stringify(['metadata', 'annotations', k]), [...annotationsKey, k]);
    }
    const webhooks = entries[kind].map((e, i) => {
      if (e.key) links.set(JSON.stringify(['webhooks', i, 'failurePolicy']), e.key);
      return { name: e.name, failurePolicy: e.policy };
    });
    const body: Obj = {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: kind === 'mutating' ? 'MutatingWebhookConfiguration' : 'ValidatingWebhookConfiguration',
      metadata,
      webhooks,
    };
    out.push(resource(input, body, links));
  }
  return out;
}

/**
 * The entries each configuration renders: the profile's list of the chart's webhooks (each with its
 * configuration, feature-gate condition and policy source), then the plain failurePolicy keys of a forked
 * chart's mapping (one entry per key, named after it).
 */
function renderedEntries(mapping: ValuesMapping, values: MergedValues): Record<Configuration, Entry[]> {
  const out: Record<Configuration, Entry[]> = { mutating: [], validating: [] };
  const gates = stringAt(values, mapping.featureGates) ?? '';
  for (const w of mapping.webhooks ?? []) {
    if (!gatedIn(w, gates)) continue;
    const key = w.policyKey ? splitKey(w.policyKey) : undefined;
    const policy = key ? values.get(key) : w.policy;
    // A template printing an unset value renders an empty failurePolicy, which the API server defaults to Fail.
    out[w.configuration].push({
      name: w.name,
      policy: policy === undefined ? 'Fail' : valueText(policy),
      ...(key ? { key } : {}),
    });
  }
  for (const item of failurePolicyKeys(mapping, values)) {
    const policy = values.get(item.key);
    if (policy === undefined) continue;
    for (const kind of item.configurations)
      out[kind].push({ name: String(item.key[item.key.length - 1]), key: item.key, policy: valueText(policy) });
  }
  return out;
}

/** The templates' `contains "Gate=true" .Values.featureGates` tests, as data. */
function gatedIn(w: WebhookTemplate, gates: string): boolean {
  if (w.when !== undefined && !gates.includes(w.when)) return false;
  return w.unless === undefined || !gates.includes(w.unless);
}

/** The empty Secret the official charts render; the controller fills it, so it is not "missing". */
function buildSecret(input: SynthesisInput, deployment: Resource): HelmResource | undefined {
  const { profile, mapping, values } = input;
  if (!mapping.rendered?.secret) return undefined;
  const gates = stringAt(values, mapping.featureGates) ?? '';
  if (mapping.rendered.secretUnless?.some((g) => gates.includes(g))) return undefined;
  const name = stringAt(values, mapping.secretName) || profile.defaults?.secretName;
  if (!name) return undefined;
  const links: Links = new Map(mapping.secretName ? [[JSON.stringify([]), splitKey(mapping.secretName)]] : []);
  const body: Obj = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace: deployment.namespace },
    type: 'Opaque',
  };
  return resource(input, body, links);
}

function strategyOf(mapping: ValuesMapping): Obj | undefined {
  const r = mapping.rendered;
  if (r?.maxUnavailable === undefined) return undefined;
  return {
    type: 'RollingUpdate',
    rollingUpdate: { maxUnavailable: r.maxUnavailable, ...(r.maxSurge !== undefined ? { maxSurge: r.maxSurge } : {}) },
  };
}

/** A Resource whose findings resolve, through the links, to the values line (or the fallback). */
function resource(input: SynthesisInput, body: Obj, links: Links): HelmResource {
  const meta = body.metadata as Obj;
  const doc: SourceDoc = { file: input.release, index: 0, text: '', startLine: 1, startOffset: 0 };
  return {
    apiVersion: String(body.apiVersion),
    kind: String(body.kind),
    name: String(meta.name),
    namespace: typeof meta.namespace === 'string' ? meta.namespace : '',
    body,
    doc,
    base: [],
    locate: (path) => locateThrough(input, links, path),
  };
}

/** The longest prefix of `path` that a values key produced, resolved to the layer that set that key. */
function locateThrough(input: SynthesisInput, links: Links, path: readonly PathSegment[]) {
  for (let n = path.length; n >= 0; n--) {
    const key = links.get(JSON.stringify(path.slice(0, n)));
    if (!key || !key.length) continue;
    const origin = input.values.origin(key);
    if (origin) return { ...origin, field: dotted(key) };
  }
  return { ...input.fallback };
}

function keyOf(key: string | undefined): PathSegment[] {
  return key ? splitKey(key) : [];
}

function stringAt(values: MergedValues, key: string | undefined): string | undefined {
  if (!key) return undefined;
  const v = values.get(splitKey(key));
  return v === undefined || isObj(v) || Array.isArray(v) ? undefined : valueText(v);
}

/** Helm renders `replicas: {{ .Values.x }}` into a YAML integer whether x was 3 or "3". */
function numberAt(values: MergedValues, key: string | undefined): number | undefined {
  const s = stringAt(values, key);
  return s !== undefined && /^\d+$/.test(s.trim()) ? Number(s) : undefined;
}

/** A string, or a {registry, repository, tag} map as many charts spell it. */
function imageOf(values: MergedValues, key: string | undefined): string | undefined {
  if (!key) return undefined;
  const v = values.get(splitKey(key));
  if (typeof v === 'string') return v;
  if (!isObj(v) || typeof v.repository !== 'string') return undefined;
  const repo = typeof v.registry === 'string' && v.registry ? `${v.registry}/${v.repository}` : v.repository;
  return v.tag !== undefined && v.tag !== null && v.tag !== '' ? `${repo}:${valueText(v.tag)}` : repo;
}

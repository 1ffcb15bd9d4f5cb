import type { ParsedDoc, SourceDoc } from '../load/documents.js';
import type { PathSegment } from '../load/position.js';

/** A Kubernetes object from the inputs, with where it came from. */
export interface Resource {
  apiVersion: string;
  kind: string;
  name: string;
  /** Effective namespace: metadata.namespace, else the default namespace; '' for cluster-scoped kinds. */
  namespace: string;
  body: Obj;
  doc: SourceDoc;
  /** Path of this object inside its document: [] or ['items', n] for a List item. */
  base: PathSegment[];
  /**
   * For objects built from something other than a manifest (Helm values): where a path of the object points,
   * with the values key as `field` and a `note` for the message (e.g. "chart default").
   */
  locate?: (path: readonly PathSegment[]) => { file: string; line: number; column: number; field?: string; note?: string };
  /** For objects of a Helm chart: env name -> the values key rendered into it, so fixes can name the value to set. */
  envValues?: Record<string, string>;
}

export type Obj = Record<string, unknown>;

const CLUSTER_SCOPED = new Set([
  'Namespace', 'ClusterRole', 'ClusterRoleBinding', 'MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration',
  'CustomResourceDefinition', 'APIService', 'PersistentVolume', 'StorageClass', 'PriorityClass', 'Node',
  'ValidatingAdmissionPolicy', 'ValidatingAdmissionPolicyBinding', 'IngressClass', 'RuntimeClass',
]);

/** Objects in a parsed document; a `kind: List` (or any `*List` with items) contributes its items. */
export function resourcesOf(parsed: ParsedDoc, defaultNamespace: string): Resource[] {
  const out: Resource[] = [];
  const value = parsed.value;
  if (!isObj(value)) return out;
  if (typeof value.kind === 'string' && value.kind.endsWith('List') && Array.isArray(value.items)) {
    value.items.forEach((item, i) => {
      const r = toResource(item, parsed.doc, ['items', i], defaultNamespace);
      if (r) out.push(r);
    });
    return out;
  }
  const r = toResource(value, parsed.doc, [], defaultNamespace);
  if (r) out.push(r);
  return out;
}

function toResource(value: unknown, doc: SourceDoc, base: PathSegment[], defaultNamespace: string): Resource | undefined {
  if (!isObj(value) || typeof value.kind !== 'string') return undefined;
  const meta = isObj(value.metadata) ? value.metadata : {};
  const name = typeof meta.name === 'string' ? meta.name : typeof meta.generateName === 'string' ? meta.generateName : '';
  const ns = typeof meta.namespace === 'string' && meta.namespace ? meta.namespace : defaultNamespace;
  return {
    apiVersion: typeof value.apiVersion === 'string' ? value.apiVersion : '',
    kind: value.kind,
    name,
    namespace: CLUSTER_SCOPED.has(value.kind) ? '' : ns,
    body: value,
    doc,
    base,
  };
}

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Safe read of a nested field: `get(body, 'spec', 'template', 'spec')`. */
export function get(v: unknown, ...path: PathSegment[]): unknown {
  let cur = v;
  for (const p of path) {
    if (typeof p === 'number' ? !Array.isArray(cur) : !isObj(cur)) return undefined;
    cur = (cur as Record<string | number, unknown>)[p];
  }
  return cur;
}

export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function annotations(r: Resource): Obj {
  const a = get(r.body, 'metadata', 'annotations');
  return isObj(a) ? a : {};
}

export function refOf(r: Resource): { kind: string; name: string; namespace?: string } {
  return { kind: r.kind, name: r.name, ...(r.namespace ? { namespace: r.namespace } : {}) };
}

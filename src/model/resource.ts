import type { ParsedDoc } from '../load/documents.js';
import type { PathSegment } from '../core/object.js';
import { get, isObj, type Obj } from '../core/object.js';
import type { Resource, SourceDoc } from '../core/resource.js';

const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'CustomResourceDefinition',
  'APIService',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
  'Node',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'IngressClass',
  'RuntimeClass',
]);

/** The path of a top-level object: shared by all of them (frozen, so no caller can change it for the rest). */
const ROOT: PathSegment[] = Object.freeze([]) as unknown as PathSegment[];

/** Objects in a parsed document, appended to `out`; a `kind: List` (or any `*List` with items) contributes its items. */
export function resourcesOf(parsed: ParsedDoc, defaultNamespace: string, out: Resource[] = []): Resource[] {
  const value = parsed.value;
  if (!isObj(value)) return out;
  if (typeof value.kind === 'string' && value.kind.endsWith('List') && Array.isArray(value.items)) {
    value.items.forEach((item, i) => {
      const r = toResource(item, parsed.doc, ['items', i], defaultNamespace);
      if (r) out.push(r);
    });
    return out;
  }
  const r = toResource(value, parsed.doc, ROOT, defaultNamespace);
  if (r) out.push(r);
  return out;
}

function toResource(
  value: unknown,
  doc: SourceDoc,
  base: PathSegment[],
  defaultNamespace: string,
): Resource | undefined {
  if (!isObj(value) || typeof value.kind !== 'string') return undefined;
  const meta = isObj(value.metadata) ? value.metadata : {};
  const name =
    typeof meta.name === 'string' ? meta.name : typeof meta.generateName === 'string' ? meta.generateName : '';
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

export function annotations(r: Resource): Obj {
  const a = get(r.body, 'metadata', 'annotations');
  return isObj(a) ? a : {};
}

export function labels(r: Resource): Obj {
  const l = get(r.body, 'metadata', 'labels');
  return isObj(l) ? l : {};
}

export function refOf(r: Resource): { kind: string; name: string; namespace?: string } {
  // Two literals rather than a spread: this runs for every finding.
  return r.namespace ? { kind: r.kind, name: r.name, namespace: r.namespace } : { kind: r.kind, name: r.name };
}

// Live objects as the model's resources, straight from the JSON the API server sent: no text, no second parse.
// Their findings point at a logical location (docs/cluster.md#where-a-live-finding-points), not a file line.
import type { PathSegment } from '../core/object.js';
import type { Resource, SourceDoc } from '../core/resource.js';
import type { LocatedResource } from '../load/helm/origin.js';
import { dottedPath } from '../load/position.js';
import { resourcesOf } from '../model/resource.js';
import { DEFAULT_SCOPE } from '../model/scope.js';
import type { KubeObject } from './types.js';

/**
 * `cluster://<kind>/<namespace>/<name>#<field path>`; a cluster-scoped object has no namespace segment
 * (`cluster://<kind>/<name>`), and the object itself no `#`. The kind as the API spells it.
 */
export function liveLocation(kind: string, namespace: string, name: string, field = ''): string {
  const object = `cluster://${kind}/${namespace ? `${namespace}/` : ''}${name}`;
  return field ? `${object}#${field}` : object;
}

/** Each object as a resource whose findings name its logical location (line and column 0: no file holds it). */
export function liveResources(objects: readonly KubeObject[]): Resource[] {
  const out: Resource[] = [];
  for (const obj of objects) {
    const doc: SourceDoc = { file: '', index: 0, text: '', startLine: 0, startOffset: 0 };
    for (const r of resourcesOf({ doc, value: obj }, '')) {
      doc.file = liveLocation(r.kind, r.namespace, r.name);
      out.push(located(r, doc.file));
    }
  }
  return out;
}

function located(r: Resource, object: string): LocatedResource {
  const field = (path: readonly PathSegment[]) => dottedPath(r.base.length ? [...r.base, ...path] : path);
  return {
    ...r,
    // One cluster is one scope: no folder layout to infer scopes from.
    scope: DEFAULT_SCOPE,
    locate: (path) => ({ file: path.length ? `${object}#${field(path)}` : object, line: 0, column: 0 }),
  };
}

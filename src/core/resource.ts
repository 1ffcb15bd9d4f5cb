import type { Obj, PathSegment } from './object.js';

/** One YAML document of one input file, with what is needed to find a line later. */
export interface SourceDoc {
  file: string;
  /** Zero-based index of the document in its file. */
  index: number;
  /** The document's own text (a slice of the file). */
  text: string;
  /** One-based line of the first character of `text` in the file. */
  startLine: number;
  /** Offset of `text` in the file. */
  startOffset: number;
  /** Helm's `# Source: chart/templates/x.yaml` comment, when the document was rendered by Helm. */
  template?: string;
}

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
   * What the object is applied together with (a kustomization, a Helm release, an environment folder):
   * part of its identity, so objects of two scopes are never linked (docs/checking.md#scopes).
   */
  scope?: string;
}

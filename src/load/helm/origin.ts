import type { PathSegment } from '../../core/object.js';
import type { RenderedPlace } from '../../core/finding.js';
import type { Resource } from '../../core/resource.js';

/** Where a path of an object points in the inputs, with the values key as `field` and a `note` for the message (e.g. "chart default"). */
export interface Place {
  file: string;
  line: number;
  column: number;
  field?: string;
  note?: string;
  /** Where the field is in the rendered stream, when the place is a source file of a render (kustomize). */
  rendered?: RenderedPlace;
}

/**
 * An object the Helm front end built from values or rendered from a chart: its findings point at the
 * values (or templates) that set each field, not at a manifest document.
 */
export interface HelmResource extends Resource {
  locate: (path: readonly PathSegment[]) => Place;
  /** Env name -> the values key rendered into it, so fixes can name the value to set. */
  envValues?: Record<string, string>;
}

export function isHelmResource(r: Resource): r is HelmResource {
  return typeof (r as Partial<HelmResource>).locate === 'function';
}

/** The values keys behind a chart's env, for fixes worded in values terms; undefined for a manifest's object. */
export function helmEnvValues(r: Resource): Record<string, string> | undefined {
  return isHelmResource(r) ? r.envValues : undefined;
}

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

/** An object whose findings point where its own `locate` says, not at a manifest document. */
export interface LocatedResource extends Resource {
  locate: (path: readonly PathSegment[]) => Place;
}

/**
 * An object the Helm front end built from values or rendered from a chart: its findings point at the
 * values (or templates) that set each field.
 */
export interface HelmResource extends LocatedResource {
  /** Env name -> the values key rendered into it, so fixes can name the value to set. */
  envValues?: Record<string, string>;
  /** The Sprig generator its template calls (genCA, ...): a new CA or certificate on every render. */
  mints?: string;
}

export function isLocated(r: Resource): r is LocatedResource {
  return typeof (r as Partial<LocatedResource>).locate === 'function';
}

/** The values keys behind a chart's env, for fixes worded in values terms; undefined for a manifest's object. */
export function helmEnvValues(r: Resource): Record<string, string> | undefined {
  return (r as Partial<HelmResource>).envValues;
}

/** The Sprig generator a chart's template calls for this object (genCA, ...); undefined for a manifest's object. */
export function helmMints(r: Resource): string | undefined {
  return (r as Partial<HelmResource>).mints;
}

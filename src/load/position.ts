import {
  COLLECTION_STYLE,
  EVENT_ID,
  getScalarValue,
  parseEvents,
  SCALAR_STYLE,
  type Event,
  type ScalarEvent,
} from 'js-yaml';
import type { PathSegment } from '../core/object.js';
import type { Resource, SourceDoc } from '../core/resource.js';
import { isHelmResource, type Place } from './helm/origin.js';
import { plainKeyString } from './yaml-schema.js';

export interface Position {
  line: number;
  column: number;
}

/**
 * What the first parse leaves for finding lines later: its events, packed into one Int32Array per parse
 * (5 numbers an event instead of a 12-field object), so every document of every file can keep them
 * until the findings are reported, and no document is parsed a second time.
 */
export interface Locator {
  events: Int32Array;
  /** Index of the document's root node in `events`, or -1 for no node. */
  root: number;
  /** The text the offsets refer to: the file, or the document's own (re-indented) text. */
  source: string;
  /** Offset in `source` of the start of the document's first line (doc.startLine). */
  base: number;
  /** Spaces added at the start of a line (by file line) to read a shallow continuation line. */
  shifts?: Map<number, number>;
}

/**
 * Each document's locator, kept as long as the document is: it goes when the findings are reported. A
 * symbol-keyed property, not a WeakMap: 100,000 documents then cost the collector no ephemeron table.
 */
const LOCATOR = Symbol('locator');
type Located = SourceDoc & { [LOCATOR]?: Locator | null };

export function keepLocator(doc: SourceDoc, locator: Locator | undefined): void {
  (doc as Located)[LOCATOR] = locator ?? null;
}

export function hasLocator(doc: SourceDoc): boolean {
  return !!(doc as Located)[LOCATOR];
}

const W = 5; // type|style|chomping|fast, node offset, valueStart, valueEnd (collections: index past their end), indent
const COLLECTION = (t: number) => t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE;

export interface Packed {
  events: Int32Array;
  /** Index (in packed events) of each document's root node, -1 when the document is empty. */
  roots: number[];
  /** Input go-yaml v2 refuses that js-yaml took: the offset and why. */
  refusals: { offset: number; message: string }[];
  /** Whether a document carries a %YAML or %TAG directive. */
  directives: boolean;
}

/**
 * Packs js-yaml's events and, in the same pass, looks for the little go-yaml v2 refuses and js-yaml
 * takes: block keys longer than 1024 characters and the YAML 1.2 escape `\/`.
 */
export function packEvents(events: readonly Event[], source: string): Packed {
  const out = new Int32Array(events.length * W);
  const roots: number[] = [];
  const refusals: Packed['refusals'] = [];
  // Open collections: event index, and node count so far (-1 for a sequence or a flow mapping: no keys to check).
  const openIndex: number[] = [];
  const openNodes: number[] = [];
  let awaitingRoot = false;
  let directives = false;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const o = i * W;
    const type = e.type;
    out[o] = type;
    if (type === EVENT_ID.POP) {
      const top = openIndex.pop();
      openNodes.pop();
      if (top !== undefined) out[top * W + 3] = i + 1;
      continue;
    }
    if (type === EVENT_ID.DOCUMENT) {
      roots.push(-1);
      awaitingRoot = true;
      if (e.directives.length) directives = true;
      continue;
    }
    if (awaitingRoot) {
      roots[roots.length - 1] = i;
      awaitingRoot = false;
    }
    const depth = openNodes.length - 1;
    const isKey = depth >= 0 && openNodes[depth]! >= 0 && openNodes[depth]!++ % 2 === 0;
    if (type === EVENT_ID.SCALAR) {
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      out[o] = type | (e.style << 3) | (e.chomping << 6) | (e.fast ? 1 << 8 : 0);
      out[o + 1] = e.anchorStart < 0 && e.tagStart < 0 ? (quoted ? e.valueStart - 1 : e.valueStart) : nodeOffset(e);
      out[o + 2] = e.valueStart;
      out[o + 3] = e.valueEnd;
      out[o + 4] = e.indent;
      if (isKey && e.valueEnd - e.valueStart > 1000) longKey(e, out[o + 1]!, source, refusals);
      if (e.style === SCALAR_STYLE.DOUBLE_QUOTED && !e.fast) slashEscape(e, source, refusals);
    } else if (type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE) {
      out[o + 1] = e.anchorStart < 0 && e.tagStart < 0 ? e.start : nodeOffset(e);
      out[o + 3] = events.length;
      openIndex.push(i);
      openNodes.push(type === EVENT_ID.MAPPING && e.style === COLLECTION_STYLE.BLOCK ? 0 : -1);
    } else {
      out[o + 1] = nodeOffset(e);
    }
  }
  return { events: out, roots, refusals, directives };
}

/** go-yaml v2 (like libyaml) forgets a possible simple key 1024 characters after its start. */
function longKey(e: ScalarEvent, start: number, source: string, refusals: Packed['refusals']): void {
  let colon = e.valueEnd + (e.style === SCALAR_STYLE.PLAIN ? 0 : 1);
  while (source[colon] === ' ' || source[colon] === '\t') colon++;
  if (colon - start > 1024)
    refusals.push({ offset: start, message: 'a key longer than 1024 characters (go-yaml v2 reads at most 1024)' });
}

function slashEscape(e: ScalarEvent, source: string, refusals: Packed['refusals']): void {
  for (let i = e.valueStart; i < e.valueEnd; i++) {
    if (source.charCodeAt(i) !== 92) continue;
    if (source[i + 1] === '/') {
      refusals.push({ offset: i, message: 'the escape \\/ (YAML 1.2; go-yaml v2 refuses it)' });
      return;
    }
    i++;
  }
}

/**
 * Finds the line and column of the node at `path` in a document; when the path does not exist
 * all the way, the deepest node that does. Walks the events the first parse kept.
 */
export function locate(doc: SourceDoc, path: readonly PathSegment[]): Position {
  let loc = (doc as Located)[LOCATOR];
  if (loc === undefined) keepLocator(doc, (loc = locatorOf(doc)));
  if (!loc || loc.root < 0) return { line: doc.startLine, column: 1 };
  let i = loc.root;
  for (const segment of path) {
    const child = childIndex(loc, i, segment);
    if (child < 0) break;
    i = child;
  }
  return offsetToPosition(doc, loc, loc.events[i * W + 1]!);
}

/**
 * A document's events, parsed once: for a JSON value (JSON.parse gives its value), or on the first finding
 * in a document that did not come through parseDocuments (a Helm values file read elsewhere).
 */
/** Where a path of an object is in the inputs: its own locator (objects built from Helm values), else its document. */
export function positionOf(resource: Resource, path: readonly PathSegment[]): Place {
  return isHelmResource(resource)
    ? resource.locate(path)
    : { file: resource.doc.file, ...locate(resource.doc, [...resource.base, ...path]) };
}

export function locatorOf(doc: SourceDoc): Locator | undefined {
  if (!doc.text) return undefined;
  try {
    const packed = packEvents(parseEvents(doc.text, { filename: doc.file }), doc.text);
    return { events: packed.events, root: packed.roots[0] ?? -1, source: doc.text, base: 0 };
  } catch {
    return undefined; // e.g. valid JSON that js-yaml does not read: findings fall back to the document's line
  }
}

const typeOf = (ev: Int32Array, i: number) => ev[i * W]! & 7;
const next = (ev: Int32Array, i: number) => (COLLECTION(typeOf(ev, i)) ? ev[i * W + 3]! : i + 1);

/** Index of the child node of the collection starting at `i`, or -1. */
function childIndex(loc: Locator, i: number, segment: PathSegment): number {
  const ev = loc.events;
  const type = typeOf(ev, i);
  let j = i + 1;
  if (type === EVENT_ID.MAPPING) {
    const want = String(segment);
    while (typeOf(ev, j) !== EVENT_ID.POP) {
      const value = next(ev, j);
      if (typeOf(ev, j) === EVENT_ID.SCALAR && keyText(loc, j) === want) return value;
      j = next(ev, value);
    }
  } else if (type === EVENT_ID.SEQUENCE && typeof segment === 'number') {
    for (let n = 0; typeOf(ev, j) !== EVENT_ID.POP; n++) {
      if (n === segment) return j;
      j = next(ev, j);
    }
  }
  return -1;
}

/** A key as the loaded object spells it. */
function keyText(loc: Locator, i: number): string {
  const ev = loc.events;
  const o = i * W;
  const head = ev[o]!;
  const style = (head >> 3) & 7;
  const scalar = {
    type: EVENT_ID.SCALAR,
    valueStart: ev[o + 2]!,
    valueEnd: ev[o + 3]!,
    style,
    chomping: (head >> 6) & 3,
    fast: (head & (1 << 8)) !== 0,
    indent: ev[o + 4]!,
    anchorStart: -1,
    anchorEnd: -1,
    tagStart: -1,
    tagEnd: -1,
  } as ScalarEvent;
  const text = getScalarValue(loc.source, scalar);
  return style === SCALAR_STYLE.PLAIN ? plainKeyString(text) : text;
}

function nodeOffset(e: Event): number {
  switch (e.type) {
    case EVENT_ID.SCALAR: {
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      return firstSet(e.anchorStart, e.tagStart, quoted ? e.valueStart - 1 : e.valueStart);
    }
    case EVENT_ID.MAPPING:
    case EVENT_ID.SEQUENCE:
      return firstSet(e.anchorStart, e.tagStart, e.start);
    case EVENT_ID.ALIAS:
      return Math.max(0, e.anchorStart - 1);
    default:
      return 0;
  }
}

function firstSet(...offsets: number[]): number {
  let best = Infinity;
  for (const o of offsets) if (o >= 0 && o < best) best = o;
  return best === Infinity ? 0 : best;
}

function offsetToPosition(doc: SourceDoc, loc: Locator, offset: number): Position {
  let line = doc.startLine;
  let lineStart = loc.base;
  for (let i = loc.source.indexOf('\n', loc.base); i !== -1 && i < offset; i = loc.source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const shift = loc.shifts?.get(line) ?? 0;
  return { line, column: Math.max(1, offset - lineStart + 1 - shift) };
}

/**
 * `spec.template.spec.containers[0].env[2]`: the dotted form users read in findings. A key that holds a
 * dot or slash (annotations, Secret data keys) is bracketed: `metadata.annotations["example.io/inject-ca-from"]`.
 */
export function dottedPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const s of path) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (/[./[\]"]/.test(s)) out += `[${JSON.stringify(s)}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}

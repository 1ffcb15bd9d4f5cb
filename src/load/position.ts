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
import { isLocated, type Place } from './helm/origin.js';
import { plainKeyString } from './yaml-schema.js';

export interface Position {
  line: number;
  column: number;
}

/**
 * What the first parse leaves for finding lines later: its events, packed into one Int32Array per parse
 * (2 numbers a node instead of a 12-field object an event), so every document of every file can keep them
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

/**
 * Two numbers a node (POP and DOCUMENT events are not kept): its offset, and a head word `type | style << 3 |
 * chomping << 6 | fast << 8 | span << 9`, where span is a collection's node count (itself included: the
 * index just past it is i + span) and a key scalar's value length. What a walk cannot read from that (a
 * span too wide, a key with an anchor or tag or in block style, an empty key) is kept aside, by node.
 */
const W = 2;
const SPAN_SHIFT = 9;
/** The span field's largest value, which says "look aside". */
const ASIDE = (1 << 22) - 1;
const COLLECTION = (t: number) => t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE;

/** What a node's head cannot hold: a collection's end index, or a key scalar's value range and indent. */
interface Aside {
  ends: Map<number, number>;
  keys: Map<number, { valueStart: number; valueEnd: number; indent: number }>;
}
/** Aside data by packed array: only parses with such nodes have any (a WeakMap: it goes with the array). */
const ASIDES = new WeakMap<Int32Array, Aside>();

export interface Packed {
  events: Int32Array;
  /** Index (in packed events) of each document's root node, -1 when the document is empty. */
  roots: number[];
  /** Input go-yaml v2 refuses that js-yaml took: the offset and why. */
  refusals: { offset: number; message: string }[];
  /** Whether a document carries a %YAML or %TAG directive. */
  directives: boolean;
}

/** Where node `i` of packed events starts (its anchor, tag or first character); undefined for no node. */
export const nodeStart = (events: Int32Array, i: number): number | undefined => events[i * W];

/** Reused between parses of a chunk's size: a parse writes its nodes here, then copies them out at their exact size. */
let scratch = new Int32Array(1 << 16);
/** A larger parse (one huge document) gets an array of its own, not kept after it. */
const SCRATCH_MAX = 1 << 20;

/**
 * Packs js-yaml's events and, in the same pass, looks for the little go-yaml v2 refuses and js-yaml
 * takes: block keys longer than 1024 characters and the YAML 1.2 escape `\/`.
 */
export function packEvents(events: readonly Event[], source: string): Packed {
  const size = events.length * W;
  if (scratch.length < size && size <= SCRATCH_MAX) scratch = new Int32Array(size);
  const out = scratch.length < size ? new Int32Array(size) : scratch;
  const roots: number[] = [];
  const refusals: Packed['refusals'] = [];
  let aside: Aside | undefined;
  // Open collections: node index, node count so far (-1 for a sequence: no keys), and whether a block
  // mapping (whose keys go-yaml v2 reads at most 1024 characters of).
  const openIndex: number[] = [];
  const openNodes: number[] = [];
  const openBlock: boolean[] = [];
  let awaitingRoot = false;
  let directives = false;
  let n = 0;
  const setSpan = (i: number, span: number) => {
    if (span < ASIDE) out[i * W + 1]! |= span << SPAN_SHIFT;
    else {
      out[i * W + 1]! |= ASIDE << SPAN_SHIFT;
      (aside ??= { ends: new Map(), keys: new Map() }).ends.set(i, i + span);
    }
  };
  for (let k = 0; k < events.length; k++) {
    const e = events[k]!;
    const type = e.type;
    if (type === EVENT_ID.POP) {
      const top = openIndex.pop();
      openNodes.pop();
      openBlock.pop();
      if (top !== undefined) setSpan(top, n - top);
      continue;
    }
    if (type === EVENT_ID.DOCUMENT) {
      roots.push(-1);
      awaitingRoot = true;
      if (e.directives.length) directives = true;
      continue;
    }
    if (awaitingRoot) {
      roots[roots.length - 1] = n;
      awaitingRoot = false;
    }
    const o = n * W;
    const depth = openNodes.length - 1;
    const isKey = depth >= 0 && openNodes[depth]! >= 0 && openNodes[depth]!++ % 2 === 0;
    if (type === EVENT_ID.SCALAR) {
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      const props = e.anchorStart >= 0 || e.tagStart >= 0;
      out[o] = props ? nodeOffset(e) : quoted ? e.valueStart - 1 : e.valueStart;
      out[o + 1] = type | (e.style << 3) | (e.chomping << 6) | (e.fast ? 1 << 8 : 0);
      if (isKey) {
        const span = e.valueEnd - e.valueStart;
        if (props || e.style > SCALAR_STYLE.DOUBLE_QUOTED || e.valueStart < 0 || span < 0 || span >= ASIDE) {
          out[o + 1]! |= ASIDE << SPAN_SHIFT;
          (aside ??= { ends: new Map(), keys: new Map() }).keys.set(n, {
            valueStart: e.valueStart,
            valueEnd: e.valueEnd,
            indent: e.indent,
          });
        } else out[o + 1]! |= span << SPAN_SHIFT;
        if (span > 1000 && openBlock[depth]) longKey(e, out[o], source, refusals);
      }
      if (e.style === SCALAR_STYLE.DOUBLE_QUOTED && !e.fast) slashEscape(e, source, refusals);
    } else if (type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE) {
      out[o] = e.anchorStart < 0 && e.tagStart < 0 ? e.start : nodeOffset(e);
      out[o + 1] = type;
      openIndex.push(n);
      openNodes.push(type === EVENT_ID.MAPPING ? 0 : -1);
      openBlock.push(type === EVENT_ID.MAPPING && e.style === COLLECTION_STYLE.BLOCK);
    } else {
      out[o] = nodeOffset(e);
      out[o + 1] = type;
    }
    n++;
  }
  // A collection left open (no POP) runs to the end.
  for (let top = openIndex.pop(); top !== undefined; top = openIndex.pop()) setSpan(top, n - top);
  const packed = out.slice(0, n * W);
  if (aside) ASIDES.set(packed, aside);
  return { events: packed, roots, refusals, directives };
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
  return offsetToPosition(doc, loc, loc.events[i * W]!);
}

/**
 * A document's events, parsed once: for a JSON value (JSON.parse gives its value), or on the first finding
 * in a document that did not come through parseDocuments (a Helm values file read elsewhere).
 */
/** Where a path of an object is: its own locator (Helm values, a live object's logical location), else its document. */
export function positionOf(resource: Resource, path: readonly PathSegment[]): Place {
  if (isLocated(resource)) return resource.locate(path);
  // No spread of a copy per finding: most objects are their document's root (an empty base).
  const { line, column } = locate(resource.doc, resource.base.length ? [...resource.base, ...path] : path);
  return { file: resource.doc.file, line, column };
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

const typeOf = (ev: Int32Array, i: number) => ev[i * W + 1]! & 7;
/** The index just past node `i` and everything in it. */
function next(ev: Int32Array, i: number): number {
  if (!COLLECTION(typeOf(ev, i))) return i + 1;
  const span = ev[i * W + 1]! >>> SPAN_SHIFT;
  return span === ASIDE ? ASIDES.get(ev)!.ends.get(i)! : i + span;
}

/** A plain key's text is the key (no resolution can give this name): it matches by comparing text in place. */
const RESOLVED_KEY = /^(?:true$|false$|[-.\d])/;

/** Index of the child node of the collection starting at `i`, or -1. */
function childIndex(loc: Locator, i: number, segment: PathSegment): number {
  const ev = loc.events;
  const type = typeOf(ev, i);
  const end = next(ev, i);
  let j = i + 1;
  if (type === EVENT_ID.MAPPING) {
    const want = String(segment);
    // 1: a plain key matches when its text is `want`; 0: no plain key's text can be `want` (`on` reads
    // "true"); -1: read each key as the loaded object spells it.
    const plain = RESOLVED_KEY.test(want) ? -1 : plainKeyString(want) === want ? 1 : 0;
    while (j < end) {
      const value = next(ev, j);
      if (typeOf(ev, j) === EVENT_ID.SCALAR && keyIs(loc, j, want, plain)) return value;
      j = next(ev, value);
    }
  } else if (type === EVENT_ID.SEQUENCE && typeof segment === 'number') {
    for (let n = 0; j < end; n++) {
      if (n === segment) return j;
      j = next(ev, j);
    }
  }
  return -1;
}

const PLAIN_FAST = EVENT_ID.SCALAR | (SCALAR_STYLE.PLAIN << 3) | (1 << 8);

/** Whether key node `i` is `want`; a plain key without escapes or line breaks is compared in place, without a copy. */
function keyIs(loc: Locator, i: number, want: string, plain: number): boolean {
  const head = loc.events[i * W + 1]!;
  const span = head >>> SPAN_SHIFT;
  if (plain >= 0 && (head & 0x1ff & ~(3 << 6)) === PLAIN_FAST && span !== ASIDE) {
    if (!plain || span !== want.length) return false;
    return loc.source.startsWith(want, loc.events[i * W]);
  }
  return keyText(loc, i) === want;
}

/** A key as the loaded object spells it. */
function keyText(loc: Locator, i: number): string {
  const ev = loc.events;
  const o = i * W;
  const head = ev[o + 1]!;
  const style = (head >> 3) & 7;
  const span = head >>> SPAN_SHIFT;
  const quoted = style === SCALAR_STYLE.SINGLE_QUOTED || style === SCALAR_STYLE.DOUBLE_QUOTED;
  const range =
    span === ASIDE
      ? ASIDES.get(ev)!.keys.get(i)!
      : { valueStart: ev[o]! + (quoted ? 1 : 0), valueEnd: ev[o]! + (quoted ? 1 : 0) + span, indent: -1 };
  const scalar = {
    type: EVENT_ID.SCALAR,
    valueStart: range.valueStart,
    valueEnd: range.valueEnd,
    style,
    chomping: (head >> 6) & 3,
    fast: (head & (1 << 8)) !== 0,
    indent: range.indent,
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

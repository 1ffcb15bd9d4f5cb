import { EVENT_ID, getScalarValue, parseEvents, type Event } from 'js-yaml';
import type { SourceDoc } from '../core/resource.js';
import type { PathSegment } from '../core/object.js';


export interface Position {
  line: number;
  column: number;
}

/**
 * Finds the line and column of the node at `path` in a document; when the path does not exist
 * all the way, the deepest node that does. Runs only when a finding is reported, so the parse
 * that loads thousands of clean objects never pays for positions.
 */
export function locate(doc: SourceDoc, path: readonly PathSegment[]): Position {
  const events = eventsOf(doc);
  if (!events) return { line: doc.startLine, column: 1 };
  let i = events.findIndex((e) => e.type === EVENT_ID.DOCUMENT) + 1;
  if (i === 0 || i >= events.length) return { line: doc.startLine, column: 1 };
  let found = i;
  for (const segment of path) {
    const child = childIndex(events, doc.text, i, segment);
    if (child < 0) break;
    i = found = child;
  }
  return offsetToPosition(doc, nodeOffset(events[found]!));
}

const cache = new WeakMap<SourceDoc, Event[] | null>();

function eventsOf(doc: SourceDoc): Event[] | null {
  let events = cache.get(doc);
  if (events === undefined) {
    try {
      events = parseEvents(doc.text, { filename: doc.file });
    } catch {
      events = null;
    }
    cache.set(doc, events);
  }
  return events;
}

/** Index of the child node of the collection starting at `i`, or -1. */
function childIndex(events: Event[], text: string, i: number, segment: PathSegment): number {
  const node = events[i]!;
  let j = i + 1;
  if (node.type === EVENT_ID.MAPPING) {
    while (events[j]!.type !== EVENT_ID.POP) {
      const key = events[j]!;
      const value = skip(events, j);
      if (key.type === EVENT_ID.SCALAR && getScalarValue(text, key) === String(segment)) return value;
      j = skip(events, value);
    }
  } else if (node.type === EVENT_ID.SEQUENCE && typeof segment === 'number') {
    for (let n = 0; events[j]!.type !== EVENT_ID.POP; n++) {
      if (n === segment) return j;
      j = skip(events, j);
    }
  }
  return -1;
}

/** Index just past the node starting at `i`. */
function skip(events: Event[], i: number): number {
  const type = events[i]!.type;
  if (type !== EVENT_ID.MAPPING && type !== EVENT_ID.SEQUENCE) return i + 1;
  let depth = 0;
  for (let j = i; j < events.length; j++) {
    const t = events[j]!.type;
    if (t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE) depth++;
    else if (t === EVENT_ID.POP && --depth === 0) return j + 1;
  }
  return events.length;
}

function nodeOffset(e: Event): number {
  switch (e.type) {
    case EVENT_ID.SCALAR: {
      const quoted = e.style === 2 || e.style === 3;
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

function offsetToPosition(doc: SourceDoc, offset: number): Position {
  let line = doc.startLine;
  let lineStart = 0;
  for (let i = doc.text.indexOf('\n'); i !== -1 && i < offset; i = doc.text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * `spec.template.spec.containers[0].env[2]`: the dotted form users read in findings. A key that holds a
 * dot or slash (annotations, Secret data keys) is bracketed: `metadata.annotations["cert-manager.io/inject-ca-from"]`.
 */
export function dottedPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const s of path) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (/[./\[\]"]/.test(s)) out += `[${JSON.stringify(s)}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}

import { constructFromEvents, EVENT_ID, parseEvents, type Event } from 'js-yaml';
import type { SourceDoc } from '../core/resource.js';


export interface ParsedDoc {
  doc: SourceDoc;
  value?: unknown;
  /** Set when the document does not parse: the message and its one-based line/column in the file. */
  error?: { message: string; line: number; column: number };
}

export interface ParseLimits {
  maxDepth: number;
  maxAliases: number;
}

export const DEFAULT_LIMITS: ParseLimits = { maxDepth: 100, maxAliases: 1000 };

/**
 * Splits a YAML stream at `---` lines and parses it. The whole stream is parsed in one call when it
 * can be (one parser set-up, not one per document); when that fails, each document is parsed on its
 * own, so one broken document costs only itself. Positions are not kept: they are recovered on demand
 * (see position.ts).
 */
export function parseDocuments(file: string, text: string, limits: ParseLimits = DEFAULT_LIMITS): ParsedDoc[] {
  const docs = splitDocuments(file, text);
  const out = (docs.length > 1 && parseWhole(text, docs, limits)) || docs.map((doc) => parseOne(doc, limits));
  // Empty and comment-only documents are not objects (kubectl skips them too).
  return out.filter((p) => p.error || (p.value !== null && p.value !== undefined));
}

/** Values of the whole stream assigned to the split documents, or undefined to parse document by document. */
function parseWhole(text: string, docs: SourceDoc[], limits: ParseLimits): ParsedDoc[] | undefined {
  let events: Event[];
  let values: unknown[];
  try {
    events = parseEvents(text, { filename: docs[0]!.file, maxDepth: limits.maxDepth });
    values = constructFromEvents(events, { source: text, filename: docs[0]!.file, maxAliases: limits.maxAliases });
  } catch {
    return undefined;
  }
  // The usual stream (every slice one document) pairs up without walking the events.
  if (values.length === docs.length) return docs.map((doc, i) => ({ doc, value: values[i] }));
  const out: ParsedDoc[] = docs.map((doc) => ({ doc, value: null }));
  let d = 0;
  let v = 0;
  for (let i = 0; i < events.length; i++) {
    if (events[i]!.type !== EVENT_ID.DOCUMENT) continue;
    const value = values[v++];
    const offset = firstOffset(events[i + 1]);
    if (offset < 0) continue; // an empty document
    while (d + 1 < docs.length && docs[d + 1]!.startOffset <= offset) d++;
    // Two documents in one slice means the splitter and the parser disagree: trust the slower path.
    if (out[d]!.value !== null) return undefined;
    out[d]!.value = value;
  }
  return v === values.length ? out : undefined;
}

function firstOffset(e: Event | undefined): number {
  if (!e) return -1;
  if (e.type === EVENT_ID.SCALAR) return e.anchorStart >= 0 ? e.anchorStart : e.tagStart >= 0 ? e.tagStart : e.valueStart;
  if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) return e.anchorStart >= 0 ? e.anchorStart : e.tagStart >= 0 ? e.tagStart : e.start;
  if (e.type === EVENT_ID.ALIAS) return e.anchorStart;
  return -1;
}

function parseOne(doc: SourceDoc, limits: ParseLimits): ParsedDoc {
  try {
    const events = parseEvents(doc.text, { filename: doc.file, maxDepth: limits.maxDepth });
    const values = constructFromEvents(events, { source: doc.text, filename: doc.file, maxAliases: limits.maxAliases });
    return { doc, value: values[0] ?? null };
  } catch (e) {
    return { doc, error: yamlError(e, doc) };
  }
}

function yamlError(e: unknown, doc: SourceDoc): { message: string; line: number; column: number } {
  const err = e as { reason?: string; message?: string; mark?: { line: number; column: number } };
  const reason = safeReason(err.reason ?? String(err.message ?? e).split('\n')[0]);
  const line = doc.startLine + (err.mark?.line ?? 0);
  const column = (err.mark?.column ?? 0) + 1;
  return { message: `YAML does not parse: ${reason}`, line, column };
}

/**
 * A parser message without long input text: js-yaml quotes alias names, tags and tag handles, and a
 * broken Secret can put key material there. Runs of 33+ non-blank characters keep only their start.
 */
export function safeReason(reason: string): string {
  return reason.replace(/\S{33,}/g, (token) => `${token.slice(0, 16)}…`);
}

/** Cuts the stream before every line that starts with `---` followed by a blank or end of line. */
export function splitDocuments(file: string, text: string): SourceDoc[] {
  const docs: SourceDoc[] = [];
  let start = 0;
  let startLine = 1;
  let line = 1;
  let pos = 0;
  const push = (end: number) => {
    const slice = text.slice(start, end);
    docs.push({ file, index: docs.length, text: slice, startLine, startOffset: start, template: helmSource(slice) });
  };
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const lineEnd = nl === -1 ? text.length : nl;
    if (pos > start && isDocumentMarker(text, pos, lineEnd)) {
      push(pos);
      start = pos;
      startLine = line;
    }
    if (nl === -1) break;
    pos = nl + 1;
    line++;
  }
  push(text.length);
  return docs.filter((d, i) => i === 0 || d.text.length > 0);
}

function isDocumentMarker(text: string, pos: number, lineEnd: number): boolean {
  if (text.charCodeAt(pos) !== 45 || !text.startsWith('---', pos)) return false;
  const next = text.charCodeAt(pos + 3);
  return pos + 3 >= lineEnd || next === 32 || next === 9 || next === 13;
}

const SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;

function helmSource(text: string): string | undefined {
  // Helm writes the comment right after the marker; only look at the document's head.
  const head = text.length > 400 ? text.slice(0, 400) : text;
  const m = SOURCE_COMMENT.exec(head);
  return m ? m[1] : undefined;
}

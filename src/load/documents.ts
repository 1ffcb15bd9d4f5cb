import { COLLECTION_STYLE, constructFromEvents, EVENT_ID, parseEvents, SCALAR_STYLE, type Event } from 'js-yaml';
import type { SourceDoc } from '../core/resource.js';
import { hasLocator, keepLocator, nodeStart, packEvents } from './position.js';
import { KUBECTL_SCHEMA, jsonValueError, placed } from './yaml-schema.js';
import { jsonDocuments } from './yaml-json.js';

/** A document as the splitter cuts it. */
interface SplitDoc extends SourceDoc {
  /**
   * A line kubectl's reader refuses as a document separator (`--- text`, `----`). The reader drops the
   * document it was reading, so that document ends at this line.
   */
  badSeparator?: { text: string; line: number };
}

export interface ParsedDoc {
  doc: SourceDoc;
  value?: unknown;
  /** Set when kubectl would refuse the document: the message and its one-based line/column in the file. */
  error?: { message: string; line: number; column: number };
}

export interface ParseLimits {
  maxDepth: number;
  maxAliases: number;
}

export const DEFAULT_LIMITS: ParseLimits = { maxDepth: 100, maxAliases: 1000 };

/**
 * Reads a file as kubectl does (docs/yaml.md): a BOM is dropped; a stream whose first non-blank character
 * is `{` is a JSON stream; otherwise it is cut at lines starting with `---` and each document is read with
 * go-yaml v2's rules (yaml-schema.ts). The stream is parsed a chunk of documents at a time
 * (`chunkChars` of text, STREAM_CHUNK_CHARS by default); a chunk with a broken document is parsed
 * document by document, so one broken document costs only itself.
 */
export function parseDocuments(
  file: string,
  text: string,
  limits: ParseLimits = DEFAULT_LIMITS,
  chunkChars = STREAM_CHUNK_CHARS,
): ParsedDoc[] {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (isJsonStream(text, bom)) return jsonDocuments(file, text, bom, limits.maxDepth);
  const docs = splitDocuments(file, text, bom);
  const whole = docs.length > 1 && !docs.some((d) => d.badSeparator) && !unusual(text, bom);
  const out = whole ? parseChunks(text, docs, limits, chunkChars) : docs.map((doc) => parseOne(doc, limits));
  // Empty, comment-only and null documents are not objects (kubectl skips them too).
  return out.filter((p) => p.error || (p.value !== null && p.value !== undefined));
}

/**
 * Characters go-yaml v2 reads otherwise than js-yaml: control characters (refused), NEL, LS and PS (line
 * breaks in YAML 1.1), a BOM after the first (dropped at the start of a document), and tabs at the start
 * of a line. A stream with none of them, the usual case, is parsed in one call.
 */
// eslint-disable-next-line no-control-regex -- the control characters go-yaml v2 refuses are what this looks for
const UNUSUAL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;
const unusual = (text: string, from: number) =>
  text.includes('\n\t') || text.charCodeAt(from) === 9 || UNUSUAL.test(from ? text.slice(from) : text);
// eslint-disable-next-line no-control-regex -- as above
const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]/;
const YAML11_BREAK = /[\x85\u2028\u2029]/g;
const TAB_LINE = /^\t/gm;
/** Without the g flag: a global regex's test() starts where its last match ended, so one file's answer would depend on the file before. */
const HAS_TAB_LINE = /^\t/m;

/** GuessJSONStream: a `{` as the first non-space character of the first 4096 bytes. */
function isJsonStream(text: string, from: number): boolean {
  const head = text.slice(from, from + 4096).trimStart();
  return head.charCodeAt(0) === 123;
}

function load(text: string, file: string, limits: ParseLimits): { events: Event[]; values: unknown[] } {
  const events = parseEvents(text, { filename: file, maxDepth: limits.maxDepth });
  const values = constructFromEvents(events, {
    source: text,
    filename: file,
    schema: KUBECTL_SCHEMA,
    json: true,
    maxAliases: limits.maxAliases,
  });
  return { events, values };
}

/**
 * Values of the whole stream assigned to the split documents, or undefined to parse document by document.
 * `bases[d]` is where docs[d] starts in `text` (its own startOffset unless `text` joins several files).
 */
function parseWhole(
  text: string,
  docs: SplitDoc[],
  limits: ParseLimits,
  bases?: readonly number[],
): ParsedDoc[] | undefined {
  let events: Event[];
  let values: unknown[];
  try {
    ({ events, values } = load(text, docs[0]!.file, limits));
  } catch {
    return undefined;
  }
  const packed = packEvents(events, text);
  if (packed.refusals.length) return undefined;
  // A directive belongs to the `---` that kubectl's reader cuts away: read that document alone.
  if (packed.directives) return undefined;
  const out: ParsedDoc[] = docs.map((doc) => ({ doc, value: null }));
  let d = 0;
  for (let v = 0; v < values.length; v++) {
    const value = placed(values[v]);
    const root = packed.roots[v]!;
    if (root < 0) continue; // an empty document
    const offset = nodeStart(packed.events, root)!;
    while (d + 1 < docs.length && (bases?.[d + 1] ?? docs[d + 1]!.startOffset) <= offset) d++;
    // Two documents in one slice (after `...`) means the splitter and the parser disagree: trust the slower path.
    if (hasLocator(out[d]!.doc)) return undefined;
    keepLocator(out[d]!.doc, { events: packed.events, root, source: text, base: bases?.[d] ?? docs[d]!.startOffset });
    out[d]!.value = value;
    if (jsonValueError(value)) return undefined;
  }
  return packed.roots.length === values.length ? out : undefined;
}

/**
 * A stream parsed a chunk of documents at a time (about `chunkChars` of text each): a document marker at
 * column 0 always ends a document, so each chunk parses as it would inside the whole stream. Only one
 * chunk's transient events live at a time (a 10,000-object file no longer holds the events of all its
 * documents at once), and a chunk that cannot be placed document by document (a syntax error, `...`, a
 * directive) is read document by document, so a broken document costs only its own chunk.
 */
function parseChunks(text: string, docs: SplitDoc[], limits: ParseLimits, chunkChars: number): ParsedDoc[] {
  const out: ParsedDoc[] = [];
  for (let first = 0; first < docs.length;) {
    const start = docs[first]!.startOffset;
    let last = first;
    while (last + 1 < docs.length && docs[last + 1]!.startOffset - start < chunkChars) last++;
    const group = docs.slice(first, last + 1);
    const end = last + 1 < docs.length ? docs[last + 1]!.startOffset : text.length;
    const chunk = text.slice(start, end);
    const bases = group.map((d) => d.startOffset - start);
    const parsed = parseWhole(chunk, group, limits, bases);
    if (parsed && placedAll(parsed, group)) out.push(...parsed);
    else for (const doc of group) out.push(parseOne(doc, limits));
    first = last + 1;
  }
  return out;
}

/**
 * Every document the splitter cut was placed by the joined parse: one the parser did not see is the
 * parser and the splitter disagreeing on a boundary, which only the document-by-document path reads as
 * kubectl does.
 */
function placedAll(parsed: readonly ParsedDoc[], docs: readonly SplitDoc[]): boolean {
  for (let k = 0; k < docs.length; k++) if (!hasLocator(parsed[k]!.doc) && !BLANK_DOC.test(docs[k]!.text)) return false;
  return true;
}

const DIRECTIVE = /^(?:[ \t]*(?:#.*)?\r?\n)*%/;

/** Text of one batch of files parsed as one stream (about twenty typical files): per-parse set-up is paid once a batch, and the batch's transient events die young (larger batches measured slower: their events outlive a scavenge). */
const BATCH_CHARS = 8 * 1024;
/**
 * Text of one chunk of a stream (parseChunks). Chunks cost less CPU than one parse of the whole stream (the
 * scavenger never copies a whole file's events) and hold one chunk's events at a time. On Node 20 this
 * needs the bundle's rewrite of js-yaml's parser state (scripts/js-yaml-state.mjs): without it each call
 * gets a new hidden class there and chunks cost more (docs/performance.md).
 */
export const STREAM_CHUNK_CHARS = BATCH_CHARS;
/** A document with nothing but blank lines, comments and its `---` line. */
const BLANK_DOC = /^(?:---)?[ \t]*(?:#.*)?(?:\r?\n[ \t]*(?:#.*)?)*$/;

/**
 * Every file of a repository, each as parseDocuments reads it (the same documents, values, errors and
 * positions), but small files are parsed together: their texts joined at `---` lines into one stream, the
 * parse a file costs alone is paid once per batch. A batch the joined parse cannot place document by
 * document (an error, a directive, anything the splitter and the parser see differently) is parsed again
 * file by file, so the result never depends on the batching.
 */
export function parseFiles(
  inputs: readonly { file: string; text: string }[],
  limits: ParseLimits = DEFAULT_LIMITS,
): ParsedDoc[][] {
  const out: ParsedDoc[][] = new Array<ParsedDoc[]>(inputs.length);
  let batch: { input: number; docs: SplitDoc[] }[] = [];
  let chars = 0;
  const flush = () => {
    if (batch.length) parseBatch(inputs, batch, limits, out);
    batch = [];
    chars = 0;
  };
  for (let i = 0; i < inputs.length; i++) {
    const { file, text } = inputs[i]!;
    const docs = batchable(text) ? splitDocuments(file, text) : undefined;
    if (!docs || docs.some((d) => d.badSeparator)) {
      out[i] = parseDocuments(file, text, limits);
      continue;
    }
    batch.push({ input: i, docs });
    chars += text.length;
    if (chars >= BATCH_CHARS) flush();
  }
  flush();
  return out;
}

/** A file read the same alone or joined with others: YAML (not a JSON stream) with nothing unusual, no directive, small. */
function batchable(text: string): boolean {
  return (
    text.length > 0 && text.length < BATCH_CHARS && !isJsonStream(text, 0) && !unusual(text, 0) && !DIRECTIVE.test(text)
  );
}

function parseBatch(
  inputs: readonly { file: string; text: string }[],
  batch: readonly { input: number; docs: SplitDoc[] }[],
  limits: ParseLimits,
  out: ParsedDoc[][],
): void {
  const parts: string[] = [];
  const docs: SplitDoc[] = [];
  const bases: number[] = [];
  let at = 0;
  for (const { input, docs: own } of batch) {
    const text = inputs[input]!.text;
    // A `---` line between files, unless the file begins with its own; nothing after the last (an empty
    // document there would have a null root of its own).
    if (parts.length) {
      const cut = (parts[parts.length - 1]!.endsWith('\n') ? '' : '\n') + (text.startsWith('---') ? '' : '---\n');
      parts.push(cut);
      at += cut.length;
    }
    for (const d of own) {
      docs.push(d);
      bases.push(at + d.startOffset);
    }
    parts.push(text);
    at += text.length;
  }
  const joined = parts.join('');
  const parsed = parseWhole(joined, docs, limits, bases);
  if (!parsed || !placedAll(parsed, docs)) {
    for (const { input } of batch) out[input] = parseDocuments(inputs[input]!.file, inputs[input]!.text, limits);
    return;
  }
  // The documents keep the joined text alone (each file's own text can go).
  for (let d = 0; d < docs.length; d++) docs[d]!.text = joined.slice(bases[d], bases[d]! + docs[d]!.text.length);
  let k = 0;
  for (const { input, docs: own } of batch) {
    out[input] = parsed.slice(k, k + own.length).filter((p) => p.value !== null && p.value !== undefined);
    k += own.length;
  }
}
const DOCUMENT_END = /^\.\.\.(?:[ \t].*)?\r?$/m;

function parseOne(doc: SplitDoc, limits: ParseLimits): ParsedDoc {
  if (doc.badSeparator) {
    const message = `kubectl cannot read this document: invalid document separator "${safeReason(doc.badSeparator.text)}" (only a comment may follow ---; kubectl drops the document above it)`;
    return { doc, error: { message, line: doc.badSeparator.line, column: 1 } };
  }
  const directive = DIRECTIVE.exec(doc.text);
  if (directive) {
    const line = doc.startLine + (directive[0].match(/\n/g)?.length ?? 0);
    return {
      doc,
      error: {
        message:
          'kubectl cannot read this document: a %YAML or %TAG directive (kubectl cuts the stream at ---, which leaves the directive without its document)',
        line,
        column: 1,
      },
    };
  }
  let text = asGoYamlReadsIt(doc.text);
  const control = CONTROL.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return {
      doc,
      error: {
        message: `kubectl cannot read this document: control character U+${code} (go-yaml v2 refuses it)`,
        ...offsetPosition(doc, text, control.index),
      },
    };
  }
  let shifts: Map<number, number> | undefined;
  for (let attempt = 0; ; attempt++) {
    let loaded;
    try {
      loaded = load(text, doc.file, limits);
    } catch (e) {
      const retry = attempt < 1000 ? readAsGoYaml(text, e) : undefined;
      if (!retry) return { doc, error: yamlError(e, doc) };
      if (retry.line !== undefined) {
        shifts ??= new Map();
        shifts.set(doc.startLine + retry.line, (shifts.get(doc.startLine + retry.line) ?? 0) + retry.added);
      }
      text = retry.text;
      continue;
    }
    return fromLoaded(doc, text, loaded, shifts);
  }
}

/** The text as go-yaml v2 reads it: NEL/LS/PS as line breaks, no BOM where the document begins. */
function asGoYamlReadsIt(text: string): string {
  let out = text.replace(YAML11_BREAK, '\n');
  const bomAt =
    out.charCodeAt(0) === 0xfeff
      ? 0
      : out.startsWith('---') && out.indexOf('\n') + 1 > 0 && out.charCodeAt(out.indexOf('\n') + 1) === 0xfeff
        ? out.indexOf('\n') + 1
        : -1;
  if (bomAt >= 0) out = out.slice(0, bomAt) + out.slice(bomAt + 1);
  return out;
}

/** A line that starts with a tab outside a flow scalar or flow collection: go-yaml v2 reads indentation there. */
function tabLine(text: string, events: readonly Event[]): number | undefined {
  const spans = flowSpans(events, text.length);
  let k = 0;
  TAB_LINE.lastIndex = 0;
  for (let m = TAB_LINE.exec(text); m; m = TAB_LINE.exec(text)) {
    while (k < spans.length && spans[k]![1] <= m.index) k++;
    if (!(k < spans.length && spans[k]![0] <= m.index)) return m.index;
  }
  return undefined;
}

/**
 * Where libyaml skips tabs, in order: plain and quoted scalars, and outermost flow collections (from their
 * start to the next node after them; the closing bracket is not in the events).
 */
function flowSpans(events: readonly Event[], end: number): [number, number][] {
  const spans: [number, number][] = [];
  let depth = 0;
  let flowStart = -1;
  for (const e of events) {
    const start =
      e.type === EVENT_ID.SCALAR
        ? e.valueStart
        : e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE
          ? e.start
          : -1;
    if (flowStart >= 0 && depth === 0 && start >= 0) {
      spans.push([flowStart, start]);
      flowStart = -1;
    }
    if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
      if (depth > 0 || e.style === COLLECTION_STYLE.FLOW) depth++;
      if (depth === 1 && flowStart < 0) flowStart = e.start;
    } else if (e.type === EVENT_ID.POP && depth > 0) depth--;
    else if (e.type === EVENT_ID.SCALAR && depth === 0 && e.style <= SCALAR_STYLE.DOUBLE_QUOTED)
      spans.push([e.valueStart, e.valueEnd]);
  }
  if (flowStart >= 0) spans.push([flowStart, end]);
  return spans;
}

function fromLoaded(
  doc: SourceDoc,
  text: string,
  loaded: { events: Event[]; values: unknown[] },
  shifts?: Map<number, number>,
): ParsedDoc {
  const packed = packEvents(loaded.events, text);
  // go-yaml v2 reads one document per chunk: whatever follows `...` is never looked at.
  const value = placed(loaded.values[0] ?? null);
  const refusal = packed.refusals.find(
    (r) => packed.roots.length < 2 || r.offset < (nodeStart(packed.events, packed.roots[1] ?? -1) ?? Infinity),
  );
  if (refusal)
    return {
      doc,
      error: {
        message: `kubectl cannot read this document: ${refusal.message}`,
        ...offsetPosition(doc, text, refusal.offset),
      },
    };
  const tab = HAS_TAB_LINE.test(text) ? tabLine(text, loaded.events) : undefined;
  if (tab !== undefined)
    return {
      doc,
      error: {
        message:
          'kubectl cannot read this document: a tab at the start of a line (go-yaml v2 allows tabs there only inside a quoted or flow scalar or a flow collection)',
        ...offsetPosition(doc, text, tab),
      },
    };
  const bad = jsonValueError(value);
  if (bad)
    return { doc, error: { message: `kubectl cannot read this document: ${bad}`, line: doc.startLine, column: 1 } };
  keepLocator(doc, {
    events: packed.events,
    root: packed.roots[0] ?? -1,
    source: text,
    base: 0,
    ...(shifts ? { shifts } : {}),
  });
  return { doc, value };
}

/**
 * Where js-yaml refuses what go-yaml v2 reads, the text to try again: (1) a continuation line of a quoted
 * scalar or flow collection indented no deeper than its key (libyaml does not check that indentation; the
 * leading spaces of such a line are not part of the value, so indenting it changes nothing); (2) content
 * after a `...` line, which go-yaml v2 never reads.
 */
function readAsGoYaml(text: string, e: unknown): { text: string; line?: number; added: number } | undefined {
  const err = e as { reason?: string; mark?: { line: number; position: number } };
  if (!err.mark) return undefined;
  if (err.reason === 'deficient indentation') {
    const lineStart = text.lastIndexOf('\n', err.mark.position - 1) + 1;
    if (text.startsWith('...', lineStart) || text.startsWith('---', lineStart)) return undefined;
    const added = 64;
    return { text: text.slice(0, lineStart) + ' '.repeat(added) + text.slice(lineStart), line: err.mark.line, added };
  }
  const end = DOCUMENT_END.exec(text);
  if (end && end.index < err.mark.position) return { text: text.slice(0, end.index + 3), added: 0 };
  return undefined;
}

function offsetPosition(doc: SourceDoc, text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf('\n');
  return { line: doc.startLine + (before.match(/\n/g)?.length ?? 0), column: offset - nl };
}

function yamlError(e: unknown, doc: SourceDoc): { message: string; line: number; column: number } {
  const err = e as { reason?: string; message?: string; mark?: { line: number; column: number } };
  const reason = safeReason(err.reason ?? String(err.message ?? e).split('\n')[0] ?? '');
  return {
    message: `YAML does not parse: ${reason}`,
    ...insideDoc(doc, err.mark?.line ?? 0, (err.mark?.column ?? 0) + 1),
  };
}

/**
 * The parser's mark, kept inside the document's own lines: at the end of the stream js-yaml points past
 * the last line (a 5-line file reported at 6:65), which editors, SARIF viewers and annotations cannot show.
 * A mark beyond the text goes to the end of its last line; a column beyond its line, to that line's end.
 */
function insideDoc(doc: SourceDoc, line0: number, column: number): { line: number; column: number } {
  const lines = doc.text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const last = lines.length - 1;
  const at = Math.min(Math.max(line0, 0), last);
  const width = lines[at]!.replace(/\r$/, '').length + 1;
  return { line: doc.startLine + at, column: line0 > last ? width : Math.min(Math.max(column, 1), width) };
}

/**
 * A parser message without long input text: js-yaml quotes alias names, tags and tag handles, and a
 * broken Secret can put key material there. Runs of 33+ non-blank characters keep only their start.
 */
export function safeReason(reason: string): string {
  return reason.replace(/\S{33,}/g, (token) => `${token.slice(0, 16)}…`);
}

/**
 * Cuts the stream as kubectl's YAMLReader does: before every line that starts with `---`. A separator
 * line may carry only blanks or a comment; any other text after `---` (`--- a: 1`, `----`) is a line the
 * reader refuses, kept as a document of its own so that it is reported.
 */
export function splitDocuments(file: string, text: string, from = 0): SplitDoc[] {
  const docs: SplitDoc[] = [];
  let start = from;
  let startLine = 1;
  let line = 1;
  let pos = from;
  // Most streams are not helm output: one search of the whole text spares one per document.
  const rendered = text.includes('# Source: ');
  const push = (end: number, badSeparator?: { text: string; line: number }) => {
    const slice = text.slice(start, end);
    docs.push({
      file,
      index: docs.length,
      text: slice,
      startLine,
      startOffset: start,
      template: rendered ? helmSource(slice) : undefined,
      ...(badSeparator !== undefined ? { badSeparator } : {}),
    });
  };
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const lineEnd = nl === -1 ? text.length : nl;
    if (text.charCodeAt(pos) === 45 && text.startsWith('---', pos)) {
      const rest = text.slice(pos + 3, lineEnd).trim();
      if (rest !== '' && rest[0] !== '#') {
        // The reader drops what it had buffered and fails: that document and the line go together.
        push(lineEnd, { text: text.slice(pos, lineEnd).trimEnd(), line });
        start = nl === -1 ? text.length : nl + 1;
        startLine = line + 1;
      } else {
        if (pos > start) push(pos);
        start = pos;
        startLine = line;
      }
    }
    if (nl === -1) break;
    pos = nl + 1;
    line++;
  }
  push(text.length);
  return docs.filter((d, i) => i === 0 || d.text.length > 0 || d.badSeparator !== undefined);
}

const SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;

function helmSource(text: string): string | undefined {
  // Helm writes the comment right after the marker; only look at the document's head.
  if (text.lastIndexOf('# Source: ', 400) < 0) return undefined;
  const m = SOURCE_COMMENT.exec(text.length > 400 ? text.slice(0, 400) : text);
  return m ? m[1] : undefined;
}

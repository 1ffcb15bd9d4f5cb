import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  EVENT_ID,
  constructFromEvents,
  load,
  parseEvents
} from "./chunk-B5X4AMIL.mjs";

// src/load/documents.ts
var DEFAULT_LIMITS = { maxDepth: 100, maxAliases: 1e3 };
function parseDocuments(file, text, limits = DEFAULT_LIMITS) {
  const docs = splitDocuments(file, text);
  const out = docs.length > 1 && parseWhole(text, docs, limits) || docs.map((doc) => parseOne(doc, limits));
  return out.filter((p) => p.error || p.value !== null && p.value !== void 0);
}
function parseWhole(text, docs, limits) {
  let events;
  let values;
  try {
    events = parseEvents(text, { filename: docs[0].file, maxDepth: limits.maxDepth });
    values = constructFromEvents(events, { source: text, filename: docs[0].file, maxAliases: limits.maxAliases });
  } catch {
    return void 0;
  }
  if (values.length === docs.length) return docs.map((doc, i) => ({ doc, value: values[i] }));
  const out = docs.map((doc) => ({ doc, value: null }));
  let d = 0;
  let v = 0;
  for (let i = 0; i < events.length; i++) {
    if (events[i].type !== EVENT_ID.DOCUMENT) continue;
    const value = values[v++];
    const offset = firstOffset(events[i + 1]);
    if (offset < 0) continue;
    while (d + 1 < docs.length && docs[d + 1].startOffset <= offset) d++;
    if (out[d].value !== null) return void 0;
    out[d].value = value;
  }
  return v === values.length ? out : void 0;
}
function firstOffset(e) {
  if (!e) return -1;
  if (e.type === EVENT_ID.SCALAR) return e.anchorStart >= 0 ? e.anchorStart : e.tagStart >= 0 ? e.tagStart : e.valueStart;
  if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) return e.anchorStart >= 0 ? e.anchorStart : e.tagStart >= 0 ? e.tagStart : e.start;
  if (e.type === EVENT_ID.ALIAS) return e.anchorStart;
  return -1;
}
function parseOne(doc, limits) {
  try {
    const events = parseEvents(doc.text, { filename: doc.file, maxDepth: limits.maxDepth });
    const values = constructFromEvents(events, { source: doc.text, filename: doc.file, maxAliases: limits.maxAliases });
    return { doc, value: values[0] ?? null };
  } catch (e) {
    return { doc, error: yamlError(e, doc) };
  }
}
function yamlError(e, doc) {
  const err = e;
  const reason = safeReason(err.reason ?? String(err.message ?? e).split("\n")[0]);
  const line = doc.startLine + (err.mark?.line ?? 0);
  const column = (err.mark?.column ?? 0) + 1;
  return { message: `YAML does not parse: ${reason}`, line, column };
}
function safeReason(reason) {
  return reason.replace(/\S{33,}/g, (token) => `${token.slice(0, 16)}\u2026`);
}
function splitDocuments(file, text) {
  const docs = [];
  let start = 0;
  let startLine = 1;
  let line = 1;
  let pos = 0;
  const push = (end) => {
    const slice = text.slice(start, end);
    docs.push({ file, index: docs.length, text: slice, startLine, startOffset: start, template: helmSource(slice) });
  };
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
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
function isDocumentMarker(text, pos, lineEnd) {
  if (text.charCodeAt(pos) !== 45 || !text.startsWith("---", pos)) return false;
  const next = text.charCodeAt(pos + 3);
  return pos + 3 >= lineEnd || next === 32 || next === 9 || next === 13;
}
var SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;
function helmSource(text) {
  const head = text.length > 400 ? text.slice(0, 400) : text;
  const m = SOURCE_COMMENT.exec(head);
  return m ? m[1] : void 0;
}

// src/load/one-document.ts
function loadOneDocument(text) {
  try {
    return load(text);
  } catch (e) {
    if (e.reason === "expected a document, but the input is empty") return null;
    throw e;
  }
}

export {
  DEFAULT_LIMITS,
  parseDocuments,
  safeReason,
  splitDocuments,
  loadOneDocument
};

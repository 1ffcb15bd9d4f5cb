import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  COLLECTION_STYLE,
  EVENT_ID,
  NOT_RESOLVED,
  SCALAR_STYLE,
  Schema,
  constructFromEvents,
  defineMappingTag,
  defineScalarTag,
  defineSequenceTag,
  getScalarValue,
  load,
  parseEvents,
  seqTag,
  strTag
} from "./chunk-TVWMUKJN.mjs";

// src/load/yaml-schema.ts
var MERGE = /* @__PURE__ */ Symbol("merge");
var SCALARS = /* @__PURE__ */ new Map();
for (const s of ["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]) SCALARS.set(s, true);
for (const s of ["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]) SCALARS.set(s, false);
for (const s of ["", "~", "null", "Null", "NULL"]) SCALARS.set(s, null);
for (const s of [".nan", ".NaN", ".NAN"]) SCALARS.set(s, NaN);
for (const s of [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"]) SCALARS.set(s, Infinity);
for (const s of ["-.inf", "-.Inf", "-.INF"]) SCALARS.set(s, -Infinity);
SCALARS.set("<<", MERGE);
var YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;
var TIMESTAMP = /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?$/;
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
var isNumberStart = (c) => c === 43 || c === 45 || c >= 48 && c <= 57;
var withoutUnderscores = (s) => s.includes("_") ? s.replaceAll("_", "") : s;
function floatOf(s) {
  const plain = withoutUnderscores(s);
  if (!YAML_FLOAT.test(plain)) return void 0;
  const f = Number(plain);
  return Number.isFinite(f) ? f : void 0;
}
function implicitValue(s) {
  const known = SCALARS.get(s);
  if (known !== void 0) return known;
  const c = s.charCodeAt(0);
  if (c === 46) return DOT_FLOAT.test(s) ? Number(s) : NOT_RESOLVED;
  if (isNumberStart(c)) return goParseInt(withoutUnderscores(s)) ?? floatOf(s) ?? NOT_RESOLVED;
  return NOT_RESOLVED;
}
function resolvePlain(s, timestamps = false) {
  const known = s === "<<" ? void 0 : SCALARS.get(s);
  if (known !== void 0) return { kind: known === null ? "null" : typeof known === "boolean" ? "bool" : "float", value: known };
  const c = s.charCodeAt(0);
  if (c === 46 && DOT_FLOAT.test(s)) return { kind: "float", value: Number(s) };
  if (isNumberStart(c)) {
    if (timestamps && TIMESTAMP.test(s)) return { kind: "timestamp", value: s };
    const int = goParseInt(withoutUnderscores(s));
    if (int !== void 0) return { kind: "int", value: int };
    const f = floatOf(s);
    if (f !== void 0) return { kind: "float", value: f };
  }
  return { kind: "str", value: s };
}
var BigInteger = class extends Number {
  constructor(exact, unsigned) {
    super(Number(exact));
    this.exact = exact;
    this.unsigned = unsigned;
  }
  exact;
  unsigned;
};
var placed = (v) => v instanceof BigInteger ? v.valueOf() : v;
function goParseInt(s) {
  let i = 0;
  const sign = s[0] === "-" || s[0] === "+" ? s[i++] : "";
  let base = 10;
  if (s[i] === "0" && s.length > i + 1) {
    const p = s[i + 1].toLowerCase();
    if (p === "x") [base, i] = [16, i + 2];
    else if (p === "o") [base, i] = [8, i + 2];
    else if (p === "b") [base, i] = [2, i + 2];
    else [base, i] = [8, i + 1];
  }
  const digits = s.slice(i);
  const valid = base === 16 ? /^[0-9a-fA-F]+$/ : base === 8 ? /^[0-7]+$/ : base === 2 ? /^[01]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return void 0;
  if (base === 10 && digits.length <= 15) {
    const n2 = Number(digits);
    return sign === "-" && n2 !== 0 ? -n2 : n2;
  }
  const prefix = base === 16 ? "0x" : base === 8 ? "0o" : base === 2 ? "0b" : "";
  let n = BigInt(prefix + digits);
  if (sign === "-") n = -n;
  const safe = n >= -BigInt(Number.MAX_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER);
  if (n >= INT64_MIN && n <= INT64_MAX) return safe ? Number(n) : new BigInteger(n, false);
  return sign === "" && n <= UINT64_MAX ? new BigInteger(n, true) : void 0;
}
var implicitScalar = defineScalarTag("tag:webhook-cert-gate,kubectl:implicit", {
  implicit: true,
  implicitFirstChars: ["", "~", "y", "Y", "n", "N", "t", "T", "f", "F", "o", "O", ".", "+", "-", "<", ..."0123456789"],
  resolve: implicitValue,
  identify: () => false
});
var RESOLVABLE = /* @__PURE__ */ new Set(["bool", "int", "float", "null", "timestamp"]);
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var explicitScalar = defineScalarTag("", {
  matchByTagPrefix: true,
  resolve: (s, _explicit, tagName) => {
    const short = tagName.startsWith("tag:yaml.org,2002:") ? tagName.slice(18) : "";
    if (short === "merge" && s === "<<") return MERGE;
    if (short === "binary") {
      const b64 = s.replace(/[\r\n]/g, "");
      return BASE64.test(b64) ? Buffer.from(b64, "base64").toString("utf8") : NOT_RESOLVED;
    }
    if (!RESOLVABLE.has(short)) return s;
    const r = resolvePlain(s, short === "timestamp");
    if (r.kind === short) return r.value;
    if (short === "float" && r.kind === "int") return r.value;
    return NOT_RESOLVED;
  },
  identify: () => false
});
function setKey(o, key, value) {
  if (key === "__proto__") Object.defineProperty(o, key, { value, enumerable: true, configurable: true, writable: true });
  else o[key] = value;
}
var isMap = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function jsonKey(key) {
  if (typeof key === "string") return key;
  if (key instanceof BigInteger) return key.unsigned ? void 0 : String(key.exact);
  if (typeof key === "boolean") return String(key);
  if (typeof key === "number") return Number.isInteger(key) ? String(key) : float32G(key);
  return void 0;
}
function float32G(f) {
  if (!Number.isFinite(f)) return Number.isNaN(f) ? ".nan" : f > 0 ? ".inf" : "-.inf";
  const f32 = Math.fround(f);
  let digits = "";
  for (let p = 1; p <= 9; p++) {
    digits = f32.toExponential(p - 1);
    if (Math.fround(Number(digits)) === f32) break;
  }
  const [mantissa, e] = digits.split("e");
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return String(Number(digits));
}
var NOT_JSON = "kubectl cannot convert .inf or .nan to JSON";
var isBadNumber = (v) => typeof v === "number" && !Number.isFinite(v);
function merge(into, value) {
  const sources = Array.isArray(value) ? [...value].reverse() : [value];
  if (!sources.every(isMap)) return "map merge requires map or sequence of maps as the value";
  for (const source of sources) for (const k of Object.keys(source)) setKey(into, k, source[k]);
  return "";
}
function unsupportedKey(key) {
  if (key === null) return "unsupported map key: null (sigs.k8s.io/yaml cannot convert it to JSON)";
  if (key instanceof BigInteger) return "unsupported map key of type uint64 (an integer beyond int64; sigs.k8s.io/yaml cannot convert it to JSON)";
  return "invalid map key: a mapping or sequence";
}
function mappingTag(tagName, matchByTagPrefix) {
  return defineMappingTag(tagName, {
    matchByTagPrefix,
    create: () => ({}),
    addPair: (o, key, raw) => {
      const value = placed(raw);
      if (isBadNumber(value)) return NOT_JSON;
      if (typeof key === "string" && key !== "__proto__") {
        o[key] = value;
        return "";
      }
      if (key === MERGE) return merge(o, value);
      const k = jsonKey(key);
      if (k === void 0) return unsupportedKey(key);
      setKey(o, k, value);
      return "";
    },
    has: (o, key) => typeof key === "string" && Object.prototype.hasOwnProperty.call(o, key),
    keys: (o) => Object.keys(o),
    get: (o, key) => o[String(key)],
    identify: isMap
  });
}
function sequenceTag(tagName, matchByTagPrefix) {
  return defineSequenceTag(tagName, {
    matchByTagPrefix,
    create: () => [],
    addItem: (a, raw) => {
      const item = placed(raw);
      if (isBadNumber(item)) return NOT_JSON;
      a.push(item);
    },
    identify: Array.isArray
  });
}
var KUBECTL_SCHEMA = new Schema([
  strTag,
  implicitScalar,
  explicitScalar,
  sequenceTag(seqTag.tagName, false),
  sequenceTag("", true),
  mappingTag("tag:yaml.org,2002:map", false),
  mappingTag("", true)
]);
function jsonValueError(value) {
  return isBadNumber(value) ? NOT_JSON : void 0;
}
function plainKeyString(text) {
  if (text === "<<") return text;
  const value = implicitValue(text);
  return value === NOT_RESOLVED ? text : jsonKey(value) ?? text;
}

// src/load/position.ts
var LOCATOR = /* @__PURE__ */ Symbol("locator");
function keepLocator(doc, locator) {
  doc[LOCATOR] = locator ?? null;
}
function hasLocator(doc) {
  return !!doc[LOCATOR];
}
var W = 5;
var COLLECTION = (t) => t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE;
function packEvents(events, source) {
  const out = new Int32Array(events.length * W);
  const roots = [];
  const refusals = [];
  const openIndex = [];
  const openNodes = [];
  let awaitingRoot = false;
  let directives = false;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const o = i * W;
    const type = e.type;
    out[o] = type;
    if (type === EVENT_ID.POP) {
      const top = openIndex.pop();
      openNodes.pop();
      if (top !== void 0) out[top * W + 3] = i + 1;
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
    const isKey = depth >= 0 && openNodes[depth] >= 0 && openNodes[depth]++ % 2 === 0;
    if (type === EVENT_ID.SCALAR) {
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      out[o] = type | e.style << 3 | e.chomping << 6 | (e.fast ? 1 << 8 : 0);
      out[o + 1] = e.anchorStart < 0 && e.tagStart < 0 ? quoted ? e.valueStart - 1 : e.valueStart : nodeOffset(e);
      out[o + 2] = e.valueStart;
      out[o + 3] = e.valueEnd;
      out[o + 4] = e.indent;
      if (isKey && e.valueEnd - e.valueStart > 1e3) longKey(e, out[o + 1], source, refusals);
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
function longKey(e, start, source, refusals) {
  let colon = e.valueEnd + (e.style === SCALAR_STYLE.PLAIN ? 0 : 1);
  while (source[colon] === " " || source[colon] === "	") colon++;
  if (colon - start > 1024) refusals.push({ offset: start, message: "a key longer than 1024 characters (go-yaml v2 reads at most 1024)" });
}
function slashEscape(e, source, refusals) {
  for (let i = e.valueStart; i < e.valueEnd; i++) {
    if (source.charCodeAt(i) !== 92) continue;
    if (source[i + 1] === "/") {
      refusals.push({ offset: i, message: "the escape \\/ (YAML 1.2; go-yaml v2 refuses it)" });
      return;
    }
    i++;
  }
}
function locate(doc, path) {
  let loc = doc[LOCATOR];
  if (loc === void 0) keepLocator(doc, loc = locatorOf(doc));
  if (!loc || loc.root < 0) return { line: doc.startLine, column: 1 };
  let i = loc.root;
  for (const segment of path) {
    const child = childIndex(loc, i, segment);
    if (child < 0) break;
    i = child;
  }
  return offsetToPosition(doc, loc, loc.events[i * W + 1]);
}
function locatorOf(doc) {
  if (!doc.text) return void 0;
  try {
    const packed = packEvents(parseEvents(doc.text, { filename: doc.file }), doc.text);
    return { events: packed.events, root: packed.roots[0] ?? -1, source: doc.text, base: 0 };
  } catch {
    return void 0;
  }
}
var typeOf = (ev, i) => ev[i * W] & 7;
var next = (ev, i) => COLLECTION(typeOf(ev, i)) ? ev[i * W + 3] : i + 1;
function childIndex(loc, i, segment) {
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
  } else if (type === EVENT_ID.SEQUENCE && typeof segment === "number") {
    for (let n = 0; typeOf(ev, j) !== EVENT_ID.POP; n++) {
      if (n === segment) return j;
      j = next(ev, j);
    }
  }
  return -1;
}
function keyText(loc, i) {
  const ev = loc.events;
  const o = i * W;
  const head = ev[o];
  const style = head >> 3 & 7;
  const scalar = {
    type: EVENT_ID.SCALAR,
    valueStart: ev[o + 2],
    valueEnd: ev[o + 3],
    style,
    chomping: head >> 6 & 3,
    fast: (head & 1 << 8) !== 0,
    indent: ev[o + 4],
    anchorStart: -1,
    anchorEnd: -1,
    tagStart: -1,
    tagEnd: -1
  };
  const text = getScalarValue(loc.source, scalar);
  return style === SCALAR_STYLE.PLAIN ? plainKeyString(text) : text;
}
function nodeOffset(e) {
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
function firstSet(...offsets) {
  let best = Infinity;
  for (const o of offsets) if (o >= 0 && o < best) best = o;
  return best === Infinity ? 0 : best;
}
function offsetToPosition(doc, loc, offset) {
  let line = doc.startLine;
  let lineStart = loc.base;
  for (let i = loc.source.indexOf("\n", loc.base); i !== -1 && i < offset; i = loc.source.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const shift = loc.shifts?.get(line) ?? 0;
  return { line, column: Math.max(1, offset - lineStart + 1 - shift) };
}
function dottedPath(path) {
  let out = "";
  for (const s of path) {
    if (typeof s === "number") out += `[${s}]`;
    else if (/[./\[\]"]/.test(s)) out += `[${JSON.stringify(s)}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}

// src/load/yaml-json.ts
function jsonDocuments(file, text, from, maxDepth) {
  const out = [];
  let pos = skipSpace(text, from);
  while (pos < text.length) {
    const { end, depth } = valueEnd(text, pos);
    const doc = sourceDoc(file, out.length, text, pos, end);
    if (depth > maxDepth) {
      out.push({ doc, error: { message: `JSON does not parse: nesting exceeded maxDepth (${maxDepth})`, line: doc.startLine, column: 1 } });
      return out;
    }
    try {
      const value = JSON.parse(doc.text);
      keepLocator(doc, locatorOf(doc));
      if (value !== null) out.push({ doc, value });
    } catch (e) {
      const at = /position (\d+)/.exec(String(e.message));
      const offset = pos + (at ? Number(at[1]) : 0);
      const line = lineAt(text, offset);
      const column = offset - text.lastIndexOf("\n", offset - 1);
      out.push({ doc, error: { message: `JSON does not parse: ${String(e.message).split(" in JSON")[0]}; kubectl reads nothing after it`, line, column } });
      return out;
    }
    pos = skipSpace(text, end);
  }
  return out;
}
function sourceDoc(file, index, text, start, end) {
  return { file, index, text: text.slice(start, end), startLine: lineAt(text, start), startOffset: start };
}
var isSpace = (c) => c === 32 || c === 9 || c === 10 || c === 13;
function skipSpace(text, pos) {
  while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
  return pos;
}
function valueEnd(text, pos) {
  let depth = 0;
  let max = 0;
  for (let i = pos; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
      if (depth === 0) return { end: i + 1, depth: max };
    } else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) {
      if (--depth <= 0) return { end: i + 1, depth: max };
    } else if (depth === 0 && (isSpace(c) || c === 44 || c === 58)) return { end: i, depth: max };
  }
  return { end: text.length, depth: max };
}
function lineAt(text, offset) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

// src/load/documents.ts
var DEFAULT_LIMITS = { maxDepth: 100, maxAliases: 1e3 };
function parseDocuments(file, text, limits = DEFAULT_LIMITS) {
  const bom = text.charCodeAt(0) === 65279 ? 1 : 0;
  if (isJsonStream(text, bom)) return jsonDocuments(file, text, bom, limits.maxDepth);
  const docs = splitDocuments(file, text, bom);
  const whole = docs.length > 1 && !docs.some((d) => d.badSeparator) && !unusual(text, bom);
  const out = whole && parseWhole(text, docs, limits) || docs.map((doc) => parseOne(doc, limits));
  return out.filter((p) => p.error || p.value !== null && p.value !== void 0);
}
var UNUSUAL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;
var unusual = (text, from) => text.includes("\n	") || text.charCodeAt(from) === 9 || UNUSUAL.test(from ? text.slice(from) : text);
var CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]/;
var YAML11_BREAK = /[\x85\u2028\u2029]/g;
var TAB_LINE = /^\t/gm;
function isJsonStream(text, from) {
  const head = text.slice(from, from + 4096).trimStart();
  return head.charCodeAt(0) === 123;
}
function load2(text, file, limits) {
  const events = parseEvents(text, { filename: file, maxDepth: limits.maxDepth });
  const values = constructFromEvents(events, { source: text, filename: file, schema: KUBECTL_SCHEMA, json: true, maxAliases: limits.maxAliases });
  return { events, values };
}
function parseWhole(text, docs, limits) {
  let events;
  let values;
  try {
    ({ events, values } = load2(text, docs[0].file, limits));
  } catch {
    return void 0;
  }
  const packed = packEvents(events, text);
  if (packed.refusals.length) return void 0;
  if (packed.directives) return void 0;
  const out = docs.map((doc) => ({ doc, value: null }));
  let d = 0;
  for (let v = 0; v < values.length; v++) {
    const value = placed(values[v]);
    const root = packed.roots[v];
    if (root < 0) continue;
    const offset = packed.events[root * 5 + 1];
    while (d + 1 < docs.length && docs[d + 1].startOffset <= offset) d++;
    if (hasLocator(out[d].doc)) return void 0;
    keepLocator(out[d].doc, { events: packed.events, root, source: text, base: docs[d].startOffset });
    out[d].value = value;
    if (jsonValueError(value)) return void 0;
  }
  return packed.roots.length === values.length ? out : void 0;
}
var DIRECTIVE = /^(?:[ \t]*(?:#.*)?\r?\n)*%/;
var DOCUMENT_END = /^\.\.\.(?:[ \t].*)?\r?$/m;
function parseOne(doc, limits) {
  if (doc.badSeparator) {
    const message = `kubectl cannot read this document: invalid document separator "${safeReason(doc.badSeparator.text)}" (only a comment may follow ---; kubectl drops the document above it)`;
    return { doc, error: { message, line: doc.badSeparator.line, column: 1 } };
  }
  const directive = DIRECTIVE.exec(doc.text);
  if (directive) {
    const line = doc.startLine + (directive[0].match(/\n/g)?.length ?? 0);
    return { doc, error: { message: "kubectl cannot read this document: a %YAML or %TAG directive (kubectl cuts the stream at ---, which leaves the directive without its document)", line, column: 1 } };
  }
  let text = asGoYamlReadsIt(doc.text);
  const control = CONTROL.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    return { doc, error: { message: `kubectl cannot read this document: control character U+${code} (go-yaml v2 refuses it)`, ...offsetPosition(doc, text, control.index) } };
  }
  let shifts;
  for (let attempt = 0; ; attempt++) {
    let loaded;
    try {
      loaded = load2(text, doc.file, limits);
    } catch (e) {
      const retry = attempt < 1e3 ? readAsGoYaml(text, e) : void 0;
      if (!retry) return { doc, error: yamlError(e, doc) };
      if (retry.line !== void 0) {
        shifts ??= /* @__PURE__ */ new Map();
        shifts.set(doc.startLine + retry.line, (shifts.get(doc.startLine + retry.line) ?? 0) + retry.added);
      }
      text = retry.text;
      continue;
    }
    return fromLoaded(doc, text, loaded, shifts);
  }
}
function asGoYamlReadsIt(text) {
  let out = text.replace(YAML11_BREAK, "\n");
  const bomAt = out.charCodeAt(0) === 65279 ? 0 : out.startsWith("---") && out.indexOf("\n") + 1 > 0 && out.charCodeAt(out.indexOf("\n") + 1) === 65279 ? out.indexOf("\n") + 1 : -1;
  if (bomAt >= 0) out = out.slice(0, bomAt) + out.slice(bomAt + 1);
  return out;
}
function tabLine(text, events) {
  const spans = flowSpans(events, text.length);
  let k = 0;
  TAB_LINE.lastIndex = 0;
  for (let m = TAB_LINE.exec(text); m; m = TAB_LINE.exec(text)) {
    while (k < spans.length && spans[k][1] <= m.index) k++;
    if (!(k < spans.length && spans[k][0] <= m.index)) return m.index;
  }
  return void 0;
}
function flowSpans(events, end) {
  const spans = [];
  let depth = 0;
  let flowStart = -1;
  for (const e of events) {
    const start = e.type === EVENT_ID.SCALAR ? e.valueStart : e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE ? e.start : -1;
    if (flowStart >= 0 && depth === 0 && start >= 0) {
      spans.push([flowStart, start]);
      flowStart = -1;
    }
    if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
      if (depth > 0 || e.style === COLLECTION_STYLE.FLOW) depth++;
      if (depth === 1 && flowStart < 0) flowStart = e.start;
    } else if (e.type === EVENT_ID.POP && depth > 0) depth--;
    else if (e.type === EVENT_ID.SCALAR && depth === 0 && e.style <= SCALAR_STYLE.DOUBLE_QUOTED) spans.push([e.valueStart, e.valueEnd]);
  }
  if (flowStart >= 0) spans.push([flowStart, end]);
  return spans;
}
function fromLoaded(doc, text, loaded, shifts) {
  const packed = packEvents(loaded.events, text);
  const value = placed(loaded.values[0] ?? null);
  const refusal = packed.refusals.find((r) => packed.roots.length < 2 || r.offset < (packed.events[(packed.roots[1] ?? -1) * 5 + 1] ?? Infinity));
  if (refusal) return { doc, error: { message: `kubectl cannot read this document: ${refusal.message}`, ...offsetPosition(doc, text, refusal.offset) } };
  const tab = TAB_LINE.test(text) ? tabLine(text, loaded.events) : void 0;
  if (tab !== void 0) return { doc, error: { message: "kubectl cannot read this document: a tab at the start of a line (go-yaml v2 allows tabs there only inside a quoted or flow scalar or a flow collection)", ...offsetPosition(doc, text, tab) } };
  const bad = jsonValueError(value);
  if (bad) return { doc, error: { message: `kubectl cannot read this document: ${bad}`, line: doc.startLine, column: 1 } };
  keepLocator(doc, { events: packed.events, root: packed.roots[0] ?? -1, source: text, base: 0, ...shifts ? { shifts } : {} });
  return { doc, value };
}
function readAsGoYaml(text, e) {
  const err = e;
  if (!err.mark) return void 0;
  if (err.reason === "deficient indentation") {
    const lineStart = text.lastIndexOf("\n", err.mark.position - 1) + 1;
    if (text.startsWith("...", lineStart) || text.startsWith("---", lineStart)) return void 0;
    const added = 64;
    return { text: text.slice(0, lineStart) + " ".repeat(added) + text.slice(lineStart), line: err.mark.line, added };
  }
  const end = DOCUMENT_END.exec(text);
  if (end && end.index < err.mark.position) return { text: text.slice(0, end.index + 3), added: 0 };
  return void 0;
}
function offsetPosition(doc, text, offset) {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf("\n");
  return { line: doc.startLine + (before.match(/\n/g)?.length ?? 0), column: offset - nl };
}
function yamlError(e, doc) {
  const err = e;
  const reason = safeReason(err.reason ?? String(err.message ?? e).split("\n")[0]);
  return { message: `YAML does not parse: ${reason}`, ...insideDoc(doc, err.mark?.line ?? 0, (err.mark?.column ?? 0) + 1) };
}
function insideDoc(doc, line0, column) {
  const lines = doc.text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  const last = lines.length - 1;
  const at = Math.min(Math.max(line0, 0), last);
  const width = lines[at].replace(/\r$/, "").length + 1;
  return { line: doc.startLine + at, column: line0 > last ? width : Math.min(Math.max(column, 1), width) };
}
function safeReason(reason) {
  return reason.replace(/\S{33,}/g, (token) => `${token.slice(0, 16)}\u2026`);
}
function splitDocuments(file, text, from = 0) {
  const docs = [];
  let start = from;
  let startLine = 1;
  let line = 1;
  let pos = from;
  const rendered = text.includes("# Source: ");
  const push = (end, badSeparator) => {
    const slice = text.slice(start, end);
    docs.push({ file, index: docs.length, text: slice, startLine, startOffset: start, template: rendered ? helmSource(slice) : void 0, ...badSeparator !== void 0 ? { badSeparator } : {} });
  };
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const lineEnd = nl === -1 ? text.length : nl;
    if (text.charCodeAt(pos) === 45 && text.startsWith("---", pos)) {
      const rest = text.slice(pos + 3, lineEnd).trim();
      if (rest !== "" && rest[0] !== "#") {
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
  return docs.filter((d, i) => i === 0 || d.text.length > 0 || d.badSeparator !== void 0);
}
var SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;
function helmSource(text) {
  if (text.lastIndexOf("# Source: ", 400) < 0) return void 0;
  const m = SOURCE_COMMENT.exec(text.length > 400 ? text.slice(0, 400) : text);
  return m ? m[1] : void 0;
}

// src/load/one-document.ts
function loadOneDocument(text) {
  try {
    return load(text, { schema: KUBECTL_SCHEMA });
  } catch (e) {
    if (e.reason === "expected a document, but the input is empty") return null;
    throw e;
  }
}

// src/core/object.ts
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function get(v, ...path) {
  let cur = v;
  for (const p of path) {
    if (typeof p === "number" ? !Array.isArray(cur) : !isObj(cur)) return void 0;
    cur = cur[p];
  }
  return cur;
}
function arr(v) {
  return Array.isArray(v) ? v : [];
}
function str(v) {
  return typeof v === "string" ? v : void 0;
}

export {
  locate,
  dottedPath,
  DEFAULT_LIMITS,
  parseDocuments,
  safeReason,
  splitDocuments,
  loadOneDocument,
  isObj,
  get,
  arr,
  str
};

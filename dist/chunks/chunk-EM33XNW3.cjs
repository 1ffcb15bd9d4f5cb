var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  decodePem: () => decodePem,
  parseCaBundle: () => parseCaBundle,
  parseCached: () => parseCached
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_PNU6UTHS = require("./chunk-PNU6UTHS.cjs");
var PEM_START = "\n-----BEGIN ";
var PEM_END = "\n-----END ";
var EOL = "-----";
function getLine(data) {
  let i = data.indexOf("\n");
  let j;
  if (i < 0) {
    i = data.length;
    j = i;
  } else {
    j = i + 1;
    if (i > 0 && data[i - 1] === "\r") i--;
  }
  return { line: data.slice(0, i).replace(/[ \t]+$/, ""), rest: data.slice(j), consumed: j };
}
var BASE64 = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
function decodeBase64Strict(text) {
  const s = text.includes("\r") || text.includes("\n") ? text.replace(/[\r\n]/g, "") : text;
  if (s.length % 4 !== 0 || !BASE64.test(s)) return void 0;
  return Buffer.from(s, "base64");
}
function decodeOne(data) {
  let rest = data;
  let endTrailerIndex = 0;
  for (; ; ) {
    if (endTrailerIndex < 0 || endTrailerIndex > rest.length) return void 0;
    rest = rest.slice(endTrailerIndex);
    let endIndex = rest.indexOf(PEM_END);
    if (endIndex < 0) return void 0;
    endTrailerIndex = endIndex + PEM_END.length;
    const beginIndex = rest.lastIndexOf(PEM_START.slice(1), endIndex - 1);
    if (beginIndex < 0 || beginIndex > 0 && rest[beginIndex - 1] !== "\n") continue;
    const skip = beginIndex + PEM_START.length - 1;
    rest = rest.slice(skip);
    endIndex -= skip;
    endTrailerIndex -= skip;
    const t = getLine(rest);
    rest = t.rest;
    endIndex -= t.consumed;
    endTrailerIndex -= t.consumed;
    if (!t.line.endsWith(EOL)) continue;
    const type = t.line.slice(0, t.line.length - EOL.length);
    const headers = {};
    let truncated = false;
    for (; ; ) {
      if (rest.length === 0) {
        truncated = true;
        break;
      }
      const l = getLine(rest);
      const colon = l.line.indexOf(":");
      if (colon < 0) break;
      headers[l.line.slice(0, colon).trim()] = l.line.slice(colon + 1).trim();
      rest = l.rest;
      endIndex -= l.consumed;
      endTrailerIndex -= l.consumed;
    }
    if (truncated) return void 0;
    if (Object.keys(headers).length > 0 && endIndex < 0) continue;
    let endTrailer = rest.slice(endTrailerIndex);
    const endTrailerLen = type.length + EOL.length;
    if (endTrailer.length < endTrailerLen) continue;
    const restOfEndLine = endTrailer.slice(endTrailerLen);
    endTrailer = endTrailer.slice(0, endTrailerLen);
    if (!endTrailer.startsWith(type) || !endTrailer.endsWith(EOL)) continue;
    if (getLine(restOfEndLine).line.length !== 0) continue;
    let bytes = Buffer.alloc(0);
    if (endIndex > 0) {
      const body = rest.slice(0, endIndex);
      const decoded = decodeBase64Strict(body.includes(" ") || body.includes("	") ? body.replace(/[ \t]/g, "") : body);
      if (!decoded) continue;
      bytes = decoded;
    }
    return { block: { type, headers, bytes }, rest: getLine(rest.slice(endIndex + PEM_END.length - 1)).rest };
  }
}
function decodePem(text) {
  const blocks = [];
  let rest = text;
  for (; ; ) {
    const r = decodeOne(rest);
    if (!r) break;
    const consumedBefore = text.length - rest.length;
    const at = text.indexOf(`-----BEGIN ${r.block.type}-----`, consumedBefore);
    blocks.push({ ...r.block, line: at < 0 ? 1 : countLines(text, at) });
    rest = r.rest;
  }
  return blocks;
}
function countLines(text, upTo) {
  let n = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < upTo; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function parseCaBundle(pemText, cache) {
  const certs = [];
  const skipped = [];
  const seen = /* @__PURE__ */ new Set();
  for (const block of decodePem(pemText)) {
    const where = `block at line ${block.line}`;
    if (block.type !== "CERTIFICATE") {
      skipped.push(`${where}: type "${block.type}" is not CERTIFICATE`);
      continue;
    }
    if (Object.keys(block.headers).length) {
      skipped.push(`${where}: CERTIFICATE block with PEM headers`);
      continue;
    }
    const parsed = parseCached(block.bytes, cache);
    if (parsed instanceof import_chunk_PNU6UTHS.CertParseError) {
      skipped.push(`${where}: does not parse (${parsed.message})`);
      continue;
    }
    if (seen.has(parsed.sha256)) continue;
    seen.add(parsed.sha256);
    certs.push({ der: block.bytes, cert: parsed, line: block.line });
  }
  return { certs, skipped };
}
function parseCached(der, cache) {
  const key = cache ? der.toString("latin1") : "";
  const hit = cache?.get(key);
  if (hit) return hit;
  let out;
  try {
    out = (0, import_chunk_PNU6UTHS.parseCert)(der);
  } catch (e) {
    if (!(e instanceof import_chunk_PNU6UTHS.CertParseError)) throw e;
    out = e;
  }
  cache?.set(key, out);
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  decodePem,
  parseCaBundle,
  parseCached
});

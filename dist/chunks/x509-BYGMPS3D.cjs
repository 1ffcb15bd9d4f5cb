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
  decodeBase64CaBundle: () => import_chunk_TIR72V7I.decodeBase64CaBundle,
  decodePem: () => import_chunk_EM33XNW3.decodePem,
  fingerprint256: () => fingerprint256,
  looksLikeBase64: () => import_chunk_TIR72V7I.looksLikeBase64,
  parseCaBundle: () => import_chunk_EM33XNW3.parseCaBundle,
  summary: () => import_chunk_C7X6MINS.summary,
  verifyServing: () => import_chunk_C7X6MINS.verifyServing
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_C7X6MINS = require("./chunk-C7X6MINS.cjs");
var import_chunk_KSL2BNKY = require("./chunk-KSL2BNKY.cjs");
var import_chunk_EM33XNW3 = require("./chunk-EM33XNW3.cjs");
var import_chunk_PNU6UTHS = require("./chunk-PNU6UTHS.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_crypto = require("node:crypto");
function fingerprint256(pemOrDer) {
  let der;
  if (Buffer.isBuffer(pemOrDer) && pemOrDer[0] === 48) der = pemOrDer;
  else der = (0, import_chunk_EM33XNW3.decodePem)(pemOrDer.toString("latin1")).find((b) => b.type === "CERTIFICATE")?.bytes;
  return der ? (0, import_node_crypto.createHash)("sha256").update(der).digest("hex") : void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  decodeBase64CaBundle,
  decodePem,
  fingerprint256,
  looksLikeBase64,
  parseCaBundle,
  summary,
  verifyServing
});

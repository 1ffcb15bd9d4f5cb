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
  parseDuration: () => parseDuration
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var UNITS = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
function parseDuration(text, flag) {
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1e3);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  const joined = parts.map((p) => p[0]).join("");
  if (!parts.length || joined !== text) {
    throw new import_chunk_TIR72V7I.InputError(`${flag}: "${text}" is not a duration (examples: 30s, 1m30s, 500ms)`);
  }
  return Math.round(parts.reduce((sum, p) => sum + Number(p[1]) * UNITS[p[2]], 0));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  parseDuration
});

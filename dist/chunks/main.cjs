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
  COMMANDS: () => import_chunk_TIR72V7I.COMMANDS,
  USAGE: () => import_chunk_TIR72V7I.USAGE,
  main: () => import_chunk_TIR72V7I.main
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  COMMANDS,
  USAGE,
  main
});

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
  Api: () => import_chunk_YJYLNVF4.Api,
  KINDS: () => import_chunk_YJYLNVF4.KINDS,
  RestClient: () => import_chunk_YJYLNVF4.RestClient,
  callOf: () => import_chunk_YJYLNVF4.callOf,
  collection: () => import_chunk_YJYLNVF4.collection,
  connect: () => import_chunk_YJYLNVF4.connect,
  printCredentials: () => import_chunk_YJYLNVF4.printCredentials,
  withKind: () => import_chunk_YJYLNVF4.withKind
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_YJYLNVF4 = require("./chunk-YJYLNVF4.cjs");
var import_chunk_JP4Q25GX = require("./chunk-JP4Q25GX.cjs");
var import_chunk_XT43XXP7 = require("./chunk-XT43XXP7.cjs");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  Api,
  KINDS,
  RestClient,
  callOf,
  collection,
  connect,
  printCredentials,
  withKind
});

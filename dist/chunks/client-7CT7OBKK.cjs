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
  Api: () => import_chunk_IDYAEJ35.Api,
  KINDS: () => import_chunk_IDYAEJ35.KINDS,
  RestClient: () => import_chunk_IDYAEJ35.RestClient,
  callOf: () => import_chunk_IDYAEJ35.callOf,
  collection: () => import_chunk_IDYAEJ35.collection,
  connect: () => import_chunk_IDYAEJ35.connect,
  printCredentials: () => import_chunk_IDYAEJ35.printCredentials,
  withKind: () => import_chunk_IDYAEJ35.withKind
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_IDYAEJ35 = require("./chunk-IDYAEJ35.cjs");
var import_chunk_BJ6AWN6U = require("./chunk-BJ6AWN6U.cjs");
var import_chunk_XQQ65X7J = require("./chunk-XQQ65X7J.cjs");
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

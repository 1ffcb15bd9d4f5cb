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
  Api: () => import_chunk_3IJ7XZXZ.Api,
  KINDS: () => import_chunk_3IJ7XZXZ.KINDS,
  RestClient: () => import_chunk_3IJ7XZXZ.RestClient,
  callOf: () => import_chunk_3IJ7XZXZ.callOf,
  collection: () => import_chunk_3IJ7XZXZ.collection,
  connect: () => import_chunk_3IJ7XZXZ.connect,
  printCredentials: () => import_chunk_3IJ7XZXZ.printCredentials,
  withKind: () => import_chunk_3IJ7XZXZ.withKind
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_3IJ7XZXZ = require("./chunk-3IJ7XZXZ.cjs");
var import_chunk_SIIZ7Q5H = require("./chunk-SIIZ7Q5H.cjs");
var import_chunk_UVRPS4WA = require("./chunk-UVRPS4WA.cjs");
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

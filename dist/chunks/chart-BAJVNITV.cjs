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
  DEFAULT_KUBE_VERSION: () => import_chunk_TIR72V7I.DEFAULT_KUBE_VERSION,
  isChartFolder: () => import_chunk_TIR72V7I.isChartFolder,
  knownCharts: () => import_chunk_TIR72V7I.knownCharts,
  profileForChart: () => import_chunk_TIR72V7I.profileForChart,
  readChart: () => import_chunk_TIR72V7I.readChart,
  splitChartPaths: () => import_chunk_TIR72V7I.splitChartPaths
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_KUBE_VERSION,
  isChartFolder,
  knownCharts,
  profileForChart,
  readChart,
  splitChartPaths
});

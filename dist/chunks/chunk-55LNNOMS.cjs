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
  ClusterError: () => ClusterError,
  ForbiddenError: () => ForbiddenError,
  describeFailure: () => describeFailure
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var ClusterError = class extends import_chunk_TIR72V7I.InputError {
  constructor(message, code = "") {
    super(message);
    this.code = code;
  }
  code;
  name = "ClusterError";
};
var ForbiddenError = class extends ClusterError {
  constructor(message, call) {
    super(message, "403");
    this.call = call;
  }
  call;
  name = "ForbiddenError";
};
function describeFailure(call, status, statusMessage, server) {
  const what = `${call.verb} ${qualified(call)}${call.name ? ` "${call.name}"` : ""}${call.namespace ? ` in namespace "${call.namespace}"` : ""}`;
  const said = statusMessage ? `: ${statusMessage}` : "";
  if (status === 401) {
    return `unauthorized (401) at ${server} for ${what}${said}; the credentials were not accepted (expired token or wrong kubeconfig user)`;
  }
  if (status === 403) return `forbidden (403): ${what}${said}; missing permission: ${permission(call)}`;
  return `API server answered ${status} for ${what}${said}`;
}
function permission(call) {
  const scope = call.namespace ? `a Role in namespace "${call.namespace}"` : "a ClusterRole";
  const names = call.name && call.verb === "get" ? `, resourceNames: ["${call.name}"]` : "";
  return `${scope} with apiGroups: ["${call.group}"], resources: ["${call.resource}"], verbs: ["${call.verb}"]${names}`;
}
function qualified(call) {
  return call.group ? `${call.resource}.${call.group}` : call.resource;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ClusterError,
  ForbiddenError,
  describeFailure
});

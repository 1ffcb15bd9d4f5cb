import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
import {
  InputError
} from "./chunk-OCBNYUN4.mjs";

// src/cluster/errors.ts
var ClusterError = class extends InputError {
  name = "ClusterError";
};
var ForbiddenError = class extends ClusterError {
  constructor(message, call) {
    super(message);
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

export {
  ClusterError,
  ForbiddenError,
  describeFailure
};

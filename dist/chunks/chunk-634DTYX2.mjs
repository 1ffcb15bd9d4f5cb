import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);

// src/rules/live.ts
function resourceOf(model, ref) {
  return model.get(ref.kind, ref.namespace, ref.name);
}
function wasDenied(live, kind, namespace, name) {
  if (kind === "Secret" && live?.secretsUnread) return true;
  const resource = `${kind.toLowerCase()}s`;
  return Boolean(live?.denied.some((d) => d.resource === resource && (d.namespace ?? "") === namespace && (d.name === void 0 || d.name === name)));
}
var FAILURE_PHRASE = {
  refused: "connection refused",
  timeout: "timed out",
  "no-tls": "no TLS answer",
  untrusted: "untrusted server certificate",
  reset: "connection reset during the TLS handshake",
  unreachable: "address unreachable",
  dns: "name not found",
  other: "failed"
};

export {
  resourceOf,
  wasDenied,
  FAILURE_PHRASE
};

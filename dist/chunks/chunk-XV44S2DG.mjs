import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
import {
  FAILURE_PHRASE
} from "./chunk-OCBNYUN4.mjs";

// src/cluster/net-errors.ts
var UNTRUSTED = /* @__PURE__ */ new Set([
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "CERT_SIGNATURE_FAILURE",
  "CERT_UNTRUSTED",
  "CERT_REJECTED",
  "INVALID_CA"
]);
function describeNetworkError(error) {
  const code = error.code ?? "";
  const cause = code === "ECONNREFUSED" ? "refused" : code === "ETIMEDOUT" || error.name === "TimeoutError" || error.name === "AbortError" ? "timeout" : UNTRUSTED.has(code) ? "untrusted" : code === "ECONNRESET" || code === "EPIPE" || /socket disconnected before secure TLS/i.test(error.message) ? "reset" : code === "EHOSTUNREACH" || code === "ENETUNREACH" ? "unreachable" : code === "ENOTFOUND" || code === "EAI_AGAIN" ? "dns" : /wrong version number|packet length too long|unknown protocol/i.test(error.message) ? "no-tls" : "other";
  const detail = code ? `${code} (${error.message})` : error.message;
  return { cause, detail, text: `${FAILURE_PHRASE[cause]}: ${detail}` };
}

export {
  describeNetworkError
};

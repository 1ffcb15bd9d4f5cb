import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
import {
  decodeBase64CaBundle,
  decodePem,
  looksLikeBase64,
  parseCaBundle,
  summary,
  verifyServing
} from "./chunk-HL63J6UM.mjs";
import "./chunk-N6ZYFXQX.mjs";
import "./chunk-E7RGT5DL.mjs";
import "./chunk-OCBNYUN4.mjs";
import "./chunk-M4DIQK6O.mjs";

// src/x509/index.ts
import { createHash } from "node:crypto";
function fingerprint256(pemOrDer) {
  let der;
  if (Buffer.isBuffer(pemOrDer) && pemOrDer[0] === 48) der = pemOrDer;
  else der = decodePem(pemOrDer.toString("latin1")).find((b) => b.type === "CERTIFICATE")?.bytes;
  return der ? createHash("sha256").update(der).digest("hex") : void 0;
}
export {
  decodeBase64CaBundle,
  decodePem,
  fingerprint256,
  looksLikeBase64,
  parseCaBundle,
  summary,
  verifyServing
};

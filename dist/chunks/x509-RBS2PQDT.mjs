import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  decodeBase64CaBundle,
  decodePem,
  looksLikeBase64,
  parseCaBundle,
  summary,
  verifyServing
} from "./chunk-DUJPBBMQ.mjs";
import "./chunk-G26DVOYO.mjs";
import "./chunk-3UC4ZOBE.mjs";
import "./chunk-37L625ED.mjs";

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

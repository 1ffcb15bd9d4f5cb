import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
import {
  CertParseError,
  parseCert,
  publicKeyOf
} from "./chunk-N6ZYFXQX.mjs";
import "./chunk-OCBNYUN4.mjs";
import "./chunk-M4DIQK6O.mjs";
export {
  CertParseError,
  parseCert,
  publicKeyOf
};

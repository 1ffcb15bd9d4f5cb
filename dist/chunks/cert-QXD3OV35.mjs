import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  CertParseError,
  parseCert,
  publicKeyOf
} from "./chunk-G26DVOYO.mjs";
import "./chunk-37L625ED.mjs";
export {
  CertParseError,
  parseCert,
  publicKeyOf
};

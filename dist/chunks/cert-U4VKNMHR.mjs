import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  CertParseError,
  domainNameValid,
  parseCert,
  publicKeyOf
} from "./chunk-LVJVGVEW.mjs";
import "./chunk-37L625ED.mjs";
export {
  CertParseError,
  domainNameValid,
  parseCert,
  publicKeyOf
};

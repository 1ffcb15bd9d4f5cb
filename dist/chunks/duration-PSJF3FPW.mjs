import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
import {
  InputError
} from "./chunk-OCBNYUN4.mjs";
import "./chunk-M4DIQK6O.mjs";

// src/cluster/duration.ts
var UNITS = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
function parseDuration(text, flag) {
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1e3);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  const joined = parts.map((p) => p[0]).join("");
  if (!parts.length || joined !== text) {
    throw new InputError(`${flag}: "${text}" is not a duration (examples: 30s, 1m30s, 500ms)`);
  }
  return Math.round(parts.reduce((sum, p) => sum + Number(p[1]) * UNITS[p[2]], 0));
}
export {
  parseDuration
};

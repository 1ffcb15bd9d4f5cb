import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  KINDS,
  collection,
  connect,
  loadClientConfig,
  withKind
} from "./chunk-ALTWNVUJ.mjs";
import "./chunk-MGAX7HRN.mjs";
import "./chunk-YOAXHGZD.mjs";
import "./chunk-634DTYX2.mjs";
import "./chunk-7TDALGQL.mjs";
import "./chunk-4BSXTURP.mjs";
import "./chunk-37L625ED.mjs";
export {
  KINDS,
  collection,
  connect,
  loadClientConfig,
  withKind
};

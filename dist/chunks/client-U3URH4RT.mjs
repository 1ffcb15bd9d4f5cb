import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  Api,
  KINDS,
  RestClient,
  callOf,
  collection,
  connect,
  printCredentials,
  withKind
} from "./chunk-OS5633J7.mjs";
import "./chunk-MGAX7HRN.mjs";
import "./chunk-YOAXHGZD.mjs";
import "./chunk-634DTYX2.mjs";
import "./chunk-7TDALGQL.mjs";
import "./chunk-4BSXTURP.mjs";
import "./chunk-37L625ED.mjs";
export {
  Api,
  KINDS,
  RestClient,
  callOf,
  collection,
  connect,
  printCredentials,
  withKind
};

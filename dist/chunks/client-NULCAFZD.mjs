import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
import {
  Api,
  KINDS,
  RestClient,
  callOf,
  collection,
  connect,
  printCredentials,
  withKind
} from "./chunk-HGQ4WU7A.mjs";
import "./chunk-IEM6GO6Z.mjs";
import "./chunk-ZKAHUKXR.mjs";
import "./chunk-3CR3J2TC.mjs";
import "./chunk-M4DIQK6O.mjs";
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

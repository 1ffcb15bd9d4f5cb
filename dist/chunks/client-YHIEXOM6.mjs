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
} from "./chunk-ROODEXDC.mjs";
import "./chunk-XV44S2DG.mjs";
import "./chunk-NW2M3NFG.mjs";
import "./chunk-OCBNYUN4.mjs";
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

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
} from "./chunk-FQ557XDM.mjs";
import "./chunk-HN2YDEKH.mjs";
import "./chunk-H32SPLTF.mjs";
import "./chunk-QXWIJECT.mjs";
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

import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
import {
  main
} from "./chunk-OCBNYUN4.mjs";
import "./chunk-M4DIQK6O.mjs";
export {
  main
};

import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  findOnPath,
  renderKustomize
} from "./chunk-QE63NK7B.mjs";
import "./chunk-4BSXTURP.mjs";
import "./chunk-37L625ED.mjs";
export {
  findOnPath,
  renderKustomize
};

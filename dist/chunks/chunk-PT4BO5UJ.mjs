import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);

// src/core/object.ts
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function get(v, ...path) {
  let cur = v;
  for (const p of path) {
    if (typeof p === "number" ? !Array.isArray(cur) : !isObj(cur)) return void 0;
    cur = cur[p];
  }
  return cur;
}
function arr(v) {
  return Array.isArray(v) ? v : [];
}
function str(v) {
  return typeof v === "string" ? v : void 0;
}

export {
  isObj,
  get,
  arr,
  str
};

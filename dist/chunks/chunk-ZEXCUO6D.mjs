import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  describeSchemaErrors,
  validateProfile
} from "./chunk-JSKL44KC.mjs";
import {
  safeReason
} from "./chunk-TC4EZHAP.mjs";
import {
  load
} from "./chunk-TVWMUKJN.mjs";
import {
  InputError
} from "./chunk-4BSXTURP.mjs";

// src/load/profiles.ts
import { readFile } from "node:fs/promises";
import path3 from "node:path";

// src/load/policy-files.ts
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
async function policyFiles(entry, what) {
  const info = await stat(entry).catch(() => {
    throw new InputError(`${entry}: ${what} file or folder not found`);
  });
  if (!info.isDirectory()) return [entry];
  return (await readdir(entry)).filter((n) => /\.(ya?ml|json)$/.test(n)).sort().map((n) => path.join(entry, n));
}
function parsePolicy(text, source, validate, what) {
  let data;
  try {
    data = load(text);
  } catch (e) {
    throw new InputError(`${source}: ${what} does not parse: ${safeReason(e.reason ?? String(e.message).split("\n")[0])}`);
  }
  if (!validate(data)) throw new InputError(describeSchemaErrors(source, validate.errors));
  return data;
}

// src/load/package-root.ts
import { existsSync } from "node:fs";
import path2 from "node:path";
import { fileURLToPath } from "node:url";
var cached;
function packageRoot() {
  if (cached) return cached;
  let dir = path2.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path2.join(dir, "policies", "profiles"))) {
    const up = path2.dirname(dir);
    if (up === dir) throw new Error("webhook-cert-gate: policies/ folder not found next to the installed package");
    dir = up;
  }
  return cached = dir;
}
function policiesDir() {
  return path2.join(packageRoot(), "policies");
}

// src/load/profiles.ts
async function loadProfiles(extra = [], shipped) {
  const byName = /* @__PURE__ */ new Map();
  const add = (p) => byName.set(p.doc.name, p);
  if (shipped) shipped.forEach((t) => add(parseProfile(t.text, t.source)));
  else for (const file of await policyFiles(path3.join(policiesDir(), "profiles"), "profile")) add(parseProfile(await readFile(file, "utf8"), file));
  for (const entry of extra) {
    for (const file of await policyFiles(entry, "profile")) add(parseProfile(await readFile(file, "utf8"), file));
  }
  const out = [];
  for (const p of byName.values()) {
    if (p.doc.abstract) continue;
    out.push(complete(resolve(p, byName, []), p.source));
  }
  return out.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
}
function parseProfile(text, source) {
  return { doc: parsePolicy(text, source, validateProfile, "profile"), source };
}
function resolve(p, byName, chain) {
  const { extends: base, abstract: _abstract, apiVersion: _v, kind: _k, ...own } = p.doc;
  if (!base) return own;
  if (chain.includes(p.doc.name)) throw new InputError(`${p.source}: profile extends itself (${[...chain, p.doc.name].join(" -> ")})`);
  const parent = byName.get(base);
  if (!parent) throw new InputError(`${p.source}: profile '${p.doc.name}' extends '${base}', which no profile file defines`);
  return merge(resolve(parent, byName, [...chain, p.doc.name]), own);
}
function merge(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isMap(b) && isMap(v) ? merge(b, v) : v;
  }
  return out;
}
var isMap = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function complete(p, source) {
  const env = p.env ?? {};
  const missing = ["host", "writer", "secretName"].filter((k) => !env[k]).map((k) => `env.${k}`);
  if (!isMap(p.match) || !Object.keys(p.match).length) missing.unshift("match");
  if (missing.length) throw new InputError(`${source}: profile '${String(p.name)}' needs ${missing.join(", ")} (in it or a profile it extends)`);
  return { ...p, source };
}

export {
  policyFiles,
  parsePolicy,
  loadProfiles
};

import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  InputError
} from "./chunk-4BSXTURP.mjs";

// src/load/kustomize.ts
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
var MAX_OUTPUT = 256 * 1024 * 1024;
async function renderKustomize(dir, cwd, env) {
  const kubectl = await findOnPath("kubectl", env.PATH ?? "");
  if (!kubectl) {
    throw new InputError(`--kustomize ${dir}: kubectl is not on PATH (it renders the overlay); install kubectl, or pipe: kustomize build ${dir} | webhook-cert-gate check -`);
  }
  const text = await new Promise((resolve, reject) => {
    execFile(kubectl, ["kustomize", dir], { cwd, env, maxBuffer: MAX_OUTPUT, encoding: "utf8" }, (err, stdout, stderr) => {
      if (!err) return resolve(stdout);
      const why = String(stderr).trim().split("\n").pop() || err.message.split("\n")[0];
      reject(new InputError(`--kustomize ${dir}: kubectl kustomize failed: ${why}`));
    });
  });
  return { file: `<kustomize ${dir}>`, text };
}
async function findOnPath(name, pathValue) {
  for (const dir of pathValue.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}

export {
  renderKustomize,
  findOnPath
};

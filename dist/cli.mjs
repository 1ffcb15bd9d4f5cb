#!/usr/bin/env node
import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
import "./chunks/chunk-M4DIQK6O.mjs";

// src/cli/compile-cache.ts
import nodeModule from "node:module";
function enableCompileCache(api = nodeModule) {
  try {
    api.enableCompileCache?.();
  } catch {
  }
}

// src/cli/bin.ts
enableCompileCache();
var { main } = await import("./chunks/main-XIWRPVDI.mjs");
var io = {
  out: (s) => void process.stdout.write(s),
  err: (s) => void process.stderr.write(s),
  readStdin: async (maxBytes) => {
    const chunks = [];
    let total = 0;
    for await (const c of process.stdin) {
      chunks.push(c);
      total += c.length;
      if (maxBytes !== void 0 && total > maxBytes) break;
    }
    return Buffer.concat(chunks).toString("utf8");
  },
  cwd: process.cwd(),
  env: process.env,
  isTTY: process.stdout.isTTY ?? false
  // undefined when stdout is not a terminal
};
var code = await main(process.argv.slice(2), io);
await Promise.all(
  [process.stdout, process.stderr].filter((s) => s.writableLength).map((s) => new Promise((done) => s.once("drain", done).once("error", done)))
);
process.exit(code);

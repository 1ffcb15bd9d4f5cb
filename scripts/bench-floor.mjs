// The whole-process parse floor (docs/performance.md): a fresh node that reads the same files (a folder is
// walked, sorted) and runs a bare js-yaml loadAll on each, and nothing else.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadAll } from 'js-yaml';

let docs = 0;
const read = (p) => {
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p).sort()) read(path.join(p, name));
  } else docs += loadAll(readFileSync(p, 'utf8')).length;
};
for (const p of process.argv.slice(2)) read(p);
if (!docs) process.exitCode = 1;

#!/usr/bin/env node
// Runs the Go oracle (test/oracle) over test/x509/corpus/cases.json and writes test/x509/vectors.json:
// Go's verdict per case. Needs Go on PATH. Run after gen-corpus.mjs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const corpus = path.join(here, 'corpus');
const { cases } = JSON.parse(fs.readFileSync(path.join(corpus, 'cases.json'), 'utf8'));
const input = JSON.stringify({ dir: corpus, cases });
const out = execFileSync('go', ['run', '.'], { cwd: path.join(root, 'test/oracle'), input, encoding: 'utf8' });
const results = JSON.parse(out);
const vectors = results.map((r) => ({ id: r.id, accepted: r.accepted, goError: r.error }));
fs.writeFileSync(
  path.join(here, 'vectors.json'),
  JSON.stringify({ go: execFileSync('go', ['version'], { encoding: 'utf8' }).trim(), vectors }, null, 2) + '\n',
);
const accepted = vectors.filter((v) => v.accepted).length;
console.log(`${vectors.length} vectors (${accepted} accepted, ${vectors.length - accepted} rejected)`);

// The package is on no registry: every install line in the shipped docs must install from this
// repository (a release tag, or the tarball packed from it), and name the one release the docs describe.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../helpers.js';

const VERSION = `v${(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version}`;
const REPO = 'webhook-cert-gate/webhook-cert-gate';

function shippedDocs(): { file: string; text: string }[] {
  const files = [
    'README.md',
    ...readdirSync(path.join(ROOT, 'docs'), { recursive: true }).map((f) => path.join('docs', String(f))),
  ];
  return files
    .filter((f) => f.endsWith('.md'))
    .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
}

/** What an npm install line would fetch: a bare package name (from a registry) is refused. */
function registryInstalls(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bnpm (?:install|i)\b([^\n`#]*)/g)) {
    const words = m[1]!
      .trim()
      .split(/\s+/)
      .filter((w) => w && !w.startsWith('-'));
    const prefixed = /--prefix\s+\S+/.test(m[1]!); // tools installed outside the project (test caches) are not this package
    for (const w of words) if (/^webhook-cert-gate(@.*)?$/.test(w) && !prefixed) out.push(m[0].trim());
  }
  return out;
}

test('no install line in the README or docs/ fetches webhook-cert-gate by name from a registry', () => {
  const bad = shippedDocs().flatMap(({ file, text }) => registryInstalls(text).map((line) => `${file}: ${line}`));
  assert.deepEqual(bad, []);
  assert.deepEqual(
    registryInstalls('npm install -g webhook-cert-gate\n'),
    ['npm install -g webhook-cert-gate'],
    'the check sees a registry install',
  );
  assert.deepEqual(registryInstalls('npm install -g ./webhook-cert-gate-0.1.0.tgz\n'), []);
});

test(`every Action, pre-commit and kustomize reference names the release ${VERSION}`, () => {
  const refs: string[] = [];
  for (const { file, text } of shippedDocs()) {
    for (const m of text.matchAll(new RegExp(`${REPO}@([\\w.-]+)`, 'g'))) refs.push(`${file}: @${m[1]}`);
    for (const m of text.matchAll(/\brev: ([\w.-]+)/g)) refs.push(`${file}: @${m[1]}`);
    for (const m of text.matchAll(new RegExp(`${REPO}(?:\\.git)?(?://[\\w/-]+\\?ref=|#)([\\w.-]+)`, 'g')))
      refs.push(`${file}: @${m[1]}`);
  }
  assert.ok(refs.length >= 5, refs.join('\n'));
  assert.deepEqual(
    refs.filter((r) => !r.endsWith(`@${VERSION}`)),
    [],
  );
});

// Every citation of the controller model points at something: its repository, tag and commit are recorded, and the
// function (or definition) it names appears in the excerpt vendored from that file at that commit
// (test/fixtures/excerpts, written by scripts/vendor-excerpts.mjs from the upstream repositories).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'js-yaml';
import { ROOT } from '../helpers.js';

interface Citation {
  repo: string;
  ref?: string;
  commit?: string;
  file: string;
  function: string;
}
interface Excerpt extends Required<Citation> {
  excerpt: string;
  lines: [number, number];
}

const EXCERPTS = path.join(ROOT, 'test/fixtures/excerpts');
const index = JSON.parse(readFileSync(path.join(EXCERPTS, 'index.json'), 'utf8')) as Excerpt[];

function* citations(value: unknown): Generator<Citation> {
  if (Array.isArray(value)) for (const v of value) yield* citations(v);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.repo === 'string' && typeof o.file === 'string' && typeof o.function === 'string')
      yield o as unknown as Citation;
    else for (const v of Object.values(o)) yield* citations(v);
  }
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(path.join(dir, e.name)) : e.name.endsWith('.yaml') ? [path.join(dir, e.name)] : [],
  );
}

/**
 * A Go definition of `name` (`Type.Method` or a plain function), a chart template's container (`container NAME`:
 * its `- name: NAME` item), else the name as a word (a variable, a block).
 */
function defines(text: string, name: string): boolean {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const container = /^container (\S+)$/.exec(name);
  if (container) return new RegExp(`^\\s*- name: ["']?${esc(container[1]!)}["']?\\s*$`, 'm').test(text);
  const [type, method] = name.includes('.') ? name.split('.') : [undefined, name];
  if (type) return new RegExp(`^func \\(\\w+ \\*?${esc(type)}(\\[[^\\]]*\\])?\\) ${esc(method)}[[(]`, 'm').test(text);
  return (
    new RegExp(`^func ${esc(name)}[[(]`, 'm').test(text) ||
    new RegExp(`(^|\\W)${esc(name.split(' ').pop()!)}(\\W|$)`, 'm').test(text)
  );
}

const all = yamlFiles(path.join(ROOT, 'policies')).flatMap((file) =>
  [...citations(load(readFileSync(file, 'utf8')))].map((c) => ({ ...c, entry: path.relative(ROOT, file) })),
);

describe('controller model citations', () => {
  it('there are citations to check', () => {
    assert.ok(all.length >= 50, `${all.length} citations`);
  });

  for (const c of all) {
    it(`${c.entry}: ${c.repo} ${c.file} ${c.function}`, () => {
      assert.ok(c.ref, 'the citation names no tag or commit (ref)');
      assert.match(c.commit ?? '', /^[0-9a-f]{40}$/, 'the citation names no commit');
      const e = index.find(
        (x) => x.repo === c.repo && x.ref === c.ref && x.file === c.file && x.function === c.function,
      );
      assert.ok(e, 'no excerpt vendored for it: run scripts/vendor-excerpts.mjs');
      assert.equal(e.commit, c.commit, 'the excerpt was read at another commit');
      const text = path.join(EXCERPTS, e.excerpt);
      assert.ok(existsSync(text), `${e.excerpt} is missing`);
      assert.ok(defines(readFileSync(text, 'utf8'), c.function), `${c.function} does not appear in ${e.excerpt}`);
      assert.ok(existsSync(path.join(EXCERPTS, e.excerpt.split('/')[0]!, 'LICENSE')), 'no licence beside it');
    });
  }
});

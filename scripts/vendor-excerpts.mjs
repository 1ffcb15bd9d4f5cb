// Vendors the upstream lines every controller-model citation relies on (docs/controller-facts.md, "Citations"):
// for each {repo, ref, commit, file, function} found in policies/**/*.yaml, the function (or the definition)
// named, cut from the file at that commit, into test/fixtures/excerpts/<owner>+<repo>/<ref>/<file>, with the
// repository's licence beside it and index.json (ref, commit, lines). test/effective/excerpts.test.ts checks
// that each cited function appears in its excerpt.
//
// Incremental: an excerpt index.json already holds for the same repo, ref, file, function (and commit) is kept
// as it is, so only the repositories of new or changed citations need a mirror; excerpts no citation names any
// more are removed. A citation that names a ref but no commit gets the commit the ref resolves to, written into
// its policy file. A Go pseudo-version (what a go.mod pins when no tag is) is read at the commit it names. A
// maintainer's tool, not a test: it needs a bare git mirror of each repository it cuts from,
// `<owner>+<repo>/repo` (or `<owner>+<repo>` itself) under MIRRORS (default /work/.mirror).
// Usage: node scripts/vendor-excerpts.mjs [--all]   (--all: cut every excerpt again)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

const root = new URL('../', import.meta.url).pathname;
const mirrors = process.env.MIRRORS ?? '/work/.mirror';
const out = path.join(root, 'test/fixtures/excerpts');
const MAX_LINES = 400;
const LICENCES = ['LICENSE', 'LICENSE.txt', 'LICENSE.md', 'COPYING'];

/** Every citation object ({repo, file, function}) in a parsed YAML value. */
function* citations(value) {
  if (Array.isArray(value)) for (const v of value) yield* citations(v);
  else if (value && typeof value === 'object') {
    if (typeof value.repo === 'string' && typeof value.file === 'string' && typeof value.function === 'string')
      yield value;
    else for (const v of Object.values(value)) yield* citations(v);
  }
}

function yamlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(path.join(dir, e.name)) : e.name.endsWith('.yaml') ? [path.join(dir, e.name)] : [],
  );
}

/** The bare repository of `owner/name` under MIRRORS (what the fetch of github:owner/name leaves there). */
function mirror(repo) {
  const dir = path.join(mirrors, repo.replace('/', '+'));
  return existsSync(path.join(dir, 'repo')) ? path.join(dir, 'repo') : dir;
}

const git = (repo, ...args) =>
  execFileSync('git', ['--git-dir', mirror(repo), ...args], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A list item `- name: NAME` (a container of a chart template) and its lines, up to the next item or key. */
function locateItem(lines, name) {
  const start = lines.findIndex((l) => new RegExp(`^\\s*- name: ["']?${esc(name)}["']?\\s*$`).test(l));
  if (start < 0) return undefined;
  const indent = lines[start].indexOf('-');
  const next = lines.findIndex(
    (l, i) => i > start && l.trim() !== '' && !/^\s*(\{\{|#)/.test(l) && l.search(/\S/) <= indent,
  );
  return [start + 1, Math.min(next < 0 ? lines.length : next, start + MAX_LINES)];
}

/** The first and last line (1-based) of the cited function or definition in `text`, or undefined. */
export function locate(text, name) {
  const lines = text.split('\n');
  const container = /^container (\S+)$/.exec(name);
  if (container) return locateItem(lines, container[1]);
  const [type, method] = name.includes('.') ? name.split('.') : [undefined, name];
  const start = lines.findIndex((l) =>
    type
      ? new RegExp(`^func \\(\\w+ \\*?${esc(type)}(\\[[^\\]]*\\])?\\) ${esc(method)}[[(]`).test(l)
      : new RegExp(`^func ${esc(method)}[[(]`).test(l),
  );
  if (start >= 0) {
    const end = lines.findIndex((l, i) => i > start && /^}/.test(l));
    return [start + 1, Math.min(end < 0 ? lines.length : end + 1, start + MAX_LINES)];
  }
  // A Go variable, constant or type: its declaration, with the comment above it, up to the next blank line.
  const decl = lines.findIndex((l) => new RegExp(`^(var|const|type) ${esc(name)}\\b`).test(l));
  if (decl >= 0) {
    let from = decl;
    while (from > 0 && lines[from - 1].startsWith('//')) from--;
    const blank = lines.findIndex((l, i) => i > decl && l.trim() === '');
    return [from + 1, Math.min(blank < 0 ? lines.length : blank, decl + MAX_LINES)];
  }
  // Anything else: the first line that assigns or keys the name, and what follows it.
  const word = new RegExp(`(^|\\W)${esc(name.split(' ').pop())}(\\W|$)`);
  const at = lines.findIndex((l) => word.test(l) && /[=:]/.test(l));
  return at < 0 ? undefined : [Math.max(1, at - 5), Math.min(lines.length, at + 30)];
}

/** The excerpt file: each span of `text`, in file order, headed by its line numbers. */
function excerpt(text, spans) {
  const lines = text.split('\n');
  return [...spans]
    .sort((a, b) => a[0] - b[0])
    .map(([a, b]) => `// lines ${a}-${b}\n${lines.slice(a - 1, b).join('\n')}\n`)
    .join('\n');
}

/**
 * The commit prefix a Go pseudo-version (v0.2.1-0.20220125035755-54af89450964, or v0.0.0-20230612155445-74c4be5e935e
 * with no tag before it) names: what a go.mod pins without a tag.
 */
function pseudoCommit(ref) {
  return /^v\d+\.\d+\.\d+-(?:(?:[0-9A-Za-z.]+\.)?0\.)?\d{14}-([0-9a-f]{12})$/.exec(ref)?.[1];
}

/** Writes `commit` into each flow-map citation of `file` that names `ref` but no commit. */
function fillCommits(file, commits) {
  const text = readFileSync(file, 'utf8');
  const filled = text.replace(/\{repo: [^\n]*\}/g, (flow) => {
    const c = load(flow);
    const commit = c && !c.commit && commits.get(`${c.repo} ${c.ref} ${c.file} ${c.function}`);
    return commit ? flow.replace(/(, ref: [^,]+)/, `$1, commit: ${commit}`) : flow;
  });
  if (filled !== text) writeFileSync(file, filled);
}

const policyFiles = yamlFiles(path.join(root, 'policies'));
const cites = policyFiles.flatMap((f) => [...citations(load(readFileSync(f, 'utf8')))]);
const indexFile = path.join(out, 'index.json');
const prior = existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, 'utf8')) : [];
const recut = process.argv.includes('--all');
const index = [];
const missing = [];
const commits = new Map();
const seen = new Set();
const texts = new Map(); // excerpt path -> text of the upstream file, for the files cut again
for (const c of cites) {
  const key = `${c.repo} ${c.ref} ${c.file} ${c.function}`;
  if (seen.has(key)) continue;
  seen.add(key);
  if (!c.ref) {
    missing.push(`${c.repo} ${c.file} ${c.function}: no ref (name the tag you read)`);
    continue;
  }
  const kept = prior.find(
    (e) =>
      e.repo === c.repo &&
      e.ref === c.ref &&
      e.file === c.file &&
      e.function === c.function &&
      (!c.commit || e.commit === c.commit),
  );
  const keep = () => {
    index.push(kept);
    commits.set(key, kept.commit);
  };
  if (kept && !recut) {
    keep();
    continue;
  }
  let commit, text;
  try {
    commit = git(c.repo, 'rev-parse', `${pseudoCommit(c.ref) ?? c.ref}^{commit}`).trim();
    if (c.commit && c.commit !== commit) {
      console.log(`  ${key}: ${c.ref} is now ${commit}; cutting at the cited ${c.commit}`);
      commit = c.commit;
    }
    text = git(c.repo, 'show', `${commit}:${c.file}`);
  } catch {
    if (kept)
      keep(); // --all without a mirror: what was cut stays
    else missing.push(`${key}: no mirror at ${mirror(c.repo)}, or no such ref or file`);
    continue;
  }
  const span = locate(text, c.function);
  if (!span) {
    missing.push(`${key}: not found in the file`);
    continue;
  }
  const dir = c.repo.replace('/', '+');
  const file = path.join(dir, c.ref, c.file);
  index.push({ repo: c.repo, ref: c.ref, commit, file: c.file, function: c.function, lines: span, excerpt: file });
  commits.set(key, commit);
  texts.set(file, text);
  writeLicence(c.repo, commit);
}

// Files with a new span are written whole again (their other spans from the same text); the rest stay as they are.
for (const [file, text] of texts) {
  mkdirSync(path.join(out, path.dirname(file)), { recursive: true });
  const spans = index.filter((e) => e.excerpt === file).map((e) => e.lines);
  writeFileSync(path.join(out, file), excerpt(text, spans));
}
pruneUncited();
for (const e of new Map(index.map((e) => [e.repo, e])).values())
  if (!existsSync(licencePath(e.repo)) && !writeLicence(e.repo, e.commit))
    missing.push(`${e.repo}: no licence (${LICENCES.join(', ')}) at ${e.commit}`);

index.sort((a, b) => (a.repo + a.file + a.function + a.ref).localeCompare(b.repo + b.file + b.function + b.ref));
writeFileSync(indexFile, JSON.stringify(index, null, 1) + '\n');
writeSources();
for (const f of policyFiles) fillCommits(f, commits);
console.log(`${cites.length} citations, ${index.length} excerpts; ${missing.length} not vendored`);
for (const m of missing) console.log(`  ${m}`);
process.exitCode = missing.length ? 1 : 0;

function licencePath(repo) {
  return path.join(out, repo.replace('/', '+'), 'LICENSE');
}

/** Copies the repository's licence at `commit` beside its excerpts; false when there is none (or no mirror). */
function writeLicence(repo, commit) {
  for (const l of LICENCES) {
    try {
      const text = git(repo, 'show', `${commit}:${l}`);
      mkdirSync(path.dirname(licencePath(repo)), { recursive: true });
      writeFileSync(licencePath(repo), text);
      return true;
    } catch {
      // not this name, or no mirror
    }
  }
  return false;
}

/** Removes the excerpt files no index entry names, then the folders left empty (or holding only a licence). */
function pruneUncited() {
  const wanted = new Set(index.map((e) => e.excerpt));
  const repos = new Set(index.map((e) => e.excerpt.split('/')[0]));
  const walk = (rel) => {
    for (const e of readdirSync(path.join(out, rel), { withFileTypes: true })) {
      const p = path.join(rel, e.name);
      if (e.isDirectory()) walk(p);
      else if (rel && !wanted.has(p) && !(e.name === 'LICENSE' && repos.has(rel))) rmSync(path.join(out, p));
    }
    if (rel && readdirSync(path.join(out, rel)).length === 0) rmdirSync(path.join(out, rel));
  };
  walk('');
  // A kept file may still hold the span of a function no longer cited: drop it (each span starts with its header).
  for (const file of wanted) {
    if (texts.has(file)) continue;
    const spans = new Set(index.filter((e) => e.excerpt === file).map((e) => `// lines ${e.lines[0]}-${e.lines[1]}`));
    const old = readFileSync(path.join(out, file), 'utf8');
    const blocks = old.split(/(?=^\/\/ lines \d+-\d+$)/m);
    const kept = blocks.filter((b) => spans.has(b.split('\n', 1)[0]));
    if (kept.length < blocks.length) writeFileSync(path.join(out, file), kept.join('').replace(/\n\n$/, '\n'));
  }
}

function writeSources() {
  const repos = [...new Map(index.map((e) => [`${e.repo} ${e.ref}`, e])).values()];
  writeFileSync(
    path.join(out, 'SOURCES.md'),
    [
      '# Excerpts of the controller sources the controller model cites',
      '',
      'Each file under `<owner>+<repo>/<ref>/` holds only the cited functions (or definitions) of the file at that',
      'path in the public GitHub repository, at the tag and commit below, each span headed by its line numbers; the',
      "repository's licence is beside it (`<owner>+<repo>/LICENSE`), and the copyright stays with its authors.",
      'Written by `scripts/vendor-excerpts.mjs`; `test/effective/excerpts.test.ts` checks that every citation of',
      '`policies/` names a tag and commit and that its function appears in its excerpt. Test fixtures only, not',
      'part of the package.',
      '',
      '| Repository | Tag | Commit | Files |',
      '|---|---|---|---|',
      ...repos.map(
        (r) =>
          `| ${r.repo} | ${r.ref} | ${r.commit} | ${new Set(index.filter((e) => e.repo === r.repo && e.ref === r.ref).map((e) => e.file)).size} |`,
      ),
      '',
    ].join('\n'),
  );
}

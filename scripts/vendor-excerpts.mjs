// Vendors the upstream lines every controller-model citation relies on (docs/controllers.md, "Citations"):
// for each {repo, ref, file, function} found in policies/**/*.yaml, the function (or the definition) named, cut
// from the file at that ref, into test/fixtures/excerpts/<owner>+<repo>/<ref>/<file>, with the repository's
// licence beside it and index.json (ref, commit, lines). test/policy/excerpts.test.ts checks that each cited
// function appears in its excerpt. A maintainer's tool, not a test: it needs git mirrors of the cited
// repositories, one bare repository per `<owner>+<repo>/repo` under MIRRORS (default /work/.mirror).
// Usage: node scripts/vendor-excerpts.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

const root = new URL('../', import.meta.url).pathname;
const mirrors = process.env.MIRRORS ?? '/work/.mirror';
const out = path.join(root, 'test/fixtures/excerpts');
const MAX_LINES = 400;

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

const git = (repo, ...args) =>
  execFileSync('git', ['--git-dir', path.join(mirrors, repo.replace('/', '+'), 'repo'), ...args], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** The newest release tag of the mirror (no pre-releases). */
function newestTag(repo) {
  return git(repo, 'tag', '--sort=-v:refname')
    .split('\n')
    .find((t) => /^v?\d+\.\d+\.\d+$/.test(t));
}

/** The first and last line (1-based) of the cited function or definition in `text`, or undefined. */
export function locate(text, name) {
  const lines = text.split('\n');
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
  // A variable or a template block: the definition and what follows it.
  const word = new RegExp(`(^|\\W)${esc(name.split(' ').pop())}(\\W|$)`);
  const at = lines.findIndex((l) => word.test(l) && /[=:]/.test(l));
  return at < 0 ? undefined : [Math.max(1, at - 5), Math.min(lines.length, at + 30)];
}

const cites = yamlFiles(path.join(root, 'policies')).flatMap((f) => [...citations(load(readFileSync(f, 'utf8')))]);
const refOf = new Map(cites.filter((c) => c.ref).map((c) => [`${c.repo} ${c.file}`, c.ref]));
const repoRef = new Map(cites.filter((c) => c.ref).map((c) => [c.repo, c.ref]));
rmSync(out, { recursive: true, force: true });
const index = [];
const missing = [];
const seen = new Set();
for (const c of cites) {
  const ref = c.ref ?? refOf.get(`${c.repo} ${c.file}`) ?? repoRef.get(c.repo) ?? newestTag(c.repo);
  const key = `${c.repo} ${ref} ${c.file} ${c.function}`;
  if (seen.has(key)) continue;
  seen.add(key);
  let commit, text;
  try {
    commit = git(c.repo, 'rev-parse', `${ref}^{commit}`).trim();
    text = git(c.repo, 'show', `${commit}:${c.file}`);
  } catch {
    missing.push(`${key}: no mirror, ref or file`);
    continue;
  }
  const span = locate(text, c.function);
  if (!span) {
    missing.push(`${key}: not found in the file`);
    continue;
  }
  const dir = `${c.repo.replace('/', '+')}`;
  const file = path.join(dir, ref, c.file);
  mkdirSync(path.join(out, path.dirname(file)), { recursive: true });
  // Several functions of one file: one excerpt file holding each span, in file order.
  const prior = index.filter((e) => e.excerpt === file);
  const spans = [...prior.map((e) => e.lines), span].sort((a, b) => a[0] - b[0]);
  writeFileSync(
    path.join(out, file),
    spans
      .map(
        ([a, b]) =>
          `// lines ${a}-${b}\n${text
            .split('\n')
            .slice(a - 1, b)
            .join('\n')}\n`,
      )
      .join('\n'),
  );
  index.push({ repo: c.repo, ref, commit, file: c.file, function: c.function, lines: span, excerpt: file });
  const licence = ['LICENSE', 'LICENSE.txt', 'COPYING'].find((l) => {
    try {
      git(c.repo, 'cat-file', '-e', `${commit}:${l}`);
      return true;
    } catch {
      return false;
    }
  });
  if (licence) writeFileSync(path.join(out, dir, 'LICENSE'), git(c.repo, 'show', `${commit}:${licence}`));
}
index.sort((a, b) => (a.repo + a.file + a.function).localeCompare(b.repo + b.file + b.function));
writeFileSync(path.join(out, 'index.json'), JSON.stringify(index, null, 1) + '\n');
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
console.log(`${index.length} excerpts; ${missing.length} not vendored`);
for (const m of missing) console.log(`  ${m}`);

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { expiryAlert, writeAlerts, expiryOwners, serveAlerts } from '../../src/cluster/alerts.js';
import { SHIPPED_OWNERS } from '../../src/load/owners.js';
import { RULES } from '../../src/rules/index.js';
import { DOCS_BASE, ruleDocsUrl } from '../../src/core/tool.js';
import { ROOT } from '../helpers.js';

// Links into this repository on GitHub resolve to files of this checkout.
const REPO_URL = /^https:\/\/github\.com\/webhook-cert-gate\/webhook-cert-gate\/(?:blob|tree)\/main\//;

/** GitHub's heading anchors (github-slugger): lower case, punctuation dropped, spaces to '-', repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6} +(.*?) *#*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir)).flatMap((name) => {
      const rel = `${dir}/${name}`;
      return statSync(path.join(ROOT, rel)).isDirectory() ? walk(rel) : rel.endsWith('.md') ? [rel] : [];
    });
  return ['README.md', ...walk('docs')];
}

/** Why `target`, linked from `from` (a repository path), does not resolve; undefined when it does. */
function brokenLink(from: string, target: string): string | undefined {
  let local: string;
  if (REPO_URL.test(target)) local = target.replace(REPO_URL, '');
  else if (/^[a-z][a-z0-9+.-]*:/i.test(target))
    return undefined; // elsewhere on the web: not ours to check
  else local = target.startsWith('#') ? path.basename(from) + target : target;
  const [file = '', anchor] = local.split('#');
  const resolved = REPO_URL.test(target) ? file : path.posix.join(path.posix.dirname(from), file);
  const full = path.join(ROOT, decodeURIComponent(resolved));
  if (!existsSync(full)) return `${resolved} does not exist`;
  if (anchor === undefined) return undefined;
  if (!resolved.endsWith('.md')) return `${resolved} has no anchors`;
  return anchorsOf(readFileSync(full, 'utf8')).has(anchor) ? undefined : `${resolved} has no heading #${anchor}`;
}

function linksOf(markdown: string): string[] {
  const text = withoutCode(markdown);
  return [...text.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g), ...text.matchAll(/^\[[^\]]+\]: *(\S+)/gm)].map(
    (m) => m[1]!,
  );
}

test('every link in the README and docs/ resolves to a file or heading of this repository', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of markdownFiles()) {
    for (const target of linksOf(readFileSync(path.join(ROOT, file), 'utf8'))) {
      checked++;
      const why = brokenLink(file, target);
      if (why) broken.push(`${file}: (${target}): ${why}`);
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(checked > 50, `only ${checked} links found: the extraction is broken`);
});

test("the runbook links of the shipped alerts and the rules' docs links resolve", () => {
  const runbooks = [
    ...writeAlerts(),
    ...serveAlerts(30),
    ...expiryOwners(SHIPPED_OWNERS).map((owner) => expiryAlert(30, { owner })),
    expiryAlert(30, 'blackbox'),
  ].map((a) => a.annotations.runbook_url ?? '');
  for (const url of runbooks) assert.match(url, /\.md#[a-z]/, `${url}: a runbook names its section`);
  const urls = [...runbooks, DOCS_BASE, ...RULES.map(({ meta }) => ruleDocsUrl(meta.id))];
  for (const url of urls) {
    assert.match(url, REPO_URL);
    assert.equal(brokenLink('README.md', url), undefined, url);
  }
});

test('the link checker sees a missing file and a missing heading', () => {
  assert.match(brokenLink('README.md', 'docs/nothing-here.md') ?? '', /does not exist/);
  assert.match(brokenLink('README.md', 'docs/cluster.md#no-such-heading') ?? '', /no heading/);
  assert.equal(brokenLink('docs/rules/README.md', '../cluster.md'), undefined);
  assert.deepEqual([...anchorsOf('# A `b` c: d\n## A b c d\n```\n# not a heading\n```\n')], ['a-b-c-d', 'a-b-c-d-1']);
});

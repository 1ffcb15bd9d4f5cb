// The charts section of docs/controllers.md: for every real chart render the tests check, what the gate itself
// reads in it (the effective state of its default render), so the page shows the model at work on each chart
// and which verdicts still hang on a fact no manifest shows.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { effectiveState } from '../effective/index.js';
import type { EffectiveState } from '../effective/types.js';
import { parseDocuments } from '../load/documents.js';
import { loadOwners } from '../load/owners.js';
import { loadProfiles } from '../load/profiles.js';
import { Model } from '../model/model.js';
import { resourcesOf } from '../model/resource.js';
import { cell as escape } from './docs.js';

export const RENDERS = 'test/fixtures/charts-rendered';

/** `folder -> "repo@commit, version"` from the table in SOURCES.md there. */
function readAt(root: string): Map<string, string> {
  const text = readFileSync(path.join(root, RENDERS, 'SOURCES.md'), 'utf8');
  const rows = text.matchAll(/^\| `([^`/]+)\/` \| ([^ |]+) \| ([0-9a-f]{12})[0-9a-f]* [^|]*\| `[^`]*` \(([^,)]+)/gm);
  return new Map([...rows].map(([, folder, repo, commit, version]) => [folder!, `${repo}@${commit}, ${version}`]));
}

/** Who writes the caBundles of one render, and the facts that would settle the writers it is unsure of. */
function writers(state: EffectiveState): { by: string[]; unsettled: string[] } {
  const count = new Map<string, number>();
  const unsettled = new Set<string>();
  const add = (key: string, n = 1) => count.set(key, (count.get(key) ?? 0) + n);
  for (const c of state.caBundles) {
    if (!c.caBundleOwners.length) add('the rendered value');
    for (const o of c.caBundleOwners) {
      add(o.certain === false ? `${o.name} (${o.via}, unsettled)` : `${o.name} (${o.via})`);
      if (o.certain === false && o.settle) unsettled.add(o.settle);
    }
  }
  for (const w of state.writers) {
    const rendered = w.holders.filter((h) => state.caBundles.some((c) => c.entry.holder.name === h.name)).length;
    if (!rendered && w.holders.length) add(`${w.doc.name} (controller; holders it creates)`, w.holders.length);
    for (const u of w.unknown) unsettled.add(u);
  }
  return { by: [...count].map(([k, n]) => `${k}: ${n}`), unsettled: [...unsettled] };
}

/** One table row per chart folder, from its default render (else its first). */
export async function chartLines(root: string): Promise<string[]> {
  const [profiles, owners] = [await loadProfiles(), await loadOwners()];
  const read = readAt(root);
  const folders = readdirSync(path.join(root, RENDERS), { withFileTypes: true }).filter((d) => d.isDirectory());
  return folders
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const dir = path.join(RENDERS, name);
      const files = readdirSync(path.join(root, dir))
        .filter((f) => f.endsWith('.yaml'))
        .sort();
      const file = files.includes('default.yaml') ? 'default.yaml' : files[0]!;
      const text = readFileSync(path.join(root, dir, file), 'utf8');
      const resources = parseDocuments(file, text).flatMap((doc) => resourcesOf(doc, 'default'));
      const { by, unsettled } = writers(effectiveState(new Model(resources, profiles, owners)));
      const renders = files.map((f) => `[${f.replace(/\.yaml$/, '')}](../${dir}/${f})`);
      return `| [${name}](../${dir}) | ${escape(read.get(name) ?? '—')} | ${file} | ${escape(by.join('; ') || 'none: no caBundle the API server uses')} | ${escape(unsettled.join('; ') || '—')} | ${renders.join(', ')} |`;
    });
}

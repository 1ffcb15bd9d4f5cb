// Values the user gave that nothing reads: the chart's templates never name them (nor any key above
// them), or, with no chart folder, the profile's values mapping does not. Helm drops them silently;
// the gate says so, as a finding at the line (or --set flag) that gave them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import { isObj, type PathSegment } from '../../core/object.js';
import type { Resource } from '../../core/resource.js';
import type { HelmResource, Place } from './origin.js';
import { likelyTypo } from '../../core/nearest.js';
import { dotted, VALUES_PATH } from './mapping.js';
import { valueText } from './strvals.js';
import type { MergedValues } from './values.js';

/** One given value nothing reads, with a stand-in object that points findings at where it was given. */
export interface UnreadValue {
  /** As the user spells it: `externalHost`, `manager.env[0].value`. */
  key: string;
  /** The chart folder, or the chart or profile name when values came without one. */
  chart: string;
  /** What was looked at: the chart's templates, or (no chart folder) the profile's values mapping. */
  by: 'templates' | 'mapping';
  /** The read key it most likely meant (a sibling within typo distance), as the user would spell it. */
  suggestion?: string;
  resource: Resource;
}

/** What the Helm front end hands the rules besides objects. */
export interface HelmEvidence {
  unread: readonly UnreadValue[];
}

/** What a chart's templates may read: `.Values.a.b` paths, or everything (`.Values` passed on whole). */
export interface TemplateReads {
  everything: boolean;
  paths: PathSegment[][];
  /** Top-level keys that belong to subcharts (their own templates read them) or are global. */
  subcharts: Set<string>;
}

const VALUES_REF = new RegExp(VALUES_PATH, 'g');

/** Every `.Values` reference in the chart's own templates (subcharts under charts/ read their own keys). */
export async function templateReads(dir: string): Promise<TemplateReads> {
  const reads: TemplateReads = { everything: false, paths: [], subcharts: new Set(['global', 'tags']) };
  for (const file of await filesUnder(path.join(dir, 'templates'))) {
    const text = await readFile(file, 'utf8').catch(() => '');
    for (const m of text.matchAll(VALUES_REF)) {
      if (!m[1])
        reads.everything = true; // `.Values` whole (toYaml .Values, index .Values "a-b", $v := .Values)
      else reads.paths.push(m[1].slice(1).split('.'));
    }
  }
  for (const name of await subchartNames(dir)) reads.subcharts.add(name);
  return reads;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  // Dirent.parentPath is Node 20.12+; `path` is its older name (engines allow 20.6).
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always set, absent before 20.12
      path.join(e.parentPath ?? (e as { path?: string }).path ?? dir, e.name),
    );
}

/** Folders and archives under charts/, and Chart.yaml dependencies (by alias when given). */
async function subchartNames(dir: string): Promise<string[]> {
  const names = (await readdir(path.join(dir, 'charts')).catch(() => [] as string[])).map((n) =>
    n.replace(/-\d[\w.+-]*\.tgz$/, '').replace(/\.tgz$/, ''),
  );
  const meta = await readFile(path.join(dir, 'Chart.yaml'), 'utf8')
    .then((t) => load(t))
    .catch(() => undefined);
  const deps = isObj(meta) && Array.isArray(meta.dependencies) ? meta.dependencies : [];
  for (const d of deps) if (isObj(d)) names.push(valueText(d.alias ?? d.name ?? ''));
  return names.filter(Boolean);
}

/** At most this many per chart: past it, the first ones already say the values are for another chart. */
export const MAX_UNREAD = 100;

/**
 * The given values no read reaches, each at the highest key nothing reads (`foo`, not every key under
 * it). A read of the key, of a key above it (`toYaml .Values.manager`, `with .Values.manager`) or below
 * it (a map given as {} or a scalar) counts. Only keys on the way to a read are walked, so a wide or
 * aliased values tree costs no more than the reads.
 */
export function unreadValues(
  values: MergedValues,
  reads: { paths: readonly PathSegment[][]; everything?: boolean; subcharts?: Set<string> },
  chart: string,
  by: UnreadValue['by'],
): UnreadValue[] {
  if (reads.everything) return [];
  const paths = [...new Map(reads.paths.map((p) => [JSON.stringify(p.map(String)), p.map(String)])).values()];
  const found = new Map<string, UnreadValue>();
  const visit = (key: PathSegment[], v: unknown): void => {
    if (found.size >= MAX_UNREAD || (key.length === 1 && reads.subcharts?.has(String(key[0])))) return;
    const status = key.length ? readStatus(paths, key) : 'below';
    if (status === 'read') return;
    const children: [PathSegment, unknown][] = Array.isArray(v)
      ? v.map((x, i) => [i, x])
      : isObj(v)
        ? Object.entries(v)
        : [];
    if (status === 'below') {
      for (const [k, x] of children) visit([...key, k], x);
      return;
    }
    const origin = values.origin(key);
    const name = dotted(key);
    if (!origin || found.has(name)) return;
    const suggestion = meant(paths, key);
    found.set(name, {
      key: name,
      chart,
      by,
      ...(suggestion ? { suggestion } : {}),
      resource: standIn(name, { ...origin, field: name }),
    });
  };
  for (const tree of values.given()) visit([], tree);
  return [...found.values()];
}

/** The read key beside `key` (same parent) whose last name is within typo distance of its last name. */
function meant(paths: readonly string[][], key: readonly PathSegment[]): string | undefined {
  const parent = key.slice(0, -1).map(String);
  const siblings = new Set<string>();
  for (const p of paths)
    if (p.length >= key.length && parent.every((k, i) => p[i] === k)) siblings.add(p[key.length - 1]!);
  const near = likelyTypo(String(key[key.length - 1]), [...siblings]);
  return near === undefined ? undefined : dotted([...key.slice(0, -1), near]);
}

/** 'read': a read names this key or one above it; 'below': only keys under it are read; else nothing reads it. */
function readStatus(paths: readonly string[][], key: readonly PathSegment[]): 'read' | 'below' | 'unread' {
  let below = false;
  for (const p of paths) {
    const n = Math.min(p.length, key.length);
    let same = true;
    for (let i = 0; i < n && same; i++) same = p[i] === String(key[i]);
    if (!same) continue;
    if (p.length <= key.length) return 'read';
    below = true;
  }
  return below ? 'below' : 'unread';
}

/** Not a Kubernetes object: it stands for the given value, so the rule engine can report on it like any other. */
function standIn(key: string, place: Place): HelmResource {
  return {
    apiVersion: 'helm.sh/v3',
    kind: 'HelmValue',
    name: key,
    namespace: '',
    body: { metadata: { name: key } },
    doc: { file: place.file, index: 0, text: '', startLine: 1, startOffset: 0 },
    base: [],
    locate: () => place,
  };
}

// Render mode: the chart rendered by a real `helm template`, with the user's values, checked as rendered.
// Each finding goes back to the values line that set the field, found by rendering a second time with a
// marker appended to every mapped value (a "probe" render) and seeing where the markers land; a field no
// marked value reaches is reported at its template (`# Source:`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../../core/errors.js';
import { isObj, type Obj, type PathSegment } from '../../core/object.js';
import type { Resource } from '../../core/resource.js';
import type { HelmResource } from './origin.js';
import { mintingCalls } from './minting.js';
import { parseDocuments, splitDocuments } from '../documents.js';
import type { InputText } from '../files.js';
import type { ChartDir } from './chart.js';
import { dotted, mappedKeys, splitKey, TEMPLATE_NOTE, VALUES_PATH, type ValuesMapping } from './mapping.js';
import { valueText } from './strvals.js';
import { run, type HelmTool } from './tool.js';
import type { MergedValues, SetFlag } from './values.js';

export interface RenderRequest {
  helm: HelmTool;
  chart: ChartDir;
  /** The chart folder as findings name it (relative to cwd). */
  label: string;
  mapping?: ValuesMapping;
  values: MergedValues;
  /** Absolute paths, in order. */
  valuesFiles: readonly string[];
  sets: readonly SetFlag[];
  namespace: string;
  kubeVersion: string;
  /** The release name (default: the chart's name). */
  releaseName?: string;
  includeCrds?: boolean;
  /** Extra properties for every rendered Resource (fix wording in values terms). */
  extra?: Pick<HelmResource, 'envValues'>;
}

const MARK = /wcgp(\d+)x/g;
const MAX_UNMAPPED_LEAVES = 2000;
const mark = (i: number) => `wcgp${i}x`;

export interface RenderedChart {
  /** The rendered stream, as an input whose objects know where values set their fields. */
  source: InputText;
  /** Template files the render came from. */
  templates: number;
}

export async function renderChart(req: RenderRequest): Promise<RenderedChart> {
  // A chart no profile describes: every value is a candidate (booleans left out: marking one turns it on).
  const leaves = req.mapping
    ? markedLeaves(mappedKeys(req.mapping, req.values), req.values)
    : markedLeaves(
        Object.keys(req.values.values).map((k) => [k]),
        req.values,
        false,
      ).slice(0, MAX_UNMAPPED_LEAVES);
  const probeFlags = leaves.flatMap((leaf, i) => [
    '--set-string',
    `${setPath(leaf.key)}=${escapeSetValue(leaf.value)}${mark(i)}`,
  ]);
  const [text, probeText] = await Promise.all([
    template(req, []),
    leaves.length ? template(req, probeFlags).catch(() => '') : Promise.resolve(''),
  ]);
  const file = `<helm template ${req.label}>`;
  const links = harvest(
    bodies(file, probeText),
    leaves.map((l) => l.key),
    req.values,
  );
  const texts = await readTemplates(
    req.chart.dir,
    splitDocuments(file, text).map((d) => d.template),
  );
  const mints = await mintingCalls(req.chart.dir, texts);
  const decorate = (r: Resource): HelmResource => {
    const own = links.get(objectKey(r.kind, r.name));
    const call = mints.get(chartRelative(r.doc.template) ?? '');
    return {
      ...r,
      ...req.extra,
      ...(call ? { mints: call } : {}),
      locate: (p: readonly PathSegment[]) =>
        locateRendered(r, p, own, req.values) ??
        templateValue(r, p, texts, req.values) ??
        templatePosition(r, p, req.label, texts),
    };
  };
  return { source: { file, text, decorate }, templates: texts.size };
}

function template(req: RenderRequest, extra: string[]): Promise<string> {
  const args = [
    'template',
    req.releaseName ?? req.chart.name,
    req.chart.dir,
    '--namespace',
    req.namespace,
    '--kube-version',
    req.kubeVersion,
  ];
  for (const f of req.valuesFiles) args.push('-f', f);
  for (const s of req.sets) args.push(s.asString ? '--set-string' : '--set', s.text);
  if (req.includeCrds) args.push('--include-crds');
  args.push(...extra);
  return run(req.helm.path, args).then(
    (r) => r.stdout,
    (e: unknown) => {
      throw new InputError(`${req.label}: helm template failed: ${(e as Error).message}`);
    },
  );
}

/** The probe render's objects (List kinds are not looked into: charts render objects). */
function bodies(file: string, text: string): Obj[] {
  return parseDocuments(file, text).flatMap((p) =>
    isObj(p.value) && typeof p.value.kind === 'string' ? [p.value] : [],
  );
}

interface Leaf {
  key: PathSegment[];
  value: string;
}

/** The scalar values under each key (a key the values leave unset is marked too: a template may still read it). */
function markedLeaves(keys: readonly PathSegment[][], values: MergedValues, booleans = true): Leaf[] {
  const out: Leaf[] = [];
  const walk = (key: PathSegment[], v: unknown) => {
    if (Array.isArray(v))
      v.forEach((x, i) => {
        walk([...key, i], x);
      });
    else if (isObj(v)) for (const [k, x] of Object.entries(v)) walk([...key, k], x);
    else if (booleans || typeof v !== 'boolean')
      out.push({ key, value: v === undefined || v === null ? '' : valueText(v) });
  };
  for (const key of keys) walk(key, values.get(key));
  return out;
}

/** A key as --set spells it: `a.b\.c[0].d`. */
function setPath(key: readonly PathSegment[]): string {
  let out = '';
  for (const s of key)
    out += typeof s === 'number' ? `[${s}]` : `${out ? '.' : ''}${s.replace(/[\\.,=[\]]/g, (c) => `\\${c}`)}`;
  return out;
}

function escapeSetValue(v: string): string {
  return v.replace(/[\\,]/g, (c) => `\\${c}`);
}

/** Object kind/name -> canonical path -> the values keys whose markers reached that field. */
type Links = Map<string, Map<string, PathSegment[]>>;

function harvest(probe: readonly Obj[], keys: readonly PathSegment[][], values: MergedValues): Links {
  const links: Links = new Map();
  for (const body of probe) {
    const name = (isObj(body.metadata) ? body.metadata.name : undefined) ?? '';
    const id = objectKey(String(body.kind), valueText(name));
    if (links.has(id)) continue;
    const own = new Map<string, PathSegment[]>();
    links.set(id, own);
    walkStrings(body, [], (p, s) => {
      const hits = [...s.matchAll(MARK)].map((m) => keys[Number(m[1])]).filter((k): k is PathSegment[] => Boolean(k));
      if (hits.length) own.set(canonical(body, p), pick(hits, values));
    });
  }
  return links;
}

/** Of several values in one field (registry/repository:tag), the one the user set, else the first. */
function pick(hits: PathSegment[][], values: MergedValues): PathSegment[] {
  return (
    hits.find((k) => {
      const o = values.origin(k);
      return o && o.note !== 'chart default';
    }) ?? hits[0]!
  );
}

function walkStrings(v: unknown, p: PathSegment[], visit: (p: PathSegment[], s: string) => void): void {
  if (typeof v === 'string') visit(p, v);
  else if (Array.isArray(v))
    v.forEach((x, i) => {
      walkStrings(x, [...p, i], visit);
    });
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) walkStrings(x, [...p, k], visit);
}

/** Probe markers can change which list entries render: list items with a name are matched by name, not index. */
function canonical(body: unknown, p: readonly PathSegment[]): string {
  const parts: PathSegment[] = [];
  let cur = body;
  for (const s of p) {
    const next: unknown =
      typeof s === 'number'
        ? Array.isArray(cur)
          ? (cur as unknown[])[s]
          : undefined
        : isObj(cur)
          ? cur[s]
          : undefined;
    parts.push(typeof s === 'number' && isObj(next) && typeof next.name === 'string' ? `#${unmark(next.name)}` : s);
    cur = next;
  }
  return JSON.stringify(parts);
}

function unmark(s: string): string {
  return s.replace(MARK, '');
}

function objectKey(kind: string, name: string): string {
  return `${kind}/${unmark(name)}`;
}

/**
 * The deepest part of the path that a mapped value set, at the values line that set it; for a node
 * holding fields (an env entry), the one value under it, when only one reaches it.
 */
function locateRendered(
  r: Resource,
  p: readonly PathSegment[],
  links: Map<string, PathSegment[]> | undefined,
  values: MergedValues,
) {
  if (!links?.size) return undefined;
  for (let n = p.length; n > 0; n--) {
    const key = links.get(canonical(r.body, p.slice(0, n)));
    if (key) return at(key, values);
  }
  const below = canonical(r.body, p).slice(0, -1) + ',';
  const keys = new Set([...links].filter(([c]) => c.startsWith(below)).map(([, k]) => JSON.stringify(k)));
  return keys.size === 1 ? at(JSON.parse([...keys][0]!) as PathSegment[], values) : undefined;
}

function at(key: PathSegment[], values: MergedValues) {
  const origin = values.origin(key);
  return origin && { ...origin, field: dotted(key) };
}

/** Template file (relative to the chart folder) -> its lines, read once before any rule runs. */
async function readTemplates(dir: string, sources: readonly (string | undefined)[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const rel of new Set(sources.map(chartRelative))) {
    if (!rel) continue;
    const text = await readFile(path.join(dir, rel), 'utf8').catch(() => undefined);
    if (text !== undefined) out.set(rel, text.split('\n'));
  }
  return out;
}

/** `# Source: mychart/templates/x.yaml` names the chart first; subcharts follow as charts/<sub>/templates/... */
function chartRelative(source: string | undefined): string | undefined {
  return source?.split('/').slice(1).join('/') || undefined;
}

/** Where a field no value sets is written: its template, at the line of that key when the template tells it. */
function templatePosition(r: Resource, p: readonly PathSegment[], label: string, texts: Map<string, string[]>) {
  const rel = chartRelative(r.doc.template);
  const lines = rel ? texts.get(rel) : undefined;
  return {
    file: rel ? path.join(label, rel) : label,
    line: lines ? lineOf(lines, r.body, p) : 1,
    column: 1,
    note: TEMPLATE_NOTE,
  };
}

/**
 * A field no probe reached (a boolean, which a marker would turn on) whose template line writes one value:
 * `key: {{ .Values.a.b }}`, or `key: {{ . }}` inside `{{ with .Values.a.b }}`. Its values line, when a values
 * file sets it.
 */
function templateValue(r: Resource, p: readonly PathSegment[], texts: Map<string, string[]>, values: MergedValues) {
  const lines = texts.get(chartRelative(r.doc.template) ?? '');
  if (!lines) return undefined;
  const i = lineOf(lines, r.body, p) - 1;
  const written = ONE_VALUE.exec(lines[i] ?? '');
  const key = written?.[2] ? enclosingWith(lines, i) : written?.[1];
  return key ? at(splitKey(key.slice(1)), values) : undefined;
}

/** `key: {{ .Values.a.b }}` (group 1: `.a.b`) or `key: {{ . }}` (group 2), quoted or not. */
const ONE_VALUE = new RegExp(String.raw`:\s*\{\{-?\s*(?:${VALUES_PATH}|(\.))\s*(?:\|\s*quote\s*)?-?\}\}\s*$`);
const WITH_VALUE = new RegExp(String.raw`^\s*${VALUES_PATH}\s*-?$`);

/** The key path of the `with .Values...` block line `i` is in (blocks opened and closed between are skipped). */
function enclosingWith(lines: readonly string[], i: number): string | undefined {
  let depth = 0;
  for (let j = i - 1; j >= 0; j--) {
    for (const action of [...lines[j]!.matchAll(/\{\{-?\s*(end|if|with|range|define|block)\b([^}]*)\}\}/g)].reverse()) {
      if (action[1] === 'end') depth++;
      else if (depth > 0) depth--;
      else if (action[1] !== 'with') return undefined;
      else return WITH_VALUE.exec(action[2]!)?.[1];
    }
  }
  return undefined;
}

/** The line of the reported key near the named list entry it belongs to (a webhook, a container), else a unique match. */
function lineOf(lines: readonly string[], body: Obj, p: readonly PathSegment[]): number {
  const key = [...p].reverse().find((s): s is string => typeof s === 'string');
  const keyLines = key ? lines.flatMap((l, i) => (new RegExp(`^\\s*(- )?${escapeRe(key)}:`).test(l) ? [i] : [])) : [];
  const named = namedEntries(body, p);
  for (const name of named.reverse()) {
    const at = lines.findIndex((l) => new RegExp(`name:\\s*["']?${escapeRe(name)}["']?\\s*$`).test(l));
    if (at < 0) continue;
    const near = keyLines.filter((i) => Math.abs(i - at) <= 40).sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0];
    return (near ?? at) + 1;
  }
  return keyLines.length === 1 ? keyLines[0]! + 1 : 1;
}

function namedEntries(body: Obj, p: readonly PathSegment[]): string[] {
  const out: string[] = [];
  let cur: unknown = body;
  for (const s of p) {
    cur = typeof s === 'number' ? (Array.isArray(cur) ? cur[s] : undefined) : isObj(cur) ? cur[s] : undefined;
    if (typeof s === 'number' && isObj(cur) && typeof cur.name === 'string') out.push(cur.name);
  }
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A baseline: the findings a repository already had, so a gate adopted late fails only on what a change adds.
// Entries are keyed on what a finding is about, never on where it is (docs/checking.md#baselines).
import { isObj } from '../core/object.js';
import type { Finding } from '../core/finding.js';
import type { Model } from '../model/model.js';
import { InputError } from '../core/errors.js';

const FORMAT = 'webhook-cert-gate/baseline/v1';

/**
 * What a finding is about: its rule, object (kind, namespace, name with the release normalised) and field
 * (list positions dropped).
 */
interface Entry {
  rule: string;
  kind?: string;
  namespace?: string;
  name?: string;
  field?: string;
  /** Only for a finding on no object (a YAML error): the file it is in. */
  file?: string;
  /** Not part of the key: tells apart findings with one key (a Secret's finding per caBundle holder it serves). */
  message: string;
}

const RELEASE = '{release}';

/**
 * Release names among the objects: for each renderer of the owner catalogue (Helm), the value of its
 * `releaseLabels` on the objects its labels mark (policies/owners). A release rename
 * renames every object whose name it prefixes.
 */
export function releasesOf(models: Iterable<Model>): Set<string> {
  const out = new Set<string>();
  for (const model of models) {
    const renderers = model.owners.flatMap((o) => (o.renderer?.releaseLabels?.length ? [o.renderer] : []));
    if (!renderers.length) continue;
    for (const r of model.resources) {
      const m = r.body.metadata;
      const l = isObj(m) && isObj(m.labels) ? m.labels : undefined;
      if (!l) continue;
      for (const renderer of renderers) {
        if (!renderer.labels.some((k) => l[k.key] !== undefined && (k.value === undefined || l[k.key] === k.value)))
          continue;
        for (const key of renderer.releaseLabels ?? []) if (typeof l[key] === 'string' && l[key]) out.add(l[key]);
      }
    }
  }
  return out;
}

/** A name with each release name in it (whole, or a dash-separated part) replaced by `{release}`. */
function normalName(name: string, releases: ReadonlySet<string>): string {
  if (releases.has(name)) return RELEASE;
  const parts = name.split('-');
  // The longest release that matches a run of whole parts: `team-a` before `team` in `team-a-web`.
  for (const r of [...releases].sort((a, b) => b.length - a.length)) {
    const n = r.split('-').length;
    for (let i = 0; i + n <= parts.length; i++) {
      if (parts.slice(i, i + n).join('-') === r)
        return normalName([...parts.slice(0, i), RELEASE, ...parts.slice(i + n)].join('-'), releases);
    }
  }
  return name;
}

function entryOf(f: Finding, releases: ReadonlySet<string>): Entry {
  const o = f.object;
  const e = { rule: f.rule } as Entry;
  if (o) {
    e.kind = o.kind;
    if (o.namespace) e.namespace = o.namespace;
    e.name = normalName(o.name, releases);
  } else e.file = f.file;
  // List positions move when items are reordered; the item (a webhook, a container) is named in the message.
  if (f.field) e.field = f.field.replace(/\[\d+\]/g, '[]');
  e.message = f.message;
  return e;
}

const keyOf = (e: Entry) => JSON.stringify([e.rule, e.kind, e.namespace, e.name, e.field, e.file]);

/** The baseline file of the findings: one entry each, in a stable order, so it diffs well in review. */
export function baselineText(findings: readonly Finding[], releases: ReadonlySet<string>): string {
  const entries = findings.map((f) => entryOf(f, releases));
  entries.sort((a, b) => (keyOf(a) + a.message < keyOf(b) + b.message ? -1 : 1));
  return JSON.stringify({ format: FORMAT, findings: entries }, null, 2) + '\n';
}

/** A baseline file's entries; anything else is one line naming the file. `label` names the input: `--baseline FILE`, or the Action's `input 'baseline' FILE`. */
export function parseBaseline(text: string, label: string): Entry[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new InputError(`${label}: not JSON (${(e as Error).message.split('\n')[0] ?? ''})`);
  }
  if (!isObj(value) || value.format !== FORMAT || !Array.isArray(value.findings))
    throw new InputError(`${label}: not a baseline (written by --write-baseline, format ${FORMAT})`);
  return value.findings.map((e, i) => {
    const ok =
      isObj(e) &&
      typeof e.rule === 'string' &&
      typeof e.message === 'string' &&
      ['kind', 'namespace', 'name', 'field', 'file'].every((k) => e[k] === undefined || typeof e[k] === 'string');
    if (!ok) throw new InputError(`${label}: entry ${i + 1} needs a rule and a message, and strings only`);
    return e as unknown as Entry;
  });
}

/**
 * The findings not in the baseline, and how many were. A key matches as many findings as the baseline has
 * entries for it: first those with the same message, then any (a message that counts days changes daily).
 */
export function applyBaseline(
  findings: readonly Finding[],
  baseline: readonly Entry[],
  releases: ReadonlySet<string>,
): { findings: Finding[]; baselined: number; held: Finding[] } {
  const left = new Map<string, string[]>();
  for (const e of baseline) {
    const k = keyOf(e);
    left.set(k, [...(left.get(k) ?? []), e.message]);
  }
  const entries = findings.map((f) => entryOf(f, releases));
  const matched = new Set<number>();
  const take = (sameMessage: boolean) => {
    entries.forEach((e, i) => {
      const messages = left.get(keyOf(e));
      if (matched.has(i) || !messages?.length) return;
      const at = sameMessage ? messages.indexOf(e.message) : 0;
      if (at < 0) return;
      messages.splice(at, 1);
      matched.add(i);
    });
  };
  take(true);
  take(false);
  return {
    findings: findings.filter((_, i) => !matched.has(i)),
    baselined: matched.size,
    held: findings.filter((_, i) => matched.has(i)),
  };
}

// The machinery of the truth tables (truth-tables.test.ts): a table names a catalogue entry, the real render it
// starts from, its axes (each toggle the entry declares, replicas 1 and 3, an injector annotation on its holders)
// and rows written by hand. Every variant (one value per axis) is built by editing the render's objects as a
// values change or a post-renderer would, checked in-process with the writer rules, and must match exactly one
// row, whose verdict it must give.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCheck } from '../../src/check.js';
import { arr, get, isObj, str, type Obj } from '../../src/core/object.js';
import { parseDocuments } from '../../src/load/documents.js';
import { loadProfiles, type Profile } from '../../src/load/profiles.js';
import { ROOT } from '../helpers.js';

/** The rules that judge who writes a caBundle or mints a serving certificate, by the short name a row uses. */
export const RULES: Record<string, string> = {
  owners: 'cabundle-multiple-owners',
  race: 'multi-replica-webhook-unshared-cert',
  implicit: 'webhook-cert-writer-implicit',
  missing: 'webhook-cert-secret-missing',
  incomplete: 'webhook-cert-secret-incomplete',
  secretRbac: 'webhook-cert-secret-rbac',
};
const SHORT = new Map(Object.entries(RULES).map(([k, v]) => [v, k]));

/** Edits the objects of one variant in place. */
export type Edit = (docs: Obj[]) => void;

export interface Table {
  /** The catalogue entry (policies/owners, a lineage entry among them) the table holds to its source. */
  entry: string;
  /** Render fixtures under test/fixtures, read together (one install, or two that share the holders). */
  renders: string[];
  /** Applied to every variant before the axes (e.g. the holders a controller creates, as a live export shows them). */
  setup?: Edit;
  /** The toggles: per axis, per value, the edit that sets it. */
  toggles: Record<string, Record<string, Edit>>;
  /** The workloads the replicas axis scales (`Kind/namespace/name`). */
  workloads: string[];
  /** The holders the injector axis annotates (`Kind/name`, cluster-scoped). */
  holders: string[];
  /**
   * `[when, verdict, why]` or `[when, verdict, why, todo]`. `when`: `axis=value` pairs (alternatives with `|`),
   * an axis left out matches any value. `verdict`: `none`, or `short:severity` pairs (RULES). `why`: the upstream
   * function that decides it. `todo`: the gate does not give the verdict the source implies (a known gap).
   */
  rows: Row[];
}
export type Row = [when: string, verdict: string, why: string, todo?: string];

export const INJECTOR_KEY = 'cert-manager.io/inject-ca-from';

/** The axes of a table, in order: its toggles, then replicas and injector. */
export function axesOf(t: Table): [string, Record<string, Edit>][] {
  return [
    ...Object.entries(t.toggles),
    ['replicas', { 1: scale(t.workloads, 1), 3: scale(t.workloads, 3) }],
    ['injector', { off: annotateHolders(t.holders, undefined), on: annotateHolders(t.holders, 'serving-cert') }],
  ];
}

/** Every combination of one value per axis, as `axis=value` maps. */
export function variantsOf(t: Table): Map<string, string>[] {
  let out = [new Map<string, string>()];
  for (const [axis, values] of axesOf(t)) {
    out = out.flatMap((v) => Object.keys(values).map((value) => new Map<string, string>([...v, [axis, value]])));
  }
  return out;
}

export const variantName = (v: Map<string, string>) => [...v].map(([a, x]) => `${a}=${x}`).join(' ');

/** Parses a row's `when`, refusing an axis or a value the table does not have (a typo would match nothing). */
export function conditionOf(t: Table, when: string): Map<string, Set<string>> {
  const axes = new Map(axesOf(t));
  const out = new Map<string, Set<string>>();
  for (const pair of when.split(/\s+/).filter(Boolean)) {
    const [axis, values] = pair.split('=');
    const known = axis && axes.get(axis);
    assert.ok(known && values, `${t.entry}: no axis in '${pair}'`);
    for (const v of values.split('|')) assert.ok(v in known, `${t.entry}: '${axis}' has no value '${v}'`);
    out.set(axis, new Set(values.split('|')));
  }
  return out;
}

export const matches = (c: Map<string, Set<string>>, v: Map<string, string>) =>
  [...c].every(([axis, values]) => values.has(v.get(axis)!));

/** A verdict as written in a row, normalised: `none`, or its pairs sorted. */
export function normal(verdict: string): string {
  const pairs = verdict.split(/\s+/).filter((p) => p && p !== 'none');
  for (const p of pairs) {
    const [short, severity] = p.split(':');
    assert.ok(short && short in RULES && ['error', 'warning', 'info'].includes(severity ?? ''), `verdict '${p}'`);
  }
  return pairs.length ? [...new Set(pairs)].sort().join(' ') : 'none';
}

const parsed = new Map<string, Obj[]>();
let profiles: Promise<Profile[]> | undefined;
/** After every render (2026-12-01) and before any certificate it holds expires. */
const AT = new Date('2026-12-02T00:00:00Z');

/** A fresh copy of a render's objects (parsed once per run). */
export function renderObjects(render: string): Obj[] {
  let docs = parsed.get(render);
  if (!docs) {
    const text = readFileSync(path.join(ROOT, 'test/fixtures', render), 'utf8');
    docs = parseDocuments(render, text).flatMap((d) => (isObj(d.value) ? [d.value] : []));
    parsed.set(render, docs);
  }
  return structuredClone(docs);
}

/** The objects of one variant: the renders, the setup, then each axis's edit. */
export function build(t: Table, v: Map<string, string>): Obj[] {
  const docs = t.renders.flatMap(renderObjects);
  t.setup?.(docs);
  for (const [axis, values] of axesOf(t)) values[v.get(axis)!]!(docs);
  return docs;
}

/** The writer rules' findings on those objects, as a verdict: `none`, or `short:severity` pairs sorted. */
export async function verdictOf(docs: Obj[]): Promise<string> {
  // JSON documents behind `---` (a stream starting with `{` would be read as one JSON text).
  const text = docs.map((d) => `---\n${JSON.stringify(d)}`).join('\n');
  const result = await runCheck({
    sources: [{ file: 'variant.yaml', text }],
    cwd: ROOT,
    at: AT,
    profiles: await (profiles ??= loadProfiles(undefined)),
    onlyRules: (id) => SHORT.has(id),
  });
  assert.deepEqual(result.syntaxErrors, []);
  return normal(result.findings.map((f) => `${SHORT.get(f.rule)!}:${f.severity}`).join(' '));
}

// Edits. Each throws when its target is not in the render, so a renamed object cannot make a variant a no-op.

/** The object `Kind/namespace/name` (or `Kind/name` for a cluster-scoped kind). */
export function find(docs: Obj[], ref: string): Obj {
  const parts = ref.split('/');
  const [kind, name] = [parts[0], parts[parts.length - 1]];
  const ns = parts.length === 3 ? parts[1] : undefined;
  const found = docs.find(
    (d) =>
      d.kind === kind &&
      get(d, 'metadata', 'name') === name &&
      (ns === undefined || get(d, 'metadata', 'namespace') === ns),
  );
  assert.ok(found, `${ref} is in the render`);
  return found;
}

/** The containers of a workload whose image contains `image` (every container when not given). */
export function containers(docs: Obj[], workload: string, image?: string): Obj[] {
  const list = arr(get(find(docs, workload), 'spec', 'template', 'spec', 'containers')).filter(isObj);
  const out = image ? list.filter((c) => str(c.image)?.includes(image)) : list;
  assert.ok(out.length, `${workload} runs ${image ?? 'a container'}`);
  return out;
}

/** Sets (or, with undefined, removes) an env var of each container. */
export function setEnv(cs: Obj[], name: string, value: string | undefined): void {
  for (const c of cs) {
    const env = arr(c.env).filter((e) => get(e, 'name') !== name);
    if (value !== undefined) env.push({ name, value });
    c.env = env;
  }
}

/**
 * Sets a flag in each container's args as `--name=value` (`true` alone: the bare flag), or removes it with
 * undefined. Every spelling is removed first (`-name`, `--name`, with `=value` or the value in the next arg).
 */
export function setFlag(cs: Obj[], name: string, value: string | true | undefined): void {
  for (const c of cs) {
    for (const field of ['command', 'args'] as const) {
      const args = arr(c[field]);
      if (!args.length) continue;
      const out: unknown[] = [];
      for (let i = 0; i < args.length; i++) {
        const a = args[i];
        const bare = typeof a === 'string' ? a.replace(/^--?/, '') : undefined;
        if (bare === undefined || bare === a || (bare !== name && !bare.startsWith(name + '='))) {
          out.push(a);
          continue;
        }
        const next = args[i + 1];
        // `--name value`: the value is the next argument, unless it is a flag (then the flag was bare).
        if (bare === name && typeof next === 'string' && !next.startsWith('-')) i++;
      }
      c[field] = out;
    }
    if (value !== undefined) c.args = [...arr(c.args), value === true ? `--${name}` : `--${name}=${value}`];
  }
}

function scale(workloads: readonly string[], n: number): Edit {
  return (docs) => {
    for (const w of workloads) {
      const spec = get(find(docs, w), 'spec');
      assert.ok(isObj(spec), `${w} has a spec`);
      spec.replicas = n;
    }
  };
}

/** Sets (or removes) an annotation of the object. */
export function annotate(doc: Obj, key: string, value: string | undefined): void {
  const meta = isObj(doc.metadata) ? doc.metadata : (doc.metadata = {});
  const others = Object.entries(isObj(meta.annotations) ? meta.annotations : {}).filter(([k]) => k !== key);
  meta.annotations = Object.fromEntries(value === undefined ? others : [...others, [key, value]]);
}

function annotateHolders(holders: readonly string[], certificate: string | undefined): Edit {
  return (docs) => {
    for (const h of holders) annotate(find(docs, h), INJECTOR_KEY, certificate && `cert-manager/${certificate}`);
  };
}

/** A webhook configuration with one entry calling `service` (`namespace/name`), as a controller creates it. */
export function configuration(kind: string, name: string, service: string): Obj {
  const [namespace, svc] = service.split('/');
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind,
    metadata: { name },
    webhooks: [
      {
        name: `${name}.example`,
        admissionReviewVersions: ['v1'],
        sideEffects: 'None',
        clientConfig: { service: { namespace, name: svc, path: '/validate' } },
        rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['pods'] }],
      },
    ],
  };
}

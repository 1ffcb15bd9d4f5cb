// A profile's `values:` mapping: which Helm values keys carry which meaning for charts of that controller.
// Both front ends read it: the values model builds objects from it, render mode uses it to tie rendered
// fields back to the values lines that set them.
import type { Profile } from '../profiles.js';
import { isObj, type PathSegment } from '../../core/object.js';
import type { MergedValues } from './values.js';
import type { ValuesMapping } from '../../generated/types.js';

/** Said next to a finding on a field the chart's templates write whatever the values. */
export const TEMPLATE_NOTE = 'written by the chart template; no value sets it';

/** The lineage entry's `values:` block (type generated from policies/schemas/owner.schema.json). */
export type { ValuesMapping };

/** One webhook entry the chart's templates render, and what decides its failurePolicy and whether it is rendered. */
export type WebhookTemplate = NonNullable<ValuesMapping['webhooks']>[number];

export type Configuration = WebhookTemplate['configuration'];

/** The profile's mapping with the user's (config `values.<profile>`) laid over it, meaning by meaning. */
export function effectiveMapping(profile: Profile, user: Record<string, unknown> | undefined): ValuesMapping {
  const base: ValuesMapping = profile.values ?? {};
  const over = (user ?? {}) as ValuesMapping;
  return { ...base, ...over, rendered: { ...base.rendered, ...over.rendered } };
}

export function hasMapping(m: ValuesMapping): boolean {
  return Boolean(m.replicas || m.host || m.writer || m.failurePolicy?.length || m.webhooks?.length);
}

/** `a.b\.c.d` -> ['a', 'b.c', 'd']. */
/** A `.Values` reference in a template; group 1 is its key path with the leading dot (empty for `.Values` whole). */
export const VALUES_PATH = String.raw`\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)*)`;

export function splitKey(key: string): string[] {
  return key.split(/(?<!\\)\./).map((s) => s.replace(/\\\./g, '.'));
}

/** ['a', 'b.c', 0] -> `a.b\.c[0]`, as users write the key. */
export function dotted(key: readonly PathSegment[]): string {
  let out = '';
  for (const s of key) out += typeof s === 'number' ? `[${s}]` : `${out ? '.' : ''}${s.replace(/\./g, '\\.')}`;
  return out;
}

/** Env name (from the profile) -> the values key rendered into it, for fixes worded in values terms. */
export function envKeys(profile: Profile, mapping: ValuesMapping): Record<string, string> {
  const out: Record<string, string> = {};
  const pairs: [string | undefined, string | undefined][] = [
    [profile.env.host, mapping.host],
    [profile.env.writer, mapping.writer],
    [profile.env.secretName, mapping.secretName],
  ];
  for (const [env, key] of pairs) if (env && key) out[env] = key;
  return out;
}

/** Failure-policy keys, a trailing `*` expanded to the keys present; an explicit key beats the wildcard. */
export function failurePolicyKeys(
  mapping: ValuesMapping,
  values: MergedValues,
): { key: PathSegment[]; configurations: Configuration[] }[] {
  const out: { key: PathSegment[]; configurations: Configuration[] }[] = [];
  const seen = new Set<string>();
  const items = (mapping.failurePolicy ?? []).map((i) => (typeof i === 'string' ? { key: i } : i));
  const both: Configuration[] = ['mutating', 'validating'];
  for (const item of items.filter((i) => !i.key.endsWith('.*'))) {
    seen.add(item.key);
    out.push({ key: splitKey(item.key), configurations: item.configurations ?? both });
  }
  for (const item of items.filter((i) => i.key.endsWith('.*'))) {
    const prefix = item.key.slice(0, -2);
    const map = values.get(splitKey(prefix));
    if (!isObj(map)) continue;
    for (const child of Object.keys(map)) {
      const dottedKey = `${prefix}.${child.replace(/\./g, '\\.')}`;
      if (seen.has(dottedKey)) continue;
      seen.add(dottedKey);
      out.push({ key: [...splitKey(prefix), child], configurations: item.configurations ?? both });
    }
  }
  return out;
}

/** Every values key the mapping gives a meaning to (render mode ties rendered fields back to these). */
export function mappedKeys(mapping: ValuesMapping, values: MergedValues): PathSegment[][] {
  const single = [
    mapping.replicas,
    mapping.image,
    mapping.host,
    mapping.writer,
    mapping.secretName,
    mapping.hostNetwork,
    mapping.namespace,
    mapping.featureGates,
    mapping.webhookAnnotations,
    ...(mapping.extraEnv ?? []),
    ...(mapping.webhooks ?? []).map((w) => w.policyKey),
  ];
  const keys: PathSegment[][] = single.filter((k): k is string => Boolean(k)).map(splitKey);
  keys.push(...failurePolicyKeys(mapping, values).map((k) => k.key));
  const seen = new Set<string>();
  return keys.filter((k) => !seen.has(JSON.stringify(k)) && seen.add(JSON.stringify(k)));
}

import type { OwnerCondition, OwnerSetting } from '../generated/types.js';
import { arr, get, str, type Obj, type PathSegment } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { scalarText } from '../core/scalar.js';
import { parseDocuments } from '../load/documents.js';
import { flagArgs, flagValue, repeatedFlag } from '../model/args.js';
import { dataOf, resolveEnv } from '../model/env.js';
import type { Model } from '../model/model.js';
import { podSpecOf } from '../model/pod.js';

/** A setting as the binary will read it: set (where), read from an object the inputs lack, or its default. */
export type Resolved =
  | { state: 'value'; value: string; path: PathSegment[]; from: string }
  | { state: 'unknown'; path: PathSegment[]; from: string }
  | { state: 'default'; value?: string; from: string };

/** One container of a workload, where its settings are read. */
export interface ContainerAt {
  workload: Resource;
  container: Obj;
  path: PathSegment[];
}

/** settingName of a setting the binary reads from nowhere but its own default. */
export const BUILT_IN = 'its built-in value';

/** For messages: where the binary reads it. */
export function settingName(s: OwnerSetting): string {
  return (
    [
      s.env && `env ${s.env}`,
      s.flag && `flag --${s.flag}`,
      s.configKey && `config key ${s.configKey}`,
      s.subcommand && 'the subcommand',
    ]
      .filter(Boolean)
      .join(' / ') || BUILT_IN
  );
}

/** Env beats a flag, a flag beats the config file (the order the catalogue's controllers read them); then the objects read through the API. */
export function resolveSetting(model: Model, at: ContainerAt, s: OwnerSetting): Resolved {
  const own = ownSetting(model, at, s);
  return s.overriddenBy ? overridden(model, at, s, own) : own;
}

/**
 * The value after the ConfigMaps and Secrets the binary reads through the API (not mounted), each over the last
 * when its data holds the key. One the inputs do not hold could set it: unknown, naming it.
 */
function overridden(model: Model, at: ContainerAt, s: OwnerSetting, own: Resolved): Resolved {
  let out = own;
  for (const o of s.overriddenBy ?? []) {
    const name = valueOf(resolveSetting(model, at, o.name));
    const key = o.key ?? s.env;
    if (!name || !key) continue;
    const object = model.get(o.kind, at.workload.namespace, name);
    const value = dataOf(object)?.[key];
    if (!object)
      out = {
        state: 'unknown',
        path: at.path,
        from: `${key} in ${o.kind} ${at.workload.namespace}/${name} (read through the API, not among the inputs)`,
      };
    else if (value !== undefined)
      out = { state: 'value', value, path: at.path, from: `${key} in ${o.kind} ${at.workload.namespace}/${name}` };
  }
  return out;
}

function ownSetting(model: Model, at: ContainerAt, s: OwnerSetting): Resolved {
  const from = settingName(s);
  if (s.env) {
    const e = resolveEnv(model, at.workload, at.container, at.path, [s.env]).get(s.env);
    if (e?.state === 'value' && e.value !== '')
      return { state: 'value', value: e.value, path: e.path, from: `env ${s.env}` };
    if (e?.state === 'ref') return { state: 'unknown', path: e.path, from: `env ${s.env} (${e.via})` };
  }
  if (s.flag) {
    const f = s.repeated ? repeatedFlag(at, s.flag) : flagValue(at, s.flag, Boolean(s.boolean));
    if (f) return { ...f, from: `flag --${s.flag}` };
  }
  if (s.configKey) {
    const c = configValue(model, at, s.configKey);
    if (c) return c;
  }
  if (s.subcommand) return subcommandOf(at);
  return { state: 'default', value: s.default, from };
}

/** The value a resolved setting leaves (its default when unset); undefined when the inputs cannot tell. */
export function valueOf(r: Resolved): string | undefined {
  return r.state === 'unknown' ? undefined : r.value;
}

/** true, false, or undefined when the condition hangs on a value the inputs do not hold. */
export function holds(model: Model, at: ContainerAt, c: OwnerCondition): { holds?: boolean; resolved: Resolved } {
  const resolved = resolveSetting(model, at, c.setting);
  const v = valueOf(resolved);
  if (resolved.state === 'unknown') return { resolved };
  if (c.set !== undefined) return { holds: (v !== undefined && v !== '') === c.set, resolved };
  const items = v === undefined ? [] : c.setting.repeated ? v.split(',') : [v];
  const matches = items.some((x) => (c.in ?? []).includes(x) || (c.prefixes ?? []).some((p) => x.startsWith(p)));
  return { holds: matches, resolved };
}

/**
 * The subcommand path as cobra finds it: the arguments that are not flags. A flag without `=` followed by a word
 * leaves the word's role to the flag's type, which the manifests do not show, unless the path came first.
 */
function subcommandOf(at: ContainerAt): Resolved {
  const from = 'the subcommand';
  const args = flagArgs(at).slice(Array.isArray(at.container.command) ? 1 : 0);
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!.v;
    if (!a.startsWith('-')) {
      words.push(a);
      continue;
    }
    const next = args[i + 1];
    if (!a.includes('=') && next && !next.v.startsWith('-') && !words.length)
      return { state: 'unknown', path: next.path, from: `${from} (${a} may take \`${next.v}\` for its value)` };
    if (words.length) break;
  }
  return { state: 'value', value: words.join(' '), path: args[0]?.path ?? at.path, from };
}

/** A key of a YAML config file held by a ConfigMap this container mounts. */
function configValue(model: Model, at: ContainerAt, key: string): Resolved | undefined {
  const mounted = new Set(arr(at.container.volumeMounts).map((m) => str(get(m, 'name'))));
  const volumes = arr(podSpecOf(at.workload)?.volumes);
  for (let i = 0; i < volumes.length; i++) {
    const v = volumes[i];
    const name = str(get(v, 'configMap', 'name'));
    if (!name || !mounted.has(str(get(v, 'name')))) continue;
    const path: PathSegment[] = ['spec', 'template', 'spec', 'volumes', i];
    const cm = model.get('ConfigMap', at.workload.namespace, name);
    if (!cm) return { state: 'unknown', path, from: `config key ${key} (ConfigMap ${name}, not among the inputs)` };
    for (const [file, text] of Object.entries(dataOf(cm) ?? {})) {
      for (const d of parseDocuments(file, text)) {
        const found = scalarText(get(d.value, ...key.split('.')));
        if (found !== undefined) {
          return { state: 'value', value: found, path, from: `config key ${key} (ConfigMap ${name} ${file})` };
        }
      }
    }
  }
  return undefined;
}

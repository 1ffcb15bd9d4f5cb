// Kubernetes JSON Schemas for kubeconform (docs/performance.md), generated here from the real kube-apiserver's
// /openapi/v2 (test/kube/build.sh, harness.ts) the way kubeconform's schema repository is produced:
// yannh/kubernetes-json-schema build.sh runs openapi2jsonschema (instrumenta/openapi2jsonschema,
// openapi2jsonschema/command.py `default` and util.py) with `--expanded --kubernetes --stand-alone [--strict]` on
// the swagger.json that kube-apiserver serves. One dereferenced schema per definition, named
// `<kind>-<version>.json` (core) or `<kind>-<first label of the group>-<version>.json`, in
// `v<version>-standalone[-strict]/`: the names kubeconform's default location template reads
// (kubeconform pkg/registry/registry.go, schemaPath). The non-expanded names, all.json and _definitions.json
// are not written: kubeconform's template never reads them.
// Run: node build/test/kube/k8s-schemas.js -> the folder on stdout (generated when missing), or exit 3 and one
// line saying why it cannot be made here.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOOL_CACHE } from '../helpers.js';
import { BUILD_SCRIPT, kubeBinaries, start } from './harness.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The Kubernetes version test/kube/build.sh builds. */
export const KUBE_VERSION = /^KUBE_VERSION=(\S+)/m.exec(readFileSync(BUILD_SCRIPT, 'utf8'))![1]!;

/** The cache folder for a version: kubeconform's `-schema-location` with its default template under it. */
export function schemaRoot(version = KUBE_VERSION): string {
  return path.join(process.env.WCG_CACHE ?? TOOL_CACHE, `k8s-schemas-${version}`);
}

/** kubeconform's default template, under a local folder. */
export function schemaLocation(root: string): string {
  return path.join(
    root,
    '{{ .NormalizedKubernetesVersion }}-standalone{{ .StrictSuffix }}',
    '{{ .ResourceKind }}{{ .KindSuffix }}.json',
  );
}

/** Kinds that carry JSON Schema themselves; openapi2jsonschema skips them in stand-alone mode (they recurse). */
const UNSUPPORTED = new Set([
  'jsonschemaprops',
  'jsonschemapropsorarray',
  'customresourcevalidation',
  'customresourcedefinition',
  'customresourcedefinitionspec',
  'customresourcedefinitionlist',
  'jsonschemapropsorstringarray',
  'jsonschemapropsorbool',
]);

/** util.py additional_properties: `additionalProperties: false` on every object below `data` that has properties. */
function denyAdditional(data: Json): Json {
  for (const v of Object.values(data)) {
    if (!isObject(v)) continue;
    if ('properties' in v && !('additionalProperties' in v)) v.additionalProperties = false;
    denyAdditional(v);
  }
  return data;
}

/** util.py replace_int_or_string: an `int-or-string` format becomes a string-or-integer oneOf. */
function replaceIntOrString(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(replaceIntOrString);
  if (!isObject(data)) return data;
  const out: Json = {};
  for (const [k, v] of Object.entries(data)) {
    out[k] =
      isObject(v) && v.format === 'int-or-string'
        ? { oneOf: [{ type: 'string' }, { type: 'integer' }] }
        : replaceIntOrString(v);
  }
  return out;
}

/**
 * util.py allow_null_optional_fields: a `type` also admits null unless its property is required by its object
 * (a top-level field always does: its object is the file's root, not looked at).
 */
function allowNull(data: unknown, parent?: unknown, grandParent?: unknown, key?: string): unknown {
  if (!isObject(data)) return data;
  const out: Json = {};
  for (const [k, v] of Object.entries(data)) {
    if (Array.isArray(v)) out[k] = v.map((x) => allowNull(x, v, parent, k));
    else if (isObject(v)) out[k] = allowNull(v, data, parent, k);
    else if (k === 'type' && typeof v === 'string' && v !== 'null') {
      const required =
        isObject(grandParent) && Array.isArray(grandParent.required) && grandParent.required.includes(key);
      out[k] = required ? v : [v, 'null'];
    } else out[k] = v;
  }
  return out;
}

/** The shared definitions as command.py prepares them for Kubernetes (and --expanded, --strict). */
function sharedDefinitions(openapi: Json, strict: boolean): Json {
  const defs = structuredClone(openapi.definitions) as Record<string, Json>;
  defs['io.k8s.apimachinery.pkg.util.intstr.IntOrString'] = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
  // Not valid in the API, but read by most Kubernetes tooling (command.py keeps numbers).
  defs['io.k8s.apimachinery.pkg.api.resource.Quantity'] = { oneOf: [{ type: 'string' }, { type: 'number' }] };
  for (const def of Object.values(defs)) {
    const props = isObject(def.properties) ? def.properties : undefined;
    const gvks = def['x-kubernetes-group-version-kind'];
    if (!props || !Array.isArray(gvks)) continue;
    for (const gvk of gvks as Array<{ group: string; version: string; kind: string }>) {
      appendEnum(props.apiVersion, gvk.group ? `${gvk.group}/${gvk.version}` : gvk.version);
      appendEnum(props.kind, gvk.kind);
    }
  }
  return strict ? denyAdditional(defs) : defs;
}

function appendEnum(prop: unknown, value: string): void {
  if (!isObject(prop)) return;
  const list = (prop.enum ??= []) as string[];
  if (!list.includes(value)) list.push(value);
}

/** JsonRef.replace_refs: every `{$ref: '#/definitions/X'}` replaced by X, itself resolved (sibling keys dropped). */
function dereference(node: unknown, defs: Json, stack: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((x) => dereference(x, defs, stack));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.replace(/^#\/definitions\//, '');
    if (stack.includes(name)) throw new Error(`recursive reference to ${name}`);
    if (!(name in defs)) throw new Error(`unresolved reference ${node.$ref}`);
    return dereference(defs[name], defs, [...stack, name]);
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = dereference(v, defs, stack);
  return out;
}

/** The file name kubeconform looks for: `deployment-apps-v1.json`, `pod-v1.json`. */
function fileName(title: string): string {
  const parts = title.split('.');
  const kind = parts.at(-1)!.toLowerCase();
  const group = parts.at(-3)!.toLowerCase();
  const version = parts.at(-2)!.toLowerCase();
  return group === 'core' || group === 'api' ? `${kind}-${version}.json` : `${kind}-${group}-${version}.json`;
}

/**
 * openapi2jsonschema --expanded --kubernetes --stand-alone [--strict]: file name -> schema. Left out, as there:
 * the deprecated `pkg` namespace, the kinds that carry JSON Schema, and the CRD version that recurses through it.
 */
export function toJsonSchemas(openapi: Json, strict: boolean): Map<string, Json> {
  const shared = sharedDefinitions(openapi, strict);
  const schemas = new Map<string, Json>();
  for (const title of Object.keys(shared)) {
    const parts = title.split('.');
    if ((parts[2] === 'kubernetes' && parts[3] === 'pkg') || UNSUPPORTED.has(parts.at(-1)!.toLowerCase())) continue;
    let spec: Json;
    try {
      spec = dereference(shared[title], shared) as Json;
    } catch {
      continue; // a recursive reference: no stand-alone form (openapi2jsonschema logs it and goes on)
    }
    spec.$schema = 'http://json-schema.org/schema#';
    spec.type ??= 'object';
    if (strict) spec.additionalProperties = false;
    // After dereferencing, as the published schemas show: nested optional fields admit null too.
    if (isObject(spec.properties)) spec.properties = allowNull(replaceIntOrString(spec.properties));
    schemas.set(fileName(title), spec);
  }
  return schemas;
}

/** Writes both variants under `root` (through a temporary folder, so a half-written cache never exists). */
export function writeSchemas(openapi: Json, root: string, version = KUBE_VERSION): void {
  const tmp = `${root}.tmp.${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  for (const strict of [false, true]) {
    const dir = path.join(tmp, `v${version}-standalone${strict ? '-strict' : ''}`);
    mkdirSync(dir, { recursive: true });
    for (const [name, schema] of toJsonSchemas(openapi, strict))
      writeFileSync(path.join(dir, name), JSON.stringify(schema, null, 2));
  }
  if (existsSync(root))
    rmSync(tmp, { recursive: true, force: true }); // another run finished first
  else renameSync(tmp, root);
}

/** The schema folder, generated from a real kube-apiserver when missing; or why it cannot be generated here. */
export async function ensureSchemas(): Promise<{ root: string } | { reason: string }> {
  const root = schemaRoot();
  if (existsSync(root)) return { root };
  const found = await kubeBinaries();
  if (typeof found === 'string') return { reason: `no Kubernetes ${KUBE_VERSION} schemas for kubeconform: ${found}` };
  // Every API group, alpha and beta included, as Kubernetes' own hack/update-openapi-spec.sh serves them.
  const cluster = await start({ flags: ['--runtime-config=api/all=true'] });
  try {
    const r = await cluster.api('GET', '/openapi/v2');
    if (r.status !== 200 || !isObject(r.body)) throw new Error(`GET /openapi/v2 answered ${r.status}`);
    writeSchemas(r.body, root);
  } finally {
    await cluster.stop();
  }
  return { root };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const got = await ensureSchemas().catch((e: unknown) => ({
    reason: `could not generate Kubernetes schemas: ${(e as Error).message.split('\n')[0]}`,
  }));
  console.log('root' in got ? got.root : got.reason);
  if ('reason' in got) process.exitCode = 3;
}

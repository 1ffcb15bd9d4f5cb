import type { OwnerDocument, SecretLayout } from '../generated/types.js';
import { POD_WORKLOAD_KINDS, type Model } from '../model/model.js';
import { arr, get, isObj, str, type Obj, type PathSegment } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { scalarText } from '../core/scalar.js';
import { annotations } from '../model/resource.js';
import { servicesSelecting } from '../model/webhooks.js';
import { caBundleHolders } from '../model/holders.js';
import { mostPreciseMatch, podSpecOf } from '../model/pod.js';
import type { Owner } from './types.js';

/** A Job of the catalogue that patches configurations, with what it sets. */
export interface JobPatch {
  owner: Owner;
  /** A non-empty failurePolicy it writes into every entry, and the arg that says so. */
  failurePolicy?: { value: string; path: PathSegment[] };
}

/** A Secret that a chart rendered and mounted in the workload behind a Service. */
export interface MountedSecret {
  owner: Owner;
  secret: Resource;
  layout: SecretLayout;
}

/** An owner found by webhook entry name. */
export interface NamedEntryOwner {
  doc: OwnerDocument;
  caBundle: boolean;
  failurePolicy?: string;
}

/**
 * The owner catalogue applied to the inputs, as lookups: Jobs by the configuration they patch, mounted
 * Secrets by the Service in front of them, entry-name owners by name. Built once, in one pass over each kind.
 */
export interface CatalogueIndex {
  /** By `<kind>/<name>` of the configuration or APIService they patch. */
  jobsByHolder: Map<string, JobPatch[]>;
  /** By Service port, `<namespace>/<name>:<port>`. */
  mountedByService: Map<string, MountedSecret>;
  entryOwners(name: string): NamedEntryOwner[];
  /** Each injector annotation on the holder, with the TLS Secret it names (directly, or through a certificate). */
  annotationOwners(
    config: Resource,
  ): { owner: Owner; doc: OwnerDocument; refers: string; value: string; secret?: Resource }[];
}

export function indexCatalogue(model: Model): CatalogueIndex {
  const docs = model.owners;
  const exact = new Map<string, NamedEntryOwner[]>();
  const suffixes: [string, NamedEntryOwner][] = [];
  for (const doc of docs) {
    for (const w of doc.controller?.webhooks ?? []) {
      const hit = { doc, caBundle: Boolean(w.caBundle), failurePolicy: w.failurePolicy };
      for (const n of w.names) {
        if (n.startsWith('*')) suffixes.push([n.slice(1), hit]);
        else exact.set(n, [...(exact.get(n) ?? []), hit]);
      }
    }
  }
  // A lint run without any caBundle holder walks neither Jobs nor mounted Secrets.
  const anyHolder = model.webhookConfigurations().length > 0 || caBundleHolders(model).length > 0;
  return {
    jobsByHolder: anyHolder
      ? jobPatches(
          model,
          docs.filter((d) => d.job),
        )
      : new Map<string, JobPatch[]>(),
    mountedByService: anyHolder
      ? mountedSecrets(
          model,
          docs.filter((d) => d.mountedSecret),
        )
      : new Map<string, MountedSecret>(),
    entryOwners: (name) => [
      ...(exact.get(name) ?? []),
      ...suffixes.filter(([s]) => name.endsWith(s)).map(([, h]) => h),
    ],
    annotationOwners: (config) => annotationOwners(model, config, docs),
  };
}

/** The catalogue's injector annotations on a holder, each with what it refers to (CatalogueIndex.annotationOwners). */
export function annotationOwners(model: Model, config: Resource, docs: readonly OwnerDocument[]) {
  const a = annotations(config);
  const out: ReturnType<CatalogueIndex['annotationOwners']> = [];
  for (const doc of docs) {
    for (const { key, refers, kinds } of doc.annotations ?? []) {
      if (kinds && !(kinds as readonly string[]).includes(config.kind)) continue;
      // A map or a list under the key names nothing.
      const value = scalarText(a[key]);
      if (value === undefined || value === '') continue;
      if (refers === 'enabled' && value.toLowerCase() !== 'true') continue;
      const secret = annotatedSecret(model, doc, refers, value);
      out.push({
        doc,
        refers,
        value,
        ...(secret ? { secret } : {}),
        owner: {
          via: 'annotation',
          name: doc.name,
          label: `${doc.description} (annotation ${key})`,
          resource: config,
          path: ['metadata', 'annotations', key],
          ...(secret ? { caFrom: `${secret.namespace}/${secret.name}` } : {}),
          // Named by its Secret, the injector only reads it; named by a certificate, its issuer writes it.
          ...(secret && doc.secret?.caKey
            ? { caKey: { key: doc.secret.caKey, writesSecret: refers === 'certificate' } }
            : {}),
        },
      });
    }
  }
  return out;
}

function annotatedSecret(model: Model, doc: OwnerDocument, refers: string, value: string): Resource | undefined {
  const [ns, name] = value.split('/');
  if (!ns || !name) return undefined;
  if (refers === 'secret') return model.get('Secret', ns, name);
  if (refers !== 'certificate' || !doc.certificate) return undefined;
  const certificate = model.get(doc.certificate.kind, ns, name);
  const secretName = str(get(certificate?.body, ...doc.certificate.secretNameField.split('.')));
  return certificate && secretName ? model.get('Secret', ns, secretName) : undefined;
}

/** Jobs whose container image is a catalogue job's and whose args run its patch command. */
function jobPatches(model: Model, docs: readonly OwnerDocument[]): Map<string, JobPatch[]> {
  const out = new Map<string, JobPatch[]>();
  if (!docs.length) return out;
  for (const job of model.ofKind('Job')) {
    arr(podSpecOf(job)?.containers).forEach((c, i) => {
      if (!isObj(c)) return;
      const doc = mostPreciseMatch(c.image, docs);
      if (!doc) return;
      const args = argList(c, ['spec', 'template', 'spec', 'containers', i]);
      if (!args.some((a) => a.value === doc.job!.command)) return;
      const flags = doc.job!.flags;
      const target = flag(args, flags.webhookName);
      const apiService = flags.apiServiceName ? flag(args, flags.apiServiceName) : undefined;
      const named = target?.value ? target : apiService?.value ? apiService : undefined;
      if (!named) return;
      const owner: Owner = {
        via: 'job',
        name: doc.name,
        label: `${doc.description} (${job.kind} ${job.namespace}/${job.name})`,
        resource: job,
        path: named.path,
      };
      // A value the tool does not write (outside failurePolicyWrites) leaves failurePolicy as rendered.
      const policy = flags.failurePolicy ? flag(args, flags.failurePolicy) : undefined;
      const writes = doc.job!.failurePolicyWrites as readonly string[] | undefined;
      const patch: JobPatch = {
        owner,
        ...(policy?.value && (!writes || writes.includes(policy.value))
          ? { failurePolicy: { value: policy.value, path: policy.path } }
          : {}),
      };
      const add = (kind: string, name: string) => {
        const key = `${kind}/${name}`;
        out.set(key, [...(out.get(key) ?? []), patch]);
      };
      const kinds: [string, string | undefined][] = [
        ['MutatingWebhookConfiguration', flags.patchMutating],
        ['ValidatingWebhookConfiguration', flags.patchValidating],
      ];
      if (target?.value)
        for (const [kind, toggle] of kinds)
          if (!toggle || flag(args, toggle)?.value.toLowerCase() !== 'false') add(kind, target.value);
      if (apiService?.value) add('APIService', apiService.value);
    });
  }
  return out;
}

/** One item of a container's command or args, and where it is. */
export interface Arg {
  value: string;
  path: PathSegment[];
}

/** A container's command then args: the argv it runs (the image's entrypoint first when command is absent). */
export function argList(c: Obj, containerPath: PathSegment[]): Arg[] {
  const out: Arg[] = [];
  for (const field of ['command', 'args'] as const) {
    arr(c[field]).forEach((v, i) => {
      if (typeof v === 'string') out.push({ value: v, path: [...containerPath, field, i] });
    });
  }
  return out;
}

/** `--name=value`, or `--name value` (the next argument when it is not a flag). */
export function flag(args: readonly Arg[], name: string): Arg | undefined {
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i]!;
    if (a.value.startsWith(name + '=')) return { value: a.value.slice(name.length + 1), path: a.path };
    if (a.value === name) {
      const next = args[i + 1];
      return next && !next.value.startsWith('-') ? { value: next.value, path: next.path } : { value: '', path: a.path };
    }
  }
  return undefined;
}

/**
 * Secrets of a catalogue type that serve each Service port (`<namespace>/<name>:<port>`): the port's
 * targetPort reaches one container of the workload behind the Service, and only that container's mounts
 * count (another container's Secret serves another port).
 */
function mountedSecrets(model: Model, docs: readonly OwnerDocument[]): Map<string, MountedSecret> {
  const out = new Map<string, MountedSecret>();
  if (!docs.length) return out;
  for (const kind of POD_WORKLOAD_KINDS) {
    for (const w of model.ofKind(kind)) {
      const spec = podSpecOf(w);
      const volumes = arr(spec?.volumes);
      if (!volumes.length) continue;
      const containers = arr(spec?.containers).filter(isObj);
      for (const s of servicesSelecting(model, w)) {
        for (const port of arr(get(s.body, 'spec', 'ports'))) {
          const container = servingContainer(containers, get(port, 'targetPort') ?? get(port, 'port'));
          const served = container && servedSecret(model, w, volumes, container, docs);
          if (served) out.set(`${s.namespace}/${s.name}:${String(get(port, 'port'))}`, served);
        }
      }
    }
  }
  return out;
}

/** The container a targetPort reaches: by port name, or by number (the only container when none declares it). */
function servingContainer(containers: readonly Obj[], target: unknown): Obj | undefined {
  const exposes = (c: Obj) =>
    arr(c.ports).some((p) => (typeof target === 'string' ? get(p, 'name') : get(p, 'containerPort')) === target);
  const found = containers.find(exposes);
  return found ?? (typeof target === 'number' && containers.length === 1 ? containers[0] : undefined);
}

/**
 * The catalogue-typed Secret that container mounts: the one its command or args point into when it mounts
 * several, none when that cannot be told.
 */
function servedSecret(
  model: Model,
  w: Resource,
  volumes: readonly unknown[],
  container: Obj,
  docs: readonly OwnerDocument[],
): MountedSecret | undefined {
  const found: (MountedSecret & { mountPath: string })[] = [];
  for (const m of arr(container.volumeMounts)) {
    const i = volumes.findIndex((v) => get(v, 'name') === get(m, 'name'));
    const name = str(get(volumes[i], 'secret', 'secretName'));
    const secret = name ? model.get('Secret', w.namespace, name) : undefined;
    if (!secret) continue;
    const type = str(get(secret.body, 'type')) ?? 'Opaque';
    const doc = docs.find((d) => d.mountedSecret!.types.includes(type) && d.secret?.certKey);
    if (!doc) continue;
    const owner: Owner = {
      via: 'mounted-secret',
      name: doc.name,
      label: `${doc.description}: Secret ${secret.namespace}/${secret.name} mounted by ${w.kind} ${w.namespace}/${w.name}`,
      resource: w,
      path: ['spec', 'template', 'spec', 'volumes', i],
    };
    found.push({ owner, secret, layout: doc.secret!, mountPath: str(get(m, 'mountPath')) ?? '' });
  }
  // One Secret (maybe mounted twice) needs no args to tell it apart.
  if (found.every((f) => f.secret === found[0]!.secret)) return found[0];
  const args = [...arr(container.command), ...arr(container.args)].filter((a): a is string => typeof a === 'string');
  const named = found.filter((f) => f.mountPath && args.some((a) => pointsInto(a, f.mountPath)));
  return named.length === 1 ? named[0] : undefined;
}

/** `--flag=/dir/file`, `/dir`, or `/dir/file` with `/dir` the mount path. */
function pointsInto(arg: string, dir: string): boolean {
  const value = arg.slice(arg.indexOf('=') + 1);
  const base = dir.replace(/\/+$/, '');
  return value === base || value.startsWith(base + '/');
}

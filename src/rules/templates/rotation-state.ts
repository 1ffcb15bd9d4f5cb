/**
 * One side of a transition (check --before): per caBundle of every holder kind, the bundle the API server
 * will use and the certificate its backends serve, as the effective state leaves them. The rotation
 * rules compare two of these (rotation.ts).
 */
import { get, isObj, str, type PathSegment } from '../../core/object.js';
import type { Resource } from '../../core/resource.js';
import { effectiveState, type Owner } from '../../effective/index.js';
import { indexCatalogue } from '../../effective/catalogue.js';
import { dataOf } from '../../model/env.js';
import { POD_WORKLOAD_KINDS, type Model } from '../../model/model.js';
import { servicesSelecting } from '../../model/webhooks.js';
import { podSpecOf } from '../../model/pod.js';

/** The certificate a backend serves: where it is kept, and its PEM chain. */
export interface Leaf {
  secret: Resource;
  certKey: string;
  chainPem: string;
}

/** One caBundle the API server verifies a server with (a webhook entry, a CRD conversion webhook, an APIService). */
export interface HolderEntry {
  /** Identity across the two states: kind, namespace, name, entry name. */
  key: string;
  resource: Resource;
  caBundlePath: PathSegment[];
  /** For messages: `webhook <name> of <Kind> <name>`, `the conversion webhook of CRD <name>`, `APIService <name>`. */
  what: string;
  /** `<namespace>/<name>` of the Service it calls. */
  service?: string;
  /** PEM text of the bundle in force; undefined when a run-time writer the inputs cannot follow decides it. */
  bundlePem?: string;
  /** Where that bundle comes from: the node to change (the rendered field, or the injector's source). */
  bundleFrom: { resource: Resource; path: PathSegment[]; injected: boolean };
  leaf?: Leaf;
  /** The workloads behind its Service. */
  backends: Resource[];
  owners: readonly Owner[];
  /** What its backends serve now, probed (cluster --desired); undefined when not measured. */
  served?: readonly Served[];
}

/** A certificate chain one backend served when probed: `backend` as the audit names it (URL, or endpoint and pod). */
export interface Served {
  backend: string;
  chainPem: string;
}

export interface StateView {
  model: Model;
  entries: HolderEntry[];
  /** The CA injector merges the CA into caBundle instead of replacing it (its CAInjectorMerging=true gate). */
  injectorMerges: boolean;
}

const cache = new WeakMap<Model, StateView>();
const probed = new WeakMap<Model, ReadonlyMap<string, readonly Served[]>>();

/** A holder entry's identity across two states: kind, namespace, name, and the webhook entry's name. */
export function entryKey(kind: string, namespace: string, name: string, entry = ''): string {
  return `${kind}/${namespace}/${name}#${entry}`;
}

/**
 * Records what the backends of a live state's holders serve now (by entryKey): that state is then judged by
 * what is served, not by the Secrets its pods mount (cluster --desired).
 */
export function recordServed(model: Model, served: ReadonlyMap<string, readonly Served[]>): void {
  probed.set(model, served);
  cache.delete(model);
}

export function stateView(model: Model): StateView {
  let view = cache.get(model);
  if (!view) {
    view = { model, entries: holderEntries(model), injectorMerges: injectorMerges(model) };
    cache.set(model, view);
  }
  return view;
}

/**
 * Every caBundle of every holder, as the effective state has it (its owners, the certificate served), with
 * the bundle in force and the workloads behind it; a holder whose certificate the effective state leaves
 * open (an injector rewrites its caBundle) takes the Secret its backends mount.
 */
function holderEntries(model: Model): HolderEntry[] {
  const { caBundles } = effectiveState(model);
  if (!caBundles.length) return [];
  const catalogue = indexCatalogue(model);
  const backendsOf = backendIndex(model);
  const served = probed.get(model);
  return caBundles.map(({ entry: e, caBundleOwners: owners, serving }) => {
    const r = e.holder;
    const webhook = e.caBundlePath[0] === 'webhooks';
    const service = e.service && `${e.service.namespace}/${e.service.name}`;
    const backends = service ? (backendsOf.get(service) ?? []) : [];
    const key = entryKey(r.kind, r.namespace, r.name, webhook ? e.name : '');
    return {
      key,
      resource: r,
      caBundlePath: e.caBundlePath,
      what: webhook ? `${e.what} of ${r.kind} ${r.name}` : e.what,
      service,
      ...bundleInForce(r, e.caBundlePath, owners, catalogue, webhook ? serving?.caPem : undefined),
      leaf: serving
        ? { secret: serving.secret, certKey: serving.certKey, chainPem: serving.chainPem }
        : mountedLeaf(model, backends),
      backends,
      owners,
      ...(served ? { served: served.get(key) ?? [] } : {}),
    };
  });
}

/**
 * The bundle the API server will use: an injector's CA (an owner's annotation, a controller that injects
 * its own Secret's CA) when one writes it, else the rendered value; unknown under any other run-time writer.
 */
function bundleInForce(
  r: Resource,
  path: PathSegment[],
  owners: readonly Owner[],
  catalogue: ReturnType<typeof indexCatalogue>,
  controllerCa: string | undefined,
): Pick<HolderEntry, 'bundlePem' | 'bundleFrom'> {
  const rendered = { resource: r, path, injected: false };
  for (const { secret, doc } of catalogue.annotationOwners(r)) {
    const caKey = doc.secret?.caKey;
    const ca = caKey ? dataOf(secret)?.[caKey] : undefined;
    if (secret && caKey && ca)
      return { bundlePem: ca, bundleFrom: { resource: secret, path: ['data', caKey], injected: true } };
  }
  const controller = owners.find((o) => o.via === 'controller');
  if (controller && controllerCa) return { bundlePem: controllerCa, bundleFrom: { ...rendered, injected: true } };
  const writesOther = owners.some((o) => o.via !== 'render' && o.via !== 'gitops' && o.via !== 'mounted-secret');
  const raw = str(get(r.body, ...path));
  if (writesOther || raw === undefined || raw.trim() === '') return { bundleFrom: rendered };
  const text = Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('latin1');
  return { bundlePem: text.includes('-----BEGIN') ? text : undefined, bundleFrom: rendered };
}

/** Workloads behind each Service (`<namespace>/<name>`), built once per model. */
function backendIndex(model: Model): Map<string, Resource[]> {
  const out = new Map<string, Resource[]>();
  for (const kind of POD_WORKLOAD_KINDS)
    for (const w of model.ofKind(kind))
      for (const s of servicesSelecting(model, w)) {
        const key = `${s.namespace}/${s.name}`;
        out.set(key, [...(out.get(key) ?? []), w]);
      }
  return out;
}

/** The first Secret a backend mounts that holds a serving certificate, under a certificate key of the owner catalogue's layouts. */
function mountedLeaf(model: Model, backends: readonly Resource[]): Leaf | undefined {
  for (const w of backends) {
    for (const v of (podSpecOf(w)?.volumes ?? []) as unknown[]) {
      const name = str(get(v, 'secret', 'secretName'));
      const secret = name ? model.get('Secret', w.namespace, name) : undefined;
      const data = dataOf(secret);
      if (!secret || !data) continue;
      const certKey = certKeysOf(model).find((k) => k in data);
      if (certKey && data[certKey]!.includes('-----BEGIN CERTIFICATE'))
        return { secret, certKey, chainPem: data[certKey]! };
    }
  }
  return undefined;
}

/** A CA injector run with --feature-gates including CAInjectorMerging=true (docs/rotation.md). */
function injectorMerges(model: Model): boolean {
  for (const kind of POD_WORKLOAD_KINDS)
    for (const w of model.ofKind(kind))
      for (const c of (podSpecOf(w)?.containers ?? []) as unknown[]) {
        if (!isObj(c)) continue;
        const args = [...((c.args ?? []) as unknown[]), ...((c.command ?? []) as unknown[])];
        if (args.some((a) => typeof a === 'string' && /CAInjectorMerging=true/i.test(a))) return true;
      }
  return false;
}

/** Secret keys that hold a serving certificate in the layouts the owner catalogue knows. */
function certKeysOf(model: Model): string[] {
  return [...new Set(model.owners.flatMap((d) => (d.secret?.certKey ? [d.secret.certKey] : [])))];
}

/**
 * The effective state: the cluster as its controllers and certificate owners will leave it, before the
 * API server uses the objects (docs/effective-state.md). Rules judge this, not the rendered text.
 * What each owner does is data: profiles for controllers, policies/owners for the rest.
 */
import { dataOf } from '../model/env.js';
import type { OwnerDocument } from '../generated/types.js';
import type { Model } from '../model/model.js';
import { get, str, type PathSegment } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { scalarText } from '../core/scalar.js';
import { webhookEntries, type WebhookEntry } from '../model/webhooks.js';
import { caBundleEntries, caBundleHolders, type CaBundleEntry, type CaBundleHolder } from '../model/holders.js';
import { indexCatalogue, type CatalogueIndex, type MountedSecret } from './catalogue.js';
import { gitopsOwners, renderOwner } from './gitops.js';
import { catalogueOwners, catalogueWriters, rbacOwners, unsharedWriters, type RbacWriters } from './writers.js';
import { controllersByConfig, effectiveControllers } from './controllers.js';
import { unproven } from './certainty.js';
import type {
  CatalogueWriter,
  EffectiveCaBundle,
  EffectiveController,
  EffectiveFailurePolicy,
  EffectiveState,
  EffectiveWebhook,
  Owner,
  ServingCert,
} from './types.js';

export type * from './types.js';
export { provesWriting, unproven } from './certainty.js';

const cache = new WeakMap<Model, EffectiveState>();

/** Computed once per model, in time linear in the objects (every link is a map lookup). */
export function effectiveState(model: Model): EffectiveState {
  let state = cache.get(model);
  if (!state) {
    state = compute(model);
    cache.set(model, state);
  }
  return state;
}

function compute(model: Model): EffectiveState {
  const controllers = effectiveControllers(model);
  const byConfig = controllersByConfig(controllers);
  const catalogue = indexCatalogue(model);
  for (const c of controllers) c.serving = controllerCert(model, c);
  const writers = catalogueWriters(model);
  const holders = caBundleHolders(model);
  const rbac = rbacOwners(model, holders, new Set(writers.map((w) => w.workload)));
  const caBundleOwners = new Map(
    holders.map((h) => [h.resource, holderOwners(model, h, byConfig, catalogue, writers, rbac)]),
  );
  const webhooks = webhookEntries(model).map((e) =>
    effectiveWebhook(e, catalogue, byConfig, entryOwners(e, caBundleOwners.get(e.config) ?? []), writers),
  );
  // Owners found by entry name count for their configuration too, once each.
  for (const w of webhooks) {
    const owners = caBundleOwners.get(w.source.config)!;
    for (const o of w.caBundleOwners) if (!owners.some((x) => x.via === o.via && x.name === o.name)) owners.push(o);
  }
  const caBundles = effectiveCaBundles(model, webhooks, catalogue, caBundleOwners);
  return { controllers, webhooks, caBundles, caBundleOwners, writers, unsharedWriters: unsharedWriters(model, rbac) };
}

/** Every holder's caBundles: a webhook entry's as its effective entry has it, any other kind's found alike. */
function effectiveCaBundles(
  model: Model,
  webhooks: readonly EffectiveWebhook[],
  catalogue: CatalogueIndex,
  owners: Map<Resource, Owner[]>,
): EffectiveCaBundle[] {
  const byEntry = new Map<unknown, EffectiveWebhook>(webhooks.map((w) => [w.source.entry, w]));
  return caBundleEntries(model).map((entry) => {
    const w =
      entry.caBundlePath[0] === 'webhooks'
        ? byEntry.get(get(entry.holder.body, ...entry.caBundlePath.slice(0, 2)))
        : undefined;
    if (w) return { entry, dialedHost: w.dialedHost, caBundleOwners: w.caBundleOwners, serving: w.serving, webhook: w };
    return holderCaBundle(entry, catalogue, owners.get(entry.holder) ?? []);
  });
}

/** A CRD conversion webhook or an APIService: served by the Secret an injector annotation names, or mounted behind its Service. */
function holderCaBundle(entry: CaBundleEntry, catalogue: CatalogueIndex, owners: readonly Owner[]): EffectiveCaBundle {
  const s = entry.service;
  // As for a webhook entry: a Secret mounted behind the Service counts only when no one rewrites caBundle.
  const mounted =
    !owners.length && s ? catalogue.mountedByService.get(`${s.namespace}/${s.name}:${s.port}`) : undefined;
  return {
    entry,
    dialedHost: dialedHost(entry),
    caBundleOwners: owners,
    serving: holderCert(entry.holder, catalogue, mounted),
  };
}

/** The configuration's owners that write this entry's caBundle (a writer of some entries owns no other). */
function entryOwners(e: WebhookEntry, owners: readonly Owner[]): readonly Owner[] {
  return owners.filter((o) => writesEntry(o, e.config, e.path[1]));
}

/** Whether an owner of a webhook configuration writes caBundle of its entry at this index. */
function writesEntry(o: Owner, config: Resource, index: PathSegment | undefined): boolean {
  if (o.entries === 'first') return index === 0;
  if (o.entries === 'same-name')
    return typeof index === 'number' && get(config.body, 'webhooks', index, 'name') === config.name;
  return true;
}

/**
 * Everyone who writes caBundle of a holder: its run-time writers (configuration owners below, catalogue
 * controllers, workloads whose RBAC lets them), then, when there is one that is not a hook Job, whoever puts
 * the rendered value back (a GitOps sync, a renderer's upgrade).
 */
function holderOwners(
  model: Model,
  h: CaBundleHolder,
  byConfig: Map<string, EffectiveController[]>,
  catalogue: CatalogueIndex,
  writers: Parameters<typeof catalogueOwners>[0],
  rbac: RbacWriters,
): Owner[] {
  const config = h.resource.kind.endsWith('WebhookConfiguration');
  const runtime = oneCaSource([
    ...(config
      ? configOwners(h.resource, byConfig, catalogue)
      : [
          ...catalogue.annotationOwners(h.resource).map((a) => a.owner),
          ...(catalogue.jobsByHolder.get(`${h.resource.kind}/${h.resource.name}`) ?? []).map((j) => j.owner),
        ]),
    ...catalogueOwners(writers, h),
    ...(rbac.byHolder.get(h.resource) ?? []),
  ]);
  if (!runtime.some((o) => o.via !== 'job')) return distinct(runtime);
  // An empty caBundle is no value: a typed []byte with omitempty, so neither an upgrade nor a sync sends it.
  // Only entries a run-time owner (not a hook Job) writes are put back over it.
  const present = h.caBundlePaths.filter((p) => {
    const v = get(h.resource.body, ...p);
    const written = p[0] !== 'webhooks' || runtime.some((o) => o.via !== 'job' && writesEntry(o, h.resource, p[1]));
    return typeof v === 'string' && v.trim() !== '' && written;
  });
  const gitops = gitopsOwners(model, h, present);
  const rendered = gitops.tracked ? undefined : renderOwner(model, h, present);
  // A render that puts back the CA of the very Secret a run-time writer injects writes what that writer writes.
  const render = runtime.some((o) => o.caFrom && o.caFrom === rendered?.caFrom) ? undefined : rendered;
  return distinct([...runtime, ...gitops.owners, ...(render ? [render] : [])]);
}

/**
 * Writers that put the same key of the same Secret into caBundle, of which at most one writes that Secret, write
 * the same bytes at every step: one writer (the one that keeps the Secret). Two that each write it (a rotator and
 * the issuer of a certificate over one Secret) fight over it, and so over caBundle: both stay.
 */
function oneCaSource(owners: Owner[]): Owner[] {
  const groups = new Map<string, Owner[]>();
  for (const o of owners)
    if (o.caFrom && o.caKey) {
      const key = `${o.caFrom}\0${o.caKey.key}`;
      groups.set(key, [...(groups.get(key) ?? []), o]);
    }
  const dropped = new Set<Owner>();
  for (const group of groups.values()) {
    if (group.length < 2 || group.filter((o) => o.caKey!.writesSecret).length > 1) continue;
    const kept = group.find((o) => o.caKey!.writesSecret) ?? group[0]!;
    for (const o of group) if (o !== kept) dropped.add(o);
  }
  return dropped.size ? owners.filter((o) => !dropped.has(o)) : owners;
}

/** One owner per writer: the same workload read from two inputs is one writer. */
function distinct(owners: Owner[]): Owner[] {
  const seen = new Set<string>();
  return owners.filter((o) => {
    const key = `${o.via}\0${o.label}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** Everyone who writes caBundle on every entry of a configuration: its controllers, annotations, patch Jobs. */
function configOwners(
  config: Resource,
  byConfig: Map<string, EffectiveController[]>,
  catalogue: CatalogueIndex,
): Owner[] {
  const key = `${config.kind}/${config.name}`;
  return [
    ...(byConfig.get(key) ?? []).filter((c) => c.ownsCaBundle).map((c) => c.owner),
    ...catalogue.annotationOwners(config).map((a) => a.owner),
    ...(catalogue.jobsByHolder.get(key) ?? []).map((j) => j.owner),
  ];
}

function effectiveWebhook(
  e: WebhookEntry,
  catalogue: CatalogueIndex,
  byConfig: Map<string, EffectiveController[]>,
  ofConfig: readonly Owner[],
  writers: readonly CatalogueWriter[],
): EffectiveWebhook {
  const name = scalarText(e.entry.name) ?? `#${String(e.path[1])}`;
  const controllers = byConfig.get(`${e.config.kind}/${e.config.name}`) ?? [];
  const rewriter = controllers[0];
  // An owner found by entry name is one already found by its workload when that workload selects the configuration.
  const named = catalogue.entryOwners(name).filter((n) => n.caBundle && !ofConfig.some((o) => o.name === n.doc.name));
  const owners = [
    ...ofConfig,
    ...named.map((n) =>
      unselected(
        entryOwner(n.doc.name, n.doc.description, e),
        n.doc,
        writers.filter((w) => w.doc === n.doc).map((w) => w.workload),
      ),
    ),
  ];
  const clientConfig = rewrite(e, rewriter);
  // The Service port the API server dials (443 unless the entry says otherwise) decides which container serves.
  const port = scalarText(get(e.entry, 'clientConfig', 'service', 'port')) ?? '443';
  const mounted =
    !owners.length && clientConfig.service
      ? catalogue.mountedByService.get(`${clientConfig.service.namespace}/${clientConfig.service.name}:${port}`)
      : undefined;
  return {
    source: e,
    name,
    ...clientConfig,
    rewrittenBy: clientConfig.rewritten ? rewriter : undefined,
    dialedHost: dialedHost(clientConfig),
    caBundleOwners: owners,
    renderOwner: mounted?.owner,
    failurePolicy: failurePolicy(e, name, catalogue),
    serving: servingCert(e, controllers, catalogue, mounted),
  };
}

/** docs/controller-facts.md: with the host set, service becomes url https://<host>:<port><path>; else the Service name and namespace are the controller's. */
function rewrite(
  e: WebhookEntry,
  c: EffectiveController | undefined,
): { service?: { namespace: string; name: string }; url?: string; rewritten: boolean } {
  if (!c) return { service: e.service, url: e.url, rewritten: false };
  if (c.rewritesUrl) {
    const path = str(get(e.entry, 'clientConfig', 'service', 'path')) ?? '';
    return { url: c.hostUrl?.(path), rewritten: true };
  }
  const w = c.workload;
  if (c.workload.profile.rewrites?.serviceName && w.serviceName && e.service) {
    return { service: { namespace: w.namespace, name: w.serviceName }, rewritten: true };
  }
  return { service: e.service, url: e.url, rewritten: false };
}

/** docs/x509.md: `<name>.<namespace>.svc` for a Service, the URL's host (no port, no brackets) for a URL. */
function dialedHost(c: { service?: { namespace: string; name: string }; url?: string }): string | undefined {
  if (c.service) return `${c.service.name}.${c.service.namespace}.svc`;
  if (!c.url) return undefined;
  try {
    return new URL(c.url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
}

/**
 * An owner found by entry name while the inputs hold its workloads and none of them selects the configuration
 * (the configuration's label names another value than their setting): it writes only if one outside the inputs does.
 */
function unselected(owner: Owner, doc: OwnerDocument, workloads: readonly Resource[]): Owner {
  if (!workloads.length) return owner;
  const list = workloads.map((w) => `${w.kind} ${w.namespace}/${w.name}`).join(', ');
  const labelKey = doc.controller?.writes.find((h) => h.labelFrom)?.labelFrom?.label ?? 'label';
  return {
    ...owner,
    ...unproven(
      `whether ${doc.description} outside the inputs writes it: its ${labelKey} label selects none of ${list}`,
    ),
  };
}

function entryOwner(name: string, description: string, e: WebhookEntry): Owner {
  return { via: 'webhook', name, label: description, resource: e.config, path: [...e.path, 'name'] };
}

function failurePolicy(e: WebhookEntry, name: string, catalogue: CatalogueIndex): EffectiveFailurePolicy {
  const written = e.entry.failurePolicy;
  const implicit = written === undefined;
  const rendered = {
    value: implicit
      ? e.config.apiVersion.endsWith('/v1beta1')
        ? 'Ignore'
        : 'Fail'
      : (scalarText(written) ?? JSON.stringify(written)),
    implicit,
  };
  const job = (catalogue.jobsByHolder.get(`${e.config.kind}/${e.config.name}`) ?? []).find((j) => j.failurePolicy);
  if (job?.failurePolicy)
    return { value: job.failurePolicy.value, implicit: false, owner: { ...job.owner, path: job.failurePolicy.path } };
  const named = catalogue.entryOwners(name).find((n) => n.failurePolicy);
  if (named?.failurePolicy)
    return { value: named.failurePolicy, implicit: false, owner: entryOwner(named.doc.name, named.doc.description, e) };
  return rendered;
}

/** The certificate the API server will be served for this entry, when the inputs hold it. */
function servingCert(
  e: WebhookEntry,
  controllers: readonly EffectiveController[],
  catalogue: CatalogueIndex,
  mounted: MountedSecret | undefined,
): ServingCert | undefined {
  for (const c of controllers) if (c.serving) return c.serving;
  return holderCert(e.config, catalogue, mounted);
}

/** Any holder: the Secret an injector annotation on it names, else the Secret mounted behind its Service. */
function holderCert(
  holder: Resource,
  catalogue: CatalogueIndex,
  mounted: MountedSecret | undefined,
): ServingCert | undefined {
  for (const a of catalogue.annotationOwners(holder)) {
    const cert = a.secret && certFrom(a.secret, a.doc.secret ?? {}, a.owner);
    if (cert) return cert;
  }
  return mounted ? certFrom(mounted.secret, mounted.layout, mounted.owner) : undefined;
}

/** The controller's shared Secret, when its writer reads one and the inputs hold it with a certificate. */
function controllerCert(model: Model, c: EffectiveController): ServingCert | undefined {
  const w = c.workload;
  if ((c.writer !== 'secret' && c.writer !== 'external') || !w.secretName) return undefined;
  const secret = model.get('Secret', w.namespace, w.secretName);
  const cert = secret && certFrom(secret, c.layout, c.owner);
  return (
    cert && {
      ...cert,
      host: c.servingName,
      renewWithinDays: c.writer === 'secret' ? w.profile.secret?.renewBeforeDays : undefined,
    }
  );
}

function certFrom(
  secret: Resource,
  layout: { certKey?: string; keyKey?: string; caKey?: string },
  owner: Owner,
): ServingCert | undefined {
  const data = dataOf(secret);
  if (!layout.certKey || !data?.[layout.certKey]) return undefined;
  return {
    secret,
    owner,
    certKey: layout.certKey,
    chainPem: data[layout.certKey]!,
    keyPem: layout.keyKey ? data[layout.keyKey] : undefined,
    caPem: layout.caKey ? data[layout.caKey] : undefined,
  };
}

/**
 * caBundle writers beyond the profiles, from evidence in the manifests: controllers the owner catalogue knows
 * by image lineage (their settings resolved as the binary reads them), and any workload whose RBAC lets it
 * update or patch a holder it serves or names (docs/effective-state.md, "Any controller").
 */
import type { OwnerDocument, OwnerSetting } from '../generated/types.js';
import { arr, isObj, type Obj } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import type { CaBundleHolder } from '../model/holders.js';
import { POD_WORKLOAD_KINDS, type Model } from '../model/model.js';
import { canReadSecrets, clusterWriteRules, covers } from '../model/rbac.js';
import { servicesSelecting } from '../model/webhooks.js';
import { findWebhookWorkloads, replicasOf } from '../model/workload.js';
import { imageTag, podSpecOf, serviceAccountOf } from '../model/pod.js';
import { recognised } from '../model/recognise.js';
import { holds, resolveSetting, settingName, valueOf, type ContainerAt } from './settings.js';
import { rootOf } from './roots.js';
import { TRUE_VALUES } from '../model/args.js';
import { annotations, labels as labelsOf } from '../model/resource.js';
import { unproven } from './certainty.js';
import { describeRange, outsideRange } from '../core/version.js';
import type { CatalogueWriter, EffectiveState, Owner } from './types.js';

export function workloads(model: Model): Resource[] {
  return POD_WORKLOAD_KINDS.flatMap((k) => model.ofKind(k));
}

export function label(r: Resource): string {
  return `${r.kind} ${r.namespace ? r.namespace + '/' : ''}${r.name}`;
}

/** Catalogue controllers among the workloads (src/model/recognise.ts), each with its writer resolved. */
export function catalogueWriters(model: Model): CatalogueWriter[] {
  const out: CatalogueWriter[] = [];
  for (const w of workloads(model)) {
    const containers = arr(podSpecOf(w)?.containers);
    for (const r of recognised(model, w))
      if ('doc' in r.entry) {
        const at = {
          workload: w,
          container: containers[r.index] as Obj,
          path: ['spec', 'template', 'spec', 'containers', r.index],
        };
        out.push(writerOf(model, r.entry.doc, at, r.byEnv));
      }
  }
  return out;
}

function writerOf(model: Model, doc: OwnerDocument, at: ContainerAt, byEnv?: true): CatalogueWriter {
  const spec = doc.controller!;
  // Only an env name (corroborated) says it runs this controller: what it does is the entry's, whether it is, not.
  const unknown: string[] = byEnv ? [`whether ${label(at.workload)} runs ${doc.name} (only its env names say so)`] : [];
  let enabled: boolean | undefined = true;
  // The writer is off when an enabledWhen condition fails or a disabledWhen one holds; unknown when one cannot be told.
  const conditions = [
    ...(spec.enabledWhen ?? []).map((c) => [c, false] as const),
    ...(spec.disabledWhen ?? []).map((c) => [c, true] as const),
  ];
  for (const [c, offWhen] of conditions) {
    const h = holds(model, at, c);
    if (h.holds === offWhen) enabled = false;
    else if (h.holds === undefined) {
      unknown.push(h.resolved.from);
      if (enabled) enabled = undefined;
    }
  }
  const holders: CatalogueWriter['holders'] = [];
  for (const h of spec.writes) {
    if ((h.when ?? []).some((c) => holds(model, at, c).holds === false)) continue;
    if (h.labelFrom) {
      // A value the inputs do not hold selects nothing here: entry names (controller.webhooks) still find them.
      const value = valueOf(resolveSetting(model, at, h.labelFrom.setting));
      if (value !== undefined)
        for (const name of selected(model, h.kind, { [h.labelFrom.label]: value }, []))
          holders.push({ kind: h.kind, name, entries: h.entries ?? 'all', byLabel: h.labelFrom });
      continue;
    }
    const names =
      h.labels || h.annotated
        ? selected(model, h.kind, h.labels ?? {}, h.annotated ?? [])
        : h.name
          ? [nameFrom(valueOf(resolveSetting(model, at, h.name)), h.trimSuffix, h.nameFormat)]
          : (h.names ?? []);
    for (const name of names) if (name) holders.push({ kind: h.kind, name, entries: h.entries ?? 'all' });
  }
  let perPod: boolean | undefined = spec.certificate === 'per-pod';
  let leader: CatalogueWriter['leader'];
  if (perPod && spec.leaderElection) {
    const r = resolveSetting(model, at, spec.leaderElection.setting);
    const v = valueOf(r);
    leader = { from: r.from, value: v, path: r.state === 'default' ? undefined : r.path };
    if (r.state === 'unknown') {
      perPod = undefined;
      unknown.push(r.from);
    } else perPod = !(spec.leaderElection.onValues ?? TRUE_VALUES).includes(v ?? '');
  }
  const version = versionFact(doc, at);
  if (version) unknown.push(version);
  const named = spec.certificate === 'shared-secret' && spec.secretName && resolveSetting(model, at, spec.secretName);
  const secret = named ? valueOf(named) : undefined;
  const namespace = secretNamespace(model, at, spec.secretNamespace);
  const secretAt = secret && `${namespace}/${secret}`;
  return {
    doc,
    workload: at.workload,
    containerPath: at.path,
    enabled,
    sharedSecret: secretAt,
    ...(secret && named && spec.createsSecret === false
      ? { fills: { namespace, name: secret, path: named.state === 'value' ? named.path : at.path } }
      : {}),
    perPod: enabled === false ? false : perPod,
    unknown,
    leader,
    replicas: replicasOf(model, at.workload),
    holders,
    ...(spec.roots ? { root: rootOf(model, spec.roots, at) } : {}),
    reload: reloadMode(model, at, doc.reload),
    owner: {
      via: 'controller',
      name: doc.name,
      label: `${doc.description} (${label(at.workload)})`,
      resource: at.workload,
      path: at.path,
      ...(secretAt ? { caFrom: secretAt } : {}),
      ...(secretAt && spec.caKey ? { caKey: { key: spec.caKey, writesSecret: true } } : {}),
      ...(enabled === undefined || version || byEnv ? unproven(unknown.join(', ')) : {}),
    },
  };
}

/**
 * The names of the holders of a kind whose labels hold every one given and that carry every annotation key given
 * (a controller's label selector, or the annotations its watch filters on).
 */
function selected(model: Model, kind: string, labels: Record<string, string>, annotated: readonly string[]): string[] {
  return model
    .ofKind(kind)
    .filter((r) => {
      const own = labelsOf(r);
      const notes = annotations(r);
      return (
        Object.entries(labels).every(([k, v]) => own[k] === v) && annotated.every((k) => typeof notes[k] === 'string')
      );
    })
    .map((r) => r.name);
}

/** With an image tag outside the entry's versions: the fact that would settle what this release does. */
function versionFact(doc: OwnerDocument, at: ContainerAt): string | undefined {
  const range = doc.controller!.versions;
  const tag = imageTag(typeof at.container.image === 'string' ? at.container.image : undefined);
  if (!range || !outsideRange(tag, range)) return undefined;
  const read = doc.cites?.[0]?.ref ?? 'another release';
  return `whether ${tag} still does what ${read} does (the catalogue's facts for ${doc.name} hold ${describeRange(range)})`;
}

/** The reload mode as the container's settings choose it: the first `modes` entry that holds, else `mode`. */
function reloadMode(model: Model, at: ContainerAt, reload: OwnerDocument['reload']): CatalogueWriter['reload'] {
  if (!reload) return undefined;
  for (const m of reload.modes ?? []) {
    const h = holds(model, at, m.when).holds;
    if (h === undefined) return 'unknown';
    if (h) return m.mode;
  }
  return reload.mode;
}

/** The namespace of the controller's Secret: its setting's value when it has one, else the workload's. */
function secretNamespace(model: Model, at: ContainerAt, setting: OwnerSetting | undefined): string {
  return (setting && valueOf(resolveSetting(model, at, setting))) || at.workload.namespace;
}

function nameFrom(value: string | undefined, trim: string | undefined, format: string | undefined): string | undefined {
  if (!value) return undefined;
  const base = trim && value.endsWith(trim) ? value.slice(0, -trim.length) : value;
  return format ? format.replace('{}', base) : base;
}

/** The catalogue writers' owners of each holder they write. */
export function catalogueOwners(writers: readonly CatalogueWriter[], holder: CaBundleHolder): Owner[] {
  const r = holder.resource;
  // A writer of the entry named as its configuration writes nothing into a configuration without one.
  const named = arr(r.body.webhooks).some((w) => isObj(w) && w.name === r.name);
  const writes = (h: CatalogueWriter['holders'][number]) =>
    h.kind === r.kind &&
    (h.name === r.name || (h.name.startsWith('*') && r.name.endsWith(h.name.slice(1)))) &&
    (h.entries !== 'same-name' || named);
  const writing = writers.filter((w) => w.enabled !== false && w.holders.some(writes));
  // A writer that patches only some entries of this holder (webhooks[0], or the one named as it) owns no other.
  const entriesOf = (ws: readonly CatalogueWriter[]) => {
    const modes = new Set(ws.flatMap((w) => w.holders.filter(writes).map((h) => h.entries)));
    const [mode] = modes;
    return modes.size === 1 && mode !== 'all' ? { entries: mode } : {};
  };
  // Replicas and workloads that inject the CA of one shared Secret, or one root, write the same caBundle: one owner.
  const byCa = new Map<string, CatalogueWriter[]>();
  const out: Owner[] = [];
  for (const w of writing) {
    const ca = w.root ? `root\0${w.root.key}` : w.sharedSecret;
    if (!ca) {
      out.push({ ...w.owner, ...entriesOf([w]) });
      continue;
    }
    const key = `${w.doc.name}\0${ca}`;
    const group = byCa.get(key);
    if (group) group.push(w);
    else byCa.set(key, [w]);
  }
  const groups = [...byCa.values()].map((group) => {
    const first = group[0]!;
    const members = group.map((w) => label(w.workload));
    const certain = group.some((w) => w.enabled === true && w.owner.certain !== false);
    const owner: Owner = {
      ...first.owner,
      ...labelled(first, holder),
      label: `${first.doc.description} (${members.join(', ')}; ${first.root?.text ?? `Secret ${first.sharedSecret}`})`,
      ...(certain ? { certain: undefined, settle: undefined } : {}),
      ...entriesOf(group),
    };
    return { owner, settle: first.root?.settle?.(members) };
  });
  // Roots the inputs cannot compare make a second writer only possible: one of them still writes for sure.
  const noneKnown = groups.length > 0 && groups.every((g) => g.settle);
  groups.forEach((g, i) =>
    out.push(g.settle && !(noneKnown && i === 0) ? { ...g.owner, ...unproven(g.settle) } : g.owner),
  );
  return out;
}

/**
 * A writer that picks this holder by a label whose value is its setting: the label is what makes it write (the
 * node a user edits, with the setting, to part two installs).
 */
function labelled(w: CatalogueWriter, holder: CaBundleHolder): Partial<Owner> {
  const by = w.holders.find(
    (h) => h.byLabel && h.kind === holder.resource.kind && h.name === holder.resource.name,
  )?.byLabel;
  if (!by) return {};
  return {
    resource: holder.resource,
    path: ['metadata', 'labels', by.label],
    fix: `set ${settingName(by.setting)} of one of them to a value no other namespace uses, and label ${by.label} of its configurations to match`,
  };
}

/**
 * Workloads whose RBAC lets them update or patch a holder, by its name or for all holders of its kind when
 * they serve it (a Service it calls selects their pods): potential writers, unless a profile or the catalogue
 * already says what their code does. Keyed by holder.
 */
export interface RbacWriters {
  byHolder: Map<Resource, Owner[]>;
  /** Each such workload, with the holders it may write. */
  byWorkload: Map<Resource, { owner: Owner; holders: Resource[] }>;
}

export function rbacOwners(
  model: Model,
  holders: readonly CaBundleHolder[],
  known: ReadonlySet<Resource>,
): RbacWriters {
  const out = new Map<Resource, Owner[]>();
  const byWorkload: RbacWriters['byWorkload'] = new Map();
  if (!holders.length) return { byHolder: out, byWorkload };
  // A profiled controller is judged by what its profile says it writes; one whose profile names no configuration
  // (a fork matched by the lineage's env alone) is judged like any other workload: by its RBAC, uncertain.
  const profiled = new Set<Resource>();
  const unnamed = new Set<Resource>();
  for (const w of findWebhookWorkloads(model))
    (w.mutatingName || w.validatingName ? profiled : unnamed).add(w.resource);
  const bySa = new Map<string, ReturnType<typeof clusterWriteRules>>();
  for (const w of workloads(model)) {
    if (known.has(w) || profiled.has(w)) continue;
    const sa = serviceAccountOf(w);
    const key = `${w.namespace}/${sa}`;
    let rules = bySa.get(key);
    if (!rules) bySa.set(key, (rules = clusterWriteRules(model, w.namespace, sa)));
    if (!rules.length) continue;
    let served: Set<string> | undefined;
    for (const h of holders) {
      for (const rule of rules) {
        const hit = covers(rule, h.group, h.plural, h.resource.name);
        if (!hit) continue;
        served ??= new Set(servicesSelecting(model, w).map((s) => `${s.namespace}/${s.name}`));
        if (!hit.byName && !h.services.some((s) => served!.has(s))) continue;
        const owner: Owner = {
          via: 'rbac',
          name: label(w),
          label: `${label(w)} (${rule.role.kind} ${rule.role.name} lets it ${rule.verbs.join('/')} ${h.plural}${hit.byName ? ` named ${h.resource.name}` : ''})`,
          ...unproven(
            `whether ${label(w)} writes caBundle of what it may ${rule.verbs.join('/')} (a catalogue entry for its image, policies/owners, would say)`,
          ),
          resource: rule.role,
          path: ['rules', rule.ruleIndex],
        };
        const list = out.get(h.resource);
        if (list) list.push(owner);
        else out.set(h.resource, [owner]);
        // Its profile's own rule already judges whether its replicas share a certificate.
        if (unnamed.has(w)) break;
        const mine = byWorkload.get(w);
        if (mine) mine.holders.push(h.resource);
        else byWorkload.set(w, { owner, holders: [h.resource] });
        break;
      }
    }
  }
  return { byHolder: out, byWorkload };
}

/**
 * RBAC-evidenced writers of a holder they serve, with more than one replica and nothing shared to serve from:
 * no Secret volume and no Secret they may read in their namespace (each replica then makes its own certificate).
 */
export function unsharedWriters(model: Model, rbac: RbacWriters): EffectiveState['unsharedWriters'] {
  const out: EffectiveState['unsharedWriters'] = [];
  for (const [w, { owner, holders }] of rbac.byWorkload) {
    const r = replicasOf(model, w);
    if (
      (r.max <= 1 && !r.perNode) ||
      mountsSecret(w) ||
      canReadSecrets(model, w.namespace, serviceAccountOf(w), w.namespace) !== 'denied'
    )
      continue;
    out.push({ owner, workload: w, replicas: r, holders });
  }
  return out;
}

function mountsSecret(w: Resource): boolean {
  return arr(podSpecOf(w)?.volumes).some(
    (v) =>
      isObj(v) &&
      (isObj(v.secret) || arr((v.projected as Obj | undefined)?.sources).some((s) => isObj(s) && isObj(s.secret))),
  );
}

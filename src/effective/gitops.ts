/**
 * Writers that put back what was rendered: a GitOps object that syncs a holder (unless its ignore rules cover
 * caBundle and a sync respects them) and a renderer whose upgrade resets a caBundle it renders. They matter only
 * when someone else writes that caBundle at run time. Which objects and fields say so is catalogue data.
 */
import { load } from 'js-yaml';
import type { OwnerDocument } from '../generated/types.js';
import { dataOf } from '../core/data.js';
import { globMatch } from '../load/gitops/glob.js';
import { deployerOf, type Deployer } from '../load/gitops/types.js';
import { arr, get, isObj, str, type Obj, type PathSegment } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { annotations } from '../model/resource.js';
import { ownsCaBundle, type CaBundleHolder } from '../model/holders.js';
import type { Model } from '../model/model.js';
import type { Owner } from './types.js';
import { unproven } from './certainty.js';
import { decodeBase64CaBundle } from '../x509/base64.js';

const at = (o: unknown, dotted: string | undefined) => (dotted ? get(o, ...dotted.split('.')) : undefined);

/**
 * GitOps objects that sync this holder and will put its rendered caBundle back (`owners`), and whether any
 * syncs it at all (`tracked`: then the GitOps controller applies it, not the renderer whose labels it carries).
 * An application syncs a holder it tracks by label or annotation (set at sync time: a live object), or one it
 * renders from git (src/load/gitops: the holder's deployer). Its ignore rules are its own and, when the
 * controller's settings ConfigMap is among the inputs, the system-wide ones there; without it, an owner that
 * those could rule out is a warning that names it.
 */
export function gitopsOwners(
  model: Model,
  h: CaBundleHolder,
  present: readonly PathSegment[][],
): { owners: Owner[]; tracked: boolean } {
  const out: Owner[] = [];
  let tracked = false;
  const deployer = deployerOf(h.resource);
  for (const doc of model.owners) {
    const g = doc.gitops;
    if (!g) continue;
    const apps = model.ofKind(g.kind).filter((app) => tracks(doc, app, h.resource));
    const from = deployer?.resource;
    if (from && from.kind === g.kind && !apps.includes(from)) apps.push(from);
    for (const app of apps) {
      if (!app.apiVersion.startsWith(g.apiGroup + '/') || !reconciled(g, app, model, deployer)) continue;
      const suspended = at(app.body, g.suspend) === true;
      const owner =
        present.length && !suspended && corrects(g, app) && reapplies(g, app, h.resource)
          ? gitopsOwner(doc, app, h, present, settingsOf(g.settings?.configMap, model, deployer))
          : undefined;
      if (owner) out.push(owner);
      // An object that corrects drift only by a switch leaves its upgrades to its renderer, unless suspended.
      if (!g.driftCorrection || suspended || owner) tracked = true;
    }
  }
  return { owners: out, tracked };
}

type Gitops = NonNullable<OwnerDocument['gitops']>;

/** Whether it puts drifted fields back at every interval: always, or while its drift mode says so. */
function corrects(g: Gitops, app: Resource): boolean {
  const d = g.driftCorrection;
  return !d || d.values.includes(str(at(app.body, d.path)) ?? '');
}

/**
 * Whether a sync applies the holder's caBundle again: not when the holder opts out by annotation (excluded, or
 * created only), or when the sync strips caBundle of that kind before applying.
 */
function reapplies(g: Gitops, app: Resource, holder: Resource): boolean {
  if ((g.keepsCaBundleOf as readonly string[] | undefined)?.includes(holder.kind)) return false;
  const notes = annotations(holder);
  return !(g.skipAnnotations ?? []).some((a) => a.values.includes(str(notes[a.key]) ?? ''));
}

/** The owner an application is of the holder's caBundle, or undefined when its ignore rules keep it off. */
function gitopsOwner(
  doc: OwnerDocument,
  app: Resource,
  h: CaBundleHolder,
  present: readonly PathSegment[][],
  settings: Resource | undefined,
): Owner | undefined {
  const g = doc.gitops!;
  const rules = [...arr(at(app.body, g.ignoreDifferences)), ...systemRules(g, settings)];
  const covered = present.every((p) => rules.some((rule) => ignores(g, rule, h, p)));
  const selfHeal = at(app.body, g.selfHeal) === true;
  // Without the respect option a sync applies the whole manifest, ignored fields too: at every sync, and with
  // self-heal at every drift. An engine with no such option respects its ignore rules always.
  const option = g.respectIgnoreOption;
  const respects = !option || arr(at(app.body, g.syncOptions)).some((o) => o === option);
  if (covered && respects) return undefined;
  const sync = selfHeal ? 'self-heal syncs it' : 'each sync applies it';
  const when = g.driftCorrection ? 'its drift correction puts it back at every interval: ' : '';
  const term = (g.ignoreDifferences ?? 'spec').split('.').pop()!;
  const why = covered ? `${sync} with ${term} not respected (no ${option})` : `${when}no ${term} covers caBundle`;
  const skip = g.skipAnnotations?.[0];
  // Without the settings, system-wide rules there could cover caBundle: decisive only when a sync respects them.
  const unknown = !covered && g.settings && !settings && respects;
  return {
    via: 'gitops',
    name: doc.name,
    label: `${doc.description} ${app.namespace ? app.namespace + '/' : ''}${app.name} (${why})`,
    fix: `add an ${term} entry to ${app.name} for ${h.resource.kind} ${h.resource.name} covering caBundle${g.respectIgnoreOption ? `, and the sync option ${g.respectIgnoreOption}` : ''}${skip ? `, or annotate ${h.resource.name} ${skip.key}: ${skip.values.at(-1)!}` : ''}`,
    resource: app,
    path: covered ? (g.syncOptions ?? 'spec').split('.') : (g.ignoreDifferences ?? 'spec').split('.'),
    ...(unknown ? unproven(settingsFact(g, h)) : {}),
  };
}

function settingsFact(g: Gitops, h: CaBundleHolder): string {
  const s = g.settings!;
  const key = `${s.ignoreDifferencesPrefix ?? ''}${h.group ? `${h.group}_` : ''}${h.resource.kind}`;
  return `ConfigMap ${s.configMap} is not among the inputs (system-wide ignore rules there, such as ${key}, could cover caBundle)`;
}

/** The controller's settings ConfigMap: the one the holder's deployer saw among the inputs, else one of this scope. */
function settingsOf(name: string | undefined, model: Model, deployer: Deployer | undefined): Resource | undefined {
  if (!name) return undefined;
  return deployer?.settings.get(name) ?? model.named('ConfigMap', name)[0];
}

/**
 * Whether the controller reconciles the application: in its own namespace (that of the ConfigMap naming the
 * others), or one the ConfigMap names (comma-separated globs, /regular expressions/). Without it, assumed.
 */
function reconciled(g: Gitops, app: Resource, model: Model, deployer: Deployer | undefined): boolean {
  const n = g.applicationNamespaces;
  const cm = n && settingsOf(n.configMap, model, deployer);
  if (!n || !cm) return true;
  if (app.namespace === cm.namespace) return true;
  const list = (dataOf(cm)?.[n.key] ?? '').split(',').map((x) => x.trim());
  return list.some((p) =>
    p.length > 1 && p.startsWith('/') && p.endsWith('/')
      ? safeTest(p.slice(1, -1), app.namespace)
      : p && globMatch(p, app.namespace, 'any'),
  );
}

function safeTest(re: string, text: string): boolean {
  try {
    return new RegExp(re).test(text);
  } catch {
    return false;
  }
}

/**
 * Ignore rules of the settings ConfigMap: `<prefix><group>_<Kind>`, `<prefix><Kind>` and `<prefix><all>` keys,
 * each one rule in YAML, and the older `<customizationsKey>` map of `<group>/<Kind>` to `{ignoreDifferences}`.
 */
function systemRules(g: Gitops, settings: Resource | undefined): unknown[] {
  const s = g.settings;
  const data = s && dataOf(settings);
  if (!s || !data) return [];
  const out: unknown[] = [];
  const rule = (groupKind: string, text: unknown) => {
    const body = typeof text === 'string' ? yamlOf(text) : text;
    if (!isObj(body)) return;
    const [group, kind] = groupKind.includes('/') ? groupKind.split('/', 2) : ['', groupKind];
    out.push({ ...body, group, kind });
  };
  for (const [key, value] of Object.entries(data)) {
    if (s.ignoreDifferencesPrefix && key.startsWith(s.ignoreDifferencesPrefix)) {
      const groupKind = key.slice(s.ignoreDifferencesPrefix.length);
      const parts = groupKind.split('_');
      if (groupKind === s.ignoreDifferencesAll) rule('*/*', value);
      else if (parts.length === 2) rule(`${parts[0]!}/${parts[1]!}`, value);
      else if (parts.length === 1 && groupKind) rule(groupKind, value);
    } else if (key === s.customizationsKey) {
      const map = yamlOf(value);
      if (isObj(map)) for (const [groupKind, o] of Object.entries(map)) rule(groupKind, get(o, 'ignoreDifferences'));
    }
  }
  return out;
}

function yamlOf(text: string): unknown {
  try {
    return load(text);
  } catch {
    return undefined; // the controller refuses a setting that does not parse; nothing is ignored by it
  }
}

function tracks(doc: OwnerDocument, app: Resource, holder: Resource): boolean {
  const g = doc.gitops!;
  const labels = get(holder.body, 'metadata', 'labels');
  if (g.trackingLabel && isObj(labels) && str(labels[g.trackingLabel]) === app.name) return true;
  const id = g.trackingAnnotation ? annotations(holder)[g.trackingAnnotation] : undefined;
  return typeof id === 'string' && id.startsWith(app.name + ':');
}

/**
 * An ignore rule for this holder that covers the caBundle at `path`. Its selector is the rule itself (Argo CD) or
 * the object its `target` field holds (a rule without one covers every object, as Flux's does).
 */
function ignores(g: Gitops, rule: unknown, h: CaBundleHolder, path: readonly PathSegment[]): boolean {
  if (!isObj(rule)) return false;
  const shape = g.ignoreRule;
  const selector = shape?.target ? rule[shape.target] : rule;
  if (selector !== undefined && !selects(selector, h, shape?.target ? '*' : '')) return false;
  if (arr(rule.managedFieldsManagers).length) return true;
  const pointer = '/' + path.join('/');
  if (
    arr(rule[shape?.pointers ?? 'jsonPointers']).some(
      (p) => typeof p === 'string' && (pointer === p || pointer.startsWith(p.replace(/\/$/, '') + '/')),
    )
  )
    return true;
  // jq is not evaluated: an expression that names caBundle or ends at its clientConfig is taken to cover it.
  return arr(rule.jqPathExpressions).some(
    (e) => typeof e === 'string' && (e.includes('caBundle') || /clientConfig\s*$/.test(e)),
  );
}

/**
 * Group and kind are globs (Argo CD ignoreNormalizer.Normalize); name and namespace exact when given. `absent` is
 * what an unset group or kind means: the core group and no kind in an Argo CD rule, anything in a Flux target.
 */
function selects(selector: unknown, h: CaBundleHolder, absent: string): boolean {
  if (!isObj(selector)) return false;
  const r = h.resource;
  const glob = (v: unknown) => str(v) ?? absent;
  if (!globMatch(glob(selector.kind), r.kind, 'any') || !globMatch(glob(selector.group), h.group, 'any')) return false;
  if (selector.name !== undefined && selector.name !== '' && selector.name !== r.name) return false;
  return selector.namespace === undefined || selector.namespace === '' || selector.namespace === r.namespace;
}

/**
 * The renderer of the holder, when it renders caBundle that a run-time owner writes. On an object read from the
 * cluster (managedFields recorded) its labels show only that it installed the object: it is a caBundle writer for
 * certain when its field manager owns a caBundle, else only if its release renders one, which the object does not show.
 */
export function renderOwner(model: Model, h: CaBundleHolder, present: readonly PathSegment[][]): Owner | undefined {
  if (!present.length) return undefined;
  const labels = get(h.resource.body, 'metadata', 'labels') as Obj | undefined;
  const caFrom = secretHolding(model, get(h.resource.body, ...present[0]!));
  for (const doc of model.owners) {
    const renderer = doc.renderer;
    const hit = renderer?.labels.some(
      (l) => isObj(labels) && labels[l.key] !== undefined && (l.value === undefined || str(labels[l.key]) === l.value),
    );
    if (!renderer || !hit) continue;
    const owner: Owner = {
      via: 'render',
      name: doc.name,
      label: `${doc.description} (the caBundle the chart renders, put back at each upgrade)`,
      resource: h.resource,
      path: [...present[0]!],
      ...(caFrom ? { caFrom } : {}),
      fix: `render no caBundle field in ${h.resource.kind} ${h.resource.name}: its run-time owner fills it`,
    };
    const managed = get(h.resource.body, 'metadata', 'managedFields');
    if (!Array.isArray(managed) || managesCaBundle(managed, renderer.fieldManagers ?? [])) return owner;
    const release = (renderer.releaseLabels ?? []).map((k) => str(labels?.[k])).find(Boolean);
    return {
      ...owner,
      certain: false,
      settle: `whether ${release ? `release ${release}` : 'the release that installed it'} renders caBundle in ${h.resource.kind} ${h.resource.name} (\`helm get manifest\`): its field manager (${(renderer.fieldManagers ?? []).join(', ') || 'unknown'}) owns no caBundle there now`,
    };
  }
  return appliedAgain(h, present, caFrom);
}

/**
 * No renderer is recognised (no labels of one): what applies a manifest is not in it. Every later apply (an
 * upgrade, a sync, `kubectl apply` in a pipeline) puts a rendered CA back over the run-time owner's, so the render
 * is a second CA source unless the objects are applied once. A placeholder (`Cg==`) is no CA: only a labelled
 * renderer makes it a writer. Read from the cluster, the managers that wrote it are known instead.
 */
function appliedAgain(h: CaBundleHolder, present: readonly PathSegment[][], caFrom?: string): Owner | undefined {
  if (Array.isArray(get(h.resource.body, 'metadata', 'managedFields'))) return undefined;
  const rendered = str(get(h.resource.body, ...present[0]!));
  if (!rendered || !decodeBase64CaBundle(rendered)?.includes('-----BEGIN CERTIFICATE-----')) return undefined;
  const what = `${h.resource.kind} ${h.resource.name}`;
  return {
    via: 'render',
    name: 'manifest',
    label: 'whatever applies this manifest (its caBundle, put back at each apply)',
    resource: h.resource,
    path: [...present[0]!],
    ...(caFrom ? { caFrom } : {}),
    certain: false,
    settle: `whether what applies ${what} applies it again (an upgrade, a sync, kubectl apply in a pipeline)`,
    fix: `render no caBundle field in ${what}: its run-time owner fills it`,
  };
}

/** `<namespace>/<name>` of an input Secret with a data value equal to the rendered caBundle: the CA it renders. */
function secretHolding(model: Model, caBundle: unknown): string | undefined {
  if (typeof caBundle !== 'string') return undefined;
  const value = caBundle.trim();
  const secret = model
    .ofKind('Secret')
    .find((s) => Object.values((get(s.body, 'data') as Obj | undefined) ?? {}).some((v) => str(v)?.trim() === value));
  return secret && `${secret.namespace}/${secret.name}`;
}

function managesCaBundle(managed: unknown[], managers: readonly string[]): boolean {
  return managed.some((m) => managers.includes(str(get(m, 'manager')) ?? '') && ownsCaBundle(get(m, 'fieldsV1')));
}

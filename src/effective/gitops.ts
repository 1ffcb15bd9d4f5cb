/**
 * Writers that put back what was rendered: a GitOps object that syncs a holder (unless its ignore rules cover
 * caBundle and a sync respects them) and a renderer whose upgrade resets a caBundle it renders. They matter only
 * when someone else writes that caBundle at run time. Which objects and fields say so is catalogue data.
 */
import type { OwnerDocument } from '../generated/types.js';
import { arr, get, isObj, str, type Obj, type PathSegment } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { annotations } from '../model/resource.js';
import { ownsCaBundle, type CaBundleHolder } from '../model/holders.js';
import type { Model } from '../model/model.js';
import type { Owner } from './types.js';

const at = (o: unknown, dotted: string | undefined) => (dotted ? get(o, ...dotted.split('.')) : undefined);

/**
 * GitOps objects that sync this holder and will put its rendered caBundle back (`owners`), and whether any
 * syncs it at all (`tracked`: then the GitOps controller applies it, not the renderer whose labels it carries).
 */
export function gitopsOwners(
  model: Model,
  h: CaBundleHolder,
  present: readonly PathSegment[][],
): { owners: Owner[]; tracked: boolean } {
  const out: Owner[] = [];
  let tracked = false;
  for (const doc of model.owners) {
    const g = doc.gitops;
    if (!g) continue;
    for (const app of model.ofKind(g.kind)) {
      if (!app.apiVersion.startsWith(g.apiGroup + '/') || !tracks(doc, app, h.resource)) continue;
      tracked = true;
      if (!present.length) continue;
      const covered = present.every((p) => arr(at(app.body, g.ignoreDifferences)).some((rule) => ignores(rule, h, p)));
      const selfHeal = at(app.body, g.selfHeal) === true;
      const respects = arr(at(app.body, g.syncOptions)).some((o) => o === g.respectIgnoreOption);
      if (covered && (!selfHeal || respects)) continue;
      const why = covered
        ? `self-heal syncs it with ignoreDifferences not respected (no ${g.respectIgnoreOption ?? 'respect option'})`
        : 'no ignoreDifferences covers caBundle';
      out.push({
        via: 'gitops',
        name: doc.name,
        label: `${doc.description} ${app.namespace ? app.namespace + '/' : ''}${app.name} (${why})`,
        fix: `add an ignoreDifferences entry to ${app.name} for ${h.resource.kind} ${h.resource.name} covering caBundle${g.respectIgnoreOption ? `, and the sync option ${g.respectIgnoreOption}` : ''}`,
        resource: app,
        path: covered ? (g.syncOptions ?? 'spec').split('.') : (g.ignoreDifferences ?? 'spec').split('.'),
      });
    }
  }
  return { owners: out, tracked };
}

function tracks(doc: OwnerDocument, app: Resource, holder: Resource): boolean {
  const g = doc.gitops!;
  const labels = get(holder.body, 'metadata', 'labels');
  if (g.trackingLabel && isObj(labels) && str(labels[g.trackingLabel]) === app.name) return true;
  const id = g.trackingAnnotation ? annotations(holder)[g.trackingAnnotation] : undefined;
  return typeof id === 'string' && id.startsWith(app.name + ':');
}

/** An ignore rule for this holder that covers the caBundle at `path`. */
function ignores(rule: unknown, h: CaBundleHolder, path: readonly PathSegment[]): boolean {
  if (!isObj(rule)) return false;
  const r = h.resource;
  if (str(rule.kind) !== r.kind || (str(rule.group) ?? '') !== h.group) return false;
  if (rule.name !== undefined && rule.name !== r.name) return false;
  if (arr(rule.managedFieldsManagers).length) return true;
  const pointer = '/' + path.join('/');
  if (
    arr(rule.jsonPointers).some(
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
 * The renderer of the holder, when it renders caBundle that a run-time owner writes. On an object read from the
 * cluster (managedFields recorded) its labels show only that it installed the object: it is a caBundle writer for
 * certain when its field manager owns a caBundle, else only if its release renders one, which the object does not show.
 */
export function renderOwner(model: Model, h: CaBundleHolder, present: readonly PathSegment[][]): Owner | undefined {
  if (!present.length) return undefined;
  const labels = get(h.resource.body, 'metadata', 'labels') as Obj | undefined;
  for (const doc of model.owners) {
    const renderer = doc.renderer;
    const hit = renderer?.labels.some(
      (l) => isObj(labels) && labels[l.key] !== undefined && (l.value === undefined || str(labels[l.key]) === l.value),
    );
    if (!renderer || !hit) continue;
    const owner: Owner = {
      via: 'render',
      name: doc.name,
      label: doc.description,
      resource: h.resource,
      path: [...present[0]!],
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
  return undefined;
}

function managesCaBundle(managed: unknown[], managers: readonly string[]): boolean {
  return managed.some((m) => managers.includes(str(get(m, 'manager')) ?? '') && ownsCaBundle(get(m, 'fieldsV1')));
}

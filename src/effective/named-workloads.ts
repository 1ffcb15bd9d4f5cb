/**
 * The workloads of owners found by entry name (policies/owners `webhooks` with `workload`): found by image, a
 * workload is that owner, not a second writer its RBAC would suggest; with `holders` it writes caBundle of the
 * configurations whose label has the value of its setting, from the root of its own namespace
 * (docs/effective-state.md, "The owner catalogue").
 */
import { arr, isObj } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { scalarText } from '../core/scalar.js';
import type { Model } from '../model/model.js';
import { labels } from '../model/resource.js';
import { imageRepo, podSpecOf } from '../model/workload.js';
import { resolveSetting, settingName, valueOf, type ContainerAt } from './settings.js';
import type { Owner } from './types.js';
import { label, repoMatches, workloads } from './writers.js';

export interface NamedWorkloads {
  /** Workloads that run an owner found by entry name. */
  workloads: Set<Resource>;
  /** Per configuration: one owner per namespace whose workloads select it by label. */
  byHolder: Map<Resource, Owner[]>;
}

export function namedWorkloads(model: Model): NamedWorkloads {
  const out: NamedWorkloads = { workloads: new Set(), byHolder: new Map() };
  const docs = model.owners.filter((d) => d.webhooks && d.workload);
  if (!docs.length) return out;
  // `<owner>\0<namespace>\0<kind>/<name>` -> the owner those workloads make together (one root per namespace).
  const groups = new Map<string, { owner: Owner; holder: Resource; members: Resource[] }>();
  for (const w of workloads(model)) {
    arr(podSpecOf(w)?.containers).forEach((c, i) => {
      if (!isObj(c)) return;
      const repo = imageRepo(typeof c.image === 'string' ? c.image : undefined);
      const doc = repo && docs.find((d) => d.workload!.images.some((img) => repoMatches(repo, img)));
      if (!doc) return;
      out.workloads.add(w);
      const select = doc.workload!.holders;
      if (!select) return;
      const at: ContainerAt = { workload: w, container: c, path: ['spec', 'template', 'spec', 'containers', i] };
      // A value the inputs do not hold selects nothing here: the entry names still find the configurations.
      const value = valueOf(resolveSetting(model, at, select.setting));
      if (value === undefined) return;
      for (const holder of select.kinds.flatMap((k) => model.ofKind(k))) {
        const l = labels(holder)[select.label];
        if (scalarText(l) !== value) continue;
        const key = `${doc.name}\0${w.namespace}\0${holder.kind}/${holder.name}`;
        const group = groups.get(key);
        if (group) {
          if (!group.members.includes(w)) group.members.push(w);
          continue;
        }
        groups.set(key, {
          holder, members: [w],
          owner: {
            // Its label is what makes the workloads write it: the node a user edits (with their setting) to part them.
            via: 'controller', name: doc.name, label: '', resource: holder, path: ['metadata', 'labels', select.label],
            fix: `set ${settingName(select.setting)} of one of them to a value no other namespace uses, and label ${select.label} of its configurations to match`,
          },
        });
      }
    });
  }
  for (const { owner, holder, members } of groups.values()) {
    const doc = docs.find((d) => d.name === owner.name)!;
    const list = members.map(label).join(', ');
    const named = { ...owner, label: `${doc.description} (${list}; the root of namespace ${members[0]!.namespace})` };
    out.byHolder.set(holder, [...(out.byHolder.get(holder) ?? []), named]);
  }
  return out;
}

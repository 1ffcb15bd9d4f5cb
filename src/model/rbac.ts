import type { Model } from './model.js';
import { arr, get, isObj, str } from '../core/object.js';
import { type Resource } from '../core/resource.js';

export type Access = 'granted' | 'denied' | 'unknown';

/**
 * Can this ServiceAccount `get` the named Secret, by the RBAC objects among the inputs?
 * 'unknown' when the inputs hold no binding for it, or a binding names a role that is not here
 * (or an aggregated ClusterRole), since then the answer lives in the cluster.
 */
export function canGetSecret(
  model: Model,
  saNamespace: string,
  sa: string,
  secretNamespace: string,
  secret: string | undefined,
): Access {
  const bindings = model.bindingsFor(saNamespace, sa);
  if (!bindings.length) return 'unknown';
  let unknown = false;
  for (const b of bindings) {
    if (b.kind === 'RoleBinding' && b.namespace !== secretNamespace) continue;
    const role = roleOf(model, b);
    if (!role) {
      unknown = true;
      continue;
    }
    if (role.kind === 'ClusterRole' && isObj(get(role.body, 'aggregationRule'))) unknown = true;
    if (arr(get(role.body, 'rules')).some((r) => grantsGet(r, secret))) return 'granted';
  }
  return unknown ? 'unknown' : 'denied';
}

function roleOf(model: Model, binding: Resource): Resource | undefined {
  const kind = str(get(binding.body, 'roleRef', 'kind'));
  const name = str(get(binding.body, 'roleRef', 'name')) ?? '';
  if (kind === 'ClusterRole') return model.get('ClusterRole', '', name);
  if (kind === 'Role' && binding.kind === 'RoleBinding') return model.get('Role', binding.namespace, name);
  return undefined;
}

/** Can this ServiceAccount get any Secret of `namespace` (by name or all)? 'unknown' as for canGetSecret. */
export function canReadSecrets(model: Model, saNamespace: string, sa: string, namespace: string): Access {
  return canGetSecret(model, saNamespace, sa, namespace, undefined);
}

function grantsGet(rule: unknown, secret: string | undefined): boolean {
  if (!isObj(rule)) return false;
  const has = (field: string, ...values: string[]) => arr(rule[field]).some((v) => values.includes(String(v)));
  if (!has('apiGroups', '', '*') || !has('resources', 'secrets', '*') || !has('verbs', 'get', '*')) return false;
  const names = arr(rule.resourceNames);
  return names.length === 0 || secret === undefined || names.includes(secret);
}

/** A rule of a cluster-wide bound ClusterRole that allows update or patch, with what it covers. */
export interface WriteRule {
  role: Resource;
  ruleIndex: number;
  groups: string[];
  resources: string[];
  /** Empty: every object of those resources. */
  names: string[];
  verbs: string[];
}

/**
 * The rules that let this ServiceAccount update or patch cluster-scoped objects: only a ClusterRole bound by a
 * ClusterRoleBinding grants that. Empty when none among the inputs does.
 */
export function clusterWriteRules(model: Model, saNamespace: string, sa: string): WriteRule[] {
  const out: WriteRule[] = [];
  for (const binding of model.bindingsFor(saNamespace, sa)) {
    if (binding.kind !== 'ClusterRoleBinding') continue;
    const role = roleOf(model, binding);
    arr(get(role?.body, 'rules')).forEach((r, ruleIndex) => {
      if (!isObj(r)) return;
      const list = (field: string) => arr(r[field]).map(String);
      const verbs = list('verbs').filter((v) => v === 'update' || v === 'patch' || v === '*');
      if (verbs.length)
        out.push({
          role: role!,
          ruleIndex,
          groups: list('apiGroups'),
          resources: list('resources'),
          names: list('resourceNames'),
          verbs,
        });
    });
  }
  return out;
}

/** Whether the rule covers the object `name` of `group`/`plural`, and by its name. */
export function covers(rule: WriteRule, group: string, plural: string, name: string): { byName: boolean } | undefined {
  const any = (list: string[], v: string) => list.includes(v) || list.includes('*');
  if (!any(rule.groups, group) || !any(rule.resources, plural)) return undefined;
  if (rule.names.length && !rule.names.includes(name)) return undefined;
  return { byName: rule.names.length > 0 };
}

const WEBHOOK_CONFIG_RESOURCES = ['mutatingwebhookconfigurations', 'validatingwebhookconfigurations', '*'];

/**
 * Whether the inputs bind this ServiceAccount to a role that can update or patch webhook configurations:
 * what a controller that writes its own caBundle needs (an ordinary app has no such grant).
 */
export function canWriteWebhookConfigurations(model: Model, namespace: string, sa: string): boolean {
  return clusterWriteRules(model, namespace, sa).some(
    (r) =>
      (r.groups.includes('admissionregistration.k8s.io') || r.groups.includes('*')) &&
      r.resources.some((x) => WEBHOOK_CONFIG_RESOURCES.includes(x)),
  );
}

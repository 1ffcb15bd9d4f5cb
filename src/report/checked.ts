// What the policy-report formats add to the findings: the caBundle holders a run checked (each rule that
// judged one and found nothing is a pass) and the apiVersion and uid of the objects findings name.
import type { ObjectRef, Severity } from '../core/finding.js';
import type { Config } from '../load/config.js';
import { caBundleHolders } from '../model/holders.js';
import type { Model } from '../model/model.js';
import { RULES } from '../rules/index.js';
import type { CheckedObject, ReportSubjects } from './policy-results.js';

const CONFIGURATIONS = new Set(['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration']);

/**
 * The rules that judge every holder of a kind, live or not. Rules that need more than the holder (a shared
 * Secret, a profile, a TLS probe, churn samples) are left out: their silence proves nothing; the probe's
 * own summary of a healthy holder is an info finding, so a pass already.
 */
const HOLDER_RULES: ReadonlyArray<{ id: string; kinds?: ReadonlySet<string> }> = [
  { id: 'cabundle-invalid', kinds: CONFIGURATIONS },
  { id: 'cabundle-multiple-owners' },
  { id: 'webhook-failure-policy-ignore', kinds: CONFIGURATIONS },
];

/** The holders of every model (one per scope), with the holder rules the config leaves on. */
export function reportSubjects(models: ReadonlyMap<string, Model>, config: Config = {}): ReportSubjects {
  const severity = ruleSeverities(config);
  const checked: CheckedObject[] = [];
  for (const [scope, model] of models) {
    for (const { resource: r } of caBundleHolders(model)) {
      const rules = HOLDER_RULES.filter((h) => (!h.kinds || h.kinds.has(r.kind)) && severity.get(h.id)).map((h) => ({
        id: h.id,
        severity: severity.get(h.id)!,
      }));
      if (!rules.length) continue;
      const uid = uidOf(r.body);
      checked.push({
        apiVersion: r.apiVersion,
        kind: r.kind,
        name: r.name,
        ...(r.namespace ? { namespace: r.namespace } : {}),
        ...(uid ? { uid } : {}),
        ...(models.size > 1 ? { scope } : {}),
        rules,
      });
    }
  }
  return {
    checked,
    resolve(ref: ObjectRef, scope: string | undefined) {
      // A finding names its scope only when the run had several.
      const model = scope === undefined ? models.values().next().value : models.get(scope);
      const r = model?.get(ref.kind, ref.namespace ?? '', ref.name);
      if (!r) return undefined;
      const uid = uidOf(r.body);
      return uid ? { apiVersion: r.apiVersion, uid } : { apiVersion: r.apiVersion };
    },
  };
}

/** Each rule's severity as configured (absent: off). */
function ruleSeverities(config: Config): Map<string, Severity> {
  const out = new Map<string, Severity>();
  const given = (config.rules ?? {}) as Record<string, unknown>;
  for (const { meta } of RULES) {
    const setting = given[meta.id];
    const level: unknown = Array.isArray(setting) ? setting[0] : setting;
    if (level === 'off') continue;
    out.set(meta.id, level === 'error' || level === 'warning' || level === 'info' ? level : meta.severity);
  }
  return out;
}

function uidOf(body: unknown): string | undefined {
  const uid = (body as { metadata?: { uid?: unknown } }).metadata?.uid;
  return typeof uid === 'string' && uid ? uid : undefined;
}

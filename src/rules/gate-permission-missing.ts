import { resourceOf } from './live.js';
import { defineRule } from './types.js';

/** Judges the reads the API server refused `webhook-cert-gate cluster` (403): a finding, not a crash. */
export const rule = defineRule({
  meta: {
    id: 'gate-permission-missing',
    severity: 'error',
    description:
      "Live only: the gate's own credentials may not read something a check needs, so that check did not run.",
    messages: {
      denied: 'the gate may not {verb} {what}{where} (403), so {blocks} was not checked; add {permission}.',
    },
  },
  check({ model, live, report }) {
    for (const d of live?.denied ?? []) {
      const resource = resourceOf(model, d.subject);
      if (!resource) continue;
      const what = `${d.group ? `${d.resource}.${d.group}` : d.resource}${d.name ? ` "${d.name}"` : ''}`;
      const scope = d.namespace ? `a Role in namespace ${d.namespace}` : 'a ClusterRole';
      const names = d.name ? `, resourceNames: ["${d.name}"]` : '';
      const permission = `${scope} rule {apiGroups: ["${d.group}"], resources: ["${d.resource}"], verbs: ["${d.verb}"]${names}} bound to the gate`;
      report({
        resource,
        messageId: 'denied',
        data: {
          verb: d.verb,
          what,
          where: d.namespace ? ` in namespace ${d.namespace}` : '',
          blocks: d.blocks,
          permission,
        },
        fix: `add ${permission}`,
      });
    }
  },
});

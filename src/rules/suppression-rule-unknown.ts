import { likelyTypo } from '../core/nearest.js';
import { annotations } from '../model/resource.js';
import { SUPPRESS_PREFIX } from './engine.js';
import { defineRule } from './types.js';

/** A typo in a suppression's rule id suppresses nothing, silently: say so, with the id that was meant. */
export const rule = defineRule({
  meta: {
    id: 'suppression-rule-unknown',
    severity: 'warning',
    description: 'A webhook-cert-gate.io/ignore-<rule> annotation whose rule id is no rule: it suppresses nothing.',
    messages: {
      unknown: "Annotation {annotation} names no rule, so it suppresses nothing; did you mean '{nearest}'?",
      unknownFar: 'Annotation {annotation} names no rule, so it suppresses nothing (no rule id is close to it)',
    },
  },
  check({ model, ruleIds, report }) {
    for (const resource of model.resources) {
      for (const annotation of Object.keys(annotations(resource))) {
        if (!annotation.startsWith(SUPPRESS_PREFIX)) continue;
        const id = annotation.slice(SUPPRESS_PREFIX.length);
        if (ruleIds.includes(id)) continue;
        // Only a plausible typo is named: any id is "nearest" to something, and a far one misleads.
        const meant = likelyTypo(id, ruleIds);
        const path = ['metadata', 'annotations', annotation];
        if (meant === undefined)
          report({
            resource,
            path,
            messageId: 'unknownFar',
            data: { annotation },
            fix: `Rename the annotation to ${SUPPRESS_PREFIX}<id> with an id from webhook-cert-gate rules, or remove it.`,
          });
        else
          report({
            resource,
            path,
            messageId: 'unknown',
            data: { annotation, nearest: meant },
            fix: `Rename the annotation to ${SUPPRESS_PREFIX}${meant} (webhook-cert-gate rules lists the ids), or remove it.`,
          });
      }
    }
  },
});

import { nearest } from '../core/nearest.js';
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
    },
  },
  check({ model, ruleIds, report }) {
    for (const resource of model.resources) {
      for (const annotation of Object.keys(annotations(resource))) {
        if (!annotation.startsWith(SUPPRESS_PREFIX)) continue;
        const id = annotation.slice(SUPPRESS_PREFIX.length);
        if (ruleIds.includes(id)) continue;
        const meant = nearest(id, ruleIds) ?? '';
        report({
          resource,
          path: ['metadata', 'annotations', annotation],
          messageId: 'unknown',
          data: { annotation, nearest: meant },
          fix: `Rename the annotation to ${SUPPRESS_PREFIX}${meant} (webhook-cert-gate rules lists the ids), or remove it.`,
        });
      }
    }
  },
});

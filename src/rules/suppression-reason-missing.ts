import { SUPPRESS_PREFIX, suppressionOf } from './engine.js';
import { annotations } from '../model/resource.js';
import { defineRule } from './types.js';

/** A suppression must say why the finding is accepted; the engine honours it either way. */
export const rule = defineRule({
  meta: {
    id: 'suppression-reason-missing',
    severity: 'warning',
    description: 'A webhook-cert-gate.io/ignore-<rule> annotation with an empty reason.',
    messages: {
      reasonless: 'Annotation {annotation} suppresses {rule} without a reason.',
    },
  },
  check({ model, settings, ruleIds, report }) {
    if (settings.strict) return; // no suppression is honoured: the suppressed rules report instead
    for (const resource of model.resources) {
      for (const annotation of Object.keys(annotations(resource))) {
        if (!annotation.startsWith(SUPPRESS_PREFIX)) continue;
        const id = annotation.slice(SUPPRESS_PREFIX.length);
        if (!ruleIds.includes(id) || suppressionOf(resource, id)?.trim()) continue;
        report({
          resource,
          path: ['metadata', 'annotations', annotation],
          messageId: 'reasonless',
          data: { annotation, rule: id },
          fix: `Give the annotation a value that says why the finding is accepted, e.g. "${annotation}: single-replica test cluster".`,
        });
      }
    }
  },
});

import { effectiveState } from '../effective/index.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'webhook-failure-policy-ignore',
    severity: 'warning',
    description:
      'A webhook that will run with failurePolicy Ignore (explicit, the v1beta1 default, or set by its owner after install).',
    messages: {
      ignore:
        'Webhook {webhook} in {kind} {name} has failurePolicy Ignore{implicit}: if TLS to it fails (a caBundle that does not match the serving replica), objects are admitted unmutated and unvalidated.',
      ownerIgnore:
        '{owner} sets failurePolicy Ignore on webhook {webhook} in {kind} {name} after install: if TLS to it fails, objects are admitted unmutated and unvalidated.',
    },
    schema: {
      type: 'object',
      properties: {
        allow: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            'Webhook names (webhooks[].name) meant to fail open, such as one that only adds labels or metrics: not reported wherever they are installed.',
        },
      },
      additionalProperties: false,
    },
    defaultOptions: { allow: [] },
  },
  check({ model, options, report }) {
    const allowed = new Set(options.allow);
    for (const w of effectiveState(model).webhooks) {
      const p = w.failurePolicy;
      if (p.value !== 'Ignore' || allowed.has(w.name)) continue;
      const e = w.source;
      const data = { webhook: w.name, kind: e.config.kind, name: e.config.name };
      if (p.owner) {
        report({
          resource: p.owner.resource,
          path: p.owner.path,
          messageId: 'ownerIgnore',
          data: { ...data, owner: p.owner.label },
          fix: `make ${p.owner.label} set Fail, annotate it webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted, or list ${w.name} in the rule's allow option`,
        });
        continue;
      }
      report({
        resource: e.config,
        path: p.implicit ? e.path : [...e.path, 'failurePolicy'],
        messageId: 'ignore',
        data: { ...data, implicit: p.implicit ? ' (the v1beta1 default)' : '' },
        fix: `set failurePolicy: Fail, annotate the configuration webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted, or list ${w.name} in the rule's allow option`,
      });
    }
  },
});

import type { Rule } from './types.js';

/** Reported by the engine when it honours a suppression annotation; this module is its docs. */
export const rule: Rule = {
  meta: {
    id: 'suppression-reason-missing',
    severity: 'warning',
    description: 'A webhook-cert-gate.io/ignore-<rule> annotation with an empty reason.',
    messages: {},
  },
  check() {},
};

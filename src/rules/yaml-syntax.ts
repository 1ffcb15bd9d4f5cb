import type { Rule } from './types.js';

/** Reported by the loader (src/check.ts), which sees documents before they are objects; this module is its docs. */
export const rule: Rule = {
  meta: {
    id: 'yaml-syntax',
    severity: 'error',
    description: 'A document that does not parse as YAML or JSON.',
    messages: {},
  },
  check() {},
};

import type { Rule } from './types.js';

/** Reported by the loader (src/check.ts), which sees documents before they are objects; this module is its docs. */
export const rule: Rule = {
  meta: {
    id: 'yaml-syntax',
    severity: 'error',
    description: 'A document that does not parse as YAML or JSON.',
    why: 'kubectl apply rejects the whole file, and nothing in the broken document can be checked.',
    howToFix: 'Fix the YAML at the reported line. The other documents of the file were still checked.',
    example: `kind: ConfigMap
metadata:
  name: x
 data: {oops     # <- reported here; other documents are still checked`,
    messages: {},
  },
  check() {},
};

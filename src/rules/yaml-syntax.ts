import { defineRule } from './types.js';

/** The loader skips a document that does not parse and hands its error here, so config and `off` apply. */
export const rule = defineRule({
  meta: {
    id: 'yaml-syntax',
    severity: 'error',
    description: 'A document that does not parse as YAML or JSON.',
    messages: {
      syntax: '{error}; this document was skipped, the others were checked.',
    },
  },
  check({ syntaxErrors, report }) {
    for (const { message, ...location } of syntaxErrors) {
      report({
        location,
        messageId: 'syntax',
        data: { error: message },
        fix: 'Fix the YAML at this line (kubectl apply would reject the whole file).',
      });
    }
  },
});

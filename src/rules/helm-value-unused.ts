import { defineRule } from './types.js';

/** Judges the values the Helm front end found unread (src/load/helm/unread.ts): each at the line or flag that gave it. */
export const rule = defineRule({
  meta: {
    id: 'helm-value-unused',
    severity: 'warning',
    description:
      'A Helm value given with --values or --set that nothing reads: the chart renders as if it were not there.',
    messages: {
      templates:
        'Helm value {key} is given, but no template of chart {chart} reads it (nor any key above it): the chart renders as if it were not set.',
      mapping:
        'Helm value {key} is given, but the values mapping of {chart} does not read it: it was not checked (give the chart folder, so its templates decide).',
      templatesTypo:
        'Helm value {key} is given, but no template of chart {chart} reads it (nor any key above it): the chart renders as if it were not set. Did you mean {suggestion}?',
      mappingTypo:
        'Helm value {key} is given, but the values mapping of {chart} does not read it: it was not checked. Did you mean {suggestion}?',
    },
  },
  check({ helm, report }) {
    for (const u of helm?.unread ?? []) {
      report({
        resource: u.resource,
        messageId: u.suggestion ? `${u.by}Typo` : u.by,
        data: { key: u.key, chart: u.chart, suggestion: u.suggestion ?? '' },
        fix: u.suggestion
          ? `rename ${u.key} to ${u.suggestion}, the key the chart reads`
          : u.by === 'templates'
            ? `remove ${u.key}, or set the key the chart's templates read (a typo, a forked chart's key, or a value for another chart)`
            : `give the chart folder as a PATH (its templates show whether ${u.key} is read), or map the key under values: in .webhook-cert-gate.yaml`,
      });
    }
  },
});

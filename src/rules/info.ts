import type { RuleInfo } from '../core/finding.js';
import { ruleDocsUrl } from '../core/tool.js';
import { docsOf, RULES } from './index.js';

/** The rule table reporters and docs use, derived from each rule's meta so they cannot drift. */
export function ruleInfos(): RuleInfo[] {
  return RULES.map(({ meta }) => {
    const { why, howToFix } = docsOf(meta.id);
    return {
      id: meta.id,
      severity: meta.severity,
      description: meta.description,
      help: `${why}\n\nFix: ${howToFix}`,
      docsUrl: ruleDocsUrl(meta.id),
    };
  });
}

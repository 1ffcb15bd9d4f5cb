import type { RuleInfo } from '../core/finding.js';
import { ruleDocsUrl } from '../core/tool.js';
import { docsOf, RULES } from './index.js';

/** The rule table reporters and docs use, derived from each rule's meta so they cannot drift. */
export function ruleInfos(): RuleInfo[] {
  return RULES.map(({ meta }) => ({
    id: meta.id,
    severity: meta.severity,
    description: meta.description,
    help: `${docsOf(meta.id).why}\n\nFix: ${docsOf(meta.id).howToFix}`,
    docsUrl: ruleDocsUrl(meta.id),
  }));
}

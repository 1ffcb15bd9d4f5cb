export const TOOL_NAME = 'webhook-cert-gate';
export const TOOL_VERSION = '0.1.0';
const REPO = 'https://github.com/webhook-cert-gate/webhook-cert-gate/blob/main/';
/** The rule index; each rule has its page next to it (docs/rules/<id>.md). */
export const DOCS_BASE = `${REPO}docs/rules/README.md`;
export function ruleDocsUrl(ruleId: string): string {
  return `${REPO}docs/rules/${ruleId}.md`;
}

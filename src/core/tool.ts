export const TOOL_NAME = 'webhook-cert-gate';
export const TOOL_VERSION = '0.1.0';
export const DOCS_BASE = 'https://github.com/webhook-cert-gate/webhook-cert-gate/blob/main/README.md';
export function ruleDocsUrl(ruleId: string): string {
  return `${DOCS_BASE}#${ruleId}`;
}

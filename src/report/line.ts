import type { Finding } from '../core/finding.js';
import { printable, printablePath } from '../core/printable.js';

/**
 * One line per finding, `file:line:col: severity rule message`, as compilers print them: editors jump
 * to the place (vim's errorformat, Emacs compile mode, VS Code problem matchers) and grep can filter it.
 * No footer: an empty report is an empty output.
 */
export function renderLines(findings: readonly Finding[]): string {
  return findings.map((f) => `${printablePath(f.file)}:${f.line}:${f.column}: ${f.severity} ${printable(f.rule)} ${printable(f.message)}\n`).join('');
}

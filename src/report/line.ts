import type { Finding } from '../core/finding.js';
import { printable, printablePath } from '../core/printable.js';
import { chunked, joined, type Chunks } from './chunks.js';

/**
 * One line per finding, `file:line:col: severity rule message`, as compilers print them: editors jump
 * to the place (vim's errorformat, Emacs compile mode, VS Code problem matchers) and grep can filter it.
 * A finding of a run with several scopes ends `[scope NAME]`. No footer: an empty report is an empty output.
 */
export function renderLines(findings: readonly Finding[]): string {
  return joined(lineChunks(findings));
}

export function lineChunks(findings: readonly Finding[]): Chunks {
  return chunked(findingLines(findings));
}

function* findingLines(findings: readonly Finding[]): Generator<string> {
  for (const f of findings)
    yield `${printablePath(f.file)}:${f.line}:${f.column}: ${f.severity} ${printable(f.rule)} ${printable(f.message)}${f.scope ? ` [scope ${printable(f.scope)}]` : ''}\n`;
}

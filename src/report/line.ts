import { logicalLocation, type Finding } from '../core/finding.js';
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

/** An application's finding names it; another of a run with several scopes, its scope. */
function where(f: Finding): string {
  if (f.application) return ` [application ${printable(f.application)}]`;
  return f.scope ? ` [scope ${printable(f.scope)}]` : '';
}

function* findingLines(findings: readonly Finding[]): Generator<string> {
  for (const f of findings) {
    // A live object's logical location has no line to jump to.
    const place = logicalLocation(f) ? printable(f.file) : `${printablePath(f.file)}:${f.line}:${f.column}`;
    yield `${place}: ${f.severity} ${printable(f.rule)} ${printable(f.message)}${where(f)}\n`;
  }
}

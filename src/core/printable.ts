/**
 * Text safe to print on one terminal or CI log line: control characters (C0, DEL, C1) and line
 * separators become visible escapes. A file or object name from a pull request can hold a newline
 * followed by `::error::` (a GitHub workflow command) or an ANSI escape; printed raw, it would act.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this escapes
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, escapeChar);
}

/** A file name at the start of a line that cannot start a GitHub workflow command: `::x.yaml` is printed as `./::x.yaml`, the same path. */
export function printablePath(file: string): string {
  const shown = printable(file);
  return shown.startsWith('::') ? `./${shown}` : shown;
}

function escapeChar(c: string): string {
  const code = c.charCodeAt(0);
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  if (c === '\t') return '\\t';
  return code > 0xff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\x${code.toString(16).padStart(2, '0')}`;
}

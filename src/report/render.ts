import { compareFindings, summarize, type Finding, type RuleInfo, type Severity } from '../core/finding.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/tool.js';
import { printable, printablePath } from '../core/printable.js';
import { renderJunit } from './junit.js';
import { renderLines } from './line.js';
import { renderSarif } from './sarif.js';

export type Format = 'text' | 'json' | 'sarif' | 'junit' | 'line';
export const FORMATS: readonly Format[] = ['text', 'json', 'sarif', 'junit', 'line'];

export interface RenderOptions {
  format: Format;
  color?: boolean;
  rules?: readonly RuleInfo[];
  /** What was read: the text footer, JSON summary.files/resources, the JUnit suite of a clean run. */
  stats?: { files: number; resources: number };
  /** Inputs that could not be read, one line each: footer count, JSON inputErrors, SARIF notifications, JUnit errors. */
  errors?: readonly string[];
  /** The --fail-on threshold: JUnit fails the test cases of findings at or above it (default error). */
  failOn?: Severity | 'none';
  /** How chart folders were read, when there were any: text footer, JSON tool.helm, SARIF run properties. */
  helm?: HelmMode;
}

/** Render mode (a real `helm template`) or the values model (helm absent), as the Helm front end reports it. */
export interface HelmMode {
  mode: 'render' | 'values';
  helm?: string;
  reason?: string;
}

export function helmModeText(m: HelmMode): string {
  return m.mode === 'render' ? `charts rendered by helm ${m.helm ?? ''}`.trimEnd() : `charts read through the values model (${m.reason ?? 'no helm'})`;
}

export function render(findings: readonly Finding[], options: RenderOptions): string {
  const sorted = [...findings].sort(compareFindings);
  switch (options.format) {
    case 'json':
      return renderJson(sorted, options);
    case 'sarif':
      return renderSarif(sorted, options.rules ?? [], { ...(options.helm ? { properties: { helm: options.helm } } : {}), errors: options.errors });
    case 'junit':
      return renderJunit(sorted, { failOn: options.failOn ?? 'error', stats: options.stats, errors: options.errors });
    case 'line':
      return renderLines(sorted);
    default:
      return renderText(sorted, options);
  }
}

/** summary.files and summary.resources say what was checked (0 resources: nothing was); inputErrors what could not be read. */
export function renderJson(findings: readonly Finding[], options: Pick<RenderOptions, 'helm' | 'stats' | 'errors'> = {}): string {
  const { helm, stats, errors } = options;
  const out = {
    tool: { name: TOOL_NAME, version: TOOL_VERSION, ...(helm ? { helm } : {}) },
    summary: { ...summarize(findings), ...(stats ? { files: stats.files, resources: stats.resources, unreadable: errors?.length ?? 0 } : {}) },
    ...(stats || errors ? { inputErrors: [...(errors ?? [])] } : {}),
    findings: findings.map(jsonFinding),
  };
  return JSON.stringify(out, null, 2) + '\n';
}

function jsonFinding(f: Finding) {
  return {
    rule: f.rule,
    severity: f.severity,
    message: f.message,
    file: f.file,
    line: f.line,
    column: f.column,
    object: f.object ? { kind: f.object.kind, name: f.object.name, namespace: f.object.namespace ?? null } : null,
    field: f.field ?? null,
    fix: f.fix ?? null,
    ...(f.template ? { template: f.template } : {}),
    ...(f.scope ? { scope: f.scope } : {}),
  };
}

const COLORS: Record<Severity, string> = { error: '\x1b[31m', warning: '\x1b[33m', info: '\x1b[36m' };
const DIM = '\x1b[2m';
const RESET = '\x1b[0m';

export function renderText(findings: readonly Finding[], options: RenderOptions): string {
  const paint = (code: string, s: string) => (options.color ? code + s + RESET : s);
  const lines: string[] = [];
  let file: string | undefined;
  for (const f of findings) {
    if (f.file !== file) {
      if (file !== undefined) lines.push('');
      file = f.file;
      lines.push(paint('\x1b[4m', printablePath(f.file)));
    }
    const where = `${f.line}:${f.column}`.padEnd(8);
    const obj = [
      f.object ? printable(`${f.object.kind}/${f.object.namespace ? f.object.namespace + '/' : ''}${f.object.name}`) : '',
      f.scope ? printable(`scope ${f.scope}`) : '',
    ].filter(Boolean).join(', ');
    lines.push(`  ${where} ${paint(COLORS[f.severity], f.severity.padEnd(7))} ${printable(f.message)}  ${paint(DIM, f.rule)}`);
    if (f.template) lines.push(`           ${paint(DIM, `from template ${printable(f.template)}`)}`);
    if (f.fix) lines.push(`           ${paint(DIM, 'fix:')} ${printable(f.fix)}${paint(DIM, obj ? ` (${obj})` : '')}`);
  }
  const s = summarize(findings);
  const total = findings.length;
  if (total) lines.push('');
  const counts = `${s.error} error${s.error === 1 ? '' : 's'}, ${s.warning} warning${s.warning === 1 ? '' : 's'}, ${s.info} info`;
  lines.push(footer(total, counts, s.error > 0, options, paint));
  return lines.join('\n') + '\n';
}

function footer(total: number, counts: string, errors: boolean, options: RenderOptions, paint: (code: string, s: string) => string): string {
  const st = options.stats;
  if (!st) return total ? `${paint(errors ? COLORS.error : COLORS.warning, '✖')} ${counts}` : '✔ no findings';
  const sources = st.files ? plural(st.files, 'file') : '';
  const read = ` in ${plural(st.resources, 'resource')} from ${sources || 'no input'}${options.helm ? `; ${helmModeText(options.helm)}` : ''}`;
  if (options.errors?.length) {
    const rest = st.resources || total ? `${total ? counts : 'no findings'}${read}` : 'nothing else was checked';
    return `${paint(COLORS.error, '✖')} ${plural(options.errors.length, 'input')} could not be read (see the errors); ${rest}`;
  }
  if (!total && !st.resources) return `– nothing checked: no Kubernetes objects in ${sources || 'the inputs (no .yaml, .yml or .json file)'}`;
  return total ? `${paint(errors ? COLORS.error : COLORS.warning, '✖')} ${counts}${read}` : `✔ no findings${read}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

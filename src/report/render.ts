import {
  compareFindings,
  logicalLocation,
  summarize,
  type Finding,
  type RelatedPlace,
  type RuleInfo,
  type Severity,
} from '../core/finding.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/tool.js';
import { printable, printablePath } from '../core/printable.js';
import { chunked, joined, jsonArray, type Chunks } from './chunks.js';
import { junitChunks } from './junit.js';
import { lineChunks } from './line.js';
import { openReportsChunks } from './openreports.js';
import type { ReportSubjects } from './policy-results.js';
import { policyReportV1alpha2Chunks } from './policyreport.js';
import { relatedText, renderedText, sarifChunks } from './sarif.js';

export type { Chunks } from './chunks.js';

export type { ReportSubjects } from './policy-results.js';

export type Format = 'text' | 'json' | 'sarif' | 'junit' | 'line' | 'openreports' | 'policyreport';
export const FORMATS: readonly Format[] = ['text', 'json', 'sarif', 'junit', 'line', 'openreports', 'policyreport'];

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
  /** openreports and policyreport: the holders checked (their passes) and the objects' apiVersions; called only for those. */
  subjects?: () => ReportSubjects;
  /** Findings left out because a --baseline holds them: the text footer, JSON summary.baselined. */
  baselined?: number;
}

/** Render mode (a real `helm template`) or the values model (helm absent), as the Helm front end reports it. */
export interface HelmMode {
  mode: 'render' | 'values';
  helm?: string;
  reason?: string;
}

export function helmModeText(m: HelmMode): string {
  return m.mode === 'render'
    ? `charts rendered by helm ${m.helm ?? ''}`.trimEnd()
    : `charts read through the values model (${m.reason ?? 'no helm'})`;
}

export function render(findings: readonly Finding[], options: RenderOptions): string {
  return joined(renderChunks(findings, options));
}

/** The report in order, in chunks of about 64 KB, for writing as they are made (chunks.ts says why). */
export function renderChunks(findings: readonly Finding[], options: RenderOptions): Chunks {
  const sorted = [...findings].sort(compareFindings);
  switch (options.format) {
    case 'json':
      return chunked(jsonChunks(sorted, options));
    case 'sarif':
      return sarifChunks(sorted, options.rules ?? [], {
        ...(options.helm ? { properties: { helm: options.helm } } : {}),
        errors: options.errors,
      });
    case 'junit':
      return junitChunks(sorted, { failOn: options.failOn ?? 'error', stats: options.stats, errors: options.errors });
    case 'line':
      return lineChunks(sorted);
    case 'openreports':
      return openReportsChunks(sorted, options);
    case 'policyreport':
      return policyReportV1alpha2Chunks(sorted, options);
    default:
      return chunked(textLines(sorted, options));
  }
}

/** summary.files and summary.resources say what was checked (0 resources: nothing was); inputErrors what could not be read. */
export function renderJson(
  findings: readonly Finding[],
  options: Pick<RenderOptions, 'helm' | 'stats' | 'errors' | 'baselined'> = {},
): string {
  return joined(jsonChunks(findings, options));
}

/** As JSON.stringify(report, null, 2) writes it, with the findings array written one finding at a time. */
function* jsonChunks(
  findings: readonly Finding[],
  options: Pick<RenderOptions, 'helm' | 'stats' | 'errors' | 'baselined'>,
): Generator<string> {
  const { helm, stats, errors, baselined } = options;
  const head = JSON.stringify(
    {
      tool: { name: TOOL_NAME, version: TOOL_VERSION, ...(helm ? { helm } : {}) },
      summary: {
        ...summarize(findings),
        ...(stats ? { files: stats.files, resources: stats.resources, unreadable: errors?.length ?? 0 } : {}),
        ...(baselined !== undefined ? { baselined } : {}),
      },
      ...(stats || errors ? { inputErrors: [...(errors ?? [])] } : {}),
      findings: [],
    },
    null,
    2,
  );
  // The head ends `"findings": []\n}`: the array is written in its place.
  yield head.slice(0, -'[]\n}'.length);
  yield* jsonArray(findings, '  ', jsonFindingText);
  yield '\n}\n';
}

/**
 * One finding as JSON.stringify(finding, null, 2) would write it four spaces in, built directly: no object
 * per finding and no re-indenting (in a large report each cost as much as the text). Every member is always
 * written: `null` when absent, except template, scope, application and rendered, written only when set.
 */
function jsonFindingText(f: Finding): string {
  const o = f.object;
  const q = JSON.stringify;
  const object = o
    ? `{\n        "kind": ${q(o.kind)},\n        "name": ${q(o.name)},\n        "namespace": ${q(o.namespace ?? null)}\n      }`
    : 'null';
  return (
    `{\n      "rule": ${q(f.rule)},\n      "severity": ${q(f.severity)},\n      "message": ${q(f.message)},\n      "file": ${q(f.file)},` +
    `\n      "line": ${q(f.line)},\n      "column": ${q(f.column)},\n      "object": ${object},\n      "field": ${q(f.field ?? null)},\n      "fix": ${q(f.fix ?? null)}` +
    `${f.template ? `,\n      "template": ${q(f.template)}` : ''}${f.scope ? `,\n      "scope": ${q(f.scope)}` : ''}` +
    (f.application ? `,\n      "application": ${q(f.application)}` : '') +
    (f.rendered ? `,\n      "rendered": ${placeJson(f.rendered, '      ')}` : '') +
    `${f.related?.length ? `,\n      "related": [\n${f.related.map(relatedJson).join(',\n')}\n      ]` : ''}\n    }`
  );
}

/** A place as JSON.stringify(place, null, 2) writes it at the given indent: file, line, column. */
function placeJson(p: { file: string; line: number; column: number }, indent: string): string {
  const q = JSON.stringify;
  return `{\n${indent}  "file": ${q(p.file)},\n${indent}  "line": ${q(p.line)},\n${indent}  "column": ${q(p.column)}\n${indent}}`;
}

/** A related place: where, what is there, and its render line when it has one. */
function relatedJson(r: RelatedPlace): string {
  const q = JSON.stringify;
  const i = '          ';
  return (
    `        {\n${i}"file": ${q(r.file)},\n${i}"line": ${q(r.line)},\n${i}"column": ${q(r.column)},\n${i}"message": ${q(r.message)}` +
    `${r.rendered ? `,\n${i}"rendered": ${placeJson(r.rendered, i)}` : ''}\n        }`
  );
}

const COLORS: Record<Severity, string> = { error: '\x1b[31m', warning: '\x1b[33m', info: '\x1b[36m' };
const DIM = '\x1b[2m';
const RESET = '\x1b[0m';

export function renderText(findings: readonly Finding[], options: RenderOptions): string {
  return joined(textLines(findings, options));
}

function* textLines(findings: readonly Finding[], options: RenderOptions): Generator<string> {
  const paint = (code: string, s: string) => (options.color ? code + s + RESET : s);
  let file: string | undefined;
  for (const f of findings) {
    // A live object is one heading, and the field its findings name stands where a line would.
    const logical = logicalLocation(f);
    const heading = logical?.object ?? f.file;
    if (heading !== file) {
      if (file !== undefined) yield '\n';
      file = heading;
      yield paint('\x1b[4m', logical ? printable(heading) : printablePath(heading)) + '\n';
    }
    const where = (logical ? printable(logical.field) : `${f.line}:${f.column}`).padEnd(8);
    yield `  ${where} ${paint(COLORS[f.severity], f.severity.padEnd(7))} ${printable(f.message)}  ${paint(DIM, f.rule)}\n`;
    if (f.template) yield `           ${paint(DIM, `from template ${printable(f.template)}`)}\n`;
    if (f.rendered) yield `           ${paint(DIM, `rendered: ${renderedText(f.rendered)}`)}\n`;
    for (const r of f.related ?? []) yield `           ${paint(DIM, relatedText(r))}\n`;
    if (f.fix) {
      const obj = objectText(f);
      yield `           ${paint(DIM, 'fix:')} ${printable(f.fix)}${paint(DIM, obj ? ` (${obj})` : '')}\n`;
    }
  }
  const s = summarize(findings);
  const total = findings.length;
  if (total) yield '\n';
  const counts = `${s.error} error${s.error === 1 ? '' : 's'}, ${s.warning} warning${s.warning === 1 ? '' : 's'}, ${s.info} info`;
  const baselined = options.baselined === undefined ? '' : `; ${options.baselined} baselined`;
  yield footer(total, counts, s.error > 0, options, paint) + baselined + '\n';
}

/** The object and scope a fix applies to, as the text report names them after the fix. */
function objectText(f: Finding): string {
  const object = f.object
    ? printable(`${f.object.kind}/${f.object.namespace ? f.object.namespace + '/' : ''}${f.object.name}`)
    : '';
  // An application's scope is the application: named as such.
  const scope = f.application
    ? printable(`application ${f.application}`)
    : f.scope
      ? printable(`scope ${f.scope}`)
      : '';
  return object && scope ? `${object}, ${scope}` : object || scope;
}

function footer(
  total: number,
  counts: string,
  errors: boolean,
  options: RenderOptions,
  paint: (code: string, s: string) => string,
): string {
  const st = options.stats;
  if (!st) return total ? `${paint(errors ? COLORS.error : COLORS.warning, '✖')} ${counts}` : '✔ no findings';
  const sources = st.files ? plural(st.files, 'file') : '';
  const read = ` in ${plural(st.resources, 'resource')} from ${sources || 'no input'}${options.helm ? `; ${helmModeText(options.helm)}` : ''}`;
  if (options.errors?.length) {
    const rest = st.resources || total ? `${total ? counts : 'no findings'}${read}` : 'nothing else was checked';
    return `${paint(COLORS.error, '✖')} ${plural(options.errors.length, 'input')} could not be read (see the errors); ${rest}`;
  }
  if (!total && !st.resources)
    return `– nothing checked: no Kubernetes objects in ${sources || 'the inputs (no .yaml, .yml or .json file)'}`;
  return total ? `${paint(errors ? COLORS.error : COLORS.warning, '✖')} ${counts}${read}` : `✔ no findings${read}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

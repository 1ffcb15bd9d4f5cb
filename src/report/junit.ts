import { atOrAbove, type Finding, type Severity } from '../core/finding.js';
import { printable } from '../core/printable.js';
import { TOOL_NAME } from '../core/tool.js';

export interface JunitOptions {
  failOn: Severity | 'none';
  /** What was read; a run with no finding still shows one passing test case saying so. */
  stats?: { files: number; resources: number };
  /** Inputs that could not be read: one <error> test case each. */
  errors?: readonly string[];
}

/**
 * JUnit XML as GitLab, Jenkins and Azure DevOps read it: one <testsuite> per file, one <testcase> per
 * finding (classname = file, name = rule and place); a finding at or above --fail-on is a <failure>,
 * one below it is <skipped> (shown, not failing). Findings arrive sorted by file.
 */
export function renderJunit(findings: readonly Finding[], options: JunitOptions): string {
  const suites: string[] = [];
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  for (const [file, list] of byFile) {
    const cases = list.map((f) => findingCase(f, options.failOn));
    suites.push(suite(file, cases, totals));
  }
  if (options.errors?.length) {
    const cases = options.errors.map((e) => ({ xml: testcase('inputs', printable(e), `<error message="${attr(e)}" type="unreadable"/>`), outcome: 'error' as const }));
    suites.push(suite('inputs', cases, totals));
  }
  if (!findings.length && !options.errors?.length) {
    const st = options.stats;
    const what = st ? `${st.resources} resource(s) from ${st.files} file(s) checked` : 'checked';
    suites.push(suite(TOOL_NAME, [{ xml: testcase(TOOL_NAME, `no findings: ${what}`, ''), outcome: 'pass' }], totals));
  }
  const head = `<testsuites name="${TOOL_NAME}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}" skipped="${totals.skipped}" time="0">`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', head, ...suites, '</testsuites>', ''].join('\n');
}

type Outcome = 'pass' | 'failure' | 'skipped' | 'error';

function findingCase(f: Finding, failOn: Severity | 'none'): { xml: string; outcome: Outcome } {
  const text = `${f.message}${f.template ? ` (from template ${f.template})` : ''}${f.fix ? `\nfix: ${f.fix}` : ''}`;
  const object = f.object ? ` ${f.object.kind}/${f.object.namespace ? `${f.object.namespace}/` : ''}${f.object.name}` : '';
  const name = `${f.rule} ${f.file}:${f.line}:${f.column}${object}`;
  if (!atOrAbove(f.severity, failOn)) {
    return { xml: testcase(f.file, name, `<skipped message="${attr(`${f.severity} below --fail-on ${failOn}: ${f.message}`)}"/>`), outcome: 'skipped' };
  }
  const failure = `<failure message="${attr(f.message)}" type="${f.severity}">${text_(text)}</failure>`;
  return { xml: testcase(f.file, name, failure), outcome: 'failure' };
}

function suite(name: string, cases: readonly { xml: string; outcome: Outcome }[], totals: Record<'tests' | 'failures' | 'errors' | 'skipped', number>): string {
  const count = (o: Outcome) => cases.filter((c) => c.outcome === o).length;
  const n = { tests: cases.length, failures: count('failure'), errors: count('error'), skipped: count('skipped') };
  for (const k of Object.keys(n) as (keyof typeof n)[]) totals[k] += n[k];
  const open = `  <testsuite name="${attr(name)}" tests="${n.tests}" failures="${n.failures}" errors="${n.errors}" skipped="${n.skipped}" time="0">`;
  return [open, ...cases.map((c) => c.xml), '  </testsuite>'].join('\n');
}

function testcase(classname: string, name: string, body: string): string {
  const open = `    <testcase classname="${attr(classname)}" name="${attr(name)}" time="0"`;
  return body ? `${open}>${body}</testcase>` : `${open}/>`;
}

/** Characters XML 1.0 cannot carry at all (most C0 controls, lone surrogates, U+FFFE/F) become visible escapes. */
function xmlSafe(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function text_(s: string): string {
  return xmlSafe(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value on one line: newlines and tabs as character references, so parsers keep them. */
function attr(s: string): string {
  return text_(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

import { atOrAbove, logicalLocation, placeOf, type Finding, type Severity } from '../core/finding.js';
import { printable } from '../core/printable.js';
import { TOOL_NAME } from '../core/tool.js';
import { chunked, joined, type Chunks } from './chunks.js';

export interface JunitOptions {
  failOn: Severity | 'none';
  /** What was read; a run with no finding still shows one passing test case saying so. */
  stats?: { files: number; resources: number };
  /** Inputs that could not be read: one <error> test case each. */
  errors?: readonly string[];
}

/**
 * JUnit XML as GitLab, Jenkins and Azure DevOps read it: one <testsuite> per file, one <testcase> per
 * finding (classname = file, name = rule, place, object and scope); a finding at or above --fail-on is a <failure>,
 * one below it is <skipped> (shown, not failing). Findings arrive sorted by file.
 */
export function renderJunit(findings: readonly Finding[], options: JunitOptions): string {
  return joined(junitChunks(findings, options));
}

export function junitChunks(findings: readonly Finding[], options: JunitOptions): Chunks {
  return chunked(junitLines(suitesOf(findings, options)));
}

type Counts = Record<'tests' | 'failures' | 'errors' | 'skipped', number>;

/** One <testsuite>: its counts up front (the opening tag carries them), its test cases made as they are written. */
interface Suite {
  name: string;
  counts: Counts;
  cases: Iterable<string>;
}

function suitesOf(findings: readonly Finding[], options: JunitOptions): Suite[] {
  const suites: Suite[] = [];
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    // A live object is one suite, whatever field each finding names.
    const file = logicalLocation(f)?.object ?? f.file;
    const list = byFile.get(file);
    if (list) list.push(f);
    else byFile.set(file, [f]);
  }
  for (const [file, list] of byFile) {
    const failures = list.reduce((n, f) => n + (atOrAbove(f.severity, options.failOn) ? 1 : 0), 0);
    suites.push({
      name: file,
      counts: { tests: list.length, failures, errors: 0, skipped: list.length - failures },
      cases: findingCases(file, list, options.failOn),
    });
  }
  if (options.errors?.length) {
    const cases = options.errors.map((e) =>
      testcase('inputs', printable(e), `<error message="${attr(e)}" type="unreadable"/>`),
    );
    suites.push({
      name: 'inputs',
      counts: { tests: cases.length, failures: 0, errors: cases.length, skipped: 0 },
      cases,
    });
  }
  if (!findings.length && !options.errors?.length) {
    const st = options.stats;
    const what = st ? `${st.resources} resource(s) from ${st.files} file(s) checked` : 'checked';
    suites.push({
      name: TOOL_NAME,
      counts: { tests: 1, failures: 0, errors: 0, skipped: 0 },
      cases: [testcase(TOOL_NAME, `no findings: ${what}`, '')],
    });
  }
  return suites;
}

function* junitLines(suites: readonly Suite[]): Generator<string> {
  const totals: Counts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const s of suites) for (const k of Object.keys(totals) as (keyof Counts)[]) totals[k] += s.counts[k];
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<testsuites name="${TOOL_NAME}"${countAttrs(totals)}>\n`;
  for (const s of suites) {
    yield `  <testsuite name="${attr(s.name)}"${countAttrs(s.counts)}>\n`;
    for (const xml of s.cases) yield xml + '\n';
    yield '  </testsuite>\n';
  }
  yield '</testsuites>\n';
}

function countAttrs(n: Counts): string {
  return ` tests="${n.tests}" failures="${n.failures}" errors="${n.errors}" skipped="${n.skipped}" time="0"`;
}

function* findingCases(file: string, findings: readonly Finding[], failOn: Severity | 'none'): Generator<string> {
  for (const f of findings) yield findingCase(file, f, failOn);
}

function findingCase(file: string, f: Finding, failOn: Severity | 'none'): string {
  const object = f.object
    ? ` ${f.object.kind}/${f.object.namespace ? `${f.object.namespace}/` : ''}${f.object.name}`
    : '';
  const name = `${f.rule} ${placeOf(f)}${object}${f.application ? ` [application ${f.application}]` : f.scope ? ` [scope ${f.scope}]` : ''}`;
  if (!atOrAbove(f.severity, failOn)) {
    return testcase(
      file,
      name,
      `<skipped message="${attr(`${f.severity} below --fail-on ${failOn}: ${f.message}`)}"/>`,
    );
  }
  const text = `${f.message}${f.template ? ` (from template ${f.template})` : ''}${f.fix ? `\nfix: ${f.fix}` : ''}`;
  const failure = `<failure message="${attr(f.message)}" type="${f.severity}">${text_(text)}</failure>`;
  return testcase(file, name, failure);
}

function testcase(classname: string, name: string, body: string): string {
  const open = `    <testcase classname="${attr(classname)}" name="${attr(name)}" time="0"`;
  return body ? `${open}>${body}</testcase>` : `${open}/>`;
}

/** Characters XML 1.0 cannot carry at all (most C0 controls, lone surrogates, U+FFFE/F) become visible escapes. */
function xmlSafe(s: string): string {
  return s.replace(
    // eslint-disable-next-line no-control-regex -- the controls are what it replaces
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function text_(s: string): string {
  return xmlSafe(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value on one line: newlines and tabs as character references, so parsers keep them. */
function attr(s: string): string {
  return text_(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

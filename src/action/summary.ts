import { atOrAbove, summarize, type Finding, type Severity } from '../core/finding.js';
import { ANNOTATIONS_PER_TYPE, type AnnotationCount } from './annotate.js';

/** GitHub keeps 1 MiB of summary per step; stay well under it so the closing notes always fit. */
export const SUMMARY_BUDGET = 900 * 1024;

export interface SummaryData {
  /** Reported findings, most severe first. */
  findings: readonly Finding[];
  failOn: Severity | 'none';
  stats: { files: number; resources: number };
  /** Inputs that could not be read. */
  errors: readonly string[];
  annotations?: AnnotationCount;
  /** Set with changed-only: the base and how many findings in unchanged files were left out. */
  changed?: { base: string; files: number; hidden: number };
  /** Builds a link to a file line, when the repository is known. */
  link?: (file: string, line: number) => string | undefined;
  /** Markdown lines: who writes and who serves each holder with a finding (./graph.ts). */
  graphs?: readonly string[];
  /** Findings the baseline holds, left out of the verdict. */
  baselined?: readonly Finding[];
  /** Inputs not checked, each with why (an application whose source is another repository). */
  notChecked?: readonly string[];
}

export function summaryMarkdown(data: SummaryData, budget = SUMMARY_BUDGET): string {
  const head = ['## webhook-cert-gate', '', countsLine(data), ...notes(data).map((n) => `> ${n}`), ''];
  const failing = data.findings.filter((f) => atOrAbove(f.severity, data.failOn));
  let left = budget - bytes(head.join('\n'));
  const fixes = failing.length ? fixSection(failing, data, left / 2) : [];
  left -= bytes(fixes.join('\n'));
  const graphs = within(data.graphs ?? [], left / 2, 'graphs');
  left -= bytes(graphs.join('\n'));
  const lists = [...baselinedList(data), ...notCheckedList(data)];
  left -= bytes(lists.join('\n'));
  const table = data.findings.length ? findingsTable(data, left) : [];
  return [...head, ...fixes, ...graphs, ...table, ...lists].join('\n') + '\n';
}

function countsLine({ findings, stats, failOn }: SummaryData): string {
  const s = summarize(findings);
  const parts = [plural(s.error, 'error'), plural(s.warning, 'warning'), `${s.info} info`];
  const verdict = findings.some((f) => atOrAbove(f.severity, failOn)) ? '**Failed**' : '**Passed**';
  return `${verdict} (fail-on: \`${failOn}\`): ${parts.join(', ')} in ${plural(stats.resources, 'resource')} from ${plural(stats.files, 'file')}.`;
}

function notes({ errors, annotations, changed }: SummaryData): string[] {
  const out: string[] = [];
  if (errors.length)
    out.push(`${plural(errors.length, 'input')} could not be read: ${errors.map(escapeCell).join('; ')}`);
  if (changed) {
    out.push(
      `changed-only: findings in the ${plural(changed.files, 'file')} changed against \`${escapeCell(changed.base)}\`; ` +
        `${plural(changed.hidden, 'finding')} in unchanged files not reported.`,
    );
  }
  const skipped = annotations ? skippedText(annotations) : '';
  if (skipped)
    out.push(
      `${skipped} not annotated (GitHub shows at most ${ANNOTATIONS_PER_TYPE} per type per step): they are in the table below.`,
    );
  return out;
}

/** "3 errors, 1 warning", or '' when every finding was annotated. */
export function skippedText(count: AnnotationCount): string {
  const parts: string[] = [];
  if (count.skipped.error) parts.push(plural(count.skipped.error, 'error'));
  if (count.skipped.warning) parts.push(plural(count.skipped.warning, 'warning'));
  if (count.skipped.info) parts.push(`${count.skipped.info} info`);
  return parts.join(', ');
}

function fixSection(failing: readonly Finding[], data: SummaryData, budget: number): string[] {
  const items = failing.map(
    (f) =>
      `- ${location(f, data)} \`${f.rule}\`${f.object ? ` ${objectName(f)}` : ''}: ${escapeCell(f.fix ?? f.message)}`,
  );
  return ['### To pass the gate', '', ...within(items, budget, 'fixes'), ''];
}

function findingsTable(data: SummaryData, budget: number): string[] {
  const rows = data.findings.map(
    (f) =>
      `| ${f.severity} | \`${f.rule}\` | ${f.object ? objectName(f) : ''} | ${location(f, data)} | ${escapeCell(f.message)} | ${escapeCell(f.fix ?? '')} |`,
  );
  return [
    '### Findings',
    '',
    '| Severity | Rule | Object | Location | Message | Fix |',
    '| --- | --- | --- | --- | --- | --- |',
    ...within(rows, budget, 'findings'),
  ];
}

/** Collapsed: the baselined findings are known debt, listed so nobody forgets them. */
function baselinedList(data: SummaryData): string[] {
  const held = data.baselined ?? [];
  if (!held.length) return [];
  const items = held.map(
    (f) => `- ${f.severity} \`${f.rule}\`${f.object ? ` ${objectName(f)}` : ''} at ${location(f, data)}`,
  );
  return [
    '',
    `<details><summary>${plural(held.length, 'finding')} held by the baseline (not failing this run)</summary>`,
    '',
    ...within(items, 64 * 1024, 'baselined findings'),
    '',
    '</details>',
  ];
}

function notCheckedList({ notChecked }: SummaryData): string[] {
  if (!notChecked?.length) return [];
  return [
    '',
    '### Not checked',
    '',
    ...within(
      notChecked.map((n) => `- ${escapeCell(n)}`),
      64 * 1024,
      'inputs',
    ),
  ];
}

/** Keeps whole lines up to the byte budget and says how many were cut. */
function within(lines: readonly string[], budget: number, nouns: string): string[] {
  const kept: string[] = [];
  let used = 200; // room for the closing note
  for (const line of lines) {
    used += bytes(line) + 1;
    if (used > budget) break;
    kept.push(line);
  }
  const cut = lines.length - kept.length;
  if (cut)
    kept.push(
      '',
      `_${cut} more ${nouns} not shown: a job summary holds at most 1 MiB; the log and the SARIF file have them all._`,
    );
  return kept;
}

function location(f: Finding, data: SummaryData): string {
  const text = `${escapeCell(f.file)}:${f.line}`;
  const url = data.link?.(f.file, f.line);
  return url ? `[${text}](${url})` : text;
}

function objectName(f: Finding): string {
  const o = f.object!;
  return escapeCell(`${o.kind}/${o.namespace ? o.namespace + '/' : ''}${o.name}`);
}

/** Summaries render HTML and Markdown: keep manifest text from making either. */
export function escapeCell(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, '<br>');
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

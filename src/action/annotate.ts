import path from 'node:path';
import * as core from '@actions/core';
import { compareFindings, SEVERITY_RANK, type Finding, type Severity } from '../core/finding.js';

/** GitHub shows at most this many annotations of one type (error, warning, notice) per step. */
export const ANNOTATIONS_PER_TYPE = 10;

export interface AnnotationCount {
  annotated: Record<Severity, number>;
  skipped: Record<Severity, number>;
}

/**
 * Annotates the most severe findings first, up to GitHub's cap per type. When the step is going to
 * fail, one error slot is kept for core.setFailed's own annotation so the failure reason is never the one dropped.
 */
export function annotate(findings: readonly Finding[], willFail: boolean): AnnotationCount {
  const count: AnnotationCount = {
    annotated: { error: 0, warning: 0, info: 0 },
    skipped: { error: 0, warning: 0, info: 0 },
  };
  const budget: Record<Severity, number> = {
    error: ANNOTATIONS_PER_TYPE - (willFail ? 1 : 0),
    warning: ANNOTATIONS_PER_TYPE,
    info: ANNOTATIONS_PER_TYPE,
  };
  for (const f of bySeverity(findings)) {
    if (count.annotated[f.severity] >= budget[f.severity]) {
      count.skipped[f.severity]++;
      continue;
    }
    emit(f);
    count.annotated[f.severity]++;
  }
  return count;
}

/** Most severe first, then the stable file/line order. */
export function bySeverity(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || compareFindings(a, b));
}

function emit(f: Finding): void {
  const message = f.fix ? `${f.message}\nFix: ${f.fix}` : f.message;
  const endLine = f.endLine ?? f.line;
  const props: core.AnnotationProperties = {
    title: f.rule,
    startLine: f.line,
    startColumn: f.column,
    endLine,
    // GitHub reads columns only for a one-line range.
    ...(f.endColumn && endLine === f.line ? { endColumn: f.endColumn } : {}),
  };
  // An absolute path is outside the workspace: GitHub cannot place it on the diff.
  if (!path.isAbsolute(f.file) && !f.file.startsWith('<')) props.file = f.file; // not <stdin>
  if (f.severity === 'error') core.error(message, props);
  else if (f.severity === 'warning') core.warning(message, props);
  else core.notice(message, props);
}

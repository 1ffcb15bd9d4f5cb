import type { Finding, Severity } from '../core/finding.js';
import { liveFile } from './types.js';

export interface LiveSubject {
  kind: string;
  name: string;
  namespace?: string;
}

/** A finding about a live object; the file names the object (there is no manifest line to point at). */
export function liveFinding(
  rule: string, severity: Severity, subject: LiveSubject, message: string, fix?: string, field?: string,
): Finding {
  return {
    rule,
    severity,
    message,
    file: liveFile(subject.kind, subject.namespace, subject.name),
    line: 1,
    column: 1,
    object: { kind: subject.kind, name: subject.name, ...(subject.namespace ? { namespace: subject.namespace } : {}) },
    ...(field ? { field } : {}),
    ...(fix ? { fix } : {}),
  };
}

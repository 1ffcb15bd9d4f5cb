// The gate's machine-readable reports (`--format json`, `--format sarif`) as typed values, so tests read fields
// the compiler knows instead of `any` from JSON.parse. Each parser checks the outer shape and fails the test
// with the text it got when the output is not that report at all.
import assert from 'node:assert/strict';
import type { HelmMode } from '../src/report/render.js';
import type { JsonFinding } from './helpers.js';

/** `--format json` of check, cert and cluster (src/report/render.ts renderJson): the output contract. */
export interface JsonReport {
  tool: { name: string; version: string; helm?: HelmMode };
  summary: { error: number; warning: number; info: number; files?: number; resources?: number; unreadable?: number };
  inputErrors?: string[];
  findings: JsonFinding[];
}

/** A SARIF 2.1.0 log: the parts the gate writes and the SARIF Multitool's verdict uses. */
export interface SarifLog {
  version: string;
  runs: SarifRun[];
}

export interface SarifRun {
  tool: { driver: { name: string; rules: SarifRule[] } };
  invocations: {
    executionSuccessful: boolean;
    toolExecutionNotifications?: { level: string; message: { text: string } }[];
  }[];
  results: SarifResult[];
}

export interface SarifRule {
  id: string;
  helpUri: string;
  help: { text: string };
}

export interface SarifResult {
  ruleId: string;
  ruleIndex?: number;
  level?: string;
  message: { text?: string; id?: string; arguments?: string[] };
  locations?: SarifLocation[];
  relatedLocations?: (SarifLocation & { id: number; message: { text: string } })[];
}

export interface SarifLocation {
  /** Absent for a live object's finding, which has only its logical location. */
  physicalLocation: {
    artifactLocation: { uri: string; description?: { text: string } };
    region?: { startLine: number; startColumn?: number; endLine?: number; endColumn?: number };
  };
  logicalLocations?: { name: string; fullyQualifiedName: string; kind: string }[];
}

/** A `--format json` report: an object with a findings list. */
export function parseReport(text: string): JsonReport {
  const value: unknown = JSON.parse(text);
  assert.ok(
    isRecord(value) && Array.isArray(value.findings) && isRecord(value.summary),
    `not a JSON report: ${text.slice(0, 200)}`,
  );
  return value as unknown as JsonReport;
}

/** A SARIF log: an object with a runs list. */
export function parseSarif(text: string): SarifLog {
  const value: unknown = JSON.parse(text);
  assert.ok(isRecord(value) && Array.isArray(value.runs), `not a SARIF log: ${text.slice(0, 200)}`);
  return value as unknown as SarifLog;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  logicalLocation,
  type Finding,
  type RelatedPlace,
  type RenderedPlace,
  type Severity,
} from '../core/finding.js';
import { printable } from '../core/printable.js';
import type { RuleInfo } from '../core/finding.js';
import { DOCS_BASE, TOOL_NAME, TOOL_VERSION } from '../core/tool.js';
import { chunked, joined, jsonArray, nestedJson, type Chunks } from './chunks.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

export interface SarifOptions {
  /** Run properties (how chart folders were read). */
  properties?: Record<string, unknown>;
  /** Inputs that could not be read: toolExecutionNotifications, and executionSuccessful false. */
  errors?: readonly string[];
}

/** SARIF 2.1.0 with real regions, one rule entry per rule id that can appear. */
export function renderSarif(
  findings: readonly Finding[],
  rules: readonly RuleInfo[],
  options: SarifOptions = {},
): string {
  return joined(sarifChunks(findings, rules, options));
}

/** As JSON.stringify(log, null, 2) writes it, with the results written one at a time. */
export function sarifChunks(
  findings: readonly Finding[],
  rules: readonly RuleInfo[],
  options: SarifOptions = {},
): Chunks {
  const { properties, errors = [] } = options;
  const known = new Map(rules.map((r) => [r.id, r]));
  for (const f of findings) {
    if (!known.has(f.rule)) {
      known.set(f.rule, {
        id: f.rule,
        severity: f.severity,
        description: f.rule,
        help: f.fix ?? f.rule,
        docsUrl: DOCS_BASE,
      });
    }
  }
  const ruleList = [...known.values()];
  const index = new Map(ruleList.map((r, i) => [r.id, i]));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: TOOL_VERSION,
            informationUri: DOCS_BASE,
            rules: ruleList.map((r) => ({
              id: r.id,
              name: pascalCase(r.id),
              shortDescription: { text: r.description },
              fullDescription: { text: r.description },
              help: { text: r.help, markdown: r.help },
              helpUri: r.docsUrl,
              defaultConfiguration: { level: LEVEL[r.severity] },
            })),
          },
        },
        invocations: [
          {
            executionSuccessful: errors.length === 0,
            ...(errors.length
              ? {
                  toolExecutionNotifications: errors.map((text) => ({
                    level: 'error',
                    message: { text },
                    descriptor: { id: 'input-unreadable' },
                  })),
                }
              : {}),
          },
        ],
        ...(properties ? { properties } : {}),
        results: [],
      },
    ],
  };
  const head = JSON.stringify(log, null, 2);
  // The log ends `"results": []` and the brackets that close the run: the results are written in its place.
  const at = head.lastIndexOf('"results": []') + '"results": '.length;
  const result = (f: Finding, indent: string) => nestedJson(sarifResult(f, index.get(f.rule)), indent);
  return chunked(sarifParts(head.slice(0, at), jsonArray(findings, '      ', result), head.slice(at + 2)));
}

function* sarifParts(head: string, results: Iterable<string>, tail: string): Generator<string> {
  yield head;
  yield* results;
  yield tail + '\n';
}

function sarifResult(f: Finding, ruleIndex: number | undefined) {
  return {
    ruleId: f.rule,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text: messageText(f) },
    locations: [
      {
        // A live object is in no file: its logical location alone (docs/cluster.md#where-a-live-finding-points).
        ...(logicalLocation(f)
          ? { logicalLocations: [liveLogicalLocation(f)] }
          : { physicalLocation: { artifactLocation: artifactLocation(f.file), region: region(f) } }),
        ...(f.template || f.scope || f.application
          ? {
              properties: {
                ...(f.template ? { template: f.template } : {}),
                ...(f.scope ? { scope: f.scope } : {}),
                ...(f.application ? { application: f.application } : {}),
              },
            }
          : {}),
        ...(f.object && !logicalLocation(f)
          ? { logicalLocations: [{ name: f.object.name, fullyQualifiedName: objectName(f), kind: 'resource' }] }
          : {}),
      },
    ],
    ...(f.rendered || f.related?.length ? { relatedLocations: relatedLocations(f) } : {}),
  };
}

/** The render's line first (id 1, as before related places existed), then each related place. */
function relatedLocations(f: Finding) {
  const out: object[] = f.rendered ? [renderedLocation(f.rendered)] : [];
  for (const r of f.related ?? []) {
    out.push({
      id: out.length + 1,
      physicalLocation: {
        artifactLocation: artifactLocation(r.file),
        region: { startLine: atLeastOne(r.line), startColumn: atLeastOne(r.column) },
      },
      message: { text: printable(relatedText(r)) },
    });
  }
  return out;
}

/** A related place as text prints it: what it is, where, and its render line. */
export function relatedText(r: RelatedPlace): string {
  const rendered = r.rendered ? `; rendered: ${renderedText(r.rendered)}` : '';
  return printable(`${r.message}: ${r.file}, line ${r.line}, column ${r.column}${rendered}`);
}

/** The line of the kustomize render, beside the source line that is the result's location. */
function renderedLocation(r: RenderedPlace) {
  return {
    id: 1,
    physicalLocation: {
      artifactLocation: { ...artifactLocation(r.file), description: { text: `output of kustomize build ${r.file}` } },
      region: { startLine: atLeastOne(r.line), startColumn: atLeastOne(r.column) },
    },
    message: { text: `rendered: ${renderedText(r)}` },
  };
}

/** A render's line as a person finds it: the command that prints the render, then the line and column. */
export function renderedText(r: RenderedPlace): string {
  return printable(`kustomize build ${r.file}, line ${r.line}, column ${r.column}`);
}

/** The rendered stream's line is the location; the Helm template it came from is named in the text and properties. */
function messageText(f: Finding): string {
  const from = f.template ? ` (from template ${f.template})` : '';
  return f.fix ? `${f.message}${from} Fix: ${f.fix}` : `${f.message}${from}`;
}

function region(f: Finding) {
  // SARIF needs whole numbers >= 1 and an end that is not before the start; anything else is left out.
  const r: Record<string, number> = { startLine: atLeastOne(f.line), startColumn: atLeastOne(f.column) };
  if (f.endLine !== undefined && Number.isInteger(f.endLine) && f.endLine >= r.startLine!) r.endLine = f.endLine;
  const endLine = r.endLine ?? r.startLine!;
  if (
    f.endColumn !== undefined &&
    Number.isInteger(f.endColumn) &&
    f.endColumn >= 1 &&
    (endLine > r.startLine! || f.endColumn >= r.startColumn!)
  )
    r.endColumn = f.endColumn;
  return r;
}

function atLeastOne(n: number): number {
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The object's name, and its whole logical location (with the field) as the fully qualified name. */
function liveLogicalLocation(f: Finding) {
  return { name: f.object?.name ?? logicalLocation(f)!.object, fullyQualifiedName: f.file, kind: 'resource' };
}

function objectName(f: Finding): string {
  const o = f.object!;
  return `${o.kind}/${o.namespace ? o.namespace + '/' : ''}${o.name}`;
}

/**
 * Relative paths stay relative (code scanning resolves them against the checkout). An absolute path is a
 * file:// URI, never a relative reference starting with '/' (SARIF1004). Standard input and other streams
 * (`<stdin>`) keep their name, escaped, and say what they are.
 */
function artifactLocation(file: string): { uri: string; description?: { text: string } } {
  const stream = /^<(.*)>$/.exec(file);
  if (stream)
    return {
      uri: encodeURIComponent(file),
      description: { text: stream[1] === 'stdin' ? 'standard input' : `output of ${stream[1]}` },
    };
  if (path.posix.isAbsolute(file)) return { uri: pathToFileURL(file).href };
  if (path.win32.isAbsolute(file) && /^[A-Za-z]:/.test(file))
    return { uri: 'file:///' + escapePath(file.replace(/\\/g, '/')) };
  return { uri: escapePath(file.replace(/\\/g, '/')) };
}

function escapePath(posix: string): string {
  return posix
    .split('/')
    .map((segment, i) => (i === 0 && /^[A-Za-z]:$/.test(segment) ? segment : encodeURIComponent(segment)))
    .join('/');
}

/** SARIF wants a rule name distinct from its id (SARIF1001): `yaml-syntax` becomes `YamlSyntax`. */
function pascalCase(id: string): string {
  return id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

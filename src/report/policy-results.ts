// Findings as Kubernetes policy reports (docs/reports.md): one namespaced report per namespace, one
// cluster-scoped report for the rest, each split to stay well under what the API server stores. The two
// formats (openreports.io, wgpolicyk8s.io) share this; their files name the groups and kinds.
import { createRequire } from 'node:module';
import type { Finding, ObjectRef, RuleInfo, Severity } from '../core/finding.js';
import { TOOL_NAME } from '../core/tool.js';
import { chunked, jsonArray, nestedJson, type Chunks } from './chunks.js';

/** What the API server's report CRDs accept: result and severity enums, a result's object reference. */
export type ResultStatus = 'pass' | 'fail' | 'warn' | 'error' | 'skip';
export type ReportSeverity = 'critical' | 'high' | 'medium' | 'low' | 'info';

export interface ResourceRef {
  apiVersion?: string;
  kind: string;
  name: string;
  namespace?: string;
  uid?: string;
}

export interface ReportResult {
  source: string;
  policy: string;
  result: ResultStatus;
  severity?: ReportSeverity;
  category: string;
  message: string;
  resources?: ResourceRef[];
  properties: Record<string, string>;
}

/** A caBundle holder the run checked, and the rules that judged it: each that found nothing is a pass. */
export interface CheckedObject extends ResourceRef {
  scope?: string;
  rules: ReadonlyArray<{ id: string; severity: Severity }>;
}

/** What the policy-report formats need besides the findings (built only when one of them is asked for). */
export interface ReportSubjects {
  checked: readonly CheckedObject[];
  /** apiVersion and uid of an object a finding names, when the run read it. */
  resolve(ref: ObjectRef, scope: string | undefined): { apiVersion: string; uid?: string } | undefined;
}

/** One report flavour: its group/version and kinds, and whether the report itself may carry `source`. */
export interface Flavour {
  apiVersion: string;
  namespacedKind: string;
  clusterKind: string;
  reportSource: boolean;
}

export interface PolicyReportOptions {
  rules?: readonly RuleInfo[];
  subjects?: () => ReportSubjects;
  /** Largest report, as JSON bytes (tests lower it to exercise the split). */
  maxBytes?: number;
}

/**
 * The API server refuses a request over 3 MiB and etcd stores at most 1.5 MiB per object; Policy Reporter
 * and kubectl handle far smaller objects best. Reports are split well below both.
 */
export const MAX_REPORT_BYTES = 256 * 1024;

const SEVERITY: Record<Severity, ReportSeverity> = { error: 'high', warning: 'medium', info: 'info' };
/** info findings are the gate's notes on what it found healthy (a TLS probe's summary, a single writer). */
const STATUS: Record<Severity, ResultStatus> = { error: 'fail', warning: 'warn', info: 'pass' };

const CATEGORIES: ReadonlyArray<[RegExp, string]> = [
  [/^cert-/, 'Certificates'],
  [/^cabundle-/, 'CA bundles'],
  [/^(webhook-|multi-replica-)/, 'Webhooks'],
  [/^gate-/, 'Gate access'],
];

export function categoryOf(rule: string): string {
  return CATEGORIES.find(([re]) => re.test(rule))?.[1] ?? 'Inputs';
}

/** Kinds the gate reads, so a result names its object's apiVersion even when the run kept no object. */
const API_VERSIONS: Readonly<Record<string, string>> = {
  Deployment: 'apps/v1',
  StatefulSet: 'apps/v1',
  DaemonSet: 'apps/v1',
  ReplicaSet: 'apps/v1',
  HorizontalPodAutoscaler: 'autoscaling/v2',
  Pod: 'v1',
  Secret: 'v1',
  Service: 'v1',
  ServiceAccount: 'v1',
  ConfigMap: 'v1',
  Namespace: 'v1',
  Endpoints: 'v1',
  EndpointSlice: 'discovery.k8s.io/v1',
  Lease: 'coordination.k8s.io/v1',
  Role: 'rbac.authorization.k8s.io/v1',
  RoleBinding: 'rbac.authorization.k8s.io/v1',
  ClusterRole: 'rbac.authorization.k8s.io/v1',
  ClusterRoleBinding: 'rbac.authorization.k8s.io/v1',
  MutatingWebhookConfiguration: 'admissionregistration.k8s.io/v1',
  ValidatingWebhookConfiguration: 'admissionregistration.k8s.io/v1',
  CustomResourceDefinition: 'apiextensions.k8s.io/v1',
  APIService: 'apiregistration.k8s.io/v1',
  Job: 'batch/v1',
  CronJob: 'batch/v1',
};

/**
 * A fingerprint of what a result is about, never of where it was printed or when: rule, scope, object,
 * field and Helm template (the file only for a finding without an object), so it survives lines moving,
 * re-runs and new messages (counts, durations and expiry days are in the message, not here).
 */
export function resultId(parts: readonly string[]): string {
  crypto ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return crypto.createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 32);
}
// Loaded when a report needs an id, not by every run: node:crypto costs a process 3-7 ms to load.
let crypto: typeof import('node:crypto') | undefined;

function findingKey(f: Finding): string[] {
  const o = f.object;
  return [
    f.rule,
    f.scope ?? '',
    o?.kind ?? '',
    o?.namespace ?? '',
    o?.name ?? '',
    f.field ?? '',
    f.template ?? '',
    o ? '' : f.file,
  ];
}

/** Live findings carry a pseudo file (cluster:ns/Kind/name): no file or line to point at. */
const LIVE_FILE = /^cluster:/;

function findingProperties(f: Finding, id: string): Record<string, string> {
  const p: Record<string, string> = { resultID: id };
  if (!LIVE_FILE.test(f.file)) {
    p.file = f.file;
    p.line = String(f.line);
  }
  if (f.field) p.field = f.field;
  if (f.fix) p.fix = f.fix;
  if (f.scope) p.scope = f.scope;
  if (f.template) p.template = f.template;
  return p;
}

interface Placed {
  namespace: string;
  scope: string;
  result: ReportResult;
}

/** Every finding and every pass, with the namespace of its report ('' for the cluster report). */
export function reportResults(findings: readonly Finding[], options: PolicyReportOptions): Placed[] {
  const subjects = options.subjects?.();
  const seen = new Map<string, number>();
  const judged = new Set<string>();
  const out: Placed[] = [];
  for (const f of findings) {
    const key = findingKey(f);
    let id = resultId(key);
    // Two findings about the same thing (an object duplicated across files): numbered in output order.
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    if (n > 1) id = resultId([...key, String(n)]);
    const o = f.object;
    if (o) judged.add(judgedKey(f.rule, f.scope, o));
    const resolved = o ? subjects?.resolve(o, f.scope) : undefined;
    out.push({
      namespace: reportNamespace(o?.namespace),
      scope: f.scope ?? '',
      result: {
        source: TOOL_NAME,
        policy: f.rule,
        result: STATUS[f.severity],
        severity: SEVERITY[f.severity],
        category: categoryOf(f.rule),
        message: f.message,
        ...(o ? { resources: [resourceRef(o, resolved)] } : {}),
        properties: findingProperties(f, id),
      },
    });
  }
  const describe = new Map((options.rules ?? []).map((r) => [r.id, r.description]));
  for (const c of subjects?.checked ?? []) {
    for (const rule of c.rules) {
      if (judged.has(judgedKey(rule.id, c.scope, c))) continue;
      const id = resultId(['pass', rule.id, c.scope ?? '', c.kind, c.namespace ?? '', c.name]);
      const what = describe.get(rule.id);
      out.push({
        namespace: reportNamespace(c.namespace),
        scope: c.scope ?? '',
        result: {
          source: TOOL_NAME,
          policy: rule.id,
          result: 'pass',
          severity: SEVERITY[rule.severity],
          category: categoryOf(rule.id),
          message: `${c.kind} ${c.name}: checked, nothing found${what ? ` (${lowerFirst(what)})` : ''}`,
          resources: [resourceRef(c, c)],
          properties: { resultID: id, ...(c.scope ? { scope: c.scope } : {}) },
        },
      });
    }
  }
  return out;
}

/** A namespace no cluster can have (a template left in a manifest) puts its results in the cluster report. */
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;

function reportNamespace(namespace: string | undefined): string {
  return namespace && DNS_LABEL.test(namespace) ? namespace : '';
}

function judgedKey(rule: string, scope: string | undefined, o: { kind: string; namespace?: string; name: string }) {
  return `${rule}\0${scope ?? ''}\0${o.kind}\0${o.namespace ?? ''}\0${o.name}`;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, '');
}

function resourceRef(o: ObjectRef, known: { apiVersion?: string; uid?: string } | undefined): ResourceRef {
  const apiVersion = known?.apiVersion ?? API_VERSIONS[o.kind];
  return {
    ...(apiVersion ? { apiVersion } : {}),
    kind: o.kind,
    name: o.name,
    ...(o.namespace ? { namespace: o.namespace } : {}),
    ...(known?.uid ? { uid: known.uid } : {}),
  };
}

export interface Summary {
  pass: number;
  fail: number;
  warn: number;
  error: number;
  skip: number;
}

export function summaryOf(results: readonly ReportResult[]): Summary {
  const s: Summary = { pass: 0, fail: 0, warn: 0, error: 0, skip: 0 };
  for (const r of results) s[r.result]++;
  return s;
}

interface Part {
  scope: string;
  namespace: string;
  part: number;
  results: ReportResult[];
  /** Each result as written in the List (nested at RESULT_PAD): measured for the split, written as is. */
  texts: string[];
}

/** Where a result sits in the List: items[i].results[j]. */
const RESULT_PAD = ' '.repeat(8);

/** The reports: grouped by scope and namespace, in a stable order, each split under maxBytes. */
function plan(findings: readonly Finding[], options: PolicyReportOptions): Part[] {
  const groups = new Map<string, Placed[]>();
  for (const p of reportResults(findings, options)) {
    const key = `${p.scope}\0${p.namespace}`;
    const list = groups.get(key);
    if (list) list.push(p);
    else groups.set(key, [p]);
  }
  const parts: Part[] = [];
  for (const key of [...groups.keys()].sort()) {
    const placed = groups.get(key)!;
    const { scope, namespace } = placed[0]!;
    const results = placed.map((p) => p.result).sort(byResource);
    parts.push(...split(scope, namespace, results, options.maxBytes ?? MAX_REPORT_BYTES));
  }
  return parts;
}

/** The report objects (what the List holds). */
export function buildReports(
  findings: readonly Finding[],
  flavour: Flavour,
  options: PolicyReportOptions = {},
): Array<Record<string, unknown>> {
  return plan(findings, options).map((p) => ({ ...reportHead(flavour, p), results: p.results }));
}

function byResource(a: ReportResult, b: ReportResult): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

function sortKey(r: ReportResult): string {
  const o = r.resources?.[0];
  return `${o?.kind ?? ''}\0${o?.name ?? ''}\0${r.policy}\0${r.properties.resultID ?? ''}`;
}

/**
 * Consecutive runs of results whose written JSON stays under maxBytes, the report's own fields taking the
 * rest. Measured in UTF-16 units of the indented text: more than the compact bytes the API server stores
 * unless most characters are outside ASCII, and the limit is far below the server's.
 */
function split(scope: string, namespace: string, results: readonly ReportResult[], maxBytes: number): Part[] {
  const budget = maxBytes - 2048 - scope.length;
  const parts: Part[] = [{ scope, namespace, part: 1, results: [], texts: [] }];
  let size = 0;
  for (const r of results) {
    const text = nestedJson(r, RESULT_PAD);
    let current = parts[parts.length - 1]!;
    if (current.results.length && size + text.length > budget) {
      current = { scope, namespace, part: parts.length + 1, results: [], texts: [] };
      parts.push(current);
      size = 0;
    }
    current.results.push(r);
    current.texts.push(text);
    size += text.length + RESULT_PAD.length + 2;
  }
  return parts;
}

const NAME_LIMIT = 253;

/** The label every report carries: how `serve --reports` and `kubectl delete -l` find the gate's own. */
export const MANAGED_BY = 'app.kubernetes.io/managed-by';

/** `webhook-cert-gate`, then the scope (when the run checked several) and the part number from the second on. */
export function reportName(scope: string, part: number): string {
  let name = TOOL_NAME;
  if (scope) {
    const slug = scope
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
    name += `-${slug ? slug + '-' : ''}${resultId([scope]).slice(0, 8)}`;
  }
  if (part > 1) name += `-${part}`;
  return name.slice(0, NAME_LIMIT);
}

/** Everything of a report but its results. */
function reportHead(flavour: Flavour, p: Part): Record<string, unknown> {
  const metadata = {
    name: reportName(p.scope, p.part),
    ...(p.namespace ? { namespace: p.namespace } : {}),
    labels: { [MANAGED_BY]: TOOL_NAME },
    ...(p.scope ? { annotations: { 'webhook-cert-gate.io/scope': p.scope } } : {}),
  };
  return {
    apiVersion: flavour.apiVersion,
    kind: p.namespace ? flavour.namespacedKind : flavour.clusterKind,
    metadata,
    ...(flavour.reportSource ? { source: TOOL_NAME } : {}),
    summary: summaryOf(p.results),
  };
}

/**
 * A Kubernetes List of the reports, as `kubectl apply -f` and `kubectl create --dry-run=server` take it,
 * laid out as JSON.stringify(list, null, 2) would, written a result at a time.
 */
export function policyReportChunks(
  findings: readonly Finding[],
  flavour: Flavour,
  options: PolicyReportOptions,
): Chunks {
  return chunked(listPieces(plan(findings, options), flavour));
}

function* listPieces(parts: readonly Part[], flavour: Flavour): Generator<string> {
  yield '{\n  "apiVersion": "v1",\n  "kind": "List",\n  "items": [';
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const head = nestedJson({ ...reportHead(flavour, p), results: [] }, '    ');
    // The head ends `"results": []\n    }`: the array is written in its place.
    yield `${i ? ',' : ''}\n    ${head.slice(0, -'[]\n    }'.length)}`;
    yield* jsonArray(p.texts, '      ', (t) => t);
    yield '\n    }';
  }
  yield `${parts.length ? '\n  ' : ''}]\n}\n`;
}

// What `cluster` measured besides the objects it read: the live-only rules judge this, through runRules
// like every other rule. The objects themselves are in the model; evidence refers to them by kind/namespace/name.
import type { Model } from '../model/model.js';
import type { Resource } from '../core/resource.js';
import type { AuditSummary } from './audit-evidence.js';

export interface LiveRef {
  kind: string;
  /** '' for cluster-scoped objects. */
  namespace: string;
  name: string;
}

export interface LiveEvidence {
  /** The API server the objects came from. */
  server: string;
  workloads: LiveWorkload[];
  /** Samples of each webhook configuration, taken over `observeMs`. */
  churn: ChurnSeries[];
  observeMs: number;
  /** Reads the API server refused the gate (403): what was not checked, and the permission that would allow it. */
  denied: DeniedRead[];
  /** What `diagnose` read from the API server's audit log (cabundle-writers judges it). */
  audit?: AuditSummary;
}

export interface LiveWorkload {
  workload: LiveRef;
  /** SubjectAccessReview: may the workload's ServiceAccount get its Secret? Absent when not asked. */
  secretAccess?: { allowed: boolean; reason?: string; user: string };
  /** TLS connections made as the API server makes them; absent with --probe 0. */
  probe?: ProbeEvidence;
}

/** A webhook entry: `webhooks[index]` of a configuration. */
export interface EntryRef {
  kind: string;
  name: string;
  index: number;
}

export interface ProbeEvidence {
  connections: ProbeConnection[];
  /** Entries whose Service has no ready endpoint (nothing to connect to). */
  unreachable: Array<{ entry: EntryRef; service: string }>;
}

export interface ProbeConnection {
  /** What users recognise: the URL, or the Service and endpoint. */
  address: string;
  /** The name the API server checks (URL host, or <service>.<namespace>.svc). */
  serverName: string;
  /** The entries the API server would send to this address. */
  entries: EntryRef[];
  /** DER certificates as served, leaf first. */
  chain?: Buffer[];
  error?: string;
}

export interface ChurnSeries {
  config: LiveRef;
  samples: ChurnSample[];
}

export interface ChurnSample {
  at: number;
  generation?: number;
  resourceVersion?: string;
  managedFields: Array<{ manager?: string; operation?: string; time?: string }>;
}

export interface DeniedRead {
  verb: string;
  group: string;
  resource: string;
  /** Absent for cluster-scoped resources (or a list across namespaces). */
  namespace?: string;
  name?: string;
  /** The object the missing read is about (the workload, a configuration), else the namespace. */
  subject: LiveRef;
  /** What could not be checked, e.g. "the shared Secret's CA". */
  blocks: string;
}

/** The model's object for a live reference (the evidence is only about objects that were read). */
export function resourceOf(model: Model, ref: LiveRef): Resource | undefined {
  return model.get(ref.kind, ref.namespace, ref.name);
}

/** Whether a read of this object was refused: its absence from the model then says nothing. */
export function wasDenied(live: LiveEvidence | undefined, kind: string, namespace: string, name: string): boolean {
  const resource = `${kind.toLowerCase()}s`;
  return Boolean(live?.denied.some((d) => d.resource === resource && (d.namespace ?? '') === namespace && (d.name === undefined || d.name === name)));
}

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
  auditLog?: AuditSummary;
  /** The audit of every caBundle holder and its backends (absent when it did not run). */
  audit?: AuditEvidence;
  /** How the churn sampling went: fewer rounds than planned means a slow or failing API server. */
  sampling?: SamplingReport;
  /** --no-secrets: no Secret was read, so a Secret's absence from the model says nothing. */
  secretsUnread?: boolean;
}

export interface SamplingReport {
  /** Rounds the window allowed at the sampling interval. */
  planned: number;
  /** Rounds done. */
  taken: number;
  /** Why sampling ended early, when it did. */
  stopped?: string;
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
  /** Short hash of each entry's caBundle as written, in entry order ('' when empty). */
  caBundles?: string[];
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
  if (kind === 'Secret' && live?.secretsUnread) return true;
  const resource = `${kind.toLowerCase()}s`;
  return Boolean(
    live?.denied.some(
      (d) => d.resource === resource && (d.namespace ?? '') === namespace && (d.name === undefined || d.name === name),
    ),
  );
}

// ---- The audit of every caBundle holder (`cluster`, and the exporter every round). Stable: additions only. ----

/** The objects whose caBundle the API server uses to call a webhook. */
export type HolderKind =
  'MutatingWebhookConfiguration' | 'ValidatingWebhookConfiguration' | 'CustomResourceDefinition' | 'APIService';

/** Why a connection or a read could not be finished. */
export type FailureCause = 'refused' | 'timeout' | 'no-tls' | 'untrusted' | 'reset' | 'unreachable' | 'dns' | 'other';

/** Each cause as messages say it. */
export const FAILURE_PHRASE: Record<FailureCause, string> = {
  refused: 'connection refused',
  timeout: 'timed out',
  'no-tls': 'no TLS answer',
  untrusted: 'untrusted server certificate',
  reset: 'connection reset during the TLS handshake',
  unreachable: 'address unreachable',
  dns: 'name not found',
  other: 'failed',
};

export interface AuditEvidence {
  server: string;
  /** Epoch ms. */
  startedAt: number;
  finishedAt: number;
  /** The namespace the audit was limited to (holders whose backends run there); absent: the whole cluster. */
  namespace?: string;
  holders: HolderAudit[];
  /** What could not be finished, one line each (a list that failed, probes cut short); empty when complete. */
  incomplete: string[];
  /** Holder kinds left out on purpose: a namespaced gate may not list them (asked first, so no 403). */
  notListed?: HolderKind[];
}

export interface HolderAudit {
  /** kind, '' (cluster-scoped), name. */
  ref: LiveRef & { kind: HolderKind };
  generation?: number;
  resourceVersion?: string;
  /** Field managers (managedFields) that own a caBundle field of this object. */
  caBundleManagers: FieldManager[];
  entries: EntryAudit[];
}

export interface FieldManager {
  manager: string;
  operation?: string;
  time?: string;
  subresource?: string;
}

/** One caBundle and the webhook it trusts: a webhooks[i] entry, a CRD's conversion webhook, an APIService. */
export interface EntryAudit {
  /** webhooks[index] for configurations; 0 for CRDs and APIServices. */
  index: number;
  /** The entry's name (configurations), else the object's name. */
  name: string;
  /** Path of the object holding caBundle (clientConfig, or spec for an APIService). */
  path: Array<string | number>;
  /** Configurations only: what the API server applies (written, else the v1 default Fail). */
  failurePolicy?: string;
  caBundle: CaBundleAudit;
  /** Where the API server connects; undefined when the entry names neither a URL nor a Service. */
  target?: { url: string } | { service: { namespace: string; name: string; port: number; path?: string } };
  /** The name the API server checks: the URL's host, or <service>.<namespace>.svc. */
  serverName?: string;
  backends: BackendAudit[];
  /** Why no backend could be probed (no ready endpoint, Service missing, read refused, bad URL). */
  unresolved?: string;
}

export interface CaBundleAudit {
  /** caBundle is written (non-empty). Empty means the API server host's system roots. */
  present: boolean;
  /** The CA certificates Go keeps from it (CertPool.AppendCertsFromPEM). */
  cas: CertInfo[];
  /** Blocks Go skips, with why. */
  skipped: string[];
  /** sha256 of the decoded caBundle: equal values have equal hashes (for flips between values). */
  sha256: string;
}

export interface CertInfo {
  subject: string;
  issuer: string;
  sha256: string;
  notBefore: string;
  notAfter: string;
  /** Subject key id / authority key id (hex), when present. */
  keyId?: string;
  authorityKeyId?: string;
}

/** One address the API server would dial for an entry: a URL, or one ready endpoint of the Service. */
export interface BackendAudit {
  /** What users recognise: the URL, or Service ns/name endpoint ip:port (pod). */
  label: string;
  host: string;
  port: number;
  pod?: LiveRef;
  /** The pod's owning workload (Deployment through its ReplicaSet, StatefulSet, DaemonSet), when read. */
  workload?: LiveRef;
  /** One per TLS connection made (several for a URL, which may balance over replicas). */
  connections: ConnectionAudit[];
  /** The call on the entry's path (webhook configurations and CRD conversion), on the entry's first backend that served a certificate. */
  call?: CallAudit;
}

/** A POST with no body on the entry's path, as the API server calls it: what the backend answered. */
export interface CallAudit {
  path: string;
  /** The HTTP status; 404 and 405 mean the API server's calls fail there. */
  status?: number;
  /** No HTTP answer (the TLS probe names connection failures; this is not judged). */
  error?: { cause: FailureCause; detail: string };
}

export interface ConnectionAudit {
  /** The chain as served, leaf first (absent when no certificate was served). */
  chain?: CertInfo[];
  /** DER of the served chain, leaf first. */
  der?: Buffer[];
  /** The project's Go-exact verification of the served chain against this entry's caBundle and server name. */
  verify?: { accepted: boolean; problems: Array<{ rule: string; severity: 'error' | 'warning'; message: string }> };
  error?: { cause: FailureCause; detail: string };
}

// What `diagnose` read from the API server's audit log: the write-up's evidence chain (section 3), judged by
// the cabundle-writers rule. The writers come from the log; their pods, workloads and Leases from the cluster.

export interface WriterPod {
  namespace: string;
  name: string;
  /** `Deployment/name` (or StatefulSet, DaemonSet) from the pod's owner; absent for a bare pod. */
  workload?: string;
  /** Whether the pod holds its workload's leader-election Lease; absent when the workload has none. */
  leader?: boolean;
  /** The Lease it was judged by (`namespace/name`), when there is one. */
  lease?: string;
}

export interface AuditWriter {
  kind: string;
  name: string;
  user: string;
  userAgent: string;
  sourceIPs: string[];
  writes: number;
  conflicts: number;
  first: string;
  last: string;
  /** Pods that had one of the source IPs (with a kubeconfig only). */
  pods?: WriterPod[];
}

export interface AuditObject {
  kind: string;
  name: string;
  writes: number;
  conflicts: number;
  /** When the first request that got a 409 was received (the war's start, as the API server saw it). */
  firstConflict?: string;
  writers: AuditWriter[];
}

export interface AuditSummary {
  file: string;
  /** Requests in the log (their ResponseComplete event; other stages of a request are not counted twice). */
  events: number;
  /** Lines that are not an audit event (skipped: a line cut by rotation, another tool's output). */
  skipped: number;
  /** 409s on every resource in the log: the denominator of each object's share. */
  conflicts: number;
  from?: string;
  to?: string;
  objects: AuditObject[];
  /** Whether source IPs were mapped to pods (diagnose with a kubeconfig). */
  mapped: boolean;
}

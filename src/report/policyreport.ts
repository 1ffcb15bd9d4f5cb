// wgpolicyk8s.io/v1alpha2 PolicyReport and ClusterPolicyReport, for clusters that still run the Policy WG's
// CRDs (as policy engines installed them before openreports.io). The same results as openreports; the
// report itself has no `source`.
import type { Finding } from '../core/finding.js';
import type { Chunks } from './chunks.js';
import { policyReportChunks, type Flavour, type PolicyReportOptions } from './policy-results.js';

export const POLICYREPORT: Flavour = {
  apiVersion: 'wgpolicyk8s.io/v1alpha2',
  namespacedKind: 'PolicyReport',
  clusterKind: 'ClusterPolicyReport',
  reportSource: false,
};

export function policyReportV1alpha2Chunks(findings: readonly Finding[], options: PolicyReportOptions): Chunks {
  return policyReportChunks(findings, POLICYREPORT, options);
}

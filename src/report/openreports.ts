// openreports.io/v1alpha1 Report and ClusterReport (the CRDs of github.com/openreports/reports-api).
import type { Finding } from '../core/finding.js';
import type { Chunks } from './chunks.js';
import { policyReportChunks, type Flavour, type PolicyReportOptions } from './policy-results.js';

export const OPENREPORTS: Flavour = {
  apiVersion: 'openreports.io/v1alpha1',
  namespacedKind: 'Report',
  clusterKind: 'ClusterReport',
  reportSource: true,
};

export function openReportsChunks(findings: readonly Finding[], options: PolicyReportOptions): Chunks {
  return policyReportChunks(findings, OPENREPORTS, options);
}

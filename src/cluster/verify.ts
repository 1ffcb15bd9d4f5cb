// The single place the TLS probe asks "would the API server accept this served chain?".
import { verifyServing } from '../x509/index.js';
import { toPem } from './pem.js';

export interface ChainVerdict {
  accepted: boolean;
  problems: string[];
}

/** The project's verifier (Go crypto/x509 semantics) on a chain as served over TLS. */
export function verifyChain(chain: Buffer[], caBundlePem: string, host: string, at: Date): ChainVerdict {
  const result = verifyServing({ chainPem: chain.map(toPem).join(''), caBundlePem, host, at });
  const problems = result.problems.filter((p) => p.severity === 'error').map((p) => p.message);
  return { accepted: result.accepted, problems: problems.length ? problems : result.accepted ? [] : ['rejected'] };
}

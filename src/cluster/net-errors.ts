// Names why a connection failed, precisely: the same causes for the API server and for webhook backends.
// refused: nothing listens; timeout: no answer in time; no-tls: TCP accepted, no TLS answer; untrusted: a
// certificate the client does not trust; reset: the peer closed mid-handshake; unreachable: no route; dns: no such name.
import { FAILURE_PHRASE as PHRASE, type FailureCause } from '../rules/live.js';

export interface NetworkFailure {
  cause: FailureCause;
  /** The system's code and message, e.g. "ECONNREFUSED (connect ECONNREFUSED 10.0.0.1:443)". */
  detail: string;
  /** One phrase for messages: "connection refused (ECONNREFUSED ...)". */
  text: string;
}

const UNTRUSTED = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_SIGNATURE_FAILURE',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'INVALID_CA',
]);

export function describeNetworkError(error: NodeJS.ErrnoException): NetworkFailure {
  const code = error.code ?? '';
  const cause: FailureCause =
    code === 'ECONNREFUSED'
      ? 'refused'
      : code === 'ETIMEDOUT' || error.name === 'TimeoutError' || error.name === 'AbortError'
        ? 'timeout'
        : UNTRUSTED.has(code)
          ? 'untrusted'
          : code === 'ECONNRESET' || code === 'EPIPE' || /socket disconnected before secure TLS/i.test(error.message)
            ? 'reset'
            : code === 'EHOSTUNREACH' || code === 'ENETUNREACH'
              ? 'unreachable'
              : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
                ? 'dns'
                : /wrong version number|packet length too long|unknown protocol/i.test(error.message)
                  ? 'no-tls'
                  : 'other';
  const detail = code ? `${code} (${error.message})` : error.message;
  return { cause, detail, text: `${PHRASE[cause]}: ${detail}` };
}

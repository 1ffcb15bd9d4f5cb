import { InputError } from '../core/errors.js';

/** The cluster could not be used (unreachable, timed out, 401/403): the command exits 2. */
export class ClusterError extends InputError {
  override name = 'ClusterError';
  constructor(
    message: string,
    /** Why a request failed, for `serve`'s error counter: the HTTP status ("403") or the network cause ("refused"). */
    readonly code = '',
  ) {
    super(message);
  }
}

/** A 403 on one call: the run goes on, and the call becomes a gate-permission-missing finding. */
export class ForbiddenError extends ClusterError {
  override name = 'ForbiddenError';
  constructor(
    message: string,
    readonly call: CallDescription,
  ) {
    super(message, '403');
  }
}

export interface CallDescription {
  verb: string;
  resource: string;
  group: string;
  namespace?: string;
  name?: string;
}

/** Builds the one-line message for a failed API call; never includes response bodies of objects. */
export function describeFailure(
  call: CallDescription,
  status: number,
  statusMessage: string | undefined,
  server: string,
): string {
  const what = `${call.verb} ${qualified(call)}${call.name ? ` "${call.name}"` : ''}${call.namespace ? ` in namespace "${call.namespace}"` : ''}`;
  const said = statusMessage ? `: ${statusMessage}` : '';
  if (status === 401) {
    return `unauthorized (401) at ${server} for ${what}${said}; the credentials were not accepted (expired token or wrong kubeconfig user)`;
  }
  if (status === 403) return `forbidden (403): ${what}${said}; missing permission: ${permission(call)}`;
  return `API server answered ${status} for ${what}${said}`;
}

export function permission(call: CallDescription): string {
  const scope = call.namespace ? `a Role in namespace "${call.namespace}"` : 'a ClusterRole';
  const names = call.name && call.verb === 'get' ? `, resourceNames: ["${call.name}"]` : '';
  return `${scope} with apiGroups: ["${call.group}"], resources: ["${call.resource}"], verbs: ["${call.verb}"]${names}`;
}

function qualified(call: CallDescription): string {
  return call.group ? `${call.resource}.${call.group}` : call.resource;
}

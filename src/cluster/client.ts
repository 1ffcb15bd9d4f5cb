// The one small REST layer of every live command: GET/POST with one deadline for the request and its whole
// answer (credentials included), JSON as sent, one wording for failures; `serve`'s watches stream through it.
// Credentials (kubeconfig, exec plugins, in-cluster token files) come from ./credentials.ts.
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { ClusterError, ForbiddenError, describeFailure, type CallDescription } from './errors.js';
import type { AccessAnswer, AccessQuestion, ClusterClient, KubeObject, LiveKind } from './types.js';
import { describeNetworkError } from './net-errors.js';
import { Credentials, type ConnectOptions } from './credentials.js';

// The credential child imports the bundle chunk that holds credentials.ts and calls this: importing it here
// makes that chunk export it, wherever the bundler puts the code.
export { printCredentials } from './credentials.js';

interface KindInfo {
  group: string;
  version: string;
  resource: string;
  namespaced: boolean;
}

/** Every kind the gate reads: the table is the whole typing of the REST layer. */
export const KINDS: Record<LiveKind, KindInfo> = {
  Deployment: { group: 'apps', version: 'v1', resource: 'deployments', namespaced: true },
  StatefulSet: { group: 'apps', version: 'v1', resource: 'statefulsets', namespaced: true },
  DaemonSet: { group: 'apps', version: 'v1', resource: 'daemonsets', namespaced: true },
  ReplicaSet: { group: 'apps', version: 'v1', resource: 'replicasets', namespaced: true },
  HorizontalPodAutoscaler: {
    group: 'autoscaling',
    version: 'v2',
    resource: 'horizontalpodautoscalers',
    namespaced: true,
  },
  Pod: { group: '', version: 'v1', resource: 'pods', namespaced: true },
  Secret: { group: '', version: 'v1', resource: 'secrets', namespaced: true },
  Service: { group: '', version: 'v1', resource: 'services', namespaced: true },
  ServiceAccount: { group: '', version: 'v1', resource: 'serviceaccounts', namespaced: true },
  Endpoints: { group: '', version: 'v1', resource: 'endpoints', namespaced: true },
  EndpointSlice: { group: 'discovery.k8s.io', version: 'v1', resource: 'endpointslices', namespaced: true },
  Role: { group: 'rbac.authorization.k8s.io', version: 'v1', resource: 'roles', namespaced: true },
  RoleBinding: { group: 'rbac.authorization.k8s.io', version: 'v1', resource: 'rolebindings', namespaced: true },
  ClusterRole: { group: 'rbac.authorization.k8s.io', version: 'v1', resource: 'clusterroles', namespaced: false },
  ClusterRoleBinding: {
    group: 'rbac.authorization.k8s.io',
    version: 'v1',
    resource: 'clusterrolebindings',
    namespaced: false,
  },
  MutatingWebhookConfiguration: {
    group: 'admissionregistration.k8s.io',
    version: 'v1',
    resource: 'mutatingwebhookconfigurations',
    namespaced: false,
  },
  ValidatingWebhookConfiguration: {
    group: 'admissionregistration.k8s.io',
    version: 'v1',
    resource: 'validatingwebhookconfigurations',
    namespaced: false,
  },
  CustomResourceDefinition: {
    group: 'apiextensions.k8s.io',
    version: 'v1',
    resource: 'customresourcedefinitions',
    namespaced: false,
  },
  APIService: { group: 'apiregistration.k8s.io', version: 'v1', resource: 'apiservices', namespaced: false },
  Lease: { group: 'coordination.k8s.io', version: 'v1', resource: 'leases', namespaced: true },
};

/** Lists are read in pages: a cluster with thousands of objects never needs one giant response in memory. */
const PAGE = 500;

/** `cluster`'s and `diagnose`'s client: one run, so an API server that timed out once is not waited for again. */
export async function connect(options: ConnectOptions): Promise<ClusterClient> {
  return new RestClient(new Api(await Credentials.load(options), options.timeoutMs, true));
}

interface Response {
  status: number;
  text: string;
}

/** Requests to one API server with one set of credentials: every live command's reads, reviews and watches. */
export class Api {
  /**
   * One run only (not `serve`, which tries again every round): the requests in flight, and the failure of the
   * first one that got no answer within the timeout. That failure ends those in flight and every later request
   * at once, so no later phase of the run waits for that API server again.
   */
  private readonly inFlight?: Set<AbortController>;
  private unanswered?: Error;

  constructor(
    private readonly credentials: Credentials,
    readonly timeoutMs: number,
    giveUpAfterTimeout = false,
  ) {
    if (giveUpAfterTimeout) this.inFlight = new Set();
  }

  get server(): string {
    return this.credentials.server;
  }

  get defaultNamespace(): string {
    return this.credentials.namespace;
  }

  /**
   * One request and its whole answer under one deadline, credentials included (an exec plugin can hang).
   * A 401 renews the credentials (an exec plugin's token expired) and tries once more; a 404 of a read is an
   * answer unless `missingIsError`; any other status from 400 on is thrown with the call's wording.
   */
  async send(
    call: CallDescription,
    method: string,
    path: string,
    body?: string,
    missingIsError = false,
    retried = false,
  ): Promise<Response> {
    if (this.unanswered) throw this.failure(call, this.unanswered);
    let res: Response;
    try {
      res = await this.withinTimeout((signal) => this.exchange(method, path, body, signal));
    } catch (error) {
      this.giveUpOnTimeout(error);
      throw this.failure(call, error);
    }
    if (res.status === 401 && !retried) {
      await this.credentials.renew();
      return this.send(call, method, path, body, missingIsError, true);
    }
    if (res.status === 404 && call.verb !== 'create' && !missingIsError) return res;
    if (res.status >= 400) throw statusError(call, res.status, statusMessage(res.text), this.server);
    return res;
  }

  /** In a run, the first request with no answer in time ends those in flight, and every later one fails at once. */
  private giveUpOnTimeout(error: unknown): void {
    if (!this.inFlight || this.unanswered || !(error instanceof Error) || !isTimeout(error)) return;
    this.unanswered = error;
    for (const request of this.inFlight) request.abort(error);
  }

  /** One exchange under the timeout; its own controller lets the first unanswered request of a run end the others. */
  private async withinTimeout<T>(exchange: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const request = new AbortController();
    const timer = setTimeout(() => {
      request.abort(new DOMException('no answer within the timeout', 'TimeoutError'));
    }, this.timeoutMs);
    this.inFlight?.add(request);
    try {
      return await exchange(request.signal);
    } finally {
      clearTimeout(timer);
      this.inFlight?.delete(request);
    }
  }

  json(call: CallDescription, res: Response): unknown {
    try {
      return JSON.parse(res.text);
    } catch {
      throw new ClusterError(
        `API server ${this.server} answered ${call.verb} ${call.resource} with a body that is not JSON (a proxy in the way?)`,
      );
    }
  }

  /** A watch: each line of the answer until the server ends it (no deadline: it lasts minutes); onLine may throw to stop. */
  async stream(
    call: CallDescription,
    path: string,
    onLine: (line: string) => void,
    keep: (req: { destroy(): void }) => void,
    opened?: () => void,
  ): Promise<void> {
    const opts = await this.credentials.options('GET').catch((error: unknown) => {
      throw this.failure(call, error);
    });
    await new Promise<void>((resolve, reject) => {
      // A watch holds its connection for minutes: not one of the pooled sockets that reads queue behind.
      const req = this.request(path, { ...opts, agent: undefined }, (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 400) {
          res.resume();
          if (status === 401) this.credentials.renew().catch(() => undefined);
          reject(Object.assign(statusError(call, status, undefined, this.server), { gone: status === 410 }));
          return;
        }
        opened?.();
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let nl: number;
          while ((nl = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, nl);
            buffer = buffer.slice(nl + 1);
            if (!line.trim()) continue;
            try {
              onLine(line);
            } catch (error) {
              req.destroy();
              reject(error instanceof Error ? error : new Error(String(error)));
              return;
            }
          }
        });
        res.on('end', () => {
          resolve();
        });
        // An API server that goes away mid-watch: a counted failure, not a watch that hangs or ends quietly.
        res.on('error', (error) => {
          reject(this.failure(call, error));
        });
      });
      keep(req);
      req.on('error', (error) => {
        reject(this.failure(call, error));
      });
      req.end();
    });
  }

  private async exchange(
    method: string,
    path: string,
    body: string | undefined,
    signal: AbortSignal,
  ): Promise<Response> {
    const opts = await this.credentials.options(method, signal);
    if (body)
      Object.assign(opts.headers ?? {}, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      });
    return new Promise<Response>((resolve, reject) => {
      const req = this.request(path, { ...opts, signal }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  private request(path: string, opts: RequestOptions, onResponse: (res: IncomingMessage) => void): ClientRequest {
    const url = new URL(this.server.replace(/\/+$/, '') + path);
    if (url.protocol === 'http:') return httpRequest(url, { ...opts, agent: undefined }, onResponse);
    return httpsRequest(url, opts, onResponse);
  }

  private failure(call: CallDescription, error: unknown): ClusterError {
    if (error instanceof ClusterError) return error;
    const what = `${call.verb} ${call.resource}${call.name ? ` "${call.name}"` : ''}`;
    // Anything thrown gets a message: the text of what was thrown when it is no Error.
    const err: NodeJS.ErrnoException = error instanceof Error ? error : new Error(String(error));
    if (isTimeout(err)) {
      // One wording for the request that timed out and those it ended: the run's one line merges them.
      return new ClusterError(
        `API server ${this.server} did not answer within ${this.timeoutMs / 1000}s (--timeout) for ${what}`,
        'timeout',
      );
    }
    const net = describeNetworkError(err);
    if (net.cause === 'untrusted') {
      return new ClusterError(
        `API server ${this.server} presented a certificate the kubeconfig does not trust (${net.detail}) for ${what}: check the cluster's certificate-authority`,
        net.cause,
      );
    }
    if (net.cause === 'other' && !err.code)
      return new ClusterError(`cannot use API server ${this.server} for ${what}: ${net.detail}`, net.cause);
    return new ClusterError(`cannot reach API server ${this.server} for ${what}: ${net.text}`, net.cause);
  }
}

/** An exchange ended by its deadline, or by the run giving up on the API server. */
function isTimeout(error: Error): boolean {
  return error.name === 'AbortError' || error.name === 'TimeoutError';
}

function statusError(call: CallDescription, status: number, said: string | undefined, server: string): ClusterError {
  const message = describeFailure(call, status, said, server);
  return status === 403 ? new ForbiddenError(message, call) : new ClusterError(message, String(status));
}

/** `cluster`'s and `diagnose`'s reads: each one a request (lists in pages). */
export class RestClient implements ClusterClient {
  constructor(private readonly api: Api) {}

  get server(): string {
    return this.api.server;
  }

  get defaultNamespace(): string {
    return this.api.defaultNamespace;
  }

  async get(kind: LiveKind, namespace: string | undefined, name: string): Promise<KubeObject | undefined> {
    const call = { verb: 'get', ...callOf(kind), namespace, name };
    const res = await this.api.send(call, 'GET', `${collection(kind, namespace)}/${encodeURIComponent(name)}`);
    if (res.status === 404) return undefined;
    return withKind(kind, this.api.json(call, res) as KubeObject);
  }

  async list(kind: LiveKind, namespace: string | undefined, labelSelector?: string): Promise<KubeObject[]> {
    const call = { verb: 'list', ...callOf(kind), namespace };
    const out: KubeObject[] = [];
    let next: string | undefined;
    do {
      const query = new URLSearchParams({ limit: String(PAGE) });
      if (labelSelector) query.set('labelSelector', labelSelector);
      if (next) query.set('continue', next);
      const res = await this.api.send(call, 'GET', `${collection(kind, namespace)}?${query}`);
      // The kind is not served here (an API group this cluster lacks): there are none.
      if (res.status === 404) return out;
      const body = this.api.json(call, res) as { items?: KubeObject[]; metadata?: { continue?: string } };
      // List items carry no kind; the static rules need it.
      for (const item of body.items ?? []) out.push(withKind(kind, item));
      next = body.metadata?.continue || undefined;
    } while (next);
    return out;
  }

  async reviewAccess(q: AccessQuestion): Promise<AccessAnswer> {
    const body = {
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SubjectAccessReview',
      spec: {
        user: q.user,
        groups: q.groups,
        resourceAttributes: {
          verb: q.verb,
          group: q.group,
          resource: q.resource,
          namespace: q.namespace,
          name: q.name,
        },
      },
    };
    const call = { verb: 'create', resource: 'subjectaccessreviews', group: 'authorization.k8s.io' };
    const res = await this.api.send(
      call,
      'POST',
      '/apis/authorization.k8s.io/v1/subjectaccessreviews',
      JSON.stringify(body),
    );
    const status = (this.api.json(call, res) as { status?: { allowed?: boolean; reason?: string } }).status;
    return { allowed: status?.allowed === true, reason: status?.reason };
  }

  async reviewSelf(verb: string, resource: string, group: string): Promise<boolean> {
    const body = {
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SelfSubjectAccessReview',
      spec: { resourceAttributes: { verb, resource, group } },
    };
    const call = { verb: 'create', resource: 'selfsubjectaccessreviews', group: 'authorization.k8s.io' };
    const res = await this.api.send(
      call,
      'POST',
      '/apis/authorization.k8s.io/v1/selfsubjectaccessreviews',
      JSON.stringify(body),
    );
    return (this.api.json(call, res) as { status?: { allowed?: boolean } }).status?.allowed === true;
  }
}

export function collection(kind: LiveKind, namespace: string | undefined): string {
  const k = KINDS[kind];
  const base = k.group ? `/apis/${k.group}/${k.version}` : `/api/${k.version}`;
  return `${base}${k.namespaced && namespace ? `/namespaces/${encodeURIComponent(namespace)}` : ''}/${k.resource}`;
}

export function withKind(kind: LiveKind, item: KubeObject): KubeObject {
  const k = KINDS[kind];
  return { apiVersion: k.group ? `${k.group}/${k.version}` : k.version, kind, ...item };
}

/** A Status body's message; any other body is not echoed, since it could be an object with Secret data. */
function statusMessage(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const body = JSON.parse(text) as { kind?: string; message?: string };
    return body.kind === 'Status' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export function callOf(kind: LiveKind) {
  const { resource, group } = KINDS[kind];
  return { resource, group };
}

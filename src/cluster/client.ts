// One small REST layer over client-node's KubeConfig: it gives the credentials and the TLS options (kubeconfig,
// exec plugins, in-cluster token files), this sends GET/POST with one deadline and returns the JSON as sent.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request as httpsRequest, type RequestOptions } from 'node:https';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type * as K8s from '@kubernetes/client-node';
import { ClusterError, ForbiddenError, describeFailure, type CallDescription } from './errors.js';
import type { AccessAnswer, AccessQuestion, ClusterClient, KubeObject, LiveKind } from './types.js';
import { describeFsError } from '../load/files.js';
import { describeNetworkError } from './net-errors.js';

/** client-node reads the service account from this prefix + /var/run/secrets/kubernetes.io/serviceaccount. */
const SA_PATH = '/var/run/secrets/kubernetes.io/serviceaccount';

export interface ConnectOptions {
  kubeconfig?: string;
  context?: string;
  /** The one limit for every API request, credentials included. */
  timeoutMs: number;
  env: NodeJS.ProcessEnv;
}

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
  HorizontalPodAutoscaler: { group: 'autoscaling', version: 'v2', resource: 'horizontalpodautoscalers', namespaced: true },
  Pod: { group: '', version: 'v1', resource: 'pods', namespaced: true },
  Secret: { group: '', version: 'v1', resource: 'secrets', namespaced: true },
  Service: { group: '', version: 'v1', resource: 'services', namespaced: true },
  ServiceAccount: { group: '', version: 'v1', resource: 'serviceaccounts', namespaced: true },
  Endpoints: { group: '', version: 'v1', resource: 'endpoints', namespaced: true },
  EndpointSlice: { group: 'discovery.k8s.io', version: 'v1', resource: 'endpointslices', namespaced: true },
  Role: { group: 'rbac.authorization.k8s.io', version: 'v1', resource: 'roles', namespaced: true },
  RoleBinding: { group: 'rbac.authorization.k8s.io', version: 'v1', resource: 'rolebindings', namespaced: true },
  ClusterRole: { group: 'rbac.authorization.k8s.io', version: 'v1', resource: 'clusterroles', namespaced: false },
  ClusterRoleBinding: { group: 'rbac.authorization.k8s.io', version: 'v1', resource: 'clusterrolebindings', namespaced: false },
  MutatingWebhookConfiguration: { group: 'admissionregistration.k8s.io', version: 'v1', resource: 'mutatingwebhookconfigurations', namespaced: false },
  ValidatingWebhookConfiguration: { group: 'admissionregistration.k8s.io', version: 'v1', resource: 'validatingwebhookconfigurations', namespaced: false },
  CustomResourceDefinition: { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions', namespaced: false },
  APIService: { group: 'apiregistration.k8s.io', version: 'v1', resource: 'apiservices', namespaced: false },
  Lease: { group: 'coordination.k8s.io', version: 'v1', resource: 'leases', namespaced: true },
};

/** Lists are read in pages: a cluster with thousands of objects never needs one giant response in memory. */
const PAGE = 500;

/** Loads client-node only here, so commands that never talk to a cluster do not pay for it. */
export async function connect(options: ConnectOptions): Promise<ClusterClient> {
  const { kc, server, namespace } = await loadClientConfig(options);
  return new RestClient(kc, server, namespace, options.timeoutMs);
}

/** The credentials and TLS options of the kubeconfig (or the pod's service account); `serve`'s watches use them too. */
export async function loadClientConfig(options: ConnectOptions): Promise<{ kc: K8s.KubeConfig; server: string; namespace: string }> {
  const k8s = await import('@kubernetes/client-node').catch((e: NodeJS.ErrnoException) => {
    // The bundle alone (an extracted tarball, a copied dist/) runs every other command; cluster needs its dependency.
    if (e.code === 'ERR_MODULE_NOT_FOUND') throw new ClusterError('cluster needs the package @kubernetes/client-node: install webhook-cert-gate with its dependencies (npm install -g TARBALL or git+URL)');
    throw e;
  });
  const kc = loadKubeConfig(k8s, options);
  const cluster = kc.getCurrentCluster();
  if (!cluster) throw new ClusterError('the kubeconfig has no current cluster (use --context)');
  const namespace = kc.getContextObject(kc.getCurrentContext())?.namespace?.trim() || 'default';
  return { kc, server: cluster.server, namespace };
}

function loadKubeConfig(k8s: typeof K8s, options: ConnectOptions): K8s.KubeConfig {
  const kc = new k8s.KubeConfig();
  // Tests move the mounted service account under a prefix, as client-node's loadFromCluster allows.
  const prefix = options.env.WEBHOOK_CERT_GATE_SERVICEACCOUNT_ROOT ?? '';
  const useCluster = !options.kubeconfig && !options.env.KUBECONFIG && options.env.KUBERNETES_SERVICE_HOST
    && existsSync(join(prefix, SA_PATH, 'token'));
  try {
    if (useCluster) {
      kc.loadFromCluster(prefix);
      // client-node reads the host from process.env; the environment given to the command is the one that counts.
      const host = options.env.KUBERNETES_SERVICE_HOST!;
      const server = `https://${host.includes(':') ? `[${host}]` : host}:${options.env.KUBERNETES_SERVICE_PORT ?? '443'}`;
      kc.loadFromOptions({ ...kc, clusters: kc.clusters.map((c) => ({ ...c, server })) });
      return kc;
    }
    const file = options.kubeconfig ?? firstKubeconfig(options.env);
    kc.loadFromFile(file);
    if (options.context) {
      if (!kc.getContextObject(options.context)) throw new ClusterError(`context "${options.context}" is not in ${file}`);
      kc.setCurrentContext(options.context);
    }
    return kc;
  } catch (error) {
    if (error instanceof ClusterError) throw error;
    const fsError = error as NodeJS.ErrnoException;
    if (fsError.code && fsError.path) {
      throw new ClusterError(`${options.kubeconfig === fsError.path ? '--kubeconfig ' : ''}${fsError.path}: cannot load cluster credentials: ${describeFsError(fsError)}`);
    }
    throw new ClusterError(`cannot load cluster credentials: ${(error as Error).message}`);
  }
}

function firstKubeconfig(env: NodeJS.ProcessEnv): string {
  const fromEnv = env.KUBECONFIG?.split(':').find((p) => p && existsSync(p));
  if (fromEnv) return fromEnv;
  const home = env.HOME ?? '';
  const file = join(home, '.kube', 'config');
  if (!home || !existsSync(file)) {
    throw new ClusterError('no kubeconfig found (use --kubeconfig, set KUBECONFIG, or run in a pod with a service account)');
  }
  return file;
}

interface Response {
  status: number;
  text: string;
}

/** Connections to the API server at once: reads queue behind them and reuse them (keep-alive), one TLS handshake each. */
const SOCKETS = 16;

class RestClient implements ClusterClient {
  private agent?: Agent;

  constructor(
    private readonly kc: K8s.KubeConfig,
    readonly server: string,
    readonly defaultNamespace: string,
    private readonly timeoutMs: number,
  ) {}

  async get(kind: LiveKind, namespace: string | undefined, name: string): Promise<KubeObject | undefined> {
    const call = { verb: 'get', ...callOf(kind), namespace, name };
    const res = await this.send(call, 'GET', `${collection(kind, namespace)}/${encodeURIComponent(name)}`);
    if (res.status === 404) return undefined;
    return withKind(kind, this.json(call, res) as KubeObject);
  }

  async list(kind: LiveKind, namespace: string | undefined, labelSelector?: string): Promise<KubeObject[]> {
    const call = { verb: 'list', ...callOf(kind), namespace };
    const out: KubeObject[] = [];
    let next: string | undefined;
    do {
      const query = new URLSearchParams({ limit: String(PAGE) });
      if (labelSelector) query.set('labelSelector', labelSelector);
      if (next) query.set('continue', next);
      const res = await this.send(call, 'GET', `${collection(kind, namespace)}?${query}`);
      // The kind is not served here (an API group this cluster lacks): there are none.
      if (res.status === 404) return out;
      const body = this.json(call, res) as { items?: KubeObject[]; metadata?: { continue?: string } };
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
        resourceAttributes: { verb: q.verb, group: q.group, resource: q.resource, namespace: q.namespace, name: q.name },
      },
    };
    const call = { verb: 'create', resource: 'subjectaccessreviews', group: 'authorization.k8s.io' };
    const res = await this.send(call, 'POST', '/apis/authorization.k8s.io/v1/subjectaccessreviews', JSON.stringify(body));
    const status = (this.json(call, res) as { status?: { allowed?: boolean; reason?: string } }).status;
    return { allowed: status?.allowed === true, reason: status?.reason };
  }

  async reviewSelf(verb: string, resource: string, group: string): Promise<boolean> {
    const body = { apiVersion: 'authorization.k8s.io/v1', kind: 'SelfSubjectAccessReview', spec: { resourceAttributes: { verb, resource, group } } };
    const call = { verb: 'create', resource: 'selfsubjectaccessreviews', group: 'authorization.k8s.io' };
    const res = await this.send(call, 'POST', '/apis/authorization.k8s.io/v1/selfsubjectaccessreviews', JSON.stringify(body));
    return (this.json(call, res) as { status?: { allowed?: boolean } }).status?.allowed === true;
  }

  /** One request under one deadline, credentials included (a kubeconfig exec plugin runs first, and can hang). */
  private async send(call: CallDescription, method: string, path: string, body?: string): Promise<Response> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let res: Response;
    try {
      res = await abortable(this.exchange(method, path, body, signal), signal);
    } catch (error) {
      throw this.failure(call, error);
    }
    if (res.status === 404 && call.verb !== 'create') return res;
    if (res.status >= 400) {
      const message = describeFailure(call, res.status, statusMessage(res.text), this.server);
      throw res.status === 403 ? new ForbiddenError(message, call) : new ClusterError(message);
    }
    return res;
  }

  private async exchange(method: string, path: string, body: string | undefined, signal: AbortSignal): Promise<Response> {
    const url = new URL(this.server.replace(/\/+$/, '') + path);
    const headers: OutgoingHttpHeaders = { Accept: 'application/json' };
    const opts: RequestOptions = { method, headers };
    await this.kc.applyToHTTPSOptions(opts);
    // client-node makes a new agent (a new TLS connection) per call; one keep-alive agent serves the whole run.
    // A proxy's agent is kept as client-node made it.
    if (!this.kc.getCurrentCluster()?.proxyUrl && url.protocol === 'https:') {
      this.agent ??= new Agent({
        ca: opts.ca, cert: opts.cert, key: opts.key, rejectUnauthorized: opts.rejectUnauthorized, servername: opts.servername,
        keepAlive: true, maxSockets: SOCKETS,
      });
      opts.agent = this.agent;
    }
    // A hand-made token file often ends with a newline, which would make an invalid header.
    if (typeof headers.Authorization === 'string') headers.Authorization = headers.Authorization.trim();
    if (body) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
    return new Promise<Response>((resolve, reject) => {
      const req = send(url, { ...opts, signal }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  private json(call: CallDescription, res: Response): unknown {
    try {
      return JSON.parse(res.text);
    } catch {
      throw new ClusterError(`API server ${this.server} answered ${call.verb} ${call.resource} with a body that is not JSON (a proxy in the way?)`);
    }
  }

  private failure(call: CallDescription, error: unknown): ClusterError {
    const what = `${call.verb} ${call.resource}${call.name ? ` "${call.name}"` : ''}`;
    const err = error as NodeJS.ErrnoException;
    if (err.name === 'AbortError' || err.name === 'TimeoutError') {
      return new ClusterError(`API server ${this.server} did not answer ${what} within ${this.timeoutMs / 1000}s (--timeout)`);
    }
    const net = describeNetworkError(err);
    if (net.cause === 'untrusted') {
      return new ClusterError(`API server ${this.server} presented a certificate the kubeconfig does not trust (${net.detail}) for ${what}: check the cluster's certificate-authority`);
    }
    if (net.cause === 'other' && !err.code) return new ClusterError(`cannot use API server ${this.server} for ${what}: ${net.detail}`);
    return new ClusterError(`cannot reach API server ${this.server} for ${what}: ${net.text}`);
  }
}

/** Rejects when the signal fires, even while the credentials step (no socket yet) is still running. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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

function callOf(kind: LiveKind) {
  const { resource, group } = KINDS[kind];
  return { resource, group };
}

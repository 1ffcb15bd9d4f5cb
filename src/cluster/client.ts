import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as K8s from '@kubernetes/client-node';
import { ClusterError, ForbiddenError, describeFailure, type CallDescription } from './errors.js';
import type { AccessAnswer, AccessQuestion, ClusterClient, KubeObject, LiveKind } from './types.js';

export const SERVICE_ACCOUNT_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';

export interface ConnectOptions {
  kubeconfig?: string;
  context?: string;
  /** Per-call limit for every API request. */
  timeoutMs: number;
  env: NodeJS.ProcessEnv;
}

interface KindInfo {
  group: string;
  version: string;
  resource: string;
  namespaced: boolean;
}

export const KINDS: Record<LiveKind, KindInfo> = {
  Deployment: { group: 'apps', version: 'v1', resource: 'deployments', namespaced: true },
  StatefulSet: { group: 'apps', version: 'v1', resource: 'statefulsets', namespaced: true },
  HorizontalPodAutoscaler: { group: 'autoscaling', version: 'v2', resource: 'horizontalpodautoscalers', namespaced: true },
  Pod: { group: '', version: 'v1', resource: 'pods', namespaced: true },
  Secret: { group: '', version: 'v1', resource: 'secrets', namespaced: true },
  Service: { group: '', version: 'v1', resource: 'services', namespaced: true },
  Endpoints: { group: '', version: 'v1', resource: 'endpoints', namespaced: true },
  EndpointSlice: { group: 'discovery.k8s.io', version: 'v1', resource: 'endpointslices', namespaced: true },
  MutatingWebhookConfiguration: { group: 'admissionregistration.k8s.io', version: 'v1', resource: 'mutatingwebhookconfigurations', namespaced: false },
  ValidatingWebhookConfiguration: { group: 'admissionregistration.k8s.io', version: 'v1', resource: 'validatingwebhookconfigurations', namespaced: false },
};

/** Loads client-node only here, so commands that never talk to a cluster do not pay for it. */
export async function connect(options: ConnectOptions): Promise<ClusterClient> {
  const k8s = await import('@kubernetes/client-node');
  const { kc, namespace } = loadKubeConfig(k8s, options);
  const cluster = kc.getCurrentCluster();
  if (!cluster) throw new ClusterError('the kubeconfig has no current cluster (use --context)');
  return new LiveClient(k8s, kc, cluster.server, namespace, options.timeoutMs);
}

function loadKubeConfig(k8s: typeof K8s, options: ConnectOptions): { kc: K8s.KubeConfig; namespace: string } {
  const kc = new k8s.KubeConfig();
  const saDir = options.env.WEBHOOK_CERT_GATE_SERVICEACCOUNT_DIR ?? SERVICE_ACCOUNT_DIR;
  const useCluster = !options.kubeconfig && !options.env.KUBECONFIG && options.env.KUBERNETES_SERVICE_HOST
    && existsSync(join(saDir, 'token'));
  try {
    if (useCluster) return { kc: loadInCluster(kc, options.env, saDir), namespace: readNamespace(saDir) };
    const file = options.kubeconfig ?? firstKubeconfig(options.env);
    kc.loadFromFile(file);
    if (options.context) {
      if (!kc.getContextObject(options.context)) throw new ClusterError(`context "${options.context}" is not in ${file}`);
      kc.setCurrentContext(options.context);
    }
    const ctx = kc.getContextObject(kc.getCurrentContext());
    return { kc, namespace: ctx?.namespace || 'default' };
  } catch (error) {
    if (error instanceof ClusterError) throw error;
    throw new ClusterError(`cannot load cluster credentials: ${(error as Error).message}`);
  }
}

/** In-cluster config built by hand so the service-account directory can be moved (tests, odd mounts). */
function loadInCluster(kc: K8s.KubeConfig, env: NodeJS.ProcessEnv, saDir: string): K8s.KubeConfig {
  const host = env.KUBERNETES_SERVICE_HOST!;
  const port = env.KUBERNETES_SERVICE_PORT ?? '443';
  const server = `https://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Trimmed: a trailing newline in a hand-made token file would make an invalid header.
  const token = readFileSync(join(saDir, 'token'), 'utf8').trim();
  kc.loadFromClusterAndUser(
    { name: 'in-cluster', server, caFile: join(saDir, 'ca.crt'), skipTLSVerify: false },
    { name: 'service-account', token },
  );
  return kc;
}

function readNamespace(saDir: string): string {
  const file = join(saDir, 'namespace');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || 'default' : 'default';
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

type Raw = { text?: string; status?: number };

class LiveClient implements ClusterClient {
  private readonly apis: ReturnType<typeof makeApis>;

  constructor(
    private readonly k8s: typeof K8s,
    kc: K8s.KubeConfig,
    readonly server: string,
    readonly defaultNamespace: string,
    private readonly timeoutMs: number,
  ) {
    this.apis = makeApis(k8s, kc);
  }

  async get(kind: LiveKind, namespace: string | undefined, name: string): Promise<KubeObject | undefined> {
    const call = { verb: 'get', ...callOf(kind), namespace, name };
    const raw = await this.send(call, (opts) => readCall(this.apis, kind, namespace ?? '', name, opts), true);
    return raw as KubeObject | undefined;
  }

  async list(kind: LiveKind, namespace: string | undefined, labelSelector?: string): Promise<KubeObject[]> {
    const call = { verb: 'list', ...callOf(kind), namespace };
    const raw = (await this.send(call, (opts) => listCall(this.apis, kind, namespace, labelSelector, opts), false)) as
      | { items?: KubeObject[] }
      | undefined;
    const items = raw?.items ?? [];
    // List items carry no kind; the static rules need it.
    const info = KINDS[kind];
    const apiVersion = info.group ? `${info.group}/${info.version}` : info.version;
    return items.map((item) => ({ apiVersion, kind, ...item }));
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
    const raw = (await this.send(call, (opts) => this.apis.authz.createSubjectAccessReview({ body }, opts), false)) as
      | { status?: { allowed?: boolean; reason?: string } }
      | undefined;
    return { allowed: raw?.status?.allowed === true, reason: raw?.status?.reason };
  }

  /** Runs one typed call with a deadline, keeping the raw JSON the server sent. */
  private async send(call: CallDescription, run: (opts: K8s.ConfigurationOptions) => Promise<unknown>, notFoundOk: boolean): Promise<unknown> {
    const captured: Raw = {};
    const signal = AbortSignal.timeout(this.timeoutMs);
    const middleware = captureMiddleware(this.k8s, captured, signal);
    // The signal bounds the HTTP request; this bounds the whole call, credentials included (a kubeconfig
    // exec plugin runs before the request exists, and can hang).
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), this.timeoutMs + 250);
    });
    try {
      await Promise.race([run({ middleware: [middleware], middlewareMergeStrategy: 'append' }), deadline]);
    } catch (error) {
      if (captured.status === 404 && notFoundOk) return undefined;
      throw this.failure(call, error, captured);
    } finally {
      clearTimeout(timer);
    }
    return captured.text ? JSON.parse(captured.text) : undefined;
  }

  private failure(call: CallDescription, error: unknown, captured: Raw): ClusterError {
    if (captured.status !== undefined && captured.status >= 400) {
      const message = describeFailure(call, captured.status, statusMessage(captured.text), this.server);
      return captured.status === 403 ? new ForbiddenError(message, call) : new ClusterError(message);
    }
    const err = error as { name?: string; type?: string; code?: string; message?: string };
    const what = `${call.verb} ${call.resource}${call.name ? ` "${call.name}"` : ''}`;
    if (err.name === 'AbortError' || err.type === 'aborted' || err.name === 'TimeoutError') {
      return new ClusterError(`API server ${this.server} did not answer ${what} within ${this.timeoutMs / 1000}s (--timeout)`);
    }
    const reason = err.code ?? err.message?.split('\n')[0] ?? String(error);
    return new ClusterError(`cannot reach API server ${this.server} for ${what}: ${reason}`);
  }
}

/** Observable-style middleware: the object-parameter APIs pass options to the observable layer unwrapped. */
function captureMiddleware(k8s: typeof K8s, captured: Raw, signal: AbortSignal): K8s.ObservableMiddleware {
  return {
    pre: (ctx: K8s.RequestContext) => {
      ctx.setSignal(signal as never);
      return new k8s.Observable(Promise.resolve(ctx));
    },
    post: (ctx: K8s.ResponseContext) => new k8s.Observable(keepBody(k8s, ctx, captured)),
  };
}

async function keepBody(k8s: typeof K8s, ctx: K8s.ResponseContext, captured: Raw): Promise<K8s.ResponseContext> {
  const text = await ctx.body.text();
  captured.text = text;
  captured.status = ctx.httpStatusCode;
  const body = { text: async () => text, binary: async () => Buffer.from(text) };
  return new k8s.ResponseContext(ctx.httpStatusCode, ctx.headers, body);
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

function makeApis(k8s: typeof K8s, kc: K8s.KubeConfig) {
  return {
    core: kc.makeApiClient(k8s.CoreV1Api),
    apps: kc.makeApiClient(k8s.AppsV1Api),
    autoscaling: kc.makeApiClient(k8s.AutoscalingV2Api),
    discovery: kc.makeApiClient(k8s.DiscoveryV1Api),
    admission: kc.makeApiClient(k8s.AdmissionregistrationV1Api),
    authz: kc.makeApiClient(k8s.AuthorizationV1Api),
  };
}

type Apis = ReturnType<typeof makeApis>;
type Opts = K8s.ConfigurationOptions;

function readCall(a: Apis, kind: LiveKind, namespace: string, name: string, o: Opts): Promise<unknown> {
  const p = { name, namespace };
  switch (kind) {
    case 'Deployment': return a.apps.readNamespacedDeployment(p, o);
    case 'StatefulSet': return a.apps.readNamespacedStatefulSet(p, o);
    case 'HorizontalPodAutoscaler': return a.autoscaling.readNamespacedHorizontalPodAutoscaler(p, o);
    case 'Pod': return a.core.readNamespacedPod(p, o);
    case 'Secret': return a.core.readNamespacedSecret(p, o);
    case 'Service': return a.core.readNamespacedService(p, o);
    case 'Endpoints': return a.core.readNamespacedEndpoints(p, o);
    case 'EndpointSlice': return a.discovery.readNamespacedEndpointSlice(p, o);
    case 'MutatingWebhookConfiguration': return a.admission.readMutatingWebhookConfiguration({ name }, o);
    case 'ValidatingWebhookConfiguration': return a.admission.readValidatingWebhookConfiguration({ name }, o);
  }
}

function listCall(a: Apis, kind: LiveKind, namespace: string | undefined, labelSelector: string | undefined, o: Opts): Promise<unknown> {
  const all = { labelSelector };
  const p = { namespace: namespace ?? '', labelSelector };
  switch (kind) {
    case 'Deployment': return namespace ? a.apps.listNamespacedDeployment(p, o) : a.apps.listDeploymentForAllNamespaces(all, o);
    case 'StatefulSet': return namespace ? a.apps.listNamespacedStatefulSet(p, o) : a.apps.listStatefulSetForAllNamespaces(all, o);
    case 'HorizontalPodAutoscaler': return a.autoscaling.listNamespacedHorizontalPodAutoscaler(p, o);
    case 'Pod': return a.core.listNamespacedPod(p, o);
    case 'Secret': return a.core.listNamespacedSecret(p, o);
    case 'Service': return a.core.listNamespacedService(p, o);
    case 'Endpoints': return a.core.listNamespacedEndpoints(p, o);
    case 'EndpointSlice': return a.discovery.listNamespacedEndpointSlice(p, o);
    case 'MutatingWebhookConfiguration': return a.admission.listMutatingWebhookConfiguration(all, o);
    case 'ValidatingWebhookConfiguration': return a.admission.listValidatingWebhookConfiguration(all, o);
  }
}

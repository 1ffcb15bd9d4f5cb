import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  ClusterError,
  ForbiddenError,
  describeFailure
} from "./chunk-YOAXHGZD.mjs";
import {
  describeFsError
} from "./chunk-XM5B7NDI.mjs";
import "./chunk-4BSXTURP.mjs";
import "./chunk-37L625ED.mjs";

// src/cluster/client.ts
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
var SERVICE_ACCOUNT_DIR = "/var/run/secrets/kubernetes.io/serviceaccount";
var KINDS = {
  Deployment: { group: "apps", version: "v1", resource: "deployments", namespaced: true },
  StatefulSet: { group: "apps", version: "v1", resource: "statefulsets", namespaced: true },
  HorizontalPodAutoscaler: { group: "autoscaling", version: "v2", resource: "horizontalpodautoscalers", namespaced: true },
  Pod: { group: "", version: "v1", resource: "pods", namespaced: true },
  Secret: { group: "", version: "v1", resource: "secrets", namespaced: true },
  Service: { group: "", version: "v1", resource: "services", namespaced: true },
  Endpoints: { group: "", version: "v1", resource: "endpoints", namespaced: true },
  EndpointSlice: { group: "discovery.k8s.io", version: "v1", resource: "endpointslices", namespaced: true },
  MutatingWebhookConfiguration: { group: "admissionregistration.k8s.io", version: "v1", resource: "mutatingwebhookconfigurations", namespaced: false },
  ValidatingWebhookConfiguration: { group: "admissionregistration.k8s.io", version: "v1", resource: "validatingwebhookconfigurations", namespaced: false }
};
async function connect(options) {
  const k8s = await import("@kubernetes/client-node").catch((e) => {
    if (e.code === "ERR_MODULE_NOT_FOUND") throw new ClusterError("cluster needs the package @kubernetes/client-node: install webhook-cert-gate with its dependencies (npm install -g TARBALL or git+URL)");
    throw e;
  });
  const { kc, namespace } = loadKubeConfig(k8s, options);
  const cluster = kc.getCurrentCluster();
  if (!cluster) throw new ClusterError("the kubeconfig has no current cluster (use --context)");
  return new LiveClient(k8s, kc, cluster.server, namespace, options.timeoutMs);
}
function loadKubeConfig(k8s, options) {
  const kc = new k8s.KubeConfig();
  const saDir = options.env.WEBHOOK_CERT_GATE_SERVICEACCOUNT_DIR ?? SERVICE_ACCOUNT_DIR;
  const useCluster = !options.kubeconfig && !options.env.KUBECONFIG && options.env.KUBERNETES_SERVICE_HOST && existsSync(join(saDir, "token"));
  try {
    if (useCluster) return { kc: loadInCluster(kc, options.env, saDir), namespace: readNamespace(saDir) };
    const file = options.kubeconfig ?? firstKubeconfig(options.env);
    kc.loadFromFile(file);
    if (options.context) {
      if (!kc.getContextObject(options.context)) throw new ClusterError(`context "${options.context}" is not in ${file}`);
      kc.setCurrentContext(options.context);
    }
    const ctx = kc.getContextObject(kc.getCurrentContext());
    return { kc, namespace: ctx?.namespace || "default" };
  } catch (error) {
    if (error instanceof ClusterError) throw error;
    const fsError = error;
    if (fsError.code && fsError.path) {
      throw new ClusterError(`${options.kubeconfig === fsError.path ? "--kubeconfig " : ""}${fsError.path}: cannot load cluster credentials: ${describeFsError(fsError)}`);
    }
    throw new ClusterError(`cannot load cluster credentials: ${error.message}`);
  }
}
function loadInCluster(kc, env, saDir) {
  const host = env.KUBERNETES_SERVICE_HOST;
  const port = env.KUBERNETES_SERVICE_PORT ?? "443";
  const server = `https://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const token = readFileSync(join(saDir, "token"), "utf8").trim();
  kc.loadFromClusterAndUser(
    { name: "in-cluster", server, caFile: join(saDir, "ca.crt"), skipTLSVerify: false },
    { name: "service-account", token }
  );
  return kc;
}
function readNamespace(saDir) {
  const file = join(saDir, "namespace");
  return existsSync(file) ? readFileSync(file, "utf8").trim() || "default" : "default";
}
function firstKubeconfig(env) {
  const fromEnv = env.KUBECONFIG?.split(":").find((p) => p && existsSync(p));
  if (fromEnv) return fromEnv;
  const home = env.HOME ?? "";
  const file = join(home, ".kube", "config");
  if (!home || !existsSync(file)) {
    throw new ClusterError("no kubeconfig found (use --kubeconfig, set KUBECONFIG, or run in a pod with a service account)");
  }
  return file;
}
var LiveClient = class {
  constructor(k8s, kc, server, defaultNamespace, timeoutMs) {
    this.k8s = k8s;
    this.server = server;
    this.defaultNamespace = defaultNamespace;
    this.timeoutMs = timeoutMs;
    this.apis = makeApis(k8s, kc);
  }
  k8s;
  server;
  defaultNamespace;
  timeoutMs;
  apis;
  async get(kind, namespace, name) {
    const call = { verb: "get", ...callOf(kind), namespace, name };
    const raw = await this.send(call, (opts) => readCall(this.apis, kind, namespace ?? "", name, opts), true);
    return raw;
  }
  async list(kind, namespace, labelSelector) {
    const call = { verb: "list", ...callOf(kind), namespace };
    const raw = await this.send(call, (opts) => listCall(this.apis, kind, namespace, labelSelector, opts), false);
    const items = raw?.items ?? [];
    const info = KINDS[kind];
    const apiVersion = info.group ? `${info.group}/${info.version}` : info.version;
    return items.map((item) => ({ apiVersion, kind, ...item }));
  }
  async reviewAccess(q) {
    const body = {
      apiVersion: "authorization.k8s.io/v1",
      kind: "SubjectAccessReview",
      spec: {
        user: q.user,
        groups: q.groups,
        resourceAttributes: { verb: q.verb, group: q.group, resource: q.resource, namespace: q.namespace, name: q.name }
      }
    };
    const call = { verb: "create", resource: "subjectaccessreviews", group: "authorization.k8s.io" };
    const raw = await this.send(call, (opts) => this.apis.authz.createSubjectAccessReview({ body }, opts), false);
    return { allowed: raw?.status?.allowed === true, reason: raw?.status?.reason };
  }
  /** Runs one typed call with a deadline, keeping the raw JSON the server sent. */
  async send(call, run, notFoundOk) {
    const captured = {};
    const signal = AbortSignal.timeout(this.timeoutMs);
    const middleware = captureMiddleware(this.k8s, captured, signal);
    let timer;
    const deadline = new Promise((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error("timeout"), { name: "TimeoutError" })), this.timeoutMs + 250);
    });
    try {
      await Promise.race([run({ middleware: [middleware], middlewareMergeStrategy: "append" }), deadline]);
    } catch (error) {
      if (captured.status === 404 && notFoundOk) return void 0;
      throw this.failure(call, error, captured);
    } finally {
      clearTimeout(timer);
    }
    return captured.text ? JSON.parse(captured.text) : void 0;
  }
  failure(call, error, captured) {
    if (captured.status !== void 0 && captured.status >= 400) {
      const message = describeFailure(call, captured.status, statusMessage(captured.text), this.server);
      return captured.status === 403 ? new ForbiddenError(message, call) : new ClusterError(message);
    }
    const err = error;
    const what = `${call.verb} ${call.resource}${call.name ? ` "${call.name}"` : ""}`;
    if (err.name === "AbortError" || err.type === "aborted" || err.name === "TimeoutError") {
      return new ClusterError(`API server ${this.server} did not answer ${what} within ${this.timeoutMs / 1e3}s (--timeout)`);
    }
    const reason = err.code ?? err.message?.split("\n")[0] ?? String(error);
    return new ClusterError(`cannot reach API server ${this.server} for ${what}: ${reason}`);
  }
};
function captureMiddleware(k8s, captured, signal) {
  return {
    pre: (ctx) => {
      ctx.setSignal(signal);
      return new k8s.Observable(Promise.resolve(ctx));
    },
    post: (ctx) => new k8s.Observable(keepBody(k8s, ctx, captured))
  };
}
async function keepBody(k8s, ctx, captured) {
  const text = await ctx.body.text();
  captured.text = text;
  captured.status = ctx.httpStatusCode;
  const body = { text: async () => text, binary: async () => Buffer.from(text) };
  return new k8s.ResponseContext(ctx.httpStatusCode, ctx.headers, body);
}
function statusMessage(text) {
  if (!text) return void 0;
  try {
    const body = JSON.parse(text);
    return body.kind === "Status" ? body.message : void 0;
  } catch {
    return void 0;
  }
}
function callOf(kind) {
  const { resource, group } = KINDS[kind];
  return { resource, group };
}
function makeApis(k8s, kc) {
  return {
    core: kc.makeApiClient(k8s.CoreV1Api),
    apps: kc.makeApiClient(k8s.AppsV1Api),
    autoscaling: kc.makeApiClient(k8s.AutoscalingV2Api),
    discovery: kc.makeApiClient(k8s.DiscoveryV1Api),
    admission: kc.makeApiClient(k8s.AdmissionregistrationV1Api),
    authz: kc.makeApiClient(k8s.AuthorizationV1Api)
  };
}
function readCall(a, kind, namespace, name, o) {
  const p = { name, namespace };
  switch (kind) {
    case "Deployment":
      return a.apps.readNamespacedDeployment(p, o);
    case "StatefulSet":
      return a.apps.readNamespacedStatefulSet(p, o);
    case "HorizontalPodAutoscaler":
      return a.autoscaling.readNamespacedHorizontalPodAutoscaler(p, o);
    case "Pod":
      return a.core.readNamespacedPod(p, o);
    case "Secret":
      return a.core.readNamespacedSecret(p, o);
    case "Service":
      return a.core.readNamespacedService(p, o);
    case "Endpoints":
      return a.core.readNamespacedEndpoints(p, o);
    case "EndpointSlice":
      return a.discovery.readNamespacedEndpointSlice(p, o);
    case "MutatingWebhookConfiguration":
      return a.admission.readMutatingWebhookConfiguration({ name }, o);
    case "ValidatingWebhookConfiguration":
      return a.admission.readValidatingWebhookConfiguration({ name }, o);
  }
}
function listCall(a, kind, namespace, labelSelector, o) {
  const all = { labelSelector };
  const p = { namespace: namespace ?? "", labelSelector };
  switch (kind) {
    case "Deployment":
      return namespace ? a.apps.listNamespacedDeployment(p, o) : a.apps.listDeploymentForAllNamespaces(all, o);
    case "StatefulSet":
      return namespace ? a.apps.listNamespacedStatefulSet(p, o) : a.apps.listStatefulSetForAllNamespaces(all, o);
    case "HorizontalPodAutoscaler":
      return a.autoscaling.listNamespacedHorizontalPodAutoscaler(p, o);
    case "Pod":
      return a.core.listNamespacedPod(p, o);
    case "Secret":
      return a.core.listNamespacedSecret(p, o);
    case "Service":
      return a.core.listNamespacedService(p, o);
    case "Endpoints":
      return a.core.listNamespacedEndpoints(p, o);
    case "EndpointSlice":
      return a.discovery.listNamespacedEndpointSlice(p, o);
    case "MutatingWebhookConfiguration":
      return a.admission.listMutatingWebhookConfiguration(all, o);
    case "ValidatingWebhookConfiguration":
      return a.admission.listValidatingWebhookConfiguration(all, o);
  }
}
export {
  KINDS,
  SERVICE_ACCOUNT_DIR,
  connect
};

import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  describeNetworkError
} from "./chunk-MGAX7HRN.mjs";
import {
  ClusterError,
  ForbiddenError,
  describeFailure
} from "./chunk-YOAXHGZD.mjs";
import {
  describeFsError
} from "./chunk-7TDALGQL.mjs";

// src/cluster/client.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Agent, request as httpsRequest } from "node:https";
import { request as httpRequest } from "node:http";
var SA_PATH = "/var/run/secrets/kubernetes.io/serviceaccount";
var KINDS = {
  Deployment: { group: "apps", version: "v1", resource: "deployments", namespaced: true },
  StatefulSet: { group: "apps", version: "v1", resource: "statefulsets", namespaced: true },
  DaemonSet: { group: "apps", version: "v1", resource: "daemonsets", namespaced: true },
  ReplicaSet: { group: "apps", version: "v1", resource: "replicasets", namespaced: true },
  HorizontalPodAutoscaler: { group: "autoscaling", version: "v2", resource: "horizontalpodautoscalers", namespaced: true },
  Pod: { group: "", version: "v1", resource: "pods", namespaced: true },
  Secret: { group: "", version: "v1", resource: "secrets", namespaced: true },
  Service: { group: "", version: "v1", resource: "services", namespaced: true },
  ServiceAccount: { group: "", version: "v1", resource: "serviceaccounts", namespaced: true },
  Endpoints: { group: "", version: "v1", resource: "endpoints", namespaced: true },
  EndpointSlice: { group: "discovery.k8s.io", version: "v1", resource: "endpointslices", namespaced: true },
  Role: { group: "rbac.authorization.k8s.io", version: "v1", resource: "roles", namespaced: true },
  RoleBinding: { group: "rbac.authorization.k8s.io", version: "v1", resource: "rolebindings", namespaced: true },
  ClusterRole: { group: "rbac.authorization.k8s.io", version: "v1", resource: "clusterroles", namespaced: false },
  ClusterRoleBinding: { group: "rbac.authorization.k8s.io", version: "v1", resource: "clusterrolebindings", namespaced: false },
  MutatingWebhookConfiguration: { group: "admissionregistration.k8s.io", version: "v1", resource: "mutatingwebhookconfigurations", namespaced: false },
  ValidatingWebhookConfiguration: { group: "admissionregistration.k8s.io", version: "v1", resource: "validatingwebhookconfigurations", namespaced: false },
  CustomResourceDefinition: { group: "apiextensions.k8s.io", version: "v1", resource: "customresourcedefinitions", namespaced: false },
  APIService: { group: "apiregistration.k8s.io", version: "v1", resource: "apiservices", namespaced: false },
  Lease: { group: "coordination.k8s.io", version: "v1", resource: "leases", namespaced: true }
};
var PAGE = 500;
async function connect(options) {
  const { kc, server, namespace } = await loadClientConfig(options);
  return new RestClient(kc, server, namespace, options.timeoutMs);
}
async function loadClientConfig(options) {
  const k8s = await import("@kubernetes/client-node").catch((e) => {
    if (e.code === "ERR_MODULE_NOT_FOUND") throw new ClusterError("cluster needs the package @kubernetes/client-node: install webhook-cert-gate with its dependencies (npm install -g TARBALL or git+URL)");
    throw e;
  });
  const kc = loadKubeConfig(k8s, options);
  const cluster = kc.getCurrentCluster();
  if (!cluster) throw new ClusterError("the kubeconfig has no current cluster (use --context)");
  const namespace = kc.getContextObject(kc.getCurrentContext())?.namespace?.trim() || "default";
  return { kc, server: cluster.server, namespace };
}
function loadKubeConfig(k8s, options) {
  const kc = new k8s.KubeConfig();
  const prefix = options.env.WEBHOOK_CERT_GATE_SERVICEACCOUNT_ROOT ?? "";
  const useCluster = !options.kubeconfig && !options.env.KUBECONFIG && options.env.KUBERNETES_SERVICE_HOST && existsSync(join(prefix, SA_PATH, "token"));
  try {
    if (useCluster) {
      kc.loadFromCluster(prefix);
      const host = options.env.KUBERNETES_SERVICE_HOST;
      const server = `https://${host.includes(":") ? `[${host}]` : host}:${options.env.KUBERNETES_SERVICE_PORT ?? "443"}`;
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
    const fsError = error;
    if (fsError.code && fsError.path) {
      throw new ClusterError(`${options.kubeconfig === fsError.path ? "--kubeconfig " : ""}${fsError.path}: cannot load cluster credentials: ${describeFsError(fsError)}`);
    }
    throw new ClusterError(`cannot load cluster credentials: ${error.message}`);
  }
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
var SOCKETS = 16;
var RestClient = class {
  constructor(kc, server, defaultNamespace, timeoutMs) {
    this.kc = kc;
    this.server = server;
    this.defaultNamespace = defaultNamespace;
    this.timeoutMs = timeoutMs;
  }
  kc;
  server;
  defaultNamespace;
  timeoutMs;
  agent;
  async get(kind, namespace, name) {
    const call = { verb: "get", ...callOf(kind), namespace, name };
    const res = await this.send(call, "GET", `${collection(kind, namespace)}/${encodeURIComponent(name)}`);
    if (res.status === 404) return void 0;
    return withKind(kind, this.json(call, res));
  }
  async list(kind, namespace, labelSelector) {
    const call = { verb: "list", ...callOf(kind), namespace };
    const out = [];
    let next;
    do {
      const query = new URLSearchParams({ limit: String(PAGE) });
      if (labelSelector) query.set("labelSelector", labelSelector);
      if (next) query.set("continue", next);
      const res = await this.send(call, "GET", `${collection(kind, namespace)}?${query}`);
      if (res.status === 404) return out;
      const body = this.json(call, res);
      for (const item of body.items ?? []) out.push(withKind(kind, item));
      next = body.metadata?.continue || void 0;
    } while (next);
    return out;
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
    const res = await this.send(call, "POST", "/apis/authorization.k8s.io/v1/subjectaccessreviews", JSON.stringify(body));
    const status = this.json(call, res).status;
    return { allowed: status?.allowed === true, reason: status?.reason };
  }
  async reviewSelf(verb, resource, group) {
    const body = { apiVersion: "authorization.k8s.io/v1", kind: "SelfSubjectAccessReview", spec: { resourceAttributes: { verb, resource, group } } };
    const call = { verb: "create", resource: "selfsubjectaccessreviews", group: "authorization.k8s.io" };
    const res = await this.send(call, "POST", "/apis/authorization.k8s.io/v1/selfsubjectaccessreviews", JSON.stringify(body));
    return this.json(call, res).status?.allowed === true;
  }
  /** One request under one deadline, credentials included (a kubeconfig exec plugin runs first, and can hang). */
  async send(call, method, path, body) {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let res;
    try {
      res = await abortable(this.exchange(method, path, body, signal), signal);
    } catch (error) {
      throw this.failure(call, error);
    }
    if (res.status === 404 && call.verb !== "create") return res;
    if (res.status >= 400) {
      const message = describeFailure(call, res.status, statusMessage(res.text), this.server);
      throw res.status === 403 ? new ForbiddenError(message, call) : new ClusterError(message);
    }
    return res;
  }
  async exchange(method, path, body, signal) {
    const url = new URL(this.server.replace(/\/+$/, "") + path);
    const headers = { Accept: "application/json" };
    const opts = { method, headers };
    await this.kc.applyToHTTPSOptions(opts);
    if (!this.kc.getCurrentCluster()?.proxyUrl && url.protocol === "https:") {
      this.agent ??= new Agent({
        ca: opts.ca,
        cert: opts.cert,
        key: opts.key,
        rejectUnauthorized: opts.rejectUnauthorized,
        servername: opts.servername,
        keepAlive: true,
        maxSockets: SOCKETS
      });
      opts.agent = this.agent;
    }
    if (typeof headers.Authorization === "string") headers.Authorization = headers.Authorization.trim();
    if (body) Object.assign(headers, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
    const send = url.protocol === "http:" ? httpRequest : httpsRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, { ...opts, signal }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  }
  json(call, res) {
    try {
      return JSON.parse(res.text);
    } catch {
      throw new ClusterError(`API server ${this.server} answered ${call.verb} ${call.resource} with a body that is not JSON (a proxy in the way?)`);
    }
  }
  failure(call, error) {
    const what = `${call.verb} ${call.resource}${call.name ? ` "${call.name}"` : ""}`;
    const err = error;
    if (err.name === "AbortError" || err.name === "TimeoutError") {
      return new ClusterError(`API server ${this.server} did not answer ${what} within ${this.timeoutMs / 1e3}s (--timeout)`);
    }
    const net = describeNetworkError(err);
    if (net.cause === "untrusted") {
      return new ClusterError(`API server ${this.server} presented a certificate the kubeconfig does not trust (${net.detail}) for ${what}: check the cluster's certificate-authority`);
    }
    if (net.cause === "other" && !err.code) return new ClusterError(`cannot use API server ${this.server} for ${what}: ${net.detail}`);
    return new ClusterError(`cannot reach API server ${this.server} for ${what}: ${net.text}`);
  }
};
function abortable(work, signal) {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(Object.assign(new Error("timeout"), { name: "TimeoutError" }));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
function collection(kind, namespace) {
  const k = KINDS[kind];
  const base = k.group ? `/apis/${k.group}/${k.version}` : `/api/${k.version}`;
  return `${base}${k.namespaced && namespace ? `/namespaces/${encodeURIComponent(namespace)}` : ""}/${k.resource}`;
}
function withKind(kind, item) {
  const k = KINDS[kind];
  return { apiVersion: k.group ? `${k.group}/${k.version}` : k.version, kind, ...item };
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

export {
  KINDS,
  connect,
  loadClientConfig,
  collection,
  withKind
};

var __wcgUrl = require("node:url").pathToFileURL(__filename).href;
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  Api: () => Api,
  Credentials: () => Credentials,
  KINDS: () => KINDS,
  RestClient: () => RestClient,
  callOf: () => callOf,
  collection: () => collection,
  connect: () => connect,
  describeNetworkError: () => describeNetworkError,
  printCredentials: () => printCredentials,
  withKind: () => withKind
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_55LNNOMS = require("./chunk-55LNNOMS.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_https = require("node:https");
var import_node_http = require("node:http");
var import_node_child_process = require("node:child_process");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_https2 = require("node:https");
var UNTRUSTED = /* @__PURE__ */ new Set([
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "CERT_SIGNATURE_FAILURE",
  "CERT_UNTRUSTED",
  "CERT_REJECTED",
  "INVALID_CA"
]);
function describeNetworkError(error) {
  const code = error.code ?? "";
  const cause = code === "ECONNREFUSED" ? "refused" : code === "ETIMEDOUT" || error.name === "TimeoutError" || error.name === "AbortError" ? "timeout" : UNTRUSTED.has(code) ? "untrusted" : code === "ECONNRESET" || code === "EPIPE" || /socket disconnected before secure TLS/i.test(error.message) ? "reset" : code === "EHOSTUNREACH" || code === "ENETUNREACH" ? "unreachable" : code === "ENOTFOUND" || code === "EAI_AGAIN" ? "dns" : /wrong version number|packet length too long|unknown protocol/i.test(error.message) ? "no-tls" : "other";
  const detail = code ? `${code} (${error.message})` : error.message;
  return { cause, detail, text: `${import_chunk_TIR72V7I.FAILURE_PHRASE[cause]}: ${detail}` };
}
var SA_PATH = "/var/run/secrets/kubernetes.io/serviceaccount";
var REFRESH_MS = 10 * 6e4;
var SOCKETS = 16;
var LOAD_MS = 3e4;
var Credentials = class _Credentials {
  constructor(current, refresh, tokenFile) {
    this.current = current;
    this.refresh = refresh;
    this.tokenFile = tokenFile;
  }
  current;
  refresh;
  tokenFile;
  resolvedAt = Date.now();
  renewing;
  /** client-node makes a new agent (a new TLS connection) per call; one keep-alive agent per TLS identity serves the run. */
  agents = /* @__PURE__ */ new Map();
  get server() {
    return this.current.server;
  }
  get namespace() {
    return this.current.namespace;
  }
  static async load(o) {
    const dir = (0, import_node_path.join)(o.env.WEBHOOK_CERT_GATE_SERVICEACCOUNT_ROOT ?? "", SA_PATH);
    const host = o.env.KUBERNETES_SERVICE_HOST;
    if (!o.kubeconfig && !o.env.KUBECONFIG && host && (0, import_node_fs.existsSync)((0, import_node_path.join)(dir, "token"))) {
      const server = `https://${host.includes(":") ? `[${host}]` : host}:${o.env.KUBERNETES_SERVICE_PORT ?? "443"}`;
      const namespace = (0, import_node_fs.existsSync)((0, import_node_path.join)(dir, "namespace")) ? (0, import_node_fs.readFileSync)((0, import_node_path.join)(dir, "namespace"), "utf8").trim() || "default" : "default";
      const auth = { tls: { ca: (0, import_node_fs.readFileSync)((0, import_node_path.join)(dir, "ca.crt"), "utf8") }, headers: {} };
      return new _Credentials({ server, namespace, auth: Promise.resolve(auth) }, void 0, (0, import_node_path.join)(dir, "token"));
    }
    const resolve = () => resolveInChild(o);
    return new _Credentials(await resolve(), resolve);
  }
  /**
   * TLS options, agent and headers for one request (the token file is read each time: the kubelet rotates it).
   * Waits for an exec plugin at most until the signal fires; then the child is ended and the next call resolves anew.
   */
  async options(method, signal) {
    if (this.refresh && Date.now() - this.resolvedAt > REFRESH_MS) await this.renew();
    const resolution = this.current;
    const auth = await untilAborted(resolution.auth, signal).catch((error) => {
      if (error.name === "TimeoutError" && this.refresh) {
        resolution.child?.kill();
        this.resolvedAt = 0;
      }
      throw error;
    });
    const headers = { Accept: "application/json", ...auth.headers };
    if (this.tokenFile) headers.Authorization = `Bearer ${(0, import_node_fs.readFileSync)(this.tokenFile, "utf8").trim()}`;
    return { method, ...auth.tls, agent: this.agentFor(auth.tls), headers };
  }
  agentFor(tls) {
    const key = JSON.stringify(tls);
    let agent = this.agents.get(key);
    if (!agent) this.agents.set(key, agent = new import_node_https2.Agent({ ...tls, keepAlive: true, maxSockets: SOCKETS }));
    return agent;
  }
  /** After a 401: credentials from an exec plugin expire. Calls at once share one resolution. */
  renew() {
    if (!this.refresh) return Promise.resolve();
    this.renewing ??= this.refresh().then((next) => {
      this.current = next;
      this.resolvedAt = Date.now();
    }).finally(() => this.renewing = void 0);
    return this.renewing;
  }
};
function untilAborted(work, signal) {
  if (!signal) return work;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(Object.assign(new Error("timeout"), { name: "TimeoutError" }));
    };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      signal.removeEventListener("abort", onAbort);
    });
  });
}
var RESOLVER = "webhookCertGateCredentials";
async function printCredentials() {
  const o = JSON.parse(process.env.WEBHOOK_CERT_GATE_CONNECT ?? "{}");
  const { kc, server, namespace } = await loadClientConfig({ ...o, env: process.env });
  process.stdout.write(JSON.stringify({ server, namespace }) + "\n");
  const opts = { headers: {} };
  await kc.applyToHTTPSOptions(opts).catch((error) => {
    throw new import_chunk_55LNNOMS.ClusterError(`cannot load cluster credentials: ${error.message}`);
  });
  const pem = (v) => Buffer.isBuffer(v) ? v.toString("latin1") : String(v);
  const secure = {};
  if (opts.ca !== void 0) secure.ca = pem(opts.ca);
  if (opts.cert !== void 0) secure.cert = pem(opts.cert);
  if (opts.key !== void 0) secure.key = pem(opts.key);
  if (opts.rejectUnauthorized === false) secure.rejectUnauthorized = false;
  if (opts.servername) secure.servername = opts.servername;
  const headers = Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k, String(v).trim()]));
  process.stdout.write(JSON.stringify({ tls: secure, headers }) + "\n");
}
Object.defineProperty(printCredentials, RESOLVER, { value: true });
function resolveInChild(o) {
  const code = `import(${JSON.stringify(__wcgUrl)}).then((m) => Object.values(m).find((f) => f && f.${RESOLVER})()).catch((e) => { process.stderr.write(String(e && e.message || e)); process.exit(2); });`;
  const env = { ...o.env, WEBHOOK_CERT_GATE_CONNECT: JSON.stringify({ kubeconfig: o.kubeconfig, context: o.context }) };
  const child = (0, import_node_child_process.spawn)(process.execPath, ["--input-type=module", "-e", code], {
    env,
    stdio: ["ignore", "pipe", "pipe"]
  });
  const lines = [];
  let stdout = "";
  let stderr = "";
  const waiting = [];
  child.stdout.setEncoding("utf8").on("data", (d) => {
    stdout += d;
    let nl;
    while ((nl = stdout.indexOf("\n")) >= 0) {
      lines.push(stdout.slice(0, nl));
      stdout = stdout.slice(nl + 1);
    }
    for (const w of waiting.splice(0)) w();
  });
  child.stderr.setEncoding("utf8").on("data", (d) => stderr += d);
  let exited = false;
  child.on("close", () => {
    exited = true;
    for (const w of waiting.splice(0)) w();
  });
  let late = false;
  const failure = () => new import_chunk_55LNNOMS.ClusterError(
    late ? `cannot load cluster credentials: the kubeconfig was not resolved within ${Math.max(LOAD_MS, o.timeoutMs) / 1e3}s` : stderr.trim().split("\n").pop() || "cannot load cluster credentials: the resolver printed no credentials"
  );
  const line = (n) => new Promise((resolve, reject) => {
    const check = () => {
      if (lines.length > n) resolve(lines[n]);
      else if (exited) reject(failure());
      else waiting.push(check);
    };
    check();
  });
  const slow = setTimeout(() => late = child.kill(), Math.max(LOAD_MS, o.timeoutMs));
  child.on("close", () => {
    clearTimeout(slow);
  });
  return line(0).then(
    (first) => {
      const target = JSON.parse(first);
      const auth = line(1).then((second) => JSON.parse(second));
      auth.catch(() => void 0);
      return { ...target, auth, child };
    },
    (error) => {
      child.kill();
      throw error;
    }
  );
}
async function loadClientConfig(options) {
  const k8s = await import("@kubernetes/client-node").catch((e) => {
    if (e.code === "ERR_MODULE_NOT_FOUND")
      throw new import_chunk_55LNNOMS.ClusterError(
        "cluster needs the package @kubernetes/client-node: install webhook-cert-gate with its dependencies (npm install -g TARBALL or git+URL)"
      );
    throw e;
  });
  const kc = loadKubeConfig(k8s, options);
  const cluster = kc.getCurrentCluster();
  if (!cluster) throw new import_chunk_55LNNOMS.ClusterError("the kubeconfig has no current cluster (use --context)");
  if (cluster.proxyUrl)
    throw new import_chunk_55LNNOMS.ClusterError(
      `the kubeconfig's cluster "${cluster.name}" goes through proxy-url ${cluster.proxyUrl}, which webhook-cert-gate does not support: reach the API server directly`
    );
  const namespace = kc.getContextObject(kc.getCurrentContext())?.namespace?.trim() || "default";
  return { kc, server: cluster.server, namespace };
}
function loadKubeConfig(k8s, options) {
  const kc = new k8s.KubeConfig();
  const file = options.kubeconfig ?? firstKubeconfig(options.env);
  try {
    kc.loadFromFile(file);
    if (options.context) {
      if (!kc.getContextObject(options.context))
        throw new import_chunk_55LNNOMS.ClusterError(`context "${options.context}" is not in ${file}`);
      kc.setCurrentContext(options.context);
    }
    return kc;
  } catch (error) {
    if (error instanceof import_chunk_55LNNOMS.ClusterError) throw error;
    const syntax = yamlError(error);
    if (syntax) throw new import_chunk_55LNNOMS.ClusterError(`${file}: cannot load cluster credentials: not valid YAML: ${syntax}`);
    const e = error;
    const named = e.path ?? file;
    const where = options.kubeconfig === named ? `--kubeconfig ${named}` : named;
    const why = e.code ? (0, import_chunk_TIR72V7I.describeFsError)(e) : error instanceof TypeError ? "not a kubeconfig (no clusters, contexts or users)" : e.message.trim().split("\n")[0];
    throw new import_chunk_55LNNOMS.ClusterError(`${where}: cannot load cluster credentials: ${why}`);
  }
}
function yamlError(error) {
  const e = error;
  if (e.name !== "YAMLException") return void 0;
  return `${e.reason ?? "syntax error"}${e.mark ? ` at line ${e.mark.line + 1}, column ${e.mark.column + 1}` : ""}`;
}
function firstKubeconfig(env) {
  const fromEnv = env.KUBECONFIG?.split(":").find((p) => p && (0, import_node_fs.existsSync)(p));
  if (fromEnv) return fromEnv;
  const home = env.HOME ?? "";
  const file = (0, import_node_path.join)(home, ".kube", "config");
  if (!home || !(0, import_node_fs.existsSync)(file)) {
    throw new import_chunk_55LNNOMS.ClusterError(
      "no kubeconfig found (use --kubeconfig, set KUBECONFIG, or run in a pod with a service account)"
    );
  }
  return file;
}
var KINDS = {
  Deployment: { group: "apps", version: "v1", resource: "deployments", namespaced: true },
  StatefulSet: { group: "apps", version: "v1", resource: "statefulsets", namespaced: true },
  DaemonSet: { group: "apps", version: "v1", resource: "daemonsets", namespaced: true },
  ReplicaSet: { group: "apps", version: "v1", resource: "replicasets", namespaced: true },
  HorizontalPodAutoscaler: {
    group: "autoscaling",
    version: "v2",
    resource: "horizontalpodautoscalers",
    namespaced: true
  },
  Pod: { group: "", version: "v1", resource: "pods", namespaced: true },
  Secret: { group: "", version: "v1", resource: "secrets", namespaced: true },
  Service: { group: "", version: "v1", resource: "services", namespaced: true },
  ServiceAccount: { group: "", version: "v1", resource: "serviceaccounts", namespaced: true },
  Endpoints: { group: "", version: "v1", resource: "endpoints", namespaced: true },
  EndpointSlice: { group: "discovery.k8s.io", version: "v1", resource: "endpointslices", namespaced: true },
  Role: { group: "rbac.authorization.k8s.io", version: "v1", resource: "roles", namespaced: true },
  RoleBinding: { group: "rbac.authorization.k8s.io", version: "v1", resource: "rolebindings", namespaced: true },
  ClusterRole: { group: "rbac.authorization.k8s.io", version: "v1", resource: "clusterroles", namespaced: false },
  ClusterRoleBinding: {
    group: "rbac.authorization.k8s.io",
    version: "v1",
    resource: "clusterrolebindings",
    namespaced: false
  },
  MutatingWebhookConfiguration: {
    group: "admissionregistration.k8s.io",
    version: "v1",
    resource: "mutatingwebhookconfigurations",
    namespaced: false
  },
  ValidatingWebhookConfiguration: {
    group: "admissionregistration.k8s.io",
    version: "v1",
    resource: "validatingwebhookconfigurations",
    namespaced: false
  },
  CustomResourceDefinition: {
    group: "apiextensions.k8s.io",
    version: "v1",
    resource: "customresourcedefinitions",
    namespaced: false
  },
  APIService: { group: "apiregistration.k8s.io", version: "v1", resource: "apiservices", namespaced: false },
  Lease: { group: "coordination.k8s.io", version: "v1", resource: "leases", namespaced: true }
};
var PAGE = 500;
async function connect(options) {
  return new RestClient(new Api(await Credentials.load(options), options.timeoutMs, true));
}
var Api = class {
  constructor(credentials, timeoutMs, giveUpAfterTimeout = false) {
    this.credentials = credentials;
    this.timeoutMs = timeoutMs;
    if (giveUpAfterTimeout) this.inFlight = /* @__PURE__ */ new Set();
  }
  credentials;
  timeoutMs;
  /**
   * One run only (not `serve`, which tries again every round): the requests in flight, and the failure of the
   * first one that got no answer within the timeout. That failure ends those in flight and every later request
   * at once, so no later phase of the run waits for that API server again.
   */
  inFlight;
  unanswered;
  get server() {
    return this.credentials.server;
  }
  get defaultNamespace() {
    return this.credentials.namespace;
  }
  /**
   * One request and its whole answer under one deadline, credentials included (an exec plugin can hang).
   * A 401 renews the credentials (an exec plugin's token expired) and tries once more; a 404 of a read is an
   * answer unless `missingIsError`; any other status from 400 on is thrown with the call's wording.
   */
  async send(call, method, path, body, missingIsError = false, retried = false) {
    if (this.unanswered) throw this.failure(call, this.unanswered);
    let res;
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
    if (res.status === 404 && call.verb !== "create" && !missingIsError) return res;
    if (res.status >= 400) throw statusError(call, res.status, statusMessage(res.text), this.server);
    return res;
  }
  /** In a run, the first request with no answer in time ends those in flight, and every later one fails at once. */
  giveUpOnTimeout(error) {
    if (!this.inFlight || this.unanswered || !(error instanceof Error) || !isTimeout(error)) return;
    this.unanswered = error;
    for (const request of this.inFlight) request.abort(error);
  }
  /** One exchange under the timeout; its own controller lets the first unanswered request of a run end the others. */
  async withinTimeout(exchange) {
    const request = new AbortController();
    const timer = setTimeout(() => {
      request.abort(new DOMException("no answer within the timeout", "TimeoutError"));
    }, this.timeoutMs);
    this.inFlight?.add(request);
    try {
      return await exchange(request.signal);
    } finally {
      clearTimeout(timer);
      this.inFlight?.delete(request);
    }
  }
  json(call, res) {
    try {
      return JSON.parse(res.text);
    } catch {
      throw new import_chunk_55LNNOMS.ClusterError(
        `API server ${this.server} answered ${call.verb} ${call.resource} with a body that is not JSON (a proxy in the way?)`
      );
    }
  }
  /** A watch: each line of the answer until the server ends it (no deadline: it lasts minutes); onLine may throw to stop. */
  async stream(call, path, onLine, keep, opened) {
    const opts = await this.credentials.options("GET").catch((error) => {
      throw this.failure(call, error);
    });
    await new Promise((resolve, reject) => {
      const req = this.request(path, { ...opts, agent: void 0 }, (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 400) {
          res.resume();
          if (status === 401) this.credentials.renew().catch(() => void 0);
          reject(Object.assign(statusError(call, status, void 0, this.server), { gone: status === 410 }));
          return;
        }
        opened?.();
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          buffer += chunk;
          let nl;
          while ((nl = buffer.indexOf("\n")) >= 0) {
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
        res.on("end", () => {
          resolve();
        });
        res.on("error", (error) => {
          reject(this.failure(call, error));
        });
      });
      keep(req);
      req.on("error", (error) => {
        reject(this.failure(call, error));
      });
      req.end();
    });
  }
  async exchange(method, path, body, signal) {
    const opts = await this.credentials.options(method, signal);
    if (body)
      Object.assign(opts.headers ?? {}, {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(body)
      });
    return new Promise((resolve, reject) => {
      const req = this.request(path, { ...opts, signal }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  }
  request(path, opts, onResponse) {
    const url = new URL(this.server.replace(/\/+$/, "") + path);
    if (url.protocol === "http:") return (0, import_node_http.request)(url, { ...opts, agent: void 0 }, onResponse);
    return (0, import_node_https.request)(url, opts, onResponse);
  }
  failure(call, error) {
    if (error instanceof import_chunk_55LNNOMS.ClusterError) return error;
    const what = `${call.verb} ${call.resource}${call.name ? ` "${call.name}"` : ""}`;
    const err = error instanceof Error ? error : new Error(String(error));
    if (isTimeout(err)) {
      return new import_chunk_55LNNOMS.ClusterError(
        `API server ${this.server} did not answer within ${this.timeoutMs / 1e3}s (--timeout) for ${what}`,
        "timeout"
      );
    }
    const net = describeNetworkError(err);
    if (net.cause === "untrusted") {
      return new import_chunk_55LNNOMS.ClusterError(
        `API server ${this.server} presented a certificate the kubeconfig does not trust (${net.detail}) for ${what}: check the cluster's certificate-authority`,
        net.cause
      );
    }
    if (net.cause === "other" && !err.code)
      return new import_chunk_55LNNOMS.ClusterError(`cannot use API server ${this.server} for ${what}: ${net.detail}`, net.cause);
    return new import_chunk_55LNNOMS.ClusterError(`cannot reach API server ${this.server} for ${what}: ${net.text}`, net.cause);
  }
};
function isTimeout(error) {
  return error.name === "AbortError" || error.name === "TimeoutError";
}
function statusError(call, status, said, server) {
  const message = (0, import_chunk_55LNNOMS.describeFailure)(call, status, said, server);
  return status === 403 ? new import_chunk_55LNNOMS.ForbiddenError(message, call) : new import_chunk_55LNNOMS.ClusterError(message, String(status));
}
var RestClient = class {
  constructor(api) {
    this.api = api;
  }
  api;
  get server() {
    return this.api.server;
  }
  get defaultNamespace() {
    return this.api.defaultNamespace;
  }
  async get(kind, namespace, name) {
    const call = { verb: "get", ...callOf(kind), namespace, name };
    const res = await this.api.send(call, "GET", `${collection(kind, namespace)}/${encodeURIComponent(name)}`);
    if (res.status === 404) return void 0;
    return withKind(kind, this.api.json(call, res));
  }
  async list(kind, namespace, labelSelector) {
    const call = { verb: "list", ...callOf(kind), namespace };
    const out = [];
    let next;
    do {
      const query = new URLSearchParams({ limit: String(PAGE) });
      if (labelSelector) query.set("labelSelector", labelSelector);
      if (next) query.set("continue", next);
      const res = await this.api.send(call, "GET", `${collection(kind, namespace)}?${query}`);
      if (res.status === 404) return out;
      const body = this.api.json(call, res);
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
        resourceAttributes: {
          verb: q.verb,
          group: q.group,
          resource: q.resource,
          namespace: q.namespace,
          name: q.name
        }
      }
    };
    const call = { verb: "create", resource: "subjectaccessreviews", group: "authorization.k8s.io" };
    const res = await this.api.send(
      call,
      "POST",
      "/apis/authorization.k8s.io/v1/subjectaccessreviews",
      JSON.stringify(body)
    );
    const status = this.api.json(call, res).status;
    return { allowed: status?.allowed === true, reason: status?.reason };
  }
  async reviewSelf(verb, resource, group) {
    const body = {
      apiVersion: "authorization.k8s.io/v1",
      kind: "SelfSubjectAccessReview",
      spec: { resourceAttributes: { verb, resource, group } }
    };
    const call = { verb: "create", resource: "selfsubjectaccessreviews", group: "authorization.k8s.io" };
    const res = await this.api.send(
      call,
      "POST",
      "/apis/authorization.k8s.io/v1/selfsubjectaccessreviews",
      JSON.stringify(body)
    );
    return this.api.json(call, res).status?.allowed === true;
  }
};
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  Api,
  Credentials,
  KINDS,
  RestClient,
  callOf,
  collection,
  connect,
  describeNetworkError,
  printCredentials,
  withKind
});

// An HTTPS Kubernetes API server for tests: the subset `webhook-cert-gate cluster` and the simulated
// replicas use, with the real semantics (Status bodies, resourceVersion conflicts, managedFields,
// RBAC-style 403s per identity, SubjectAccessReview, bearer tokens).
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { makeCa, issueLeaf, type Issued } from './certs.js';
import { changedFields, leaves, toFieldsV1, type FieldPath } from './fields.js';

export interface Identity {
  user: string;
  groups?: string[];
}

/** An RBAC rule after binding: namespace undefined means cluster-wide (a ClusterRoleBinding). */
export interface Rule {
  verbs: string[];
  group: string;
  resources: string[];
  namespace?: string;
  names?: string[];
}

export const ALLOW_ALL: Rule[] = [{ verbs: ['*'], group: '*', resources: ['*'] }];

export interface RequestRecord {
  method: string;
  path: string;
  user: string;
  status: number;
  verb: string;
  resource: string;
}

interface ResourceInfo {
  kind: string;
  group: string;
  version: string;
  namespaced: boolean;
}

const RESOURCES: Record<string, ResourceInfo> = {
  deployments: { kind: 'Deployment', group: 'apps', version: 'v1', namespaced: true },
  statefulsets: { kind: 'StatefulSet', group: 'apps', version: 'v1', namespaced: true },
  horizontalpodautoscalers: { kind: 'HorizontalPodAutoscaler', group: 'autoscaling', version: 'v2', namespaced: true },
  pods: { kind: 'Pod', group: '', version: 'v1', namespaced: true },
  secrets: { kind: 'Secret', group: '', version: 'v1', namespaced: true },
  services: { kind: 'Service', group: '', version: 'v1', namespaced: true },
  endpoints: { kind: 'Endpoints', group: '', version: 'v1', namespaced: true },
  serviceaccounts: { kind: 'ServiceAccount', group: '', version: 'v1', namespaced: true },
  endpointslices: { kind: 'EndpointSlice', group: 'discovery.k8s.io', version: 'v1', namespaced: true },
  mutatingwebhookconfigurations: {
    kind: 'MutatingWebhookConfiguration',
    group: 'admissionregistration.k8s.io',
    version: 'v1',
    namespaced: false,
  },
  validatingwebhookconfigurations: {
    kind: 'ValidatingWebhookConfiguration',
    group: 'admissionregistration.k8s.io',
    version: 'v1',
    namespaced: false,
  },
  customresourcedefinitions: {
    kind: 'CustomResourceDefinition',
    group: 'apiextensions.k8s.io',
    version: 'v1',
    namespaced: false,
  },
  apiservices: { kind: 'APIService', group: 'apiregistration.k8s.io', version: 'v1', namespaced: false },
  subjectaccessreviews: {
    kind: 'SubjectAccessReview',
    group: 'authorization.k8s.io',
    version: 'v1',
    namespaced: false,
  },
};

/** The holder kinds a real API server always serves; only with `holderKinds` (older tests expect 404 for them). */
const HOLDER_RESOURCES: Record<string, ResourceInfo> = {
  customresourcedefinitions: {
    kind: 'CustomResourceDefinition',
    group: 'apiextensions.k8s.io',
    version: 'v1',
    namespaced: false,
  },
  apiservices: { kind: 'APIService', group: 'apiregistration.k8s.io', version: 'v1', namespaced: false },
};

const KIND_TO_RESOURCE = new Map(Object.entries(RESOURCES).map(([r, i]) => [i.kind, r]));

/** Object metadata: the fields this server reads or sets; the rest passes through untouched. */
interface Meta {
  name?: string;
  namespace?: string;
  labels?: Record<string, string>;
  uid?: string;
  resourceVersion?: string;
  generation?: number;
  creationTimestamp?: string | null;
  managedFields?: unknown[];
  [field: string]: unknown;
}

/** A Kubernetes object (or a Status) as JSON. */
interface Obj {
  apiVersion?: string;
  kind?: string;
  metadata?: Meta;
  [field: string]: unknown;
}

/** An object as stored and served: it always has metadata. */
type Kept = Obj & { metadata: Meta };

/** The part of a SubjectAccessReview the server judges. */
interface AccessReview extends Obj {
  spec?: {
    user?: string;
    resourceAttributes?: { verb?: string; group?: string; resource?: string; namespace?: string; name?: string };
  };
}

interface Stored {
  obj: Kept;
  /** manager|operation -> owned fields */
  owners: Map<string, { manager: string; operation: string; time: string; fields: Set<FieldPath> }>;
}

interface Target {
  resource: string;
  info: ResourceInfo;
  namespace?: string;
  name?: string;
}

export class TestApiServer {
  readonly tls: Issued & { caPem: string };
  readonly requests: RequestRecord[] = [];
  /** While true (or true of the request), requests are read and never answered (a hung API server). */
  hang: boolean | ((request: { method: string; path: string }) => boolean) = false;
  /** The requests the hang left unanswered, `METHOD path` each, in the order they came. */
  readonly unanswered: string[] = [];
  private readonly tokens = new Map<string, Identity>();
  private readonly rules = new Map<string, Rule[]>();
  private readonly store = new Map<string, Stored>();
  private readonly sockets = new Set<Socket>();
  private rv = 1000;
  private server?: Server;
  port = 0;
  /** Serves CRDs and APIServices (empty lists) and watches: what `serve` reads. */
  private readonly holderKinds: boolean;

  constructor(options: { holderKinds?: boolean } = {}) {
    this.holderKinds = options.holderKinds ?? false;
    const ca = makeCa('test-apiserver-ca');
    const leaf = issueLeaf(ca, { dnsNames: ['localhost', 'kubernetes.default.svc'], ips: ['127.0.0.1'] });
    this.tls = { ...leaf, caPem: ca.certPem };
  }

  get url(): string {
    return `https://127.0.0.1:${this.port}`;
  }

  addToken(token: string, identity: Identity, rules: Rule[]): void {
    this.tokens.set(token, identity);
    this.grant(identity.user, rules);
  }

  /** Rules for an identity that has no token here (a workload's ServiceAccount, for SubjectAccessReviews). */
  grant(user: string, rules: Rule[]): void {
    this.rules.set(user, [...(this.rules.get(user) ?? []), ...rules]);
  }

  revoke(user: string): void {
    this.rules.delete(user);
  }

  /** Listens on 127.0.0.1; `port` again after close() is the same API server coming back. */
  async start(port = 0): Promise<void> {
    this.server = createServer({ cert: this.tls.certPem, key: this.tls.keyPem }, (req, res) => {
      void this.handle(req, res);
    });
    this.server.on('secureConnection', (s: Socket) => {
      this.sockets.add(s);
      s.on('close', () => {
        this.sockets.delete(s);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => {
      if (this.server)
        this.server.close(() => {
          resolve();
        });
      else resolve();
    });
  }

  /** Stores an object as if `manager` had created it (operation Apply or Update). */
  seed(obj: Obj, manager = 'kubectl-client-side-apply', operation = 'Update'): Obj {
    const resource = KIND_TO_RESOURCE.get(obj.kind ?? '');
    if (!resource) throw new Error(`test server does not serve kind ${obj.kind ?? '(none)'}`);
    const info = RESOURCES[resource]!;
    const target: Target = {
      resource,
      info,
      namespace: info.namespaced ? obj.metadata?.namespace : undefined,
      name: obj.metadata?.name,
    };
    return this.create(target, structuredClone(obj), manager, operation);
  }

  /** The stored object as a client would see it. */
  read(kind: string, namespace: string | undefined, name: string): Obj | undefined {
    const resource = KIND_TO_RESOURCE.get(kind)!;
    const s = this.store.get(storeKey(resource, namespace, name));
    return s ? this.render(s) : undefined;
  }

  mutatingRequests(): RequestRecord[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'https://x');
    const asked = { method: req.method ?? 'GET', path: url.pathname };
    if (typeof this.hang === 'function' ? this.hang(asked) : this.hang) {
      this.unanswered.push(`${asked.method} ${asked.path}`);
      return; // never answer
    }
    const record: RequestRecord = {
      method: req.method ?? 'GET',
      path: url.pathname,
      user: '',
      status: 0,
      verb: '',
      resource: '',
    };
    this.requests.push(record);
    const send = (status: number, payload: Obj) => {
      record.status = status;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const identity = this.authenticate(req);
    if (!identity) {
      send(401, status(401, 'Unauthorized', 'Unauthorized'));
      return;
    }
    record.user = identity.user;
    const target = parsePath(url.pathname, this.holderKinds);
    if (!target) {
      send(404, status(404, 'NotFound', 'the server could not find the requested resource'));
      return;
    }
    const watching = this.holderKinds && ['1', 'true'].includes(url.searchParams.get('watch') ?? '');
    const verb = watching ? 'watch' : verbOf(req.method ?? 'GET', target);
    record.verb = verb;
    record.resource = target.resource;
    if (!this.allowed(identity.user, verb, target)) {
      send(403, forbidden(identity.user, verb, target));
      return;
    }
    if (watching) {
      // A watch that reports no change and ends at timeoutSeconds, as the API server ends every watch.
      record.status = 200;
      res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
      res.flushHeaders();
      const timer = setTimeout(() => res.end(), Number(url.searchParams.get('timeoutSeconds') ?? 300) * 1000);
      res.on('close', () => {
        clearTimeout(timer);
      });
      return;
    }
    try {
      send(...this.serve(verb, target, url, body, req));
    } catch (e) {
      send(400, status(400, 'BadRequest', (e as Error).message));
    }
  }

  private serve(verb: string, target: Target, url: URL, body: string, req: IncomingMessage): [number, Obj] {
    if (verb === 'create' && target.resource === 'subjectaccessreviews')
      return [201, this.review(JSON.parse(body) as AccessReview)];
    if (verb === 'get') return this.get(target);
    if (verb === 'list') return [200, this.list(target, url.searchParams.get('labelSelector') ?? '')];
    const manager = url.searchParams.get('fieldManager') ?? managerFromAgent(req.headers['user-agent']);
    if (verb === 'update') return this.update(target, JSON.parse(body) as Obj, manager);
    if (verb === 'create') {
      const obj = JSON.parse(body) as Obj;
      const t = { ...target, name: obj.metadata?.name };
      if (this.store.has(storeKey(t.resource, t.namespace, t.name))) {
        return [409, status(409, 'AlreadyExists', `${qualified(t)} "${t.name}" already exists`, t)];
      }
      return [201, this.create(t, obj, manager, 'Update')];
    }
    return [405, status(405, 'MethodNotAllowed', `the server does not allow this method on the requested resource`)];
  }

  private authenticate(req: IncomingMessage): Identity | undefined {
    const header = req.headers.authorization ?? '';
    const m = /^Bearer (.+)$/.exec(header);
    return m ? this.tokens.get(m[1]!) : undefined;
  }

  private allowed(user: string, verb: string, t: Target): boolean {
    return (this.rules.get(user) ?? []).some((r) => ruleAllows(r, verb, t));
  }

  private get(t: Target): [number, Obj] {
    const s = this.store.get(storeKey(t.resource, t.namespace, t.name));
    if (!s) return [404, status(404, 'NotFound', `${qualified(t)} "${t.name}" not found`, t)];
    return [200, this.render(s)];
  }

  private list(t: Target, selector: string): Obj {
    const match = selectorMatcher(selector);
    const items = [...this.store.entries()]
      .filter(
        ([k]) => k.startsWith(`${t.resource}/`) && (!t.namespace || k.startsWith(`${t.resource}/${t.namespace}/`)),
      )
      .map(([, s]) => this.render(s))
      .filter((o) => match(o.metadata.labels ?? {}))
      .map(({ kind: _k, apiVersion: _a, ...rest }) => rest);
    return {
      kind: `${t.info.kind}List`,
      apiVersion: apiVersion(t.info),
      metadata: { resourceVersion: String(this.rv) },
      items,
    };
  }

  private create(t: Target, obj: Obj, manager: string, operation: string): Obj {
    obj.apiVersion ??= apiVersion(t.info);
    obj.kind ??= t.info.kind;
    const md = (obj.metadata ??= {});
    const kept: Kept = { ...obj, metadata: md };
    delete md.managedFields;
    md.uid = randomUUID();
    md.resourceVersion = String(++this.rv);
    md.generation = 1;
    md.creationTimestamp = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    if (t.namespace) md.namespace = t.namespace;
    const fields = new Set(leaves(obj).keys());
    const stored: Stored = { obj: kept, owners: new Map() };
    stored.owners.set(`${manager}|${operation}`, { manager, operation, time: md.creationTimestamp, fields });
    this.store.set(storeKey(t.resource, t.namespace, md.name), stored);
    return this.render(stored);
  }

  /** PUT: optimistic concurrency on resourceVersion, generation on spec change, field ownership transfer. */
  private update(t: Target, obj: Obj, manager: string): [number, Obj] {
    const s = this.store.get(storeKey(t.resource, t.namespace, t.name));
    if (!s) return [404, status(404, 'NotFound', `${qualified(t)} "${t.name}" not found`, t)];
    const current = s.obj;
    const sent = obj.metadata?.resourceVersion;
    if (sent !== undefined && sent !== current.metadata.resourceVersion) {
      return [
        409,
        status(
          409,
          'Conflict',
          `Operation cannot be fulfilled on ${qualified(t)} "${t.name}": the object has been modified; please apply your changes to the latest version and try again`,
          t,
        ),
      ];
    }
    const next: Kept = {
      ...obj,
      apiVersion: current.apiVersion,
      kind: current.kind,
      metadata: {
        ...obj.metadata,
        ...pick(current.metadata, ['uid', 'creationTimestamp', 'namespace', 'name', 'generation', 'resourceVersion']),
      },
    };
    delete next.metadata.managedFields;
    const before = leaves(current);
    const after = leaves(next);
    const changed = changedFields(before, after);
    if (changed.size === 0) return [200, this.render(s)]; // a no-op update writes nothing
    if (specChanged(current, next)) next.metadata.generation = (current.metadata.generation ?? 0) + 1;
    next.metadata.resourceVersion = String(++this.rv);
    const time = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    for (const entry of s.owners.values()) for (const p of changed) entry.fields.delete(p);
    const key = `${manager}|Update`;
    const mine = s.owners.get(key) ?? { manager, operation: 'Update', time, fields: new Set<FieldPath>() };
    for (const p of changed) if (after.has(p)) mine.fields.add(p);
    mine.time = time;
    s.owners.set(key, mine);
    for (const [k, e] of s.owners) if (e.fields.size === 0) s.owners.delete(k);
    s.obj = next;
    return [200, this.render(s)];
  }

  private review(sar: AccessReview): Obj {
    const a = sar.spec?.resourceAttributes ?? {};
    const resource = a.resource ?? '';
    const t: Target = {
      resource,
      info: RESOURCES[resource] ?? { kind: '', group: a.group ?? '', version: 'v1', namespaced: Boolean(a.namespace) },
      namespace: a.namespace || undefined,
      name: a.name || undefined,
    };
    const allowed = this.allowed(sar.spec?.user ?? '', a.verb ?? '', t);
    return {
      ...sar,
      metadata: { creationTimestamp: null },
      status: allowed ? { allowed, reason: 'allowed by test RBAC' } : { allowed },
    };
  }

  private render(s: Stored): Kept {
    const obj = structuredClone(s.obj);
    obj.metadata.managedFields = [...s.owners.values()].map((e) => ({
      manager: e.manager,
      operation: e.operation,
      apiVersion: obj.apiVersion,
      time: e.time,
      fieldsType: 'FieldsV1',
      fieldsV1: toFieldsV1(e.fields),
    }));
    return obj;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      chunks.push(c);
    });
    req.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

function parsePath(path: string, holderKinds: boolean): Target | undefined {
  const parts = path.split('/').filter(Boolean);
  let rest: string[];
  if (parts[0] === 'api' && parts[1] === 'v1') rest = parts.slice(2);
  else if (parts[0] === 'apis' && parts.length >= 3) rest = parts.slice(3);
  else return undefined;
  let namespace: string | undefined;
  if (rest[0] === 'namespaces' && rest.length >= 3) {
    namespace = rest[1];
    rest = rest.slice(2);
  }
  const info = RESOURCES[rest[0] ?? ''] ?? (holderKinds ? HOLDER_RESOURCES[rest[0] ?? ''] : undefined);
  if (!info || rest.length > 2) return undefined;
  return { resource: rest[0]!, info, namespace, name: rest[1] };
}

function verbOf(method: string, t: Target): string {
  if (method === 'GET') return t.name ? 'get' : 'list';
  if (method === 'PUT') return 'update';
  if (method === 'POST') return 'create';
  if (method === 'DELETE') return 'delete';
  if (method === 'PATCH') return 'patch';
  return method.toLowerCase();
}

function ruleAllows(r: Rule, verb: string, t: Target): boolean {
  if (!r.verbs.includes('*') && !r.verbs.includes(verb)) return false;
  if (r.group !== '*' && r.group !== t.info.group) return false;
  if (!r.resources.includes('*') && !r.resources.includes(t.resource)) return false;
  if (r.namespace !== undefined && r.namespace !== t.namespace) return false;
  // As in RBAC: resourceNames never grant list or create.
  if (r.names && (!t.name || !r.names.includes(t.name))) return false;
  return true;
}

function status(code: number, reason: string, message: string, t?: Target): Obj {
  const details = t ? { details: { name: t.name, group: t.info.group, kind: t.resource } } : {};
  return { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message, reason, ...details, code };
}

function forbidden(user: string, verb: string, t: Target): Obj {
  const subject = t.name ? `${qualified(t)} "${t.name}"` : qualified(t);
  const where = t.namespace ? `in the namespace "${t.namespace}"` : 'at the cluster scope';
  const message = `${subject} is forbidden: User "${user}" cannot ${verb} resource "${t.resource}" in API group "${t.info.group}" ${where}`;
  return status(403, 'Forbidden', message, t);
}

function qualified(t: Target): string {
  return t.info.group ? `${t.resource}.${t.info.group}` : t.resource;
}

function apiVersion(info: ResourceInfo): string {
  return info.group ? `${info.group}/${info.version}` : info.version;
}

function storeKey(resource: string, namespace: string | undefined, name: string | undefined): string {
  return `${resource}/${namespace ?? ''}/${name ?? ''}`;
}

function managerFromAgent(agent: string | undefined): string {
  return (agent ?? 'unknown').split('/')[0] || 'unknown';
}

function selectorMatcher(selector: string): (labels: Record<string, string>) => boolean {
  const terms = selector
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return (labels) =>
    terms.every((term) => {
      const ne = /^([^!=]+)!=(.*)$/.exec(term);
      if (ne) return labels[ne[1]!] !== ne[2];
      const eq = /^([^!=]+)==?(.*)$/.exec(term);
      if (eq) return labels[eq[1]!] === eq[2];
      return term in labels;
    });
}

function specChanged(a: Obj, b: Obj): boolean {
  const strip = ({ metadata: _m, status: _s, ...rest }: Obj) => JSON.stringify(rest);
  return strip(a) !== strip(b);
}

function pick(obj: Meta, keys: string[]): Meta {
  return Object.fromEntries(keys.filter((k) => obj[k] !== undefined).map((k) => [k, obj[k]]));
}

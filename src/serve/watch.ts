// A ClusterClient answered from watches: the first read of a kind (in a namespace) lists it once and starts a
// watch that keeps a local copy up to date, so each of `serve`'s rounds runs the live audit on the cache, never
// by polling lists. A watch that ends resumes from the last resourceVersion; 410 Gone lists again.
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { collection, KINDS, withKind } from '../cluster/client.js';
import { ClusterError, ForbiddenError, describeFailure } from '../cluster/errors.js';
import type { AccessAnswer, AccessQuestion, ClusterClient, KubeObject, LiveKind } from '../cluster/types.js';
import type { Credentials } from './credentials.js';

/** A change the watch saw (the caller counts caBundle changes from these). */
export type WatchListener = (kind: LiveKind, previous: KubeObject | undefined, current: KubeObject | undefined) => void;

/** Kinds whose managedFields a reader needs (caBundle owners); other objects are kept without them (memory). */
const KEEP_MANAGED_FIELDS = new Set<LiveKind>(['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration', 'CustomResourceDefinition', 'APIService']);
const PAGE = 500;
/** The API server ends each watch after this; the store resumes from its resourceVersion. */
const WATCH_SECONDS = 300;

interface Scope {
  kind: LiveKind;
  namespace?: string;
  /** One object by name (Secrets: RBAC allows watching one name with resourceNames). */
  name?: string;
}

class Store {
  readonly objects = new Map<string, KubeObject>();
  synced: Promise<void>;
  failed = false;
  private resourceVersion = '';
  private stopped = false;
  private request?: { destroy(): void };

  constructor(private readonly owner: WatchClient, readonly scope: Scope) {
    this.synced = this.run();
    this.synced.catch(() => undefined);
  }

  /** Resolves after the first list; then keeps watching in the background until stopped. */
  private async run(): Promise<void> {
    await this.list();
    void this.loop();
  }

  private async loop(): Promise<void> {
    let delay = 1000;
    while (!this.stopped) {
      try {
        if (!this.resourceVersion) await this.list();
        await this.watch();
        delay = 1000;
      } catch (error) {
        if (this.stopped) return;
        if ((error as { gone?: boolean }).gone) this.resourceVersion = '';
        else {
          this.owner.log(`watch ${describe(this.scope)}: ${(error as Error).message} (retrying in ${delay / 1000}s)`);
          await sleep(delay);
          delay = Math.min(30_000, delay * 2);
        }
      }
    }
  }

  private async list(): Promise<void> {
    const seen = new Set<string>();
    let next = '';
    let version = '';
    do {
      const query = this.query({ limit: String(PAGE), ...(next ? { continue: next } : {}) });
      const body = (await this.owner.getJson(this.scope, query)) as { items?: KubeObject[]; metadata?: { continue?: string; resourceVersion?: string } };
      for (const item of body.items ?? []) {
        const key = this.put(withKind(this.scope.kind, item));
        seen.add(key);
      }
      next = body.metadata?.continue ?? '';
      version = body.metadata?.resourceVersion ?? version;
    } while (next);
    for (const [key, obj] of this.objects) {
      if (!seen.has(key)) {
        this.objects.delete(key);
        this.owner.changed(this.scope.kind, obj, undefined);
      }
    }
    this.resourceVersion = version;
  }

  private watch(): Promise<void> {
    const query = this.query({ watch: '1', allowWatchBookmarks: 'true', timeoutSeconds: String(WATCH_SECONDS), resourceVersion: this.resourceVersion });
    return this.owner.stream(this.scope, query, (event) => {
      const type = event.type as string;
      const obj = event.object as KubeObject;
      if (type === 'ERROR') {
        const code = (obj as { code?: number }).code;
        throw Object.assign(new Error(`watch error ${code ?? ''}: ${(obj as { message?: string }).message ?? ''}`), { gone: code === 410 });
      }
      const version = obj?.metadata?.resourceVersion;
      if (version) this.resourceVersion = version;
      if (type === 'BOOKMARK') return;
      if (type === 'DELETED') {
        const key = keyOf(obj);
        const previous = this.objects.get(key);
        this.objects.delete(key);
        this.owner.changed(this.scope.kind, previous, undefined);
      } else {
        this.put(withKind(this.scope.kind, obj));
      }
    }, (req) => (this.request = req));
  }

  private put(obj: KubeObject): string {
    if (!KEEP_MANAGED_FIELDS.has(this.scope.kind) && obj.metadata) delete obj.metadata.managedFields;
    const key = keyOf(obj);
    const previous = this.objects.get(key);
    this.objects.set(key, obj);
    this.owner.changed(this.scope.kind, previous, obj);
    return key;
  }

  private query(extra: Record<string, string>): string {
    const q = new URLSearchParams(extra);
    if (this.scope.name) q.set('fieldSelector', `metadata.name=${this.scope.name}`);
    return q.toString();
  }

  stop(): void {
    this.stopped = true;
    this.request?.destroy();
  }
}

function keyOf(o: KubeObject): string {
  return `${o.metadata?.namespace ?? ''}/${o.metadata?.name ?? ''}`;
}

function describe(s: Scope): string {
  return `${KINDS[s.kind].resource}${s.namespace ? ` in ${s.namespace}` : ''}${s.name ? ` named ${s.name}` : ''}`;
}

/** Equality-based label selectors (`a=b,c=d`), the only kind the audit asks for. */
function matches(obj: KubeObject, selector: string | undefined): boolean {
  if (!selector) return true;
  const labels = obj.metadata?.labels ?? {};
  return selector.split(',').every((term) => {
    const [k, v] = term.split('=');
    return labels[k!.trim()] === v?.trim();
  });
}

export class WatchClient implements ClusterClient {
  private readonly stores = new Map<string, Store>();
  private readonly listeners: WatchListener[] = [];

  readonly server: string;
  readonly defaultNamespace: string;

  constructor(private readonly credentials: Credentials, private readonly timeoutMs: number, readonly log: (line: string) => void) {
    this.server = credentials.server;
    this.defaultNamespace = credentials.namespace;
  }

  onChange(listener: WatchListener): void {
    this.listeners.push(listener);
  }

  changed(kind: LiveKind, previous: KubeObject | undefined, current: KubeObject | undefined): void {
    for (const l of this.listeners) l(kind, previous, current);
  }

  /** Starts watching a kind before the first round asks for it (the holders: their caBundle changes count from the start). */
  async prime(kinds: readonly LiveKind[]): Promise<void> {
    await Promise.all(kinds.map((kind) => this.store({ kind }).synced.catch(() => undefined)));
  }

  async get(kind: LiveKind, namespace: string | undefined, name: string): Promise<KubeObject | undefined> {
    const namespaced = KINDS[kind].namespaced;
    // Secrets one by one (no list of a namespace's Secrets); everything else a whole namespace (or cluster) at a time.
    const store = this.store(kind === 'Secret' ? { kind, namespace, name } : { kind, ...(namespaced ? { namespace } : {}) });
    await store.synced;
    return store.objects.get(`${namespaced ? namespace ?? '' : ''}/${name}`);
  }

  async list(kind: LiveKind, namespace: string | undefined, labelSelector?: string): Promise<KubeObject[]> {
    const store = this.store({ kind, ...(namespace && KINDS[kind].namespaced ? { namespace } : {}) });
    await store.synced;
    return [...store.objects.values()].filter((o) => matches(o, labelSelector));
  }

  /** The one request that is not a read: a SubjectAccessReview (creates nothing that persists). */
  async reviewAccess(q: AccessQuestion): Promise<AccessAnswer> {
    const body = JSON.stringify({
      apiVersion: 'authorization.k8s.io/v1', kind: 'SubjectAccessReview',
      spec: { user: q.user, groups: q.groups, resourceAttributes: { verb: q.verb, group: q.group, resource: q.resource, namespace: q.namespace, name: q.name } },
    });
    const url = new URL(`${this.server.replace(/\/+$/, '')}/apis/authorization.k8s.io/v1/subjectaccessreviews`);
    const call = { verb: 'create', resource: 'subjectaccessreviews', group: 'authorization.k8s.io' };
    const { status, text } = await this.exchange(url, 'POST', body, `create subjectaccessreviews`);
    if (status >= 400) {
      const message = describeFailure(call, status, statusMessage(text), this.server);
      throw status === 403 ? new ForbiddenError(message, call) : new ClusterError(message);
    }
    const answer = (JSON.parse(text) as { status?: { allowed?: boolean; reason?: string } }).status;
    return { allowed: answer?.allowed === true, reason: answer?.reason };
  }

  /** Number of objects held, for the memory budget's metric. */
  size(): number {
    let n = 0;
    for (const s of this.stores.values()) n += s.objects.size;
    return n;
  }

  stop(): void {
    for (const s of this.stores.values()) s.stop();
    this.stores.clear();
  }

  private store(scope: Scope): Store {
    const key = `${scope.kind}|${scope.namespace ?? ''}|${scope.name ?? ''}`;
    let store = this.stores.get(key);
    if (!store) {
      const created = new Store(this, scope);
      this.stores.set(key, (store = created));
      // A refused or failed first list is not kept: the next round asks again (and the audit reports the refusal).
      created.synced.catch(() => {
        created.stop();
        if (this.stores.get(key) === created) this.stores.delete(key);
      });
    }
    return store;
  }

  private options(method: string): Promise<RequestOptions> {
    return this.credentials.options(method);
  }

  /** One request and its whole answer, under the timeout; a 401 renews the credentials and tries once more. */
  private async exchange(url: URL, method: string, body: string | undefined, what: string, retried = false): Promise<{ status: number; text: string }> {
    const opts = await this.options(method);
    if (body) Object.assign(opts.headers!, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    const signal = AbortSignal.timeout(this.timeoutMs);
    const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = (url.protocol === 'http:' ? httpRequest : httpsRequest)(url, { ...opts, signal }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        r.on('error', reject);
      });
      req.on('error', (e) => reject(new ClusterError(`cannot ${what} at ${this.server}: ${e.message}`)));
      req.end(body);
    });
    if (res.status === 401 && !retried) {
      await this.credentials.renew();
      return this.exchange(url, method, body, what, true);
    }
    return res;
  }

  private url(scope: Scope, query: string): URL {
    return new URL(`${this.server.replace(/\/+$/, '')}${collection(scope.kind, scope.namespace)}?${query}`);
  }

  /** One list page, with the REST client's error messages (a 403 becomes a refused read). */
  async getJson(scope: Scope, query: string): Promise<unknown> {
    const { status, text } = await this.exchange(this.url(scope, query), 'GET', undefined, `list ${describe(scope)}`);
    const call = { verb: 'list', resource: KINDS[scope.kind].resource, group: KINDS[scope.kind].group, namespace: scope.namespace, ...(scope.name ? { name: scope.name } : {}) };
    if (status >= 400) {
      const message = describeFailure(call, status, statusMessage(text), this.server);
      throw status === 403 ? new ForbiddenError(message, call) : new ClusterError(message);
    }
    return JSON.parse(text);
  }

  /** A watch: one JSON event per line until the server ends it (or an ERROR event, thrown by onEvent). */
  async stream(scope: Scope, query: string, onEvent: (e: { type: string; object: unknown }) => void, keep: (req: { destroy(): void }) => void): Promise<void> {
    const url = this.url(scope, query);
    const opts = await this.options('GET');
    await new Promise<void>((resolve, reject) => {
      const req = (url.protocol === 'http:' ? httpRequest : httpsRequest)(url, opts, (res) => {
        if ((res.statusCode ?? 0) >= 400) {
          res.resume();
          const gone = res.statusCode === 410;
          if (res.statusCode === 401) this.credentials.renew().catch(() => undefined);
          reject(Object.assign(new Error(`watch answered ${res.statusCode}`), { gone }));
          return;
        }
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
              onEvent(JSON.parse(line) as { type: string; object: unknown });
            } catch (error) {
              req.destroy();
              reject(error);
              return;
            }
          }
        });
        res.on('end', () => resolve());
        res.on('error', reject);
      });
      keep(req);
      req.on('error', reject);
      req.end();
    });
  }
}

function statusMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { kind?: string; message?: string };
    return body.kind === 'Status' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

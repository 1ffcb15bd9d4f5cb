// A ClusterClient answered from watches: the first read of a kind (in a namespace) lists it once and starts a
// watch that keeps a local copy up to date, so each of `serve`'s rounds runs the live audit on the cache, never
// by polling lists. A watch that ends resumes from the last resourceVersion; 410 Gone lists again.
import { setTimeout as sleep } from 'node:timers/promises';
import { Api, collection, KINDS, RestClient, withKind } from '../cluster/client.js';
import type { Credentials } from '../cluster/credentials.js';
import type { AccessAnswer, AccessQuestion, ClusterClient, KubeObject, LiveKind } from '../cluster/types.js';

/** A change the watch saw (the caller counts caBundle changes from these). */
export type WatchListener = (kind: LiveKind, previous: KubeObject | undefined, current: KubeObject | undefined) => void;

/** A list or watch request that failed: the resource, and the HTTP status or network cause ("403", "refused"). */
export type ReadErrorListener = (resource: string, code: string) => void;

/** A read that fails now: what it is for, and the API server's (or the network's) answer in one line. */
export interface ReadProblem {
  resource: string;
  code: string;
  message: string;
}

/** Kinds whose managedFields a reader needs (caBundle owners); other objects are kept without them (memory). */
const KEEP_MANAGED_FIELDS = new Set<LiveKind>([
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'CustomResourceDefinition',
  'APIService',
]);
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
  /** The last audit round that read it (WatchClient.endRound). */
  lastRead = 0;
  private resourceVersion = '';
  private stopped = false;
  private request?: { destroy(): void };

  constructor(
    private readonly owner: WatchClient,
    readonly scope: Scope,
  ) {
    this.synced = this.run();
    this.synced.catch(() => undefined);
  }

  /** Resolves after the first list; then keeps watching in the background until stopped. */
  private async run(): Promise<void> {
    try {
      await this.list();
    } catch (error) {
      this.owner.readFailed(this.scope, error);
      throw error;
    }
    this.owner.readOk(this.scope);
    void this.loop();
  }

  private async loop(): Promise<void> {
    let delay = 1000;
    while (!this.stopped) {
      try {
        if (!this.resourceVersion) {
          await this.list();
          this.owner.readOk(this.scope);
        }
        await this.watch();
        delay = 1000;
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() may have run during the awaits above
        if (this.stopped) return;
        if ((error as { gone?: boolean }).gone) this.resourceVersion = '';
        else {
          // One line when a watch starts failing (or fails differently), not one per retry.
          if (this.owner.readFailed(this.scope, error))
            this.owner.log(`watch ${describe(this.scope)}: ${(error as Error).message} (retrying with backoff)`);
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
      const body = (await this.owner.getJson(this.scope, query)) as {
        items?: KubeObject[];
        metadata?: { continue?: string; resourceVersion?: string };
      };
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
    const query = this.query({
      watch: '1',
      allowWatchBookmarks: 'true',
      timeoutSeconds: String(WATCH_SECONDS),
      resourceVersion: this.resourceVersion,
    });
    return this.owner.stream(
      this.scope,
      query,
      (line) => {
        const event = JSON.parse(line) as { type: string; object: unknown };
        const type = event.type;
        const obj = event.object as KubeObject;
        if (type === 'ERROR') {
          const code = (obj as { code?: number }).code;
          throw Object.assign(new Error(`watch error ${code ?? ''}: ${(obj as { message?: string }).message ?? ''}`), {
            gone: code === 410,
            code: String(code ?? 'other'),
          });
        }
        const version = obj.metadata?.resourceVersion;
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
      },
      (req) => (this.request = req),
      () => {
        this.owner.readOk(this.scope);
      },
    );
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
  private readonly errorListeners: ReadErrorListener[] = [];
  /** Reads that fail now, by scope: cleared by the next success, or when no round asks for them any more. */
  private readonly failing = new Map<string, ReadProblem>();
  /** Scopes the current round asked for (a store whose first list failed is gone, its scope still counts). */
  private readonly asked = new Set<string>();
  /** Watches kept whatever a round reads: the holders, whose caBundle changes count between rounds. */
  private readonly primed = new Set<string>();
  private round = 0;

  readonly server: string;
  readonly defaultNamespace: string;

  private readonly api: Api;
  private readonly rest: RestClient;

  constructor(
    credentials: Credentials,
    timeoutMs: number,
    readonly log: (line: string) => void,
  ) {
    this.api = new Api(credentials, timeoutMs);
    this.rest = new RestClient(this.api);
    this.server = credentials.server;
    this.defaultNamespace = credentials.namespace;
  }

  onChange(listener: WatchListener): void {
    this.listeners.push(listener);
  }

  changed(kind: LiveKind, previous: KubeObject | undefined, current: KubeObject | undefined): void {
    for (const l of this.listeners) l(kind, previous, current);
  }

  onReadError(listener: ReadErrorListener): void {
    this.errorListeners.push(listener);
  }

  /** Records a failed read; true when it is news (the scope read well before, or failed another way). */
  readFailed(scope: Scope, error: unknown): boolean {
    const resource = KINDS[scope.kind].resource;
    const code = (error as { code?: unknown }).code;
    const problem = {
      resource,
      code: typeof code === 'string' && code ? code : 'other',
      message: error instanceof Error ? error.message : String(error),
    };
    const key = keyOfScope(scope);
    const news = this.failing.get(key)?.message !== problem.message;
    this.failing.set(key, problem);
    for (const l of this.errorListeners) l(resource, problem.code);
    return news;
  }

  readOk(scope: Scope): void {
    this.failing.delete(keyOfScope(scope));
  }

  /**
   * What the cluster's reads lack now: every holder kind's watch that is failing, and every read the last round
   * needed that failed (a refused list, an API server that stopped answering). Empty: the round read everything.
   */
  problems(): ReadProblem[] {
    return [...this.failing.values()];
  }

  /** The holder kinds' reads failing now (read before the first round: an API server that cannot be used at all). */
  primedProblems(): ReadProblem[] {
    return [...this.failing].filter(([key]) => this.primed.has(key)).map(([, p]) => p);
  }

  /** Starts watching a kind before the first round asks for it (the holders: their caBundle changes count from the start). */
  async prime(kinds: readonly LiveKind[]): Promise<void> {
    for (const kind of kinds) this.primed.add(keyOfScope({ kind }));
    await Promise.all(kinds.map((kind) => this.store({ kind }).synced.catch(() => undefined)));
  }

  /**
   * After a finished round: a watch the round did not read stops (a namespace no webhook points at any more, a
   * Service that was replaced), so the watches follow the cluster's webhooks instead of only ever growing. What a
   * later round reads again is listed again.
   */
  endRound(): void {
    for (const [key, store] of this.stores) {
      if (this.primed.has(key) || store.lastRead === this.round) continue;
      store.stop();
      this.stores.delete(key);
    }
    for (const key of this.failing.keys()) if (!this.primed.has(key) && !this.asked.has(key)) this.failing.delete(key);
    this.asked.clear();
    this.round++;
  }

  /** Open watches, for the exporter's metric. */
  watches(): number {
    return this.stores.size;
  }

  async get(kind: LiveKind, namespace: string | undefined, name: string): Promise<KubeObject | undefined> {
    const namespaced = KINDS[kind].namespaced;
    // Secrets one by one (no list of a namespace's Secrets); everything else a whole namespace (or cluster) at a time.
    const store = this.store(
      kind === 'Secret' ? { kind, namespace, name } : { kind, ...(namespaced ? { namespace } : {}) },
    );
    await store.synced;
    return store.objects.get(`${namespaced ? (namespace ?? '') : ''}/${name}`);
  }

  async list(kind: LiveKind, namespace: string | undefined, labelSelector?: string): Promise<KubeObject[]> {
    const store = this.store({ kind, ...(namespace && KINDS[kind].namespaced ? { namespace } : {}) });
    await store.synced;
    return [...store.objects.values()].filter((o) => matches(o, labelSelector));
  }

  /** The one request that is not a read: a SubjectAccessReview (creates nothing that persists). */
  reviewAccess(q: AccessQuestion): Promise<AccessAnswer> {
    return this.rest.reviewAccess(q);
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
    const key = keyOfScope(scope);
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
    store.lastRead = this.round;
    this.asked.add(key);
    return store;
  }

  /** One list page, with the REST client's error messages (a 403 becomes a refused read). */
  async getJson(scope: Scope, query: string): Promise<unknown> {
    const call = callOf(scope);
    return this.api.json(
      call,
      await this.api.send(call, 'GET', `${collection(scope.kind, scope.namespace)}?${query}`, undefined, true),
    );
  }

  /** A watch: one JSON event per line until the server ends it (or an ERROR event, thrown by onLine). */
  stream(
    scope: Scope,
    query: string,
    onLine: (line: string) => void,
    keep: (req: { destroy(): void }) => void,
    opened: () => void,
  ): Promise<void> {
    return this.api.stream(
      { ...callOf(scope), verb: 'watch' },
      `${collection(scope.kind, scope.namespace)}?${query}`,
      onLine,
      keep,
      opened,
    );
  }
}

function keyOfScope(scope: Scope): string {
  return `${scope.kind}|${scope.namespace ?? ''}|${scope.name ?? ''}`;
}

function callOf(scope: Scope) {
  return {
    verb: 'list',
    resource: KINDS[scope.kind].resource,
    group: KINDS[scope.kind].group,
    namespace: scope.namespace,
    ...(scope.name ? { name: scope.name } : {}),
  };
}

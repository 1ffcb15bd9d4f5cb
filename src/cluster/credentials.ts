// Where the live commands' credentials come from, without client-node in their process: loading it costs
// ~70 MB of RSS for good (its generated API), about half of `cluster`'s whole budget. In a pod, the service
// account's token file and CA are read directly (the token is read again as the kubelet rotates it). With a
// kubeconfig (exec plugins, client certificates, tokens), a short-lived child process loads client-node: it
// prints the server first, then the TLS options and headers once they are resolved (an exec plugin runs
// then, and can hang: the request waiting for them is under --timeout), and exits. The parent resolves again
// when the API server answers 401 (an exec plugin's token expired) and every 10 minutes.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, type RequestOptions } from 'node:https';
import type * as K8s from '@kubernetes/client-node';
import { ClusterError } from './errors.js';
import { describeFsError } from '../load/files.js';

/** client-node reads the service account from this prefix + /var/run/secrets/kubernetes.io/serviceaccount. */
const SA_PATH = '/var/run/secrets/kubernetes.io/serviceaccount';
const REFRESH_MS = 10 * 60_000;
/** Connections to the API server at once: reads queue behind them and reuse them (keep-alive), one TLS handshake each. */
const SOCKETS = 16;
/** Loading client-node and the kubeconfig in the child is not an API request: it gets at least this long. */
const LOAD_MS = 30_000;

export interface ConnectOptions {
  kubeconfig?: string;
  context?: string;
  /** The one limit for every API request, credentials included. */
  timeoutMs: number;
  env: NodeJS.ProcessEnv;
}

/** Where requests go, as the child prints it first. */
interface Target {
  server: string;
  namespace: string;
}

/** What authenticates a request, as the child prints it second. */
interface Auth {
  tls: Pick<RequestOptions, 'ca' | 'cert' | 'key' | 'rejectUnauthorized' | 'servername'>;
  headers: Record<string, string>;
}

/** One resolution: its target, and its auth (pending while an exec plugin runs). */
interface Resolution extends Target {
  auth: Promise<Auth>;
  child?: ChildProcess;
}

export class Credentials {
  private resolvedAt = Date.now();
  private renewing?: Promise<void>;
  /** client-node makes a new agent (a new TLS connection) per call; one keep-alive agent per TLS identity serves the run. */
  private readonly agents = new Map<string, Agent>();

  private constructor(
    private current: Resolution,
    private readonly refresh: (() => Promise<Resolution>) | undefined,
    private readonly tokenFile?: string,
  ) {}

  get server(): string {
    return this.current.server;
  }

  get namespace(): string {
    return this.current.namespace;
  }

  static async load(o: ConnectOptions): Promise<Credentials> {
    // Tests move the mounted service account under a prefix, as client-node's loadFromCluster allows.
    const dir = join(o.env.WEBHOOK_CERT_GATE_SERVICEACCOUNT_ROOT ?? '', SA_PATH);
    const host = o.env.KUBERNETES_SERVICE_HOST;
    if (!o.kubeconfig && !o.env.KUBECONFIG && host && existsSync(join(dir, 'token'))) {
      // The environment given to the command is the one that counts (not process.env).
      const server = `https://${host.includes(':') ? `[${host}]` : host}:${o.env.KUBERNETES_SERVICE_PORT ?? '443'}`;
      const namespace = existsSync(join(dir, 'namespace'))
        ? readFileSync(join(dir, 'namespace'), 'utf8').trim() || 'default'
        : 'default';
      const auth: Auth = { tls: { ca: readFileSync(join(dir, 'ca.crt'), 'utf8') }, headers: {} };
      return new Credentials({ server, namespace, auth: Promise.resolve(auth) }, undefined, join(dir, 'token'));
    }
    const resolve = () => resolveInChild(o);
    return new Credentials(await resolve(), resolve);
  }

  /**
   * TLS options, agent and headers for one request (the token file is read each time: the kubelet rotates it).
   * Waits for an exec plugin at most until the signal fires; then the child is ended and the next call resolves anew.
   */
  async options(method: string, signal?: AbortSignal): Promise<RequestOptions> {
    if (this.refresh && Date.now() - this.resolvedAt > REFRESH_MS) await this.renew();
    const resolution = this.current;
    const auth = await untilAborted(resolution.auth, signal).catch((error: unknown) => {
      if ((error as Error).name === 'TimeoutError' && this.refresh) {
        resolution.child?.kill();
        this.resolvedAt = 0;
      }
      throw error;
    });
    const headers: Record<string, string> = { Accept: 'application/json', ...auth.headers };
    if (this.tokenFile) headers.Authorization = `Bearer ${readFileSync(this.tokenFile, 'utf8').trim()}`;
    return { method, ...auth.tls, agent: this.agentFor(auth.tls), headers };
  }

  private agentFor(tls: Auth['tls']): Agent {
    const key = JSON.stringify(tls);
    let agent = this.agents.get(key);
    if (!agent) this.agents.set(key, (agent = new Agent({ ...tls, keepAlive: true, maxSockets: SOCKETS })));
    return agent;
  }

  /** After a 401: credentials from an exec plugin expire. Calls at once share one resolution. */
  renew(): Promise<void> {
    if (!this.refresh) return Promise.resolve();
    this.renewing ??= this.refresh()
      .then((next) => {
        this.current = next;
        this.resolvedAt = Date.now();
      })
      .finally(() => (this.renewing = undefined));
    return this.renewing;
  }
}

/** Rejects with a TimeoutError when the signal fires first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/** Marks the child's entry point: bundling may rename the export, never this property. */
const RESOLVER = 'webhookCertGateCredentials';

/** Runs in the child: resolves the kubeconfig with client-node and prints the target, then the auth, one line each. */
export async function printCredentials(): Promise<void> {
  const o = JSON.parse(process.env.WEBHOOK_CERT_GATE_CONNECT ?? '{}') as { kubeconfig?: string; context?: string };
  const { kc, server, namespace } = await loadClientConfig({ ...o, env: process.env });
  process.stdout.write(JSON.stringify({ server, namespace } satisfies Target) + '\n');
  const opts: RequestOptions = { headers: {} };
  await kc.applyToHTTPSOptions(opts).catch((error: unknown) => {
    throw new ClusterError(`cannot load cluster credentials: ${(error as Error).message}`);
  });
  const pem = (v: unknown) => (Buffer.isBuffer(v) ? v.toString('latin1') : String(v));
  const secure: Auth['tls'] = {};
  if (opts.ca !== undefined) secure.ca = pem(opts.ca);
  if (opts.cert !== undefined) secure.cert = pem(opts.cert);
  if (opts.key !== undefined) secure.key = pem(opts.key);
  if (opts.rejectUnauthorized === false) secure.rejectUnauthorized = false;
  if (opts.servername) secure.servername = opts.servername;
  const headers = Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k, String(v).trim()]));
  process.stdout.write(JSON.stringify({ tls: secure, headers } satisfies Auth) + '\n');
}
Object.defineProperty(printCredentials, RESOLVER, { value: true });

function resolveInChild(o: ConnectOptions): Promise<Resolution> {
  const code =
    `import(${JSON.stringify(import.meta.url)}).then((m) => Object.values(m).find((f) => f && f.${RESOLVER})())` +
    `.catch((e) => { process.stderr.write(String(e && e.message || e)); process.exit(2); });`;
  const env = { ...o.env, WEBHOOK_CERT_GATE_CONNECT: JSON.stringify({ kubeconfig: o.kubeconfig, context: o.context }) };
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stdout = '';
  let stderr = '';
  const waiting: Array<() => void> = [];
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    let nl: number;
    while ((nl = stdout.indexOf('\n')) >= 0) {
      lines.push(stdout.slice(0, nl));
      stdout = stdout.slice(nl + 1);
    }
    for (const w of waiting.splice(0)) w();
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  let exited = false;
  child.on('close', () => {
    exited = true;
    for (const w of waiting.splice(0)) w();
  });
  let late = false;
  const failure = () =>
    new ClusterError(
      late
        ? `cannot load cluster credentials: the kubeconfig was not resolved within ${Math.max(LOAD_MS, o.timeoutMs) / 1000}s`
        : stderr.trim().split('\n').pop() || 'cannot load cluster credentials: the resolver printed no credentials',
    );
  const line = (n: number) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (lines.length > n) resolve(lines[n]!);
        else if (exited) reject(failure());
        else waiting.push(check);
      };
      check();
    });
  const slow = setTimeout(() => (late = child.kill()), Math.max(LOAD_MS, o.timeoutMs));
  child.on('close', () => {
    clearTimeout(slow);
  });
  return line(0).then(
    (first) => {
      const target = JSON.parse(first) as Target;
      const auth = line(1).then((second) => JSON.parse(second) as Auth);
      auth.catch(() => undefined);
      return { ...target, auth, child };
    },
    (error: unknown) => {
      child.kill();
      throw error;
    },
  );
}

/** The kubeconfig as client-node reads it: loaded only in the child, so no live command's process pays for it. */
export async function loadClientConfig(
  options: Omit<ConnectOptions, 'timeoutMs'>,
): Promise<{ kc: K8s.KubeConfig; server: string; namespace: string }> {
  const k8s = await import('@kubernetes/client-node').catch((e: unknown) => {
    // The bundle alone (an extracted tarball, a copied dist/) runs every other command; cluster needs its dependency.
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND')
      throw new ClusterError(
        'cluster needs the package @kubernetes/client-node: install webhook-cert-gate with its dependencies (npm install -g TARBALL or git+URL)',
      );
    throw e;
  });
  const kc = loadKubeConfig(k8s, options);
  const cluster = kc.getCurrentCluster();
  if (!cluster) throw new ClusterError('the kubeconfig has no current cluster (use --context)');
  if (cluster.proxyUrl)
    throw new ClusterError(
      `the kubeconfig's cluster "${cluster.name}" goes through proxy-url ${cluster.proxyUrl}, which webhook-cert-gate does not support: reach the API server directly`,
    );
  const namespace = kc.getContextObject(kc.getCurrentContext())?.namespace?.trim() || 'default';
  return { kc, server: cluster.server, namespace };
}

function loadKubeConfig(k8s: typeof K8s, options: Omit<ConnectOptions, 'timeoutMs'>): K8s.KubeConfig {
  const kc = new k8s.KubeConfig();
  const file = options.kubeconfig ?? firstKubeconfig(options.env);
  try {
    kc.loadFromFile(file);
    if (options.context) {
      if (!kc.getContextObject(options.context))
        throw new ClusterError(`context "${options.context}" is not in ${file}`);
      kc.setCurrentContext(options.context);
    }
    return kc;
  } catch (error) {
    if (error instanceof ClusterError) throw error;
    const syntax = yamlError(error);
    if (syntax) throw new ClusterError(`${file}: cannot load cluster credentials: not valid YAML: ${syntax}`);
    // One line naming the file: a file the kubeconfig points to, else the kubeconfig itself.
    const e = error as NodeJS.ErrnoException;
    const named = e.path ?? file;
    const where = options.kubeconfig === named ? `--kubeconfig ${named}` : named;
    const why = e.code
      ? describeFsError(e)
      : error instanceof TypeError // client-node reading `clusters` of an empty or non-mapping document
        ? 'not a kubeconfig (no clusters, contexts or users)'
        : e.message.trim().split('\n')[0]!;
    throw new ClusterError(`${where}: cannot load cluster credentials: ${why}`);
  }
}

/** js-yaml's error in one line (its message spans several, with the line quoted and a caret under it). */
function yamlError(error: unknown): string | undefined {
  const e = error as { name?: string; reason?: string; mark?: { line: number; column: number } };
  if (e.name !== 'YAMLException') return undefined;
  return `${e.reason ?? 'syntax error'}${e.mark ? ` at line ${e.mark.line + 1}, column ${e.mark.column + 1}` : ''}`;
}

function firstKubeconfig(env: NodeJS.ProcessEnv): string {
  const fromEnv = env.KUBECONFIG?.split(':').find((p) => p && existsSync(p));
  if (fromEnv) return fromEnv;
  const home = env.HOME ?? '';
  const file = join(home, '.kube', 'config');
  if (!home || !existsSync(file)) {
    throw new ClusterError(
      'no kubeconfig found (use --kubeconfig, set KUBECONFIG, or run in a pod with a service account)',
    );
  }
  return file;
}

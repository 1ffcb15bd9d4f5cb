// How `serve` authenticates without keeping client-node in memory: loading it costs ~70 MB of RSS for good
// (its generated API), more than serve's whole budget. In a pod, the service account's token file and CA are
// read directly (the token is read again as the kubelet rotates it). With a kubeconfig (exec plugins, client
// certificates, tokens), a short-lived child process loads client-node, resolves the TLS options and headers
// once, prints them to the parent over a pipe and exits; the parent resolves again when the API server answers
// 401 (an exec plugin's token expired) and every 10 minutes.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestOptions } from 'node:https';
import { ClusterError } from '../cluster/errors.js';
import { loadClientConfig, type ConnectOptions } from '../cluster/client.js';

const SA_PATH = '/var/run/secrets/kubernetes.io/serviceaccount';
const REFRESH_MS = 10 * 60_000;

/** What a request needs: where, and the TLS options and headers that authenticate it. */
interface Resolved {
  server: string;
  namespace: string;
  tls: Pick<RequestOptions, 'ca' | 'cert' | 'key' | 'pfx' | 'passphrase' | 'rejectUnauthorized' | 'servername'>;
  headers: Record<string, string>;
}

export class Credentials {
  private resolvedAt = 0;

  private constructor(private current: Resolved, private readonly refresh: (() => Promise<Resolved>) | undefined, private readonly tokenFile?: string) {
    this.resolvedAt = Date.now();
  }

  get server(): string {
    return this.current.server;
  }

  get namespace(): string {
    return this.current.namespace;
  }

  static async load(o: ConnectOptions): Promise<Credentials> {
    const prefix = o.env.WEBHOOK_CERT_GATE_SERVICEACCOUNT_ROOT ?? '';
    const dir = join(prefix, SA_PATH);
    const inCluster = !o.kubeconfig && !o.env.KUBECONFIG && o.env.KUBERNETES_SERVICE_HOST && existsSync(join(dir, 'token'));
    if (inCluster) {
      const host = o.env.KUBERNETES_SERVICE_HOST!;
      const server = `https://${host.includes(':') ? `[${host}]` : host}:${o.env.KUBERNETES_SERVICE_PORT ?? '443'}`;
      const namespace = existsSync(join(dir, 'namespace')) ? readFileSync(join(dir, 'namespace'), 'utf8').trim() || 'default' : 'default';
      return new Credentials({ server, namespace, tls: { ca: readFileSync(join(dir, 'ca.crt')) }, headers: {} }, undefined, join(dir, 'token'));
    }
    const resolve = () => resolveInChild(o);
    return new Credentials(await resolve(), resolve);
  }

  /** TLS options and headers for one request (the token file is read each time: the kubelet rotates it). */
  async options(method: string): Promise<RequestOptions> {
    if (this.refresh && Date.now() - this.resolvedAt > REFRESH_MS) await this.renew();
    const headers: Record<string, string> = { Accept: 'application/json', ...this.current.headers };
    if (this.tokenFile) headers.Authorization = `Bearer ${readFileSync(this.tokenFile, 'utf8').trim()}`;
    return { method, ...this.current.tls, headers };
  }

  /** After a 401: credentials from an exec plugin expire. */
  async renew(): Promise<void> {
    if (!this.refresh) return;
    this.current = await this.refresh();
    this.resolvedAt = Date.now();
  }
}

/** Runs in the child: resolves the kubeconfig with client-node and prints what a request needs. */
export async function printCredentials(): Promise<void> {
  const o = JSON.parse(process.env.WEBHOOK_CERT_GATE_CONNECT ?? '{}') as { kubeconfig?: string; context?: string };
  const { kc, server, namespace } = await loadClientConfig({ ...o, timeoutMs: 30_000, env: process.env });
  const opts: RequestOptions = { headers: {} };
  await kc.applyToHTTPSOptions(opts);
  const pem = (v: unknown) => (v === undefined ? undefined : Buffer.isBuffer(v) ? v.toString('latin1') : String(v));
  const out: Resolved = {
    server, namespace,
    tls: {
      ...(opts.ca !== undefined ? { ca: pem(opts.ca) } : {}), ...(opts.cert !== undefined ? { cert: pem(opts.cert) } : {}),
      ...(opts.key !== undefined ? { key: pem(opts.key) } : {}), ...(opts.rejectUnauthorized === false ? { rejectUnauthorized: false } : {}),
      ...(opts.servername ? { servername: opts.servername } : {}),
    },
    headers: Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k, String(v)])),
  };
  process.stdout.write(JSON.stringify(out));
}

function resolveInChild(o: ConnectOptions): Promise<Resolved> {
  const code = `import(${JSON.stringify(import.meta.url)}).then((m) => m.printCredentials()).catch((e) => { process.stderr.write(String(e && e.message || e)); process.exit(2); });`;
  const env = { ...o.env, WEBHOOK_CERT_GATE_CONNECT: JSON.stringify({ kubeconfig: o.kubeconfig, context: o.context }) };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', code], { env, timeout: Math.max(30_000, o.timeoutMs), maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new ClusterError(stderr.trim().split('\n').pop() || `cannot load cluster credentials: ${error.message}`));
      try {
        resolve(JSON.parse(stdout) as Resolved);
      } catch {
        reject(new ClusterError('cannot load cluster credentials: the resolver printed no credentials'));
      }
    });
  });
}

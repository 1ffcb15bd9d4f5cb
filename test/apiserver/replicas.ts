// Simulated webhook controller replicas: each serves TLS on loopback and, like the koord/kruise
// file writer, keeps rewriting caBundle of both configurations to its own CA through the API.
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import {
  createServer as createTcpServer,
  connect as tcpConnect,
  type Server as TcpServer,
  type Socket,
} from 'node:net';
import { request } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Issued } from './certs.js';

export interface ReplicaServer {
  port: number;
  close(): Promise<void>;
}

/** A TLS endpoint that completes handshakes with one certificate (the webhook HTTP server, minus HTTP). */
export async function serveTls(leaf: Issued, extraChain = ''): Promise<ReplicaServer> {
  const server: TlsServer = createTlsServer({ cert: leaf.certPem + extraChain, key: leaf.keyPem }, (socket) => {
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n');
  });
  return listen(server);
}

/** A round-robin TCP load balancer in front of the replicas (the write-up's internal LB / webhook_host). */
export async function loadBalancer(ports: number[]): Promise<ReplicaServer> {
  let next = 0;
  const server = createTcpServer((client: Socket) => {
    const upstream = tcpConnect(ports[next++ % ports.length]!, '127.0.0.1');
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  return listen(server);
}

async function listen(server: TlsServer | TcpServer): Promise<ReplicaServer> {
  const sockets = new Set<Socket>();
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}

export interface ApiAccess {
  url: string;
  caPem: string;
  token: string;
  userAgent: string;
  /** Source address of the replica's connections (127.0.0.N: the audit log then tells the replicas apart). */
  localAddress?: string;
}

interface Reply {
  status: number;
  body: unknown;
}

/** The fields of a webhook configuration the writer reads and rewrites. */
interface WebhookConfiguration {
  metadata: { managedFields?: unknown };
  webhooks?: { clientConfig?: { caBundle?: string } }[];
}

export function api(access: ApiAccess, method: string, path: string, body?: unknown): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${access.url}${path}`,
      {
        method,
        ca: access.caPem,
        ...(access.localAddress ? { localAddress: access.localAddress, agent: false } : {}),
        headers: {
          authorization: `Bearer ${access.token}`,
          'user-agent': access.userAgent,
          'content-type': 'application/json',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          chunks.push(c);
        });
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as unknown,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const CONFIG_PATHS = [
  '/apis/admissionregistration.k8s.io/v1/mutatingwebhookconfigurations/',
  '/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations/',
];

export interface SyncStats {
  puts: number;
  conflicts: number;
}

/**
 * The certificate sync loop of one replica: read each configuration, and when any entry's caBundle
 * is not this replica's CA, PUT it back with the read resourceVersion (409 when another replica won).
 */
export function startCaBundleWriter(
  access: ApiAccess,
  names: [string, string],
  caPem: string,
  stats: SyncStats,
  everyMs = 40,
) {
  const want = Buffer.from(caPem).toString('base64');
  // A function, not a flag the compiler narrows: the stop function below sets `stopped` between the loop's awaits.
  let stopped = false;
  const running = () => !stopped;
  const loop = (async () => {
    while (running()) {
      for (const [i, name] of names.entries()) {
        const path = CONFIG_PATHS[i]! + name;
        const got = await api(access, 'GET', path).catch(() => undefined);
        if (!running() || got?.status !== 200) continue;
        const obj = got.body as WebhookConfiguration;
        const stale = (obj.webhooks ?? []).some((w) => w.clientConfig?.caBundle !== want);
        if (!stale) continue;
        for (const w of obj.webhooks ?? []) w.clientConfig!.caBundle = want;
        delete obj.metadata.managedFields;
        const put = await api(access, 'PUT', path, obj).catch(() => undefined);
        if (put?.status === 200) stats.puts++;
        if (put?.status === 409) stats.conflicts++;
      }
      await sleep(everyMs);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}

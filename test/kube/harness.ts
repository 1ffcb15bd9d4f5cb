// A real kube-apiserver and etcd on loopback for tests (docs/development.md, the real-cluster suite): binaries from test/kube/build.sh,
// static-token auth, RBAC, service-account tokens, an audit log. No controller-manager, scheduler or kubelet.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { issueLeaf, makeCa } from '../apiserver/certs.js';
import { kubeconfigText, skipWithout } from '../helpers.js';

const HERE = fileURLToPath(new URL('../../../test/kube/', import.meta.url));
export const BUILD_SCRIPT = join(HERE, 'build.sh');

export interface Binaries {
  apiserver: string;
  etcd: string;
}

/** Exit code of build.sh when go is not on PATH. */
const NO_GO = 3;

let binaries: Promise<Binaries | string> | undefined;

/**
 * The binaries, built by build.sh when the cache is cold (~15 min on 2 cores), else found at once.
 * Resolves to a one-line reason when they cannot be built here (no go); other build failures throw.
 */
export function kubeBinaries(): Promise<Binaries | string> {
  binaries ??= new Promise((resolve, reject) => {
    execFile('bash', [BUILD_SCRIPT, 'kube'], { maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      if (error && (error as { code?: number }).code === NO_GO) {
        resolve(stderr.trim().split('\n').pop() ?? 'go is not on PATH');
        return;
      }
      if (error) {
        reject(new Error(`test/kube/build.sh kube failed: ${stderr.trim().split('\n').slice(-5).join('\n')}`));
        return;
      }
      const cache = stdout.trim().split('\n').pop()!;
      const version = /^KUBE_VERSION=(\S+)/m.exec(readFileSync(BUILD_SCRIPT, 'utf8'))![1];
      const gov = execFileSync('go', ['env', 'GOVERSION'], { encoding: 'utf8' }).trim();
      const dir = join(cache, `kube-${version}-${gov}`);
      resolve({ apiserver: join(dir, 'kube-apiserver'), etcd: join(dir, 'etcd') });
    });
  });
  return binaries;
}

/**
 * For test files: the binaries, or a skip reason. Under CI=true a missing tool is a failure, not a skip.
 * Use: `const kube = await kubeOrSkip(); test('...', { skip: kube.skip }, ...)`.
 */
export async function kubeOrSkip(): Promise<{ skip: string | false }> {
  const noKubectl = skipWithout('kubectl');
  if (noKubectl) return { skip: noKubectl };
  const found = await kubeBinaries();
  if (typeof found !== 'string') return { skip: false };
  if (process.env.CI === 'true') throw new Error(`real kube-apiserver tests cannot run under CI=true: ${found}`);
  return { skip: found };
}

export interface UserSpec {
  /** User name, e.g. `koord-manager` or `system:serviceaccount:ns:sa`. */
  user: string;
  groups?: string[];
}

export interface StartOptions {
  /** Extra static-token users (besides the admin); their tokens are `cluster.tokens[user]`. */
  users?: UserSpec[];
  /** Extra kube-apiserver flags. */
  flags?: string[];
}

export interface Cluster {
  url: string;
  adminToken: string;
  /** PEM file of the CA that issued the API server's serving certificate. */
  caFile: string;
  caPem: string;
  /** Static tokens by user name (admin included, as `admin`). */
  tokens: Record<string, string>;
  auditLog: string;
  dir: string;
  /** Seconds from spawning etcd to /readyz 200. */
  startSeconds: number;
  /** A kubeconfig file for a token, or for the static user of that name. */
  kubeconfig(tokenOrUser?: string, namespace?: string): string;
  /** kubectl against this cluster (admin unless a token or user is given); rejects on a non-zero exit. */
  kubectl(args: string[], options?: { as?: string; input?: string; namespace?: string }): Promise<string>;
  /** One JSON API call (admin unless a token or user is given). */
  /** The body is whatever the API server answers: callers narrow it to the shape they expect. */
  api(
    method: string,
    path: string,
    body?: unknown,
    options?: { as?: string; contentType?: string; userAgent?: string },
  ): Promise<{ status: number; body: unknown }>;
  /** Audit events written so far (JSON lines). */
  auditEvents(): AuditEvent[];
  /** Stops kube-apiserver only (etcd keeps the data): an API server that goes away mid-run. */
  stopApiServer(): Promise<void>;
  /** Starts it again on the same port with the same flags; resolves when /readyz answers 200. */
  startApiServer(): Promise<void>;
  stop(): Promise<void>;
}

export interface AuditEvent {
  verb: string;
  user: { username: string; groups?: string[] };
  objectRef?: { resource?: string; namespace?: string; name?: string; apiGroup?: string; subresource?: string };
  responseStatus?: { code?: number };
  requestURI: string;
  stage: string;
  userAgent?: string;
}

const AUDIT_POLICY = `apiVersion: audit.k8s.io/v1
kind: Policy
omitStages: [RequestReceived]
rules:
  - level: Metadata
`;

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const p of running)
    if (p.pid)
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
});

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts etcd and kube-apiserver on fresh loopback ports and temp dirs; resolves when /readyz answers 200. */
export async function start(options: StartOptions = {}): Promise<Cluster> {
  const found = await kubeBinaries();
  if (typeof found === 'string') throw new Error(found);
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'wcg-kube-'));
  const file = (name: string, text: string) => (writeFileSync(join(dir, name), text, { mode: 0o600 }), join(dir, name));

  const ca = makeCa('wcg-test-apiserver-ca');
  const serving = issueLeaf(ca, { dnsNames: ['localhost', 'kubernetes.default.svc'], ips: ['127.0.0.1'], days: 30 });
  const caFile = file('ca.crt', ca.certPem);
  const sa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens: Record<string, string> = { admin: randomBytes(16).toString('hex') };
  const rows = [`${tokens.admin},admin,admin,"system:masters"`];
  for (const u of options.users ?? []) {
    tokens[u.user] = randomBytes(16).toString('hex');
    rows.push(`${tokens[u.user]},${u.user},${u.user}${u.groups?.length ? `,"${u.groups.join(',')}"` : ''}`);
  }
  const auditLog = join(dir, 'audit.log');

  const [etcdPort, peerPort, port] = await Promise.all([freePort(), freePort(), freePort()]);
  const etcdUrl = `http://127.0.0.1:${etcdPort}`;
  const peerUrl = `http://127.0.0.1:${peerPort}`;
  const procs: ChildProcess[] = [];
  const spawnLogged = (bin: string, args: string[], log: string) => {
    const p = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const chunks: Buffer[] = [];
    p.stderr.on('data', (c: Buffer) => chunks.push(c));
    p.on('exit', () => {
      writeFileSync(join(dir, log), Buffer.concat(chunks));
    });
    running.add(p);
    procs.push(p);
    return { p, tail: () => Buffer.concat(chunks).toString().trim().split('\n').slice(-8).join('\n') };
  };
  const etcd = spawnLogged(
    found.etcd,
    [
      '--name=default',
      `--data-dir=${join(dir, 'etcd')}`,
      `--listen-client-urls=${etcdUrl}`,
      `--advertise-client-urls=${etcdUrl}`,
      `--listen-peer-urls=${peerUrl}`,
      `--initial-advertise-peer-urls=${peerUrl}`,
      `--initial-cluster=default=${peerUrl}`,
      '--unsafe-no-fsync',
      '--log-level=warn',
    ],
    'etcd.log',
  );
  const apiserverArgs = [
    `--etcd-servers=${etcdUrl}`,
    '--bind-address=127.0.0.1',
    '--advertise-address=127.0.0.1',
    `--secure-port=${port}`,
    '--endpoint-reconciler-type=none',
    `--tls-cert-file=${file('apiserver.crt', serving.certPem)}`,
    `--tls-private-key-file=${file('apiserver.key', serving.keyPem)}`,
    `--token-auth-file=${file('tokens.csv', rows.join('\n') + '\n')}`,
    '--authorization-mode=RBAC',
    '--service-account-issuer=https://kubernetes.default.svc',
    `--service-account-key-file=${file('sa.pub', sa.publicKey.export({ type: 'spki', format: 'pem' }).toString())}`,
    `--service-account-signing-key-file=${file('sa.key', sa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())}`,
    '--service-cluster-ip-range=10.96.0.0/16',
    `--audit-policy-file=${file('audit-policy.yaml', AUDIT_POLICY)}`,
    `--audit-log-path=${auditLog}`,
    '--audit-log-mode=blocking',
    `--cert-dir=${join(dir, 'certs')}`,
    ...(options.flags ?? []),
  ];
  let apiserver = spawnLogged(found.apiserver, apiserverArgs, 'kube-apiserver.log');
  let restarts = 0;

  const url = `https://127.0.0.1:${port}`;
  const stop = async () => {
    await Promise.all(procs.map((p) => stopProcess(p)));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, ca.certPem, tokens.admin!, [etcd, apiserver]);
  } catch (e) {
    await stop();
    throw e;
  }
  const tokenOf = (tokenOrUser = 'admin') => tokens[tokenOrUser] ?? tokenOrUser;
  let kubeconfigs = 0;
  const cluster: Cluster = {
    url,
    adminToken: tokens.admin!,
    caFile,
    caPem: ca.certPem,
    tokens,
    auditLog,
    dir,
    startSeconds: (Date.now() - started) / 1000,
    kubeconfig(tokenOrUser, namespace = 'default') {
      return file(
        `kubeconfig-${++kubeconfigs}`,
        kubeconfigText({
          server: url,
          cluster: { 'certificate-authority': caFile },
          user: { token: tokenOf(tokenOrUser) },
          namespace,
        }),
      );
    },
    kubectl(args, o = {}) {
      const kc = cluster.kubeconfig(o.as, o.namespace);
      return new Promise((resolve, reject) => {
        const child = execFile(
          'kubectl',
          ['--kubeconfig', kc, ...args],
          { maxBuffer: 64 << 20 },
          (error, stdout, stderr) => {
            if (error)
              reject(Object.assign(new Error(`kubectl ${args.join(' ')}: ${stderr.trim()}`), { stderr, stdout }));
            else resolve(stdout);
          },
        );
        child.stdin!.end(o.input ?? '');
      });
    },
    api(method, path, body, o = {}) {
      return call(url, ca.certPem, tokenOf(o.as), method, path, body, o.contentType, o.userAgent);
    },
    auditEvents() {
      if (!existsSync(auditLog)) return [];
      return readFileSync(auditLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as AuditEvent);
    },
    stopApiServer: () => stopProcess(apiserver.p),
    async startApiServer() {
      apiserver = spawnLogged(found.apiserver, apiserverArgs, `kube-apiserver-${++restarts}.log`);
      await waitReady(url, ca.certPem, tokens.admin!, [etcd, apiserver]);
    },
    stop,
  };
  return cluster;
}

async function waitReady(
  url: string,
  caPem: string,
  token: string,
  procs: Array<{ p: ChildProcess; tail(): string }>,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const dead = procs.find((x) => x.p.exitCode !== null || x.p.signalCode !== null);
    if (dead) throw new Error(`${dead.p.spawnfile} exited before the API server was ready:\n${dead.tail()}`);
    const r = await call(url, caPem, token, 'GET', '/readyz').catch(() => undefined);
    if (r?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`kube-apiserver not ready within 90s:\n${procs[1]!.tail()}`);
    await sleep(200);
  }
}

function stopProcess(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve(void running.delete(p));
  return new Promise((resolve) => {
    const kill = setTimeout(() => p.kill('SIGKILL'), 5000);
    p.once('exit', () => {
      clearTimeout(kill);
      running.delete(p);
      resolve();
    });
    p.kill('SIGTERM');
  });
}

function call(
  url: string,
  caPem: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/json',
  userAgent = 'wcg-test',
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method,
        ca: caPem,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          accept: 'application/json',
          'user-agent': userAgent,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* /readyz answers text */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  });
}

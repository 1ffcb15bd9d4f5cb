// Webhook backends the real API server accepts in EndpointSlices (it refuses loopback): a network namespace this
// test creates (ip netns + a veth pair, root only), with addresses from a private /24 that no interface of the
// machine uses, and one TLS server process inside it. Traffic never leaves this machine: the only addresses
// used are the veth ends this helper made. Names carry the pid, so parallel test files never collide.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface NetnsBackend {
  ip: string;
  port: number;
}

export interface Netns {
  name: string;
  /** The root namespace's end of the veth (the probe's source). */
  hostIp: string;
  /** A new address in the namespace serving TLS with this certificate and key on `port` (default 8443). */
  serveTls(certPem: string, keyPem: string, port?: number): Promise<NetnsBackend>;
  /** A new address in the namespace that accepts TCP on `port` and never answers TLS. */
  serveSilent(port?: number): Promise<NetnsBackend>;
  /** Stops the servers and deletes the namespace (its veth end goes with it, and so does ours). */
  remove(): void;
}

/**
 * Why netns backends cannot be made here (not root, no `ip`), or undefined when they can. Under CI=true that
 * is a failure, not a reason to skip: CI must run the backend tests (it runs as root).
 */
export function netnsUnavailable(env = process.env, uid = process.getuid?.(), ip = ipNetnsWorks): string | undefined {
  const reason =
    uid !== 0
      ? 'network-namespace backends need root (ip netns add)'
      : ip()
        ? undefined
        : 'network-namespace backends need iproute2 (`ip netns`)';
  if (reason && env.CI === 'true') throw new Error(`${reason} (CI=true: the network-namespace tests must run)`);
  return reason;
}

function ipNetnsWorks(): boolean {
  try {
    execFileSync('ip', ['netns', 'list'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// The server inside the namespace: reads one JSON command per line, answers one line per command.
const SERVER = `
import { createServer as tls } from 'node:tls';
import { createServer as tcp } from 'node:net';
import { createInterface } from 'node:readline';
const held = new Set();
for await (const line of createInterface({ input: process.stdin })) {
  const c = JSON.parse(line);
  const server = c.silent
    ? tcp((s) => { held.add(s); s.on('error', () => {}); })
    : tls({ cert: c.cert, key: c.key }, (s) => { s.on('error', () => {}); s.end('HTTP/1.1 200 OK\\r\\ncontent-length: 0\\r\\n\\r\\n'); });
  server.on('tlsClientError', () => {});
  server.listen(c.port, c.ip, () => process.stdout.write(JSON.stringify({ ip: c.ip, port: c.port }) + '\\n'));
}
`;

const made = new Set<() => void>();
process.on('exit', () => {
  for (const remove of made) remove();
});

let counter = 0;

/** Creates the namespace, a veth pair and the server process. Call `remove()` when done (also done at exit). */
export function createNetns(): Promise<Netns> {
  const id = `${process.pid % 100000}${counter++}`;
  const name = `wcg-${id}`;
  const hostIf = `wcgh${id}`.slice(0, 15);
  const peerIf = `wcgp${id}`.slice(0, 15);
  const subnet = freeSubnet();
  const hostIp = `${subnet}.1`;
  const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  ip('netns', 'add', name);
  let server: ChildProcess | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'wcg-netns-'));
  const remove = () => {
    made.delete(remove);
    if (server?.pid)
      try {
        process.kill(server.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    try {
      ip('netns', 'del', name);
    } catch {
      /* gone */
    }
    try {
      ip('link', 'del', hostIf);
    } catch {
      /* deleted with the namespace */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  made.add(remove);
  try {
    ip('link', 'add', hostIf, 'type', 'veth', 'peer', 'name', peerIf);
    ip('link', 'set', peerIf, 'netns', name);
    ip('addr', 'add', `${hostIp}/24`, 'dev', hostIf);
    ip('link', 'set', hostIf, 'up');
    ip('netns', 'exec', name, 'ip', 'link', 'set', peerIf, 'up');
    ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');
    const script = join(dir, 'server.mjs');
    writeFileSync(script, SERVER);
    server = spawn('ip', ['netns', 'exec', name, process.execPath, script], { stdio: ['pipe', 'pipe', 'inherit'] });
  } catch (error) {
    remove();
    throw error;
  }
  const answers = createInterface({ input: server.stdout! });
  const waiting: Array<(line: string) => void> = [];
  answers.on('line', (line) => waiting.shift()?.(line));
  let next = 2;
  const listen = async (command: Record<string, unknown>, port: number): Promise<NetnsBackend> => {
    const addr = `${subnet}.${next++}`;
    if (next > 254) throw new Error('netns: out of addresses');
    ip('netns', 'exec', name, 'ip', 'addr', 'add', `${addr}/24`, 'dev', peerIf);
    const answer = new Promise<string>((resolve) => waiting.push(resolve));
    server.stdin!.write(JSON.stringify({ ...command, ip: addr, port }) + '\n');
    return JSON.parse(await answer) as NetnsBackend;
  };
  return Promise.resolve({
    name,
    hostIp,
    serveTls: (cert, key, port = 8443) => listen({ cert, key }, port),
    serveSilent: (port = 8443) => listen({ silent: true }, port),
    remove,
  });
}

/** A 10.2xx.y.0/24 that no interface of this machine has an address in. */
function freeSubnet(): string {
  const used = execFileSync('ip', ['-o', '-4', 'addr'], { encoding: 'utf8' });
  for (let i = 0; i < 200; i++) {
    const candidate = `10.${231 + (i % 20)}.${(process.pid + i * 7) % 250}`;
    if (!used.includes(` ${candidate}.`)) return candidate;
  }
  throw new Error('netns: no free private /24 found');
}

// Connects to every webhook address as the API server does and keeps what was served (webhook-tls-probe judges it).
import { connect as tlsConnect, createSecureContext, type PeerCertificate, type DetailedPeerCertificate, type SecureContext } from 'node:tls';
import { isIP } from 'node:net';
import type { EntryRef, ProbeConnection, ProbeEvidence } from '../rules/live.js';
import type { LiveSet, ServiceBackends } from './gather.js';
import { liveWebhooks } from './types.js';
import { describeNetworkError, failurePhrase, type FailureCause } from './net-errors.js';

export interface Address {
  /** What users recognise: the URL, or the Service and endpoint. */
  label: string;
  host: string;
  port: number;
  /** The name the API server checks (URL host, or <service>.<namespace>.svc). */
  serverName: string;
  connections: number;
  entries: EntryRef[];
}

/** Where the API server would connect for every entry of the controller's configurations. */
export function addressesOf(set: LiveSet, connections: number): { addresses: Address[]; unreachable: ProbeEvidence['unreachable'] } {
  const byKey = new Map<string, Address>();
  const unreachable: ProbeEvidence['unreachable'] = [];
  for (const config of set.configs) {
    liveWebhooks(config.object).forEach((entry, index) => {
      const ref: EntryRef = { kind: config.kind, name: config.name, index };
      const cc = entry.clientConfig ?? {};
      if (cc.url) {
        const u = new URL(cc.url);
        const host = u.hostname.replace(/^\[|\]$/g, '');
        const port = Number(u.port || 443);
        add(byKey, `url ${host}:${port}`, { label: `${u.protocol}//${u.host}`, host, port, serverName: host, connections }, ref);
        return;
      }
      const svc = cc.service;
      if (!svc?.name || !svc.namespace) return;
      const backends = set.backends.get(`${svc.namespace}/${svc.name}`);
      const endpoints = backends ? readyEndpoints(backends, svc.port ?? 443) : [];
      if (!endpoints.length) {
        unreachable.push({ entry: ref, service: `${svc.namespace}/${svc.name}` });
        return;
      }
      const serverName = `${svc.name}.${svc.namespace}.svc`;
      const each = Math.max(1, Math.ceil(connections / endpoints.length));
      for (const ep of endpoints) {
        add(byKey, `svc ${serverName} ${ep.ip}:${ep.port}`, {
          label: `Service ${svc.namespace}/${svc.name} endpoint ${ep.ip}:${ep.port}${ep.pod ? ` (${ep.pod})` : ''}`,
          host: ep.ip, port: ep.port, serverName, connections: each,
        }, ref);
      }
    });
  }
  return { addresses: [...byKey.values()], unreachable };
}

function add(map: Map<string, Address>, key: string, address: Omit<Address, 'entries'>, ref: EntryRef): void {
  const existing = map.get(key);
  if (existing) existing.entries.push(ref);
  else map.set(key, { ...address, entries: [ref] });
}

interface Endpoint {
  ip: string;
  port: number;
  pod?: string;
}

/** Ready addresses with the port the Service port maps to (EndpointSlices, else Endpoints). */
export function readyEndpoints(b: ServiceBackends, servicePort: number): Endpoint[] {
  const ports = ((b.service?.spec as { ports?: Array<{ name?: string; port?: number; targetPort?: number | string }> } | undefined)?.ports) ?? [];
  const sp = ports.find((p) => p.port === servicePort);
  if (b.service && !sp) return [];
  const portName = sp?.name ?? '';
  const numericTarget = typeof sp?.targetPort === 'number' ? sp.targetPort : sp?.targetPort === undefined ? servicePort : undefined;
  const out: Endpoint[] = [];
  for (const slice of b.slices) {
    const slicePorts = (slice.ports ?? []) as Array<{ name?: string; port?: number }>;
    const port = slicePorts.find((p) => (p.name ?? '') === portName)?.port ?? numericTarget;
    if (!port) continue;
    for (const ep of (slice.endpoints ?? []) as Array<{ addresses?: string[]; conditions?: { ready?: boolean }; targetRef?: { name?: string } }>) {
      if (ep.conditions?.ready === false) continue;
      for (const ip of ep.addresses ?? []) out.push({ ip, port, pod: ep.targetRef?.name });
    }
  }
  for (const subset of ((b.endpoints?.subsets ?? []) as Array<{ addresses?: Array<{ ip: string; targetRef?: { name?: string } }>; ports?: Array<{ name?: string; port?: number }> }>)) {
    const port = subset.ports?.find((p) => (p.name ?? '') === portName)?.port ?? numericTarget;
    if (!port) continue;
    for (const a of subset.addresses ?? []) out.push({ ip: a.ip, port, pod: a.targetRef?.name });
  }
  return out;
}

export async function probeAll(addresses: readonly Address[], timeoutMs: number): Promise<ProbeConnection[]> {
  const jobs = addresses.flatMap((a) => Array.from({ length: a.connections }, () => a));
  const out: ProbeConnection[] = [];
  // A few at a time: enough to spread over a load balancer's backends, gentle on the webhook.
  for (let i = 0; i < jobs.length; i += 8) {
    out.push(...(await Promise.all(jobs.slice(i, i + 8).map((a) => probeOne(a, timeoutMs)))));
  }
  return out;
}

/** An unreachable or hung webhook is evidence like any other, not the end of the run. */
async function probeOne(a: Address, timeoutMs: number): Promise<ProbeConnection> {
  const base = { address: a.label, serverName: a.serverName, entries: a.entries };
  try {
    return { ...base, chain: await handshake(a, timeoutMs) };
  } catch (error) {
    const e = error as Error & { cause?: FailureCause };
    return { ...base, error: e.cause ? `${failurePhrase(e.cause)}: ${e.message}` : e.message };
  }
}

/** One TLS handshake, sending the name the API server sends; returns the chain the server presented. */
export async function handshake(address: Address, timeoutMs: number): Promise<Buffer[]> {
  const r = await tlsHandshake(address.host, address.port, address.serverName, timeoutMs);
  if (r.error) throw Object.assign(new Error(r.error.detail), { cause: r.error.cause });
  return r.der!;
}

let context: SecureContext | undefined;

export interface HandshakeResult {
  der?: Buffer[];
  error?: { cause: FailureCause; detail: string };
}

/**
 * Connects as the API server does (SNI = the name it checks, any certificate accepted: the caller verifies) and
 * names why it failed: a server that accepts TCP but never completes TLS is "no-tls", not a certificate problem.
 */
export function tlsHandshake(host: string, port: number, serverName: string, timeoutMs: number): Promise<HandshakeResult> {
  // One client context for every probe: building one per connection costs more than the handshake.
  context ??= createSecureContext();
  return new Promise((resolve) => {
    let tcp = false;
    const socket = tlsConnect({ host, port, servername: isIP(serverName) ? undefined : serverName, rejectUnauthorized: false, secureContext: context });
    const done = (r: HandshakeResult) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(r);
    };
    const timer = setTimeout(() => done({
      error: tcp
        ? { cause: 'no-tls', detail: `TCP connection accepted, but no TLS handshake within ${timeoutMs / 1000}s (--timeout)` }
        : { cause: 'timeout', detail: `no TCP connection within ${timeoutMs / 1000}s (--timeout)` },
    }), timeoutMs);
    socket.once('connect', () => { tcp = true; });
    socket.once('secureConnect', () => done({ der: peerChain(socket.getPeerCertificate(true)) }));
    socket.once('error', (err: NodeJS.ErrnoException) => {
      const failure = describeNetworkError(err);
      done({ error: { cause: tcp && failure.cause === 'reset' ? 'no-tls' : failure.cause, detail: failure.detail } });
    });
  });
}

function peerChain(cert: PeerCertificate | DetailedPeerCertificate): Buffer[] {
  const out: Buffer[] = [];
  let c: DetailedPeerCertificate | undefined = cert as DetailedPeerCertificate;
  while (c?.raw && !out.some((d) => d.equals(c!.raw))) {
    out.push(c.raw);
    c = c.issuerCertificate;
  }
  return out;
}

// Where the API server connects for a Service (its ready endpoints) and one TLS handshake as it makes it;
// the audit records what was served (webhook-tls-probe judges it).
import {
  connect as tlsConnect,
  createSecureContext,
  type PeerCertificate,
  type DetailedPeerCertificate,
  type SecureContext,
} from 'node:tls';
import { isIP } from 'node:net';
import { Agent, request, type RequestOptions } from 'node:https';
import type { FailureCause } from '../rules/live.js';
import type { ServiceBackends } from './gather.js';
import { describeNetworkError } from './net-errors.js';

interface Endpoint {
  ip: string;
  port: number;
  pod?: string;
}

/** Ready addresses with the port the Service port maps to (EndpointSlices, else Endpoints). */
export function readyEndpoints(b: ServiceBackends, servicePort: number): Endpoint[] {
  const ports =
    (b.service?.spec as { ports?: Array<{ name?: string; port?: number; targetPort?: number | string }> } | undefined)
      ?.ports ?? [];
  const sp = ports.find((p) => p.port === servicePort);
  if (b.service && !sp) return [];
  const portName = sp?.name ?? '';
  const numericTarget =
    typeof sp?.targetPort === 'number' ? sp.targetPort : sp?.targetPort === undefined ? servicePort : undefined;
  const out: Endpoint[] = [];
  for (const slice of b.slices) {
    const slicePorts = (slice.ports ?? []) as Array<{ name?: string; port?: number }>;
    const port = slicePorts.find((p) => (p.name ?? '') === portName)?.port ?? numericTarget;
    if (!port) continue;
    for (const ep of (slice.endpoints ?? []) as Array<{
      addresses?: string[];
      conditions?: { ready?: boolean };
      targetRef?: { name?: string };
    }>) {
      if (ep.conditions?.ready === false) continue;
      for (const ip of ep.addresses ?? []) out.push({ ip, port, pod: ep.targetRef?.name });
    }
  }
  for (const subset of (b.endpoints?.subsets ?? []) as Array<{
    addresses?: Array<{ ip: string; targetRef?: { name?: string } }>;
    ports?: Array<{ name?: string; port?: number }>;
  }>) {
    const port = subset.ports?.find((p) => (p.name ?? '') === portName)?.port ?? numericTarget;
    if (!port) continue;
    for (const a of subset.addresses ?? []) out.push({ ip: a.ip, port, pod: a.targetRef?.name });
  }
  return out;
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
export function tlsHandshake(
  host: string,
  port: number,
  serverName: string,
  timeoutMs: number,
): Promise<HandshakeResult> {
  // One client context for every probe: building one per connection costs more than the handshake.
  context ??= createSecureContext();
  return new Promise((resolve) => {
    let tcp = false;
    const socket = tlsConnect({
      host,
      port,
      servername: isIP(serverName) ? undefined : serverName,
      rejectUnauthorized: false,
      secureContext: context,
    });
    const done = (r: HandshakeResult) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(r);
    };
    const timer = setTimeout(() => {
      done({
        error: tcp
          ? {
              cause: 'no-tls',
              detail: `TCP connection accepted, but no TLS handshake within ${timeoutMs / 1000}s (--timeout)`,
            }
          : { cause: 'timeout', detail: `no TCP connection within ${timeoutMs / 1000}s (--timeout)` },
      });
    }, timeoutMs);
    socket.once('connect', () => {
      tcp = true;
    });
    socket.once('secureConnect', () => {
      done({ der: peerChain(socket.getPeerCertificate(true)) });
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      const failure = describeNetworkError(err);
      done({ error: { cause: tcp && failure.cause === 'reset' ? 'no-tls' : failure.cause, detail: failure.detail } });
    });
  });
}

function peerChain(cert: PeerCertificate | DetailedPeerCertificate): Buffer[] {
  const out: Buffer[] = [];
  // Partial: @types/node declares every field, but no certificate at all is an empty object, and Node leaves
  // issuerCertificate out where the chain stops at an issuer the peer did not send.
  let c: Partial<DetailedPeerCertificate> | undefined = cert;
  while (c?.raw) {
    const raw = c.raw;
    if (out.some((d) => d.equals(raw))) break;
    out.push(raw);
    c = c.issuerCertificate;
  }
  return out;
}

export interface CallResult {
  status?: number;
  error?: { cause: FailureCause; detail: string };
}

/**
 * The API server's call on a webhook's path, minus the review: a POST with no body. A server that does not
 * serve the path answers 404 (or 405) before any handler reads a body; one that does refuses the empty
 * request (400) without acting on anything. `agent` keeps one connection per backend for all its paths.
 */
export function callPath(
  agent: Agent,
  target: { host: string; port: number; serverName: string; path: string },
  timeoutMs: number,
): Promise<CallResult> {
  return new Promise((resolve) => {
    const options: RequestOptions & { secureContext: SecureContext } = {
      agent,
      host: target.host,
      port: target.port,
      servername: isIP(target.serverName) ? undefined : target.serverName,
      path: target.path,
      method: 'POST',
      rejectUnauthorized: false,
      // The probes' one context: a context per connection (the default) costs more than the call.
      secureContext: (context ??= createSecureContext()),
      timeout: timeoutMs,
      headers: {
        host: target.serverName,
        'content-type': 'application/json',
        accept: 'application/json, */*',
        'content-length': '0',
      },
    };
    const req = request(options);
    req.once('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode });
    });
    req.once('timeout', () => {
      req.destroy();
      resolve({ error: { cause: 'timeout', detail: `no HTTP answer within ${timeoutMs / 1000}s (--timeout)` } });
    });
    req.once('error', (err: NodeJS.ErrnoException) => {
      const failure = describeNetworkError(err);
      resolve({ error: { cause: failure.cause, detail: failure.detail } });
    });
    req.end();
  });
}

/** One keep-alive connection per backend (host, port and name): its paths are called one after another. */
export function callAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}

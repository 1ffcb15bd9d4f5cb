// webhook-tls-probe: connect like the API server does and check every served chain against the caBundle.
import { connect as tlsConnect, type PeerCertificate, type DetailedPeerCertificate } from 'node:tls';
import { isIP } from 'node:net';
import type { Finding } from '../core/finding.js';
import { ClusterError } from './errors.js';
import type { LiveConfig, LiveSet, ServiceBackends } from './gather.js';
import { liveFinding } from './finding.js';
import { decodeBase64, fingerprint, issuerKey, shortFingerprint } from './pem.js';
import { targetLabel } from './targets.js';
import { liveWebhooks } from './types.js';
import { verifyChain } from './verify.js';

export const RULE_PROBE = 'webhook-tls-probe';

export interface EntryRef {
  config: LiveConfig;
  index: number;
  name: string;
  /** The decoded caBundle text, as the API server reads it. */
  bundlePem: string;
}

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

export interface Problem {
  subject: { kind: string; name: string; namespace?: string };
  message: string;
  field?: string;
}

/** Where the API server would connect for every entry of the controller's configurations. */
export function addressesOf(set: LiveSet, connections: number): { addresses: Address[]; problems: Problem[] } {
  const byKey = new Map<string, Address>();
  const problems: Problem[] = [];
  for (const config of set.configs) {
    liveWebhooks(config.object).forEach((entry, index) => {
      const ref: EntryRef = { config, index, name: entry.name ?? `#${index}`, bundlePem: decodeBase64(entry.clientConfig?.caBundle) };
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
        problems.push({ subject: { kind: config.kind, name: config.name }, field: `webhooks[${index}].clientConfig.service`,
          message: `webhook "${ref.name}" calls Service ${svc.namespace}/${svc.name}, which has no ready endpoints: the API server cannot reach it.` });
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
  return { addresses: [...byKey.values()], problems };
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

export interface Served {
  address: Address;
  chain?: Buffer[];
  error?: string;
}

export async function probeAll(addresses: readonly Address[], timeoutMs: number): Promise<Served[]> {
  const jobs = addresses.flatMap((a) => Array.from({ length: a.connections }, () => a));
  const out: Served[] = [];
  // A few at a time: enough to spread over a load balancer's backends, gentle on the webhook.
  for (let i = 0; i < jobs.length; i += 8) {
    out.push(...(await Promise.all(jobs.slice(i, i + 8).map((a) => probeOne(a, timeoutMs)))));
  }
  return out;
}

async function probeOne(address: Address, timeoutMs: number): Promise<Served> {
  try {
    return { address, chain: await handshake(address, timeoutMs) };
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e instanceof ClusterError) throw e;
    if (['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(e.code ?? '')) {
      throw new ClusterError(`cannot reach webhook ${address.label} (${e.code}); let the gate's pod connect to it, or run with --probe 0`);
    }
    return { address, error: e.message };
  }
}

/** One TLS handshake, sending the name the API server sends; returns the chain the server presented. */
export function handshake(address: Address, timeoutMs: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({
      host: address.host,
      port: address.port,
      servername: isIP(address.serverName) ? undefined : address.serverName,
      rejectUnauthorized: false,
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new ClusterError(`webhook ${address.label} did not complete a TLS handshake within ${timeoutMs / 1000}s (--timeout)`));
    }, timeoutMs);
    socket.once('secureConnect', () => {
      clearTimeout(timer);
      const chain = peerChain(socket.getPeerCertificate(true));
      socket.destroy();
      resolve(chain);
    });
    socket.once('error', (err) => {
      clearTimeout(timer);
      socket.destroy();
      reject(err);
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

/** Findings for one workload from what every connection was served. */
export function judge(set: LiveSet, served: readonly Served[], problems: readonly Problem[], at: Date): Finding[] {
  const t = set.target;
  const findings: Finding[] = problems.map((p) => liveFinding(RULE_PROBE, 'error', p.subject, p.message,
    'make sure the webhook pods are Ready and selected by the Service', p.field));
  const leaves = new Map<string, number>();
  const cas = new Map<string, Set<string>>();
  const failures = new Map<string, { count: number; total: number; ref: EntryRef; address: Address; problem: string }>();
  for (const s of served) {
    if (!s.chain) {
      const ref = s.address.entries[0]!;
      const k = `${s.address.label}|handshake`;
      const f = failures.get(k) ?? { count: 0, total: 0, ref, address: s.address, problem: `TLS handshake failed: ${s.error}` };
      f.count++;
      failures.set(k, f);
      continue;
    }
    const leafFp = fingerprint(s.chain[0]!);
    leaves.set(leafFp, (leaves.get(leafFp) ?? 0) + 1);
    const ca = issuerKey(s.chain[0]!);
    cas.set(ca, (cas.get(ca) ?? new Set()).add(shortFingerprint(leafFp)));
    for (const ref of s.address.entries) {
      const verdict = verifyChain(s.chain, ref.bundlePem, s.address.serverName, at);
      const k = `${s.address.label}|${ref.config.kind}/${ref.config.name}#${ref.name}`;
      const f = failures.get(k) ?? { count: 0, total: 0, ref, address: s.address, problem: '' };
      f.total++;
      if (!verdict.accepted) {
        f.count++;
        f.problem ||= `${verdict.problems.join('; ')} (leaf sha256:${shortFingerprint(leafFp)})`;
      }
      failures.set(k, f);
    }
  }
  for (const f of failures.values()) {
    if (!f.count) continue;
    const of = f.total ? `${f.count} of ${f.total}` : `${f.count}`;
    findings.push(liveFinding(RULE_PROBE, 'error', { kind: f.ref.config.kind, name: f.ref.config.name },
      `${of} connections to ${f.address.label} (as ${f.address.serverName}) were served a certificate that webhook "${f.ref.name}" would reject: ${f.problem}.`,
      'serve one shared certificate from every replica and keep caBundle equal to the CA that issued it',
      `webhooks[${f.ref.index}].clientConfig`));
  }
  const subject = { kind: t.kind, name: t.name, namespace: t.workloadNamespace };
  const connections = served.length;
  const leafList = [...leaves.keys()].map((fp) => `sha256:${shortFingerprint(fp)}×${leaves.get(fp)}`).join(', ');
  if (cas.size > 1) {
    findings.push(liveFinding(RULE_PROBE, 'error', subject,
      `${connections} TLS connections to ${targetLabel(t)}'s webhook found certificates from ${cas.size} different CAs ` +
        `(${[...cas.keys()].join('; ')}); certificates seen: ${leafList}. Each replica has its own CA: whichever writes caBundle last breaks the others.`,
      'share one certificate through a Secret (WEBHOOK_CERT_WRITER=secret, SECRET_NAME) and roll the replicas'));
  } else if (connections) {
    const ok = [...failures.values()].every((f) => !f.count);
    findings.push(liveFinding(RULE_PROBE, 'info', subject,
      `${connections} TLS connections to ${served.length ? new Set(served.map((s) => s.address.label)).size : 0} address(es) of ${targetLabel(t)}'s webhook: ` +
        `${leaves.size} distinct certificate(s) (${leafList}) from ${cas.size} CA${ok ? ', all accepted by the caBundle of every entry' : ''}.`));
  }
  return findings;
}

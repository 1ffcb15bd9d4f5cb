import { get, str } from '../core/object.js';
import { secretWriterEnvFix, workloadName } from './describe.js';
import { resourceOf, type EntryRef, type LiveWorkload, type ProbeConnection } from './live.js';
import { describeProblem } from './templates/cert-words.js';
import { defineRule, type Report, type RuleContext } from './types.js';
import { findWebhookWorkloads } from '../model/workload.js';

/** Judges what `webhook-cert-gate cluster --probe N` was served when it connected as the API server does. */
export const rule = defineRule({
  meta: {
    id: 'webhook-tls-probe',
    severity: 'error',
    description: 'Live only: the webhook, reached as the API server reaches it, serves a certificate its caBundle rejects, or certificates from more than one CA.',
    messages: {
      unreachable: 'webhook "{entry}" calls Service {service}, which has no ready endpoints: the API server cannot reach it.',
      rejected: '{count} connections to {address} (as {serverName}) were served a certificate that webhook "{entry}" would reject: {problem}.',
      severalCas: '{connections} TLS connections to {workload}\'s webhook found certificates from {cas} different CAs ({caList}); certificates seen: {leaves}. Each replica has its own CA: whichever writes caBundle last breaks the others.',
      summary: '{connections} TLS connections to {addresses} address(es) of {workload}\'s webhook: {leafCount} distinct certificate(s) ({leaves}) from {cas} CA{accepted}.',
    },
  },
  async check(context) {
    const probed = (context.live?.workloads ?? []).filter((w) => w.probe);
    if (!probed.length) return;
    const x509 = await import('../x509/index.js');
    const { parseCert } = await import('../x509/cert.js');
    for (const w of probed) judge(context, w, x509.verifyServing, parseCert);
  },
});

type Verify = typeof import('../x509/index.js').verifyServing;
type Parse = typeof import('../x509/cert.js').parseCert;

function judge({ model, settings, report }: RuleContext, w: LiveWorkload, verify: Verify, parse: Parse): void {
  const probe = w.probe!;
  const entryReport = (e: EntryRef, r: Omit<Report, 'resource' | 'path'>, field: string[]) => {
    const config = resourceOf(model, { kind: e.kind, namespace: '', name: e.name });
    if (config) report({ resource: config, path: ['webhooks', e.index, ...field], ...r });
  };
  for (const u of probe.unreachable) {
    entryReport(u.entry, {
      messageId: 'unreachable', data: { entry: entryName(model, u.entry), service: u.service },
      fix: 'make sure the webhook pods are Ready and selected by the Service',
    }, ['clientConfig', 'service']);
  }
  const leaves = new Map<string, number>();
  const cas = new Map<string, number>();
  const tallies = new Map<string, Tally>();
  for (const c of probe.connections) {
    if (!c.chain?.length) {
      const t = tally(tallies, `${c.address}|handshake`, c.entries[0]!, c, `TLS handshake failed: ${c.error ?? 'no certificate'}`);
      t.count++;
      t.total++;
      continue;
    }
    const leaf = parse(c.chain[0]!);
    const fp = leaf.sha256.slice(0, 16);
    leaves.set(fp, (leaves.get(fp) ?? 0) + 1);
    const ca = leaf.authorityKeyId ? `${leaf.issuerText} (key id ${leaf.authorityKeyId.toString('hex').slice(0, 16)})` : leaf.issuerText;
    cas.set(ca, (cas.get(ca) ?? 0) + 1);
    const chainPem = c.chain.map(toPem).join('');
    for (const e of c.entries) {
      const t = tally(tallies, `${c.address}|${e.kind}/${e.name}#${e.index}`, e, c, '');
      t.total++;
      const result = verify({ chainPem, caBundlePem: bundleOf(model, e), host: c.serverName, at: settings.at });
      if (result.accepted) continue;
      t.count++;
      const problems = result.problems.filter((p) => p.severity === 'error').map((p) => describeProblem(p).message);
      t.problem ||= `${problems.join('; ') || 'rejected'} (leaf sha256:${fp})`;
    }
  }
  for (const t of tallies.values()) {
    if (!t.count) continue;
    entryReport(t.entry, {
      messageId: 'rejected',
      data: { count: t.total && t.total !== t.count ? `${t.count} of ${t.total}` : String(t.count), address: t.c.address, serverName: t.c.serverName, entry: entryName(model, t.entry), problem: t.problem },
      fix: 'serve one shared certificate from every replica and keep caBundle equal to the CA that issued it',
    }, ['clientConfig']);
  }
  const found = findWebhookWorkloads(model).find((x) => x.resource === resourceOf(model, w.workload));
  const served = probe.connections.filter((c) => c.chain?.length);
  if (!found || !served.length) return;
  const workload = found.resource;
  const name = workloadName(found);
  const leafList = [...leaves].map(([fp, n]) => `sha256:${fp}×${n}`).join(', ');
  const base = { connections: probe.connections.length, workload: name, cas: cas.size, leaves: leafList };
  if (cas.size > 1) {
    report({
      resource: workload, messageId: 'severalCas', data: { ...base, caList: [...cas.keys()].join('; ') },
      fix: `${secretWriterEnvFix(found)}, then roll the replicas`,
    });
    return;
  }
  const ok = [...tallies.values()].every((t) => !t.count);
  report({
    resource: workload, severity: 'info', messageId: 'summary',
    data: { ...base, addresses: new Set(served.map((c) => c.address)).size, leafCount: leaves.size, accepted: ok ? ', all accepted by the caBundle of every entry' : '' },
    fix: 'nothing to change',
  });
}

/** Rejections of one entry at one address: `count` of `total` connections. */
interface Tally {
  count: number;
  total: number;
  entry: EntryRef;
  c: ProbeConnection;
  problem: string;
}

function tally(map: Map<string, Tally>, key: string, entry: EntryRef, c: ProbeConnection, problem: string): Tally {
  let t = map.get(key);
  if (!t) map.set(key, (t = { count: 0, total: 0, entry, c, problem }));
  return t;
}

/** The decoded caBundle of an entry as the API server reads it ('' when absent). */
function bundleOf(model: RuleContext['model'], e: EntryRef): string {
  const config = resourceOf(model, { kind: e.kind, namespace: '', name: e.name });
  const raw = str(get(config?.body, 'webhooks', e.index, 'clientConfig', 'caBundle'));
  return raw ? Buffer.from(raw, 'base64').toString('latin1') : '';
}

function entryName(model: RuleContext['model'], e: EntryRef): string {
  const config = resourceOf(model, { kind: e.kind, namespace: '', name: e.name });
  return str(get(config?.body, 'webhooks', e.index, 'name')) ?? `#${e.index}`;
}

function toPem(der: Buffer): string {
  const b64 = der.toString('base64').replace(/(.{64})/g, '$1\n').replace(/\n$/, '');
  return `-----BEGIN CERTIFICATE-----\n${b64}\n-----END CERTIFICATE-----\n`;
}

// The series `serve` exports (documented in docs/monitoring.md; names and labels are stable). Every gauge is
// rebuilt from each round's audit, so a holder, entry or backend that goes away takes its series with it and
// the number of series never grows with the number of rounds.
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Finding } from '../core/finding.js';
import type { AuditEvidence, ConnectionAudit, EntryAudit } from '../rules/live.js';

const P = 'webhook_cert_gate_';

export class Metrics {
  readonly registry = new Registry();
  private readonly tlsOk = this.gauge(
    'backend_tls_ok',
    "Whether the chain the backend served verifies against the entry's caBundle for the name the API server dials (1) or not (0).",
    ['kind', 'name', 'webhook', 'backend'],
  );
  private readonly issuer = this.gauge(
    'backend_issuer',
    'The issuer of the leaf certificate the backend served in the last round (1 per issuer; the name as encoded).',
    ['kind', 'name', 'webhook', 'backend', 'issuer'],
  );
  private readonly servingCas = this.gauge(
    'serving_cas',
    "Distinct CAs that issued the certificates the entry's backends served in the last round.",
    ['kind', 'name', 'webhook'],
  );
  private readonly backends = this.gauge('backends', 'Backends of the entry probed in the last round.', [
    'kind',
    'name',
    'webhook',
  ]);
  private readonly converged = this.gauge(
    'backends_converged',
    "Backends of the entry whose served chain verifies against the entry's current caBundle (as backend_tls_ok).",
    ['kind', 'name', 'webhook'],
  );
  private readonly bundleCas = this.gauge('cabundle_cas', "CAs in the entry's caBundle.", ['kind', 'name', 'webhook']);
  private readonly unconverged = this.gauge(
    'unconverged_seconds',
    "Seconds since the entry's caBundle last changed (or serve first saw it) while some backend does not verify against it; 0 when every backend does.",
    ['kind', 'name', 'webhook'],
  );
  /** When each entry's current caBundle was first seen: the start of its convergence. */
  private readonly bundleSince = new Map<string, { sha256: string; since: number }>();
  private readonly changes = new Counter({
    name: `${P}cabundle_changes_total`,
    help: 'caBundle value changes of the object seen by the watch (any entry).',
    labelNames: ['kind', 'name'],
    registers: [this.registry],
  });
  private readonly owners = this.gauge(
    'cabundle_owners',
    'Field managers (managedFields) that own a caBundle of the object.',
    ['kind', 'name'],
  );
  private readonly notAfter = this.gauge(
    'cert_not_after_seconds',
    'Earliest notAfter (Unix seconds) of the certificates the entry\'s backends served (source="served") or of the CAs in its caBundle (source="cabundle").',
    ['kind', 'name', 'webhook', 'source'],
  );
  private readonly findings = this.gauge('findings', 'Current findings of the live rules, by rule and severity.', [
    'rule',
    'severity',
  ]);
  private readonly rounds = new Counter({
    name: `${P}rounds_total`,
    help: 'Audit rounds finished.',
    registers: [this.registry],
  });
  private readonly roundSeconds = this.gauge('round_duration_seconds', 'Duration of the last audit round.', []);
  private readonly lastRound = this.gauge(
    'last_round_timestamp_seconds',
    'When the last audit round finished (Unix seconds).',
    [],
  );
  private readonly incomplete = this.gauge(
    'round_incomplete',
    'Reads or probes the last round could not finish (refused reads included).',
    [],
  );
  private readonly watched = this.gauge('watched_objects', 'Objects held by the watches.', []);
  private readonly watchCount = this.gauge(
    'watches',
    'Watches open: the webhook holders, and each kind and namespace the last round read.',
    [],
  );

  private readonly up = this.gauge(
    'up',
    'Whether the last audit round read every holder kind it needs and no read it needed was refused (1) or not (0).',
    [],
  );
  private readonly lastSuccess = this.gauge(
    'last_round_success_timestamp_seconds',
    'When the last audit round that read the whole cluster finished (Unix seconds); the start of the process until one has.',
    [],
  );
  private readonly readErrors = new Counter({
    name: `${P}read_errors_total`,
    help: 'Failed list and watch requests to the API server, by resource and code (HTTP status, or the network cause).',
    labelNames: ['resource', 'code'],
    registers: [this.registry],
  });

  constructor(startedAt = Date.now()) {
    collectDefaultMetrics({ register: this.registry });
    this.up.set(0);
    this.lastSuccess.set(startedAt / 1000);
  }

  readError(resource: string, code: string): void {
    this.readErrors.inc({ resource, code });
  }

  /** After each round (or a round that failed): whether it read the whole cluster. */
  health(complete: boolean, at = Date.now()): void {
    this.up.set(complete ? 1 : 0);
    if (complete) this.lastSuccess.set(at / 1000);
  }

  private gauge(name: string, help: string, labelNames: string[]): Gauge {
    return new Gauge({ name: `${P}${name}`, help, labelNames, registers: [this.registry] });
  }

  caBundleChanged(kind: string, name: string): void {
    this.changes.inc({ kind, name });
  }

  /** Replaces every per-object series with what this round measured. */
  update(
    evidence: AuditEvidence,
    findings: readonly Finding[],
    watched: { objects: number; watches: number },
    denied: number,
  ): void {
    const gauges = [this.tlsOk, this.issuer, this.servingCas, this.owners, this.notAfter, this.findings];
    for (const g of [...gauges, this.backends, this.converged, this.bundleCas, this.unconverged]) g.reset();
    const seen = new Set<string>();
    for (const h of evidence.holders) {
      const { kind, name } = h.ref;
      this.owners.set({ kind, name }, new Set(h.caBundleManagers.map((m) => m.manager)).size);
      for (const e of h.entries) {
        this.entry(kind, name, e);
        seen.add(this.convergence(kind, name, e, evidence.finishedAt));
      }
    }
    for (const key of this.bundleSince.keys()) if (!seen.has(key)) this.bundleSince.delete(key);
    const counts = new Map<string, number>();
    for (const f of findings) counts.set(`${f.rule}\n${f.severity}`, (counts.get(`${f.rule}\n${f.severity}`) ?? 0) + 1);
    for (const [key, n] of counts) {
      const [rule, severity] = key.split('\n');
      this.findings.set({ rule, severity }, n);
    }
    this.rounds.inc();
    this.roundSeconds.set((evidence.finishedAt - evidence.startedAt) / 1000);
    this.lastRound.set(evidence.finishedAt / 1000);
    this.incomplete.set(evidence.incomplete.length + denied);
    this.watched.set(watched.objects);
    this.watchCount.set(watched.watches);
  }

  private entry(kind: string, name: string, e: EntryAudit): void {
    const webhook = e.name;
    const cas = new Set<string>();
    let served = Infinity;
    for (const b of e.backends) {
      if (!b.connections.length) continue;
      const backend = `${b.host}:${b.port}`;
      this.tlsOk.set({ kind, name, webhook, backend }, b.connections.every((c) => c.verify?.accepted === true) ? 1 : 0);
      for (const c of b.connections) {
        const issuer = c.chain?.[0]?.issuer;
        if (issuer !== undefined) this.issuer.set({ kind, name, webhook, backend, issuer }, 1);
        const ca = issuerOf(c);
        if (ca) cas.add(ca);
        for (const cert of c.chain ?? []) served = Math.min(served, seconds(cert.notAfter));
      }
    }
    if (cas.size) this.servingCas.set({ kind, name, webhook }, cas.size);
    if (Number.isFinite(served)) this.notAfter.set({ kind, name, webhook, source: 'served' }, served);
    const bundle = Math.min(...e.caBundle.cas.map((c) => seconds(c.notAfter)));
    if (Number.isFinite(bundle)) this.notAfter.set({ kind, name, webhook, source: 'cabundle' }, bundle);
  }

  /** Backends that verify against the current caBundle, and for how long some have not; returns the entry's key. */
  private convergence(kind: string, name: string, e: EntryAudit, now: number): string {
    const labels = { kind, name, webhook: e.name };
    const key = JSON.stringify(labels);
    const { sha256 } = e.caBundle;
    const previous = this.bundleSince.get(key);
    const since = previous?.sha256 === sha256 ? previous.since : now;
    this.bundleSince.set(key, { sha256, since });
    const probed = e.backends.filter((b) => b.connections.length);
    const converged = probed.filter((b) => b.connections.every((c) => c.verify?.accepted === true)).length;
    this.backends.set(labels, probed.length);
    this.converged.set(labels, converged);
    this.bundleCas.set(labels, e.caBundle.cas.length);
    this.unconverged.set(labels, converged < probed.length ? (now - since) / 1000 : 0);
    return key;
  }
}

/** The CA that issued the served leaf: its authority key id, else its issuer name. */
function issuerOf(c: ConnectionAudit): string | undefined {
  const leaf = c.chain?.[0];
  if (!leaf) return undefined;
  return leaf.authorityKeyId ? `akid:${leaf.authorityKeyId}` : `issuer:${leaf.issuer}`;
}

function seconds(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Infinity : t / 1000;
}

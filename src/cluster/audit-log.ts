// Reads the API server's audit log (audit.k8s.io/v1 Event, one JSON object a line, level Metadata or higher)
// as a stream, and keeps only what the write-up's diagnosis needs (section 3): who wrote which caBundle holder,
// from which addresses, and how many of those writes the API server refused with 409 Conflict.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { InputError } from '../core/errors.js';
import { describeFsError } from '../load/files.js';
import type { AuditObject, AuditSummary, AuditWriter } from '../rules/audit-evidence.js';
import { HOLDER_KIND_BY_PLURAL } from '../model/holders.js';

/** The objects that hold a caBundle, by the resource name the audit log records (the one table of holder kinds). */
export const HOLDER_RESOURCES: Readonly<Record<string, string>> = HOLDER_KIND_BY_PLURAL;

const RESOURCE_NAMES = Object.keys(HOLDER_RESOURCES);
const COMPLETE = /"stage":"(ResponseComplete|Panic)"/;
const RECEIVED = /"requestReceivedTimestamp":"([^"]+)"/;
const WRITE_VERBS = new Set(['create', 'update', 'patch', 'delete']);

interface RawEvent {
  kind?: string;
  stage?: string;
  verb?: string;
  user?: { username?: string };
  impersonatedUser?: { username?: string };
  sourceIPs?: string[];
  userAgent?: string;
  objectRef?: { resource?: string; name?: string; subresource?: string };
  responseStatus?: { code?: number };
  requestReceivedTimestamp?: string;
  stageTimestamp?: string;
}

/** Reads FILE (or a stream) once, line by line: a log of several GB never sits in memory. */
export async function readAuditLog(file: string, input?: Readable): Promise<AuditSummary> {
  const stream = input ?? createReadStream(file);
  const opened = new Promise<void>((resolve, reject) => {
    stream.once('error', (e: NodeJS.ErrnoException) => {
      reject(new InputError(`--audit-log ${file}: ${e.code ? describeFsError(e) : e.message}`));
    });
    stream.once('readable', () => {
      resolve();
    });
    stream.once('end', () => {
      resolve();
    });
  });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  const summary = new Collector(file);
  const reading = (async () => {
    for await (const line of lines) summary.line(line);
  })();
  await Promise.all([opened, reading]);
  if (!summary.events) {
    throw new InputError(
      `--audit-log ${file}: ${summary.skipped ? `no audit.k8s.io Event in ${summary.skipped} line(s)` : 'the file is empty'} (expected the API server's JSON audit log, --audit-log-format=json)`,
    );
  }
  return summary.result();
}

class Collector {
  events = 0;
  skipped = 0;
  private conflicts = 0;
  private from?: string;
  private to?: string;
  private readonly objects = new Map<string, AuditObject>();
  private readonly writers = new Map<string, AuditWriter>();

  constructor(private readonly file: string) {}

  line(line: string): void {
    if (!line.trim()) return;
    // Most lines of a big log are reads of other resources: parse only lines that can matter.
    const conflict = line.includes('409');
    if (!conflict && !RESOURCE_NAMES.some((r) => line.includes(r))) {
      if (!line.includes('"auditID"')) this.skipped++;
      else if (COMPLETE.test(line)) this.seen(RECEIVED.exec(line)?.[1] ?? '');
      return;
    }
    let e: RawEvent;
    try {
      e = JSON.parse(line) as RawEvent;
    } catch {
      this.skipped++;
      return;
    }
    if (e.kind !== 'Event') {
      this.skipped++;
      return;
    }
    this.count(e);
  }

  /** One request's answer, for the counts and the window. */
  private seen(at: string): void {
    this.events++;
    if (at && (!this.from || at < this.from)) this.from = at;
    if (at && (!this.to || at > this.to)) this.to = at;
  }

  private count(e: RawEvent): void {
    // A request has one event per stage; ResponseComplete (or Panic) carries the answer.
    if (e.stage !== 'ResponseComplete' && e.stage !== 'Panic') return;
    const at = e.requestReceivedTimestamp ?? e.stageTimestamp ?? '';
    this.seen(at);
    const code = e.responseStatus?.code;
    if (code === 409) this.conflicts++;
    const kind = HOLDER_RESOURCES[e.objectRef?.resource ?? ''];
    const name = e.objectRef?.name;
    if (!kind || !name || e.objectRef?.subresource || !WRITE_VERBS.has(e.verb ?? '')) return;
    const user = e.impersonatedUser?.username ?? e.user?.username ?? '';
    // The API server's own bookkeeping (autoregistered local APIServices) writes no caBundle.
    if (user === 'system:apiserver') return;
    const key = `${kind}/${name}`;
    let obj = this.objects.get(key);
    if (!obj) this.objects.set(key, (obj = { kind, name, writes: 0, conflicts: 0, writers: [] }));
    const userAgent = e.userAgent ?? '';
    const sourceIPs = [...new Set(e.sourceIPs ?? [])].sort();
    const wkey = `${key}\n${user}\n${userAgent}\n${sourceIPs.join(',')}`;
    let w = this.writers.get(wkey);
    if (!w) {
      this.writers.set(
        wkey,
        (w = { kind, name, user, userAgent, sourceIPs, writes: 0, conflicts: 0, first: at, last: at }),
      );
      obj.writers.push(w);
    }
    obj.writes++;
    w.writes++;
    if (at < w.first) w.first = at;
    if (at > w.last) w.last = at;
    if (code === 409) {
      obj.conflicts++;
      w.conflicts++;
      if (!obj.firstConflict || at < obj.firstConflict) obj.firstConflict = at;
    }
  }

  result(): AuditSummary {
    const objects = [...this.objects.values()].sort(
      (a, b) => b.writes - a.writes || (a.kind + a.name < b.kind + b.name ? -1 : 1),
    );
    for (const o of objects)
      o.writers.sort((a, b) => b.writes - a.writes || (a.sourceIPs.join() < b.sourceIPs.join() ? -1 : 1));
    return {
      file: this.file,
      events: this.events,
      skipped: this.skipped,
      conflicts: this.conflicts,
      from: this.from,
      to: this.to,
      objects,
      mapped: false,
    };
  }
}

// `serve --reports`: each round's findings kept in the cluster as openreports.io reports (docs/reports.md),
// one per namespace plus the cluster report. A report is written only when its content changed (created, or
// replaced in place under its name), and deleted when its results are gone; nothing else is written.
import { Api } from '../cluster/client.js';
import type { CallDescription } from '../cluster/errors.js';
import { TOOL_NAME } from '../core/tool.js';
import { MANAGED_BY } from '../report/policy-results.js';

const GROUP = 'openreports.io';
const VERSION = 'v1alpha1';
const SELECTOR = `${MANAGED_BY}=${TOOL_NAME}`;

type Report = Record<string, unknown> & { kind?: unknown; metadata?: { name?: string; namespace?: string } };

/** What a report says, without what the API server adds (uid, resourceVersion, managedFields…). */
function content(r: Report): string {
  const m = r.metadata ?? {};
  const meta = m as { labels?: unknown; annotations?: unknown };
  return JSON.stringify([
    r.kind,
    m.namespace ?? '',
    m.name,
    meta.labels ?? {},
    meta.annotations ?? {},
    r.source,
    r.summary,
    r.results ?? [],
  ]);
}

function resource(kind: unknown): string {
  return kind === 'ClusterReport' ? 'clusterreports' : 'reports';
}

function collection(kind: unknown, namespace: string | undefined): string {
  return `/apis/${GROUP}/${VERSION}/${namespace ? `namespaces/${encodeURIComponent(namespace)}/` : ''}${resource(kind)}`;
}

export class ReportWriter {
  /** Each report the cluster holds (path -> its content), as last read or written. */
  private readonly held = new Map<string, string>();
  private primed = false;
  /** Writes done (creates, replaces, deletes), for the tests and the log. */
  writes = 0;

  constructor(private readonly api: Api) {}

  /** Brings the cluster's reports to `reports`: writes only what differs, deletes what is no longer there. */
  async sync(reports: readonly Report[]): Promise<void> {
    if (!this.primed) await this.prime();
    const wanted = new Map(
      reports.map((r) => [`${collection(r.kind, r.metadata?.namespace)}/${r.metadata?.name ?? ''}`, r]),
    );
    for (const [path, r] of wanted) {
      const text = content(r);
      if (this.held.get(path) === text) continue;
      await this.write(path, r);
      this.held.set(path, text);
    }
    for (const path of [...this.held.keys()]) {
      if (wanted.has(path)) continue;
      await this.api.send(this.call('delete', path), 'DELETE', path);
      this.writes++;
      this.held.delete(path);
    }
  }

  /** The reports an earlier run left (by label): kept when unchanged, deleted when not wanted. */
  private async prime(): Promise<void> {
    for (const kind of ['ClusterReport', 'Report']) {
      const path = `${collection(kind, undefined)}?labelSelector=${encodeURIComponent(SELECTOR)}`;
      const res = await this.api.send({ verb: 'list', resource: resource(kind), group: GROUP }, 'GET', path);
      if (res.status === 404) continue; // the CRDs are not installed: every write will say so
      const body = JSON.parse(res.text) as { items?: Report[] };
      for (const item of body.items ?? []) {
        const r = { ...item, kind };
        this.held.set(`${collection(kind, r.metadata?.namespace)}/${r.metadata?.name ?? ''}`, content(r));
      }
    }
    this.primed = true;
  }

  /** Create, or replace in place under the same name (the current resourceVersion, so a concurrent edit is a 409 retried next round). */
  private async write(path: string, r: Report): Promise<void> {
    const current = await this.api.send(this.call('get', path), 'GET', path);
    const body = r as { metadata: Record<string, unknown> };
    if (current.status === 404) {
      await this.api.send(this.call('create', path), 'POST', path.slice(0, path.lastIndexOf('/')), JSON.stringify(r));
    } else {
      const version = (JSON.parse(current.text) as { metadata?: { resourceVersion?: string } }).metadata
        ?.resourceVersion;
      const next = { ...r, metadata: { ...body.metadata, resourceVersion: version } };
      await this.api.send(this.call('update', path), 'PUT', path, JSON.stringify(next));
    }
    this.writes++;
  }

  private call(verb: string, path: string): CallDescription {
    const parts = path.split('/');
    const ns = parts.indexOf('namespaces');
    return {
      verb,
      group: GROUP,
      resource: parts[ns >= 0 ? ns + 2 : 4]!,
      ...(ns >= 0 ? { namespace: decodeURIComponent(parts[ns + 1]!) } : {}),
      name: decodeURIComponent(parts[parts.length - 1]!),
    };
  }
}

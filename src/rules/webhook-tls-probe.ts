import { findWebhookWorkloads, type WebhookWorkload } from '../model/workload.js';
import type { Model } from '../model/model.js';
import type { Resource } from '../core/resource.js';
import { secretWriterEnvFix, workloadName } from './describe.js';
import {
  FAILURE_PHRASE,
  resourceOf,
  type BackendAudit,
  type CertInfo,
  type ConnectionAudit,
  type EntryAudit,
  type HolderAudit,
} from './live.js';
import { defineRule, type Report, type RuleContext } from './types.js';

/** Judges the audit `webhook-cert-gate cluster` made of every caBundle holder: what each backend served over TLS. */
export const rule = defineRule({
  meta: {
    id: 'webhook-tls-probe',
    severity: 'error',
    description:
      'Live only: a webhook, reached as the API server reaches it, serves a certificate its caBundle rejects, certificates from more than one CA, no certificate at all, or does not serve the path the API server calls.',
    messages: {
      unreachable: '{what} cannot be reached: {why}.',
      failed:
        '{count} connection(s) to {address} (as {serverName}) for {what} failed before any certificate was served: {cause}.',
      rejected:
        '{count} connections to {address} (as {serverName}) were served a certificate that {what} would reject: {problem}.',
      severalCas:
        '{connections} TLS connections to the backends of {what} ({target}) found certificates from {cas} different CAs ({caList}); by backend: {backends}. Each backend has its own CA: whichever writes caBundle last breaks the others.',
      failOpen:
        '{what} has failurePolicy: Ignore and {bad} of {total} connection(s) to its backends fail TLS: the API server then admits the request without calling the webhook, so objects are silently left unmutated or unvalidated.',
      notServed:
        '{what}: the path {path} the API server calls is not served ({answers}; {count} of {total} backend(s) called), so every call to this webhook fails.',
      failOpenNotServed:
        '{what} has failurePolicy: Ignore and its backends do not serve the path {path}: the API server admits every request without the webhook, so objects are silently left unmutated or unvalidated.',
      failOpenUnreachable:
        '{what} has failurePolicy: Ignore and cannot be reached: the API server admits every request without calling it, so objects are silently left unmutated or unvalidated.',
      warned: '{what}: {problem} (served by {address}).',
      summary:
        '{kind} {name}: {entries} verified: {connections} TLS connection(s) to {backends} backend(s){workloads} served {leafCount} certificate(s) ({leaves}) from {cas} CA, each accepted by its caBundle for {names}.',
    },
  },
  check(context) {
    for (const h of context.live?.audit?.holders ?? []) judgeHolder(context, h);
  },
});

const FIX_ONE_CA = 'serve one shared certificate from every backend and keep caBundle equal to the CA that issued it';

function judgeHolder({ model, report }: RuleContext, h: HolderAudit): void {
  const resource = resourceOf(model, h.ref);
  if (!resource) return;
  const at = (e: EntryAudit, r: Omit<Report, 'resource' | 'path'>, path: Array<string | number> = e.path) => {
    report({ resource, path, ...r });
  };
  let faults = 0;
  const reportedTargets = new Set<string>();
  for (const e of h.entries) {
    const what = describeEntry(h, e);
    const conns = e.backends.flatMap((b) => b.connections.map((c) => ({ b, c })));
    // A Service or workload the gate could not read is a gate-permission-missing finding, not the webhook's fault.
    if (e.unresolved && !/could not be read/.test(e.unresolved)) {
      faults++;
      at(e, {
        messageId: 'unreachable',
        data: { what, why: e.unresolved },
        fix: 'make sure the webhook pods are Ready and selected by the Service, and clientConfig names it',
      });
    }
    for (const [b, list] of byBackend(conns.filter((x) => x.c.error))) {
      faults++;
      const causes = [
        ...new Set(
          list.map(
            (c) => `${c.error!.cause === 'other' ? '' : `${FAILURE_PHRASE[c.error!.cause]}: `}${c.error!.detail}`,
          ),
        ),
      ];
      at(e, {
        messageId: 'failed',
        data: { count: list.length, address: b.label, serverName: e.serverName ?? '', what, cause: causes.join('; ') },
        fix: 'make the webhook answer TLS on that address (is its server listening on the Service targetPort, with TLS?)',
      });
    }
    const notServed = e.backends.filter((b) => b.call?.status === 404 || b.call?.status === 405);
    if (notServed.length) {
      faults++;
      at(
        e,
        {
          messageId: 'notServed',
          data: {
            what,
            count: notServed.length,
            total: e.backends.filter((b) => b.call?.status !== undefined).length,
            path: notServed[0]!.call!.path,
            answers: notServed.map((b) => `${b.label}: HTTP ${b.call!.status!}`).join(', '),
          },
          fix: `set the path the webhook server serves in clientConfig, or serve ${notServed[0]!.call!.path} on the webhook server`,
        },
        pathField(e),
      );
    }
    for (const [b, list] of byBackend(conns.filter((x) => x.c.verify && !x.c.verify.accepted))) {
      faults++;
      const total = b.connections.filter((c) => c.verify).length;
      const first = list[0]!;
      const problem =
        first
          .verify!.problems.filter((p) => p.severity === 'error')
          .map((p) => p.message)
          .join('; ') || 'rejected';
      at(e, {
        messageId: 'rejected',
        data: {
          count: total !== list.length ? `${list.length} of ${total}` : String(list.length),
          address: b.label,
          serverName: e.serverName ?? '',
          what,
          problem: `${problem} (leaf sha256:${first.chain?.[0]?.sha256.slice(0, 16) ?? '?'})`,
        },
        fix: FIX_ONE_CA,
      });
    }
    const served = conns.filter((x) => x.c.chain?.length);
    const cas = groupByCa(served.map((x) => ({ b: x.b, leaf: x.c.chain![0]! })));
    const target = targetText(e);
    if (cas.size > 1 && !reportedTargets.has(target)) {
      faults++;
      reportedTargets.add(target);
      const perBackend = [
        ...new Map(
          served.map((x) => [x.b.label, `${x.b.pod?.name ?? x.b.label}: ${caLabel(x.c.chain![0]!)}`]),
        ).values(),
      ];
      at(e, {
        messageId: 'severalCas',
        data: {
          connections: conns.length,
          what,
          target,
          cas: cas.size,
          caList: [...cas.keys()].join('; '),
          backends: perBackend.join(', '),
        },
        fix: severalCasFix(model, e),
      });
    }
    const bad = conns.filter((x) => x.c.error || (x.c.verify && !x.c.verify.accepted)).length;
    const unreachable = Boolean(e.unresolved && !/could not be read/.test(e.unresolved));
    if (e.failurePolicy === 'Ignore' && (bad || unreachable || notServed.length)) {
      at(
        e,
        {
          messageId: bad ? 'failOpen' : unreachable ? 'failOpenUnreachable' : 'failOpenNotServed',
          data: { what, bad, total: conns.length, path: notServed[0]?.call?.path ?? '' },
          fix: 'fix the TLS failure reported for this webhook, then set failurePolicy: Fail so a failure blocks instead of admitting objects unchecked',
        },
        [...e.path.slice(0, -1), 'failurePolicy'],
      );
    }
    warnings(e, what, (r) => {
      at(e, r);
    });
  }
  if (!faults) summary(report, resource, h);
}

/** Warnings the verifier raised (expiry within --min-days, weak crypto), once per entry and message. */
function warnings(e: EntryAudit, what: string, report: (r: Omit<Report, 'resource' | 'path'>) => void): void {
  const seen = new Set<string>();
  for (const b of e.backends) {
    for (const c of b.connections) {
      for (const p of c.verify?.problems ?? []) {
        if (p.severity !== 'warning' || seen.has(p.message)) continue;
        seen.add(p.message);
        report({
          messageId: 'warned',
          severity: 'warning',
          data: { what, problem: p.message, address: b.label },
          fix: 'renew the certificate (and caBundle, when its CA is the one expiring) before it expires',
        });
      }
    }
  }
}

function summary(report: RuleContext['report'], resource: Resource, h: HolderAudit): void {
  // Entries calling the same backend share its connections: count each backend once.
  const byLabel = new Map(h.entries.flatMap((e) => e.backends.map((b) => [b.label, b.connections] as const)));
  const conns = [...byLabel.values()].flat();
  if (!conns.length) return;
  const backends = byLabel;
  const leaves = new Map<string, number>();
  for (const c of conns) {
    const fp = c.chain![0]!.sha256.slice(0, 16);
    leaves.set(fp, (leaves.get(fp) ?? 0) + 1);
  }
  const workloads = [
    ...new Set(
      h.entries.flatMap((e) =>
        e.backends.flatMap((b) =>
          b.workload ? [`${b.workload.kind} ${b.workload.namespace}/${b.workload.name}`] : [],
        ),
      ),
    ),
  ];
  const names = [...new Set(h.entries.map((e) => e.serverName ?? '?'))];
  report({
    resource,
    severity: 'info',
    messageId: 'summary',
    data: {
      kind: h.ref.kind,
      name: h.ref.name,
      entries: h.entries.length === 1 ? '1 entry' : `${h.entries.length} entries`,
      connections: conns.length,
      backends: backends.size,
      workloads: workloads.length ? ` of ${workloads.join(', ')}` : '',
      leafCount: leaves.size,
      leaves: [...leaves].map(([fp, n]) => `sha256:${fp}×${n}`).join(', '),
      cas: groupByCa(conns.map((c) => ({ leaf: c.chain![0]! }))).size,
      names: names.join(', '),
    },
    fix: 'nothing to change',
  });
}

/** The field that names the path: the Service's path, or the URL. */
function pathField(e: EntryAudit): Array<string | number> {
  return e.target && 'url' in e.target ? [...e.path, 'url'] : [...e.path, 'service', 'path'];
}

function byBackend(list: readonly { b: BackendAudit; c: ConnectionAudit }[]): Map<BackendAudit, ConnectionAudit[]> {
  const out = new Map<BackendAudit, ConnectionAudit[]>();
  for (const x of list) out.set(x.b, [...(out.get(x.b) ?? []), x.c]);
  return out;
}

/** Leaves grouped by the CA that issued them: its key id when the leaf names it, else its issuer name. */
function groupByCa<T extends { leaf: CertInfo }>(list: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of list) {
    const k = caLabel(x.leaf);
    out.set(k, [...(out.get(k) ?? []), x]);
  }
  return out;
}

function caLabel(leaf: CertInfo): string {
  return leaf.authorityKeyId ? `${leaf.issuer} (key id ${leaf.authorityKeyId.slice(0, 16)})` : leaf.issuer;
}

function describeEntry(h: HolderAudit, e: EntryAudit): string {
  if (h.ref.kind === 'CustomResourceDefinition') return `the conversion webhook of CRD ${h.ref.name}`;
  if (h.ref.kind === 'APIService') return `APIService ${h.ref.name}`;
  return `webhook "${e.name}"`;
}

function targetText(e: EntryAudit): string {
  if (!e.target) return 'no address';
  return 'url' in e.target
    ? e.target.url
    : `Service ${e.target.service.namespace}/${e.target.service.name}:${e.target.service.port}`;
}

/** A profiled controller behind these backends gets its exact env fix; any other webhook the general one. */
function severalCasFix(model: Model, e: EntryAudit): string {
  const found = profiledBehind(model, e);
  if (found) return `${secretWriterEnvFix(found)}, then roll the replicas (${workloadName(found)})`;
  const workloads = [
    ...new Set(
      e.backends.flatMap((b) => (b.workload ? [`${b.workload.kind} ${b.workload.namespace}/${b.workload.name}`] : [])),
    ),
  ];
  return `${FIX_ONE_CA}: let one writer mint the certificate into a Secret every replica${workloads.length ? ` of ${workloads.join(', ')}` : ''} mounts or reads, then roll them`;
}

function profiledBehind(model: Model, e: EntryAudit): WebhookWorkload | undefined {
  const refs = e.backends.flatMap((b) => (b.workload ? [b.workload] : []));
  const all = findWebhookWorkloads(model);
  for (const r of refs) {
    const w = all.find(
      (x) => x.resource.kind === r.kind && x.resource.namespace === r.namespace && x.resource.name === r.name,
    );
    if (w) return w;
  }
  // A URL (the controller's host env): the workload whose host is the URL's.
  return e.target && 'url' in e.target
    ? all.find((w) => w.host.state === 'value' && w.host.value === e.serverName)
    : undefined;
}

import type { AuditObject, AuditSummary, AuditWriter } from './audit-evidence.js';
import { resourceOf } from './live.js';
import type { Rule } from './types.js';
import { churnFix } from './webhook-config-churn.js';

/** Judges what `webhook-cert-gate diagnose --audit-log` read: who wrote each caBundle holder, and the 409s they got. */
export const rule: Rule = {
  meta: {
    id: 'cabundle-writers',
    severity: 'error',
    description:
      'Audit log: a webhook configuration, CRD or APIService written by several writers that race (409 Conflict), or by replicas that do not hold their leader-election Lease.',
    messages: {
      war:
        '{kind} {name}: {writes} writes between {from} and {to}, {conflicts} answered 409 Conflict ({share} of all {allConflicts} 409s in the log), ' +
        'from {writerCount} writers: {writers}.',
      several:
        '{kind} {name}: {writes} writes between {from} and {to} from {writerCount} writers, none refused: {writers}. caBundle has more than one owner.',
      single: '{kind} {name}: {writes} write(s) between {from} and {to} from one writer: {writers}.',
      nonLeader:
        '{kind} {name} is written by {count} pod(s) of {workload} that do not hold its leader-election Lease {lease} ({pods}): ' +
        'leader election does not guard this write path.',
    },
  },
  check({ model, live, report }) {
    const audit = live?.auditLog;
    for (const obj of audit?.objects ?? []) {
      const resource = resourceOf(model, { kind: obj.kind, namespace: '', name: obj.name });
      if (!resource) continue;
      const fix = churnFix(model, resource);
      const base = {
        kind: obj.kind,
        name: obj.name,
        writes: obj.writes,
        from: audit!.from ?? '?',
        to: audit!.to ?? '?',
        writerCount: obj.writers.length,
        writers: listWriters(obj.writers),
      };
      const path = ['metadata', 'name'];
      if (obj.conflicts > 0) {
        report({
          resource,
          path,
          messageId: 'war',
          fix,
          data: { ...base, conflicts: obj.conflicts, share: share(obj, audit!), allConflicts: audit!.conflicts },
        });
      } else if (obj.writers.length > 1) {
        report({ resource, path, messageId: 'several', fix, severity: 'warning', data: base });
      } else {
        report({
          resource,
          path,
          messageId: 'single',
          fix: 'nothing to do if this write was a change of yours',
          severity: 'info',
          data: base,
        });
      }
      for (const [workload, pods] of nonLeaders(obj)) {
        report({
          resource,
          path,
          messageId: 'nonLeader',
          fix: `only the leader of ${workload} may write caBundle; ${fix}`,
          data: {
            kind: obj.kind,
            name: obj.name,
            count: pods.length,
            workload,
            lease: pods[0]!.lease ?? '?',
            pods: pods.map((p) => p.name).join(', '),
          },
        });
      }
    }
  },
};

function share(obj: AuditObject, audit: AuditSummary): string {
  return `${((100 * obj.conflicts) / Math.max(1, audit.conflicts)).toFixed(1)}%`;
}

const SHOWN = 10;

/** `user (agent) from 127.0.0.2 [pod ns/name of Deployment/x]: 12 writes, 9 409s`, busiest first. */
function listWriters(writers: readonly AuditWriter[]): string {
  const text = writers.slice(0, SHOWN).map((w) => {
    const pods = w.pods?.length
      ? ` [${w.pods.map((p) => `pod ${p.namespace}/${p.name}${p.workload ? ` of ${p.workload}` : ''}${p.leader === true ? ', leader' : ''}`).join('; ')}]`
      : '';
    return `${w.user || '(unknown user)'} (${w.userAgent || 'no user agent'}) from ${w.sourceIPs.join(', ') || '?'}${pods}: ${w.writes} writes, ${w.conflicts} 409s`;
  });
  return text.join('; ') + (writers.length > SHOWN ? `; and ${writers.length - SHOWN} more` : '');
}

/** Writer pods that do not hold their workload's Lease, by workload. */
function nonLeaders(obj: AuditObject): Map<string, Array<{ name: string; lease?: string }>> {
  const out = new Map<string, Array<{ name: string; lease?: string }>>();
  for (const w of obj.writers) {
    for (const p of w.pods ?? []) {
      if (p.leader !== false || !p.workload) continue;
      const key = `${p.workload.split('/')[0]} ${p.namespace}/${p.workload.split('/')[1]}`;
      const list = out.get(key) ?? [];
      if (!list.some((x) => x.name === p.name)) list.push({ name: p.name, lease: p.lease });
      out.set(key, list);
    }
  }
  return out;
}

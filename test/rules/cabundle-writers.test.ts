// Audit log only: judges what `diagnose --audit-log` read (live.auditLog); manifests alone never fire it.
import type { AuditObject, AuditSummary, AuditWriter } from '../../src/rules/audit-evidence.js';
import { rule } from '../../src/rules/cabundle-writers.js';
import { evidence } from './live-evidence.js';
import { webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const config = webhooks('Mutating', 'koord-validating', [
  { name: 'm.example.com', url: 'https://h.example/m', failurePolicy: 'Fail' },
]);
const KIND = 'MutatingWebhookConfiguration';

const writer = (n: number, extra: Partial<AuditWriter> = {}): AuditWriter => ({
  kind: KIND,
  name: 'koord-validating',
  user: 'system:serviceaccount:koordinator-system:koord-manager',
  userAgent: 'koord-manager/v1.4',
  sourceIPs: [`10.0.0.${n}`],
  writes: 12,
  conflicts: 0,
  first: '2026-05-01T00:00:00Z',
  last: '2026-05-01T00:05:00Z',
  ...extra,
});

const object = (writers: AuditWriter[], extra: Partial<AuditObject> = {}): AuditObject => ({
  kind: KIND,
  name: 'koord-validating',
  writes: writers.reduce((n, w) => n + w.writes, 0),
  conflicts: writers.reduce((n, w) => n + w.conflicts, 0),
  writers,
  ...extra,
});

const log = (objects: AuditObject[], conflicts = objects.reduce((n, o) => n + o.conflicts, 0)) => ({
  live: evidence({
    auditLog: {
      file: 'audit.log',
      events: 1000,
      skipped: 0,
      conflicts,
      from: '2026-05-01T00:00:00Z',
      to: '2026-05-01T01:00:00Z',
      objects,
      mapped: objects.some((o) => o.writers.some((w) => w.pods)),
    } satisfies AuditSummary,
  }),
});

ruleTester(rule, {
  valid: [
    { name: 'manifests alone carry no audit log', code: config },
    {
      name: 'a log whose writes are on another object: nothing about this one',
      code: config,
      options: log([{ ...object([writer(1)]), name: 'other-webhook' }]),
    },
    { name: 'an audit log with no caBundle holder written', code: config, options: log([]) },
  ],
  invalid: [
    {
      name: 'several writers racing: 409s, their share of all 409s, each writer',
      code: config,
      options: log([object([writer(1, { writes: 30, conflicts: 9 }), writer(2, { writes: 20, conflicts: 6 })])], 20),
      errors: [
        {
          messageId: 'war',
          severity: 'error',
          kind: KIND,
          field: 'metadata.name',
          message:
            /^MutatingWebhookConfiguration koord-validating: 50 writes between 2026-05-01T00:00:00Z and 2026-05-01T01:00:00Z, 15 answered 409 Conflict \(75\.0% of all 20 409s in the log\), from 2 writers: .*from 10\.0\.0\.1: 30 writes, 9 409s; .*from 10\.0\.0\.2: 20 writes, 6 409s\.$/,
        },
      ],
    },
    {
      name: 'several writers, none refused: a warning that caBundle has more than one owner',
      code: config,
      options: log([object([writer(1), writer(2, { user: 'system:serviceaccount:cert-manager:cainjector' })])]),
      errors: [{ messageId: 'several', severity: 'warning', message: /from 2 writers, none refused: .*cainjector/ }],
    },
    {
      name: 'one writer: info, nothing to do if it was yours',
      code: config,
      options: log([object([writer(1, { writes: 1 })])]),
      errors: [{ messageId: 'single', severity: 'info', message: /1 write\(s\) .* from one writer: / }],
    },
    {
      name: 'replicas without the leader-election Lease write it: named with their workload and Lease',
      code: config,
      options: log([
        object([
          writer(1, {
            pods: [
              {
                namespace: 'koordinator-system',
                name: 'koord-manager-a',
                workload: 'Deployment/koord-manager',
                leader: true,
                lease: 'koordinator-system/koord-manager',
              },
            ],
          }),
          writer(2, {
            pods: [
              {
                namespace: 'koordinator-system',
                name: 'koord-manager-b',
                workload: 'Deployment/koord-manager',
                leader: false,
                lease: 'koordinator-system/koord-manager',
              },
            ],
          }),
        ]),
      ]),
      errors: [
        {
          messageId: 'several',
          severity: 'warning',
          message: /\[pod koordinator-system\/koord-manager-a of Deployment\/koord-manager, leader\]/,
        },
        {
          messageId: 'nonLeader',
          severity: 'error',
          message:
            /^MutatingWebhookConfiguration koord-validating is written by 1 pod\(s\) of Deployment koordinator-system\/koord-manager that do not hold its leader-election Lease koordinator-system\/koord-manager \(koord-manager-b\)/,
        },
      ],
    },
    {
      name: 'more than ten writers: the busiest ten are listed, the rest counted',
      code: config,
      options: log([object(Array.from({ length: 12 }, (_, i) => writer(i + 1, { conflicts: 1 })))]),
      errors: [{ messageId: 'war', message: /from 12 writers: .*; and 2 more\.$/ }],
    },
  ],
});

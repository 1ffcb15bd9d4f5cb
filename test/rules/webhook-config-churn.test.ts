// Live only: judges the samples `cluster --observe` took; manifests alone never fire it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rule } from '../../src/rules/webhook-config-churn.js';
import { check, only } from '../helpers.js';
import { evidence } from './live-evidence.js';
import { deployment, env, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const config = webhooks('Mutating', 'm', [
  { name: 'm.example.com', url: 'https://h.example/m', failurePolicy: 'Fail' },
]);
const ref = { kind: 'MutatingWebhookConfiguration', namespace: '', name: 'm' };
const mf = (time: string) => [
  { manager: 'koord-manager', operation: 'Update', time },
  { manager: 'helm', operation: 'Update', time: '2026-01-01T00:00:00Z' },
];

ruleTester(rule, {
  valid: [
    { name: 'manifests alone carry no churn samples', code: config },
    {
      name: 'two samples with the same resourceVersion: no write',
      code: config,
      options: {
        live: evidence({
          churn: [
            {
              config: ref,
              samples: [
                { at: 0, generation: 3, resourceVersion: '10', managedFields: mf('2026-05-01T00:00:00Z') },
                { at: 30_000, generation: 3, resourceVersion: '10', managedFields: mf('2026-05-01T00:00:00Z') },
              ],
            },
          ],
        }),
      },
    },
  ],
  invalid: [
    {
      name: 'generation and resourceVersion moved while the gate watched: writers from managedFields',
      code: config,
      options: {
        live: evidence({
          churn: [
            {
              config: ref,
              samples: [
                { at: 0, generation: 10, resourceVersion: '100', managedFields: mf('2026-05-01T00:00:00Z') },
                { at: 15_000, generation: 15, resourceVersion: '130', managedFields: mf('2026-05-01T00:00:15Z') },
                { at: 30_000, generation: 19, resourceVersion: '170', managedFields: mf('2026-05-01T00:00:30Z') },
              ],
            },
          ],
        }),
      },
      errors: [
        {
          messageId: 'churn',
          kind: 'MutatingWebhookConfiguration',
          message:
            /written at least 9 times in 30s \(~18 writes\/min; generation 10→19, resourceVersion changed 2 times\).*koord-manager \(Update\) last at 2026-05-01T00:00:30Z\.$/,
        },
      ],
    },
    {
      name: 'caBundle flips back to an earlier value: two writers with different CAs',
      code: config,
      options: {
        live: evidence({
          churn: [
            {
              config: ref,
              samples: [
                {
                  at: 0,
                  generation: 1,
                  resourceVersion: '1',
                  managedFields: mf('2026-05-01T00:00:00Z'),
                  caBundles: ['aaa'],
                },
                {
                  at: 10_000,
                  generation: 2,
                  resourceVersion: '2',
                  managedFields: mf('2026-05-01T00:00:10Z'),
                  caBundles: ['bbb'],
                },
                {
                  at: 20_000,
                  generation: 3,
                  resourceVersion: '3',
                  managedFields: mf('2026-05-01T00:00:20Z'),
                  caBundles: ['aaa'],
                },
              ],
            },
          ],
        }),
      },
      errors: [
        {
          messageId: 'flips',
          message:
            /caBundle took 2 different values in 30s and went back to an earlier one 1 time: .*koord-manager \(Update\)/,
        },
        { messageId: 'churn', message: /written at least 2 times/ },
      ],
    },
    {
      name: 'a slow API server: fewer samples than planned is said, not hidden',
      code: config,
      options: {
        live: evidence({
          sampling: { planned: 15, taken: 2 },
          churn: [
            {
              config: ref,
              samples: [
                { at: 0, generation: 1, resourceVersion: '1', managedFields: mf('2026-05-01T00:00:00Z') },
                { at: 30_000, generation: 1, resourceVersion: '1', managedFields: mf('2026-05-01T00:00:00Z') },
              ],
            },
          ],
        }),
      },
      errors: [
        {
          messageId: 'degraded',
          severity: 'warning',
          message: /2 of 15 planned samples .* in 30s, so writes between samples may have been missed/,
        },
      ],
    },
  ],
});

test('the fix names the env that shares one certificate when a per-pod writer patches the churning configuration', async () => {
  const koord = webhooks('Mutating', 'koordinator-mutating-webhook-configuration', [
    { name: 'm.koordinator.sh', url: 'https://h.example/m', failurePolicy: 'Fail' },
  ]);
  const churn = [
    {
      config: { ...ref, name: 'koordinator-mutating-webhook-configuration' },
      samples: [
        { at: 0, generation: 1, resourceVersion: '1', managedFields: mf('2026-05-01T00:00:00Z') },
        { at: 30_000, generation: 5, resourceVersion: '9', managedFields: mf('2026-05-01T00:00:30Z') },
      ],
    },
  ];
  const racing = deployment({ env: env('WEBHOOK_HOST', 'hook.example') });
  const [withController] = only(await check(`${racing}\n---\n${koord}`, { live: evidence({ churn }) }), rule.meta.id);
  assert.match(
    withController!.fix ?? '',
    /single owner: set env WEBHOOK_CERT_WRITER=secret and SECRET_NAME=koordinator-webhook-certs/,
  );
  const [alone] = only(await check(koord, { live: evidence({ churn }) }), rule.meta.id);
  assert.equal(alone!.fix, 'find the writers above and give caBundle a single owner');
});

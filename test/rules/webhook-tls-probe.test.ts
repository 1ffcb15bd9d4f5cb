// Live only: judges what `cluster --probe N` was served, as the API server would verify it.
import { rule } from '../../src/rules/webhook-tls-probe.js';
import type { ProbeConnection } from '../../src/rules/live.js';
import { KOORD, ders, evidence } from './live-evidence.js';
import { b64, deployment, pems, secretWriter, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const HOST = 'webhook.example';
const shared = pems([HOST]);
const other = pems([HOST]);
const controller = deployment({ env: secretWriter(['WEBHOOK_HOST', HOST], ['WEBHOOK_PORT', '9876']) });
const config = (ca: string) => webhooks('Validating', 'koordinator-validating-webhook-configuration', [{ name: 'vpod.koordinator.sh', url: `https://${HOST}:9876/v`, caBundle: b64(ca), failurePolicy: 'Fail' }]);
const entries = [{ kind: 'ValidatingWebhookConfiguration', name: 'koordinator-validating-webhook-configuration', index: 0 }];
const served = (certPem: string): ProbeConnection => ({ address: `https://${HOST}:9876`, serverName: HOST, entries, chain: ders(certPem) });
const probe = (connections: ProbeConnection[], unreachable: Array<{ entry: (typeof entries)[number]; service: string }> = []) =>
  ({ live: evidence({ workloads: [{ workload: KOORD, probe: { connections, unreachable } }] }) });

ruleTester(rule, {
  valid: [{ name: 'manifests alone carry no probe results', code: controller + config(shared.caCertPem) }],
  invalid: [
    {
      name: 'every connection served the shared certificate: an info summary',
      code: controller + config(shared.caCertPem),
      options: probe([served(shared.certPem), served(shared.certPem)]),
      errors: [{ messageId: 'summary', severity: 'info', kind: 'Deployment', message: /2 TLS connections .*1 distinct certificate.*all accepted/ }],
    },
    {
      name: 'replicas with their own CAs behind one address: rejected connections and several CAs',
      code: controller + config(shared.caCertPem),
      options: probe([served(shared.certPem), served(other.certPem), served(other.certPem)]),
      errors: [
        { messageId: 'severalCas', kind: 'Deployment', message: /from 2 different CAs/ },
        { messageId: 'rejected', kind: 'ValidatingWebhookConfiguration', message: /^2 of 3 connections to https:\/\/webhook\.example:9876 \(as webhook\.example\) .*"vpod\.koordinator\.sh" would reject/ },
      ],
    },
    {
      name: 'a hung or refused webhook, and a Service without ready endpoints',
      code: controller + config(shared.caCertPem),
      options: probe([{ ...served(shared.certPem), chain: undefined, error: 'no TLS handshake within 10s (--timeout)' }], [{ entry: entries[0]!, service: 'koordinator-system/koordinator-webhook-service' }]),
      errors: [
        { messageId: 'unreachable', message: /calls Service koordinator-system\/koordinator-webhook-service, which has no ready endpoints/ },
        { messageId: 'rejected', message: /TLS handshake failed: no TLS handshake within 10s/ },
      ],
    },
  ],
});

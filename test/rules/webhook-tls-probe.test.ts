// Live only: judges what the audit of `cluster` was served by each backend, as the API server would verify it.
import { rule } from '../../src/rules/webhook-tls-probe.js';
import type { BackendAudit } from '../../src/rules/live.js';
import { auditOf, connection, holder } from './live-evidence.js';
import { b64, deployment, pems, secretWriter, webhooks } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const HOST = 'webhook.example';
const shared = pems([HOST]);
const other = pems([HOST]);
const third = pems([HOST]);
const controller = deployment({ env: secretWriter(['WEBHOOK_HOST', HOST], ['WEBHOOK_PORT', '9876']) });
const CONFIG = 'koordinator-validating-webhook-configuration';
const config = (ca: string, failurePolicy = 'Fail') =>
  webhooks('Validating', CONFIG, [
    { name: 'vpod.koordinator.sh', url: `https://${HOST}:9876/v`, caBundle: b64(ca), failurePolicy },
  ]);
const url = (certs: string[]): BackendAudit => ({
  label: `https://${HOST}:9876`,
  host: HOST,
  port: 9876,
  connections: certs.map((c) => connection(c, shared.caCertPem, HOST)),
});
const pod = (name: string, cert: string): BackendAudit => ({
  label: `Service tools/hook endpoint 10.0.0.${name.length}:8443 (pod ${name})`,
  host: '10.0.0.1',
  port: 8443,
  pod: { kind: 'Pod', namespace: 'tools', name },
  workload: { kind: 'Deployment', namespace: 'tools', name: 'hook' },
  connections: [connection(cert, shared.caCertPem, HOST)],
});
const entry = (backends: BackendAudit[], failurePolicy = 'Fail') => ({
  name: 'vpod.koordinator.sh',
  serverName: HOST,
  failurePolicy,
  target: { url: `https://${HOST}:9876/v` },
  backends,
});
const audited = (backends: BackendAudit[], failurePolicy = 'Fail') =>
  auditOf([holder('ValidatingWebhookConfiguration', CONFIG, [entry(backends, failurePolicy)])]);

ruleTester(rule, {
  valid: [{ name: 'manifests alone carry no audit', code: controller + config(shared.caCertPem) }],
  invalid: [
    {
      name: 'every connection served the shared certificate: one info line saying what was verified',
      code: controller + config(shared.caCertPem),
      options: audited([url([shared.certPem, shared.certPem])]),
      errors: [
        {
          messageId: 'summary',
          severity: 'info',
          kind: 'ValidatingWebhookConfiguration',
          message:
            /1 entry verified: 2 TLS connection\(s\) to 1 backend\(s\) served 1 certificate\(s\) .* from 1 CA, each accepted by its caBundle for webhook\.example/,
        },
      ],
    },
    {
      name: 'three backends with their own CAs (no profile needed): several CAs, and the rejected ones',
      code: config(shared.caCertPem),
      options: audited([pod('hook-a', shared.certPem), pod('hook-bb', other.certPem), pod('hook-ccc', third.certPem)]),
      errors: [
        {
          messageId: 'rejected',
          message:
            /^1 connections to Service tools\/hook endpoint .*\(pod hook-bb\).* webhook "vpod\.koordinator\.sh" would reject/,
        },
        { messageId: 'rejected', message: /\(pod hook-ccc\)/ },
        { messageId: 'severalCas', message: /from 3 different CAs .*by backend: hook-a: .*, hook-bb: .*, hook-ccc: / },
      ],
    },
    {
      name: 'the silent fail-open: caBundle right, failurePolicy Ignore, one backend of three from another CA is an error',
      code: config(shared.caCertPem, 'Ignore'),
      options: audited(
        [pod('hook-a', shared.certPem), pod('hook-bb', shared.certPem), pod('hook-ccc', other.certPem)],
        'Ignore',
      ),
      errors: [
        {
          messageId: 'failOpen',
          severity: 'error',
          field: 'webhooks[0].failurePolicy',
          message: /failurePolicy: Ignore and 1 of 3 connection\(s\) .*silently/,
        },
        { messageId: 'rejected', message: /pod hook-ccc/ },
        { messageId: 'severalCas', message: /from 2 different CAs/ },
      ],
    },
    {
      name: 'no TLS answer and refused are named as such (no certificate was served), and an unreachable Service',
      code:
        config(shared.caCertPem) +
        webhooks('Validating', 'other', [{ name: 'e', service: 'hook.tools', caBundle: b64(shared.caCertPem) }]),
      options: auditOf([
        holder('ValidatingWebhookConfiguration', CONFIG, [
          entry([
            {
              label: 'https://webhook.example:9876',
              host: HOST,
              port: 9876,
              connections: [
                {
                  error: {
                    cause: 'no-tls',
                    detail: 'TCP connection accepted, but no TLS handshake within 10s (--timeout)',
                  },
                },
                { error: { cause: 'refused', detail: 'ECONNREFUSED' } },
              ],
            },
          ]),
        ]),
        holder('ValidatingWebhookConfiguration', 'other', [
          { backends: [], unresolved: 'Service tools/hook has no ready endpoint for port 443' },
        ]),
      ]),
      errors: [
        {
          messageId: 'failed',
          message:
            /2 connection\(s\) .* failed before any certificate was served: no TLS answer: TCP connection accepted.*; connection refused: ECONNREFUSED/,
        },
        {
          messageId: 'unreachable',
          message: /^webhook "entry-0" cannot be reached: Service tools\/hook has no ready endpoint for port 443\.$/,
        },
      ],
    },
    {
      name: 'a backend that serves the certificate but answers 404 on the path is an error, at the URL that names it',
      code: config(shared.caCertPem),
      options: audited([{ ...url([shared.certPem]), call: { path: '/v', status: 404 } }]),
      errors: [
        {
          messageId: 'notServed',
          severity: 'error',
          field: 'webhooks[0].clientConfig.url',
          message:
            /^webhook "vpod\.koordinator\.sh": the path \/v the API server calls is not served \(https:\/\/webhook\.example:9876: HTTP 404; 1 of 1 backend\(s\) called\), so every call/,
        },
      ],
    },
    {
      name: 'under failurePolicy Ignore a path not served (405) is also the silent fail-open; a 400 to the empty call is a served path',
      code: config(shared.caCertPem, 'Ignore'),
      options: audited(
        [
          { ...pod('hook-a', shared.certPem), call: { path: '/v', status: 405 } },
          { ...pod('hook-bb', shared.certPem), call: { path: '/v', status: 400 } },
        ],
        'Ignore',
      ),
      errors: [
        {
          messageId: 'failOpenNotServed',
          field: 'webhooks[0].failurePolicy',
          message: /failurePolicy: Ignore and its backends do not serve the path \/v/,
        },
        { messageId: 'notServed', message: /\(pod hook-a\): HTTP 405; 1 of 2 backend\(s\) called\)/ },
      ],
    },
  ],
});

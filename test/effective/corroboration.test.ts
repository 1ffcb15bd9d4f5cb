// Issue 19, "Why": an ordinary app whose env happens to hold WEBHOOK_HOST (an aiogram Telegram bot, 3
// replicas, no admission webhook) is no certificate-writer controller. A lineage profile matches by env
// only with corroboration: the API server calls the workload, its ServiceAccount may rewrite webhook
// configurations, or its label opts in (docs/profiles.md).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { check, cli, only, ROOT, rulesOf } from '../helpers.js';
import { parseReport } from '../report-json.js';

const RACE = 'multi-replica-webhook-unshared-cert';
const bot = readFileSync(path.join(ROOT, 'test/fixtures/effective/telegram-bot.yaml'), 'utf8');
const SERVICE = 'service: {namespace: bots, name: shop-bot, path: /validate}';

const webhookCalling = (service: string) => `---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: shop-validator}
webhooks:
  - name: orders.shop.example
    clientConfig: {${service}}
    rules: [{apiGroups: [shop.example], apiVersions: [v1], operations: [CREATE], resources: [orders]}]
    admissionReviewVersions: [v1]
    sideEffects: None
`;
const conversion = `---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: orders.shop.example}
spec:
  group: shop.example
  names: {kind: Order, plural: orders}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
  conversion:
    strategy: Webhook
    webhook:
      conversionReviewVersions: [v1]
      clientConfig: {${SERVICE}}
`;
const apiService = `---
apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata: {name: v1.metrics.shop.example}
spec:
  group: metrics.shop.example
  version: v1
  service: {namespace: bots, name: shop-bot}
  groupPriorityMinimum: 100
  versionPriority: 100
`;
const rbac = (verbs: string, binding: 'ClusterRoleBinding' | 'RoleBinding') => `---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: {name: shop-bot-webhooks}
rules:
  - apiGroups: [admissionregistration.k8s.io]
    resources: [mutatingwebhookconfigurations, validatingwebhookconfigurations]
    verbs: [${verbs}]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ${binding}
metadata: {name: shop-bot-webhooks${binding === 'RoleBinding' ? ', namespace: bots' : ''}}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: shop-bot-webhooks}
subjects: [{kind: ServiceAccount, name: shop-bot, namespace: bots}]
`;

describe('an ordinary app with WEBHOOK_HOST in its env (aiogram bot, 3 replicas)', () => {
  it('passes: no race, no implicit writer, exit 0', async () => {
    assert.deepEqual(await check(bot), []);
    const file = path.join(ROOT, 'test/fixtures/effective/telegram-bot.yaml');
    const r = await cli(['check', file]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
  });

  it('is judged as a lineage controller once something beyond the env says it is one', async () => {
    const corroborated: [string, string][] = [
      ['a webhook configuration calls its Service', bot + webhookCalling(SERVICE)],
      ['a CRD conversion webhook calls its Service', bot + conversion],
      ['an APIService is served by its Service', bot + apiService],
      ['its ServiceAccount may patch webhook configurations', bot + rbac('get, list, patch', 'ClusterRoleBinding')],
      [
        'its ServiceAccount may update them through a wildcard role',
        bot +
          rbac('"*"', 'ClusterRoleBinding').replace(
            'resources: [mutatingwebhookconfigurations, validatingwebhookconfigurations]',
            'resources: ["*"]',
          ),
      ],
      [
        'its label opts in',
        bot.replace(
          '    app.kubernetes.io/name: shop-bot\nspec:',
          '    app.kubernetes.io/name: shop-bot\n    webhook-cert-gate.io/profile: generic\nspec:',
        ),
      ],
    ];
    for (const [why, yaml] of corroborated) {
      const findings = await check(yaml);
      const [race] = only(findings, RACE);
      assert.ok(race, `${why}: ${rulesOf(findings).join(',')}`);
      assert.match(race.message, /Deployment bots\/shop-bot/, why);
      // Issue 28: env plus corroboration is no proof of which controller runs; only the opt-in label is.
      assert.equal(race.severity, why === 'its label opts in' ? 'error' : 'warning', why);
      assert.equal(only(findings, 'webhook-cert-writer-implicit').length, 1, why);
    }
  });

  it('stays an ordinary app when the evidence does not lead to it', async () => {
    const uncorroborated: [string, string][] = [
      [
        'a webhook configuration calls another Service',
        bot + webhookCalling('service: {namespace: bots, name: other}'),
      ],
      ['a webhook configuration calls a URL', bot + webhookCalling('url: "https://bot.shop.example/validate"')],
      ['a RoleBinding cannot grant cluster-scoped webhook configurations', bot + rbac('patch', 'RoleBinding')],
      ['read-only access to webhook configurations', bot + rbac('get, list, watch', 'ClusterRoleBinding')],
      [
        'a label that names no profile',
        bot.replace(
          '    app.kubernetes.io/name: shop-bot\nspec:',
          '    app.kubernetes.io/name: shop-bot\n    webhook-cert-gate.io/profile: none\nspec:',
        ),
      ],
    ];
    for (const [why, yaml] of uncorroborated) {
      const findings = await check(yaml);
      assert.deepEqual([...only(findings, RACE), ...only(findings, 'webhook-cert-writer-implicit')], [], why);
    }
  });

  // Issue 28: kserve's manager sets SECRET_NAME and mounts that Secret (cert-manager writes it); the family's
  // writer reads and writes its Secret through the API and never mounts it.
  it('a server that mounts the Secret its SECRET_NAME names is not the writer family', async () => {
    const server = (mounted: boolean) => `---
apiVersion: apps/v1
kind: Deployment
metadata: {name: shop-webhook, namespace: bots}
spec:
  replicas: 3
  selector: {matchLabels: {app: shop-webhook}}
  template:
    metadata: {labels: {app: shop-webhook}}
    spec:
      containers:
        - name: manager
          image: registry.example/shop/webhook:v1
          env: [{name: SECRET_NAME, value: shop-webhook-cert}]
${mounted ? '          volumeMounts: [{name: cert, mountPath: /tmp/k8s-webhook-server/serving-certs, readOnly: true}]\n      volumes: [{name: cert, secret: {secretName: shop-webhook-cert}}]' : ''}
---
apiVersion: v1
kind: Service
metadata: {name: shop-bot, namespace: bots}
spec:
  selector: {app: shop-webhook}
  ports: [{port: 443, targetPort: 9443}]
${webhookCalling(SERVICE)}`;
    const writerRules = (f: Awaited<ReturnType<typeof check>>) =>
      rulesOf(f).filter((r) => r === RACE || r.startsWith('webhook-cert-'));
    assert.deepEqual(writerRules(await check(server(true))), []);
    assert.deepEqual(writerRules(await check(server(false))), ['webhook-cert-secret-missing']);
  });

  it('the incident still reports the race (a known image needs no other evidence)', async () => {
    const r = await cli(['check', path.join(ROOT, 'examples/incident'), '--format', 'json']);
    assert.equal(r.code, 1);
    const rules = parseReport(r.stdout).findings.map((f) => f.rule);
    assert.ok(rules.includes(RACE), rules.join(', '));
  });
});

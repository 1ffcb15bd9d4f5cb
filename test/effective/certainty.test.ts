// Issue 28, item 2, "Certainty from evidence, stated once": an error needs proof from the manifests plus the
// model (a catalogued controller, by image or name, whose settings as rendered make it write). RBAC alone, an
// uncatalogued image or a setting the manifests cannot show make a warning naming the fact that settles it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { check, only } from '../helpers.js';
import { runs } from '../hardening/harness.js';

const OWNERS = 'cabundle-multiple-owners';
const RACE = 'multi-replica-webhook-unshared-cert';

const deployment = (o: {
  name: string;
  image: string;
  replicas: number;
  args?: string[];
  env?: [string, string][];
}) => `---
apiVersion: apps/v1
kind: Deployment
metadata: {name: ${o.name}, namespace: sys}
spec:
  replicas: ${String(o.replicas)}
  selector: {matchLabels: {app: ${o.name}}}
  template:
    metadata: {labels: {app: ${o.name}}}
    spec:
      serviceAccountName: ${o.name}
      containers:
        - name: manager
          image: ${JSON.stringify(o.image)}
          args: ${JSON.stringify(o.args ?? [])}
          env: ${JSON.stringify((o.env ?? []).map(([name, value]) => ({ name, value })))}
`;
const service = (name: string) => `---
apiVersion: v1
kind: Service
metadata: {name: ${name}, namespace: sys}
spec: {selector: {app: ${name}}, ports: [{port: 443, targetPort: 9443}]}
`;
const clusterRole = (name: string, group: string, resources: string[], verbs: string[]) => `---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: {name: ${name}}
rules: [{apiGroups: [${JSON.stringify(group)}], resources: ${JSON.stringify(resources)}, verbs: ${JSON.stringify(verbs)}}]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata: {name: ${name}}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: ${name}}
subjects: [{kind: ServiceAccount, name: ${name}, namespace: sys}]
`;
const webhooks = (name: string, svc: string, annotations = '{}') => `---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: ${name}, annotations: ${annotations}}
webhooks:
  - name: check.${name}.example
    clientConfig: {service: {namespace: sys, name: ${svc}, path: /validate}}
    rules: [{apiGroups: [apps], apiVersions: [v1], operations: [CREATE], resources: [deployments]}]
    admissionReviewVersions: [v1]
    sideEffects: None
`;
const crd = (svc: string) => `---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.shop.example}
spec:
  group: shop.example
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
  conversion:
    strategy: Webhook
    webhook:
      conversionReviewVersions: [v1]
      clientConfig: {service: {namespace: sys, name: ${svc}, path: /convert}}
`;
const apiService = (svc: string) => `---
apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata: {name: v1.metrics.shop.example}
spec:
  group: metrics.shop.example
  version: v1
  service: {namespace: sys, name: ${svc}}
  groupPriorityMinimum: 100
  versionPriority: 100
`;
const INJECTOR = '{cert-manager.io/inject-ca-from: sys/serving}';
const WEBHOOK_RBAC = [
  'admissionregistration.k8s.io',
  ['validatingwebhookconfigurations', 'mutatingwebhookconfigurations'],
] as const;

describe('certainty from evidence', () => {
  it('(a) a catalogued controller whose toggle turns caBundle writing off is no owner, whatever its RBAC', async () => {
    const yaml = (args: string[]) =>
      deployment({ name: 'gatekeeper', image: 'openpolicyagent/gatekeeper:v3.23.0', replicas: 3, args }) +
      service('gatekeeper') +
      clusterRole('gatekeeper', WEBHOOK_RBAC[0], [...WEBHOOK_RBAC[1]], ['get', 'list', 'update', 'patch']) +
      webhooks('gatekeeper-validating-webhook-configuration', 'gatekeeper', INJECTOR);
    for (const off of [['--disable-cert-rotation'], ['--disable-cert-rotation=true']]) {
      const findings = await check(yaml(off));
      assert.deepEqual(only(findings, OWNERS), [], off.join(' '));
      assert.deepEqual(only(findings, RACE), [], off.join(' '));
    }
    // With rotation on, the catalogue proves the write war: an error.
    const [war] = only(await check(yaml([])), OWNERS);
    assert.equal(war?.severity, 'error');
  });

  it('(a) an uncatalogued image with the same RBAC next to an injector is a warning naming what settles it', async () => {
    const findings = await check(
      deployment({ name: 'policy', image: 'registry.example/team/policy:v1', replicas: 3 }) +
        service('policy') +
        clusterRole('policy', WEBHOOK_RBAC[0], [...WEBHOOK_RBAC[1]], ['update']) +
        webhooks('policy-webhooks', 'policy', INJECTOR),
    );
    const owners = only(findings, OWNERS);
    assert.equal(owners.length, 1);
    assert.equal(owners[0]!.severity, 'warning');
    assert.match(owners[0]!.message, /what settles it: whether Deployment sys\/policy writes caBundle/);
  });

  it('(b) three replicas with only WEBHOOK_HOST and RBAC over webhook configurations: a warning naming the image', async () => {
    const findings = await check(
      deployment({
        name: 'bot',
        image: 'registry.example/bot:v1',
        replicas: 3,
        env: [['WEBHOOK_HOST', 'bot.example']],
      }) + clusterRole('bot', WEBHOOK_RBAC[0], [...WEBHOOK_RBAC[1]], ['get', 'patch']),
    );
    assert.ok(!findings.some((f) => f.severity === 'error'), JSON.stringify(findings, null, 1));
    const [race] = only(findings, RACE);
    assert.equal(race?.severity, 'warning');
    assert.match(race.message, /only its env ties it to .*What settles it: which controller Deployment sys\/bot runs/);
  });

  it('(b) the same Deployment that a webhook configuration calls is still a warning: the API server calls it, but no image says what it runs', async () => {
    const findings = await check(
      deployment({
        name: 'bot',
        image: 'registry.example/bot:v1',
        replicas: 3,
        env: [['WEBHOOK_HOST', 'bot.example']],
      }) +
        service('bot') +
        webhooks('bot-webhooks', 'bot'),
    );
    assert.equal(only(findings, RACE)[0]?.severity, 'warning');
  });

  it('property: an input whose only writer evidence is RBAC never yields an error', async () => {
    const name = fc.constantFrom('app', 'api', 'ctl');
    const image = fc
      .tuple(
        fc.constantFrom('registry.example/', 'ghcr.io/acme/', ''),
        fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/),
        fc.constantFrom(':v1', '', '@sha256:' + 'a'.repeat(64)),
      )
      .map(([r, n, t]) => `${r}uncatalogued-${n}${t}`);
    const env = fc.subarray([
      ['WEBHOOK_HOST', 'hook.example'],
      ['WEBHOOK_CERT_WRITER', 'fs'],
      ['SECRET_NAME', 'certs'],
      ['WEBHOOK_PORT', '9443'],
      ['POD_NAMESPACE', 'sys'],
    ] as [string, string][]);
    const rbac = fc.constantFrom(
      WEBHOOK_RBAC,
      ['apiextensions.k8s.io', ['customresourcedefinitions']] as const,
      ['apiregistration.k8s.io', ['apiservices']] as const,
      ['*', ['*']] as const,
    );
    const verbs = fc.subarray(['get', 'list', 'update', 'patch', '*'], { minLength: 1 });
    const holders = fc.subarray(['webhooks', 'crd', 'apiservice'] as const);
    const input = fc.record({
      name,
      image,
      replicas: fc.integer({ min: 0, max: 5 }),
      env,
      rbac,
      verbs,
      holders,
      served: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async (i) => {
        const svc = i.served ? i.name : 'elsewhere';
        const yaml =
          deployment({ name: i.name, image: i.image, replicas: i.replicas, env: i.env }) +
          (i.served ? service(i.name) : '') +
          clusterRole(i.name, i.rbac[0], [...i.rbac[1]], i.verbs) +
          (i.holders.includes('webhooks') ? webhooks('hooks', svc) : '') +
          (i.holders.includes('crd') ? crd(svc) : '') +
          (i.holders.includes('apiservice') ? apiService(svc) : '');
        const owning = [OWNERS, RACE, 'webhook-cert-writer-implicit'];
        const errors = (await check(yaml)).filter((f) => owning.includes(f.rule) && f.severity === 'error');
        assert.deepEqual(errors, [], yaml);
      }),
      { numRuns: runs(60) },
    );
  });
});

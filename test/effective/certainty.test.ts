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

  it('(a) a catalogued image at a tag outside its versions is still recognised, but its war is a warning naming the release read', async () => {
    const yaml = (tag: string) =>
      deployment({ name: 'gatekeeper', image: `openpolicyagent/gatekeeper:${tag}`, replicas: 3 }) +
      service('gatekeeper') +
      webhooks('gatekeeper-validating-webhook-configuration', 'gatekeeper', INJECTOR);
    for (const [tag, severity] of [
      ['v3.23.0', 'error'],
      ['v3.7.0', 'error'],
      ['v3.24.0-beta.0', 'error'],
      ['latest', 'error'],
      ['v4.0.0', 'warning'],
      ['4.1', 'warning'],
    ] as const) {
      const owners = only(await check(yaml(tag)), OWNERS);
      assert.deepEqual(
        owners.map((f) => f.severity),
        [severity],
        tag,
      );
      if (severity === 'warning')
        assert.ok(
          owners[0]!.message.includes(
            `whether ${tag} still does what v3.23.0 does (the catalogue's facts for gatekeeper hold below 4)`,
          ),
          owners[0]!.message,
        );
    }
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

  // The property of issue 28 item 2, over arbitrary inputs: a workload the model does not know (an image no
  // profile or catalogue entry names, a name none lists) that the API server may call and that RBAC (cluster-wide
  // or by name, any verb that writes) lets change a caBundle holder, with or without the lineage's env, as a
  // Deployment, StatefulSet or DaemonSet, scaled by replicas or an HPA.
  const workloadInput = fc.record({
    kind: fc.constantFrom('Deployment', 'StatefulSet', 'DaemonSet'),
    name: fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/),
    image: fc
      .tuple(
        fc.constantFrom('registry.example/', 'ghcr.io/acme/', ''),
        fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/),
        fc.constantFrom(':v1', '', '@sha256:' + 'a'.repeat(64)),
      )
      .map(([r, n, t]) => `${r}uncatalogued-${n}${t}`),
    replicas: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    hpaMax: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
    env: fc.subarray([
      ['WEBHOOK_HOST', 'hook.example'],
      ['WEBHOOK_CERT_WRITER', 'fs'],
      ['SECRET_NAME', 'certs'],
      ['WEBHOOK_PORT', '9443'],
      ['POD_NAMESPACE', 'sys'],
    ] as [string, string][]),
    secretVolume: fc.boolean(),
    served: fc.constantFrom('service', 'url', 'elsewhere'),
    rules: fc.array(
      fc.record({
        target: fc.constantFrom('webhooks', 'crds', 'apiservices', 'everything'),
        byName: fc.boolean(),
        verbs: fc.subarray(['get', 'list', 'watch', 'create', 'update', 'patch', '*'], { minLength: 1 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    readsSecrets: fc.boolean(),
  });
  const holdersInput = fc.record({
    kinds: fc.subarray(
      ['ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration', 'crd', 'apiservice'] as const,
      {
        minLength: 1,
      },
    ),
    entries: fc.integer({ min: 1, max: 3 }),
    caBundle: fc.boolean(),
  });

  /** The objects of one input: the workloads (each with its RBAC unless `grants` is false) and the holders they serve. */
  function objects(
    ws: readonly (typeof workloadInput extends fc.Arbitrary<infer T> ? T : never)[],
    h: typeof holdersInput extends fc.Arbitrary<infer T> ? T : never,
    extra: { annotation?: string; helm?: boolean; grants?: boolean } = {},
  ): string {
    const docs: Record<string, unknown>[] = [];
    const names = ws.map((w, i) => `${w.name}-${i}`);
    const holderNames: Record<string, string> = {
      ValidatingWebhookConfiguration: 'hooks-v',
      MutatingWebhookConfiguration: 'hooks-m',
      crd: 'widgets.shop.example',
      apiservice: 'v1.metrics.shop.example',
    };
    ws.forEach((w, i) => {
      const name = names[i]!;
      const labels = { app: name };
      docs.push({
        apiVersion: 'apps/v1',
        kind: w.kind,
        metadata: { name, namespace: 'sys' },
        spec: {
          ...(w.kind === 'DaemonSet' || w.replicas === undefined ? {} : { replicas: w.replicas }),
          selector: { matchLabels: labels },
          template: {
            metadata: { labels },
            spec: {
              serviceAccountName: name,
              containers: [
                {
                  name: 'manager',
                  image: w.image,
                  env: w.env.map(([n, value]) => ({ name: n, value })),
                  ...(w.secretVolume ? { volumeMounts: [{ name: 'certs', mountPath: '/certs' }] } : {}),
                },
              ],
              ...(w.secretVolume ? { volumes: [{ name: 'certs', secret: { secretName: `${name}-tls` } }] } : {}),
            },
          },
        },
      });
      docs.push({
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name, namespace: 'sys' },
        spec: { selector: labels, ports: [{ port: 443, targetPort: 9443 }] },
      });
      if (w.hpaMax !== undefined && w.kind !== 'DaemonSet')
        docs.push({
          apiVersion: 'autoscaling/v2',
          kind: 'HorizontalPodAutoscaler',
          metadata: { name, namespace: 'sys' },
          spec: {
            scaleTargetRef: { apiVersion: 'apps/v1', kind: w.kind, name },
            minReplicas: 1,
            maxReplicas: w.hpaMax,
          },
        });
      if (extra.grants === false) return;
      const rules = w.rules.map((r) => {
        const [group, resources, holder] = {
          webhooks: [
            'admissionregistration.k8s.io',
            ['validatingwebhookconfigurations', 'mutatingwebhookconfigurations'],
            'hooks-v',
          ],
          crds: ['apiextensions.k8s.io', ['customresourcedefinitions'], holderNames.crd],
          apiservices: ['apiregistration.k8s.io', ['apiservices'], holderNames.apiservice],
          everything: ['*', ['*'], 'hooks-m'],
        }[r.target] as [string, string[], string];
        return { apiGroups: [group], resources, verbs: r.verbs, ...(r.byName ? { resourceNames: [holder] } : {}) };
      });
      if (w.readsSecrets) rules.push({ apiGroups: [''], resources: ['secrets'], verbs: ['get'] });
      docs.push(
        { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', metadata: { name }, rules },
        {
          apiVersion: 'rbac.authorization.k8s.io/v1',
          kind: 'ClusterRoleBinding',
          metadata: { name },
          roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name },
          subjects: [{ kind: 'ServiceAccount', name, namespace: 'sys' }],
        },
      );
    });
    // Each holder calls the first workload (by Service or by URL), or a Service no workload is behind.
    const w0 = ws[0]!;
    const svc = w0.served === 'elsewhere' ? 'elsewhere' : names[0]!;
    const clientConfig = (p: string) =>
      w0.served === 'url'
        ? { url: `https://${svc}.sys.svc${p}` }
        : { service: { namespace: 'sys', name: svc, path: p } };
    const ca = h.caBundle ? { caBundle: 'Cg==' } : {};
    const metadata = (name: string) => ({
      name,
      ...(extra.annotation
        ? { annotations: { [extra.annotation]: extra.annotation.endsWith('apiserver-ca') ? 'true' : 'sys/serving' } }
        : {}),
      ...(extra.helm ? { labels: { 'app.kubernetes.io/managed-by': 'Helm' } } : {}),
    });
    for (const kind of h.kinds) {
      const name = holderNames[kind]!;
      if (kind === 'crd')
        docs.push({
          apiVersion: 'apiextensions.k8s.io/v1',
          kind: 'CustomResourceDefinition',
          metadata: metadata(name),
          spec: {
            group: 'shop.example',
            names: { kind: 'Widget', plural: 'widgets' },
            scope: 'Namespaced',
            versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
            conversion: {
              strategy: 'Webhook',
              webhook: { conversionReviewVersions: ['v1'], clientConfig: { ...clientConfig('/convert'), ...ca } },
            },
          },
        });
      else if (kind === 'apiservice')
        docs.push({
          apiVersion: 'apiregistration.k8s.io/v1',
          kind: 'APIService',
          metadata: metadata(name),
          spec: {
            group: 'metrics.shop.example',
            version: 'v1',
            service: { namespace: 'sys', name: svc },
            groupPriorityMinimum: 100,
            versionPriority: 100,
            ...ca,
          },
        });
      else
        docs.push({
          apiVersion: 'admissionregistration.k8s.io/v1',
          kind,
          metadata: metadata(name),
          webhooks: Array.from({ length: h.entries }, (_, i) => ({
            name: `e${i}.${name}.example`,
            admissionReviewVersions: ['v1'],
            sideEffects: 'None',
            clientConfig: { ...clientConfig(`/hook${i}`), ...ca },
            rules: [{ apiGroups: ['apps'], apiVersions: ['v1'], operations: ['CREATE'], resources: ['deployments'] }],
          })),
        });
    }
    return docs.map((d) => `---\n${JSON.stringify(d)}`).join('\n');
  }
  const errorsOf = async (yaml: string) =>
    (await check(yaml))
      .filter((f) => f.severity === 'error')
      .map((f) => `${f.rule} ${f.object?.kind ?? ''}/${f.object?.name ?? ''}`)
      .sort();

  it('property: an input whose only writer evidence is RBAC never yields an error, from any rule', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(workloadInput, { minLength: 1, maxLength: 2 }), holdersInput, async (ws, h) => {
        // No caBundle rendered: a rendered one nobody rewrites is judged as a certificate (the differential property has it).
        const yaml = objects(ws, { ...h, caBundle: false });
        assert.deepEqual(await errorsOf(yaml), [], yaml);
      }),
      { numRuns: runs(60) },
    );
  });

  it('property: next to writers the manifests do prove (an injector annotation, a caBundle Helm renders), RBAC adds no error', async () => {
    const proven = fc.record({
      annotation: fc.constantFrom(
        'cert-manager.io/inject-ca-from',
        'cert-manager.io/inject-ca-from-secret',
        'cert-manager.io/inject-apiserver-ca',
      ),
      helm: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(workloadInput, { minLength: 1, maxLength: 2 }),
        holdersInput,
        proven,
        async (ws, h, p) => {
          const withRbac = objects(ws, h, p);
          assert.deepEqual(await errorsOf(withRbac), await errorsOf(objects(ws, h, { ...p, grants: false })), withRbac);
        },
      ),
      { numRuns: runs(60) },
    );
  });
});

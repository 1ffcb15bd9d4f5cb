// Webhooks no profile describes, audited on a real kube-apiserver: backends in a network namespace this test
// makes (the API server refuses loopback in EndpointSlices), writers with real GET+PUT and 409s, real
// managedFields from update and server-side apply. The gate runs with deploy/audit's RBAC (no Secret access)
// and with the Argo CD cluster-wide Job's own args; the audit log proves its only writes are access reviews.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { b64, issueLeaf, makeCa, type Issued } from '../apiserver/certs.js';
import { ROOT } from '../helpers.js';
import { kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { createNetns, netnsUnavailable, type Netns, type NetnsBackend } from '../kube/netns.js';
import { apply, findingsOf, jobArgs, renderGate, runGate, saToken } from './scenarios.js';
import type { KubeObject } from '../kube-objects.js';

const kube = await kubeOrSkip();
const noNetns = kube.skip ? false : netnsUnavailable();
if (noNetns && process.env.CI === 'true') throw new Error(`the audit scenarios cannot run under CI=true: ${noNetns}`);
const skip = kube.skip || noNetns || false;
let cluster: Cluster;
let netns: Netns;
let gateKubeconfig: string;
const writers: Array<() => Promise<void>> = [];
/** Matches no request the test makes: the API server never calls these webhooks itself. */
const NO_CALLS = {
  rules: [{ apiGroups: ['never.invalid'], apiVersions: ['v1'], operations: ['CREATE'], resources: ['nothings'] }],
  sideEffects: 'None',
  admissionReviewVersions: ['v1'],
};

before(async () => {
  if (skip) return;
  cluster = await start();
  netns = await createNetns();
  await apply(cluster, [{ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'webhook-cert-gate' } }]);
  await cluster.kubectl(['apply', '-k', `${ROOT}/deploy/audit`]);
  gateKubeconfig = cluster.kubeconfig(await saToken(cluster, 'webhook-cert-gate', 'webhook-cert-gate-audit'));
});
after(async () => {
  for (const stop of writers) await stop();
  // Unset when before() was skipped or failed.
  (netns as Netns | undefined)?.remove();
  await (cluster as Cluster | undefined)?.stop();
});

/** A Deployment, its ReplicaSet and pods, a Service and an EndpointSlice whose ready endpoints are the netns backends. */
async function backendService(ns: string, name: string, backends: NetnsBackend[]): Promise<void> {
  await apply(cluster, [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns } },
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'default', namespace: ns } },
  ]);
  const labels = { app: name };
  const pod = { metadata: { labels }, spec: { containers: [{ name: 'webhook', image: 'example.invalid/webhook:1' }] } };
  const created = async (path: string, body: unknown) => {
    const r = await cluster.api('POST', path, body);
    if (r.status !== 201) throw new Error(`POST ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as KubeObject;
  };
  const owner = (o: { kind: string; metadata: { name: string; uid: string } }, apiVersion: string) => [
    { apiVersion, kind: o.kind, name: o.metadata.name, uid: o.metadata.uid, controller: true },
  ];
  const deploy = await created(`/apis/apps/v1/namespaces/${ns}/deployments`, {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name },
    spec: { replicas: backends.length, selector: { matchLabels: labels }, template: pod },
  });
  const rs = await created(`/apis/apps/v1/namespaces/${ns}/replicasets`, {
    apiVersion: 'apps/v1',
    kind: 'ReplicaSet',
    metadata: { name: `${name}-7d9f`, ownerReferences: owner(deploy, 'apps/v1') },
    spec: { replicas: backends.length, selector: { matchLabels: labels }, template: pod },
  });
  for (const [i] of backends.entries()) {
    await created(`/api/v1/namespaces/${ns}/pods`, {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: `${name}-7d9f-${i}`, labels, ownerReferences: owner(rs, 'apps/v1') },
      spec: pod.spec,
    });
  }
  await created(`/api/v1/namespaces/${ns}/services`, {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name },
    spec: { selector: labels, ports: [{ name: 'https', port: 443, targetPort: 'https' }] },
  });
  await created(`/apis/discovery.k8s.io/v1/namespaces/${ns}/endpointslices`, {
    apiVersion: 'discovery.k8s.io/v1',
    kind: 'EndpointSlice',
    metadata: { name: `${name}-x1`, labels: { 'kubernetes.io/service-name': name } },
    addressType: 'IPv4',
    ports: [{ name: 'https', port: backends[0]!.port, protocol: 'TCP' }],
    endpoints: backends.map((b, i) => ({
      addresses: [b.ip],
      conditions: { ready: true },
      targetRef: { kind: 'Pod', namespace: ns, name: `${name}-7d9f-${i}` },
    })),
  });
}

async function serve(ca: Issued, host: string): Promise<NetnsBackend> {
  const leaf = issueLeaf(ca, { dnsNames: [host] });
  return netns.serveTls(leaf.certPem, leaf.keyPem);
}

const entry = (name: string, ns: string, svc: string, ca: Issued, failurePolicy: string) => ({
  name,
  failurePolicy,
  clientConfig: { service: { namespace: ns, name: svc, path: '/hook', port: 443 }, caBundle: b64(ca.certPem) },
  ...NO_CALLS,
});

async function createConfig(
  kind: 'Mutating' | 'Validating',
  name: string,
  webhooks: unknown[],
  agent = 'helm/3.22',
): Promise<void> {
  const r = await cluster.api(
    'POST',
    `/apis/admissionregistration.k8s.io/v1/${kind.toLowerCase()}webhookconfigurations`,
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: `${kind}WebhookConfiguration`,
      metadata: { name },
      webhooks,
    },
    { userAgent: agent },
  );
  if (r.status !== 201) throw new Error(`create ${name}: ${r.status} ${JSON.stringify(r.body)}`);
}

/** One replica's sync loop: GET the configuration, PUT its own CA back when another replica replaced it (409 when it lost the race). */
function startWriter(path: string, ca: Issued, agent: string, stats: { puts: number; conflicts: number }): void {
  const want = b64(ca.certPem);
  const stop = new AbortController();
  const loop = (async () => {
    while (!stop.signal.aborted) {
      const got = await cluster.api('GET', path).catch(() => undefined);
      const config = got?.status === 200 ? (got.body as KubeObject) : undefined;
      if (config?.webhooks.some((w) => w.clientConfig.caBundle !== want)) {
        for (const w of config.webhooks) w.clientConfig.caBundle = want;
        const put = await cluster.api('PUT', path, config, { userAgent: agent }).catch(() => undefined);
        if (put?.status === 200) stats.puts++;
        if (put?.status === 409) stats.conflicts++;
      }
      await sleep(30);
    }
  })();
  writers.push(async () => {
    stop.abort();
    await loop;
  });
}

/** Webhooks shaped like four well-known projects', every backend serving a certificate its caBundle verifies. */
async function healthyWebhooks(): Promise<string[]> {
  const shapes: Array<{
    ns: string;
    svc: string;
    configs: Array<['Mutating' | 'Validating', string, Array<[string, string]>]>;
  }> = [
    {
      ns: 'cert-manager',
      svc: 'cert-manager-webhook',
      configs: [
        ['Mutating', 'cert-manager-webhook', [['webhook.cert-manager.io', 'Fail']]],
        ['Validating', 'cert-manager-webhook', [['webhook.cert-manager.io', 'Fail']]],
      ],
    },
    {
      ns: 'kyverno',
      svc: 'kyverno-svc',
      configs: [
        [
          'Validating',
          'kyverno-resource-validating-webhook-cfg',
          [
            ['validate.kyverno.svc-fail', 'Fail'],
            ['validate.kyverno.svc-ignore', 'Ignore'],
          ],
        ],
        ['Mutating', 'kyverno-resource-mutating-webhook-cfg', [['mutate.kyverno.svc-fail', 'Fail']]],
      ],
    },
    {
      ns: 'gatekeeper-system',
      svc: 'gatekeeper-webhook-service',
      configs: [
        [
          'Validating',
          'gatekeeper-validating-webhook-configuration',
          [
            ['validation.gatekeeper.sh', 'Ignore'],
            ['check-ignore-label.gatekeeper.sh', 'Fail'],
          ],
        ],
      ],
    },
    {
      ns: 'ingress-nginx',
      svc: 'ingress-nginx-controller-admission',
      configs: [['Validating', 'ingress-nginx-admission', [['validate.nginx.ingress.kubernetes.io', 'Fail']]]],
    },
  ];
  const names: string[] = [];
  for (const s of shapes) {
    const ca = makeCa(`${s.ns}-ca`);
    await backendService(s.ns, s.svc, [
      await serve(ca, `${s.svc}.${s.ns}.svc`),
      await serve(ca, `${s.svc}.${s.ns}.svc`),
    ]);
    for (const [kind, name, entries] of s.configs) {
      await createConfig(
        kind,
        name,
        entries.map(([n, fp]) => entry(n, s.ns, s.svc, ca, fp)),
      );
      names.push(`${kind}WebhookConfiguration/${name}`);
    }
  }
  return names;
}

interface Faulty {
  warStats: { puts: number; conflicts: number };
}

async function faultyWebhooks(): Promise<Faulty> {
  // A Vault-injector-like Deployment: 3 replicas behind one Service, each with its own CA, each rewriting caBundle.
  const cas = [makeCa('injector-ca-0'), makeCa('injector-ca-1'), makeCa('injector-ca-2')];
  await backendService('injector', 'injector', await Promise.all(cas.map((ca) => serve(ca, 'injector.injector.svc'))));
  await createConfig('Mutating', 'injector-cfg', [entry('inject.example.io', 'injector', 'injector', cas[0]!, 'Fail')]);
  const warStats = { puts: 0, conflicts: 0 };
  cas.forEach((ca, i) => {
    startWriter(
      '/apis/admissionregistration.k8s.io/v1/mutatingwebhookconfigurations/injector-cfg',
      ca,
      `injector-${i}/1.0`,
      warStats,
    );
  });

  // The silent fail-open: caBundle right, failurePolicy Ignore, one backend of three from another CA.
  const good = makeCa('guard-ca');
  const stray = makeCa('guard-stray-ca');
  const host = 'guard.guard.svc';
  await backendService('guard', 'guard', [await serve(good, host), await serve(good, host), await serve(stray, host)]);
  await createConfig('Validating', 'guard-cfg', [entry('guard.example.io', 'guard', 'guard', good, 'Ignore')]);

  // A CRD conversion webhook whose caBundle an operator (update) and an injector (server-side apply) both own.
  const conv = makeCa('conv-ca');
  await backendService('conv', 'convert', [await serve(conv, 'convert.conv.svc')]);
  const crd = {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.conv.example.io' },
    spec: {
      group: 'conv.example.io',
      scope: 'Namespaced',
      names: { plural: 'widgets', singular: 'widget', kind: 'Widget', listKind: 'WidgetList' },
      versions: ['v1', 'v2'].map((name) => ({
        name,
        served: true,
        storage: name === 'v1',
        schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
      })),
      conversion: {
        strategy: 'Webhook',
        webhook: {
          conversionReviewVersions: ['v1'],
          clientConfig: {
            service: { namespace: 'conv', name: 'convert', path: '/convert', port: 443 },
            caBundle: b64(conv.certPem),
          },
        },
      },
    },
  };
  const made = await cluster.api('POST', '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', crd, {
    userAgent: 'widget-operator/2.1',
  });
  if (made.status !== 201) throw new Error(`create CRD: ${made.status} ${JSON.stringify(made.body)}`);
  const injected = {
    apiVersion: crd.apiVersion,
    kind: crd.kind,
    metadata: crd.metadata,
    spec: {
      conversion: {
        strategy: 'Webhook',
        webhook: { conversionReviewVersions: ['v1'], clientConfig: crd.spec.conversion.webhook.clientConfig },
      },
    },
  };
  const ssa = await cluster.api(
    'PATCH',
    '/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.conv.example.io?fieldManager=cainjector&force=true',
    injected,
    { contentType: 'application/apply-patch+yaml' },
  );
  if (ssa.status !== 200) throw new Error(`apply CRD: ${ssa.status} ${JSON.stringify(ssa.body)}`);

  // An APIService whose caBundle two owners write (KEDA's and OpenShift's injector, say): same shape.
  const apiService = {
    apiVersion: 'apiregistration.k8s.io/v1',
    kind: 'APIService',
    metadata: { name: 'v1beta1.metrics.conv.example.io' },
    spec: {
      group: 'metrics.conv.example.io',
      version: 'v1beta1',
      groupPriorityMinimum: 100,
      versionPriority: 100,
      service: { namespace: 'conv', name: 'convert', port: 443 },
      caBundle: b64(conv.certPem),
    },
  };
  const svcMade = await cluster.api('POST', '/apis/apiregistration.k8s.io/v1/apiservices', apiService, {
    userAgent: 'metrics-operator/1.0',
  });
  if (svcMade.status !== 201) throw new Error(`create APIService: ${svcMade.status} ${JSON.stringify(svcMade.body)}`);
  const svcSsa = await cluster.api(
    'PATCH',
    `/apis/apiregistration.k8s.io/v1/apiservices/${apiService.metadata.name}?fieldManager=cainjector&force=true`,
    {
      apiVersion: apiService.apiVersion,
      kind: apiService.kind,
      metadata: apiService.metadata,
      spec: { caBundle: apiService.spec.caBundle },
    },
    { contentType: 'application/apply-patch+yaml' },
  );
  if (svcSsa.status !== 200) throw new Error(`apply APIService: ${svcSsa.status} ${JSON.stringify(svcSsa.body)}`);

  // Holders no one fights over, each verified as a webhook entry is: a conversion webhook whose CA was re-keyed
  // while its backend still serves the leaf of the previous CA (openshift/hypershift#9324), and an APIService
  // whose backend serves a certificate for another Service.
  const rekeyed = makeCa('stale-ca');
  await backendService('stale', 'convert', [await serve(makeCa('stale-ca'), 'convert.stale.svc')]);
  const staleCrd = structuredClone(crd);
  staleCrd.metadata.name = 'gadgets.stale.example.io';
  staleCrd.spec.group = 'stale.example.io';
  staleCrd.spec.names = { plural: 'gadgets', singular: 'gadget', kind: 'Gadget', listKind: 'GadgetList' };
  staleCrd.spec.conversion.webhook.clientConfig = {
    service: { namespace: 'stale', name: 'convert', path: '/convert', port: 443 },
    caBundle: b64(rekeyed.certPem),
  };
  const named = makeCa('named-ca');
  await backendService('named', 'metrics', [await serve(named, 'other.named.svc')]);
  const misnamed = structuredClone(apiService);
  misnamed.metadata.name = 'v1.named.example.io';
  Object.assign(misnamed.spec, { group: 'named.example.io', version: 'v1', caBundle: b64(named.certPem) });
  misnamed.spec.service = { namespace: 'named', name: 'metrics', port: 443 };
  for (const [path, body] of [
    ['/apis/apiextensions.k8s.io/v1/customresourcedefinitions', staleCrd],
    ['/apis/apiregistration.k8s.io/v1/apiservices', misnamed],
  ] as const) {
    const r = await cluster.api('POST', path, body);
    if (r.status !== 201) throw new Error(`POST ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  return { warStats };
}

let faulty: Faulty;
let healthy: string[];

test(
  'the whole cluster, no profile: the write war, the silent fail-open, the two-owner conversion webhook and APIService fail the gate; the healthy webhooks pass',
  { skip },
  async () => {
    healthy = await healthyWebhooks();
    faulty = await faultyWebhooks();
    const since = cluster.auditEvents().length;
    const run = await runGate(['--kubeconfig', gateKubeconfig, '--no-secrets', '--observe', '6s', '--format', 'json']);
    assert.ok(
      faulty.warStats.conflicts > 0,
      `real 409s (${faulty.warStats.puts} PUTs, ${faulty.warStats.conflicts} conflicts)`,
    );
    assert.equal(run.code, 1, run.err);
    const findings = findingsOf(run);
    const on = (kind: string, name: string) =>
      findings.filter((f) => f.object?.kind === kind && f.object.name === name);
    const errors = (kind: string, name: string) => on(kind, name).filter((f) => f.severity === 'error');

    const war = errors('MutatingWebhookConfiguration', 'injector-cfg');
    assert.ok(
      war.some(
        (f) =>
          f.rule === 'webhook-tls-probe' && /from 3 different CAs/.test(f.message) && /injector-7d9f-0/.test(f.message),
      ),
      JSON.stringify(war),
    );
    assert.ok(
      war.some((f) => f.rule === 'webhook-config-churn' && /injector-\d \(Update\)/.test(f.message)),
      JSON.stringify(war),
    );

    const open = errors('ValidatingWebhookConfiguration', 'guard-cfg');
    assert.ok(
      open.some((f) => f.rule === 'webhook-tls-probe' && /failurePolicy: Ignore and 1 of 3 connection/.test(f.message)),
      JSON.stringify(open),
    );

    const conv = errors('CustomResourceDefinition', 'widgets.conv.example.io');
    assert.ok(
      conv.some(
        (f) =>
          f.rule === 'cabundle-multiple-owners' &&
          /cainjector \(Apply\)/.test(f.message) &&
          /widget-operator \(Update\)/.test(f.message),
      ),
      JSON.stringify(on('CustomResourceDefinition', 'widgets.conv.example.io')),
    );
    const api = errors('APIService', 'v1beta1.metrics.conv.example.io');
    assert.ok(
      api.some(
        (f) =>
          f.rule === 'cabundle-multiple-owners' &&
          /cainjector \(Apply\)/.test(f.message) &&
          /metrics-operator \(Update\)/.test(f.message),
      ),
      JSON.stringify(on('APIService', 'v1beta1.metrics.conv.example.io')),
    );
    const stale = errors('CustomResourceDefinition', 'gadgets.stale.example.io');
    assert.ok(
      stale.some(
        (f) =>
          f.rule === 'webhook-tls-probe' &&
          f.field === 'spec.conversion.webhook.clientConfig' &&
          /\(as convert\.stale\.svc\).*caBundle certificate "CN=stale-ca" has the issuer's name but its key did not sign/.test(
            f.message,
          ),
      ),
      JSON.stringify(on('CustomResourceDefinition', 'gadgets.stale.example.io')),
    );
    const misnamed = errors('APIService', 'v1.named.example.io');
    assert.ok(
      misnamed.some(
        (f) => f.rule === 'webhook-tls-probe' && /valid for other\.named\.svc, not metrics\.named\.svc/.test(f.message),
      ),
      JSON.stringify(on('APIService', 'v1.named.example.io')),
    );
    // Nothing serves those API groups: the aggregator would slow every later kubectl discovery down.
    await cluster.api('DELETE', '/apis/apiregistration.k8s.io/v1/apiservices/v1beta1.metrics.conv.example.io');
    await cluster.api('DELETE', '/apis/apiregistration.k8s.io/v1/apiservices/v1.named.example.io');

    for (const key of healthy) {
      const [kind, name] = key.split('/') as [string, string];
      assert.deepEqual(
        errors(kind, name).map((f) => f.message),
        [],
        key,
      );
      assert.ok(
        on(kind, name).some(
          (f) => f.rule === 'webhook-tls-probe' && f.severity === 'info' && /verified/.test(f.message),
        ),
        key,
      );
    }
    // Read-only: the gate's only writes are access reviews.
    const gate = cluster
      .auditEvents()
      .slice(since)
      .filter((e) => e.user.username === 'system:serviceaccount:webhook-cert-gate:webhook-cert-gate-audit');
    assert.ok(gate.length > 0);
    const writes = gate
      .filter((e) => !['get', 'list', 'watch'].includes(e.verb))
      .map((e) => `${e.verb} ${e.objectRef?.resource}`);
    assert.deepEqual(
      [...new Set(writes)].filter((w) => w !== 'create subjectaccessreviews'),
      [],
    );
    assert.ok(!gate.some((e) => e.objectRef?.resource === 'secrets'), 'no Secret read');
  },
);

test("the Argo CD cluster-wide Job's own command catches the same faults", { skip }, async () => {
  const objects = renderGate('deploy/argocd/cluster-wide');
  await apply(
    cluster,
    objects.filter((o) => o.kind !== 'Job'),
  );
  const sa = objects.find((o) => o.kind === 'ServiceAccount')!;
  const token = await saToken(cluster, sa.metadata.namespace!, sa.metadata.name);
  const args = jobArgs(objects, sa.metadata.namespace!).map((a) => (a.startsWith('--observe') ? '--observe=4s' : a));
  const run = await runGate([...args, '--kubeconfig', cluster.kubeconfig(token), '--format', 'json']);
  assert.equal(run.code, 1, run.err);
  const errors = findingsOf(run).filter((f) => f.severity === 'error');
  assert.ok(
    errors.some((f) => f.object?.name === 'injector-cfg' && /different CAs/.test(f.message)),
    run.out,
  );
  assert.ok(
    errors.some((f) => f.object?.name === 'guard-cfg' && /failurePolicy: Ignore/.test(f.message)),
    run.out,
  );
  assert.ok(
    errors.some((f) => f.object?.name === 'widgets.conv.example.io' && f.rule === 'cabundle-multiple-owners'),
    run.out,
  );
  assert.ok(!errors.some((f) => f.rule === 'gate-permission-missing'), run.out);
});

test('with the faults gone the cluster passes: exit 0 and one info line per healthy webhook', { skip }, async () => {
  for (const stop of writers.splice(0)) await stop();
  await cluster.kubectl(['delete', 'mutatingwebhookconfiguration', 'injector-cfg']);
  await cluster.kubectl(['delete', 'validatingwebhookconfiguration', 'guard-cfg']);
  await cluster.kubectl(['delete', 'customresourcedefinition', 'widgets.conv.example.io']);
  await cluster.kubectl(['delete', 'customresourcedefinition', 'gadgets.stale.example.io']);
  const run = await runGate(['--kubeconfig', gateKubeconfig, '--no-secrets', '--observe', '2s', '--format', 'json']);
  assert.equal(run.code, 0, run.out + run.err);
  const infos = findingsOf(run).filter((f) => f.rule === 'webhook-tls-probe' && f.severity === 'info');
  assert.equal(infos.length, healthy.length, run.out);
});

test(
  'an API server that stops halfway: the findings measured so far are reported, one line names what was cut, exit 2',
  { skip },
  async () => {
    await createConfig('Validating', 'guard-cfg', [
      entry('guard.example.io', 'guard', 'guard', makeCa('other-ca'), 'Ignore'),
    ]);
    const running = runGate([
      '--kubeconfig',
      gateKubeconfig,
      '--no-secrets',
      '--observe',
      '20s',
      '--timeout',
      '2s',
      '--format',
      'json',
    ]);
    await sleep(6000);
    await cluster.stop();
    const run = await running;
    assert.equal(run.code, 2, run.err);
    const findings = findingsOf(run);
    assert.ok(
      findings.some((f) => f.object?.name === 'guard-cfg' && f.rule === 'webhook-tls-probe' && f.severity === 'error'),
      run.out,
    );
    const cut = run.err.split('\n').filter((l) => l.includes('not finished'));
    assert.equal(cut.length, 1, run.err);
    assert.match(
      cut[0]!,
      /watching the caBundle holders for writes stopped after \d+ of \d+ samples: .*connection refused/,
    );
  },
);

// The write-up's clusters on a real kube-apiserver: objects created for real (no controller-manager, so Pods
// are created directly and their status patched), simulated replicas serving TLS on loopback and writing caBundle.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { b64, issueLeaf, makeCa } from '../apiserver/certs.js';
import {
  loadBalancer,
  serveTls,
  startCaBundleWriter,
  type ReplicaServer,
  type SyncStats,
} from '../apiserver/replicas.js';
import { ROOT, runGate, type Run } from '../cluster/scenarios.js';
import type { Cluster } from '../kube/harness.js';
import type { JsonFinding } from '../helpers.js';
import { yamlObjects, type KubeObject } from '../kube-objects.js';

export { runGate, ROOT, type Run };

export const LIVE_ONLY = new Set(['webhook-config-churn', 'webhook-tls-probe', 'gate-permission-missing']);
const IMAGE = 'ghcr.io/koordinator-sh/koord-manager:v1.5.0';
const MANAGER_AGENT = 'koord-manager/v1.5.0 (linux/amd64)';

export interface Scenario {
  ns: string;
  mutating: string;
  validating: string;
  secretName: string;
  /** The shared CA (the fix), or the first replica's. */
  caPem: string;
  /** PUTs and 409s the simulated replicas got from the API server. */
  stats: SyncStats;
  /** Objects of the scenario, for exporting to files: [kind, namespace ('' cluster-scoped), name]. */
  objects: Array<[string, string, string]>;
  /** Stops the replicas (their writers and TLS servers). */
  stop(): Promise<void>;
  /** Stops, and deletes the cluster-scoped objects, which would collide with the next scenario's. */
  remove(): Promise<void>;
}

export interface ScenarioOptions {
  replicas: number;
  /** Per-pod file writer (the incident) or one shared Secret (the fix). */
  writer: 'fs' | 'secret';
  secretName?: string;
  /** Grant the manager's ServiceAccount get on its Secret (false: a Role for another Secret only). */
  managerCanRead?: boolean;
  /** Whether the replicas keep rewriting caBundle (the fs writer of every replica does). */
  writers?: boolean;
  annotations?: Record<string, string>;
  /** Which configurations carry the annotations (default both). */
  annotationsOn?: 'mutating' | 'both';
  /** Configuration names (default `<ns>-mutating`, `<ns>-validating`). */
  mutatingName?: string;
  validatingName?: string;
  /** How the API server reaches the webhook: the URL of WEBHOOK_HOST (default), or the Service. */
  clientConfig?: 'url' | 'service';
}

export async function apply(cluster: Cluster, objects: unknown[]): Promise<void> {
  await cluster.kubectl(['apply', '-f', '-'], {
    input: JSON.stringify({ apiVersion: 'v1', kind: 'List', items: objects }),
  });
}

/** A token for a ServiceAccount (TokenRequest API, as `kubectl create token`). */
export async function saToken(cluster: Cluster, ns: string, sa: string): Promise<string> {
  return (await cluster.kubectl(['create', 'token', sa, '-n', ns, '--duration=1h'])).trim();
}

/** Starts the replicas and creates the objects; on failure, closes what it opened (an open server would hang the test). */
export async function startScenario(cluster: Cluster, ns: string, o: ScenarioOptions): Promise<Scenario> {
  const opened: ReplicaServer[] = [];
  try {
    return await create(cluster, ns, o, opened);
  } catch (error) {
    await Promise.all(opened.map((x) => x.close()));
    throw error;
  }
}

async function create(cluster: Cluster, ns: string, o: ScenarioOptions, servers: ReplicaServer[]): Promise<Scenario> {
  const mutating = o.mutatingName ?? `${ns}-mutating`;
  const validating = o.validatingName ?? `${ns}-validating`;
  const secretName = o.secretName ?? 'koordinator-webhook-certs';
  const labels = { 'koord-app': 'koord-manager' };
  const shared = makeCa();
  const cas = o.writer === 'fs' ? Array.from({ length: o.replicas }, () => makeCa()) : [shared];
  const leafOf = (ca: typeof shared) =>
    issueLeaf(ca, { dnsNames: ['localhost', `koordinator-webhook-service.${ns}.svc`], ips: ['127.0.0.1'], days: 3650 });
  const leaves = cas.map(leafOf);
  for (let i = 0; i < o.replicas; i++) servers.push(await serveTls(leaves[i % leaves.length]!));
  // One address for all replicas (the write-up's internal load balancer, WEBHOOK_HOST): loopback, so a URL.
  const lb = await loadBalancer(servers.map((s) => s.port));
  servers.push(lb);
  const viaService = o.clientConfig === 'service';
  const env: Array<Record<string, unknown>> = [
    ...(viaService
      ? []
      : [
          { name: 'WEBHOOK_HOST', value: '127.0.0.1' },
          { name: 'WEBHOOK_PORT', value: String(lb.port) },
        ]),
    { name: 'POD_NAMESPACE', valueFrom: { fieldRef: { fieldPath: 'metadata.namespace' } } },
    { name: 'MUTATING_WEBHOOK_NAME', value: mutating },
    { name: 'VALIDATING_WEBHOOK_NAME', value: validating },
    ...(o.writer === 'secret'
      ? [
          { name: 'WEBHOOK_CERT_WRITER', value: 'secret' },
          { name: 'SECRET_NAME', value: secretName },
        ]
      : []),
  ];
  const podSpec = { serviceAccountName: 'koord-manager', containers: [{ name: 'manager', image: IMAGE, env }] };
  const secretData =
    o.writer === 'secret'
      ? {
          'ca-cert.pem': b64(shared.certPem),
          'ca-key.pem': b64(shared.keyPem),
          'cert.pem': b64(leaves[0]!.certPem),
          'key.pem': b64(leaves[0]!.keyPem),
        }
      : undefined;
  await apply(cluster, [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns } },
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'default', namespace: ns } },
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'koord-manager', namespace: ns } },
  ]);
  await apply(cluster, [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'koord-manager', namespace: ns, labels },
      spec: {
        replicas: o.replicas,
        selector: { matchLabels: labels },
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
        template: { metadata: { labels }, spec: podSpec },
      },
    },
    // The chart's Secret: empty for the file writer (which never fills it), the shared certificate for the fix.
    {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: secretName, namespace: ns },
      type: 'Opaque',
      ...(secretData ? { data: secretData } : {}),
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: { name: 'koord-manager', namespace: ns },
      rules: [
        {
          apiGroups: [''],
          resources: ['secrets'],
          resourceNames: [o.managerCanRead === false ? 'some-other-secret' : secretName],
          verbs: ['get', 'update'],
        },
      ],
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name: 'koord-manager', namespace: ns },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'koord-manager' },
      subjects: [{ kind: 'ServiceAccount', name: 'koord-manager', namespace: ns }],
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: `${ns}-koord-manager` },
      rules: [
        {
          apiGroups: ['admissionregistration.k8s.io'],
          resources: ['mutatingwebhookconfigurations', 'validatingwebhookconfigurations'],
          verbs: ['get', 'update'],
        },
      ],
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name: `${ns}-koord-manager` },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: `${ns}-koord-manager` },
      subjects: [{ kind: 'ServiceAccount', name: 'koord-manager', namespace: ns }],
    },
    ...Array.from({ length: o.replicas }, (_, i) => ({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: `koord-manager-${i}`, namespace: ns, labels },
      spec: podSpec,
    })),
  ]);
  // No kubelet: the pods' status is set by hand, as a kubelet would.
  for (let i = 0; i < o.replicas; i++) {
    const status = {
      phase: 'Running',
      podIP: `10.244.0.${i + 10}`,
      podIPs: [{ ip: `10.244.0.${i + 10}` }],
      conditions: [{ type: 'Ready', status: 'True' }],
    };
    const r = await cluster.api(
      'PATCH',
      `/api/v1/namespaces/${ns}/pods/koord-manager-${i}/status`,
      { status },
      { contentType: 'application/merge-patch+json' },
    );
    if (r.status !== 200) throw new Error(`pod status patch: ${r.status} ${JSON.stringify(r.body)}`);
  }
  // Configurations last: their webhooks (CREATE of pods) would otherwise be called for the pods above.
  const entry = (name: string) => ({
    name,
    admissionReviewVersions: ['v1'],
    sideEffects: 'None',
    failurePolicy: 'Ignore',
    clientConfig: {
      ...(viaService
        ? { service: { name: 'koordinator-webhook-service', namespace: ns, port: 443, path: `/${name.split('.')[0]}` } }
        : { url: `https://127.0.0.1:${lb.port}/${name.split('.')[0]}` }),
      caBundle: b64(cas[0]!.certPem),
    },
    rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['pods'] }],
    namespaceSelector: { matchLabels: { 'wcg-admission': ns } },
  });
  const metadata = (name: string) => ({
    name,
    ...(o.annotations && (name === mutating || o.annotationsOn !== 'mutating') ? { annotations: o.annotations } : {}),
  });
  for (const c of [
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'MutatingWebhookConfiguration',
      metadata: metadata(mutating),
      webhooks: ['mpod-create.koordinator.sh', 'mconfigmap.koordinator.sh', 'melasticquota.koordinator.sh'].map(entry),
    },
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingWebhookConfiguration',
      metadata: metadata(validating),
      webhooks: ['vpod.koordinator.sh', 'vconfigmap.koordinator.sh'].map(entry),
    },
  ]) {
    const r = await cluster.api(
      'POST',
      `/apis/admissionregistration.k8s.io/v1/${c.kind.toLowerCase()}s?fieldManager=helm`,
      c,
    );
    if (r.status !== 201) throw new Error(`create ${c.kind}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  const stats: SyncStats = { puts: 0, conflicts: 0 };
  const stops: Array<() => Promise<void>> = [];
  if (o.writers ?? o.writer === 'fs') {
    const token = await saToken(cluster, ns, 'koord-manager');
    const access = { url: cluster.url, caPem: cluster.caPem, token, userAgent: MANAGER_AGENT };
    for (const ca of cas) stops.push(startCaBundleWriter(access, [mutating, validating], ca.certPem, stats));
  }
  const objects: Array<[string, string, string]> = [
    ['Deployment', ns, 'koord-manager'],
    ['Secret', ns, secretName],
    ['Role', ns, 'koord-manager'],
    ['RoleBinding', ns, 'koord-manager'],
    ['MutatingWebhookConfiguration', '', mutating],
    ['ValidatingWebhookConfiguration', '', validating],
    ...Array.from({ length: o.replicas }, (_, i): [string, string, string] => ['Pod', ns, `koord-manager-${i}`]),
  ];
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all(stops.map((s) => s()));
      await Promise.all(servers.map((s) => s.close()));
    })());
  return {
    ns,
    mutating,
    validating,
    secretName,
    caPem: cas[0]!.certPem,
    stats,
    objects,
    stop,
    remove: async () => {
      await stop();
      // Namespaces stay: without a namespace controller they would never finish terminating.
      await cluster.kubectl(['delete', 'mutatingwebhookconfiguration', mutating, '--ignore-not-found']);
      await cluster.kubectl(['delete', 'validatingwebhookconfiguration', validating, '--ignore-not-found']);
      await cluster.kubectl(['delete', 'clusterrole,clusterrolebinding', `${ns}-koord-manager`, '--ignore-not-found']);
    },
  };
}

/** The objects as files, the way `kubectl get -o json --show-managed-fields` exports them. */
export async function exportObjects(cluster: Cluster, objects: Array<[string, string, string]>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'wcg-export-'));
  for (const [kind, ns, name] of objects) {
    const json = await cluster.kubectl([
      'get',
      kind,
      name,
      ...(ns ? ['-n', ns] : []),
      '-o',
      'json',
      '--show-managed-fields',
    ]);
    writeFileSync(join(dir, `${kind}-${ns || 'cluster'}-${name}.json`), json);
  }
  return dir;
}

export function findingsOf(run: Run): JsonFinding[] {
  try {
    return (JSON.parse(run.out) as { findings: JsonFinding[] }).findings;
  } catch {
    throw new Error(`not JSON (exit ${run.code}): ${run.out}\n${run.err}`);
  }
}

/** `rule kind/namespace/name` for each finding at warning or above, sorted and unique. */
export function ruleObjects(findings: readonly JsonFinding[], skip: ReadonlySet<string> = new Set()): string[] {
  const keys = findings
    .filter((f) => f.severity !== 'info' && !skip.has(f.rule))
    .map((f) => `${f.rule} ${f.object?.kind}/${f.object?.namespace ?? ''}/${f.object?.name}`);
  return [...new Set(keys)].sort();
}

/** The deploy/argocd kustomization as objects (kubectl's kustomize). */
export function renderGate(dir = 'deploy/argocd'): KubeObject[] {
  const text = execFileSync('kubectl', ['kustomize', join(ROOT, dir)], { encoding: 'utf8' });
  const docs: Array<KubeObject | null | undefined> = yamlObjects(text);
  return docs.filter((d): d is KubeObject => Boolean(d));
}

/** The args of the rendered Job's container after `cluster`, with $(POD_NAMESPACE) expanded as the kubelet does. */
export function jobArgs(objects: KubeObject[], ns: string): string[] {
  const job = objects.find((o) => o.kind === 'Job');
  const [command, ...args] = job!.spec.template.spec.containers[0]!.args;
  if (command !== 'cluster') throw new Error(`the Job runs ${command}, not cluster`);
  return args.map((a) => a.replace('$(POD_NAMESPACE)', ns));
}

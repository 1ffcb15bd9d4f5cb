// The two clusters of the write-up, on the test API server: before the fix and after it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { yamlObjects, type KubeObject } from '../kube-objects.js';
import { b64, issueLeaf, makeCa, type Issued } from '../apiserver/certs.js';
import { serveTls, type ReplicaServer, type SyncStats } from '../apiserver/replicas.js';
import type { Rule, TestApiServer } from '../apiserver/server.js';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import { kubeconfigText } from '../helpers.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const NS = 'koordinator-system';
export const SECRET = 'koordinator-webhook-certs';
export const SERVICE = 'koordinator-webhook-service';
export const MUTATING = 'koordinator-mutating-webhook-configuration';
export const VALIDATING = 'koordinator-validating-webhook-configuration';
export const GATE_TOKEN = 'gate-token';
export const GATE_USER = `system:serviceaccount:${NS}:webhook-cert-gate-koordinator`;
const MANAGER_SA = `system:serviceaccount:${NS}:koord-manager`;
const LABELS = { 'koord-app': 'koord-manager' };

/** The RBAC the Argo CD gate ships, rendered by kustomize and turned into the test server's rules. */
export function shippedGateRules(): Rule[] {
  const text = execFileSync('kubectl', ['kustomize', join(ROOT, 'deploy/argocd')], { encoding: 'utf8' });
  const rules: Rule[] = [];
  const docs: Array<KubeObject | undefined> = yamlObjects(text);
  for (const doc of docs) {
    if (doc?.kind !== 'Role' && doc?.kind !== 'ClusterRole') continue;
    for (const r of doc.rules) {
      for (const group of r.apiGroups) {
        rules.push({
          verbs: r.verbs,
          group,
          resources: r.resources,
          namespace: doc.kind === 'Role' ? doc.metadata.namespace : undefined,
          names: r.resourceNames,
        });
      }
    }
  }
  return rules;
}

/** A kubeconfig for the test API server; `caPem` names another CA to trust (default: the server's own). */
export function kubeconfigFor(server: TestApiServer, token: string, caPem = server.tls.caPem): string {
  const dir = mkdtempSync(join(tmpdir(), 'wcg-kubeconfig-'));
  const file = join(dir, 'config');
  writeFileSync(
    file,
    kubeconfigText({
      server: server.url,
      cluster: { 'certificate-authority-data': b64(caPem) },
      user: { token },
      namespace: NS,
    }),
  );
  return file;
}

export interface Run {
  code: number;
  out: string;
  err: string;
  ms: number;
}

export async function runGate(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (s) => void (out += s),
    err: (s) => void (err += s),
    readStdin: () => Promise.resolve(''),
    cwd: ROOT,
    env,
    isTTY: false,
  };
  const started = Date.now();
  const code = await main(['cluster', ...args], io);
  return { code, out, err, ms: Date.now() - started };
}

function deployment(env: Array<{ name: string; value: string }>, replicas: number) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'koord-manager', namespace: NS, labels: LABELS },
    spec: {
      replicas,
      selector: { matchLabels: LABELS },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: LABELS },
        spec: {
          serviceAccountName: 'koord-manager',
          containers: [
            {
              name: 'manager',
              image: 'ghcr.io/koordinator-sh/koord-manager:v1.5.0',
              env,
              ports: [{ name: 'webhook-server', containerPort: 9876 }],
            },
          ],
        },
      },
    },
  };
}

function pods(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: `koord-manager-7d9f-${i}`, namespace: NS, labels: LABELS },
    spec: {
      serviceAccountName: 'koord-manager',
      containers: [{ name: 'manager', image: 'ghcr.io/koordinator-sh/koord-manager:v1.5.0' }],
    },
    status: { phase: 'Running', podIP: '127.0.0.1', conditions: [{ type: 'Ready', status: 'True' }] },
  }));
}

const MUTATING_ENTRIES = ['mpod-create.koordinator.sh', 'mconfigmap.koordinator.sh', 'melasticquota.koordinator.sh'];
const VALIDATING_ENTRIES = ['vpod.koordinator.sh', 'vconfigmap.koordinator.sh'];

type ClientConfig = (path: string) => Record<string, unknown>;

function configs(clientConfig: ClientConfig, caPem: string | undefined, failurePolicy: string) {
  const entry = (name: string) => ({
    name,
    admissionReviewVersions: ['v1'],
    sideEffects: 'None',
    failurePolicy,
    clientConfig: { ...clientConfig(`/${name.split('.')[0]}`), ...(caPem ? { caBundle: b64(caPem) } : {}) },
    rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE', 'UPDATE'], resources: ['pods'] }],
  });
  return [
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'MutatingWebhookConfiguration',
      metadata: { name: MUTATING },
      webhooks: MUTATING_ENTRIES.map(entry),
    },
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingWebhookConfiguration',
      metadata: { name: VALIDATING },
      webhooks: VALIDATING_ENTRIES.map(entry),
    },
  ];
}

function service() {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: SERVICE, namespace: NS },
    spec: { selector: LABELS, ports: [{ port: 443, targetPort: 9876, protocol: 'TCP' }] },
  };
}

function grantManager(server: TestApiServer): void {
  server.grant(MANAGER_SA, [
    { verbs: ['get', 'update'], group: '', resources: ['secrets'], namespace: NS, names: [SECRET] },
  ]);
}

export interface Scenario {
  stop(): Promise<void>;
  stats: SyncStats;
  replicaCas: string[];
  /** The shared serving certificate (seedFixed), which the caBundle accepts. */
  leaf?: Issued;
}

/** After the fix: one shared certificate in the Secret, WEBHOOK_CERT_WRITER=secret, Service path, caBundle = the Secret's CA. */
export async function seedFixed(server: TestApiServer, replicas = 3): Promise<Scenario> {
  const ca = makeCa();
  const dnsName = `${SERVICE}.${NS}.svc`;
  const leaf = issueLeaf(ca, { dnsNames: ['localhost', dnsName], days: 3650 });
  const servers: ReplicaServer[] = [];
  for (let i = 0; i < replicas; i++) servers.push(await serveTls(leaf));
  server.seed(
    deployment(
      [
        { name: 'WEBHOOK_CERT_WRITER', value: 'secret' },
        { name: 'SECRET_NAME', value: SECRET },
      ],
      replicas,
    ),
  );
  for (const p of pods(replicas)) server.seed(p);
  server.seed({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: SECRET, namespace: NS },
    type: 'Opaque',
    data: {
      'ca-cert.pem': b64(ca.certPem),
      'ca-key.pem': b64(ca.keyPem),
      'cert.pem': b64(leaf.certPem),
      'key.pem': b64(leaf.keyPem),
    },
  });
  server.seed(service());
  // One slice per replica: on loopback each replica has its own port.
  servers.forEach((s, i) =>
    server.seed({
      apiVersion: 'discovery.k8s.io/v1',
      kind: 'EndpointSlice',
      metadata: { name: `${SERVICE}-${i}`, namespace: NS, labels: { 'kubernetes.io/service-name': SERVICE } },
      addressType: 'IPv4',
      ports: [{ port: s.port, protocol: 'TCP' }],
      endpoints: [
        {
          addresses: ['127.0.0.1'],
          conditions: { ready: true },
          targetRef: { kind: 'Pod', name: `koord-manager-7d9f-${i}` },
        },
      ],
    }),
  );
  const svc: ClientConfig = (path) => ({ service: { name: SERVICE, namespace: NS, path, port: 443 } });
  for (const c of configs(svc, ca.certPem, 'Fail')) server.seed(c, 'koord-manager', 'Update');
  grantManager(server);
  return {
    stats: { puts: 0, conflicts: 0 },
    replicaCas: [ca.certPem],
    leaf,
    stop: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}

// A GitOps repository as teams lay it out, in a real git repository made for a test: a webhook server with a
// kustomize base and prod/staging overlays that each hold their TLS Secret, Koordinator with a base, an HA
// component and prod/staging overlays, and a vendored chart with a per-environment values file. `main` has no
// error (a warning for the webhook's failurePolicy in each overlay); each change below, on the branch `change`,
// adds one that only the renders the changed file feeds show.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { b64, issueLeaf, makeCa, type Issued } from '../apiserver/certs.js';
import { ROOT } from '../helpers.js';

const FIXTURES = path.join(ROOT, 'test/fixtures');

export interface Repo {
  dir: string;
  git(...args: string[]): string;
  write(file: string, text: string): void;
  read(file: string): string;
}

/** The changed file of each change, as a path from the repository root. */
export const CHANGED = {
  tls: 'apps/webhook/overlays/prod/tls-secret.yaml',
  values: 'charts/koordinator/values-prod.yaml',
  component: 'platform/koordinator/components/ha/ha.yaml',
};

export type Change = keyof typeof CHANGED;

/** The repository on `main`, with a branch `change` that makes the change given (none: the branch is main). */
export function gitopsRepository(change?: Change): Repo {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-gitops-'));
  const repo: Repo = {
    dir,
    git: (...args) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }),
    write(file, text) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    },
    read: (file) => readFileSync(path.join(dir, file), 'utf8'),
  };
  const ca = makeCa();
  webhookApp(repo, ca, issueLeaf(ca, { dnsNames: ['webhook.system.svc'] }));
  koordinator(repo);
  chart(repo);
  repo.git('init', '-q', '-b', 'main');
  repo.git('add', '.');
  repo.git('commit', '-qm', 'main');
  repo.git('checkout', '-qb', 'change');
  if (change) {
    CHANGES[change](repo, ca);
    repo.git('commit', '-qam', change);
  }
  return repo;
}

const CHANGES: Record<Change, (repo: Repo, ca: Issued) => void> = {
  // A rotation of prod's certificate: the new one names the Service wrong.
  tls: (repo, ca) => {
    repo.write(CHANGED.tls, tlsSecret(ca, issueLeaf(ca, { dnsNames: ['webhook.sytem.svc'] })));
  },
  // The writer key misspelt in prod's values: eight replicas fall back to per-pod certificates.
  values: (repo) => {
    repo.write(CHANGED.values, repo.read(CHANGED.values).replace('webhook_cert_writer:', 'webhook_cert_writter:'));
  },
  // The HA component scales Koordinator out, whose base leaves the writer to the controller.
  component: (repo) => {
    repo.write(CHANGED.component, repo.read(CHANGED.component).replace('replicas: 1', 'replicas: 2'));
  },
};

/** The line and column of the value of `key` (its first occurrence) in a file of the repository. */
export function valueAt(repo: Repo, file: string, key: string): string {
  const lines = repo.read(file).split('\n');
  const i = lines.findIndex((l) => l.trimStart().startsWith(`${key}:`));
  if (i < 0) throw new Error(`${file} has no ${key}`);
  const at = lines[i]!.indexOf(`${key}:`) + key.length + 1;
  return `${i + 1}:${at + lines[i]!.slice(at).search(/\S/) + 1}`;
}

function tlsSecret(ca: Issued, leaf: Issued): string {
  return `apiVersion: v1
kind: Secret
type: kubernetes.io/tls
metadata: {name: webhook-tls, namespace: system}
data:
  tls.crt: ${b64(leaf.certPem)}
  tls.key: ${b64(leaf.keyPem)}
  ca.crt: ${b64(ca.certPem)}
`;
}

/** A webhook server whose caBundle is in the base and whose serving Secret each overlay holds. */
function webhookApp(repo: Repo, ca: Issued, leaf: Issued): void {
  repo.write(
    'apps/webhook/base/kustomization.yaml',
    'resources:\n  - deployment.yaml\n  - service.yaml\n  - webhook.yaml\n',
  );
  repo.write(
    'apps/webhook/base/deployment.yaml',
    `apiVersion: apps/v1
kind: Deployment
metadata: {name: webhook, namespace: system}
spec:
  replicas: 2
  selector: {matchLabels: {app: webhook}}
  template:
    metadata: {labels: {app: webhook}}
    spec:
      containers:
        - name: server
          image: registry.example/webhook:1.0
          volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]
      volumes:
        - {name: tls, secret: {secretName: webhook-tls}}
`,
  );
  repo.write(
    'apps/webhook/base/service.yaml',
    `apiVersion: v1
kind: Service
metadata: {name: webhook, namespace: system}
spec:
  selector: {app: webhook}
  ports: [{port: 443, targetPort: 9443}]
`,
  );
  repo.write(
    'apps/webhook/base/webhook.yaml',
    `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: webhook}
webhooks:
  - name: validate.webhook.example.com
    admissionReviewVersions: [v1]
    sideEffects: None
    failurePolicy: Ignore
    rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]
    clientConfig:
      service: {name: webhook, namespace: system, path: /validate}
      caBundle: ${b64(ca.certPem)}
`,
  );
  for (const env of ['prod', 'staging']) {
    repo.write(`apps/webhook/overlays/${env}/kustomization.yaml`, 'resources:\n  - ../../base\n  - tls-secret.yaml\n');
    repo.write(`apps/webhook/overlays/${env}/tls-secret.yaml`, tlsSecret(ca, leaf));
  }
}

/** Koordinator at one replica (its base sets WEBHOOK_HOST and no writer: safe at one), an HA component for prod. */
function koordinator(repo: Repo): void {
  const from = path.join(FIXTURES, 'kustomize-sources');
  cpSync(path.join(from, 'base'), path.join(repo.dir, 'platform/koordinator/base'), { recursive: true });
  cpSync(path.join(from, 'components'), path.join(repo.dir, 'platform/koordinator/components'), { recursive: true });
  repo.write(CHANGED.component, repo.read(CHANGED.component).replace('replicas: 2', 'replicas: 1'));
  repo.write(
    'platform/koordinator/overlays/prod/kustomization.yaml',
    'resources:\n  - ../../base\ncomponents:\n  - ../../components/ha\n',
  );
  repo.write('platform/koordinator/overlays/staging/kustomization.yaml', 'resources:\n  - ../../base\n');
}

/** The in-house Koordinator chart, vendored, with prod's values beside its values.yaml. */
function chart(repo: Repo): void {
  const from = path.join(FIXTURES, 'helm/forked');
  cpSync(path.join(from, 'chart'), path.join(repo.dir, 'charts/koordinator'), { recursive: true });
  const prod = readFileSync(path.join(from, 'prod-values.yaml'), 'utf8');
  const fixed = readFileSync(path.join(from, 'fixed-values.yaml'), 'utf8');
  repo.write(CHANGED.values, `${prod}${fixed}`);
}

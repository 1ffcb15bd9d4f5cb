// Small manifest builders for the per-rule tests (each returns YAML text ending in a newline).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateSharedCert, type GeneratedCert } from '../../src/x509/generate.js';
import { deployment, env, ROOT } from '../helpers.js';

export { deployment, env };

export const b64 = (s: string) => Buffer.from(s).toString('base64');

/** env lines for the Secret writer with Secret `certs`, plus extra name/value pairs. */
export function secretWriter(...extra: [string, string][]): string {
  return [env('WEBHOOK_CERT_WRITER', 'secret'), env('SECRET_NAME', 'certs'), ...extra.map(([k, v]) => env(k, v))].join(
    '\n',
  );
}

export function secret(name: string, namespace: string, data: Record<string, string>, type = 'Opaque'): string {
  const body = Object.entries(data)
    .map(([k, v]) => `  ${k}: ${b64(v)}`)
    .join('\n');
  return `---\napiVersion: v1\nkind: Secret\nmetadata: {name: ${name}, namespace: ${namespace}}\ntype: ${type}\n${body ? `data:\n${body}` : 'data: {}'}\n`;
}

export interface Entry {
  name: string;
  service?: string;
  url?: string;
  caBundle?: string;
  failurePolicy?: string;
}

export function webhooks(
  kind: 'Mutating' | 'Validating',
  name: string,
  entries: Entry[],
  annotations: Record<string, string> = {},
  apiVersion = 'admissionregistration.k8s.io/v1',
): string {
  const ann = Object.entries(annotations);
  const lines = [
    '---',
    `apiVersion: ${apiVersion}`,
    `kind: ${kind}WebhookConfiguration`,
    'metadata:',
    `  name: ${name}`,
    ...(ann.length ? ['  annotations:', ...ann.map(([k, v]) => `    ${k}: ${JSON.stringify(v)}`)] : []),
    'webhooks:',
  ];
  for (const e of entries) {
    lines.push(`  - name: ${e.name}`);
    if (e.failurePolicy) lines.push(`    failurePolicy: ${e.failurePolicy}`);
    lines.push('    clientConfig:');
    if (e.service) {
      const [svc, ns] = e.service.split('.');
      lines.push(`      service: {name: ${svc}, namespace: ${ns}, path: /hook}`);
    }
    if (e.url) lines.push(`      url: ${e.url}`);
    if (e.caBundle !== undefined) lines.push(`      caBundle: ${JSON.stringify(e.caBundle)}`);
  }
  return lines.join('\n') + '\n';
}

export const KOORD_SVC = 'koordinator-webhook-service.koordinator-system';

/** A shared CA and leaf for the Koordinator Service (and extra hosts), with fixed dates. */
export function pems(hosts: string[] = [], days = 3650, service = KOORD_SVC): GeneratedCert {
  return generateSharedCert({ service, hosts, keyType: 'ecdsa', days, now: new Date('2026-01-01T00:00:00Z') });
}

/** The Secret writer's layout of a generated certificate. */
export function lineageData(p: GeneratedCert, omit: string[] = []): Record<string, string> {
  const all: Record<string, string> = {
    'ca-cert.pem': p.caCertPem,
    'ca-key.pem': p.caKeyPem,
    'cert.pem': p.certPem,
    'key.pem': p.keyPem,
  };
  return Object.fromEntries(Object.entries(all).filter(([k]) => !omit.includes(k)));
}

/** A koord-manager with the Secret writer, WEBHOOK_HOST=host, and Secret `certs` holding a corpus case of test/x509/corpus. */
export function controllerServing(caseId: string): string {
  const cases = JSON.parse(readFileSync(path.join(ROOT, 'test/x509/corpus/cases.json'), 'utf8')) as {
    cases: { id: string; chain: string; bundle: string; key?: string; host: string }[];
  };
  const c = cases.cases.find((x) => x.id === caseId);
  if (!c) throw new Error(`no x509 corpus case ${caseId}`);
  const read = (f: string) => readFileSync(path.join(ROOT, 'test/x509/corpus', f), 'utf8');
  const data: Record<string, string> = {
    'ca-cert.pem': read(c.bundle),
    'ca-key.pem': 'unused',
    'cert.pem': read(c.chain),
  };
  if (c.key) data['key.pem'] = read(c.key);
  return (
    `# x509 corpus case ${caseId}\n` +
    deployment({ env: secretWriter(['WEBHOOK_HOST', c.host]) }) +
    secret('certs', 'koordinator-system', data)
  );
}

/** koord-manager with the Secret writer (optionally WEBHOOK_HOST) and its Secret `certs` holding `data`. */
export function controllerWith(data: Record<string, string>, host?: string): string {
  return (
    deployment({ env: secretWriter(...(host ? [['WEBHOOK_HOST', host] as [string, string]] : [])) }) +
    secret('certs', 'koordinator-system', data)
  );
}

/**
 * A webhook server that is no profiled controller: it mounts TLS Secret `hook-tls` (tls.crt = `chain`,
 * tls.key = `key`), Service `webhook` selects it, and `entries` webhook entries call that Service with
 * caBundle = base64 of `bundle` (the docs' certificate examples have this shape).
 */
export function mountedTls(chain: string, bundle: string, o: { key?: string; entries?: number } = {}): string {
  const entries = Array.from({ length: o.entries ?? 1 }, (_, i) => ({
    name: `v${i}.hook.example.com`,
    service: 'webhook.system',
    caBundle: b64(bundle),
  }));
  return webhooks('Validating', 'hook', entries) + tlsBackend(chain, o.key);
}

/**
 * The server behind Service `service` in namespace system (port 443 -> 9443): Deployment `hook`, which mounts
 * TLS Secret `hook-tls` (tls.crt = `chain`, tls.key = `key`). No profile or catalogue controller.
 */
export function tlsBackend(chain: string, key = '', service = 'webhook'): string {
  return (
    `---
apiVersion: v1
kind: Service
metadata: {name: ${service}, namespace: system}
spec:
  selector: {app: hook}
  ports: [{port: 443, targetPort: 9443}]
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: hook, namespace: system}
spec:
  selector: {matchLabels: {app: hook}}
  template:
    metadata: {labels: {app: hook}}
    spec:
      containers: [{name: server, image: registry.example/hook:1.0, volumeMounts: [{name: tls, mountPath: /certs, readOnly: true}]}]
      volumes: [{name: tls, secret: {secretName: hook-tls}}]
` + secret('hook-tls', 'system', { 'tls.crt': chain, 'tls.key': key }, 'kubernetes.io/tls')
  );
}

/** A CRD that converts by webhook through Service `service` of namespace system, caBundle = base64 of `bundle`. */
export function conversionCrd(bundle: string, service = 'webhook'): string {
  return `---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}
  scope: Namespaced
  versions:
  - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}
  - {name: v1beta1, served: true, storage: false, schema: {openAPIV3Schema: {type: object}}}
  conversion:
    strategy: Webhook
    webhook:
      conversionReviewVersions: [v1]
      clientConfig:
        service: {name: ${service}, namespace: system, path: /convert}
        caBundle: ${b64(bundle)}
`;
}

/** An aggregated APIService served by Service `service` of namespace system, caBundle = base64 of `bundle`. */
export function apiService(bundle: string, service = 'webhook'): string {
  return `---
apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata: {name: v1beta1.metrics.example.com}
spec:
  group: metrics.example.com
  version: v1beta1
  groupPriorityMinimum: 100
  versionPriority: 100
  service: {name: ${service}, namespace: system, port: 443}
  caBundle: ${b64(bundle)}
`;
}

export type HolderKindName = 'CustomResourceDefinition' | 'APIService';

/**
 * A CRD conversion webhook or an APIService whose server (tlsBackend) serves `chain` with `key`, with caBundle
 * = base64 of `bundle`; `service` names the Service both use (the certificates of the corpus name webhook.system.svc).
 */
export function mountedHolder(
  kind: HolderKindName,
  chain: string,
  bundle: string,
  o: { key?: string; service?: string } = {},
): string {
  const holder = kind === 'APIService' ? apiService(bundle, o.service) : conversionCrd(bundle, o.service);
  return `# ${kind} served by a mounted TLS Secret\n` + holder + tlsBackend(chain, o.key, o.service);
}

/** The chain and bundle of a case of the x509 corpus (test/x509/corpus). */
export function corpusCase(caseId: string): { chain: string; bundle: string; key: string } {
  const read = (f: string) => readFileSync(path.join(ROOT, 'test/x509/corpus', caseId, f), 'utf8');
  return { chain: read('chain.pem'), bundle: read('bundle.pem'), key: read('key.pem') };
}

/**
 * A webhook server no profile or catalogue entry knows (Deployment, Service selecting it, ServiceAccount bound
 * cluster-wide to a ClusterRole with the one `rule`): RBAC evidence of a caBundle writer and nothing else.
 */
export function rbacServer(rule: string, o: { name?: string; namespace?: string; replicas?: number } = {}): string {
  const name = o.name ?? 'acme';
  const ns = o.namespace ?? 'acme';
  return `apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}, namespace: ${ns}}
spec:
  replicas: ${o.replicas ?? 1}
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      serviceAccountName: ${name}
      containers: [{name: server, image: registry.example/acme/webhook:1.0}]
---
apiVersion: v1
kind: Service
metadata: {name: ${name}, namespace: ${ns}}
spec: {selector: {app: ${name}}, ports: [{port: 443, targetPort: 9443}]}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: {name: ${name}}
rules:
- ${rule}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata: {name: ${name}}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: ${name}}
subjects: [{kind: ServiceAccount, name: ${name}, namespace: ${ns}}]
`;
}

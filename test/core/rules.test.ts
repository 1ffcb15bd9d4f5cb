import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check, deployment, env, only } from '../helpers.js';

const SECRET_WRITER = [env('WEBHOOK_CERT_WRITER', 'secret'), env('SECRET_NAME', 'shared-certs')].join('\n');
const b64 = (s: string) => Buffer.from(s).toString('base64');

function secret(namespace: string, data: Record<string, string>): string {
  const body = Object.entries(data).map(([k, v]) => `  ${k}: ${b64(v)}`).join('\n');
  return `---\napiVersion: v1\nkind: Secret\nmetadata: {name: shared-certs, namespace: ${namespace}}\ndata:\n${body || '  {}'}\n`;
}

test('webhook-cert-secret-incomplete: cert-manager layout, missing renewal key, other namespace; empty is fine', async () => {
  const base = deployment({ env: SECRET_WRITER });
  const certManager = only(await check(base + secret('koordinator-system', { 'tls.crt': 'x', 'tls.key': 'y', 'ca.crt': 'z' })), 'webhook-cert-secret-incomplete');
  assert.equal(certManager.length, 1);
  assert.match(certManager[0]!.message, /cert-manager layout/);
  assert.equal(certManager[0]!.object?.kind, 'Secret');
  const noCaKey = only(await check(base + secret('koordinator-system', { 'ca-cert.pem': 'a', 'cert.pem': 'b', 'key.pem': 'c' })), 'webhook-cert-secret-incomplete');
  assert.equal(noCaKey[0]!.severity, 'warning', 'kept by the controller: only the CA cannot be reused at renewal');
  assert.match(noCaKey[0]!.message, /has no ca-key\.pem: the controller keeps this certificate/);
  const elsewhere = only(await check(base + secret('default', { 'ca-cert.pem': 'a' })), 'webhook-cert-secret-incomplete');
  assert.match(elsewhere[0]!.message, /in namespace default, but .* reads it from koordinator-system/);
  assert.equal(only(await check(base + '---\napiVersion: v1\nkind: Secret\nmetadata: {name: shared-certs, namespace: koordinator-system}\n'), 'webhook-cert-secret-incomplete').length, 0, 'an empty Secret is filled by the controller');
  const missing = only(await check(base), 'webhook-cert-secret-missing');
  assert.match(missing[0]!.message, /first replica to start will mint the CA/);
  assert.equal(only(await check(base + secret('koordinator-system', {})), 'webhook-cert-secret-missing').length, 0);
});

const RBAC = (rules: string, binding = 'RoleBinding', roleKind = 'Role', ns = 'koordinator-system') => `---
apiVersion: rbac.authorization.k8s.io/v1
kind: ${roleKind}
metadata: {name: reader${roleKind === 'Role' ? `, namespace: ${ns}` : ''}}
rules:
${rules}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ${binding}
metadata: {name: reader-binding${binding === 'RoleBinding' ? `, namespace: ${ns}` : ''}}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ${roleKind}, name: reader}
subjects: [{kind: ServiceAccount, name: koord-manager, namespace: koordinator-system}]
`;

test('webhook-cert-secret-rbac honours resourceNames, wildcards, ClusterRole via RoleBinding, and stays quiet without RBAC', async () => {
  const base = deployment({ env: SECRET_WRITER }) + secret('koordinator-system', {});
  const fires = async (extra: string) => only(await check(base + extra), 'webhook-cert-secret-rbac').length;
  assert.equal(await fires(''), 0, 'no RBAC among the inputs: unknown, not denied');
  assert.equal(await fires(RBAC('- {apiGroups: [""], resources: [secrets], verbs: [get], resourceNames: [shared-certs]}')), 0);
  assert.equal(await fires(RBAC('- {apiGroups: [""], resources: [secrets], verbs: [get], resourceNames: [other]}')), 1);
  assert.equal(await fires(RBAC('- {apiGroups: [""], resources: [configmaps], verbs: [get]}')), 1);
  assert.equal(await fires(RBAC('- {apiGroups: ["*"], resources: ["*"], verbs: ["*"]}')), 0);
  assert.equal(await fires(RBAC('- {apiGroups: [""], resources: [secrets], verbs: [list, watch]}')), 1);
  assert.equal(await fires(RBAC('- {apiGroups: [""], resources: [secrets], verbs: [get]}', 'RoleBinding', 'ClusterRole')), 0);
  assert.equal(await fires(RBAC('- {apiGroups: [""], resources: [secrets], verbs: [get]}', 'ClusterRoleBinding', 'ClusterRole')), 0);
  assert.equal(await fires(RBAC('- {apiGroups: [""], resources: [secrets], verbs: [get]}', 'RoleBinding', 'Role', 'default')), 1,
    'a Role in another namespace does not reach the Secret');
});

test('webhook-rollout-unavailable: Recreate, maxUnavailable 1, the 25% default, and 0', async () => {
  const rollout = async (strategy: string, replicas = 8) =>
    only(await check(deployment({ replicas, strategy, env: SECRET_WRITER })), 'webhook-rollout-unavailable');
  assert.equal((await rollout('    type: Recreate')).length, 1);
  assert.equal((await rollout('    type: RollingUpdate\n    rollingUpdate: {maxUnavailable: 1}'))[0]?.field, 'spec.strategy.rollingUpdate.maxUnavailable');
  assert.match((await rollout('    type: RollingUpdate'))[0]!.message, /25% by default/);
  assert.equal((await rollout('    type: RollingUpdate', 2)).length, 0, '25% of 2 rounds down to 0');
  assert.equal((await rollout('    type: RollingUpdate\n    rollingUpdate: {maxUnavailable: 0, maxSurge: 1}')).length, 0);
});

const MUTATING = (annotations: string, name = 'koordinator-mutating-webhook-configuration') => `---
apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: ${name}
  annotations:
${annotations}
webhooks:
  - name: m.koordinator.sh
    failurePolicy: Fail
    clientConfig: {service: {name: koordinator-webhook-service, namespace: koordinator-system}}
`;

test('cabundle-multiple-owners: controller plus cainjector, two injectors, and the external-certs mode', async () => {
  const owners = async (yaml: string) => only(await check(yaml), 'cabundle-multiple-owners');
  const injected = MUTATING('    cert-manager.io/inject-ca-from: koordinator-system/koord-cert');
  const [both] = await owners(deployment({ env: SECRET_WRITER }) + injected);
  assert.ok(both);
  assert.equal(both.field, 'metadata.annotations["cert-manager.io/inject-ca-from"]');
  assert.equal((await owners(injected)).length, 0, 'no controller among the inputs patches it');
  const two = await owners(MUTATING('    cert-manager.io/inject-ca-from: a/b\n    cert-manager.io/inject-apiserver-ca: "true"', 'anything'));
  assert.match(two[0]!.message, /more than one CA source/);
  const kruise = deployment({ name: 'kruise-controller-manager', image: 'openkruise/kruise-manager:v1.8.0', env: '', namespace: 'kruise-system' })
    .replace('args:', 'args:');
  const kruiseConfig = MUTATING('    cert-manager.io/inject-ca-from: kruise-system/kruise', 'kruise-mutating-webhook-configuration');
  assert.equal((await owners(kruise + kruiseConfig)).length, 1);
  const external = kruise.replace('          env:\n', '          args: ["--feature-gates=EnableExternalCerts=true"]\n          env:\n');
  assert.equal((await owners(external + kruiseConfig)).length, 0, 'EnableExternalCerts leaves caBundle to cainjector');
});

test('webhook-failure-policy-ignore: explicit Ignore and the v1beta1 default', async () => {
  const cfg = (apiVersion: string, policy: string) => `apiVersion: ${apiVersion}
kind: ValidatingWebhookConfiguration
metadata: {name: v}
webhooks:
  - name: v.example.com
${policy}    clientConfig: {url: "https://h.example/v"}
`;
  assert.equal(only(await check(cfg('admissionregistration.k8s.io/v1', '    failurePolicy: Ignore\n')), 'webhook-failure-policy-ignore')[0]?.field, 'webhooks[0].failurePolicy');
  assert.equal(only(await check(cfg('admissionregistration.k8s.io/v1', '')), 'webhook-failure-policy-ignore').length, 0, 'v1 defaults to Fail');
  assert.match(only(await check(cfg('admissionregistration.k8s.io/v1beta1', '')), 'webhook-failure-policy-ignore')[0]!.message, /v1beta1 default/);
});

test('webhook-profile-name-mismatch: renamed Service and configurations, quiet with defaults or matching env', async () => {
  const svc = (name: string) => `---
apiVersion: v1
kind: Service
metadata: {name: ${name}, namespace: koordinator-system}
spec:
  selector: {app: koord-manager}
  ports: [{port: 443, targetPort: 9876}]
`;
  const cfg = (name: string, service: string) => MUTATING('    x: y', name).replace('koordinator-webhook-service', service);
  const mismatch = async (yaml: string) => only(await check(yaml), 'webhook-profile-name-mismatch');
  const renamed = deployment({ env: SECRET_WRITER }) + svc('koord-webhook-service') + cfg('koord-mutating', 'koord-webhook-service');
  const found = await mismatch(renamed);
  assert.deepEqual(found.map((f) => f.object?.kind).sort(), ['MutatingWebhookConfiguration', 'Service']);
  assert.equal((await mismatch(deployment({ env: SECRET_WRITER }) + svc('koordinator-webhook-service') + cfg('koordinator-mutating-webhook-configuration', 'koordinator-webhook-service'))).length, 0);
  const told = deployment({ env: [SECRET_WRITER, env('SERVICE_NAME', 'koord-webhook-service'), env('MUTATING_WEBHOOK_NAME', 'koord-mutating')].join('\n') });
  assert.equal((await mismatch(told + svc('koord-webhook-service') + cfg('koord-mutating', 'koord-webhook-service'))).length, 0);
});

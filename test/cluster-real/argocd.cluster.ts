// The Argo CD PreSync gate for real: deploy/argocd's RBAC applied to a real API server, a token of the Job's
// own ServiceAccount, the Job's own args. Never a 403, no write but SubjectAccessReviews, and every rule needed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kubeOrSkip, start, type AuditEvent, type Cluster } from '../kube/harness.js';
import {
  ROOT,
  apply,
  findingsOf,
  jobArgs,
  renderGate,
  runGate,
  saToken,
  startScenario,
  type Scenario,
} from './scenarios.js';
import type { KubeObject } from '../kube-objects.js';

const kube = await kubeOrSkip();
const NS = 'koordinator-system';
const GATE_SA = 'webhook-cert-gate-koordinator';
let cluster: Cluster;
/** The controller the default kustomization guards: koord-manager in koordinator-system, default names. */
let s: Scenario;

before(async () => {
  if (kube.skip) return;
  cluster = await start();
  s = await startScenario(cluster, NS, {
    replicas: 3,
    writer: 'secret',
    mutatingName: 'koordinator-mutating-webhook-configuration',
    validatingName: 'koordinator-validating-webhook-configuration',
  });
});
after(async () => {
  // Unset when before() was skipped or failed.
  await (s as Scenario | undefined)?.remove();
  await (cluster as Cluster | undefined)?.stop();
});

function gateEvents(events: AuditEvent[], ns: string, sa: string): AuditEvent[] {
  return events.filter((e) => e.user.username === `system:serviceaccount:${ns}:${sa}`);
}

test(
  "the Job and its RBAC pass kubectl apply --dry-run=server, and the Job's own run never gets a 403 nor writes",
  { skip: kube.skip },
  async (t) => {
    const gate = renderGate();
    const dry = await cluster.kubectl(['apply', '--dry-run=server', '-f', '-'], {
      input: JSON.stringify({ apiVersion: 'v1', kind: 'List', items: gate }),
    });
    assert.match(dry, /job.batch\/webhook-cert-gate-koordinator created \(server dry run\)/);
    assert.match(dry, /role.rbac.authorization.k8s.io\/webhook-cert-gate-koordinator created \(server dry run\)/);
    await apply(cluster, gate);
    const token = await saToken(cluster, NS, GATE_SA);
    const since = cluster.auditEvents().length;
    const real = await runGate([...jobArgs(gate, NS), '--kubeconfig', cluster.kubeconfig(token, NS), '--format=json']);
    assert.equal(real.code, 0, real.out + real.err);
    assert.ok(!findingsOf(real).some((f) => f.rule === 'gate-permission-missing'));
    const events = gateEvents(cluster.auditEvents().slice(since), NS, GATE_SA);
    const forbidden = events.filter((e) => e.responseStatus?.code === 403);
    assert.deepEqual(
      forbidden.map((e) => e.requestURI),
      [],
      'no 403',
    );
    const writes = events.filter((e) => !['get', 'list', 'watch'].includes(e.verb));
    // Access reviews only: about the controller's ServiceAccount, and (self) which holder kinds the gate may list.
    assert.deepEqual([...new Set(writes.map((e) => `${e.verb} ${e.objectRef?.resource}`))].sort(), [
      'create selfsubjectaccessreviews',
      'create subjectaccessreviews',
    ]);
    const reads = new Map<string, number>();
    for (const e of events)
      reads.set(`${e.verb} ${e.objectRef?.resource}`, (reads.get(`${e.verb} ${e.objectRef?.resource}`) ?? 0) + 1);
    t.diagnostic(
      `audit log, the gate's ${events.length} requests in ${(real.ms / 1000).toFixed(1)}s: ${[...reads].map(([k, n]) => `${k} ×${n}`).join(', ')}; 403s: 0`,
    );
  },
);

test(
  "each permission of the gate's RBAC is needed: dropping it is a finding naming it, never a crash",
  { skip: kube.skip },
  async (t) => {
    // The validating webhook through the Service, so the Service path (Service, EndpointSlices) is read too.
    const path = `/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations/${s.validating}`;
    const v = (await cluster.api('GET', path)).body as KubeObject;
    for (const w of v.webhooks)
      w.clientConfig = {
        service: { name: 'koordinator-webhook-service', namespace: NS, port: 443, path: '/v' },
        caBundle: w.clientConfig.caBundle,
      };
    assert.equal((await cluster.api('PUT', path, v)).status, 200);

    const gate = renderGate();
    await apply(cluster, gate);
    const token = await saToken(cluster, NS, GATE_SA);
    const args = [
      ...jobArgs(gate, NS),
      '--observe=0',
      '--probe=2',
      '--kubeconfig',
      cluster.kubeconfig(token, NS),
      '--format=json',
    ];
    const needed: string[] = [];
    const unused: string[] = [];
    for (const kind of ['Role', 'ClusterRole']) {
      const role = gate.find((o) => o.kind === kind)!;
      for (const [ri, rule] of role.rules.entries()) {
        for (const resource of rule.resources) {
          for (const verb of rule.verbs) {
            const without = structuredClone(role);
            const rest = { ...rule, resources: rule.resources.filter((r: string) => r !== resource) };
            const otherVerbs = { ...rule, resources: [resource], verbs: rule.verbs.filter((x: string) => x !== verb) };
            without.rules = [
              ...role.rules.slice(0, ri),
              ...[rest, otherVerbs].filter((r) => r.resources.length && r.verbs.length),
              ...role.rules.slice(ri + 1),
            ];
            await apply(cluster, [without]);
            const run = await runGate(args);
            await apply(cluster, [role]);
            const label = `${kind} ${rule.apiGroups[0] || 'core'} ${resource} ${verb}`;
            assert.notEqual(run.code, 2, `${label}: ${run.err}`);
            const named = findingsOf(run).filter(
              (f) =>
                f.rule === 'gate-permission-missing' &&
                f.message.includes(`may not ${verb} ${resource}`) &&
                f.message.includes(`resources: ["${resource}"], verbs: ["${verb}"]`),
            );
            if (named.length) {
              assert.equal(run.code, 1);
              needed.push(label);
            } else {
              unused.push(label);
            }
          }
        }
      }
    }
    t.diagnostic(`needed (dropping it is a gate-permission-missing finding): ${needed.join('; ')}`);
    assert.deepEqual(unused, [], 'a permission the gate never uses');
    assert.equal(needed.length, 11);
  },
);

test('a non-default Secret name is a named setting: the gate reads it without a 403', { skip: kube.skip }, async () => {
  const ns = 'custom-names';
  const custom = await startScenario(cluster, ns, { replicas: 2, writer: 'secret', secretName: 'my-webhook-tls' });
  try {
    // A user's overlay, as the docs describe it: another namespace and the names as settings.
    const dir = join(ROOT, 'build', 'test-overlays', ns);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'kustomization.yaml'),
      [
        'apiVersion: kustomize.config.k8s.io/v1beta1',
        'kind: Kustomization',
        `namespace: ${ns}`,
        'nameSuffix: -custom',
        'resources: [../../../deploy/argocd/base]',
        'components: [../../../deploy/argocd/settings]',
        'configMapGenerator:',
        '  - name: webhook-cert-gate-settings',
        '    literals:',
        `      - secretName=${custom.secretName}`,
        `      - mutatingName=${custom.mutating}`,
        `      - validatingName=${custom.validating}`,
        '    options:',
        '      disableNameSuffixHash: true',
        '      annotations: {config.kubernetes.io/local-config: "true"}',
        '',
      ].join('\n'),
    );
    const gate = renderGate(join('build', 'test-overlays', ns));
    assert.ok(!gate.some((o) => o.kind === 'ConfigMap'), 'the settings are never applied');
    await apply(cluster, gate);
    const token = await saToken(cluster, ns, 'webhook-cert-gate-custom');
    const since = cluster.auditEvents().length;
    const run = await runGate([
      ...jobArgs(gate, ns),
      '--observe=0',
      '--probe=4',
      '--kubeconfig',
      cluster.kubeconfig(token, ns),
      '--format=json',
    ]);
    assert.equal(run.code, 0, run.out + run.err);
    assert.deepEqual(
      gateEvents(cluster.auditEvents().slice(since), ns, 'webhook-cert-gate-custom').filter(
        (e) => e.responseStatus?.code === 403,
      ),
      [],
    );

    // Without the setting (the default name in the Role), the Secret read is refused: a finding naming the rule.
    const stale = structuredClone(gate.find((o) => o.kind === 'Role')!);
    for (const r of stale.rules) if (r.resources.includes('secrets')) r.resourceNames = ['koordinator-webhook-certs'];
    await apply(cluster, [stale]);
    const denied = await runGate([
      ...jobArgs(gate, ns),
      '--observe=0',
      '--probe=0',
      '--kubeconfig',
      cluster.kubeconfig(token, ns),
      '--format=json',
    ]);
    assert.equal(denied.code, 1, denied.err);
    const f = findingsOf(denied).filter((x) => x.rule === 'gate-permission-missing');
    assert.equal(f.length, 1);
    assert.match(f[0]!.message, new RegExp(`may not get secrets "my-webhook-tls" in namespace ${ns} \\(403\\)`));
    assert.match(f[0]!.message, /resourceNames: \["my-webhook-tls"\]/);
    assert.ok(!findingsOf(denied).some((x) => x.rule === 'webhook-cert-secret-missing'), 'unread is not missing');
  } finally {
    await custom.remove();
  }
});

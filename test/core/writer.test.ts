import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check, deployment, env, only } from '../helpers.js';
import { ordinaryAppRows, writerRows } from '../fixtures/writer-table.js';

for (const { writer, host, replicas, want, yaml } of writerRows()) {
  test(`writer ${writer} × host ${host} × ${replicas} replica(s) → ${want}`, async () => {
    const findings = await check(yaml);
    const race = only(findings, 'multi-replica-webhook-unshared-cert');
    const implicit = only(findings, 'webhook-cert-writer-implicit');
    const missing = only(findings, 'webhook-cert-secret-missing');
    assert.equal(race.length, want === 'fs' && replicas > 1 ? 1 : 0, 'central rule');
    assert.equal(
      implicit.length,
      want === 'fs' && (writer === 'unset' || writer === 'empty') ? 1 : 0,
      'writer implicit',
    );
    assert.equal(missing.length, want === 'secret' ? 1 : 0, 'secret missing (Secret writer, no Secret in inputs)');
  });
}

for (const { writer, host, want, yaml, labelled, race } of ordinaryAppRows()) {
  test(`an ordinary app${labelled ? ' labelled generic' : ''}: writer ${writer} × host ${host} × 3 replicas → ${labelled ? want : 'no controller'}`, async () => {
    const findings = await check(yaml);
    if (!labelled) {
      assert.deepEqual(findings, [], 'the env alone makes no webhook controller');
      return;
    }
    assert.equal(only(findings, 'multi-replica-webhook-unshared-cert').length, race ? 1 : 0, 'central rule');
    assert.equal(
      only(findings, 'webhook-cert-writer-implicit').length,
      want === 'fs' && (writer === 'unset' || writer === 'empty') ? 1 : 0,
    );
  });
}

test('an HPA whose maxReplicas > 1 makes a one-replica Deployment race', async () => {
  const hpa = `---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: {name: km, namespace: koordinator-system}
spec:
  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: koord-manager}
  minReplicas: 1
  maxReplicas: 5
`;
  const yaml = deployment({ replicas: 1, env: env('WEBHOOK_HOST', 'h.example') });
  assert.equal(only(await check(yaml), 'multi-replica-webhook-unshared-cert').length, 0);
  const [f] = only(await check(yaml + hpa), 'multi-replica-webhook-unshared-cert');
  assert.ok(f, 'fires with the HPA');
  assert.match(f.message, /5 replicas/);
  assert.match(f.message, /HorizontalPodAutoscaler km/);
  // An HPA in another namespace targets another Deployment.
  assert.equal(
    only(
      await check(yaml + hpa.replace('namespace: koordinator-system', 'namespace: other')),
      'multi-replica-webhook-unshared-cert',
    ).length,
    0,
  );
});

test('replicas absent or null defaults to 1', async () => {
  const findings = await check(deployment({ replicas: null, env: env('WEBHOOK_HOST', 'h.example') }));
  assert.equal(only(findings, 'multi-replica-webhook-unshared-cert').length, 0);
  assert.equal(only(findings, 'webhook-cert-writer-implicit').length, 1);
});

test('WEBHOOK_HOST from envFrom of a ConfigMap among the inputs counts; the central finding sits on spec.replicas', async () => {
  const cm = `---
apiVersion: v1
kind: ConfigMap
metadata: {name: wh, namespace: koordinator-system}
data: {WEBHOOK_HOST: lb.example}
`;
  const yaml = deployment({ replicas: 4, envFrom: '            - configMapRef: {name: wh}' }) + cm;
  const [f] = only(await check(yaml), 'multi-replica-webhook-unshared-cert');
  assert.ok(f);
  assert.equal(f.line, 7);
  assert.equal(f.column, 13);
  assert.equal(f.field, 'spec.replicas');
  assert.match(f.message, /envFrom ConfigMap wh/);
  // The same ConfigMap absent: nothing visible sets the host.
  assert.equal(
    only(
      await check(deployment({ replicas: 4, envFrom: '            - configMapRef: {name: wh}' })),
      'multi-replica-webhook-unshared-cert',
    ).length,
    0,
  );
});

test('configMapKeyRef resolves through a ConfigMap among the inputs', async () => {
  const cm = `---
apiVersion: v1
kind: ConfigMap
metadata: {name: cfg, namespace: koordinator-system}
data: {writer: secret}
`;
  const ref =
    '            - name: WEBHOOK_CERT_WRITER\n              valueFrom: {configMapKeyRef: {name: cfg, key: writer}}';
  const yaml = deployment({ env: [env('WEBHOOK_HOST', 'h'), ref].join('\n') });
  assert.equal(
    only(await check(yaml), 'multi-replica-webhook-unshared-cert').length,
    0,
    'unknown writer is not flagged',
  );
  assert.equal(only(await check(yaml + cm), 'multi-replica-webhook-unshared-cert').length, 0, 'secret writer');
  assert.equal(
    only(await check(yaml + cm.replace('writer: secret', 'writer: fs')), 'multi-replica-webhook-unshared-cert').length,
    1,
  );
});

test('env beats envFrom, and the last env entry wins', async () => {
  const cm = `---
apiVersion: v1
kind: ConfigMap
metadata: {name: wh, namespace: koordinator-system}
data: {WEBHOOK_CERT_WRITER: fs}
`;
  const yaml =
    deployment({
      envFrom: '            - configMapRef: {name: wh}',
      env: [env('WEBHOOK_HOST', 'h'), env('WEBHOOK_CERT_WRITER', 'fs'), env('WEBHOOK_CERT_WRITER', 'secret')].join(
        '\n',
      ),
    }) + cm;
  assert.equal(only(await check(yaml), 'multi-replica-webhook-unshared-cert').length, 0);
});

test('the generic profile catches any image that carries the env, once the workload opts in by label', async () => {
  const acme = { name: 'acme-webhook', image: 'registry.example/acme/admission:1.0' };
  const labelled = { ...acme, labels: '    webhook-cert-gate.io/profile: generic' };
  const [f] = only(
    await check(deployment({ ...labelled, env: env('WEBHOOK_HOST', 'h') })),
    'multi-replica-webhook-unshared-cert',
  );
  assert.ok(f);
  assert.match(f.fix!, /SECRET_NAME=acme-webhook-webhook-certs/);
  assert.deepEqual(
    await check(deployment({ ...acme, env: env('WEBHOOK_HOST', 'h') })),
    [],
    'the env alone is no evidence: an ordinary app may set it',
  );
  assert.equal(
    (await check(deployment(labelled))).length,
    0,
    'an unrelated image without the env is not a webhook controller',
  );
});

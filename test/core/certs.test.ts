import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { generateSharedCert } from '../../src/x509/generate.js';
import { check, cli, deployment, env, only, ROOT } from '../helpers.js';
import { parseReport } from '../report-json.js';

const AT = new Date('2026-06-01T00:00:00Z');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const make = (hosts: string[]) =>
  generateSharedCert({
    service: 'koordinator-webhook-service.koordinator-system',
    hosts,
    keyType: 'ecdsa',
    days: 3650,
    now: new Date('2026-01-01T00:00:00Z'),
  });

function secret(pem: ReturnType<typeof make>, extra: Record<string, string> = {}): string {
  const data = {
    'ca-cert.pem': pem.caCertPem,
    'ca-key.pem': pem.caKeyPem,
    'cert.pem': pem.certPem,
    'key.pem': pem.keyPem,
    ...extra,
  };
  return `---\napiVersion: v1\nkind: Secret\nmetadata: {name: certs, namespace: koordinator-system}\ndata:\n${Object.entries(
    data,
  )
    .map(([k, v]) => `  ${k}: ${b64(v)}`)
    .join('\n')}\n`;
}

const controller = (host?: string) =>
  deployment({
    env: [
      env('WEBHOOK_CERT_WRITER', 'secret'),
      env('SECRET_NAME', 'certs'),
      ...(host ? [env('WEBHOOK_HOST', host)] : []),
    ].join('\n'),
  });

const config = (caBundle: string, url = 'https://lb.example:9876/m') => `---
apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata: {name: koordinator-mutating-webhook-configuration}
webhooks:
  - name: m.koordinator.sh
    failurePolicy: Fail
    clientConfig:
      url: ${url}
      caBundle: ${caBundle}
`;

test('the shipped fixed example passes, certificates included', async () => {
  const r = await cli(['check', path.join(ROOT, 'examples/fixed'), '--at', '2026-06-01T00:00:00Z', '--format', 'json']);
  assert.deepEqual(parseReport(r.stdout).findings, []);
  assert.equal(r.code, 0);
});

test('the shared Secret is verified for the name the API server dials (WEBHOOK_HOST, else the Service DNS name)', async () => {
  const pem = make(['lb.example']);
  assert.deepEqual(
    (await check(controller('lb.example') + secret(pem), { at: AT })).filter((f) => f.rule.startsWith('cert')),
    [],
  );
  const [wrongHost] = only(
    await check(controller('other.example') + secret(pem), { at: AT }),
    'cert-hostname-mismatch',
  );
  assert.ok(wrongHost);
  assert.equal(wrongHost.object?.kind, 'Secret');
  assert.equal(wrongHost.field, 'data["cert.pem"]');
  assert.match(wrongHost.message, /other\.example/);
  assert.equal(
    only(await check(controller() + secret(pem), { at: AT }), 'cert-hostname-mismatch').length,
    0,
    'without a host the name is koordinator-webhook-service.koordinator-system.svc, which the certificate covers',
  );
  const other = make(['lb.example']);
  assert.equal(
    only(
      await check(controller('lb.example') + secret(pem, { 'key.pem': other.keyPem }), { at: AT }),
      'cert-key-mismatch',
    ).length,
    1,
  );
  assert.equal(
    only(await check(controller('lb.example') + secret(pem), { at: new Date('2036-02-01T00:00:00Z') }), 'cert-expired')
      .length,
    2,
    'the leaf and the CA',
  );
  assert.equal(
    only(
      await check(controller('lb.example') + secret(pem), { at: new Date('2035-09-01T00:00:00Z') }),
      'cert-expiring-soon',
    ).length,
    1,
    'inside the controller renew window (182 days)',
  );
});

test('caBundle entries: the Secret CA passes, another CA is cabundle-mismatch, junk is cabundle-invalid, a placeholder is skipped', async () => {
  const pem = make(['lb.example']);
  const base = controller('lb.example') + secret(pem);
  assert.equal((await check(base + config(b64(pem.caCertPem)), { at: AT })).length, 0);
  const [m] = only(await check(base + config(b64(make(['lb.example']).caCertPem)), { at: AT }), 'cabundle-mismatch');
  assert.ok(m);
  assert.equal(m.field, 'webhooks[0].clientConfig.caBundle');
  assert.equal(
    only(
      await check(base + config(b64('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n')), { at: AT }),
      'cabundle-invalid',
    ).length,
    1,
  );
  assert.equal(only(await check(base + config('not*base64'), { at: AT }), 'cabundle-invalid').length, 1);
  assert.equal(
    (await check(base + config('Cg=='), { at: AT })).length,
    0,
    "the chart's Cg== placeholder on a configuration the controller fills",
  );
  // The controller rewrites clientConfig to https://<WEBHOOK_HOST>:<port><path> before the API server dials it.
  assert.equal(
    only(
      await check(base + config(b64(pem.caCertPem), 'https://10.0.0.7:9876/m'), { at: AT }),
      'cert-hostname-mismatch',
    ).length,
    0,
    'the rendered URL host is replaced by WEBHOOK_HOST, which the certificate covers',
  );
});

test('a cert-manager TLS Secret named by inject-ca-from-secret is verified for the Service name', async () => {
  const pem = generateSharedCert({
    service: 'hook.apps',
    hosts: [],
    keyType: 'rsa',
    days: 365,
    now: new Date('2026-01-01T00:00:00Z'),
  });
  const tls = (crt: string) => `---
apiVersion: v1
kind: Secret
type: kubernetes.io/tls
metadata: {name: hook-tls, namespace: apps, annotations: {cert-manager.io/allow-direct-injection: "true"}}
data: {tls.crt: ${b64(crt)}, tls.key: ${b64(pem.keyPem)}, ca.crt: ${b64(pem.caCertPem)}}
`;
  const injected = (service: string) => `---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: hook, annotations: {cert-manager.io/inject-ca-from-secret: apps/hook-tls}}
webhooks:
  - name: v.hook.example
    clientConfig:
      service: {name: ${service}, namespace: apps}
      caBundle: ${b64(pem.caCertPem)}
`;
  assert.equal((await check(tls(pem.certPem) + injected('hook'), { at: AT })).length, 0);
  assert.equal(only(await check(tls(pem.certPem) + injected('other'), { at: AT }), 'cert-hostname-mismatch').length, 1);
  // inject-ca-from names a Certificate; its spec.secretName is the TLS Secret.
  const certificate =
    '---\napiVersion: cert-manager.io/v1\nkind: Certificate\nmetadata: {name: hook, namespace: apps}\nspec: {secretName: hook-tls}\n';
  const viaCertificate = injected('other').replace(
    'cert-manager.io/inject-ca-from-secret: apps/hook-tls',
    'cert-manager.io/inject-ca-from: apps/hook',
  );
  assert.equal(
    only(await check(tls(pem.certPem) + certificate + viaCertificate, { at: AT }), 'cert-hostname-mismatch').length,
    1,
  );
  assert.equal(
    only(await check(tls(pem.certPem) + viaCertificate, { at: AT }), 'cert-hostname-mismatch').length,
    0,
    'without the Certificate there is no link',
  );
});

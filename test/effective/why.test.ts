// Issue 10, "Why": each false error seen on real charts and on the write-up's own fix, on realistic inputs
// (test/fixtures/effective, SOURCES.md there). The gate must judge the cluster as its owners will leave it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { generateSharedCert, type GeneratedCert } from '../../src/x509/generate.js';
import type { Finding } from '../../src/core/finding.js';
import { check, only, ROOT } from '../helpers.js';

const AT = new Date('2026-06-01T00:00:00Z');
const fixture = (name: string) => readFileSync(path.join(ROOT, 'test/fixtures/effective', name), 'utf8');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const errors = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'error');
const cert = (service: string, hosts: string[]): GeneratedCert =>
  generateSharedCert({ service, hosts, keyType: 'ecdsa', days: 3650, now: new Date('2026-01-01T00:00:00Z') });

describe("the write-up's fix as the Koordinator chart ships it (WEBHOOK_HOST, Secret writer, clientConfig.service)", () => {
  const HOST = 'koord-webhook.lb.internal.example';
  // The write-up's certificate names the load balancer host, not the Service DNS name.
  const pem = cert('lb-only.internal', [HOST]);
  const render = (data: Record<string, string>, caBundle = b64(pem.caCertPem)) =>
    fixture('writeup-fix.yaml')
      .replace(
        '__DATA__',
        Object.entries(data)
          .map(([k, v]) => `  ${k}: ${b64(v)}`)
          .join('\n'),
      )
      .replaceAll('__CA_BUNDLE__', caBundle);
  const provisioned = { 'ca-cert.pem': pem.caCertPem, 'cert.pem': pem.certPem, 'key.pem': pem.keyPem };

  it('(a) no cert-hostname-mismatch: the controller rewrites clientConfig to https://WEBHOOK_HOST:WEBHOOK_PORT<path> first', async () => {
    const findings = await check(render(provisioned), { at: AT });
    assert.deepEqual(only(findings, 'cert-hostname-mismatch'), []);
    assert.deepEqual(only(findings, 'cabundle-mismatch'), []);
  });

  it('(b) a Secret with ca-cert.pem, cert.pem and key.pem is kept: no error, one warning that the CA cannot be reused at renewal', async () => {
    const findings = await check(render(provisioned), { at: AT });
    assert.deepEqual(errors(findings), [], 'the fix passes');
    const [renew] = only(findings, 'webhook-cert-secret-incomplete');
    assert.equal(renew?.severity, 'warning');
    assert.match(renew.message, /keeps this certificate, but cannot reuse the CA when it renews/);
  });

  it('still catches what would really break: a caBundle from another CA, a certificate without the host', async () => {
    const other = cert('lb-only.internal', [HOST]);
    const mismatch = only(await check(render(provisioned, b64(other.caCertPem)), { at: AT }), 'cabundle-mismatch');
    assert.equal(mismatch.length, 2, 'one per entry');
    assert.match(mismatch[0]!.message, /Secret koordinator-system\/koord-webhook-tls/);
    const serviceOnly = cert('koordinator-webhook-service.koordinator-system', []);
    const wrong = {
      'ca-cert.pem': serviceOnly.caCertPem,
      'cert.pem': serviceOnly.certPem,
      'key.pem': serviceOnly.keyPem,
    };
    const [host] = only(await check(render(wrong, b64(serviceOnly.caCertPem)), { at: AT }), 'cert-hostname-mismatch');
    assert.ok(host, 'the Service name no longer counts once WEBHOOK_HOST is set');
    assert.equal(host.object?.kind, 'Secret');
    assert.match(host.message, /koord-webhook\.lb\.internal\.example/);
  });

  it("the chart's placeholder caBundle on configurations the controller fills is not cabundle-invalid", async () => {
    assert.deepEqual(errors(await check(render(provisioned, 'Cg=='), { at: AT })), []);
  });
});

describe('OpenKruise with --feature-gates=EnableExternalCerts=true, WEBHOOK_HOST and 3 replicas', () => {
  const text = fixture('openkruise-external-certs.yaml');
  const withoutCertificate = text
    .split('\n---\n')
    .filter((d) => !/^kind: Certificate$/m.test(d))
    .join('\n---\n');

  it('no error: that mode mints nothing per pod, and cainjector is the only caBundle owner', async () => {
    const findings = await check(text, { at: AT });
    assert.deepEqual(errors(findings), []);
    for (const id of [
      'multi-replica-webhook-unshared-cert',
      'webhook-cert-writer-implicit',
      'cabundle-multiple-owners',
      'webhook-cert-secret-missing',
    ]) {
      assert.deepEqual(only(findings, id), [], id);
    }
  });

  it('webhook-cert-secret-missing speaks of tls.crt/tls.key/ca.crt written by cert-manager when nothing writes the Secret', async () => {
    const [missing] = only(await check(withoutCertificate, { at: AT }), 'webhook-cert-secret-missing');
    assert.ok(missing);
    assert.match(
      missing.message,
      /external-certs mode: it reads ca\.crt, tls\.crt, tls\.key from Secret kruise-system\/kruise-webhook-certs, written by cert-manager/,
    );
    assert.doesNotMatch(missing.message, /mint the CA|ca-cert\.pem/);
  });

  it('the same Deployment without the gate is the race again', async () => {
    const off = text.replace('--feature-gates=EnableExternalCerts=true', '--feature-gates=');
    const findings = await check(off, { at: AT });
    assert.equal(only(findings, 'multi-replica-webhook-unshared-cert').length, 1);
    assert.equal(
      only(findings, 'cabundle-multiple-owners').length,
      2,
      'controller and cainjector on both configurations',
    );
  });

  it('AllAlpha=true turns the gate on too, as `--feature-gates X` in two arguments', async () => {
    const alpha = text.replace(
      '- --feature-gates=EnableExternalCerts=true',
      '- --feature-gates\n            - AllAlpha=true',
    );
    assert.deepEqual(errors(await check(alpha, { at: AT })), []);
  });
});

describe('kube-webhook-certgen hook Jobs own caBundle, and failurePolicy with --patch-failure-policy', () => {
  it('kube-prometheus-stack: the pre-patch Ignore that the Job patches to Fail is not fail-open', async () => {
    const findings = await check(fixture('kube-prometheus-stack-certgen.yaml'), { at: AT });
    assert.deepEqual(only(findings, 'webhook-failure-policy-ignore'), []);
    assert.deepEqual(errors(findings), []);
  });

  it("a patch Job's --patch-failure-policy=Ignore writes nothing: the chart's Ignore stays, reported on each configuration", async () => {
    const text = fixture('kube-prometheus-stack-certgen.yaml').replace(
      '- --patch-failure-policy=Fail',
      '- --patch-failure-policy=Ignore',
    );
    const found = only(await check(text, { at: AT }), 'webhook-failure-policy-ignore');
    assert.deepEqual(
      found.map((f) => [f.object?.kind, f.field]),
      [
        ['MutatingWebhookConfiguration', 'webhooks[0].failurePolicy'],
        ['ValidatingWebhookConfiguration', 'webhooks[0].failurePolicy'],
      ],
    );
  });

  it('an entry whose Job writes Ignore (failurePolicyWrites unset) is reported on its argument', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wcg-ignore-'));
    const entry = path.join(dir, 'acme.yaml');
    await writeFile(
      entry,
      `apiVersion: webhook-cert-gate.io/v1
kind: CertificateOwner
name: acme-patcher
description: the acme patch Job
match: {images: [acme/patcher]}
job:
  command: patch
  flags: {webhookName: --webhook-name, failurePolicy: --patch-failure-policy}
`,
    );
    const text = fixture('kube-prometheus-stack-certgen.yaml')
      .replace('- --patch-failure-policy=Fail', '- --patch-failure-policy=Ignore')
      .replaceAll(/image: \S*kube-webhook-certgen\S*/g, 'image: registry.example/acme/patcher:1');
    const found = only(await check(text, { at: AT, config: { owners: [entry] } }), 'webhook-failure-policy-ignore');
    assert.equal(found.length, 2, 'both configurations');
    assert.equal(found[0]!.object?.kind, 'Job');
    assert.equal(found[0]!.field, 'spec.template.spec.containers[0].args[4]');
    assert.match(
      found[0]!.message,
      /the acme patch Job \(Job monitoring\/kps-admission-patch\) sets failurePolicy Ignore/,
    );
  });

  it('without its patch Job the shipped Ignore is what runs: reported on the configuration', async () => {
    const text = fixture('kube-prometheus-stack-certgen.yaml')
      .split('\n---\n')
      .filter((d) => !/name: kps-admission-patch/.test(d))
      .join('\n---\n');
    assert.equal(
      only(await check(text, { at: AT }), 'webhook-failure-policy-ignore')[0]?.field,
      'webhooks[0].failurePolicy',
    );
  });

  it('KubeVela: the placeholder caBundle Cg== that the Job replaces is not cabundle-invalid', async () => {
    const findings = await check(fixture('kubevela-certgen.yaml'), { at: AT });
    assert.deepEqual(findings, []);
    const unowned = fixture('kubevela-certgen.yaml')
      .split('\n---\n')
      .filter((d) => !/^kind: Job$/m.test(d))
      .join('\n---\n');
    assert.equal(
      only(await check(unowned, { at: AT }), 'cabundle-invalid').length,
      2,
      'nobody fills it: every call would fail',
    );
  });

  it('--apiservice-name: the Job fills the APIService caBundle, one writer next to nothing, a war next to cainjector', async () => {
    const apiService = (annotations = '') => `apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata:
  name: v1beta1.metrics.example.com${annotations}
spec:
  group: metrics.example.com
  version: v1beta1
  groupPriorityMinimum: 100
  versionPriority: 100
  caBundle: Cg==
  service: {name: metrics, namespace: obs}
`;
    const job = (args: string) => `---
apiVersion: batch/v1
kind: Job
metadata: {name: metrics-patch, namespace: obs}
spec:
  template:
    spec:
      restartPolicy: OnFailure
      containers:
        - name: patch
          image: registry.k8s.io/ingress-nginx/kube-webhook-certgen:v1.6.4
          args: [patch, --namespace=obs, --secret-name=metrics-cert, ${args}]
`;
    const patched = apiService() + job('--apiservice-name=v1beta1.metrics.example.com');
    assert.deepEqual(
      only(await check(patched, { at: AT }), 'cabundle-invalid'),
      [],
      'the Job replaces the placeholder',
    );
    assert.equal(
      only(await check(apiService() + job('--webhook-name=other'), { at: AT }), 'cabundle-invalid').length,
      1,
      'a Job naming other holders leaves it unfilled',
    );
    const injected =
      apiService('\n  annotations: {cert-manager.io/inject-ca-from: obs/metrics}') +
      job('--apiservice-name=v1beta1.metrics.example.com');
    const war = only(await check(injected, { at: AT }), 'cabundle-multiple-owners');
    assert.equal(war.length, 1);
    assert.equal(war[0]!.severity, 'error');
    assert.match(war[0]!.message, /kube-webhook-certgen patch Job \(Job obs\/metrics-patch\)/);
  });

  it('ingress-nginx: --patch-mutating=false leaves a MutatingWebhookConfiguration of the same name to others', async () => {
    const text = fixture('ingress-nginx-certgen.yaml');
    assert.deepEqual(await check(text, { at: AT }), []);
    const mutating = text
      .replace('kind: ValidatingWebhookConfiguration', 'kind: MutatingWebhookConfiguration')
      .replace('caBundle', 'x')
      .replace('    clientConfig:\n', '    clientConfig:\n      caBundle: Cg==\n');
    assert.equal(
      only(await check(mutating, { at: AT }), 'cabundle-invalid').length,
      1,
      'the Job does not patch mutating ones',
    );
  });
});

describe('istiod owns failurePolicy of rev.validation.istio.io', () => {
  it("the chart's Ignore, which istiod turns into Fail once ready, is not fail-open", async () => {
    assert.deepEqual(await check(fixture('istiod-validator.yaml'), { at: AT }), []);
  });

  it('another webhook name in the same file is judged as written', async () => {
    const text = fixture('istiod-validator.yaml').replace(
      'name: rev.validation.istio.io',
      'name: validation.example.com',
    );
    assert.equal(only(await check(text, { at: AT }), 'webhook-failure-policy-ignore').length, 1);
  });
});

describe('aws-load-balancer-controller: a CA made at render time', () => {
  const svc = 'aws-load-balancer-webhook-service.kube-system';
  const pem = cert(svc, []);
  const render = (caBundle: string, c: GeneratedCert = pem) =>
    fixture('aws-load-balancer-controller.yaml')
      .replaceAll('__CA_BUNDLE__', b64(caBundle))
      .replace('__CA__', b64(c.caCertPem))
      .replace('__CRT__', b64(c.certPem))
      .replace('__KEY__', b64(c.keyPem));

  it('the chart as rendered passes', async () => {
    assert.deepEqual(await check(render(pem.caCertPem), { at: AT }), []);
  });

  it("a caBundle from another CA than the mounted Secret's is cabundle-mismatch, on each entry", async () => {
    const found = only(await check(render(cert(svc, []).caCertPem), { at: AT }), 'cabundle-mismatch');
    assert.equal(found.length, 3);
    assert.equal(found[0]!.field, 'webhooks[0].clientConfig.caBundle');
    assert.match(
      found[0]!.message,
      /Secret kube-system\/aws-load-balancer-tls \(the chart render .*mounted by Deployment kube-system\/aws-load-balancer-controller\)/,
    );
  });

  it('a mounted certificate without the Service DNS name is cert-hostname-mismatch on the entry', async () => {
    const other = cert('elsewhere.kube-system', []);
    const found = only(await check(render(other.caCertPem, other), { at: AT }), 'cert-hostname-mismatch');
    assert.equal(found.length, 3);
    assert.equal(found[0]!.object?.kind, 'MutatingWebhookConfiguration');
  });
});

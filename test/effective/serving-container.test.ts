// Issue 19, "Why": a Deployment with two containers serving two webhooks, each mounting its own TLS Secret.
// The API server is served by the container the Service's targetPort reaches, with that container's mounts
// (test/fixtures/effective/two-webhook-servers.yaml); another container's Secret does not count.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Finding } from '../../src/core/finding.js';
import { generateSharedCert, type GeneratedCert } from '../../src/x509/generate.js';
import { check, cli, ROOT } from '../helpers.js';

const AT = new Date('2026-06-01T00:00:00Z');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const cert = (service: string): GeneratedCert =>
  generateSharedCert({ service, hosts: [], keyType: 'ecdsa', days: 3650, now: new Date('2026-01-01T00:00:00Z') });
const admission = cert('policy-hub-admission.policy-system');
const defaulter = cert('policy-hub-defaulter.policy-system');

/** The fixture with each Secret holding `secrets` and each configuration's caBundle the CA of `bundles`. */
function render(
  secrets = { ADMISSION: admission, DEFAULTER: defaulter },
  bundles = { ADMISSION: admission, DEFAULTER: defaulter },
): string {
  let text = readFileSync(path.join(ROOT, 'test/fixtures/effective/two-webhook-servers.yaml'), 'utf8');
  for (const [k, c] of Object.entries(secrets)) {
    text = text
      .replace(`__${k}_CA__`, b64(c.caCertPem))
      .replace(`__${k}_CRT__`, b64(c.certPem))
      .replace(`__${k}_KEY__`, b64(c.keyPem));
  }
  for (const [k, c] of Object.entries(bundles)) text = text.replace(`__${k}_BUNDLE__`, b64(c.caCertPem));
  return text;
}
const errors = (findings: readonly Finding[]) =>
  findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.object?.kind}/${f.object?.name} ${f.field}`);

describe('two containers, two webhooks, two TLS Secrets', () => {
  it('the chart as written passes, exit 0', async () => {
    const text = render();
    assert.deepEqual(await check(text, { at: AT }), []);
    const r = await cli(['check', '-', '--format', 'json'], { stdin: text });
    assert.equal(r.code, 0, r.stdout);
  });

  it('a Secret swapped into the validator is a mismatch on the validating entry only', async () => {
    const swapped = render({ ADMISSION: defaulter, DEFAULTER: defaulter });
    assert.deepEqual(errors(await check(swapped, { at: AT })).sort(), [
      'cabundle-mismatch ValidatingWebhookConfiguration/policy-hub-validator webhooks[0].clientConfig.caBundle',
      'cert-hostname-mismatch ValidatingWebhookConfiguration/policy-hub-validator webhooks[0].clientConfig',
    ]);
  });

  it("a caBundle from the other server's CA is a mismatch on that configuration only", async () => {
    const findings = await check(render(undefined, { ADMISSION: admission, DEFAULTER: admission }), { at: AT });
    assert.deepEqual(errors(findings), [
      'cabundle-mismatch MutatingWebhookConfiguration/policy-hub-defaulter webhooks[0].clientConfig.caBundle',
    ]);
    assert.match(findings[0]!.message, /Secret policy-system\/policy-hub-defaulter-tls/);
  });

  it('a targetPort that reaches no container, or a container that mounts two Secrets the args do not tell apart, is not guessed', async () => {
    const nowhere = render({ ADMISSION: defaulter, DEFAULTER: defaulter }).replace(
      '      targetPort: webhook',
      '      targetPort: grpc',
    );
    assert.deepEqual(errors(await check(nowhere, { at: AT })), []);
    // Both Secrets mounted in the validator: the files its args point into decide; nothing is guessed without them.
    const both = (dir: string, secrets = { ADMISSION: admission, DEFAULTER: defaulter }) =>
      render(secrets)
        .replace(
          '            - name: admission-certs\n              mountPath: /etc/validator/certs\n              readOnly: true\n',
          '            - name: admission-certs\n              mountPath: /etc/validator/certs\n              readOnly: true\n' +
            '            - name: defaulter-certs\n              mountPath: /etc/validator/upstream\n              readOnly: true\n',
        )
        .replaceAll('=/etc/validator/certs/', `=${dir}/`);
    assert.deepEqual(errors(await check(both('/etc/validator/certs'), { at: AT })), []);
    assert.deepEqual(errors(await check(both('/etc/validator/upstream'), { at: AT })).sort(), [
      'cabundle-mismatch ValidatingWebhookConfiguration/policy-hub-validator webhooks[0].clientConfig.caBundle',
      'cert-hostname-mismatch ValidatingWebhookConfiguration/policy-hub-validator webhooks[0].clientConfig',
    ]);
    assert.deepEqual(
      errors(await check(both('/var/run/tls', { ADMISSION: defaulter, DEFAULTER: defaulter }), { at: AT })),
      [],
      'either Secret would be a mismatch; neither is the served one as far as the inputs tell',
    );
  });
});

// Every caBundle holder gets the certificate checks of a webhook configuration: a CRD conversion webhook and an
// APIService whose server (Deployment, Service, mounted TLS Secret) is among the inputs, through the whole CLI.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cli } from '../helpers.js';
import { parseReport } from '../report-json.js';
import {
  apiService,
  conversionCrd,
  corpusCase,
  mountedHolder,
  pems,
  secret,
  type HolderKindName,
} from './manifests.js';

const HOLDERS: HolderKindName[] = ['CustomResourceDefinition', 'APIService'];

/** The 1-based number of the first line of `yaml` that starts (after indentation) with `key:`. */
function lineOf(yaml: string, key: string): number {
  const i = yaml.split('\n').findIndex((l) => l.trimStart().startsWith(`${key}:`));
  assert.ok(i >= 0, `no ${key}: line`);
  return i + 1;
}

const BROKEN: {
  name: string;
  corpus: string;
  service?: string;
  rule: string;
  on: 'caBundle' | 'address' | 'tls.crt';
}[] = [
  { name: 'an unrelated CA in caBundle', corpus: 'wrong-root', rule: 'cabundle-mismatch', on: 'caBundle' },
  {
    name: 'a SAN for another Service',
    corpus: 'rsa-intermediate',
    service: 'hook',
    rule: 'cert-hostname-mismatch',
    on: 'address',
  },
  { name: 'a leaf without serverAuth', corpus: 'leaf-clientauth-only', rule: 'cert-eku-server-auth', on: 'tls.crt' },
  { name: 'tls.key of another certificate', corpus: 'p256-key-mismatch', rule: 'cert-key-mismatch', on: 'tls.crt' },
  { name: 'an expired leaf', corpus: 'leaf-expired', rule: 'cert-expired', on: 'tls.crt' },
];

async function run(yaml: string) {
  const r = await cli(['check', '-', '--format', 'json', '--at', '2026-06-01T00:00:00Z'], { stdin: yaml });
  return { code: r.code, findings: parseReport(r.stdout).findings, text: r.stdout + r.stderr };
}

for (const kind of HOLDERS) {
  test(`${kind}: a good serving chain passes with exit 0`, async () => {
    for (const id of ['rsa-intermediate', 'p256-chain']) {
      const c = corpusCase(id);
      const r = await run(mountedHolder(kind, c.chain, c.bundle, { key: c.key }));
      assert.equal(r.code, 0, r.text);
      assert.deepEqual(
        r.findings.filter((f) => f.severity !== 'info'),
        [],
      );
    }
  });

  for (const b of BROKEN) {
    test(`${kind}: ${b.name} is ${b.rule} at the ${b.on} line, exit 1`, async () => {
      const c = corpusCase(b.corpus);
      const yaml = mountedHolder(kind, c.chain, c.bundle, { key: c.key, service: b.service });
      const r = await run(yaml);
      assert.equal(r.code, 1, r.text);
      const errors = r.findings.filter((f) => f.severity === 'error');
      assert.deepEqual([...new Set(errors.map((f) => f.rule))], [b.rule], r.text);
      const first = errors[0]!;
      if (b.on === 'address')
        assert.equal(first.field, kind === 'APIService' ? 'spec.service' : 'spec.conversion.webhook.clientConfig');
      else assert.equal(first.line, lineOf(yaml, b.on), r.text);
      const [objectKind, name] = b.on === 'tls.crt' ? ['Secret', 'hook-tls'] : [kind, kindName(kind)];
      assert.deepEqual([first.object?.kind, first.object?.name], [objectKind, name]);
    });
  }
}

function kindName(kind: HolderKindName): string {
  return kind === 'APIService' ? 'v1beta1.metrics.example.com' : 'widgets.example.com';
}

// cert-manager's injector on the holder: the certificate is the one of the Secret its annotation names.
for (const kind of HOLDERS) {
  test(`${kind}: the Secret named by inject-ca-from-secret is verified against the rendered caBundle`, async () => {
    const p = pems([], 3650, 'webhook.system');
    const tls = secret(
      'hook-tls',
      'system',
      { 'tls.crt': p.certPem, 'tls.key': p.keyPem, 'ca.crt': p.caCertPem },
      'kubernetes.io/tls',
    );
    const annotate = (yaml: string) =>
      yaml.replace(
        /^metadata: \{name: ([^}]+)\}$/m,
        'metadata:\n  name: $1\n  annotations: {cert-manager.io/inject-ca-from-secret: system/hook-tls}',
      );
    const holder = (bundle: string) => annotate(kind === 'APIService' ? apiService(bundle) : conversionCrd(bundle));
    const good = await run(holder(p.caCertPem) + tls);
    assert.equal(good.code, 0, good.text);
    const stale = await run(holder(pems([], 3650, 'webhook.system').caCertPem) + tls);
    assert.equal(stale.code, 1, stale.text);
    const [f] = stale.findings.filter((x) => x.severity === 'error');
    assert.equal(f?.rule, 'cabundle-mismatch', stale.text);
    assert.match(f.fix ?? '', /let its owner \(cert-manager's CA injector/);
  });
}

// The series `serve` exports, from one round's audit evidence (the real run: test/cluster-real/monitor.cluster.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Metrics } from '../../src/serve/metrics.js';
import { parseListen } from '../../src/cli/serve.js';
import type { AuditEvidence, CertInfo, HolderAudit } from '../../src/rules/live.js';
import type { Finding } from '../../src/core/finding.js';

const cert = (issuer: string, akid: string, notAfter: string): CertInfo => ({
  subject: 'leaf',
  issuer,
  sha256: 'x',
  notBefore: '2026-01-01T00:00:00Z',
  notAfter,
  authorityKeyId: akid,
});

function holder(name: string, backends: Array<{ host: string; ca: string; ok: boolean }>): HolderAudit {
  return {
    ref: { kind: 'MutatingWebhookConfiguration', namespace: '', name },
    caBundleManagers: [
      { manager: 'koord-manager', operation: 'Update' },
      { manager: 'cainjector', operation: 'Apply' },
      { manager: 'koord-manager', operation: 'Update', subresource: '' },
    ],
    entries: [
      {
        index: 0,
        name: 'mpod.example.com',
        path: ['webhooks', 0, 'clientConfig'],
        failurePolicy: 'Ignore',
        caBundle: { present: true, cas: [cert('CA-1', 'a1', '2036-01-01T00:00:00Z')], skipped: [], sha256: 'y' },
        backends: backends.map((b) => ({
          label: b.host,
          host: b.host,
          port: 9876,
          connections: [
            { chain: [cert(b.ca, b.ca, '2027-01-01T00:00:00Z')], verify: { accepted: b.ok, problems: [] } },
          ],
        })),
      },
    ],
  };
}

function evidence(holders: HolderAudit[]): AuditEvidence {
  return { server: 'https://127.0.0.1:6443', startedAt: 1_000, finishedAt: 3_500, holders, incomplete: [] };
}

const finding = (rule: string, severity: Finding['severity']): Finding => ({
  rule,
  severity,
  message: '',
  file: '',
  line: 1,
  column: 1,
});

test('one round: per-backend TLS verdicts, distinct CAs, caBundle owners, expiry by source, findings by rule', async () => {
  const m = new Metrics();
  m.update(
    evidence([
      holder('m', [
        { host: '10.0.0.2', ca: 'CA-1', ok: true },
        { host: '10.0.0.3', ca: 'CA-2', ok: false },
      ]),
    ]),
    [
      finding('webhook-tls-probe', 'error'),
      finding('webhook-tls-probe', 'error'),
      finding('cabundle-multiple-owners', 'warning'),
    ],
    { objects: 42, watches: 7 },
    0,
  );
  m.caBundleChanged('MutatingWebhookConfiguration', 'm');
  const text = await m.registry.metrics();
  const l = 'kind="MutatingWebhookConfiguration",name="m"';
  assert.match(
    text,
    new RegExp(`webhook_cert_gate_backend_tls_ok\\{${l},webhook="mpod.example.com",backend="10.0.0.2:9876"\\} 1`),
  );
  assert.match(
    text,
    new RegExp(`webhook_cert_gate_backend_tls_ok\\{${l},webhook="mpod.example.com",backend="10.0.0.3:9876"\\} 0`),
  );
  assert.match(
    text,
    new RegExp(
      `webhook_cert_gate_backend_issuer\\{${l},webhook="mpod.example.com",backend="10.0.0.3:9876",issuer="CA-2"\\} 1`,
    ),
  );
  assert.equal(text.match(/^webhook_cert_gate_backend_issuer\{/gm)?.length, 2, 'one issuer series per backend');
  assert.match(text, new RegExp(`webhook_cert_gate_serving_cas\\{${l},webhook="mpod.example.com"\\} 2`));
  assert.match(text, new RegExp(`webhook_cert_gate_cabundle_owners\\{${l}\\} 2`));
  assert.match(text, new RegExp(`webhook_cert_gate_cabundle_changes_total\\{${l}\\} 1`));
  assert.match(
    text,
    new RegExp(
      `webhook_cert_gate_cert_not_after_seconds\\{${l},webhook="mpod.example.com",source="served"\\} ${Date.parse('2027-01-01T00:00:00Z') / 1000}`,
    ),
  );
  assert.match(
    text,
    new RegExp(
      `webhook_cert_gate_cert_not_after_seconds\\{${l},webhook="mpod.example.com",source="cabundle"\\} ${Date.parse('2036-01-01T00:00:00Z') / 1000}`,
    ),
  );
  assert.match(text, /webhook_cert_gate_findings\{rule="webhook-tls-probe",severity="error"\} 2/);
  assert.match(text, /webhook_cert_gate_round_duration_seconds 2.5/);
  assert.match(text, /webhook_cert_gate_watched_objects 42/);
  assert.match(text, /webhook_cert_gate_watches 7/);
  assert.match(text, /process_resident_memory_bytes \d+/);
});

test('series of a holder that is gone disappear at the next round: the number of series does not grow with rounds', async () => {
  const m = new Metrics();
  const series = async () =>
    (await m.registry.metrics())
      .split('\n')
      .filter((x) => x.startsWith('webhook_cert_gate_') && !x.startsWith('webhook_cert_gate_rounds_total')).length;
  m.update(
    evidence([
      holder('a', [{ host: '10.0.0.2', ca: 'CA-1', ok: true }]),
      holder('b', [{ host: '10.0.0.4', ca: 'CA-1', ok: true }]),
    ]),
    [],
    { objects: 1, watches: 1 },
    0,
  );
  const two = await series();
  for (let i = 0; i < 50; i++)
    m.update(
      evidence([holder(`r${i}`, [{ host: '10.0.0.2', ca: 'CA-1', ok: true }])]),
      [],
      { objects: 1, watches: 1 },
      0,
    );
  const one = await series();
  assert.ok(one < two, `${one} series after 50 rounds of one holder, ${two} with two holders`);
  assert.doesNotMatch(await m.registry.metrics(), /name="r48"/);
});

test('convergence: a caBundle change one backend does not follow counts unconverged seconds until it does', async () => {
  const m = new Metrics();
  const round = async (at: number, bundle: string, secondOk: boolean) => {
    const h = holder('m', [
      { host: '10.0.0.2', ca: bundle, ok: true },
      { host: '10.0.0.3', ca: 'CA-1', ok: secondOk },
    ]);
    const e = h.entries[0]!;
    e.caBundle = {
      ...e.caBundle,
      sha256: bundle,
      cas: [e.caBundle.cas[0]!, cert(bundle, bundle, '2036-01-01T00:00:00Z')],
    };
    m.update({ ...evidence([h]), finishedAt: at }, [], { objects: 1, watches: 1 }, 0);
    const text = await m.registry.metrics();
    const value = (series: string) => {
      const found = new RegExp(
        `^webhook_cert_gate_${series}\\{kind="MutatingWebhookConfiguration",name="m",webhook="mpod.example.com"\\} (\\S+)$`,
        'm',
      ).exec(text);
      assert.ok(found, `${series} missing:\n${text}`);
      return Number(found[1]);
    };
    return {
      backends: value('backends'),
      converged: value('backends_converged'),
      cas: value('cabundle_cas'),
      unconverged: value('unconverged_seconds'),
    };
  };
  assert.deepEqual(await round(10_000, 'CA-1', true), { backends: 2, converged: 2, cas: 2, unconverged: 0 });
  // The bundle changes to CA-2 at 20s; 10.0.0.3 still serves a CA-1 leaf the new bundle rejects.
  assert.deepEqual(await round(20_000, 'CA-2', false), { backends: 2, converged: 1, cas: 2, unconverged: 0 });
  assert.deepEqual(await round(95_000, 'CA-2', false), { backends: 2, converged: 1, cas: 2, unconverged: 75 });
  assert.deepEqual(await round(100_000, 'CA-2', true), { backends: 2, converged: 2, cas: 2, unconverged: 0 });
  // A later change starts a new count: the time is since that change, not since the first one.
  await round(110_000, 'CA-3', false);
  assert.equal((await round(130_000, 'CA-3', false)).unconverged, 20);
});

test('--listen takes [HOST]:PORT', () => {
  assert.deepEqual(parseListen(':9860'), { host: '', port: 9860 });
  assert.deepEqual(parseListen('127.0.0.1:0'), { host: '127.0.0.1', port: 0 });
  assert.deepEqual(parseListen('[::1]:80'), { host: '::1', port: 80 });
  for (const bad of ['9860', 'host:', ':99999', 'a:b:1']) assert.throws(() => parseListen(bad), /--listen must be/);
});

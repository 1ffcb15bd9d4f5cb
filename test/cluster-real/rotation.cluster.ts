// Issue #30 end to end, all real: a kube-apiserver + etcd, two webhooks each behind a Service whose backends live in
// a network namespace (the API server refuses loopback endpoints), `serve` (the shipped bundle) probing every
// backend, and Debian's Prometheus evaluating the rules `alerts` prints. One webhook rotates its CA with overlap
// (old + new CA in caBundle; the backends replaced one by one with the new CA's leaf; the old CA dropped), the
// other without (caBundle swapped to the new CA while the backends still serve the old one's leaf). At every step
// `cluster --desired` judges the step before it is applied, the issuer `serve` exports for each backend is what
// `openssl s_client` sees there, and WebhookCertGateUnconverged fires for the abrupt rotation only.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { b64, issueLeaf, makeCa, type Issued } from '../apiserver/certs.js';
import { findTool, skipWithout, type JsonFinding } from '../helpers.js';
import { kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { createNetns, netnsUnavailable, type Netns, type NetnsBackend } from '../kube/netns.js';
import { apply, runGate } from './scenarios.js';
import { bindServeRole, httpText, Processes, startPrometheus, stopChild, targetsUp, until } from './processes.js';

const kube = await kubeOrSkip();
const skip = kube.skip || skipWithout('prometheus', 'openssl') || netnsUnavailable();
const SERVE_USER = 'wcg-serve';
const ORG = 'webhook-cert-gate tests';
const OLD = makeCa('rotation-old-ca', 3650, ORG);
const NEW = makeCa('rotation-new-ca', 3650, ORG);
/** `O=...,CN=...`: the issuer as the certificate encodes it, which is how serve's `issuer` label spells it. */
const CN = new Map([
  [OLD, 'rotation-old-ca'],
  [NEW, 'rotation-new-ca'],
]);
const issuerText = (ca: Issued) => `O=${ORG},CN=${CN.get(ca)!}`;
const VALIDATOR = 'vhook.rotation.example.com';
/** How long a caBundle may stay unserved before the alert (the shipped default is 10m; a test cannot wait). */
const THRESHOLD = '6s';

let cluster: Cluster;
let netns: Netns;
const procs = new Processes();

before(async () => {
  if (skip) return;
  cluster = await start({ users: [{ user: SERVE_USER }] });
  netns = await createNetns();
});
after(async () => {
  procs.cleanup();
  (netns as Netns | undefined)?.remove();
  await (cluster as Cluster | undefined)?.stop();
});

/** One webhook: its namespace, Service and EndpointSlice, and the ValidatingWebhookConfiguration that calls it. */
class Webhook {
  readonly host: string;
  backends: NetnsBackend[] = [];
  /** Which CA signed the leaf each backend serves (by address). */
  readonly servedBy = new Map<string, Issued>();

  constructor(readonly ns: string) {
    this.host = `hook.${ns}.svc`;
  }

  configuration(bundle: Issued[]) {
    return {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingWebhookConfiguration',
      metadata: { name: this.ns },
      webhooks: [
        {
          name: VALIDATOR,
          admissionReviewVersions: ['v1'],
          sideEffects: 'None',
          failurePolicy: 'Fail',
          clientConfig: {
            service: { namespace: this.ns, name: 'hook', path: '/validate', port: 443 },
            caBundle: b64(bundle.map((c) => c.certPem).join('')),
          },
          rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['configmaps'] }],
          namespaceSelector: { matchLabels: { 'wcg-admission': this.ns } },
        },
      ],
    };
  }

  async backend(ca: Issued): Promise<NetnsBackend> {
    const leaf = issueLeaf(ca, { dnsNames: [this.host] });
    const b = await netns.serveTls(leaf.certPem, leaf.keyPem);
    this.servedBy.set(address(b), ca);
    return b;
  }

  async install(ca: Issued): Promise<void> {
    await apply(cluster, [{ apiVersion: 'v1', kind: 'Namespace', metadata: { name: this.ns } }]);
    await apply(cluster, [
      {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'hook', namespace: this.ns },
        spec: { selector: { app: 'hook' }, ports: [{ name: 'https', port: 443, targetPort: 'https' }] },
      },
    ]);
    await this.route([await this.backend(ca), await this.backend(ca)]);
    await apply(cluster, [this.configuration([ca])]);
  }

  /** The Service's ready endpoints become `list` (a rollout replacing pods). */
  async route(list: NetnsBackend[]): Promise<void> {
    this.backends = list;
    await apply(cluster, [
      {
        apiVersion: 'discovery.k8s.io/v1',
        kind: 'EndpointSlice',
        metadata: { name: 'hook-1', namespace: this.ns, labels: { 'kubernetes.io/service-name': 'hook' } },
        addressType: 'IPv4',
        ports: [{ name: 'https', port: list[0]!.port, protocol: 'TCP' }],
        endpoints: list.map((b) => ({ addresses: [b.ip], conditions: { ready: true } })),
      },
    ]);
  }
}

const address = (b: NetnsBackend) => `${b.ip}:${b.port}`;

/** The issuer of the leaf `openssl s_client` receives from the backend (with SNI, as the API server dials). */
function opensslIssuer(b: NetnsBackend, host: string): string {
  const openssl = findTool('openssl')!;
  // The server answers and closes at once: s_client may exit 1 on that close after printing the certificate.
  const served = spawnSync(openssl, ['s_client', '-connect', address(b), '-servername', host], {
    input: '',
    encoding: 'utf8',
    timeout: 10_000,
  }).stdout;
  assert.match(served, /-----BEGIN CERTIFICATE-----/, `openssl s_client ${address(b)}: no certificate`);
  // RFC 2253 escaping without its reversal (dn_rev): the attributes in the order the certificate encodes them.
  const nameopt = 'esc_2253,esc_ctrl,esc_msb,utf8,dump_nostr,dump_unknown,dump_der,sep_comma_plus,sname';
  const out = execFileSync(openssl, ['x509', '-noout', '-issuer', '-nameopt', nameopt], {
    input: served,
    encoding: 'utf8',
  });
  return out.trim().replace(/^issuer=/, '');
}

test(
  'rotations while serve runs: with overlap every backend stays trusted and no alert; without it the backends are refused, cluster --desired says so first, and WebhookCertGateUnconverged fires until they serve the new CA',
  { skip, timeout: 420_000 },
  async (t) => {
    await bindServeRole(cluster, SERVE_USER);
    const overlap = new Webhook('rotation-overlap');
    const abrupt = new Webhook('rotation-abrupt');
    await overlap.install(OLD);
    await abrupt.install(OLD);

    const serve = await procs.serve([
      '--interval',
      '2s',
      '--timeout',
      '5s',
      '--kubeconfig',
      cluster.kubeconfig(SERVE_USER),
    ]);
    const prom = await startPrometheus(
      procs,
      ['--pending', '0s', '--converge-threshold', THRESHOLD],
      [{ job_name: 'webhook-cert-gate', static_configs: [{ targets: [`127.0.0.1:${serve.port}`] }] }],
    );
    const diag = () => `prometheus: ${prom.log()}\nserve: ${serve.log()}`;
    await targetsUp(prom, 1, diag);
    const metrics = async () => (await httpText(`http://127.0.0.1:${serve.port}/metrics`)).text;
    const labels = (w: Webhook) => `kind="ValidatingWebhookConfiguration",name="${w.ns}",webhook="${VALIDATOR}"`;
    const gauge = (text: string, name: string, w: Webhook, extra = '') =>
      new RegExp(`^webhook_cert_gate_${name}\\{${labels(w)}${extra}\\} (\\S+)$`, 'm').exec(text)?.[1];

    /**
     * Waits until serve's last round probed exactly the webhook's current backends; then checks, per backend, the
     * issuer serve exports against openssl's and the CA the backend was started with. Returns the metrics text.
     */
    const observed = async (w: Webhook, step: string): Promise<string> => {
      const text = await until(
        `serve probes the backends of ${w.ns} (${step})`,
        90_000,
        async () => {
          const m = await metrics();
          const probed = [...m.matchAll(/^webhook_cert_gate_backend_issuer\{([^}]*)\} 1$/gm)]
            .map((x) => x[1]!)
            .filter((l) => l.startsWith(labels(w)));
          const want = w.backends.map((b) => `backend="${address(b)}"`);
          return probed.length === want.length && want.every((b) => probed.some((l) => l.includes(b))) ? m : undefined;
        },
        diag,
      );
      for (const b of w.backends) {
        const exported = new RegExp(
          `^webhook_cert_gate_backend_issuer\\{${labels(w)},backend="${address(b)}",issuer="([^"]*)"\\} 1$`,
          'm',
        ).exec(text)?.[1];
        assert.equal(exported, opensslIssuer(b, w.host), `${step}: ${address(b)}: serve's issuer vs openssl's`);
        assert.equal(exported, issuerText(w.servedBy.get(address(b))!), `${step}: ${address(b)}`);
      }
      return text;
    };
    const tlsOk = (text: string, w: Webhook) =>
      w.backends.map((b) => gauge(text, 'backend_tls_ok', w, `,backend="${address(b)}"`));

    /** `cluster --desired` on the configuration with this bundle, before it is applied: the rotation findings. */
    const desired = async (w: Webhook, bundle: Issued[], step: string) => {
      const file = join(procs.tempDir('wcg-desired-'), `${w.ns}.yaml`);
      writeFileSync(file, JSON.stringify(w.configuration(bundle), null, 2) + '\n');
      const run = await runGate([
        '--kubeconfig',
        cluster.kubeconfig(),
        '--observe',
        '0',
        '--format',
        'json',
        '--desired',
        file,
      ]);
      const findings = (JSON.parse(run.out) as { findings: JsonFinding[] }).findings.filter((f) =>
        f.rule.startsWith('rotation-'),
      );
      t.diagnostic(
        `${step}: cluster --desired exit ${run.code}: ${findings.map((f) => f.rule).join(', ') || 'no rotation finding'}`,
      );
      return { code: run.code, findings, file, err: run.err };
    };
    /** Replaces the backends one at a time with the new CA's leaf, checking each intermediate state. */
    const rollout = async (w: Webhook, ca: Issued, step: string, check: (text: string) => void) => {
      for (let i = 0; i < w.backends.length; i++) {
        const next = [...w.backends];
        next[i] = await w.backend(ca);
        await w.route(next);
        check(await observed(w, `${step}, ${i + 1} of ${next.length} replaced`));
      }
    };

    for (const w of [overlap, abrupt]) {
      const text = await observed(w, 'installed');
      assert.deepEqual(tlsOk(text, w), ['1', '1'], `${w.ns}: both backends trusted at start`);
    }

    // With overlap: each of the three steps passes cluster --desired, and every backend stays trusted throughout.
    const widen = await desired(overlap, [OLD, NEW], 'overlap step 1 (old + new CA)');
    assert.equal(widen.code, 0, widen.err);
    assert.deepEqual(widen.findings, []);
    await apply(cluster, [overlap.configuration([OLD, NEW])]);
    await until(
      'serve sees the two-CA bundle',
      60_000,
      async () => (gauge(await metrics(), 'cabundle_cas', overlap) === '2' ? true : undefined),
      diag,
    );
    await rollout(overlap, NEW, 'overlap step 2 (new leaf)', (text) => {
      assert.deepEqual(tlsOk(text, overlap), ['1', '1'], 'every backend trusted mid-rollout');
      assert.equal(gauge(text, 'unconverged_seconds', overlap), '0');
    });
    const drop = await desired(overlap, [NEW], 'overlap step 3 (drop the old CA)');
    assert.equal(drop.code, 0, drop.err);
    assert.deepEqual(drop.findings, []);
    await apply(cluster, [overlap.configuration([NEW])]);
    await until(
      'serve sees the new bundle, every backend trusted',
      60_000,
      async () => {
        const text = await metrics();
        return gauge(text, 'cabundle_cas', overlap) === '1' && gauge(text, 'backends_converged', overlap) === '2'
          ? true
          : undefined;
      },
      diag,
    );

    // Without overlap: cluster --desired refuses the swap, naming both backends as probed; applied anyway, serve
    // sees both refused and the alert fires past the threshold, then clears once they serve the new CA's leaf.
    const swap = await desired(abrupt, [NEW], 'abrupt swap');
    assert.equal(swap.code, 1, swap.err);
    const dropped = swap.findings.filter((f) => f.rule === 'rotation-ca-dropped');
    assert.equal(dropped.length, 1, JSON.stringify(swap.findings));
    assert.equal(dropped[0]!.file, swap.file);
    for (const b of abrupt.backends) assert.ok(dropped[0]!.message.includes(address(b)), dropped[0]!.message);
    assert.match(dropped[0]!.message, /probed; issued by O=webhook-cert-gate tests,CN=rotation-old-ca/);
    await apply(cluster, [abrupt.configuration([NEW])]);
    const refused = await until(
      'serve sees both backends refused',
      60_000,
      async () => {
        const text = await metrics();
        return tlsOk(text, abrupt).every((x) => x === '0') ? text : undefined;
      },
      diag,
    );
    assert.equal(gauge(refused, 'backends_converged', abrupt), '0');
    await observed(abrupt, 'abrupt, bundle swapped');
    const fired = await until(
      'WebhookCertGateUnconverged firing for the abrupt rotation',
      90_000,
      async () => {
        const alerts = await prom.firing('WebhookCertGateUnconverged');
        return alerts.length ? alerts : undefined;
      },
      diag,
    );
    assert.deepEqual(
      fired.map((a) => [a.labels.kind, a.labels.name, a.labels.webhook]),
      [['ValidatingWebhookConfiguration', abrupt.ns, VALIDATOR]],
    );
    await rollout(abrupt, NEW, 'abrupt, new leaf', () => undefined);
    await until(
      'WebhookCertGateUnconverged resolved once every backend serves the new leaf',
      60_000,
      async () => ((await prom.firing('WebhookCertGateUnconverged')).length ? undefined : true),
      diag,
    );

    // Over the whole run, as Prometheus recorded it: the overlap rotation never had an unconverged backend, and
    // the alert was never pending or firing for it.
    const range = '30m';
    const overlapSel = `name="${overlap.ns}"`;
    const maxUnconverged = await prom.query(
      `max_over_time(webhook_cert_gate_unconverged_seconds{${overlapSel}}[${range}])`,
    );
    assert.deepEqual(
      maxUnconverged.map((r) => r.value[1]),
      ['0'],
    );
    const minTls = await prom.query(`min(min_over_time(webhook_cert_gate_backend_tls_ok{${overlapSel}}[${range}]))`);
    assert.deepEqual(
      minTls.map((r) => r.value[1]),
      ['1'],
    );
    assert.deepEqual(
      await prom.query(`count_over_time(ALERTS{alertname="WebhookCertGateUnconverged",${overlapSel}}[${range}])`),
      [],
    );
    const abruptMax = await prom.query(
      `max_over_time(webhook_cert_gate_unconverged_seconds{name="${abrupt.ns}"}[${range}])`,
    );
    t.diagnostic(`abrupt rotation: longest unconverged ${abruptMax[0]?.value[1]} s (threshold ${THRESHOLD})`);
    assert.ok(Number(abruptMax[0]?.value[1]) > 6);
    assert.equal(await stopChild(serve.child), 0, serve.log());
  },
);

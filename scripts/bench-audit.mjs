#!/usr/bin/env node
// The cost of `cluster` auditing 300 webhook configurations with 1,500 entries: time beyond the observation
// window, and peak RSS of the real CLI (GNU time). No real API server needed: an in-process HTTPS stand-in
// serves the lists and objects (300 Services, 2 ready endpoints each), and 20 TLS servers on loopback are the
// backends (600 distinct address/name pairs to probe). Budgets (issue #18): the window plus a few seconds,
// at most 150 MB RSS. Needs a build first (npm run compile). Exit 1 when over budget.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as https } from 'node:https';
import { createSecureContext } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { generateSharedCert } = await import(path.join(root, 'build/src/x509/generate.js'));
const CONFIGS = 300;
const ENTRIES = 5;
const BACKENDS = 20;
const OBSERVE_S = 10;
const BUDGET = { extraSeconds: 5, rssMb: 150, desiredRatio: 1.2 };

// One webhook per configuration, each with its own CA and certificate for <service>.<namespace>.svc.
const serving = Array.from({ length: CONFIGS }, (_, i) =>
  generateSharedCert({ service: `svc-${i}.ns-${i}`, hosts: [], keyType: 'ecdsa', days: 365 }),
);
const api = generateSharedCert({ service: 'kubernetes.default', hosts: ['127.0.0.1'], keyType: 'ecdsa', days: 365 });
const contexts = new Map(
  serving.map((c, i) => [`svc-${i}.ns-${i}.svc`, createSecureContext({ cert: c.certPem, key: c.keyPem })]),
);

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
// Each backend port answers for every webhook by SNI, as one shared ingress of pods would not; the probes see one
// certificate per Service. Each is an HTTPS webhook server: the call on each entry's path gets the 400 a webhook
// answers to a request with no review in it, over a kept-alive connection.
const backends = await Promise.all(
  Array.from({ length: BACKENDS }, () =>
    listen(
      https(
        {
          cert: serving[0].certPem,
          key: serving[0].keyPem,
          SNICallback: (name, cb) => cb(null, contexts.get(name)),
        },
        (req, res) => {
          req.resume();
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end('{"kind":"AdmissionReview","response":{"allowed":false,"status":{"code":400}}}');
        },
      ),
    ),
  ),
);

const configs = Array.from({ length: CONFIGS }, (_, i) => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: i % 2 ? 'ValidatingWebhookConfiguration' : 'MutatingWebhookConfiguration',
  metadata: { name: `cfg-${i}`, generation: 1, resourceVersion: String(1000 + i) },
  webhooks: Array.from({ length: ENTRIES }, (_, j) => ({
    name: `e${j}.cfg-${i}.example.io`,
    failurePolicy: 'Fail',
    sideEffects: 'None',
    admissionReviewVersions: ['v1'],
    clientConfig: {
      service: { namespace: `ns-${i}`, name: `svc-${i}`, path: `/e${j}`, port: 443 },
      caBundle: Buffer.from(serving[i].caCertPem).toString('base64'),
    },
  })),
}));
const list = (kind, items) => ({ kind: `${kind}List`, apiVersion: 'v1', metadata: {}, items });

const server = https({ cert: api.certPem, key: api.keyPem }, (req, res) => {
  const url = new URL(req.url, 'https://x');
  const send = (body, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const p = url.pathname;
  let m;
  if (p.endsWith('/mutatingwebhookconfigurations'))
    return send(
      list(
        'MutatingWebhookConfiguration',
        configs.filter((c) => c.kind.startsWith('Mutating')),
      ),
    );
  if (p.endsWith('/validatingwebhookconfigurations'))
    return send(
      list(
        'ValidatingWebhookConfiguration',
        configs.filter((c) => c.kind.startsWith('Validating')),
      ),
    );
  if ((m = /\/namespaces\/ns-(\d+)\/services\/svc-\d+$/.exec(p))) {
    return send({
      kind: 'Service',
      metadata: { name: `svc-${m[1]}`, namespace: `ns-${m[1]}` },
      spec: { ports: [{ name: 'https', port: 443, targetPort: 'https' }] },
    });
  }
  if ((m = /\/namespaces\/ns-(\d+)\/endpointslices$/.exec(p))) {
    const i = Number(m[1]);
    const ports = [backends[i % BACKENDS], backends[(i + 1) % BACKENDS]];
    return send(
      list(
        'EndpointSlice',
        ports.map((port, k) => ({
          metadata: {
            name: `svc-${i}-${k}`,
            namespace: `ns-${i}`,
            labels: { 'kubernetes.io/service-name': `svc-${i}` },
          },
          addressType: 'IPv4',
          ports: [{ name: 'https', port }],
          endpoints: [
            {
              addresses: ['127.0.0.1'],
              conditions: { ready: true },
              targetRef: { kind: 'Pod', name: `svc-${i}-pod-${k}` },
            },
          ],
        })),
      ),
    );
  }
  if ((m = /\/namespaces\/(ns-\d+)\/pods\/(.+)$/.exec(p))) {
    return send({
      kind: 'Pod',
      metadata: {
        name: m[2],
        namespace: m[1],
        ownerReferences: [{ kind: 'ReplicaSet', name: `${m[2]}-rs`, controller: true }],
      },
    });
  }
  if ((m = /\/namespaces\/(ns-\d+)\/replicasets\/(.+)$/.exec(p))) {
    return send({
      kind: 'ReplicaSet',
      metadata: {
        name: m[2],
        namespace: m[1],
        ownerReferences: [{ kind: 'Deployment', name: m[1], controller: true }],
      },
    });
  }
  if ((m = /\/namespaces\/(ns-\d+)\/deployments\/(.+)$/.exec(p)))
    return send({ kind: 'Deployment', metadata: { name: m[2], namespace: m[1] }, spec: {} });
  // Every other list (workloads, CRDs, APIServices): none.
  if (req.method === 'GET') return send(list('Any', []));
  send({ kind: 'Status', message: 'not here' }, 404);
});
const apiPort = await listen(server);

const dir = mkdtempSync(path.join(tmpdir(), 'wcg-bench-audit-'));
const kubeconfig = path.join(dir, 'kubeconfig');
writeFileSync(
  kubeconfig,
  [
    'apiVersion: v1',
    'kind: Config',
    'current-context: bench',
    'clusters:',
    '- name: bench',
    '  cluster:',
    `    server: https://127.0.0.1:${apiPort}`,
    `    certificate-authority-data: ${Buffer.from(api.caCertPem).toString('base64')}`,
    'users:',
    '- name: bench',
    '  user:',
    '    token: bench',
    'contexts:',
    '- name: bench',
    '  context: {cluster: bench, user: bench}',
  ].join('\n') + '\n',
);

const cli = path.join(root, 'dist/cli.mjs');
if (!existsSync(cli)) {
  console.log('audit: n/a (no dist/cli.mjs: npm run compile)');
  process.exit(0);
}
const timed = existsSync('/usr/bin/time');
const baseArgs = [cli, 'cluster', '--kubeconfig', kubeconfig, '--probe', '1', '--format', 'json', '--no-secrets'];

/** One run of the real CLI: wall seconds, peak RSS (GNU time), output and exit code. */
async function runCli(args) {
  const started = performance.now();
  const child = timed
    ? spawn('/usr/bin/time', ['-f', 'RSS %M', process.execPath, ...args])
    : spawn(process.execPath, args);
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise((resolve) => child.on('close', resolve));
  return { seconds: (performance.now() - started) / 1000, out, err, code };
}

const { out, err, code, seconds } = await runCli([...baseArgs, '--observe', `${OBSERVE_S}s`]);

// cluster --desired (issue #30): the same 300 configurations as manifests, each widened to its CA plus a new
// one (the first step of a safe rotation), judged against the live audit; no observation window in either
// arm, interleaved rounds, median of the per-round ratio. Budget: 1.2 times a plain cluster.
const desiredDir = path.join(dir, 'desired');
mkdirSync(desiredDir);
const next = generateSharedCert({ service: 'next.ns', hosts: [], keyType: 'ecdsa', days: 365 });
configs.forEach((c, i) => {
  const widened = {
    ...c,
    webhooks: c.webhooks.map((w) => ({
      ...w,
      clientConfig: {
        ...w.clientConfig,
        caBundle: Buffer.from(serving[i].caCertPem + next.caCertPem).toString('base64'),
      },
    })),
  };
  writeFileSync(path.join(desiredDir, `cfg-${i}.json`), JSON.stringify(widened));
});
const ratios = [];
let desiredRun;
for (let round = 0; round < 3; round++) {
  const plain = await runCli([...baseArgs, '--observe', '0']);
  desiredRun = await runCli([...baseArgs, '--observe', '0', '--desired', desiredDir]);
  ratios.push(desiredRun.seconds / plain.seconds);
}
ratios.sort((a, b) => a - b);
const desiredRatio = ratios[1];

server.close();
rmSync(dir, { recursive: true, force: true });

const rssMb = Number(/RSS (\d+)/.exec(err)?.[1]) / 1024;
let summary = '';
try {
  const findings = JSON.parse(out).findings;
  const verified = findings.filter((f) => f.rule === 'webhook-tls-probe' && f.severity === 'info').length;
  summary = `${verified} of ${CONFIGS} configurations verified, ${findings.length} findings`;
} catch {
  console.log(`audit: the run failed (exit ${code}): ${err.trim().split('\n').slice(-2).join(' | ')}`);
  process.exit(1);
}
const extra = seconds - OBSERVE_S;
const over = [];
if (extra > BUDGET.extraSeconds) over.push(`${extra.toFixed(1)} s beyond the window > ${BUDGET.extraSeconds} s`);
if (Number.isFinite(rssMb) && rssMb > BUDGET.rssMb) over.push(`peak RSS ${rssMb.toFixed(0)} MB > ${BUDGET.rssMb} MB`);
const desiredOk =
  desiredRun.code === 0 && !JSON.parse(desiredRun.out).findings.some((f) => f.rule.startsWith('rotation-'));
if (!desiredOk) over.push(`cluster --desired failed or judged the safe step (exit ${desiredRun.code})`);
if (desiredRatio > BUDGET.desiredRatio)
  over.push(`cluster --desired ${desiredRatio.toFixed(2)}x > ${BUDGET.desiredRatio}x`);
console.log(
  `audit: ${CONFIGS} configurations, ${CONFIGS * ENTRIES} entries, ${CONFIGS * 2} backends probed: ${seconds.toFixed(1)} s with a ${OBSERVE_S} s window ` +
    `(${extra.toFixed(1)} s beyond it; budget ${BUDGET.extraSeconds} s), peak RSS ${Number.isFinite(rssMb) ? `${rssMb.toFixed(0)} MB` : 'n/a'} (budget ${BUDGET.rssMb} MB); ${summary}, exit ${code}`,
);
console.log(
  `audit: cluster --desired with the ${CONFIGS} configurations widened to a second CA: ${desiredRatio.toFixed(2)}x a plain cluster ` +
    `(--observe 0, median of 3 interleaved rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}; budget ${BUDGET.desiredRatio}x), exit ${desiredRun.code}`,
);
process.exit(over.length ? 1 : 0);

// npm run bench: resources per second of `check`, its ratio to a bare js-yaml loadAll of the same bytes,
// linear growth (10,000 vs 100,000 objects), the start-up cost of one small check, and x509 per-chain time.
// Figures are from one run on a shared machine: compare ratios, not absolute times.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAll } from 'js-yaml';

const root = new URL('../', import.meta.url);

/** One webhook-controller Deployment; every tenth races (external host, implicit writer). */
function deployment(i) {
  const racing = i % 10 === 0;
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: webhook-manager-${i}
  namespace: team-${i % 50}
  labels: {app.kubernetes.io/name: webhook-manager-${i}, app.kubernetes.io/part-of: platform}
spec:
  replicas: ${racing ? 4 : 2}
  selector:
    matchLabels: {app: webhook-manager-${i}}
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxUnavailable: 0, maxSurge: 1}
  template:
    metadata:
      labels: {app: webhook-manager-${i}}
    spec:
      serviceAccountName: webhook-manager
      containers:
        - name: manager
          image: ghcr.io/koordinator-sh/koord-manager:v1.5.${i % 7}
          args: [--enable-leader-election, --metrics-addr=:8080, --health-probe-addr=:8000, --v=4]
          env:
            - name: POD_NAMESPACE
              valueFrom: {fieldRef: {fieldPath: metadata.namespace}}
            - name: WEBHOOK_PORT
              value: "9876"
${racing ? '            - {name: WEBHOOK_HOST, value: "lb.example"}' : '            - {name: WEBHOOK_CERT_WRITER, value: secret}\n            - {name: SECRET_NAME, value: "webhook-manager-' + i + '-certs"}'}
          ports: [{containerPort: 9876, name: webhook-server}]
          resources:
            requests: {cpu: 100m, memory: 256Mi}
            limits: {cpu: "1", memory: 1Gi}
          readinessProbe: {httpGet: {path: /readyz, port: 8000}, periodSeconds: 10}
---
apiVersion: v1
kind: Secret
metadata: {name: webhook-manager-${i}-certs, namespace: team-${i % 50}}
`;
}

/** n objects: n/2 Deployments, each with its (empty) Secret, numbered from `first`. */
function corpus(n, first = 0) {
  const parts = [];
  for (let i = first; i < first + n / 2; i++) parts.push(deployment(i));
  return parts.join('---\n');
}

// Both sides run in one process, interleaved, each after a full GC so neither inherits the other's
// heap; both read the same files and keep what they parsed until the clock stops. Best of N.
if (process.argv[2] === '--measure') {
  const [, , , runs, ...files] = process.argv;
  const { runCheck } = await import(new URL('build/src/check.js', root));
  const best = { bare: Infinity, check: Infinity };
  let last;
  for (let i = 0; i < Number(runs); i++) {
    globalThis.gc();
    let t = performance.now();
    const docs = files.map((f) => loadAll(readFileSync(f, 'utf8')));
    best.bare = Math.min(best.bare, performance.now() - t);
    if (!docs.length) throw new Error('nothing parsed');
    globalThis.gc();
    t = performance.now();
    last = await runCheck({ paths: files, cwd: path.dirname(files[0]) });
    best.check = Math.min(best.check, performance.now() - t);
  }
  console.log(JSON.stringify({ ...best, resources: last.stats.resources, findings: last.findings.length }));
  process.exit(0);
}

// Peak memory of one `check` through the real CLI, alone in its process (GNU time's maximum RSS).
function peakRssMB(files) {
  const cli = new URL('dist/cli.mjs', root).pathname;
  const r = spawnSync('/usr/bin/time', ['-f', 'RSS %M', process.execPath, cli, 'check', '--format', 'json', '--output', '/dev/null', ...files], { encoding: 'utf8' });
  return Number(/RSS (\d+)/.exec(r.stderr ?? '')?.[1]) / 1024;
}

function measure(runs, files) {
  const args = ['--expose-gc', '--max-old-space-size=8192', new URL(import.meta.url).pathname, '--measure', String(runs), ...files];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

const dir = mkdtempSync(path.join(tmpdir(), 'wcg-bench-'));
const results = {};
for (const n of [10_000, 100_000]) {
  // Files of 10,000 objects each, as a repository of manifests would hold them.
  const files = [];
  let bytes = 0;
  for (let f = 0; f < n / 10_000; f++) {
    const part = corpus(10_000, f * 5_000);
    files.push(path.join(dir, `bench-${n}-${f}.yaml`));
    writeFileSync(files.at(-1), part);
    bytes += part.length;
  }
  const m = measure(n > 10_000 ? 3 : 7, files);
  results[n] = { ms: m.check, resources: m.resources };
  console.log(`${m.resources} resources (${(bytes / 1e6).toFixed(1)} MB): check ${m.check.toFixed(0)} ms = ${Math.round(m.resources / (m.check / 1000))} resources/s; ` +
    `bare js-yaml loadAll ${m.bare.toFixed(0)} ms; ratio ${(m.check / m.bare).toFixed(2)}; findings ${m.findings}; ` +
    `peak RSS of the CLI alone ${peakRssMB(files).toFixed(0)} MB`);
}
const perObject = (n) => results[n].ms / results[n].resources;
console.log(`growth: ${(perObject(100_000) / perObject(10_000)).toFixed(2)}x cost per object from 10,000 to 100,000 (1.00 = linear)`);

// Start-up: one small file through the real bin, against a bare node start (median of 15 each).
const cli = new URL('dist/cli.mjs', root).pathname;
if (existsSync(cli)) {
  const small = path.join(dir, 'small.yaml');
  writeFileSync(small, deployment(0));
  const median = (args) => {
    const times = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      spawnSync(process.execPath, args, { stdio: 'ignore' });
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b)[7];
  };
  const bareNode = median(['-e', '']);
  const one = median([cli, 'check', small]);
  console.log(`start-up: check on one small file ${one.toFixed(0)} ms, bare node ${bareNode.toFixed(0)} ms, ratio ${(one / bareNode).toFixed(2)}`);
}

const x509Bench = new URL('scripts/bench-x509.mjs', root);
if (existsSync(x509Bench)) execFileSync(process.execPath, [x509Bench.pathname], { stdio: 'inherit' });

// npm run bench: resources per second of `check`, its ratio to a bare js-yaml loadAll of the same bytes,
// linear growth (10,000 vs 100,000 objects), the start-up cost of one small check, and x509 per-chain time.
// Figures are from one run on a shared machine: compare ratios, not absolute times.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAll } from 'js-yaml';

const root = new URL('../', import.meta.url);
const { runCheck } = await import(new URL('build/src/check.js', root));
const { loadProfiles } = await import(new URL('build/src/load/profiles.js', root));

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

function best(runs, fn) {
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

async function bestAsync(runs, fn) {
  let min = Infinity;
  let last;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await fn();
    min = Math.min(min, performance.now() - t);
  }
  return { ms: min, last };
}

const dir = mkdtempSync(path.join(tmpdir(), 'wcg-bench-'));
const profiles = await loadProfiles();
const results = {};
for (const n of [10_000, 100_000]) {
  // Files of 10,000 objects each, as a repository of manifests would hold them.
  const files = [];
  let text = '';
  for (let f = 0; f < n / 10_000; f++) {
    const part = corpus(10_000, f * 5_000);
    files.push(path.join(dir, `bench-${n}-${f}.yaml`));
    writeFileSync(files.at(-1), part);
    text += (text ? '---\n' : '') + part;
  }
  const runs = n > 10_000 ? 2 : 5;
  const bare = best(runs, () => loadAll(text));
  const { ms, last } = await bestAsync(runs, () => runCheck({ paths: files, cwd: dir, profiles }));
  const resources = last.stats.resources;
  results[n] = { ms, resources };
  console.log(`${resources} resources (${(text.length / 1e6).toFixed(1)} MB): check ${ms.toFixed(0)} ms = ${Math.round(resources / (ms / 1000))} resources/s; ` +
    `bare js-yaml loadAll ${bare.toFixed(0)} ms; ratio ${(ms / bare).toFixed(2)}; findings ${last.findings.length}`);
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

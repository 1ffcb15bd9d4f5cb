// npm run bench (its last part): `serve`'s memory with 300 webhook configurations on a real kube-apiserver
// (test/kube/harness, binaries from test/kube/build.sh), while 20 of them have their caBundle rewritten every
// second (watch events, the changes counter). RSS of the serve process (/proc/PID/status VmRSS), sampled
// every 2s: after the first round, the peak, and the growth over the second half of the run. Budget: peak
// <= 100 MB and no growth per round (second half <= 3 MB). Exit 1 when a budget is missed, 2 when not measured.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('../', import.meta.url);
const SECONDS = Number(process.env.BENCH_SERVE_SECONDS ?? 120);
const CONFIGS = 300;
/** BENCH_SERVE_REPORTS=1: serve --reports, with the openreports.io CRDs installed (docs/reports.md). */
const REPORTS = Boolean(process.env.BENCH_SERVE_REPORTS);
const BUDGET = { peakMB: 100, growthMB: 3 };
/**
 * What deploy/monitor sets (NODE_OPTIONS): a small young generation (V8 reserves up to 3 x 16 MB for it by
 * default) and an old generation that collects before it spreads (serve's live set is ~25 MB here).
 */
const SERVE_NODE_OPTIONS = process.env.BENCH_SERVE_NODE_OPTIONS ?? '--max-semi-space-size=1 --max-old-space-size=48';
const harnessUrl = new URL('build/test/kube/harness.js', root);
if (!existsSync(harnessUrl) || !existsSync(new URL('dist/cli.mjs', root))) {
  console.log('serve: n/a (no build/ or dist/: run npm run compile first)');
  process.exit(2);
}
const { kubeBinaries, start, freePort } = await import(harnessUrl.href);
const { makeCa, issueLeaf, b64 } = await import(new URL('build/test/apiserver/certs.js', root).href);
const { serveTls } = await import(new URL('build/test/apiserver/replicas.js', root).href);
const found = await kubeBinaries();
if (typeof found === 'string') {
  console.log(`serve: n/a (${found})`);
  process.exit(2);
}
const cluster = await start();
const servers = [];
let child;
try {
  // 10 webhook servers; each configuration's two entries call one of them by URL (loopback: a URL may be).
  const cas = Array.from({ length: 10 }, (_, i) => makeCa(`bench-${i}`));
  for (const ca of cas)
    servers.push(await serveTls(issueLeaf(ca, { dnsNames: ['localhost'], ips: ['127.0.0.1'], days: 365 })));
  const entry = (i, j) => ({
    name: `w${j}.bench-${i}.example.com`,
    admissionReviewVersions: ['v1'],
    sideEffects: 'None',
    failurePolicy: 'Ignore',
    clientConfig: { url: `https://127.0.0.1:${servers[i % 10].port}/w${j}`, caBundle: b64(cas[i % 10].certPem) },
    rules: [{ apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['configmaps'] }],
    namespaceSelector: { matchLabels: { 'bench-never': 'x' } },
  });
  const path = (i) => `/apis/admissionregistration.k8s.io/v1/${i % 2 ? 'validating' : 'mutating'}webhookconfigurations`;
  for (let i = 0; i < CONFIGS; i++) {
    const kind = i % 2 ? 'ValidatingWebhookConfiguration' : 'MutatingWebhookConfiguration';
    const r = await cluster.api('POST', path(i), {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind,
      metadata: { name: `bench-${i}` },
      webhooks: [entry(i, 0), entry(i, 1)],
    });
    if (r.status !== 201) throw new Error(`create ${kind}: ${r.status}`);
  }
  if (REPORTS) {
    await cluster.kubectl(['apply', '-f', new URL('test/fixtures/report-crds', root).pathname]);
    await cluster.kubectl(['wait', '--for=condition=Established', '--timeout=60s', 'crd', '--all']);
  }
  const port = await freePort();
  child = spawn(
    process.execPath,
    [
      new URL('dist/cli.mjs', root).pathname,
      'serve',
      '--listen',
      `127.0.0.1:${port}`,
      '--interval',
      '2s',
      '--probe',
      '2',
      '--kubeconfig',
      cluster.kubeconfig(),
      ...(REPORTS ? ['--reports'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, NODE_OPTIONS: SERVE_NODE_OPTIONS } },
  );
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
  const rounds = async () =>
    Number(
      /^webhook_cert_gate_rounds_total (\S+)/m.exec(
        await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
      )?.[1] ?? 0,
    );
  for (let t = 0; (await rounds().catch(() => 0)) < 1; t++) {
    if (t > 120) throw new Error('serve did not finish a round within 60s');
    await sleep(500);
  }
  const first = rss();
  // A write war on 20 configurations: caBundle flips between two CAs every second.
  let flips = 0;
  let writing = true;
  const writer = (async () => {
    while (writing) {
      for (let i = 0; i < 20; i++) {
        const got = await cluster.api('GET', `${path(i)}/bench-${i}`);
        for (const w of got.body.webhooks) w.clientConfig.caBundle = b64(cas[(i + flips) % 10].certPem);
        await cluster.api('PUT', `${path(i)}/bench-${i}`, got.body);
      }
      flips++;
      await sleep(1000);
    }
  })();
  const samples = [];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    await sleep(2000);
    samples.push(rss());
  }
  writing = false;
  await writer;
  const n = await rounds();
  if (process.env.BENCH_SERVE_DEBUG) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    console.log(
      text
        .split('\n')
        .filter((l) =>
          /^(nodejs_heap_size|nodejs_external|process_resident|nodejs_heap_space_size_used_bytes|webhook_cert_gate_round_duration|webhook_cert_gate_watched)/.test(
            l,
          ),
        )
        .join('\n'),
    );
  }
  const peak = Math.max(first, ...samples);
  const half = samples.slice(Math.floor(samples.length / 2));
  const growth = half.length > 1 ? half[half.length - 1] - half[0] : 0;
  const ok = peak <= BUDGET.peakMB && growth <= BUDGET.growthMB;
  const reportWrites = cluster
    .auditEvents()
    .filter((e) => /reports$/.test(e.objectRef?.resource ?? '') && ['create', 'update', 'delete'].includes(e.verb));
  if (REPORTS) console.log(`serve --reports: ${reportWrites.length} report writes in ${n} rounds`);
  console.log(
    `serve: ${CONFIGS} configurations (${CONFIGS * 2} entries, 10 backends), ${n} rounds in ${SECONDS}s, ${flips} caBundle flips on 20 of them; ` +
      `RSS after the first round ${first.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, change over the second half ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB ` +
      `(budget: peak <= ${BUDGET.peakMB} MB, second half <= +${BUDGET.growthMB} MB: ${ok ? 'met' : 'MISSED'})`,
  );
  process.exitCode = ok ? 0 : 1;
} catch (e) {
  console.log(`serve: could not be measured: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 2;
} finally {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.close()));
  await cluster.stop();
}

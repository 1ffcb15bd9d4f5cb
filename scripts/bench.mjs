// npm run bench: the cost of `check` as ratios to a bare js-yaml loadAll of the same bytes in the same
// process (docs/performance.md), on a typical repository and on one where every document has findings;
// peak memory; growth from 10,000 to 100,000 objects; whole processes as a user waits for them against a
// whole-process parse floor and peers (bench-process.mjs); x509 per-chain time; how soon `cluster` gives up on an
// API server that never answers (the tests assert the outcome, never the time); the `cluster` audit of 300
// configurations; serve's memory with 300 webhook configurations on a real API server; a GitOps repository of 200
// applications against rendering them alone (bench-gitops.mjs); a catalogue of 81 controller entries against the
// shipped one (bench-catalogue.mjs).
// Figures are from one run on a shared machine: compare ratios, not absolute times. The bench never
// throws: whatever cannot be measured is reported as such, and a missed budget is said, not raised.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAll } from 'js-yaml';
import { allFindings, typical } from './bench-corpus.mjs';
import { processCases } from './bench-process.mjs';
import { rotationCase } from './bench-rotation.mjs';
import { gitopsCase } from './bench-gitops.mjs';
import { catalogueCase } from './bench-catalogue.mjs';

const root = new URL('../', import.meta.url);
const BUDGET = { typical: 1.2, findings: 1.5, growth: 1.25, timeoutMs: 2500 };

// --measure RUNS FILE...: both sides in one process, interleaved, each after a full GC so neither inherits
// the other's heap; both read the same files and keep what they produced until the clock stops. Best of N.
if (process.argv[2] === '--measure') {
  const [, , , runs, ...files] = process.argv;
  const { runCheck } = await import(new URL('build/src/check.js', root));
  // CPU time of this process (all its threads, GC included): other work on a shared machine does not count.
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const best = { bare: Infinity, check: Infinity, bareWall: Infinity, checkWall: Infinity };
  const round = {};
  const ratios = [];
  let last;
  // Each side's result lives until its clock stops and is dropped before the other side runs.
  const timed = async (side, work) => {
    globalThis.gc();
    const [t, w] = [cpu(), performance.now()];
    const result = await work();
    round[side] = cpu() - t;
    best[side] = Math.min(best[side], round[side]);
    best[`${side}Wall`] = Math.min(best[`${side}Wall`], performance.now() - w);
    return result;
  };
  const bare = () => timed('bare', () => files.flatMap((f) => loadAll(readFileSync(f, 'utf8'))).length);
  const check = async () => {
    const r = await timed('check', () => runCheck({ paths: files, cwd: path.dirname(files[0]) }));
    last = {
      resources: r.stats.resources,
      findings: r.findings.length,
      syntax: r.findings.filter((f) => f.rule === 'yaml-syntax').length,
    };
  };
  // One untimed round first, so that both sides are measured with their code compiled (the 100,000-object
  // corpus, ten files in a row, shows what a cold first file costs: its ratio is the steady one). Then
  // alternating order (bare first, then check first): whichever runs second pays for the heap the first grew.
  await bare();
  await check();
  for (const k of Object.keys(best)) best[k] = Infinity;
  for (let i = 0; i < Number(runs); i++) {
    if (i % 2 === 0) {
      await bare();
      await check();
    } else {
      await check();
      await bare();
    }
    ratios.push(round.check / round.bare);
  }
  // The ratio is the median of each round's own ratio: a lucky or unlucky run on one side does not decide it.
  best.ratio = ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
  console.log(JSON.stringify({ ...best, ...last, runs: Number(runs) }));
  process.exit(0);
}

const missed = [];

function measure(runs, files) {
  const args = [
    '--expose-gc',
    '--max-old-space-size=8192',
    new URL(import.meta.url).pathname,
    '--measure',
    String(runs),
    ...files,
  ];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 16 << 20 });
  if (r.status !== 0)
    return { error: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n').slice(-1)[0] };
  try {
    return JSON.parse(r.stdout);
  } catch {
    return { error: `unreadable output: ${r.stdout.slice(0, 200)}` };
  }
}

/** Peak memory of one `check` through the real CLI, alone in its process (GNU time's maximum RSS). */
function peakRss(files) {
  const cli = new URL('dist/cli.mjs', root).pathname;
  if (!existsSync(cli)) return 'n/a (no dist/cli.mjs: npm run compile)';
  if (!existsSync('/usr/bin/time')) return 'n/a (no /usr/bin/time)';
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', 'RSS %M', process.execPath, cli, 'check', '--format', 'json', '--output', '/dev/null', ...files],
    { encoding: 'utf8' },
  );
  const kb = Number(/RSS (\d+)/.exec(r.stderr ?? '')?.[1]);
  return Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)} MB` : 'n/a';
}

function writeFiles(dir, label, texts) {
  return texts.map((text, i) => {
    const file = path.join(dir, `${label}-${i}.yaml`);
    writeFileSync(file, text);
    return file;
  });
}

/** One corpus: check vs bare loadAll, the ratio against its budget, and peak RSS. */
function report(label, files, runs, budget) {
  const bytes = files.reduce((n, f) => n + readFileSync(f).length, 0);
  const m = measure(runs, files);
  if (m.error) {
    console.log(`${label}: could not be measured: ${m.error}`);
    missed.push(`${label} (not measured)`);
    return undefined;
  }
  const ratio = m.ratio;
  const verdict =
    budget === undefined ? '' : ratio <= budget ? ` (budget <= ${budget}: met)` : ` (budget <= ${budget}: MISSED)`;
  if (budget !== undefined && ratio > budget) missed.push(`${label} ratio ${ratio.toFixed(2)} > ${budget}`);
  console.log(
    `${label}: ${m.resources} resources (${(bytes / 1e6).toFixed(1)} MB), ${m.findings} findings` +
      `${m.syntax ? ` (${m.syntax} yaml-syntax!)` : ''}; CPU: check ${m.check.toFixed(0)} ms = ${Math.round(m.resources / (m.check / 1000))} resources/s, ` +
      `bare js-yaml loadAll ${m.bare.toFixed(0)} ms (best of ${m.runs}), ratio ${ratio.toFixed(2)} (median of the rounds)${verdict}; wall ${m.checkWall.toFixed(0)} / ${m.bareWall.toFixed(0)} ms; ` +
      `peak RSS of the CLI alone ${peakRss(files)}`,
  );
  return m;
}

const dir = mkdtempSync(path.join(tmpdir(), 'wcg-bench-'));
// --timeout [N]: only the silent API server's case, N rounds (default 5), each printed; with
// BENCH_TIMEOUT_BASELINE=/path/to/other/dist/cli.mjs that build runs in the same rounds, interleaved.
if (process.argv[2] === '--timeout') {
  try {
    for (let i = 0; i < Number(process.argv[3] ?? 5); i++) {
      await timeoutBudget();
      if (process.env.BENCH_TIMEOUT_BASELINE) await timeoutBudget(process.env.BENCH_TIMEOUT_BASELINE, 'baseline ');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(missed.length ? `budgets missed: ${missed.join('; ')}` : 'budgets: all met');
  process.exit(0);
}
try {
  if (!existsSync(new URL('build/src/check.js', root)))
    console.log('no build/ (run npm test or npm run compile first): nothing to measure');
  else {
    const runs = Number(process.env.BENCH_RUNS ?? 15);
    const small = report('typical repository', writeFiles(dir, 'typical', [typical(10_000)]), runs, BUDGET.typical);
    report('every document has findings', writeFiles(dir, 'findings', [allFindings(10_000)]), runs, BUDGET.findings);
    // 100,000 objects as a repository holds them: ten files of 10,000.
    const big = report(
      'typical repository x10',
      writeFiles(
        dir,
        'typical100k',
        Array.from({ length: 10 }, (_, f) => typical(10_000, f * 10_000)),
      ),
      Math.max(1, Math.ceil(runs / 3)),
    );
    if (small && big) {
      const growth = big.check / big.resources / (small.check / small.resources);
      const bareGrowth = big.bare / big.resources / (small.bare / small.resources);
      const ok = growth <= BUDGET.growth;
      if (!ok) missed.push(`growth ${growth.toFixed(2)} > ${BUDGET.growth}`);
      console.log(
        `growth: ${growth.toFixed(2)}x cost per object from 10,000 to 100,000 (1.00 = linear; bare js-yaml ${bareGrowth.toFixed(2)}x; budget <= ${BUDGET.growth}: ${ok ? 'met' : 'MISSED'})`,
      );
    }
    const rotation = rotationCase(runs);
    console.log(rotation.line);
    if (!rotation.met) missed.push('check --before ratio');
    const gitops = gitopsCase(Math.max(1, Math.min(3, Math.ceil(runs / 5))));
    for (const line of gitops.lines) console.log(line);
    if (!gitops.met) missed.push('gitops repository ratios');
    if (!(await catalogueCase(Math.max(3, Math.ceil(runs / 3)))).met) missed.push('catalogue of 81 entries');
  }
  missed.push(...processCases());
  await timeoutBudget();
} catch (e) {
  console.log(`bench stopped early: ${e instanceof Error ? e.message : String(e)}`);
  missed.push('bench stopped early');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
x509();
auditCost();
serveMemory();
console.log(missed.length ? `budgets missed: ${missed.join('; ')}` : 'budgets: all met');

/** The x509 micro benchmark prints its own table; its exit status says whether a chain went over budget. */
function x509() {
  const script = new URL('scripts/bench-x509.mjs', root).pathname;
  if (!existsSync(script)) return;
  const r = spawnSync(process.execPath, [script], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (r.status === 1) missed.push('x509 per-chain time (see the table above)');
  else if (r.status !== 0) {
    console.log(`x509: could not be measured: ${(r.stderr || `exit ${r.status}`).trim().split('\n').slice(-1)[0]}`);
    missed.push('x509 (not measured)');
  }
}

/** `cluster --timeout 1s` against an API server that accepts TCP and never answers: exit 2 within the budget. */
async function timeoutBudget(cli = new URL('dist/cli.mjs', root).pathname, label = '') {
  if (!existsSync(cli)) return console.log(`${label}cluster --timeout: n/a (no ${cli})`);
  const sockets = [];
  const server = createServer((socket) => void sockets.push(socket));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const kubeconfig = path.join(dir, 'kubeconfig');
  writeFileSync(
    kubeconfig,
    `apiVersion: v1
kind: Config
clusters: [{name: c, cluster: {server: "https://127.0.0.1:${server.address().port}", insecure-skip-tls-verify: true}}]
users: [{name: u, user: {token: bench}}]
contexts: [{name: x, context: {cluster: c, user: u, namespace: default}}]
current-context: x
`,
  );
  try {
    const started = performance.now();
    const code = await new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [cli, 'cluster', '--kubeconfig', kubeconfig, '--timeout', '1s', '--observe', '0', '--probe', '0'],
        { stdio: 'ignore' },
      );
      child.on('close', resolve);
    });
    const ms = performance.now() - started;
    const ok = code === 2 && ms <= BUDGET.timeoutMs;
    if (!ok && !label) missed.push(`cluster --timeout 1s took ${ms.toFixed(0)} ms (exit ${code})`);
    console.log(
      `${label}cluster --timeout 1s on a silent API server: exit ${code} after ${ms.toFixed(0)} ms (budget <= ${BUDGET.timeoutMs} ms: ${ok ? 'met' : 'MISSED'})`,
    );
  } finally {
    for (const s of sockets) s.destroy();
    server.close();
  }
}

/** serve's memory with 300 configurations on a real API server (scripts/bench-serve.mjs prints its line). */
function serveMemory() {
  const r = spawnSync(process.execPath, [new URL('scripts/bench-serve.mjs', root).pathname], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    timeout: 900_000,
  });
  if (r.status === 1) missed.push('serve memory (see the line above)');
  else if (r.status !== 0 && r.status !== 2) missed.push('serve memory (not measured)');
}

/** `cluster` auditing 300 webhook configurations (1,500 entries) against an in-process API stand-in. */
function auditCost() {
  const script = new URL('scripts/bench-audit.mjs', root).pathname;
  const r = spawnSync(process.execPath, [script], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (r.status === 1) missed.push('audit of 300 configurations (see the line above)');
  else if (r.status !== 0) {
    console.log(`audit: could not be measured: ${(r.stderr || `exit ${r.status}`).trim().split('\n').slice(-1)[0]}`);
    missed.push('audit (not measured)');
  }
}

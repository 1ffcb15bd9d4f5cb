// Whole processes, as a user waits for them (docs/performance.md): the real CLI against the parse floor (a
// fresh node running a bare js-yaml loadAll of the same files, scripts/bench-floor.mjs), `node -e 0`, and
// kubeconform when it is on PATH, in the same interleaved rounds. Wall time and peak RSS of each process.
// Run alone: node scripts/bench-process.mjs (BENCH_PROCESS_RUNS rounds, default 7); with --startup only the
// start-up bound cases (one file, 20 files), for quick iteration. BENCH_PROCESS_BASELINE=OTHER/dist/cli.mjs adds
// a second build of the gate to the same rounds (A/B: "baseline / node" beside "gate / node").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { allFindings, controller, typical } from './bench-corpus.mjs';

const root = new URL('../', import.meta.url);
const cli = new URL('dist/cli.mjs', root).pathname;
const floorScript = new URL('scripts/bench-floor.mjs', root).pathname;

/**
 * The cases and their targets: `floor` is the most a case may cost as a ratio to the parse floor, `node` as a
 * ratio to `node -e 0` (start-up bound cases), `rss` its peak RSS in MB.
 */
function cases(dir, startupOnly) {
  const write = (rel, text) => {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  const one = write('one/webhook.yaml', controller(0, true));
  const pr = Array.from({ length: 20 }, (_, i) => write(`pr/app-${i}.yaml`, typical(5, i * 5)));
  const startup = [
    { label: 'one file', paths: [one], node: 1.3 },
    { label: '20 files', paths: pr, node: 1.5 },
  ];
  if (startupOnly) return startup;
  // A repository's shape: 10,000 files of one object each, in 100 folders.
  for (let i = 0; i < 10_000; i++) write(`repo/team-${String(i % 100).padStart(2, '0')}/object-${i}.yaml`, typical(1, i));
  return [
    ...startup,
    { label: '10,000 files', paths: [path.join(dir, 'repo')], floor: 1.3, peer: true },
    { label: 'one file of 10,000 objects', paths: [write('typical/all.yaml', typical(10_000))], floor: 1.3, rss: 120 },
    { label: 'all-findings, 10,000 objects', paths: [write('findings/all.yaml', allFindings(10_000))], floor: 1.4, rss: 250 },
  ];
}

/** One process: wall time as the caller sees it, and its peak RSS from GNU time (when installed). */
function run(cmd, args) {
  const timed = existsSync('/usr/bin/time');
  const t = performance.now();
  const r = timed
    ? spawnSync('/usr/bin/time', ['-f', 'CPU %U %S RSS %M', cmd, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 })
    : spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 });
  const wall = performance.now() - t;
  const m = /CPU ([\d.]+) ([\d.]+) RSS (\d+)\s*$/.exec(r.stderr ?? '');
  // CPU (user + system, all threads): on a shared machine the wall clock also counts waiting for a core.
  return { wall, cpu: m ? (Number(m[1]) + Number(m[2])) * 1000 : NaN, rss: m ? Number(m[3]) / 1024 : NaN, status: r.status, stderr: r.stderr ?? '' };
}

function onPath(name) {
  for (const d of (process.env.PATH ?? '').split(path.delimiter)) if (d && existsSync(path.join(d, name))) return path.join(d, name);
  return undefined;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * kubeconform as its users run it; with KUBECONFORM_SCHEMA_LOCATION (a local schema folder or template) it
 * validates, without it (no network here) it runs with no schemas, which is only its parse: a lower bound.
 */
function kubeconformArgs(paths) {
  const loc = process.env.KUBECONFORM_SCHEMA_LOCATION;
  return loc ? ['-summary', '-schema-location', loc, ...paths] : ['-summary', '-ignore-missing-schemas', '-schema-location', path.join(tmpdir(), 'wcg-no-schemas', '{{ .ResourceKind }}.json'), ...paths];
}

/** Every case in interleaved rounds (the order of the commands rotates each round); returns the missed targets. */
export function processCases(runs = Number(process.env.BENCH_PROCESS_RUNS ?? 7), { startupOnly = false } = {}) {
  const missed = [];
  if (!existsSync(cli)) {
    console.log('whole processes: n/a (no dist/cli.mjs: npm run compile)');
    return ['whole processes (not measured)'];
  }
  const kubeconform = onPath('kubeconform');
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-bench-process-'));
  try {
    const all = cases(dir, startupOnly);
    const baseline = process.env.BENCH_PROCESS_BASELINE;
    const sides = (c) => [
      ['floor', process.execPath, [floorScript, ...c.paths]],
      ['gate', process.execPath, [cli, 'check', '--format', 'json', ...c.paths]],
      ...(baseline ? [['baseline', process.execPath, [baseline, 'check', '--format', 'json', ...c.paths]]] : []),
      ['node', process.execPath, ['-e', '0']],
      ...(kubeconform ? [['kubeconform', kubeconform, kubeconformArgs(c.paths)]] : []),
    ];
    const samples = all.map((c) => Object.fromEntries(sides(c).map(([s]) => [s, []])));
    const ratios = all.map(() => ({ floor: [], floorCpu: [], node: [], nodeCpu: [], baseline: [], kubeconform: [] }));
    for (let round = -1; round < runs; round++) {
      all.forEach((c, k) => {
        const list = sides(c);
        const turn = list.map((_, i) => list[(i + Math.max(round, 0)) % list.length]);
        const got = {};
        for (const [side, cmd, args] of turn) {
          const r = run(cmd, args);
          if ((side === 'gate' || side === 'baseline') && r.status !== 0 && r.status !== 1) throw new Error(`${c.label}: the gate exited ${r.status}: ${r.stderr.trim().split('\n')[0]}`);
          got[side] = r;
        }
        if (round < 0) return; // the first round warms the file cache and is not counted
        for (const side of Object.keys(got)) samples[k][side].push(got[side]);
        ratios[k].floor.push(got.gate.wall / got.floor.wall);
        ratios[k].floorCpu.push(got.gate.cpu / got.floor.cpu);
        ratios[k].node.push(got.gate.wall / got.node.wall);
        ratios[k].nodeCpu.push(got.gate.cpu / got.node.cpu);
        if (got.baseline) ratios[k].baseline.push(got.baseline.wall / got.node.wall);
        if (got.kubeconform) ratios[k].kubeconform.push(got.kubeconform.wall / got.gate.wall);
      });
    }
    const [l1, l5] = loadavg();
    console.log(`\nwhole processes, ${runs} interleaved rounds (median wall; ratios are medians of each round's own ratio); load average ${l1.toFixed(1)} ${l5.toFixed(1)} on ${availableParallelism()} cores`);
    console.log(`| case | gate | parse floor | gate / floor | CPU gate / floor | node -e 0 | gate / node | CPU gate / node | gate peak RSS | floor peak RSS | kubeconform / gate |${baseline ? ' baseline / node |' : ''}`);
    console.log(`|---|---|---|---|---|---|---|---|---|---|---|${baseline ? '---|' : ''}`);
    all.forEach((c, k) => {
      const s = samples[k];
      const ms = (side) => `${median(s[side].map((x) => x.wall)).toFixed(0)} ms`;
      const mb = (side) => `${median(s[side].map((x) => x.rss)).toFixed(0)} MB`;
      const rf = median(ratios[k].floor);
      const rn = median(ratios[k].node);
      const rss = median(s.gate.map((x) => x.rss));
      const check = (value, target, what) => {
        if (target === undefined) return '';
        const ok = value <= target;
        if (!ok) missed.push(`${c.label}: ${what} ${value.toFixed(2)} > ${target}`);
        return ` (≤ ${target}: ${ok ? 'met' : 'MISSED'})`;
      };
      const peer = kubeconform
        ? `${median(ratios[k].kubeconform).toFixed(2)}${c.peer ? (median(ratios[k].kubeconform) >= 1 ? ' (gate faster: met)' : ' (gate slower: MISSED)') : ''}`
        : 'not on PATH';
      if (kubeconform && c.peer && median(ratios[k].kubeconform) < 1) missed.push(`${c.label}: kubeconform faster than the gate`);
      console.log(`| ${c.label} | ${ms('gate')} | ${ms('floor')} | ${rf.toFixed(2)}${check(rf, c.floor, 'gate/floor')} | ${median(ratios[k].floorCpu).toFixed(2)} | ${ms('node')} | ${rn.toFixed(2)}${check(rn, c.node, 'gate/node')} | ${median(ratios[k].nodeCpu).toFixed(2)} | ${mb('gate')}${check(rss, c.rss, 'peak RSS MB')} | ${mb('floor')} | ${peer} |${baseline ? ` ${median(ratios[k].baseline).toFixed(2)} (${mb('baseline')}) |` : ''}`);
    });
    if (!kubeconform) console.log('note: kubeconform is not on PATH, so no peer ran (install it to compare; KUBECONFORM_SCHEMA_LOCATION for offline schemas)');
    else if (!process.env.KUBECONFORM_SCHEMA_LOCATION) console.log('note: kubeconform ran without schemas (no KUBECONFORM_SCHEMA_LOCATION): its figures are its parse only, a lower bound of its cost');
  } catch (e) {
    console.log(`whole processes: could not be measured: ${e instanceof Error ? e.message : String(e)}`);
    missed.push('whole processes (not measured)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return missed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missed = processCases(undefined, { startupOnly: process.argv.includes('--startup') });
  console.log(missed.length ? `targets missed: ${missed.join('; ')}` : 'targets: all met');
}

// Whole processes, as a user waits for them (docs/performance.md): the real CLI against the parse floor (a
// fresh node running a bare js-yaml loadAll of the same files, scripts/bench-floor.mjs), `node -e 0`, and
// kubeconform (on PATH or in the tool cache) with real Kubernetes schemas and without any, in the same interleaved
// rounds. Wall time, CPU time and peak RSS of each process.
// Run alone: node scripts/bench-process.mjs (BENCH_PROCESS_RUNS rounds, default 7; BENCH_PROCESS_CASE=<label>
// runs only that case, e.g. BENCH_PROCESS_CASE='10,000 files'); with --startup only the start-up bound cases
// (one file, 20 files), for quick iteration. BENCH_PROCESS_BASELINE=OTHER/dist/cli.cjs adds another build of the
// gate to the same rounds (A/B: "baseline / node" beside "gate / node", "baseline / floor" and "gate / baseline",
// wall and CPU); several builds, separated by ':', each get their own columns (A/B/C).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { allFindings, controller, typical } from './bench-corpus.mjs';

const root = new URL('../', import.meta.url);
const cli = new URL('dist/cli.cjs', root).pathname;
const floorScript = new URL('scripts/bench-floor.mjs', root).pathname;

/**
 * The cases and their targets: `floor` is the most a case may cost as a ratio to the parse floor, `node` as a
 * ratio to `node -e 0` (start-up bound cases), `rss` its peak RSS in MB.
 */
export function cases(dir, startupOnly = false) {
  const write = (rel, text) => {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  const one = write('one/webhook.yaml', controller(0, true));
  const pr = Array.from({ length: 20 }, (_, i) => write(`pr/app-${i}.yaml`, typical(5, i * 5)));
  const startup = [
    { label: 'one file', paths: [one], node: 1.3, floor: 1.1 },
    { label: '20 files', paths: pr, node: 1.5, floor: 1.1 },
  ];
  if (startupOnly) return startup;
  // A repository's shape: 10,000 files of one object each, in 100 folders.
  for (let i = 0; i < 10_000; i++)
    write(`repo/team-${String(i % 100).padStart(2, '0')}/object-${i}.yaml`, typical(1, i));
  return [
    ...startup,
    { label: '10,000 files', paths: [path.join(dir, 'repo')], floor: 1.3, peer: true },
    { label: 'one file of 10,000 objects', paths: [write('typical/all.yaml', typical(10_000))], floor: 1.3, rss: 120 },
    {
      label: 'all-findings, 10,000 objects',
      paths: [write('findings/all.yaml', allFindings(10_000))],
      floor: 1.4,
      rss: 250,
    },
  ];
}

/** One process: wall time as the caller sees it, and its peak RSS from GNU time (when installed). */
function run(cmd, args) {
  const timed = existsSync('/usr/bin/time');
  const t = performance.now();
  const r = timed
    ? spawnSync('/usr/bin/time', ['-f', 'CPU %U %S RSS %M', cmd, ...args], {
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      })
    : spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 });
  const wall = performance.now() - t;
  const m = /CPU ([\d.]+) ([\d.]+) RSS (\d+)\s*$/.exec(r.stderr ?? '');
  // CPU (user + system, all threads): on a shared machine the wall clock also counts waiting for a core.
  return {
    wall,
    cpu: m ? (Number(m[1]) + Number(m[2])) * 1000 : NaN,
    rss: m ? Number(m[3]) / 1024 : NaN,
    status: r.status,
    stderr: r.stderr ?? '',
  };
}

function onPath(name) {
  for (const d of (process.env.PATH ?? '').split(path.delimiter))
    if (d && existsSync(path.join(d, name))) return path.join(d, name);
  return undefined;
}

const toolCache = process.env.WCG_CACHE ?? path.join(process.env.HOME ?? homedir(), '.cache', 'webhook-cert-gate');

/** kubeconform on PATH, else the newest `kubeconform-<version>/kubeconform` in the tool cache. */
function findKubeconform() {
  const cached = existsSync(toolCache)
    ? readdirSync(toolCache)
        .filter((d) => /^kubeconform-[\d.]+$/.test(d))
        .sort()
        .reverse()
    : [];
  return onPath('kubeconform') ?? cached.map((d) => path.join(toolCache, d, 'kubeconform')).find((f) => existsSync(f));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pair = (wall, cpu) => `${median(wall).toFixed(2)} (${median(cpu).toFixed(2)})`;
/** One baseline's columns: its wall ratio to `node -e 0` (its peak RSS), to the floor, and the gate's to it. */
const baselineColumns = (b, rss) =>
  ` ${median(b.node).toFixed(2)} (${rss}) | ${pair(b.floor, b.floorCpu)} | ${pair(b.vs, b.vsCpu)} |`;

/**
 * Where kubeconform reads its schemas: KUBECONFORM_SCHEMA_LOCATION (a local folder or template) when set, else
 * Kubernetes schemas generated from the real kube-apiserver (test/kube/k8s-schemas.ts, cached outside the
 * repository). `{ args }` to pass, or `{ note }` saying why there are none.
 */
function kubeconformSchemas() {
  const loc = process.env.KUBECONFORM_SCHEMA_LOCATION;
  if (loc) return { args: ['-schema-location', loc] };
  const script = new URL('build/test/kube/k8s-schemas.js', root).pathname;
  if (!existsSync(script)) return { note: 'no build/test/kube/k8s-schemas.js (npm run compile)' };
  const r = spawnSync(process.execPath, [script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    timeout: 600_000,
  });
  const line = (r.stdout ?? '').trim().split('\n').pop() ?? '';
  if (r.status !== 0) return { note: line || `test/kube/k8s-schemas.ts exited ${r.status}` };
  const version = /k8s-schemas-([\d.]+)$/.exec(line)?.[1];
  const template = path.join(
    line,
    '{{ .NormalizedKubernetesVersion }}-standalone{{ .StrictSuffix }}',
    '{{ .ResourceKind }}{{ .KindSuffix }}.json',
  );
  return { args: ['-kubernetes-version', version, '-schema-location', template] };
}

/** Without schemas (no network here): kubeconform's parse only, a lower bound of its cost. */
const parseOnly = [
  '-ignore-missing-schemas',
  '-schema-location',
  path.join(tmpdir(), 'wcg-no-schemas', '{{ .ResourceKind }}.json'),
];

/** Every case in interleaved rounds (the order of the commands rotates each round); returns the missed targets. */
export function processCases(runs = Number(process.env.BENCH_PROCESS_RUNS ?? 7), { startupOnly = false } = {}) {
  const missed = [];
  if (!existsSync(cli)) {
    console.log('whole processes: n/a (no dist/cli.cjs: npm run compile)');
    return ['whole processes (not measured)'];
  }
  const kubeconform = findKubeconform();
  const schemas = kubeconform ? kubeconformSchemas() : { note: 'kubeconform not found' };
  const only = process.env.BENCH_PROCESS_CASE;
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-bench-process-'));
  try {
    const every = cases(dir, startupOnly);
    const all = every.filter((c) => !only || c.label === only);
    if (!all.length)
      throw new Error(`BENCH_PROCESS_CASE=${only} names no case (${every.map((c) => c.label).join('; ')})`);
    const baselines = (process.env.BENCH_PROCESS_BASELINE ?? '').split(path.delimiter).filter(Boolean);
    const named = baselines.map((file, i) => [i ? `baseline ${i + 1}` : 'baseline', file]);
    const sides = (c) => [
      ['floor', process.execPath, [floorScript, ...c.paths]],
      ['gate', process.execPath, [cli, 'check', '--format', 'json', ...c.paths]],
      ...named.map(([side, file]) => [side, process.execPath, [file, 'check', '--format', 'json', ...c.paths]]),
      ['node', process.execPath, ['-e', '0']],
      ...(kubeconform ? [['kubeconform bare', kubeconform, ['-summary', ...parseOnly, ...c.paths]]] : []),
      ...(kubeconform && schemas.args ? [['kubeconform', kubeconform, ['-summary', ...schemas.args, ...c.paths]]] : []),
    ];
    const samples = all.map((c) => Object.fromEntries(sides(c).map(([s]) => [s, []])));
    const ratios = all.map(() => ({
      floor: [],
      floorCpu: [],
      node: [],
      nodeCpu: [],
      baselines: named.map(() => ({ node: [], floor: [], floorCpu: [], vs: [], vsCpu: [] })),
      kubeconform: [],
      kubeconformCpu: [],
      bare: [],
      bareCpu: [],
    }));
    for (let round = -1; round < runs; round++) {
      all.forEach((c, k) => {
        const list = sides(c);
        const turn = list.map((_, i) => list[(i + Math.max(round, 0)) % list.length]);
        const got = {};
        for (const [side, cmd, args] of turn) {
          const r = run(cmd, args);
          if ((side === 'gate' || side.startsWith('baseline')) && r.status !== 0 && r.status !== 1)
            throw new Error(`${c.label}: the gate exited ${r.status}: ${r.stderr.trim().split('\n')[0]}`);
          // A peer that rejects the corpus did not do the work measured (test/bench/kubeconform.cluster.ts).
          if (side.startsWith('kubeconform') && r.status !== 0)
            throw new Error(`${c.label}: ${side} exited ${r.status}`);
          got[side] = r;
        }
        if (round < 0) return; // the first round warms the file cache and is not counted
        for (const side of Object.keys(got)) samples[k][side].push(got[side]);
        ratios[k].floor.push(got.gate.wall / got.floor.wall);
        ratios[k].floorCpu.push(got.gate.cpu / got.floor.cpu);
        ratios[k].node.push(got.gate.wall / got.node.wall);
        ratios[k].nodeCpu.push(got.gate.cpu / got.node.cpu);
        named.forEach(([side], i) => {
          const b = ratios[k].baselines[i];
          b.node.push(got[side].wall / got.node.wall);
          b.floor.push(got[side].wall / got.floor.wall);
          b.floorCpu.push(got[side].cpu / got.floor.cpu);
          b.vs.push(got.gate.wall / got[side].wall);
          b.vsCpu.push(got.gate.cpu / got[side].cpu);
        });
        for (const [side, key] of [
          ['kubeconform', 'kubeconform'],
          ['kubeconform bare', 'bare'],
        ]) {
          if (!got[side]) continue;
          ratios[k][key].push(got[side].wall / got.gate.wall);
          ratios[k][`${key}Cpu`].push(got[side].cpu / got.gate.cpu);
        }
      });
    }
    const [l1, l5] = loadavg();
    console.log(
      `\nwhole processes, ${runs} interleaved rounds (median wall; ratios are medians of each round's own ratio); load average ${l1.toFixed(1)} ${l5.toFixed(1)} on ${availableParallelism()} cores`,
    );
    named.forEach(([side, file]) => console.log(`${side}: ${file}`));
    console.log(
      `| case | gate | parse floor | gate / floor | CPU gate / floor | node -e 0 | gate / node | CPU gate / node | gate peak RSS | floor peak RSS | kubeconform / gate (CPU) | kubeconform parse only / gate (CPU) |${named.map(([b]) => ` ${b} / node | ${b} / floor (CPU) | gate / ${b} (CPU) |`).join('')}`,
    );
    console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|${'---|---|---|'.repeat(named.length)}`);
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
      // The target is against kubeconform validating (with schemas); its parse alone when there are none.
      const target = ratios[k].kubeconform.length ? 'kubeconform' : 'bare';
      const peer = (key) => {
        if (!ratios[k][key].length) return 'not run';
        const r = median(ratios[k][key]);
        const verdict = c.peer && key === target ? (r >= 1 ? ' gate faster: met' : ' gate slower: MISSED') : '';
        if (verdict.endsWith('MISSED'))
          missed.push(`${c.label}: kubeconform${key === 'bare' ? ' (parse only)' : ''} faster than the gate`);
        return `${r.toFixed(2)} (${median(ratios[k][`${key}Cpu`]).toFixed(2)})${verdict}`;
      };
      console.log(
        `| ${c.label} | ${ms('gate')} | ${ms('floor')} | ${rf.toFixed(2)}${check(rf, c.floor, 'gate/floor')} | ${median(ratios[k].floorCpu).toFixed(2)} | ${ms('node')} | ${rn.toFixed(2)}${check(rn, c.node, 'gate/node')} | ${median(ratios[k].nodeCpu).toFixed(2)} | ${mb('gate')}${check(rss, c.rss, 'peak RSS MB')} | ${mb('floor')} | ${peer('kubeconform')} | ${peer('bare')} |${named.map(([side], i) => baselineColumns(ratios[k].baselines[i], mb(side))).join('')}`,
      );
    });
    if (!kubeconform) console.log('note: kubeconform not found (on PATH or in the tool cache), so no peer ran');
    else if (schemas.note)
      console.log(`note: kubeconform ran without schemas only (${schemas.note}): its parse, a lower bound of its cost`);
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

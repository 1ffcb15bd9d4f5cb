// check --before on the typical repository (10,000 objects as the state deployed and as the change) against
// a plain check of one state, in one process, interleaved, CPU time, median of the rounds' ratios
// (docs/rotation.md, issue 30: budget 2.2). `node scripts/bench-rotation.mjs [RUNS]`, after a build;
// npm run bench runs it too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { typical } from './bench-corpus.mjs';

const root = new URL('../', import.meta.url);
export const ROTATION_BUDGET = 2.2;

if (process.argv[2] === '--measure') {
  const [, , , runs, before, after] = process.argv;
  const { runCheck } = await import(new URL('build/src/check.js', root));
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const timed = async (work) => {
    globalThis.gc();
    const t = cpu();
    await work();
    return cpu() - t;
  };
  const cwd = path.dirname(after);
  const plain = () => timed(() => runCheck({ paths: [after], cwd }));
  // As check-command.ts does: the deployed state's models only, then the change judged against them.
  const judged = () =>
    timed(async () => {
      const deployed = await runCheck({ paths: [before], cwd, modelsOnly: true });
      await runCheck({ paths: [after], cwd, before: deployed.models });
    });
  await plain();
  await judged();
  const ratios = [];
  const best = { plain: Infinity, before: Infinity };
  for (let i = 0; i < Number(runs); i++) {
    const [p, b] = i % 2 === 0 ? [await plain(), await judged()] : [undefined, await judged()];
    const q = p ?? (await plain());
    best.plain = Math.min(best.plain, q);
    best.before = Math.min(best.before, b);
    ratios.push(b / q);
  }
  const ratio = ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
  console.log(JSON.stringify({ ...best, ratio, runs: Number(runs) }));
  process.exit(0);
}

/** Runs the measurement in its own process; returns the line to print and whether the budget was met. */
export function rotationCase(runs) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-bench-rotation-'));
  try {
    const before = path.join(dir, 'before.yaml');
    const after = path.join(dir, 'after.yaml');
    writeFileSync(before, typical(10_000));
    writeFileSync(after, typical(10_000));
    const r = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        '--max-old-space-size=8192',
        new URL(import.meta.url).pathname,
        '--measure',
        String(runs),
        before,
        after,
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0)
      return { line: `check --before: could not be measured: ${r.stderr.trim().split('\n').pop()}`, met: false };
    const m = JSON.parse(r.stdout);
    const met = m.ratio <= ROTATION_BUDGET;
    return {
      met,
      line:
        `check --before on the typical repository (10,000 objects each side): CPU ${m.before.toFixed(0)} ms against ` +
        `${m.plain.toFixed(0)} ms for one state (best of ${m.runs}), ratio ${m.ratio.toFixed(2)} (median; budget <= ${ROTATION_BUDGET}: ${met ? 'met' : 'MISSED'})`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(rotationCase(Number(process.argv[2] ?? 7)).line);

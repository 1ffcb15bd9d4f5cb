// Resource bounds at scale (npm run test:slow): a 100,000-file tree, and peak memory for 10,000 resources.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { assertCleanExit, count, fastTempBase, ROOT, runProcess, tempDir } from './harness.js';

// The corpus generator of `npm run bench` (a plain script, so imported at run time from the repository root).
const { controller } = (await import(pathToFileURL(path.join(ROOT, 'scripts/bench-corpus.mjs')).href)) as {
  controller: (i: number, racing: boolean) => string;
};

const tmp = tempDir('wcg-limits-slow-');
after(() => {
  tmp.cleanup();
});

test('a folder of 100,000 files is walked in bounded time and memory', () => {
  const n = Number(process.env.HARDENING_FILES ?? 100_000);
  const many = tempDir('wcg-many-', fastTempBase());
  after(() => {
    many.cleanup();
  });
  const root = path.join(many.dir, 'many');
  for (let d = 0; d < n / 1000; d++) {
    mkdirSync(path.join(root, `d${d}`), { recursive: true });
    for (let i = 0; i < 1000; i++) {
      const text = i % 100 === 0 ? `kind: ConfigMap\nmetadata: {name: c${d}-${i}}\n` : '# generated\n';
      writeFileSync(path.join(root, `d${d}`, `f${i}.yaml`), text);
    }
  }
  const r = measured(['check', root]);
  count('limits: files in one tree', n);
  assertCleanExit(r, `${n} files`);
  assert.match(r.stdout, new RegExp(`${n / 100} resources from ${n} files`));
  console.log(`hardening: ${n} files: ${r.ms} ms, peak RSS ${r.rssMb} MB`);
  assert.ok(r.rssMb < 1024, `peak RSS ${r.rssMb} MB`);
});

test('peak RSS of check on 10,000 resources (5,000 Deployments and their Secrets)', () => {
  const parts: string[] = [];
  for (let i = 0; i < 5000; i++) parts.push(benchObject(i));
  const file = tmp.write('bench/bench-10000.yaml', parts.join('---\n'));
  const r = measured(['check', file, '--format', 'json']);
  count('limits: bench resources', 10_000);
  assertCleanExit(r, 'bench');
  assert.equal(r.code, 1, 'the racing Deployments are found');
  console.log(`hardening: 10,000 resources: ${r.ms} ms, peak RSS ${r.rssMb} MB`);
  assert.ok(r.rssMb < 768, `peak RSS ${r.rssMb} MB`);
});

const RSS_MARK = '\n@@maxRSS=';

/** Runs the real CLI and reports its peak RSS (process.resourceUsage, in the process itself). */
function measured(argv: string[]) {
  const hook = `data:text/javascript,process.on("exit",()=>process.stderr.write(${JSON.stringify(RSS_MARK)}+process.resourceUsage().maxRSS))`;
  const r = runProcess(argv, { nodeArgs: ['--import', hook], timeoutMs: 120_000 });
  const at = r.stderr.lastIndexOf(RSS_MARK);
  assert.ok(at >= 0, `no RSS figure: ${r.stderr.slice(0, 500)}`);
  const rssMb = Math.round(Number(r.stderr.slice(at + RSS_MARK.length)) / 1024);
  return { ...r, stderr: r.stderr.slice(0, at), rssMb };
}

/** The bench's webhook controller Deployment (every tenth racing here) and the Secret its certificates live in. */
function benchObject(i: number): string {
  return `${controller(i, i % 10 === 0)}---
apiVersion: v1
kind: Secret
metadata: {name: webhook-manager-${i}-certs, namespace: team-${i % 50}}
`;
}

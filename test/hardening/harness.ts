// Shared helpers for the hardening suite: run the CLI in-process with a fake CliIo, check the
// "clean exit" property, and count how many inputs each path saw.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';

/** The repository root, from build/test/hardening/. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CLI = path.join(ROOT, 'dist', 'cli.mjs');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface RunOptions {
  cwd?: string;
  stdin?: string;
  env?: NodeJS.ProcessEnv;
}

/** Runs `main(argv)` with captured output. */
export async function runMain(argv: string[], options: RunOptions = {}): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (s) => void (stdout += s),
    err: (s) => void (stderr += s),
    readStdin: () => Promise.resolve(options.stdin ?? ''),
    cwd: options.cwd ?? os.tmpdir(),
    env: options.env ?? {},
    isTTY: false,
  };
  const start = Date.now();
  const code = await main(argv, io);
  return { code, stdout, stderr, ms: Date.now() - start };
}

/** Runs the bundled CLI as a real process. */
export function runProcess(
  argv: string[],
  options: RunOptions & { timeoutMs?: number; nodeArgs?: string[] } = {},
): RunResult & { signal: NodeJS.Signals | null } {
  const start = Date.now();
  const r = spawnSync(process.execPath, [...(options.nodeArgs ?? []), CLI, ...argv], {
    cwd: options.cwd ?? os.tmpdir(),
    input: options.stdin ?? '',
    env: { PATH: process.env.PATH, ...(options.env ?? {}) },
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 30_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status ?? -1, signal: r.signal, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - start };
}

const STACK_LINE = /^\s+at .+/m;

/**
 * The property every input must keep: exit 0, 1 or 2; no stack trace or raw JS error on stderr;
 * on exit 2 a message on stderr, each line one complete message starting with the tool name.
 */
export function assertCleanExit(r: RunResult, what: string): void {
  const tail = `\n--- ${what}\nstderr: ${r.stderr.slice(0, 2000)}`;
  assert.ok([0, 1, 2].includes(r.code), `exit ${r.code}${tail}`);
  assert.doesNotMatch(r.stderr, STACK_LINE, `stack trace on stderr${tail}`);
  assert.doesNotMatch(
    r.stderr,
    /\b(TypeError|RangeError|ReferenceError|SyntaxError|internal error)\b/,
    `raw error on stderr${tail}`,
  );
  if (r.code === 2) {
    assert.ok(r.stderr.trim().length > 0, `exit 2 without a message${tail}`);
    for (const line of r.stderr.trimEnd().split('\n')) {
      assert.match(
        line,
        /^webhook-cert-gate( [a-z]+)?: \S/,
        `stderr line is not a one-line tool message: ${JSON.stringify(line.slice(0, 200))}${tail}`,
      );
    }
  }
}

/** A fresh temporary folder, removed by the returned function. */
export function tempDir(
  prefix = 'wcg-hard-',
  base = os.tmpdir(),
): { dir: string; write(rel: string, text: string | Buffer): string; cleanup(): void } {
  const dir = mkdtempSync(path.join(base, prefix));
  return {
    dir,
    write(rel, text) {
      const file = path.join(dir, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    },
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A memory-backed folder when the system has one (100,000 files are made in a second there, not half a minute). */
export function fastTempBase(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

/** Inputs tried per path, printed once at exit so the suite's log records them. */
const tried = new Map<string, number>();
export function count(pathName: string, n = 1): void {
  if (!tried.size) process.once('exit', printCounts);
  tried.set(pathName, (tried.get(pathName) ?? 0) + n);
}

function printCounts(): void {
  for (const [name, n] of [...tried].sort()) console.log(`hardening inputs tried: ${name}: ${n}`);
}

// The suite tries the same inputs on every run, so a red CI is a regression reproducible from its log;
// HARDENING_SEED=random (or a number) explores other inputs in a longer local fuzz.
const seed = process.env.HARDENING_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed ? Number(seed) : 20261129 });

/** fast-check run size: HARDENING_RUNS multiplies it (default 1) for a longer local fuzz. */
export function runs(base: number): number {
  const factor = Number(process.env.HARDENING_RUNS ?? '1');
  return Math.max(1, Math.round(base * (Number.isFinite(factor) && factor > 0 ? factor : 1)));
}

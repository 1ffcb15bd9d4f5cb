/** Shared helpers for the x509 tests: repo paths, the corpus, the Go oracle and a fake CLI io. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../../src/cli/io.js';

/** Tests run from build/test/x509/, sources and corpus live under the repo root. */
export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const CORPUS = path.join(REPO, 'test/x509/corpus');

export interface CorpusCase {
  id: string;
  description: string;
  chain: string;
  key?: string;
  bundle: string;
  host: string;
  at: string;
  expect: string[];
}
export interface Vector {
  id: string;
  accepted: boolean;
  goError: string;
}
export interface OracleCase {
  id: string;
  chain: string;
  key?: string;
  bundle: string;
  host: string;
  at: string;
}
export interface OracleResult {
  id: string;
  accepted: boolean;
  error: string;
}

export function loadCases(): CorpusCase[] {
  return (JSON.parse(readFileSync(path.join(CORPUS, 'cases.json'), 'utf8')) as { cases: CorpusCase[] }).cases;
}

export function loadVectors(): Map<string, Vector> {
  const { vectors } = JSON.parse(readFileSync(path.join(REPO, 'test/x509/vectors.json'), 'utf8')) as {
    vectors: Vector[];
  };
  return new Map(vectors.map((v) => [v.id, v]));
}

export const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'latin1');

export function hasGo(): boolean {
  const r = spawnSync('go', ['version'], { encoding: 'utf8' });
  return !r.error && r.status === 0;
}

let oracleBinary: string | undefined;

/** Builds test/oracle once per process (into a temp dir) and returns the binary's path. */
export function oracleBinaryPath(): string {
  if (!oracleBinary) {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'wcg-oracle-')), 'oracle');
    const b = spawnSync('go', ['build', '-o', out, '.'], { cwd: path.join(REPO, 'test/oracle'), encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`go build of test/oracle failed: ${b.stderr}`);
    oracleBinary = out;
  }
  return oracleBinary;
}

/** Runs the oracle over cases whose paths are relative to dir. */
export function runOracle(dir: string, cases: OracleCase[]): OracleResult[] {
  const r = spawnSync(oracleBinaryPath(), [], {
    input: JSON.stringify({ dir, cases }),
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) throw new Error(`oracle failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as OracleResult[];
}

export interface FakeIo extends CliIo {
  stdout: string;
  stderr: string;
}

export function fakeIo(cwd: string, stdin = ''): FakeIo {
  const io: FakeIo = {
    stdout: '',
    stderr: '',
    out(text) {
      io.stdout += text;
    },
    err(text) {
      io.stderr += text;
    },
    readStdin: () => Promise.resolve(stdin),
    cwd,
    env: {},
    isTTY: false,
  };
  return io;
}

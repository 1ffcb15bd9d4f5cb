/** The Go oracle as one long-lived process (`oracle -serve`): one JSON line per case each way. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { oracleBinaryPath, type OracleResult } from '../helpers.js';
import type { FuzzCase } from './generate.js';

const b64 = (s: string) => Buffer.from(s, 'latin1').toString('base64');

/** Sends every case at once (the pipe keeps Go busy) and collects the answers by id. */
export async function askGo(cases: FuzzCase[]): Promise<Map<string, OracleResult>> {
  const child = spawn(oracleBinaryPath(), ['-serve'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const answers = new Map<string, OracleResult>();
  const lines = createInterface({ input: child.stdout });
  const done = new Promise<void>((resolve, reject) => {
    lines.on('line', (l) => {
      const r = JSON.parse(l) as OracleResult;
      answers.set(r.id, r);
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`oracle exited ${code}: ${stderr}`));
    });
    child.on('error', reject);
  });
  for (const c of cases) {
    const line =
      JSON.stringify({
        id: c.id,
        chain: b64(c.chain),
        key: c.key ? b64(c.key) : '',
        bundle: b64(c.bundle),
        host: c.host,
        at: c.at,
      }) + '\n';
    if (!child.stdin.write(line)) await new Promise((r) => child.stdin.once('drain', r));
  }
  child.stdin.end();
  await done;
  return answers;
}

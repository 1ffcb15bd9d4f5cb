// The ValidatingAdmissionPolicy status controller (upstream kube-controller-manager code, started alone by
// test/kube/cmd/policy-status): the real API server has no controller-manager, and status.typeChecking is
// that controller's work. Built next to the kube-apiserver binary (warm: ~15 s of linking).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kubeBinaries, type Cluster } from '../kube/harness.js';

const MODULE = fileURLToPath(new URL('../../../test/kube/', import.meta.url));

async function binary(): Promise<string> {
  const found = await kubeBinaries();
  if (typeof found === 'string') throw new Error(found);
  const bin = join(dirname(found.apiserver), 'policy-status');
  if (existsSync(bin)) return bin;
  const tmp = `${bin}.tmp.${process.pid}`;
  await new Promise<void>((resolve, reject) => {
    execFile(
      'go',
      ['build', '-mod=readonly', '-trimpath', '-ldflags', '-s -w', '-o', tmp, './cmd/policy-status'],
      { cwd: MODULE },
      (error, _out, stderr) => {
        if (error) reject(new Error(`go build ./cmd/policy-status: ${stderr.trim().split('\n').slice(-5).join('\n')}`));
        else resolve();
      },
    );
  });
  renameSync(tmp, bin);
  return bin;
}

/** Starts the controller against `cluster` (admin credentials); resolves to a stop function. */
export async function startPolicyStatus(cluster: Cluster): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(await binary(), ['--kubeconfig', cluster.kubeconfig()], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (c: Buffer) => void (log = (log + c.toString()).slice(-4000)));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (log.includes('policy-status: running')) done(resolve);
      else if (child.exitCode !== null)
        done(() => {
          reject(new Error(`policy-status exited: ${log.trim()}`));
        });
    }, 50);
    const done = (f: () => void) => {
      clearInterval(check);
      f();
    };
  });
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => {
        resolve();
      });
      child.kill('SIGTERM');
    });
}

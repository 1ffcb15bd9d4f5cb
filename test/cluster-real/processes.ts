// What the real-cluster tests that run `serve` and Prometheus share: child processes with their logs kept and
// killed at the end, temporary folders, polling with a deadline, serve's read-only role, and a Prometheus that
// scrapes loopback targets and evaluates the rules `alerts` prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dump, load } from 'js-yaml';
import assert from 'node:assert/strict';
import { cli, findTool, ROOT } from '../helpers.js';
import { freePort, type Cluster } from '../kube/harness.js';
import { apply, renderGate } from './scenarios.js';

export interface Proc {
  child: ChildProcess;
  /** The last 20,000 characters of its stderr. */
  log: () => string;
}

/** serve's memory settings as deploy/monitor runs it. */
export const SERVE_NODE_OPTIONS = '--max-semi-space-size=1 --max-old-space-size=48';

/** Children and folders of one test file, all ended by `cleanup()`. */
export class Processes {
  private readonly children: ChildProcess[] = [];
  private readonly dirs: string[] = [];

  run(bin: string, args: string[], env: NodeJS.ProcessEnv = process.env): Proc {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    this.children.push(child);
    let text = '';
    child.stderr.on('data', (c: Buffer) => void (text = (text + c.toString()).slice(-20_000)));
    return { child, log: () => text };
  }

  /** `serve` as shipped (dist/cli.mjs) on a free loopback port, with deploy/monitor's memory limits. */
  async serve(args: string[]): Promise<Proc & { port: number }> {
    const port = await freePort();
    const proc = this.run(
      process.execPath,
      [join(ROOT, 'dist/cli.mjs'), 'serve', '--listen', `127.0.0.1:${port}`, ...args],
      { ...process.env, NODE_OPTIONS: SERVE_NODE_OPTIONS },
    );
    return { ...proc, port };
  }

  tempDir(prefix: string): string {
    const d = mkdtempSync(join(tmpdir(), prefix));
    this.dirs.push(d);
    return d;
  }

  cleanup(): void {
    for (const c of this.children) if (c.exitCode === null) c.kill('SIGKILL');
    for (const d of this.dirs) rmSync(d, { recursive: true, force: true });
  }
}

/** SIGTERM, then SIGKILL after 10 s; the exit code. */
export async function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

export async function httpText(url: string): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, text: await res.text() };
}

/** Polls `probe` every 250 ms until it returns a value; past the deadline, fails with `diagnostics()`. */
export async function until<T>(
  what: string,
  deadlineMs: number,
  probe: () => Promise<T | undefined>,
  diagnostics: () => string,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const got = await probe().catch(() => undefined);
    if (got !== undefined) return got;
    if (Date.now() > deadline) throw new Error(`${what} within ${deadlineMs / 1000}s\n${diagnostics()}`);
    await sleep(250);
  }
}

/** deploy/monitor's read-only ClusterRole, as shipped, bound to a static user. */
export async function bindServeRole(cluster: Cluster, user: string): Promise<void> {
  const role = renderGate('deploy/monitor').find((o) => o.kind === 'ClusterRole')!;
  await apply(cluster, [
    role,
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name: 'wcg-serve' },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role.metadata.name },
      subjects: [{ kind: 'User', apiGroup: 'rbac.authorization.k8s.io', name: user }],
    },
  ]);
}

export interface PromAlert {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  state: string;
  activeAt: string;
}

export interface Prometheus extends Proc {
  url: string;
  alerts: () => Promise<PromAlert[]>;
  firing: (name: string) => Promise<PromAlert[]>;
  /** An instant query's samples. */
  query: (q: string) => Promise<Array<{ metric: Record<string, string>; value: [number, string] }>>;
}

/**
 * Debian's Prometheus with 1 s scrapes and evaluations and the rules `alerts ALERTS_ARGS` prints. `scrape` is the
 * scrape_configs list (loopback targets only); `extra` is merged into prometheus.yml (e.g. `alerting`).
 */
export async function startPrometheus(
  procs: Processes,
  alertsArgs: string[],
  scrape: unknown[],
  extra: Record<string, unknown> = {},
): Promise<Prometheus> {
  const dir = procs.tempDir('wcg-prom-');
  const rules = await cli(['alerts', ...alertsArgs]);
  assert.equal(rules.code, 0, rules.stderr);
  writeFileSync(join(dir, 'rules.yaml'), dump((load(rules.stdout) as { spec: unknown }).spec));
  writeFileSync(
    join(dir, 'prometheus.yml'),
    dump({
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      rule_files: [join(dir, 'rules.yaml')],
      scrape_configs: scrape,
      ...extra,
    }),
  );
  const port = await freePort();
  const proc = procs.run(findTool('prometheus')!, [
    `--config.file=${join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ]);
  const url = `http://127.0.0.1:${port}`;
  const api = async <T>(path: string) => (JSON.parse((await httpText(`${url}${path}`)).text) as { data: T }).data;
  const alerts = async () => (await api<{ alerts: PromAlert[] }>('/api/v1/alerts')).alerts;
  return {
    ...proc,
    url,
    alerts,
    firing: async (name) => (await alerts()).filter((a) => a.labels.alertname === name && a.state === 'firing'),
    query: async (q) =>
      (
        await api<{ result: Array<{ metric: Record<string, string>; value: [number, string] }> }>(
          `/api/v1/query?query=${encodeURIComponent(q)}`,
        )
      ).result,
  };
}

/** Waits until every scrape target Prometheus has is up (`count` of them). */
export async function targetsUp(prom: Prometheus, count: number, diag: () => string): Promise<void> {
  await until(
    `${count} scrape target(s) up`,
    60_000,
    async () => {
      const { activeTargets } = (
        JSON.parse((await httpText(`${prom.url}/api/v1/targets`)).text) as {
          data: { activeTargets: Array<{ health: string }> };
        }
      ).data;
      return activeTargets.length === count && activeTargets.every((x) => x.health === 'up') ? true : undefined;
    },
    diag,
  );
}

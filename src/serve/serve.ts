// `webhook-cert-gate serve`: the live audit every interval on watched objects, exported for Prometheus.
// Read-only like every live mode: it lists, watches, connects to webhooks, and creates only access reviews.
import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { runCheck } from '../check.js';
import { Api } from '../cluster/client.js';
import { reportSubjects } from '../report/checked.js';
import { OPENREPORTS } from '../report/openreports.js';
import { buildReports } from '../report/policy-results.js';
import { ruleInfos } from '../rules/info.js';
import { ReportWriter } from './reports.js';
import type { Config } from '../load/config.js';
import { audit, holderEntries, HOLDER_KINDS } from '../cluster/audit.js';
import type { KubeObject } from '../cluster/types.js';
import { liveResources } from '../cluster/live-objects.js';
import { Metrics } from './metrics.js';
import { Credentials } from '../cluster/credentials.js';
import { WatchClient } from './watch.js';
import { ClusterError } from '../cluster/errors.js';
import { InputError } from '../core/errors.js';

export interface ServeOptions {
  host: string;
  port: number;
  intervalMs: number;
  timeoutMs: number;
  /** TLS connections per URL backend (a URL may balance over several replicas). */
  urlConnections: number;
  kubeconfig?: string;
  context?: string;
  config?: Config;
  env: NodeJS.ProcessEnv;
  signal: AbortSignal;
  log: (line: string) => void;
  /** --reports: keep the findings in the cluster as openreports.io reports (the only writes serve makes). */
  reports?: boolean;
}

/** Serves until the signal aborts; resolves once the listener and the watches are closed. */
export async function serve(o: ServeOptions): Promise<void> {
  const connection = { kubeconfig: o.kubeconfig, context: o.context, timeoutMs: o.timeoutMs, env: o.env };
  const credentials = await Credentials.load(connection);
  const client = new WatchClient(credentials, o.timeoutMs, o.log);
  const reports = o.reports ? new ReportWriter(new Api(credentials, o.timeoutMs)) : undefined;
  const metrics = new Metrics();
  client.onChange((kind, previous, current) => {
    if (!previous || !current || !(HOLDER_KINDS as readonly string[]).includes(kind)) return;
    if (caBundles(previous) !== caBundles(current)) metrics.caBundleChanged(kind, current.metadata?.name ?? '');
  });
  client.onReadError((resource, code) => {
    metrics.readError(resource, code);
  });
  const state: State = {
    ready: false,
    lastRound: 0,
    problems: ['the first audit round has not finished'],
  };
  const http = await listen(o, metrics, state);
  try {
    await client.prime(HOLDER_KINDS);
    failIfUnusable(client);
    o.log(
      `serving /metrics, /healthz and /readyz on ${o.host || '*'}:${(http.address() as { port: number }).port}; auditing ${client.server} every ${o.intervalMs / 1000}s`,
    );
    while (!o.signal.aborted) {
      const started = Date.now();
      let problems: string[];
      try {
        await round(client, metrics, o, reports);
        state.lastRound = Date.now();
        problems = client.problems().map((p) => p.message);
      } catch (error) {
        problems = [`audit round failed: ${(error as Error).message}`];
      }
      judge(state, problems, metrics, o.log);
      await sleep(Math.max(0, o.intervalMs - (Date.now() - started)), undefined, { signal: o.signal }).catch(
        () => undefined,
      );
    }
  } finally {
    client.stop();
    await new Promise((resolve) => http.close(resolve));
    http.closeAllConnections();
  }
}

async function round(client: WatchClient, metrics: Metrics, o: ServeOptions, reports?: ReportWriter): Promise<void> {
  const result = await audit(client, { timeoutMs: o.timeoutMs, urlConnections: o.urlConnections, signal: o.signal });
  // The rules judge the audit (webhook-tls-probe per holder entry, caBundle owners); serve reads no Secret.
  const live = {
    server: client.server,
    workloads: [],
    churn: [],
    observeMs: 0,
    denied: result.denied,
    audit: result.evidence,
    secretsUnread: true,
  };
  const { findings, models } = await runCheck({
    extraResources: liveResources(result.objects),
    config: o.config,
    live,
  });
  client.endRound();
  metrics.update(
    result.evidence,
    findings,
    { objects: client.size(), watches: client.watches() },
    result.denied.length,
  );
  if (reports) await writeReports(reports, findings, models, o);
}

/** A failed write is logged and tried again next round; the metrics of the round stand. */
async function writeReports(
  writer: ReportWriter,
  findings: Parameters<typeof buildReports>[0],
  models: Parameters<typeof reportSubjects>[0],
  o: ServeOptions,
): Promise<void> {
  const before = writer.writes;
  try {
    await writer.sync(
      buildReports(findings, OPENREPORTS, { rules: ruleInfos(), subjects: () => reportSubjects(models, o.config) }),
    );
  } catch (error) {
    o.log(`writing the policy reports failed (tried again next round): ${(error as Error).message}`);
  }
  if (writer.writes !== before) o.log(`policy reports: ${writer.writes - before} write(s)`);
}

interface State {
  /** A round has finished and the last one read the whole cluster. */
  ready: boolean;
  lastRound: number;
  /** Why not ready (empty when ready): /readyz's body, always the last round's. */
  problems: string[];
  /** The state the log last reported (undefined before the first round). */
  lastLogged?: boolean;
}

/** An API server that answers no holder read at start (unreachable, credentials refused): exit 2, not a pod that looks alive. */
function failIfUnusable(client: WatchClient): void {
  const failed = client.primedProblems();
  if (failed.length === HOLDER_KINDS.length && failed.every((p) => p.code !== '403'))
    throw new ClusterError(failed[0]!.message, failed[0]!.code);
}

/** After each round: up, readiness, and one log line when the state changes (not one per round). */
function judge(state: State, found: string[], metrics: Metrics, log: (line: string) => void): void {
  const problems = [...new Set(found)].sort();
  const ready = problems.length === 0;
  metrics.health(ready);
  // The first round, and each change between ready and not ready: reads fail one after another (four watches
  // cut by one outage), so their details would make lines that change with the timing, not with the state.
  state.ready = ready;
  state.problems = problems;
  if (ready === state.lastLogged) return;
  state.lastLogged = ready;
  log(
    ready
      ? 'ready: the last round read every holder kind and everything it needed'
      : `not ready: ${problems.join('; ')}`,
  );
}

/** Every caBundle of a holder, in order: equal strings, equal trust. */
function caBundles(o: KubeObject): string {
  return holderEntries(o)
    .map((e) => e.source.caBundle ?? '')
    .join('\n');
}

async function listen(o: ServeOptions, metrics: Metrics, state: State): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'method not allowed\n');
    } else if (path === '/metrics') {
      metrics.registry.metrics().then(
        (text) => {
          send(res, 200, text, metrics.registry.contentType);
        },
        () => {
          send(res, 500, 'metrics failed\n');
        },
      );
    } else if (path === '/healthz') {
      // Alive while rounds keep finishing (or none has been due yet).
      const stuck = state.lastRound && Date.now() - state.lastRound > 5 * o.intervalMs + o.timeoutMs * 4;
      send(res, stuck ? 503 : 200, stuck ? 'no audit round finished recently\n' : 'ok\n');
    } else if (path === '/readyz') {
      send(
        res,
        state.ready ? 200 : 503,
        state.ready ? 'ok\n' : `not ready:\n${state.problems.map((p) => `- ${p}\n`).join('')}`,
      );
    } else {
      send(res, 404, 'not found: /metrics, /healthz, /readyz\n');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(listenError(o, error));
    });
    server.listen(o.port, o.host || undefined, () => {
      resolve();
    });
  });
  return server;
}

/** A --listen address that cannot be used is the user's input: one line, exit 2. */
function listenError(o: ServeOptions, error: NodeJS.ErrnoException): InputError {
  const address = `${o.host.includes(':') ? `[${o.host}]` : o.host}:${o.port}`;
  const why =
    error.code === 'EADDRINUSE'
      ? 'the address is already in use (another process listens on it)'
      : error.code === 'EACCES'
        ? 'permission denied (ports below 1024 need privileges)'
        : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
          ? 'no such address on this machine'
          : `${error.code ?? 'error'} (${error.message})`;
  return new InputError(`--listen ${address}: cannot listen: ${why}`);
}

function send(
  res: import('node:http').ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

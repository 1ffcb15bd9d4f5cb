import { loadConfig } from '../load/config.js';
import { defineCommand, HELP_OPTION, parseCommand, parsePositiveInt, printHelp } from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import { type CliIo } from './io.js';

export const SERVE_SPEC = defineCommand({
  name: 'serve',
  usage: ['serve [--listen ADDR] [options]'],
  description: `Exports the write-up's synthetic checks for Prometheus, read-only: watches every caBundle holder (webhook
configurations, CRD conversion webhooks, APIServices) and the Services, EndpointSlices, pods and workloads
behind them, connects to every backend each --interval as the API server does, verifies what is served
against each entry's caBundle, and serves /metrics, /healthz and /readyz. Series: docs/monitoring.md.`,
  options: {
    listen: { type: 'string', arg: 'ADDR', help: '[HOST]:PORT to serve on (default :9860)' },
    interval: { type: 'string', arg: 'DURATION', help: 'time between audit rounds (default 30s)' },
    timeout: { type: 'string', arg: 'DURATION', help: 'limit for each API request and TLS handshake (default 10s)' },
    probe: {
      type: 'string',
      arg: 'N',
      help: 'TLS connections per URL backend (a URL may balance over replicas; default 24)',
    },
    kubeconfig: {
      type: 'string',
      arg: 'FILE',
      help: "kubeconfig (default: KUBECONFIG, else the pod's service account, else ~/.kube/config)",
    },
    context: { type: 'string', arg: 'NAME', help: 'kubeconfig context' },
    config: {
      type: 'string',
      arg: 'FILE',
      help: 'configuration (rule severities, suppressions) for the findings series',
    },
    ...HELP_OPTION,
  },
  epilogue: `Runs until SIGTERM or SIGINT, then exits 0.`,
});

export async function serveCommand(args: string[], io: CliIo): Promise<number> {
  const { values: opts } = parseCommand(SERVE_SPEC, args);
  if (opts.help) return printHelp(io, SERVE_SPEC);
  const { host, port } = parseListen(opts.listen ?? ':9860');
  const { parseDuration } = await import('../cluster/duration.js');
  const intervalMs = parseDuration(opts.interval ?? '30s', '--interval');
  const timeoutMs = parseDuration(opts.timeout ?? '10s', '--timeout');
  if (intervalMs < 1000) throw new InputError('--interval must be at least 1s');
  if (timeoutMs <= 0) throw new InputError('--timeout must be more than 0');
  const urlConnections = parsePositiveInt('--probe', opts.probe) ?? 24;
  if (urlConnections < 1) throw new InputError('--probe must be at least 1');
  const config = await loadConfig(io.cwd, opts.config);
  const stop = new AbortController();
  const onSignal = () => {
    stop.abort();
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  try {
    const { serve } = await import('../serve/serve.js');
    await serve({
      host,
      port,
      intervalMs,
      timeoutMs,
      urlConnections,
      kubeconfig: opts.kubeconfig,
      context: opts.context,
      config,
      env: io.env,
      signal: stop.signal,
      log: (line) => {
        io.err(`${new Date().toISOString()} ${line}\n`);
      },
    });
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }
  return EXIT.ok;
}

/** `:9860`, `0.0.0.0:9860`, `127.0.0.1:9860`, `[::1]:9860`. */
export function parseListen(value: string): { host: string; port: number } {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]*)):(\d{1,5})$/.exec(value);
  const port = m ? Number(m[3]) : NaN;
  if (!m || port > 65535)
    throw new InputError(`--listen must be [HOST]:PORT, e.g. :9860 or 127.0.0.1:9860 (got '${value}')`);
  return { host: m[1] ?? m[2] ?? '', port };
}

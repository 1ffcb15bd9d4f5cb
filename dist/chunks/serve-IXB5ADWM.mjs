import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
import {
  EXIT,
  InputError,
  loadConfig,
  parse,
  parsePositiveInt
} from "./chunk-OCBNYUN4.mjs";
import "./chunk-M4DIQK6O.mjs";

// src/cli/serve.ts
var HELP = `Usage: webhook-cert-gate serve [--listen ADDR] [options]

Exports the write-up's synthetic checks for Prometheus, read-only: watches every caBundle holder (webhook
configurations, CRD conversion webhooks, APIServices) and the Services, EndpointSlices, pods and workloads
behind them, connects to every backend each --interval as the API server does, verifies what is served
against each entry's caBundle, and serves /metrics, /healthz and /readyz. Series: docs/monitoring.md.

Options:
  --listen ADDR           [HOST]:PORT to serve on (default :9860)
  --interval DURATION     time between audit rounds (default 30s)
  --timeout DURATION      limit for each API request and TLS handshake (default 10s)
  --probe N               TLS connections per URL backend (a URL may balance over replicas; default 24)
  --kubeconfig FILE       kubeconfig (default: KUBECONFIG, else the pod's service account, else ~/.kube/config)
  --context NAME          kubeconfig context
  --config FILE           configuration (rule severities, suppressions) for the findings series

Runs until SIGTERM or SIGINT, then exits 0.`;
async function serveCommand(args, io) {
  const { values: opts, positionals } = parse(args, {
    listen: { type: "string" },
    interval: { type: "string" },
    timeout: { type: "string" },
    probe: { type: "string" },
    kubeconfig: { type: "string" },
    context: { type: "string" },
    config: { type: "string" },
    help: { type: "boolean", short: "h" }
  });
  if (opts.help) {
    io.out(HELP + "\n");
    return EXIT.ok;
  }
  if (positionals.length) throw new InputError(`serve takes no arguments (got '${positionals[0]}')`);
  const { host, port } = parseListen(opts.listen ?? ":9860");
  const { parseDuration } = await import("./duration-PSJF3FPW.mjs");
  const intervalMs = parseDuration(opts.interval ?? "30s", "--interval");
  const timeoutMs = parseDuration(opts.timeout ?? "10s", "--timeout");
  if (intervalMs < 1e3) throw new InputError("--interval must be at least 1s");
  if (timeoutMs <= 0) throw new InputError("--timeout must be more than 0");
  const urlConnections = parsePositiveInt("--probe", opts.probe) ?? 24;
  if (urlConnections < 1) throw new InputError("--probe must be at least 1");
  const config = await loadConfig(io.cwd, opts.config);
  const stop = new AbortController();
  const onSignal = () => {
    stop.abort();
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  try {
    const { serve } = await import("./serve-7XS2FNNM.mjs");
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
        io.err(`${(/* @__PURE__ */ new Date()).toISOString()} ${line}
`);
      }
    });
  } finally {
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
  }
  return EXIT.ok;
}
function parseListen(value) {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]*)):(\d{1,5})$/.exec(value);
  const port = m ? Number(m[3]) : NaN;
  if (!m || port > 65535)
    throw new InputError(`--listen must be [HOST]:PORT, e.g. :9860 or 127.0.0.1:9860 (got '${value}')`);
  return { host: m[1] ?? m[2] ?? "", port };
}
export {
  parseListen,
  serveCommand
};

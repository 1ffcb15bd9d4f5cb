var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  parseListen: () => parseListen,
  serveCommand: () => serveCommand
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_4IMCDVGX = require("./chunk-4IMCDVGX.cjs");
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
  const { values: opts, positionals } = (0, import_chunk_4IMCDVGX.parse)(args, {
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
    return import_chunk_4IMCDVGX.EXIT.ok;
  }
  if (positionals.length) throw new import_chunk_4IMCDVGX.InputError(`serve takes no arguments (got '${positionals[0]}')`);
  const { host, port } = parseListen(opts.listen ?? ":9860");
  const { parseDuration } = await Promise.resolve().then(() => require("./duration-KWXANHKK.cjs"));
  const intervalMs = parseDuration(opts.interval ?? "30s", "--interval");
  const timeoutMs = parseDuration(opts.timeout ?? "10s", "--timeout");
  if (intervalMs < 1e3) throw new import_chunk_4IMCDVGX.InputError("--interval must be at least 1s");
  if (timeoutMs <= 0) throw new import_chunk_4IMCDVGX.InputError("--timeout must be more than 0");
  const urlConnections = (0, import_chunk_4IMCDVGX.parsePositiveInt)("--probe", opts.probe) ?? 24;
  if (urlConnections < 1) throw new import_chunk_4IMCDVGX.InputError("--probe must be at least 1");
  const config = await (0, import_chunk_4IMCDVGX.loadConfig)(io.cwd, opts.config);
  const stop = new AbortController();
  const onSignal = () => {
    stop.abort();
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  try {
    const { serve } = await Promise.resolve().then(() => require("./serve-TSZQOVMJ.cjs"));
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
  return import_chunk_4IMCDVGX.EXIT.ok;
}
function parseListen(value) {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]*)):(\d{1,5})$/.exec(value);
  const port = m ? Number(m[3]) : NaN;
  if (!m || port > 65535)
    throw new import_chunk_4IMCDVGX.InputError(`--listen must be [HOST]:PORT, e.g. :9860 or 127.0.0.1:9860 (got '${value}')`);
  return { host: m[1] ?? m[2] ?? "", port };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  parseListen,
  serveCommand
});

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
  SERVE_SPEC: () => SERVE_SPEC,
  parseListen: () => parseListen,
  serveCommand: () => serveCommand
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var SERVE_SPEC = (0, import_chunk_TIR72V7I.defineCommand)({
  name: "serve",
  usage: ["serve [--listen ADDR] [options]"],
  description: `Exports the write-up's synthetic checks for Prometheus, read-only: watches every caBundle holder (webhook
configurations, CRD conversion webhooks, APIServices) and the Services, EndpointSlices, pods and workloads
behind them, connects to every backend each --interval as the API server does, verifies what is served
against each entry's caBundle, and serves /metrics, /healthz and /readyz. Series: docs/monitoring.md.`,
  options: {
    listen: { type: "string", arg: "ADDR", help: "[HOST]:PORT to serve on (default :9860)" },
    interval: { type: "string", arg: "DURATION", help: "time between audit rounds (default 30s)" },
    timeout: { type: "string", arg: "DURATION", help: "limit for each API request and TLS handshake (default 10s)" },
    probe: {
      type: "string",
      arg: "N",
      help: "TLS connections per URL backend (a URL may balance over replicas; default 24)"
    },
    kubeconfig: {
      type: "string",
      arg: "FILE",
      help: "kubeconfig (default: KUBECONFIG, else the pod's service account, else ~/.kube/config)"
    },
    context: { type: "string", arg: "NAME", help: "kubeconfig context" },
    config: {
      type: "string",
      arg: "FILE",
      help: "configuration (rule severities, suppressions) for the findings series"
    },
    reports: {
      type: "boolean",
      help: "also keep the findings in the cluster as openreports.io reports (docs/reports.md)"
    },
    ...import_chunk_TIR72V7I.HELP_OPTION
  },
  epilogue: `Runs until SIGTERM or SIGINT, then exits 0.`
});
async function serveCommand(args, io) {
  const { values: opts } = (0, import_chunk_TIR72V7I.parseCommand)(SERVE_SPEC, args);
  if (opts.help) return (0, import_chunk_TIR72V7I.printHelp)(io, SERVE_SPEC);
  const { host, port } = parseListen(opts.listen ?? ":9860");
  const { parseDuration } = await Promise.resolve().then(() => require("./duration-H62QTLG6.cjs"));
  const intervalMs = parseDuration(opts.interval ?? "30s", "--interval");
  const timeoutMs = parseDuration(opts.timeout ?? "10s", "--timeout");
  if (intervalMs < 1e3) throw new import_chunk_TIR72V7I.InputError("--interval must be at least 1s");
  if (timeoutMs <= 0) throw new import_chunk_TIR72V7I.InputError("--timeout must be more than 0");
  const urlConnections = (0, import_chunk_TIR72V7I.parsePositiveInt)("--probe", opts.probe) ?? 24;
  if (urlConnections < 1) throw new import_chunk_TIR72V7I.InputError("--probe must be at least 1");
  const config = await (0, import_chunk_TIR72V7I.loadConfig)(io.cwd, opts.config);
  const stop = new AbortController();
  const onSignal = () => {
    stop.abort();
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  try {
    const { serve } = await Promise.resolve().then(() => require("./serve-2I6PEXXW.cjs"));
    await serve({
      host,
      port,
      intervalMs,
      timeoutMs,
      urlConnections,
      kubeconfig: opts.kubeconfig,
      context: opts.context,
      config,
      reports: opts.reports,
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
  return import_chunk_TIR72V7I.EXIT.ok;
}
function parseListen(value) {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]*)):(\d{1,5})$/.exec(value);
  const port = m ? Number(m[3]) : NaN;
  if (!m || port > 65535)
    throw new import_chunk_TIR72V7I.InputError(`--listen must be [HOST]:PORT, e.g. :9860 or 127.0.0.1:9860 (got '${value}')`);
  return { host: m[1] ?? m[2] ?? "", port };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SERVE_SPEC,
  parseListen,
  serveCommand
});

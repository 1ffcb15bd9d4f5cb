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
  diagnoseCommand: () => diagnoseCommand
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_4IMCDVGX = require("./chunk-4IMCDVGX.cjs");
var HELP = `Usage: webhook-cert-gate diagnose --audit-log FILE [options]
       webhook-cert-gate diagnose --prometheus URL [options]

The write-up's diagnosis from the API server's own records. With --audit-log: reads the API server's audit
log (audit.k8s.io/v1 Event JSON lines, level Metadata or higher; streamed, any size) and reports, for each
webhook configuration, CRD and APIService written in the log's window, its writes, the 409s among them, their
share of all 409s in the log, and each writer by user, user agent and source addresses (rule cabundle-writers).
With a kubeconfig (--kubeconfig, KUBECONFIG or in a pod), source addresses are mapped to pods and their
workload, and writers that do not hold the workload's leader-election Lease are named.
With --prometheus: runs the request breakdown by resource, verb and code on the two webhook configuration
resources against a Prometheus that scrapes the API server (for clusters whose audit log is out of reach).

Options:
  --audit-log FILE        the API server's audit log (--audit-log-path), JSON format
  --prometheus URL        a Prometheus HTTP API base URL, e.g. http://prometheus.monitoring:9090
  --kubeconfig FILE       map source addresses to pods and Leases with this kubeconfig
  --context NAME          kubeconfig context
  --timeout DURATION      limit for each API or Prometheus request (default 10s); an API server that misses it is not asked again
  --format text|json|sarif   json adds "writers" (or "requests" with --prometheus)
  --fail-on error|warning|info|none   exit 1 when a finding is at or above this (default error)
  --config FILE           configuration (rule severities, suppressions), as for check
  --no-color              plain text even on a terminal`;
async function diagnoseCommand(args, io) {
  const { values: opts, positionals } = (0, import_chunk_4IMCDVGX.parse)(args, {
    "audit-log": { type: "string" },
    prometheus: { type: "string" },
    kubeconfig: { type: "string" },
    context: { type: "string" },
    timeout: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" },
    config: { type: "string" },
    "no-color": { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (opts.help) {
    io.out(HELP + "\n");
    return import_chunk_4IMCDVGX.EXIT.ok;
  }
  if (positionals.length)
    throw new import_chunk_4IMCDVGX.InputError(`diagnose takes no arguments (got '${positionals[0]}'); give the log with --audit-log FILE`);
  if (Boolean(opts["audit-log"]) === Boolean(opts.prometheus))
    throw new import_chunk_4IMCDVGX.InputError("diagnose needs exactly one of --audit-log FILE or --prometheus URL");
  const format = (0, import_chunk_4IMCDVGX.parseFormat)(opts.format);
  const { parseDuration } = await Promise.resolve().then(() => require("./duration-KWXANHKK.cjs"));
  const timeoutMs = parseDuration(opts.timeout ?? "10s", "--timeout");
  if (timeoutMs <= 0) throw new import_chunk_4IMCDVGX.InputError("--timeout must be more than 0");
  const diagnose = await Promise.resolve().then(() => require("./diagnose-JGOLQGUE.cjs"));
  if (opts.prometheus) {
    if (!/^https?:\/\/[^/]/.test(opts.prometheus))
      throw new import_chunk_4IMCDVGX.InputError(`--prometheus must be an http(s) URL (got '${opts.prometheus}')`);
    if (format === "sarif") throw new import_chunk_4IMCDVGX.InputError("--prometheus reports rates, not findings: use --format text or json");
    const rates = await diagnose.queryPrometheus(opts.prometheus, timeoutMs);
    io.out(
      format === "text" ? ratesText(rates) : JSON.stringify({ ...JSON.parse((0, import_chunk_4IMCDVGX.render)([], { format: "json" })), ...rates }, null, 2) + "\n"
    );
    return import_chunk_4IMCDVGX.EXIT.ok;
  }
  const config = await (0, import_chunk_4IMCDVGX.loadConfig)(io.cwd, opts.config);
  const failOn = (0, import_chunk_4IMCDVGX.parseFailOn)(opts["fail-on"], config.failOn);
  const reads = await clusterReads(opts, io, timeoutMs);
  const file = opts["audit-log"];
  const { summary, findings } = await diagnose.diagnoseAuditLog(file, { config, reads });
  io.err(
    `read ${summary.events} requests from ${file} (${summary.from ?? "?"} to ${summary.to ?? "?"}), ${summary.conflicts} answered 409; ${summary.objects.length} caBundle holder(s) written${summary.skipped ? `; ${summary.skipped} line(s) that are not audit events skipped` : ""}${reads ? "; source addresses mapped to pods" : ""}
`
  );
  const color = format === "text" && io.isTTY && !opts["no-color"] && !io.env.NO_COLOR;
  const report = (0, import_chunk_4IMCDVGX.render)(findings, { format, color, rules: (0, import_chunk_4IMCDVGX.ruleInfos)() });
  io.out(
    format === "json" ? JSON.stringify({ ...JSON.parse(report), writers: diagnose.writersJson(summary) }, null, 2) + "\n" : report
  );
  return findings.some((f) => (0, import_chunk_4IMCDVGX.atOrAbove)(f.severity, failOn)) ? import_chunk_4IMCDVGX.EXIT.findings : import_chunk_4IMCDVGX.EXIT.ok;
}
async function clusterReads(opts, io, timeoutMs) {
  const inCluster = Boolean(io.env.KUBERNETES_SERVICE_HOST);
  if (!opts.kubeconfig && !io.env.KUBECONFIG && !inCluster) return void 0;
  const { connect } = await Promise.resolve().then(() => require("./client-LMMB6PIL.cjs"));
  const client = await connect({ kubeconfig: opts.kubeconfig, context: opts.context, timeoutMs, env: io.env });
  return {
    pods: () => client.list("Pod", void 0),
    leases: (namespace) => client.list("Lease", namespace)
  };
}
function ratesText(r) {
  const lines = [`sum by (resource, verb, code) of the API server's request rate (5m) on the webhook configurations:`];
  if (!r.requests.length) lines.push("  no requests (or the Prometheus does not scrape the API server)");
  for (const x of r.requests)
    lines.push(`  ${x.resource.padEnd(34)} ${x.verb.padEnd(8)} ${x.code.padEnd(4)} ${x.perSecond.toFixed(3)}/s`);
  const conflicts = r.requests.filter((x) => x.code === "409").reduce((a, x) => a + x.perSecond, 0);
  lines.push(
    `409s on them: ${conflicts.toFixed(3)}/s of ${r.conflictsPerSecond.toFixed(3)}/s for the whole API server` + (r.conflictsPerSecond > 0 ? ` (${(100 * conflicts / r.conflictsPerSecond).toFixed(1)}%)` : "")
  );
  return lines.join("\n") + "\n";
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  diagnoseCommand
});

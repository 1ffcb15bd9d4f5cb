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
  DIAGNOSE_SPEC: () => DIAGNOSE_SPEC,
  diagnoseCommand: () => diagnoseCommand
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var DIAGNOSE_SPEC = (0, import_chunk_TIR72V7I.defineCommand)({
  name: "diagnose",
  usage: ["diagnose --audit-log FILE [options]", "diagnose --prometheus URL [options]"],
  description: `The write-up's diagnosis from the API server's own records. With --audit-log: reads the API server's audit
log (audit.k8s.io/v1 Event JSON lines, level Metadata or higher; streamed, any size) and reports, for each
webhook configuration, CRD and APIService written in the log's window, its writes, the 409s among them, their
share of all 409s in the log, and each writer by user, user agent and source addresses (rule cabundle-writers).
With a kubeconfig (--kubeconfig, KUBECONFIG or in a pod), source addresses are mapped to pods and their
workload, and writers that do not hold the workload's leader-election Lease are named.
With --prometheus: runs the request breakdown by resource, verb and code on the two webhook configuration
resources against a Prometheus that scrapes the API server (for clusters whose audit log is out of reach).
JSON adds "writers" (or "requests" with --prometheus) to the report.`,
  operandHint: "give the log with --audit-log FILE",
  options: {
    "audit-log": { type: "string", arg: "FILE", help: "the API server's audit log (--audit-log-path), JSON format" },
    prometheus: {
      type: "string",
      arg: "URL",
      help: "a Prometheus HTTP API base URL, e.g. http://prometheus.monitoring:9090"
    },
    kubeconfig: { type: "string", arg: "FILE", help: "map source addresses to pods and Leases with this kubeconfig" },
    context: { type: "string", arg: "NAME", help: "kubeconfig context" },
    timeout: {
      type: "string",
      arg: "DURATION",
      help: "limit for each API or Prometheus request (default 10s); an API server that misses it is not asked again"
    },
    ...import_chunk_TIR72V7I.REPORT_OPTIONS,
    ...import_chunk_TIR72V7I.HELP_OPTION
  }
});
async function diagnoseCommand(args, io) {
  const { values: opts } = (0, import_chunk_TIR72V7I.parseCommand)(DIAGNOSE_SPEC, args);
  if (opts.help) return (0, import_chunk_TIR72V7I.printHelp)(io, DIAGNOSE_SPEC);
  if (Boolean(opts["audit-log"]) === Boolean(opts.prometheus))
    throw new import_chunk_TIR72V7I.InputError("diagnose needs exactly one of --audit-log FILE or --prometheus URL");
  const format = (0, import_chunk_TIR72V7I.parseFormat)(opts.format);
  const { parseDuration } = await Promise.resolve().then(() => require("./duration-H62QTLG6.cjs"));
  const timeoutMs = parseDuration(opts.timeout ?? "10s", "--timeout");
  if (timeoutMs <= 0) throw new import_chunk_TIR72V7I.InputError("--timeout must be more than 0");
  const config = await (0, import_chunk_TIR72V7I.loadConfig)(io.cwd, opts.config);
  const failOn = (0, import_chunk_TIR72V7I.parseFailOn)(opts["fail-on"], config.failOn);
  const diagnose = await Promise.resolve().then(() => require("./diagnose-MAM5J4JF.cjs"));
  if (opts.prometheus) {
    if (!/^https?:\/\/[^/]/.test(opts.prometheus))
      throw new import_chunk_TIR72V7I.InputError(`--prometheus must be an http(s) URL (got '${opts.prometheus}')`);
    if (format !== "text" && format !== "json")
      throw new import_chunk_TIR72V7I.InputError("--prometheus reports rates, not findings: use --format text or json");
    const rates = await diagnose.queryPrometheus(opts.prometheus, timeoutMs);
    await (0, import_chunk_TIR72V7I.writeReport)(
      io,
      opts.output,
      format === "text" ? ratesText(rates) : JSON.stringify(
        { ...JSON.parse((0, import_chunk_TIR72V7I.render)([], { format: "json", ...(0, import_chunk_TIR72V7I.counted)(format, { files: 0, resources: 0 }) })), ...rates },
        null,
        2
      ) + "\n"
    );
    return import_chunk_TIR72V7I.EXIT.ok;
  }
  const reads = await clusterReads(opts, io, timeoutMs);
  const file = opts["audit-log"];
  const { summary, findings } = await diagnose.diagnoseAuditLog(file, { config, reads });
  const note = (0, import_chunk_TIR72V7I.notes)(io, opts);
  note(
    `read ${summary.events} requests from ${file} (${summary.from ?? "?"} to ${summary.to ?? "?"}), ${summary.conflicts} answered 409; ${summary.objects.length} caBundle holder(s) written${summary.skipped ? `; ${summary.skipped} line(s) that are not audit events skipped` : ""}` + (reads ? "; source addresses mapped to pods" : "")
  );
  const options = {
    format,
    color: (0, import_chunk_TIR72V7I.useColor)(io, format, opts),
    rules: (0, import_chunk_TIR72V7I.ruleInfos)(),
    failOn,
    ...(0, import_chunk_TIR72V7I.counted)(format, { files: 1, resources: summary.objects.length })
  };
  await (0, import_chunk_TIR72V7I.writeReport)(
    io,
    opts.output,
    format === "json" ? JSON.stringify({ ...JSON.parse((0, import_chunk_TIR72V7I.render)(findings, options)), writers: diagnose.writersJson(summary) }, null, 2) + "\n" : (0, import_chunk_TIR72V7I.renderChunks)(findings, options)
  );
  return findings.some((f) => (0, import_chunk_TIR72V7I.atOrAbove)(f.severity, failOn)) ? import_chunk_TIR72V7I.EXIT.findings : import_chunk_TIR72V7I.EXIT.ok;
}
async function clusterReads(opts, io, timeoutMs) {
  const inCluster = Boolean(io.env.KUBERNETES_SERVICE_HOST);
  if (!opts.kubeconfig && !io.env.KUBECONFIG && !inCluster) return void 0;
  const { connect } = await Promise.resolve().then(() => require("./client-CKYI2S7I.cjs"));
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
  DIAGNOSE_SPEC,
  diagnoseCommand
});

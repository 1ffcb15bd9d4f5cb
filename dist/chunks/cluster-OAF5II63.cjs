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
  DEFAULTS: () => DEFAULTS,
  clusterCommand: () => clusterCommand
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_4IMCDVGX = require("./chunk-4IMCDVGX.cjs");
var HELP = `Usage: webhook-cert-gate cluster [options]

Audits every webhook a cluster calls, read-only (it only creates SubjectAccessReviews), with or without a
profile: every object that carries a caBundle (webhook configuration entries, CRD conversion webhooks,
APIServices), the backends the API server would dial (URL, or Service -> ready endpoints -> pods -> workload),
what each backend serves over TLS verified against that caBundle as Go does, writes while the gate watches,
and caBundle's field managers. Profiled controllers (policies/profiles) add precise causes and fixes: every
rule on their live objects and the ServiceAccount's access to its Secret. Config severities and suppressions
apply to all of it. Without -n the whole cluster is audited; -n audits the holders whose backends run there.

Options:
  --kubeconfig FILE       kubeconfig to use (default: KUBECONFIG, else the pod's service account, else ~/.kube/config)
  --context NAME          kubeconfig context
  -n, --namespace NS      audit the webhooks whose backends run in NS, and the controllers of NS (the namespaced Argo CD gate)
  -A, --all-namespaces    the default: audit every caBundle holder of the cluster
  --observe DURATION      how long to watch the caBundle holders for writes (default 30s; 0 to skip)
  --probe N               TLS connections per webhook URL (default 24; one per Service endpoint; 0 to skip probing)
  --concurrency N         TLS handshakes in flight at once (default 16)
  --timeout DURATION      limit for each API request and TLS handshake (default 10s); an API server that misses it is not asked again
  --format FORMAT         text (default), json, sarif, junit or line, as for check
  -o, --output FILE       write the report to FILE instead of stdout
  --fail-on error|warning|info|none   exit 1 when a finding is at or above this (default error)
  --allow-missing         exit 0 when no webhook exists yet (first install through a PreSync gate); never hides findings
  --no-secrets            read no Secret (the audit RBAC in deploy/audit grants none); skips the shared-Secret checks
  --config FILE           configuration (profiles, rule severities), as for check
  --no-color              plain text even on a terminal

Exit codes: 0 nothing at or above --fail-on, 1 findings (a permission the gate lacks is a finding,
gate-permission-missing, naming the Role rule to add), 2 usage error, a cluster the gate cannot use at
all (unreachable, timed out, credentials refused), or a run cut short halfway: the findings measured so
far are still reported, with one line naming what could not be finished.`;
var DEFAULTS = { observe: "30s", probe: 24, timeout: "10s", concurrency: 16 };
async function clusterCommand(args, io) {
  return run(args, io);
}
async function run(args, io) {
  const { values: opts, positionals } = (0, import_chunk_4IMCDVGX.parse)(args, {
    kubeconfig: { type: "string" },
    context: { type: "string" },
    namespace: { type: "string", short: "n" },
    "all-namespaces": { type: "boolean", short: "A" },
    observe: { type: "string" },
    probe: { type: "string" },
    concurrency: { type: "string" },
    timeout: { type: "string" },
    ...import_chunk_4IMCDVGX.REPORT_OPTIONS,
    config: { type: "string" },
    "allow-missing": { type: "boolean" },
    "no-secrets": { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (opts.help) {
    io.out(HELP + "\n");
    return import_chunk_4IMCDVGX.EXIT.ok;
  }
  if (positionals.length)
    throw new import_chunk_4IMCDVGX.InputError(`cluster takes no paths (got '${positionals[0]}'); use check for manifests`);
  if (opts.namespace && opts["all-namespaces"]) throw new import_chunk_4IMCDVGX.InputError("use either --namespace or --all-namespaces");
  const { parseDuration } = await Promise.resolve().then(() => require("./duration-KWXANHKK.cjs"));
  const format = (0, import_chunk_4IMCDVGX.parseFormat)(opts.format);
  const config = await (0, import_chunk_4IMCDVGX.loadConfig)(io.cwd, opts.config);
  const failOn = (0, import_chunk_4IMCDVGX.parseFailOn)(opts["fail-on"], config.failOn);
  const observeMs = parseDuration(opts.observe ?? DEFAULTS.observe, "--observe");
  const timeoutMs = parseDuration(opts.timeout ?? DEFAULTS.timeout, "--timeout");
  if (timeoutMs <= 0) throw new import_chunk_4IMCDVGX.InputError("--timeout must be more than 0");
  const probe = (0, import_chunk_4IMCDVGX.parsePositiveInt)("--probe", opts.probe) ?? DEFAULTS.probe;
  const concurrency = (0, import_chunk_4IMCDVGX.parsePositiveInt)("--concurrency", opts.concurrency) ?? DEFAULTS.concurrency;
  if (concurrency < 1) throw new import_chunk_4IMCDVGX.InputError("--concurrency must be at least 1");
  const { connect } = await Promise.resolve().then(() => require("./client-LMMB6PIL.cjs"));
  const { runCluster } = await Promise.resolve().then(() => require("./run-4OEQL4TC.cjs"));
  const client = await connect({ kubeconfig: opts.kubeconfig, context: opts.context, timeoutMs, env: io.env });
  const namespace = opts["all-namespaces"] ? void 0 : opts.namespace;
  const started = Date.now();
  const result = await runCluster(client, {
    namespace,
    observeMs,
    probe,
    concurrency,
    timeoutMs,
    config,
    allowMissing: opts["allow-missing"],
    readSecrets: !opts["no-secrets"],
    log: (line) => {
      io.err(`${line}
`);
    }
  });
  io.err(
    `audited ${result.holders} caBundle holder(s) and ${result.workloads.length} profiled workload(s), ${result.objects} objects at ${client.server} in ${((Date.now() - started) / 1e3).toFixed(1)}s
`
  );
  await (0, import_chunk_4IMCDVGX.writeReport)(
    io,
    opts.output,
    (0, import_chunk_4IMCDVGX.render)(result.findings, { format, color: (0, import_chunk_4IMCDVGX.useColor)(io, format, opts), rules: (0, import_chunk_4IMCDVGX.ruleInfos)(), failOn })
  );
  for (const line of result.incomplete) io.err(`webhook-cert-gate: not finished: ${line}
`);
  if (result.incomplete.length) return import_chunk_4IMCDVGX.EXIT.input;
  return result.findings.some((f) => (0, import_chunk_4IMCDVGX.atOrAbove)(f.severity, failOn)) ? import_chunk_4IMCDVGX.EXIT.findings : import_chunk_4IMCDVGX.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULTS,
  clusterCommand
});

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
  CLUSTER_SPEC: () => CLUSTER_SPEC,
  DEFAULTS: () => DEFAULTS,
  clusterCommand: () => clusterCommand
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var CLUSTER_SPEC = (0, import_chunk_TIR72V7I.defineCommand)({
  name: "cluster",
  usage: ["cluster [options]"],
  description: `Audits every webhook a cluster calls, read-only (it only creates SubjectAccessReviews), with or without a
profile: every object that carries a caBundle (webhook configuration entries, CRD conversion webhooks,
APIServices), the backends the API server would dial (URL, or Service -> ready endpoints -> pods -> workload),
what each backend serves over TLS verified against that caBundle as Go does, writes while the gate watches,
and caBundle's field managers. Profiled controllers (the lineage entries of policies/owners) add precise causes and fixes: every
rule on their live objects and the ServiceAccount's access to its Secret. Config severities and suppressions
apply to all of it. Without -n the whole cluster is audited; -n audits the holders whose backends run there.`,
  operandHint: "use check for manifests",
  options: {
    kubeconfig: {
      type: "string",
      arg: "FILE",
      help: "kubeconfig to use (default: KUBECONFIG, else the pod's service account, else ~/.kube/config)"
    },
    context: { type: "string", arg: "NAME", help: "kubeconfig context" },
    namespace: {
      type: "string",
      short: "n",
      arg: "NS",
      help: "audit the webhooks whose backends run in NS, and the controllers of NS (the namespaced Argo CD gate)"
    },
    "all-namespaces": { type: "boolean", short: "A", help: "the default: audit every caBundle holder of the cluster" },
    observe: {
      type: "string",
      arg: "DURATION",
      help: "how long to watch the caBundle holders for writes (default 30s; 0 to skip)"
    },
    probe: {
      type: "string",
      arg: "N",
      help: "TLS connections per webhook URL (default 24; one per Service endpoint; 0 to skip probing)"
    },
    concurrency: { type: "string", arg: "N", help: "TLS handshakes in flight at once (default 16)" },
    timeout: {
      type: "string",
      arg: "DURATION",
      help: "limit for each API request and TLS handshake (default 10s); an API server that misses it is not asked again"
    },
    ...import_chunk_TIR72V7I.REPORT_OPTIONS,
    "allow-missing": {
      type: "boolean",
      help: "exit 0 when no webhook exists yet (first install through a PreSync gate); never hides findings"
    },
    "no-secrets": {
      type: "boolean",
      help: "read no Secret (the audit RBAC in deploy/audit grants none); skips the shared-Secret checks"
    },
    desired: {
      type: "string",
      multiple: true,
      arg: "PATH",
      help: `manifests to apply next (repeatable; files, folders, charts, kustomizations): judge the change
against the cluster as it is (the caBundles in force, what each backend serves now) with the rotation-*
rules of check --before (docs/rotation.md)`
    },
    ...import_chunk_TIR72V7I.HELP_OPTION
  },
  epilogue: `Exit codes: 0 nothing at or above --fail-on, 1 findings (a permission the gate lacks is a finding,
gate-permission-missing, naming the Role rule to add), 2 usage error, a cluster the gate cannot use at
all (unreachable, timed out, credentials refused), or a run cut short halfway: the findings measured so
far are still reported, with one line naming what could not be finished.`
});
var DEFAULTS = { observe: "30s", probe: 24, timeout: "10s", concurrency: 16 };
async function clusterCommand(args, io) {
  return run(args, io);
}
async function run(args, io) {
  const { values: opts } = (0, import_chunk_TIR72V7I.parseCommand)(CLUSTER_SPEC, args);
  if (opts.help) return (0, import_chunk_TIR72V7I.printHelp)(io, CLUSTER_SPEC);
  if (opts.namespace && opts["all-namespaces"]) throw new import_chunk_TIR72V7I.InputError("use either --namespace or --all-namespaces");
  const { parseDuration } = await Promise.resolve().then(() => require("./duration-H62QTLG6.cjs"));
  const format = (0, import_chunk_TIR72V7I.parseFormat)(opts.format);
  const config = await (0, import_chunk_TIR72V7I.loadConfig)(io.cwd, opts.config);
  const failOn = (0, import_chunk_TIR72V7I.parseFailOn)(opts["fail-on"], config.failOn);
  const observeMs = parseDuration(opts.observe ?? DEFAULTS.observe, "--observe");
  const timeoutMs = parseDuration(opts.timeout ?? DEFAULTS.timeout, "--timeout");
  if (timeoutMs <= 0) throw new import_chunk_TIR72V7I.InputError("--timeout must be more than 0");
  const probe = (0, import_chunk_TIR72V7I.parsePositiveInt)("--probe", opts.probe) ?? DEFAULTS.probe;
  const concurrency = (0, import_chunk_TIR72V7I.parsePositiveInt)("--concurrency", opts.concurrency) ?? DEFAULTS.concurrency;
  if (concurrency < 1) throw new import_chunk_TIR72V7I.InputError("--concurrency must be at least 1");
  const desired = opts.desired ?? [];
  if (desired.length) (await Promise.resolve().then(() => require("./desired-ZPOGE3DK.cjs"))).checkDesiredPaths(desired, io.cwd);
  const { connect } = await Promise.resolve().then(() => require("./client-CKYI2S7I.cjs"));
  const { runCluster } = await Promise.resolve().then(() => require("./run-A732FL2V.cjs"));
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
    log: (0, import_chunk_TIR72V7I.notes)(io, opts)
  });
  if (desired.length) {
    const { desiredFindings } = await Promise.resolve().then(() => require("./desired-ZPOGE3DK.cjs"));
    const ctx = { config, io, namespace: namespace ?? client.defaultNamespace };
    result.findings.push(...await desiredFindings(desired, result, ctx));
  }
  (0, import_chunk_TIR72V7I.notes)(
    io,
    opts
  )(
    `audited ${result.holders} caBundle holder(s) and ${result.workloads.length} profiled workload(s), ${result.objects} objects at ${client.server} in ${((Date.now() - started) / 1e3).toFixed(1)}s`
  );
  const checked = (0, import_chunk_TIR72V7I.counted)(format, { files: 0, resources: result.objects });
  await (0, import_chunk_TIR72V7I.writeReport)(
    io,
    opts.output,
    (0, import_chunk_TIR72V7I.renderChunks)(result.findings, {
      format,
      color: (0, import_chunk_TIR72V7I.useColor)(io, format, opts),
      rules: (0, import_chunk_TIR72V7I.ruleInfos)(),
      failOn,
      ...checked,
      subjects: () => (0, import_chunk_TIR72V7I.reportSubjects)(result.models, config)
    })
  );
  for (const line of result.incomplete) io.err(`webhook-cert-gate: not finished: ${line}
`);
  if (result.incomplete.length) return import_chunk_TIR72V7I.EXIT.input;
  return result.findings.some((f) => (0, import_chunk_TIR72V7I.atOrAbove)(f.severity, failOn)) ? import_chunk_TIR72V7I.EXIT.findings : import_chunk_TIR72V7I.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CLUSTER_SPEC,
  DEFAULTS,
  clusterCommand
});

#!/usr/bin/env node
import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  runCheck
} from "./chunks/chunk-MD45USIC.mjs";
import {
  DEFAULT_KUBE_VERSION,
  kustomizeInputs,
  splitChartPaths
} from "./chunks/chunk-DNCBXSPF.mjs";
import {
  ruleInfos
} from "./chunks/chunk-OFUJ25BR.mjs";
import "./chunks/chunk-C2RGX3YP.mjs";
import {
  RULES,
  docsOf,
  findRule
} from "./chunks/chunk-IIVUUG6F.mjs";
import {
  loadProfiles
} from "./chunks/chunk-SPNAE3QJ.mjs";
import "./chunks/chunk-5CGLNVY4.mjs";
import {
  OUTPUT_OPTION,
  REPORT_OPTIONS,
  TOOL_NAME,
  TOOL_VERSION,
  atOrAbove,
  parse,
  parseAt,
  parseFailOn,
  parseFormat,
  parsePositiveInt,
  render,
  ruleDocsUrl,
  useColor,
  writeReport
} from "./chunks/chunk-GOJZUTAU.mjs";
import "./chunks/chunk-OLXE4IO3.mjs";
import "./chunks/chunk-PT4BO5UJ.mjs";
import "./chunks/chunk-634DTYX2.mjs";
import {
  globMatcher,
  loadConfig,
  printable
} from "./chunks/chunk-7TDALGQL.mjs";
import {
  EXIT,
  InputError,
  isInputError
} from "./chunks/chunk-4BSXTURP.mjs";
import "./chunks/chunk-37L625ED.mjs";

// src/cli/check-command.ts
var HELP = `Usage: webhook-cert-gate check [PATH...] [options]

Reads manifests (files, folders recursively, '-' for stdin; YAML, multi-document YAML, JSON, kind: List).
A chart folder (Chart.yaml + values.yaml), or a file inside one, is checked through its values.
A kustomization folder, its kustomization file, or a file it includes, is checked as kustomize renders it.

Options:
  -f, --filename PATH     a manifest path, as kubectl spells it (repeatable)
  -k, --kustomize DIR     render DIR (kustomize build, else kubectl kustomize) and check it (repeatable)
  --values FILE           Helm values file (repeatable; later files win)
  --set KEY=VALUE         Helm --set syntax: a.b=x, a[0].b=x, a\\.b=x, a={x,y}, k1=v1,k2=v2 (repeatable)
  --set-string KEY=VALUE  as --set, every value a string
  --chart NAME|DIR        the chart the values are for (a chart name from a profile's match.charts, a
                          profile name, or a chart folder); a chart folder among the PATHs needs none
  --helm PATH|none        helm to render chart folders with (default: $WEBHOOK_CERT_GATE_HELM, else helm
                          on PATH); none, or no helm, reads them through the values model
  --kube-version VER      Kubernetes version helm renders for (default ${DEFAULT_KUBE_VERSION})
  --format FORMAT         text (default), json, sarif, junit (JUnit XML), or line (file:line:col: severity rule message)
  -o, --output FILE       write the report to FILE instead of stdout
  --fail-on error|warning|info|none   exit 1 when a finding is at or above this (default error)
  --fail-if-nothing-checked   exit 2 when the inputs hold no Kubernetes object (a wrong or empty path)
  --config FILE           configuration (default: ./.webhook-cert-gate.yaml when present)
  --strict                refuse webhook-cert-gate.io/ignore-* annotation suppressions
  -n, --namespace NS      namespace of objects that set none (default: default)
  --at RFC3339            evaluation time for certificate validity (default: now)
  --min-days N            warn about certificates expiring within N days (default 30)
  --max-file-size BYTES   largest input file read (default 33554432)
  --no-color              plain text even on a terminal (NO_COLOR is honoured too)`;
async function checkCommand(args, io2) {
  const { values: opts, positionals } = parse(args, {
    filename: { type: "string", short: "f", multiple: true },
    kustomize: { type: "string", short: "k", multiple: true },
    values: { type: "string", multiple: true },
    set: { type: "string", multiple: true },
    "set-string": { type: "string", multiple: true },
    chart: { type: "string" },
    helm: { type: "string" },
    "kube-version": { type: "string" },
    ...REPORT_OPTIONS,
    "fail-if-nothing-checked": { type: "boolean" },
    config: { type: "string" },
    strict: { type: "boolean" },
    namespace: { type: "string", short: "n" },
    at: { type: "string" },
    "min-days": { type: "string" },
    "max-file-size": { type: "string" },
    help: { type: "boolean", short: "h" }
  });
  if (opts.help) {
    io2.out(HELP + "\n");
    return EXIT.ok;
  }
  const format = parseFormat(opts.format);
  const config = await loadConfig(io2.cwd, opts.config);
  const failOn = parseFailOn(opts["fail-on"], config.failOn);
  const minDays = parsePositiveInt("--min-days", opts["min-days"]);
  const maxFileSize = parsePositiveInt("--max-file-size", opts["max-file-size"]);
  const paths = [...positionals, ...opts.filename ?? []];
  const helmFlags = Boolean(opts.values?.length || opts.set?.length || opts["set-string"]?.length || opts.chart);
  if (!paths.length && !opts.kustomize?.length && !helmFlags) {
    throw new InputError("check needs at least one PATH (a file, a folder, or - for stdin), --kustomize DIR, or --values with --chart");
  }
  const { helm, errors, ...inputs } = await gatherInputs(paths, { opts, config, io: io2, namespace: opts.namespace ?? config.namespace ?? "default" });
  const result = await runCheck({
    ...inputs,
    config: { ...config, ...minDays !== void 0 ? { minDays } : {}, ...maxFileSize ? { maxFileSize } : {} },
    cwd: io2.cwd,
    readStdin: io2.readStdin,
    at: parseAt(opts.at),
    strict: opts.strict || config.strict,
    namespace: opts.namespace,
    ...helm ? { helm: { unread: helm.unread } } : {}
  });
  if (helm) result.stats.files += helm.files;
  result.errors.push(...errors);
  const color = useColor(io2, format, opts);
  const report = render(result.findings, { format, color, rules: ruleInfos(), stats: result.stats, errors: result.errors, failOn, helm: helm?.mode });
  await writeReport(io2, opts.output, report);
  for (const e of result.errors) io2.err(`webhook-cert-gate: ${e}
`);
  if (result.errors.length) return EXIT.input;
  if (!result.stats.resources && !result.findings.length) {
    const what = [...paths, ...(opts.kustomize ?? []).map((d) => `--kustomize ${d}`)].join(", ") || "the values given";
    if (opts["fail-if-nothing-checked"]) {
      io2.err(`webhook-cert-gate: no Kubernetes objects in ${what}: nothing was checked (--fail-if-nothing-checked)
`);
      return EXIT.input;
    }
    io2.err(`webhook-cert-gate: no Kubernetes objects in ${what}: nothing was checked, so --fail-on ${failOn} passes vacuously
`);
  }
  return result.findings.some((f) => atOrAbove(f.severity, failOn)) ? EXIT.findings : EXIT.ok;
}
async function gatherInputs(paths, ctx) {
  const { opts, config, io: io2 } = ctx;
  const k = await kustomizeInputs({ paths, explicit: opts.kustomize, cwd: io2.cwd, env: io2.env, ignored: globMatcher(config.ignorePaths ?? []) });
  const helmFlags = Boolean(opts.values?.length || opts.set?.length || opts["set-string"]?.length || opts.chart);
  const { manifests, charts } = await splitChartPaths(k.manifests, io2.cwd);
  if (!charts.length && !helmFlags) return { paths: manifests, sources: k.sources, errors: k.errors };
  const { helmInputs } = await import("./chunks/front-NCEQD2FG.mjs");
  const profiles = await loadProfiles(config.profiles);
  const sets = [...(opts.set ?? []).map((text) => ({ text, asString: false })), ...(opts["set-string"] ?? []).map((text) => ({ text, asString: true }))];
  const helm = await helmInputs({
    paths: k.manifests,
    valuesFiles: opts.values ?? [],
    sets,
    chart: opts.chart,
    config,
    profiles,
    cwd: io2.cwd,
    namespace: ctx.namespace,
    helm: opts.helm,
    kubeVersion: opts["kube-version"],
    env: io2.env,
    missingChart: "--values/--set need the chart: give the chart folder as a PATH, or --chart NAME (a chart a profile names under match.charts)"
  });
  for (const note of helm.notes) io2.err(`webhook-cert-gate: ${note}
`);
  return { paths: helm.manifests, sources: [...k.sources, ...helm.sources], extraResources: helm.resources, profiles, helm, errors: k.errors };
}

// src/cli/rules-command.ts
async function rulesCommand(args, io2) {
  const { values } = parse(args, { format: { type: "string" }, ...OUTPUT_OPTION }, false);
  if (values.format !== void 0 && values.format !== "text" && values.format !== "json") throw new InputError(`--format must be text or json (got '${values.format}')`);
  await writeReport(io2, values.output, values.format === "json" ? rulesJson() : rulesText());
  return EXIT.ok;
}
function rulesJson() {
  return JSON.stringify(RULES.map((r) => ({ id: r.meta.id, severity: r.meta.severity, description: r.meta.description, docs: ruleDocsUrl(r.meta.id) })), null, 2) + "\n";
}
function rulesText() {
  const width = Math.max(...RULES.map((r) => r.meta.id.length));
  return RULES.map((r) => `${r.meta.id.padEnd(width)}  ${r.meta.severity.padEnd(7)}  ${r.meta.description}
`).join("");
}
function explainCommand(args, io2) {
  const { positionals } = parse(args, {});
  const id = positionals[0];
  if (!id) throw new InputError("explain needs a rule id (see: webhook-cert-gate rules)");
  const rule = findRule(id);
  if (!rule) throw new InputError(`unknown rule '${id}' (see: webhook-cert-gate rules)`);
  const m = rule.meta;
  const { why, howToFix, example } = docsOf(m.id);
  io2.out(`${m.id} (${m.severity})

${m.description}

Why it matters:
  ${why}

How to fix:
  ${howToFix}
`);
  if (example) io2.out(`
Example that fires it:
${example.replace(/^/gm, "  ")}
`);
  io2.out(`
Docs: ${ruleDocsUrl(m.id)}
`);
  return EXIT.ok;
}

// src/cli/main.ts
var USAGE = `Usage: ${TOOL_NAME} <command> [options]

Commands:
  check [PATH...]     lint manifests, folders, Helm values and rendered charts ('-' reads stdin)
  cert                verify a served certificate chain as the Kubernetes API server would
  cert generate       make a shared CA + serving certificate Secret and the env patch
  cluster             check the live cluster (read-only) and its webhook endpoints
  alerts              print a PrometheusRule for caBundle write wars and certificate expiry
  diagnose            name the writers of caBundle holders from the API server's audit log
  serve               export the live audit (every backend's TLS, caBundle churn) for Prometheus
  policy              print a ValidatingAdmissionPolicy that refuses the race inside the cluster
  rules               list the rules
  explain RULE        why a rule matters and how to fix it
  version             print the version

Run '${TOOL_NAME} <command> --help' for a command's options.`;
async function main(argv, io2) {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "check":
        return await checkCommand(rest, io2);
      case "cert":
        return await (await import("./chunks/cert-TSC5KDAS.mjs")).certCommand(rest, io2);
      case "cluster":
        return await (await import("./chunks/cluster-RCYPVCTY.mjs")).clusterCommand(rest, io2);
      case "alerts":
        return await (await import("./chunks/alerts-PGXRLBDD.mjs")).alertsCommand(rest, io2);
      case "diagnose":
        return await (await import("./chunks/diagnose-MWDIG4RL.mjs")).diagnoseCommand(rest, io2);
      case "serve":
        return await (await import("./chunks/serve-5DMHP5GR.mjs")).serveCommand(rest, io2);
      case "policy":
        return await (await import("./chunks/policy-MN5M4QBE.mjs")).policyCommand(rest, io2);
      case "rules":
        return await rulesCommand(rest, io2);
      case "explain":
        return explainCommand(rest, io2);
      case "version":
      case "--version":
        parse(rest, {}, false);
        io2.out(`${TOOL_VERSION}
`);
        return EXIT.ok;
      case void 0:
      case "help":
      case "--help":
      case "-h":
        io2.out(USAGE + "\n");
        if (command !== void 0) return EXIT.ok;
        io2.err(`${TOOL_NAME}: no command given (usage above)
`);
        return EXIT.input;
      default:
        throw new InputError(`unknown command '${command}' (try: check, cert, cluster, alerts, diagnose, serve, policy, rules, explain)`);
    }
  } catch (e) {
    if (isInputError(e)) {
      io2.err(`${TOOL_NAME}: ${printable(e.message)}
`);
      return EXIT.input;
    }
    io2.err(`${TOOL_NAME}: internal error: ${firstLine(e)}
`);
    if (io2.env.WEBHOOK_CERT_GATE_DEBUG) io2.err(`${e.stack ?? ""}
`);
    return EXIT.internal;
  }
}
function firstLine(e) {
  return printable(String(e?.message ?? e).split("\n")[0].replace(/^webhook-cert-gate: /, "").slice(0, 300));
}

// src/cli/bin.ts
var io = {
  out: (s) => void process.stdout.write(s),
  err: (s) => void process.stderr.write(s),
  readStdin: async (maxBytes) => {
    const chunks = [];
    let total = 0;
    for await (const c of process.stdin) {
      chunks.push(c);
      total += c.length;
      if (maxBytes !== void 0 && total > maxBytes) break;
    }
    return Buffer.concat(chunks).toString("utf8");
  },
  cwd: process.cwd(),
  env: process.env,
  isTTY: Boolean(process.stdout.isTTY)
};
var code = await main(process.argv.slice(2), io);
await Promise.all([process.stdout, process.stderr].map((s) => s.writableLength ? new Promise((done) => s.once("drain", done).once("error", done)) : void 0));
process.exit(code);

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
  POLICY_SPEC: () => POLICY_SPEC,
  policyCommand: () => policyCommand
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
function lit(s) {
  return JSON.stringify(s);
}
function list(items) {
  return `[${items.map(lit).join(", ")}]`;
}
function reQuote(s) {
  return s.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
}
function imageRepoRegex(suffixes) {
  const usable = suffixes.filter((s) => !s.includes("@") && !(s.lastIndexOf(":") > s.lastIndexOf("/")));
  if (!usable.length) return void 0;
  return `^(?:[^@]*/)?(?:${usable.map(reQuote).join("|")})(?::[^/@:]*)?(?:@.*)?$`;
}
function entries(c, name) {
  return `has(${c}.env) ? ${c}.env.filter(e, e.name == ${lit(name)}) : []`;
}
function lastOf(l) {
  return `size(${l}) > 0 ? [${l}[size(${l}) - 1]] : []`;
}
var NS_REF = `has(e.valueFrom) && has(e.valueFrom.fieldRef) && e.valueFrom.fieldRef.fieldPath == "metadata.namespace"`;
function literal(l, namespace) {
  return `${l}.map(e, has(e.value) ? e.value : (${NS_REF}) ? ${namespace} : "")`;
}
function isSet(l) {
  return `${l}.exists(e, has(e.valueFrom) || (has(e.value) && e.value != ""))`;
}
function isRef(l) {
  return `${l}.exists(e, has(e.valueFrom) && !(${NS_REF}))`;
}
var SEP = "";
function featureGateOn(c, flag, gates) {
  const notSep = `[^${SEP}]`;
  const re = `(?:^|${SEP})${reQuote(flag)}(?:=|${SEP})(?:${notSep}*,)?\\s*(?:${gates.map(reQuote).join("|")})\\s*=\\s*(?i:true)\\s*(?:=[^,${SEP}]*)?(?:,|${SEP}|$)`;
  return `((has(${c}.command) ? ${c}.command : []) + (has(${c}.args) ? ${c}.args : [])).join(${lit(SEP)}).matches(${lit(re)})`;
}
var VALIDATION_ACTIONS = ["Deny", "Warn", "Audit"];
var WORKLOADS = [
  { kind: "Deployment", resource: "deployments" },
  { kind: "StatefulSet", resource: "statefulsets" }
];
var OBJECT_ROOT = {
  workload: "object",
  namespace: "request.namespace",
  kind: "request.kind.kind",
  // Defaulting runs before admission, so a Deployment always has replicas here; absent means 1 anyway.
  replicas: "(has(object.spec.replicas) ? object.spec.replicas : 1)"
};
var scaleRoot = (kind) => ({
  workload: "params",
  namespace: "params.metadata.namespace",
  kind: lit(kind),
  // autoscaling/v1 Scale omits replicas when 0.
  replicas: "(has(object.spec.replicas) ? object.spec.replicas : 0)",
  sameWorkload: "params.metadata.name == object.metadata.name"
});
function generatePolicy(profiles, options = {}) {
  const name = options.name ?? "webhook-cert-gate-unshared-cert";
  if (!profiles.length) return [];
  const annotations = { "webhook-cert-gate.io/profiles": profiles.map((p) => p.name).join(", ") };
  const out = [];
  const add = (policyName, spec) => {
    out.push({
      apiVersion: "admissionregistration.k8s.io/v1",
      kind: "ValidatingAdmissionPolicy",
      metadata: { name: policyName, labels: LABELS, annotations },
      spec
    });
    out.push(binding(policyName, options, spec.paramKind !== void 0));
  };
  add(
    name,
    policySpec(
      profiles,
      OBJECT_ROOT,
      WORKLOADS.map((w) => w.resource),
      ["CREATE", "UPDATE"]
    )
  );
  for (const w of WORKLOADS) {
    add(`${name}-${w.resource}-scale`, {
      ...policySpec(profiles, scaleRoot(w.kind), [`${w.resource}/scale`], ["UPDATE"]),
      paramKind: { apiVersion: "apps/v1", kind: w.kind }
    });
  }
  return out;
}
var LABELS = { "app.kubernetes.io/name": "webhook-cert-gate", "app.kubernetes.io/component": "admission-policy" };
function binding(policyName, options, withParams) {
  const spec = { policyName, validationActions: [...options.actions ?? ["Deny"]] };
  if (options.namespaceSelector) spec.matchResources = { namespaceSelector: options.namespaceSelector };
  if (withParams) spec.paramRef = { selector: {}, parameterNotFoundAction: "Allow" };
  return {
    apiVersion: "admissionregistration.k8s.io/v1",
    kind: "ValidatingAdmissionPolicyBinding",
    metadata: { name: policyName, labels: LABELS },
    spec
  };
}
function policySpec(profiles, root, resources, operations) {
  return {
    failurePolicy: "Fail",
    matchConstraints: {
      resourceRules: [{ apiGroups: ["apps"], apiVersions: ["v1"], operations, resources }]
    },
    // An update that leaves spec alone (labels, finalizers, the garbage collector) neither makes nor
    // mends a race: refusing it would only block owners of a workload the policy predates.
    matchConditions: [
      { name: "spec-changed", expression: 'request.operation != "UPDATE" || object.spec != oldObject.spec' }
    ],
    variables: variables(profiles, root),
    validations: profiles.map((p) => validation(p, root))
  };
}
var id = (p) => p.name.replace(/-/g, "_");
function matchExpression(p, root) {
  const containers = `${root.workload}.spec.template.spec.containers`;
  const labels = `${root.workload}.metadata.labels`;
  const named = `(has(${labels}) && ${lit(import_chunk_TIR72V7I.PROFILE_LABEL)} in ${labels} && ${labels}[${lit(import_chunk_TIR72V7I.PROFILE_LABEL)}] == ${lit(p.name)})`;
  const tests = [];
  const image = imageRepoRegex(p.match.images ?? []);
  if (image) tests.push(`(has(c.image) && c.image.matches(${lit(image)}))`);
  if (p.match.envAny?.length)
    tests.push(`(${named} && has(c.env) && c.env.exists(e, e.name in ${list(p.match.envAny)}))`);
  const parts = [];
  if (tests.length) parts.push(`${containers}.filter(c, ${tests.join(" || ")})`);
  const byName = p.match.workloadNames?.length ? `${root.workload}.metadata.name in ${list(p.match.workloadNames)} || ` : "";
  parts.push(`(${byName}${named} ? ${containers} : [])`);
  return parts.join(" + ");
}
function variables(profiles, root) {
  const vars = [];
  const v = (name, expression) => vars.push({ name, expression });
  for (const p of profiles) v(`match_${id(p)}`, matchExpression(p, root));
  const labels = `${root.workload}.metadata.labels`;
  const chain = profiles.reduceRight(
    (rest, p) => `size(variables.match_${id(p)}) > 0 ? ${lit(p.name)} : ${rest}`,
    '""'
  );
  const byLabel = `has(${labels}) && ${lit(import_chunk_TIR72V7I.PROFILE_LABEL)} in ${labels} && ${labels}[${lit(import_chunk_TIR72V7I.PROFILE_LABEL)}] in ${list(profiles.map((p) => p.name))} ? ${labels}[${lit(import_chunk_TIR72V7I.PROFILE_LABEL)}] : ${chain}`;
  v("profile", root.sameWorkload ? `!(${root.sameWorkload}) ? "" : ${byLabel}` : byLabel);
  for (const p of profiles) {
    const k = id(p);
    const c = `variables.match_${k}[0]`;
    for (const [key, envName] of [
      ["host", p.env.host],
      ["writer", p.env.writer],
      ["secret", p.env.secretName]
    ]) {
      v(`${key}Entries_${k}`, entries(c, envName));
      v(`${key}_${k}`, lastOf(`variables.${key}Entries_${k}`));
    }
    v(`writerValue_${k}`, `(${literal(`variables.writer_${k}`, root.namespace)} + [""])[0]`);
    const fs = p.writer?.fsValue === void 0 ? "" : `variables.writerValue_${k} == ${lit(p.writer.fsValue)} || `;
    v(
      `perPod_${k}`,
      `!${isRef(`variables.writer_${k}`)} && (${fs}(variables.writerValue_${k} == "" && ${isSet(`variables.host_${k}`)}))`
    );
    const gate = externalCertsGate(p);
    v(`externalCerts_${k}`, gate ? featureGateOn(c, gate.flag, gate.gates) : "false");
    const fallback = p.defaults?.secretName ? lit(p.defaults.secretName) : `${root.workload}.metadata.name + "-webhook-certs"`;
    v(`secretName_${k}`, `(${literal(`variables.secret_${k}`, root.namespace)}.filter(s, s != "") + [${fallback}])[0]`);
  }
  return vars;
}
function externalCertsGate(p) {
  if (!p.externalCertsFeatureGate || !p.featureGatesArg) return void 0;
  return { flag: p.featureGatesArg, gates: [p.externalCertsFeatureGate, ...p.externalCerts?.alsoEnabledBy ?? []] };
}
function validation(p, root) {
  const k = id(p);
  const secretValue = p.writer?.secretValue ?? "secret";
  const fix = (secret, container) => `${lit(`set env ${p.env.writer}=${secretValue} and ${p.env.secretName}=`)} + ${secret} + " on container " + ${container} + ${lit(", and provision that Secret once (webhook-cert-gate cert generate)")}`;
  const staticSecret = p.defaults?.secretName ?? "<name>-webhook-certs";
  return {
    expression: `variables.profile != ${lit(p.name)} || ${root.replicas} <= 1 || !variables.perPod_${k} || variables.externalCerts_${k}`,
    reason: "Forbidden",
    message: `${p.description ?? p.name}: more than one replica with ${p.env.host} set and the per-pod fs certificate writer races on caBundle; set env ${p.env.writer}=${secretValue} and ${p.env.secretName}=${staticSecret}, and provision that Secret once (webhook-cert-gate cert generate)`,
    messageExpression: `${root.kind} + " " + ${root.namespace} + "/" + ${root.workload}.metadata.name + " can run " + string(${root.replicas}) + " replicas" + ${lit(` with ${p.env.host} set and the per-pod fs certificate writer: each replica would mint its own CA and rewrite the caBundle of the webhook configurations, a 409 write war (${p.name} profile). Fix: `)} + ` + fix(`variables.secretName_${k}`, `variables.match_${k}[0].name`)
  };
}
var KEY = String.raw`(?:[A-Za-z0-9](?:[-A-Za-z0-9_.]*[A-Za-z0-9])?/)?[A-Za-z0-9](?:[-A-Za-z0-9_.]*[A-Za-z0-9])?`;
var VALUE = String.raw`(?:[A-Za-z0-9](?:[-A-Za-z0-9_.]*[A-Za-z0-9])?)?`;
var REQUIREMENT = new RegExp(
  String.raw`^\s*(?:(!)\s*(${KEY})|(${KEY})\s*(?:(==|=|!=)\s*(${VALUE})|\s(in|notin)\s*\(\s*(${VALUE}(?:\s*,\s*${VALUE})*)\s*\))?)\s*(?:,|$)`
);
function parseLabelSelector(text) {
  const out = { matchLabels: {}, matchExpressions: [] };
  let rest = text.trim();
  if (!rest) throw new Error("empty selector");
  while (rest) {
    const m = REQUIREMENT.exec(rest);
    if (!m) throw new Error(`cannot read '${rest.split(",")[0].trim()}'`);
    const [, not, notKey, key, op, value, setOp, set] = m;
    if (not) out.matchExpressions.push({ key: notKey, operator: "DoesNotExist" });
    else if (op === "=" || op === "==") out.matchLabels[key] = value;
    else if (op === "!=") out.matchExpressions.push({ key, operator: "NotIn", values: [value] });
    else if (setOp)
      out.matchExpressions.push({
        key,
        operator: setOp === "in" ? "In" : "NotIn",
        values: set.split(",").map((s) => s.trim())
      });
    else out.matchExpressions.push({ key, operator: "Exists" });
    rest = rest.slice(m[0].length).trim();
    if (m[0].trimEnd().endsWith(",") && !rest) throw new Error("trailing comma");
  }
  return {
    ...Object.keys(out.matchLabels).length ? { matchLabels: out.matchLabels } : {},
    ...out.matchExpressions.length ? { matchExpressions: out.matchExpressions } : {}
  };
}
var POLICY_SPEC = (0, import_chunk_TIR72V7I.defineCommand)({
  name: "policy",
  usage: ["policy [--profile NAME]... [--action Deny|Warn|Audit]... [--namespace-selector SELECTOR]"],
  description: `Prints ValidatingAdmissionPolicies (admissionregistration.k8s.io/v1, Kubernetes 1.30+) and their bindings that
refuse, inside the cluster, what multi-replica-webhook-unshared-cert flags: a Deployment or StatefulSet of a
profiled webhook controller with more than one replica, the external host env set and the per-pod "fs"
certificate writer; and scaling such a workload above one replica. Apply with kubectl apply -f -.`,
  options: {
    profile: {
      type: "string",
      multiple: true,
      arg: "NAME",
      help: "only these profiles (repeatable; default: every loaded profile)"
    },
    action: {
      type: "string",
      multiple: true,
      arg: "Deny|Warn|Audit",
      help: "the bindings' validationActions (repeatable; default Deny; Warn and Audit for a first rollout)"
    },
    "namespace-selector": {
      type: "string",
      arg: "SEL",
      help: "only namespaces whose labels match, e.g. kubernetes.io/metadata.name in (webhooks)"
    },
    name: {
      type: "string",
      arg: "NAME",
      help: "name of the policies and bindings (default webhook-cert-gate-unshared-cert)"
    },
    config: {
      type: "string",
      arg: "FILE",
      help: "configuration whose profiles: are loaded too (default: ./.webhook-cert-gate.yaml when present)"
    },
    ...import_chunk_TIR72V7I.OUTPUT_OPTION,
    ...import_chunk_TIR72V7I.HELP_OPTION
  }
});
async function policyCommand(args, io) {
  const { values: opts } = (0, import_chunk_TIR72V7I.parseCommand)(POLICY_SPEC, args);
  if (opts.help) return (0, import_chunk_TIR72V7I.printHelp)(io, POLICY_SPEC);
  const actions = parseActions(opts.action ?? []);
  const name = opts.name ?? "webhook-cert-gate-unshared-cert";
  if (!/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(name) || name.length > 253 - 19)
    throw new import_chunk_TIR72V7I.InputError(`--name '${name}' is not a valid Kubernetes name`);
  let namespaceSelector;
  if (opts["namespace-selector"] !== void 0) {
    try {
      namespaceSelector = parseLabelSelector(opts["namespace-selector"]);
    } catch (e) {
      throw new import_chunk_TIR72V7I.InputError(`--namespace-selector: ${e.message}`);
    }
  }
  const config = await (0, import_chunk_TIR72V7I.loadConfig)(io.cwd, opts.config);
  const profiles = await (0, import_chunk_TIR72V7I.loadProfiles)(config.owners);
  const wanted = opts.profile ?? [];
  for (const p of wanted) {
    if (!profiles.some((q) => q.name === p))
      throw new import_chunk_TIR72V7I.InputError(
        `--profile '${p}' is not a loaded profile (loaded: ${profiles.map((q) => q.name).join(", ")})`
      );
  }
  const chosen = wanted.length ? profiles.filter((p) => wanted.includes(p.name)) : profiles;
  const objects = generatePolicy(chosen, { actions, namespaceSelector, name });
  if (!objects.length)
    throw new import_chunk_TIR72V7I.InputError(
      `no profile among ${chosen.map((p) => p.name).join(", ")} matches workloads by image, env or name (match.charts alone is for Helm)`
    );
  await (0, import_chunk_TIR72V7I.writeReport)(io, opts.output, objects.map((o) => (0, import_chunk_TIR72V7I.dump)(o, { lineWidth: -1, noRefs: true })).join("---\n"));
  return import_chunk_TIR72V7I.EXIT.ok;
}
function parseActions(given) {
  for (const a of given) {
    if (!VALIDATION_ACTIONS.includes(a))
      throw new import_chunk_TIR72V7I.InputError(`--action must be Deny, Warn or Audit (got '${a}')`);
  }
  const actions = [...new Set(given)];
  if (actions.includes("Deny") && actions.includes("Warn"))
    throw new import_chunk_TIR72V7I.InputError("--action Deny and Warn cannot be combined (use Deny, or Warn with Audit)");
  return actions.length ? actions : ["Deny"];
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  POLICY_SPEC,
  policyCommand
});

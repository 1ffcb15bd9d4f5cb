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
  ALERTS_SPEC: () => ALERTS_SPEC,
  alertsCommand: () => alertsCommand
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
function expiryOwners(owners) {
  return owners.filter((o) => typeof o.expiryMetric === "string");
}
var CLUSTER_LABEL = "cluster";
var CONFIGS = "mutatingwebhookconfigurations|validatingwebhookconfigurations";
var RUNBOOK_BASE = "https://github.com/webhook-cert-gate/webhook-cert-gate/blob/main/docs/alerts.md";
var runbook = (alert) => `${RUNBOOK_BASE}#${alert.toLowerCase()}`;
function writeAlerts(window = "5m", c = CLUSTER_LABEL) {
  const where = inCluster(c);
  return [
    {
      alert: "WebhookConfigurationWrites",
      // The write-up's first alert. Steady state writes nothing; a Helm upgrade or an injector's renewal
      // writes a few times and stops, so only writes that go on for 15 minutes fire.
      expr: `sum by (${c}, resource) (rate(apiserver_request_total{resource=~"${CONFIGS}", verb="PUT"}[${window}])) > 0`,
      for: "15m",
      labels: { severity: "warning" },
      annotations: {
        summary: `Webhook configurations are rewritten in steady state ({{ $labels.resource }})${where}`,
        description: "{{ $labels.resource }} receive {{ $value | humanize }} PUT/s for 15 minutes. Several replicas or controllers are probably rewriting caBundle in turn. Run `webhook-cert-gate cluster` to name the writers.",
        runbook_url: runbook("WebhookConfigurationWrites")
      }
    },
    {
      alert: "WebhookConfigurationConflicts",
      // The write-up's second alert: 409s are writers racing on a stale resourceVersion (60/s in the incident).
      expr: `sum by (${c}, resource) (rate(apiserver_request_total{resource=~"${CONFIGS}", verb="PUT", code="409"}[${window}])) > 0`,
      for: "5m",
      labels: { severity: "critical" },
      annotations: {
        summary: `Update conflicts (HTTP 409) on webhook configurations ({{ $labels.resource }})${where}`,
        description: "{{ $labels.resource }} updates fail with 409 Conflict at {{ $value | humanize }}/s: writers race on caBundle. Expect TLS failures for admission calls, and etcd write load. Give caBundle one owner (a shared certificate Secret).",
        runbook_url: runbook("WebhookConfigurationConflicts")
      }
    },
    {
      alert: "AdmissionWebhookFailOpen",
      // With failurePolicy Ignore a TLS failure admits the object unchecked; this counter exists from Kubernetes 1.28.
      expr: `sum by (${c}, name, type) (rate(apiserver_admission_webhook_fail_open_count[5m])) > 0`,
      for: "5m",
      labels: { severity: "warning" },
      annotations: {
        summary: `Admission webhook {{ $labels.name }} fails open${where}`,
        description: "Calls to {{ $labels.name }} fail and the API server admits objects without it ({{ $value | humanize }}/s). A caBundle that does not match the serving replica is a common cause.",
        runbook_url: runbook("AdmissionWebhookFailOpen")
      }
    }
  ];
}
function expiryAlert(days, source, c = CLUSTER_LABEL) {
  const seconds = days * 86400;
  const where = inCluster(c);
  if (source === "blackbox") {
    return {
      alert: "WebhookCertificateExpiringSoon",
      expr: `min by (${c}, instance) (probe_ssl_earliest_cert_expiry{job=~".*webhook.*"}) - time() < ${seconds}`,
      for: "1h",
      labels: { severity: "warning" },
      annotations: {
        summary: `The certificate served by webhook {{ $labels.instance }} expires within ${days} days${where}`,
        description: "The earliest certificate of the chain served at {{ $labels.instance }} expires in {{ $value | humanizeDuration }}.",
        runbook_url: runbook("WebhookCertificateExpiringSoon")
      }
    };
  }
  const { owner } = source;
  const object = `${owner.name} ${owner.certificate?.kind ?? "certificate"}`;
  return {
    alert: "WebhookCertificateExpiringSoon",
    expr: `min by (${c}, namespace, name) (${owner.expiryMetric}) - time() < ${seconds}`,
    for: "1h",
    labels: { severity: "warning" },
    annotations: {
      summary: `Certificate {{ $labels.namespace }}/{{ $labels.name }} expires within ${days} days${where}`,
      description: `${object} {{ $labels.namespace }}/{{ $labels.name }} expires in {{ $value | humanizeDuration }} and was not renewed.`,
      runbook_url: runbook("WebhookCertificateExpiringSoon")
    }
  };
}
var SERVE = "webhook_cert_gate";
function inCluster(label) {
  return `{{ with $labels.${label} }} (cluster {{ . }}){{ end }}`;
}
function exporterAlerts(c = CLUSTER_LABEL) {
  const where = inCluster(c);
  return [
    {
      alert: "WebhookCertGateDown",
      expr: `min by (${c}, instance) (${SERVE}_up) == 0`,
      for: "5m",
      labels: { severity: "warning" },
      annotations: {
        summary: `webhook-cert-gate serve cannot read the cluster${where}`,
        description: "The last audit rounds of {{ $labels.instance }} could not read every holder kind they need (API server unreachable, or a permission missing), so its other series are stale or missing. Its /readyz body and its log say why; webhook_cert_gate_read_errors_total names the resource and the code.",
        runbook_url: runbook("WebhookCertGateDown")
      }
    },
    {
      alert: "WebhookCertGateStale",
      expr: `time() - max by (${c}, instance) (${SERVE}_last_round_success_timestamp_seconds) > 600`,
      for: "5m",
      labels: { severity: "warning" },
      annotations: {
        summary: `webhook-cert-gate serve has not finished a complete round for {{ $value | humanizeDuration }}${where}`,
        description: "No audit round of {{ $labels.instance }} read the whole cluster in the last {{ $value | humanizeDuration }}: every other alert of this group is blind. Check the pod, its /readyz and its log.",
        runbook_url: runbook("WebhookCertGateStale")
      }
    }
  ];
}
function serveAlerts(days, c = CLUSTER_LABEL, convergeSeconds = 600) {
  const entry = "{{ $labels.kind }} {{ $labels.name }}";
  const where = inCluster(c);
  return [
    {
      alert: "WebhookServingCAsDiverge",
      // The incident's root: each replica made its own CA; only one can be in caBundle.
      expr: `max by (${c}, kind, name, webhook) (${SERVE}_serving_cas) > 1`,
      for: "2m",
      labels: { severity: "critical" },
      annotations: {
        summary: `The backends of webhook {{ $labels.webhook }} (${entry}) serve certificates from {{ $value }} CAs${where}`,
        description: `The backends behind webhook {{ $labels.webhook }} of ${entry} served certificates from {{ $value }} different CAs in the last round. caBundle can trust only some of them: calls fail (or, with failurePolicy Ignore, admit unchecked) whenever another backend answers.`,
        runbook_url: runbook("WebhookServingCAsDiverge")
      }
    },
    {
      alert: "WebhookBackendTLSRejected",
      // One bad backend of eight: a probe through the Service would see it one time in eight; this probes each.
      expr: `min by (${c}, kind, name, webhook, backend) (${SERVE}_backend_tls_ok) == 0`,
      for: "5m",
      labels: { severity: "critical" },
      annotations: {
        summary: `Backend {{ $labels.backend }} of webhook {{ $labels.webhook }} serves a certificate its caBundle rejects${where}`,
        description: `The chain served by {{ $labels.backend }} does not verify against the caBundle of webhook {{ $labels.webhook }} (${entry}) for the name the API server dials. Calls the API server sends to this backend fail.`,
        runbook_url: runbook("WebhookBackendTLSRejected")
      }
    },
    {
      alert: "WebhookCertGateUnconverged",
      // A rotation takes the backends a while to reload; one that never serves the new CA's leaf is the bug.
      expr: `max by (${c}, kind, name, webhook) (${SERVE}_unconverged_seconds) > ${convergeSeconds}`,
      for: "1m",
      labels: { severity: "warning" },
      annotations: {
        summary: `Backends of webhook {{ $labels.webhook }} (${entry}) have not converged on its caBundle${where}`,
        description: `Some backends of webhook {{ $labels.webhook }} of ${entry} still serve a chain its current caBundle rejects, {{ $value | humanizeDuration }} after the caBundle changed. webhook_cert_gate_backends_converged says how many do; webhook_cert_gate_backend_tls_ok names them.`,
        runbook_url: runbook("WebhookCertGateUnconverged")
      }
    },
    {
      alert: "CABundleChurn",
      // Steady state changes caBundle only at a rotation; the write war changes it every few seconds.
      expr: `sum by (${c}, kind, name) (increase(${SERVE}_cabundle_changes_total[15m])) > 3`,
      for: "5m",
      labels: { severity: "warning" },
      annotations: {
        summary: `caBundle of ${entry} keeps changing${where}`,
        description: `caBundle of ${entry} changed {{ $value | humanize }} times in 15 minutes: writers overwrite each other's CA. Run \`webhook-cert-gate diagnose --audit-log\` to name them.`,
        runbook_url: runbook("CABundleChurn")
      }
    },
    {
      alert: "CABundleMultipleOwners",
      expr: `max by (${c}, kind, name) (${SERVE}_cabundle_owners) > 1`,
      for: "30m",
      labels: { severity: "warning" },
      annotations: {
        summary: `caBundle of ${entry} has {{ $value }} field managers${where}`,
        description: `{{ $value }} field managers own a caBundle of ${entry} (managedFields): two writers of one trust root fight at every rotation.`,
        runbook_url: runbook("CABundleMultipleOwners")
      }
    },
    {
      alert: "WebhookServedCertificateExpiringSoon",
      expr: `min by (${c}, kind, name, webhook, source) (${SERVE}_cert_not_after_seconds) - time() < ${days * 86400}`,
      for: "1h",
      labels: { severity: "warning" },
      annotations: {
        summary: `A {{ $labels.source }} certificate of webhook {{ $labels.webhook }} (${entry}) expires within ${days} days${where}`,
        description: `The earliest {{ $labels.source }} certificate (served by a backend, or a CA in caBundle) of webhook {{ $labels.webhook }} expires in {{ $value | humanizeDuration }}.`,
        runbook_url: runbook("WebhookServedCertificateExpiringSoon")
      }
    },
    {
      alert: "WebhookCertGateFindings",
      expr: `max by (${c}, rule) (${SERVE}_findings{severity="error"}) > 0`,
      for: "15m",
      labels: { severity: "warning" },
      annotations: {
        summary: `webhook-cert-gate reports {{ $value }} error finding(s) of rule {{ $labels.rule }}${where}`,
        description: "The live rules find {{ $value }} error(s) of {{ $labels.rule }}. `webhook-cert-gate cluster` prints them with the fix.",
        runbook_url: runbook("WebhookCertGateFindings")
      }
    }
  ];
}
function prometheusRule(o) {
  const c = o.clusterLabel ?? CLUSTER_LABEL;
  const groups = [
    { name: "webhook-cert-gate.configuration-writes", rules: writeAlerts(o.window, c) },
    { name: "webhook-cert-gate.certificates", rules: [expiryAlert(o.expiryDays, o.expirySource, c)] },
    { name: "webhook-cert-gate.serve", rules: serveAlerts(o.expiryDays, c, o.convergeSeconds) },
    { name: "webhook-cert-gate.exporter", rules: exporterAlerts(c) }
  ];
  for (const rule of groups.flatMap((g) => g.rules)) {
    if (o.pending !== void 0) rule.for = o.pending;
    if (o.runbookBase)
      rule.annotations.runbook_url = rule.annotations.runbook_url.replace(RUNBOOK_BASE, o.runbookBase);
  }
  return {
    apiVersion: "monitoring.coreos.com/v1",
    kind: "PrometheusRule",
    metadata: {
      name: o.name,
      namespace: o.namespace,
      labels: { "app.kubernetes.io/name": "webhook-cert-gate", ...o.labels }
    },
    spec: { groups }
  };
}
var SOURCES = expiryOwners(import_chunk_TIR72V7I.SHIPPED_OWNERS);
var ALERTS_SPEC = (0, import_chunk_TIR72V7I.defineCommand)({
  name: "alerts",
  usage: ["alerts [options]"],
  description: `Prints a PrometheusRule (monitoring.coreos.com/v1) for prometheus-operator with:
  WebhookConfigurationWrites     PUTs on mutating/validatingwebhookconfigurations that go on for 15m
  WebhookConfigurationConflicts  409 Conflict on those PUTs (writers racing on caBundle)
  AdmissionWebhookFailOpen       webhook calls failing open (Kubernetes 1.28+)
  WebhookCertificateExpiringSoon the webhook certificate expires within --expiry-days
and, over the series of 'webhook-cert-gate serve' (docs/alerts.md):
  WebhookServingCAsDiverge       the backends of one webhook serve certificates from more than one CA
  WebhookBackendTLSRejected      a backend serves a chain its webhook's caBundle rejects
  WebhookCertGateUnconverged     a backend still serves a chain caBundle rejects --converge-threshold after it changed
  CABundleChurn                  caBundle changes again and again
  CABundleMultipleOwners         more than one field manager owns a caBundle
  WebhookServedCertificateExpiringSoon  a served or caBundle certificate expires within --expiry-days
  WebhookCertGateFindings        the live rules report errors
  WebhookCertGateDown            serve cannot read every holder kind (API server unreachable, permission missing)
  WebhookCertGateStale           serve has finished no complete round for 10 minutes
Every rule keeps --cluster-label, so one Prometheus can watch many clusters (docs/monitoring.md#fleet).`,
  options: {
    namespace: { type: "string", short: "n", arg: "NS", help: "namespace of the PrometheusRule (default monitoring)" },
    name: { type: "string", arg: "NAME", help: "its name (default webhook-cert-gate)" },
    label: {
      type: "string",
      short: "l",
      multiple: true,
      arg: "KEY=VALUE",
      help: "extra label, e.g. release=prometheus for the operator's ruleSelector (repeatable)"
    },
    "expiry-days": { type: "string", arg: "N", help: "days before expiry to alert (default 30)" },
    "expiry-source": {
      type: "string",
      arg: "SOURCE",
      help: `${SOURCES.map((o) => `${o.name}: ${o.expiryMetric}`).join(", ")}${SOURCES.length ? " (default), " : ""}or
blackbox: blackbox-exporter's probe_ssl_earliest_cert_expiry of the webhook endpoint`
    },
    ...import_chunk_TIR72V7I.OUTPUT_OPTION,
    window: {
      type: "string",
      arg: "DURATION",
      help: "rate window of the apiserver_request_total alerts (default 5m, as in the write-up)"
    },
    "converge-threshold": {
      type: "string",
      arg: "DURATION",
      help: "how long after a caBundle change a backend may still serve a chain it rejects (default 10m)"
    },
    pending: { type: "string", arg: "DURATION", help: "replace every alert's 'for' (e.g. 0s to page at once)" },
    "runbook-base": {
      type: "string",
      arg: "URL",
      help: "where docs/alerts.md is served (default: this project's repository)"
    },
    "cluster-label": {
      type: "string",
      arg: "LABEL",
      help: "the target label that names the cluster, kept by every rule and named in every summary when present (default cluster)"
    },
    ...import_chunk_TIR72V7I.HELP_OPTION
  }
});
async function alertsCommand(args, io) {
  const { values: opts } = (0, import_chunk_TIR72V7I.parseCommand)(ALERTS_SPEC, args);
  if (opts.help) return (0, import_chunk_TIR72V7I.printHelp)(io, ALERTS_SPEC);
  const sourceName = opts["expiry-source"] ?? SOURCES[0]?.name ?? "blackbox";
  const owner = SOURCES.find((o) => o.name === sourceName);
  if (!owner && sourceName !== "blackbox")
    throw new import_chunk_TIR72V7I.InputError(
      `--expiry-source must be ${[...SOURCES.map((o) => o.name), "blackbox"].join(" or ")} (got '${sourceName}')`
    );
  const source = owner ? { owner } : "blackbox";
  const name = opts.name ?? "webhook-cert-gate";
  const namespace = opts.namespace ?? "monitoring";
  for (const [flag, value] of [
    ["--name", name],
    ["--namespace", namespace]
  ]) {
    if (!/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(value) || value.length > 253)
      throw new import_chunk_TIR72V7I.InputError(`${flag} '${value}' is not a valid Kubernetes name`);
  }
  const rule = prometheusRule({
    name,
    namespace,
    labels: parseLabels(opts.label ?? []),
    expiryDays: (0, import_chunk_TIR72V7I.parsePositiveInt)("--expiry-days", opts["expiry-days"]) ?? 30,
    expirySource: source,
    window: promDuration("--window", opts.window),
    pending: promDuration("--pending", opts.pending),
    runbookBase: httpUrl("--runbook-base", opts["runbook-base"]),
    clusterLabel: labelName("--cluster-label", opts["cluster-label"]),
    convergeSeconds: durationSeconds(promDuration("--converge-threshold", opts["converge-threshold"]))
  });
  await (0, import_chunk_TIR72V7I.writeReport)(io, opts.output, (0, import_chunk_TIR72V7I.dump)(rule, { lineWidth: 200, noRefs: true }));
  return import_chunk_TIR72V7I.EXIT.ok;
}
function promDuration(flag, value) {
  if (value === void 0) return void 0;
  if (!/^(\d+(ms|s|m|h|d|w|y))+$/.test(value))
    throw new import_chunk_TIR72V7I.InputError(`${flag} must be a Prometheus duration such as 30s or 5m (got '${value}')`);
  return value;
}
function durationSeconds(value) {
  if (value === void 0) return void 0;
  const unit = { ms: 1e-3, s: 1, m: 60, h: 3600, d: 86400, w: 604800, y: 31536e3 };
  let total = 0;
  for (const [, n, u] of value.matchAll(/(\d+)(ms|s|m|h|d|w|y)/g)) total += Number(n) * unit[u];
  return total;
}
function httpUrl(flag, value) {
  if (value !== void 0 && !/^https?:\/\/\S+$/.test(value))
    throw new import_chunk_TIR72V7I.InputError(`${flag} must be an http(s) URL (got '${value}')`);
  return value?.replace(/\/+$/, "");
}
function labelName(flag, value) {
  if (value !== void 0 && !/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(value))
    throw new import_chunk_TIR72V7I.InputError(`${flag} must be a Prometheus label name such as cluster (got '${value}')`);
  return value;
}
function parseLabels(pairs) {
  const out = {};
  for (const p of pairs) {
    const m = /^([A-Za-z0-9][-A-Za-z0-9_./]*)=(.*)$/.exec(p);
    if (!m) throw new import_chunk_TIR72V7I.InputError(`--label must be KEY=VALUE (got '${p}')`);
    out[m[1]] = m[2];
  }
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ALERTS_SPEC,
  alertsCommand
});

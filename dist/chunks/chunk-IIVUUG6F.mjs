import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  canGetSecret,
  canReadSecrets,
  clusterWriteRules,
  covers,
  dataOf,
  entriesCalling,
  findWebhookWorkloads,
  imageRepo,
  isSet,
  podSpecOf,
  replicasOf,
  resolveEnv,
  serviceAccountOf,
  servicesSelecting,
  webhookEntries
} from "./chunk-5CGLNVY4.mjs";
import {
  nearest
} from "./chunk-OLXE4IO3.mjs";
import {
  arr,
  get,
  isObj,
  str
} from "./chunk-PT4BO5UJ.mjs";
import {
  FAILURE_PHRASE,
  resourceOf,
  wasDenied
} from "./chunk-634DTYX2.mjs";
import {
  dottedPath,
  parseDocuments,
  positionOf
} from "./chunk-7TDALGQL.mjs";

// src/rules/types.ts
function defineRule(rule30) {
  return rule30;
}
var cut = /* @__PURE__ */ new Map();
function fillMessage(template, data = {}) {
  let parts = cut.get(template);
  if (!parts) cut.set(template, parts = template.split(/\{(\w+)\}/));
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const k = parts[i];
    out += (k in data ? String(data[k]) : `{${k}}`) + parts[i + 1];
  }
  return out;
}

// src/rules/templates/cert-words.ts
var CERT_MESSAGES = {
  noServedCert: "the API server will refuse the TLS handshake: the served chain holds no CERTIFICATE PEM block",
  unparsable: "the API server will refuse the TLS handshake: {who} (PEM block at line {line}) does not parse in Go: {detail}",
  rsaTooLarge: "the API server will refuse the TLS handshake: {who} has a {bits}-bit RSA key; Go's TLS client refuses keys larger than 8192 bits",
  bundleEmpty: "caBundle is empty: the API server falls back to its own host's system roots, which cannot be checked offline; a webhook's private CA is not among them",
  bundleUnusable: "the API server cannot load caBundle: it holds no usable CERTIFICATE block ({why}), so every call fails",
  hostnameIpSans: "the API server will refuse the TLS handshake: the certificate's IP SANs ({ips}) do not include {host}",
  hostnameNoIpSans: "the API server will refuse the TLS handshake: {host} is an IP address and the certificate has no IP SANs (DNS SANs never match an IP)",
  hostnameNoSan: "the API server will refuse the TLS handshake: the certificate has no subjectAltName; Go never uses the Common Name ({subject}) to match {host}",
  hostname: "the API server will refuse the TLS handshake: the certificate is valid for {names}, not {host} (SANs only; a wildcard covers exactly one whole leftmost label)",
  leafEku: "the API server will refuse the TLS handshake: the leaf's extended key usage does not include serverAuth",
  leafKeyUnsupported: "the API server will refuse the TLS handshake: the leaf's public key type ({keyType}) is not supported by Go's TLS",
  leafP224: "the API server will refuse the TLS handshake: the leaf has a P-224 key, for which TLS has no signature scheme (the handshake fails)",
  leafSmallRsa: "the API server will refuse the TLS handshake: the leaf has a {bits}-bit RSA key; Go refuses RSA keys under 1024 bits for the handshake signature",
  keyMismatch: "the API server will refuse the TLS handshake: {detail}; the webhook server cannot prove it holds the certificate's key",
  expiringSoon: "{who} expires on {notAfter} ({daysLeft} days left, threshold {minDays}); after that the API server will refuse the TLS handshake",
  renewWindow: "the leaf certificate expires on {notAfter}, inside the controller's {days}-day renew window: the controller will replace it and may rewrite caBundle",
  noIssuer: 'the API server will refuse the TLS handshake: no certificate in caBundle or in the served chain has the subject "{issuer}" that issued {who}{twin}; the API server never fetches missing intermediates',
  bundleKeyDidNotSign: "the API server will refuse the TLS handshake: {parent} has the issuer's name but its key did not sign {who} (a regenerated CA with the same name?)",
  badSignature: "the API server will refuse the TLS handshake: the signature on {who} does not verify with the key of {parent}",
  keyTypeMismatch: "the API server will refuse the TLS handshake: {who} is signed with {detail}, which does not fit the key type of {parent}",
  weakSignature: "the API server will refuse the TLS handshake: {who} is signed with {detail}; Go refuses MD5 and SHA-1 certificate signatures (only the anchor's self-signature is exempt)",
  unsupportedSignature: "the API server will refuse the TLS handshake: {who} uses a signature algorithm Go cannot verify ({detail})",
  smallRsa: "the API server will refuse the TLS handshake: {parent} has a {bits}-bit RSA key; Go refuses to verify signatures with RSA keys under 1024 bits",
  unsupportedParentKey: "the API server will refuse the TLS handshake: {parent} has a public key Go cannot use to verify signatures (e.g. an RSA-PSS SubjectPublicKeyInfo), so it is never used as an issuer",
  notCa: "the API server will refuse the TLS handshake: {parent} is not a CA (basicConstraints CA:TRUE missing), so it may not sign {who}",
  notAuthorized: "the API server will refuse the TLS handshake: {who} is used as an intermediate but is not a CA (version 1, or no basicConstraints CA:TRUE)",
  noKeyCertSign: "the API server will refuse the TLS handshake: {parent} has a keyUsage extension without keyCertSign, so it may not sign {who}",
  expired: "the API server will refuse the TLS handshake: {who} expired on {notAfter}",
  notYetValid: "the API server will refuse the TLS handshake: {who} is not valid before {notBefore}",
  criticalExt: "the API server will refuse the TLS handshake: {who} carries a critical extension Go does not understand ({detail})",
  pathLength: "the API server will refuse the TLS handshake: {who} limits the path length ({detail})",
  nameConstraint: "the API server will refuse the TLS handshake: name constraints of {who} forbid the chain: {detail}",
  policy: "the API server will refuse the TLS handshake: the certificate policies of the chain up to {who} fail Go's policy validation (requireExplicitPolicy with no valid policy, or a mapping to or from anyPolicy)",
  tooManyChecks: "the API server will refuse the TLS handshake: building a chain for {who} needs more than 100 signature checks (too many candidate issuers with the same name); Go gives up",
  eku: "the API server will refuse the TLS handshake: {who} has an extended key usage without serverAuth; EKU is enforced down the whole chain, anchor included",
  // What only a webhook entry knows: its name, and the Secret its caBundle should match.
  entryNotBase64: "caBundle of webhook {webhook} is not base64: the API server rejects the configuration",
  entryNoCert: "caBundle of webhook {webhook} holds no usable CERTIFICATE block: every call fails TLS",
  entryMismatch: "caBundle of webhook {webhook} cannot verify the certificate in {secret} ({owner}): {detail}"
};
function who(c) {
  switch (c.role) {
    case "leaf":
      return "the leaf certificate";
    case "served":
      return `served certificate #${c.index + 1}`;
    case "bundle":
      return `caBundle certificate "${c.subject}"`;
    case "intermediate":
      return `intermediate "${c.subject}"`;
    case "anchor":
      return `the CA "${c.subject}"`;
  }
}
function wordsOf(reason) {
  switch (reason.kind) {
    case "no-served-cert":
      return { rule: "cert-malformed", messageId: "noServedCert", fix: "serve the certificate as PEM: the leaf first, then any intermediates" };
    case "unparsable":
      return { rule: "cert-malformed", messageId: "unparsable", data: { who: who(reason.cert), line: reason.line, detail: reason.detail }, fix: parseFix(reason.detail) };
    case "rsa-too-large":
      return { rule: "cert-malformed", messageId: "rsaTooLarge", data: { who: who(reason.cert), bits: reason.bits }, fix: "reissue the certificate with a 2048- to 4096-bit RSA key or an ECDSA P-256 key" };
    case "bundle-empty":
      return { rule: "cabundle-invalid", messageId: "bundleEmpty", fix: "set caBundle to the base64 PEM of the CA that issued the serving certificate" };
    case "bundle-unusable":
      return {
        rule: "cabundle-invalid",
        messageId: "bundleUnusable",
        data: { why: reason.skipped.length ? reason.skipped.join("; ") : "no PEM block found" },
        fix: 'set caBundle to base64 of PEM "CERTIFICATE" blocks without headers, each parsable by Go'
      };
    case "hostname":
      return hostnameWords(reason);
    case "leaf-eku":
      return { rule: "cert-eku-server-auth", messageId: "leafEku", fix: "reissue the leaf with extendedKeyUsage serverAuth (or without any EKU extension)" };
    case "leaf-key-unsupported":
      return {
        rule: "cert-malformed",
        messageId: "leafKeyUnsupported",
        data: { keyType: reason.keyType === "dsa" ? "DSA" : "unrecognised, e.g. RSA-PSS SubjectPublicKeyInfo" },
        fix: "reissue the leaf with an RSA (rsaEncryption), ECDSA P-256/P-384/P-521 or Ed25519 key"
      };
    case "leaf-p224":
      return { rule: "cert-malformed", messageId: "leafP224", fix: "reissue the leaf with a P-256, P-384 or P-521 key" };
    case "leaf-small-rsa":
      return { rule: "cert-weak-crypto", messageId: "leafSmallRsa", data: { bits: reason.bits }, fix: "reissue the leaf with a 2048-bit (or larger) RSA key or an ECDSA P-256 key" };
    case "key-mismatch":
      return { rule: "cert-key-mismatch", messageId: "keyMismatch", data: { detail: reason.detail }, fix: "serve the private key that was generated with this certificate (the private key of the same Secret)" };
    case "expiring-soon":
      return {
        rule: "cert-expiring-soon",
        messageId: "expiringSoon",
        data: { who: who(reason.cert), notAfter: reason.notAfter, daysLeft: reason.daysLeft, minDays: reason.minDays },
        fix: "renew the certificate (and caBundle, if the CA changes) before it expires"
      };
    case "renew-window":
      return {
        rule: "cert-expiring-soon",
        messageId: "renewWindow",
        data: { notAfter: reason.notAfter, days: reason.renewWithinDays },
        fix: "issue a certificate valid for longer than the renew window, or plan the rotation"
      };
    case "chain":
      return chainWords(reason);
  }
}
function hostnameWords(r) {
  const rule30 = "cert-hostname-mismatch";
  const fix = r.hostIsIp ? `reissue the certificate with an IP SAN ${r.host}` : `reissue the certificate with the DNS SAN ${r.host.replace(/\.$/, "")}`;
  const names = [...r.dnsNames, ...r.ips];
  if (r.hostIsIp) {
    return r.ips.length ? { rule: rule30, messageId: "hostnameIpSans", data: { ips: r.ips.join(", "), host: r.host }, fix } : { rule: rule30, messageId: "hostnameNoIpSans", data: { host: r.host }, fix };
  }
  if (!r.hasSan || names.length === 0) return { rule: rule30, messageId: "hostnameNoSan", data: { subject: r.subject || "empty", host: r.host }, fix };
  return { rule: rule30, messageId: "hostname", data: { names: names.join(", "), host: r.host }, fix };
}
function chainWords(r) {
  const data = { who: who(r.cert), parent: r.parent ? who(r.parent) : "", detail: r.detail ?? "" };
  switch (r.failure) {
    case "no-issuer":
      return {
        rule: "cabundle-mismatch",
        messageId: "noIssuer",
        data: { ...data, issuer: r.issuer, twin: r.twin ? ` (${who(r.twin)} has a subject that reads the same but is encoded differently; Go compares names byte for byte)` : "" },
        fix: `put the CA that issued ${data.who} into caBundle, or serve the missing intermediate after the leaf`
      };
    case "bad-signature":
      return r.parentInBundle ? { rule: "cabundle-mismatch", messageId: "bundleKeyDidNotSign", data, fix: "set caBundle to the CA that actually signed the serving certificate (the CA certificate of the same Secret)" } : { rule: "cert-untrusted", messageId: "badSignature", data, fix: "serve the intermediate that actually issued the certificate" };
    case "key-type-mismatch":
      return { rule: "cert-untrusted", messageId: "keyTypeMismatch", data, fix: "serve the CA that actually issued the certificate" };
    case "weak-signature":
      return { rule: "cert-weak-crypto", messageId: "weakSignature", data, fix: "reissue the certificate with a SHA-256 (or stronger) signature" };
    case "unsupported-signature":
      return { rule: "cert-untrusted", messageId: "unsupportedSignature", data, fix: "reissue the certificate with SHA256-RSA, ECDSA-SHA256 or Ed25519" };
    case "small-rsa":
      return { rule: "cert-weak-crypto", messageId: "smallRsa", data: { ...data, bits: r.parentKeyBits ?? 0 }, fix: "reissue the CA with a 2048-bit or larger RSA key (or ECDSA P-256)" };
    case "unsupported-parent-key":
      return { rule: "cert-untrusted", messageId: "unsupportedParentKey", data, fix: "reissue the CA with an rsaEncryption RSA key, ECDSA or Ed25519 key" };
    case "not-ca":
      return { rule: "cert-untrusted", messageId: "notCa", data, fix: "reissue the CA with basicConstraints CA:TRUE" };
    case "not-authorized":
      return { rule: "cert-untrusted", messageId: "notAuthorized", data, fix: "reissue the intermediate as a v3 certificate with basicConstraints CA:TRUE" };
    case "no-keycertsign":
      return { rule: "cert-untrusted", messageId: "noKeyCertSign", data, fix: "reissue the CA with keyUsage keyCertSign (or without a keyUsage extension)" };
    case "expired":
      return {
        rule: "cert-expired",
        messageId: "expired",
        data: { ...data, notAfter: r.notAfter },
        fix: `renew ${data.who}${r.cert.role === "leaf" ? "" : " and everything it issued, then update caBundle if it changed"}`
      };
    case "not-yet-valid":
      return {
        rule: "cert-not-yet-valid",
        messageId: "notYetValid",
        data: { ...data, notBefore: r.notBefore },
        fix: "wait until notBefore, or reissue with a notBefore in the past (check the clock of the issuing host)"
      };
    case "critical-ext":
      return { rule: "cert-malformed", messageId: "criticalExt", data, fix: "reissue the certificate without that critical extension or mark it non-critical" };
    case "path-length":
      return { rule: "cert-untrusted", messageId: "pathLength", data, fix: "issue the leaf from a CA whose pathLen allows it, or remove an intermediate level" };
    case "name-constraint":
      return { rule: "cert-untrusted", messageId: "nameConstraint", data, fix: "reissue the leaf with names its CA is permitted to sign, or use a CA without those name constraints" };
    case "policy":
      return { rule: "cert-untrusted", messageId: "policy", data, fix: "reissue the CA without policy constraints and mappings, or with certificatePolicies on every certificate below it" };
    case "too-many-checks":
      return { rule: "cert-untrusted", messageId: "tooManyChecks", data, fix: "remove the duplicate CA certificates with the same subject from caBundle and the served chain" };
    case "eku":
      return { rule: "cert-eku-server-auth", messageId: "eku", data, fix: `reissue ${data.who} with serverAuth in its extendedKeyUsage (or without the EKU extension)` };
  }
}
function parseFix(detail) {
  if (detail.includes("duplicate extension")) return "reissue the certificate without the repeated extension";
  if (detail.includes("negative serial")) return "reissue the certificate with a positive serial number";
  if (detail.includes("elliptic curve")) return "reissue the certificate with a P-256, P-384 or P-521 key";
  if (detail.includes("signature algorithm identifiers")) return "reissue the certificate with a consistent signature algorithm";
  return "reissue the certificate with a standard tool (`webhook-cert-gate cert generate`, openssl, a certificate controller)";
}
function describeProblem(p) {
  const w = wordsOf(p.reason);
  return { rule: w.rule, severity: p.severity, message: fillMessage(CERT_MESSAGES[w.messageId], w.data), fix: w.fix };
}

// src/model/resource.ts
var CLUSTER_SCOPED = /* @__PURE__ */ new Set([
  "Namespace",
  "ClusterRole",
  "ClusterRoleBinding",
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration",
  "CustomResourceDefinition",
  "APIService",
  "PersistentVolume",
  "StorageClass",
  "PriorityClass",
  "Node",
  "ValidatingAdmissionPolicy",
  "ValidatingAdmissionPolicyBinding",
  "IngressClass",
  "RuntimeClass"
]);
var ROOT = Object.freeze([]);
function resourcesOf(parsed, defaultNamespace, out = []) {
  const value = parsed.value;
  if (!isObj(value)) return out;
  if (typeof value.kind === "string" && value.kind.endsWith("List") && Array.isArray(value.items)) {
    value.items.forEach((item, i) => {
      const r2 = toResource(item, parsed.doc, ["items", i], defaultNamespace);
      if (r2) out.push(r2);
    });
    return out;
  }
  const r = toResource(value, parsed.doc, ROOT, defaultNamespace);
  if (r) out.push(r);
  return out;
}
function toResource(value, doc, base, defaultNamespace) {
  if (!isObj(value) || typeof value.kind !== "string") return void 0;
  const meta = isObj(value.metadata) ? value.metadata : {};
  const name = typeof meta.name === "string" ? meta.name : typeof meta.generateName === "string" ? meta.generateName : "";
  const ns = typeof meta.namespace === "string" && meta.namespace ? meta.namespace : defaultNamespace;
  return {
    apiVersion: typeof value.apiVersion === "string" ? value.apiVersion : "",
    kind: value.kind,
    name,
    namespace: CLUSTER_SCOPED.has(value.kind) ? "" : ns,
    body: value,
    doc,
    base
  };
}
function annotations(r) {
  const a = get(r.body, "metadata", "annotations");
  return isObj(a) ? a : {};
}
function labels(r) {
  const l = get(r.body, "metadata", "labels");
  return isObj(l) ? l : {};
}
function refOf(r) {
  return { kind: r.kind, name: r.name, ...r.namespace ? { namespace: r.namespace } : {} };
}

// src/rules/engine.ts
var SUPPRESS_PREFIX = "webhook-cert-gate.io/ignore-";
async function runRules(model, rules, options) {
  const findings = [];
  const ruleIds = rules.map((r) => r.meta.id);
  for (const rule30 of rules) {
    const override = options.overrides?.[rule30.meta.id];
    if (override === "off") continue;
    await rule30.check({
      model,
      settings: options.settings,
      live: options.live,
      syntaxErrors: options.syntaxErrors ?? [],
      ruleIds,
      helm: options.helm,
      report(r) {
        if (r.resource && !options.settings.strict && suppressionOf(r.resource, rule30.meta.id) !== void 0) return;
        findings.push(findingOf(rule30, r, override ?? r.severity ?? rule30.meta.severity));
      }
    });
  }
  return findings;
}
function findingOf(rule30, r, severity) {
  const template = rule30.meta.messages[r.messageId];
  if (template === void 0) throw new Error(`rule ${rule30.meta.id}: no message '${r.messageId}'`);
  const message = fillMessage(template, r.data);
  if (r.resource) return toFinding(rule30.meta.id, severity, message, r.fix, r.resource, r.path ?? []);
  const { file, line, column, template: source } = r.location;
  return { rule: rule30.meta.id, severity, message, fix: r.fix, file, line, column, ...source ? { template: source } : {} };
}
function suppressionOf(r, ruleId) {
  const value = annotations(r)[SUPPRESS_PREFIX + ruleId];
  if (value === void 0 || value === null) return void 0;
  return typeof value === "string" ? value : JSON.stringify(value);
}
function toFinding(rule30, severity, message, fix, resource, path) {
  const pos = positionOf(resource, path);
  return {
    rule: rule30,
    severity,
    message: pos.note ? `${message} (${pos.note})` : message,
    fix,
    file: pos.file,
    line: pos.line,
    column: pos.column,
    object: refOf(resource),
    field: pos.field ?? (path.length ? dottedPath(path) : void 0),
    template: resource.doc.template
  };
}

// src/model/holders.ts
var KINDS = {
  MutatingWebhookConfiguration: { group: "admissionregistration.k8s.io", plural: "mutatingwebhookconfigurations" },
  ValidatingWebhookConfiguration: { group: "admissionregistration.k8s.io", plural: "validatingwebhookconfigurations" },
  CustomResourceDefinition: { group: "apiextensions.k8s.io", plural: "customresourcedefinitions" },
  APIService: { group: "apiregistration.k8s.io", plural: "apiservices" }
};
var HOLDER_KINDS = Object.keys(KINDS);
var cache = /* @__PURE__ */ new WeakMap();
function caBundleHolders(model) {
  let out = cache.get(model);
  if (out) return out;
  out = [];
  for (const kind of HOLDER_KINDS) {
    for (const r of model.ofKind(kind)) {
      const h = holderOf(r);
      if (h) out.push(h);
    }
  }
  cache.set(model, out);
  return out;
}
function holderOf(r) {
  const { group, plural } = KINDS[r.kind];
  const base = { resource: r, group, plural };
  if (r.kind === "CustomResourceDefinition") {
    const webhook = get(r.body, "spec", "conversion", "webhook");
    const strategy = str(get(r.body, "spec", "conversion", "strategy"));
    if (strategy !== "Webhook" && !isObj(webhook)) return void 0;
    const v1 = isObj(webhook) && isObj(webhook.clientConfig);
    const at2 = v1 ? ["spec", "conversion", "webhook", "clientConfig"] : ["spec", "conversion", "webhookClientConfig"];
    return { ...base, caBundlePaths: [[...at2, "caBundle"]], services: serviceKeys([get(r.body, ...at2, "service")]) };
  }
  if (r.kind === "APIService") {
    const svc = get(r.body, "spec", "service");
    if (!isObj(svc)) return void 0;
    return { ...base, caBundlePaths: [["spec", "caBundle"]], services: serviceKeys([svc]) };
  }
  const entries = arr(get(r.body, "webhooks"));
  return {
    ...base,
    caBundlePaths: entries.map((_, i) => ["webhooks", i, "clientConfig", "caBundle"]),
    services: serviceKeys(entries.map((e) => get(e, "clientConfig", "service")))
  };
}
function ownsCaBundle(fields) {
  if (!isObj(fields)) return false;
  for (const [k, v] of Object.entries(fields)) if (k === "f:caBundle" || ownsCaBundle(v)) return true;
  return false;
}
function serviceKeys(refs) {
  const out = /* @__PURE__ */ new Set();
  for (const s of refs) if (isObj(s) && typeof s.name === "string") out.add(`${str(s.namespace) ?? "default"}/${s.name}`);
  return [...out];
}

// src/generated/rule-docs.ts
var RULE_DOCS = {
  "cabundle-invalid": {
    "why": "The API server skips PEM blocks of other types, blocks with headers and blocks that fail to parse; with none left, every call fails.",
    "howToFix": "Set caBundle to the base64 of a PEM CERTIFICATE block of the CA.",
    "example": 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: v}\nwebhooks:\n- name: v.example.com\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    url: https://hook.example/validate\n    caBundle: bm90IGEgY2VydGlmaWNhdGU=   # <- "not a certificate"',
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cabundle-mismatch": {
    "why": "The API server verifies the served chain against caBundle only: a caBundle that does not hold the shared Secret's CA fails every call (fail-open under Ignore), which is the write war's symptom.",
    "howToFix": "Set caBundle to the shared Secret's CA, and give caBundle one owner (the controller or cainjector).",
    "example": '# bundle holds an unrelated CA. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMxVENDQWIyZ0F3SUJBZ0lJTjloSE96YlBkMDR3RFFZSktvWklodmNOQVFFTEJRQXdHREVXTUJRR0ExVUUKQXd3TlQzUm9aWElnVW05dmRDQkRRVEFlRncweU5UQXhNREV3TURBd01EQmFGdzB6TlRBeE1ERXdNREF3TURCYQpNQmd4RmpBVUJnTlZCQU1NRFU5MGFHVnlJRkp2YjNRZ1EwRXdnZ0VpTUEwR0NTcUdTSWIzRFFFQkFRVUFBNElCCkR3QXdnZ0VLQW9JQkFRRGtJZlBTN2xrTlcrdWYvbDJHbkRETXlybVo0Znk3YXVpeEdXV2F5RFczbnVIV1J6SlYKUFdjQm1iRWptaUZkNXlqNE1RQ1VqYSsvQTE4dytRMzFYU1FzaklJdDluaGpCODJQUVgyK3BrWDVKbUtacEZ2TApJQWhaVFkxTUtRc0E2TjBzRGRlUkRsODAweW1CT04rQVp6VGlNdWg5UVNSaGZCYklHZjdrdlhRVDdTNytlbElICnZuazIrcmljb2ZNUzQ3WXdpbDFXZjBRekhmdS9PVnJmZ1hPRDRhQ2dDNkEwSTRmZ3d1U2pMTTVxUzVsdEgyS2oKeW1GL2RGbHhPRjJrZEdieU8ySmxBMklvZ1NNd3RQRUxRTm5JZWN6bnJnUG9ZRnArWXpZcy8rcFB5RGV1SUszUwpROTU3U2JFMDlNWVAzblcvNHlzTm4rYnh6NDV0QjRGK2FvaGRBZ01CQUFHakl6QWhNQThHQTFVZEV3RUIvd1FGCk1BTUJBZjh3RGdZRFZSMFBBUUgvQkFRREFnRUdNQTBHQ1NxR1NJYjNEUUVCQ3dVQUE0SUJBUUFNZ0pSeEtYWGsKQ0ZPVkpZYlJYc25tMTBlenc2MDhBbllsd0tnL3hrZ3ZPRXNzTWdpY3lZa292ZVllTU1HZmRFM3JPU2pHRjFBVwpSSVZTNDFsRDkvaDUyWkpvQjh1RTFkSjVaYitUc2dwakZDMGUrNEd3SUwrcjI4V3FpQ0pQS1pyakx1dllmdXp3Cjg3R3o0bk1BZ1YvbUlBbG5PYmpWam9QK0Z4Y283QnlxYVpDQjl5eStyVUFocWtSUGt4RHI4Mkg0RUdIcXQyQloKNjdob1pvUk1CWTAvcElRTWZENkx0VmhCaWdDUlZtQ05CMEw1Q2ZiTDJXeHA3K01BT3AybTNhQkJNcXVKcEU0awpBUDZwNTNLUWdtWWIzKzQzWEdhZjNBUFg3N3BEcGZvMDE2RmZhL0JJU3lPUWtOTlBRUEIybyt0cjJsTHNxSnpBCi90MVFGNEp5ZzFGNAotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJAKHyYw3Lt4IiMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQBt\n    0GoJ2+NapA2oDVBVJahOIxRpBgDl/dE+GMvQX+v8Nu+6dd7m19xO0dK3iFQ8xtJE\n    T/igSJNl9IC2F0wnLEgRWRg238SLd+TzYRtRdXfZd/5ZkteKljJv4IrBG8UDLPNC\n    LFx9otW0CV5TMWJiGU709Mx4ODcC68plB86LmJOL7yV0OARAYylmkwIdwLKD1qwC\n    ERk8Haqmwd8hXHi+I9hF6HK+72GXZUf4sOpv6bJNrvkDJybieTRqyX6FlauUdsXZ\n    CW4NGPwJ+63zsE03bGnm08YeHJ7jAbFpC/QDzpzS4ny9/ZoO+mrLlZqbdrBrCSdC\n    HFY9pAWM13EoIjjUHQMQ\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs',
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cabundle-multiple-owners": {
    "why": "Each caBundle owner writes its own CA: cert-manager's CA injector with server-side apply and forced ownership, the webhook controller on every sync, a kube-webhook-certgen patch Job at each install. Two owners that disagree turn the write war of eight replicas into a write war of two kinds of writer, and the caBundle flips between CAs. The same holds for every caBundle holder: webhook configurations, CRD conversion webhooks and APIServices (cainjector injects into all of them; KEDA, Crossplane and Karmada had wars there). Owners come from the profiles and the owner catalogue (docs/effective-state.md): controllers known by image (the Vault injector, Gatekeeper, KEDA, Kueue, ...), injector annotations, patch Jobs, an Argo CD Application that syncs the holder without ignoreDifferences for caBundle (or self-heals without RespectIgnoreDifferences), and Helm when the chart renders a caBundle someone else writes. A workload whose ClusterRole lets it update or patch a holder it serves (or names) may be a writer too: when the war needs such a writer, the finding is a warning that says which fact would settle it.",
    "howToFix": "Give caBundle exactly one owner: either remove the cert-manager annotation (or the patch Job), or run the controller in a mode that only reads cert-manager's certificate (OpenKruise EnableExternalCerts, Gatekeeper --disable-cert-rotation, KEDA certificates.certManager.enabled) so cainjector alone writes caBundle. Render no caBundle field that a run-time owner fills; give an Argo CD Application an ignoreDifferences entry for it with the RespectIgnoreDifferences=true sync option.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n---\napiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata:\n  name: koordinator-mutating-webhook-configuration   # patched by koord-manager\n  annotations:\n    cert-manager.io/inject-ca-from: koordinator-system/koord-webhook   # <- and by cainjector\nwebhooks: []",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cabundle-writers": {
    "why": "The write-up's diagnosis (section 3) starts from the written object and asks who writes it. managedFields name a writer by its field manager, so the replicas of one Deployment look alike; the API server's audit log records every request's user, user agent and source addresses. Several writers of one caBundle with 409 Conflict answers are the write war: each replica overwrites the others' CA, the API server refuses the stale writes, and etcd pays for every one. Writes from replicas that do not hold the workload's leader-election Lease show that leader election does not guard the certificate sync.",
    "howToFix": "Give caBundle a single owner: one shared certificate Secret that every replica serves, and one writer of caBundle (the leader, or one injector). The writers named in the message are the ones to change.",
    "example": "webhook-cert-gate diagnose --audit-log /var/log/kubernetes/audit.log --kubeconfig ~/.kube/config"
  },
  "cert-eku-server-auth": {
    "why": "Go requires serverAuth on every certificate of the chain that carries an EKU extension, the anchor included (unlike OpenSSL, which checks only the leaf).",
    "howToFix": "Reissue with extendedKeyUsage serverAuth (or no EKU extension) on the leaf, intermediates and root.",
    "example": '# leaf EKU clientAuth only. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIC+zCCAeOgAwIBAgIJAN6LTxPQJ0soMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNEMEIwDAYDVR0T\n    AQH/BAIwADATBgNVHSUEDDAKBggrBgEFBQcDAjAdBgNVHREEFjAUghJ3ZWJob29r\n    LnN5c3RlbS5zdmMwDQYJKoZIhvcNAQELBQADggEBAEnui0bxEdHigwFPH8aLArnY\n    g0G7FKhffbV0dqOVSETpep55p42ushTP2R6Y7W+M7e1cMzMUolhSGnAUNVEhqeyX\n    +A4wOpLs0cenRKijmrXRg8PmGygQLP3G3CgrZN0waX9Et1ZVxnst+HGwJad5rRwO\n    6TGK34aXuaj67uTSae1nYEOM+eJAGMgUDVGoZAZSMpAFa1MDlz54z4L+4pNLPE5X\n    X19vXJXN6ZlrKEOAeMAcaPxt35emB+3vRbVkp7zlVKJ2lIcXq00jQsqI2Oaw/eR0\n    PIIqqD25FATRiyCNfOUY0E5OtoTp77Sj3RmEFF9ApmzkqAVTV0oH62DfzXz+mKM=\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-expired": {
    "why": "Validity is checked for every certificate in the chain, anchor included: an expired CA breaks every replica at once.",
    "howToFix": "Renew the certificate (and the CA if it is the one expired) and roll the Secret and caBundle together.",
    "example": '# leaf expired. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJALNwveGVKpdGMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0yNjAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQBN\n    YaLmQhfiWmdZCJP+TgCE3Qguf1thK1a95TKa0r6FDFHVvgEF+dazAyMxT6AaZgx2\n    RbDXbRtZoqkZKRFS06cIxH8MHQzC/9SS/0BM31wbbDFlfApIIa/xOsWD4v5BMDyH\n    VarI7ONJjrpQE7Qr3lCo4pZFvsRZoYwJW0FZz6fsgteP987GwkJvnGsAgC+f0i6Y\n    rbYbnxnFAU+/mSKXeFRJiIvurM2mbks/mnE3p+uUGlPZf6xW92FyTvmv8NvaD9wQ\n    Bw1kJuOlNNUVGzYDU+6i7+G7iar0fLxvvnoHYdMx5pSrdnW0iMMj4xz3PpYiVbH2\n    6WoE2rVrRP4FnhVPDlkX\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-expiring-soon": {
    "why": "The Secret writer replaces a certificate that expires within its renew window: a provisioned certificate inside it is thrown away at the next start and every replica races to mint a new CA.",
    "howToFix": "Renew now, with a validity that ends well beyond the renew window (webhook-cert-gate cert generate --days 3650).",
    "example": '# leaf expires in 10 days: accepted, warned. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJAMAZctM7i9sDMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0yNjA2MTEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQB7\n    UFhmw3i1nwXXzzgHsMKC/taq1TtYv55MxdKW5BfxAMpGWJ/EHbk8Em3YNfxnWktL\n    XQNhzSCwzHFQo7czstxZ5mB2Gyylg4M8r12YyMoo1N1tdOE1GyPKzgTt5Wadp/Ym\n    BcAxi0YX+lVEwk3FgV0mE00rOCcDGpDQqE74dvKxAgnI2WpwJnqr08ypv4+l9eRP\n    pTO0u8aT2tUZH7Nj/m7VeJnIkshg33gpfwHeMUIYBw0yeLlufikru7vUV7OcXWpN\n    JnAdSv+S9u+rCKTBiivGnNQTCi1rCpmrHcOkY+A0FJYx/iTqfRmoJBok3JYigX1M\n    wVFm1b+XuHI9E7OIizPl\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-hostname-mismatch": {
    "why": "The API server checks only subjectAltName (never the Common Name): <service>.<namespace>.svc for clientConfig.service, the URL host for clientConfig.url (IP literals only against IP SANs). A missing name fails every call.",
    "howToFix": "Reissue the certificate with a DNS SAN (or IP SAN) for the dialed name; for WEBHOOK_HOST, that host.",
    "example": '# name only in the Common Name, no SAN. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIC2zCCAcOgAwIBAgIIDvCvzYKxtNgwDQYJKoZIhvcNAQELBQAwFzEVMBMGA1UE\n    AwwMVGVzdCBSb290IENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFow\n    HTEbMBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkqhkiG9w0BAQEF\n    AAOCAQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG58p7s0Hjv0kc\n    2sB6krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpHbkEzVKvFXX4q\n    ucj0TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7HmKTQKM7wUT4l\n    GRQ/WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+IMD771W/eDfg1\n    2BrAWR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcHsQijuCCN9Dv/\n    TVvwt1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABoyUwIzAMBgNVHRMB\n    Af8EAjAAMBMGA1UdJQQMMAoGCCsGAQUFBwMBMA0GCSqGSIb3DQEBCwUAA4IBAQA4\n    4QZg5pWdYWsp1Xe17qndMtkDCgSH1vm8SWSIwb6ZRVREz6adQgaFdumRFgdekdH0\n    mW+focnX6mdqNUOfDUuoiJyqgb5BfEJVETele3VXgvU7JczfVpenrsY5cK2QmlBe\n    Tx1Ie/QbTpGkjUUze5aR/IZqFCRY04ThhapoVg9M8R64Z63z+sC9cCo7cB8z/hbv\n    bOv4audpjQI6QYwpSs90e0MgQwXfKHUO27eG9S7GqBn+77v6fHfgGopBkwir0x8O\n    18rIiRJmMyR1Ice9NZgFmARs0VCxIc3GkQKpDSBvgjICfz3qMLkZOWngyxEyaS6P\n    uo3B62uSdkGgadKOL0fR\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs',
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cert-key-mismatch": {
    "why": "The TLS handshake proves possession of the leaf's key: with another key the webhook cannot complete a handshake at all.",
    "howToFix": "Store the key that was generated with the certificate; regenerate both together if it is lost.",
    "example": '# a valid chain, but tls.key is empty: the server cannot prove it holds the key. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDEzCCAfugAwIBAgIJAMTnb6b4NidLMA0GCSqGSIb3DQEBCwUAMB8xHTAbBgNV\n    BAMMFFRlc3QgSW50ZXJtZWRpYXRlIENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEw\n    MTAwMDAwMFowHTEbMBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkq\n    hkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG\n    58p7s0Hjv0kc2sB6krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpH\n    bkEzVKvFXX4qucj0TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7H\n    mKTQKM7wUT4lGRQ/WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+I\n    MD771W/eDfg12BrAWR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcH\n    sQijuCCN9Dv/TVvwt1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABo1Qw\n    UjAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIFoDATBgNVHSUEDDAKBggrBgEF\n    BQcDATAdBgNVHREEFjAUghJ3ZWJob29rLnN5c3RlbS5zdmMwDQYJKoZIhvcNAQEL\n    BQADggEBAH869fBXR7vjQBDMsFTTl2L8Y15E9UPw0LBe6fFDhAbi141ShxalEYCL\n    DDPvGfDtEMPlmqde22s6WPYsQhVVJWXTQVTsBMWm4KPKzZunK/SmEU5k3cjTRc6Z\n    xty8Ne7pUrVa2YVu2gZjrEwQRlf+wzujCmi8mSQKucF73cixx0mEkirLdaaqCUgA\n    +Nx5xNu6pt3KBQGLF+JCrZsHDWnVjxQzPhDQqR+tyqKMwY+ro6ezOMg9b11untXr\n    8zqZQzafGJ91H5WrDWQ8F6yR+eS/qob242/WqSlvaE5T7b6yGIaMBhlNUmmHvqnE\n    r65gMxDwQWeN4BZpco6Io5RL/3nkYUU=\n    -----END CERTIFICATE-----\n    -----BEGIN CERTIFICATE-----\n    MIIC2zCCAcOgAwIBAgIIGqYDsMV5xG0wDQYJKoZIhvcNAQELBQAwFzEVMBMGA1UE\n    AwwMVGVzdCBSb290IENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFow\n    HzEdMBsGA1UEAwwUVGVzdCBJbnRlcm1lZGlhdGUgQ0EwggEiMA0GCSqGSIb3DQEB\n    AQUAA4IBDwAwggEKAoIBAQC8cDV8Nnc2EqyJA1XDircUE08ZYlW9wwqOCuoHHz6N\n    Gwn8inRA9aM71s2qCuB0lyko4IpZaeNuPTH+Gi9wZgbW368nO80OkfXFBQo2MJRW\n    gm/hYWanQoJ2lA+yH2SV7blsYN1bk04To7y0UlCUMtg1Bl0yrisCUPnZJIpEpLr1\n    i+Fo2HOfgFvPU18eGMX6UuPn7WqB4vUzxBC54coBufKmDW7okQi3YUKqcPKvTyNw\n    ZASNq8bk013FooKQYHCzqMZ7l+i1k3LEnKBRbSoeoxCVcVQHlm7xOeoKaj6nqE59\n    EagoMkj93kJVQnuGUUOAedLc5rPjM5n56cKWGvWliBcNAgMBAAGjIzAhMA8GA1Ud\n    EwEB/wQFMAMBAf8wDgYDVR0PAQH/BAQDAgEGMA0GCSqGSIb3DQEBCwUAA4IBAQCp\n    Eo0seQzW9jwbFinHw422T0zUk75Ug2bjsN5+OAd/NYy3Meydof04ah5imCbuvhcI\n    V3IZbwRZmcouhFnLre7XXS/9BuikdRXTIIva0K796D5z1EGmPf4fGMUFTjxEsg1X\n    188xkL4cnh4iyLpO5DwwkUV0amsFsWBoP/j1iWhw+0cjVD/PQhs8JgsHkFkTm2ud\n    nxfaOjd+rheBlar6S5Yz1kbMBj3F3VYIEgsfp2qw0w/bIU6xhKs+HjI1xgItJcRG\n    5ZrEmB0YEtuGcfawu4dDa0quXnVry1tfiZV4ZXUUzrUZNeGjCwFI9IeOZ4y/VN/a\n    vW6SeikE3ooV3rFCCgOX\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-malformed": {
    "why": "Every served certificate is parsed, extras included; duplicate extensions, negative serials, unknown critical extensions or an RSA-PSS key fail the call.",
    "howToFix": "Regenerate the certificate with a standard tool (webhook-cert-gate cert generate, cert-manager, openssl req -x509).",
    "example": '# leaf key on secp256k1: Go cannot parse it. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIICPTCCASWgAwIBAgIJAKrpxkrFfrxeMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzBWMBAGByqGSM49AgEGBSuB\n    BAAKA0IABB4PbLJr5Mjmrh0NcHs4O0VOZIwP3Qhrc1Ekwn5c/ST+iQDJDwxmuuA1\n    RATXmS/4MkoD46QIk31FhuGzL+3ahKejVDBSMAwGA1UdEwEB/wQCMAAwDgYDVR0P\n    AQH/BAQDAgWgMBMGA1UdJQQMMAoGCCsGAQUFBwMBMB0GA1UdEQQWMBSCEndlYmhv\n    b2suc3lzdGVtLnN2YzANBgkqhkiG9w0BAQsFAAOCAQEAf0q+0Rq+f6W0c9cAxYAL\n    fSxtq6nnrHeyiQYYxhguQutb7pSusEI3pCi3k6xolLnk8/Lky980MZMqCmwU69Oa\n    WKibzNd7pIZ2RT680rXYrXeS6vWKqLiOqiGATeUtjUCwLxemx44eaY2MJANN9OT8\n    kbRHGjknMworhc92yC0TV7thpprk6Es5im6GcrpRnOMfY9YRMbu5uxD6yZjk4m/3\n    THOKWy5eym45ZIsht5ZarTLt6mVaAsb6NpWtDQx1MHCwRTXDjSA7RbqbfZGq0JJb\n    ilLRhSVDzsgLrcg5Y6VUSQ+exnntv5iMQIKjf6gqQ0Su+Ufc04A64wA9RyyEe7Uh\n    uA==\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-not-yet-valid": {
    "why": "A notBefore in the future (clock skew, a certificate minted for a later date) fails the handshake until then.",
    "howToFix": "Reissue with a notBefore in the past; check the clock of the machine that issued it.",
    "example": '# leaf not yet valid. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJAJ5sIdbDaJeHMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNjA3MDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQB+\n    lV0JIoM5eZFex3alqAhcxeWQBCwNqrEfU5qaA7WwyGwMJ/UJAYmxEmvOilorQQCo\n    DZZEkXNVM4TO43k57hB7kKjk0E1PJJXjze/iFlyO6kMxRnIwQBNgHo9TBz5iL0uJ\n    r0qr3X/m8AjHir3yWuIANt/BewDK285VKZbtTGHXaZFmhgmnSW2QOOBaYpsw6aw3\n    aAQGUsWQSwxmNDboFzA9AwXnpHiPIWNeXvCQF9W32mOrNuq5y87vtOoa7LxV+DYF\n    qhO/8Ku8vB9WJQk9q6VsH+NruYO4iYKg8h7y9xBpZeSwpbi6MpVAVah3gv2Mx8Hm\n    wIlTfBtT4Q5hE5RP5JkU\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-untrusted": {
    "why": "The API server builds a chain from the served certificate to a caBundle certificate (byte-exact issuer/subject, parents must be CAs with keyCertSign, no SHA-1/MD5, RSA \u2265 1024). If it cannot, every admission call fails TLS.",
    "howToFix": "Issue the serving certificate from the CA you publish in caBundle (webhook-cert-gate cert generate), and serve any intermediates after the leaf.",
    "example": '# intermediate with CA:FALSE. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDBzCCAe+gAwIBAgIJAL3J8XhbDEZRMA0GCSqGSIb3DQEBCwUAMBMxETAPBgNV\n    BAMMCE5vdCBBIENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFowHTEb\n    MBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkqhkiG9w0BAQEFAAOC\n    AQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG58p7s0Hjv0kc2sB6\n    krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpHbkEzVKvFXX4qucj0\n    TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7HmKTQKM7wUT4lGRQ/\n    WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+IMD771W/eDfg12BrA\n    WR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcHsQijuCCN9Dv/TVvw\n    t1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABo1QwUjAMBgNVHRMBAf8E\n    AjAAMA4GA1UdDwEB/wQEAwIFoDATBgNVHSUEDDAKBggrBgEFBQcDATAdBgNVHREE\n    FjAUghJ3ZWJob29rLnN5c3RlbS5zdmMwDQYJKoZIhvcNAQELBQADggEBAJF7L6zd\n    T2RVeq7tehqrWaRvXaA8VoYJskM+uOKUvCSCQjkCpXsJ4+/S8Ihk6R7XeINgPMQk\n    L5YSRcVzFBkRzNHFhsrLc7qomCQJm2rqjZi9enzkx+tFfzfDvKamB08jO3/Ml362\n    y6ULrk1gHPleNmUe6UKb6dmno0oMNyBe8vFMG6vNFUwo7VW655cu/kOQBrM5QGLj\n    vjCIpYr/glPWNx9rrXQJEhSZ0XSPzRTJ480QDCSchyl5m4u+a8JispXMX09XPi8y\n    Tm9gkNrKSX3lrYOCtEWQb7bpKRUPadseTsLJAuVGG0VaYpdsgG82N9Laaw3UvQsl\n    3gf5t2kwd68b0SI=\n    -----END CERTIFICATE-----\n    -----BEGIN CERTIFICATE-----\n    MIICzTCCAbWgAwIBAgIJAJqPBuVr0eCqMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MBMxETAPBgNVBAMMCE5vdCBBIENBMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIB\n    CgKCAQEAvHA1fDZ3NhKsiQNVw4q3FBNPGWJVvcMKjgrqBx8+jRsJ/Ip0QPWjO9bN\n    qgrgdJcpKOCKWWnjbj0x/hovcGYG1t+vJzvNDpH1xQUKNjCUVoJv4WFmp0KCdpQP\n    sh9kle25bGDdW5NOE6O8tFJQlDLYNQZdMq4rAlD52SSKRKS69YvhaNhzn4Bbz1Nf\n    HhjF+lLj5+1qgeL1M8QQueHKAbnypg1u6JEIt2FCqnDyr08jcGQEjavG5NNdxaKC\n    kGBws6jGe5fotZNyxJygUW0qHqMQlXFUB5Zu8TnqCmo+p6hOfRGoKDJI/d5CVUJ7\n    hlFDgHnS3Oaz4zOZ+enClhr1pYgXDQIDAQABoyAwHjAMBgNVHRMBAf8EAjAAMA4G\n    A1UdDwEB/wQEAwICBDANBgkqhkiG9w0BAQsFAAOCAQEAccgy3Fzms+5RiOY+oYjG\n    EP5tbaJZ2nIFcPqvOeNs4masIesfhsYda3eefgzwjJ9k6q4R76G/EiJRXnWmrQY2\n    PNpFM9FOuuPhIgT0z5cK208l+uLZJw2PKtmHAEJq64aEmh/ty6Ymm0lWivNfscBv\n    x0Tyn1iza3TFOq1Fo6t9AfVS/riAjCpU7RPjuVBU0BTF4DtKcaQe36tiLg0EfR6T\n    I8n99UsC8KMEPKKUcVfCcqrtGHNPbLBgurZ1NBJEPmlULfPEy22yKDxuqxuTrqlu\n    0QTNXzy5+LpQk3EwqV1eoB/1QtyeV9SbqCYpKBc3HfeP9s/ZC1jpTWKJpKlQiO0L\n    AQ==\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-weak-crypto": {
    "why": "Go refuses SHA-1 and MD5 signatures on parents, RSA keys under 1024 bits (Go 1.24+), and EC curves other than P-256/384/521.",
    "howToFix": "Reissue with SHA-256 signatures and RSA-2048, ECDSA P-256/P-384 or Ed25519 keys.",
    "example": '# leaf signed with SHA-1. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCjCCAfKgAwIBAgIIRRFnLqzsT6UwDQYJKoZIhvcNAQEFBQAwFzEVMBMGA1UE\n    AwwMVGVzdCBSb290IENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFow\n    HTEbMBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkqhkiG9w0BAQEF\n    AAOCAQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG58p7s0Hjv0kc\n    2sB6krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpHbkEzVKvFXX4q\n    ucj0TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7HmKTQKM7wUT4l\n    GRQ/WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+IMD771W/eDfg1\n    2BrAWR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcHsQijuCCN9Dv/\n    TVvwt1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABo1QwUjAMBgNVHRMB\n    Af8EAjAAMA4GA1UdDwEB/wQEAwIFoDATBgNVHSUEDDAKBggrBgEFBQcDATAdBgNV\n    HREEFjAUghJ3ZWJob29rLnN5c3RlbS5zdmMwDQYJKoZIhvcNAQEFBQADggEBAKwY\n    dhZ1GjPa22GqzY0p5rLuCPuPCqONhvlO27qwOXQtts01Us+1mmU5GnROvEXQfa8h\n    bgquk5ZYR4VqR05MmnG0ImJQ++xYOGqmenJJSmvvKqi5PPj3BErQ1Rvi36CiPxnS\n    9QsFGKd9N600V5ELc9JCY4eyZFmxuzP/Y1JzTaIaIEpy0uxZ6eMXwV4XjdrWoQSM\n    MdJW6Tr5/MAPplkJHQh0FDzSav1rNP8GnAAGDk5idMyd2xl7/N516w6BNe0OHHDX\n    LYnrwm9PcjIAPiOUbJO83UN4LZNEOj+OwuQ+N6kevbQlsHTD2YxFHdfnTgZBK8MQ\n    +EwK8MORUhQT3/NAkf8=\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "gate-permission-missing": {
    "why": "A gate that cannot see the shared Secret, the webhook configurations or the controller's pods cannot tell a write war from a healthy rollout. It runs every other check and says exactly which permission is missing, rather than passing blind or stopping the sync with no finding.",
    "howToFix": "Add the Role (or ClusterRole) rule named in the message to the gate's RBAC; with deploy/argocd, set the Secret and configuration names in its settings rather than editing the rules.",
    "example": "webhook-cert-gate cluster -n koordinator-system   # with a token whose Role lacks get on the Secret"
  },
  "helm-value-unused": {
    "why": "Helm drops a value no template reads, without a word: `--set-string webhook_host=lb.internal` on a chart whose templates never read `webhook_host` renders exactly what the chart renders without it. Whatever the value was meant to change (an external webhook host, a certificate writer, a replica count under a misspelt key) does not happen, and a check of the rendered chart passes for the wrong reason: the setting that starts a caBundle write war in a fork of the chart is invisible in the official one, and the reverse. With a chart folder, the chart's own templates decide (a read of the key, or of any key above it, such as `toYaml .Values.manager`, counts; a chart that passes `.Values` on whole is taken to read everything; keys of subcharts and `global` are left to the subcharts). With values but no chart folder (`--chart NAME`), only the profile's values mapping is known, so the finding says the value was not checked.",
    "howToFix": "Remove the value, or set the key the chart's templates read: fix a typo, use the official chart's key instead of a fork's (or check the fork's chart folder), or move a value meant for another chart. Without the chart folder, give it as a PATH so its templates decide, or map a forked chart's key under `values:` in .webhook-cert-gate.yaml.",
    "example": "webhook-cert-gate check charts/koordinator --set-string webhook_host=lb.internal\n# the official chart's templates never read webhook_host: helm-value-unused at --set",
    "seeAlso": {
      "Helm charts and values": "helm.md"
    }
  },
  "multi-replica-webhook-unshared-cert": {
    "why": `With WEBHOOK_HOST set and no explicit writer, the controller picks the per-pod "fs" certificate writer: every replica mints its own CA and every replica (not only the leader) rewrites the same caBundle of the cluster-wide webhook configurations. The result is a write war (PUT, 409 Conflict, re-sync), etcd load, and admission calls that fail TLS whenever the load balancer reaches a replica whose CA is not the current caBundle (fail-open under failurePolicy Ignore). Controllers of the owner catalogue that mint per process unless a leader elector is on race the same way: the Vault agent injector's auto-TLS without AGENT_INJECT_USE_LEADER_ELECTOR (default false) makes every replica take the leader path (hashicorp/vault-helm#331). When the elector is set from an object the inputs lack, the finding is a warning naming that setting.`,
    "howToFix": "Share one certificate: set WEBHOOK_CERT_WRITER=secret and SECRET_NAME=<secret> on the controller, provision the Secret once (webhook-cert-gate cert generate), then roll out with maxUnavailable: 0. For a catalogue controller, turn its leader elector on (the Vault chart does so with injector.leaderElector.enabled and more than one replica), or run one replica.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 8\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.5.0\n        env:\n        - {name: WEBHOOK_HOST, value: webhook.internal.example}",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "object-duplicate": {
    "why": "kubectl apply of a folder or stream that holds one object twice (same kind, namespace and name) applies both in turn: the later replaces the earlier, and nothing says so. A replica count, a certificate writer or a caBundle owner set in the first copy is then not what runs. The gate checks the object as the cluster will hold it, the later copy; this finding names the one that is lost. Objects of different scopes (two environment folders, two kustomizations, two Helm releases) are different objects and never reported (docs/checking.md#scopes).",
    "howToFix": "Keep one definition. When the two files are in fact applied separately (one per cluster or environment), keep them in sibling folders (deploy/prod, deploy/staging), which the gate tells apart by itself, or declare the scopes in the configuration (scopes: [deploy/*]).",
    "example": "# deploy/webhook.yaml\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec: {replicas: 1}\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}   # <- reported here\nspec: {replicas: 3}",
    "seeAlso": {
      "Checking manifests: scopes": "checking.md#scopes"
    }
  },
  "suppression-reason-missing": {
    "why": "A suppression is a decision someone will have to revisit; without a reason nobody can tell whether it still holds.",
    "howToFix": "Write the reason as the annotation value. Run with --strict to refuse all annotation suppressions.",
    "example": 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: audit-webhook\n  annotations:\n    webhook-cert-gate.io/ignore-webhook-failure-policy-ignore: ""   # <- say why\nwebhooks:\n- name: audit.example.com\n  failurePolicy: Ignore\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    url: https://audit.example/validate'
  },
  "suppression-rule-unknown": {
    "why": "A suppression annotation is matched on its exact rule id. One with a typo (an extra letter, a plural, an old id) suppresses nothing, and nothing else would tell you: the finding it was meant to silence keeps coming, or worse, the author believes a rule is accepted on purpose when it was never looked at.",
    "howToFix": "Rename the annotation to webhook-cert-gate.io/ignore-<id> with an id from `webhook-cert-gate rules` (the message names the nearest one), or remove it.",
    "example": 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: audit-webhook\n  annotations:\n    webhook-cert-gate.io/ignore-webhook-failure-policy-ignored: "audit only"   # <- no such rule\nwebhooks:\n- name: audit.example.com\n  failurePolicy: Fail\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    url: https://audit.example/validate'
  },
  "webhook-cert-secret-incomplete": {
    "why": "The Secret writer keeps a Secret whose certificate, key and CA (the profile's secret.readKeys: ca-cert.pem, cert.pem, key.pem for the Koordinator/OpenKruise family) verify; it reads them from the Secret in its own namespace. A Secret with other keys (a cert-manager kubernetes.io/tls Secret: tls.crt, tls.key, ca.crt) looks empty to it, so it generates a new CA and overwrites the Secret: the certificate you provisioned is thrown away. Without the CA key (ca-key.pem) it keeps the Secret but cannot reuse the CA when it renews the leaf, so it mints a new CA then and rewrites caBundle once. A Secret in another namespace is never read at all.",
    "howToFix": "Put the certificate under the keys the controller reads, in the namespace it runs in (webhook-cert-gate cert generate --layout <profile>).",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: koordinator-webhook-certs, namespace: koordinator-system}\ntype: kubernetes.io/tls\ndata:            # <- cert-manager layout: the controller reads ca-cert.pem, cert.pem, key.pem\n  tls.crt: Y2VydA==\n  tls.key: a2V5\n  ca.crt: Y2E=",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-cert-secret-missing": {
    "why": "The Secret writer creates the Secret when it is absent: the first replica to start mints the CA, the others get 409 and converge on it. That works, but the CA is then whatever a pod generated at start-up: nobody reviewed it and it is not in version control, and a deleted Secret silently rotates the CA. In an external-certs mode (OpenKruise EnableExternalCerts) the controller mints nothing: it waits for the Secret another owner (cert-manager) writes.",
    "howToFix": "Provision the Secret with the manifests (webhook-cert-gate cert generate), in the controller's namespace; in external-certs mode, a cert-manager Certificate whose spec.secretName is that Secret.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n        - {name: SECRET_NAME, value: koord-webhook-certs}   # <- no Secret koord-webhook-certs in the inputs",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-cert-secret-rbac": {
    "why": "The Secret writer reads the certificate through the API. Without get on the Secret the controller cannot load the shared certificate: it fails to start its webhook server, or (depending on the version) keeps retrying while admission calls fail.",
    "howToFix": "Grant get (and update, for renewal) on that Secret by name: a Role with resourceNames bound to the ServiceAccount.",
    "example": 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      serviceAccountName: koord-manager\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n        - {name: SECRET_NAME, value: koord-webhook-certs}\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata: {name: koord-manager, namespace: koordinator-system}\nroleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: koord-manager}\nsubjects: [{kind: ServiceAccount, name: koord-manager, namespace: koordinator-system}]\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata: {name: koord-manager, namespace: koordinator-system}\nrules:\n- apiGroups: [""]\n  resources: [secrets]\n  resourceNames: [some-other-secret]   # <- the shared Secret is not listed\n  verbs: [get]'
  },
  "webhook-cert-writer-implicit": {
    "why": 'When the host env is set and the writer env is empty, the controller silently chooses the per-pod "fs" writer. One replica works; the first scale-out (a replicas bump, an HPA, a surge pod during a rollout) starts the caBundle write war.',
    "howToFix": "Say which writer you mean: WEBHOOK_CERT_WRITER=secret with SECRET_NAME for a shared certificate.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: kruise-controller-manager, namespace: kruise-system}\nspec:\n  replicas: 1\n  selector: {matchLabels: {control-plane: controller-manager}}\n  template:\n    metadata: {labels: {control-plane: controller-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: openkruise/kruise-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_HOST, value: kruise-webhook.lb.example}   # <- reported here",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-config-churn": {
    "why": "In steady state nothing rewrites a caBundle holder (webhook configuration, CRD, APIService). Steady writes are the write war of the incident: replicas or controllers overwrite caBundle in turn, the API server answers 409s, and etcd pays for every write. A caBundle that goes back to an earlier value is the clearest sign of two writers with different CAs. When the API server answers too slowly for the planned samples, the rule says so: fewer samples can miss writes.",
    "howToFix": "Find the writers named in the message (managedFields) and give caBundle a single owner.",
    "example": "webhook-cert-gate cluster --namespace koordinator-system --observe 60s"
  },
  "webhook-failure-policy-ignore": {
    "why": `Under Ignore, any call error is an "allow": when the API server cannot verify the webhook's certificate (a caBundle that does not match the replica it reached), times out, or finds no endpoint, the object is admitted without mutation or validation, silently. A certificate race then shows up as objects that skipped policy, not as errors. What counts is the policy after install: a kube-webhook-certgen patch Job with --patch-failure-policy, or istiod for its validator, replaces what the chart renders (docs/effective-state.md).`,
    "howToFix": "Use failurePolicy: Fail for webhooks whose mutation or validation must happen, with a shared certificate and enough replicas; where fail-open is a deliberate choice, suppress with a reason.",
    "example": "apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: koordinator-validating-webhook-configuration}\nwebhooks:\n- name: vpod.koordinator.sh\n  failurePolicy: Ignore   # <- reported here\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    service: {name: koordinator-webhook-service, namespace: koordinator-system, path: /validate-pod}",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-profile-name-mismatch": {
    "why": "The controller looks its configurations up by name (MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME, or built-in defaults) and rewrites every webhook's clientConfig.service.name to SERVICE_NAME. Renamed objects (a kustomize namePrefix, a forked chart) are never patched with a caBundle, Koordinator exits when it cannot find them, and admission calls are sent to a Service name that does not exist.",
    "howToFix": "Either keep the default names, or set the env (SERVICE_NAME, MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME) to the names you deploy.",
    "example": "# kustomize namePrefix: koord- renamed the objects, the binary still manages the defaults\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {koord-app: koord-manager}}\n  template:\n    metadata: {labels: {koord-app: koord-manager}}\n    spec:\n      containers:\n      - {name: manager, image: ghcr.io/koordinator-sh/koord-manager:v1.8.0}\n---\napiVersion: v1\nkind: Service\nmetadata: {name: koord-webhook-service, namespace: koordinator-system}   # <- the controller uses SERVICE_NAME=koordinator-webhook-service\nspec:\n  selector: {koord-app: koord-manager}\n  ports: [{port: 443, targetPort: 9876}]\n---\napiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata: {name: koord-mutating-webhook-configuration}\nwebhooks:\n- name: mpod-create.koordinator.sh\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    service: {name: koord-webhook-service, namespace: koordinator-system, path: /mutate-pod}",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-rollout-unavailable": {
    "why": "While a webhook pod is down, the API server still sends it admission calls through the Service or load balancer: they time out or fail TLS (fail-open under Ignore, rejected under Fail). A certificate change in particular must replace pods one at a time, each new replica Ready before an old one goes.",
    "howToFix": "Use strategy RollingUpdate with maxUnavailable: 0 and maxSurge: 1.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 8\n  selector: {matchLabels: {app: koord-manager}}\n  strategy:\n    rollingUpdate: {maxUnavailable: 2}   # <- reported here\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}"
  },
  "webhook-tls-probe": {
    "why": "`cluster` audits every object that carries a caBundle (webhook configuration entries, CRD conversion webhooks, APIServices), with or without a profile. For each it resolves the backends the API server would dial (the URL, or every ready endpoint of the Service) and verifies what each serves as the API server does (that entry's caBundle as the anchor, the URL host or <service>.<namespace>.svc as the name). Certificates from several CAs across the backends of one webhook mean each replica made its own CA: only one of them can be in caBundle, so calls fail whenever another replica answers, and every replica that rewrites caBundle starts a write war. A backend that serves no certificate is named by cause (refused, timed out, no TLS answer), never reported as a bad certificate. With failurePolicy Ignore any such failure is an error: the API server admits the object without calling the webhook, silently.",
    "howToFix": "Serve one shared certificate from every backend and keep caBundle equal to the CA that issued it; once every backend verifies, prefer failurePolicy Fail so a broken webhook blocks instead of admitting objects unchecked.",
    "example": "webhook-cert-gate cluster --observe 30s"
  },
  "yaml-syntax": {
    "why": "kubectl apply rejects the whole file, and nothing in the broken document can be checked.",
    "howToFix": "Fix the YAML at the reported line. The other documents of the file were still checked.",
    "example": "kind: ConfigMap\nmetadata:\n  name: x\n data: {oops     # <- reported here; other documents are still checked"
  }
};

// src/effective/catalogue.ts
function indexCatalogue(model) {
  const docs = model.owners;
  const exact = /* @__PURE__ */ new Map();
  const suffixes = [];
  for (const doc of docs) {
    for (const w of doc.webhooks ?? []) {
      const hit = { doc, caBundle: Boolean(w.caBundle), failurePolicy: w.failurePolicy };
      for (const n of w.names) {
        if (n.startsWith("*")) suffixes.push([n.slice(1), hit]);
        else exact.set(n, [...exact.get(n) ?? [], hit]);
      }
    }
  }
  const some = model.webhookConfigurations().length > 0;
  return {
    jobsByConfig: some ? jobPatches(model, docs.filter((d) => d.job)) : /* @__PURE__ */ new Map(),
    mountedByService: some ? mountedSecrets(model, docs.filter((d) => d.mountedSecret)) : /* @__PURE__ */ new Map(),
    entryOwners: (name) => [...exact.get(name) ?? [], ...suffixes.filter(([s]) => name.endsWith(s)).map(([, h]) => h)],
    annotationOwners: (config) => annotationOwners(config, docs),
    annotatedSecret: (doc, refers, value) => annotatedSecret(model, doc, refers, value)
  };
}
function annotationOwners(config, docs) {
  const a = annotations(config);
  const out = [];
  for (const doc of docs) {
    for (const { key, refers } of doc.annotations ?? []) {
      const raw = a[key];
      if (raw === void 0 || raw === null || raw === "") continue;
      const value = String(raw);
      if (refers === "apiserver" && value.toLowerCase() !== "true") continue;
      out.push({
        doc,
        refers,
        value,
        owner: { via: "annotation", name: doc.name, label: `${doc.description} (annotation ${key})`, resource: config, path: ["metadata", "annotations", key] }
      });
    }
  }
  return out;
}
function annotatedSecret(model, doc, refers, value) {
  const [ns, name] = value.split("/");
  if (!ns || !name) return void 0;
  if (refers === "secret") return model.get("Secret", ns, name);
  if (refers !== "certificate" || !doc.certificate) return void 0;
  const certificate = model.get(doc.certificate.kind, ns, name);
  const secretName = str(get(certificate?.body, ...doc.certificate.secretNameField.split(".")));
  return certificate && secretName ? model.get("Secret", ns, secretName) : void 0;
}
function jobPatches(model, docs) {
  const out = /* @__PURE__ */ new Map();
  if (!docs.length) return out;
  for (const job of model.ofKind("Job")) {
    arr(podSpecOf(job)?.containers).forEach((c, i) => {
      if (!isObj(c)) return;
      const repo = imageRepo(str(c.image));
      const doc = repo && docs.find((d) => d.job.images.some((img) => repo === img || repo.endsWith("/" + img)));
      if (!doc) return;
      const args = argList(c, ["spec", "template", "spec", "containers", i]);
      if (!args.some((a) => a.value === doc.job.command)) return;
      const flags = doc.job.flags;
      const target = flag(args, flags.webhookName);
      if (!target?.value) return;
      const owner = {
        via: "job",
        name: doc.name,
        label: `${doc.description} (${job.kind} ${job.namespace}/${job.name})`,
        resource: job,
        path: target.path
      };
      const policy = flags.failurePolicy ? flag(args, flags.failurePolicy) : void 0;
      const patch = { owner, ...policy?.value ? { failurePolicy: { value: policy.value, path: policy.path } } : {} };
      const kinds = [
        ["MutatingWebhookConfiguration", flags.patchMutating],
        ["ValidatingWebhookConfiguration", flags.patchValidating]
      ];
      for (const [kind, toggle] of kinds) {
        if (toggle && flag(args, toggle)?.value.toLowerCase() === "false") continue;
        const key = `${kind}/${target.value}`;
        out.set(key, [...out.get(key) ?? [], patch]);
      }
    });
  }
  return out;
}
function argList(c, containerPath) {
  const out = [];
  for (const field of ["command", "args"]) {
    arr(c[field]).forEach((v, i) => {
      if (typeof v === "string") out.push({ value: v, path: [...containerPath, field, i] });
    });
  }
  return out;
}
function flag(args, name) {
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i];
    if (a.value.startsWith(name + "=")) return { value: a.value.slice(name.length + 1), path: a.path };
    if (a.value === name) {
      const next = args[i + 1];
      return next && !next.value.startsWith("-") ? { value: next.value, path: next.path } : { value: "", path: a.path };
    }
  }
  return void 0;
}
function mountedSecrets(model, docs) {
  const out = /* @__PURE__ */ new Map();
  if (!docs.length) return out;
  for (const kind of ["Deployment", "StatefulSet", "DaemonSet"]) {
    for (const w of model.ofKind(kind)) {
      const spec = podSpecOf(w);
      const volumes = arr(spec?.volumes);
      if (!volumes.length) continue;
      const containers = arr(spec?.containers).filter(isObj);
      for (const s of servicesSelecting(model, w)) {
        for (const port of arr(get(s.body, "spec", "ports"))) {
          const container = servingContainer(containers, get(port, "targetPort") ?? get(port, "port"));
          const served = container && servedSecret(model, w, volumes, container, docs);
          if (served) out.set(`${s.namespace}/${s.name}:${String(get(port, "port"))}`, served);
        }
      }
    }
  }
  return out;
}
function servingContainer(containers, target) {
  const exposes = (c) => arr(c.ports).some((p) => (typeof target === "string" ? get(p, "name") : get(p, "containerPort")) === target);
  const found = containers.find(exposes);
  return found ?? (typeof target === "number" && containers.length === 1 ? containers[0] : void 0);
}
function servedSecret(model, w, volumes, container, docs) {
  const found = [];
  for (const m of arr(container.volumeMounts)) {
    const i = volumes.findIndex((v) => get(v, "name") === get(m, "name"));
    const name = str(get(volumes[i], "secret", "secretName"));
    const secret = name ? model.get("Secret", w.namespace, name) : void 0;
    if (!secret) continue;
    const type = str(get(secret.body, "type")) ?? "Opaque";
    const doc = docs.find((d) => d.mountedSecret.types.includes(type) && d.secret?.certKey);
    if (!doc) continue;
    const owner = {
      via: "mounted-secret",
      name: doc.name,
      label: `${doc.description}: Secret ${secret.namespace}/${secret.name} mounted by ${w.kind} ${w.namespace}/${w.name}`,
      resource: w,
      path: ["spec", "template", "spec", "volumes", i]
    };
    found.push({ owner, secret, layout: doc.secret, mountPath: str(get(m, "mountPath")) ?? "" });
  }
  if (found.every((f) => f.secret === found[0].secret)) return found[0];
  const args = [...arr(container.command), ...arr(container.args)].filter((a) => typeof a === "string");
  const named = found.filter((f) => f.mountPath && args.some((a) => pointsInto(a, f.mountPath)));
  return named.length === 1 ? named[0] : void 0;
}
function pointsInto(arg, dir) {
  const value = arg.slice(arg.indexOf("=") + 1);
  const base = dir.replace(/\/+$/, "");
  return value === base || value.startsWith(base + "/");
}

// src/effective/gitops.ts
var at = (o, dotted) => dotted ? get(o, ...dotted.split(".")) : void 0;
function gitopsOwners(model, h, present) {
  const out = [];
  let tracked = false;
  for (const doc of model.owners) {
    const g = doc.gitops;
    if (!g) continue;
    for (const app of model.ofKind(g.kind)) {
      if (!app.apiVersion.startsWith(g.apiGroup + "/") || !tracks(doc, app, h.resource)) continue;
      tracked = true;
      if (!present.length) continue;
      const covered = present.every((p) => arr(at(app.body, g.ignoreDifferences)).some((rule30) => ignores(rule30, h, p)));
      const selfHeal = at(app.body, g.selfHeal) === true;
      const respects = arr(at(app.body, g.syncOptions)).some((o) => o === g.respectIgnoreOption);
      if (covered && (!selfHeal || respects)) continue;
      const why = covered ? `self-heal syncs it with ignoreDifferences not respected (no ${g.respectIgnoreOption ?? "respect option"})` : "no ignoreDifferences covers caBundle";
      out.push({
        via: "gitops",
        name: doc.name,
        label: `${doc.description} ${app.namespace ? app.namespace + "/" : ""}${app.name} (${why})`,
        fix: `add an ignoreDifferences entry to ${app.name} for ${h.resource.kind} ${h.resource.name} covering caBundle${g.respectIgnoreOption ? `, and the sync option ${g.respectIgnoreOption}` : ""}`,
        resource: app,
        path: covered ? (g.syncOptions ?? "spec").split(".") : (g.ignoreDifferences ?? "spec").split(".")
      });
    }
  }
  return { owners: out, tracked };
}
function tracks(doc, app, holder) {
  const g = doc.gitops;
  const labels2 = get(holder.body, "metadata", "labels");
  if (g.trackingLabel && isObj(labels2) && str(labels2[g.trackingLabel]) === app.name) return true;
  const id = g.trackingAnnotation ? annotations(holder)[g.trackingAnnotation] : void 0;
  return typeof id === "string" && id.startsWith(app.name + ":");
}
function ignores(rule30, h, path) {
  if (!isObj(rule30)) return false;
  const r = h.resource;
  if (str(rule30.kind) !== r.kind || (str(rule30.group) ?? "") !== h.group) return false;
  if (rule30.name !== void 0 && rule30.name !== r.name) return false;
  if (arr(rule30.managedFieldsManagers).length) return true;
  const pointer = "/" + path.join("/");
  if (arr(rule30.jsonPointers).some((p) => typeof p === "string" && (pointer === p || pointer.startsWith(p.replace(/\/$/, "") + "/")))) return true;
  return arr(rule30.jqPathExpressions).some((e) => typeof e === "string" && (e.includes("caBundle") || /clientConfig\s*$/.test(e)));
}
function renderOwner(model, h, present) {
  if (!present.length) return void 0;
  const labels2 = get(h.resource.body, "metadata", "labels");
  for (const doc of model.owners) {
    const hit = doc.renderer?.labels.some((l) => isObj(labels2) && labels2[l.key] !== void 0 && (l.value === void 0 || str(labels2[l.key]) === l.value));
    if (hit) {
      return {
        via: "render",
        name: doc.name,
        label: doc.description,
        resource: h.resource,
        path: [...present[0]],
        fix: `render no caBundle field in ${h.resource.kind} ${h.resource.name}: its run-time owner fills it`
      };
    }
  }
  return void 0;
}

// src/effective/settings.ts
function settingName(s) {
  return [s.env && `env ${s.env}`, s.flag && `flag --${s.flag}`, s.configKey && `config key ${s.configKey}`].filter(Boolean).join(" / ") || "its built-in value";
}
function resolveSetting(model, at2, s) {
  const from = settingName(s);
  if (s.env) {
    const e = resolveEnv(model, at2.workload, at2.container, at2.path, [s.env]).get(s.env);
    if (e?.state === "value" && e.value !== "") return { state: "value", value: e.value, path: e.path, from: `env ${s.env}` };
    if (e?.state === "ref") return { state: "unknown", path: e.path, from: `env ${s.env} (${e.via})` };
  }
  if (s.flag) {
    const f = flagValue(at2, s.flag, Boolean(s.boolean));
    if (f) return { ...f, from: `flag --${s.flag}` };
  }
  if (s.configKey) {
    const c = configValue(model, at2, s.configKey);
    if (c) return c;
  }
  return { state: "default", value: s.default, from };
}
function valueOf(r) {
  return r.state === "unknown" ? void 0 : r.value;
}
function holds(model, at2, c) {
  const resolved = resolveSetting(model, at2, c.setting);
  const v = valueOf(resolved);
  if (resolved.state === "unknown") return { resolved };
  if (c.set !== void 0) return { holds: (v !== void 0 && v !== "") === c.set, resolved };
  return { holds: v !== void 0 && (c.in ?? []).includes(v), resolved };
}
var TRUE_VALUES = ["1", "t", "T", "TRUE", "true", "True"];
function flagValue(at2, name, boolean) {
  const args = [];
  for (const field of ["command", "args"]) {
    arr(at2.container[field]).forEach((v, i) => {
      if (typeof v === "string") args.push({ v, path: [...at2.path, field, i] });
    });
  }
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i];
    const bare = a.v.replace(/^--?/, "");
    if (bare === a.v) continue;
    if (bare.startsWith(name + "=")) return { state: "value", value: bare.slice(name.length + 1), path: a.path };
    if (bare !== name) continue;
    if (boolean) return { state: "value", value: "true", path: a.path };
    const next = args[i + 1];
    return next ? { state: "value", value: next.v, path: next.path } : void 0;
  }
  return void 0;
}
function configValue(model, at2, key) {
  const mounted = new Set(arr(at2.container.volumeMounts).map((m) => str(get(m, "name"))));
  const volumes = arr(podSpecOf(at2.workload)?.volumes);
  for (let i = 0; i < volumes.length; i++) {
    const v = volumes[i];
    const name = str(get(v, "configMap", "name"));
    if (!name || !mounted.has(str(get(v, "name")))) continue;
    const path = ["spec", "template", "spec", "volumes", i];
    const cm = model.get("ConfigMap", at2.workload.namespace, name);
    if (!cm) return { state: "unknown", path, from: `config key ${key} (ConfigMap ${name}, not among the inputs)` };
    for (const [file, text] of Object.entries(dataOf(cm) ?? {})) {
      for (const d of parseDocuments(file, text)) {
        const found = get(d.value, ...key.split("."));
        if (found !== void 0 && found !== null && !isObj(found)) {
          return { state: "value", value: String(found), path, from: `config key ${key} (ConfigMap ${name} ${file})` };
        }
      }
    }
  }
  return void 0;
}

// src/effective/writers.ts
var KINDS2 = ["Deployment", "StatefulSet", "DaemonSet"];
function workloads(model) {
  return KINDS2.flatMap((k) => model.ofKind(k));
}
function replicas(model, w) {
  return w.kind === "DaemonSet" ? { max: 1 } : replicasOf(model, w);
}
function label(r) {
  return `${r.kind} ${r.namespace ? r.namespace + "/" : ""}${r.name}`;
}
function catalogueWriters(model) {
  const docs = model.owners.filter((d) => d.controller);
  if (!docs.length) return [];
  const out = [];
  for (const w of workloads(model)) {
    arr(podSpecOf(w)?.containers).forEach((c, i) => {
      if (!isObj(c)) return;
      const repo = imageRepo(typeof c.image === "string" ? c.image : void 0);
      const doc = repo && docs.find((d) => d.controller.images.some((img) => repo === img || repo.endsWith("/" + img)));
      if (doc) out.push(writerOf(model, doc, { workload: w, container: c, path: ["spec", "template", "spec", "containers", i] }));
    });
  }
  return out;
}
function writerOf(model, doc, at2) {
  const spec = doc.controller;
  const unknown = [];
  let enabled = true;
  const conditions = [...(spec.enabledWhen ?? []).map((c) => [c, false]), ...(spec.disabledWhen ?? []).map((c) => [c, true])];
  for (const [c, offWhen] of conditions) {
    const h = holds(model, at2, c);
    if (h.holds === offWhen) enabled = false;
    else if (h.holds === void 0) {
      unknown.push(h.resolved.from);
      if (enabled) enabled = void 0;
    }
  }
  const holders = [];
  for (const h of spec.writes) {
    if ((h.when ?? []).some((c) => holds(model, at2, c).holds === false)) continue;
    const names = h.name ? [nameFrom(valueOf(resolveSetting(model, at2, h.name)), h.trimSuffix, h.nameFormat)] : h.names ?? [];
    for (const name of names) if (name) holders.push({ kind: h.kind, name, entries: h.entries ?? "all" });
  }
  let perPod = spec.certificate === "per-pod";
  let leader;
  if (perPod && spec.leaderElection) {
    const r = resolveSetting(model, at2, spec.leaderElection.setting);
    const v = valueOf(r);
    leader = { from: r.from, value: v, path: r.state === "default" ? void 0 : r.path };
    if (r.state === "unknown") {
      perPod = void 0;
      unknown.push(r.from);
    } else perPod = !(spec.leaderElection.onValues ?? TRUE_VALUES).includes(v ?? "");
  }
  const secret = spec.certificate === "shared-secret" && spec.secretName ? valueOf(resolveSetting(model, at2, spec.secretName)) : void 0;
  return {
    doc,
    workload: at2.workload,
    containerPath: at2.path,
    enabled,
    sharedSecret: secret && `${at2.workload.namespace}/${secret}`,
    perPod: enabled === false ? false : perPod,
    unknown,
    leader,
    replicas: replicas(model, at2.workload),
    holders,
    owner: {
      via: "controller",
      name: doc.name,
      label: `${doc.description} (${label(at2.workload)})`,
      resource: at2.workload,
      path: at2.path,
      ...enabled === void 0 ? { certain: false, settle: unknown.join(", ") } : {}
    }
  };
}
function nameFrom(value, trim, format) {
  if (!value) return void 0;
  const base = trim && value.endsWith(trim) ? value.slice(0, -trim.length) : value;
  return format ? format.replace("{}", base) : base;
}
function catalogueOwners(writers, holder) {
  const r = holder.resource;
  const writing = writers.filter((w) => w.enabled !== false && w.holders.some((h) => h.kind === r.kind && (h.name === r.name || h.name.startsWith("*") && r.name.endsWith(h.name.slice(1)))));
  const bySecret = /* @__PURE__ */ new Map();
  const out = [];
  for (const w of writing) {
    if (!w.sharedSecret) {
      out.push(w.owner);
      continue;
    }
    const key = `${w.doc.name}\0${w.sharedSecret}`;
    const group = bySecret.get(key);
    if (group) group.push(w);
    else bySecret.set(key, [w]);
  }
  for (const group of bySecret.values()) {
    const first = group[0];
    const certain = group.some((w) => w.enabled === true);
    out.push({
      ...first.owner,
      label: `${first.doc.description} (${group.map((w) => label(w.workload)).join(", ")}; Secret ${first.sharedSecret})`,
      ...certain ? { certain: void 0, settle: void 0 } : {}
    });
  }
  return out;
}
function rbacOwners(model, holders, known) {
  const out = /* @__PURE__ */ new Map();
  const byWorkload = /* @__PURE__ */ new Map();
  if (!holders.length) return { byHolder: out, byWorkload };
  const profiled = new Set(findWebhookWorkloads(model).map((w) => w.resource));
  const bySa = /* @__PURE__ */ new Map();
  for (const w of workloads(model)) {
    if (known.has(w) || profiled.has(w)) continue;
    const sa = serviceAccountOf(w);
    const key = `${w.namespace}/${sa}`;
    let rules = bySa.get(key);
    if (!rules) bySa.set(key, rules = clusterWriteRules(model, w.namespace, sa));
    if (!rules.length) continue;
    let served;
    for (const h of holders) {
      for (const rule30 of rules) {
        const hit = covers(rule30, h.group, h.plural, h.resource.name);
        if (!hit) continue;
        served ??= new Set(servicesSelecting(model, w).map((s) => `${s.namespace}/${s.name}`));
        if (!hit.byName && !h.services.some((s) => served.has(s))) continue;
        const owner = {
          via: "rbac",
          name: label(w),
          certain: false,
          label: `${label(w)} (${rule30.role.kind} ${rule30.role.name} lets it ${rule30.verbs.join("/")} ${h.plural}${hit.byName ? ` named ${h.resource.name}` : ""})`,
          settle: `whether ${label(w)} writes caBundle of what it may ${rule30.verbs.join("/")} (a catalogue entry for its image, policies/owners, would say)`,
          resource: rule30.role,
          path: ["rules", rule30.ruleIndex]
        };
        const list = out.get(h.resource);
        if (list) list.push(owner);
        else out.set(h.resource, [owner]);
        const mine = byWorkload.get(w);
        if (mine) mine.holders.push(h.resource);
        else byWorkload.set(w, { owner, holders: [h.resource] });
        break;
      }
    }
  }
  return { byHolder: out, byWorkload };
}
function unsharedWriters(model, rbac) {
  const out = [];
  for (const [w, { owner, holders }] of rbac.byWorkload) {
    const r = replicas(model, w);
    if (r.max <= 1 || mountsSecret(w) || canReadSecrets(model, w.namespace, serviceAccountOf(w), w.namespace) !== "denied") continue;
    out.push({ owner, workload: w, replicas: r, holders });
  }
  return out;
}
function mountsSecret(w) {
  return arr(podSpecOf(w)?.volumes).some((v) => isObj(v) && (isObj(v.secret) || arr(v.projected?.sources).some((s) => isObj(s) && isObj(s.secret))));
}

// src/effective/controllers.ts
function effectiveControllers(model) {
  return findWebhookWorkloads(model).map(effectiveController);
}
function effectiveController(w) {
  const p = w.profile;
  const external = !w.patchesCaBundle;
  const writer = external ? "external" : w.writer;
  const host = w.host.state === "value" && w.host.value ? w.host.value : void 0;
  const template = p.rewrites?.hostUrl;
  return {
    workload: w,
    writer,
    layout: (external ? p.externalCerts?.secret : p.secret) ?? {},
    secretWrittenBy: external ? p.externalCerts?.writtenBy : void 0,
    ownsCaBundle: !external && Boolean(p.owns?.caBundle),
    servingName: host ?? (w.host.state === "unset" && w.serviceName ? `${w.serviceName}.${w.namespace}.svc` : void 0),
    rewritesUrl: Boolean(template) && isSet(w.host),
    hostUrl: template && host ? (path) => template.replace("{host}", host).replace("{port}", String(w.port ?? "")).replace("{path}", path) : void 0,
    owner: {
      via: "controller",
      name: p.name,
      label: `${w.resource.kind} ${w.resource.namespace ? w.resource.namespace + "/" : ""}${w.resource.name}`,
      resource: w.resource,
      path: w.containerPath
    }
  };
}
function controllersByConfig(controllers) {
  const out = /* @__PURE__ */ new Map();
  for (const c of controllers) {
    const names = [
      ["MutatingWebhookConfiguration", c.workload.mutatingName],
      ["ValidatingWebhookConfiguration", c.workload.validatingName]
    ];
    for (const [kind, name] of names) {
      if (!name) continue;
      const key = `${kind}/${name}`;
      const list = out.get(key);
      if (list) list.push(c);
      else out.set(key, [c]);
    }
  }
  return out;
}

// src/effective/named-workloads.ts
function namedWorkloads(model) {
  const out = { workloads: /* @__PURE__ */ new Set(), byHolder: /* @__PURE__ */ new Map() };
  const docs = model.owners.filter((d) => d.webhooks && d.workload);
  if (!docs.length) return out;
  const groups = /* @__PURE__ */ new Map();
  for (const w of workloads(model)) {
    arr(podSpecOf(w)?.containers).forEach((c, i) => {
      if (!isObj(c)) return;
      const repo = imageRepo(typeof c.image === "string" ? c.image : void 0);
      const doc = repo && docs.find((d) => d.workload.images.some((img) => repo === img || repo.endsWith("/" + img)));
      if (!doc) return;
      out.workloads.add(w);
      const select = doc.workload.holders;
      if (!select) return;
      const at2 = { workload: w, container: c, path: ["spec", "template", "spec", "containers", i] };
      const value = valueOf(resolveSetting(model, at2, select.setting));
      if (value === void 0) return;
      for (const holder of select.kinds.flatMap((k) => model.ofKind(k))) {
        const l = labels(holder)[select.label];
        if (l === void 0 || l === null || String(l) !== value) continue;
        const key = `${doc.name}\0${w.namespace}\0${holder.kind}/${holder.name}`;
        const group = groups.get(key);
        if (group) {
          if (!group.members.includes(w)) group.members.push(w);
          continue;
        }
        groups.set(key, {
          holder,
          members: [w],
          owner: {
            // Its label is what makes the workloads write it: the node a user edits (with their setting) to part them.
            via: "controller",
            name: doc.name,
            label: "",
            resource: holder,
            path: ["metadata", "labels", select.label],
            fix: `set ${settingName(select.setting)} of one of them to a value no other namespace uses, and label ${select.label} of its configurations to match`
          }
        });
      }
    });
  }
  for (const { owner, holder, members } of groups.values()) {
    const doc = docs.find((d) => d.name === owner.name);
    const list = members.map(label).join(", ");
    const named = { ...owner, label: `${doc.description} (${list}; the root of namespace ${members[0].namespace})` };
    out.byHolder.set(holder, [...out.byHolder.get(holder) ?? [], named]);
  }
  return out;
}

// src/effective/index.ts
var cache2 = /* @__PURE__ */ new WeakMap();
function effectiveState(model) {
  let state = cache2.get(model);
  if (!state) {
    state = compute(model);
    cache2.set(model, state);
  }
  return state;
}
function compute(model) {
  const controllers = effectiveControllers(model);
  const byConfig = controllersByConfig(controllers);
  const catalogue = indexCatalogue(model);
  for (const c of controllers) c.serving = controllerCert(model, c);
  const writers = catalogueWriters(model);
  const holders = caBundleHolders(model);
  const named = namedWorkloads(model);
  const rbac = rbacOwners(model, holders, /* @__PURE__ */ new Set([...writers.map((w) => w.workload), ...named.workloads]));
  const caBundleOwners2 = new Map(holders.map((h) => [h.resource, holderOwners(model, h, byConfig, catalogue, writers, rbac, named)]));
  const webhooks = webhookEntries(model).map((e) => effectiveWebhook(e, catalogue, byConfig, caBundleOwners2.get(e.config) ?? []));
  for (const w of webhooks) {
    const owners = caBundleOwners2.get(w.source.config);
    for (const o of w.caBundleOwners) if (!owners.some((x) => x.via === o.via && x.name === o.name)) owners.push(o);
  }
  return { controllers, webhooks, caBundleOwners: caBundleOwners2, writers, unsharedWriters: unsharedWriters(model, rbac) };
}
function holderOwners(model, h, byConfig, catalogue, writers, rbac, named) {
  const config = h.resource.kind.endsWith("WebhookConfiguration");
  const runtime = [
    ...config ? configOwners(h.resource, byConfig, catalogue) : catalogue.annotationOwners(h.resource).map((a) => a.owner),
    ...named.byHolder.get(h.resource) ?? [],
    ...catalogueOwners(writers, h),
    ...rbac.byHolder.get(h.resource) ?? []
  ];
  if (!runtime.some((o) => o.via !== "job")) return distinct(runtime);
  const present = h.caBundlePaths.filter((p) => {
    const v = get(h.resource.body, ...p);
    return typeof v === "string" && v.trim() !== "";
  });
  const gitops = gitopsOwners(model, h, present);
  const render = gitops.tracked ? void 0 : renderOwner(model, h, present);
  return distinct([...runtime, ...gitops.owners, ...render ? [render] : []]);
}
function distinct(owners) {
  const seen = /* @__PURE__ */ new Set();
  return owners.filter((o) => {
    const key = `${o.via}\0${o.label}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
function configOwners(config, byConfig, catalogue) {
  const key = `${config.kind}/${config.name}`;
  return [
    ...(byConfig.get(key) ?? []).filter((c) => c.ownsCaBundle).map((c) => c.owner),
    ...catalogue.annotationOwners(config).map((a) => a.owner),
    ...(catalogue.jobsByConfig.get(key) ?? []).map((j) => j.owner)
  ];
}
function effectiveWebhook(e, catalogue, byConfig, ofConfig) {
  const name = String(e.entry.name ?? `#${String(e.path[1])}`);
  const controllers = byConfig.get(`${e.config.kind}/${e.config.name}`) ?? [];
  const rewriter = controllers[0];
  const named = catalogue.entryOwners(name).filter((n) => n.caBundle && !ofConfig.some((o) => o.name === n.doc.name));
  const owners = [...ofConfig, ...named.map((n) => entryOwner(n.doc.name, n.doc.description, e))];
  const clientConfig = rewrite(e, rewriter);
  const port = get(e.entry, "clientConfig", "service", "port") ?? 443;
  const mounted = !owners.length && clientConfig.service ? catalogue.mountedByService.get(`${clientConfig.service.namespace}/${clientConfig.service.name}:${String(port)}`) : void 0;
  return {
    source: e,
    name,
    ...clientConfig,
    rewrittenBy: clientConfig.rewritten ? rewriter : void 0,
    dialedHost: dialedHost(clientConfig),
    caBundleOwners: owners,
    renderOwner: mounted?.owner,
    failurePolicy: failurePolicy(e, name, catalogue),
    serving: servingCert(e, controllers, catalogue, mounted)
  };
}
function rewrite(e, c) {
  if (!c) return { service: e.service, url: e.url, rewritten: false };
  if (c.rewritesUrl) {
    const path = str(get(e.entry, "clientConfig", "service", "path")) ?? "";
    return { url: c.hostUrl?.(path), rewritten: true };
  }
  const w = c.workload;
  if (c.workload.profile.rewrites?.serviceName && w.serviceName && e.service) {
    return { service: { namespace: w.namespace, name: w.serviceName }, rewritten: true };
  }
  return { service: e.service, url: e.url, rewritten: false };
}
function dialedHost(c) {
  if (c.service) return `${c.service.name}.${c.service.namespace}.svc`;
  if (!c.url) return void 0;
  try {
    return new URL(c.url).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return void 0;
  }
}
function entryOwner(name, description, e) {
  return { via: "webhook", name, label: description, resource: e.config, path: [...e.path, "name"] };
}
function failurePolicy(e, name, catalogue) {
  const written = e.entry.failurePolicy;
  const implicit = written === void 0;
  const rendered = { value: implicit ? e.config.apiVersion.endsWith("/v1beta1") ? "Ignore" : "Fail" : String(written), implicit };
  const job = (catalogue.jobsByConfig.get(`${e.config.kind}/${e.config.name}`) ?? []).find((j) => j.failurePolicy);
  if (job?.failurePolicy) return { value: job.failurePolicy.value, implicit: false, owner: { ...job.owner, path: job.failurePolicy.path } };
  const named = catalogue.entryOwners(name).find((n) => n.failurePolicy);
  if (named?.failurePolicy) return { value: named.failurePolicy, implicit: false, owner: entryOwner(named.doc.name, named.doc.description, e) };
  return rendered;
}
function servingCert(e, controllers, catalogue, mounted) {
  for (const c of controllers) if (c.serving) return c.serving;
  for (const a of catalogue.annotationOwners(e.config)) {
    const secret = catalogue.annotatedSecret(a.doc, a.refers, a.value);
    const cert = secret && certFrom(secret, a.doc.secret ?? {}, a.owner);
    if (cert) return cert;
  }
  return mounted ? certFrom(mounted.secret, mounted.layout, mounted.owner) : void 0;
}
function controllerCert(model, c) {
  const w = c.workload;
  if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) return void 0;
  const secret = model.get("Secret", w.namespace, w.secretName);
  const cert = secret && certFrom(secret, c.layout, c.owner);
  return cert && { ...cert, host: c.servingName, renewWithinDays: c.writer === "secret" ? w.profile.secret?.renewBeforeDays : void 0 };
}
function certFrom(secret, layout, owner) {
  const data = dataOf(secret);
  if (!layout.certKey || !data?.[layout.certKey]) return void 0;
  return {
    secret,
    owner,
    certKey: layout.certKey,
    chainPem: data[layout.certKey],
    keyPem: layout.keyKey ? data[layout.keyKey] : void 0,
    caPem: layout.caKey ? data[layout.caKey] : void 0
  };
}

// src/rules/cabundle-multiple-owners.ts
var rule = defineRule({
  meta: {
    id: "cabundle-multiple-owners",
    severity: "error",
    description: "A webhook configuration, CRD conversion webhook or APIService whose caBundle has more than one writer.",
    messages: {
      controllerAndInjector: "{kind} {name} is patched by {workload} (it writes its own CA into caBundle) and also carries {annotation}: {injector} and the controller will overwrite each other.",
      twoInjectors: "{kind} {name} carries {annotations}: more than one CA source claims its caBundle.",
      several: "caBundle of {kind} {name} is written by {owners}: each writes its own CA and they overwrite each other.",
      possibly: "caBundle of {kind} {name} may have {count} writers: {owners}. They would overwrite each other; what settles it: {settle}.",
      fieldManagers: "{kind} {name}: caBundle has {count} field managers: {owners}. Each writer puts back its own CA when the other changes it: a write war between owners."
    }
  },
  check({ model, report }) {
    const owned = effectiveState(model).caBundleOwners;
    for (const [config, owners] of owned) {
      if (owners.length < 2) continue;
      const data = { kind: config.kind, name: config.name };
      const uncertain = owners.filter((o) => o.certain === false);
      if (owners.length - uncertain.length < 2) {
        if (uncertain.length === owners.length) continue;
        const at2 = uncertain[0];
        report({
          resource: at2.resource,
          path: at2.path,
          messageId: "possibly",
          severity: "warning",
          data: { ...data, count: owners.length, owners: owners.map((o) => o.label).join(" and "), settle: [...new Set(uncertain.map((o) => o.settle))].join("; ") },
          fix: `keep one caBundle owner for ${config.kind} ${config.name}, or confirm that ${at2.label} leaves caBundle alone`
        });
        continue;
      }
      const annotations2 = owners.filter((o) => o.via === "annotation");
      const controller = owners.find((o) => o.via === "controller");
      const key = (o) => String(o.path[o.path.length - 1]);
      if (annotations2.length > 1) {
        report({
          resource: config,
          path: annotations2[1].path,
          messageId: "twoInjectors",
          data: { ...data, annotations: annotations2.map(key).join(" and ") },
          fix: `keep one of ${annotations2.map(key).join(", ")}`
        });
      }
      if (controller && annotations2.length && owners.length === annotations2.length + 1) {
        report({
          resource: config,
          path: annotations2[0].path,
          messageId: "controllerAndInjector",
          data: { ...data, workload: controller.label, annotation: key(annotations2[0]), injector: annotations2[0].label.replace(/ \(annotation .*\)$/, "") },
          fix: `remove annotation ${key(annotations2[0])} (the controller owns caBundle), or stop the controller from writing caBundle`
        });
      } else if (annotations2.length !== owners.length) {
        const at2 = owners.find((o) => o.via !== "controller") ?? owners[1];
        report({
          resource: at2.resource,
          path: at2.path,
          messageId: "several",
          data: { ...data, owners: owners.map((o) => o.label).join(" and ") },
          fix: fixFor(config, at2)
        });
      }
    }
    for (const { resource: holder } of caBundleHolders(model)) {
      if ((owned.get(holder)?.length ?? 0) > 1) continue;
      const managers = caBundleOwners(holder);
      if (managers.length < 2) continue;
      const list = managers.map((o) => o.entries.length ? `${o.manager} owns ${o.entries.length} (${o.entries.slice(0, 3).join(", ")}${o.entries.length > 3 ? ", \u2026" : ""})` : o.manager);
      report({
        resource: holder,
        path: ["metadata", "managedFields"],
        messageId: "fieldManagers",
        data: { kind: holder.kind, name: holder.name, count: managers.length, owners: list.join("; ") },
        fix: "keep one caBundle owner: stop the controller's own CA writing while an injector sets caBundle (or drop the injector's annotation or patch Job)"
      });
    }
  }
});
function fixFor(config, at2) {
  return at2.fix ?? `keep one caBundle owner for ${config.kind} ${config.name}: remove ${at2.label}, or the others`;
}
function caBundleOwners(holder) {
  const byManager = /* @__PURE__ */ new Map();
  for (const mf of arr(get(holder.body, "metadata", "managedFields"))) {
    const who2 = `${str(get(mf, "manager")) ?? "(unnamed)"} (${str(get(mf, "operation")) ?? "Update"})`;
    const webhooks = get(mf, "fieldsV1", "f:webhooks");
    if (isObj(webhooks)) {
      for (const [key, fields] of Object.entries(webhooks)) {
        if (isObj(get(fields, "f:clientConfig", "f:caBundle"))) byManager.set(who2, [...byManager.get(who2) ?? [], entryName(key)]);
      }
    } else if (ownsCaBundle(get(mf, "fieldsV1"))) {
      byManager.set(who2, byManager.get(who2) ?? []);
    }
  }
  return [...byManager].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([manager, entries]) => ({ manager, entries }));
}
function entryName(key) {
  try {
    return String(JSON.parse(key.slice(2)).name ?? key);
  } catch {
    return key;
  }
}

// src/rules/describe.ts
function workloadName(w) {
  return `${w.resource.kind} ${w.resource.namespace ? w.resource.namespace + "/" : ""}${w.resource.name}`;
}
function envPath(w, setting) {
  return setting.state === "unset" ? [...w.containerPath, "env"] : setting.path;
}
function describeSetting(name, s) {
  if (s.state === "unset") return `${name} is not set`;
  if (s.state === "ref") return `${name} is set from ${s.via}`;
  if (s.via && /^(envFrom )?Secret /.test(s.via)) return `${name} is set (from ${s.via}; value not shown)`;
  return `${name}=${JSON.stringify(s.value)}${s.via ? ` (from ${s.via})` : ""}`;
}
function secretWriterEnvFix(w) {
  const secret = w.secretName ?? `${w.resource.name}-webhook-certs`;
  if (w.resource.envValues) return valuesWriterFix(w, w.resource.envValues, secret);
  return `set env ${w.profile.env.writer}=${w.profile.writer?.secretValue ?? "<Secret writer>"} and ${w.profile.env.secretName}=${secret} on container ${String(w.container.name ?? "")}, and provision that Secret once (webhook-cert-gate cert generate)`;
}
function valuesWriterFix(w, keys, secret) {
  const { writer, secretName } = w.profile.env;
  const value = w.profile.writer?.secretValue ?? "secret";
  const writerKey = keys[writer];
  const secretKey = keys[secretName];
  if (writerKey && secretKey) {
    return `set ${writerKey}: ${value} and ${secretKey}: ${secret} in your values, and provision that Secret once (webhook-cert-gate cert generate)`;
  }
  return `this chart has no value for ${writer}/${secretName}: add env ${writer}=${value} and ${secretName}=${secret} to the manager (a chart fork or a post-renderer), map the values in .webhook-cert-gate.yaml (docs/helm.md), and provision that Secret once (webhook-cert-gate cert generate)`;
}

// src/rules/multi-replica-webhook-unshared-cert.ts
var rule2 = defineRule({
  meta: {
    id: "multi-replica-webhook-unshared-cert",
    severity: "error",
    description: "A webhook controller that can run several replicas, uses an external webhook host and keeps its certificate per pod.",
    messages: {
      race: '{workload} can run {replicas} replicas{hpa}, {host} and the certificate writer resolves to per-pod "fs" ({writer}): each replica will mint its own CA and rewrite the caBundle of the webhook configurations, a 409 write war with TLS failures.',
      perPod: "{workload} can run {replicas} replicas{hpa} of {controller}, which mints its CA and serving certificate in each process unless its leader elector is on ({leader}): each replica writes its own CA into caBundle of {holders}, a write war with TLS failures.",
      perPodUnknown: "{workload} can run {replicas} replicas{hpa} of {controller}, which mints its CA and serving certificate in each process unless its leader elector is on; whether each replica writes its own caBundle depends on {settle}.",
      unshared: "{workload} can run {replicas} replicas{hpa} and may write caBundle of {holders} ({owner}), but mounts no Secret and may read none: each replica would serve a certificate of its own. What settles it: {settle}."
    }
  },
  check({ model, report }) {
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      if (writer !== "fs" || w.replicas.max <= 1) continue;
      const hpa = w.replicas.hpa ? ` (HorizontalPodAutoscaler ${w.replicas.hpa.name} maxReplicas)` : "";
      report({
        resource: w.resource,
        path: w.replicas.hpa || w.replicas.declared === void 0 ? ["spec"] : ["spec", "replicas"],
        messageId: "race",
        data: {
          workload: workloadName(w),
          replicas: w.replicas.max,
          hpa,
          host: describeSetting(w.profile.env.host, w.host),
          writer: describeSetting(w.profile.env.writer, w.writerEnv)
        },
        fix: secretWriterEnvFix(w)
      });
    }
    for (const w of effectiveState(model).writers) {
      if (w.perPod === false || w.replicas.max <= 1) continue;
      const certain = w.perPod === true && w.enabled === true;
      const l = w.leader;
      const leader = !l ? "it has none" : !l.path ? `${l.from} is unset (default "${l.value ?? ""}")` : `${l.from} is "${l.value ?? ""}"`;
      report({
        resource: w.workload,
        path: certain && w.leader?.path ? w.leader.path : w.replicas.hpa || w.replicas.declared === void 0 ? ["spec"] : ["spec", "replicas"],
        messageId: certain ? "perPod" : "perPodUnknown",
        severity: certain ? void 0 : "warning",
        data: {
          workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
          replicas: w.replicas.max,
          hpa: w.replicas.hpa ? ` (HorizontalPodAutoscaler ${w.replicas.hpa.name} maxReplicas)` : "",
          controller: w.doc.description,
          leader,
          holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(", ") || "the configuration it serves",
          settle: w.unknown.join(", ")
        },
        fix: w.leader ? `turn the leader elector on (${w.leader.from.replace(/ \(.*\)$/, "")} = true), or run one replica` : "run one replica"
      });
    }
    for (const u of effectiveState(model).unsharedWriters) {
      report({
        resource: u.workload,
        path: u.replicas.hpa || u.replicas.declared === void 0 ? ["spec"] : ["spec", "replicas"],
        messageId: "unshared",
        severity: "warning",
        data: {
          workload: `${u.workload.kind} ${u.workload.namespace}/${u.workload.name}`,
          replicas: u.replicas.max,
          hpa: u.replicas.hpa ? ` (HorizontalPodAutoscaler ${u.replicas.hpa.name} maxReplicas)` : "",
          holders: u.holders.map((h) => `${h.kind} ${h.name}`).join(", "),
          owner: u.owner.label.replace(/^[^(]*\(|\)$/g, ""),
          settle: u.owner.settle ?? ""
        },
        fix: "serve one certificate from a Secret every replica mounts (and let one owner write caBundle), or run one replica"
      });
    }
  }
});

// src/rules/suppression-reason-missing.ts
var rule3 = defineRule({
  meta: {
    id: "suppression-reason-missing",
    severity: "warning",
    description: "A webhook-cert-gate.io/ignore-<rule> annotation with an empty reason.",
    messages: {
      reasonless: "Annotation {annotation} suppresses {rule} without a reason."
    }
  },
  check({ model, settings, ruleIds, report }) {
    if (settings.strict) return;
    for (const resource of model.resources) {
      for (const annotation of Object.keys(annotations(resource))) {
        if (!annotation.startsWith(SUPPRESS_PREFIX)) continue;
        const id = annotation.slice(SUPPRESS_PREFIX.length);
        if (!ruleIds.includes(id) || suppressionOf(resource, id)?.trim()) continue;
        report({
          resource,
          path: ["metadata", "annotations", annotation],
          messageId: "reasonless",
          data: { annotation, rule: id },
          fix: `Give the annotation a value that says why the finding is accepted, e.g. "${annotation}: single-replica test cluster".`
        });
      }
    }
  }
});

// src/rules/suppression-rule-unknown.ts
var rule4 = defineRule({
  meta: {
    id: "suppression-rule-unknown",
    severity: "warning",
    description: "A webhook-cert-gate.io/ignore-<rule> annotation whose rule id is no rule: it suppresses nothing.",
    messages: {
      unknown: "Annotation {annotation} names no rule, so it suppresses nothing; did you mean '{nearest}'?"
    }
  },
  check({ model, ruleIds, report }) {
    for (const resource of model.resources) {
      for (const annotation of Object.keys(annotations(resource))) {
        if (!annotation.startsWith(SUPPRESS_PREFIX)) continue;
        const id = annotation.slice(SUPPRESS_PREFIX.length);
        if (ruleIds.includes(id)) continue;
        const meant = nearest(id, ruleIds) ?? "";
        report({
          resource,
          path: ["metadata", "annotations", annotation],
          messageId: "unknown",
          data: { annotation, nearest: meant },
          fix: `Rename the annotation to ${SUPPRESS_PREFIX}${meant} (webhook-cert-gate rules lists the ids), or remove it.`
        });
      }
    }
  }
});

// src/rules/webhook-cert-secret-incomplete.ts
var rule5 = defineRule({
  meta: {
    id: "webhook-cert-secret-incomplete",
    severity: "error",
    description: "The shared Secret has data but not the keys the controller reads, or sits in another namespace; a warning when only the CA key for renewal is missing.",
    messages: {
      keys: "Secret {namespace}/{secret} used by {workload} lacks {missing}{hint}: the controller will treat it as empty, generate a new CA and overwrite it.",
      externalKeys: "Secret {namespace}/{secret} used by {workload} (external-certs mode) lacks {missing}{hint}: the controller only reads it and cannot serve until {writer} writes those keys.",
      renew: "Secret {namespace}/{secret} used by {workload} has no {missing}: the controller keeps this certificate, but cannot reuse the CA when it renews the leaf ({days} days before expiry), so it will mint a new CA then and rewrite caBundle once.",
      namespace: "Secret {secret} is in namespace {found}, but {workload} reads it from {namespace} ({namespaceSource}): it will not see this one and will create its own."
    }
  },
  check({ model, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) continue;
      const base = { namespace: w.namespace, secret: w.secretName, workload: workloadName(w) };
      const secret = model.get("Secret", w.namespace, w.secretName);
      if (!secret) {
        const elsewhere = model.named("Secret", w.secretName)[0];
        if (elsewhere) {
          report({
            resource: elsewhere,
            path: ["metadata", "namespace"],
            messageId: "namespace",
            data: { ...base, found: elsewhere.namespace, namespaceSource: w.profile.env.namespace ? `its ${w.profile.env.namespace}` : "its own namespace" },
            fix: `move Secret ${w.secretName} to namespace ${w.namespace}`
          });
        }
        continue;
      }
      const data = dataOf(secret) ?? {};
      const present = Object.keys(data);
      if (present.length === 0) continue;
      const path = [secret.body.stringData && !secret.body.data ? "stringData" : "data"];
      const missing = (c.layout.readKeys ?? []).filter((k) => !(k in data));
      if (missing.length) {
        const external = c.writer === "external";
        report({
          resource: secret,
          path,
          messageId: external ? "externalKeys" : "keys",
          data: { ...base, missing: missing.join(", "), hint: otherLayout(model, c, present), writer: c.secretWrittenBy ?? "its writer" },
          fix: external ? `let ${c.secretWrittenBy ?? "its writer"} write ${(c.layout.readKeys ?? []).join(", ")} into Secret ${w.namespace}/${w.secretName}` : `store the certificate under ${[...c.layout.readKeys ?? [], ...c.layout.renewKeys ?? []].join(", ")} (webhook-cert-gate cert generate --layout ${w.profile.name} --secret-name ${w.secretName})`
        });
        continue;
      }
      const renew = (c.layout.renewKeys ?? []).filter((k) => !(k in data));
      if (!renew.length) continue;
      report({
        resource: secret,
        path,
        messageId: "renew",
        severity: "warning",
        data: { ...base, missing: renew.join(", "), days: w.profile.secret?.renewBeforeDays ?? 0 },
        fix: `add ${renew.join(", ")} (the CA's private key) to Secret ${w.namespace}/${w.secretName}, or plan the CA change at renewal`
      });
    }
  }
});
function otherLayout(model, c, present) {
  const layouts = [
    ...model.owners.flatMap((o) => o.secret ? [[o.name, o.secret]] : []),
    ...c.workload.profile.externalCerts?.secret ? [[`${c.workload.profile.name} external-certs`, c.workload.profile.externalCerts.secret]] : []
  ];
  for (const [name, layout] of layouts) {
    if (layout === c.layout || !layout.certKey || !present.includes(layout.certKey)) continue;
    const keys = [layout.certKey, layout.keyKey, layout.caKey].filter((k) => Boolean(k));
    return ` (it has the ${name} layout ${keys.join("/")}, which this controller does not read)`;
  }
  return "";
}

// src/rules/webhook-cert-secret-missing.ts
var rule6 = defineRule({
  meta: {
    id: "webhook-cert-secret-missing",
    severity: "warning",
    description: "The controller reads its certificate from a Secret that is not among the inputs (and nothing among them creates it).",
    messages: {
      missing: "{workload} uses the Secret writer with Secret {namespace}/{secret}, which is not among the inputs: the first replica to start will mint the CA and create it.",
      external: "{workload} runs in external-certs mode: it reads {keys} from Secret {namespace}/{secret}, written by {writer}, and mints nothing itself; neither the Secret nor a certificate that writes it is among the inputs, so its webhook server cannot start until one exists."
    }
  },
  check({ model, live, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) continue;
      if (model.named("Secret", w.secretName).length) continue;
      if (wasDenied(live, "Secret", w.namespace, w.secretName)) continue;
      const setting = w.env.get(w.profile.env.secretName);
      const path = setting ? envPath(w, setting) : w.containerPath;
      const data = { workload: workloadName(w), namespace: w.namespace, secret: w.secretName };
      if (c.writer === "external") {
        if (writtenByCertificate(model, w.namespace, w.secretName)) continue;
        const writer = c.secretWrittenBy ?? "another owner";
        report({
          resource: w.resource,
          path,
          messageId: "external",
          data: { ...data, keys: (c.layout.readKeys ?? []).join(", "), writer },
          fix: `add a ${writer} certificate for ${w.serviceName ?? "the webhook Service"}.${w.namespace}.svc with secretName ${w.secretName} in namespace ${w.namespace}`
        });
        continue;
      }
      report({
        resource: w.resource,
        path,
        messageId: "missing",
        data,
        fix: `add Secret ${w.namespace}/${w.secretName} with keys ${[...c.layout.readKeys ?? [], ...c.layout.renewKeys ?? []].join(", ")} (webhook-cert-gate cert generate --service ${w.serviceName ?? "SERVICE"}.${w.namespace} --layout ${w.profile.name})`
      });
    }
  }
});
function writtenByCertificate(model, namespace, secret) {
  return model.owners.some((o) => o.certificate && model.ofKind(o.certificate.kind).some((c) => c.namespace === namespace && get(c.body, ...o.certificate.secretNameField.split(".")) === secret));
}

// src/rules/webhook-cert-secret-rbac.ts
var rule7 = defineRule({
  meta: {
    id: "webhook-cert-secret-rbac",
    severity: "error",
    description: "The workload's RBAC is among the inputs and none of it lets its ServiceAccount get the shared Secret (live: the API server says so).",
    messages: {
      denied: "ServiceAccount {namespace}/{sa} of {workload} has RBAC among the inputs, but none of it grants get on Secret {secretNamespace}/{secret}: the controller cannot read its shared certificate.",
      liveDenied: "the API server says ServiceAccount {namespace}/{sa} of {workload} may not get Secret {secretNamespace}/{secret}{reason}: the controller cannot read its shared certificate."
    }
  },
  check({ model, live, report }) {
    const answers = new Map((live?.workloads ?? []).map((l) => [resourceOf(model, l.workload), l.secretAccess]));
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      if (writer !== "secret" && writer !== "external" || !w.secretName) continue;
      const ns = w.resource.namespace;
      const answer = answers.get(w.resource);
      const denied = answer ? !answer.allowed : canGetSecret(model, ns, w.serviceAccount, w.namespace, w.secretName) === "denied";
      if (!denied) continue;
      report({
        resource: w.resource,
        path: podSpecOf(w.resource)?.serviceAccountName !== void 0 ? ["spec", "template", "spec", "serviceAccountName"] : ["spec", "template", "spec"],
        messageId: answer ? "liveDenied" : "denied",
        data: {
          namespace: ns,
          sa: w.serviceAccount,
          workload: workloadName(w),
          secretNamespace: w.namespace,
          secret: w.secretName,
          reason: answer?.reason ? ` (${answer.reason})` : ""
        },
        fix: `add a Role in ${w.namespace} with apiGroups [""], resources [secrets], resourceNames [${w.secretName}], verbs [get, update] and a RoleBinding to ServiceAccount ${ns}/${w.serviceAccount}`
      });
    }
  }
});

// src/rules/webhook-cert-writer-implicit.ts
var rule8 = defineRule({
  meta: {
    id: "webhook-cert-writer-implicit",
    severity: "warning",
    description: "External webhook host with no explicit certificate writer, even at one replica.",
    messages: {
      implicit: '{workload}: {host} but {writerName} is not set (or empty), so the controller picks the per-pod "fs" writer; the race starts at the first scale-out or surge pod.'
    }
  },
  check({ model, report }) {
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      if (writer !== "fs" || isSet(w.writerEnv)) continue;
      report({
        resource: w.resource,
        path: envPath(w, w.host),
        messageId: "implicit",
        data: { workload: workloadName(w), host: describeSetting(w.profile.env.host, w.host), writerName: w.profile.env.writer },
        fix: secretWriterEnvFix(w)
      });
    }
  }
});

// src/rules/webhook-failure-policy-ignore.ts
var rule9 = defineRule({
  meta: {
    id: "webhook-failure-policy-ignore",
    severity: "warning",
    description: "A webhook that will run with failurePolicy Ignore (explicit, the v1beta1 default, or set by its owner after install).",
    messages: {
      ignore: "Webhook {webhook} in {kind} {name} has failurePolicy Ignore{implicit}: if TLS to it fails (a caBundle that does not match the serving replica), objects are admitted unmutated and unvalidated.",
      ownerIgnore: "{owner} sets failurePolicy Ignore on webhook {webhook} in {kind} {name} after install: if TLS to it fails, objects are admitted unmutated and unvalidated."
    }
  },
  check({ model, report }) {
    for (const w of effectiveState(model).webhooks) {
      const p = w.failurePolicy;
      if (p.value !== "Ignore") continue;
      const e = w.source;
      const data = { webhook: w.name, kind: e.config.kind, name: e.config.name };
      if (p.owner) {
        report({
          resource: p.owner.resource,
          path: p.owner.path,
          messageId: "ownerIgnore",
          data: { ...data, owner: p.owner.label },
          fix: `make ${p.owner.label} set Fail, or annotate it webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted`
        });
        continue;
      }
      report({
        resource: e.config,
        path: p.implicit ? e.path : [...e.path, "failurePolicy"],
        messageId: "ignore",
        data: { ...data, implicit: p.implicit ? " (the v1beta1 default)" : "" },
        fix: "set failurePolicy: Fail, or annotate the configuration webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted"
      });
    }
  }
});

// src/rules/webhook-profile-name-mismatch.ts
var rule10 = defineRule({
  meta: {
    id: "webhook-profile-name-mismatch",
    severity: "error",
    description: "The controller's webhook configurations or webhook Service are named differently from the names it manages.",
    messages: {
      service: "Service {namespace}/{name} serves the webhooks of {workload}, but the controller uses {envName}={expected}: it will rewrite every webhook to call Service {expected}, which {exists}.",
      config: "{kind} {name} calls {workload}, but the controller manages {kind} {expected}{envHint}: this one never gets a caBundle."
    }
  },
  check({ model, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      const services = servicesSelecting(model, w.resource).filter((s) => entriesCalling(model, s).length);
      const env = w.profile.env;
      const rewritesService = Boolean(w.profile.rewrites?.serviceName) && !c.rewritesUrl;
      for (const s of services) {
        if (rewritesService && w.serviceName && s.name !== w.serviceName) {
          report({
            resource: s,
            path: ["metadata", "name"],
            messageId: "service",
            data: {
              namespace: s.namespace,
              name: s.name,
              workload: workloadName(w),
              envName: env.serviceName ?? "its Service name",
              expected: w.serviceName,
              exists: model.get("Service", s.namespace, w.serviceName) ? "exists but does not select it" : "does not exist"
            },
            fix: env.serviceName ? `set env ${env.serviceName}=${s.name} on ${workloadName(w)}, or name the Service ${w.serviceName}` : `name the Service ${w.serviceName}`
          });
        }
        const seen = /* @__PURE__ */ new Set();
        for (const e of entriesCalling(model, s)) {
          const config = e.config;
          const mutating = config.kind === "MutatingWebhookConfiguration";
          const expected = mutating ? w.mutatingName : w.validatingName;
          const envName = mutating ? env.mutatingName : env.validatingName;
          if (!expected || config.name === expected || seen.has(config.kind + config.name)) continue;
          seen.add(config.kind + config.name);
          report({
            resource: config,
            path: ["metadata", "name"],
            messageId: "config",
            data: {
              kind: config.kind,
              name: config.name,
              workload: workloadName(w),
              expected,
              envHint: envName ? ` (${envName} unset or different)` : " (a fixed name in this controller)"
            },
            fix: envName ? `set env ${envName}=${config.name} on ${workloadName(w)}, or name the configuration ${expected}` : `name the configuration ${expected}; this controller cannot be told another name`
          });
        }
      }
    }
  }
});

// src/rules/webhook-rollout-unavailable.ts
var rule11 = defineRule({
  meta: {
    id: "webhook-rollout-unavailable",
    severity: "warning",
    description: "A webhook Deployment whose rollout takes serving pods away before their replacements are ready.",
    messages: {
      recreate: "{workload} serves admission webhooks but uses strategy Recreate: every replica stops before the new ones start.",
      unavailable: "{workload} serves admission webhooks but its rolling update allows {count} pod(s) unavailable (maxUnavailable {value}): admission calls reach pods that are going away."
    }
  },
  check({ model, report }) {
    for (const w of webhookDeployments(model)) {
      const type = get(w.body, "spec", "strategy", "type");
      const name = `Deployment ${w.namespace}/${w.name}`;
      const fix = "set spec.strategy to {type: RollingUpdate, rollingUpdate: {maxUnavailable: 0, maxSurge: 1}}";
      if (type === "Recreate") {
        report({ resource: w, path: ["spec", "strategy", "type"], messageId: "recreate", data: { workload: name }, fix });
        continue;
      }
      const raw = get(w.body, "spec", "strategy", "rollingUpdate", "maxUnavailable");
      const replicas2 = get(w.body, "spec", "replicas");
      const count = unavailablePods(raw ?? "25%", typeof replicas2 === "number" ? replicas2 : 1);
      if (count === 0) continue;
      report({
        resource: w,
        path: raw === void 0 ? ["spec", "strategy"] : ["spec", "strategy", "rollingUpdate", "maxUnavailable"],
        messageId: "unavailable",
        data: { workload: name, count, value: raw === void 0 ? "25% by default" : String(raw) },
        fix
      });
    }
  }
});
function unavailablePods(value, replicas2) {
  if (typeof value === "number") return value;
  const m = /^(\d+)%$/.exec(String(value));
  return m ? Math.floor(Number(m[1]) * replicas2 / 100) : Number(value) || 0;
}
function webhookDeployments(model) {
  const out = /* @__PURE__ */ new Set();
  for (const w of findWebhookWorkloads(model)) if (w.resource.kind === "Deployment") out.add(w.resource);
  if (model.webhookConfigurations().length) {
    for (const d of model.ofKind("Deployment")) {
      if (servicesSelecting(model, d).some((s) => entriesCalling(model, s).length)) out.add(d);
    }
  }
  return [...out];
}

// src/rules/yaml-syntax.ts
var rule12 = defineRule({
  meta: {
    id: "yaml-syntax",
    severity: "error",
    description: "A document that does not parse as YAML or JSON.",
    messages: {
      syntax: "{error}; this document was skipped, the others were checked."
    }
  },
  check({ syntaxErrors, report }) {
    for (const { message, ...location } of syntaxErrors) {
      report({
        location,
        messageId: "syntax",
        data: { error: message },
        fix: "Fix the YAML at this line (kubectl apply would reject the whole file)."
      });
    }
  }
});

// src/rules/webhook-config-churn.ts
var rule13 = defineRule({
  meta: {
    id: "webhook-config-churn",
    severity: "error",
    description: "Live only: a caBundle holder (webhook configuration, CRD, APIService) changed (generation, resourceVersion or caBundle) while the gate watched it.",
    messages: {
      churn: "{kind} {name} was written at least {writes} in {window} (~{rate} writes/min; generation {generations}, resourceVersion changed {versionChanges}) with no change of yours: writers: {writers}.",
      flips: "{kind} {name}: caBundle took {values} different values in {window} and went back to an earlier one {returns}: writers with different CAs keep replacing each other ({writers}).",
      degraded: "the API server answered slowly or failed: {taken} of {planned} planned samples of the caBundle holders were taken in {window}{stopped}, so writes between samples may have been missed."
    }
  },
  check({ model, live, report }) {
    const sampling = live?.sampling;
    let first;
    for (const series of live?.churn ?? []) {
      const resource = resourceOf(model, series.config);
      first ??= resource;
      const summary2 = summarizeChurn(series.samples);
      if (!resource || !summary2) continue;
      const flips = caBundleFlips(series.samples);
      if (flips.returns > 0) {
        report({
          resource,
          path: ["metadata", "managedFields"],
          messageId: "flips",
          data: {
            kind: resource.kind,
            name: resource.name,
            values: flips.values,
            window: formatDuration(live.observeMs),
            returns: times(flips.returns),
            writers: summary2.writers.join(", ") || "unknown (managedFields times did not move)"
          },
          fix: churnFix(model, resource)
        });
      }
      if (summary2.writes === 0) continue;
      const list = series.samples;
      const minutes = Math.max(live.observeMs, list[list.length - 1].at - list[0].at) / 6e4;
      const rate = summary2.writes / minutes;
      report({
        resource,
        path: ["metadata", "resourceVersion"],
        messageId: "churn",
        data: {
          kind: resource.kind,
          name: resource.name,
          writes: times(summary2.writes),
          window: formatDuration(live.observeMs),
          rate: rate.toFixed(rate < 10 ? 1 : 0),
          generations: summary2.generations,
          versionChanges: times(summary2.versionChanges),
          writers: summary2.writers.join(", ") || "unknown (managedFields times did not move)"
        },
        fix: churnFix(model, resource)
      });
    }
    if (first && sampling && sampling.planned > 0 && sampling.taken < Math.ceil(sampling.planned * 0.8)) {
      report({
        resource: first,
        severity: "warning",
        messageId: "degraded",
        data: { taken: sampling.taken, planned: sampling.planned, window: formatDuration(live.observeMs), stopped: sampling.stopped ? ` (stopped: ${sampling.stopped})` : "" },
        fix: "run again with a longer --observe or a larger --timeout, or when the API server is less loaded"
      });
    }
  }
});
function caBundleFlips(list) {
  const seen = /* @__PURE__ */ new Set();
  let returns = 0;
  let previous;
  for (const s of list) {
    if (!s.caBundles) continue;
    const v = s.caBundles.join(",");
    if (previous !== void 0 && v !== previous && seen.has(v)) returns++;
    seen.add(v);
    previous = v;
  }
  return { values: seen.size, returns };
}
function summarizeChurn(list) {
  if (list.length < 2) return void 0;
  let versionChanges = 0;
  for (let i = 1; i < list.length; i++) if (list[i].resourceVersion !== list[i - 1].resourceVersion) versionChanges++;
  const g0 = list[0].generation ?? 0;
  const g1 = list[list.length - 1].generation ?? 0;
  const writes = Math.max(versionChanges, g1 - g0);
  return { writes, versionChanges, generations: `${g0}\u2192${g1}`, writers: writersDuring(list) };
}
function writersDuring(list) {
  const key = (m) => `${m.manager ?? "(unnamed)"} (${m.operation ?? "Update"})`;
  const firstTimes = new Map(list[0].managedFields.map((m) => [key(m), m.time ?? ""]));
  const latest = /* @__PURE__ */ new Map();
  for (const sample of list.slice(1)) {
    for (const m of sample.managedFields) {
      const k = key(m);
      if ((m.time ?? "") !== firstTimes.get(k) && (m.time ?? "") > (latest.get(k) ?? "")) latest.set(k, m.time ?? "");
    }
  }
  return [...latest].map(([k, t]) => `${k}${t ? ` last at ${t}` : ""}`);
}
function times(n) {
  return `${n} time${n === 1 ? "" : "s"}`;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${ms}ms`;
  const s = ms / 1e3;
  return Number.isInteger(s) ? `${s}s` : `${s.toFixed(1)}s`;
}
function churnFix(model, config) {
  const general = "find the writers above and give caBundle a single owner";
  if (config.kind !== "MutatingWebhookConfiguration" && config.kind !== "ValidatingWebhookConfiguration") return general;
  const want = config.kind === "MutatingWebhookConfiguration" ? "mutatingName" : "validatingName";
  const perPod = effectiveState(model).controllers.find((c) => c.writer === "fs" && c.workload[want] === config.name);
  return perPod ? `${general}: ${secretWriterEnvFix(perPod.workload)}` : general;
}

// src/rules/cabundle-writers.ts
var rule14 = {
  meta: {
    id: "cabundle-writers",
    severity: "error",
    description: "Audit log: a webhook configuration, CRD or APIService written by several writers that race (409 Conflict), or by replicas that do not hold their leader-election Lease.",
    messages: {
      war: "{kind} {name}: {writes} writes between {from} and {to}, {conflicts} answered 409 Conflict ({share} of all {allConflicts} 409s in the log), from {writerCount} writers: {writers}.",
      several: "{kind} {name}: {writes} writes between {from} and {to} from {writerCount} writers, none refused: {writers}. caBundle has more than one owner.",
      single: "{kind} {name}: {writes} write(s) between {from} and {to} from one writer: {writers}.",
      nonLeader: "{kind} {name} is written by {count} pod(s) of {workload} that do not hold its leader-election Lease {lease} ({pods}): leader election does not guard this write path."
    }
  },
  check({ model, live, report }) {
    const audit = live?.auditLog;
    for (const obj of audit?.objects ?? []) {
      const resource = resourceOf(model, { kind: obj.kind, namespace: "", name: obj.name });
      if (!resource) continue;
      const fix = churnFix(model, resource);
      const base = {
        kind: obj.kind,
        name: obj.name,
        writes: obj.writes,
        from: audit.from ?? "?",
        to: audit.to ?? "?",
        writerCount: obj.writers.length,
        writers: listWriters(obj.writers)
      };
      const path = ["metadata", "name"];
      if (obj.conflicts > 0) {
        report({ resource, path, messageId: "war", fix, data: { ...base, conflicts: obj.conflicts, share: share(obj, audit), allConflicts: audit.conflicts } });
      } else if (obj.writers.length > 1) {
        report({ resource, path, messageId: "several", fix, severity: "warning", data: base });
      } else {
        report({ resource, path, messageId: "single", fix: "nothing to do if this write was a change of yours", severity: "info", data: base });
      }
      for (const [workload, pods] of nonLeaders(obj)) {
        report({
          resource,
          path,
          messageId: "nonLeader",
          fix: `only the leader of ${workload} may write caBundle; ${fix}`,
          data: { kind: obj.kind, name: obj.name, count: pods.length, workload, lease: pods[0].lease ?? "?", pods: pods.map((p) => p.name).join(", ") }
        });
      }
    }
  }
};
function share(obj, audit) {
  return `${(100 * obj.conflicts / Math.max(1, audit.conflicts)).toFixed(1)}%`;
}
var SHOWN = 10;
function listWriters(writers) {
  const text = writers.slice(0, SHOWN).map((w) => {
    const pods = w.pods?.length ? ` [${w.pods.map((p) => `pod ${p.namespace}/${p.name}${p.workload ? ` of ${p.workload}` : ""}${p.leader === true ? ", leader" : ""}`).join("; ")}]` : "";
    return `${w.user || "(unknown user)"} (${w.userAgent || "no user agent"}) from ${w.sourceIPs.join(", ") || "?"}${pods}: ${w.writes} writes, ${w.conflicts} 409s`;
  });
  return text.join("; ") + (writers.length > SHOWN ? `; and ${writers.length - SHOWN} more` : "");
}
function nonLeaders(obj) {
  const out = /* @__PURE__ */ new Map();
  for (const w of obj.writers) {
    for (const p of w.pods ?? []) {
      if (p.leader !== false || !p.workload) continue;
      const key = `${p.workload.split("/")[0]} ${p.namespace}/${p.workload.split("/")[1]}`;
      const list = out.get(key) ?? [];
      if (!list.some((x) => x.name === p.name)) list.push({ name: p.name, lease: p.lease });
      out.set(key, list);
    }
  }
  return out;
}

// src/rules/webhook-tls-probe.ts
var rule15 = defineRule({
  meta: {
    id: "webhook-tls-probe",
    severity: "error",
    description: "Live only: a webhook, reached as the API server reaches it, serves a certificate its caBundle rejects, certificates from more than one CA, or no certificate at all.",
    messages: {
      unreachable: "{what} cannot be reached: {why}.",
      failed: "{count} connection(s) to {address} (as {serverName}) for {what} failed before any certificate was served: {cause}.",
      rejected: "{count} connections to {address} (as {serverName}) were served a certificate that {what} would reject: {problem}.",
      severalCas: "{connections} TLS connections to the backends of {what} ({target}) found certificates from {cas} different CAs ({caList}); by backend: {backends}. Each backend has its own CA: whichever writes caBundle last breaks the others.",
      failOpen: "{what} has failurePolicy: Ignore and {bad} of {total} connection(s) to its backends fail TLS: the API server then admits the request without calling the webhook, so objects are silently left unmutated or unvalidated.",
      failOpenUnreachable: "{what} has failurePolicy: Ignore and cannot be reached: the API server admits every request without calling it, so objects are silently left unmutated or unvalidated.",
      warned: "{what}: {problem} (served by {address}).",
      summary: "{kind} {name}: {entries} verified: {connections} TLS connection(s) to {backends} backend(s){workloads} served {leafCount} certificate(s) ({leaves}) from {cas} CA, each accepted by its caBundle for {names}."
    }
  },
  check(context) {
    for (const h of context.live?.audit?.holders ?? []) judgeHolder(context, h);
  }
});
var FIX_ONE_CA = "serve one shared certificate from every backend and keep caBundle equal to the CA that issued it";
function judgeHolder({ model, report }, h) {
  const resource = resourceOf(model, h.ref);
  if (!resource) return;
  const at2 = (e, r, path = e.path) => report({ resource, path, ...r });
  let faults = 0;
  const reportedTargets = /* @__PURE__ */ new Set();
  for (const e of h.entries) {
    const what = describeEntry(h, e);
    const conns = e.backends.flatMap((b) => b.connections.map((c) => ({ b, c })));
    if (e.unresolved && !/could not be read/.test(e.unresolved)) {
      faults++;
      at2(e, { messageId: "unreachable", data: { what, why: e.unresolved }, fix: "make sure the webhook pods are Ready and selected by the Service, and clientConfig names it" });
    }
    for (const [b, list] of byBackend(conns.filter((x) => x.c.error))) {
      faults++;
      const causes = [...new Set(list.map((c) => `${c.error.cause === "other" ? "" : `${FAILURE_PHRASE[c.error.cause]}: `}${c.error.detail}`))];
      at2(e, {
        messageId: "failed",
        data: { count: list.length, address: b.label, serverName: e.serverName ?? "", what, cause: causes.join("; ") },
        fix: "make the webhook answer TLS on that address (is its server listening on the Service targetPort, with TLS?)"
      });
    }
    for (const [b, list] of byBackend(conns.filter((x) => x.c.verify && !x.c.verify.accepted))) {
      faults++;
      const total = b.connections.filter((c) => c.verify).length;
      const first = list[0];
      const problem = first.verify.problems.filter((p) => p.severity === "error").map((p) => p.message).join("; ") || "rejected";
      at2(e, {
        messageId: "rejected",
        data: { count: total !== list.length ? `${list.length} of ${total}` : String(list.length), address: b.label, serverName: e.serverName ?? "", what, problem: `${problem} (leaf sha256:${first.chain?.[0]?.sha256.slice(0, 16) ?? "?"})` },
        fix: FIX_ONE_CA
      });
    }
    const served = conns.filter((x) => x.c.chain?.length);
    const cas = groupByCa(served.map((x) => ({ b: x.b, leaf: x.c.chain[0] })));
    const target = targetText(e);
    if (cas.size > 1 && !reportedTargets.has(target)) {
      faults++;
      reportedTargets.add(target);
      const perBackend = [...new Map(served.map((x) => [x.b.label, `${x.b.pod?.name ?? x.b.label}: ${caLabel(x.c.chain[0])}`])).values()];
      at2(e, {
        messageId: "severalCas",
        data: { connections: conns.length, what, target, cas: cas.size, caList: [...cas.keys()].join("; "), backends: perBackend.join(", ") },
        fix: severalCasFix(model, e)
      });
    }
    const bad = conns.filter((x) => x.c.error || x.c.verify && !x.c.verify.accepted).length;
    if (e.failurePolicy === "Ignore" && (bad || e.unresolved && !/could not be read/.test(e.unresolved))) {
      at2(e, {
        messageId: bad ? "failOpen" : "failOpenUnreachable",
        data: { what, bad, total: conns.length },
        fix: "fix the TLS failure reported for this webhook, then set failurePolicy: Fail so a failure blocks instead of admitting objects unchecked"
      }, [...e.path.slice(0, -1), "failurePolicy"]);
    }
    warnings(e, what, (r) => at2(e, r));
  }
  if (!faults) summary(report, resource, h);
}
function warnings(e, what, report) {
  const seen = /* @__PURE__ */ new Set();
  e.backends.forEach((b) => b.connections.forEach((c) => {
    for (const p of c.verify?.problems ?? []) {
      if (p.severity !== "warning" || seen.has(p.message)) continue;
      seen.add(p.message);
      report({ messageId: "warned", severity: "warning", data: { what, problem: p.message, address: b.label }, fix: "renew the certificate (and caBundle, when its CA is the one expiring) before it expires" });
    }
  }));
}
function summary(report, resource, h) {
  const byLabel = new Map(h.entries.flatMap((e) => e.backends.map((b) => [b.label, b.connections])));
  const conns = [...byLabel.values()].flat();
  if (!conns.length) return;
  const backends = byLabel;
  const leaves = /* @__PURE__ */ new Map();
  for (const c of conns) {
    const fp = c.chain[0].sha256.slice(0, 16);
    leaves.set(fp, (leaves.get(fp) ?? 0) + 1);
  }
  const workloads2 = [...new Set(h.entries.flatMap((e) => e.backends.flatMap((b) => b.workload ? [`${b.workload.kind} ${b.workload.namespace}/${b.workload.name}`] : [])))];
  const names = [...new Set(h.entries.map((e) => e.serverName ?? "?"))];
  report({
    resource,
    severity: "info",
    messageId: "summary",
    data: {
      kind: h.ref.kind,
      name: h.ref.name,
      entries: h.entries.length === 1 ? "1 entry" : `${h.entries.length} entries`,
      connections: conns.length,
      backends: backends.size,
      workloads: workloads2.length ? ` of ${workloads2.join(", ")}` : "",
      leafCount: leaves.size,
      leaves: [...leaves].map(([fp, n]) => `sha256:${fp}\xD7${n}`).join(", "),
      cas: groupByCa(conns.map((c) => ({ leaf: c.chain[0] }))).size,
      names: names.join(", ")
    },
    fix: "nothing to change"
  });
}
function byBackend(list) {
  const out = /* @__PURE__ */ new Map();
  for (const x of list) out.set(x.b, [...out.get(x.b) ?? [], x.c]);
  return out;
}
function groupByCa(list) {
  const out = /* @__PURE__ */ new Map();
  for (const x of list) {
    const k = caLabel(x.leaf);
    out.set(k, [...out.get(k) ?? [], x]);
  }
  return out;
}
function caLabel(leaf) {
  return leaf.authorityKeyId ? `${leaf.issuer} (key id ${leaf.authorityKeyId.slice(0, 16)})` : leaf.issuer;
}
function describeEntry(h, e) {
  if (h.ref.kind === "CustomResourceDefinition") return `the conversion webhook of CRD ${h.ref.name}`;
  if (h.ref.kind === "APIService") return `APIService ${h.ref.name}`;
  return `webhook "${e.name}"`;
}
function targetText(e) {
  if (!e.target) return "no address";
  return "url" in e.target ? e.target.url : `Service ${e.target.service.namespace}/${e.target.service.name}:${e.target.service.port}`;
}
function severalCasFix(model, e) {
  const found = profiledBehind(model, e);
  if (found) return `${secretWriterEnvFix(found)}, then roll the replicas (${workloadName(found)})`;
  const workloads2 = [...new Set(e.backends.flatMap((b) => b.workload ? [`${b.workload.kind} ${b.workload.namespace}/${b.workload.name}`] : []))];
  return `${FIX_ONE_CA}: let one writer mint the certificate into a Secret every replica${workloads2.length ? ` of ${workloads2.join(", ")}` : ""} mounts or reads, then roll them`;
}
function profiledBehind(model, e) {
  const refs = e.backends.flatMap((b) => b.workload ? [b.workload] : []);
  const all = findWebhookWorkloads(model);
  for (const r of refs) {
    const w = all.find((x) => x.resource.kind === r.kind && x.resource.namespace === r.namespace && x.resource.name === r.name);
    if (w) return w;
  }
  return e.target && "url" in e.target ? all.find((w) => w.host.state === "value" && w.host.value === e.serverName) : void 0;
}

// src/rules/gate-permission-missing.ts
var rule16 = defineRule({
  meta: {
    id: "gate-permission-missing",
    severity: "error",
    description: "Live only: the gate's own credentials may not read something a check needs, so that check did not run.",
    messages: {
      denied: "the gate may not {verb} {what}{where} (403), so {blocks} was not checked; add {permission}."
    }
  },
  check({ model, live, report }) {
    for (const d of live?.denied ?? []) {
      const resource = resourceOf(model, d.subject);
      if (!resource) continue;
      const what = `${d.group ? `${d.resource}.${d.group}` : d.resource}${d.name ? ` "${d.name}"` : ""}`;
      const scope = d.namespace ? `a Role in namespace ${d.namespace}` : "a ClusterRole";
      const names = d.name ? `, resourceNames: ["${d.name}"]` : "";
      const permission = `${scope} rule {apiGroups: ["${d.group}"], resources: ["${d.resource}"], verbs: ["${d.verb}"]${names}} bound to the gate`;
      report({
        resource,
        messageId: "denied",
        data: { verb: d.verb, what, where: d.namespace ? ` in namespace ${d.namespace}` : "", blocks: d.blocks, permission },
        fix: `add ${permission}`
      });
    }
  }
});

// src/rules/templates/serving-cert.ts
var cache3 = /* @__PURE__ */ new WeakMap();
function certProblems(model, settings) {
  let result = cache3.get(model);
  if (!result) {
    result = collect(model, settings);
    cache3.set(model, result);
  }
  return result;
}
async function problemsFor(model, settings, rule30) {
  return (await certProblems(model, settings)).filter((p) => p.words.rule === rule30);
}
async function collect(model, settings) {
  const state = effectiveState(model);
  const secrets = state.controllers.flatMap((c) => c.serving ?? []);
  const entries = state.webhooks.filter((w) => renderedBundle(w) !== void 0);
  if (!secrets.length && !entries.length) return [];
  const x509 = await import("./x509-RBS2PQDT.mjs");
  const out = [];
  const verify = (c, bundle, host) => x509.verifyServing({ chainPem: c.chainPem, keyPem: c.keyPem, caBundlePem: bundle, host, at: settings.at, minDays: settings.minDays, renewWithinDays: c.renewWithinDays });
  const verified = /* @__PURE__ */ new Set();
  for (const c of secrets) {
    if (!c.host || c.caPem === void 0) continue;
    verified.add(c);
    for (const { reason } of verify(c, c.caPem, c.host).problems) out.push({ words: wordsOf(reason), resource: c.secret, path: secretPath(c.secret, c.certKey) });
  }
  const onSecret = /* @__PURE__ */ new Set();
  for (const w of entries) {
    const e = w.source;
    const bundlePath = [...e.path, "clientConfig", "caBundle"];
    const raw = renderedBundle(w);
    const decoded = x509.decodeBase64CaBundle(raw);
    const runtime = w.caBundleOwners;
    if (runtime.some((o) => o.via === "job" || o.via === "webhook")) continue;
    if (decoded !== void 0 && decoded.trim() === "" && runtime.length) continue;
    const bundle = decoded === void 0 ? void 0 : x509.parseCaBundle(decoded);
    if (!bundle || bundle.certs.length === 0) {
      out.push({ resource: e.config, path: bundlePath, words: invalidBundle(decoded === void 0, w) });
      continue;
    }
    const serving = w.serving;
    const host = w.dialedHost;
    if (!serving || !host) continue;
    for (const { reason } of verify(serving, decoded, host).problems) {
      const p = wordsOf(reason);
      if (p.rule === "cabundle-mismatch") {
        out.push({ resource: e.config, path: bundlePath, words: mismatch(w, serving, p) });
      } else if (p.rule === "cert-untrusted") {
        out.push({ resource: e.config, path: bundlePath, words: p });
      } else if (p.rule === "cert-hostname-mismatch") {
        if (host !== serving.host) out.push({ resource: e.config, path: [...e.path, "clientConfig"], words: p });
      } else if (!verified.has(serving)) {
        const key = `${serving.secret.namespace}/${serving.secret.name}\0${JSON.stringify(reason)}`;
        if (onSecret.has(key)) continue;
        onSecret.add(key);
        out.push({ resource: serving.secret, path: secretPath(serving.secret, serving.certKey), words: p });
      }
    }
  }
  return out;
}
function renderedBundle(w) {
  const raw = str(get(w.source.entry, "clientConfig", "caBundle"));
  return raw === void 0 || raw.trim() === "" ? void 0 : raw;
}
function secretPath(secret, key) {
  const inData = get(secret.body, "data", key) !== void 0;
  return [inData ? "data" : "stringData", key];
}
function invalidBundle(notBase64, w) {
  return {
    rule: "cabundle-invalid",
    messageId: notBase64 ? "entryNotBase64" : "entryNoCert",
    data: { webhook: w.name },
    fix: "set caBundle to the base64 of the PEM CA certificate that issued the serving certificate"
  };
}
function mismatch(w, serving, p) {
  const secret = `Secret ${serving.secret.namespace}/${serving.secret.name}`;
  const by = w.caBundleOwners.length ? `let its owner (${w.caBundleOwners.map((o) => o.label).join(", ")}) write it` : `render it from the same CA as ${secret}`;
  return {
    rule: "cabundle-mismatch",
    messageId: "entryMismatch",
    data: { webhook: w.name, secret, owner: serving.owner.label, detail: fillMessage(CERT_MESSAGES[p.messageId], p.data) },
    fix: `set caBundle to the base64 of the CA in ${secret}, or ${by}`
  };
}

// src/rules/templates/cert-rule.ts
function certRule(meta) {
  return defineRule({
    meta: { ...meta, messages: CERT_MESSAGES },
    async check({ model, settings, report }) {
      for (const { words, resource, path } of await problemsFor(model, settings, meta.id)) {
        const { rule: _rule, ...message } = words;
        report({ resource, path, ...message });
      }
    }
  });
}

// src/rules/cert-untrusted.ts
var rule17 = certRule({
  id: "cert-untrusted",
  severity: "error",
  description: "The serving certificate does not chain to the CA that will be in caBundle."
});

// src/rules/cert-key-mismatch.ts
var rule18 = certRule({
  id: "cert-key-mismatch",
  severity: "error",
  description: "The private key does not belong to the serving certificate."
});

// src/rules/cert-hostname-mismatch.ts
var rule19 = certRule({
  id: "cert-hostname-mismatch",
  severity: "error",
  description: "The serving certificate has no SAN for the name the API server dials."
});

// src/rules/cert-eku-server-auth.ts
var rule20 = certRule({
  id: "cert-eku-server-auth",
  severity: "error",
  description: "A certificate in the chain has an extended key usage without serverAuth."
});

// src/rules/cert-expired.ts
var rule21 = certRule({
  id: "cert-expired",
  severity: "error",
  description: "A certificate in the chain has expired at the evaluation time."
});

// src/rules/cert-not-yet-valid.ts
var rule22 = certRule({
  id: "cert-not-yet-valid",
  severity: "error",
  description: "A certificate in the chain is not valid yet at the evaluation time."
});

// src/rules/cert-expiring-soon.ts
var rule23 = certRule({
  id: "cert-expiring-soon",
  severity: "warning",
  description: "A certificate expires within --min-days (default 30), or inside its controller's renew window (the profile's renewBeforeDays)."
});

// src/rules/cert-weak-crypto.ts
var rule24 = certRule({
  id: "cert-weak-crypto",
  severity: "error",
  description: "A parent signature uses SHA-1/MD5, or a key is too small or of an unsupported type."
});

// src/rules/cert-malformed.ts
var rule25 = certRule({
  id: "cert-malformed",
  severity: "error",
  description: "A served certificate or key that Go cannot parse."
});

// src/rules/cabundle-mismatch.ts
var rule26 = certRule({
  id: "cabundle-mismatch",
  severity: "error",
  description: "A caBundle that cannot verify the shared certificate its webhook serves."
});

// src/rules/cabundle-invalid.ts
var rule27 = certRule({
  id: "cabundle-invalid",
  severity: "error",
  description: "A caBundle that is not base64 or holds no usable CERTIFICATE block."
});

// src/rules/helm-value-unused.ts
var rule28 = defineRule({
  meta: {
    id: "helm-value-unused",
    severity: "warning",
    description: "A Helm value given with --values or --set that nothing reads: the chart renders as if it were not there.",
    messages: {
      templates: "Helm value {key} is given, but no template of chart {chart} reads it (nor any key above it): the chart renders as if it were not set.",
      mapping: "Helm value {key} is given, but the values mapping of {chart} does not read it: it was not checked (give the chart folder, so its templates decide)."
    }
  },
  check({ helm, report }) {
    for (const u of helm?.unread ?? []) {
      report({
        resource: u.resource,
        messageId: u.by,
        data: { key: u.key, chart: u.chart },
        fix: u.by === "templates" ? `remove ${u.key}, or set the key the chart's templates read (a typo, a forked chart's key, or a value for another chart)` : `give the chart folder as a PATH (its templates show whether ${u.key} is read), or map the key under values: in .webhook-cert-gate.yaml`
      });
    }
  }
});

// src/rules/object-duplicate.ts
var rule29 = defineRule({
  meta: {
    id: "object-duplicate",
    severity: "warning",
    description: "The same object (kind, namespace, name) defined twice in one scope: the later silently replaces the earlier.",
    messages: {
      duplicate: "{kind} {name} is defined {times} in one scope{scope}, first at {first}: kubectl apply applies each in turn and this last one replaces the others, so what they say is silently lost; only this one was checked."
    }
  },
  check({ model, report }) {
    for (const { kept, replaced } of model.duplicates) {
      const name = kept.namespace ? `${kept.namespace}/${kept.name}` : kept.name;
      const times2 = replaced.length === 1 ? "twice" : `${replaced.length + 1} times`;
      report({
        resource: kept,
        path: ["metadata", "name"],
        messageId: "duplicate",
        data: { kind: kept.kind, name, times: times2, first: where(replaced[0]), scope: kept.scope && kept.scope !== "." ? ` (${kept.scope})` : "" },
        fix: `keep one definition of ${kept.kind} ${name}; if the files are applied separately (two environments), put them in separate folders or declare them as scopes (scopes: in .webhook-cert-gate.yaml)`
      });
    }
  }
});
function where(r) {
  const p = positionOf(r, ["metadata", "name"]);
  return `${p.file}:${p.line}`;
}

// src/rules/index.ts
var RULES = [
  rule2,
  rule8,
  rule6,
  rule5,
  rule7,
  rule11,
  rule,
  rule9,
  rule10,
  rule28,
  rule17,
  rule18,
  rule19,
  rule20,
  rule21,
  rule22,
  rule23,
  rule24,
  rule25,
  rule26,
  rule27,
  rule13,
  rule14,
  rule15,
  rule16,
  rule29,
  rule12,
  rule3,
  rule4
];
function findRule(id) {
  return RULES.find((r) => r.meta.id === id);
}
function docsOf(id) {
  const docs = RULE_DOCS[id];
  if (!docs) throw new Error(`rule ${id} has no src/rules/docs/${id}.yaml`);
  return docs;
}

export {
  resourcesOf,
  runRules,
  ownsCaBundle,
  describeProblem,
  RULES,
  findRule,
  docsOf
};

var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  CERT_GENERATE_SPEC: () => CERT_GENERATE_SPEC,
  CERT_SPEC: () => CERT_SPEC,
  certCommand: () => certCommand,
  certRuleInfos: () => certRuleInfos,
  generateLayoutsHelp: () => generateLayoutsHelp
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_C7X6MINS = require("./chunk-C7X6MINS.cjs");
var import_chunk_KSL2BNKY = require("./chunk-KSL2BNKY.cjs");
var import_chunk_EM33XNW3 = require("./chunk-EM33XNW3.cjs");
var import_chunk_PNU6UTHS = require("./chunk-PNU6UTHS.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_fs = require("node:fs");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
function placesOf(chain, bundle, key) {
  const blocks = (0, import_chunk_EM33XNW3.decodePem)(chain.text).filter((b) => b.type === "CERTIFICATE");
  const served = blocks.map((b) => {
    const c = (0, import_chunk_EM33XNW3.parseCached)(b.bytes);
    return { subject: "subjectText" in c ? c.subjectText : "", line: b.line };
  });
  const inBundle = bundle.value ? [] : (0, import_chunk_EM33XNW3.parseCaBundle)(bundle.text).certs.map((c) => ({ subject: c.cert.subjectText, line: c.line }));
  const at = (f, line, column = 1) => ({ file: f.file, line, column });
  const bundleStart = bundle.value ? at(bundle, bundle.value.line, bundle.value.column) : at(bundle, 1);
  const leaf = at(chain, served[0]?.line ?? 1);
  const ofRole = (role, fromBundle) => {
    if (role.role === "leaf") return leaf;
    if (role.role === "served") return at(chain, served[role.index]?.line ?? 1);
    const bundleFirst = fromBundle || role.role === "bundle" || role.role === "anchor";
    const inChain = served.find((s) => s.subject === role.subject);
    const inCa = inBundle.find((s) => s.subject === role.subject);
    if (bundle.value && bundleFirst) return bundleStart;
    if (bundleFirst && inCa) return at(bundle, inCa.line);
    if (inChain) return at(chain, inChain.line);
    return inCa ? at(bundle, inCa.line) : bundleFirst ? bundleStart : leaf;
  };
  return (p) => {
    const r = p.reason;
    if ((0, import_chunk_TIR72V7I.wordsOf)(r).rule.startsWith("cabundle-")) return bundleStart;
    switch (r.kind) {
      case "no-served-cert":
        return at(chain, 1);
      case "unparsable":
        return at(chain, r.line);
      case "key-mismatch": {
        const block = key && (0, import_chunk_EM33XNW3.decodePem)(key.text).find((b) => b.type.endsWith("PRIVATE KEY"));
        return key ? at(key, block?.line ?? 1) : leaf;
      }
      case "rsa-too-large":
      case "expiring-soon":
      case "chain":
        return ofRole(r.cert, p.inBundle === true);
      default:
        return leaf;
    }
  };
}
var CERT_SPEC = (0, import_chunk_TIR72V7I.defineCommand)({
  name: "cert",
  usage: [
    "cert --chain FILE [--key FILE] --ca-bundle FILE (--host NAME | --service NAME.NAMESPACE | --url URL)",
    "      [--at RFC3339] [--min-days N] [--format FORMAT] [-o FILE] [--config FILE] [--fail-on LEVEL]"
  ],
  description: `Predicts whether the Kubernetes API server accepts the served chain (Go crypto/x509 rules).
--ca-bundle takes a PEM file, the base64 caBundle value from a webhook configuration, or a line
\`caBundle: <base64>\` of a YAML file. Findings go through the rules as check's do (the configuration's
severities and off apply) and point at the PEM block (or the caBundle line) they are about.`,
  options: {
    chain: { type: "string", arg: "FILE", help: "the PEM chain the webhook serves, leaf first ('-': stdin)" },
    key: {
      type: "string",
      arg: "FILE",
      help: "the PEM private key it serves with, checked against the leaf ('-': stdin)"
    },
    "ca-bundle": {
      type: "string",
      arg: "FILE",
      help: "the webhook configuration's caBundle: PEM, base64, or a caBundle: line ('-': stdin)"
    },
    host: { type: "string", arg: "NAME", anyValue: true, help: "the host name or IP the API server dials" },
    service: {
      type: "string",
      arg: "NAME.NAMESPACE",
      help: "the webhook Service: the host is NAME.NAMESPACE.svc, as the API server dials it"
    },
    url: { type: "string", arg: "URL", help: "the webhook's clientConfig.url: its host" },
    at: { type: "string", arg: "RFC3339", help: "evaluation time for certificate validity (default: now)" },
    "min-days": {
      type: "string",
      arg: "N",
      help: "warn about certificates expiring within N days (default 30, or the config file minDays)"
    },
    ...import_chunk_TIR72V7I.REPORT_OPTIONS,
    ...import_chunk_TIR72V7I.HELP_OPTION
  },
  epilogue: "Exit 0: accepted (nothing at or above --fail-on); 1: refused (or caBundle empty/unusable); 2: unusable input."
});
var generateUsage = (layouts2) => `LAYOUT is a controller profile (its Secret keys and env), a certificate owner, or a Secret type:
  ${layouts2.join(", ")}
Default: the profile whose Service is NAME, else ${FALLBACK_PROFILE}. User profiles from the configuration count too.`;
var CERT_GENERATE_SPEC = (0, import_chunk_TIR72V7I.defineCommand)({
  name: "cert generate",
  usage: [
    "cert generate --service NAME.NAMESPACE [--host NAME]... [--key-type rsa|ecdsa] [--days N]",
    "               [--layout LAYOUT] [--secret-name NAME] [--namespace NS] [--output FILE] [--config FILE]"
  ],
  description: `Prints a Secret manifest holding a shared CA and serving certificate (it contains private keys),
then the env patch that makes every controller replica use it.`,
  options: {
    service: { type: "string", arg: "NAME.NAMESPACE", help: "the webhook Service the certificate is for" },
    host: {
      type: "string",
      multiple: true,
      arg: "NAME",
      help: "another DNS name or IP address the certificate is valid for (repeatable)"
    },
    "key-type": { type: "string", arg: "rsa|ecdsa", help: "the key type (default rsa)" },
    days: { type: "string", arg: "N", help: "validity in days (default 3650)" },
    layout: { type: "string", arg: "LAYOUT", help: "the Secret's layout (below)" },
    "secret-name": { type: "string", arg: "NAME", help: "the Secret's name (default: the profile's, else NAME-tls)" },
    namespace: { type: "string", arg: "NS", help: "the Secret's namespace (default: the Service's)" },
    output: {
      type: "string",
      short: "o",
      arg: "FILE",
      help: "write the Secret to FILE (mode 0600) and print only the patch"
    },
    ...import_chunk_TIR72V7I.CONFIG_OPTION,
    ...import_chunk_TIR72V7I.QUIET_OPTION,
    ...import_chunk_TIR72V7I.HELP_OPTION
  }
});
async function certCommand(args, io) {
  if (args[0] === "generate") return await generateCommand(args.slice(1), io);
  if (args[0] === "rotate") return await (await Promise.resolve().then(() => require("./cert-rotate-B2TYZF4N.cjs"))).rotateCommand(args.slice(1), io);
  return await verifyCommand(args, io);
}
var isCertRule = (id) => id.startsWith("cert-") || id.startsWith("cabundle-");
var CERT_RULES = import_chunk_TIR72V7I.RULES.filter((r) => isCertRule(r.meta.id));
function certRuleInfos() {
  return (0, import_chunk_TIR72V7I.ruleInfos)().filter((r) => isCertRule(r.id));
}
async function verifyCommand(args, io) {
  const { values } = (0, import_chunk_TIR72V7I.parseCommand)(CERT_SPEC, args);
  if (values.help) return (0, import_chunk_TIR72V7I.printHelp)(io, CERT_SPEC);
  if (!values.chain) throw new import_chunk_TIR72V7I.InputError("--chain FILE is required (the PEM chain the webhook serves, leaf first)");
  if (values["ca-bundle"] === void 0)
    throw new import_chunk_TIR72V7I.InputError("--ca-bundle FILE is required (PEM, or the base64 caBundle value)");
  const format = (0, import_chunk_TIR72V7I.parseFormat)(values.format);
  const host = targetHost(values);
  const at = (0, import_chunk_TIR72V7I.parseAt)(values.at) ?? /* @__PURE__ */ new Date();
  const config = await (0, import_chunk_TIR72V7I.loadConfig)(io.cwd, values.config);
  const failOn = (0, import_chunk_TIR72V7I.parseFailOn)(values["fail-on"], config.failOn);
  const minDays = (0, import_chunk_TIR72V7I.parsePositiveInt)("--min-days", values["min-days"]) ?? config.minDays;
  const stdin = stdinOnce(io);
  const chain = { file: values.chain, text: await readInput(values.chain, "--chain", io, stdin) };
  usablePem(chain.text, "--chain", chain.file);
  const key = values.key === void 0 ? void 0 : { file: values.key, text: await readInput(values.key, "--key", io, stdin) };
  if (key) usablePem(key.text, "--key", key.file);
  const bundleFile = values["ca-bundle"];
  const bundle = caBundleText(await readInput(bundleFile, "--ca-bundle", io, stdin), bundleFile);
  const result = (0, import_chunk_C7X6MINS.verifyServing)({ chainPem: chain.text, keyPem: key?.text, caBundlePem: bundle.pem, host, at, minDays });
  const place = placesOf(chain, bundle, key);
  const configured = (0, import_chunk_TIR72V7I.configuredRules)(import_chunk_TIR72V7I.RULES, config.rules, config.source);
  const findings = await (0, import_chunk_TIR72V7I.runRules)(new import_chunk_TIR72V7I.Model([], []), CERT_RULES, {
    settings: { at, minDays: minDays ?? 30 },
    overrides: configured.severities,
    options: configured.options,
    served: { problems: result.problems.map((problem) => ({ problem, location: place(problem) })) }
  });
  const files = (/* @__PURE__ */ new Set([chain.file, bundleFile, ...key ? [key.file] : []])).size;
  const report = (0, import_chunk_TIR72V7I.render)(findings, {
    format,
    color: (0, import_chunk_TIR72V7I.useColor)(io, format, values),
    rules: certRuleInfos(),
    failOn,
    ...(0, import_chunk_TIR72V7I.counted)(format, { files, resources: result.chain.length + result.bundle.usable })
  });
  await (0, import_chunk_TIR72V7I.writeReport)(io, values.output, format === "text" ? `${report}${verdictLine(result, host)}
` : report);
  return findings.some((f) => (0, import_chunk_TIR72V7I.atOrAbove)(f.severity, failOn)) ? import_chunk_TIR72V7I.EXIT.findings : import_chunk_TIR72V7I.EXIT.ok;
}
function targetHost(values) {
  const given = ["host", "service", "url"].filter((k) => values[k] !== void 0);
  if (given.length !== 1)
    throw new import_chunk_TIR72V7I.InputError("give exactly one of --host NAME, --service NAME.NAMESPACE or --url URL");
  if (values.host !== void 0) {
    if (!values.host) throw new import_chunk_TIR72V7I.InputError("--host must not be empty");
    return values.host;
  }
  if (values.service !== void 0) {
    try {
      return (0, import_chunk_KSL2BNKY.serviceHost)(values.service);
    } catch (e) {
      throw new import_chunk_TIR72V7I.InputError(e.message);
    }
  }
  let url;
  try {
    url = new URL(values.url);
  } catch {
    throw new import_chunk_TIR72V7I.InputError(`--url is not a URL (got '${values.url}')`);
  }
  if (!url.hostname) throw new import_chunk_TIR72V7I.InputError(`--url has no host (got '${values.url}')`);
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}
function stdinOnce(io) {
  let used = false;
  return async () => {
    if (used) throw new import_chunk_TIR72V7I.InputError("only one of --chain, --key and --ca-bundle may be '-' (standard input)");
    used = true;
    return io.readStdin();
  };
}
async function readInput(file, flag, io, stdin) {
  if (file === "-") return stdin();
  const full = import_node_path.default.resolve(io.cwd, file);
  try {
    const info = (0, import_node_fs.statSync)(full);
    if (!info.isFile() || info.size > import_chunk_TIR72V7I.DEFAULT_MAX_FILE_BYTES)
      return (await (0, import_chunk_TIR72V7I.readOne)(full, file, import_chunk_TIR72V7I.DEFAULT_MAX_FILE_BYTES)).text;
    return (0, import_node_fs.readFileSync)(full).toString("latin1");
  } catch (e) {
    if (e.code)
      throw new import_chunk_TIR72V7I.InputError(`${flag} ${file}: ${(0, import_chunk_TIR72V7I.describeFsError)(e)}`);
    throw e instanceof import_chunk_TIR72V7I.InputError ? new import_chunk_TIR72V7I.InputError(`${flag} ${e.message}`) : e;
  }
}
function isDer(text) {
  return text.charCodeAt(0) === 48 && text.charCodeAt(1) >= 129 && text.charCodeAt(1) <= 132;
}
function derHint(flag, file) {
  const tool = flag === "--key" ? "openssl pkey" : "openssl x509";
  return `${file}: a binary (DER) file; the API server and this command read PEM. Convert it: ${tool} -inform DER -in ${file} -out ${file.replace(/\.(der|cer|crt|key)$/i, "")}.pem`;
}
function usablePem(text, flag, file) {
  const want = flag === "--chain" ? /^-----BEGIN CERTIFICATE-----/m : /^-----BEGIN ([A-Z]+ )?PRIVATE KEY-----/m;
  if (want.test(text)) return text;
  if (isDer(text)) throw new import_chunk_TIR72V7I.InputError(`${flag} ${derHint(flag, file)}`);
  const what = flag === "--chain" ? "a PEM CERTIFICATE block (the served chain, leaf first)" : "a PEM private key";
  const types = [...new Set([...text.matchAll(/^-----BEGIN ([A-Z0-9 ]+)-----/gm)].map((m) => m[1]))];
  let found;
  if (!text.trim()) found = "the file is empty";
  else if (flag === "--chain" && types.some((t) => t.endsWith("PRIVATE KEY")))
    found = "it holds a private key: give it as --key, and the certificate as --chain";
  else if (flag === "--key" && types.includes("CERTIFICATE"))
    found = "it holds a certificate: give it as --chain, and the private key as --key";
  else if (types.length) found = `it holds only ${types.map((t) => `"${t}"`).join(", ")} PEM blocks`;
  else found = "it holds no PEM block (a Secret manifest? decode the certificate value with base64 -d first)";
  throw new import_chunk_TIR72V7I.InputError(`${flag} ${file}: expected ${what}, but ${found}`);
}
function caBundleText(text, file) {
  const pem = (pem2, value2) => ({ file, text: pem2, pem: pem2, ...value2 ? { value: value2 } : {} });
  if (text.trim() === "") return pem("");
  if (text.includes("-----BEGIN")) return pem(text);
  const line = /caBundle:\s*["']?([A-Za-z0-9+/=]*)["']?\s*$/m.exec(text);
  const value = line ? line[1] : text;
  const start = line ? line.index + line[0].indexOf(value, "caBundle:".length) : text.search(/\S/);
  const before = text.slice(0, start);
  const where = { line: before.split("\n").length, column: start - before.lastIndexOf("\n") };
  if (line && value === "") return pem("", where);
  if (!(0, import_chunk_TIR72V7I.looksLikeBase64)(value)) return pem(text);
  const decoded = (0, import_chunk_TIR72V7I.decodeBase64CaBundle)(value);
  if (decoded === void 0) throw new import_chunk_TIR72V7I.InputError(`--ca-bundle ${file}: neither PEM nor valid base64`);
  return pem(decoded, where);
}
function verdictLine(result, host) {
  if (result.accepted) return `verdict: the API server would accept this chain for ${host}`;
  if (result.systemRoots)
    return `verdict: caBundle is empty; the API server would use its system roots (not checkable offline): treated as refused for ${host}`;
  return `verdict: the API server would refuse the TLS handshake for ${host}`;
}
var FALLBACK_PROFILE = "generic";
function layouts(profiles) {
  return [
    ...profiles.filter((p) => p.secret?.certKey).map((p) => ({ name: p.name, secret: p.secret, profile: p })),
    ...import_chunk_TIR72V7I.SHIPPED_OWNERS.filter((o) => o.secret?.certKey && o.secret.type && o.secret.type !== "Opaque").map((o) => ({
      name: o.secret.type,
      secret: o.secret
    }))
  ].filter((l, i, all) => all.findIndex((o) => o.name === l.name) === i);
}
async function generateLayoutsHelp(profilesConfig) {
  return generateUsage(layouts(await (0, import_chunk_TIR72V7I.loadProfiles)(profilesConfig)).map((l) => l.name));
}
async function generateCommand(args, io) {
  const { values } = (0, import_chunk_TIR72V7I.parseCommand)(CERT_GENERATE_SPEC, args);
  const config = await (0, import_chunk_TIR72V7I.loadConfig)(io.cwd, values.config);
  if (values.help) return (0, import_chunk_TIR72V7I.printHelp)(io, CERT_GENERATE_SPEC, `

${await generateLayoutsHelp(config.owners)}`);
  const known = layouts(await (0, import_chunk_TIR72V7I.loadProfiles)(config.owners));
  if (!values.service) throw new import_chunk_TIR72V7I.InputError("--service NAME.NAMESPACE is required");
  try {
    (0, import_chunk_KSL2BNKY.serviceHost)(values.service);
  } catch (e) {
    throw new import_chunk_TIR72V7I.InputError(e.message);
  }
  const keyType = values["key-type"] ?? "rsa";
  if (keyType !== "rsa" && keyType !== "ecdsa")
    throw new import_chunk_TIR72V7I.InputError(`--key-type must be rsa or ecdsa (got '${keyType}')`);
  const days = (0, import_chunk_TIR72V7I.parsePositiveInt)("--days", values.days) ?? 3650;
  if (days < 1) throw new import_chunk_TIR72V7I.InputError("--days must be at least 1");
  const hosts = values.host ?? [];
  for (const h of hosts) {
    if (!(0, import_chunk_KSL2BNKY.parseIp)(h.replace(/^\[(.*)\]$/, "$1")) && !/^(\*\.)?[A-Za-z0-9_]([-A-Za-z0-9_]*[A-Za-z0-9_])?(\.[A-Za-z0-9_]([-A-Za-z0-9_]*[A-Za-z0-9_])?)*$/.test(h)) {
      throw new import_chunk_TIR72V7I.InputError(`--host must be a DNS name or an IP address (got '${h}')`);
    }
  }
  const [svcName, svcNamespace] = values.service.split(".");
  const wanted = values.layout ?? known.find((l) => l.profile?.defaults?.serviceName === svcName)?.name ?? FALLBACK_PROFILE;
  const layout = known.find((l) => l.name === wanted);
  if (!layout) throw new import_chunk_TIR72V7I.InputError(`--layout must be one of ${known.map((l) => l.name).join(", ")} (got '${wanted}')`);
  const namespace = values.namespace ?? svcNamespace;
  const secretName = values["secret-name"] ?? layout.profile?.defaults?.secretName ?? `${svcName}-${layout.profile ? "certs" : "tls"}`;
  const renewDays = layout.profile?.secret?.renewBeforeDays;
  if (renewDays !== void 0 && days <= renewDays) {
    (0, import_chunk_TIR72V7I.notes)(
      io,
      values
    )(
      `${import_chunk_TIR72V7I.TOOL_NAME} cert generate: warning: ${days} days is inside the controller's ${renewDays}-day renew window; it would replace this certificate at once`
    );
  }
  const { generateSharedCert } = await Promise.resolve().then(() => require("./generate-H5D7BOOI.cjs"));
  const generated = generateSharedCert({ service: values.service, hosts, keyType, days });
  const secret = secretManifest(layout, secretName, namespace, generated);
  const patch = patchDocument(layout, secretName, namespace, generated.caCertPem);
  if (!values.output) {
    io.out(secret + "---\n" + patch);
    return import_chunk_TIR72V7I.EXIT.ok;
  }
  try {
    await (0, import_promises.writeFile)(import_node_path.default.resolve(io.cwd, values.output), secret, { mode: 384 });
  } catch (e) {
    throw new import_chunk_TIR72V7I.InputError(
      `--output ${values.output}: cannot be written: ${(0, import_chunk_TIR72V7I.describeFsError)(e)}`
    );
  }
  (0, import_chunk_TIR72V7I.notes)(
    io,
    values
  )(
    `wrote Secret ${namespace}/${secretName} (${layout.name} layout, private keys inside) to ${values.output}; the Deployment patch follows`
  );
  io.out(patch);
  return import_chunk_TIR72V7I.EXIT.ok;
}
var b64 = (s) => Buffer.from(s, "utf8").toString("base64");
function secretManifest(layout, name, namespace, g) {
  const s = layout.secret;
  const parts = [
    [s.certKey, g.certPem],
    [s.keyKey, g.keyPem],
    [s.caKey, g.caCertPem],
    [s.caPrivateKey, g.caKeyPem]
  ];
  const lines = [
    `# Shared webhook CA and serving certificate (${layout.name} layout). Contains private keys: keep it out of git.`,
    "apiVersion: v1",
    "kind: Secret",
    "metadata:",
    `  name: ${name}`,
    `  namespace: ${namespace}`,
    `type: ${s.type ?? "Opaque"}`,
    "data:",
    ...parts.filter(([k]) => k).map(([k, v]) => `  ${k}: ${b64(v)}`)
  ];
  return lines.join("\n") + "\n";
}
function patchDocument(layout, secretName, namespace, caCertPem) {
  const caBundle = `# caBundle for every webhook entry (public CA certificate): ${b64(caCertPem)}`;
  const p = layout.profile;
  if (!p) {
    return [
      `# ${layout.name} layout: mount this Secret into the webhook server and set caBundle from ${layout.secret.caKey ?? "the CA"}.`,
      "# The profiled controllers' Secret writers read other keys and would overwrite this Secret; use a",
      "# profile layout for them.",
      caBundle,
      "{}"
    ].join("\n") + "\n";
  }
  const writer = p.writer?.secretValue ?? "";
  return [
    "# Strategic-merge patch for the controller Deployment: every replica then reads this Secret instead of",
    '# minting its own CA. Set the container name to the controller container (often "manager"), or run:',
    `#   kubectl -n ${namespace} set env deployment/<controller> ${p.env.writer}=${writer} ${p.env.secretName}=${secretName}`,
    caBundle,
    "spec:",
    "  template:",
    "    spec:",
    "      containers:",
    "        - name: manager",
    "          env:",
    `            - name: ${p.env.writer}`,
    `              value: ${writer}`,
    `            - name: ${p.env.secretName}`,
    `              value: ${secretName}`
  ].join("\n") + "\n";
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CERT_GENERATE_SPEC,
  CERT_SPEC,
  certCommand,
  certRuleInfos,
  generateLayoutsHelp
});

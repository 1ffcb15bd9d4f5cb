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
  certCommand: () => certCommand,
  certRuleInfos: () => certRuleInfos
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_HUIVJGEJ = require("./chunk-HUIVJGEJ.cjs");
var import_chunk_PNU6UTHS = require("./chunk-PNU6UTHS.cjs");
var import_chunk_KSL2BNKY = require("./chunk-KSL2BNKY.cjs");
var import_chunk_4IMCDVGX = require("./chunk-4IMCDVGX.cjs");
var import_node_fs = require("node:fs");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
var VERIFY_USAGE = `Usage: ${import_chunk_4IMCDVGX.TOOL_NAME} cert --chain FILE [--key FILE] --ca-bundle FILE (--host NAME | --service NAME.NAMESPACE | --url URL)
                  [--at RFC3339] [--min-days N] [--format text|json|sarif|junit|line] [-o FILE]

Predicts whether the Kubernetes API server accepts the served chain (Go crypto/x509 rules).
--ca-bundle takes a PEM file or the base64 caBundle value from a webhook configuration.
Exit 0: accepted; 1: refused (or caBundle empty/unusable); 2: unusable input.`;
var generateUsage = (layouts2) => `Usage: ${import_chunk_4IMCDVGX.TOOL_NAME} cert generate --service NAME.NAMESPACE [--host NAME]... [--key-type rsa|ecdsa] [--days N]
                  [--layout LAYOUT] [--secret-name NAME] [--namespace NS] [--output FILE] [--config FILE]

Prints a Secret manifest holding a shared CA and serving certificate (it contains private keys),
then the env patch that makes every controller replica use it.
LAYOUT is a controller profile (its Secret keys and env), a certificate owner, or a Secret type:
  ${layouts2.join(", ")}
Default: the profile whose Service is NAME, else ${FALLBACK_PROFILE}. User profiles from the configuration count too.`;
async function certCommand(args, io) {
  if (args[0] === "generate") return await generateCommand(args.slice(1), io);
  return await verifyCommand(args, io);
}
function certRuleInfos() {
  return (0, import_chunk_4IMCDVGX.ruleInfos)().filter((r) => r.id.startsWith("cert-") || r.id.startsWith("cabundle-"));
}
async function verifyCommand(args, io) {
  const { values, positionals } = (0, import_chunk_4IMCDVGX.parse)(
    hostValueFirst(args),
    {
      chain: { type: "string" },
      key: { type: "string" },
      "ca-bundle": { type: "string" },
      host: { type: "string" },
      service: { type: "string" },
      url: { type: "string" },
      at: { type: "string" },
      "min-days": { type: "string" },
      format: { type: "string" },
      ...import_chunk_4IMCDVGX.OUTPUT_OPTION,
      help: { type: "boolean", short: "h" }
    },
    false
  );
  if (values.help) {
    io.out(VERIFY_USAGE + "\n");
    return import_chunk_4IMCDVGX.EXIT.ok;
  }
  if (positionals.length) throw new import_chunk_4IMCDVGX.InputError(`unexpected argument '${positionals[0]}'`);
  if (!values.chain) throw new import_chunk_4IMCDVGX.InputError("--chain FILE is required (the PEM chain the webhook serves, leaf first)");
  if (values["ca-bundle"] === void 0)
    throw new import_chunk_4IMCDVGX.InputError("--ca-bundle FILE is required (PEM, or the base64 caBundle value)");
  const format = (0, import_chunk_4IMCDVGX.parseFormat)(values.format);
  const host = targetHost(values);
  const at = (0, import_chunk_4IMCDVGX.parseAt)(values.at) ?? /* @__PURE__ */ new Date();
  const minDays = (0, import_chunk_4IMCDVGX.parsePositiveInt)("--min-days", values["min-days"]);
  const stdin = stdinOnce(io);
  const chainPem = usablePem(await readInput(values.chain, "--chain", io, stdin), "--chain", values.chain);
  const keyPem = values.key === void 0 ? void 0 : usablePem(await readInput(values.key, "--key", io, stdin), "--key", values.key);
  const caBundlePem = caBundleText(await readInput(values["ca-bundle"], "--ca-bundle", io, stdin), values["ca-bundle"]);
  const result = (0, import_chunk_HUIVJGEJ.verifyServing)({ chainPem, keyPem, caBundlePem, host, at, minDays });
  const findings = toFindings(result, values.chain, values["ca-bundle"]);
  const report = (0, import_chunk_4IMCDVGX.render)(findings, {
    format,
    color: (0, import_chunk_4IMCDVGX.useColor)(io, format, values),
    rules: certRuleInfos(),
    failOn: "error"
  });
  await (0, import_chunk_4IMCDVGX.writeReport)(io, values.output, format === "text" ? `${report}${verdictLine(result, host)}
` : report);
  return result.accepted ? import_chunk_4IMCDVGX.EXIT.ok : import_chunk_4IMCDVGX.EXIT.findings;
}
function hostValueFirst(args) {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--") return [...out, ...args.slice(i)];
    if (args[i] === "--host" && i + 1 < args.length) out.push(`--host=${args[++i]}`);
    else out.push(args[i]);
  }
  return out;
}
function targetHost(values) {
  const given = ["host", "service", "url"].filter((k) => values[k] !== void 0);
  if (given.length !== 1)
    throw new import_chunk_4IMCDVGX.InputError("give exactly one of --host NAME, --service NAME.NAMESPACE or --url URL");
  if (values.host !== void 0) {
    if (!values.host) throw new import_chunk_4IMCDVGX.InputError("--host must not be empty");
    return values.host;
  }
  if (values.service !== void 0) {
    try {
      return (0, import_chunk_KSL2BNKY.serviceHost)(values.service);
    } catch (e) {
      throw new import_chunk_4IMCDVGX.InputError(e.message);
    }
  }
  let url;
  try {
    url = new URL(values.url);
  } catch {
    throw new import_chunk_4IMCDVGX.InputError(`--url is not a URL (got '${values.url}')`);
  }
  if (!url.hostname) throw new import_chunk_4IMCDVGX.InputError(`--url has no host (got '${values.url}')`);
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}
function stdinOnce(io) {
  let used = false;
  return async () => {
    if (used) throw new import_chunk_4IMCDVGX.InputError("only one of --chain, --key and --ca-bundle may be '-' (standard input)");
    used = true;
    return io.readStdin();
  };
}
async function readInput(file, flag, io, stdin) {
  if (file === "-") return stdin();
  const full = import_node_path.default.resolve(io.cwd, file);
  try {
    const info = (0, import_node_fs.statSync)(full);
    if (!info.isFile() || info.size > import_chunk_4IMCDVGX.DEFAULT_MAX_FILE_BYTES)
      return (await (0, import_chunk_4IMCDVGX.readOne)(full, file, import_chunk_4IMCDVGX.DEFAULT_MAX_FILE_BYTES)).text;
    return (0, import_node_fs.readFileSync)(full).toString("latin1");
  } catch (e) {
    if (e.code)
      throw new import_chunk_4IMCDVGX.InputError(`${flag} ${file}: ${(0, import_chunk_4IMCDVGX.describeFsError)(e)}`);
    throw e instanceof import_chunk_4IMCDVGX.InputError ? new import_chunk_4IMCDVGX.InputError(`${flag} ${e.message}`) : e;
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
  if (isDer(text)) throw new import_chunk_4IMCDVGX.InputError(`${flag} ${derHint(flag, file)}`);
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
  throw new import_chunk_4IMCDVGX.InputError(`${flag} ${file}: expected ${what}, but ${found}`);
}
function caBundleText(text, file) {
  if (text.trim() === "") return "";
  if (text.includes("-----BEGIN")) return text;
  const line = /caBundle:\s*["']?([A-Za-z0-9+/=]*)["']?\s*$/m.exec(text);
  const value = line ? line[1] : text;
  if (line && value === "") return "";
  if (!(0, import_chunk_HUIVJGEJ.looksLikeBase64)(value)) return text;
  const decoded = (0, import_chunk_HUIVJGEJ.decodeBase64CaBundle)(value);
  if (decoded === void 0) throw new import_chunk_4IMCDVGX.InputError(`--ca-bundle ${file}: neither PEM nor valid base64`);
  return decoded;
}
function toFindings(result, chainFile, bundleFile) {
  return result.problems.map((p) => {
    const { rule, severity, message, fix } = (0, import_chunk_4IMCDVGX.describeProblem)(p);
    return {
      rule,
      severity,
      message,
      fix,
      file: rule.startsWith("cabundle-") || p.inBundle ? bundleFile : chainFile,
      line: 1,
      column: 1
    };
  });
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
    ...import_chunk_4IMCDVGX.SHIPPED_OWNERS.filter((o) => o.secret?.certKey && o.secret.type && o.secret.type !== "Opaque").map((o) => ({
      name: o.secret.type,
      secret: o.secret
    }))
  ].filter((l, i, all) => all.findIndex((o) => o.name === l.name) === i);
}
async function generateCommand(args, io) {
  const { values, positionals } = (0, import_chunk_4IMCDVGX.parse)(
    args,
    {
      service: { type: "string" },
      host: { type: "string", multiple: true },
      "key-type": { type: "string" },
      days: { type: "string" },
      layout: { type: "string" },
      "secret-name": { type: "string" },
      namespace: { type: "string" },
      output: { type: "string", short: "o" },
      config: { type: "string" },
      help: { type: "boolean", short: "h" }
    },
    false
  );
  const config = await (0, import_chunk_4IMCDVGX.loadConfig)(io.cwd, values.config);
  const known = layouts(await (0, import_chunk_4IMCDVGX.loadProfiles)(config.profiles));
  if (values.help) {
    io.out(generateUsage(known.map((l) => l.name)) + "\n");
    return import_chunk_4IMCDVGX.EXIT.ok;
  }
  if (positionals.length) throw new import_chunk_4IMCDVGX.InputError(`unexpected argument '${positionals[0]}'`);
  if (!values.service) throw new import_chunk_4IMCDVGX.InputError("--service NAME.NAMESPACE is required");
  try {
    (0, import_chunk_KSL2BNKY.serviceHost)(values.service);
  } catch (e) {
    throw new import_chunk_4IMCDVGX.InputError(e.message);
  }
  const keyType = values["key-type"] ?? "rsa";
  if (keyType !== "rsa" && keyType !== "ecdsa")
    throw new import_chunk_4IMCDVGX.InputError(`--key-type must be rsa or ecdsa (got '${keyType}')`);
  const days = (0, import_chunk_4IMCDVGX.parsePositiveInt)("--days", values.days) ?? 3650;
  if (days < 1) throw new import_chunk_4IMCDVGX.InputError("--days must be at least 1");
  const hosts = values.host ?? [];
  for (const h of hosts) {
    if (!(0, import_chunk_KSL2BNKY.parseIp)(h.replace(/^\[(.*)\]$/, "$1")) && !/^(\*\.)?[A-Za-z0-9_]([-A-Za-z0-9_]*[A-Za-z0-9_])?(\.[A-Za-z0-9_]([-A-Za-z0-9_]*[A-Za-z0-9_])?)*$/.test(h)) {
      throw new import_chunk_4IMCDVGX.InputError(`--host must be a DNS name or an IP address (got '${h}')`);
    }
  }
  const [svcName, svcNamespace] = values.service.split(".");
  const wanted = values.layout ?? known.find((l) => l.profile?.defaults?.serviceName === svcName)?.name ?? FALLBACK_PROFILE;
  const layout = known.find((l) => l.name === wanted);
  if (!layout) throw new import_chunk_4IMCDVGX.InputError(`--layout must be one of ${known.map((l) => l.name).join(", ")} (got '${wanted}')`);
  const namespace = values.namespace ?? svcNamespace;
  const secretName = values["secret-name"] ?? layout.profile?.defaults?.secretName ?? `${svcName}-${layout.profile ? "certs" : "tls"}`;
  const renewDays = layout.profile?.secret?.renewBeforeDays;
  if (renewDays !== void 0 && days <= renewDays) {
    io.err(
      `${import_chunk_4IMCDVGX.TOOL_NAME} cert generate: warning: ${days} days is inside the controller's ${renewDays}-day renew window; it would replace this certificate at once
`
    );
  }
  const { generateSharedCert } = await Promise.resolve().then(() => require("./generate-VPHKCJWG.cjs"));
  const generated = generateSharedCert({ service: values.service, hosts, keyType, days });
  const secret = secretManifest(layout, secretName, namespace, generated);
  const patch = patchDocument(layout, secretName, namespace, generated.caCertPem);
  if (!values.output) {
    io.out(secret + "---\n" + patch);
    return import_chunk_4IMCDVGX.EXIT.ok;
  }
  try {
    await (0, import_promises.writeFile)(import_node_path.default.resolve(io.cwd, values.output), secret, { mode: 384 });
  } catch (e) {
    throw new import_chunk_4IMCDVGX.InputError(
      `--output ${values.output}: cannot be written: ${(0, import_chunk_4IMCDVGX.describeFsError)(e)}`
    );
  }
  io.err(
    `wrote Secret ${namespace}/${secretName} (${layout.name} layout, private keys inside) to ${values.output}; the Deployment patch follows
`
  );
  io.out(patch);
  return import_chunk_4IMCDVGX.EXIT.ok;
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
  certCommand,
  certRuleInfos
});

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
  CERT_ROTATE_SPEC: () => CERT_ROTATE_SPEC,
  ROTATION_ANNOTATION: () => ROTATION_ANNOTATION,
  rotateCommand: () => rotateCommand
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_EM33XNW3 = require("./chunk-EM33XNW3.cjs");
var import_chunk_PNU6UTHS = require("./chunk-PNU6UTHS.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_crypto = require("node:crypto");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
var CERT_ROTATE_SPEC = (0, import_chunk_TIR72V7I.defineCommand)({
  name: "cert rotate",
  usage: [
    "cert rotate PATH... (--secret NS/NAME | --holder KIND/NAME) (--ca-cert FILE --ca-key FILE | --generate)",
    "            --out DIR [--key-type rsa|ecdsa] [--days N]"
  ],
  description: `Writes the safe rotation of a webhook's CA as three after-states, DIR/step-1, step-2 and step-3, each
holding every object of PATH... as it is after that step: 1. every caBundle holder the Secret serves trusts
the old and the new CA; 2. the Secret holds a new certificate signed by the new CA, and every workload that
mounts it restarts (a pod-template annotation); 3. the old CA is dropped. Apply them in order, each once
every backend serves what the previous one gave. Each step passes check --before on the previous one.
The files hold private keys (mode 0600); nothing secret is printed.`,
  operands: "PATH...",
  options: {
    secret: { type: "string", arg: "NS/NAME", help: "the serving Secret to rotate" },
    holder: {
      type: "string",
      arg: "KIND/NAME",
      help: "a caBundle holder (webhook configuration, CRD, APIService): the Secret its backends mount"
    },
    "ca-cert": { type: "string", arg: "FILE", help: "the new CA certificate (PEM)" },
    "ca-key": { type: "string", arg: "FILE", help: "the new CA's private key (PEM)" },
    generate: { type: "boolean", help: "make a new CA (src/x509/generate.ts, as cert generate does)" },
    out: { type: "string", arg: "DIR", help: "where step-1/, step-2/ and step-3/ are written (required)" },
    "key-type": {
      type: "string",
      arg: "rsa|ecdsa",
      help: "key type of what is generated (default: the CA key, else rsa)"
    },
    days: { type: "string", arg: "N", help: "validity in days of what is generated (default 3650)" },
    ...import_chunk_TIR72V7I.QUIET_OPTION,
    ...import_chunk_TIR72V7I.HELP_OPTION
  },
  epilogue: "Exit 0: written; 2: unusable input (no such Secret or holder, a CA key that does not match, no --out)."
});
var ROTATION_ANNOTATION = "webhook-cert-gate.io/cert-rotated";
async function rotateCommand(args, io) {
  const { values, positionals } = (0, import_chunk_TIR72V7I.parseCommand)(CERT_ROTATE_SPEC, args);
  if (values.help) return (0, import_chunk_TIR72V7I.printHelp)(io, CERT_ROTATE_SPEC);
  if (!values.out) throw new import_chunk_TIR72V7I.InputError("--out DIR is required (the steps hold private keys; they are never printed)");
  if (!positionals.length) throw new import_chunk_TIR72V7I.InputError("give the manifests (PATH...) that hold the holders and the Secret");
  if (values.secret === void 0 === (values.holder === void 0))
    throw new import_chunk_TIR72V7I.InputError("give exactly one of --secret NS/NAME or --holder KIND/NAME");
  const fromFiles = values["ca-cert"] !== void 0 || values["ca-key"] !== void 0;
  if (fromFiles === Boolean(values.generate))
    throw new import_chunk_TIR72V7I.InputError("give either --ca-cert FILE --ca-key FILE, or --generate");
  const days = (0, import_chunk_TIR72V7I.parsePositiveInt)("--days", values.days) ?? 3650;
  if (days < 1) throw new import_chunk_TIR72V7I.InputError("--days must be at least 1");
  const ca = fromFiles ? await givenCa(io, values["ca-cert"], values["ca-key"]) : void 0;
  const keyType = keyTypeOf(values["key-type"], ca?.keyPem);
  const docs = await readDocs(positionals, io);
  const { secret, entries, workloads } = values.secret ? bySecret(docs, values.secret) : byHolder(docs, values.holder);
  const services = [
    ...new Set(entries.flatMap((e) => e.service ? [`${e.service.name}.${e.service.namespace}`] : []))
  ];
  if (!services.length) throw new import_chunk_TIR72V7I.InputError("the holders call no Service: cannot name the new certificate");
  const { generateSharedCert } = await Promise.resolve().then(() => require("./generate-H5D7BOOI.cjs"));
  const made = generateSharedCert({ service: services[0], hosts: services.slice(1).map(svcHost), keyType, days, ca });
  const step1 = docs.map((d) => d.body);
  for (const e of entries) setBundle(e, (old) => joinPem(old, made.caCertPem));
  const after1 = clone(step1);
  putSecret(secret, made);
  for (const w of workloads) bump(w, made.certPem);
  const after2 = clone(step1);
  for (const e of entries) setBundle(e, () => made.caCertPem);
  const after3 = clone(step1);
  for (const [i, state] of [after1, after2, after3].entries()) await writeStep(io, values.out, i + 1, state);
  (0, import_chunk_TIR72V7I.notes)(
    io,
    values
  )(
    `wrote ${values.out}/step-1, step-2, step-3: ${entries.length} caBundle(s), Secret ${meta(secret)}, ${workloads.length} workload(s) restarted (private keys inside: keep them out of git)`
  );
  return import_chunk_TIR72V7I.EXIT.ok;
}
var svcHost = (s) => `${s}.svc`;
var clone = (objs) => structuredClone(objs);
var meta = (o) => `${(0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(o, "metadata", "namespace")) ?? "default"}/${(0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(o, "metadata", "name")) ?? ""}`;
async function readText(io, flag, file) {
  try {
    return await (0, import_promises.readFile)(import_node_path.default.resolve(io.cwd, file), "utf8");
  } catch (e) {
    throw new import_chunk_TIR72V7I.InputError(`${flag} ${file}: ${(0, import_chunk_TIR72V7I.describeFsError)(e)}`);
  }
}
async function givenCa(io, certFile, keyFile) {
  if (!certFile || !keyFile) throw new import_chunk_TIR72V7I.InputError("--ca-cert FILE and --ca-key FILE go together");
  const certPem = await readText(io, "--ca-cert", certFile);
  const keyPem = await readText(io, "--ca-key", keyFile);
  let cert;
  try {
    cert = new import_node_crypto.X509Certificate(certPem);
  } catch {
    throw new import_chunk_TIR72V7I.InputError(`--ca-cert ${certFile}: not a PEM certificate`);
  }
  let matches;
  try {
    matches = cert.checkPrivateKey((0, import_node_crypto.createPrivateKey)(keyPem));
  } catch {
    throw new import_chunk_TIR72V7I.InputError(`--ca-key ${keyFile}: not a PEM private key`);
  }
  if (!matches) throw new import_chunk_TIR72V7I.InputError(`--ca-key ${keyFile}: does not match the public key of --ca-cert ${certFile}`);
  if (!cert.ca) throw new import_chunk_TIR72V7I.InputError(`--ca-cert ${certFile}: not a CA certificate (basicConstraints CA:false)`);
  return { certPem: cert.toString(), keyPem };
}
function keyTypeOf(given, caKeyPem) {
  const ofKey = caKeyPem ? (0, import_node_crypto.createPrivateKey)(caKeyPem).asymmetricKeyType : void 0;
  if (ofKey !== void 0 && ofKey !== "rsa" && ofKey !== "ec")
    throw new import_chunk_TIR72V7I.InputError(`--ca-key: a ${ofKey} key; give an RSA or ECDSA P-256 CA`);
  const fromKey = ofKey === "ec" ? "ecdsa" : ofKey;
  const type = given ?? fromKey ?? "rsa";
  if (type !== "rsa" && type !== "ecdsa") throw new import_chunk_TIR72V7I.InputError(`--key-type must be rsa or ecdsa (got '${type}')`);
  if (fromKey && type !== fromKey) throw new import_chunk_TIR72V7I.InputError(`--key-type ${type} does not match the ${fromKey} --ca-key`);
  return type;
}
async function readDocs(paths, io) {
  const { inputs, errors } = await (0, import_chunk_TIR72V7I.readInputs)(paths, {
    cwd: io.cwd,
    readStdin: () => io.readStdin(),
    maxFileBytes: import_chunk_TIR72V7I.DEFAULT_MAX_FILE_BYTES
  });
  if (errors.length) throw new import_chunk_TIR72V7I.InputError(errors[0]);
  const docs = [];
  for (const input of inputs) {
    let parsed;
    try {
      parsed = (0, import_chunk_TIR72V7I.loadAll)(input.text, { schema: import_chunk_TIR72V7I.KUBECTL_SCHEMA }).map(import_chunk_TIR72V7I.placed);
    } catch (e) {
      throw new import_chunk_TIR72V7I.InputError(`${input.file}: not YAML: ${e.message.split("\n")[0]}`);
    }
    for (const body of parsed.flatMap(
      (d) => (0, import_chunk_TIR72V7I.isObj)(d) && (0, import_chunk_TIR72V7I.get)(d, "kind") === "List" ? (0, import_chunk_TIR72V7I.get)(d, "items") : [d]
    ))
      if ((0, import_chunk_TIR72V7I.isObj)(body) && (0, import_chunk_TIR72V7I.str)(body.kind)) docs.push({ file: input.file, body });
  }
  if (!docs.length) throw new import_chunk_TIR72V7I.InputError(`${paths.join(" ")}: no Kubernetes object`);
  return docs;
}
function namespaceOf(o) {
  return (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(o, "metadata", "namespace")) ?? "default";
}
function entriesOf(docs) {
  return docs.flatMap(
    ({ body }) => import_chunk_TIR72V7I.HOLDER_KINDS.includes((0, import_chunk_TIR72V7I.str)(body.kind)) ? (0, import_chunk_TIR72V7I.holderEntryPaths)((0, import_chunk_TIR72V7I.str)(body.kind), body, (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(body, "metadata", "name")) ?? "").map((p) => {
      const svc = (0, import_chunk_TIR72V7I.get)(body, ...p.at, "service");
      const name = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(svc, "name"));
      return {
        holder: body,
        bundlePath: p.caBundlePath,
        ...name ? { service: { name, namespace: (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(svc, "namespace")) ?? "default" } } : {}
      };
    }) : []
  );
}
function mountedSecrets(w) {
  const volumes = (0, import_chunk_TIR72V7I.get)(w, "spec", "template", "spec", "volumes");
  return (Array.isArray(volumes) ? volumes : []).flatMap((v) => [
    ...(0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(v, "secret", "secretName")) ? [(0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(v, "secret", "secretName"))] : [],
    ...((0, import_chunk_TIR72V7I.get)(v, "projected", "sources") ?? []).flatMap(
      (s) => (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(s, "secret", "name")) ? [(0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(s, "secret", "name"))] : []
    )
  ]);
}
function selects(service, w) {
  const selector = (0, import_chunk_TIR72V7I.get)(service, "spec", "selector");
  const labels = (0, import_chunk_TIR72V7I.get)(w, "spec", "template", "metadata", "labels");
  if (!(0, import_chunk_TIR72V7I.isObj)(selector) || !Object.keys(selector).length || !(0, import_chunk_TIR72V7I.isObj)(labels)) return false;
  return namespaceOf(service) === namespaceOf(w) && Object.entries(selector).every(([k, v]) => labels[k] === v);
}
function find(docs, kind, namespace, name) {
  return docs.find(
    (d) => d.body.kind === kind && (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(d.body, "metadata", "name")) === name && (namespace === void 0 || namespaceOf(d.body) === namespace)
  )?.body;
}
var workloadsOf = (docs) => docs.map((d) => d.body).filter((b) => import_chunk_TIR72V7I.POD_WORKLOAD_KINDS.includes((0, import_chunk_TIR72V7I.str)(b.kind) ?? ""));
function backends(docs, e) {
  const svc = e.service && find(docs, "Service", e.service.namespace, e.service.name);
  return svc ? workloadsOf(docs).filter((w) => selects(svc, w)) : [];
}
function bySecret(docs, ref) {
  const [namespace, name] = ref.split("/");
  if (!namespace || !name || ref.split("/").length !== 2)
    throw new import_chunk_TIR72V7I.InputError(`--secret must be NS/NAME (got '${ref}')`);
  const secret = find(docs, "Secret", namespace, name);
  if (!secret) throw new import_chunk_TIR72V7I.InputError(`--secret ${ref}: no such Secret in the given manifests`);
  const mounts = (w) => namespaceOf(w) === namespace && mountedSecrets(w).includes(name);
  const entries = entriesOf(docs).filter((e) => backends(docs, e).some(mounts));
  if (!entries.length)
    throw new import_chunk_TIR72V7I.InputError(`--secret ${ref}: no caBundle holder calls a Service whose workloads mount it`);
  return { secret, entries, workloads: workloadsOf(docs).filter(mounts) };
}
function byHolder(docs, ref) {
  const [kind, name] = ref.split("/");
  if (!kind || !name || ref.split("/").length !== 2) throw new import_chunk_TIR72V7I.InputError(`--holder must be KIND/NAME (got '${ref}')`);
  const holder = docs.find(
    (d) => d.body.kind?.toString().toLowerCase() === kind.toLowerCase() && (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(d.body, "metadata", "name")) === name
  )?.body;
  if (!holder || !import_chunk_TIR72V7I.HOLDER_KINDS.includes((0, import_chunk_TIR72V7I.str)(holder.kind)))
    throw new import_chunk_TIR72V7I.InputError(`--holder ${ref}: no such caBundle holder in the given manifests`);
  const own = entriesOf(docs).filter((e) => e.holder === holder);
  const secrets = new Set(
    own.flatMap((e) => backends(docs, e).flatMap((w) => mountedSecrets(w).map((s) => `${namespaceOf(w)}/${s}`)))
  );
  if (secrets.size !== 1)
    throw new import_chunk_TIR72V7I.InputError(
      `--holder ${ref}: ${secrets.size ? `its backends mount ${secrets.size} Secrets (${[...secrets].join(", ")}); name one with --secret` : "no Secret mounted by the workloads of its Service"}`
    );
  return bySecret(docs, [...secrets][0]);
}
function setBundle(e, next) {
  const parent = (0, import_chunk_TIR72V7I.get)(e.holder, ...e.bundlePath.slice(0, -1));
  if (!(0, import_chunk_TIR72V7I.isObj)(parent)) return;
  const key = e.bundlePath[e.bundlePath.length - 1];
  const old = (0, import_chunk_TIR72V7I.decodeBase64CaBundle)((0, import_chunk_TIR72V7I.str)(parent[key]) ?? "") ?? "";
  parent[key] = Buffer.from(next(old), "utf8").toString("base64");
}
function joinPem(old, added) {
  if (old.includes(added.trim())) return old;
  return old.trim() ? `${old.trim()}
${added}` : added;
}
function layoutOf(secret) {
  const has = { ...(0, import_chunk_TIR72V7I.isObj)(secret.data) ? secret.data : {}, ...(0, import_chunk_TIR72V7I.isObj)(secret.stringData) ? secret.stringData : {} };
  const layouts = import_chunk_TIR72V7I.SHIPPED_OWNERS.flatMap((o) => o.secret?.certKey ? [o.secret] : []);
  const fits = layouts.filter((l) => l.certKey in has);
  const layout = fits.find((l) => l.type === secret.type) ?? fits[0];
  if (!layout)
    throw new import_chunk_TIR72V7I.InputError(`Secret ${meta(secret)}: none of its keys is a certificate key the owner catalogue knows`);
  return {
    certKey: layout.certKey,
    ...layout.keyKey ? { keyKey: layout.keyKey } : {},
    ...layout.caKey ? { caKey: layout.caKey } : {}
  };
}
function putSecret(secret, made) {
  const layout = layoutOf(secret);
  const data = (0, import_chunk_TIR72V7I.isObj)(secret.data) ? secret.data : secret.data = {};
  const b64 = (s) => Buffer.from(s, "utf8").toString("base64");
  const written = Object.fromEntries(
    [
      [layout.certKey, made.certPem],
      [layout.keyKey, made.keyPem],
      [layout.caKey, made.caCertPem]
    ].filter((kv) => kv[0] !== void 0)
  );
  for (const [k, v] of Object.entries(written)) data[k] = b64(v);
  if ((0, import_chunk_TIR72V7I.isObj)(secret.stringData))
    secret.stringData = Object.fromEntries(Object.entries(secret.stringData).filter(([k]) => !(k in written)));
}
function bump(w, certPem) {
  const template = (0, import_chunk_TIR72V7I.get)(w, "spec", "template");
  if (!(0, import_chunk_TIR72V7I.isObj)(template)) return;
  const m = (0, import_chunk_TIR72V7I.isObj)(template.metadata) ? template.metadata : template.metadata = {};
  const a = (0, import_chunk_TIR72V7I.isObj)(m.annotations) ? m.annotations : m.annotations = {};
  a[ROTATION_ANNOTATION] = new import_node_crypto.X509Certificate(certPem).serialNumber.toLowerCase();
}
async function writeStep(io, out, n, objs) {
  const dir = import_node_path.default.resolve(io.cwd, out, `step-${n}`);
  const text = objs.map((o) => (0, import_chunk_TIR72V7I.dump)(o, { schema: import_chunk_TIR72V7I.YAML11_SCHEMA, lineWidth: -1, forceQuotes: true })).join("---\n");
  try {
    await (0, import_promises.mkdir)(dir, { recursive: true, mode: 448 });
    await (0, import_promises.writeFile)(import_node_path.default.join(dir, "manifests.yaml"), text, { mode: 384 });
  } catch (e) {
    throw new import_chunk_TIR72V7I.InputError(`--out ${out}: cannot be written: ${(0, import_chunk_TIR72V7I.describeFsError)(e)}`);
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CERT_ROTATE_SPEC,
  ROTATION_ANNOTATION,
  rotateCommand
});

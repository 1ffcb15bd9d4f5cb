/**
 * `cert rotate`: the safe CA rotation as three after-states, each a change `check --before` passes
 * (docs/rotation.md, "The safe sequence"): 1. every holder trusts old + new CA; 2. the new leaf in the
 * Secret and its workloads restarted; 3. the old CA dropped.
 */
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dump, loadAll, YAML11_SCHEMA } from 'js-yaml';
import { EXIT, InputError } from '../core/errors.js';
import { get, isObj, str, type Obj } from '../core/object.js';
import { DEFAULT_MAX_FILE_BYTES, describeFsError, readInputs } from '../load/files.js';
import { KUBECTL_SCHEMA, placed } from '../load/yaml-schema.js';
import { holderEntryPaths, HOLDER_KINDS } from '../model/holders.js';
import { POD_WORKLOAD_KINDS } from '../model/model.js';
import { SHIPPED_OWNERS } from '../load/owners.js';
import { decodeBase64CaBundle } from '../x509/pem.js';
import { defineCommand, HELP_OPTION, notes, parsePositiveInt, printHelp, QUIET_OPTION, parseCommand } from './args.js';
import type { CliIo } from './io.js';

export const CERT_ROTATE_SPEC = defineCommand({
  name: 'cert rotate',
  usage: [
    'cert rotate PATH... (--secret NS/NAME | --holder KIND/NAME) (--ca-cert FILE --ca-key FILE | --generate)',
    '            --out DIR [--key-type rsa|ecdsa] [--days N]',
  ],
  description: `Writes the safe rotation of a webhook's CA as three after-states, DIR/step-1, step-2 and step-3, each
holding every object of PATH... as it is after that step: 1. every caBundle holder the Secret serves trusts
the old and the new CA; 2. the Secret holds a new certificate signed by the new CA, and every workload that
mounts it restarts (a pod-template annotation); 3. the old CA is dropped. Apply them in order, each once
every backend serves what the previous one gave. Each step passes check --before on the previous one.
The files hold private keys (mode 0600); nothing secret is printed.`,
  operands: 'PATH...',
  options: {
    secret: { type: 'string', arg: 'NS/NAME', help: 'the serving Secret to rotate' },
    holder: {
      type: 'string',
      arg: 'KIND/NAME',
      help: 'a caBundle holder (webhook configuration, CRD, APIService): the Secret its backends mount',
    },
    'ca-cert': { type: 'string', arg: 'FILE', help: 'the new CA certificate (PEM)' },
    'ca-key': { type: 'string', arg: 'FILE', help: "the new CA's private key (PEM)" },
    generate: { type: 'boolean', help: 'make a new CA (src/x509/generate.ts, as cert generate does)' },
    out: { type: 'string', arg: 'DIR', help: 'where step-1/, step-2/ and step-3/ are written (required)' },
    'key-type': {
      type: 'string',
      arg: 'rsa|ecdsa',
      help: 'key type of what is generated (default: the CA key, else rsa)',
    },
    days: { type: 'string', arg: 'N', help: 'validity in days of what is generated (default 3650)' },
    ...QUIET_OPTION,
    ...HELP_OPTION,
  },
  epilogue: 'Exit 0: written; 2: unusable input (no such Secret or holder, a CA key that does not match, no --out).',
});

/** The annotation whose new value makes the workload roll its pods, so each serves the new certificate. */
export const ROTATION_ANNOTATION = 'webhook-cert-gate.io/cert-rotated';

interface Doc {
  file: string;
  body: Obj;
}

interface Entry {
  holder: Obj;
  bundlePath: (string | number)[];
  service?: { namespace: string; name: string };
}

export async function rotateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(CERT_ROTATE_SPEC, args);
  if (values.help) return printHelp(io, CERT_ROTATE_SPEC);
  if (!values.out) throw new InputError('--out DIR is required (the steps hold private keys; they are never printed)');
  if (!positionals.length) throw new InputError('give the manifests (PATH...) that hold the holders and the Secret');
  if ((values.secret === undefined) === (values.holder === undefined))
    throw new InputError('give exactly one of --secret NS/NAME or --holder KIND/NAME');
  const fromFiles = values['ca-cert'] !== undefined || values['ca-key'] !== undefined;
  if (fromFiles === Boolean(values.generate))
    throw new InputError('give either --ca-cert FILE --ca-key FILE, or --generate');
  const days = parsePositiveInt('--days', values.days) ?? 3650;
  if (days < 1) throw new InputError('--days must be at least 1');
  const ca = fromFiles ? await givenCa(io, values['ca-cert'], values['ca-key']) : undefined;
  const keyType = keyTypeOf(values['key-type'], ca?.keyPem);

  const docs = await readDocs(positionals, io);
  const { secret, entries, workloads } = values.secret ? bySecret(docs, values.secret) : byHolder(docs, values.holder!);
  const services = [
    ...new Set(entries.flatMap((e) => (e.service ? [`${e.service.name}.${e.service.namespace}`] : []))),
  ];
  if (!services.length) throw new InputError('the holders call no Service: cannot name the new certificate');

  const { generateSharedCert } = await import('../x509/generate.js');
  const made = generateSharedCert({ service: services[0]!, hosts: services.slice(1).map(svcHost), keyType, days, ca });

  const step1 = docs.map((d) => d.body);
  for (const e of entries) setBundle(e, (old) => joinPem(old, made.caCertPem));
  const after1 = clone(step1);
  putSecret(secret, made);
  for (const w of workloads) bump(w, made.certPem);
  const after2 = clone(step1);
  for (const e of entries) setBundle(e, () => made.caCertPem);
  const after3 = clone(step1);

  for (const [i, state] of [after1, after2, after3].entries()) await writeStep(io, values.out, i + 1, state);
  notes(
    io,
    values,
  )(
    `wrote ${values.out}/step-1, step-2, step-3: ${entries.length} caBundle(s), Secret ${meta(secret)}, ${workloads.length} workload(s) restarted (private keys inside: keep them out of git)`,
  );
  return EXIT.ok;
}

const svcHost = (s: string) => `${s}.svc`;
const clone = (objs: Obj[]): Obj[] => structuredClone(objs);
const meta = (o: Obj) =>
  `${str(get(o, 'metadata', 'namespace')) ?? 'default'}/${str(get(o, 'metadata', 'name')) ?? ''}`;

async function readText(io: CliIo, flag: string, file: string): Promise<string> {
  try {
    return await readFile(path.resolve(io.cwd, file), 'utf8');
  } catch (e) {
    throw new InputError(`${flag} ${file}: ${describeFsError(e as NodeJS.ErrnoException)}`);
  }
}

async function givenCa(io: CliIo, certFile?: string, keyFile?: string): Promise<{ certPem: string; keyPem: string }> {
  if (!certFile || !keyFile) throw new InputError('--ca-cert FILE and --ca-key FILE go together');
  const certPem = await readText(io, '--ca-cert', certFile);
  const keyPem = await readText(io, '--ca-key', keyFile);
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certPem);
  } catch {
    throw new InputError(`--ca-cert ${certFile}: not a PEM certificate`);
  }
  let matches: boolean;
  try {
    matches = cert.checkPrivateKey(createPrivateKey(keyPem));
  } catch {
    throw new InputError(`--ca-key ${keyFile}: not a PEM private key`);
  }
  if (!matches) throw new InputError(`--ca-key ${keyFile}: does not match the public key of --ca-cert ${certFile}`);
  if (!cert.ca) throw new InputError(`--ca-cert ${certFile}: not a CA certificate (basicConstraints CA:false)`);
  return { certPem: cert.toString(), keyPem };
}

function keyTypeOf(given: string | undefined, caKeyPem?: string): 'rsa' | 'ecdsa' {
  const ofKey = caKeyPem ? createPrivateKey(caKeyPem).asymmetricKeyType : undefined;
  if (ofKey !== undefined && ofKey !== 'rsa' && ofKey !== 'ec')
    throw new InputError(`--ca-key: a ${ofKey} key; give an RSA or ECDSA P-256 CA`);
  const fromKey = ofKey === 'ec' ? 'ecdsa' : ofKey;
  const type = given ?? fromKey ?? 'rsa';
  if (type !== 'rsa' && type !== 'ecdsa') throw new InputError(`--key-type must be rsa or ecdsa (got '${type}')`);
  if (fromKey && type !== fromKey) throw new InputError(`--key-type ${type} does not match the ${fromKey} --ca-key`);
  return type;
}

async function readDocs(paths: string[], io: CliIo): Promise<Doc[]> {
  const { inputs, errors } = await readInputs(paths, {
    cwd: io.cwd,
    readStdin: () => io.readStdin(),
    maxFileBytes: DEFAULT_MAX_FILE_BYTES,
  });
  if (errors.length) throw new InputError(errors[0]);
  const docs: Doc[] = [];
  for (const input of inputs) {
    let parsed: unknown[];
    try {
      parsed = loadAll(input.text, { schema: KUBECTL_SCHEMA }).map(placed);
    } catch (e) {
      throw new InputError(`${input.file}: not YAML: ${(e as Error).message.split('\n')[0]}`);
    }
    for (const body of parsed.flatMap((d) =>
      isObj(d) && get(d, 'kind') === 'List' ? (get(d, 'items') as unknown[]) : [d],
    ))
      if (isObj(body) && str(body.kind)) docs.push({ file: input.file, body });
  }
  if (!docs.length) throw new InputError(`${paths.join(' ')}: no Kubernetes object`);
  return docs;
}

function namespaceOf(o: Obj): string {
  return str(get(o, 'metadata', 'namespace')) ?? 'default';
}

function entriesOf(docs: Doc[]): Entry[] {
  return docs.flatMap(({ body }) =>
    HOLDER_KINDS.includes(str(body.kind)!)
      ? holderEntryPaths(str(body.kind)!, body, str(get(body, 'metadata', 'name')) ?? '').map((p) => {
          const svc = get(body, ...p.at, 'service');
          const name = str(get(svc, 'name'));
          return {
            holder: body,
            bundlePath: p.caBundlePath,
            ...(name ? { service: { name, namespace: str(get(svc, 'namespace')) ?? 'default' } } : {}),
          };
        })
      : [],
  );
}

function mountedSecrets(w: Obj): string[] {
  const volumes = get(w, 'spec', 'template', 'spec', 'volumes');
  return (Array.isArray(volumes) ? volumes : []).flatMap((v) => [
    ...(str(get(v, 'secret', 'secretName')) ? [str(get(v, 'secret', 'secretName'))!] : []),
    ...((get(v, 'projected', 'sources') as unknown[] | undefined) ?? []).flatMap((s) =>
      str(get(s, 'secret', 'name')) ? [str(get(s, 'secret', 'name'))!] : [],
    ),
  ]);
}

/** The workloads a Service selects (same namespace, its selector within the pod template's labels). */
function selects(service: Obj, w: Obj): boolean {
  const selector = get(service, 'spec', 'selector');
  const labels = get(w, 'spec', 'template', 'metadata', 'labels');
  if (!isObj(selector) || !Object.keys(selector).length || !isObj(labels)) return false;
  return namespaceOf(service) === namespaceOf(w) && Object.entries(selector).every(([k, v]) => labels[k] === v);
}

function find(docs: Doc[], kind: string, namespace: string | undefined, name: string): Obj | undefined {
  return docs.find(
    (d) =>
      d.body.kind === kind &&
      str(get(d.body, 'metadata', 'name')) === name &&
      (namespace === undefined || namespaceOf(d.body) === namespace),
  )?.body;
}

const workloadsOf = (docs: Doc[]) =>
  docs.map((d) => d.body).filter((b) => (POD_WORKLOAD_KINDS as readonly string[]).includes(str(b.kind) ?? ''));

/** The backends of a holder entry: the workloads its Service selects. */
function backends(docs: Doc[], e: Entry): Obj[] {
  const svc = e.service && find(docs, 'Service', e.service.namespace, e.service.name);
  return svc ? workloadsOf(docs).filter((w) => selects(svc, w)) : [];
}

function bySecret(docs: Doc[], ref: string) {
  const [namespace, name] = ref.split('/');
  if (!namespace || !name || ref.split('/').length !== 2)
    throw new InputError(`--secret must be NS/NAME (got '${ref}')`);
  const secret = find(docs, 'Secret', namespace, name);
  if (!secret) throw new InputError(`--secret ${ref}: no such Secret in the given manifests`);
  const mounts = (w: Obj) => namespaceOf(w) === namespace && mountedSecrets(w).includes(name);
  const entries = entriesOf(docs).filter((e) => backends(docs, e).some(mounts));
  if (!entries.length)
    throw new InputError(`--secret ${ref}: no caBundle holder calls a Service whose workloads mount it`);
  return { secret, entries, workloads: workloadsOf(docs).filter(mounts) };
}

function byHolder(docs: Doc[], ref: string) {
  const [kind, name] = ref.split('/');
  if (!kind || !name || ref.split('/').length !== 2) throw new InputError(`--holder must be KIND/NAME (got '${ref}')`);
  const holder = docs.find(
    (d) =>
      d.body.kind?.toString().toLowerCase() === kind.toLowerCase() && str(get(d.body, 'metadata', 'name')) === name,
  )?.body;
  if (!holder || !HOLDER_KINDS.includes(str(holder.kind)!))
    throw new InputError(`--holder ${ref}: no such caBundle holder in the given manifests`);
  const own = entriesOf(docs).filter((e) => e.holder === holder);
  const secrets = new Set(
    own.flatMap((e) => backends(docs, e).flatMap((w) => mountedSecrets(w).map((s) => `${namespaceOf(w)}/${s}`))),
  );
  if (secrets.size !== 1)
    throw new InputError(
      `--holder ${ref}: ${secrets.size ? `its backends mount ${secrets.size} Secrets (${[...secrets].join(', ')}); name one with --secret` : 'no Secret mounted by the workloads of its Service'}`,
    );
  return bySecret(docs, [...secrets][0]!);
}

function setBundle(e: Entry, next: (oldPem: string) => string): void {
  const parent = get(e.holder, ...e.bundlePath.slice(0, -1));
  if (!isObj(parent)) return;
  const key = e.bundlePath[e.bundlePath.length - 1] as string;
  const old = decodeBase64CaBundle(str(parent[key]) ?? '') ?? '';
  parent[key] = Buffer.from(next(old), 'utf8').toString('base64');
}

function joinPem(old: string, added: string): string {
  if (old.includes(added.trim())) return old;
  return old.trim() ? `${old.trim()}\n${added}` : added;
}

/**
 * The Secret's key layout: the owner catalogue's whose certificate key the Secret already holds (its type
 * first), so the backends read the new certificate where they read the old one.
 */
function layoutOf(secret: Obj): { certKey: string; keyKey?: string; caKey?: string } {
  const has = { ...(isObj(secret.data) ? secret.data : {}), ...(isObj(secret.stringData) ? secret.stringData : {}) };
  const layouts = SHIPPED_OWNERS.flatMap((o) => (o.secret?.certKey ? [o.secret] : []));
  const fits = layouts.filter((l) => l.certKey! in has);
  const layout = fits.find((l) => l.type === secret.type) ?? fits[0];
  if (!layout)
    throw new InputError(`Secret ${meta(secret)}: none of its keys is a certificate key the owner catalogue knows`);
  return {
    certKey: layout.certKey!,
    ...(layout.keyKey ? { keyKey: layout.keyKey } : {}),
    ...(layout.caKey ? { caKey: layout.caKey } : {}),
  };
}

function putSecret(secret: Obj, made: { caCertPem: string; certPem: string; keyPem: string }): void {
  const layout = layoutOf(secret);
  const data = isObj(secret.data) ? secret.data : (secret.data = {});
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
  const written = Object.fromEntries(
    [
      [layout.certKey, made.certPem],
      [layout.keyKey, made.keyPem],
      [layout.caKey, made.caCertPem],
    ].filter((kv): kv is [string, string] => kv[0] !== undefined),
  );
  for (const [k, v] of Object.entries(written)) data[k] = b64(v);
  // stringData wins over data on apply: drop the keys written above from it.
  if (isObj(secret.stringData))
    secret.stringData = Object.fromEntries(Object.entries(secret.stringData).filter(([k]) => !(k in written)));
}

function bump(w: Obj, certPem: string): void {
  const template = get(w, 'spec', 'template');
  if (!isObj(template)) return;
  const m = isObj(template.metadata) ? template.metadata : (template.metadata = {});
  const a = isObj(m.annotations) ? m.annotations : (m.annotations = {});
  a[ROTATION_ANNOTATION] = new X509Certificate(certPem).serialNumber.toLowerCase();
}

async function writeStep(io: CliIo, out: string, n: number, objs: Obj[]): Promise<void> {
  const dir = path.resolve(io.cwd, out, `step-${n}`);
  // Every string quoted: kubectl reads YAML 1.1 (an unquoted on, 010 or 1e3 would not stay a string).
  const text = objs.map((o) => dump(o, { schema: YAML11_SCHEMA, lineWidth: -1, forceQuotes: true })).join('---\n');
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(path.join(dir, 'manifests.yaml'), text, { mode: 0o600 });
  } catch (e) {
    throw new InputError(`--out ${out}: cannot be written: ${describeFsError(e as NodeJS.ErrnoException)}`);
  }
}

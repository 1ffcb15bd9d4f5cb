/**
 * `cert`: predict whether the API server accepts a webhook's serving chain.
 * `cert generate`: make the shared CA + serving certificate Secret and the Deployment env patch.
 */
import { statSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXIT, InputError } from '../core/errors.js';
import { type CliIo } from './io.js';
import {
  CONFIG_OPTION,
  counted,
  defineCommand,
  HELP_OPTION,
  notes,
  parseAt,
  parseCommand,
  parseFailOn,
  parseFormat,
  parsePositiveInt,
  printHelp,
  QUIET_OPTION,
  REPORT_OPTIONS,
  useColor,
  writeReport,
} from './args.js';
import { atOrAbove, type RuleInfo } from '../core/finding.js';
import { render } from '../report/render.js';
import { ruleInfos } from '../rules/info.js';
import { RULES } from '../rules/index.js';
import { runRules } from '../rules/engine.js';
import { configuredRules } from '../rules/options.js';
import { Model } from '../model/model.js';
import { placesOf, type BundleFile } from './cert-places.js';
import { TOOL_NAME } from '../core/tool.js';
import { verifyServing, type VerifyResult } from '../x509/verify.js';
import { decodeBase64CaBundle, looksLikeBase64 } from '../x509/pem.js';
import type { GeneratedCert } from '../x509/generate.js';
import { parseIp, serviceHost } from '../x509/hostname.js';
import { DEFAULT_MAX_FILE_BYTES, describeFsError, readOne } from '../load/files.js';
import { loadConfig } from '../load/config.js';
import { loadProfiles, type Profile } from '../load/profiles.js';
import { SHIPPED_OWNERS } from '../load/owners.js';
import type { SecretLayout } from '../generated/types.js';

export const CERT_SPEC = defineCommand({
  name: 'cert',
  usage: [
    'cert --chain FILE [--key FILE] --ca-bundle FILE (--host NAME | --service NAME.NAMESPACE | --url URL)',
    '      [--at RFC3339] [--min-days N] [--format FORMAT] [-o FILE] [--config FILE] [--fail-on LEVEL]',
  ],
  description: `Predicts whether the Kubernetes API server accepts the served chain (Go crypto/x509 rules).
--ca-bundle takes a PEM file, the base64 caBundle value from a webhook configuration, or a line
\`caBundle: <base64>\` of a YAML file. Findings go through the rules as check's do (the configuration's
severities and off apply) and point at the PEM block (or the caBundle line) they are about.`,
  options: {
    chain: { type: 'string', arg: 'FILE', help: "the PEM chain the webhook serves, leaf first ('-': stdin)" },
    key: {
      type: 'string',
      arg: 'FILE',
      help: "the PEM private key it serves with, checked against the leaf ('-': stdin)",
    },
    'ca-bundle': {
      type: 'string',
      arg: 'FILE',
      help: "the webhook configuration's caBundle: PEM, base64, or a caBundle: line ('-': stdin)",
    },
    host: { type: 'string', arg: 'NAME', anyValue: true, help: 'the host name or IP the API server dials' },
    service: {
      type: 'string',
      arg: 'NAME.NAMESPACE',
      help: 'the webhook Service: the host is NAME.NAMESPACE.svc, as the API server dials it',
    },
    url: { type: 'string', arg: 'URL', help: "the webhook's clientConfig.url: its host" },
    at: { type: 'string', arg: 'RFC3339', help: 'evaluation time for certificate validity (default: now)' },
    'min-days': {
      type: 'string',
      arg: 'N',
      help: 'warn about certificates expiring within N days (default 30, or the config file minDays)',
    },
    ...REPORT_OPTIONS,
    ...HELP_OPTION,
  },
  epilogue:
    'Exit 0: accepted (nothing at or above --fail-on); 1: refused (or caBundle empty/unusable); 2: unusable input.',
});

const generateUsage = (
  layouts: readonly string[],
) => `LAYOUT is a controller profile (its Secret keys and env), a certificate owner, or a Secret type:
  ${layouts.join(', ')}
Default: the profile whose Service is NAME, else ${FALLBACK_PROFILE}. User profiles from the configuration count too.`;

export const CERT_GENERATE_SPEC = defineCommand({
  name: 'cert generate',
  usage: [
    'cert generate --service NAME.NAMESPACE [--host NAME]... [--key-type rsa|ecdsa] [--days N]',
    '               [--layout LAYOUT] [--secret-name NAME] [--namespace NS] [--output FILE] [--config FILE]',
  ],
  description: `Prints a Secret manifest holding a shared CA and serving certificate (it contains private keys),
then the env patch that makes every controller replica use it.`,
  options: {
    service: { type: 'string', arg: 'NAME.NAMESPACE', help: 'the webhook Service the certificate is for' },
    host: {
      type: 'string',
      multiple: true,
      arg: 'NAME',
      help: 'another DNS name or IP address the certificate is valid for (repeatable)',
    },
    'key-type': { type: 'string', arg: 'rsa|ecdsa', help: 'the key type (default rsa)' },
    days: { type: 'string', arg: 'N', help: 'validity in days (default 3650)' },
    layout: { type: 'string', arg: 'LAYOUT', help: "the Secret's layout (below)" },
    'secret-name': { type: 'string', arg: 'NAME', help: "the Secret's name (default: the profile's, else NAME-tls)" },
    namespace: { type: 'string', arg: 'NS', help: "the Secret's namespace (default: the Service's)" },
    output: {
      type: 'string',
      short: 'o',
      arg: 'FILE',
      help: 'write the Secret to FILE (mode 0600) and print only the patch',
    },
    ...CONFIG_OPTION,
    ...QUIET_OPTION,
    ...HELP_OPTION,
  },
});

export async function certCommand(args: string[], io: CliIo): Promise<number> {
  if (args[0] === 'generate') return await generateCommand(args.slice(1), io);
  if (args[0] === 'rotate') return await (await import('./cert-rotate.js')).rotateCommand(args.slice(1), io);
  return await verifyCommand(args, io);
}

// ---------- cert (verify) ----------

const isCertRule = (id: string) => id.startsWith('cert-') || id.startsWith('cabundle-');

/** The rules `cert` runs: the certificate rules, which judge what it verified. */
const CERT_RULES = RULES.filter((r) => isCertRule(r.meta.id));

/** The cert-* and cabundle-* entries of the rule table (their docs live with the rules in src/rules). */
export function certRuleInfos(): RuleInfo[] {
  return ruleInfos().filter((r) => isCertRule(r.id));
}

async function verifyCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommand(CERT_SPEC, args);
  if (values.help) return printHelp(io, CERT_SPEC);
  if (!values.chain) throw new InputError('--chain FILE is required (the PEM chain the webhook serves, leaf first)');
  if (values['ca-bundle'] === undefined)
    throw new InputError('--ca-bundle FILE is required (PEM, or the base64 caBundle value)');
  const format = parseFormat(values.format);
  const host = targetHost(values);
  const at = parseAt(values.at) ?? new Date();
  const config = await loadConfig(io.cwd, values.config);
  const failOn = parseFailOn(values['fail-on'], config.failOn);
  const minDays = parsePositiveInt('--min-days', values['min-days']) ?? config.minDays;
  const stdin = stdinOnce(io);
  const chain = { file: values.chain, text: await readInput(values.chain, '--chain', io, stdin) };
  usablePem(chain.text, '--chain', chain.file);
  const key =
    values.key === undefined ? undefined : { file: values.key, text: await readInput(values.key, '--key', io, stdin) };
  if (key) usablePem(key.text, '--key', key.file);
  const bundleFile = values['ca-bundle'];
  const bundle = caBundleText(await readInput(bundleFile, '--ca-bundle', io, stdin), bundleFile);

  const result = verifyServing({ chainPem: chain.text, keyPem: key?.text, caBundlePem: bundle.pem, host, at, minDays });
  const place = placesOf(chain, bundle, key);
  const configured = configuredRules(RULES, config.rules, config.source);
  const findings = await runRules(new Model([], []), CERT_RULES, {
    settings: { at, minDays: minDays ?? 30 },
    overrides: configured.severities,
    options: configured.options,
    served: { problems: result.problems.map((problem) => ({ problem, location: place(problem) })) },
  });
  const files = new Set([chain.file, bundleFile, ...(key ? [key.file] : [])]).size;
  const report = render(findings, {
    format,
    color: useColor(io, format, values),
    rules: certRuleInfos(),
    failOn,
    ...counted(format, { files, resources: result.chain.length + result.bundle.usable }),
  });
  await writeReport(io, values.output, format === 'text' ? `${report}${verdictLine(result, host)}\n` : report);
  return findings.some((f) => atOrAbove(f.severity, failOn)) ? EXIT.findings : EXIT.ok;
}

function targetHost(values: { host?: string; service?: string; url?: string }): string {
  const given = (['host', 'service', 'url'] as const).filter((k) => values[k] !== undefined);
  if (given.length !== 1)
    throw new InputError('give exactly one of --host NAME, --service NAME.NAMESPACE or --url URL');
  if (values.host !== undefined) {
    if (!values.host) throw new InputError('--host must not be empty');
    return values.host;
  }
  if (values.service !== undefined) {
    try {
      return serviceHost(values.service);
    } catch (e) {
      throw new InputError((e as Error).message);
    }
  }
  let url: URL;
  try {
    url = new URL(values.url!);
  } catch {
    throw new InputError(`--url is not a URL (got '${values.url}')`);
  }
  if (!url.hostname) throw new InputError(`--url has no host (got '${values.url}')`);
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Several flags may say '-', but standard input can be read only once. */
function stdinOnce(io: CliIo): () => Promise<string> {
  let used = false;
  return async () => {
    if (used) throw new InputError("only one of --chain, --key and --ca-bundle may be '-' (standard input)");
    used = true;
    return io.readStdin();
  };
}

async function readInput(file: string, flag: string, io: CliIo, stdin: () => Promise<string>): Promise<string> {
  if (file === '-') return stdin();
  const full = path.resolve(io.cwd, file);
  try {
    // Go reads these as bytes: a DER file or binary junk between PEM blocks is the verifier's to judge
    // (cabundle-invalid, or skipped like Go skips it), not a usage error. Byte-exact as latin1.
    const info = statSync(full);
    if (!info.isFile() || info.size > DEFAULT_MAX_FILE_BYTES)
      return (await readOne(full, file, DEFAULT_MAX_FILE_BYTES)).text;
    return readFileSync(full).toString('latin1');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code)
      throw new InputError(`${flag} ${file}: ${describeFsError(e as NodeJS.ErrnoException)}`);
    throw e instanceof InputError ? new InputError(`${flag} ${e.message}`) : e;
  }
}

/** A DER SEQUENCE with a long-form length: what a binary certificate or key starts with (text read as latin1). */
function isDer(text: string): boolean {
  return text.charCodeAt(0) === 0x30 && text.charCodeAt(1) >= 0x81 && text.charCodeAt(1) <= 0x84;
}

function derHint(flag: string, file: string): string {
  const tool = flag === '--key' ? 'openssl pkey' : 'openssl x509';
  return `${file}: a binary (DER) file; the API server and this command read PEM. Convert it: ${tool} -inform DER -in ${file} -out ${file.replace(/\.(der|cer|crt|key)$/i, '')}.pem`;
}

/** The chain must hold a PEM CERTIFICATE, the key a PEM private key: anything else is the wrong file (exit 2), not a refusal. */
function usablePem(text: string, flag: '--chain' | '--key', file: string): string {
  const want = flag === '--chain' ? /^-----BEGIN CERTIFICATE-----/m : /^-----BEGIN ([A-Z]+ )?PRIVATE KEY-----/m;
  if (want.test(text)) return text;
  if (isDer(text)) throw new InputError(`${flag} ${derHint(flag, file)}`);
  const what = flag === '--chain' ? 'a PEM CERTIFICATE block (the served chain, leaf first)' : 'a PEM private key';
  const types = [...new Set([...text.matchAll(/^-----BEGIN ([A-Z0-9 ]+)-----/gm)].map((m) => m[1]!))];
  let found: string;
  if (!text.trim()) found = 'the file is empty';
  else if (flag === '--chain' && types.some((t) => t.endsWith('PRIVATE KEY')))
    found = 'it holds a private key: give it as --key, and the certificate as --chain';
  else if (flag === '--key' && types.includes('CERTIFICATE'))
    found = 'it holds a certificate: give it as --chain, and the private key as --key';
  else if (types.length) found = `it holds only ${types.map((t) => `"${t}"`).join(', ')} PEM blocks`;
  else found = 'it holds no PEM block (a Secret manifest? decode the certificate value with base64 -d first)';
  throw new InputError(`${flag} ${file}: expected ${what}, but ${found}`);
}

/**
 * caBundle as PEM, or as the base64 value of a webhook configuration (optionally as a `caBundle: ...`
 * line), with where that value starts in the file. A file with only whitespace is the empty caBundle.
 */
function caBundleText(text: string, file: string): BundleFile & { pem: string } {
  const pem = (pem: string, value?: BundleFile['value']) => ({ file, text: pem, pem, ...(value ? { value } : {}) });
  if (text.trim() === '') return pem('');
  if (text.includes('-----BEGIN')) return pem(text);
  const line = /caBundle:\s*["']?([A-Za-z0-9+/=]*)["']?\s*$/m.exec(text);
  const value = line ? line[1]! : text;
  const start = line ? line.index + line[0].indexOf(value, 'caBundle:'.length) : text.search(/\S/);
  const before = text.slice(0, start);
  const where = { line: before.split('\n').length, column: start - before.lastIndexOf('\n') };
  if (line && value === '') return pem('', where);
  if (!looksLikeBase64(value)) return pem(text);
  const decoded = decodeBase64CaBundle(value);
  if (decoded === undefined) throw new InputError(`--ca-bundle ${file}: neither PEM nor valid base64`);
  return pem(decoded, where);
}

function verdictLine(result: VerifyResult, host: string): string {
  if (result.accepted) return `verdict: the API server would accept this chain for ${host}`;
  if (result.systemRoots)
    return `verdict: caBundle is empty; the API server would use its system roots (not checkable offline): treated as refused for ${host}`;
  return `verdict: the API server would refuse the TLS handshake for ${host}`;
}

// ---------- cert generate ----------

/** The profile used when the Service names none: any controller of the lineage (its layout and env). */
const FALLBACK_PROFILE = 'generic';

/** What `--layout` picks: a Secret layout, and for a profile the env that makes the controller read it. */
interface Layout {
  name: string;
  secret: SecretLayout;
  profile?: Profile;
}

/** Every layout the loaded profiles and the owner catalogue define, by name (profiles first). */
function layouts(profiles: readonly Profile[]): Layout[] {
  return [
    ...profiles.filter((p) => p.secret?.certKey).map((p) => ({ name: p.name, secret: p.secret!, profile: p })),
    ...SHIPPED_OWNERS.filter((o) => o.secret?.certKey && o.secret.type && o.secret.type !== 'Opaque').map((o) => ({
      name: o.secret!.type!,
      secret: o.secret!,
    })),
  ].filter((l, i, all) => all.findIndex((o) => o.name === l.name) === i); // several owners share a Secret type
}

/** What `cert generate --help` lists after its options: the layouts, with the profiles of `profilesConfig`. */
export async function generateLayoutsHelp(profilesConfig?: readonly string[]): Promise<string> {
  return generateUsage(layouts(await loadProfiles(profilesConfig)).map((l) => l.name));
}

async function generateCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommand(CERT_GENERATE_SPEC, args);
  const config = await loadConfig(io.cwd, values.config);
  if (values.help) return printHelp(io, CERT_GENERATE_SPEC, `\n\n${await generateLayoutsHelp(config.owners)}`);
  const known = layouts(await loadProfiles(config.owners));
  if (!values.service) throw new InputError('--service NAME.NAMESPACE is required');
  try {
    serviceHost(values.service);
  } catch (e) {
    throw new InputError((e as Error).message);
  }
  const keyType = values['key-type'] ?? 'rsa';
  if (keyType !== 'rsa' && keyType !== 'ecdsa')
    throw new InputError(`--key-type must be rsa or ecdsa (got '${keyType}')`);
  const days = parsePositiveInt('--days', values.days) ?? 3650;
  if (days < 1) throw new InputError('--days must be at least 1');
  const hosts = values.host ?? [];
  for (const h of hosts) {
    if (
      !parseIp(h.replace(/^\[(.*)\]$/, '$1')) &&
      !/^(\*\.)?[A-Za-z0-9_]([-A-Za-z0-9_]*[A-Za-z0-9_])?(\.[A-Za-z0-9_]([-A-Za-z0-9_]*[A-Za-z0-9_])?)*$/.test(h)
    ) {
      throw new InputError(`--host must be a DNS name or an IP address (got '${h}')`);
    }
  }
  const [svcName, svcNamespace] = values.service.split('.') as [string, string];
  const wanted =
    values.layout ?? known.find((l) => l.profile?.defaults?.serviceName === svcName)?.name ?? FALLBACK_PROFILE;
  const layout = known.find((l) => l.name === wanted);
  if (!layout) throw new InputError(`--layout must be one of ${known.map((l) => l.name).join(', ')} (got '${wanted}')`);
  const namespace = values.namespace ?? svcNamespace;
  const secretName =
    values['secret-name'] ?? layout.profile?.defaults?.secretName ?? `${svcName}-${layout.profile ? 'certs' : 'tls'}`;
  const renewDays = layout.profile?.secret?.renewBeforeDays;
  if (renewDays !== undefined && days <= renewDays) {
    notes(
      io,
      values,
    )(
      `${TOOL_NAME} cert generate: warning: ${days} days is inside the controller's ${renewDays}-day renew window; it would replace this certificate at once`,
    );
  }

  // node-forge (the certificate builder) is loaded here only, never by the verifier or `check`.
  const { generateSharedCert } = await import('../x509/generate.js');
  const generated = generateSharedCert({ service: values.service, hosts, keyType, days });
  const secret = secretManifest(layout, secretName, namespace, generated);
  const patch = patchDocument(layout, secretName, namespace, generated.caCertPem);
  if (!values.output) {
    io.out(secret + '---\n' + patch);
    return EXIT.ok;
  }
  // The file holds exactly what `kubectl apply -f` takes (the Secret); the patch, keyless, goes to stdout.
  try {
    await writeFile(path.resolve(io.cwd, values.output), secret, { mode: 0o600 });
  } catch (e) {
    throw new InputError(
      `--output ${values.output}: cannot be written: ${describeFsError(e as NodeJS.ErrnoException)}`,
    );
  }
  notes(
    io,
    values,
  )(
    `wrote Secret ${namespace}/${secretName} (${layout.name} layout, private keys inside) to ${values.output}; the Deployment patch follows`,
  );
  io.out(patch);
  return EXIT.ok;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

function secretManifest(layout: Layout, name: string, namespace: string, g: GeneratedCert): string {
  const s = layout.secret;
  const parts: [string | undefined, string][] = [
    [s.certKey, g.certPem],
    [s.keyKey, g.keyPem],
    [s.caKey, g.caCertPem],
    [s.caPrivateKey, g.caKeyPem],
  ];
  const lines = [
    `# Shared webhook CA and serving certificate (${layout.name} layout). Contains private keys: keep it out of git.`,
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    `  name: ${name}`,
    `  namespace: ${namespace}`,
    `type: ${s.type ?? 'Opaque'}`,
    'data:',
    ...parts.filter(([k]) => k).map(([k, v]) => `  ${k}: ${b64(v)}`),
  ];
  return lines.join('\n') + '\n';
}

function patchDocument(layout: Layout, secretName: string, namespace: string, caCertPem: string): string {
  const caBundle = `# caBundle for every webhook entry (public CA certificate): ${b64(caCertPem)}`;
  const p = layout.profile;
  if (!p) {
    return (
      [
        `# ${layout.name} layout: mount this Secret into the webhook server and set caBundle from ${layout.secret.caKey ?? 'the CA'}.`,
        "# The profiled controllers' Secret writers read other keys and would overwrite this Secret; use a",
        '# profile layout for them.',
        caBundle,
        '{}',
      ].join('\n') + '\n'
    );
  }
  const writer = p.writer?.secretValue ?? '';
  return (
    [
      '# Strategic-merge patch for the controller Deployment: every replica then reads this Secret instead of',
      '# minting its own CA. Set the container name to the controller container (often "manager"), or run:',
      `#   kubectl -n ${namespace} set env deployment/<controller> ${p.env.writer}=${writer} ${p.env.secretName}=${secretName}`,
      caBundle,
      'spec:',
      '  template:',
      '    spec:',
      '      containers:',
      '        - name: manager',
      '          env:',
      `            - name: ${p.env.writer}`,
      `              value: ${writer}`,
      `            - name: ${p.env.secretName}`,
      `              value: ${secretName}`,
    ].join('\n') + '\n'
  );
}

import { loadConfig } from '../load/config.js';
import { atOrAbove } from '../core/finding.js';
import { renderChunks } from '../report/render.js';
import { reportSubjects } from '../report/checked.js';
import { ruleInfos } from '../rules/info.js';
import {
  counted,
  defineCommand,
  HELP_OPTION,
  notes,
  parseCommand,
  parseFailOn,
  parseFormat,
  parsePositiveInt,
  printHelp,
  REPORT_OPTIONS,
  useColor,
  writeReport,
} from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import { type CliIo } from './io.js';

export const CLUSTER_SPEC = defineCommand({
  name: 'cluster',
  usage: ['cluster [options]'],
  description: `Audits every webhook a cluster calls, read-only (it only creates SubjectAccessReviews), with or without a
profile: every object that carries a caBundle (webhook configuration entries, CRD conversion webhooks,
APIServices), the backends the API server would dial (URL, or Service -> ready endpoints -> pods -> workload),
what each backend serves over TLS verified against that caBundle as Go does, writes while the gate watches,
and caBundle's field managers. Profiled controllers (the lineage entries of policies/owners) add precise causes and fixes: every
rule on their live objects and the ServiceAccount's access to its Secret. Config severities and suppressions
apply to all of it. Without -n the whole cluster is audited; -n audits the holders whose backends run there.`,
  operandHint: 'use check for manifests',
  options: {
    kubeconfig: {
      type: 'string',
      arg: 'FILE',
      help: "kubeconfig to use (default: KUBECONFIG, else the pod's service account, else ~/.kube/config)",
    },
    context: { type: 'string', arg: 'NAME', help: 'kubeconfig context' },
    namespace: {
      type: 'string',
      short: 'n',
      arg: 'NS',
      help: 'audit the webhooks whose backends run in NS, and the controllers of NS (the namespaced Argo CD gate)',
    },
    'all-namespaces': { type: 'boolean', short: 'A', help: 'the default: audit every caBundle holder of the cluster' },
    observe: {
      type: 'string',
      arg: 'DURATION',
      help: 'how long to watch the caBundle holders for writes (default 30s; 0 to skip)',
    },
    probe: {
      type: 'string',
      arg: 'N',
      help: 'TLS connections per webhook URL (default 24; one per Service endpoint; 0 to skip probing)',
    },
    concurrency: { type: 'string', arg: 'N', help: 'TLS handshakes in flight at once (default 16)' },
    timeout: {
      type: 'string',
      arg: 'DURATION',
      help: 'limit for each API request and TLS handshake (default 10s); an API server that misses it is not asked again',
    },
    ...REPORT_OPTIONS,
    'allow-missing': {
      type: 'boolean',
      help: 'exit 0 when no webhook exists yet (first install through a PreSync gate); never hides findings',
    },
    'no-secrets': {
      type: 'boolean',
      help: 'read no Secret (the audit RBAC in deploy/audit grants none); skips the shared-Secret checks',
    },
    desired: {
      type: 'string',
      multiple: true,
      arg: 'PATH',
      help: `manifests to apply next (repeatable; files, folders, charts, kustomizations): judge the change
against the cluster as it is (the caBundles in force, what each backend serves now) with the rotation-*
rules of check --before (docs/rotation.md)`,
    },
    ...HELP_OPTION,
  },
  epilogue: `Exit codes: 0 nothing at or above --fail-on, 1 findings (a permission the gate lacks is a finding,
gate-permission-missing, naming the Role rule to add), 2 usage error, a cluster the gate cannot use at
all (unreachable, timed out, credentials refused), or a run cut short halfway: the findings measured so
far are still reported, with one line naming what could not be finished.`,
});

export const DEFAULTS = { observe: '30s', probe: 24, timeout: '10s', concurrency: 16 } as const;

export async function clusterCommand(args: string[], io: CliIo): Promise<number> {
  return run(args, io);
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values: opts } = parseCommand(CLUSTER_SPEC, args);
  if (opts.help) return printHelp(io, CLUSTER_SPEC);
  if (opts.namespace && opts['all-namespaces']) throw new InputError('use either --namespace or --all-namespaces');
  const { parseDuration } = await import('../cluster/duration.js');
  const format = parseFormat(opts.format);
  const config = await loadConfig(io.cwd, opts.config);
  const failOn = parseFailOn(opts['fail-on'], config.failOn);
  const observeMs = parseDuration(opts.observe ?? DEFAULTS.observe, '--observe');
  const timeoutMs = parseDuration(opts.timeout ?? DEFAULTS.timeout, '--timeout');
  if (timeoutMs <= 0) throw new InputError('--timeout must be more than 0');
  const probe = parsePositiveInt('--probe', opts.probe) ?? DEFAULTS.probe;
  const concurrency = parsePositiveInt('--concurrency', opts.concurrency) ?? DEFAULTS.concurrency;
  if (concurrency < 1) throw new InputError('--concurrency must be at least 1');

  const desired = opts.desired ?? [];
  if (desired.length) (await import('./desired.js')).checkDesiredPaths(desired, io.cwd);

  const { connect } = await import('../cluster/client.js');
  const { runCluster } = await import('../cluster/run.js');
  const client = await connect({ kubeconfig: opts.kubeconfig, context: opts.context, timeoutMs, env: io.env });
  const namespace = opts['all-namespaces'] ? undefined : opts.namespace;
  const started = Date.now();
  const result = await runCluster(client, {
    namespace,
    observeMs,
    probe,
    concurrency,
    timeoutMs,
    config,
    allowMissing: opts['allow-missing'],
    readSecrets: !opts['no-secrets'],
    log: notes(io, opts),
  });
  if (desired.length) {
    const { desiredFindings } = await import('./desired.js');
    const ctx = { config, io, namespace: namespace ?? client.defaultNamespace };
    result.findings.push(...(await desiredFindings(desired, result, ctx)));
  }
  notes(
    io,
    opts,
  )(
    `audited ${result.holders} caBundle holder(s) and ${result.workloads.length} profiled workload(s), ${result.objects} objects at ${client.server} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  const checked = counted(format, { files: 0, resources: result.objects });
  await writeReport(
    io,
    opts.output,
    renderChunks(result.findings, {
      format,
      color: useColor(io, format, opts),
      rules: ruleInfos(),
      failOn,
      ...checked,
      subjects: () => reportSubjects(result.models, config),
    }),
  );
  // What was measured is reported above; a run cut short still exits 2, naming what is missing.
  for (const line of result.incomplete) io.err(`webhook-cert-gate: not finished: ${line}\n`);
  if (result.incomplete.length) return EXIT.input;
  return result.findings.some((f) => atOrAbove(f.severity, failOn)) ? EXIT.findings : EXIT.ok;
}

import { loadConfig } from '../load/config.js';
import { atOrAbove } from '../core/finding.js';
import { render } from '../report/render.js';
import { ruleInfos } from '../rules/info.js';
import { parse, parseFailOn, parseFormat, parsePositiveInt, REPORT_OPTIONS, useColor, writeReport } from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import { type CliIo } from './io.js';

const HELP = `Usage: webhook-cert-gate cluster [options]

Checks the webhook controllers running in a cluster, read-only (it only creates SubjectAccessReviews):
every rule on the live objects (caBundle against the shared Secret's CA, caBundle field owners, ...), plus
the live-only ones: churn of the webhook configurations, the ServiceAccount's access to the Secret (asked of
the API server), TLS probes of the webhook, and permissions the gate itself lacks. Config severities and
suppressions apply to all of them. Without -n, the controllers are found from the webhook configurations.

Options:
  --kubeconfig FILE       kubeconfig to use (default: KUBECONFIG, else the pod's service account, else ~/.kube/config)
  --context NAME          kubeconfig context
  -n, --namespace NS      check the controllers of this namespace only (the namespaced Argo CD gate)
  -A, --all-namespaces    the default: discover the controllers from every webhook configuration
  --observe DURATION      how long to watch the webhook configurations for writes (default 30s; 0 to skip)
  --probe N               TLS connections per webhook address (default 24; 0 to skip)
  --timeout DURATION      limit for each API request and TLS handshake (default 10s)
  --format FORMAT         text (default), json, sarif, junit or line, as for check
  -o, --output FILE       write the report to FILE instead of stdout
  --fail-on error|warning|info|none   exit 1 when a finding is at or above this (default error)
  --allow-missing         exit 0 when no known webhook controller runs yet (first install through a PreSync gate)
  --config FILE           configuration (profiles, rule severities), as for check
  --no-color              plain text even on a terminal

Exit codes: 0 nothing at or above --fail-on, 1 findings (a permission the gate lacks is a finding,
gate-permission-missing, naming the Role rule to add), 2 usage error, or a cluster the gate cannot use at
all (unreachable, timed out, credentials refused).`;

export const DEFAULTS = { observe: '30s', probe: 24, timeout: '10s' } as const;

export async function clusterCommand(args: string[], io: CliIo): Promise<number> {
  return run(args, io);
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values: opts, positionals } = parse(args, {
    kubeconfig: { type: 'string' },
    context: { type: 'string' },
    namespace: { type: 'string', short: 'n' },
    'all-namespaces': { type: 'boolean', short: 'A' },
    observe: { type: 'string' },
    probe: { type: 'string' },
    timeout: { type: 'string' },
    ...REPORT_OPTIONS,
    config: { type: 'string' },
    'allow-missing': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (opts.help) {
    io.out(HELP + '\n');
    return EXIT.ok;
  }
  if (positionals.length) throw new InputError(`cluster takes no paths (got '${positionals[0]}'); use check for manifests`);
  if (opts.namespace && opts['all-namespaces']) throw new InputError('use either --namespace or --all-namespaces');
  const { parseDuration } = await import('../cluster/duration.js');
  const format = parseFormat(opts.format);
  const config = await loadConfig(io.cwd, opts.config);
  const failOn = parseFailOn(opts['fail-on'], config.failOn);
  const observeMs = parseDuration(opts.observe ?? DEFAULTS.observe, '--observe');
  const timeoutMs = parseDuration(opts.timeout ?? DEFAULTS.timeout, '--timeout');
  if (timeoutMs <= 0) throw new InputError('--timeout must be more than 0');
  const probe = parsePositiveInt('--probe', opts.probe) ?? DEFAULTS.probe;

  const { connect } = await import('../cluster/client.js');
  const { runCluster } = await import('../cluster/run.js');
  const client = await connect({ kubeconfig: opts.kubeconfig, context: opts.context, timeoutMs, env: io.env });
  const namespace = opts['all-namespaces'] ? undefined : opts.namespace;
  const started = Date.now();
  const result = await runCluster(client, {
    namespace, observeMs, probe, timeoutMs, config, allowMissing: opts['allow-missing'],
    log: (line) => io.err(`${line}\n`),
  });
  io.err(`checked ${result.workloads.length} workload(s), ${result.objects} objects at ${client.server} in ${((Date.now() - started) / 1000).toFixed(1)}s\n`);
  await writeReport(io, opts.output, render(result.findings, { format, color: useColor(io, format, opts), rules: ruleInfos(), failOn }));
  return result.findings.some((f) => atOrAbove(f.severity, failOn)) ? EXIT.findings : EXIT.ok;
}

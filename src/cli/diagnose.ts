import { loadConfig } from '../load/config.js';
import { atOrAbove } from '../core/finding.js';
import { render, renderChunks } from '../report/render.js';
import { ruleInfos } from '../rules/info.js';
import {
  counted,
  defineCommand,
  HELP_OPTION,
  notes,
  parseCommand,
  parseFailOn,
  parseFormat,
  printHelp,
  REPORT_OPTIONS,
  useColor,
  writeReport,
} from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import { type CliIo } from './io.js';

export const DIAGNOSE_SPEC = defineCommand({
  name: 'diagnose',
  usage: ['diagnose --audit-log FILE [options]', 'diagnose --prometheus URL [options]'],
  description: `The write-up's diagnosis from the API server's own records. With --audit-log: reads the API server's audit
log (audit.k8s.io/v1 Event JSON lines, level Metadata or higher; streamed, any size) and reports, for each
webhook configuration, CRD and APIService written in the log's window, its writes, the 409s among them, their
share of all 409s in the log, and each writer by user, user agent and source addresses (rule cabundle-writers).
With a kubeconfig (--kubeconfig, KUBECONFIG or in a pod), source addresses are mapped to pods and their
workload, and writers that do not hold the workload's leader-election Lease are named.
With --prometheus: runs the request breakdown by resource, verb and code on the two webhook configuration
resources against a Prometheus that scrapes the API server (for clusters whose audit log is out of reach).
JSON adds "writers" (or "requests" with --prometheus) to the report.`,
  operandHint: 'give the log with --audit-log FILE',
  options: {
    'audit-log': { type: 'string', arg: 'FILE', help: "the API server's audit log (--audit-log-path), JSON format" },
    prometheus: {
      type: 'string',
      arg: 'URL',
      help: 'a Prometheus HTTP API base URL, e.g. http://prometheus.monitoring:9090',
    },
    kubeconfig: { type: 'string', arg: 'FILE', help: 'map source addresses to pods and Leases with this kubeconfig' },
    context: { type: 'string', arg: 'NAME', help: 'kubeconfig context' },
    timeout: {
      type: 'string',
      arg: 'DURATION',
      help: 'limit for each API or Prometheus request (default 10s); an API server that misses it is not asked again',
    },
    ...REPORT_OPTIONS,
    ...HELP_OPTION,
  },
});

export async function diagnoseCommand(args: string[], io: CliIo): Promise<number> {
  const { values: opts } = parseCommand(DIAGNOSE_SPEC, args);
  if (opts.help) return printHelp(io, DIAGNOSE_SPEC);
  if (Boolean(opts['audit-log']) === Boolean(opts.prometheus))
    throw new InputError('diagnose needs exactly one of --audit-log FILE or --prometheus URL');
  const format = parseFormat(opts.format);
  const { parseDuration } = await import('../cluster/duration.js');
  const timeoutMs = parseDuration(opts.timeout ?? '10s', '--timeout');
  if (timeoutMs <= 0) throw new InputError('--timeout must be more than 0');
  const config = await loadConfig(io.cwd, opts.config);
  const failOn = parseFailOn(opts['fail-on'], config.failOn);
  const diagnose = await import('../cluster/diagnose.js');
  if (opts.prometheus) {
    if (!/^https?:\/\/[^/]/.test(opts.prometheus))
      throw new InputError(`--prometheus must be an http(s) URL (got '${opts.prometheus}')`);
    if (format !== 'text' && format !== 'json')
      throw new InputError('--prometheus reports rates, not findings: use --format text or json');
    const rates = await diagnose.queryPrometheus(opts.prometheus, timeoutMs);
    await writeReport(
      io,
      opts.output,
      format === 'text'
        ? ratesText(rates)
        : JSON.stringify(
            { ...JSON.parse(render([], { format: 'json', ...counted(format, { files: 0, resources: 0 }) })), ...rates },
            null,
            2,
          ) + '\n',
    );
    return EXIT.ok;
  }
  const reads = await clusterReads(opts, io, timeoutMs);
  const file = opts['audit-log']!;
  const { summary, findings } = await diagnose.diagnoseAuditLog(file, { config, reads });
  const note = notes(io, opts);
  note(
    `read ${summary.events} requests from ${file} (${summary.from ?? '?'} to ${summary.to ?? '?'}), ${summary.conflicts} answered 409; ` +
      `${summary.objects.length} caBundle holder(s) written${summary.skipped ? `; ${summary.skipped} line(s) that are not audit events skipped` : ''}` +
      (reads ? '; source addresses mapped to pods' : ''),
  );
  // The log is the one file read; the caBundle holders written in it are what was checked.
  const options = {
    format,
    color: useColor(io, format, opts),
    rules: ruleInfos(),
    failOn,
    ...counted(format, { files: 1, resources: summary.objects.length }),
  };
  await writeReport(
    io,
    opts.output,
    format === 'json'
      ? JSON.stringify({ ...JSON.parse(render(findings, options)), writers: diagnose.writersJson(summary) }, null, 2) +
          '\n'
      : renderChunks(findings, options),
  );
  return findings.some((f) => atOrAbove(f.severity, failOn)) ? EXIT.findings : EXIT.ok;
}

/** Pods and Leases through the kubeconfig, when one is given or found; none without. */
async function clusterReads(opts: { kubeconfig?: string; context?: string }, io: CliIo, timeoutMs: number) {
  const inCluster = Boolean(io.env.KUBERNETES_SERVICE_HOST);
  if (!opts.kubeconfig && !io.env.KUBECONFIG && !inCluster) return undefined;
  const { connect } = await import('../cluster/client.js');
  const client = await connect({ kubeconfig: opts.kubeconfig, context: opts.context, timeoutMs, env: io.env });
  return {
    pods: () => client.list('Pod', undefined),
    leases: (namespace: string) => client.list('Lease', namespace),
  };
}

function ratesText(r: {
  requests: Array<{ resource: string; verb: string; code: string; perSecond: number }>;
  conflictsPerSecond: number;
}): string {
  const lines = [`sum by (resource, verb, code) of the API server's request rate (5m) on the webhook configurations:`];
  if (!r.requests.length) lines.push('  no requests (or the Prometheus does not scrape the API server)');
  for (const x of r.requests)
    lines.push(`  ${x.resource.padEnd(34)} ${x.verb.padEnd(8)} ${x.code.padEnd(4)} ${x.perSecond.toFixed(3)}/s`);
  const conflicts = r.requests.filter((x) => x.code === '409').reduce((a, x) => a + x.perSecond, 0);
  lines.push(
    `409s on them: ${conflicts.toFixed(3)}/s of ${r.conflictsPerSecond.toFixed(3)}/s for the whole API server` +
      (r.conflictsPerSecond > 0 ? ` (${((100 * conflicts) / r.conflictsPerSecond).toFixed(1)}%)` : ''),
  );
  return lines.join('\n') + '\n';
}

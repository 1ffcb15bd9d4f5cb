import { checkCommand } from './check-command.js';
import { InputError, EXIT, isInputError } from '../core/errors.js';
import { type CliIo } from './io.js';
import { explainCommand, rulesCommand } from './rules-command.js';
import { printable } from '../core/printable.js';
import { likelyTypo } from '../core/nearest.js';
import { TOOL_NAME } from '../core/tool.js';
import { versionCommand } from './version.js';

/** Every command, in the order the usage lists them: the dispatch below, the did-you-mean and docs/cli.md read it. */
export const COMMANDS = [
  ['check [PATH...]', "lint manifests, folders, Helm values and rendered charts ('-' reads stdin)"],
  ['cert', 'verify a served certificate chain as the Kubernetes API server would'],
  ['cert generate', 'make a shared CA + serving certificate Secret and the env patch'],
  ['cert rotate', 'write the safe CA rotation of a Secret and its holders as three steps'],
  ['cluster', 'check the live cluster (read-only) and its webhook endpoints'],
  ['alerts', 'print a PrometheusRule for caBundle write wars and certificate expiry'],
  ['diagnose', "name the writers of caBundle holders from the API server's audit log"],
  ['serve', "export the live audit (every backend's TLS, caBundle churn) for Prometheus"],
  ['policy', 'print a ValidatingAdmissionPolicy that refuses the race inside the cluster'],
  ['rules', 'list the rules'],
  ['explain RULE', 'why a rule matters and how to fix it'],
  ['version', 'print the version'],
] as const;

const COMMAND_NAMES = [...new Set(COMMANDS.map(([c]) => c.split(' ')[0]!))];

export const USAGE = `Usage: ${TOOL_NAME} <command> [options]

Commands:
${COMMANDS.map(([c, what]) => `  ${c.padEnd(18)}  ${what}`).join('\n')}

Run '${TOOL_NAME} <command> --help' for a command's options.`;

/** Dispatches to a command. `check` is the hot path (a pre-commit hook): it is in the entry bundle; the rest load on demand. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'check':
        return await checkCommand(rest, io);
      case 'cert':
        return await (await import('./cert.js')).certCommand(rest, io);
      case 'cluster':
        return await (await import('./cluster.js')).clusterCommand(rest, io);
      case 'alerts':
        return await (await import('./alerts.js')).alertsCommand(rest, io);
      case 'diagnose':
        return await (await import('./diagnose.js')).diagnoseCommand(rest, io);
      case 'serve':
        return await (await import('./serve.js')).serveCommand(rest, io);
      case 'policy':
        return await (await import('./policy.js')).policyCommand(rest, io);
      case 'rules':
        return await rulesCommand(rest, io);
      case 'explain':
        return await explainCommand(rest, io);
      case 'version':
      case '--version':
        return await versionCommand(rest, io);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(USAGE + '\n');
        if (command !== undefined) return EXIT.ok;
        io.err(`${TOOL_NAME}: no command given (usage above)\n`);
        return EXIT.input;
      default:
        throw new InputError(`unknown command '${command}'${commandHint(command)}`);
    }
  } catch (e) {
    if (isInputError(e)) {
      io.err(`${TOOL_NAME}: ${printable(e.message)}\n`);
      return EXIT.input;
    }
    // An unexpected failure is still one line, never a stack (it could carry input text).
    io.err(`${TOOL_NAME}: internal error: ${firstLine(e)}\n`);
    if (io.env.WEBHOOK_CERT_GATE_DEBUG) io.err(`${(e as Error).stack ?? ''}\n`);
    return EXIT.internal;
  }
}

function commandHint(given: string): string {
  const near = likelyTypo(given, COMMAND_NAMES);
  return near ? `; did you mean ${near}?` : ` (try: ${COMMAND_NAMES.filter((c) => c !== 'version').join(', ')})`;
}

function firstLine(e: unknown): string {
  // A message that already names the tool (thrown deep inside) is not prefixed twice.
  const message = (e as { message?: unknown } | null | undefined)?.message;
  return printable(
    String(message ?? e)
      .split('\n')[0]!
      .replace(/^webhook-cert-gate: /, '')
      .slice(0, 300),
  );
}

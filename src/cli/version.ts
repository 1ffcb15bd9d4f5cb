import { EXIT } from '../core/errors.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/tool.js';
import { defineCommand, HELP_OPTION, parseCommand, PRINT_OPTIONS, printHelp, writeReport } from './args.js';
import type { CliIo } from './io.js';

export const VERSION_SPEC = defineCommand({
  name: 'version',
  usage: ['version [--format text|json] [-o FILE]'],
  description: `Prints the version; --format json prints {"tool": {"name", "version"}}, the tool member of every JSON report.`,
  options: { ...PRINT_OPTIONS, ...HELP_OPTION },
});

export async function versionCommand(args: string[], io: CliIo): Promise<number> {
  const { values: opts } = parseCommand(VERSION_SPEC, args);
  if (opts.help) return printHelp(io, VERSION_SPEC);
  const text =
    opts.format === 'json'
      ? JSON.stringify({ tool: { name: TOOL_NAME, version: TOOL_VERSION } }, null, 2) + '\n'
      : `${TOOL_VERSION}\n`;
  await writeReport(io, opts.output, text);
  return EXIT.ok;
}

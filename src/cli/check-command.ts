import path from 'node:path';
import { runCheck } from '../check.js';
import { gatherInputs as gather, type GatherContext, type Gathered } from '../gather.js';
import { describeFsError, displayPath, isInside, statIfAny } from '../load/files.js';
import { readByRender } from '../load/feeds.js';
import { applyBaseline, baselineText, parseBaseline, releasesOf } from '../report/baseline.js';
import { globMatcher, loadConfig, type Config } from '../load/config.js';
import { DEFAULT_KUBE_VERSION } from '../load/helm/chart.js';
import { atOrAbove, type Finding } from '../core/finding.js';
import { renderChunks } from '../report/render.js';
import { reportSubjects } from '../report/checked.js';
import { ruleInfos } from '../rules/info.js';
import {
  defineCommand,
  HELP_OPTION,
  notes,
  parseAt,
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

export const CHECK_SPEC = defineCommand({
  name: 'check',
  usage: ['check [PATH...] [options]'],
  operands: 'PATH...',
  description: `Reads manifests (files, folders recursively, '-' for stdin; YAML, multi-document YAML, JSON, kind: List).
A chart folder (Chart.yaml + values.yaml), or a file inside one, is checked through its values.
A kustomization folder is checked as kustomize renders it; a file that kustomizations in the repository
include (a patch, a base resource, a component) is checked through the outermost of them, and a values file
beside a chart's values.yaml through the chart: findings that concern the given files are reported.`,
  options: {
    filename: {
      type: 'string',
      short: 'f',
      multiple: true,
      arg: 'PATH',
      help: 'a manifest path, as kubectl spells it (repeatable)',
    },
    kustomize: {
      type: 'string',
      short: 'k',
      multiple: true,
      arg: 'DIR',
      help: 'render DIR (kustomize build, else kubectl kustomize) and check it (repeatable)',
    },
    values: { type: 'string', multiple: true, arg: 'FILE', help: 'Helm values file (repeatable; later files win)' },
    set: {
      type: 'string',
      multiple: true,
      arg: 'KEY=VALUE',
      help: 'Helm --set syntax: a.b=x, a[0].b=x, a\\.b=x, a={x,y}, k1=v1,k2=v2 (repeatable)',
    },
    'set-string': { type: 'string', multiple: true, arg: 'KEY=VALUE', help: 'as --set, every value a string' },
    chart: {
      type: 'string',
      arg: 'NAME|DIR',
      help: `the chart the values are for (a chart name from a profile's match.charts, a
profile name, or a chart folder); a chart folder among the PATHs needs none`,
    },
    helm: {
      type: 'string',
      arg: 'PATH|none',
      help: `helm to render chart folders with (default: $WEBHOOK_CERT_GATE_HELM, else helm
on PATH); none, or no helm, reads them through the values model`,
    },
    'kube-version': {
      type: 'string',
      arg: 'VER',
      help: `Kubernetes version helm renders for (default ${DEFAULT_KUBE_VERSION})`,
    },
    before: {
      type: 'string',
      multiple: true,
      arg: 'PATH',
      help: 'the state deployed now (repeatable): also judge the change from it to PATHs (rotation-* rules, docs/rotation.md)',
    },
    'before-ref': {
      type: 'string',
      arg: 'REF',
      help: 'the same PATHs as committed at git REF, as the state deployed now',
    },
    'changed-from': {
      type: 'string',
      arg: 'REF',
      help: `check the files changed since git REF (git diff REF...HEAD, and the working tree's changes) under
PATHs (default: the whole repository), each through the renders it feeds`,
    },
    ...REPORT_OPTIONS,
    'fail-if-nothing-checked': {
      type: 'boolean',
      help: 'exit 2 when the inputs hold no Kubernetes object (a wrong or empty path)',
    },
    strict: { type: 'boolean', help: 'refuse webhook-cert-gate.io/ignore-* annotation suppressions' },
    namespace: {
      type: 'string',
      short: 'n',
      arg: 'NS',
      help: 'namespace of objects that set none (default: default)',
    },
    at: { type: 'string', arg: 'RFC3339', help: 'evaluation time for certificate validity (default: now)' },
    'min-days': {
      type: 'string',
      arg: 'N',
      help: 'warn about certificates expiring within N days (default 30)',
    },
    'max-file-size': { type: 'string', arg: 'BYTES', help: 'largest input file read (default 33554432)' },
    'write-baseline': {
      type: 'string',
      arg: 'FILE',
      help: 'record the findings in FILE (by rule, object and field, never lines)',
    },
    baseline: { type: 'string', arg: 'FILE', help: 'report only findings not recorded in FILE, and count the others' },
    ...HELP_OPTION,
  },
});

/** The CLI's context for src/gather.ts: its notes go to stderr unless --quiet. */
export function gatherInputs(
  paths: string[],
  ctx: { opts: GatherContext['opts']; config: Config; io: CliIo; namespace: string },
): Promise<Gathered> {
  const { io, ...rest } = ctx;
  return gather(paths, { ...rest, cwd: io.cwd, env: io.env, note: notes(io, ctx.opts) });
}

export async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const { values: opts, positionals } = parseCommand(CHECK_SPEC, args);
  if (opts.help) return printHelp(io, CHECK_SPEC);
  const format = parseFormat(opts.format);
  const config = await loadConfig(io.cwd, opts.config);
  const failOn = parseFailOn(opts['fail-on'], config.failOn);
  const minDays = parsePositiveInt('--min-days', opts['min-days']);
  const maxFileSize = parsePositiveInt('--max-file-size', opts['max-file-size']);
  const named = [...positionals, ...(opts.filename ?? [])];
  const changedFrom = opts['changed-from'];
  const changed = changedFrom === undefined ? undefined : await changedPaths(changedFrom, named, io, config);
  const paths = changed ?? named;
  const helmFlags = Boolean(opts.values?.length || opts.set?.length || opts['set-string']?.length || opts.chart);
  if (!changed && !paths.length && !opts.kustomize?.length && !helmFlags) {
    throw new InputError(
      'check needs at least one PATH (a file, a folder, or - for stdin), --kustomize DIR, or --values with --chart',
    );
  }
  const ctx = { opts, config, io, namespace: opts.namespace ?? config.namespace ?? 'default' };
  const judgesChange = Boolean(opts.before?.length) || opts['before-ref'] !== undefined;
  const before = judgesChange
    ? await (
        await import('../before.js')
      ).deployedModels({
        before: opts.before,
        ref: opts['before-ref'],
        paths,
        values: opts.values,
        cwd: io.cwd,
        config,
        at: parseAt(opts.at),
        namespace: opts.namespace,
        gather: (p, cwd, values) =>
          gatherInputs(p, { ...ctx, opts: { ...opts, values: values ?? opts.values }, io: { ...io, cwd } }),
      })
    : undefined;
  const baseline = opts.baseline === undefined ? undefined : await readBaseline(io, opts.baseline);
  const { helm, errors, renders, ...inputs } = await gatherInputs(paths, ctx);

  const result = await runCheck({
    ...inputs,
    config: { ...config, ...(minDays !== undefined ? { minDays } : {}), ...(maxFileSize ? { maxFileSize } : {}) },
    cwd: io.cwd,
    readStdin: (maxBytes?: number) => io.readStdin(maxBytes), // check.ts passes the file size limit through
    at: parseAt(opts.at),
    strict: opts.strict || config.strict,
    namespace: opts.namespace,
    ...(helm ? { helm: { unread: helm.unread } } : {}),
    ...(before ? { before } : {}),
  });

  if (helm) result.stats.files += helm.files;
  result.errors.push(...errors);
  if (renders.some((r) => r.fedBy.length)) {
    // Renders checked for the files given: what concerns those files (docs/checking.md, Changed files).
    const { concerning } = await import('../changed.js');
    const given = new Set(paths.filter((p) => p !== '-').map((p) => path.resolve(io.cwd, p)));
    const kept = concerning(result.findings, {
      changed: given,
      renders,
      onlyChanged: false,
      models: result.models,
      cwd: io.cwd,
    });
    result.findings = kept.findings;
    if (kept.hidden)
      notes(
        io,
        opts,
      )(
        `webhook-cert-gate: ${kept.hidden} finding(s) of the renders the given files feed concern other files, not reported (check the render's folder to see them)`,
      );
  }
  const releases = releasesOf(result.models.values());
  if (opts['write-baseline'] !== undefined) await writeBaseline(io, opts['write-baseline'], result.findings, releases);
  const kept = baseline && applyBaseline(result.findings, baseline, releases);
  if (kept) result.findings = kept.findings;
  const color = useColor(io, format, opts);
  const report = renderChunks(result.findings, {
    format,
    color,
    rules: ruleInfos(),
    stats: result.stats,
    errors: result.errors,
    failOn,
    helm: helm?.mode,
    subjects: () => reportSubjects(result.models, config),
    ...(kept ? { baselined: kept.baselined } : {}),
  });
  await writeReport(io, opts.output, report);
  for (const e of result.errors) io.err(`webhook-cert-gate: ${e}\n`);
  // An unreadable file or folder is reported and the rest checked: exit 2 only when nothing could be. A path
  // named that does not exist (a typo) and a kustomization or chart that failed to render stay exit 2.
  const nothingChecked = !result.stats.resources && !result.findings.length;
  const missing = named.some((p) => p !== '-' && !statIfAny(path.resolve(io.cwd, p)));
  if (errors.length || missing || (result.errors.length && nothingChecked)) return EXIT.input;
  if (!result.stats.resources && !result.findings.length) {
    const what = changed
      ? `the files changed since ${changedFrom}${named.length ? ` under ${named.join(', ')}` : ''}`
      : [...paths, ...(opts.kustomize ?? []).map((d) => `--kustomize ${d}`)].join(', ') || 'the values given';
    if (opts['fail-if-nothing-checked']) {
      io.err(`webhook-cert-gate: no Kubernetes objects in ${what}: nothing was checked (--fail-if-nothing-checked)\n`);
      return EXIT.input;
    }
    notes(
      io,
      opts,
    )(
      `webhook-cert-gate: no Kubernetes objects in ${what}: nothing was checked, so --fail-on ${failOn} passes vacuously`,
    );
  }
  return result.findings.some((f) => atOrAbove(f.severity, failOn)) ? EXIT.findings : EXIT.ok;
}

/**
 * --changed-from REF: the files git says changed, under the PATHs given (default: everywhere), that exist and
 * that the check reads: manifests, and any file a render reads (a certificate file a secretGenerator reads).
 */
async function changedPaths(ref: string, under: readonly string[], io: CliIo, config: Config): Promise<string[]> {
  // Loaded only here and for given files that renders read: a check of plain files never loads it.
  const { changedSince } = await import('../changed.js');
  const files = await changedSince({
    cwd: io.cwd,
    ref,
    workingTree: true,
    name: '--changed-from',
    shallow:
      'The checkout is shallow: fetch the history (git fetch --unshallow) so the ref and the merge base are there.',
  });
  const roots = under.map((p) => path.resolve(io.cwd, p));
  const ignored = globMatcher(config.ignorePaths ?? []);
  const out: string[] = [];
  for (const file of files) {
    if (roots.length && !roots.some((r) => isInside(file, r))) continue;
    if (!statIfAny(file)?.isFile() || ignored(displayPath(file, io.cwd))) continue;
    if (MANIFEST_EXT.test(file) || (await readByRender(file))) out.push(displayPath(file, io.cwd));
  }
  return out;
}

const MANIFEST_EXT = /\.(ya?ml|json)$/i;

async function readBaseline(io: CliIo, file: string): Promise<ReturnType<typeof parseBaseline>> {
  try {
    // fs/promises only when a baseline is used: a plain check never loads it (docs/performance.md, Start-up).
    const { readFile } = await import('node:fs/promises');
    return parseBaseline(await readFile(path.resolve(io.cwd, file), 'utf8'), `--baseline ${file}`);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`--baseline ${file}: ${describeFsError(e as NodeJS.ErrnoException)}`);
  }
}

async function writeBaseline(io: CliIo, file: string, findings: Finding[], releases: Set<string>): Promise<void> {
  try {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.resolve(io.cwd, file), baselineText(findings, releases));
  } catch (e) {
    throw new InputError(`--write-baseline ${file}: ${describeFsError(e as NodeJS.ErrnoException)}`);
  }
}

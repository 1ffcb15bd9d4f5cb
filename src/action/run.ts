import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { runCheck, type CheckResult } from '../check.js';
import { InputError } from '../core/errors.js';
import { loadConfig, type Config } from '../load/config.js';
import { concerning } from '../changed.js';
import type { RenderInfo } from '../load/feeds.js';
import { loadProfiles } from '../load/profiles.js';
import { deployedModels } from '../before.js';
import { atOrAbove, summarize, type Finding, type Severity } from '../core/finding.js';
import { render, type HelmMode } from '../report/render.js';
import { applyBaseline, parseBaseline, releasesOf } from '../report/baseline.js';
import { describeFsError } from '../load/files.js';
import { ruleInfos } from '../rules/info.js';
import { ANNOTATIONS_PER_TYPE, annotate, bySeverity } from './annotate.js';
import { changedFiles } from './changed.js';
import { holderGraphs } from './graph.js';
import { gatherInputs } from '../gather.js';
import { readActionInputs, type ActionInputs } from './inputs.js';
import { skippedText, summaryMarkdown, type SummaryData } from './summary.js';

/** One Action step: check the workspace, report through the runner, fail when the gate says so. */
export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const inputs = readActionInputs(env);
  const config = await loadConfig(inputs.workspace, inputs.config);
  const failOn = inputs.failOn ?? config.failOn ?? 'error';
  // First, so a shallow checkout fails in a second rather than after the check.
  const changed = inputs.changedOnly ? await changedFiles(inputs.workspace, inputs.baseRef, env) : undefined;
  // The whole input is checked even with changed-only, so links across files (HPA, Secret, RBAC) stay right.
  const result = await checkWorkspace(inputs, config, env);
  const held = inputs.baseline === undefined ? undefined : await baselined(inputs, result);
  const reported = held?.findings ?? result.findings;
  // Findings of what the changed files feed: the same filter as check --changed-from (src/changed.ts).
  const concern = changed
    ? concerning(reported, {
        changed: changed.files,
        renders: result.renders,
        onlyChanged: true,
        models: result.models,
        cwd: inputs.workspace,
      })
    : undefined;
  const findings = bySeverity(concern ? concern.findings : reported);
  const failing = findings.filter((f) => atOrAbove(f.severity, failOn));
  const hidden = concern?.hidden ?? 0;

  logUntrusted(
    render(findings, { format: 'text', stats: result.stats, errors: result.errors, helm: result.helm }).trimEnd(),
  );
  if (changed) core.info(`changed-only: ${hidden} finding(s) in files not changed against the base were not reported.`);
  const annotations = inputs.annotations
    ? annotate(findings, failing.length > 0 || result.errors.length > 0)
    : undefined;
  const skipped = annotations ? skippedText(annotations) : '';
  if (skipped)
    core.info(
      `${skipped} not annotated: GitHub shows at most ${ANNOTATIONS_PER_TYPE} annotations per type per step; all are in the log above and the job summary.`,
    );
  setOutputs(findings, inputs.sarifFile ? await writeSarif(inputs, findings, result) : '');
  if (inputs.summary) {
    await writeSummary(
      {
        findings,
        failOn,
        annotations,
        stats: result.stats,
        errors: result.errors,
        changed: changed && { base: changed.base, files: changed.files.size, hidden },
        link: blobLink(env),
        graphs: holderGraphs(findings, result.models),
        notChecked: findings.filter((f) => f.rule === 'application-not-checked').map((f) => f.message),
        ...(held ? { baselined: held.held } : {}),
      },
      env,
    );
  }
  const reason = failureReason(failing, result.errors, failOn);
  if (reason) core.setFailed(reason);
}

/** The findings the baseline input does not hold, and those it does. */
async function baselined(inputs: ActionInputs, result: CheckResult) {
  const file = inputs.baseline!;
  const label = `input 'baseline' ${file}`;
  let text: string;
  try {
    text = await readFile(path.resolve(inputs.workspace, file), 'utf8');
  } catch (e) {
    throw new InputError(`${label}: ${describeFsError(e as NodeJS.ErrnoException)}`);
  }
  const held = applyBaseline(result.findings, parseBaseline(text, label), releasesOf(result.models.values()));
  core.info(`baseline ${file}: ${held.baselined} finding(s) held by it are not reported.`);
  return held;
}

async function checkWorkspace(
  inputs: ActionInputs,
  config: Config,
  env: NodeJS.ProcessEnv,
): Promise<CheckResult & { helm?: HelmMode; renders: RenderInfo[] }> {
  const { helm, errors, renders, ...gathered } = await gatherWorkspace(inputs, config, inputs.workspace, env);
  const before = inputs.rotation ? await deployedAtBase(inputs, config, env) : undefined;
  const result = await runCheck({
    ...gathered,
    profiles: gathered.profiles ?? (await loadProfiles(config.owners)),
    config,
    cwd: inputs.workspace,
    ...(helm ? { helm: { unread: helm.unread } } : {}),
    ...(before ? { before } : {}),
  });
  result.stats.files += helm?.files ?? 0;
  result.errors.push(...errors);
  return { ...result, renders, ...(helm?.mode ? { helm: helm.mode } : {}) };
}

/** As `check PATH... --values FILE` reads them (src/gather.ts): the Action has paths and values, no --set or --chart. */
function gatherWorkspace(inputs: ActionInputs, config: Config, cwd: string, env: NodeJS.ProcessEnv) {
  return gatherInputs(inputs.paths, {
    opts: { values: inputs.values },
    config,
    cwd,
    env,
    namespace: config.namespace ?? 'default',
    note: (line) => {
      core.info(line);
    },
    missingChart: "input 'values' needs its chart: add the chart folder (the one with Chart.yaml) to 'paths'",
  });
}

/** The same paths at the pull request's base, as the state deployed now (docs/rotation.md). */
async function deployedAtBase(inputs: ActionInputs, config: Config, env: NodeJS.ProcessEnv) {
  const ref = inputs.baseRef ?? (env.GITHUB_BASE_REF ? `origin/${env.GITHUB_BASE_REF}` : undefined);
  if (!ref)
    throw new InputError(
      "rotation needs input 'base-ref' (on pull_request events it defaults to origin/<base branch>)",
    );
  return deployedModels({
    ref,
    paths: inputs.paths,
    cwd: inputs.workspace,
    config,
    gather: async (paths, cwd) => {
      const { helm: _helm, renders: _renders, ...g } = await gatherWorkspace({ ...inputs, paths }, config, cwd, env);
      return g;
    },
  });
}

/** Manifest text can hold a line starting with `::`: stop the runner reading workflow commands from it. */
function logUntrusted(text: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}

async function writeSarif(
  inputs: ActionInputs,
  findings: readonly Finding[],
  result: { helm?: HelmMode; errors: readonly string[] },
): Promise<string> {
  const file = path.resolve(inputs.workspace, inputs.sarifFile!);
  const text = render(findings, { format: 'sarif', rules: ruleInfos(), helm: result.helm, errors: result.errors });
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  } catch (e) {
    throw new InputError(`input 'sarif-file': cannot write ${inputs.sarifFile}: ${(e as Error).message}`);
  }
  core.info(`SARIF written to ${file}`);
  return file;
}

function setOutputs(findings: readonly Finding[], sarifFile: string): void {
  const s = summarize(findings);
  core.setOutput('errors', s.error);
  core.setOutput('warnings', s.warning);
  core.setOutput('infos', s.info);
  core.setOutput('sarif-file', sarifFile);
}

async function writeSummary(data: SummaryData, env: NodeJS.ProcessEnv): Promise<void> {
  if (!env.GITHUB_STEP_SUMMARY) {
    core.info('GITHUB_STEP_SUMMARY is not set: no job summary written.');
    return;
  }
  await core.summary.addRaw(summaryMarkdown(data)).write();
}

/** Links into the repository at the checked commit, when the runner says which. */
function blobLink(env: NodeJS.ProcessEnv): ((file: string, line: number) => string | undefined) | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
  if (!server || !repo || !sha) return undefined;
  return (file, line) =>
    path.isAbsolute(file) || file.startsWith('<')
      ? undefined
      : `${server}/${repo}/blob/${sha}/${file.split('/').map(encodeURIComponent).join('/')}#L${line}`;
}

function failureReason(
  failing: readonly Finding[],
  errors: readonly string[],
  failOn: Severity | 'none',
): string | undefined {
  const parts: string[] = [];
  if (failing.length)
    parts.push(`${failing.length} finding(s) at or above fail-on '${failOn}' (fixes in the job summary and the log)`);
  if (errors.length) parts.push(`${errors.length} input(s) could not be read: ${errors.join('; ')}`);
  return parts.length ? `webhook-cert-gate: ${parts.join('; ')}` : undefined;
}

import path from 'node:path';
import { stat } from 'node:fs/promises';
import { InputError } from '../../core/errors.js';
import type { Config } from '../config.js';
import { displayPath } from '../files.js';
import type { Profile } from '../profiles.js';
import type { Resource } from '../../core/resource.js';
import type { Finding } from '../../core/finding.js';
import { knownCharts, profileForChart, readChart, type ChartDir } from './chart.js';
import { effectiveMapping, synthesize, type ValuesMapping } from './synthesize.js';
import { MergedValues, readValuesFile, type SetFlag, type ValueOrigin, type ValuesLayer } from './values.js';

export interface ValuesRequest {
  /** Chart folders found among the PATH arguments. */
  charts: ChartDir[];
  /** `--values` files, in order (later wins). */
  valuesFiles: readonly string[];
  /** `--set` and `--set-string`, in command-line order. */
  sets: readonly SetFlag[];
  /** `--chart`: a chart or profile name, or a chart folder. */
  chart?: string;
  config: Config;
  profiles: readonly Profile[];
  cwd: string;
  namespace: string;
}

export interface ValuesResult {
  resources: Resource[];
  /** One line each, for stderr: charts that are not of a known controller and were skipped. */
  notes: string[];
  /** Rewrites the env advice of writer findings on synthesized workloads into values keys. */
  adjust(findings: Finding[]): void;
}

const WRITER_RULES = new Set(['multi-replica-webhook-unshared-cert', 'webhook-cert-writer-implicit']);

/** The objects each chart (or the bare values, with --chart) would render, ready for runCheck's extraResources. */
export async function valuesResources(req: ValuesRequest): Promise<ValuesResult> {
  const files = await Promise.all(req.valuesFiles.map((f) => readValuesFile(f, req.cwd, 'file')));
  const userGiven = files.length > 0 || req.sets.length > 0;
  const charts = [...req.charts];
  let chartName = req.chart;
  if (chartName && (await isChartDir(path.resolve(req.cwd, chartName)))) {
    charts.push(await readChart(path.resolve(req.cwd, chartName), req.cwd));
    chartName = undefined;
  }
  const resources: Resource[] = [];
  const notes: string[] = [];
  const hints = new Map<string, string>();
  for (const chart of charts) {
    const profile = profileForChart(req.profiles, chartName ?? chart.name);
    if (!profile) {
      const where = displayPath(chart.dir, req.cwd) || '.';
      if (userGiven || chartName) throw new InputError(`chart '${chart.name}' (${where}) is not a chart of a known webhook controller (${knownCharts(req.profiles).join(', ')}); name its profile with --chart PROFILE`);
      notes.push(`chart '${chart.name}' (${where}) is not a known webhook controller chart; skipped (--chart PROFILE lints it as one)`);
      continue;
    }
    const chartLayer = chart.valuesFile ? await readValuesFile(chart.valuesFile, req.cwd, 'chart') : undefined;
    resources.push(...release(req, profile, chartLayer, files, displayPath(chart.dir, req.cwd) || '.', hints));
  }
  if (!charts.length && (userGiven || chartName)) {
    const profile = bareValuesProfile(req, chartName);
    resources.push(...release(req, profile, undefined, files, files[0]?.file ?? '--set', hints));
  }
  const adjust = (findings: Finding[]) => {
    for (const f of findings) {
      const hint = f.object && WRITER_RULES.has(f.rule) ? hints.get(objectKey(f.object)) : undefined;
      if (hint) f.fix = hint;
    }
  };
  return { resources, notes, adjust };
}

function release(
  req: ValuesRequest, profile: Profile, chart: ValuesLayer | undefined, files: ValuesLayer[], label: string, hints: Map<string, string>,
): Resource[] {
  const mapping = effectiveMapping(profile, req.config.values?.[profile.name]);
  if (!mapping.replicas && !mapping.host && !mapping.writer && !mapping.failurePolicy?.length) {
    throw new InputError(`profile '${profile.name}' has no Helm values mapping: add one under values: ${profile.name}: in .webhook-cert-gate.yaml (see docs/helm.md)`);
  }
  const values = new MergedValues(chart, files, req.sets);
  const first = chart ?? files[0];
  const fallback: ValueOrigin = first
    ? { file: first.file, line: 1, column: 1, note: `rendered by the ${profile.name} chart templates` }
    : { file: '--set', line: 1, column: 1 };
  const resources = synthesize({ profile, mapping, values, fallback, namespace: req.namespace, release: label });
  hints.set(objectKey(resources[0]!), writerFix(profile, mapping));
  return resources;
}

/** The writer advice in values terms, or how to get a value when the chart has none. */
function writerFix(profile: Profile, mapping: ValuesMapping): string {
  const secret = profile.defaults?.secretName ?? '<secret>';
  const writerValue = profile.writer?.secretValue ?? 'secret';
  if (mapping.writer && mapping.secretName) {
    return `set ${mapping.writer}: ${writerValue} and ${mapping.secretName}: ${secret} in your values, and provision that Secret once (webhook-cert-gate cert generate)`;
  }
  return `this chart has no value for ${profile.env.writer}/${profile.env.secretName}: add env ${profile.env.writer}=${writerValue} and ${profile.env.secretName}=${secret} to the manager (a chart fork or a post-renderer), map the values in .webhook-cert-gate.yaml (docs/helm.md), and provision that Secret once (webhook-cert-gate cert generate)`;
}

function objectKey(o: { kind: string; namespace?: string; name: string }): string {
  return `${o.kind}/${o.namespace ?? ''}/${o.name}`;
}

/** Values without a chart folder: --chart names the profile, or the one profile the config maps values for. */
function bareValuesProfile(req: ValuesRequest, chartName: string | undefined): Profile {
  if (chartName) {
    const p = profileForChart(req.profiles, chartName);
    if (!p) throw new InputError(`--chart ${chartName}: no profile matches (known charts: ${knownCharts(req.profiles).join(', ')}; or a profile name)`);
    return p;
  }
  const mapped = Object.keys(req.config.values ?? {});
  if (mapped.length === 1) {
    const p = req.profiles.find((x) => x.name === mapped[0]);
    if (p) return p;
  }
  throw new InputError('--values/--set need the chart: give the chart folder as a PATH, or --chart NAME (koordinator, kruise, ...)');
}

async function isChartDir(dir: string): Promise<boolean> {
  return (await stat(path.join(dir, 'Chart.yaml')).catch(() => undefined))?.isFile() ?? false;
}

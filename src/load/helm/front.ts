// The Helm front end, called by every surface (CLI check, GitHub Action): chart folders among the paths
// and Helm values become Resources. With helm at hand the chart is rendered (render.ts); without it, the
// values model builds the objects the profile says the chart renders (synthesize.ts).
import path from 'node:path';
import { InputError } from '../../core/errors.js';
import type { Config } from '../config.js';
import { displayPath, isInside, type InputText } from '../files.js';
import type { RenderInfo } from '../feeds.js';
import type { Profile } from '../profiles.js';
import type { Resource } from '../../core/resource.js';
import type { HelmResource } from './origin.js';
import {
  DEFAULT_KUBE_VERSION,
  isChartFolder,
  knownCharts,
  profileForChart,
  readChart,
  type ChartDir,
} from './chart.js';
import { effectiveMapping, envKeys, hasMapping, mappedKeys, TEMPLATE_NOTE, type ValuesMapping } from './mapping.js';
import { renderChart } from './render.js';
import { synthesize } from './synthesize.js';
import { findHelm, HELM_ENV, type HelmTool } from './tool.js';
import { templateReads, unreadValues, type UnreadValue } from './unread.js';
import { MergedValues, readValuesFile, type SetFlag, type ValueOrigin, type ValuesLayer } from './values.js';

export interface HelmRequest {
  /** The PATH arguments as splitChartPaths splits them: chart folders, and the rest left as manifests. */
  inputs: { manifests: string[]; charts: ChartDir[] };
  /** `--values` files, in order (later wins). */
  valuesFiles: readonly string[];
  /** `--set` and `--set-string`, in command-line order. */
  sets: readonly SetFlag[];
  /** Values written inline (an application's helm.values): read after the files, by helm from `file`. */
  inline?: readonly { layer: ValuesLayer; file: string }[];
  /** The release name helm renders (default: the chart's name). */
  releaseName?: string;
  /** Render the chart's crds/ folder too (helm template --include-crds). */
  includeCrds?: boolean;
  /** `--chart`: a chart or profile name, or a chart folder. */
  chart?: string;
  config: Config;
  profiles: readonly Profile[];
  cwd: string;
  namespace: string;
  /** `--helm PATH|none`; else WEBHOOK_CERT_GATE_HELM, else helm on PATH. */
  helm?: string;
  kubeVersion?: string;
  env: NodeJS.ProcessEnv;
  /** The surface's own words for values given without their chart (it knows its flag or input names). */
  missingChart: string;
}

/** Which front end made the chart objects, for the report (text footer, JSON tool.helm, SARIF run properties). */
export interface HelmMode {
  mode: 'render' | 'values';
  /** helm's version, in render mode. */
  helm?: string;
  /** Why the values model was used. */
  reason?: string;
}

export interface HelmInputs {
  manifests: string[];
  /** Objects of the values model. */
  resources: Resource[];
  /** Charts rendered by helm. */
  sources: InputText[];
  /** One line each, for stderr: charts that are not of a known controller and were skipped. */
  notes: string[];
  /** Undefined when no chart folder or Helm value was given. */
  mode?: HelmMode;
  /** Files read for the charts (values files, values.yaml, rendered templates), for the summary count. */
  files: number;
  /** Values given with --values/--set that no template (or, without a chart folder, no mapping) reads. */
  unread: UnreadValue[];
  /** Each chart's release, as the changed-files filter sees it. */
  renders: RenderInfo[];
}

export async function helmInputs(req: HelmRequest): Promise<HelmInputs> {
  const manifests = req.inputs.manifests;
  const charts = [...req.inputs.charts];
  const inline = req.inline ?? [];
  const userGiven = req.valuesFiles.length > 0 || req.sets.length > 0 || inline.length > 0;
  let chartName = req.chart;
  if (chartName && isChartFolder(path.resolve(req.cwd, chartName))) {
    charts.push(await readChart(path.resolve(req.cwd, chartName), req.cwd));
    chartName = undefined;
  }
  if (!charts.length && !userGiven && !chartName)
    return { manifests, resources: [], sources: [], notes: [], files: 0, unread: [], renders: [] };
  const given = [
    ...(await Promise.all(req.valuesFiles.map((f) => readValuesFile(f, req.cwd, 'file')))),
    ...inline.map((i) => i.layer),
  ];
  const out: HelmInputs = {
    manifests,
    resources: [],
    sources: [],
    notes: [],
    files: req.valuesFiles.length,
    unread: [],
    renders: [],
  };
  const helm = charts.length ? await findHelm(req.helm, req.env) : undefined;
  out.mode = helm
    ? { mode: 'render' }
    : {
        mode: 'values',
        reason: !charts.length
          ? 'no chart folder to render'
          : (req.helm ?? req.env[HELM_ENV]) === 'none'
            ? 'helm disabled'
            : 'helm not found',
      };
  for (const chart of charts) {
    const label = displayPath(chart.dir, req.cwd) || '.';
    // A values file beside values.yaml (values-prod.yaml) is its own release, named after it.
    const own = chart.values ? [await readValuesFile(chart.values, req.cwd, 'file')] : [];
    const scope = own.length ? `${label} with ${path.basename(chart.values!)}` : label;
    const files = [...given, ...own];
    const profile = profileForChart(req.profiles, chartName ?? chart.name);
    if (!profile && !helm) {
      if (userGiven || chartName)
        throw new InputError(
          `chart '${chart.name}' (${label}) is not a chart of a known webhook controller (${knownCharts(req.profiles).join(', ')}); name its profile with --chart PROFILE, or install helm to render it`,
        );
      out.notes.push(
        `chart '${chart.name}' (${label}) is not a known webhook controller chart; skipped (helm renders any chart; --chart PROFILE lints it as one)`,
      );
      continue;
    }
    const chartLayer = chart.valuesFile ? await readValuesFile(chart.valuesFile, req.cwd, 'chart') : undefined;
    if (chartLayer) out.files++;
    out.files += own.length;
    const release = { req, profile, chartLayer, files, label };
    if (userGiven || own.length) out.unread.push(...(await unreadInChart(release, chart)));
    if (helm) {
      const { source, templates } = await rendered(release, chart, helm);
      out.sources.push({ ...source, scope }); // each release is its own scope
      out.files += templates - 1; // the render itself is counted as one input already
    } else {
      out.resources.push(...synthesized({ ...release, profile: profile! }).map((r) => ({ ...r, scope })));
    }
    out.renders.push(chartRender(chart, scope, req));
  }
  if (helm) out.mode.helm = (await helm.version) || helm.path;
  if (!charts.length) {
    const profile = bareValuesProfile(req, chartName);
    const label = given[0]?.file ?? '--set';
    out.resources.push(
      ...synthesized({ req, profile, chartLayer: undefined, files: given, label }).map((r) => ({ ...r, scope: label })),
    );
    const values = new MergedValues(undefined, given, req.sets);
    out.unread.push(
      ...unreadValues(
        values,
        { paths: mappedKeys(mappingOf(req, profile), values) },
        chartName ?? profile.name,
        'mapping',
      ),
    );
  }
  return out;
}

/** A release reads every file of its chart and its values files; a change to any may change any object. */
function chartRender(chart: ChartDir, scope: string, req: HelmRequest): RenderInfo {
  const values = new Set([
    ...req.valuesFiles.map((f) => path.resolve(req.cwd, f)),
    ...(chart.values ? [chart.values] : []),
  ]);
  const reads = (file: string) => values.has(file) || isInside(file, chart.dir);
  return { scope, reads, decides: reads, fedBy: chart.fedBy ?? [] };
}

/** Given values no template of the chart reads: the templates decide, in both modes, whatever a mapping says. */
async function unreadInChart(r: Release, chart: ChartDir): Promise<UnreadValue[]> {
  return unreadValues(
    new MergedValues(r.chartLayer, r.files, r.req.sets),
    await templateReads(chart.dir),
    r.label,
    'templates',
  );
}

interface Release {
  req: HelmRequest;
  profile: Profile | undefined;
  chartLayer: ValuesLayer | undefined;
  files: ValuesLayer[];
  label: string;
}

function mappingOf(req: HelmRequest, profile: Profile): ValuesMapping {
  const mapping = effectiveMapping(profile, req.config.values?.[profile.name]);
  if (!hasMapping(mapping)) {
    throw new InputError(
      `profile '${profile.name}' has no Helm values mapping: add one under values: ${profile.name}: in .webhook-cert-gate.yaml (see docs/helm.md)`,
    );
  }
  return mapping;
}

async function rendered(r: Release, chart: ChartDir, helm: HelmTool) {
  const mapping = r.profile ? mappingOf(r.req, r.profile) : undefined;
  return renderChart({
    helm,
    chart,
    label: r.label,
    mapping,
    values: new MergedValues(r.chartLayer, r.files, r.req.sets),
    // An inline layer is read by helm from the file written for it.
    valuesFiles: r.files.map((f) => r.req.inline?.find((i) => i.layer === f)?.file ?? path.resolve(r.req.cwd, f.file)),
    sets: r.req.sets,
    releaseName: r.req.releaseName,
    includeCrds: r.req.includeCrds,
    namespace: r.req.namespace,
    kubeVersion: r.req.kubeVersion ?? DEFAULT_KUBE_VERSION,
    ...(r.profile && mapping ? { extra: { envValues: envKeys(r.profile, mapping) } } : {}),
  });
}

function synthesized(r: Release & { profile: Profile }): HelmResource[] {
  const mapping = mappingOf(r.req, r.profile);
  const values = new MergedValues(r.chartLayer, r.files, r.req.sets);
  const first = r.chartLayer ?? r.files[0];
  const fallback: ValueOrigin = first
    ? { file: first.file, line: 1, column: 1, note: TEMPLATE_NOTE }
    : { file: '--set', line: 1, column: 1 };
  const resources = synthesize({
    profile: r.profile,
    mapping,
    values,
    fallback,
    namespace: r.req.namespace,
    release: r.label,
  });
  const envValues = envKeys(r.profile, mapping);
  return resources.map((x) => ({ ...x, envValues }));
}

/** Values without a chart folder: --chart names the profile, or the one profile the config maps values for. */
function bareValuesProfile(req: HelmRequest, chartName: string | undefined): Profile {
  if (chartName) {
    const p = profileForChart(req.profiles, chartName);
    if (!p)
      throw new InputError(
        `--chart ${chartName}: no profile matches (known charts: ${knownCharts(req.profiles).join(', ')}; or a profile name)`,
      );
    return p;
  }
  const mapped = Object.keys(req.config.values ?? {});
  if (mapped.length === 1) {
    const p = req.profiles.find((x) => x.name === mapped[0]);
    if (p) return p;
  }
  throw new InputError(req.missingChart);
}

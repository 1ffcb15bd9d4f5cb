// Flux Kustomizations and HelmReleases read as their controllers render them (docs/checking.md#applications):
// - kustomize-controller v1.9.4 (fluxcd/kustomize-controller, internal/controller/kustomization_controller.go
//   KustomizationReconciler.generate and .build) with fluxcd/pkg kustomize v1.35.4 (kustomize_generator.go
//   Generator.GenerateManifest: targetNamespace, namePrefix, nameSuffix, patches, images and components over the
//   folder's kustomization, or over one it writes listing the folder's manifests, findOrGenerateKustomization and
//   scanManifests; kustomize_varsub.go SubstituteVariables: postBuild.substitute and substituteFrom, `${var}`);
// - helm-controller v1.6.3 (fluxcd/helm-controller, api/v2 HelmRelease.GetReleaseName and GetReleaseNamespace)
//   with fluxcd/pkg chartutil v1.27.1 (values.go ChartValuesFromReferences: each valuesFrom in order, a targetPath
//   as a --set, spec.values last); spec.chart.spec.valuesFiles replace the chart's values.yaml (source-controller
//   v1.9.1 packages their merge as the chart's defaults: replacedDefaults).
// A source is this checkout when its GitRepository's url names one of its remotes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arr, get, isObj, str, type Obj, type PathSegment } from '../../core/object.js';
import { dataOf } from '../../core/data.js';
import type { Resource } from '../../core/resource.js';
import { isInside, statIfAny } from '../files.js';
import { kustomizationFile } from '../kustomize-graph.js';
import { load } from 'js-yaml';
import { setLayer, type ValuesLayer } from '../helm/values.js';
import { mergeValues } from '../helm/merge.js';
import { elsewhere, inlineLayer, localRoot, placeIn, walkFiles, type PlanContext } from './argocd.js';
import type { AppPlan, HelmPlan, KustomizePlan, Skipped } from './types.js';

/** GitRepository and settings objects found so far, by `<namespace>/<name>`. */
export interface FluxObjects {
  gitRepositories: Map<string, Resource>;
  /** ConfigMaps and Secrets of the inputs, for valuesFrom and substituteFrom, by `<kind>/<namespace>/<name>`. */
  data: Map<string, Resource>;
}

/**
 * A Kustomization writes what it builds back at every interval (server-side apply with forced ownership); a
 * HelmRelease upgrades when its inputs change, and corrects drift only when told to (the GitOps writer model:
 * policies/owners/flux-*.yaml). helm-controller labels what it renders with the HelmRelease (its origin labels:
 * internal/postrender common_renderer.go originLabels, v1.6.3).
 */
function app(r: Resource, namespace: string): AppPlan {
  return {
    id: `flux/${r.kind}/${r.namespace}/${r.name}`,
    resource: r,
    namespace,
    sources: [],
    skipped: [],
    uses: [],
    deploys: true,
    ...(r.kind === 'HelmRelease'
      ? { labels: { 'helm.toolkit.fluxcd.io/name': r.name, 'helm.toolkit.fluxcd.io/namespace': r.namespace } }
      : {}),
  };
}

/** The checkout root the object's source is, or why it is not. */
function sourceRoot(
  ref: unknown,
  at: PathSegment[],
  r: Resource,
  flux: FluxObjects,
  ctx: PlanContext,
): string | Skipped {
  const kind = str(get(ref, 'kind')) ?? '';
  const name = str(get(ref, 'name')) ?? '';
  const ns = str(get(ref, 'namespace')) || r.namespace;
  if (kind !== 'GitRepository')
    return { why: `its source is the ${kind || 'unnamed'} ${ns}/${name}, not a git repository`, path: at };
  const repo = flux.gitRepositories.get(`${ns}/${name}`);
  if (!repo) return { why: `its GitRepository ${ns}/${name} is not among the inputs`, path: at };
  const url = str(get(repo.body, 'spec', 'url')) ?? '';
  return localRoot(url, ctx.checkout) ?? elsewhere(url, at, ctx.checkout);
}

export function fluxKustomization(r: Resource, flux: FluxObjects, ctx: PlanContext): AppPlan {
  const spec = isObj(r.body.spec) ? r.body.spec : {};
  const out = app(r, str(spec.targetNamespace) || r.namespace);
  const root = sourceRoot(spec.sourceRef, ['spec', 'sourceRef'], r, flux, ctx);
  if (typeof root !== 'string') {
    out.skipped.push(root);
    return out;
  }
  const dir = path.resolve(root, str(spec.path) ?? './');
  if (!isInside(dir, root) || !statIfAny(dir)?.isDirectory()) {
    out.skipped.push({
      why: `its path ${str(spec.path) ?? './'} is not a folder of this checkout`,
      path: ['spec', 'path'],
    });
    return out;
  }
  const plan: KustomizePlan = { type: 'kustomize', dir, overlay: kustomizeFields(spec, dir) };
  if (!kustomizationFile(dir)) plan.generated = scanManifests(dir, root);
  const vars = substitutions(spec, r, flux);
  if ('why' in vars) out.skipped.push(vars);
  else if (vars.size) plan.substitute = vars;
  out.sources.push(plan);
  out.uses.push(dir, ...(plan.generated ?? []));
  return out;
}

function kustomizeFields(spec: Obj, dir: string): Obj | undefined {
  const o: Obj = {};
  if (str(spec.targetNamespace)) o.namespace = spec.targetNamespace;
  if (str(spec.namePrefix)) o.namePrefix = spec.namePrefix;
  if (str(spec.nameSuffix)) o.nameSuffix = spec.nameSuffix;
  if (arr(spec.patches).length) o.patches = arr(spec.patches);
  const images = arr(spec.images).filter(isObj);
  if (images.length) o.images = images;
  const components = arr(spec.components).filter((c): c is string => typeof c === 'string');
  const present =
    spec.ignoreMissingComponents === true ? components.filter((c) => statIfAny(path.resolve(dir, c))) : components;
  if (present.length) o.components = present.map((c) => path.resolve(dir, c));
  const meta = isObj(spec.commonMetadata) ? spec.commonMetadata : {};
  if (isObj(meta.labels)) o.labels = [{ pairs: meta.labels, includeSelectors: false }];
  if (isObj(meta.annotations)) o.commonAnnotations = meta.annotations;
  return Object.keys(o).length ? o : undefined;
}

/** The folder's manifests as Flux lists them in the kustomization it writes (scanManifests). */
function scanManifests(dir: string, root: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const file of walkFiles(dir, root, true)) {
    // A subfolder with a kustomization is one resource, not descended into.
    let folder = path.dirname(file);
    let nested: string | undefined;
    for (; folder !== dir && isInside(folder, dir); folder = path.dirname(folder))
      if (kustomizationFile(folder)) nested = folder;
    if (nested) {
      if (!seen.has(nested)) out.push(nested);
      seen.add(nested);
    } else if (/\.ya?ml$/.test(file)) out.push(file);
  }
  return out;
}

/** postBuild variables: substituteFrom (ConfigMaps and Secrets among the inputs) in order, then substitute. */
function substitutions(spec: Obj, r: Resource, flux: FluxObjects): Map<string, string> | Skipped {
  const vars = new Map<string, string>();
  const from = arr(get(spec, 'postBuild', 'substituteFrom'));
  for (let i = 0; i < from.length; i++) {
    const ref = from[i];
    const kind = str(get(ref, 'kind')) ?? '';
    const name = str(get(ref, 'name')) ?? '';
    const data = dataOf(flux.data.get(`${kind}/${r.namespace}/${name}`));
    if (!data) {
      if (get(ref, 'optional') === true) continue;
      return {
        why: `its post-build variables come from ${kind} ${r.namespace}/${name}, which is not among the inputs`,
        path: ['spec', 'postBuild', 'substituteFrom', i],
      };
    }
    for (const [k, v] of Object.entries(data)) vars.set(k, v.replace(/\n/g, ''));
  }
  const inline = get(spec, 'postBuild', 'substitute');
  if (isObj(inline))
    for (const [k, v] of Object.entries(inline)) if (typeof v === 'string') vars.set(k, v.replace(/\n/g, ''));
  return vars;
}

/** fluxcd/pkg/envsubst on one text: ${var}, ${var:-x}, ${var-x}, ${var:=x}, ${var=x}; `$$` is a dollar. */
export function substitute(text: string, vars: ReadonlyMap<string, string>): string {
  return text.replace(
    /\$\$|\$\{([_A-Za-z][_A-Za-z0-9]*)(?:(:?[-=])([^}]*))?\}/g,
    (whole, name?: string, op?: string, def?: string) => {
      if (!name) return '$';
      const v = vars.get(name);
      if (op === undefined) return v ?? '';
      const empty = op.startsWith(':') ? !v : v === undefined;
      return empty ? (def ?? '') : v!;
    },
  );
}

export function fluxHelmRelease(r: Resource, flux: FluxObjects, ctx: PlanContext): AppPlan {
  const spec = isObj(r.body.spec) ? r.body.spec : {};
  const target = str(spec.targetNamespace);
  const out = app(r, target || r.namespace);
  if (spec.chartRef !== undefined) {
    const ref = `${str(get(spec, 'chartRef', 'kind')) ?? ''} ${str(get(spec, 'chartRef', 'name')) ?? ''}`.trim();
    out.skipped.push({
      why: `its chart comes from the ${ref}, an artifact the gate does not fetch`,
      path: ['spec', 'chartRef'],
    });
    return out;
  }
  const chart = isObj(get(spec, 'chart', 'spec')) ? (get(spec, 'chart', 'spec') as Obj) : {};
  const ref = chart.sourceRef;
  if (str(get(ref, 'kind')) === 'HelmRepository') {
    out.skipped.push({
      why: `its chart ${str(chart.chart) ?? ''}${str(chart.version) ? ` ${str(chart.version)}` : ''} comes from the HelmRepository ${str(get(ref, 'name')) ?? ''}`,
      path: ['spec', 'chart', 'spec', 'sourceRef'],
    });
    return out;
  }
  const root = sourceRoot(ref, ['spec', 'chart', 'spec', 'sourceRef'], r, flux, ctx);
  if (typeof root !== 'string') {
    out.skipped.push(root);
    return out;
  }
  const dir = path.resolve(root, str(chart.chart) ?? '.');
  if (!isInside(dir, root) || !statIfAny(path.join(dir, 'Chart.yaml'))?.isFile()) {
    out.skipped.push({
      why: `its chart ${str(chart.chart) ?? ''} is not a chart folder of this checkout`,
      path: ['spec', 'chart', 'spec', 'chart'],
    });
    return out;
  }
  const files = arr(chart.valuesFiles)
    .filter((f): f is string => typeof f === 'string')
    .map((f) => path.resolve(root, f));
  const missing = files.find((f) => !statIfAny(f)?.isFile());
  if (missing) {
    out.skipped.push({
      why: `its values file ${path.relative(root, missing)} does not exist`,
      path: ['spec', 'chart', 'spec', 'valuesFiles'],
    });
    return out;
  }
  const layers = valuesLayers(spec, r, flux);
  if ('why' in layers) {
    out.skipped.push(layers);
    return out;
  }
  const replaced = files.length ? replacedDefaults(dir, files, r) : undefined;
  if (replaced) layers.unshift(replaced);
  const plan: HelmPlan = {
    type: 'helm',
    dir,
    valueFiles: files,
    inline: layers,
    sets: [],
    releaseName: str(spec.releaseName) || (target ? `${target}-${r.name}` : r.name),
    namespace: target || r.namespace,
    includeCrds: str(get(spec, 'install', 'crds')) !== 'Skip',
  };
  out.sources.push(plan);
  out.uses.push(dir, ...files);
  return out;
}

/**
 * valuesFiles replace the chart's values.yaml, merged in order (source-controller v1.9.1
 * internal/helm/chart/builder_local.go mergeFileValues, OverwriteChartDefaultValues): a key of values.yaml that
 * no file holds is gone. As a values layer: that key set to null, which helm's coalesce takes as removing it.
 */
function replacedDefaults(dir: string, files: readonly string[], r: Resource): ValuesLayer | undefined {
  const read = (file: string): Obj => {
    try {
      const v = load(readFileSync(file, 'utf8'));
      return isObj(v) ? v : {};
    } catch {
      return {};
    }
  };
  const merged = files.reduce<Obj>((acc, f) => mergeValues(acc, read(f)), {});
  const nulls = (defaults: Obj, kept: Obj): Obj => {
    const out: Obj = {};
    for (const [k, v] of Object.entries(defaults)) {
      if (!(k in kept)) out[k] = null;
      else if (isObj(v) && isObj(kept[k])) {
        const below = nulls(v, kept[k]);
        if (Object.keys(below).length) out[k] = below;
      }
    }
    return out;
  };
  const values = nulls(read(path.join(dir, 'values.yaml')), merged);
  if (!Object.keys(values).length) return undefined;
  return { kind: 'file', values, file: r.doc.file, place: placeIn(r, ['spec', 'chart', 'spec', 'valuesFiles'], false) };
}

/** valuesFrom in order, then spec.values: each a values layer pointing where it is written. */
function valuesLayers(spec: Obj, r: Resource, flux: FluxObjects): ValuesLayer[] | Skipped {
  const out: ValuesLayer[] = [];
  const refs = arr(spec.valuesFrom);
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    const kind = str(get(ref, 'kind')) ?? '';
    const name = str(get(ref, 'name')) ?? '';
    const key = str(get(ref, 'valuesKey')) || 'values.yaml';
    const at: PathSegment[] = ['spec', 'valuesFrom', i];
    const holder = flux.data.get(`${kind}/${r.namespace}/${name}`);
    const text = dataOf(holder)?.[key];
    if (text === undefined) {
      if (get(ref, 'optional') === true) continue;
      return {
        why: `its values come from ${kind} ${r.namespace}/${name} (key ${key}), which is not among the inputs`,
        path: at,
      };
    }
    const target = str(get(ref, 'targetPath'));
    // Values kept in a ConfigMap point there; a Secret's are not shown, so they point at the reference.
    const shown = holder!.kind === 'ConfigMap' ? holder! : r;
    const place = placeIn(shown, holder!.kind === 'ConfigMap' ? ['data', key] : at, false);
    if (target) {
      const quoted = /^(['"]).*\1$/s.test(text);
      const flag = {
        text: `${target}=${quoted ? text.slice(1, -1) : text}`,
        asString: quoted || get(ref, 'literal') === true,
      };
      out.push({ ...setLayer(flag), kind: 'file', file: shown.doc.file, place });
      continue;
    }
    let values: unknown;
    try {
      values = load(text);
    } catch {
      return { why: `its values in ${kind} ${r.namespace}/${name} (key ${key}) do not parse`, path: at };
    }
    if (isObj(values)) out.push({ kind: 'file', values, file: shown.doc.file, place });
  }
  if (isObj(spec.values)) out.push(inlineLayer(r, spec.values, ['spec', 'values']));
  return out;
}

/** The ConfigMaps and Secrets a Flux object reads (`<kind>/<namespace>/<name>`), to look for among the inputs. */
export function dataRefs(r: Resource): string[] {
  const spec = r.body.spec;
  const refs = [...arr(get(spec, 'valuesFrom')), ...arr(get(spec, 'postBuild', 'substituteFrom'))];
  return refs.flatMap((ref) => {
    const kind = str(get(ref, 'kind'));
    const name = str(get(ref, 'name'));
    return kind && name ? [`${kind}/${r.namespace}/${name}`] : [];
  });
}

// Argo CD and Flux as the map of a repository (docs/checking.md#applications): the applications found among
// the inputs are rendered as their engines render them, each its own scope, and the files they use are not
// read again on their own. Until an input names a GitOps API group, only the search below runs: the planners
// (plan.ts, with the Helm values code) are imported then. fs.promises, not node:fs/promises (files.ts says why).
import { readFileSync, promises as fsp } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isObj, str, type Obj } from '../../core/object.js';
import { InputError } from '../../core/errors.js';
import { printable } from '../../core/printable.js';
import type { Resource } from '../../core/resource.js';
import type { Config } from '../config.js';
import { parseDocuments } from '../documents.js';
import { displayPath, isInside, listInputs, readOne, statIfAny, type InputText, type ListedFile } from '../files.js';
import { renderKustomization } from '../kustomize.js';
import { loadOwners } from '../owners.js';
import { loadProfiles, type Profile } from '../profiles.js';
import type { HelmMode } from '../helm/front.js';
import { isKustomizationFile, type RenderInfo } from '../feeds.js';
import type { UnreadValue } from '../helm/unread.js';
import type { FluxObjects, PlanContext } from './plan.js';
import { checkoutOf } from './git.js';
import type {
  AppPlan,
  ApplicationEvidence,
  DeployedResource,
  Deployer,
  HelmPlan,
  KustomizePlan,
  NotChecked,
  SourcePlan,
} from './types.js';

export type { ApplicationEvidence } from './types.js';

/** API groups whose objects say how a repository is deployed. */
const GITOPS_GROUPS = ['argoproj.io', 'toolkit.fluxcd.io'];

export interface GitopsRequest {
  paths: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  config: Config;
  /** Namespace of objects that set none. */
  namespace: string;
  /** Display paths never read (ignorePaths). */
  ignored: (file: string) => boolean;
  maxFileBytes: number;
  helm?: string;
  kubeVersion?: string;
  /**
   * With files given (check FILE..., a changed-files run): whether an application rendering from these files or
   * folders (absolute) is fed by them; the others are neither rendered nor reported.
   */
  feeds?: (uses: readonly string[]) => boolean;
}

export interface HelmOutcome {
  mode?: HelmMode;
  files: number;
  unread: UnreadValue[];
}

/** The applications of the inputs, rendered. */
export class Applications {
  /** One input per rendered source, scoped to its application. */
  readonly sources: InputText[] = [];
  /** Objects of charts read through the values model (no helm), scoped to their application. */
  readonly resources: Resource[] = [];
  /** What each application's render reads, for the filter of what concerns given files (load/feeds.ts). */
  readonly renders: RenderInfo[] = [];
  /** Sources that could not be rendered, one line each. */
  readonly errors: string[] = [];
  /** Lines for stderr (a chart of no known controller, skipped). */
  readonly notes: string[] = [];
  helm: HelmOutcome | undefined;
  private readonly used = new Set<string>();
  private readonly apps = new Map<string, AppPlan>();
  private readonly notChecked: NotChecked[] = [];
  private readonly scanned = new Set<string>();
  private readonly settings = new Map<string, Resource>();
  private readonly flux: FluxObjects = { gitRepositories: new Map(), data: new Map() };
  private profiles: Profile[] | undefined;

  private constructor(
    private readonly planners: typeof import('./plan.js'),
    private readonly req: GitopsRequest,
    private readonly ctx: PlanContext,
    private readonly settingsNames: readonly string[],
    /** Every manifest file under the paths, for the ConfigMaps and Secrets a Flux object reads. */
    private readonly listed: readonly ListedFile[],
  ) {}

  /**
   * Finds the applications among the files under `req.paths` and renders each (`apps` undefined when there are
   * none). The files read on the way are handed on (`prefetched`), so the manifest reader does not read them again.
   */
  static async find(req: GitopsRequest): Promise<{ apps?: Applications; prefetched: Map<string, string> }> {
    const names = await settingsNames(req.config);
    const { texts, listed, prefetched } = await candidateFiles(req, names);
    if (!texts.length) return { prefetched };
    const checkout = await checkoutOf(req.cwd, req.env);
    const ctx = { checkout, cwd: req.cwd, namespace: req.namespace, revision: checkout?.head ?? '' };
    const apps = new Applications(await import('./plan.js'), req, ctx, names, listed);
    await apps.add(texts, req.namespace);
    return apps.apps.size || apps.settings.size ? { apps, prefetched } : { prefetched };
  }

  /** Applications in renders made elsewhere (a kustomization or chart no application uses). */
  async alsoIn(texts: readonly InputText[]): Promise<void> {
    const found = texts.filter((t) => GITOPS_GROUPS.some((g) => t.text.includes(g)));
    if (found.length) await this.add(found, this.req.namespace);
  }

  /** A file or folder (display path) an application renders from: it is checked as part of it, not again alone. */
  uses(file: string): boolean {
    return this.used.has(path.resolve(this.req.cwd, file));
  }

  evidence(): ApplicationEvidence {
    const checked = new Set([...this.apps.values()].filter((a) => a.sources.length).map((a) => a.id));
    return { checked, notChecked: this.notChecked };
  }

  private async add(texts: readonly InputText[], namespace: string): Promise<void> {
    const found: Resource[] = [];
    for (const t of texts) found.push(...this.scan(t, namespace));
    await this.findData(found.flatMap((r) => (r.apiVersion.includes('fluxcd.io/') ? this.planners.dataRefs(r) : [])));
    const fresh: AppPlan[] = [];
    for (const app of this.settle(found)) {
      if (this.apps.has(app.id) || (this.req.feeds && !this.req.feeds(app.uses))) continue;
      this.apps.set(app.id, app);
      fresh.push(app);
      for (const file of app.uses) this.used.add(file);
      for (const s of app.skipped)
        this.notChecked.push({ application: app.id, why: s.why, resource: app.resource, path: s.path });
    }
    for (const app of fresh) await this.render(app);
  }

  /**
   * GitOps objects in one input (each document once), indexing on the way what they read: the engines'
   * settings ConfigMaps, Flux GitRepositories, and ConfigMaps and Secrets (valuesFrom, substituteFrom).
   */
  private scan(t: InputText, namespace: string): Resource[] {
    const out: Resource[] = [];
    for (const parsed of parseDocuments(t.file, t.text)) {
      const key = `${t.file}#${parsed.doc.index}`;
      if (parsed.error || this.scanned.has(key) || !isObj(parsed.value)) continue;
      this.scanned.add(key);
      const plain = resourceOf(parsed.value, parsed.doc, namespace);
      if (!plain) continue;
      // A rendered object points through the render's source map (kustomize's origins, Helm's values).
      const r = t.decorate ? t.decorate(plain) : plain;
      if (r.kind === 'ConfigMap' || r.kind === 'Secret') {
        this.flux.data.set(`${r.kind}/${r.namespace}/${r.name}`, r);
        if (this.settingsNames.includes(r.name)) this.settings.set(r.name, r);
      } else if (r.kind === 'GitRepository' && r.apiVersion.startsWith('source.toolkit.fluxcd.io/'))
        this.flux.gitRepositories.set(`${r.namespace}/${r.name}`, r);
      else if (GITOPS_GROUPS.some((g) => r.apiVersion.split('/')[0]!.endsWith(g))) out.push(r);
    }
    return out;
  }

  /** ConfigMaps and Secrets not yet seen, looked for in the files under the paths that name them. */
  private async findData(refs: readonly string[]): Promise<void> {
    const missing = refs.filter((ref) => !this.flux.data.has(ref));
    if (!missing.length) return;
    const names = missing.map((ref) => ref.split('/')[2]!);
    for (const item of this.listed) {
      try {
        const input = await readOne(item.path, item.display, this.req.maxFileBytes, item.regular);
        if (names.some((n) => input.text.includes(n))) this.scan(input, this.req.namespace);
      } catch {
        // the manifest reader reports an unreadable file
      }
    }
  }

  private plan(r: Resource): AppPlan[] {
    const p = this.planners;
    const group = r.apiVersion.split('/')[0];
    if (group === 'argoproj.io' && r.kind === 'Application') return [p.argoApplication(r, this.ctx)];
    if (group === 'argoproj.io' && r.kind === 'ApplicationSet') {
      const { apps, skipped } = p.applicationSet(r, this.ctx);
      if (!skipped.length) return apps;
      const id = `argocd/ApplicationSet/${r.namespace}/${r.name}`;
      return [...apps, { id, resource: r, namespace: r.namespace, sources: [], skipped, uses: [], deploys: false }];
    }
    if (group === 'kustomize.toolkit.fluxcd.io' && r.kind === 'Kustomization')
      return [p.fluxKustomization(r, this.flux, this.ctx)];
    if (group === 'helm.toolkit.fluxcd.io' && r.kind === 'HelmRelease')
      return [p.fluxHelmRelease(r, this.flux, this.ctx)];
    return [];
  }

  /**
   * The applications of the objects found. One kept in a file that a directory source deploys lands in that
   * source's destination namespace (when it sets none), which is part of its id: planned again with it. One kept
   * in a file that another application renders through kustomize is taken from that render (as transformed).
   */
  private settle(found: readonly Resource[]): AppPlan[] {
    const planned = found.map((r) => ({ r, apps: this.plan(r) }));
    const destination = new Map<string, string>();
    const rendered = new Set<string>();
    for (const app of [...this.apps.values(), ...planned.flatMap((p) => p.apps)]) {
      for (const s of app.sources) {
        if (s.type === 'directory') for (const f of s.files) destination.set(f, app.namespace);
        if (s.type === 'kustomize') for (const f of s.generated ?? []) rendered.add(f);
      }
    }
    return planned.flatMap(({ r, apps }) => {
      const file = path.resolve(this.req.cwd, r.doc.file);
      if (rendered.has(file)) return [];
      const ns = destination.get(file);
      return !ns || ns === r.namespace || hasNamespace(r.body) ? apps : this.plan({ ...r, namespace: ns });
    });
  }

  private async render(app: AppPlan): Promise<void> {
    const deployer: Deployer | undefined = app.deploys
      ? { id: app.id, resource: app.resource, settings: this.settings }
      : undefined;
    const decorate = (inner?: (r: Resource) => Resource) => (r: Resource) => {
      const out = inner ? inner(r) : r;
      if (out.namespace !== '' && !hasNamespace(out.body)) out.namespace = app.namespace;
      if (deployer) (out as DeployedResource).deployedBy = deployer;
      if (app.labels) addLabels(out, app.labels);
      return out;
    };
    const reads = new Set<string>();
    const charts: string[] = [];
    for (const source of app.sources) {
      try {
        const { texts, read } = await this.renderSource(app, source, (r) =>
          this.resources.push({ ...decorate()(r), scope: app.id }),
        );
        if (source.type === 'helm') charts.push(source.dir);
        for (const f of read) reads.add(f);
        for (const t of texts) this.sources.push({ ...t, scope: app.id, decorate: decorate(t.decorate) });
        // An app of apps: the applications its render holds (each document is read once).
        await this.add(
          texts.filter((t) => GITOPS_GROUPS.some((g) => t.text.includes(g))),
          app.namespace,
        );
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        this.errors.push(printable(`${app.id}: ${e.message}`));
      }
    }
    const inChart = (file: string) => charts.some((dir) => isInside(file, dir));
    this.renders.push({
      scope: app.id,
      reads: (file) => reads.has(file) || inChart(file),
      decides: (file) => isKustomizationFile(file) || inChart(file),
      fedBy: [],
    });
  }

  /** The inputs a source renders to, and the files it reads (a chart: its value files; its folder is counted apart). */
  private async renderSource(
    app: AppPlan,
    source: SourcePlan,
    modelled: (r: Resource) => void,
  ): Promise<{ texts: InputText[]; read: Iterable<string> }> {
    const { cwd } = this.req;
    switch (source.type) {
      case 'directory': {
        const texts = await Promise.all(
          source.files.map((f) => readOne(f, displayPath(f, cwd), this.req.maxFileBytes, true)),
        );
        return { texts, read: source.files };
      }
      case 'kustomize': {
        const { input, reads } = await this.renderFolder(source);
        return { texts: [input], read: reads };
      }
      case 'helm':
        return { texts: await this.renderChart(app, source, modelled), read: source.valueFiles };
    }
  }

  private async renderFolder(k: KustomizePlan): Promise<{ input: InputText; reads: ReadonlySet<string> }> {
    const overlay = k.overlay || k.generated ? { fields: k.overlay, resources: k.generated } : undefined;
    const { source, reads } = await renderKustomization(
      k.dir,
      { paths: [], cwd: this.req.cwd, env: this.req.env },
      false,
      overlay,
    );
    if (!k.substitute) return { input: source, reads };
    // Per object, as Flux substitutes each resource; one marked `substitute: disabled` is left as it is.
    const docs = source.text.split(/^---\n/m);
    const vars = k.substitute;
    const text = docs.map((d) =>
      /kustomize\.toolkit\.fluxcd\.io\/substitute:\s*disabled/.test(d) ? d : this.planners.substitute(d, vars),
    );
    return { input: { ...source, text: text.join('---\n') }, reads };
  }

  /** Through the Helm front end, as `check CHART --values ... --set ...` would, with the engine's release name. */
  private async renderChart(app: AppPlan, h: HelmPlan, modelled: (r: Resource) => void): Promise<InputText[]> {
    const { helmInputs } = await import('../helm/front.js');
    const { readChart } = await import('../helm/chart.js');
    const { cwd, env, config } = this.req;
    this.profiles ??= await loadProfiles(config.owners);
    const temp = h.inline.length ? await fsp.mkdtemp(path.join(tmpdir(), 'wcg-values-')) : undefined;
    try {
      const inline = await Promise.all(
        h.inline.map(async (layer, i) => {
          const file = path.join(temp!, `values-${i}.yaml`);
          await fsp.writeFile(file, JSON.stringify(layer.values));
          return { layer, file };
        }),
      );
      const out = await helmInputs({
        inputs: { manifests: [], charts: [await readChart(h.dir, cwd)] },
        valuesFiles: h.valueFiles,
        sets: h.sets,
        inline,
        releaseName: h.releaseName,
        includeCrds: h.includeCrds,
        config,
        profiles: this.profiles,
        cwd,
        namespace: h.namespace,
        helm: this.req.helm,
        kubeVersion: this.req.kubeVersion,
        env,
        missingChart: `${app.id}: no chart`,
      });
      this.notes.push(...out.notes);
      this.helm = {
        mode: this.helm?.mode ?? out.mode,
        files: (this.helm?.files ?? 0) + out.files,
        unread: [...(this.helm?.unread ?? []), ...out.unread],
      };
      for (const r of out.resources) modelled(r);
      return out.sources;
    } finally {
      if (temp) await fsp.rm(temp, { recursive: true, force: true });
    }
  }
}

/** The ConfigMaps the owner catalogue's GitOps entries read their settings from. */
async function settingsNames(config: Config): Promise<string[]> {
  const owners = await loadOwners(config.owners);
  return owners
    .flatMap((o) => [o.gitops?.settings?.configMap, o.gitops?.applicationNamespaces?.configMap])
    .filter((n): n is string => Boolean(n));
}

/**
 * Files under the paths that may hold a GitOps object or an engine's settings (a text search, before any parse),
 * and the text of every file read, by absolute path.
 */
async function candidateFiles(
  req: GitopsRequest,
  names: readonly string[],
): Promise<{ texts: InputText[]; listed: ListedFile[]; prefetched: Map<string, string> }> {
  const words = [...GITOPS_GROUPS, ...names];
  const items = await listInputs(
    req.paths.filter((p) => p !== '-'),
    { cwd: req.cwd, readStdin: () => Promise.resolve(''), maxFileBytes: req.maxFileBytes, ignored: req.ignored },
  );
  const texts: InputText[] = [];
  const listed: ListedFile[] = [];
  const prefetched = new Map<string, string>();
  for (const item of items) {
    // A pipe or device is read once, by the manifest reader.
    if (!('path' in item) || (!item.regular && !statIfAny(item.path)?.isFile())) continue;
    listed.push(item);
    const text = readIfSmall(item.path, req.maxFileBytes);
    if (text === undefined) continue;
    prefetched.set(item.path, text);
    if (words.some((w) => text.includes(w))) texts.push({ file: item.display, text });
  }
  return { texts, listed, prefetched };
}

/** A regular file's text, or undefined when the manifest reader must say why not (unreadable, too big, binary). */
function readIfSmall(file: string, maxBytes: number): string | undefined {
  try {
    const bytes = readFileSync(file);
    return bytes.length <= maxBytes && !bytes.includes(0) ? bytes.toString('utf8') : undefined;
  } catch {
    return undefined;
  }
}

/** An object of a document, as the model would make it (the loader may not use the model: docs/development.md). */
function resourceOf(value: Obj, doc: Resource['doc'], namespace: string): Resource | undefined {
  if (typeof value.kind !== 'string' || typeof value.apiVersion !== 'string') return undefined;
  const meta = isObj(value.metadata) ? value.metadata : {};
  return {
    apiVersion: value.apiVersion,
    kind: value.kind,
    name: str(meta.name) ?? '',
    namespace: str(meta.namespace) || namespace,
    body: value,
    doc,
    base: [],
  };
}

function hasNamespace(body: Obj): boolean {
  const meta = body.metadata;
  return isObj(meta) && typeof meta.namespace === 'string' && meta.namespace !== '';
}

/** The controller's labels on the object, over the chart's own (as its post-renderer leaves them). */
function addLabels(r: Resource, labels: Record<string, string>): void {
  const meta = r.body.metadata;
  if (!isObj(meta)) return;
  meta.labels = { ...(isObj(meta.labels) ? meta.labels : {}), ...labels };
}

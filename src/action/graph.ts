// The job summary's picture of each caBundle holder with a finding: who writes its caBundle, and who serves the
// certificate it must trust (the Service it calls, the workloads behind it, the Secret they mount and who writes
// that). A Mermaid graph, which GitHub renders in Markdown.
import type { Finding } from '../core/finding.js';
import type { Resource } from '../core/resource.js';
import { get, str } from '../core/object.js';
import { effectiveState, type EffectiveCaBundle, type Owner } from '../effective/index.js';
import { POD_WORKLOAD_KINDS, type Model } from '../model/model.js';
import { servicesSelecting } from '../model/webhooks.js';
import { replicasOf } from '../model/workload.js';

/** Graphs past this many are counted, not drawn: a summary is read, not scrolled. */
export const MAX_GRAPHS = 10;

interface Holder {
  resource: Resource;
  entries: EffectiveCaBundle[];
  /** Every object the picture shows, by `kind/namespace/name`: a finding on any of them draws it. */
  shows: Set<string>;
}

/** Markdown: one Mermaid graph per holder that has a finding on it or on what writes or serves it. */
export function holderGraphs(findings: readonly Finding[], models: ReadonlyMap<string, Model>): string[] {
  const drawn: string[] = [];
  let more = 0;
  for (const [scope, model] of models) {
    const found = new Set(
      findings
        .filter((f) => f.object && (f.scope === undefined || f.scope === scope))
        .map((f) => key(f.object!.kind, f.object!.namespace ?? '', f.object!.name)),
    );
    if (!found.size) continue;
    for (const h of holders(model)) {
      if (![...h.shows].some((k) => found.has(k))) continue;
      if (drawn.length >= MAX_GRAPHS) more++;
      else drawn.push(mermaid(model, h, models.size > 1 ? scope : undefined));
    }
  }
  if (!drawn.length) return [];
  const tail = more ? [`_${more} more holder(s) with findings not drawn._`, ''] : [];
  return ['### Who writes and who serves each caBundle', '', ...drawn, ...tail];
}

function holders(model: Model): Holder[] {
  const out = new Map<Resource, Holder>();
  for (const cb of effectiveState(model).caBundles) {
    const r = cb.entry.holder;
    const h = out.get(r) ?? { resource: r, entries: [], shows: new Set([keyOf(r)]) };
    h.entries.push(cb);
    for (const o of writersOf(cb)) h.shows.add(keyOf(o.resource));
    for (const w of backends(model, cb)) h.shows.add(keyOf(w));
    if (cb.serving) h.shows.add(keyOf(cb.serving.secret));
    out.set(r, h);
  }
  return [...out.values()];
}

function writersOf(cb: EffectiveCaBundle): Owner[] {
  const render = cb.webhook?.renderOwner;
  return [...cb.caBundleOwners, ...(render ? [render] : [])];
}

/** The workloads whose pods the entry's Service selects. */
function backends(model: Model, cb: EffectiveCaBundle): Resource[] {
  const s = cb.entry.service;
  const service = s && model.get('Service', s.namespace, s.name);
  if (!service) return [];
  return POD_WORKLOAD_KINDS.flatMap((kind) =>
    model.ofKind(kind).filter((w) => servicesSelecting(model, w).includes(service)),
  );
}

/** One graph: nodes get short ids; an edge between the same two nodes names every entry it stands for. */
function mermaid(model: Model, h: Holder, scope: string | undefined): string {
  const ids = new Map<string, string>();
  const nodes: string[] = [];
  const edges = new Map<string, { from: string; to: string; verb: string; entries: Set<string> }>();
  const node = (k: string, label: string, shape: Shape = 'box') => {
    let id = ids.get(k);
    if (!id) {
      id = `n${ids.size}`;
      ids.set(k, id);
      const [open, close] = SHAPES[shape];
      nodes.push(`  ${id}${open}"${escape(label)}"${close}`);
    }
    return id;
  };
  const edge = (from: string, verb: string, to: string, entry?: string) => {
    const e = edges.get(`${from}>${to}>${verb}`) ?? { from, to, verb, entries: new Set<string>() };
    if (entry) e.entries.add(entry);
    edges.set(`${from}>${to}>${verb}`, e);
  };
  const workload = (r: Resource) => node(keyOf(r), workloadLabel(model, r));
  const holder = node(keyOf(h.resource), title(h.resource));
  for (const cb of h.entries) {
    const name = cb.entry.name;
    const writers = writersOf(cb);
    const written = str(get(cb.entry.holder.body, ...cb.entry.caBundlePath));
    if (!writers.length)
      edge(
        node('manifest', written ? 'caBundle as written' : 'nobody (caBundle empty)', 'round'),
        'sets caBundle',
        holder,
        name,
      );
    for (const o of writers) edge(owner(node, model, o), 'writes caBundle', holder, name);
    const s = cb.entry.service;
    const target = s
      ? node(key('Service', s.namespace, s.name), `Service ${s.namespace}/${s.name}`)
      : node(`url:${cb.entry.url ?? ''}`, cb.entry.url ?? 'no address');
    edge(holder, 'calls', target, name);
    const rewriter = cb.webhook?.rewrittenBy?.workload.resource;
    const servers = rewriter ? [rewriter] : backends(model, cb);
    for (const w of servers) edge(target, 'served by', workload(w));
    const serving = cb.serving;
    if (!serving) continue;
    const secret = node(keyOf(serving.secret), `Secret ${serving.secret.namespace}/${serving.secret.name}`, 'store');
    for (const w of servers) edge(secret, 'mounted by', workload(w));
    edge(owner(node, model, serving.owner), 'writes', secret);
  }
  const all = h.entries.length;
  const lines = [...edges.values()].map((e) => {
    const which = e.entries.size && e.entries.size < all ? ` ${entriesText([...e.entries])}` : '';
    return `  ${e.from} -- "${escape(e.verb + which)}" --> ${e.to}`;
  });
  const caption = `**${escapeText(title(h.resource))}**${scope ? ` (${escapeText(scope)})` : ''}`;
  return [caption, '', '```mermaid', 'graph LR', ...nodes, ...lines, '```', ''].join('\n');
}

type Shape = 'box' | 'round' | 'store';
const SHAPES: Record<Shape, [string, string]> = { box: ['[', ']'], round: ['([', '])'], store: ['[(', ')]'] };

function owner(node: (k: string, label: string, shape?: Shape) => string, model: Model, o: Owner): string {
  const r = o.resource;
  const pods = (POD_WORKLOAD_KINDS as readonly string[]).includes(r.kind);
  return node(keyOf(r), pods ? `${o.label}, ${replicasText(model, r)}` : o.label, 'round');
}

function workloadLabel(model: Model, r: Resource): string {
  return `${title(r)}, ${replicasText(model, r)}`;
}

function replicasText(model: Model, r: Resource): string {
  const n = replicasOf(model, r).max;
  return r.kind === 'DaemonSet' ? 'one pod per node' : `${n} replica${n === 1 ? '' : 's'}`;
}

/** At most three entry names, then how many more. */
function entriesText(names: string[]): string {
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} +${names.length - 3}` : names.join(', ');
}

function title(r: Resource): string {
  return `${r.kind} ${r.namespace ? `${r.namespace}/` : ''}${r.name}`;
}

function keyOf(r: Resource): string {
  return key(r.kind, r.namespace, r.name);
}

function key(kind: string, namespace: string, name: string): string {
  return `${kind}/${namespace}/${name}`;
}

/** Mermaid quoted labels: no double quotes, no Markdown or HTML from manifest text. */
function escape(text: string): string {
  return text
    .replace(/"/g, '#quot;')
    .replace(/[<>]/g, (c) => (c === '<' ? '#lt;' : '#gt;'))
    .replace(/\r?\n/g, ' ');
}

function escapeText(text: string): string {
  return text.replace(/[<>|*_`[\]]/g, (c) => `\\${c}`);
}

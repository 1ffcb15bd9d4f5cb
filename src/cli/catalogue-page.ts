// docs/controllers.md: one row per controller-model entry, generated from
// policies/ by `npm run docs`, so the table cannot drift from what the rules read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeRange } from '../core/version.js';
import { BUILT_IN, settingName } from '../effective/settings.js';
import { FALSE_VALUES, TRUE_VALUES } from '../model/args.js';
import { SHIPPED_LIBRARIES } from '../generated/owners.js';
import { citedOwners, type CatalogueEntry } from '../load/owners.js';
import type { OwnerCitation, OwnerCondition, OwnerDocument, OwnerHolder, OwnerSetting } from '../generated/types.js';
import { imageRepo, mostPreciseMatch } from '../model/pod.js';
import { chartLines, RENDERS } from './chart-table.js';
import { cell as escape } from './docs.js';

/** The real renders the tests check, where an entry's images appear (test/fixtures, relative to the repository). */
const FIXTURE_FOLDERS = [RENDERS, 'test/fixtures/owners', 'test/fixtures/real-world'];

interface Row {
  name: string;
  entry: string;
  what: string;
  recognised: string[];
  caBundle: string[];
  serving: string[];
  off: string[];
  reload: string;
  read: string[];
  /** The annotation keys that make it write (an injector's). */
  keys: string[];
}

const code = (s: string) => `\`${s}\``;
const cell = (parts: readonly string[]) => escape(parts.join('; ') || '—');

function setting(s: OwnerSetting): string {
  const fallback = s.default === undefined ? '' : s.default || '""';
  const name = settingName(s);
  if (name === BUILT_IN) return fallback;
  return `${name}${fallback ? ` (default ${fallback})` : ''}`;
}

function condition(c: OwnerCondition): string {
  if (c.set) return `${setting(c.setting)} set`;
  const values = [...(c.in ?? []), ...(c.prefixes ?? []).map((p) => `${p}…`)];
  const spells = (bools: readonly string[]) => values.length === bools.length && bools.every((b) => values.includes(b));
  const bool = spells(TRUE_VALUES) ? 'true' : spells(FALSE_VALUES) ? 'false' : undefined;
  return `${setting(c.setting)} = ${bool ?? values.join(' or ')}`;
}

function holder(h: OwnerHolder): string {
  const labels =
    h.labels &&
    `labelled ${Object.entries(h.labels)
      .map(([k, v]) => code(`${k}=${v}`))
      .join(', ')}`;
  const annotated = h.annotated && `annotated ${h.annotated.map(code).join(', ')}`;
  const labelFrom = h.labelFrom && `labelled ${code(h.labelFrom.label)} = ${setting(h.labelFrom.setting)}`;
  const name =
    h.names?.join(', ') ??
    ([labels, annotated, labelFrom].filter(Boolean).join(' and ') ||
      (h.name ? (h.nameFormat ?? '{}').replace('{}', `<${setting(h.name)}>`) : 'every'));
  const entries =
    h.entries === 'first' ? ' (webhooks[0])' : h.entries === 'same-name' ? ' (the entry named as it)' : '';
  return `${h.kind} ${name}${entries}`;
}

/** A lineage configuration name: its env (with the binary's default), or the default alone. */
function named(env: string | undefined, fallback: string | undefined): string | undefined {
  return env ? `<env ${env}${fallback ? ` (default ${fallback})` : ''}>` : fallback;
}

function versions(cites: readonly OwnerCitation[]): string[] {
  return [...new Set(cites.map((c) => `${c.repo}@${c.ref}`))];
}

function ownerRow(o: CatalogueEntry): Row {
  const c = o.controller;
  const l = o.lineage;
  const d = l?.defaults ?? {};
  const m = o.match ?? {};
  const images = m.images ?? [];
  const recognised = [
    ...images.map((i) => `image ${code(i)}`),
    ...(m.workloadNames ?? []).map((n) => `workload ${code(n)}`),
    ...(m.charts ?? []).map((n) => `chart ${code(n)}`),
    ...(m.envAny ? [`env ${m.envAny.map(code).join(', ')} with corroboration`] : []),
    ...(o.annotations ?? []).map((a) => `annotation ${code(a.key)}`),
    ...(o.renderer?.labels ?? []).map((l) => `label ${code(l.value ? `${l.key}=${l.value}` : l.key)}`),
    ...(o.gitops ? [`${o.gitops.kind} (${o.gitops.apiGroup})`] : []),
    ...(o.mountedSecret ? ['a chart that renders and mounts its TLS Secret'] : []),
  ];
  const caBundle = [
    ...(c?.writes ?? []).map(holder),
    ...[named(l?.env?.mutatingName, d.mutatingName), named(l?.env?.validatingName, d.validatingName)].filter(
      (n): n is string => Boolean(n),
    ),
    ...(c?.webhooks ?? []).filter((h) => h.caBundle).map((h) => `entries ${h.names.join(', ')}`),
    ...(o.annotations?.length ? ['every entry of an annotated holder'] : []),
    ...(o.job ? [`the configurations ${o.job.flags.webhookName} names`] : []),
    ...(o.renderer ? ['the caBundle it renders, at each upgrade'] : []),
    ...(o.gitops?.driftCorrection
      ? [
          `the same, at each drift correction (${o.gitops.driftCorrection.path} ${o.gitops.driftCorrection.values.join(' or ')}; unless ignored)`,
        ]
      : o.gitops
        ? ['the caBundle in git, at each sync (unless ignored and respected)']
        : []),
  ];
  const serving = [
    ...(c
      ? [
          (c.certificate ?? '') +
            (c.secretName
              ? ` (Secret ${setting(c.secretName)}${c.secretNamespace ? ` in ${setting(c.secretNamespace)}` : ''}${c.createsSecret === false ? ', which it only fills: the install renders it' : c.createsSecret ? ', which it creates' : ''})`
              : '') +
            (c.roots
              ? ` (root: the first of ${c.roots.map((r) => r.mount ?? r.description).join(', ')} that applies, else its namespace's own)`
              : ''),
        ]
      : []),
    ...(l
      ? [`per pod (fs writer) or ${d.secretName ? `Secret ${d.secretName}` : 'a shared Secret'} (Secret writer)`]
      : []),
    ...(o.job?.creates ? [`a new CA at each run: ${o.job.creates.existing}`] : []),
    ...(o.mountedSecret ? ['the rendered Secret'] : []),
    ...(o.certificate ? [`${o.certificate.kind} ${o.certificate.secretNameField}`] : []),
  ];
  const off = [
    ...(c?.disabledWhen ?? []).map(condition),
    ...(c?.enabledWhen ?? []).map((e) => `unless ${condition(e)}`),
    ...(c?.leaderElection ? [`leader-elected: ${setting(c.leaderElection.setting)}`] : []),
    ...(l?.externalCertsFeatureGate
      ? [`${l.featureGatesArg ?? '--feature-gates'}=${l.externalCertsFeatureGate}=true`]
      : []),
  ];
  return {
    name: o.name,
    entry: `[${o.name}](../${o.source})`,
    what: [o.description, ...(o.embeds ?? []).map((l) => `embeds ${libraryLink(l)}`)].join('; '),
    recognised,
    caBundle,
    serving,
    off,
    reload: o.reload
      ? [o.reload.mode, ...(o.reload.modes ?? []).map((m) => `${m.mode} when ${condition(m.when)}`)].join('; ')
      : '',
    read: [
      ...versions([...(o.cites ?? []), ...(o.reload?.source ?? [])]),
      ...(c?.versions ? [`certain for tags ${describeRange(c.versions)}`] : []),
    ],
    keys: (o.annotations ?? []).map((a) => a.key),
  };
}

/** A library's link (policies/libraries). */
function libraryLink(name: string): string {
  const source = SHIPPED_LIBRARIES.find((l) => l.name === name)?.source;
  return source ? `[${name}](../${source})` : name;
}

/** One row per library: what it decides for every controller that embeds it, and who does. */
function libraryLines(owners: readonly OwnerDocument[]): string[] {
  const libs = SHIPPED_LIBRARIES.map((l) => ({
    name: l.name,
    what: l.description,
    decides: [
      ...(l.controller?.certificate ? [`certificate ${l.controller.certificate}`] : []),
      ...(l.controller?.createsSecret === false ? ['the Secret is only filled, never created'] : []),
      ...(l.lineage ? ['the writer (fs or Secret) from its env, the Secret layout, what it rewrites'] : []),
      ...(l.job
        ? [
            `the Job's commands and flags, the holders they name; failurePolicy written only as ${(l.job.failurePolicyWrites ?? []).join(' or ') || 'given'}`,
          ]
        : []),
      ...(l.secret && !l.lineage ? ['the Secret layout'] : []),
      ...(l.reload ? [`reload ${l.reload.mode}`] : []),
    ],
    read: versions([...l.cites, ...(l.reload?.source ?? [])]),
    by: owners.filter((o) => o.embeds?.includes(l.name)).map((o) => o.name),
  }));
  return libs.map(
    (l) => `| ${libraryLink(l.name)} | ${escape(l.what)} | ${cell(l.decides)} | ${cell(l.read)} | ${cell(l.by)} |`,
  );
}

/** Each fixture folder with the image repositories its renders run and the prefixed keys they set (read once). */
function fixtureImages(root: string): { folder: string; repos: Set<string>; keys: Set<string> }[] {
  const byFolder = new Map<string, { repos: Set<string>; keys: Set<string> }>();
  for (const file of FIXTURE_FOLDERS.flatMap((dir) => yamlFiles(path.join(root, dir)))) {
    const folder = path.relative(root, path.dirname(file));
    const seen = byFolder.get(folder) ?? { repos: new Set<string>(), keys: new Set<string>() };
    byFolder.set(folder, seen);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:- )?image:\s*["']?([^\s"']+)/gm)) seen.repos.add(imageRepo(m[1])!);
    for (const m of text.matchAll(/^\s+["']?([\w.-]+\/[\w.-]+)["']?:/gm)) seen.keys.add(m[1]!);
  }
  return [...byFolder].map(([folder, seen]) => ({ folder, ...seen }));
}

function yamlFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) =>
      e.isDirectory() ? yamlFiles(path.join(dir, e.name)) : e.name.endsWith('.yaml') ? [path.join(dir, e.name)] : [],
    );
}

/** The page, with the renders found under `root` (the repository). */
export async function cataloguePage(root: string): Promise<string> {
  const charts = await chartLines(root);
  const owners = await citedOwners();
  const rows = owners.map(ownerRow);
  // An image belongs to the entry that names it most precisely (a fork's entry, not the upstream one).
  const folders = fixtureImages(root).map((f) => ({
    ...f,
    entries: new Set([...f.repos].map((repo) => mostPreciseMatch(repo, owners)?.name)),
  }));
  const libraries = libraryLines(owners);
  const fixtures = (r: Row) =>
    folders
      .filter(({ entries, keys }) => entries.has(r.name) || r.keys.some((k) => keys.has(k)))
      .map(({ folder }) => `[${path.basename(folder)}](../${folder})`);
  const lines = rows.map(
    (r) =>
      `| ${r.entry} | ${escape(r.what)} | ${cell(r.recognised)} | ${cell(r.caBundle)} | ${cell(r.serving)} | ${cell(r.off)} | ${r.reload || '—'} | ${cell(r.read)} | ${cell(fixtures(r))} |`,
  );
  return `# The controller catalogue

Generated by \`npm run docs\` from [policies/](../policies) (a test fails when this page differs): every controller
the model knows, how the gate recognises it, which caBundles it writes, where its serving certificate comes
from, what switches its writing off, how its server reloads a rotated certificate, the upstream versions its
facts were read at (each citation has a vendored excerpt, test/fixtures/excerpts), and the real renders the
tests check it on (the folders under test/fixtures holding its image). Why each fact holds:
[controller-facts.md](controller-facts.md); the rule that turns evidence into an error or a warning:
[effective-state.md](effective-state.md). A controller not listed here is still checked: its RBAC, a caBundle
in git and an injector annotation make warnings that name the fact that would settle them.

${rows.length} entries (${owners.filter((o) => o.lineage).length} of them of the certificate-writer lineage, [profiles.md](profiles.md)), embedding ${libraries.length} libraries.

| Entry | What | Recognised by | Writes caBundle of | Serving certificate | Switched off by | Reload | Read at | Renders |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}

## Libraries

A library is described once and embedded by every controller built on it: its citations, its certificate
handling and its reload are the entry's, and the entry adds its own names, settings and toggles
(\`embeds\` in policies/owners).

| Library | What | Decides | Read at | Embedded by |
|---|---|---|---|---|
${libraries.join('\n')}

## The charts the tests render

${charts.length} real charts (${RENDERS}, with their SOURCES and licences), and what the gate reads in each one's
default render (a chart whose default renders no webhook: the variant named): who writes each caBundle, counted
in holder entries (\`controller\`: a catalogue entry or profile found by its image; \`job\`, \`annotation\`,
\`render\`, \`rbac\`: docs/effective-state.md), and the facts no manifest shows that the verdict still depends
on. The truth tables (test/effective/truth-tables.test.ts) edit these renders into every variant of their entry.

| Chart | Read at | Render | caBundle written by | Depends on | Renders |
|---|---|---|---|---|---|
${charts.join('\n')}
`;
}

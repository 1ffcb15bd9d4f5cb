/**
 * Jobs and CronJobs that make a new CA at each run and write it where a webhook backend or a caBundle takes
 * it from (docs/rotation.md, "Jobs and CronJobs that mint"). A Job counts when it runs again at every change
 * (a hook of every upgrade or sync, as the owner catalogue's `hooks` say; a schedule; a name that changes at every
 * render), and what it runs is read: an inline shell script or one from a ConfigMap among the inputs, walked path
 * by path (core/shell/) in the world a previous run leaves behind (the Secret and caBundle exist), or a
 * catalogue tool whose behaviour the owner catalogue states (`job.creates`). What the gate cannot read is said,
 * not guessed.
 */
import { arr, get, isObj, str, type Obj, type PathSegment } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import {
  HOLE,
  known,
  shellCommand,
  ShellSyntaxError,
  ShellTooComplex,
  sketchOf,
  SOMETHING,
  UNKNOWN,
  walkShell,
  type Command,
  type Outcome,
  type Path,
  type Value,
} from '../core/shell/walk.js';
import { dataOf, resolveEnv } from '../model/env.js';
import type { Model } from '../model/model.js';
import { annotations } from '../model/resource.js';
import { imageRepo, mostPreciseMatch } from '../model/pod.js';
import { argList, flag, type Arg } from './catalogue.js';

/** An object a run writes: a Secret, or the caBundle of a holder (kind and name). */
export interface MintTarget {
  kind: string;
  namespace: string;
  name: string;
}

export interface MintingJob {
  job: Resource;
  /** Why it runs again at every change, for messages ("runs at every <change> (<hook annotation>: ...)"). */
  runs: string;
  /**
   * mints: every run makes a new CA and overwrites what the previous run wrote; mints-when: only when a
   * condition the inputs do not decide holds; unread: what it runs is not among the inputs.
   */
  verdict: 'mints' | 'mints-when' | 'unread';
  /** The command that makes the CA. */
  mint?: string;
  /** What a run overwrites with the new CA, and the command that does. */
  writes: { target: MintTarget; command: string }[];
  /** mints-when: the condition, as `<condition> holds|fails`. */
  when?: string;
  /** unread: what the gate could not read, for messages. */
  unread?: string;
  /** Every literal the Job passes around (args, env values, the words of the commands it runs). */
  mentions: ReadonlySet<string>;
  /** Where to report: the script (a container's command or args item, or a ConfigMap key). */
  resource: Resource;
  path: PathSegment[];
}

type MintEvent =
  | { type: 'mint'; text: string }
  | { type: 'write'; targets: MintTarget[]; text: string }
  | { type: 'unread'; what: string };

/** Holder kinds a script may patch caBundle of, by the names kubectl accepts (singular; plurals and groups are stripped). */
const KINDS: Record<string, string> = {
  secret: 'Secret',
  mutatingwebhookconfiguration: 'MutatingWebhookConfiguration',
  validatingwebhookconfiguration: 'ValidatingWebhookConfiguration',
  apiservice: 'APIService',
  customresourcedefinition: 'CustomResourceDefinition',
  crd: 'CustomResourceDefinition',
};
const CLUSTER_SCOPED = new Set([
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'APIService',
  'CustomResourceDefinition',
]);

/** kubectl flags that take a value when written apart from it (`-n ns`, `--namespace ns`). */
const VALUED = new Set(
  'n namespace o output f filename p patch type l selector context kubeconfig cluster user token server from-file from-literal from-env-file cert key field-manager patch-file template c container k kustomize'.split(
    ' ',
  ),
);

/** Tools whose commands this reads (kubectl's writes, the CA generators of mintsCa). */
const PLAIN_TOOLS = new Set(['kubectl', 'oc', 'openssl', 'cfssl', 'step', 'certstrap']);

/** The Jobs and CronJobs of `model` that run again at every change and may mint (docs/rotation.md). */
export function mintingJobs(model: Model, before?: Model): MintingJob[] {
  return [...model.ofKind('Job'), ...model.ofKind('CronJob')].flatMap((job) => {
    const runs = runsAgain(model, job, before);
    return runs ? jobMints(model, job, runs) : [];
  });
}

/** Why the Job runs again at every upgrade, sync or on a schedule; undefined for a Job that runs once. */
function runsAgain(model: Model, job: Resource, before: Model | undefined): string | undefined {
  if (job.kind === 'CronJob') {
    const schedule = str(get(job.body, 'spec', 'schedule'));
    return get(job.body, 'spec', 'suspend') === true || !schedule ? undefined : `runs on a schedule (${schedule})`;
  }
  const a = annotations(job);
  for (const { hooks } of model.owners) {
    const value = hooks && str(a[hooks.annotation]);
    if (value && value.split(',').some((h) => hooks.everyChange.includes(h.trim())))
      return `runs at every ${hooks.change} (${hooks.annotation}: ${value})`;
  }
  const renamed = before && renamedFrom(job, before, model);
  return renamed
    ? `is a new Job at every render (${renamed} before, ${job.name} now), so it runs at every upgrade`
    : undefined;
}

/**
 * The deployed Job this one replaces under a new name: its last `-suffix` changed (a revision or a random
 * suffix), the old name is gone from the change, and both run the same containers (names and images).
 */
function renamedFrom(job: Resource, before: Model, after: Model): string | undefined {
  if (before.get('Job', job.namespace, job.name)) return undefined;
  const base = /^(.+)-[a-z0-9]+$/.exec(job.name)?.[1];
  if (!base) return undefined;
  const shape = (j: Resource) =>
    JSON.stringify(
      arr(get(j.body, 'spec', 'template', 'spec', 'containers')).map((c) => [
        get(c, 'name'),
        imageRepo(str(get(c, 'image'))),
      ]),
    );
  return before
    .ofKind('Job')
    .find(
      (j) =>
        j.namespace === job.namespace &&
        /^[a-z0-9]+$/.test(j.name.startsWith(base + '-') ? j.name.slice(base.length + 1) : '-') &&
        !after.get('Job', j.namespace, j.name) &&
        shape(j) === shape(job),
    )?.name;
}

function podSpecPath(job: Resource): PathSegment[] {
  return job.kind === 'CronJob' ? ['spec', 'jobTemplate', 'spec', 'template', 'spec'] : ['spec', 'template', 'spec'];
}

function jobMints(model: Model, job: Resource, runs: string): MintingJob[] {
  const specPath = podSpecPath(job);
  const spec = get(job.body, ...specPath);
  if (!isObj(spec)) return [];
  const out: MintingJob[] = [];
  const containers = [
    ...arr(spec.initContainers).map((c, i) => ['initContainers', i, c] as const),
    ...arr(spec.containers).map((c, i) => ['containers', i, c] as const),
  ];
  for (const [field, i, c] of containers) {
    if (!isObj(c)) continue;
    const found = containerMints(model, job, spec, c, [...specPath, field, i], runs);
    if (found) out.push(found);
  }
  return out;
}

interface Context {
  model: Model;
  job: Resource;
  spec: Obj;
  container: Obj;
  containerPath: PathSegment[];
  runs: string;
  mentions: Set<string>;
}

function containerMints(
  model: Model,
  job: Resource,
  spec: Obj,
  container: Obj,
  containerPath: PathSegment[],
  runs: string,
): MintingJob | undefined {
  const ctx: Context = { model, job, spec, container, containerPath, runs, mentions: new Set() };
  const argv = argList(container, containerPath);
  for (const a of argv) mention(ctx, a.value);
  const catalogue = catalogueTool(ctx, argv);
  if (catalogue !== undefined) return catalogue ?? undefined;
  const env = envOf(ctx);
  for (const v of env.values()) mention(ctx, v);
  const at = { resource: job, path: argv[0]?.path ?? containerPath };
  const values = argv.map((a) => a.value);
  const sh = shellCommand(values);
  // Without a command the image's entrypoint runs, unless the args are a shell command line of their own.
  if (!arr(container.command).length && !sh)
    return unread(ctx, at, `it runs its image's entrypoint${argv.length ? ` with ${values.join(' ')}` : ''}`);
  if (sh && 'script' in sh) {
    const text = known(sh.script);
    if (text === undefined) return unread(ctx, at, 'its script is not known');
    return judge(ctx, text, sh.args, env, { resource: job, path: argv[sh.index]!.path });
  }
  const file = sh && 'file' in sh ? known(sh.file) : values[0];
  const args = sh && 'file' in sh ? sh.args : values;
  // One command of a tool this reads, with no shell around it, cannot both make a CA and write it.
  if (!sh && PLAIN_TOOLS.has(file?.split('/').pop() ?? '')) return undefined;
  const from = file !== undefined ? scriptFile(ctx, file) : undefined;
  if (!from || !('text' in from)) return unread(ctx, at, from?.why ?? `it runs ${file ?? 'a command'} from its image`);
  return judge(ctx, from.text, args, env, from.at);
}

function mention(ctx: Context, v: Value): void {
  for (const w of sketchOf(v).split(/[\s=,:"'/]+/)) if (w && !w.includes(HOLE)) ctx.mentions.add(w);
}

/**
 * A tool the owner catalogue knows by image: what its `creates` command does with a CA already in the Secret
 * decides; null when it is known not to mint (its other commands, or keep), undefined when it is not a catalogue tool.
 */
function catalogueTool(ctx: Context, argv: readonly Arg[]): MintingJob | null | undefined {
  const doc = mostPreciseMatch(
    ctx.container.image,
    ctx.model.owners.filter((d) => d.job),
  );
  if (!doc?.job) return undefined;
  const creates = doc.job.creates;
  const command = creates && argv.find((a) => a.value === creates.command);
  if (!creates || !command || creates.existing === 'keep') return null;
  const secret = doc.job.flags.secretName ? flag(argv, doc.job.flags.secretName)?.value : undefined;
  if (!secret) return null;
  const ns = doc.job.flags.namespace ? flag(argv, doc.job.flags.namespace)?.value : undefined;
  const namespace = ns || ctx.job.namespace;
  const text = argv.map((a) => a.value).join(' ');
  return {
    job: ctx.job,
    runs: ctx.runs,
    verdict: 'mints',
    mint: `${doc.description}: ${text}`,
    writes: [{ target: { kind: 'Secret', namespace, name: secret }, command: text }],
    mentions: ctx.mentions,
    resource: ctx.job,
    path: command.path,
  };
}

/** The container's env as the script sees it: literal values, and set-but-unknown for references. */
function envOf(ctx: Context): Map<string, Value> {
  const names = new Set<string>();
  for (const e of arr(ctx.container.env)) if (isObj(e) && typeof e.name === 'string') names.add(e.name);
  for (const src of arr(ctx.container.envFrom)) {
    const prefix = str(get(src, 'prefix')) ?? '';
    for (const [field, kind] of [
      ['configMapRef', 'ConfigMap'],
      ['secretRef', 'Secret'],
    ] as const) {
      const name = str(get(src, field, 'name'));
      const data = name ? dataOf(ctx.model.get(kind, ctx.job.namespace, name)) : undefined;
      for (const key of Object.keys(data ?? {})) names.add(prefix + key);
    }
  }
  const out = new Map<string, Value>();
  for (const [name, s] of resolveEnv(ctx.model, ctx.job, ctx.container, ctx.containerPath, names)) {
    if (s.state === 'value') out.set(name, s.value);
    else if (s.state === 'ref') out.set(name, SOMETHING);
  }
  return out;
}

/** A script file the container runs: from a ConfigMap it mounts (read when among the inputs), or from the image. */
function scriptFile(
  ctx: Context,
  file: string,
): { text: string; at: { resource: Resource; path: PathSegment[] } } | { why: string } | undefined {
  for (const m of arr(ctx.container.volumeMounts)) {
    const mount = str(get(m, 'mountPath'))?.replace(/\/+$/, '');
    if (!mount || !file.startsWith(mount + '/')) continue;
    const rel = file.slice(mount.length + 1);
    const volume = arr(ctx.spec.volumes).find((v) => get(v, 'name') === get(m, 'name'));
    const sources = [
      get(volume, 'configMap'),
      ...arr(get(volume, 'projected', 'sources')).map((s) => get(s, 'configMap')),
    ];
    for (const src of sources) {
      const name = str(get(src, 'name'));
      if (!name) continue;
      const item = arr(get(src, 'items')).find((it) => get(it, 'path') === rel);
      const key = str(get(item, 'key')) ?? rel;
      const cm = ctx.model.get('ConfigMap', ctx.job.namespace, name);
      const text = dataOf(cm)?.[key];
      if (cm && text !== undefined) return { text, at: { resource: cm, path: ['data', key] } };
      return {
        why: `its script ${file} comes from ConfigMap ${ctx.job.namespace}/${name}${cm ? `, whose key ${key} is not there` : ', which is not among the inputs'}`,
      };
    }
    return { why: `its script ${file} comes from volume ${str(get(m, 'name')) ?? ''}, which the gate does not read` };
  }
  return file.startsWith('/') || file.startsWith('./') || file.endsWith('.sh')
    ? { why: `its script ${file} is in its image` }
    : undefined;
}

function unread(ctx: Context, at: { resource: Resource; path: PathSegment[] }, why: string): MintingJob {
  return { job: ctx.job, runs: ctx.runs, verdict: 'unread', unread: why, writes: [], mentions: ctx.mentions, ...at };
}

/**
 * Walks the script in the world a previous run leaves: the objects it writes exist. A path that fails on an
 * assumption (a tool missing, a bad argument) is not the run. The verdict: every path mints and overwrites
 * (proof); some do (the condition is named); none does, but one runs a script the inputs do not hold (said); or nothing.
 */
function judge(
  ctx: Context,
  script: string,
  args: Value[],
  env: Map<string, Value>,
  at: { resource: Resource; path: PathSegment[] },
): MintingJob | undefined {
  let paths: Path<MintEvent>[];
  try {
    paths = walkShell<MintEvent>(script, {
      args,
      vars: env,
      command: (cmd) => meaning(ctx, cmd),
      script: (file) => {
        const found = scriptFile(ctx, file);
        return found && 'text' in found ? found.text : undefined;
      },
    });
  } catch (e) {
    if (e instanceof ShellSyntaxError || e instanceof ShellTooComplex)
      return unread(ctx, at, `its script is beyond what the gate reads (${e.message})`);
    throw e;
  }
  const runs = paths.filter((p) => !(p.end && !p.end.ok && p.assumed.length));
  const minting = runs.map((p) => ({ p, w: mintedWrites(p.events) })).filter((x) => x.w.writes.length);
  if (minting.length) {
    const first = minting[0]!;
    const shared = (a: string) => runs.every((p) => p.assumed.includes(a));
    const when =
      minting.length < runs.length ? (first.p.assumed.find((a) => !shared(a)) ?? first.p.assumed[0]) : undefined;
    const writes = new Map<string, { target: MintTarget; command: string }>();
    for (const { w } of minting)
      for (const x of w.writes) writes.set(`${x.target.kind}/${x.target.namespace}/${x.target.name}`, x);
    return {
      job: ctx.job,
      runs: ctx.runs,
      verdict: when === undefined ? 'mints' : 'mints-when',
      mint: first.w.mint,
      writes: [...writes.values()],
      ...(when !== undefined ? { when } : {}),
      mentions: ctx.mentions,
      ...at,
    };
  }
  const hole = runs.flatMap((p) => p.events).find((e) => e.type === 'unread');
  return hole?.type === 'unread' ? unread(ctx, at, hole.what) : undefined;
}

/** The writes on one path that follow a mint: what carries the new CA. */
function mintedWrites(events: readonly MintEvent[]): {
  mint?: string;
  writes: { target: MintTarget; command: string }[];
} {
  const i = events.findIndex((e) => e.type === 'mint');
  const mint = events[i];
  if (mint?.type !== 'mint') return { writes: [] };
  const writes = events
    .slice(i + 1)
    .flatMap((e) => (e.type === 'write' ? e.targets.map((target) => ({ target, command: e.text })) : []));
  return { mint: mint.text, writes };
}

/** What one command means in the world a previous run left (its Secret and caBundle exist). */
function meaning(ctx: Context, cmd: Command<MintEvent>): Outcome<MintEvent> | undefined {
  for (const a of cmd.argv) mention(ctx, a);
  if (cmd.runs !== undefined) {
    const found = scriptFile(ctx, cmd.runs);
    return {
      event: {
        type: 'unread',
        what: found && 'why' in found ? found.why : `it runs ${cmd.runs}, which the gate cannot read`,
      },
    };
  }
  const bin = known(cmd.argv[0])?.split('/').pop();
  if (bin === 'kubectl' || bin === 'oc') return kubectl(ctx, cmd);
  const args = cmd.argv.slice(1).map(sketchOf);
  if (bin && mintsCa(bin, args)) return { event: { type: 'mint', text: short(cmd.text) } };
  // Whether the certificate in force is still valid is up to its dates: a renewal guard, not a fact of the inputs.
  if (bin === 'openssl' && ((args[0] === 'x509' && args.includes('-checkend')) || args[0] === 'verify'))
    return { status: 'unknown' };
  return undefined;
}

/** A command that makes a self-signed certificate: a new CA (a trust anchor of its own). */
function mintsCa(bin: string, args: readonly string[]): boolean {
  const has = (a: string) => args.includes(a);
  switch (bin) {
    case 'openssl':
      return (args[0] === 'req' && has('-x509')) || (args[0] === 'x509' && has('-signkey'));
    case 'cfssl':
      return (args[0] === 'gencert' && has('-initca')) || args[0] === 'selfsign';
    case 'step':
      return (
        args[0] === 'certificate' &&
        args[1] === 'create' &&
        args.some(
          (a, i) =>
            /^--profile=(?:root-ca|self-signed)$/.test(a) ||
            (a === '--profile' && /^(?:root-ca|self-signed)$/.test(args[i + 1] ?? '')),
        )
      );
    case 'certstrap':
      return args[0] === 'init';
    default:
      return false;
  }
}

function short(text: string): string {
  const one = text
    .replace(/\\\n\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return one.length > 100 ? one.slice(0, 97) + '...' : one;
}

/** kubectl (or oc) as it acts in the world a previous run left. */
function kubectl(ctx: Context, cmd: Command<MintEvent>): Outcome<MintEvent> | undefined {
  const { words, flags } = kubectlArgs(cmd.argv.slice(1));
  const namespace = known(flags.get('namespace') ?? flags.get('n')) ?? ctx.job.namespace;
  const text = short(cmd.text);
  const verb = known(words[0]);
  const deleted = (t: MintTarget) => cmd.path.marks.has(`deleted ${targetKey(t)}`);
  switch (verb) {
    case 'get':
    case 'describe': {
      const t = target(words.slice(1), namespace);
      return t ? { status: true, out: SOMETHING } : undefined;
    }
    case 'delete': {
      const t = target(words.slice(1), namespace);
      if (t) cmd.path.marks.add(`deleted ${targetKey(t)}`);
      return undefined;
    }
    case 'create': {
      const dry = flags.get('dry-run');
      const dryRun = dry !== undefined && known(dry) !== 'none' && known(dry) !== 'false';
      if (known(words[1]) === 'secret' && words[3] !== undefined) {
        const t: MintTarget = { kind: 'Secret', namespace, name: sketchOf(words[3]) };
        if (dryRun) return { out: manifest(t) };
        return deleted(t) ? { event: { type: 'write', targets: [t], text } } : { status: false };
      }
      const objects = fromFiles(cmd, flags, namespace);
      if (dryRun) return { out: objects.map(manifest).join('---\n') };
      const fresh = objects.filter(deleted);
      if (!objects.length) return undefined;
      return fresh.length ? { event: { type: 'write', targets: fresh, text } } : { status: false };
    }
    case 'apply':
    case 'replace': {
      const objects = fromFiles(cmd, flags, namespace).filter((t) => t.kind === 'Secret' || caBundleIn(cmd));
      return objects.length ? { event: { type: 'write', targets: objects, text } } : undefined;
    }
    case 'patch': {
      const t = target(words.slice(1), namespace);
      if (!t || (t.kind !== 'Secret' && !caBundleIn(cmd))) return undefined;
      return { event: { type: 'write', targets: [t], text } };
    }
    default:
      return undefined;
  }
}

/** Positional words and flags (`--name=value`, `--name value` for flags that take one, `-n value`). */
function kubectlArgs(args: readonly Value[]): { words: Value[]; flags: Map<string, Value> } {
  const words: Value[] = [];
  const flags = new Map<string, Value>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const s = sketchOf(a);
    const m = /^--?([\w-]+)(?:=([\s\S]*))?$/.exec(s);
    if (!m || s === '-') {
      words.push(a);
      continue;
    }
    const name = m[1]!;
    if (m[2] !== undefined) flags.set(name, typeof a === 'string' ? m[2] : { sketch: m[2], nonEmpty: m[2] !== '' });
    else if (VALUED.has(name) && i + 1 < args.length) flags.set(name, args[++i]!);
    else flags.set(name, 'true');
  }
  return { words, flags };
}

/** `secret NAME`, `secret/NAME`, `mutatingwebhookconfigurations.admissionregistration.k8s.io NAME`: a kind this reads. */
function target(words: readonly Value[], namespace: string): MintTarget | undefined {
  const first = known(words[0]);
  if (!first) return undefined;
  const [type, slashName] = first.split('/');
  const kind = KINDS[type!.toLowerCase().split('.')[0]!.replace(/s$/, '')];
  const name = slashName ?? (words[1] !== undefined ? sketchOf(words[1]) : undefined);
  if (!kind || !name) return undefined;
  return { kind, namespace: CLUSTER_SCOPED.has(kind) ? '' : namespace, name };
}

function targetKey(t: MintTarget): string {
  return `${t.kind}/${t.namespace}/${t.name}`;
}

/** What `kubectl create secret ... --dry-run -o yaml` prints, as far as a later apply needs it. */
function manifest(t: MintTarget): string {
  return `apiVersion: v1\nkind: ${t.kind}\nmetadata:\n  name: ${t.name}\n${t.namespace ? `  namespace: ${t.namespace}\n` : ''}`;
}

/** The objects `-f FILE` (a file the script wrote) or `-f -` (its input) holds, by kind, namespace and name. */
function fromFiles(cmd: Command<MintEvent>, flags: ReadonlyMap<string, Value>, namespace: string): MintTarget[] {
  const f = flags.get('filename') ?? flags.get('f');
  const file = f === undefined ? undefined : known(f);
  const text = file === '-' ? cmd.stdin : file !== undefined ? cmd.path.files.get(file) : undefined;
  if (text === undefined) return [];
  return sketchOf(text)
    .split(/^---[^\n]*$/m)
    .flatMap((doc) => {
      const kind = /^kind:\s*["']?(\w+)/m.exec(doc)?.[1];
      const meta = /^metadata:[^\n]*\n((?:[ \t]+[^\n]*\n?)*)/m.exec(doc)?.[1] ?? '';
      const name = /^[ \t]+name:\s*["']?([^\s"']+)/m.exec(meta)?.[1];
      const ns = /^[ \t]+namespace:\s*["']?([^\s"']+)/m.exec(meta)?.[1];
      if (!kind || !name || !Object.values(KINDS).includes(kind)) return [];
      return [{ kind, namespace: CLUSTER_SCOPED.has(kind) ? '' : (ns ?? namespace), name }];
    });
}

/** The command (its text, arguments, input or patch file) sets a caBundle. */
function caBundleIn(cmd: Command<MintEvent>): boolean {
  const file = cmd.argv
    .map(sketchOf)
    .find((a) => a.startsWith('--patch-file='))
    ?.slice('--patch-file='.length);
  const texts = [
    cmd.text,
    ...cmd.argv.map(sketchOf),
    cmd.stdin ? sketchOf(cmd.stdin) : '',
    file ? sketchOf(cmd.path.files.get(file) ?? UNKNOWN) : '',
  ];
  return texts.some((t) => /cabundle/i.test(t));
}

/**
 * The transition judgement of `check --before`: the state now deployed (assumed converged: every pod serves
 * the certificate of the Secret it mounts) against the state after the change, per caBundle holder. The
 * timing model (docs/rotation.md): the API server uses a holder's new caBundle at once; a backend serves a
 * new certificate only once it has it (a mounted Secret lags the kubelet's sync, up to ~100 s) and reloads
 * it (per the controller model; unknown = old pods serve the old certificate until replaced). Each
 * rotation-* rule picks its own problems from here, as the certificate rules do from serving-cert.ts.
 */
import { arr, get, isObj, str, type PathSegment } from '../../core/object.js';
import type { Resource } from '../../core/resource.js';
import { effectiveState } from '../../effective/index.js';
import { mintingJobs, type MintingJob, type MintTarget } from '../../effective/minting-jobs.js';
import { helmMints } from '../../load/helm/origin.js';
import type { Model } from '../../model/model.js';
import { podSpecOf } from '../../model/pod.js';
import type { CheckSettings, MessageOf } from '../types.js';
import type { OwnerDocument } from '../../generated/types.js';
import { stateView, type HolderEntry, type Served, type StateView } from './rotation-state.js';

type X509 = typeof import('../../x509/index.js');

export type RotationRuleId =
  | 'rotation-ca-dropped'
  | 'rotation-leaf-untrusted'
  | 'rotation-holders-diverged'
  | 'rotation-ca-per-render'
  | 'rotation-rotator-enabled'
  | 'rotation-ca-rekey';

export const ROTATION_MESSAGES = {
  caDropped:
    '{holder}: the new caBundle no longer trusts the certificate {backends} serve now (Secret {secret}, issued by {issuer}); the API server uses the new caBundle at once, while {delay}, and refuses them meanwhile',
  servedDropped:
    '{holder}: the new caBundle no longer trusts the certificate {backends} serve now (probed; issued by {issuer}); the API server uses the new caBundle at once and refuses them until each serves a certificate it trusts',
  caReplaced:
    '{holder}: the new caBundle keeps none of the CAs in force ({old}); the API server uses it at once, so {backends}, still serving a certificate of the old CA, are refused until each serves a new one',
  leafUntrusted:
    '{holder}: {backends} will serve the new certificate of Secret {secret} (issued by {issuer}), which the caBundle in force while it is served does not trust ({bundle})',
  diverged:
    '{holder} is served by the same {shared} as {others}, whose caBundle the change gives {added}, but its own keeps {kept}: {consequence}',
  perRender:
    '{holder}: {object} comes from the chart template {template}, which calls {call}: every render (each helm upgrade) makes a new CA and certificate and replaces caBundle at once, with no overlap, while pods serve the previous certificate until they restart',
  jobMints:
    '{job} {runs}, and each run makes a new CA ({mint}) and overwrites {written} without keeping the CA in force: every run is a CA rotation without overlap for {holders}, whose caBundle and served certificate then change at different moments, and the API server refuses their pods in between',
  jobMintsWhen:
    '{job} {runs}; when {condition}, a run makes a new CA ({mint}) and overwrites {written} without keeping the CA in force: a CA rotation without overlap for {holders}',
  jobMintsUnread:
    '{job} {runs} and names {given}, which {holders} use; the gate cannot tell whether a run makes a new CA there, because {unread}',
  mintsPerStart:
    '{workload}: {owner} makes a new CA and certificate in memory at every start and rewrites caBundle of {holders}; the change restarts its pods, so until the rollout ends the pods not yet replaced serve certificates the new caBundle does not trust (and every later restart does the same)',
  rotatorEnabled:
    '{workload}: the change turns on {owner} (it was off: {was}); it will replace Secret {secret} by a certificate of its own CA and rewrite caBundle of {holders} without keeping the CA in force',
  caRekey:
    'Certificate {ca} is a CA whose key changes at every renewal (privateKey.rotationPolicy {policy}); {issuer} does not re-issue what it signed ({leaves}), so after its next renewal those certificates stay signed by the previous key while {holders} trust only the new one',
} as const;

export type RotationProblem = MessageOf<typeof ROTATION_MESSAGES> & {
  rule: RotationRuleId;
  fix: string;
  resource: Resource;
  path: PathSegment[];
  severity?: 'error' | 'warning';
};

/** How a controller's server picks up a rotated certificate (`reload` of policies/owners and policies/libraries). */
export type Reload = NonNullable<OwnerDocument['reload']>['mode'] | 'unknown';

const cache = new WeakMap<Model, Promise<RotationProblem[]>>();

export async function rotationProblemsFor(
  after: Model,
  before: Model | undefined,
  settings: CheckSettings,
  rule: RotationRuleId,
): Promise<RotationProblem[]> {
  if (!before) return [];
  let result = cache.get(after);
  if (!result) {
    result = collect(stateView(before), stateView(after), settings);
    cache.set(after, result);
  }
  return (await result).filter((p) => p.rule === rule);
}

async function collect(before: StateView, after: StateView, settings: CheckSettings): Promise<RotationProblem[]> {
  const out: RotationProblem[] = [];
  const previous = new Map(before.entries.map((e) => [e.key, e]));
  const pairs = after.entries.flatMap((e) => {
    const b = previous.get(e.key);
    return b ? [{ b, e }] : [];
  });
  const minted = perRender(pairs.map((p) => p.e));
  const jobs = mintedPerRun(
    pairs.map((p) => p.e),
    after.model,
    before.model,
  );
  const rendered = new Set([...minted.map((m) => m.key), ...jobs.keys]);
  out.push(...minted.map((m) => m.problem), ...jobs.problems);
  if (pairs.some(({ b, e }) => b.bundlePem !== undefined || e.bundlePem !== undefined)) {
    const x509 = await import('../../x509/index.js');
    const judge = new Judge(x509, settings.at);
    const diverged = divergedHolders(pairs, after, judge);
    out.push(...diverged.problems);
    for (const { b, e } of pairs) {
      // A CA made at every render is the cause to fix; the drop it makes is its consequence.
      if (rendered.has(e.key)) continue;
      const bundle1 = inForce(b, e, after);
      out.push(...caDropped(b, e, bundle1, judge, after.model));
      if (!diverged.keys.has(e.key)) out.push(...leafUntrusted(b, e, bundle1, judge));
    }
  }
  out.push(...rotatorsEnabled(before.model, after.model));
  out.push(...mintedPerStart(before.model, after.model));
  out.push(...caRekeys(before.model, after.model, after));
  return out;
}

/** The bundle in force after the change: the injector's merge keeps what was there (CAInjectorMerging). */
function inForce(b: HolderEntry, e: HolderEntry, after: StateView): string | undefined {
  if (e.bundlePem === undefined) return undefined;
  return e.bundleFrom.injected && after.injectorMerges && b.bundlePem ? b.bundlePem + '\n' + e.bundlePem : e.bundlePem;
}

/** Chain checks through the verifier, memoized: a leaf and a bundle are judged once per run. */
class Judge {
  private readonly memo = new Map<string, boolean>();
  constructor(
    readonly x509: X509,
    private readonly at: Date,
  ) {}

  /** The API server would build a chain from the leaf to the bundle (validity and names aside: other rules). */
  trusts(chainPem: string, bundlePem: string): boolean {
    const key = chainPem + '\0' + bundlePem;
    let hit = this.memo.get(key);
    if (hit === undefined) {
      const r = this.x509.verifyServing({ chainPem, caBundlePem: bundlePem, host: 'rotation.invalid', at: this.at });
      hit = !r.problems.some(
        (p) =>
          p.reason.kind === 'bundle-unusable' ||
          p.reason.kind === 'no-served-cert' ||
          (p.reason.kind === 'chain' && p.reason.failure !== 'expired' && p.reason.failure !== 'not-yet-valid'),
      );
      this.memo.set(key, hit);
    }
    return hit;
  }

  /** SHA-256 of each certificate of a bundle. */
  cas(bundlePem: string): Map<string, string> {
    const out = new Map<string, string>();
    for (const c of this.x509.parseCaBundle(bundlePem).certs) out.set(c.cert.sha256, this.x509.summary(c.cert).subject);
    return out;
  }

  issuer(chainPem: string): string {
    const first = this.x509.decodePem(chainPem).find((b) => b.type === 'CERTIFICATE');
    const bundle = first ? this.x509.parseCaBundle(chainPem).certs[0] : undefined;
    return bundle ? this.x509.summary(bundle.cert).issuer : 'an unreadable issuer';
  }

  same(a: string, b: string): boolean {
    return this.x509.fingerprint256(a) === this.x509.fingerprint256(b);
  }
}

function caDropped(
  b: HolderEntry,
  e: HolderEntry,
  bundle1: string | undefined,
  judge: Judge,
  after: Model,
): RotationProblem[] {
  const bundle0 = b.bundlePem;
  if (bundle0 === undefined || bundle1 === undefined) return [];
  const at = { resource: e.bundleFrom.resource, path: e.bundleFrom.path };
  const backends = names(e.backends.length ? e.backends : b.backends);
  if (b.served?.length) return servedDropped(b.served, bundle0, bundle1, e, judge, at);
  if (b.leaf) {
    if (!judge.trusts(b.leaf.chainPem, bundle0) || judge.trusts(b.leaf.chainPem, bundle1)) return [];
    const kept = e.leaf !== undefined && judge.same(b.leaf.chainPem, e.leaf.chainPem);
    return [
      {
        rule: 'rotation-ca-dropped',
        messageId: 'caDropped',
        data: {
          holder: e.what,
          backends,
          secret: `${b.leaf.secret.namespace}/${b.leaf.secret.name}`,
          issuer: judge.issuer(b.leaf.chainPem),
          delay: kept ? 'the change does not replace the certificate they serve' : delayOf(e, b, after),
        },
        fix: safeSequence(e, judge.issuer(b.leaf.chainPem)),
        ...at,
      },
    ];
  }
  const old = judge.cas(bundle0);
  const now = judge.cas(bundle1);
  if ([...now.keys()].some((k) => old.has(k)) || sameKeys(judge, bundle0, bundle1)) return [];
  return [
    {
      rule: 'rotation-ca-dropped',
      messageId: 'caReplaced',
      data: { holder: e.what, old: [...old.values()].join(', ') || 'none', backends },
      fix: safeSequence(e, [...old.values()].join(', ')),
      ...at,
    },
  ];
}

/** Measured: the backends whose served certificate the bundle in force trusts and the new one does not. */
function servedDropped(
  served: readonly Served[],
  bundle0: string,
  bundle1: string,
  e: HolderEntry,
  judge: Judge,
  at: Pick<RotationProblem, 'resource' | 'path'>,
): RotationProblem[] {
  const refused = served.filter((s) => judge.trusts(s.chainPem, bundle0) && !judge.trusts(s.chainPem, bundle1));
  if (!refused.length) return [];
  const issuer = judge.issuer(refused[0]!.chainPem);
  return [
    {
      rule: 'rotation-ca-dropped',
      messageId: 'servedDropped',
      data: { holder: e.what, backends: refused.map((s) => s.backend).join(', '), issuer },
      fix: safeSequence(e, issuer),
      ...at,
    },
  ];
}

/** A same-key renewal of every CA: each new CA verifies what the old one signed (same name and key). */
function sameKeys(judge: Judge, bundle0: string, bundle1: string): boolean {
  const keys = (pem: string) => new Set(judge.x509.parseCaBundle(pem).certs.map((c) => c.cert.spki.toString('base64')));
  const now = keys(bundle1);
  return [...keys(bundle0)].some((k) => now.has(k));
}

function leafUntrusted(b: HolderEntry, e: HolderEntry, bundle1: string | undefined, judge: Judge): RotationProblem[] {
  if (!e.leaf || !b.leaf || bundle1 === undefined || judge.same(b.leaf.chainPem, e.leaf.chainPem)) return [];
  if (judge.trusts(e.leaf.chainPem, bundle1)) return [];
  const issuer = judge.issuer(e.leaf.chainPem);
  return [
    {
      rule: 'rotation-leaf-untrusted',
      messageId: 'leafUntrusted',
      data: {
        holder: e.what,
        backends: names(e.backends),
        secret: `${e.leaf.secret.namespace}/${e.leaf.secret.name}`,
        issuer,
        bundle: [...judge.cas(bundle1).values()].join(', ') || 'no usable CA',
      },
      fix:
        `1) add the CA "${issuer}" to caBundle of ${e.what} after the CA it holds now, in every holder served by ` +
        `Secret ${e.leaf.secret.namespace}/${e.leaf.secret.name}, and apply that alone; 2) then put the new certificate in the Secret ` +
        `and restart or reload every pod of ${names(e.backends)}; 3) drop the old CA only once every pod serves the new certificate`,
      resource: e.leaf.secret,
      path: secretPath(e.leaf.secret, e.leaf.certKey),
    },
  ];
}

/**
 * Holders served by the same backends (the same Secret, else the same Service) that the change moves apart:
 * some get new CAs, another keeps its bundle without them (aws/containers-roadmap#2874, dash0-operator#1232).
 */
function divergedHolders(
  pairs: { b: HolderEntry; e: HolderEntry }[],
  after: StateView,
  judge: Judge,
): { problems: RotationProblem[]; keys: Set<string> } {
  const groups = new Map<string, { b: HolderEntry; e: HolderEntry }[]>();
  for (const p of pairs) {
    const shared = p.e.leaf
      ? `Secret ${p.e.leaf.secret.namespace}/${p.e.leaf.secret.name}`
      : p.e.service && `Service ${p.e.service}`;
    if (shared) groups.set(shared, [...(groups.get(shared) ?? []), p]);
  }
  const problems: RotationProblem[] = [];
  const keys = new Set<string>();
  for (const [shared, members] of groups) {
    if (members.length < 2) continue;
    const added = new Map<string, string>();
    const movers: string[] = [];
    for (const { b, e } of members) {
      const now = inForce(b, e, after);
      if (b.bundlePem === undefined || now === undefined) continue;
      const old = judge.cas(b.bundlePem);
      const fresh = [...judge.cas(now)].filter(([k]) => !old.has(k));
      for (const [k, subject] of fresh) added.set(k, subject);
      if (fresh.length) movers.push(e.what);
    }
    if (!added.size) continue;
    for (const { b, e } of members) {
      const now = inForce(b, e, after);
      if (now === undefined || b.bundlePem === undefined || movers.includes(e.what)) continue;
      const has = judge.cas(now);
      if ([...added.keys()].every((k) => has.has(k))) continue;
      const broken = e.leaf !== undefined && !judge.trusts(e.leaf.chainPem, now);
      keys.add(e.key);
      problems.push({
        rule: 'rotation-holders-diverged',
        messageId: 'diverged',
        severity: broken ? 'error' : 'warning',
        data: {
          holder: e.what,
          shared,
          others: movers.join(', '),
          added: [...added.values()].join(', '),
          kept: [...has.values()].join(', ') || 'no usable CA',
          consequence: broken
            ? `the API server refuses ${names(e.backends)} for it as soon as they serve the new certificate`
            : `once ${names(e.backends)} serve a certificate of the new CA, the API server refuses them for it`,
        },
        fix:
          `set caBundle of ${e.what} to the same CAs as ${movers[0]!} (old and new: ${[...has.values(), ...added.values()].join(' + ')}) ` +
          `in this change; every holder a Secret serves must move together, and drop the old CA from all of them only once every pod serves the new certificate`,
        resource: e.bundleFrom.resource,
        path: e.bundleFrom.path,
      });
    }
  }
  return { problems, keys };
}

/** A CA or certificate made by the chart's templates at render time: each upgrade is a rotation without overlap. */
function perRender(entries: readonly HolderEntry[]): { key: string; problem: RotationProblem }[] {
  const out: { key: string; problem: RotationProblem }[] = [];
  const seen = new Set<Resource>();
  for (const e of entries) {
    for (const r of [e.resource, e.leaf?.secret]) {
      const mints = r && helmMints(r);
      if (!r || !mints || seen.has(e.resource)) continue;
      seen.add(e.resource);
      out.push({
        key: e.key,
        problem: {
          rule: 'rotation-ca-per-render',
          messageId: 'perRender',
          data: {
            holder: e.what,
            object: `${r.kind} ${r.name}`,
            template: r.doc.template ?? 'a template',
            call: mints,
          },
          fix:
            'make the CA once and keep it across renders: issue it with a certificate issuer and its CA injector, or reuse the ' +
            'existing Secret with `lookup` before calling the generator; when it must change, rotate it in three ' +
            'upgrades (old + new CA in caBundle; the new certificate; drop the old CA)',
          resource: e.resource,
          path: e.caBundlePath,
        },
      });
    }
  }
  return out;
}

/**
 * Jobs and CronJobs that run again at every change and make a new CA at each run, written where a holder's
 * backends or caBundle take it from (docs/rotation.md, "Jobs and CronJobs that mint"). Proof is an error; a
 * run that mints only under a condition the inputs do not decide, or a script the gate cannot read, a warning.
 */
function mintedPerRun(
  entries: readonly HolderEntry[],
  after: Model,
  before: Model,
): { keys: string[]; problems: RotationProblem[] } {
  const jobs = mintingJobs(after, before);
  if (!jobs.length) return { keys: [], problems: [] };
  const keys: string[] = [];
  const problems: RotationProblem[] = [];
  for (const j of jobs) {
    const used = entries.flatMap((e) => {
      const given = uses(j, e);
      return given ? [{ e, given }] : [];
    });
    if (!used.length) continue;
    const linked = used.map((u) => u.given);
    if (j.verdict === 'mints') keys.push(...used.map((u) => u.e.key));
    const job = `${j.job.kind} ${j.job.namespace}/${j.job.name}`;
    const holders = [...new Set(used.map((u) => u.e.what))].join(', ');
    const written = j.writes.map((w) =>
      w.target.kind === 'Secret' ? targetLabel(w.target) : `caBundle of ${targetLabel(w.target)}`,
    );
    const at = { resource: j.resource, path: j.path, fix: mintFix(j, linked) };
    if (j.verdict === 'unread')
      problems.push({
        rule: 'rotation-ca-per-render',
        messageId: 'jobMintsUnread',
        severity: 'warning',
        data: {
          job,
          runs: j.runs,
          given: [...new Set(linked.map(targetLabel))].join(', '),
          holders,
          unread: j.unread ?? 'it is not among the inputs',
        },
        ...at,
      });
    else if (j.verdict === 'mints-when')
      problems.push({
        rule: 'rotation-ca-per-render',
        messageId: 'jobMintsWhen',
        severity: 'warning',
        data: {
          job,
          runs: j.runs,
          condition: condition(j.when ?? ''),
          mint: j.mint ?? '',
          written: written.join(' and '),
          holders,
        },
        ...at,
      });
    else
      problems.push({
        rule: 'rotation-ca-per-render',
        messageId: 'jobMints',
        data: { job, runs: j.runs, mint: j.mint ?? '', written: written.join(' and '), holders },
        ...at,
      });
  }
  return { keys, problems };
}

/**
 * What links a minting Job to a holder entry, for messages: a Secret it writes that the holder's backends mount
 * (or its injector reads), or the holder whose caBundle it patches; for a Job whose script is unread, one of
 * those it names. Undefined when none.
 */
function uses(j: MintingJob, e: HolderEntry): MintTarget | undefined {
  const secrets = secretsOf(e);
  if (j.verdict !== 'unread')
    return j.writes.find((w) =>
      w.target.kind === 'Secret'
        ? secrets.has(`${w.target.namespace}/${w.target.name}`)
        : w.target.kind === e.resource.kind && w.target.name === e.resource.name,
    )?.target;
  const ns = j.job.namespace;
  const secret = [...secrets].find((s) => s.startsWith(ns + '/') && j.mentions.has(s.slice(ns.length + 1)));
  if (secret) return { kind: 'Secret', namespace: ns, name: secret.slice(ns.length + 1) };
  return j.mentions.has(e.resource.name) ? { kind: e.resource.kind, namespace: '', name: e.resource.name } : undefined;
}

function targetLabel(t: MintTarget): string {
  return `${t.kind} ${t.namespace ? t.namespace + '/' : ''}${t.name}`;
}

/** `<namespace>/<name>` of every Secret a holder's certificate or bundle comes from. */
function secretsOf(e: HolderEntry): Set<string> {
  const out = new Set<string>();
  const add = (ns: string, name: unknown) => typeof name === 'string' && out.add(`${ns}/${name}`);
  if (e.leaf) add(e.leaf.secret.namespace, e.leaf.secret.name);
  if (e.bundleFrom.injected && e.bundleFrom.resource.kind === 'Secret')
    add(e.bundleFrom.resource.namespace, e.bundleFrom.resource.name);
  for (const w of e.backends)
    for (const v of arr(podSpecOf(w)?.volumes)) {
      add(w.namespace, get(v, 'secret', 'secretName'));
      for (const src of arr(get(v, 'projected', 'sources'))) add(w.namespace, get(src, 'secret', 'name'));
    }
  return out;
}

/** `[ "$FORCE" = true ] holds` as the message says it. */
function condition(assumed: string): string {
  const m = /^([\s\S]*) (holds|fails)$/.exec(assumed);
  return m ? `\`${m[1]!}\` ${m[2]!}` : assumed;
}

function mintFix(j: MintingJob, linked: readonly MintTarget[]): string {
  const secret = [...j.writes.map((w) => w.target), ...linked].find((t) => t.kind === 'Secret');
  const guard = secret
    ? `\`kubectl get secret ${secret.name} -n ${secret.namespace} || { <generate>; kubectl create secret ... }\``
    : '`kubectl get secret <name> || { <generate>; kubectl create secret ... }`';
  const read =
    j.verdict === 'unread'
      ? 'give the gate what the Job runs (the script inline, or its ConfigMap among the inputs); '
      : '';
  return (
    `${read}make the CA once and keep it: generate only when the Secret does not exist yet (${guard}, and patch caBundle from the CA it holds), ` +
    'or issue the certificate with a certificate issuer and its CA injector; when the CA must change, ' +
    'rotate it in three steps (old + new CA in caBundle; the new certificate; drop the old CA)'
  );
}

/** A catalogue controller's certificate writer that was off before the change and is on after it (docs/rotation.md). */
function rotatorsEnabled(before: Model, after: Model): RotationProblem[] {
  // Most changes run no catalogue controller: the deployed state's effective state is then never built.
  if (!effectiveState(after).writers.length) return [];
  const was = new Map(effectiveState(before).writers.map((w) => [writerKey(w.workload, w.doc.name), w]));
  const out: RotationProblem[] = [];
  for (const w of effectiveState(after).writers) {
    const old = was.get(writerKey(w.workload, w.doc.name));
    if (!old || old.enabled !== false || w.enabled !== true) continue;
    const secret = w.sharedSecret ?? str(w.doc.controller?.secretName?.default) ?? 'its Secret';
    out.push({
      rule: 'rotation-rotator-enabled',
      messageId: 'rotatorEnabled',
      data: {
        workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
        owner: w.doc.description,
        was: disabledSetting(w.doc),
        secret,
        holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(', ') || 'the holders it names',
      },
      fix:
        `keep the writer off (${disabledSetting(w.doc)}) while another issuer owns ${secret}; to hand rotation to it, ` +
        'first add its CA to every caBundle next to the one in force, then turn it on, and drop the old CA once every pod serves its certificate',
      resource: w.workload,
      path: w.containerPath,
    });
  }
  return out;
}

/** A catalogue controller that mints its CA per process (in memory) and whose pods the change restarts. */
function mintedPerStart(before: Model, after: Model): RotationProblem[] {
  const writers = effectiveState(after).writers.filter((w) => w.perPod === true && w.holders.length);
  const out: RotationProblem[] = [];
  for (const w of writers) {
    const old = before.get(w.workload.kind, w.workload.namespace, w.workload.name);
    if (!old || !podsRestart(old, w.workload)) continue;
    const leader = w.doc.controller?.leaderElection?.setting;
    const share = leader?.env ? `env ${leader.env}=true` : leader?.flag ? `--${leader.flag}` : undefined;
    out.push({
      rule: 'rotation-ca-per-render',
      messageId: 'mintsPerStart',
      data: {
        workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
        owner: w.doc.description,
        holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(', '),
      },
      fix:
        `give every pod one certificate kept outside the process: ${share ? `turn on its leader elector (${share}) so one CA is kept in a Secret, or ` : ''}` +
        `${disabledSetting(w.doc, 'mount a certificate')} from a Secret every pod mounts; then rotate that Secret in three steps (old + new CA in caBundle; the new certificate; drop the old CA)`,
      resource: w.workload,
      path: w.containerPath,
    });
  }
  return out;
}

/** The change replaces the workload's pods: its pod template differs. */
function podsRestart(before: Resource, after: Resource): boolean {
  return JSON.stringify(get(before.body, 'spec', 'template')) !== JSON.stringify(get(after.body, 'spec', 'template'));
}

function writerKey(r: Resource, name: string): string {
  return `${r.kind}/${r.namespace}/${r.name}/${name}`;
}

function disabledSetting(doc: { controller?: { disabledWhen?: unknown } }, prefix?: string): string {
  const first = arr(doc.controller?.disabledWhen)[0];
  const flag = str(get(first, 'setting', 'flag'));
  const env = str(get(first, 'setting', 'env'));
  const setting = env ? `env ${env}` : flag ? `--${flag}` : 'its disabling setting';
  return prefix ? `${prefix} (${setting})` : setting;
}

/**
 * A CA certificate object (the owner catalogue's `certificate` kind) that gets a new key at each renewal
 * (rotationPolicy Always, the default since v1.18) and signs leaves through a CA issuer, which does not
 * re-issue them (docs/rotation.md).
 * Reported when the change brings it in (new, or its policy turned to Always).
 */
function caRekeys(before: Model, after: Model, view: StateView): RotationProblem[] {
  const was = new Set(rekeyingCas(before).map((c) => `${c.ca.namespace}/${c.ca.name}`));
  return rekeyingCas(after)
    .filter((c) => !was.has(`${c.ca.namespace}/${c.ca.name}`))
    .map(({ ca, policy, leaves, secret, group }) => {
      // Holders injected from the CA's Secret or from the Secret of a leaf it signs.
      const secrets = new Set([
        typeof secret === 'string' ? secret : secret.name,
        ...leaves.flatMap((l) => str(get(l.body, 'spec', 'secretName')) ?? []),
      ]);
      const holders = view.entries
        .filter((e) => {
          const r = e.bundleFrom.resource;
          return e.bundleFrom.injected && r.kind === 'Secret' && r.namespace === ca.namespace && secrets.has(r.name);
        })
        .map((e) => e.what);
      const written = get(ca.body, 'spec', 'privateKey', 'rotationPolicy') !== undefined;
      return {
        rule: 'rotation-ca-rekey',
        messageId: 'caRekey',
        data: {
          ca: `${ca.namespace}/${ca.name}`,
          policy: written ? policy : 'unset, Always by default since v1.18',
          issuer: group,
          leaves: leaves.map((l) => `Certificate ${l.namespace}/${l.name}`).join(', '),
          holders: holders.join(', ') || 'the holders that trust it',
        },
        fix:
          `set spec.privateKey.rotationPolicy: Never on Certificate ${ca.namespace}/${ca.name} (a same-key renewal needs no overlap); ` +
          'to re-key it, first trust old + new CA in every caBundle (trust-manager, or the injector with CAInjectorMerging), ' +
          're-issue every leaf (cmctl renew) and restart or reload their pods, then drop the old CA',
        resource: ca,
        path: written ? ['spec', 'privateKey', 'rotationPolicy'] : ['spec'],
      };
    });
}

interface RekeyingCa {
  ca: Resource;
  policy: string;
  leaves: Resource[];
  secret: Resource | string;
  /** The API group of the certificate objects, for messages. */
  group: string;
}

/** Per certificate object kind of the owner catalogue (its `certificate`), the CAs that re-key. */
function rekeyingCas(model: Model): RekeyingCa[] {
  const out: RekeyingCa[] = [];
  for (const doc of model.owners) {
    const kind = doc.certificate?.kind;
    const group = doc.certificate?.apiGroup;
    if (kind && group) out.push(...rekeyingOf(model, kind, group));
  }
  return out;
}

function rekeyingOf(model: Model, kind: string, group: string): RekeyingCa[] {
  const api = `${group}/`;
  const certs = model.ofKind(kind).filter((c) => c.apiVersion.startsWith(api));
  if (!certs.length) return [];
  const out: RekeyingCa[] = [];
  for (const ca of certs) {
    if (get(ca.body, 'spec', 'isCA') !== true) continue;
    const policy = str(get(ca.body, 'spec', 'privateKey', 'rotationPolicy')) ?? 'Always';
    const secretName = str(get(ca.body, 'spec', 'secretName'));
    if (policy !== 'Always' || !secretName) continue;
    const issuers = [...model.ofKind('Issuer'), ...model.ofKind('ClusterIssuer')].filter(
      (i) =>
        i.apiVersion.startsWith(api) &&
        str(get(i.body, 'spec', 'ca', 'secretName')) === secretName &&
        (i.kind === 'ClusterIssuer' || i.namespace === ca.namespace),
    );
    const leaves = certs.filter((c) => {
      const ref = get(c.body, 'spec', 'issuerRef');
      if (c === ca || !isObj(ref)) return false;
      const refKind = str(ref.kind) ?? 'Issuer';
      return issuers.some(
        (i) =>
          i.kind === refKind &&
          i.name === str(ref.name) &&
          (refKind === 'ClusterIssuer' || i.namespace === c.namespace),
      );
    });
    if (leaves.length)
      out.push({ ca, policy, leaves, secret: model.get('Secret', ca.namespace, secretName) ?? secretName, group });
  }
  return out;
}

/** The three steps, in the words of this holder. */
function safeSequence(e: HolderEntry, old: string): string {
  const where = e.bundleFrom.injected
    ? `the CA its injector writes (${e.bundleFrom.resource.kind} ${e.bundleFrom.resource.namespace}/${e.bundleFrom.resource.name}): let the injector merge (its CAInjectorMerging gate) or publish old + new CA`
    : `caBundle of ${e.what}`;
  const secret = e.leaf ? `Secret ${e.leaf.secret.namespace}/${e.leaf.secret.name}` : 'the serving Secret';
  return (
    `1) keep the old CA (${old}) and add the new one in ${where}, and apply that alone; ` +
    `2) then switch ${secret} to the new certificate and restart or reload every pod of ${names(e.backends)}; ` +
    `3) drop the old CA only in a later change, once every pod serves the new certificate`
  );
}

/** How long backends keep serving the certificate they had, after the bundle changed. */
function delayOf(e: HolderEntry, b: HolderEntry, after: Model): string {
  const how = reloadOf(after, e.backends[0] ?? b.backends[0]);
  const rolled = e.backends.some((w) => {
    const old = b.backends.find((x) => x.kind === w.kind && x.name === w.name && x.namespace === w.namespace);
    return old !== undefined && podsRestart(old, w);
  });
  switch (how) {
    case 'secret-watch':
      return 'each pod reloads only after it sees the Secret change';
    case 'in-process':
      return 'each pod switches its certificate only when its own loop renews it';
    case 'file-watch':
      return "the new Secret reaches the pods' volume only after the kubelet syncs (up to ~100 s)";
    case 'restart':
      return rolled
        ? 'the server reads its certificate only at start: old pods serve the old one until the rollout replaces them'
        : 'the server reads its certificate only at start and the change restarts no pod: they serve the old one until restarted';
    default:
      return rolled
        ? 'old pods serve the old certificate until the rollout replaces them'
        : 'a mounted Secret reaches the pods only after the kubelet syncs (up to ~100 s), and a server that reads its certificate once serves the old one until its pod is replaced';
  }
}

/**
 * Whether a backend's server reloads a rotated certificate, from the controller model (a profile's or owner
 * entry's `reload`); unknown unless the model says. The one place that reads it.
 */
export function reloadOf(model: Model, workload: Resource | undefined): Reload {
  if (!workload) return 'unknown';
  const state = effectiveState(model);
  const modes = [
    ...state.controllers.filter((c) => c.workload.resource === workload).map((c) => c.workload.profile.reload?.mode),
    ...state.writers.filter((w) => w.workload === workload).map((w) => w.reload),
  ];
  return modes.find((m) => m !== undefined) ?? 'unknown';
}

function names(workloads: readonly Resource[]): string {
  if (!workloads.length) return 'its backends';
  return `the pods of ${workloads.map((w) => `${w.kind} ${w.namespace}/${w.name}`).join(', ')}`;
}

function secretPath(secret: Resource, key: string): PathSegment[] {
  return [get(secret.body, 'data', key) !== undefined ? 'data' : 'stringData', key];
}

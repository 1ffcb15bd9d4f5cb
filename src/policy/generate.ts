/**
 * A ValidatingAdmissionPolicy, generated from the profiles, that refuses what the central rule
 * (multi-replica-webhook-unshared-cert) flags from one Deployment or StatefulSet alone, plus one policy per
 * scale subresource that judges the workload being scaled (a Scale holds only replicas: see docs/policy.md).
 */
import type { Profile } from '../load/profiles.js';
import { PROFILE_LABEL } from '../model/pod.js';
import { entries, featureGateOn, imageRepoRegex, isRef, isSet, lastOf, list, lit, literal } from './cel.js';

export const VALIDATION_ACTIONS = ['Deny', 'Warn', 'Audit'] as const;
export type ValidationAction = (typeof VALIDATION_ACTIONS)[number];

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}

export interface PolicyOptions {
  actions?: readonly ValidationAction[];
  namespaceSelector?: LabelSelector;
  name?: string;
}

type Obj = Record<string, unknown>;

const WORKLOADS = [
  { kind: 'Deployment', resource: 'deployments' },
  { kind: 'StatefulSet', resource: 'statefulsets' },
] as const;

/** How the expressions reach the workload: the admitted object itself, or (for a Scale) the param holding it. */
interface Root {
  workload: string;
  namespace: string;
  kind: string;
  replicas: string;
  /** Only for the scale policies: the param must be the workload the Scale belongs to. */
  sameWorkload?: string;
}

const OBJECT_ROOT: Root = {
  workload: 'object',
  namespace: 'request.namespace',
  kind: 'request.kind.kind',
  // Defaulting runs before admission, so a Deployment always has replicas here; absent means 1 anyway.
  replicas: '(has(object.spec.replicas) ? object.spec.replicas : 1)',
};

const scaleRoot = (kind: string): Root => ({
  workload: 'params',
  namespace: 'params.metadata.namespace',
  kind: lit(kind),
  // autoscaling/v1 Scale omits replicas when 0.
  replicas: '(has(object.spec.replicas) ? object.spec.replicas : 0)',
  sameWorkload: 'params.metadata.name == object.metadata.name',
});

/** The policies and their bindings, in apply order; empty without profiles. */
export function generatePolicy(profiles: readonly Profile[], options: PolicyOptions = {}): Obj[] {
  const name = options.name ?? 'webhook-cert-gate-unshared-cert';
  if (!profiles.length) return [];
  const annotations = { 'webhook-cert-gate.io/profiles': profiles.map((p) => p.name).join(', ') };
  const out: Obj[] = [];
  const add = (policyName: string, spec: Obj) => {
    out.push({
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicy',
      metadata: { name: policyName, labels: LABELS, annotations },
      spec,
    });
    out.push(binding(policyName, options, spec.paramKind !== undefined));
  };
  add(
    name,
    policySpec(
      profiles,
      OBJECT_ROOT,
      WORKLOADS.map((w) => w.resource),
      ['CREATE', 'UPDATE'],
    ),
  );
  for (const w of WORKLOADS) {
    add(`${name}-${w.resource}-scale`, {
      ...policySpec(profiles, scaleRoot(w.kind), [`${w.resource}/scale`], ['UPDATE']),
      paramKind: { apiVersion: 'apps/v1', kind: w.kind },
    });
  }
  return out;
}

const LABELS = { 'app.kubernetes.io/name': 'webhook-cert-gate', 'app.kubernetes.io/component': 'admission-policy' };

function binding(policyName: string, options: PolicyOptions, withParams: boolean): Obj {
  const spec: Obj = { policyName, validationActions: [...(options.actions ?? ['Deny'])] };
  if (options.namespaceSelector) spec.matchResources = { namespaceSelector: options.namespaceSelector };
  // Every workload of the request's namespace is a param; the expressions keep the one being scaled.
  if (withParams) spec.paramRef = { selector: {}, parameterNotFoundAction: 'Allow' };
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicyBinding',
    metadata: { name: policyName, labels: LABELS },
    spec,
  };
}

function policySpec(profiles: readonly Profile[], root: Root, resources: string[], operations: string[]): Obj {
  return {
    failurePolicy: 'Fail',
    matchConstraints: {
      resourceRules: [{ apiGroups: ['apps'], apiVersions: ['v1'], operations, resources }],
    },
    // An update that leaves spec alone (labels, finalizers, the garbage collector) neither makes nor
    // mends a race: refusing it would only block owners of a workload the policy predates.
    matchConditions: [
      { name: 'spec-changed', expression: 'request.operation != "UPDATE" || object.spec != oldObject.spec' },
    ],
    variables: variables(profiles, root),
    validations: profiles.map((p) => validation(p, root)),
  };
}

/** CEL identifier part for a profile name (names are [a-z0-9-]). */
const id = (p: Profile) => p.name.replace(/-/g, '_');

/**
 * Containers the profile matches, first match first (src/model/workload.ts matchProfile): by image
 * repository, or by env name on a workload whose label names the profile (the only corroboration one object
 * holds: a policy refuses only what it can prove from the object), then, for a workload the profile names
 * (workloadNames or the label), its first container.
 */
function matchExpression(p: Profile, root: Root): string {
  const containers = `${root.workload}.spec.template.spec.containers`;
  const labels = `${root.workload}.metadata.labels`;
  const named = `(has(${labels}) && ${lit(PROFILE_LABEL)} in ${labels} && ${labels}[${lit(PROFILE_LABEL)}] == ${lit(p.name)})`;
  const tests: string[] = [];
  const image = imageRepoRegex(p.match.images ?? []);
  if (image) tests.push(`(has(c.image) && c.image.matches(${lit(image)}))`);
  if (p.match.envAny?.length)
    tests.push(`(${named} && has(c.env) && c.env.exists(e, e.name in ${list(p.match.envAny)}))`);
  const parts: string[] = [];
  if (tests.length) parts.push(`${containers}.filter(c, ${tests.join(' || ')})`);
  const byName = p.match.workloadNames?.length
    ? `${root.workload}.metadata.name in ${list(p.match.workloadNames)} || `
    : '';
  parts.push(`(${byName}${named} ? ${containers} : [])`);
  return parts.join(' + ');
}

function variables(profiles: readonly Profile[], root: Root): { name: string; expression: string }[] {
  const vars: { name: string; expression: string }[] = [];
  const v = (name: string, expression: string) => vars.push({ name, expression });
  for (const p of profiles) v(`match_${id(p)}`, matchExpression(p, root));
  // As the model recognises (src/model/recognise.ts): the label naming a profile decides; else the first profile,
  // in the catalogue's order, with a match.
  const labels = `${root.workload}.metadata.labels`;
  const chain = profiles.reduceRight(
    (rest, p) => `size(variables.match_${id(p)}) > 0 ? ${lit(p.name)} : ${rest}`,
    '""',
  );
  const byLabel = `has(${labels}) && ${lit(PROFILE_LABEL)} in ${labels} && ${labels}[${lit(PROFILE_LABEL)}] in ${list(profiles.map((p) => p.name))} ? ${labels}[${lit(PROFILE_LABEL)}] : ${chain}`;
  v('profile', root.sameWorkload ? `!(${root.sameWorkload}) ? "" : ${byLabel}` : byLabel);
  // Variables are evaluated on first use: only the deciding profile's are computed.
  for (const p of profiles) {
    const k = id(p);
    const c = `variables.match_${k}[0]`;
    for (const [key, envName] of [
      ['host', p.env.host],
      ['writer', p.env.writer],
      ['secret', p.env.secretName],
    ] as const) {
      v(`${key}Entries_${k}`, entries(c, envName));
      v(`${key}_${k}`, lastOf(`variables.${key}Entries_${k}`));
    }
    v(`writerValue_${k}`, `(${literal(`variables.writer_${k}`, root.namespace)} + [""])[0]`);
    // selectWriter: fsValue, or empty while the host is set; a writer read from elsewhere is unknown (not flagged).
    const fs = p.writer?.fsValue === undefined ? '' : `variables.writerValue_${k} == ${lit(p.writer.fsValue)} || `;
    v(
      `perPod_${k}`,
      `!${isRef(`variables.writer_${k}`)} && (${fs}(variables.writerValue_${k} == "" && ${isSet(`variables.host_${k}`)}))`,
    );
    const gate = externalCertsGate(p);
    v(`externalCerts_${k}`, gate ? featureGateOn(c, gate.flag, gate.gates) : 'false');
    const fallback = p.defaults?.secretName
      ? lit(p.defaults.secretName)
      : `${root.workload}.metadata.name + "-webhook-certs"`;
    v(`secretName_${k}`, `(${literal(`variables.secret_${k}`, root.namespace)}.filter(s, s != "") + [${fallback}])[0]`);
  }
  return vars;
}

/** The flag and gate names that make the controller read an external certificate and mint nothing per pod. */
function externalCertsGate(p: Profile): { flag: string; gates: string[] } | undefined {
  if (!p.externalCertsFeatureGate || !p.featureGatesArg) return undefined;
  return { flag: p.featureGatesArg, gates: [p.externalCertsFeatureGate, ...(p.externalCerts?.alsoEnabledBy ?? [])] };
}

function validation(p: Profile, root: Root): Obj {
  const k = id(p);
  const secretValue = p.writer?.secretValue ?? 'secret';
  const fix = (secret: string, container: string) =>
    `${lit(`set env ${p.env.writer}=${secretValue} and ${p.env.secretName}=`)} + ${secret} + " on container " + ${container} + ${lit(', and provision that Secret once (webhook-cert-gate cert generate)')}`;
  const staticSecret = p.defaults?.secretName ?? '<name>-webhook-certs';
  return {
    expression: `variables.profile != ${lit(p.name)} || ${root.replicas} <= 1 || !variables.perPod_${k} || variables.externalCerts_${k}`,
    reason: 'Forbidden',
    message:
      `${p.description ?? p.name}: more than one replica with ${p.env.host} set and the per-pod fs certificate writer races on caBundle; ` +
      `set env ${p.env.writer}=${secretValue} and ${p.env.secretName}=${staticSecret}, and provision that Secret once (webhook-cert-gate cert generate)`,
    messageExpression:
      `${root.kind} + " " + ${root.namespace} + "/" + ${root.workload}.metadata.name + " can run " + string(${root.replicas}) + " replicas" + ` +
      `${lit(` with ${p.env.host} set and the per-pod fs certificate writer: each replica would mint its own CA and rewrite the caBundle of the webhook configurations, a 409 write war (${p.name} profile). Fix: `)} + ` +
      fix(`variables.secretName_${k}`, `variables.match_${k}[0].name`),
  };
}

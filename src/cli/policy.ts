/** `policy`: print the ValidatingAdmissionPolicy generated from the profiles (docs/policy.md). */
import { dump } from 'js-yaml';
import { loadConfig } from '../load/config.js';
import { loadProfiles } from '../load/profiles.js';
import { generatePolicy, VALIDATION_ACTIONS, type ValidationAction } from '../policy/generate.js';
import { parseLabelSelector } from '../policy/selector.js';
import { defineCommand, HELP_OPTION, OUTPUT_OPTION, parseCommand, printHelp, writeReport } from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import type { CliIo } from './io.js';

export const POLICY_SPEC = defineCommand({
  name: 'policy',
  usage: ['policy [--profile NAME]... [--action Deny|Warn|Audit]... [--namespace-selector SELECTOR]'],
  description: `Prints ValidatingAdmissionPolicies (admissionregistration.k8s.io/v1, Kubernetes 1.30+) and their bindings that
refuse, inside the cluster, what multi-replica-webhook-unshared-cert flags: a Deployment or StatefulSet of a
profiled webhook controller with more than one replica, the external host env set and the per-pod "fs"
certificate writer; and scaling such a workload above one replica. Apply with kubectl apply -f -.`,
  options: {
    profile: {
      type: 'string',
      multiple: true,
      arg: 'NAME',
      help: 'only these profiles (repeatable; default: every loaded profile)',
    },
    action: {
      type: 'string',
      multiple: true,
      arg: 'Deny|Warn|Audit',
      help: "the bindings' validationActions (repeatable; default Deny; Warn and Audit for a first rollout)",
    },
    'namespace-selector': {
      type: 'string',
      arg: 'SEL',
      help: 'only namespaces whose labels match, e.g. kubernetes.io/metadata.name in (webhooks)',
    },
    name: {
      type: 'string',
      arg: 'NAME',
      help: 'name of the policies and bindings (default webhook-cert-gate-unshared-cert)',
    },
    config: {
      type: 'string',
      arg: 'FILE',
      help: 'configuration whose profiles: are loaded too (default: ./.webhook-cert-gate.yaml when present)',
    },
    ...OUTPUT_OPTION,
    ...HELP_OPTION,
  },
});

export async function policyCommand(args: string[], io: CliIo): Promise<number> {
  const { values: opts } = parseCommand(POLICY_SPEC, args);
  if (opts.help) return printHelp(io, POLICY_SPEC);
  const actions = parseActions(opts.action ?? []);
  const name = opts.name ?? 'webhook-cert-gate-unshared-cert';
  // The scale policies append "-statefulsets-scale" (19 characters) to the name.
  if (!/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(name) || name.length > 253 - 19)
    throw new InputError(`--name '${name}' is not a valid Kubernetes name`);
  let namespaceSelector;
  if (opts['namespace-selector'] !== undefined) {
    try {
      namespaceSelector = parseLabelSelector(opts['namespace-selector']);
    } catch (e) {
      throw new InputError(`--namespace-selector: ${(e as Error).message}`);
    }
  }
  const config = await loadConfig(io.cwd, opts.config);
  const profiles = await loadProfiles(config.owners);
  const wanted = opts.profile ?? [];
  for (const p of wanted) {
    if (!profiles.some((q) => q.name === p))
      throw new InputError(
        `--profile '${p}' is not a loaded profile (loaded: ${profiles.map((q) => q.name).join(', ')})`,
      );
  }
  const chosen = wanted.length ? profiles.filter((p) => wanted.includes(p.name)) : profiles;
  const objects = generatePolicy(chosen, { actions, namespaceSelector, name });
  if (!objects.length)
    throw new InputError(
      `no profile among ${chosen.map((p) => p.name).join(', ')} matches workloads by image, env or name (match.charts alone is for Helm)`,
    );
  await writeReport(io, opts.output, objects.map((o) => dump(o, { lineWidth: -1, noRefs: true })).join('---\n'));
  return EXIT.ok;
}

function parseActions(given: string[]): ValidationAction[] {
  for (const a of given) {
    if (!(VALIDATION_ACTIONS as readonly string[]).includes(a))
      throw new InputError(`--action must be Deny, Warn or Audit (got '${a}')`);
  }
  const actions = [...new Set(given)] as ValidationAction[];
  // The API refuses Deny together with Warn (a denied request has nothing to warn about).
  if (actions.includes('Deny') && actions.includes('Warn'))
    throw new InputError('--action Deny and Warn cannot be combined (use Deny, or Warn with Audit)');
  return actions.length ? actions : ['Deny'];
}

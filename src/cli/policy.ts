/** `policy`: print the ValidatingAdmissionPolicy generated from the profiles (docs/policy.md). */
import { dump } from 'js-yaml';
import { loadConfig } from '../load/config.js';
import { loadProfiles } from '../load/profiles.js';
import { generatePolicy, VALIDATION_ACTIONS, type ValidationAction } from '../policy/generate.js';
import { parseLabelSelector } from '../policy/selector.js';
import { OUTPUT_OPTION, parse, writeReport } from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import type { CliIo } from './io.js';

const HELP = `Usage: webhook-cert-gate policy [--profile NAME]... [--action Deny|Warn|Audit]... [--namespace-selector SELECTOR]

Prints ValidatingAdmissionPolicies (admissionregistration.k8s.io/v1, Kubernetes 1.30+) and their bindings that
refuse, inside the cluster, what multi-replica-webhook-unshared-cert flags: a Deployment or StatefulSet of a
profiled webhook controller with more than one replica, the external host env set and the per-pod "fs"
certificate writer; and scaling such a workload above one replica. Apply with kubectl apply -f -.

Options:
  --profile NAME                only these profiles (repeatable; default: every loaded profile)
  --action Deny|Warn|Audit      the bindings' validationActions (repeatable; default Deny; Warn and Audit for a first rollout)
  --namespace-selector SEL      only namespaces whose labels match, e.g. kubernetes.io/metadata.name in (webhooks)
  --name NAME                   name of the policies and bindings (default webhook-cert-gate-unshared-cert)
  --config FILE                 configuration whose profiles: are loaded too (default: ./.webhook-cert-gate.yaml when present)
  -o, --output FILE             write the manifests to FILE instead of stdout`;

export async function policyCommand(args: string[], io: CliIo): Promise<number> {
  const { values: opts, positionals } = parse(args, {
    profile: { type: 'string', multiple: true },
    action: { type: 'string', multiple: true },
    'namespace-selector': { type: 'string' },
    name: { type: 'string' },
    config: { type: 'string' },
    ...OUTPUT_OPTION,
    help: { type: 'boolean', short: 'h' },
  });
  if (opts.help) {
    io.out(HELP + '\n');
    return EXIT.ok;
  }
  if (positionals.length) throw new InputError(`policy takes no arguments (got '${positionals[0]}')`);
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
  const profiles = await loadProfiles(config.profiles);
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

import { effectiveState } from '../effective/index.js';
import type { Model } from '../model/model.js';
import { get } from '../core/object.js';
import { envPath, workloadName } from './describe.js';
import { wasDenied, type LiveEvidence } from './live.js';
import { defineRule } from './types.js';
import { caBundleHolders } from '../model/holders.js';
import { annotationOwners } from '../effective/catalogue.js';
import type { CatalogueWriter } from '../effective/types.js';
import { label } from '../effective/writers.js';

export const rule = defineRule({
  meta: {
    id: 'webhook-cert-secret-missing',
    severity: 'warning',
    description:
      'The controller reads its certificate from a Secret that is not among the inputs (and nothing among them creates it).',
    messages: {
      missing:
        '{workload} uses the Secret writer with Secret {namespace}/{secret}, which is not among the inputs: the first replica to start will mint the CA and create it.',
      unfilled:
        '{workload} runs {entry}, which updates Secret {namespace}/{secret} but never creates it ({source}): the Secret is not among the inputs and nothing among them creates it, so the rotator cannot get it and the webhooks it serves never get a certificate.',
      external:
        '{workload} runs in external-certs mode: it reads {keys} from Secret {namespace}/{secret}, written by {writer}, and mints nothing itself; neither the Secret nor a certificate that writes it is among the inputs, so its webhook server cannot start until one exists.',
    },
  },
  check({ model, live, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      if ((c.writer !== 'secret' && c.writer !== 'external') || !w.secretName) continue;
      if (model.named('Secret', w.secretName).length) continue; // present (maybe elsewhere: secret-incomplete says so)
      if (wasDenied(live, 'Secret', w.namespace, w.secretName)) continue; // unread, not missing: gate-permission-missing says so
      const setting = w.env.get(w.profile.env.secretName);
      const path = setting ? envPath(w, setting) : w.containerPath;
      const data = { workload: workloadName(w), namespace: w.namespace, secret: w.secretName };
      if (c.writer === 'external') {
        if (writtenByCertificate(model, w.namespace, w.secretName)) continue;
        const writer = c.secretWrittenBy ?? 'another owner';
        report({
          resource: w.resource,
          path,
          messageId: 'external',
          data: { ...data, keys: (c.layout.readKeys ?? []).join(', '), writer },
          fix: `add a ${writer} certificate for ${w.serviceName ?? 'the webhook Service'}.${w.namespace}.svc with secretName ${w.secretName} in namespace ${w.namespace}`,
        });
        continue;
      }
      report({
        resource: w.resource,
        path,
        messageId: 'missing',
        data,
        fix: `add Secret ${w.namespace}/${w.secretName} with keys ${[...(c.layout.readKeys ?? []), ...(c.layout.renewKeys ?? [])].join(', ')} (webhook-cert-gate cert generate --service ${w.serviceName ?? 'SERVICE'}.${w.namespace} --layout ${w.profile.name})`,
      });
    }
    for (const w of unfilledSecrets(model, live)) {
      const { namespace, name, path } = w.fills!;
      report({
        resource: w.workload,
        path,
        messageId: 'unfilled',
        data: {
          workload: label(w.workload),
          entry: w.doc.description,
          namespace,
          secret: name,
          source: source(w),
        },
        fix: `render an empty Secret ${namespace}/${name} with the install (the chart's own template does, unless a values switch turned it off)`,
      });
    }
  },
});

/**
 * Catalogue controllers that only fill their Secret (controller.createsSecret false) and run, whose Secret nothing
 * among the inputs holds or creates: once per Secret.
 */
function unfilledSecrets(model: Model, live: LiveEvidence | undefined): CatalogueWriter[] {
  const seen = new Set<string>();
  // The workload that serves webhooks first: its finding is the one that matters.
  const writers = [...effectiveState(model).writers].sort((a, b) => b.holders.length - a.holders.length);
  return writers.filter((w) => {
    const s = w.fills;
    if (!s || w.enabled !== true || seen.has(`${s.namespace}/${s.name}`)) return false;
    seen.add(`${s.namespace}/${s.name}`);
    return !(
      model.get('Secret', s.namespace, s.name) ||
      wasDenied(live, 'Secret', s.namespace, s.name) ||
      writtenByCertificate(model, s.namespace, s.name) ||
      jobMentions(model, s.namespace, s.name) ||
      injectorNames(model, s.namespace, s.name)
    );
  });
}

/** The citation that says so, as `repo function at ref`. */
function source(w: CatalogueWriter): string {
  const c = w.doc.cites?.find((c) => c.function.endsWith('writeSecret'));
  return c ? `${c.repo} ${c.function} at ${c.ref}` : `the controller model's ${w.doc.name}`;
}

/** A Job or CronJob in the namespace that names the Secret (a whole name): it may create it, so nothing is claimed. */
function jobMentions(model: Model, namespace: string, name: string): boolean {
  const named = new RegExp(`(^|[^\\w.-])${name.replaceAll('.', '\\.')}([^\\w.-]|$)`);
  return ['Job', 'CronJob'].some((k) =>
    model.ofKind(k).some((j) => j.namespace === namespace && named.test(JSON.stringify(j.body))),
  );
}

/**
 * An injector annotation among the inputs that names the Secret, or a certificate object in its namespace that the
 * inputs lack (whose Secret may be this one): the install expects something else to create it.
 */
function injectorNames(model: Model, namespace: string, name: string): boolean {
  return caBundleHolders(model).some(({ resource }) =>
    annotationOwners(model, resource, model.owners).some(({ doc, refers, value }) => {
      const [ns, named] = value.split('/');
      if (ns !== namespace || !named) return false;
      if (refers === 'secret') return named === name;
      return refers === 'certificate' && !!doc.certificate && !model.get(doc.certificate.kind, ns, named);
    }),
  );
}

/** A certificate object of an owner of the catalogue (its `certificate` kind) that writes this Secret. */
function writtenByCertificate(model: Model, namespace: string, secret: string): boolean {
  return model.owners.some(
    (o) =>
      o.certificate &&
      model
        .ofKind(o.certificate.kind)
        .some((c) => c.namespace === namespace && get(c.body, ...o.certificate!.secretNameField.split('.')) === secret),
  );
}

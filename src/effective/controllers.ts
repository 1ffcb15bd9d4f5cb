import { isSet } from '../model/env.js';
import type { Model } from '../model/model.js';
import { findWebhookWorkloads, type WebhookWorkload } from '../model/workload.js';
import { unproven } from './certainty.js';
import type { EffectiveController, EffectiveWriter } from './types.js';

/** What each profiled controller will really do, read from its profile (never from its name). */
export function effectiveControllers(model: Model): EffectiveController[] {
  return findWebhookWorkloads(model).map(effectiveController);
}

function effectiveController(w: WebhookWorkload): EffectiveController {
  const p = w.profile;
  const external = !w.patchesCaBundle;
  const writer: EffectiveWriter = external ? 'external' : w.writer;
  const host = w.host.state === 'value' && w.host.value ? w.host.value : undefined;
  const template = p.rewrites?.hostUrl;
  const name = `${w.resource.kind} ${w.resource.namespace ? w.resource.namespace + '/' : ''}${w.resource.name}`;
  return {
    workload: w,
    writer,
    layout: (external ? p.externalCerts?.secret : p.secret) ?? {},
    secretWrittenBy: external ? p.externalCerts?.writtenBy : undefined,
    ownsCaBundle: !external && Boolean(p.owns?.caBundle),
    servingName:
      host ?? (w.host.state === 'unset' && w.serviceName ? `${w.serviceName}.${w.namespace}.svc` : undefined),
    rewritesUrl: Boolean(template) && isSet(w.host),
    hostUrl:
      template && host
        ? (path) =>
            template
              .replace('{host}', host)
              .replace('{port}', String(w.port ?? ''))
              .replace('{path}', path)
        : undefined,
    owner: {
      via: 'controller',
      name: p.name,
      label: name,
      resource: w.resource,
      path: w.containerPath,
      ...(writer === 'secret' && w.secretName ? { caFrom: `${w.namespace}/${w.secretName}` } : {}),
      // Only its env (with RBAC or a Service the API server calls) ties it to the family: no proof that it writes.
      ...(w.byEnv
        ? unproven(
            `which controller ${name} runs (an image policies/owners names, or the label webhook-cert-gate.io/profile)`,
          )
        : {}),
    },
  };
}

/** Controllers by the configurations they manage (`<kind>/<name>`), so each entry finds its own by lookup. */
export function controllersByConfig(controllers: readonly EffectiveController[]): Map<string, EffectiveController[]> {
  const out = new Map<string, EffectiveController[]>();
  const add = (kind: string, name: string | undefined, c: EffectiveController) => {
    if (!name) return;
    const key = `${kind}/${name}`;
    const list = out.get(key);
    if (list) list.push(c);
    else out.set(key, [c]);
  };
  for (const c of controllers) {
    add('MutatingWebhookConfiguration', c.workload.mutatingName, c);
    add('ValidatingWebhookConfiguration', c.workload.validatingName, c);
  }
  return out;
}

import { entriesCalling, servicesSelecting } from '../model/webhooks.js';
import { effectiveState } from '../effective/index.js';
import { workloadName } from './describe.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'webhook-profile-name-mismatch',
    severity: 'error',
    description:
      "The controller's webhook configurations or webhook Service are named differently from the names it manages.",
    messages: {
      service:
        'Service {namespace}/{name} serves the webhooks of {workload}, but the controller uses {envName}={expected}: it will rewrite every webhook to call Service {expected}, which {exists}.',
      config:
        '{kind} {name} calls {workload}, but the controller manages {kind} {expected}{envHint}: this one never gets a caBundle.',
    },
  },
  check({ model, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      const services = servicesSelecting(model, w.resource).filter((s) => entriesCalling(model, s).length);
      const env = w.profile.env;
      // With the host set the controller replaces clientConfig.service by its URL: the Service name no longer matters.
      const rewritesService = Boolean(w.profile.rewrites?.serviceName) && !c.rewritesUrl;
      for (const s of services) {
        if (rewritesService && w.serviceName && s.name !== w.serviceName) {
          report({
            resource: s,
            path: ['metadata', 'name'],
            messageId: 'service',
            data: {
              namespace: s.namespace,
              name: s.name,
              workload: workloadName(w),
              envName: env.serviceName ?? 'its Service name',
              expected: w.serviceName,
              exists: model.get('Service', s.namespace, w.serviceName)
                ? 'exists but does not select it'
                : 'does not exist',
            },
            fix: env.serviceName
              ? `set env ${env.serviceName}=${s.name} on ${workloadName(w)}, or name the Service ${w.serviceName}`
              : `name the Service ${w.serviceName}`,
          });
        }
        const seen = new Set<string>();
        for (const e of entriesCalling(model, s)) {
          const config = e.config;
          const mutating = config.kind === 'MutatingWebhookConfiguration';
          const expected = mutating ? w.mutatingName : w.validatingName;
          const envName = mutating ? env.mutatingName : env.validatingName;
          if (!expected || config.name === expected || seen.has(config.kind + config.name)) continue;
          seen.add(config.kind + config.name);
          report({
            resource: config,
            path: ['metadata', 'name'],
            messageId: 'config',
            data: {
              kind: config.kind,
              name: config.name,
              workload: workloadName(w),
              expected,
              envHint: envName ? ` (${envName} unset or different)` : ' (a fixed name in this controller)',
            },
            fix: envName
              ? `set env ${envName}=${config.name} on ${workloadName(w)}, or name the configuration ${expected}`
              : `name the configuration ${expected}; this controller cannot be told another name`,
          });
        }
      }
    }
  },
});

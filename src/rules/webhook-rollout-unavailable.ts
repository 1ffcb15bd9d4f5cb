import type { Model } from '../model/model.js';
import { get } from '../core/object.js';
import { type Resource } from '../core/resource.js';
import { entriesCalling, servicesSelecting } from '../model/webhooks.js';
import { findWebhookWorkloads } from '../model/workload.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'webhook-rollout-unavailable',
    severity: 'warning',
    description: 'A webhook Deployment whose rollout takes serving pods away before their replacements are ready.',
    messages: {
      recreate:
        '{workload} serves admission webhooks but uses strategy Recreate: every replica stops before the new ones start.',
      unavailable:
        '{workload} serves admission webhooks but its rolling update allows {count} pod(s) unavailable (maxUnavailable {value}){allowed}: admission calls reach pods that are going away.',
    },
    schema: {
      type: 'object',
      properties: {
        maxUnavailable: {
          type: 'integer',
          minimum: 0,
          description:
            'Serving pods a rolling update may take away at once without a finding, for webhooks whose remaining replicas carry the load and drain their connections on shutdown.',
        },
      },
      additionalProperties: false,
    },
    defaultOptions: { maxUnavailable: 0 },
  },
  check({ model, options, report }) {
    for (const w of webhookDeployments(model)) {
      const type = get(w.body, 'spec', 'strategy', 'type');
      const name = `Deployment ${w.namespace}/${w.name}`;
      const fix = 'set spec.strategy to {type: RollingUpdate, rollingUpdate: {maxUnavailable: 0, maxSurge: 1}}';
      if (type === 'Recreate') {
        report({
          resource: w,
          path: ['spec', 'strategy', 'type'],
          messageId: 'recreate',
          data: { workload: name },
          fix,
        });
        continue;
      }
      const raw = get(w.body, 'spec', 'strategy', 'rollingUpdate', 'maxUnavailable');
      const replicas = get(w.body, 'spec', 'replicas');
      const count = unavailablePods(raw ?? '25%', typeof replicas === 'number' ? replicas : 1);
      if (count <= options.maxUnavailable) continue;
      report({
        resource: w,
        path: raw === undefined ? ['spec', 'strategy'] : ['spec', 'strategy', 'rollingUpdate', 'maxUnavailable'],
        messageId: 'unavailable',
        data: {
          workload: name,
          count,
          value:
            raw === undefined
              ? '25% by default'
              : typeof raw === 'string' || typeof raw === 'number'
                ? String(raw)
                : JSON.stringify(raw),
          allowed: options.maxUnavailable ? `, more than the ${options.maxUnavailable} the config allows` : '',
        },
        fix,
      });
    }
  },
});

/** Kubernetes rounds a percentage maxUnavailable down. */
function unavailablePods(value: unknown, replicas: number): number {
  if (typeof value === 'number') return value;
  const m = /^(\d+)%$/.exec(String(value));
  return m ? Math.floor((Number(m[1]) * replicas) / 100) : Number(value) || 0;
}

/** Profiled controllers, plus any Deployment behind a Service that a webhook configuration calls. */
function webhookDeployments(model: Model): Resource[] {
  const out = new Set<Resource>();
  for (const w of findWebhookWorkloads(model)) if (w.resource.kind === 'Deployment') out.add(w.resource);
  if (model.webhookConfigurations().length) {
    for (const d of model.ofKind('Deployment')) {
      if (servicesSelecting(model, d).some((s) => entriesCalling(model, s).length)) out.add(d);
    }
  }
  return [...out];
}

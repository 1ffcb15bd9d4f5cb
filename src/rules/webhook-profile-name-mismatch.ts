import { entriesCalling, servicesSelecting } from '../model/webhooks.js';
import { effectiveState } from '../effective/index.js';
import { workloadName } from './describe.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'webhook-profile-name-mismatch',
    severity: 'error',
    description: "The controller's webhook configurations or webhook Service are named differently from the names it manages.",
    why:
      'The controller looks its configurations up by name (MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME, or built-in ' +
      'defaults) and rewrites every webhook\'s clientConfig.service.name to SERVICE_NAME. Renamed objects (a kustomize ' +
      'namePrefix, a forked chart) are never patched with a caBundle, Koordinator exits when it cannot find them, and ' +
      'admission calls are sent to a Service name that does not exist.',
    howToFix: 'Either keep the default names, or set the env (SERVICE_NAME, MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME) to the names you deploy.',
    example: `# kustomize namePrefix: koord- renamed the objects, the binary still manages the defaults
apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: 2
  selector: {matchLabels: {koord-app: koord-manager}}
  template:
    metadata: {labels: {koord-app: koord-manager}}
    spec:
      containers:
      - {name: manager, image: ghcr.io/koordinator-sh/koord-manager:v1.8.0}
---
apiVersion: v1
kind: Service
metadata: {name: koord-webhook-service, namespace: koordinator-system}   # <- the controller uses SERVICE_NAME=koordinator-webhook-service
spec:
  selector: {koord-app: koord-manager}
  ports: [{port: 443, targetPort: 9876}]
---
apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata: {name: koord-mutating-webhook-configuration}
webhooks:
- name: mpod-create.koordinator.sh
  sideEffects: None
  admissionReviewVersions: [v1]
  clientConfig:
    service: {name: koord-webhook-service, namespace: koordinator-system, path: /mutate-pod}`,
    seeAlso: { 'The effective state: what controllers and certificate owners do first': 'effective-state.md' },
    messages: {
      service:
        'Service {namespace}/{name} serves the webhooks of {workload}, but the controller uses {envName}={expected}: ' +
        'it will rewrite every webhook to call Service {expected}, which {exists}.',
      config:
        '{kind} {name} calls {workload}, but the controller manages {kind} {expected}{envHint}: this one never gets a caBundle ' +
        '(and Koordinator exits when its own is missing).',
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
              namespace: s.namespace, name: s.name, workload: workloadName(w), envName: env.serviceName ?? 'its Service name',
              expected: w.serviceName,
              exists: model.get('Service', s.namespace, w.serviceName) ? 'exists but does not select it' : 'does not exist',
            },
            fix: env.serviceName ? `set env ${env.serviceName}=${s.name} on ${workloadName(w)}, or name the Service ${w.serviceName}` : `name the Service ${w.serviceName}`,
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
              kind: config.kind, name: config.name, workload: workloadName(w), expected,
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
};

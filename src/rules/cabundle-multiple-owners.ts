import { injectorAnnotations, patchingControllers } from '../model/owners.js';
import { workloadName } from './describe.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'cabundle-multiple-owners',
    severity: 'error',
    description: 'A webhook configuration whose caBundle has more than one writer.',
    why:
      'cert-manager\'s CA injector rewrites caBundle with server-side apply and forced ownership; the webhook controller ' +
      'rewrites it with its own CA on every sync. Two owners that disagree turn the write war of eight replicas into a ' +
      'write war of two kinds of writer, and the caBundle flips between CAs.',
    howToFix:
      'Give caBundle exactly one owner: either remove the cert-manager annotation, or run the controller in a mode that ' +
      'only reads cert-manager\'s certificate (OpenKruise EnableExternalCerts) so cainjector alone writes caBundle.',
    example: `kind: MutatingWebhookConfiguration
metadata:
  name: koordinator-mutating-webhook-configuration   # patched by koord-manager
  annotations:
    cert-manager.io/inject-ca-from: koordinator-system/koord-webhook   # <- and by cainjector`,
    messages: {
      controllerAndInjector:
        '{kind} {name} is patched by {workload} (it writes its own CA into caBundle) and also carries {annotation}: ' +
        'cainjector and the controller will overwrite each other.',
      twoInjectors: '{kind} {name} carries {annotations}: more than one CA source claims its caBundle.',
    },
  },
  check({ model, report }) {
    for (const config of model.webhookConfigurations()) {
      const injectors = injectorAnnotations(config);
      if (injectors.length > 1) {
        report({
          resource: config,
          path: ['metadata', 'annotations', injectors[1]!],
          messageId: 'twoInjectors',
          data: { kind: config.kind, name: config.name, annotations: injectors.join(' and ') },
          fix: `keep one of ${injectors.join(', ')}`,
        });
      }
      const controller = patchingControllers(model, config)[0];
      if (!controller || !injectors.length) continue;
      report({
        resource: config,
        path: ['metadata', 'annotations', injectors[0]!],
        messageId: 'controllerAndInjector',
        data: { kind: config.kind, name: config.name, workload: workloadName(controller), annotation: injectors[0]! },
        fix: `remove annotation ${injectors[0]} (the controller owns caBundle), or stop the controller from writing caBundle`,
      });
    }
  },
};

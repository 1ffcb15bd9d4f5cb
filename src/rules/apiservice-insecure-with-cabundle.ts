import { get } from '../core/object.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'apiservice-insecure-with-cabundle',
    severity: 'error',
    description:
      'An APIService with insecureSkipTLSVerify true and a caBundle: the API server refuses the object, so the apply (or the upgrade) fails.',
    messages: {
      both: 'APIService {name} sets insecureSkipTLSVerify: true and a caBundle: the API server refuses it ("spec.insecureSkipTLSVerify: Invalid value: true: may not be true if caBundle is present"), so this apply fails and the APIService keeps what it had.',
    },
  },
  check({ model, report }) {
    for (const a of model.ofKind('APIService')) {
      const caBundle = get(a.body, 'spec', 'caBundle');
      if (get(a.body, 'spec', 'insecureSkipTLSVerify') !== true || typeof caBundle !== 'string' || !caBundle) continue;
      report({
        resource: a,
        path: ['spec', 'insecureSkipTLSVerify'],
        messageId: 'both',
        data: { name: a.name },
        fix: 'remove insecureSkipTLSVerify (or set it false) so the API server verifies the backend with the caBundle; or drop the caBundle to keep skipping verification',
      });
    }
  },
});

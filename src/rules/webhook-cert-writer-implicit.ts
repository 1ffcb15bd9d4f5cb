import { isSet } from '../model/env.js';
import { effectiveState } from '../effective/index.js';
import { describeSetting, envPath, secretWriterEnvFix, workloadName } from './describe.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'webhook-cert-writer-implicit',
    severity: 'warning',
    description: 'External webhook host with no explicit certificate writer, even at one replica.',
    messages: {
      implicit:
        '{workload}: {host} but {writerName} is not set (or empty), so the controller picks the per-pod "fs" writer; the race starts at the first scale-out or surge pod.',
    },
  },
  check({ model, report }) {
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      // An empty value is no choice either: the selection still falls to the host.
      if (writer !== 'fs' || isSet(w.writerEnv)) continue;
      report({
        resource: w.resource,
        path: envPath(w, w.host),
        messageId: 'implicit',
        data: {
          workload: workloadName(w),
          host: describeSetting(w.profile.env.host, w.host),
          writerName: w.profile.env.writer,
        },
        fix: secretWriterEnvFix(w),
      });
    }
  },
});

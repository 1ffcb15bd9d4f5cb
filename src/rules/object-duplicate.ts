import { positionOf } from '../load/position.js';
import type { Resource } from '../core/resource.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'object-duplicate',
    severity: 'warning',
    description:
      'The same object (kind, namespace, name) defined twice in one scope: the later silently replaces the earlier.',
    messages: {
      duplicate:
        '{kind} {name} is defined {times} in one scope{scope}, first at {first}: kubectl apply applies each in turn and this last one replaces the others, so what they say is silently lost; only this one was checked.',
    },
  },
  check({ model, report }) {
    // One finding per object, on the copy that stays, however many times it is repeated.
    for (const { kept, replaced } of model.duplicates) {
      const name = kept.namespace ? `${kept.namespace}/${kept.name}` : kept.name;
      const times = replaced.length === 1 ? 'twice' : `${replaced.length + 1} times`;
      report({
        resource: kept,
        path: ['metadata', 'name'],
        messageId: 'duplicate',
        data: {
          kind: kept.kind,
          name,
          times,
          first: where(replaced[0]!),
          scope: kept.scope && kept.scope !== '.' ? ` (${kept.scope})` : '',
        },
        fix:
          `keep one definition of ${kept.kind} ${name}; if the files are applied separately (two environments), ` +
          'put them in separate folders or declare them as scopes (scopes: in .webhook-cert-gate.yaml)',
      });
    }
  },
});

function where(r: Resource): string {
  const p = positionOf(r, ['metadata', 'name']);
  return `${p.file}:${p.line}`;
}

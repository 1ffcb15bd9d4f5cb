import { locate } from '../load/position.js';
import type { Resource } from '../core/resource.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'object-duplicate',
    severity: 'warning',
    description: 'The same object (kind, namespace, name) defined twice in one scope: the later silently replaces the earlier.',
    messages: {
      duplicate:
        '{kind} {name} is defined again here (first at {first}, in the same scope{scope}): kubectl apply applies ' +
        'both and this one replaces the first, so what the first says is silently lost; only this one was checked.',
    },
  },
  check({ model, report }) {
    for (const { replaced, by } of model.duplicates) {
      const name = by.namespace ? `${by.namespace}/${by.name}` : by.name;
      report({
        resource: by,
        path: ['metadata', 'name'],
        messageId: 'duplicate',
        data: { kind: by.kind, name, first: where(replaced), scope: by.scope && by.scope !== '.' ? ` ${by.scope}` : '' },
        fix: `keep one definition of ${by.kind} ${name}; if the two files are applied separately (two environments), ` +
          'put them in separate folders or declare them as scopes (scopes: in .webhook-cert-gate.yaml)',
      });
    }
  },
};

function where(r: Resource): string {
  const p = r.locate ? r.locate(['metadata', 'name']) : { file: r.doc.file, ...locate(r.doc, [...r.base, 'metadata', 'name']) };
  return `${p.file}:${p.line}`;
}

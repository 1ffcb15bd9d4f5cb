import { defineRule } from './types.js';

/**
 * Applications (or sources of them) the gate found among the inputs but could not render from this checkout
 * (src/load/gitops/): each said once, in the scope that holds the application object, at the node that decides it.
 */
export const rule = defineRule({
  meta: {
    id: 'application-not-checked',
    severity: 'info',
    description:
      'An Argo CD or Flux application whose source the gate cannot render here (another repository, a Helm repository chart, a plugin): its objects were not checked.',
    messages: {
      notChecked: '{application} was not checked: {why}.',
    },
  },
  check({ model, applications, report }) {
    for (const n of applications?.notChecked ?? []) {
      // The object as this scope holds it (a generated one: its generator's document).
      const { file, index } = n.resource.doc;
      const kind = n.resource.base.length ? undefined : n.resource.kind;
      const held = model.resources.find(
        (r) =>
          r.doc.index === index && r.doc.file === file && (kind === undefined || r.kind === kind) && !r.base.length,
      );
      if (!held) continue;
      report({
        resource: held,
        path: [...n.resource.base, ...n.path],
        messageId: 'notChecked',
        data: { application: n.application, why: n.why },
        fix: 'check the repository that holds its source with the gate (its own CI), or vendor the chart into this repository and point the application at that folder',
      });
    }
  },
});

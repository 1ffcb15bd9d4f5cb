import type { CertRuleId } from '../../x509/verify.js';
import type { Rule, RuleMeta } from '../types.js';
import { problemsFor } from './serving-cert.js';

/** A rule that reports one kind of verifier problem; the verifier's own message says what the API server does. */
export function certRule(meta: Omit<RuleMeta, 'messages'> & { id: CertRuleId }): Rule {
  return {
    meta: { ...meta, messages: { problem: '{message}' } },
    async check({ model, settings, report }) {
      for (const { problem, resource, path } of await problemsFor(model, settings, meta.id)) {
        report({ resource, path, messageId: 'problem', data: { message: problem.message }, fix: problem.fix });
      }
    },
  };
}

import { defineRule, type Rule, type RuleMeta } from '../types.js';
import { CERT_MESSAGES, type CertRuleId } from './cert-words.js';
import { problemsFor } from './serving-cert.js';

/** A rule that reports one kind of the verifier's reasons, in the words of cert-words.ts (kube-linter's template). */
export function certRule(meta: Pick<RuleMeta, 'severity' | 'description'> & { id: CertRuleId }): Rule {
  return defineRule({
    meta: { ...meta, messages: CERT_MESSAGES },
    async check({ model, settings, report }) {
      for (const { words, resource, path } of await problemsFor(model, settings, meta.id)) {
        const { rule: _rule, ...message } = words;
        report({ resource, path, ...message });
      }
    },
  });
}

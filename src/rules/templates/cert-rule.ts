import { defineRule, type Rule, type RuleMeta } from '../types.js';
import { CERT_MESSAGES, wordsOf, type CertRuleId } from './cert-words.js';
import { problemsFor } from './serving-cert.js';

/** A rule that reports one kind of the verifier's reasons, in the words of cert-words.ts (kube-linter's template). */
export function certRule(meta: Pick<RuleMeta, 'severity' | 'description'> & { id: CertRuleId }): Rule {
  return defineRule({
    meta: { ...meta, messages: CERT_MESSAGES },
    async check({ model, settings, served, report }) {
      for (const { words, resource, path, related } of await problemsFor(model, settings, meta.id)) {
        const { rule: _rule, ...message } = words;
        report({ resource, path, ...message, ...(related ? { related } : {}) });
      }
      // `cert`: the files it read, verified there; each problem at its place, with the verifier's severity.
      for (const { problem, location } of served?.problems ?? []) {
        const { rule, ...message } = wordsOf(problem.reason);
        if (rule === meta.id) report({ location, severity: problem.severity, ...message });
      }
    },
  });
}

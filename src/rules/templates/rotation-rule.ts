import { defineRule, type Rule, type RuleMeta } from '../types.js';
import { ROTATION_MESSAGES, rotationProblemsFor, type RotationRuleId } from './rotation.js';

/**
 * A transition rule of `check --before`: it reports its own kind of the problems rotation.ts finds between
 * the state deployed and the state after the change, and nothing on a check of one state.
 */
export function rotationRule(meta: Pick<RuleMeta, 'severity' | 'description'> & { id: RotationRuleId }): Rule {
  return defineRule({
    meta: { ...meta, messages: ROTATION_MESSAGES },
    async check({ model, before, settings, report }) {
      for (const { rule: _rule, ...p } of await rotationProblemsFor(model, before, settings, meta.id)) report(p);
    },
  });
}

import type { LabelSelector } from './generate.js';

const KEY = String.raw`(?:[A-Za-z0-9](?:[-A-Za-z0-9_.]*[A-Za-z0-9])?/)?[A-Za-z0-9](?:[-A-Za-z0-9_.]*[A-Za-z0-9])?`;
const VALUE = String.raw`(?:[A-Za-z0-9](?:[-A-Za-z0-9_.]*[A-Za-z0-9])?)?`;
const REQUIREMENT = new RegExp(
  String.raw`^\s*(?:(!)\s*(${KEY})|(${KEY})\s*(?:(==|=|!=)\s*(${VALUE})|\s(in|notin)\s*\(\s*(${VALUE}(?:\s*,\s*${VALUE})*)\s*\))?)\s*(?:,|$)`,
);

/**
 * A label selector as kubectl writes one (`a=b,c!=d,e in (f,g),h notin (i),j,!k`), as a LabelSelector object.
 * Throws an Error naming the part it cannot read.
 */
export function parseLabelSelector(text: string): LabelSelector {
  const out: Required<LabelSelector> = { matchLabels: {}, matchExpressions: [] };
  let rest = text.trim();
  if (!rest) throw new Error('empty selector');
  while (rest) {
    const m = REQUIREMENT.exec(rest);
    if (!m) throw new Error(`cannot read '${rest.split(',')[0]!.trim()}'`);
    const [, not, notKey, key, op, value, setOp, set] = m;
    if (not) out.matchExpressions.push({ key: notKey!, operator: 'DoesNotExist' });
    else if (op === '=' || op === '==') out.matchLabels[key!] = value!;
    else if (op === '!=') out.matchExpressions.push({ key: key!, operator: 'NotIn', values: [value!] });
    else if (setOp)
      out.matchExpressions.push({
        key: key!,
        operator: setOp === 'in' ? 'In' : 'NotIn',
        values: set!.split(',').map((s) => s.trim()),
      });
    else out.matchExpressions.push({ key: key!, operator: 'Exists' });
    rest = rest.slice(m[0].length).trim();
    if (m[0].trimEnd().endsWith(',') && !rest) throw new Error('trailing comma');
  }
  return {
    ...(Object.keys(out.matchLabels).length ? { matchLabels: out.matchLabels } : {}),
    ...(out.matchExpressions.length ? { matchExpressions: out.matchExpressions } : {}),
  };
}

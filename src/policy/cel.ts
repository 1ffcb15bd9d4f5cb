/**
 * CEL fragments that mirror, on one admission object, what src/model reads from a workload: the env a
 * container sees, the writer selection, the image repository. Each builder returns CEL source text.
 */

/** A CEL string literal (double-quoted, escaped as JSON escapes, which CEL reads the same way). */
export function lit(s: string): string {
  return JSON.stringify(s);
}

export function list(items: readonly string[]): string {
  return `[${items.map(lit).join(', ')}]`;
}

/** RE2 text matching `s` literally. */
export function reQuote(s: string): string {
  return s.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

/**
 * Images whose repository (tag and digest removed, src/model/workload.ts imageRepo) is one of `suffixes`
 * or ends with `/suffix`. A suffix holding `@`, or a `:` after its last `/`, can never equal a repository
 * there, so it is left out here too.
 */
export function imageRepoRegex(suffixes: readonly string[]): string | undefined {
  const usable = suffixes.filter((s) => !s.includes('@') && !(s.lastIndexOf(':') > s.lastIndexOf('/')));
  if (!usable.length) return undefined;
  return `^(?:[^@]*/)?(?:${usable.map(reQuote).join('|')})(?::[^/@:]*)?(?:@.*)?$`;
}

/** The env entries of container `c` named `name`, in order. */
export function entries(c: string, name: string): string {
  return `has(${c}.env) ? ${c}.env.filter(e, e.name == ${lit(name)}) : []`;
}

/** The last entry of list `l` (the one the kubelet uses), as a list of zero or one entries. */
export function lastOf(l: string): string {
  return `size(${l}) > 0 ? [${l}[size(${l}) - 1]] : []`;
}

const NS_REF = `has(e.valueFrom) && has(e.valueFrom.fieldRef) && e.valueFrom.fieldRef.fieldPath == "metadata.namespace"`;

/**
 * The literal value of the entry in 0-or-1 list `l` ('' when there is none, it is empty, or it is read from
 * a source the object does not hold). A fieldRef to metadata.namespace is the namespace (src/model/env.ts).
 */
export function literal(l: string, namespace: string): string {
  return `${l}.map(e, has(e.value) ? e.value : (${NS_REF}) ? ${namespace} : "")`;
}

/** Set and non-empty, as far as the object tells: a reference (valueFrom) counts as set (src/model/env.ts isSet). */
export function isSet(l: string): string {
  return `${l}.exists(e, has(e.valueFrom) || (has(e.value) && e.value != ""))`;
}

/** Read from a source the object does not hold: the writer is unknown (src/model/workload.ts selectWriter). */
export function isRef(l: string): string {
  return `${l}.exists(e, has(e.valueFrom) && !(${NS_REF}))`;
}

/** Joins argument lists for one regular expression; no argument is expected to hold it. */
const SEP = '\u001f';

/**
 * A feature-gates flag of container `c` (command or args, as `--flag=A=true,B=false` or `--flag A=true`)
 * turning one of `gates` on: src/model/workload.ts externalCertsEnabled (keys and values trimmed, "true"
 * in any case).
 */
export function featureGateOn(c: string, flag: string, gates: readonly string[]): string {
  const notSep = `[^${SEP}]`;
  const re = `(?:^|${SEP})${reQuote(flag)}(?:=|${SEP})(?:${notSep}*,)?\\s*(?:${gates.map(reQuote).join('|')})\\s*=\\s*(?i:true)\\s*(?:=[^,${SEP}]*)?(?:,|${SEP}|$)`;
  return `((has(${c}.command) ? ${c}.command : []) + (has(${c}.args) ? ${c}.args : [])).join(${lit(SEP)}).matches(${lit(re)})`;
}

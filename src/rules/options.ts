import { InputError } from '../core/errors.js';
import type { Severity } from '../core/finding.js';
import { likelyTypo } from '../core/nearest.js';
import type { OptionSchema, OptionsSchema, Rule } from './types.js';

type Level = Severity | 'off';
const LEVELS: readonly string[] = ['off', 'error', 'warning', 'info'];

/** What `rules:` in the config sets, per rule id: its severity (or off) and its options over the defaults. */
export interface ConfiguredRules {
  severities: Record<string, Level>;
  options: Record<string, Readonly<Record<string, unknown>>>;
}

/**
 * Reads `rules: {<id>: <severity> | [<severity>, {options}]}` (ESLint's shape). An unknown rule id or option,
 * or an option of the wrong type, is a usage error naming the config file, the rule and the problem. Only
 * the rules the config gives options are validated, so a run without options does no work here.
 */
export function configuredRules(
  rules: readonly Rule[],
  config: Readonly<Record<string, unknown>> | undefined,
  file = 'config',
): ConfiguredRules {
  const out: ConfiguredRules = { severities: {}, options: {} };
  const known = rules.map((r) => r.meta.id);
  for (const [id, setting] of Object.entries(config ?? {})) {
    const rule = rules.find((r) => r.meta.id === id);
    if (!rule) {
      const near = likelyTypo(id, known);
      throw new InputError(
        `${file}: rules: unknown rule id '${id}'${near ? `; did you mean '${near}'?` : ''} (webhook-cert-gate rules lists them)`,
      );
    }
    const [level, given] = Array.isArray(setting) ? (setting as unknown[]) : [setting];
    if (typeof level !== 'string' || !LEVELS.includes(level))
      throw new InputError(
        `${file}: rules.${id}: the severity must be one of ${LEVELS.join(', ')}, as in [warning, {options}]`,
      );
    out.severities[id] = level as Level;
    if (given === undefined) continue;
    const problem = optionsProblem(rule, given);
    if (problem) throw new InputError(`${file}: rules.${id}: ${problem}`);
    out.options[id] = { ...rule.meta.defaultOptions, ...(given as Record<string, unknown>) };
  }
  return out;
}

/** A rule's options for people (docs pages, `rules --format json`, `explain`): name, type, default, meaning. */
export function optionsOf(
  meta: Rule['meta'],
): Array<{ name: string; type: string; default: string; description: string }> {
  return Object.entries(meta.schema?.properties ?? {}).map(([name, schema]) => ({
    name,
    type: typeName(schema),
    default: JSON.stringify(meta.defaultOptions?.[name]),
    description: schema.description ?? '',
  }));
}

function typeName(schema: OptionSchema): string {
  if ('enum' in schema) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'array') return `list of ${typeName(schema.items)}`;
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = schema.minimum !== undefined ? ` ≥ ${schema.minimum}` : '';
    return `${schema.type}${min}${schema.maximum !== undefined ? ` ≤ ${schema.maximum}` : ''}`;
  }
  return schema.type;
}

/** Why `given` is not valid options for the rule, or undefined when it is. */
export function optionsProblem(rule: Rule, given: unknown): string | undefined {
  const schema = rule.meta.schema;
  if (!schema || !Object.keys(schema.properties).length) return 'this rule has no options';
  return objectProblem(schema, given);
}

function objectProblem(schema: OptionsSchema, given: unknown): string | undefined {
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return `options must be a map of ${names(schema)}`;
  for (const [key, value] of Object.entries(given)) {
    const option = Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined; // not `toString`
    if (!option) {
      const guess = likelyTypo(key, Object.keys(schema.properties));
      return `unknown option '${key}'${guess ? `; did you mean '${guess}'?` : ''} (options: ${names(schema)})`;
    }
    const problem = valueProblem(option, value, key);
    if (problem) return problem;
  }
  return undefined;
}

function names(schema: OptionsSchema): string {
  return Object.keys(schema.properties).join(', ');
}

/** The JSON Schema subset of OptionSchema, checked as ajv would (integers are whole numbers, enums exact). */
function valueProblem(schema: OptionSchema, value: unknown, at: string): string | undefined {
  const shown = JSON.stringify(value);
  if ('enum' in schema)
    return schema.enum.includes(value as string | number)
      ? undefined
      : `${at} must be one of ${schema.enum.join(', ')} (got ${shown})`;
  switch (schema.type) {
    case 'integer':
    case 'number': {
      if (
        typeof value !== 'number' ||
        !Number.isFinite(value) ||
        (schema.type === 'integer' && !Number.isInteger(value))
      )
        return `${at} must be ${schema.type === 'integer' ? 'an integer' : 'a number'} (got ${shown})`;
      if (schema.minimum !== undefined && value < schema.minimum)
        return `${at} must be at least ${schema.minimum} (got ${shown})`;
      if (schema.maximum !== undefined && value > schema.maximum)
        return `${at} must be at most ${schema.maximum} (got ${shown})`;
      return undefined;
    }
    case 'string':
      if (typeof value !== 'string') return `${at} must be a string (got ${shown})`;
      return value.length < (schema.minLength ?? 0) ? `${at} must not be empty` : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${at} must be true or false (got ${shown})`;
    case 'array': {
      if (!Array.isArray(value)) return `${at} must be a list (got ${shown})`;
      for (const [i, item] of (value as unknown[]).entries()) {
        const problem = valueProblem(schema.items, item, `${at}[${i}]`);
        if (problem) return problem;
      }
      return undefined;
    }
  }
}

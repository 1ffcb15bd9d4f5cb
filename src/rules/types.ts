import type { PathSegment } from '../core/object.js';
import type { Model } from '../model/model.js';
import type { Resource } from '../core/resource.js';
import type { Severity } from '../core/finding.js';
import type { LiveEvidence } from './live.js';
import type { HelmEvidence } from '../load/helm/unread.js';
import type { ApplicationEvidence } from '../load/gitops/types.js';
import type { ServedEvidence } from './templates/cert-words.js';

/** Message templates by id; `{name}` placeholders are filled from the report's data. */
export type Messages = Readonly<Record<string, string>>;

/**
 * What a rule is, for users: the rule table, `explain`, SARIF and docs links come from here; the longer
 * prose (why, how to fix, an example) from src/rules/docs/<id>.yaml (`docsOf`), where controller facts may be named.
 */
export interface RuleMeta<M extends Messages = Messages> {
  id: string;
  severity: Severity;
  /** One line: what the rule finds. */
  description: string;
  messages: M;
  /** The rule's options, `rules: {<id>: [severity, {options}]}` in the config (ESLint's shape); absent: none. */
  schema?: OptionsSchema;
  /** Every option's value when the config gives none; the config's options are merged over them. */
  defaultOptions?: Readonly<Record<string, unknown>>;
}

/**
 * The JSON Schema subset an option may use, so the compiler can derive its type (FromSchema) and the small
 * validator in options.ts can check it without ajv at run time.
 */
export type OptionSchema =
  | {
      readonly type: 'integer' | 'number';
      readonly minimum?: number;
      readonly maximum?: number;
      readonly description?: string;
    }
  | { readonly type: 'string'; readonly minLength?: number; readonly description?: string }
  | { readonly type: 'boolean'; readonly description?: string }
  | { readonly enum: readonly (string | number)[]; readonly description?: string }
  | { readonly type: 'array'; readonly items: OptionSchema; readonly description?: string };

/** A rule's options: one object of named options (the second item of `[severity, {options}]`). */
export interface OptionsSchema {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, OptionSchema>>;
  readonly additionalProperties: false;
}

/** The TypeScript type of a value that matches the schema (json-schema-to-ts's FromSchema, for this subset). */
export type FromSchema<S> = S extends { readonly enum: readonly (infer E)[] }
  ? E
  : S extends { readonly type: 'integer' | 'number' }
    ? number
    : S extends { readonly type: 'string' }
      ? string
      : S extends { readonly type: 'boolean' }
        ? boolean
        : S extends { readonly type: 'array'; readonly items: infer I }
          ? readonly FromSchema<I>[]
          : S extends { readonly type: 'object'; readonly properties: infer P }
            ? { readonly [K in keyof P]: FromSchema<P[K]> }
            : never;

/** A rule without options. */
export interface NoOptions {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, never>>;
  readonly additionalProperties: false;
}

/** The placeholder names of a template literal type: `'{a} and {b}'` -> `'a' | 'b'`. */
export type Placeholders<T extends string> = T extends `${string}{${infer K}}${infer Rest}`
  ? K | Placeholders<Rest>
  : never;

type Value = string | number;

/**
 * The data a template needs: every placeholder it has (extra keys are allowed, as in typescript-eslint, so one
 * report can pick between two messages); none for a template without any.
 */
type DataFor<T extends string> = string extends T
  ? { data?: Readonly<Record<string, Value>> } // an untyped template (a rule not built with defineRule)
  : [Placeholders<T>] extends [never]
    ? { data?: undefined }
    : { data: { readonly [K in Placeholders<T>]: Value } & Readonly<Record<string, Value>> };

/** A message id of M with the data its template needs (typescript-eslint's messageId + data). */
export type MessageOf<M extends Messages> = { [Id in keyof M & string]: { messageId: Id } & DataFor<M[Id]> }[keyof M &
  string];

/** Where a report points: a node of an object, or (for text that never became an object) a place in a file. */
export type Target =
  | {
      resource: Resource;
      /** Path of the offending node inside the object; the deepest existing node is used when the path is absent. */
      path?: PathSegment[];
    }
  | { resource?: undefined; location: SourceLocation };

export interface SourceLocation {
  file: string;
  line: number;
  column: number;
  /** Helm `# Source:` template of the document. */
  template?: string;
}

export type Report<M extends Messages = Messages> = Target &
  MessageOf<M> & {
    /** The exact change for this case. */
    fix: string;
    /** A lower (or higher) severity for this case than the rule's; a configured override still wins. */
    severity?: Severity;
    /** Other nodes the finding rests on, each with what it is (the serving certificate in its Secret). */
    related?: RelatedNode[];
  };

export interface RelatedNode {
  resource: Resource;
  path: PathSegment[];
  message: string;
}

export interface CheckSettings {
  /** Evaluation time for certificate validity. */
  at: Date;
  /** cert-expiring-soon threshold, days. */
  minDays: number;
  /** Annotation suppressions are refused. */
  strict?: boolean;
}

/** A document of the inputs that did not parse (the loader skipped it; yaml-syntax reports it). */
export interface DocumentError extends SourceLocation {
  message: string;
}

export interface RuleContext<M extends Messages = Messages, O = Readonly<Record<string, unknown>>> {
  model: Model;
  /** The rule's options: the config's over `meta.defaultOptions` (every option has a value). */
  options: O;
  settings: CheckSettings;
  /** What `cluster` measured (access reviews, TLS probes, churn samples, refused reads); absent for files. */
  live?: LiveEvidence;
  /** Documents the loader could not parse. */
  syntaxErrors: readonly DocumentError[];
  /** The id of every rule, for rules about rule ids (suppression annotations). */
  ruleIds: readonly string[];
  /** What the Helm front end found besides objects: given values nothing reads. */
  helm?: HelmEvidence;
  /** Applications (or sources of them) the gate could not render (docs/checking.md#applications). */
  applications?: ApplicationEvidence;
  /** The state now deployed (check --before), for the rotation-* rules; absent on a check of one state. */
  before?: Model;
  /** What `cert` verified: a served chain and caBundle read from files (the certificate rules judge it). */
  served?: ServedEvidence;
  report(this: void, report: Report<M>): void;
}

/** The common type of every rule (RULES); `defineRule` builds one with its message ids and data checked. */
export interface Rule {
  meta: RuleMeta;
  /** May be async, for rules that load a heavy module (x509) only when the inputs need it. */
  check(context: RuleContext): void | Promise<void>;
}

/** Each message must be one string literal (no `+`), or the compiler cannot see its placeholders. */
type LiteralMessages<M extends Messages> = {
  readonly [K in keyof M]: string extends M[K] ? 'a message must be one string literal' : M[K];
};

export interface RuleDefinition<M extends Messages, S extends OptionsSchema> {
  meta: Omit<RuleMeta<M>, 'schema' | 'defaultOptions'> & { messages: LiteralMessages<M>; schema?: S } & DefaultsOf<S>;
  check(context: RuleContext<M, FromSchema<S>>): void | Promise<void>;
}

/** With a schema, `defaultOptions` gives every option a value; without, there is none. */
type DefaultsOf<S extends OptionsSchema> = string extends keyof S['properties']
  ? { defaultOptions?: undefined }
  : { defaultOptions: FromSchema<S> };

/**
 * A rule whose reports and options are checked by the compiler (typescript-eslint's RuleCreator): a message
 * id must be a key of `meta.messages`, `data` must hold exactly the placeholders of that message, and
 * `context.options` has the type `meta.schema` describes (a wrong option name or type does not compile).
 */
export function defineRule<const M extends Messages, const S extends OptionsSchema = NoOptions>(
  rule: RuleDefinition<M, S>,
): Rule {
  // A method's parameter is checked bivariantly: the narrower context of `check` fits Rule, and the engine
  // passes each rule its own messages and options.
  return rule;
}

/** Each template cut once into literal, key, literal, ...: a run with 20,000 findings fills them by joining. */
const cut = new Map<string, string[]>();

/**
 * The template with its placeholders filled. Joined into one flat string rather than appended piece by piece:
 * `+=` leaves a tree of string pieces that lives as long as the finding (every report keeps its message),
 * and the garbage collector copies all of it until the report is written.
 */
export function fillMessage(template: string, data: Readonly<Record<string, Value>> = {}): string {
  let parts = cut.get(template);
  if (!parts) cut.set(template, (parts = template.split(/\{(\w+)\}/)));
  if (parts.length === 1) return template;
  const out = parts.slice();
  for (let i = 1; i < out.length; i += 2) {
    const k = out[i]!;
    out[i] = k in data ? String(data[k]) : `{${k}}`;
  }
  return out.join('');
}

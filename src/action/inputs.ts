import path from 'node:path';
import * as core from '@actions/core';
import { InputError } from '../core/errors.js';
import { parseFailOnValue, type Severity } from '../core/finding.js';

/** The action.yml inputs, checked and typed. */
export interface ActionInputs {
  /** Absolute; findings name files relative to it. */
  workspace: string;
  paths: string[];
  values: string[];
  config?: string;
  /** Unset when the workflow gives none, so the config file's failOn (then `error`) applies, as in the CLI. */
  failOn?: Severity | 'none';
  sarifFile?: string;
  annotations: boolean;
  summary: boolean;
  changedOnly: boolean;
  baseRef?: string;
  /** Also judge the change from the base (check --before-ref; the rotation-* rules). */
  rotation: boolean;
  /** A baseline file (check --write-baseline): the findings it holds do not fail the step. */
  baseline?: string;
}

export function readActionInputs(env: NodeJS.ProcessEnv = process.env): ActionInputs {
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const paths = splitList(core.getInput('paths'));
  if (paths.includes('-'))
    throw new InputError("input 'paths': '-' (standard input) has no meaning in a workflow; name files or folders");
  return {
    workspace,
    paths: paths.length ? paths : ['.'],
    values: splitList(core.getInput('values')),
    config: core.getInput('config') || undefined,
    failOn: parseFailOn(core.getInput('fail-on')),
    sarifFile: core.getInput('sarif-file') || undefined,
    annotations: booleanInput('annotations', true),
    summary: booleanInput('summary', true),
    changedOnly: booleanInput('changed-only', false),
    baseRef: core.getInput('base-ref') || undefined,
    rotation: booleanInput('rotation', false),
    baseline: core.getInput('baseline') || undefined,
  };
}

/** Newline or space separated, as workflow authors write either. */
export function splitList(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function parseFailOn(value: string): Severity | 'none' | undefined {
  return value ? parseFailOnValue(value, "input 'fail-on'") : undefined;
}

// core.getBooleanInput throws a two-line message for an empty input; an unset input means the default.
function booleanInput(name: string, fallback: boolean): boolean {
  const value = core.getInput(name);
  if (!value) return fallback;
  if (/^(true|True|TRUE)$/.test(value)) return true;
  if (/^(false|False|FALSE)$/.test(value)) return false;
  throw new InputError(`input '${name}' must be true or false (got '${value}')`);
}

// Runs the bundled Action the way the runner does: `node dist/action.mjs` on Node 24, inputs as INPUT_*
// variables (defaults from action.yml), cwd = GITHUB_WORKSPACE, outputs and summary through files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { findTool, missingToolReason } from '../helpers.js';

/** The repository root: found by walking up, so this works from test/ and from build/test/. */
export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const BUNDLE = path.join(ROOT, 'dist', 'action.mjs');
/** Node 24, the runner's runtime: NODE24, the cache .ci/run installs it into, or this Node when it is 24. */
export const NODE24 = findTool('node24') ?? 'node24-not-installed';

function findRoot(dir: string): string {
  while (!existsSync(path.join(dir, 'action.yml'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('action.yml not found above the test');
    dir = up;
  }
  return dir;
}

export interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  summary: string;
  outputs: Record<string, string>;
  /** Workflow commands printed: `::error title=...,file=...::message`. */
  commands: { name: string; props: Record<string, string>; message: string }[];
}

export interface RunOptions {
  workspace: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** Defaults to the repository's dist/action.mjs. */
  bundle?: string;
}

export function actionDefaults(): Record<string, string> {
  const action = load(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string | number | boolean }>;
  };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs))
    if (spec.default !== undefined) out[name] = String(spec.default);
  return out;
}

export function runAction(options: RunOptions): ActionRun {
  if (!existsSync(NODE24)) throw new Error(missingToolReason('node24'));
  const files = mkdtempSync(path.join(tmpdir(), 'wcg-runner-'));
  const summaryFile = path.join(files, 'step_summary.md');
  const outputFile = path.join(files, 'output.txt');
  writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? files,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: files,
    ...options.env,
  };
  // The runner's spelling: INPUT_ + upper case, spaces to underscores, hyphens kept.
  for (const [name, value] of Object.entries({ ...actionDefaults(), ...options.inputs })) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  const r = spawnSync(NODE24, [options.bundle ?? BUNDLE], {
    cwd: options.workspace,
    env,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  if (r.status === null)
    throw new Error(
      `the action was killed by ${r.signal}\nstdout: ${r.stdout.slice(-2000)}\nstderr: ${r.stderr.slice(-2000)}`,
    );
  return {
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    summary: readFileSync(summaryFile, 'utf8'),
    outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
    commands: parseCommands(r.stdout),
  };
}

/** GITHUB_OUTPUT holds `name<<DELIMITER`, the value lines, then `DELIMITER`. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const end = lines.indexOf(m[2]!, i + 1);
    out[m[1]!] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return out;
}

function parseCommands(stdout: string): ActionRun['commands'] {
  const out: ActionRun['commands'] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const props: Record<string, string> = {};
    for (const pair of (m[2] ?? '').split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      props[pair.slice(0, eq)] = unescape(pair.slice(eq + 1));
    }
    out.push({ name: m[1]!, props, message: unescape(m[3]!) });
  }
  return out;
}

// @actions/core's escaping of command data and properties.
function unescape(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
}

export function annotationsOf(run: ActionRun, name: 'error' | 'warning' | 'notice') {
  return run.commands.filter((c) => c.name === name && c.props.title);
}

/** A fresh workspace with the given files. */
export function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-ws-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** A koord-manager-like Deployment: with no writer set and several replicas, the incident's race. */
export function manager(
  name: string,
  options: { replicas?: number; writer?: string; namespace?: string } = {},
): string {
  const env = [
    '            - {name: WEBHOOK_HOST, value: koord-webhook.internal.example}',
    ...(options.writer
      ? [
          `            - {name: WEBHOOK_CERT_WRITER, value: ${options.writer}}`,
          '            - {name: SECRET_NAME, value: koordinator-webhook-certs}',
        ]
      : []),
  ];
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  namespace: ${options.namespace ?? 'koordinator-system'}
spec:
  replicas: ${options.replicas ?? 8}
  selector:
    matchLabels: {app: ${name}}
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxSurge: 1, maxUnavailable: 0}
  template:
    metadata:
      labels: {app: ${name}}
    spec:
      serviceAccountName: koord-manager
      containers:
        - name: manager
          image: ghcr.io/koordinator-sh/koord-manager:v1.5.0
          env:
${env.join('\n')}
`;
}

export const SHARED_SECRET = `apiVersion: v1
kind: Secret
metadata:
  name: koordinator-webhook-certs
  namespace: koordinator-system
type: Opaque
data:
  ca-cert.pem: ""
  cert.pem: ""
  key.pem: ""
  ca-key.pem: ""
`;

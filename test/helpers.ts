import { fileURLToPath } from 'node:url';
import { runCheck, type CheckOptions } from '../src/check.js';
import { main } from '../src/cli/main.js';
import type { Finding } from '../src/core/finding.js';

/** The repository root (tests run compiled, from build/test/). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CORPUS = fileURLToPath(new URL('../../../shared/corpus/real-world/', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with captured output (same code path as the bin, without a process per test). */
export async function cli(args: string[], options: { stdin?: string; cwd?: string; env?: NodeJS.ProcessEnv; tty?: boolean } = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    out: (s) => void (stdout += s),
    err: (s) => void (stderr += s),
    readStdin: async () => options.stdin ?? '',
    cwd: options.cwd ?? ROOT,
    env: options.env ?? {},
    isTTY: options.tty ?? false,
  });
  return { code, stdout, stderr };
}

/** Findings for one in-memory YAML text. */
export async function check(yaml: string, options: Partial<CheckOptions> = {}): Promise<Finding[]> {
  const result = await runCheck({ sources: [{ file: 'test.yaml', text: yaml }], cwd: ROOT, at: new Date('2026-06-01T00:00:00Z'), ...options });
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
${o.annotations ? `  annotations:\n${o.annotations}\n` : ''}spec:
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

export function env(name: string, value: string): string {
  return `            - name: ${name}\n              value: ${JSON.stringify(value)}`;
}

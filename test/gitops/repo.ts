// A GitOps repository as teams lay it out, built in a temp folder with a real `git init` and a remote, for the
// application tests: Argo CD (an app of apps, ApplicationSets) and Flux, over kustomize overlays and a vendored
// chart. Each test adds what it needs with `write`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../helpers.js';

/** The URL the checkout's remote is set to; applications name it in another spelling (https, no .git). */
export const REMOTE = 'git@github.com:acme/platform.git';
export const REPO_URL = 'https://github.com/acme/platform';

export interface Repo {
  dir: string;
  write(files: Record<string, string>): void;
  remove(): void;
}

export function gitopsRepo(files: Record<string, string> = {}): Repo {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-gitops-'));
  execFileSync('git', ['init', '-q', dir]);
  execFileSync('git', ['remote', 'add', 'origin', REMOTE], { cwd: dir });
  const repo: Repo = {
    dir,
    write(more) {
      for (const [file, text] of Object.entries(more)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
    },
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
  repo.write(files);
  return repo;
}

/** A chart copied from test/fixtures/charts into the repository (a vendored chart). */
export function vendorChart(repo: Repo, fixture: string, to: string): void {
  cpSync(path.join(ROOT, 'test/fixtures/charts', fixture), path.join(repo.dir, to), { recursive: true });
}

/** An Argo CD Application; `spec` is the YAML under spec (indented two spaces). */
export function application(name: string, spec: string, namespace?: string): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
${namespace ? `  namespace: ${namespace}\n` : ''}spec:
  project: default
${spec}`;
}

/**
 * The flux-system GitRepository of this checkout and a Kustomization `name` of `folder` from it; `spec` is more YAML
 * under its spec (indented two spaces).
 */
export function fluxKustomization(name: string, folder: string, spec = ''): string {
  return `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec:
  interval: 1m
  url: ssh://git@github.com/acme/platform
  ref: {branch: main}
---
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: ${name}, namespace: flux-system}
spec:
  interval: 10m
  path: ./${folder}
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system}
${spec}`;
}

/** The koord-manager Deployment of the kustomize fixture: one replica, an external webhook host (safe at one). */
export const MANAGER = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: koord-manager
  namespace: koordinator-system
spec:
  replicas: 1
  selector:
    matchLabels: {koord-app: koord-manager}
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxUnavailable: 0, maxSurge: 1}
  template:
    metadata:
      labels: {koord-app: koord-manager}
    spec:
      containers:
        - name: manager
          image: ghcr.io/koordinator-sh/koord-manager:v1.8.0
          env:
            - name: POD_NAMESPACE
              valueFrom:
                fieldRef: {fieldPath: metadata.namespace}
            - name: WEBHOOK_HOST
              value: koord-webhook.internal.example
`;

/** A patch raising the manager's replicas: the planted problem of an overlay (line 7 holds the count). */
export function replicasPatch(n: number): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: koord-manager
  namespace: koordinator-system
spec:
  replicas: ${n}
`;
}

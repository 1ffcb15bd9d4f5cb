// Argo CD and Flux as the map (docs/checking.md#applications), on a repository laid out as teams lay it out, in
// a real git checkout whose remote the applications name, rendered by the real kustomize of kubectl. Charts here
// go through the values model (--helm none); with a real helm: applications-helm.slow.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cli, skipWithout, type JsonFinding } from '../helpers.js';
import { parseReport, parseSarif } from '../report-json.js';
import {
  application,
  fluxKustomization,
  gitopsRepo,
  MANAGER,
  REPO_URL,
  replicasPatch,
  vendorChart,
  type Repo,
} from './repo.js';

const RACE = 'multi-replica-webhook-unshared-cert';
const NOT_CHECKED = 'application-not-checked';
const env = { PATH: process.env.PATH };

interface Run {
  code: number;
  findings: JsonFinding[];
  stdout: string;
  stderr: string;
}

async function check(repo: Repo, args: string[] = ['.'], format = 'json'): Promise<Run> {
  const r = await cli(['check', ...args, '--helm', 'none', '--format', format], { cwd: repo.dir, env });
  return { ...r, findings: format === 'json' && r.stdout ? parseReport(r.stdout).findings : [] };
}

const at = (f: JsonFinding) => `${f.file}:${f.line}`;

/** The layout: an app of apps, a kustomize base with dev and prod overlays, and the applications that deploy them. */
function platform(): Repo {
  const repo = gitopsRepo({
    'bootstrap/root.yaml': application(
      'root',
      `  source: {repoURL: ${REPO_URL}.git, path: apps, targetRevision: HEAD}
  destination: {server: https://kubernetes.default.svc, namespace: argocd}
  syncPolicy: {automated: {selfHeal: true}}
`,
      'argocd',
    ),
    'apps/koord-dev.yaml': application(
      'koord-dev',
      `  source: {repoURL: ${REPO_URL}, path: deploy/overlays/dev}
  destination: {server: https://kubernetes.default.svc, namespace: koordinator-system}
`,
    ),
    'apps/koord-prod.yaml': application(
      'koord-prod',
      `  source: {repoURL: ${REPO_URL}/, path: deploy/overlays/prod}
  destination: {server: https://kubernetes.default.svc, namespace: koordinator-system}
`,
    ),
    'apps/ingress.yaml': application(
      'ingress',
      `  source:
    repoURL: https://kubernetes.github.io/ingress-nginx
    chart: ingress-nginx
    targetRevision: 4.11.3
  destination: {server: https://kubernetes.default.svc, namespace: ingress-nginx}
`,
    ),
    'apps/tenant.yaml': application(
      'tenant',
      `  source:
    repoURL: https://github.com/acme/tenant-config.git
    path: deploy
  destination: {server: https://kubernetes.default.svc, namespace: tenant}
`,
    ),
    'deploy/base/kustomization.yaml': 'resources: [manager.yaml]\n',
    'deploy/base/manager.yaml': MANAGER,
    'deploy/overlays/dev/kustomization.yaml': 'resources: [../../base]\n',
    'deploy/overlays/prod/kustomization.yaml': 'resources: [../../base]\npatches:\n  - path: replicas.yaml\n',
    'deploy/overlays/prod/replicas.yaml': replicasPatch(8),
  });
  return repo;
}

describe('Argo CD applications among the inputs', { skip: skipWithout('kubectl') }, () => {
  let repo: Repo;
  let run: Run;
  before(async () => {
    repo = platform();
    run = await check(repo);
  });
  after(() => {
    repo.remove();
  });

  it('each overlay is checked as the application that deploys it: the prod patch line fails prod only', () => {
    assert.equal(run.code, 1, run.stderr);
    const races = run.findings.filter((f) => f.rule === RACE);
    assert.deepEqual(
      races.map((f) => [at(f), f.application]),
      [['deploy/overlays/prod/replicas.yaml:7', 'argocd/Application/argocd/koord-prod']],
    );
  });

  it('every object is in its application, named in the finding: no file is read again on its own', () => {
    const apps = new Set(run.findings.filter((f) => f.rule !== NOT_CHECKED).map((f) => f.application));
    assert.deepEqual(
      [...apps].sort(),
      ['argocd/Application/argocd/koord-dev', 'argocd/Application/argocd/koord-prod'],
      'the child applications land in the root application destination namespace (argocd)',
    );
    assert.deepEqual(
      run.findings.filter((f) => f.rule === 'object-duplicate'),
      [],
    );
  });

  it('an application whose source is elsewhere is reported once, at the field that decides it', () => {
    const skipped = run.findings.filter((f) => f.rule === NOT_CHECKED);
    assert.deepEqual(
      skipped.map((f) => [f.severity, at(f), f.field]),
      [
        ['info', 'apps/ingress.yaml:9', 'spec.source.chart'],
        ['info', 'apps/tenant.yaml:8', 'spec.source.repoURL'],
      ],
    );
    assert.match(
      skipped[0]!.message,
      /argocd\/Application\/argocd\/ingress was not checked: its chart ingress-nginx 4\.11\.3 comes from the Helm repository/,
    );
    assert.match(
      skipped[1]!.message,
      /tenant-config\.git is not this repository \(this checkout's remotes are git@github\.com:acme\/platform\.git\)/,
    );
    assert.ok(
      skipped.every((f) => f.application === 'argocd/Application/argocd/root'),
      'their objects are the root application',
    );
  });

  it('the application is in every format: text under the finding, line, SARIF properties', async () => {
    const text = (await check(repo, ['.'], 'text')).stdout;
    assert.match(
      text,
      /\(Deployment\/koordinator-system\/koord-manager, application argocd\/Application\/argocd\/koord-prod\)/,
    );
    const line = (await check(repo, ['.'], 'line')).stdout;
    assert.match(
      line,
      /^deploy\/overlays\/prod\/replicas\.yaml:7:13: error multi-replica-webhook-unshared-cert .*\[application argocd\/Application\/argocd\/koord-prod\]$/m,
    );
    const sarif = parseSarif((await check(repo, ['.'], 'sarif')).stdout);
    const race = sarif.runs[0]!.results.find((r) => r.ruleId === RACE)!;
    const props = (race.locations![0] as { properties?: { application?: string } }).properties;
    assert.equal(props?.application, 'argocd/Application/argocd/koord-prod');
  });

  it('a folder inside the repository: the applications it holds still render from the checkout root', async () => {
    const r = await check(repo, ['apps']);
    // Without the root application among the inputs, nothing says the children go to argocd: the default namespace.
    assert.deepEqual(
      r.findings.filter((f) => f.rule === RACE).map((f) => [at(f), f.application]),
      [['deploy/overlays/prod/replicas.yaml:7', 'argocd/Application/default/koord-prod']],
    );
  });

  it('a file given alone is checked as the applications it feeds, from any folder: the base, the patch', async () => {
    for (const [cwd, file] of [
      ['.', 'deploy/overlays/prod/replicas.yaml'],
      ['deploy/base', 'manager.yaml'],
    ] as const) {
      const r = await cli(['check', file, '--helm', 'none', '--format', 'json'], {
        cwd: path.join(repo.dir, cwd),
        env,
      });
      const races = parseReport(r.stdout).findings.filter((f) => f.rule === RACE);
      assert.deepEqual(
        races.map((f) => f.application),
        ['argocd/Application/argocd/koord-prod'],
        `${cwd}: check ${file}: ${r.stdout}${r.stderr}`,
      );
      assert.equal(r.code, 1);
    }
  });

  it('without the applications, the same folders are checked as today (each overlay its own scope)', async () => {
    const r = await check(repo, ['deploy']);
    assert.deepEqual(
      r.findings.filter((f) => f.rule === RACE).map((f) => [at(f), f.scope, f.application]),
      [['deploy/overlays/prod/replicas.yaml:7', 'deploy/overlays/prod', undefined]],
    );
  });
});

describe('Argo CD source options', { skip: skipWithout('kubectl') }, () => {
  it('kustomize options of the application apply: its replicas override, its namespace', async () => {
    const repo = platform();
    try {
      repo.write({
        'apps/koord-dev.yaml': application(
          'koord-dev',
          `  source:
    repoURL: ${REPO_URL}
    path: deploy/overlays/dev
    kustomize:
      namePrefix: dev-
      replicas: [{name: koord-manager, count: 2}]
  destination: {server: https://kubernetes.default.svc, namespace: koordinator-system}
`,
        ),
      });
      const r = await check(repo);
      const dev = r.findings.filter((f) => f.rule === RACE && f.application === 'argocd/Application/argocd/koord-dev');
      assert.equal(dev.length, 1, JSON.stringify(r.findings));
      assert.equal(dev[0]!.object?.name, 'dev-koord-manager');
      assert.match(dev[0]!.message, /can run 2 replicas/);
    } finally {
      repo.remove();
    }
  });

  it('a plain directory source: recurse, include and exclude decide which files are applied', async () => {
    const repo = gitopsRepo({
      'apps/raw.yaml': application(
        'raw',
        `  source:
    repoURL: ${REPO_URL}
    path: raw
    directory: {recurse: true, exclude: 'old/*'}
  destination: {server: https://kubernetes.default.svc, namespace: koordinator-system}
`,
        'argocd',
      ),
      'raw/manager.yaml': MANAGER.replace('replicas: 1', 'replicas: 4'),
      'raw/old/manager.yaml': MANAGER.replace('replicas: 1', 'replicas: 6').replace('name: koord-manager', 'name: old'),
    });
    try {
      const r = await check(repo);
      // The excluded file is no part of the application: checked on its own, as a file no application uses.
      assert.deepEqual(
        r.findings.filter((f) => f.rule === RACE).map((f) => [at(f), f.application]),
        [
          ['raw/manager.yaml:7', 'argocd/Application/argocd/raw'],
          ['raw/old/manager.yaml:7', undefined],
        ],
      );
      const raw = readFileSync(path.join(repo.dir, 'apps/raw.yaml'), 'utf8');
      repo.write({ 'apps/raw.yaml': raw.replace("exclude: 'old/*'", "include: '{manager.yaml,*.json}'") });
      const flat = await check(repo);
      assert.deepEqual(
        flat.findings.filter((f) => f.rule === RACE).map((f) => [at(f), f.application]),
        [
          ['raw/manager.yaml:7', 'argocd/Application/argocd/raw'],
          ['raw/old/manager.yaml:7', undefined],
        ],
        'include matches the path below the source path: old/manager.yaml is not manager.yaml',
      );
    } finally {
      repo.remove();
    }
  });
});

describe('ApplicationSets', { skip: skipWithout('kubectl') }, () => {
  it('a git directories generator: one application per cluster folder, each checked alone', async () => {
    const repo = platform();
    try {
      repo.write({
        'apps/clusters.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: clusters}
spec:
  goTemplate: true
  generators:
    - git:
        repoURL: ${REPO_URL}.git
        revision: HEAD
        directories:
          - path: clusters/*
          - path: clusters/retired
            exclude: true
  template:
    metadata:
      name: 'cluster-{{.path.basename}}'
    spec:
      project: default
      source:
        repoURL: ${REPO_URL}.git
        path: '{{.path.path}}'
      destination: {server: https://kubernetes.default.svc, namespace: koordinator-system}
`,
        'clusters/east/kustomization.yaml': 'resources: [../../deploy/base]\n',
        'clusters/west/kustomization.yaml': `resources: [../../deploy/base]
patches:
  - target: {kind: Deployment, name: koord-manager}
    patch: |-
      - op: replace
        path: /spec/replicas
        value: 4
`,
        'clusters/retired/kustomization.yaml': 'resources: [../../deploy/base]\npatches:\n  - path: replicas.yaml\n',
        'clusters/retired/replicas.yaml': replicasPatch(9),
      });
      const r = await check(repo);
      const races = r.findings.filter((f) => f.rule === RACE).map((f) => [at(f), f.application]);
      // The excluded folder is deployed by no application: checked as today, on its own.
      assert.deepEqual(races, [
        ['clusters/retired/replicas.yaml:7', undefined],
        ['clusters/west/kustomization.yaml:7', 'argocd/Application/argocd/cluster-west'],
        ['deploy/overlays/prod/replicas.yaml:7', 'argocd/Application/argocd/koord-prod'],
      ]);
      const east = r.findings.filter((f) => f.application === 'argocd/Application/argocd/cluster-east');
      assert.ok(east.length, 'cluster-east is checked (its findings carry it)');
    } finally {
      repo.remove();
    }
  });

  it('a list generator over a vendored chart: each environment with its own values file (values model)', async () => {
    const repo = gitopsRepo({
      'apps/koordinator.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: koordinator, namespace: argocd}
spec:
  generators:
    - list:
        elements:
          - {env: dev}
          - {env: prod}
  template:
    metadata:
      name: 'koordinator-{{env}}'
    spec:
      project: default
      source:
        repoURL: ${REPO_URL}
        path: charts/koordinator
        helm:
          valueFiles: ['values-{{env}}.yaml']
      destination: {server: https://kubernetes.default.svc, namespace: 'koordinator-{{env}}'}
`,
    });
    vendorChart(repo, 'koordinator', 'charts/koordinator');
    repo.write({
      'charts/koordinator/values-dev.yaml':
        '# dev: every webhook fails closed\nwebhookConfiguration:\n  failurePolicy: {pods: Fail, elasticquotas: Fail, nodeStatus: Fail, nodes: Fail, reservations: Fail}\n',
      'charts/koordinator/values-prod.yaml': '# prod: the chart defaults\nmanager:\n  replicas: 2\n',
    });
    try {
      const r = await check(repo);
      const open = (app: string) =>
        r.findings.filter(
          (f) =>
            f.rule === 'webhook-failure-policy-ignore' &&
            f.application === `argocd/Application/argocd/koordinator-${app}`,
        );
      assert.deepEqual(open('dev'), [], 'dev values set every failurePolicy to Fail');
      assert.ok(open('prod').length > 0, 'prod keeps the chart default Ignore');
      assert.ok(
        open('prod').every((f) => f.file === 'charts/koordinator/values.yaml'),
        'at the chart default line',
      );
    } finally {
      repo.remove();
    }
  });
});

describe('Flux', { skip: skipWithout('kubectl') }, () => {
  it('a Kustomization of a folder without a kustomization: its manifests, with post-build variables substituted', async () => {
    const repo = gitopsRepo({
      'clusters/prod/flux-system/gotk-sync.yaml': fluxKustomization(
        'koordinator',
        'infrastructure/koordinator',
        '  postBuild:\n    substitute: {replicas: "5"}\n',
      ),
      'infrastructure/koordinator/manager.yaml': MANAGER.replace('replicas: 1', 'replicas: ${replicas}'),
    });
    try {
      const r = await check(repo);
      assert.deepEqual(
        r.findings.filter((f) => f.rule === RACE).map((f) => [at(f), f.application]),
        [['infrastructure/koordinator/manager.yaml:7', 'flux/Kustomization/flux-system/koordinator']],
      );
      assert.match(r.findings.find((f) => f.rule === RACE)!.message, /can run 5 replicas/);
    } finally {
      repo.remove();
    }
  });
});

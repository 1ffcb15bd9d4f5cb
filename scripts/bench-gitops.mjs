// A GitOps repository as teams lay it out, at the size of issue #29's budget: 200 Argo CD applications (100
// kustomize apps with a base and dev/prod overlays, 100 Helm releases of one vendored chart with per-environment
// values), 5,000 files in all. `check .` is timed against rendering the same applications with kustomize and helm
// alone (budget 1.3), and one changed values file against a one-file check plus the renders it feeds (budget 2).
// `node scripts/bench-gitops.mjs [RUNS]`, after a build; npm run bench runs it too. Wall time, best of RUNS:
// renders are other processes, so CPU time of one process would not see them.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = new URL('../', import.meta.url).pathname;
export const GITOPS_BUDGET = { repo: 1.3, changed: 2 };
const APPS = 200;
const FILES = 5000;
const REMOTE = 'https://github.com/acme/platform.git';

/** Writes the repository; returns what the renders-alone side runs. */
export function gitopsRepo(dir) {
  const write = (rel, text) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  let files = 0;
  const put = (rel, text) => {
    write(rel, text);
    files++;
  };
  const chart = 'charts/webhook-app';
  put(`${chart}/Chart.yaml`, 'apiVersion: v2\nname: webhook-app\nversion: 1.0.0\n');
  put(`${chart}/values.yaml`, 'replicas: 1\nimage: registry.example/app:1.0.0\nwebhook:\n  failurePolicy: Fail\n');
  put(`${chart}/templates/deployment.yaml`, deploymentTemplate());
  put(`${chart}/templates/service.yaml`, serviceTemplate());
  put(`${chart}/templates/webhook.yaml`, webhookTemplate());
  const kustomizeApps = APPS / 2;
  const renders = { kustomize: [], helm: [] };
  // Files per kustomize app so that the whole repository holds FILES files.
  const helmFiles = (APPS - kustomizeApps) * 3;
  const perApp = Math.floor((FILES - files - helmFiles - kustomizeApps * 9) / kustomizeApps);
  for (let i = 0; i < kustomizeApps; i++) {
    const app = `svc-${String(i).padStart(3, '0')}`;
    const base = `kustomize/${app}/base`;
    const configs = Array.from({ length: perApp }, (_, j) => `config-${j}.yaml`);
    put(
      `${base}/kustomization.yaml`,
      `resources:\n${['deployment.yaml', 'service.yaml', ...configs].map((f) => `  - ${f}\n`).join('')}`,
    );
    put(`${base}/deployment.yaml`, deployment(app, app));
    put(`${base}/service.yaml`, service(app, app));
    for (const c of configs) put(`${base}/${c}`, configMap(`${app}-${c.replace('.yaml', '')}`, app));
    for (const env of ['dev', 'prod']) {
      const overlay = `kustomize/${app}/overlays/${env}`;
      put(
        `${overlay}/kustomization.yaml`,
        `resources:\n  - ../../base\nnamespace: ${app}-${env}\npatches:\n  - path: replicas.yaml\n`,
      );
      put(
        `${overlay}/replicas.yaml`,
        `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${app}\nspec:\n  replicas: ${env === 'prod' ? 2 : 1}\n`,
      );
      put(`apps/${app}-${env}.yaml`, application(`${app}-${env}`, `${app}-${env}`, { path: overlay }));
      renders.kustomize.push(overlay);
    }
  }
  for (let i = 0; i < APPS - kustomizeApps; i++) {
    const app = `hook-${String(i).padStart(3, '0')}`;
    for (const env of ['prod']) {
      const values = `values/${app}/values-${env}.yaml`;
      put(values, `replicas: 1\nimage: registry.example/${app}:1.${i}.0\n`);
      put(`values/${app}/values-common.yaml`, 'webhook:\n  failurePolicy: Fail\n');
      put(
        `apps/${app}-${env}.yaml`,
        application(`${app}-${env}`, `${app}-${env}`, {
          path: chart,
          helm: { releaseName: app, valueFiles: [`../../values/${app}/values-common.yaml`, `../../${values}`] },
        }),
      );
      renders.helm.push({
        release: app,
        namespace: `${app}-${env}`,
        values: [`values/${app}/values-common.yaml`, values],
      });
    }
  }
  // The rest: plain manifests no application uses (a shared folder applied by hand), checked as files.
  for (let i = 0; files < FILES; i++) put(`clusters/shared/config-${i}.yaml`, configMap(`shared-${i}`, 'shared'));
  execFileSync('git', ['init', '-q', dir]);
  execFileSync('git', ['-C', dir, 'remote', 'add', 'origin', REMOTE]);
  execFileSync('git', ['-C', dir, 'add', '-A']);
  execFileSync('git', [
    '-C',
    dir,
    '-c',
    'user.name=bench',
    '-c',
    'user.email=bench@example.invalid',
    'commit',
    '-qm',
    'repo',
  ]);
  return { files, chart, renders };
}

function application(name, namespace, source) {
  return [
    'apiVersion: argoproj.io/v1alpha1',
    'kind: Application',
    'metadata:',
    `  name: ${name}`,
    '  namespace: argocd',
    'spec:',
    '  project: default',
    `  destination: {server: https://kubernetes.default.svc, namespace: ${namespace}}`,
    '  syncPolicy: {automated: {selfHeal: true}}',
    '  source:',
    `    repoURL: ${REMOTE}`,
    '    targetRevision: main',
    `    path: ${source.path}`,
    ...(source.helm
      ? [
          '    helm:',
          `      releaseName: ${source.helm.releaseName}`,
          '      valueFiles:',
          ...source.helm.valueFiles.map((f) => `        - ${f}`),
        ]
      : []),
    '',
  ].join('\n');
}

function deployment(name, app) {
  return `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\nspec:\n  replicas: 1\n  selector:\n    matchLabels: {app: ${app}}\n  template:\n    metadata:\n      labels: {app: ${app}}\n    spec:\n      containers:\n        - name: app\n          image: registry.example/${app}:1.0.0\n          ports: [{containerPort: 8080}]\n`;
}

function service(name, app) {
  return `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\nspec:\n  selector: {app: ${app}}\n  ports: [{port: 80, targetPort: 8080}]\n`;
}

function configMap(name, app) {
  return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  labels: {app: ${app}}\ndata:\n  setting: "on"\n  level: info\n`;
}

function deploymentTemplate() {
  return [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: {{ .Release.Name }}',
    'spec:',
    '  replicas: {{ .Values.replicas }}',
    '  selector:',
    '    matchLabels: {app: {{ .Release.Name }}}',
    '  template:',
    '    metadata:',
    '      labels: {app: {{ .Release.Name }}}',
    '    spec:',
    '      containers:',
    '        - name: webhook',
    '          image: {{ .Values.image }}',
    '          ports: [{containerPort: 9443, name: https}]',
    '          volumeMounts: [{name: certs, mountPath: /certs, readOnly: true}]',
    '      volumes:',
    '        - name: certs',
    '          secret: {secretName: {{ .Release.Name }}-tls}',
    '',
  ].join('\n');
}

function serviceTemplate() {
  return 'apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  selector: {app: {{ .Release.Name }}}\n  ports: [{port: 443, targetPort: https}]\n';
}

function webhookTemplate() {
  return [
    'apiVersion: admissionregistration.k8s.io/v1',
    'kind: ValidatingWebhookConfiguration',
    'metadata:',
    '  name: {{ .Release.Name }}',
    '  annotations:',
    '    cert-manager.io/inject-ca-from: {{ .Release.Namespace }}/{{ .Release.Name }}-serving',
    'webhooks:',
    '  - name: validate.{{ .Release.Name }}.example.com',
    '    admissionReviewVersions: [v1]',
    '    sideEffects: None',
    '    failurePolicy: {{ .Values.webhook.failurePolicy }}',
    '    clientConfig:',
    '      service: {name: {{ .Release.Name }}, namespace: {{ .Release.Namespace }}, path: /validate}',
    '    rules: [{apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps]}]',
    '',
  ].join('\n');
}

/** helm v3.22.0 as the tests build it (test/kube/build.sh helm), else helm on PATH. */
function helmBinary() {
  const r = spawnSync('bash', [path.join(root, 'test/kube/build.sh'), 'helm'], { encoding: 'utf8' });
  const cache = r.status === 0 ? r.stdout.trim().split('\n').pop() : undefined;
  const dir = cache && readdirSync(cache).find((n) => /^helm-[\d.]+-go[\d.]+$/.test(n));
  return dir ? path.join(cache, dir, 'helm') : 'helm';
}

function wall(work) {
  const t = performance.now();
  work();
  return performance.now() - t;
}

/** The renders alone, one after another as a script would run them. */
function rendersAlone(dir, repo, helm) {
  return wall(() => {
    for (const overlay of repo.renders.kustomize)
      execFileSync('kubectl', ['kustomize', path.join(dir, overlay)], { maxBuffer: 1 << 28 });
    for (const h of repo.renders.helm)
      execFileSync(
        helm,
        [
          'template',
          h.release,
          path.join(dir, repo.chart),
          '-n',
          h.namespace,
          ...h.values.flatMap((v) => ['-f', path.join(dir, v)]),
        ],
        { maxBuffer: 1 << 28 },
      );
  });
}

function gate(dir, args) {
  let out;
  const ms = wall(() => {
    out = spawnSync(
      process.execPath,
      [path.join(root, 'dist/cli.mjs'), 'check', ...args, '--format', 'json', '--fail-on', 'none'],
      {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        env: { ...process.env, WEBHOOK_CERT_GATE_HELM: process.env.WEBHOOK_CERT_GATE_HELM },
      },
    );
  });
  return { ms, out };
}

/** Runs both cases; returns the lines to print and whether the budgets were met. */
export function gitopsCase(runs = 2) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-bench-gitops-'));
  try {
    const repo = gitopsRepo(dir);
    const helm = helmBinary();
    process.env.WEBHOOK_CERT_GATE_HELM ??= helm;
    const best = { alone: Infinity, check: Infinity, changed: Infinity, one: Infinity, feeds: Infinity };
    let result;
    for (let i = 0; i < runs; i++) {
      best.alone = Math.min(best.alone, rendersAlone(dir, repo, helm));
      const g = gate(dir, ['.']);
      result = g.out;
      best.check = Math.min(best.check, g.ms);
    }
    if (result.status !== 0)
      return { lines: [`gitops: check . failed: ${result.stderr.trim().split('\n').pop()}`], met: false };
    // One changed values file: its check renders the application it feeds; against a one-file check plus that render.
    const h = repo.renders.helm[0];
    const changed = h.values[h.values.length - 1];
    for (let i = 0; i < runs; i++) {
      best.changed = Math.min(best.changed, gate(dir, [changed]).ms);
      best.one = Math.min(best.one, gate(dir, ['clusters/shared/config-0.yaml']).ms);
      best.feeds = Math.min(best.feeds, rendersAlone(dir, { ...repo, renders: { kustomize: [], helm: [h] } }, helm));
    }
    const report = JSON.parse(result.stdout);
    const ratio = best.check / best.alone;
    const changedRatio = best.changed / (best.one + best.feeds);
    const met = ratio <= GITOPS_BUDGET.repo && changedRatio <= GITOPS_BUDGET.changed;
    return {
      met,
      lines: [
        `gitops repository (${APPS} applications, ${repo.files} files; ${repo.renders.kustomize.length} kustomize renders, ${repo.renders.helm.length} helm renders): ` +
          `check . ${best.check.toFixed(0)} ms against ${best.alone.toFixed(0)} ms for the renders alone (best of ${runs}), ` +
          `ratio ${ratio.toFixed(2)} (budget <= ${GITOPS_BUDGET.repo}: ${ratio <= GITOPS_BUDGET.repo ? 'met' : 'MISSED'}); ${report.summary.resources ?? '?'} resources checked`,
        `gitops, one changed values file (${changed}): check ${best.changed.toFixed(0)} ms against ${best.one.toFixed(0)} ms for a one-file check ` +
          `plus ${best.feeds.toFixed(0)} ms for the render it feeds, ratio ${changedRatio.toFixed(2)} (budget <= ${GITOPS_BUDGET.changed}: ${changedRatio <= GITOPS_BUDGET.changed ? 'met' : 'MISSED'})`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines } = gitopsCase(Number(process.argv[2] ?? 2));
  for (const l of lines) console.log(l);
}

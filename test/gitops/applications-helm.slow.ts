// A vendored chart deployed per environment, rendered by a real helm as each engine renders it: an Argo CD
// Application with values-prod.yaml, a multi-source Application whose values file comes from a `ref` source
// ($values/...), inline values and parameters, and a Flux HelmRelease of the same chart. The planted problem
// (replicas: 3 with a per-pod certificate writer) lives in values-prod.yaml only: prod fails, dev does not.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cli, findTool, skipWithout, type JsonFinding } from '../helpers.js';
import { parseReport } from '../report-json.js';
import { application, gitopsRepo, REPO_URL, type Repo } from './repo.js';

const RACE = 'multi-replica-webhook-unshared-cert';
const IMPLICIT = 'webhook-cert-writer-implicit';

const CHART = {
  'charts/koord/Chart.yaml': 'apiVersion: v2\nname: koord\nversion: 0.1.0\n',
  'charts/koord/values.yaml': 'replicas: 1\nwebhookHost: koord-webhook.internal.example\n',
  'charts/koord/values-dev.yaml': '# dev\nreplicas: 1\n',
  'charts/koord/values-prod.yaml': '# prod: three replicas\nreplicas: 3\n',
  'charts/koord/templates/manager.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}-manager
  namespace: {{ .Release.Namespace }}
spec:
  replicas: {{ .Values.replicas }}
  selector:
    matchLabels: {koord-app: {{ .Release.Name }}}
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxUnavailable: 0, maxSurge: 1}
  template:
    metadata:
      labels: {koord-app: {{ .Release.Name }}}
    spec:
      containers:
        - name: manager
          image: ghcr.io/koordinator-sh/koord-manager:v1.8.0
          env:
            - name: POD_NAMESPACE
              valueFrom:
                fieldRef: {fieldPath: metadata.namespace}
            - name: WEBHOOK_HOST
              value: {{ .Values.webhookHost | quote }}
`,
};

const destination = (ns: string) => `  destination: {server: https://kubernetes.default.svc, namespace: ${ns}}\n`;

function repository(): Repo {
  return gitopsRepo({
    ...CHART,
    'apps/koord-dev.yaml': application(
      'koord-dev',
      `  source:
    repoURL: ${REPO_URL}
    path: charts/koord
    helm:
      valueFiles: [values-dev.yaml]
${destination('koord-dev')}`,
      'argocd',
    ),
    'apps/koord-prod.yaml': application(
      'koord-prod',
      `  source:
    repoURL: ${REPO_URL}
    path: charts/koord
    helm:
      valueFiles: [values-prod.yaml]
${destination('koord-prod')}`,
      'argocd',
    ),
    'apps/koord-stage.yaml': application(
      'koord-stage',
      `  sources:
    - repoURL: ${REPO_URL}.git
      path: charts/koord
      helm:
        releaseName: koord
        valueFiles: [$values/envs/stage/values.yaml]
        parameters:
          - name: webhookHost
            value: stage.internal
    - repoURL: git@github.com:acme/platform.git
      ref: values
${destination('koord-stage')}`,
      'argocd',
    ),
    'envs/stage/values.yaml': '# stage\nreplicas: 2\n',
    'apps/koord-qa.yaml': application(
      'koord-qa',
      `  source:
    repoURL: ${REPO_URL}
    path: charts/koord
    helm:
      valuesObject:
        replicas: 4
      values: |
        replicas: 9
${destination('koord-qa')}`,
      'argocd',
    ),
    'clusters/prod/flux-system.yaml': `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec:
  interval: 1m
  url: https://github.com/acme/platform.git
  ref: {branch: main}
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: koord, namespace: flux-system}
spec:
  interval: 10m
  targetNamespace: koord-flux
  chart:
    spec:
      chart: ./charts/koord
      sourceRef: {kind: GitRepository, name: flux-system}
      valuesFiles: [charts/koord/values-prod.yaml]
  valuesFrom:
    - {kind: ConfigMap, name: koord-host}
  values:
    webhookHost: flux.internal
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: koord-dev, namespace: flux-system}
spec:
  interval: 10m
  chart:
    spec:
      chart: ./charts/koord
      sourceRef: {kind: GitRepository, name: flux-system}
      valuesFiles: [charts/koord/values-dev.yaml]
---
apiVersion: v1
kind: ConfigMap
metadata: {name: koord-host, namespace: flux-system}
data:
  values.yaml: |
    webhookHost: from-configmap.internal
`,
  });
}

describe(
  'a vendored chart per environment, rendered by helm as each engine does',
  { skip: skipWithout('helm') },
  () => {
    let repo: Repo;
    let findings: JsonFinding[];
    let code: number;
    before(async () => {
      repo = repository();
      const r = await cli(['check', '.', '--helm', findTool('helm')!, '--format', 'json'], {
        cwd: repo.dir,
        env: { PATH: process.env.PATH },
      });
      assert.ok(r.stdout, r.stderr);
      code = r.code;
      findings = parseReport(r.stdout).findings;
    });
    after(() => {
      repo.remove();
    });
    const of = (app: string, rule = RACE) => findings.filter((f) => f.rule === rule && f.application === app);
    const place = (f: JsonFinding | undefined) => f && `${f.file}:${f.line}:${f.column}`;

    it('replicas: 3 in values-prod.yaml fails prod, at that line; dev, with the same chart, does not', () => {
      assert.equal(code, 1);
      const prod = of('argocd/Application/argocd/koord-prod');
      assert.deepEqual(prod.map(place), ['charts/koord/values-prod.yaml:2:11']);
      assert.deepEqual(
        prod[0]!.object,
        { kind: 'Deployment', name: 'koord-prod-manager', namespace: 'koord-prod' },
        'the release is named after the application, in its destination namespace',
      );
      assert.deepEqual(of('argocd/Application/argocd/koord-dev'), []);
    });

    it('two applications of one chart are two installs, not duplicates', () => {
      assert.deepEqual(
        findings.filter((f) => f.rule === 'object-duplicate'),
        [],
      );
    });

    it('a multi-source application: $values names the ref source, the parameter overrides the chart value', () => {
      const [stage] = of('argocd/Application/argocd/koord-stage');
      assert.equal(place(stage), 'envs/stage/values.yaml:2:11');
      assert.equal(stage!.object?.name, 'koord-manager', 'helm.releaseName');
      const [implicit] = of('argocd/Application/argocd/koord-stage', IMPLICIT);
      assert.equal(place(implicit), 'apps/koord-stage.yaml:16:20', 'the parameter value line');
      assert.match(
        implicit!.message,
        /WEBHOOK_HOST="stage\.internal".*\(value from helm parameter webhookHost=stage\.internal\)/,
      );
    });

    it('valuesObject wins over values, and points at its line in the Application', () => {
      const [qa] = of('argocd/Application/argocd/koord-qa');
      assert.match(qa!.message, /can run 4 replicas/);
      assert.equal(place(qa), 'apps/koord-qa.yaml:13:19');
    });

    it('a Flux HelmRelease of the same chart: valuesFiles, then valuesFrom, then values', () => {
      const [flux] = of('flux/HelmRelease/flux-system/koord');
      assert.equal(place(flux), 'charts/koord/values-prod.yaml:2:11');
      assert.deepEqual(
        flux!.object,
        { kind: 'Deployment', name: 'koord-flux-koord-manager', namespace: 'koord-flux' },
        'release name <targetNamespace>-<name>, in the target namespace',
      );
      const [implicit] = of('flux/HelmRelease/flux-system/koord', IMPLICIT);
      assert.match(implicit!.message, /WEBHOOK_HOST="flux\.internal"/, 'spec.values is merged last');
      assert.equal(place(implicit), 'clusters/prod/flux-system.yaml:23:18');
    });

    it("valuesFiles replace the chart's values.yaml: without it there, its webhookHost is gone", () => {
      assert.ok(
        findings.some((f) => f.application === 'flux/HelmRelease/flux-system/koord-dev'),
        'checked',
      );
      assert.deepEqual(of('flux/HelmRelease/flux-system/koord-dev', IMPLICIT), []);
      assert.equal(of('argocd/Application/argocd/koord-dev', IMPLICIT).length, 1, 'Argo CD adds value files over it');
    });
  },
);

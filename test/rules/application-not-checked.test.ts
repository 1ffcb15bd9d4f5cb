// application-not-checked: an application the gate cannot render from this checkout is said once, as info, at
// the field that decides it, in the scope that holds the application object; `off` silences it.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cli, type JsonFinding } from '../helpers.js';
import { parseReport } from '../report-json.js';
import { application, gitopsRepo, MANAGER, REPO_URL, type Repo } from '../gitops/repo.js';

const RULE = 'application-not-checked';

async function run(repo: Repo, extra: string[] = []): Promise<{ code: number; findings: JsonFinding[] }> {
  try {
    const r = await cli(['check', '.', '--format', 'json', ...extra], {
      cwd: repo.dir,
      env: { PATH: process.env.PATH },
    });
    return { code: r.code, findings: parseReport(r.stdout).findings.filter((f) => f.rule === RULE) };
  } finally {
    repo.remove();
  }
}

const destination = '  destination: {server: https://kubernetes.default.svc, namespace: acme}\n';

describe('application-not-checked', () => {
  it('a source in another repository: once, info, at its repoURL, even with many scopes; exit 0', async () => {
    const r = await run(
      gitopsRepo({
        'apps/elsewhere.yaml': application(
          'elsewhere',
          `  source: {repoURL: 'https://gitlab.example.com/team/config.git', path: deploy}\n${destination}`,
          'argocd',
        ),
        'apps/here.yaml': application('here', `  source: {repoURL: ${REPO_URL}, path: raw}\n${destination}`, 'argocd'),
        'raw/manager.yaml': MANAGER,
        'env/prod/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
        'env/dev/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
      }),
    );
    assert.equal(r.code, 0, 'info does not fail the default --fail-on error');
    assert.deepEqual(
      r.findings.map((f) => [f.severity, `${f.file}:${f.line}`, f.field]),
      [['info', 'apps/elsewhere.yaml:8', 'spec.source.repoURL']],
    );
    assert.match(
      r.findings[0]!.message,
      /^argocd\/Application\/argocd\/elsewhere was not checked: its source https:\/\/gitlab\.example\.com\/team\/config\.git is not this repository/,
    );
  });

  it('a multi-source application: the source elsewhere is said, the one here is checked', async () => {
    const r = await run(
      gitopsRepo({
        'apps/mixed.yaml': application(
          'mixed',
          `  sources:
    - {repoURL: ${REPO_URL}, path: raw}
    - {repoURL: 'https://github.com/acme/other', path: deploy}
${destination}`,
          'argocd',
        ),
        'raw/manager.yaml': MANAGER,
      }),
    );
    assert.deepEqual(
      r.findings.map((f) => f.field),
      ['spec.sources[1].repoURL'],
    );
  });

  it('an ApplicationSet whose git generator reads another repository: at the generator', async () => {
    const r = await run(
      gitopsRepo({
        'apps/set.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: tenants, namespace: argocd}
spec:
  generators:
    - git:
        repoURL: https://github.com/acme/tenants
        revision: HEAD
        directories: [{path: '*'}]
  template:
    metadata: {name: '{{path.basename}}'}
    spec:
      project: default
      source: {repoURL: https://github.com/acme/tenants, path: '{{path}}'}
${destination}`,
      }),
    );
    assert.deepEqual(
      r.findings.map((f) => [`${f.file}:${f.line}`, f.field]),
      [['apps/set.yaml:7', 'spec.generators[0].git.repoURL']],
    );
    assert.match(r.findings[0]!.message, /^argocd\/ApplicationSet\/argocd\/tenants was not checked/);
  });

  it('off in the configuration silences it', async () => {
    const repo = gitopsRepo({
      'apps/elsewhere.yaml': application(
        'elsewhere',
        `  source: {repoURL: 'https://gitlab.example.com/team/config.git', path: deploy}\n${destination}`,
        'argocd',
      ),
      '.webhook-cert-gate.yaml': 'rules:\n  application-not-checked: off\n',
    });
    assert.deepEqual((await run(repo)).findings, []);
  });

  it('outside a git checkout nothing is this repository: the message says so', async () => {
    const repo = gitopsRepo({
      'apps/here.yaml': application('here', `  source: {repoURL: ${REPO_URL}, path: raw}\n${destination}`, 'argocd'),
      'raw/manager.yaml': MANAGER,
    });
    rmSync(path.join(repo.dir, '.git'), { recursive: true, force: true });
    const r = await run(repo);
    assert.match(r.findings[0]?.message ?? '', /is not this repository \(the gate runs outside a git checkout\)/);
  });
});

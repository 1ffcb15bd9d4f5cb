// Argo CD as a caBundle writer from git (docs/controller-facts.md, "Argo CD"): the Application that deploys a holder
// whose caBundle is set in git puts it back over the run-time writer (cert-manager's cainjector here) unless an
// ignore rule covers caBundle and the sync respects it; no tracking label is needed, since the gate knows which
// application renders the holder. argocd-cm and argocd-cmd-params-cm are read when among the inputs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cli, type JsonFinding } from '../helpers.js';
import { parseReport } from '../report-json.js';
import { application, gitopsRepo, REPO_URL, type Repo } from './repo.js';

const RULE = 'cabundle-multiple-owners';

/** A cainjector-annotated configuration with a caBundle kept in git, in a plain folder an Application deploys. */
const WEBHOOK = `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: acme
  annotations:
    cert-manager.io/inject-ca-from: acme/acme-webhook
webhooks:
  - name: m.acme.example
    admissionReviewVersions: [v1]
    sideEffects: None
    failurePolicy: Fail
    clientConfig:
      caBundle: Cg==
      service: {name: acme-webhook, namespace: acme, path: /mutate}
`;

function repo(syncPolicy: string, more: Record<string, string> = {}, namespace = 'argocd'): Repo {
  return gitopsRepo({
    'apps/acme.yaml': application(
      'acme-webhook',
      `  source: {repoURL: ${REPO_URL}, path: webhook}
  destination: {server: https://kubernetes.default.svc, namespace: acme}
${syncPolicy}`,
      namespace,
    ),
    'webhook/webhook.yaml': WEBHOOK,
    ...more,
  });
}

async function owners(r: Repo): Promise<JsonFinding[]> {
  try {
    const out = await cli(['check', '.', '--format', 'json'], { cwd: r.dir, env: { PATH: process.env.PATH } });
    return parseReport(out.stdout).findings.filter((f) => f.rule === RULE);
  } finally {
    r.remove();
  }
}

const SELF_HEAL = '  syncPolicy:\n    automated: {selfHeal: true}\n';
const NO_SELF_HEAL = '  syncPolicy:\n    automated: {prune: true}\n';
/** Syncs that keep ignored fields as they are live: only then can an ignore rule keep Argo CD off caBundle. */
const RESPECT = `${NO_SELF_HEAL}    syncOptions: [RespectIgnoreDifferences=true]\n`;

const argocdCm = (key: string, rule: string) => `apiVersion: v1
kind: ConfigMap
metadata: {name: argocd-cm, namespace: argocd}
data:
  ${key}: |
${rule
  .split('\n')
  .map((l) => `    ${l}`)
  .join('\n')}
`;

const CABUNDLE_RULE = "jqPathExpressions:\n  - '.webhooks[]?.clientConfig.caBundle'";

describe('an Application that deploys a caBundle holder from git', () => {
  it('with self-heal and no ignoreDifferences: a second writer beside cainjector, without any tracking label', async () => {
    const [war, ...rest] = await owners(repo(SELF_HEAL));
    assert.deepEqual(rest, []);
    assert.equal(war?.severity, 'error');
    assert.match(
      war.message,
      /cert-manager's CA injector .* and the Argo CD Application argocd\/acme-webhook \(no ignoreDifferences covers caBundle\)/,
    );
    assert.equal(war.application, 'argocd/Application/argocd/acme-webhook');
  });

  it('without RespectIgnoreDifferences=true every sync applies caBundle whole: an error, whatever argocd-cm ignores', async () => {
    const [war] = await owners(repo(NO_SELF_HEAL));
    assert.equal(war?.severity, 'error');
    assert.match(war.message, /Argo CD Application argocd\/acme-webhook \(no ignoreDifferences covers caBundle\)/);
  });

  it('a sync that respects ignore rules, and argocd-cm not among the inputs: a warning naming argocd-cm, the fact that settles it', async () => {
    const [war] = await owners(repo(RESPECT));
    assert.equal(war?.severity, 'warning');
    assert.match(
      war.message,
      /what settles it: ConfigMap argocd-cm is not among the inputs \(system-wide ignore rules there, such as resource\.customizations\.ignoreDifferences\.admissionregistration\.k8s\.io_MutatingWebhookConfiguration, could cover caBundle\)/,
    );
    assert.equal(`${war.file}:${war.line}`, 'apps/acme.yaml:7', 'at the Application, where ignoreDifferences goes');
  });

  it('argocd-cm among the inputs: its ignore rule for the kind (or for all) keeps Argo CD off; one for another kind does not', async () => {
    const key = 'resource.customizations.ignoreDifferences.admissionregistration.k8s.io_MutatingWebhookConfiguration';
    assert.deepEqual(await owners(repo(RESPECT, { 'argocd/argocd-cm.yaml': argocdCm(key, CABUNDLE_RULE) })), []);
    const all = 'resource.customizations.ignoreDifferences.all';
    assert.deepEqual(await owners(repo(RESPECT, { 'argocd/argocd-cm.yaml': argocdCm(all, CABUNDLE_RULE) })), []);
    const other = key.replace('Mutating', 'Validating');
    const [war] = await owners(repo(RESPECT, { 'argocd/argocd-cm.yaml': argocdCm(other, CABUNDLE_RULE) }));
    assert.equal(war?.severity, 'error', 'argocd-cm is read: nothing there covers it, so the owner is certain');
  });

  it('the rule in argocd-cm but no RespectIgnoreDifferences=true: each sync (and self-heal) still writes it back', async () => {
    const key = 'resource.customizations.ignoreDifferences.admissionregistration.k8s.io_MutatingWebhookConfiguration';
    const [war] = await owners(repo(SELF_HEAL, { 'argocd/argocd-cm.yaml': argocdCm(key, CABUNDLE_RULE) }));
    assert.match(war!.message, /self-heal syncs it with ignoreDifferences not respected/);
    const [manual] = await owners(repo(NO_SELF_HEAL, { 'argocd/argocd-cm.yaml': argocdCm(key, CABUNDLE_RULE) }));
    assert.match(manual!.message, /each sync applies it with ignoreDifferences not respected/);
    const respects = `${SELF_HEAL}    syncOptions: [RespectIgnoreDifferences=true]\n`;
    assert.deepEqual(await owners(repo(respects, { 'argocd/argocd-cm.yaml': argocdCm(key, CABUNDLE_RULE) })), []);
  });

  it("the application's own ignoreDifferences for the kind, respected on sync: no second writer", async () => {
    const policy = `  ignoreDifferences:
    - {group: admissionregistration.k8s.io, kind: '*WebhookConfiguration', jqPathExpressions: ['.webhooks[]?.clientConfig.caBundle']}
${SELF_HEAL}    syncOptions: [RespectIgnoreDifferences=true]
`;
    assert.deepEqual(await owners(repo(policy)), []);
  });

  it('an Application in a namespace argocd-cmd-params-cm does not enable is never synced: not a writer', async () => {
    const params = (namespaces: string) => `apiVersion: v1
kind: ConfigMap
metadata: {name: argocd-cmd-params-cm, namespace: argocd}
data:
  application.namespaces: "${namespaces}"
`;
    assert.deepEqual(await owners(repo(SELF_HEAL, { 'argocd/params.yaml': params('other-*') }, 'team-a')), []);
    const [war] = await owners(repo(SELF_HEAL, { 'argocd/params.yaml': params('other, team-*') }, 'team-a'));
    assert.equal(war?.severity, 'error');
    const [byRegex] = await owners(repo(SELF_HEAL, { 'argocd/params.yaml': params('/^team-[a-z]$/') }, 'team-a'));
    assert.equal(byRegex?.severity, 'error');
  });
});

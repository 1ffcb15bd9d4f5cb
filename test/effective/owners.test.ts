// Issue 19: who writes each caBundle, beyond one family of controllers. Real chart renders
// (test/fixtures/owners, SOURCES.md there) judged against what each controller's source says (the `cites` of its
// catalogue entry in policies/owners), and each "Why" bullet on a realistic input.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Finding } from '../../src/core/finding.js';
import type { OwnerDocument } from '../../src/generated/types.js';
import { check, only, ROOT } from '../helpers.js';
import { effectiveState } from '../../src/effective/index.js';
import { parseDocuments } from '../../src/load/documents.js';
import { citedOwners, embedLibraries, loadOwners } from '../../src/load/owners.js';
import { loadProfiles } from '../../src/load/profiles.js';
import { Model } from '../../src/model/model.js';
import { resourcesOf } from '../../src/model/resource.js';
import { pems, rbacServer } from '../rules/manifests.js';

const render = (name: string) => readFileSync(path.join(ROOT, 'test/fixtures/owners', name), 'utf8');
const errors = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'error');
const owners = (findings: readonly Finding[]) =>
  only(findings, 'cabundle-multiple-owners')
    .map((f) => `${f.severity} ${f.object?.kind}/${f.object?.name}`)
    .sort();
/** Adds annotations to the object `kind`/`name` of a render (as `kubectl annotate` would). */
function annotate(text: string, kind: string, name: string, annotations: Record<string, string>): string {
  const docs = text.split(/^---\n/m);
  const i = docs.findIndex(
    (d) =>
      new RegExp(`^kind: ${kind}$`, 'm').test(d) &&
      new RegExp(`^  name: '?${name.replace(/\./g, '\\.')}'?$`, 'm').test(d),
  );
  assert.ok(i >= 0, `${kind}/${name} is in the render`);
  const lines = Object.entries(annotations)
    .map(([k, v]) => `    ${k}: "${v}"`)
    .join('\n');
  // Drop an empty `annotations:` (rendered `{}` or blank) first, then add a block of our own.
  const doc = docs[i]!.replace(/^ {2}annotations:\n( {4}(\{\})?[ \t]*\n)?(?= {2}\S)/m, '');
  docs[i] = /^ {2}annotations:\n/m.test(doc)
    ? doc.replace(/^ {2}annotations:\n/m, `  annotations:\n${lines}\n`)
    : doc.replace(/^metadata:\n/m, `metadata:\n  annotations:\n${lines}\n`);
  return docs.join('---\n');
}
const SECOND = (caBundle: string) => `  - name: second.vault.example
    sideEffects: None
    admissionReviewVersions: ["v1"]
    clientConfig:
      service: {name: vault-agent-injector-svc, namespace: vault, path: "/mutate-second"}
      caBundle: "${caBundle}"
    rules: [{operations: ["CREATE"], apiGroups: [""], apiVersions: ["v1"], resources: ["configmaps"]}]
`;
const resourcesOfText = (text: string) => parseDocuments('vault.yaml', text).flatMap((d) => resourcesOf(d, 'default'));
const CAINJECTOR = { 'cert-manager.io/inject-ca-from': 'ns/serving-cert' };

describe('Vault agent injector, auto-TLS (hashicorp/vault-k8s GenSource.Certificate, Command.updateCertificate)', () => {
  it('3 replicas, leader elector off: every replica mints its CA and patches caBundle: an error naming the elector setting', async () => {
    const findings = await check(render('vault-injector-no-elector.yaml'));
    const [race, ...more] = only(findings, 'multi-replica-webhook-unshared-cert');
    assert.equal(more.length, 0);
    assert.equal(race?.severity, 'error');
    assert.equal(race.object?.name, 'vault-agent-injector');
    assert.match(
      race.message,
      /3 replicas .*AGENT_INJECT_USE_LEADER_ELECTOR.*is unset \(default "false"\).*MutatingWebhookConfiguration vault-agent-injector-cfg/,
    );
    assert.match(race.fix!, /AGENT_INJECT_USE_LEADER_ELECTOR.*= true/);
  });

  it('3 replicas, leader elector on (the chart default): only the leader writes: no error', async () => {
    const findings = await check(render('vault-injector-elector.yaml'));
    assert.deepEqual(errors(findings), []);
    assert.deepEqual(only(findings, 'multi-replica-webhook-unshared-cert'), []);
  });

  it('one replica, elector off: one writer, no race', async () => {
    const one = render('vault-injector-no-elector.yaml').replace(/^ {2}replicas: 3$/m, '  replicas: 1');
    assert.deepEqual(only(await check(one), 'multi-replica-webhook-unshared-cert'), []);
  });

  it('the elector set from a ConfigMap the inputs lack: a warning naming that env, not an error', async () => {
    const ref = render('vault-injector-elector.yaml').replace(
      /(- name: AGENT_INJECT_USE_LEADER_ELECTOR\n\s+)value: "true"/,
      '$1valueFrom: {configMapKeyRef: {name: injector-settings, key: elector}}',
    );
    const [race] = only(await check(ref), 'multi-replica-webhook-unshared-cert');
    assert.equal(race?.severity, 'warning');
    assert.match(race.message, /depends on env AGENT_INJECT_USE_LEADER_ELECTOR/);
  });

  // subcommand/injector/command.go Command.updateCABundle patches /webhooks/0/clientConfig/caBundle only.
  it('the injector owns webhooks[0] only: a second entry of its configuration is not its', async () => {
    const withSecond = (caBundle: string) => {
      const text = render('vault-injector-elector.yaml').replace(
        /(\n {8}- vault-agent-injector\n)(---)/,
        `$1${SECOND(caBundle)}$2`,
      );
      assert.match(text, /second\.vault\.example/);
      return text;
    };
    const model = new Model(resourcesOfText(withSecond('')), await loadProfiles(undefined), await loadOwners());
    const byEntry = Object.fromEntries(
      effectiveState(model).webhooks.map((w) => [w.name, w.caBundleOwners.map((o) => o.name)]),
    );
    assert.deepEqual(byEntry['vault.hashicorp.com'], ['vault-agent-injector']);
    assert.deepEqual(byEntry['second.vault.example'], []);
    // Unowned and empty: the API server's system roots, which the manifests cannot show (docs/checking.md, Limits): no finding.
    assert.deepEqual(errors(await check(withSecond(''))), []);
    // A caBundle the chart renders into the second entry is put back by an upgrade, but over no other writer: no war.
    const rendered = withSecond(Buffer.from(pems().caCertPem).toString('base64'));
    assert.deepEqual(owners(await check(rendered)), []);
  });

  it("with cert-manager inject-ca-from added: the injector's leader and cainjector both write caBundle: an error at the annotation", async () => {
    const findings = await check(render('vault-injector-cainjector.yaml'));
    assert.deepEqual(owners(findings), ['error MutatingWebhookConfiguration/vault-agent-injector-cfg']);
    assert.match(
      only(findings, 'cabundle-multiple-owners')[0]!.message,
      /Vault agent injector .*Deployment vault\/vault-agent-injector.*cert-manager\.io\/inject-ca-from/,
    );
  });

  it('a certificate file given (AGENT_INJECT_TLS_CERT_FILE): the injector mints nothing, cainjector is the one owner', async () => {
    const files = render('vault-injector-cainjector.yaml').replace(
      /(\n(\s+)- name: AGENT_INJECT_TLS_AUTO\n)/,
      '\n$2- name: AGENT_INJECT_TLS_CERT_FILE\n$2  value: /etc/webhook/certs/tls.crt$1',
    );
    assert.deepEqual(owners(await check(files)), []);
  });
});

describe('open-policy-agent/cert-controller users (rotator.ReconcileWH.ensureCerts)', () => {
  it('Gatekeeper: controller manager and audit rotate one shared Secret: one owner, no error', async () => {
    const findings = await check(render('gatekeeper.yaml'));
    assert.deepEqual(errors(findings), []);
    assert.deepEqual(owners(findings), []);
  });

  it('Gatekeeper: the rotator is an owner, so a cainjector annotation added is a second one (the controller manager: the audit pod has no webhook operation)', async () => {
    const text = annotate(
      render('gatekeeper.yaml'),
      'ValidatingWebhookConfiguration',
      'gatekeeper-validating-webhook-configuration',
      CAINJECTOR,
    );
    const [war] = only(await check(text), 'cabundle-multiple-owners');
    assert.match(
      war!.message,
      /Gatekeeper cert rotator \(open-policy-agent\/cert-controller\) \(Deployment gatekeeper-system\/gatekeeper-controller-manager; Secret gatekeeper-system\/gatekeeper-webhook-server-cert\)/,
    );
  });

  it('Gatekeeper under an image the catalogue does not name: a warning at most; labelled webhook-cert-gate.io/profile=gatekeeper, the same error as under its own image', async () => {
    const renamed = annotate(
      render('gatekeeper.yaml').replaceAll('openpolicyagent/gatekeeper:', 'registry.example/acme/policy-manager:'),
      'ValidatingWebhookConfiguration',
      'gatekeeper-validating-webhook-configuration',
      CAINJECTOR,
    );
    const severities = async (text: string) =>
      only(await check(text), 'cabundle-multiple-owners').map((f) => `${f.severity} ${f.object?.name}`);
    assert.ok((await severities(renamed)).every((s) => s.startsWith('warning')));
    // Every workload that runs the build says so: the controller manager and the audit.
    const labelled = renamed.replace(
      /(\n {4}release: 'gatekeeper'\n)( {2}name: gatekeeper-(?:controller-manager|audit)\n {2}namespace: 'gatekeeper-system'\nspec:\n {2}replicas:)/g,
      '$1    webhook-cert-gate.io/profile: gatekeeper\n$2',
    );
    assert.notEqual(labelled, renamed);
    assert.deepEqual(await severities(labelled), ['error gatekeeper-validating-webhook-configuration']);
  });

  it('Gatekeeper externalCertInjection with cainjector annotations: the controller manager still rotates (only the audit gets --disable-cert-rotation=true): two writers on both configurations', async () => {
    const text = render('gatekeeper-external-certs.yaml');
    assert.deepEqual(owners(await check(text)), [
      'error MutatingWebhookConfiguration/gatekeeper-mutating-webhook-configuration',
      'error ValidatingWebhookConfiguration/gatekeeper-validating-webhook-configuration',
    ]);
    const fixed = text.replace('- --disable-cert-rotation=false', '- --disable-cert-rotation=true');
    assert.notEqual(fixed, text);
    assert.deepEqual(owners(await check(fixed)), []);
  });

  it('KEDA: the operator writes the APIService and keda-admission; a second injector on the APIService is a war (kedacore/keda#7559)', async () => {
    assert.deepEqual(owners(await check(render('keda.yaml'))), []);
    const text = annotate(render('keda.yaml'), 'APIService', 'v1beta1.external.metrics.k8s.io', CAINJECTOR);
    assert.deepEqual(owners(await check(text)), ['error APIService/v1beta1.external.metrics.k8s.io']);
  });

  it('KEDA with cert-manager: rotation off, cainjector alone; rotation turned back on is a war on both holders', async () => {
    const text = render('keda-cert-manager.yaml');
    assert.deepEqual(owners(await check(text)), []);
    const both = text.replace('"--enable-cert-rotation=false"', '"--enable-cert-rotation=true"');
    assert.deepEqual(owners(await check(both)), [
      'error APIService/v1beta1.external.metrics.k8s.io',
      'error ValidatingWebhookConfiguration/keda-admission',
    ]);
  });

  it('Kueue: the rotator writes its CRD conversion webhooks too; cainjector on one of them is a second owner', async () => {
    assert.deepEqual(owners(await check(render('kueue.yaml'))), []);
    const text = annotate(render('kueue.yaml'), 'CustomResourceDefinition', 'workloads.kueue.x-k8s.io', CAINJECTOR);
    assert.deepEqual(owners(await check(text)), ['error CustomResourceDefinition/workloads.kueue.x-k8s.io']);
  });

  it('Kueue with cert-manager: the config file turns internal cert management off (read from the mounted ConfigMap); on again, every holder has two owners', async () => {
    const text = render('kueue-cert-manager.yaml');
    assert.deepEqual(owners(await check(text)), []);
    const on = text.replace(/(internalCertManagement:\n\s+enable:) false/, '$1 true');
    assert.notEqual(on, text);
    const found = owners(await check(on));
    assert.ok(found.includes('error CustomResourceDefinition/workloads.kueue.x-k8s.io'), found.join(', '));
    assert.ok(
      found.includes('error ValidatingWebhookConfiguration/kueue-validating-webhook-configuration'),
      found.join(', '),
    );
  });
});

describe('Why (issue 19): owners the manifests show, on every caBundle holder', () => {
  const server = (rule: string, extra = '') => rbacServer(rule, { name: 'acme-webhook', replicas: 2 }) + extra;
  const config = (annotations: string) => `---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: acme-validating
  annotations: {${annotations}}
webhooks:
- name: validate.acme.example
  admissionReviewVersions: [v1]
  sideEffects: None
  clientConfig: {service: {name: acme-webhook, namespace: acme, path: /validate}}
`;
  const PATCH_ALL =
    '{apiGroups: [admissionregistration.k8s.io], resources: [validatingwebhookconfigurations], verbs: [get, list, watch, patch]}';

  it('a controller whose RBAC lets it patch the configuration it serves, plus a cainjector annotation: a warning naming what settles it', async () => {
    const findings = await check(server(PATCH_ALL, config('cert-manager.io/inject-ca-from: acme/acme-webhook')));
    const [war, ...more] = only(findings, 'cabundle-multiple-owners');
    assert.equal(more.length, 0);
    assert.equal(war?.severity, 'warning');
    assert.equal(war.object?.kind, 'ClusterRole', 'reported on the rule that lets it write');
    assert.match(war.message, /may have 2 writers: .*cainjector/);
    assert.match(
      war.message,
      /Deployment acme\/acme-webhook \(ClusterRole acme-webhook lets it patch validatingwebhookconfigurations\)/,
    );
    assert.match(war.message, /what settles it: whether Deployment acme\/acme-webhook writes caBundle/);
  });

  it('two replicas that may write caBundle of the configuration they serve, with no Secret to share: a warning that each serves its own certificate', async () => {
    const [race] = only(await check(server(PATCH_ALL, config(''))), 'multi-replica-webhook-unshared-cert');
    assert.equal(race?.severity, 'warning');
    assert.match(
      race.message,
      /Deployment acme\/acme-webhook can run 2 replicas and may write caBundle of ValidatingWebhookConfiguration acme-validating .*mounts no Secret/,
    );
    const mounted = server(PATCH_ALL, config('')).replace(
      'containers: [{name: server, image: registry.example/acme/webhook:1.0}]',
      'containers: [{name: server, image: registry.example/acme/webhook:1.0}]\n      volumes: [{name: certs, secret: {secretName: acme-webhook-tls}}]',
    );
    assert.deepEqual(only(await check(mounted), 'multi-replica-webhook-unshared-cert'), []);
  });

  it('a DaemonSet that may write caBundle of the configuration it serves, with no Secret to share: a warning naming the node count; none when pinned to one node', async () => {
    const daemonSet = server(PATCH_ALL, config(''))
      .replace('kind: Deployment', 'kind: DaemonSet')
      .replace('  replicas: 1\n', '');
    const [race, ...more] = only(await check(daemonSet), 'multi-replica-webhook-unshared-cert');
    assert.equal(more.length, 0);
    assert.equal(race?.severity, 'warning');
    assert.match(
      race.message,
      /DaemonSet acme\/acme-webhook can run one pod on each node it is scheduled on and may write caBundle of ValidatingWebhookConfiguration acme-validating/,
    );
    assert.match(race.message, /how many nodes DaemonSet acme\/acme-webhook runs on/);
    const pinned = daemonSet.replace(
      '      containers:',
      '      nodeSelector: {kubernetes.io/hostname: node-a}\n      containers:',
    );
    assert.deepEqual(only(await check(pinned), 'multi-replica-webhook-unshared-cert'), []);
  });

  it("RBAC alone is no war; nor is the permission of a workload that does not serve the configuration (cainjector's own)", async () => {
    assert.deepEqual(owners(await check(server(PATCH_ALL, config('')))), []);
    const notServing = server(PATCH_ALL, config('cert-manager.io/inject-ca-from: acme/acme-webhook')).replace(
      'spec: {selector: {app: acme-webhook}',
      'spec: {selector: {app: other}',
    );
    assert.deepEqual(owners(await check(notServing)), []);
    const otherName =
      '{apiGroups: [admissionregistration.k8s.io], resources: [validatingwebhookconfigurations], resourceNames: [other], verbs: [patch]}';
    assert.deepEqual(
      owners(await check(server(otherName, config('cert-manager.io/inject-ca-from: acme/acme-webhook')))),
      [],
    );
  });

  it('an APIService the workload may update by name, with cainjector injecting too: a warning on the APIService', async () => {
    const apiService = `---
apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata:
  name: v1beta1.metrics.acme.example
  annotations: {cert-manager.io/inject-ca-from: acme/acme-webhook}
spec: {group: metrics.acme.example, version: v1beta1, groupPriorityMinimum: 100, versionPriority: 100, service: {name: other, namespace: acme}}
`;
    const byName =
      '{apiGroups: [apiregistration.k8s.io], resources: [apiservices], resourceNames: [v1beta1.metrics.acme.example], verbs: [update]}';
    assert.deepEqual(owners(await check(server(byName, apiService))), ['warning ClusterRole/acme-webhook']);
  });

  it('a CRD conversion webhook with two injector annotations: an error on the CRD (trustyai-service-operator#786)', async () => {
    const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.acme.example
  annotations:
    cert-manager.io/inject-ca-from: acme/acme-webhook
    cert-manager.io/inject-ca-from-secret: acme/acme-ca
spec:
  group: acme.example
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
  conversion:
    strategy: Webhook
    webhook:
      conversionReviewVersions: [v1]
      clientConfig: {service: {name: acme-webhook, namespace: acme, path: /convert}}
`;
    const findings = await check(crd);
    assert.deepEqual(owners(findings), ['error CustomResourceDefinition/widgets.acme.example']);
    assert.match(
      only(findings, 'cabundle-multiple-owners')[0]!.message,
      /inject-ca-from and cert-manager\.io\/inject-ca-from-secret/,
    );
    // Without a conversion webhook the CRD holds no caBundle.
    assert.deepEqual(owners(await check(crd.replace(/ {2}conversion:[\s\S]*$/, ''))), []);
  });

  // The Vault chart's injector.certs.caBundle value rendered into the configuration the injector patches.
  const rendered = () => render('vault-injector-elector.yaml').replace('caBundle: ""', 'caBundle: "Cg=="');
  const application = (spec: string) => `---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: vault, namespace: argocd}
spec:
  destination: {server: https://kubernetes.default.svc, namespace: vault}
  source: {repoURL: https://helm.releases.hashicorp.com, chart: vault, targetRevision: 0.34.1}
${spec}
`;

  it('Helm renders a caBundle the injector owns: Helm puts it back at each upgrade: an error at that caBundle', async () => {
    const findings = await check(rendered());
    const [war] = only(findings, 'cabundle-multiple-owners');
    assert.equal(war?.severity, 'error');
    assert.match(war.message, /Vault agent injector .* and Helm/);
    assert.match(war.fix!, /render no caBundle field/);
    // An empty caBundle is never sent (a []byte with omitempty): the chart default is fine.
    assert.deepEqual(owners(await check(render('vault-injector-elector.yaml'))), []);
  });

  it('an Argo CD Application syncs it without ignoreDifferences: Argo CD is the second writer (argoproj/argo-cd#1487), not Helm', async () => {
    const findings = await check(rendered() + application('  syncPolicy: {automated: {selfHeal: true}}'));
    const [war] = only(findings, 'cabundle-multiple-owners');
    assert.equal(war?.object?.kind, 'Application');
    assert.match(war.message, /Argo CD Application argocd\/vault \(no ignoreDifferences covers caBundle\)/);
    assert.doesNotMatch(war.message, /Helm/);
  });

  it('ignoreDifferences for caBundle with RespectIgnoreDifferences=true: no war; self-heal without that option: a war (dapr/dapr#5066)', async () => {
    const ignore = `  ignoreDifferences:
  - {group: admissionregistration.k8s.io, kind: MutatingWebhookConfiguration, jsonPointers: [/webhooks/0/clientConfig/caBundle]}`;
    assert.deepEqual(
      owners(
        await check(
          rendered() +
            application(
              `${ignore}\n  syncPolicy: {automated: {selfHeal: true}, syncOptions: [RespectIgnoreDifferences=true]}`,
            ),
        ),
      ),
      [],
    );
    const [war] = only(
      await check(rendered() + application(`${ignore}\n  syncPolicy: {automated: {selfHeal: true}}`)),
      'cabundle-multiple-owners',
    );
    assert.match(war!.message, /self-heal syncs it with ignoreDifferences not respected/);
    assert.match(war!.fix!, /RespectIgnoreDifferences=true/);
  });
});

it('every controller, GitOps and renderer entry of the catalogue cites the upstream file and function it is read from', async () => {
  const catalogue = await citedOwners();
  const entries = catalogue.filter((o) => o.controller || o.gitops || o.renderer);
  assert.ok(entries.length >= 6, `${entries.length} entries`);
  for (const o of entries) {
    assert.ok(o.cites?.length, `${o.source} cites nothing`);
    for (const c of o.cites)
      assert.ok(c.repo.includes('/') && c.file && c.function, `${o.source}: ${JSON.stringify(c)}`);
  }
});

it('every controller entry, and every shipped profile, says how its server reloads a rotated certificate, citing the source', async () => {
  const catalogue = await citedOwners();
  const servers = catalogue.filter((o) => o.controller);
  assert.ok(servers.length >= 10, `${servers.length} entries`);
  const profiles = await loadProfiles();
  const models = [
    ...servers.map((o) => ({ where: o.source, reload: o.reload })),
    ...profiles.map((p) => ({ where: `profile ${p.name}`, reload: p.reload })),
  ];
  for (const { where, reload } of models) {
    assert.ok(reload, `${where} has no reload`);
    assert.ok(['file-watch', 'secret-watch', 'in-process', 'restart'].includes(reload.mode), where);
    assert.ok(reload.source.length > 0, where);
    for (const s of reload.source)
      assert.ok(s.repo.includes('/') && s.ref && s.file && s.function, `${where}: ${JSON.stringify(s)}`);
  }
  // The lineage's sync loop writes the served directory from the Secret it watches; Volcano reads its files once.
  assert.equal(profiles.find((p) => p.name === 'koordinator')?.reload?.mode, 'secret-watch');
  assert.equal(catalogue.find((o) => o.name === 'volcano-webhook-manager')?.reload?.mode, 'restart');
  assert.equal(catalogue.find((o) => o.name === 'gatekeeper')?.reload?.mode, 'file-watch');
});

// Issue 28, item 1: a library is described once (policies/libraries) and embedded by each controller built on it.
it('an entry that embeds a library gets its certificate, citations and reload; an unknown library is one clear line', async () => {
  const catalogue = await citedOwners();
  const jobset = catalogue.find((o) => o.name === 'jobset')!;
  assert.deepEqual(jobset.embeds, ['cert-controller']);
  assert.equal(jobset.controller?.certificate, 'shared-secret');
  assert.ok(jobset.cites?.some((c) => c.function === 'CertRotator.refreshCertIfNeeded'));
  assert.ok(jobset.reload?.source.some((c) => c.function === 'CertRotator.ensureCertsMounted'));
  assert.ok(
    jobset.reload?.source.some((c) => c.repo === 'kubernetes-sigs/jobset'),
    'its own sources come first and stay',
  );
  const own: OwnerDocument = {
    apiVersion: 'webhook-cert-gate.io/v1',
    kind: 'CertificateOwner',
    name: 'in-house',
    description: 'an in-house rotator',
    match: { images: ['team/rotator'] },
    controller: { writes: [{ kind: 'ValidatingWebhookConfiguration', names: ['v'] }] },
  };
  assert.throws(
    () => embedLibraries({ ...own, embeds: ['no-such'] }, 'mine.yaml'),
    /^InputError: mine.yaml: owner in-house embeds no-such, which is no library/,
  );
  assert.throws(() => embedLibraries(own, 'mine.yaml'), /mine.yaml: owner in-house: controller names no certificate/);
  assert.equal(
    embedLibraries({ ...own, embeds: ['cert-controller'] }, 'mine.yaml').controller?.certificate,
    'shared-secret',
  );
});

it("a library's patch Job is the entry's way of writing; an entry with no way, or a Job without match, is one clear line", () => {
  const bare: OwnerDocument = {
    apiVersion: 'webhook-cert-gate.io/v1',
    kind: 'CertificateOwner',
    name: 'forked-certgen',
    description: 'a fork of kube-webhook-certgen',
    embeds: ['kube-webhook-certgen'],
  };
  const fork = embedLibraries({ ...bare, match: { images: ['team/certgen'] } }, 'mine.yaml');
  assert.deepEqual(fork.job && [fork.job.command, fork.job.failurePolicyWrites], ['patch', ['Fail']]);
  assert.throws(
    () => embedLibraries(bare, 'mine.yaml'),
    /^InputError: mine.yaml: owner forked-certgen: a patch Job is found by its image, and it has no match/,
  );
  assert.throws(
    () => embedLibraries({ ...bare, embeds: ['cert-controller'] }, 'mine.yaml'),
    /^InputError: mine.yaml: owner forked-certgen has no way of writing \(job, annotations, mountedSecret, controller, lineage, gitops, renderer\)/,
  );
});

// The truth table of mariadb-operator-cert-controller moves and replaces the subcommand; here, the message when
// the arguments cannot tell it.
describe('a subcommand the arguments cannot tell (mariadb-operator cert-controller)', () => {
  it('after a flag without `=` (its value, or the subcommand?): a warning naming the subcommand', async () => {
    const text = readFileSync(path.join(ROOT, 'test/fixtures/charts-rendered/mariadb-operator/default.yaml'), 'utf8');
    const ambiguous = text.replace(
      '            - cert-controller\n',
      '            - --log-level\n            - cert-controller\n',
    );
    assert.notEqual(ambiguous, text);
    const annotated = annotate(ambiguous, 'ValidatingWebhookConfiguration', 'mariadb-operator-webhook', CAINJECTOR);
    const found = only(await check(annotated), 'cabundle-multiple-owners');
    assert.deepEqual(
      found.map((f) => f.severity),
      ['warning'],
    );
    assert.match(found[0]!.message, /the subcommand \(--log-level may take `cert-controller` for its value\)/);
  });
});

it('the built-in catalogue carries the first citation of each entry (the version read, for messages); citedOwners all of them, as policies/ holds them', async () => {
  const { SHIPPED_OWNERS } = await import('../../src/load/owners.js');
  const cited = await citedOwners();
  assert.deepEqual(
    cited.map((o) => o.name),
    SHIPPED_OWNERS.map((o) => o.name),
  );
  for (const o of SHIPPED_OWNERS) {
    const full = cited.find((c) => c.name === o.name)!;
    const file = parseDocuments(o.source, readFileSync(path.join(ROOT, o.source), 'utf8'))[0]!.value as OwnerDocument;
    assert.deepEqual(o.cites?.[0], full.cites?.[0], o.source);
    assert.deepEqual((full.cites ?? []).slice(0, file.cites?.length ?? 0), file.cites ?? [], o.source);
    assert.deepEqual(
      (full.reload?.source ?? []).slice(0, file.reload?.source.length ?? 0),
      file.reload?.source ?? [],
      o.source,
    );
  }
});

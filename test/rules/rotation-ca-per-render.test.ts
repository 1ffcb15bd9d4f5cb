// The rendering cases need helm (rotation-ca-per-render.slow.ts); here, what holds without it.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { mintingCalls } from '../../src/load/helm/minting.js';
import { rule } from '../../src/rules/rotation-ca-per-render.js';
import { cli, ROOT, type JsonFinding } from '../helpers.js';
import { APPLY, CREATE, HOLDER, job, MINT, PRE_UPGRADE } from './rotation-ca-per-render-jobs.js';
import { judge, plain } from './rotation-cases.js';
import { ruleTester } from './rule-tester.js';

describe('rotation-ca-per-render: a controller that mints its CA at every start', () => {
  it('reports a change that restarts its pods, at the container', async () => {
    const r = await judge('kubescape-819');
    assert.deepEqual(
      r.rotation.map((f) => [f.rule, f.object?.kind, f.field]),
      [['rotation-ca-per-render', 'Deployment', 'spec.template.spec.containers[0]']],
    );
    assert.match(r.rotation[0]!.message, /makes a new CA and certificate in memory at every start/);
    assert.match(r.rotation[0]!.fix!, /turn on its leader elector \(env AGENT_INJECT_USE_LEADER_ELECTOR=true\)/);
  });
});

describe('rotation-ca-per-render: which templates mint', () => {
  it('finds a generator called directly or through a named template, and nothing in a template without one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'minting-'));
    try {
      await mkdir(path.join(dir, 'templates'));
      await writeFile(
        path.join(dir, 'templates/_helpers.tpl'),
        '{{- define "x.certs" -}}\n{{ $ca := genCA "x" 365 }}\n{{- end -}}\n{{- define "x.name" -}}x{{- end -}}\n',
      );
      const texts = new Map([
        ['templates/a.yaml', ['{{ $c := genSelfSignedCert "a" nil nil 365 }}']],
        ['templates/b.yaml', ['{{ include "x.certs" . }}']],
        ['templates/c.yaml', ['{{ include "x.name" . }}']],
      ]);
      const calls = await mintingCalls(dir, texts);
      assert.deepEqual(Object.fromEntries(calls), {
        'templates/a.yaml': 'genSelfSignedCert',
        'templates/b.yaml': 'genCA (in named template "x.certs")',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// Jobs and CronJobs that make a new CA at each run (docs/rotation.md, "Jobs and CronJobs that mint"): judged
// only against a deployed state that holds the webhook too, as genCA is.
const SCRIPT_FIELD = 'spec.template.spec.containers[0].command[2]';

ruleTester(rule, {
  valid: [
    {
      name: 'a guard that keeps an existing Secret (kubectl get || { make; create })',
      before: HOLDER,
      code:
        HOLDER +
        job(`kubectl get secret hook-cert -n hooks || { ${MINT.replace(/\n/g, '; ')} ${CREATE} }`, {
          annotations: PRE_UPGRADE,
        }),
    },
    {
      name: 'a guard that keeps an existing Secret (if ! kubectl get ...; then make; apply; fi)',
      before: HOLDER,
      code:
        HOLDER +
        job(`if ! kubectl get secret hook-cert -n hooks >/dev/null 2>&1; then\n${MINT}${APPLY}fi\n`, {
          annotations: PRE_UPGRADE,
        }),
    },
    {
      name: 'a guard through the status of the check (volcano v1.10: exit 0 when the Secret exists)',
      before: HOLDER,
      code:
        HOLDER +
        job(
          `set -e\nret=0\nkubectl get secret hook-cert -n hooks > /dev/null || ret=$?\nif [ "\${ret}" -eq 0 ]; then\n  echo exists; exit 0\nfi\n${MINT}${APPLY}`,
          {
            annotations: PRE_UPGRADE,
          },
        ),
    },
    {
      name: 'kubectl create alone fails on an existing Secret: it replaces nothing',
      before: HOLDER,
      code: HOLDER + job(MINT + CREATE, { annotations: PRE_UPGRADE }),
    },
    {
      name: 'a leaf re-issued from the CA kept in its Secret: no new CA',
      before: HOLDER,
      code:
        HOLDER +
        job(
          `D=$(mktemp -d)\nif kubectl get secret hook-ca -n hooks >/dev/null; then\n  kubectl get secret hook-ca -n hooks -o jsonpath='{.data.tls\\.key}' | base64 -d > $D/ca.key\nelse\n  openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=hook-ca -keyout $D/ca.key -out $D/ca.crt\n  kubectl create secret tls hook-ca -n hooks --cert=$D/ca.crt --key=$D/ca.key\nfi\nopenssl x509 -req -in $D/tls.csr -CA $D/ca.crt -CAkey $D/ca.key -out $D/tls.crt\n${APPLY}`,
          { annotations: PRE_UPGRADE },
        ),
    },
    {
      name: "kube-webhook-certgen's create keeps a CA the Secret holds (the owner catalogue says so)",
      before: HOLDER,
      code:
        HOLDER +
        job('', {
          annotations: PRE_UPGRADE,
          image: 'registry.k8s.io/ingress-nginx/kube-webhook-certgen:v1.5.2',
          command: [],
          args: [
            'create',
            '--host=hook-webhook,hook-webhook.hooks.svc',
            '--namespace=hooks',
            '--secret-name=hook-cert',
          ],
        }),
    },
    {
      name: 'a hook of install only runs once',
      before: HOLDER,
      code: HOLDER + job(MINT + APPLY, { annotations: { 'helm.sh/hook': 'post-install' } }),
    },
    {
      name: 'a suspended CronJob does not run',
      before: HOLDER,
      code: HOLDER + job(MINT + APPLY, { kind: 'CronJob', suspend: true }),
    },
    {
      name: 'a minting Job whose Secret no webhook serves',
      before: HOLDER,
      code: HOLDER + job(MINT + APPLY.replace('hook-cert', 'other-cert'), { annotations: PRE_UPGRADE }),
    },
    {
      name: 'a new Job beside a deployed one of a similar name is no rename: it runs once',
      before: HOLDER + job('true', { name: 'hook-admission-create' }),
      code:
        HOLDER + job('true', { name: 'hook-admission-create' }) + job(MINT + APPLY, { name: 'hook-admission-patch' }),
    },
    {
      name: 'a check of one state (no --before) judges no rotation',
      code: HOLDER + job(MINT + APPLY, { annotations: PRE_UPGRADE }),
    },
    {
      name: 'a first install: the webhook is not deployed yet',
      before: job('true'),
      code: HOLDER + job(MINT + APPLY, { annotations: PRE_UPGRADE }),
    },
  ],
  invalid: [
    {
      name: 'a pre-upgrade hook Job that makes a CA and applies the Secret over the old one',
      before: HOLDER,
      code: HOLDER + job(MINT + APPLY, { annotations: PRE_UPGRADE }),
      errors: [
        {
          messageId: 'jobMints',
          severity: 'error',
          kind: 'Job',
          field: SCRIPT_FIELD,
          message:
            /^Job hooks\/cert-gen runs at every helm upgrade \(helm\.sh\/hook: pre-install,pre-upgrade\), and each run makes a new CA \(openssl req -x509 .*\) and overwrites Secret hooks\/hook-cert without keeping the CA in force: every run is a CA rotation without overlap for webhook mutate\.hook\.example of MutatingWebhookConfiguration hook-webhook/,
        },
      ],
    },
    {
      name: 'a CronJob that makes a CA and patches it into caBundle',
      before: HOLDER,
      code:
        HOLDER +
        job(
          `${MINT}CA=$(base64 -w0 < $D/ca.crt)\nkubectl patch mutatingwebhookconfiguration hook-webhook --type=json -p "[{\\"op\\":\\"replace\\",\\"path\\":\\"/webhooks/0/clientConfig/caBundle\\",\\"value\\":\\"$CA\\"}]"\n`,
          { kind: 'CronJob' },
        ),
      errors: [
        {
          messageId: 'jobMints',
          kind: 'CronJob',
          field: 'spec.jobTemplate.spec.template.spec.containers[0].command[2]',
          message:
            /CronJob hooks\/cert-gen runs on a schedule \(0 3 \* \* 0\), .* overwrites caBundle of MutatingWebhookConfiguration hook-webhook/,
        },
      ],
    },
    {
      name: 'an Argo CD PostSync hook that deletes the Secret and creates it anew (cfssl)',
      before: HOLDER,
      code:
        HOLDER +
        job(
          'kubectl delete secret hook-cert -n hooks --ignore-not-found\ncfssl gencert -initca ca-csr.json | cfssljson -bare ca\nkubectl create secret generic hook-cert -n hooks --from-file=tls.crt=ca.pem\n',
          { annotations: { 'argocd.argoproj.io/hook': 'PostSync' } },
        ),
      errors: [
        {
          messageId: 'jobMints',
          message: /runs at every Argo CD sync \(argocd\.argoproj\.io\/hook: PostSync\), .*\(cfssl gencert -initca/,
        },
      ],
    },
    {
      name: 'a Job whose name changes at every render, applying a Secret from a here-document',
      before: HOLDER + job('true', { name: 'cert-gen-3' }),
      code:
        HOLDER +
        job(
          `${MINT}kubectl apply -f - <<EOF\napiVersion: v1\nkind: Secret\nmetadata:\n  name: hook-cert\ntype: kubernetes.io/tls\nEOF\n`,
          { name: 'cert-gen-4' },
        ),
      errors: [
        {
          messageId: 'jobMints',
          message: /is a new Job at every render \(cert-gen-3 before, cert-gen-4 now\), so it runs at every upgrade/,
        },
      ],
    },
    {
      name: 'an existence check whose hit updates the Secret is no guard (volcano v1.11)',
      before: HOLDER,
      code:
        HOLDER +
        job(
          `set -e\n${MINT}ret=0\nkubectl get secret hook-cert -n hooks > /dev/null || ret=$?\nif [ "\${ret}" -eq 0 ]; then\n  kubectl patch secret hook-cert -n hooks --type=json -p='[{"op":"replace","path":"/data/tls.crt","value":"x"}]'\nelse\n  ${CREATE}fi\n`,
          {
            annotations: PRE_UPGRADE,
          },
        ),
      errors: [{ messageId: 'jobMints', message: /overwrites Secret hooks\/hook-cert/ }],
    },
    {
      name: 'a script read from a ConfigMap among the inputs, reported at its key',
      before: HOLDER,
      code:
        HOLDER +
        `---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: cert-scripts, namespace: hooks}\ndata:\n  gen.sh: ${JSON.stringify(MINT + 'kubectl create secret tls "$1" -n hooks --cert=$D/tls.crt --key=$D/tls.key --dry-run=client -o yaml | kubectl replace -f -\n')}\n` +
        job('', { annotations: PRE_UPGRADE, command: ['sh', '/scripts/gen.sh', 'hook-cert'], scripts: 'cert-scripts' }),
      errors: [
        {
          messageId: 'jobMints',
          kind: 'ConfigMap',
          field: 'data["gen.sh"]',
          message: /overwrites Secret hooks\/hook-cert/,
        },
      ],
    },
    {
      name: 'a script in the image is a warning naming it, when the Job names the Secret',
      before: HOLDER,
      code:
        HOLDER + job('', { annotations: PRE_UPGRADE, command: ['./gen-admission-secret.sh', '--secret', 'hook-cert'] }),
      errors: [
        {
          messageId: 'jobMintsUnread',
          severity: 'warning',
          message:
            /runs at every helm upgrade .* and names Secret hooks\/hook-cert, which webhook mutate\.hook\.example of MutatingWebhookConfiguration hook-webhook use; the gate cannot tell whether a run makes a new CA there, because its script \.\/gen-admission-secret\.sh is in its image/,
        },
      ],
    },
    {
      name: 'a script from a ConfigMap that is not among the inputs is a warning naming the ConfigMap',
      before: HOLDER,
      code:
        HOLDER +
        job('', {
          annotations: PRE_UPGRADE,
          command: ['sh', '-c', 'sh /scripts/gen.sh "$SECRET"'],
          env: ['{name: SECRET, value: hook-cert}'],
          scripts: 'cert-scripts',
        }),
      errors: [
        {
          messageId: 'jobMintsUnread',
          severity: 'warning',
          message:
            /its script \/scripts\/gen\.sh comes from ConfigMap hooks\/cert-scripts, which is not among the inputs/,
        },
      ],
    },
    {
      name: 'a script beyond what the reader follows is a warning saying why, when it names the Secret',
      before: HOLDER,
      code: HOLDER + job(`${MINT}echo 'unclosed\n${APPLY}`, { annotations: PRE_UPGRADE }),
      errors: [
        {
          messageId: 'jobMintsUnread',
          severity: 'warning',
          message: /because its script is beyond what the gate reads \(a single quote is not closed\)/,
        },
      ],
    },
    {
      name: 'a CronJob that renews when the certificate is about to expire is a warning naming the check',
      before: HOLDER,
      code:
        HOLDER +
        job(
          `kubectl get secret hook-cert -n hooks -o jsonpath='{.data.tls\\.crt}' | base64 -d > /tmp/tls.crt\nopenssl x509 -checkend 2592000 -noout -in /tmp/tls.crt && exit 0\n${MINT}${APPLY}`,
          { kind: 'CronJob' },
        ),
      errors: [
        {
          messageId: 'jobMintsWhen',
          severity: 'warning',
          message: /; when `openssl x509 -checkend 2592000 -noout -in \/tmp\/tls\.crt` fails, a run makes a new CA/,
        },
      ],
    },
    {
      name: 'a CA made only when a setting the inputs do not hold says so is a warning naming the condition',
      before: HOLDER,
      code:
        HOLDER +
        job(`if [ "$ROTATE" = true ]; then\n${MINT}${APPLY}fi\n`, {
          annotations: PRE_UPGRADE,
          env: ['{name: ROTATE, valueFrom: {configMapKeyRef: {name: settings, key: rotate}}}'],
        }),
      errors: [
        {
          messageId: 'jobMintsWhen',
          severity: 'warning',
          message: /; when `\[ "\$ROTATE" = true \]` holds, a run makes a new CA/,
        },
      ],
    },
  ],
});

describe('rotation-ca-per-render: a catalogue tool that replaces the CA (owner data, not code)', () => {
  it('reports a hook Job running the `creates` command of an owner whose existing CA is replaced, and not one that keeps it', async (t) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mint-owner-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const owner = (existing: string) => `apiVersion: webhook-cert-gate.io/v1
kind: CertificateOwner
name: acme-certgen
description: the acme certgen Job
match: {images: [acme/certgen]}
job:
  command: patch
  flags: {webhookName: --webhook, secretName: --secret}
  creates: {command: init, existing: ${existing}}
`;
    const after =
      HOLDER +
      job('', {
        annotations: PRE_UPGRADE,
        image: 'registry.example/acme/certgen:2',
        command: [],
        args: ['init', '--secret', 'hook-cert'],
      });
    for (const [name, text] of Object.entries({
      'before/m.yaml': HOLDER,
      'after/m.yaml': after,
      'replace/acme.yaml': owner('replace'),
      'keep/acme.yaml': owner('keep'),
      'replace.yaml': 'owners: [replace]\n',
      'keep.yaml': 'owners: [keep]\n',
    })) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    const run = (config: string) =>
      cli(['check', '--before', 'before', 'after', '--config', config, '--format', 'json'], { cwd: dir });
    const replaced = await run('replace.yaml');
    const found = (JSON.parse(replaced.stdout) as { findings: JsonFinding[] }).findings.filter(
      (f) => f.rule === 'rotation-ca-per-render',
    );
    assert.equal(replaced.code, 1, replaced.stderr);
    assert.deepEqual(
      found.map((f) => [f.object?.kind, f.field]),
      [['Job', 'spec.template.spec.containers[0].args[0]']],
    );
    assert.match(
      found[0]!.message,
      /makes a new CA \(the acme certgen Job: init --secret hook-cert\) and overwrites Secret hooks\/hook-cert/,
    );
    const kept = await run('keep.yaml');
    assert.deepEqual(
      (JSON.parse(kept.stdout) as { findings: JsonFinding[] }).findings.filter((f) => f.rule.startsWith('rotation-')),
      [],
    );
  });
});

describe('rotation-ca-per-render: a hook Job that mints at every upgrade (fixtures)', () => {
  it('reports volcano-sh/volcano#4396 at the Job script, not the drop it causes, and passes the guarded Job', async () => {
    const r = await judge('volcano-4396');
    assert.deepEqual(
      r.rotation.map((f) => [f.rule, f.severity, f.object?.kind, f.field]),
      [['rotation-ca-per-render', 'error', 'Job', SCRIPT_FIELD]],
    );
    assert.match(r.rotation[0]!.message, /^Job volcano-system\/volcano-admission-init runs at every helm upgrade/);
    assert.match(r.rotation[0]!.fix!, /kubectl get secret volcano-admission-secret -n volcano-system \|\|/);
    assert.deepEqual((await judge('safe-guarded-cert-job')).rotation, []);
    assert.ok(!(await plain('volcano-4396')).some((f) => f.rule.startsWith('rotation-')));
  });

  it("warns on volcano's own chart, whose script is in its image, naming the Secret and what it cannot read", async () => {
    const chart = 'test/fixtures/charts-rendered/volcano/default.yaml';
    const r = await cli(['check', '--before', chart, chart, '--format', 'json', '--fail-on', 'none'], { cwd: ROOT });
    const found = (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings.filter((f) =>
      f.rule.startsWith('rotation-'),
    );
    assert.deepEqual(
      found.map((f) => [f.rule, f.severity, f.object?.kind, f.object?.name]),
      [['rotation-ca-per-render', 'warning', 'Job', 'volcano-admission-init']],
    );
    assert.match(
      found[0]!.message,
      /names Secret volcano-system\/volcano-admission-secret, which .* use; the gate cannot tell whether a run makes a new CA there, because its script \.\/gen-admission-secret\.sh is in its image$/,
    );
    assert.match(found[0]!.fix!, /kubectl get secret volcano-admission-secret -n volcano-system \|\|/);
  });
});

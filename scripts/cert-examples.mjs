// node scripts/cert-examples.mjs: writes the examples of the certificate rules (src/rules/docs/<id>.yaml)
// from cases of the x509 corpus (test/x509/corpus, fixed dates): a webhook server that mounts a TLS Secret
// holding the case's served chain, its Service, and a configuration whose caBundle is the case's bundle. Only
// public certificates go into the docs, never a key: tls.key is empty (which cert-key-mismatch's example
// shows). The examples test checks that each fires its rule.
import { readFileSync, writeFileSync } from 'node:fs';
import { dump, load } from 'js-yaml';

const root = new URL('../', import.meta.url);
const corpus = new URL('test/x509/corpus/', root);
const { cases } = JSON.parse(readFileSync(new URL('cases.json', corpus), 'utf8'));

/** Rule id -> the corpus case its example shows. */
const EXAMPLES = {
  'cert-untrusted': 'intermediate-ca-false',
  'cert-hostname-mismatch': 'cn-only',
  'cert-eku-server-auth': 'leaf-clientauth-only',
  'cert-expired': 'leaf-expired',
  'cert-not-yet-valid': 'leaf-not-yet-valid',
  'cert-expiring-soon': 'leaf-expiring-soon',
  'cert-weak-crypto': 'leaf-sha1',
  'cert-malformed': 'secp256k1-leaf',
  'cabundle-mismatch': 'wrong-root',
  'cert-key-mismatch': 'rsa-intermediate',
};

/** What an example's first line says when the case's own description is not the point. */
const SAYS = { 'cert-key-mismatch': 'a valid chain, but tls.key is empty: the server cannot prove it holds the key' };

const block = (pem, indent) =>
  pem
    .trim()
    .split('\n')
    .map((l) => indent + l)
    .join('\n');

function example(c, says = c.description) {
  const [name, namespace] = c.host.split('.');
  const pem = (file) => readFileSync(new URL(file, corpus), 'utf8');
  return `# ${says}. Checked at ${c.at.slice(0, 10)}: webhook-cert-gate check --at ${c.at} example.yaml
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: ${name}}
webhooks:
- name: validate.${name}.example.com
  admissionReviewVersions: [v1]
  sideEffects: None
  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]
  clientConfig:
    service: {name: ${name}, namespace: ${namespace}, path: /validate}
    caBundle: ${Buffer.from(pem(c.bundle)).toString('base64')}
---
apiVersion: v1
kind: Service
metadata: {name: ${name}, namespace: ${namespace}}
spec:
  selector: {app: ${name}}
  ports: [{port: 443, targetPort: 9443}]
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}, namespace: ${namespace}}
spec:
  replicas: 2
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      containers:
      - name: server
        image: registry.example/${name}:1.0
        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]
      volumes:
      - {name: tls, secret: {secretName: ${name}-tls}}
---
apiVersion: v1
kind: Secret
metadata: {name: ${name}-tls, namespace: ${namespace}}
type: kubernetes.io/tls
stringData:
  tls.crt: |
${block(pem(c.chain), '    ')}
  tls.key: ""   # the served key is left out of the docs`;
}

/** A rule docs file: header comment, prose folded at 110 columns, the example as a literal block. */
function ruleDocsYaml(id, docs) {
  const { example: ex, seeAlso, ...prose } = docs;
  return `# Documentation of rule ${id} (logic: src/rules/${id}.ts). docs/rules/${id}.md,
# \`explain\` and the SARIF help are built from it; facts about controllers belong here or in profiles.
${dump(prose, { lineWidth: 110 })}${
    ex
      ? `example: |-\n${ex
          .split('\n')
          .map((l) => (l ? '  ' + l : ''))
          .join('\n')}\n`
      : ''
  }${seeAlso ? dump({ seeAlso }, { lineWidth: 110 }) : ''}`;
}

for (const [id, caseId] of Object.entries(EXAMPLES)) {
  const c = cases.find((x) => x.id === caseId);
  if (!c) throw new Error(`no corpus case ${caseId}`);
  const file = new URL(`src/rules/docs/${id}.yaml`, root);
  const docs = load(readFileSync(file, 'utf8'));
  writeFileSync(file, ruleDocsYaml(id, { ...docs, example: example(c, SAYS[id]) }));
}

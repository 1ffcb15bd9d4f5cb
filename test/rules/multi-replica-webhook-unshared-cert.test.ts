import { rule } from '../../src/rules/multi-replica-webhook-unshared-cert.js';
import { deployment, env } from './manifests.js';
import { ruleTester } from './rule-tester.js';

const HOST = env('WEBHOOK_HOST', 'webhook.internal.example');
const hpa = (max: number) => `---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: {name: km, namespace: koordinator-system}
spec:
  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: koord-manager}
  minReplicas: 1
  maxReplicas: ${max}
`;

// A catalogue controller that mints per process unless its leader elector is on (policies/owners/vault-agent-injector.yaml).
const injector = (replicas: number, extra = '') =>
  deployment({
    name: 'injector',
    namespace: 'vault',
    image: 'hashicorp/vault-k8s:1.7.0',
    replicas,
    env: [env('AGENT_INJECT_TLS_AUTO', 'injector-cfg'), extra].filter(Boolean).join('\n'),
  });

// The same controller as a DaemonSet: one pod per node it is scheduled on, optionally with pod spec lines.
const injectorDaemonSet = (podSpec = '', extra = '') =>
  injector(1, extra)
    .replace('kind: Deployment', 'kind: DaemonSet')
    .replace('  replicas: 1\n', '')
    .replace('  strategy:', '  updateStrategy:')
    .replace('      containers:\n', `${podSpec}      containers:\n`);
const NODES =
  /how many nodes DaemonSet vault\/injector runs on \(the nodes its nodeSelector, node affinity and tolerations admit/;
const affinity = (...terms: string[]) =>
  `      affinity:\n        nodeAffinity:\n          requiredDuringSchedulingIgnoredDuringExecution:\n            nodeSelectorTerms:\n${terms.map((t) => `              - ${t}\n`).join('')}`;

ruleTester(rule, {
  valid: [
    { name: 'catalogue per-pod writer, one replica', code: injector(1) },
    {
      name: 'catalogue per-pod writer with its leader elector on',
      code: injector(3, env('AGENT_INJECT_USE_LEADER_ELECTOR', 'true')),
    },
    {
      name: 'catalogue writer turned off by a certificate file',
      code: injector(3, env('AGENT_INJECT_TLS_CERT_FILE', '/certs/tls.crt')),
    },
    { name: 'one replica with a host (writer-implicit warns instead)', code: deployment({ replicas: 1, env: HOST }) },
    {
      name: 'several replicas, Secret writer',
      code: deployment({ replicas: 8, env: [HOST, env('WEBHOOK_CERT_WRITER', 'secret')].join('\n') }),
    },
    { name: 'several replicas without a host: the Secret writer by default', code: deployment({ replicas: 8 }) },
    {
      name: 'writer from a reference the inputs do not hold is unknown, not flagged',
      code: deployment({
        replicas: 8,
        env: [
          HOST,
          '            - name: WEBHOOK_CERT_WRITER\n              valueFrom: {configMapKeyRef: {name: absent, key: w}}',
        ].join('\n'),
      }),
    },
    {
      name: 'OpenKruise with the EnableExternalCerts gate mints nothing per pod',
      code: deployment({
        name: 'kruise-controller-manager',
        namespace: 'kruise-system',
        image: 'openkruise/kruise-manager:v1.8.3',
        replicas: 3,
        env: HOST,
      }).replace('          env:\n', '          args: ["--feature-gates=EnableExternalCerts=true"]\n          env:\n'),
    },
    {
      name: 'per-pod writer in a DaemonSet pinned to one node by nodeSelector',
      code: injectorDaemonSet('      nodeSelector: {kubernetes.io/hostname: node-a}\n'),
    },
    {
      name: 'per-pod writer in a DaemonSet pinned to one node by nodeName',
      code: injectorDaemonSet('      nodeName: node-a\n'),
    },
    {
      name: 'per-pod writer in a DaemonSet pinned to one node by node affinity (hostname label or metadata.name)',
      code: injectorDaemonSet(
        affinity(
          'matchExpressions: [{key: kubernetes.io/hostname, operator: In, values: [node-a]}]',
          'matchFields: [{key: metadata.name, operator: In, values: [node-a]}]',
        ),
      ),
    },
    {
      name: 'per-pod writer in a DaemonSet with its leader elector on',
      code: injectorDaemonSet('', env('AGENT_INJECT_USE_LEADER_ELECTOR', 'true')),
    },
  ],
  invalid: [
    {
      name: 'per-pod writer in a DaemonSet: as many writers as nodes, which the manifests do not show (warning)',
      code: injectorDaemonSet('      nodeSelector: {kubernetes.io/os: linux}\n'),
      errors: [{ messageId: 'perNode', severity: 'warning', field: 'spec', message: NODES }],
    },
    {
      name: 'a DaemonSet whose affinity admits two nodes is not pinned',
      code: injectorDaemonSet(
        affinity('matchExpressions: [{key: kubernetes.io/hostname, operator: In, values: [node-a, node-b]}]'),
      ),
      errors: [
        {
          messageId: 'perNode',
          severity: 'warning',
          message: /each pod writes its own CA into caBundle of MutatingWebhookConfiguration injector-cfg/,
        },
      ],
    },
    {
      name: 'a DaemonSet whose affinity terms name different nodes is not pinned',
      code: injectorDaemonSet(
        affinity(
          'matchFields: [{key: metadata.name, operator: In, values: [node-a]}]',
          'matchFields: [{key: metadata.name, operator: In, values: [node-b]}]',
        ),
      ),
      errors: [{ messageId: 'perNode', severity: 'warning' }],
    },
    {
      name: 'a DaemonSet whose elector comes from an object the inputs lack: both facts named',
      code: injectorDaemonSet(
        '',
        '            - name: AGENT_INJECT_USE_LEADER_ELECTOR\n              valueFrom: {configMapKeyRef: {name: absent, key: e}}',
      ),
      errors: [
        {
          messageId: 'perPodUnknown',
          severity: 'warning',
          message: /AGENT_INJECT_USE_LEADER_ELECTOR.*how many nodes DaemonSet vault\/injector/,
        },
      ],
    },
    {
      name: 'catalogue per-pod writer, 3 replicas, elector unset (default false)',
      code: injector(3),
      errors: [
        {
          messageId: 'perPod',
          severity: 'error',
          field: 'spec.replicas',
          message: /3 replicas .*is unset \(default "false"\).*MutatingWebhookConfiguration injector-cfg/,
        },
      ],
    },
    {
      name: 'catalogue per-pod writer, elector explicitly false: reported at that env',
      code: injector(2, env('AGENT_INJECT_USE_LEADER_ELECTOR', 'false')),
      errors: [
        {
          messageId: 'perPod',
          field: 'spec.template.spec.containers[0].env[2]',
          message: /env AGENT_INJECT_USE_LEADER_ELECTOR is "false"/,
        },
      ],
    },
    {
      name: 'the incident: 8 replicas, WEBHOOK_HOST, no writer',
      code: deployment({ replicas: 8, env: HOST }),
      errors: [{ messageId: 'race', line: 7, field: 'spec.replicas', message: /8 replicas/ }],
    },
    {
      name: 'explicit fs races too',
      code: deployment({ replicas: 2, env: env('WEBHOOK_CERT_WRITER', 'fs') }),
      errors: [{ messageId: 'race', message: /WEBHOOK_CERT_WRITER="fs"/ }],
    },
    {
      name: 'an HPA raises the maximum',
      code: deployment({ replicas: 1, env: HOST }) + hpa(4),
      errors: [{ messageId: 'race', field: 'spec', message: /4 replicas \(HorizontalPodAutoscaler km maxReplicas\)/ }],
    },
    {
      name: 'the gate off (or another gate) is the race again',
      code: deployment({
        name: 'kruise-controller-manager',
        namespace: 'kruise-system',
        image: 'openkruise/kruise-manager:v1.8.3',
        replicas: 3,
        env: HOST,
      }).replace(
        '          env:\n',
        '          args: ["--feature-gates=EnableExternalCerts=false,Other=true"]\n          env:\n',
      ),
      errors: [{ messageId: 'race' }],
    },
  ],
});

// Issue 28, item 5: the model held to its claims. For every entry of the controller model (policies/owners,
// the lineage entries among them), a truth table over its variants: each toggle the entry declares on and off, replicas 1
// and 3, an injector annotation (cert-manager.io/inject-ca-from) on the holders it writes on and off. Each
// variant is the entry's real render (test/fixtures/charts-rendered, test/fixtures/owners; SOURCES.md there)
// edited as a values change or a post-renderer would, and each row is written by hand from the cited upstream
// function (vendored in test/fixtures/excerpts), not from the gate's code. How to add a table or a row:
// docs/effective-state.md, "Truth tables".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { arr, get, isObj, str, type Obj } from '../../src/core/object.js';
import { loadProfiles } from '../../src/load/profiles.js';
import {
  annotate,
  build,
  conditionOf,
  configuration,
  containers,
  find,
  matches,
  normal,
  renderObjects,
  setEnv,
  setFlag,
  variantName,
  variantsOf,
  verdictOf,
  type Edit,
  type Table,
} from './truth-harness.js';

const ON_OFF = (on: Edit, off: Edit) => ({ on, off });
const env =
  (workload: string, image: string, name: string, value: string | undefined): Edit =>
  (d) => {
    setEnv(containers(d, workload, image), name, value);
  };
/** The container's args rewritten (their subcommand moved or replaced). */
const subcommand =
  (workload: string, image: string, edit: (args: string[]) => string[]): Edit =>
  (d) => {
    for (const c of containers(d, workload, image)) c.args = edit(arr(c.args).map(String));
  };
const flag =
  (workload: string, image: string, name: string, value: string | true | undefined): Edit =>
  (d) => {
    setFlag(containers(d, workload, image), name, value);
  };
/** One axis: a flag of the workload's containers set to each value (undefined: not given, the binary's default). */
const flagValues = (workload: string, image: string, name: string, values: Record<string, string | true | undefined>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, flag(workload, image, name, v)]));
/** A kube-webhook-certgen patch Job patching both configurations, the validating one only, or neither. */
const patchAxes = (job: string, image: string) => ({
  patch: {
    both: nothing,
    validating: flag(job, image, 'patch-mutating', 'false'),
    none: all(flag(job, image, 'patch-mutating', 'false'), flag(job, image, 'patch-validating', 'false')),
  },
});
const all =
  (...edits: Edit[]): Edit =>
  (d) => {
    for (const e of edits) e(d);
  };
const nothing: Edit = () => undefined;
/** The object removed from the render (`Kind/namespace/name`). */
const without =
  (ref: string): Edit =>
  (d) => {
    d.splice(d.indexOf(find(d, ref)), 1);
  };

/** Adds the objects of another render (a second install), as `check a.yaml b.yaml` would read them together. */
const addRender =
  (render: string): Edit =>
  (d) => {
    d.push(...renderObjects(render));
  };

/** Sets caBundle of every entry of a webhook configuration. */
const caBundle =
  (holder: string, value: string): Edit =>
  (d) => {
    for (const w of arr(find(d, holder).webhooks))
      if (isObj(w) && isObj(w.clientConfig)) w.clientConfig.caBundle = value;
  };

/** The lineage's writer selection (docs/controller-facts.md): WEBHOOK_CERT_WRITER and WEBHOOK_HOST as the env sets them. */
function lineageToggles(workload: string, image: string) {
  return {
    writer: {
      unset: env(workload, image, 'WEBHOOK_CERT_WRITER', undefined),
      fs: env(workload, image, 'WEBHOOK_CERT_WRITER', 'fs'),
      secret: env(workload, image, 'WEBHOOK_CERT_WRITER', 'secret'),
    },
    host: {
      unset: env(workload, image, 'WEBHOOK_HOST', undefined),
      set: env(workload, image, 'WEBHOOK_HOST', 'webhook.example.com'),
    },
  };
}

// Why, for the lineage (openkruise/kruise pkg/webhook/util/controller/webhook_controller.go Controller.sync, in
// every replica: main.go main starts it in webhook.Initialize, outside leader election).
const FS = 'Controller.sync: WEBHOOK_CERT_WRITER=fs, or empty with WEBHOOK_HOST set, picks NewFSCertWriter';
const FS_RACE = `${FS}: each replica mints its own CA and writes it into caBundle (configuration.Ensure)`;
const SECRET = 'Controller.sync: otherwise NewSecretCertWriter: every replica reads one Secret, one CA';
const WAR = 'configuration.Ensure(certs.CACert) writes caBundle, and cainjector writes it too';

/** The rows every lineage profile shares; `secretRendered` says whether its chart renders the (empty) Secret. */
function lineageRows(secretRendered: boolean): Table['rows'] {
  const missing = secretRendered ? '' : ' missing:warning';
  return [
    ['writer=fs replicas=1 injector=off', 'none', `${FS}: one process, one CA`],
    ['writer=fs replicas=1 injector=on', 'owners:error', WAR],
    ['writer=fs replicas=3 injector=off', 'race:error', FS_RACE],
    ['writer=fs replicas=3 injector=on', 'race:error owners:error', `${FS_RACE}; ${WAR}`],
    ['writer=unset host=set replicas=1 injector=off', 'implicit:warning', `${FS} (the choice falls to the host)`],
    ['writer=unset host=set replicas=1 injector=on', 'implicit:warning owners:error', `${FS}; ${WAR}`],
    ['writer=unset host=set replicas=3 injector=off', 'implicit:warning race:error', FS_RACE],
    ['writer=unset host=set replicas=3 injector=on', 'implicit:warning race:error owners:error', `${FS_RACE}; ${WAR}`],
    ['writer=secret injector=off', `none${missing}`, SECRET],
    ['writer=secret injector=on', `owners:error${missing}`, `${SECRET}; ${WAR}`],
    ['writer=unset host=unset injector=off', `none${missing}`, SECRET],
    ['writer=unset host=unset injector=on', `owners:error${missing}`, `${SECRET}; ${WAR}`],
  ];
}

const INJECTOR_WAR = 'and cainjector writes every entry: two CAs';
const VAULT_CFG = 'MutatingWebhookConfiguration/vault-agent-injector-cfg';
const SIGSTORE = [
  'ValidatingWebhookConfiguration/policy.sigstore.dev',
  'MutatingWebhookConfiguration/policy.sigstore.dev',
];
/** The holder's first webhook entry renamed (a values change or post-renderer would). */
const renameEntry =
  (holder: string, name: string): Edit =>
  (d) => {
    const w = arr(find(d, holder).webhooks)[0];
    if (isObj(w)) w.name = name;
  };

const KPS_HOLDERS = [
  'MutatingWebhookConfiguration/kube-prometheus-stack-admission',
  'ValidatingWebhookConfiguration/kube-prometheus-stack-admission',
];

const KUBEWARDEN = [
  'MutatingWebhookConfiguration/kubewarden-controller-mutating-webhook-configuration',
  'ValidatingWebhookConfiguration/kubewarden-controller-validating-webhook-configuration',
];

const TABLES: Table[] = [
  {
    entry: 'koordinator',
    renders: ['charts-rendered/koordinator/default.yaml'],
    toggles: lineageToggles('Deployment/koordinator-system/koord-manager', 'koord-manager'),
    workloads: ['Deployment/koordinator-system/koord-manager'],
    holders: [
      'MutatingWebhookConfiguration/koordinator-mutating-webhook-configuration',
      'ValidatingWebhookConfiguration/koordinator-validating-webhook-configuration',
    ],
    rows: lineageRows(true),
  },
  {
    entry: 'openkruise',
    renders: ['charts-rendered/openkruise/default.yaml'],
    toggles: {
      ...lineageToggles('Deployment/kruise-system/kruise-controller-manager', 'kruise-manager'),
      externalCerts: {
        off: nothing,
        on: flag(
          'Deployment/kruise-system/kruise-controller-manager',
          'kruise-manager',
          'feature-gates',
          'ImagePullJobGate=true,EnableExternalCerts=true',
        ),
      },
    },
    workloads: ['Deployment/kruise-system/kruise-controller-manager'],
    holders: [
      'MutatingWebhookConfiguration/kruise-mutating-webhook-configuration',
      'ValidatingWebhookConfiguration/kruise-validating-webhook-configuration',
    ],
    rows: [
      ...lineageRows(true).map(([when, ...rest]) => [`externalCerts=off ${when}`, ...rest] as Table['rows'][number]),
      [
        'externalCerts=on',
        'none',
        'Controller.sync tests EnableExternalCerts first: NewExternalCertWriter reads the Secret, mints nothing; caBundle is left to cainjector',
      ],
    ],
  },
  {
    entry: 'kruise-rollouts',
    renders: ['charts-rendered/kruise-rollout/default.yaml'],
    toggles: lineageToggles('Deployment/kruise-rollout/kruise-rollout-controller-manager', 'kruise-rollout'),
    workloads: ['Deployment/kruise-rollout/kruise-rollout-controller-manager'],
    holders: [
      'MutatingWebhookConfiguration/kruise-rollout-mutating-webhook-configuration',
      'ValidatingWebhookConfiguration/kruise-rollout-validating-webhook-configuration',
    ],
    // The chart renders no Secret: the Secret writer creates it (a warning says which one it will be).
    rows: lineageRows(false),
  },
  {
    entry: 'openyurt',
    renders: ['charts-rendered/openyurt/default.yaml'],
    toggles: lineageToggles('Deployment/kube-system/yurt-manager', 'yurt-manager'),
    workloads: ['Deployment/kube-system/yurt-manager'],
    holders: [
      'MutatingWebhookConfiguration/yurt-manager-mutating-webhook-configuration',
      'ValidatingWebhookConfiguration/yurt-manager-validating-webhook-configuration',
    ],
    rows: lineageRows(true),
  },
  {
    entry: 'controller-mesh',
    renders: ['charts-rendered/controller-mesh/default.yaml'],
    // The binary looks its validating configuration up as ctrlmesh-validating (webhook_controller.go, a fixed
    // name); the tree renders validating-webhook-configuration, which webhook-profile-name-mismatch reports. Named
    // as the binary reads it, so that its sync gets as far as writing caBundle.
    setup: (d) => {
      const meta = find(d, 'ValidatingWebhookConfiguration/validating-webhook-configuration').metadata;
      assert.ok(isObj(meta));
      meta.name = 'ctrlmesh-validating';
    },
    toggles: lineageToggles('Deployment/ctrlmesh/ctrlmesh', 'ctrlmesh-manager'),
    workloads: ['Deployment/ctrlmesh/ctrlmesh'],
    holders: ['MutatingWebhookConfiguration/ctrlmesh-mutating', 'ValidatingWebhookConfiguration/ctrlmesh-validating'],
    // No Secret in the tree: the Secret writer creates ctrlmesh-webhook-certs (pkg/utils/env.go GetSecretName).
    rows: lineageRows(false),
  },
  {
    // A fork of the lineage under an image no profile names, on the controller-mesh tree: its env (with its RBAC
    // and the configuration that calls it) makes it a possible lineage controller, never a proven one; which
    // Secret and configurations it uses is its own code's default, which the manifests do not show.
    entry: 'generic',
    renders: ['charts-rendered/controller-mesh/default.yaml'],
    setup: fork('Deployment/ctrlmesh/ctrlmesh', 'ctrlmesh-manager', 'registry.example/acme/mesh-fork:v1'),
    toggles: lineageToggles('Deployment/ctrlmesh/ctrlmesh', 'mesh-fork'),
    workloads: ['Deployment/ctrlmesh/ctrlmesh'],
    holders: ['MutatingWebhookConfiguration/ctrlmesh-mutating'],
    rows: [
      ['writer=fs replicas=1 injector=off', 'none', `${FS}: one process`],
      ['writer=fs replicas=3 injector=off', 'race:warning', `${FS_RACE}, if the image runs that code`],
      ['writer=unset host=set replicas=1 injector=off', 'implicit:warning', FS],
      ['writer=unset host=set replicas=3 injector=off', 'implicit:warning race:warning', FS_RACE],
      ['writer=secret injector=off', 'none', SECRET],
      ['writer=unset host=unset injector=off', 'none', `${SECRET}; without the env nothing ties it to the lineage`],
      ...(
        [
          ['writer=fs replicas=1', ''],
          ['writer=fs replicas=3', 'race:warning'],
          ['writer=unset host=set replicas=1', 'implicit:warning'],
          ['writer=unset host=set replicas=3', 'implicit:warning race:warning'],
          ['writer=secret', ''],
          ['writer=unset host=unset', ''],
        ] as const
      ).map(([when, also]): Table['rows'][number] => [
        `${when} injector=on`,
        `${also} owners:warning`.trim(),
        `${WAR}, if the image runs that code (its RBAC lets it update the configuration it serves: its Service is the one the configuration's URL names)`,
      ]),
    ],
  },
  {
    // The same on the Koordinator chart (configurations in clientConfig.service form): an in-house build of
    // koord-manager under an image no profile names.
    entry: 'generic',
    renders: ['charts-rendered/koordinator/default.yaml'],
    setup: fork(
      'Deployment/koordinator-system/koord-manager',
      'koord-manager',
      'registry.example/team/scheduler-manager:v2',
      'scheduler-manager',
    ),
    toggles: lineageToggles('Deployment/koordinator-system/scheduler-manager', 'scheduler-manager'),
    workloads: ['Deployment/koordinator-system/scheduler-manager'],
    holders: [
      'MutatingWebhookConfiguration/koordinator-mutating-webhook-configuration',
      'ValidatingWebhookConfiguration/koordinator-validating-webhook-configuration',
    ],
    rows: [
      ['writer=fs replicas=1 injector=off', 'none', `${FS}: one process`],
      ['writer=fs replicas=3 injector=off', 'race:warning', `${FS_RACE}, if the image runs that code`],
      ['writer=unset host=set replicas=1 injector=off', 'implicit:warning', FS],
      ['writer=unset host=set replicas=3 injector=off', 'implicit:warning race:warning', FS_RACE],
      ['writer=secret injector=off', 'none', SECRET],
      ['writer=unset host=unset injector=off', 'none', `${SECRET}; without the env only its RBAC says it may write`],
      ['writer=fs replicas=1 injector=on', 'owners:warning', `${WAR}, if the image runs that code`],
      ['writer=fs replicas=3 injector=on', 'race:warning owners:warning', `${FS_RACE}; ${WAR}`],
      ['writer=unset host=set replicas=1 injector=on', 'implicit:warning owners:warning', WAR],
      ['writer=unset host=set replicas=3 injector=on', 'implicit:warning race:warning owners:warning', WAR],
      ['writer=secret injector=on', 'owners:warning', `${WAR}, if the image runs that code`],
      [
        'writer=unset host=unset injector=on',
        'owners:warning',
        "its RBAC lets it update the configurations it serves: what it does is its code's",
      ],
    ],
  },
  {
    entry: 'kruise-game',
    renders: ['charts-rendered/kruise-game/default.yaml'],
    // The manager creates both configurations when absent (checkMutatingConfiguration): as read back from the cluster.
    setup: (d) =>
      d.push(
        configuration(
          'MutatingWebhookConfiguration',
          'kruise-game-mutating-webhook',
          'kruise-game-system/kruise-game-webhook-service',
        ),
        configuration(
          'ValidatingWebhookConfiguration',
          'kruise-game-validating-webhook',
          'kruise-game-system/kruise-game-webhook-service',
        ),
      ),
    toggles: {
      // A Go bool flag (pkg/webhook/webhook.go init): strconv.ParseBool reads 0 as false too.
      generation: flagValues(
        'Deployment/kruise-game-system/kruise-game-controller-manager',
        'kruise-game',
        'enable-cert-generation',
        {
          default: undefined,
          false: 'false',
          0: '0',
        },
      ),
    },
    workloads: ['Deployment/kruise-game-system/kruise-game-controller-manager'],
    holders: [
      'MutatingWebhookConfiguration/kruise-game-mutating-webhook',
      'ValidatingWebhookConfiguration/kruise-game-validating-webhook',
    ],
    rows: [
      [
        'generation=false|0',
        'none',
        'main.go main: --enable-cert-generation=false serves the mounted directory and writes no caBundle',
      ],
      ['generation=default replicas=1 injector=off', 'none', 'Webhook.Initialize: one process, one CA'],
      [
        'generation=default replicas=1 injector=on',
        'owners:error',
        `Webhook.Initialize writes its CA (updateMutatingWebhook) ${INJECTOR_WAR}`,
      ],
      [
        'generation=default replicas=3 injector=off',
        'race:error',
        'Webhook.Initialize runs in every process before the manager starts (main.go main): a CA each (kruise-game#208)',
      ],
      [
        'generation=default replicas=3 injector=on',
        'race:error owners:error',
        `Webhook.Initialize, in every process, ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'gatekeeper',
    renders: ['owners/gatekeeper.yaml'],
    toggles: {
      // --disable-cert-rotation, a Go bool flag: bare, it is true.
      managerDisable: flagValues(
        'Deployment/gatekeeper-system/gatekeeper-controller-manager',
        'gatekeeper',
        'disable-cert-rotation',
        { false: 'false', true: 'true', bare: true },
      ),
      auditDisable: flagValues('Deployment/gatekeeper-system/gatekeeper-audit', 'gatekeeper', 'disable-cert-rotation', {
        false: 'false',
        true: 'true',
      }),
    },
    workloads: ['Deployment/gatekeeper-system/gatekeeper-controller-manager'],
    holders: [
      'ValidatingWebhookConfiguration/gatekeeper-validating-webhook-configuration',
      'MutatingWebhookConfiguration/gatekeeper-mutating-webhook-configuration',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'innerMain: every rotating process injects the CA of one Secret (ReconcileWH.ensureCerts)',
      ],
      [
        'managerDisable=false injector=on',
        'owners:error',
        `innerMain: rotator.AddRotator without --disable-cert-rotation, ${INJECTOR_WAR}`,
      ],
      [
        'managerDisable=true|bare auditDisable=true injector=on',
        'none',
        'innerMain: --disable-cert-rotation, no rotator: cainjector alone',
      ],
      [
        'managerDisable=true|bare auditDisable=false injector=on',
        'none',
        "AppendValidationWebhookIfEnabled: the audit's --operation flags assign no webhook operation, so its rotator injects into no configuration",
      ],
    ],
  },
  {
    entry: 'keda',
    renders: ['owners/keda.yaml'],
    toggles: {
      // pflag bool: --enable-cert-rotation alone is true.
      rotation: flagValues('Deployment/keda/keda-operator', 'kedacore/keda:', 'enable-cert-rotation', {
        true: 'true',
        bare: true,
        false: 'false',
      }),
      webhookPatching: ON_OFF(
        flag('Deployment/keda/keda-operator', 'kedacore/keda:', 'enable-webhook-patching', undefined),
        flag('Deployment/keda/keda-operator', 'kedacore/keda:', 'enable-webhook-patching', 'false'),
      ),
      apiservicePatching: ON_OFF(
        flag('Deployment/keda/keda-operator', 'kedacore/keda:', 'enable-apiservice-patching', undefined),
        flag('Deployment/keda/keda-operator', 'kedacore/keda:', 'enable-apiservice-patching', 'false'),
      ),
    },
    workloads: ['Deployment/keda/keda-operator'],
    holders: ['ValidatingWebhookConfiguration/keda-admission', 'APIService/v1beta1.external.metrics.k8s.io'],
    rows: [
      [
        'injector=off',
        'none',
        'CertManager.AddCertificateRotation: one leader-elected rotator (RequireLeaderElection), one Secret',
      ],
      ['rotation=false injector=on', 'none', 'main: --enable-cert-rotation false, no rotator: cainjector alone'],
      [
        'rotation=true|bare webhookPatching=off apiservicePatching=off injector=on',
        'none',
        'AddCertificateRotation: both patching flags false, the rotator writes no holder',
      ],
      [
        'rotation=true|bare webhookPatching=on injector=on',
        'owners:error',
        `AddCertificateRotation: rotator.Validating for keda-admission, ${INJECTOR_WAR}`,
      ],
      [
        'rotation=true|bare webhookPatching=off apiservicePatching=on injector=on',
        'owners:error',
        `AddCertificateRotation: rotator.APIService (kedacore/keda#7559), ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'kueue',
    renders: ['owners/kueue.yaml'],
    toggles: {
      // The config file is YAML read into Go (sigs.k8s.io/yaml, YAML 1.1 booleans): `no` is false too.
      internalCerts: {
        true: configKey('ConfigMap/kueue-system/kueue-manager-config', 'true'),
        false: configKey('ConfigMap/kueue-system/kueue-manager-config', 'false'),
        no: configKey('ConfigMap/kueue-system/kueue-manager-config', 'no'),
      },
    },
    workloads: ['Deployment/kueue-system/kueue-controller-manager'],
    holders: [
      'ValidatingWebhookConfiguration/kueue-validating-webhook-configuration',
      'MutatingWebhookConfiguration/kueue-mutating-webhook-configuration',
      'CustomResourceDefinition/workloads.kueue.x-k8s.io',
      'CustomResourceDefinition/clusterqueues.kueue.x-k8s.io',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'buildCertRotatorConfig: every replica rotates (RequireLeaderElection false) the one Secret',
      ],
      ['internalCerts=false|no injector=on', 'none', 'main: cert.ManageCerts only when internalCertManagement.enable'],
      [
        'internalCerts=true injector=on',
        'owners:error',
        `buildCertRotatorConfig: both configurations and the CRD conversions, ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'jobset',
    renders: ['charts-rendered/jobset/default.yaml'],
    toggles: {
      // The config file is YAML read into Go (sigs.k8s.io/yaml, YAML 1.1 booleans): `no` is false too.
      internalCerts: {
        true: configKey('ConfigMap/jobset-system/jobset-controller-config', 'true'),
        false: configKey('ConfigMap/jobset-system/jobset-controller-config', 'false'),
        no: configKey('ConfigMap/jobset-system/jobset-controller-config', 'no'),
      },
    },
    workloads: ['Deployment/jobset-system/jobset-controller'],
    holders: [
      'ValidatingWebhookConfiguration/jobset-validating-webhook-configuration',
      'MutatingWebhookConfiguration/jobset-mutating-webhook-configuration',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'CertsManager: every replica rotates (RequireLeaderElection not set) the one Secret jobset-webhook-server-cert',
      ],
      [
        'internalCerts=false|no injector=on',
        'none',
        'main: cert.CertsManager only when internalCertManagement.enable: cainjector alone',
      ],
      [
        'internalCerts=true injector=on',
        'owners:error',
        `CertsManager: validateWebhookConfName and mutatingWebhookConfName, ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'lws',
    renders: ['charts-rendered/lws/default.yaml'],
    toggles: {
      internalCerts: {
        true: configKey('ConfigMap/lws-system/lws-manager-config', 'true'),
        false: configKey('ConfigMap/lws-system/lws-manager-config', 'false'),
        no: configKey('ConfigMap/lws-system/lws-manager-config', 'no'),
      },
      // The chart renders the empty Secret the rotator fills; a values switch or a post-renderer may drop it.
      secret: { rendered: nothing, absent: without('Secret/lws-system/lws-webhook-server-cert') },
    },
    workloads: ['Deployment/lws-system/lws-controller-manager'],
    holders: [
      'ValidatingWebhookConfiguration/lws-validating-webhook-configuration',
      'MutatingWebhookConfiguration/lws-mutating-webhook-configuration',
    ],
    rows: [
      [
        'secret=rendered injector=off',
        'none',
        'CertsManager: every replica rotates (RequireLeaderElection not set) the one Secret lws-webhook-server-cert',
      ],
      [
        'internalCerts=false|no injector=on',
        'none',
        'main: cert.CertsManager only when internalCertManagement.enable: cainjector alone',
      ],
      [
        'internalCerts=false|no secret=absent injector=off',
        'none',
        'main: no rotator, nothing needs the Secret filled',
      ],
      [
        'internalCerts=true secret=rendered injector=on',
        'owners:error',
        `CertsManager: validateWebhookConfName and mutatingWebhookConfName, ${INJECTOR_WAR}`,
      ],
      [
        'internalCerts=true secret=absent injector=off',
        'missing:warning',
        'cert-controller CertRotator.writeSecret only updates it; refreshCertIfNeeded fails to get a missing Secret',
      ],
      [
        'internalCerts=true secret=absent injector=on',
        'owners:error missing:warning',
        `the rotator's war ${INJECTOR_WAR}, and its Secret, which it never creates, is missing`,
      ],
    ],
  },
  {
    // The chart's HA mode: the manager (--enable-internal-cert-management, --no-webhooks) and 3 --webhooks-only
    // replicas that mount the same Secret.
    entry: 'hnc',
    renders: ['charts-rendered/hnc/ha.yaml'],
    toggles: {
      // Go bool flags (cmd/manager/main.go parseFlags): bare is true, absent is the default false.
      internalCert: flagValues(
        'Deployment/hnc-system/hnc-controller-manager',
        'hnc-manager',
        'enable-internal-cert-management',
        { bare: true, false: 'false', absent: undefined },
      ),
      haWebhooksOnly: ON_OFF(
        flag('Deployment/hnc-system/hnc-controller-manager-ha', 'hnc-manager', 'webhooks-only', true),
        flag('Deployment/hnc-system/hnc-controller-manager-ha', 'hnc-manager', 'webhooks-only', undefined),
      ),
      haInternalCert: ON_OFF(
        flag('Deployment/hnc-system/hnc-controller-manager-ha', 'hnc-manager', 'enable-internal-cert-management', true),
        flag(
          'Deployment/hnc-system/hnc-controller-manager-ha',
          'hnc-manager',
          'enable-internal-cert-management',
          undefined,
        ),
      ),
    },
    workloads: ['Deployment/hnc-system/hnc-controller-manager', 'Deployment/hnc-system/hnc-controller-manager-ha'],
    holders: [
      'ValidatingWebhookConfiguration/hnc-validating-webhook-configuration',
      'MutatingWebhookConfiguration/hnc-mutating-webhook-configuration',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'ManageCerts: every process that rotates (leader election off by default) keeps the one Secret hnc-webhook-server-cert',
      ],
      [
        'internalCert=bare injector=on',
        'owners:error',
        `main: setup.ManageCerts when internalCert && !webhooksOnly (--no-webhooks keeps it): ManageCerts names both configurations, ${INJECTOR_WAR}`,
      ],
      [
        'internalCert=false|absent haWebhooksOnly=off haInternalCert=on injector=on',
        'owners:error',
        `main: an HA replica without --webhooks-only and with --enable-internal-cert-management rotates too, ${INJECTOR_WAR}`,
      ],
      [
        'internalCert=false|absent haWebhooksOnly=on injector=on',
        'none',
        'main: no rotator in the manager (flag false) nor in --webhooks-only replicas: cainjector alone',
      ],
      [
        'internalCert=false|absent haWebhooksOnly=off haInternalCert=off injector=on',
        'none',
        'parseFlags: --enable-internal-cert-management defaults to false: no rotator anywhere, cainjector alone',
      ],
    ],
  },
  {
    entry: 'workload-identity-webhook',
    renders: ['charts-rendered/workload-identity-webhook/default.yaml'],
    toggles: {
      // A Go bool flag (cmd/webhook/main.go mainErr): bare is true.
      disableRotation: flagValues(
        'Deployment/azure-workload-identity-system/azure-wi-webhook-controller-manager',
        'workload-identity/webhook',
        'disable-cert-rotation',
        { absent: undefined, false: 'false', true: 'true', bare: true },
      ),
    },
    workloads: ['Deployment/azure-workload-identity-system/azure-wi-webhook-controller-manager'],
    holders: ['MutatingWebhookConfiguration/azure-wi-webhook-mutating-webhook-configuration'],
    rows: [
      [
        'injector=off',
        'none',
        'mainErr: every replica (LeaderElection false, RequireLeaderElection not set) rotates the one Secret azure-wi-webhook-server-cert',
      ],
      [
        'disableRotation=absent|false injector=on',
        'owners:error',
        `mainErr: rotator.AddRotator unless --disable-cert-rotation, Webhooks the mutating configuration, ${INJECTOR_WAR}`,
      ],
      [
        'disableRotation=true|bare injector=on',
        'none',
        'mainErr: --disable-cert-rotation, no rotator: cainjector alone',
      ],
    ],
  },
  {
    entry: 'kubeflow-trainer',
    renders: ['charts-rendered/kubeflow-trainer/default.yaml'],
    toggles: {
      // The config file is read through the API machinery's YAML (YAML 1.1 booleans): `no` is false too; without
      // the key IsCertManagementEnabled says true.
      certManagement: {
        true: configKey('ConfigMap/kubeflow-system/kubeflow-trainer-config', 'true', 'certManagement'),
        false: configKey('ConfigMap/kubeflow-system/kubeflow-trainer-config', 'false', 'certManagement'),
        no: configKey('ConfigMap/kubeflow-system/kubeflow-trainer-config', 'no', 'certManagement'),
        unset: configKey('ConfigMap/kubeflow-system/kubeflow-trainer-config', undefined, 'certManagement'),
      },
    },
    workloads: ['Deployment/kubeflow-system/kubeflow-trainer-controller-manager'],
    holders: [
      'ValidatingWebhookConfiguration/validator.trainer.kubeflow.org',
      'MutatingWebhookConfiguration/defaulter.trainer.kubeflow.org',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'ManageCerts: every replica rotates (RequireLeaderElection false) the one Secret kubeflow-trainer-webhook-cert',
      ],
      [
        'certManagement=false|no injector=on',
        'none',
        'main: cert.ManageCerts only when config.IsCertManagementEnabled: cainjector alone',
      ],
      [
        'certManagement=true|unset injector=on',
        'owners:error',
        `IsCertManagementEnabled (an unset enable is true); ManageCerts names validator.trainer.kubeflow.org and defaulter.trainer.kubeflow.org, ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'metallb',
    renders: ['charts-rendered/metallb/default.yaml'],
    toggles: {
      // Go flags (controller/main.go main): --disable-cert-rotation a bool (bare is true), --webhook-mode a string.
      disableRotation: flagValues(
        'Deployment/metallb-system/metallb-controller',
        'metallb/controller',
        'disable-cert-rotation',
        {
          absent: undefined,
          false: 'false',
          true: 'true',
          bare: true,
        },
      ),
      webhookMode: flagValues('Deployment/metallb-system/metallb-controller', 'metallb/controller', 'webhook-mode', {
        enabled: 'enabled',
        onlywebhook: 'onlywebhook',
        disabled: 'disabled',
      }),
    },
    workloads: ['Deployment/metallb-system/metallb-controller'],
    holders: ['ValidatingWebhookConfiguration/metallb-webhook-configuration'],
    rows: [
      [
        'injector=off',
        'none',
        'enableCertRotation: every replica (LeaderElection false, RequireLeaderElection not set) rotates the one Secret metallb-webhook-cert',
      ],
      [
        'webhookMode=disabled injector=on',
        'none',
        'New: enableCertRotation only when cfg.EnableWebhook: cainjector alone',
      ],
      [
        'webhookMode=enabled|onlywebhook disableRotation=true|bare injector=on',
        'none',
        'New: --disable-cert-rotation, no rotator: cainjector alone',
      ],
      [
        'webhookMode=enabled|onlywebhook disableRotation=absent|false injector=on',
        'owners:error',
        `enableCertRotation: rotator.Validating for metallb-webhook-configuration, ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    // The frr-k8s subchart: the status cleaner rotates; the DaemonSet runs the same image as the node agent.
    entry: 'frr-k8s',
    renders: ['charts-rendered/metallb/with-frr-k8s.yaml'],
    toggles: {
      // A Go bool flag (cmd/statuscleaner/main.go main): bare is true.
      disableRotation: flagValues(
        'Deployment/metallb-system/metallb-frr-k8s-statuscleaner',
        'metallb/frr-k8s',
        'disable-cert-rotation',
        { absent: undefined, false: 'false', true: 'true', bare: true },
      ),
    },
    workloads: ['Deployment/metallb-system/metallb-frr-k8s-statuscleaner'],
    holders: ['ValidatingWebhookConfiguration/frr-k8s-validating-webhook-configuration'],
    rows: [
      [
        'injector=off',
        'none',
        'setupCertRotation: every status cleaner replica (no leader election) rotates the one Secret frr-k8s-webhook-server-cert; the node agent starts no rotator',
      ],
      [
        'disableRotation=absent|false injector=on',
        'owners:error',
        `main: setupCertRotation unless --disable-cert-rotation, rotator.Validating for frr-k8s-validating-webhook-configuration, ${INJECTOR_WAR}`,
      ],
      ['disableRotation=true|bare injector=on', 'none', 'main: --disable-cert-rotation, no rotator: cainjector alone'],
    ],
  },
  {
    entry: 'external-secrets-cert-controller',
    renders: ['charts-rendered/external-secrets/default.yaml'],
    toggles: {
      // The flag that tells the certcontroller subcommand from the image's other roles (policies/owners).
      secretNamespace: ON_OFF(
        nothing,
        flag(
          'Deployment/external-secrets/external-secrets-cert-controller',
          'external-secrets',
          'secret-namespace',
          undefined,
        ),
      ),
      // pflag bool: --enable-leader-election alone is true.
      leaderElection: flagValues(
        'Deployment/external-secrets/external-secrets-cert-controller',
        'external-secrets',
        'enable-leader-election',
        { default: undefined, true: 'true', bare: true },
      ),
    },
    workloads: ['Deployment/external-secrets/external-secrets-cert-controller'],
    holders: [
      'ValidatingWebhookConfiguration/secretstore-validate',
      'ValidatingWebhookConfiguration/externalsecret-validate',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'webhookconfig Reconciler.updateConfig: every replica (elected or not) writes ca.crt of the one Secret',
      ],
      [
        'secretNamespace=on injector=on',
        'owners:error',
        `webhookconfig Reconciler.inject writes ca.crt into every *external-secrets.io entry, ${INJECTOR_WAR}`,
      ],
      [
        'secretNamespace=off injector=on',
        'none',
        'Reconciler.updateConfig: the Get of default/external-secrets-webhook fails (the chart renders the Secret in external-secrets, and the controller never creates one): cainjector alone',
      ],
    ],
  },
  {
    entry: 'cloudnative-pg',
    renders: ['charts-rendered/cloudnative-pg/default.yaml'],
    toggles: {
      // Read by pkg/configparser ReadConfigMap with strconv.ParseBool: 0 is false too.
      manage: {
        default: nothing,
        false: env(
          'Deployment/cnpg-system/cnpg-cloudnative-pg',
          'cloudnative-pg',
          'MANAGE_WEBHOOK_CONFIGURATIONS',
          'false',
        ),
        0: env('Deployment/cnpg-system/cnpg-cloudnative-pg', 'cloudnative-pg', 'MANAGE_WEBHOOK_CONFIGURATIONS', '0'),
      },
      certDir: ON_OFF(
        env('Deployment/cnpg-system/cnpg-cloudnative-pg', 'cloudnative-pg', 'WEBHOOK_CERT_DIR', '/run/olm/certs'),
        nothing,
      ),
      suffix: ON_OFF(
        env('Deployment/cnpg-system/cnpg-cloudnative-pg', 'cloudnative-pg', 'ENABLE_WEBHOOK_NAMESPACE_SUFFIX', 'true'),
        nothing,
      ),
    },
    workloads: ['Deployment/cnpg-system/cnpg-cloudnative-pg'],
    holders: [
      'MutatingWebhookConfiguration/cnpg-mutating-webhook-configuration',
      'ValidatingWebhookConfiguration/cnpg-validating-webhook-configuration',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'RunController -> ensurePKI in every replica: one webhook Secret, its tls.crt in every caBundle',
      ],
      [
        'certDir=on injector=on',
        'none',
        'ensurePKI: WEBHOOK_CERT_DIR set, no Secret and no caBundle: cainjector alone',
      ],
      [
        'certDir=off manage=false|0 injector=on',
        'none',
        'PublicKeyInfrastructure.setupWebhooksCertificate: ManageWebhookConfigurations false leaves caBundle alone',
      ],
      [
        'certDir=off manage=default suffix=on injector=on',
        'none',
        'Data.GetMutatingWebhookConfigurationName: cnpg-mutating-webhook-configuration-cnpg-system, not the rendered configurations',
      ],
      [
        'certDir=off manage=default suffix=off injector=on',
        'owners:error',
        `PublicKeyInfrastructure.injectPublicKeyIntoMutatingWebhook (hourly too), ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'mariadb-operator-cert-controller',
    renders: ['charts-rendered/mariadb-operator/default.yaml'],
    toggles: {
      // cobra finds the subcommand among `--name=value` flags too; edited first, as a bare flag before it (such as
      // --leader-elect) could be taking it for its value. The image's `webhook` writes no caBundle.
      subcommand: {
        first: nothing,
        last: subcommand('Deployment/mariadb-operator-cert-controller', 'mariadb-operator', (a) => [
          ...a.slice(1),
          a[0]!,
        ]),
        webhook: subcommand('Deployment/mariadb-operator-cert-controller', 'mariadb-operator', (a) => [
          'webhook',
          ...a.slice(1),
        ]),
      },
      // Only the cert-controller subcommand defines it; the subcommand alone tells the writer (policies/owners).
      secretNamespace: ON_OFF(
        nothing,
        flag('Deployment/mariadb-operator-cert-controller', 'mariadb-operator', 'cert-secret-namespace', undefined),
      ),
      leaderElect: ON_OFF(
        flag('Deployment/mariadb-operator-cert-controller', 'mariadb-operator', 'leader-elect', true),
        nothing,
      ),
    },
    workloads: ['Deployment/mariadb-operator-cert-controller'],
    holders: ['ValidatingWebhookConfiguration/mariadb-operator-webhook'],
    rows: [
      ['subcommand=webhook', 'none', 'cmd/controller: `webhook` runs the webhook server only and writes no caBundle'],
      [
        'subcommand=first|last injector=off',
        'none',
        'WebhookConfigReconciler.Reconcile: every replica (elected or not) writes the CA of the one CA Secret',
      ],
      [
        'subcommand=first|last secretNamespace=on injector=on',
        'owners:error',
        `WebhookConfigReconciler.injectValidatingWebhook on the annotated configuration, ${INJECTOR_WAR}`,
      ],
      [
        'subcommand=first|last secretNamespace=off injector=on',
        'owners:error',
        'CertReconciler.createSecret makes the Secrets in "default" and the reconciler still writes caBundle',
      ],
    ],
  },
  {
    entry: 'spark-operator-webhook',
    renders: ['charts-rendered/spark-operator/default.yaml'],
    toggles: {
      // pflag bool: --enable-cert-manager alone is true.
      certManager: flagValues('Deployment/spark-operator-webhook', 'spark-operator', 'enable-cert-manager', {
        default: undefined,
        true: 'true',
        bare: true,
      }),
      // Only `webhook start` defines it; the subcommand alone tells the writer (policies/owners).
      secretNamespace: ON_OFF(
        nothing,
        flag('Deployment/spark-operator-webhook', 'spark-operator', 'webhook-secret-namespace', undefined),
      ),
      // The chart renders --leader-election=true.
      leaderElection: ON_OFF(
        nothing,
        flag('Deployment/spark-operator-webhook', 'spark-operator', 'leader-election', undefined),
      ),
    },
    workloads: ['Deployment/spark-operator-webhook'],
    holders: [
      'MutatingWebhookConfiguration/spark-operator-webhook',
      'ValidatingWebhookConfiguration/spark-operator-webhook',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'start: every replica syncs the one Secret (Provider.syncInternalCertSecret) and writes its CA',
      ],
      [
        'certManager=true|bare injector=on',
        'none',
        'start: with --enable-cert-manager no webhook-configuration reconciler: cainjector alone',
      ],
      [
        'certManager=default secretNamespace=on injector=on',
        'owners:error',
        `Reconciler.updateMutatingWebhookConfiguration writes the CA, ${INJECTOR_WAR}`,
      ],
      [
        'certManager=default secretNamespace=off injector=on',
        'owners:error',
        'start: the Secret in the default namespace spark-operator, and the reconcilers still write caBundle',
      ],
    ],
  },
  {
    entry: 'kyverno',
    renders: ['charts-rendered/kyverno/default.yaml'],
    // The leader creates its configurations (none is rendered): as read back from the cluster.
    setup: (d) =>
      d.push(
        configuration(
          'ValidatingWebhookConfiguration',
          'kyverno-resource-validating-webhook-cfg',
          'kyverno/kyverno-svc',
        ),
        configuration('MutatingWebhookConfiguration', 'kyverno-resource-mutating-webhook-cfg', 'kyverno/kyverno-svc'),
      ),
    toggles: {
      certController: ON_OFF(
        flag(
          'Deployment/kyverno/kyverno-admission-controller',
          'kyverno/kyverno',
          'disableCertManagerController',
          undefined,
        ),
        flag(
          'Deployment/kyverno/kyverno-admission-controller',
          'kyverno/kyverno',
          'disableCertManagerController',
          'true',
        ),
      ),
    },
    workloads: ['Deployment/kyverno/kyverno-admission-controller'],
    holders: [
      'ValidatingWebhookConfiguration/kyverno-resource-validating-webhook-cfg',
      'MutatingWebhookConfiguration/kyverno-resource-mutating-webhook-cfg',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'createrLeaderControllers: only the leader renews the Secrets and writes caBundle; every replica serves the TLS Secret',
      ],
      [
        'injector=on',
        'owners:error',
        `controller.reconcileValidatingWebhookConfiguration writes caBundle from the CA Secret whoever fills it, ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'kyverno-cleanup-controller',
    renders: ['charts-rendered/kyverno/default.yaml'],
    setup: (d) =>
      d.push(
        configuration(
          'ValidatingWebhookConfiguration',
          'kyverno-cleanup-validating-webhook-cfg',
          'kyverno/kyverno-cleanup-controller',
        ),
        configuration(
          'ValidatingWebhookConfiguration',
          'kyverno-ttl-validating-webhook-cfg',
          'kyverno/kyverno-cleanup-controller',
        ),
      ),
    toggles: {},
    workloads: ['Deployment/kyverno/kyverno-cleanup-controller'],
    holders: [
      'ValidatingWebhookConfiguration/kyverno-cleanup-validating-webhook-cfg',
      'ValidatingWebhookConfiguration/kyverno-ttl-validating-webhook-cfg',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'cmd/cleanup-controller/main.go main: the certificate and webhook controllers run in the leader only',
      ],
      ['injector=on', 'owners:error', `controller.reconcile writes caBundle from ReadRootCASecret, ${INJECTOR_WAR}`],
    ],
  },
  {
    entry: 'dapr-injector',
    renders: ['charts-rendered/dapr/default.yaml'],
    toggles: {},
    workloads: ['Deployment/dapr-system/dapr-sidecar-injector'],
    holders: ['MutatingWebhookConfiguration/dapr-sidecar-injector'],
    rows: [
      [
        'injector=off',
        'none',
        'cmd/injector/app/app.go Run: every replica patches webhooks[0] with the same trust anchors',
      ],
      ['injector=on', 'owners:error', `app.go Run patches /webhooks/0/clientConfig/caBundle ${INJECTOR_WAR}`],
    ],
  },
  {
    entry: 'dapr-operator',
    renders: ['charts-rendered/dapr/default.yaml'],
    toggles: {},
    workloads: ['Deployment/dapr-system/dapr-operator'],
    holders: ['CustomResourceDefinition/subscriptions.dapr.io'],
    rows: [
      [
        'injector=off',
        'none',
        'operator.patchConversionWebhooksInCRDs: every replica (operator.Start) writes the same trust anchors',
      ],
      ['injector=on', 'owners:error', `operator.patchConversionWebhooksInCRDs ${INJECTOR_WAR}`],
    ],
  },
  {
    entry: 'antrea-controller',
    renders: ['charts-rendered/antrea/default.yaml'],
    toggles: {
      // Not a toggle of the writer (ApplyServerCert builds the CACertController in both branches): an axis to hold
      // that the verdict does not depend on it. The config file is antrea-controller.conf of antrea-config.
      selfSignedCert: {
        true: configFileKey('ConfigMap/kube-system/antrea-config', 'antrea-controller.conf', 'selfSignedCert', 'true'),
        false: configFileKey(
          'ConfigMap/kube-system/antrea-config',
          'antrea-controller.conf',
          'selfSignedCert',
          'false',
        ),
      },
    },
    workloads: ['Deployment/kube-system/antrea-controller'],
    holders: [
      'APIService/v1beta2.controlplane.antrea.io',
      'APIService/v1beta1.system.antrea.io',
      'APIService/v1alpha1.stats.antrea.io',
      'MutatingWebhookConfiguration/crdmutator.antrea.io',
      'ValidatingWebhookConfiguration/crdvalidator.antrea.io',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'CACertController.syncCACert writes the CA of the one certificate every process serves: the self-signed one each reads from the Secret antrea-controller-tls first (selfSignedCertProvider.rotateSelfSignedCertificate), or the mounted Secret of that name (ApplyServerCert)',
      ],
      [
        'injector=on',
        'owners:error',
        `CACertController.syncCACert (again every 2 minutes, CACertController.Run) writes the webhooks and APIServices whatever selfSignedCert says, ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'fluid-webhook',
    renders: ['charts-rendered/fluid/default.yaml'],
    toggles: {},
    workloads: ['Deployment/fluid-system/fluid-webhook'],
    holders: ['MutatingWebhookConfiguration/fluid-pod-admission-webhook'],
    rows: [
      [
        'injector=off',
        'none',
        'handle: every replica (LeaderElection false) ensures the one Secret fluid-webhook-certs (createIfNotExists reads it back on AlreadyExists) and patches its CA',
      ],
      [
        'injector=on',
        'owners:error',
        `CertificateBuilder.PatchCABundle on every event of the configuration (SetupWatcherForWebhook) ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'emissary-apiext',
    renders: ['charts-rendered/emissary-crds/legacy-versions.yaml'],
    toggles: {
      // os.Getenv(...) != "": any non-empty value disables, "false" too; an empty value does not.
      disableCrd: Object.fromEntries(
        Object.entries({ unset: undefined, true: 'true', false: 'false', empty: '' }).map(([k, v]) => [
          k,
          env('Deployment/emissary-system/emissary-apiext', 'apiext', 'DISABLE_CRD_MANAGEMENT', v),
        ]),
      ),
      // Not a toggle of the caBundle writer: it stops the CA runnable only, the CRD patcher still writes the Secret's CA.
      disableCa: ON_OFF(
        env('Deployment/emissary-system/emissary-apiext', 'apiext', 'DISABLE_CA_MANAGEMENT', 'true'),
        env('Deployment/emissary-system/emissary-apiext', 'apiext', 'DISABLE_CA_MANAGEMENT', undefined),
      ),
    },
    workloads: ['Deployment/emissary-system/emissary-apiext'],
    holders: ['CustomResourceDefinition/hosts.getambassador.io', 'CustomResourceDefinition/mappings.getambassador.io'],
    rows: [
      [
        'injector=off',
        'none',
        'WebhookServer.Run: the leader-elected CA runnable keeps the one Secret emissary-ingress-webhook-ca (CACertManager.ensureCA), the leader patches its CA',
      ],
      [
        'disableCrd=true|false injector=on',
        'none',
        'main: DISABLE_CRD_MANAGEMENT non-empty (even "false"): WebhookServer.Run sets up no CRD patch controller, cainjector alone',
      ],
      [
        'disableCrd=unset|empty injector=on',
        'owners:error',
        `crdPatchController.reconcileCRD writes the CA of the Secret (DISABLE_CA_MANAGEMENT or not) ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'volcano-webhook-manager',
    renders: ['charts-rendered/volcano/default.yaml'],
    toggles: {},
    workloads: ['Deployment/volcano-system/volcano-admission'],
    holders: [
      'MutatingWebhookConfiguration/volcano-admission-service-jobs-mutate',
      'ValidatingWebhookConfiguration/volcano-admission-service-jobs-validate',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'app/server.go Run: every replica writes the CA of the one mounted Secret (addCaCertForWebhook)',
      ],
      ['injector=on', 'owners:error', `addCaCertForWebhook sets every entry's caBundle at start ${INJECTOR_WAR}`],
    ],
  },
  {
    entry: 'vault-agent-injector',
    renders: ['owners/vault-injector-elector.yaml'],
    toggles: {
      elector: ON_OFF(
        env('Deployment/vault/vault-agent-injector', 'vault-k8s', 'AGENT_INJECT_USE_LEADER_ELECTOR', 'true'),
        env('Deployment/vault/vault-agent-injector', 'vault-k8s', 'AGENT_INJECT_USE_LEADER_ELECTOR', undefined),
      ),
      // The chart's injector.certs.secretName: certificate files instead of auto-TLS (no AGENT_INJECT_TLS_AUTO).
      certFile: {
        off: nothing,
        on: all(
          env('Deployment/vault/vault-agent-injector', 'vault-k8s', 'AGENT_INJECT_TLS_AUTO', undefined),
          env('Deployment/vault/vault-agent-injector', 'vault-k8s', 'AGENT_INJECT_TLS_AUTO_HOSTS', undefined),
          env(
            'Deployment/vault/vault-agent-injector',
            'vault-k8s',
            'AGENT_INJECT_TLS_CERT_FILE',
            '/etc/webhook/certs/tls.crt',
          ),
          env(
            'Deployment/vault/vault-agent-injector',
            'vault-k8s',
            'AGENT_INJECT_TLS_KEY_FILE',
            '/etc/webhook/certs/tls.key',
          ),
        ),
      },
    },
    workloads: ['Deployment/vault/vault-agent-injector'],
    holders: ['MutatingWebhookConfiguration/vault-agent-injector-cfg'],
    rows: [
      [
        'certFile=on',
        'none',
        'Command.Run: a certificate file selects cert.DiskSource, and no AGENT_INJECT_TLS_AUTO patches nothing',
      ],
      [
        'certFile=off elector=on injector=off',
        'none',
        "GenSource.Certificate: followers read the leader's Secret; Command.updateCertificate: only the leader patches",
      ],
      ['certFile=off elector=on injector=on', 'owners:error', `Command.updateCABundle (the leader) ${INJECTOR_WAR}`],
      ['certFile=off elector=off replicas=1 injector=off', 'none', 'GenSource.Certificate: one process, one CA'],
      ['certFile=off elector=off replicas=1 injector=on', 'owners:error', `Command.updateCABundle ${INJECTOR_WAR}`],
      [
        'certFile=off elector=off replicas=3 injector=off',
        'race:error',
        'GenSource.Certificate: without the elector every process generates a CA; Command.updateCertificate: isLeader is true in each',
      ],
      [
        'certFile=off elector=off replicas=3 injector=on',
        'race:error owners:error',
        `every process patches its CA ${INJECTOR_WAR}`,
      ],
    ],
  },
  {
    entry: 'istiod',
    renders: ['charts-rendered/istiod/default.yaml'],
    toggles: {
      // A second default-revision control plane in istio-system-2 (istio/istio#35243).
      secondPlane: { off: nothing, on: addRender('charts-rendered/istiod/namespace-2.yaml') },
      caServer: { on: nothing, off: istiodEnv('ENABLE_CA_SERVER', 'false') },
      provider: { istiod: nothing, k8s: istiodEnv('PILOT_CERT_PROVIDER', 'k8s.io/example.com/istiod') },
      // The first plane's REVISION no longer matches the label its chart gave the configurations.
      revision: { default: nothing, canary: env('Deployment/istio-system/istiod', 'pilot', 'REVISION', 'canary') },
    },
    workloads: ['Deployment/istio-system/istiod'],
    holders: [
      'MutatingWebhookConfiguration/istio-sidecar-injector',
      'ValidatingWebhookConfiguration/istio-validator-istio-system',
    ],
    rows: [
      [
        'revision=default secondPlane=off injector=off',
        'none',
        'WebhookCertPatcher.patchMutatingWebhookConfig: every replica writes the one root of its namespace',
      ],
      [
        'revision=default secondPlane=off injector=on',
        'owners:error',
        `patchMutatingWebhookConfig, updateValidatingWebhookConfiguration ${INJECTOR_WAR}`,
      ],
      [
        'revision=default secondPlane=on caServer=on provider=istiod injector=off',
        'owners:error',
        'Server.initIstiodCerts -> initDNSCertsIstiod: a self-signed root per namespace, both patch the configurations labelled istio.io/rev=default',
      ],
      [
        'revision=default secondPlane=on caServer=on provider=istiod injector=on',
        'owners:error',
        'as above, and cainjector',
      ],
      [
        'revision=default secondPlane=on caServer=on provider=k8s injector=off',
        'none',
        'Server.initIstiodCerts -> initDNSCertsK8SRA: one cluster signer, one root',
      ],
      [
        'revision=default secondPlane=on caServer=on provider=k8s injector=on',
        'owners:error',
        `one root ${INJECTOR_WAR}`,
      ],
      [
        'revision=default secondPlane=on caServer=off injector=off',
        'owners:warning',
        'Server.initIstiodCerts: hasCustomTLSCerts (istio-csr) first; whether both roots match depends on ConfigMaps the inputs lack',
      ],
      [
        'revision=default secondPlane=on caServer=off injector=on',
        'owners:error owners:warning',
        "cainjector on the first plane's configurations; the second plane's own as above",
      ],
      [
        'revision=canary secondPlane=off injector=off',
        'none',
        'patchMutatingWebhookConfig skips a configuration whose istio.io/rev is not its REVISION; newController selects by that label',
      ],
      [
        'revision=canary secondPlane=off injector=on',
        'owners:warning',
        'the istiod among the inputs writes neither; cainjector does, and one of revision default elsewhere would',
      ],
      ['revision=canary secondPlane=on injector=off', 'none', 'only the second plane (REVISION default) writes them'],
      ['revision=canary secondPlane=on injector=on', 'owners:error', `the second plane ${INJECTOR_WAR}`],
    ],
  },
  {
    entry: 'cert-manager',
    // cert-manager/cert-manager pkg/controller/cainjector (sources.go, reconciler.go): each annotation kind has
    // its own injectable source; on one object they inject different CAs (trustyai-service-operator#786).
    renders: ['charts-rendered/opentelemetry-operator/default.yaml'],
    toggles: {
      fromSecret: {
        off: nothing,
        on: annotateAll(
          [
            'MutatingWebhookConfiguration/otel-opentelemetry-operator-mutation',
            'ValidatingWebhookConfiguration/otel-opentelemetry-operator-validation',
          ],
          'cert-manager.io/inject-ca-from-secret',
          'opentelemetry-operator-system/ca',
        ),
      },
      apiserver: {
        off: nothing,
        on: annotateAll(
          [
            'MutatingWebhookConfiguration/otel-opentelemetry-operator-mutation',
            'ValidatingWebhookConfiguration/otel-opentelemetry-operator-validation',
          ],
          'cert-manager.io/inject-apiserver-ca',
          'true',
        ),
      },
    },
    workloads: ['Deployment/opentelemetry-operator-system/otel-opentelemetry-operator'],
    holders: [
      'MutatingWebhookConfiguration/otel-opentelemetry-operator-mutation',
      'ValidatingWebhookConfiguration/otel-opentelemetry-operator-validation',
    ],
    rows: [
      ['fromSecret=off apiserver=off', 'none', 'cainjector: one source, one CA (the operator writes none)'],
      ['injector=off fromSecret=on apiserver=off', 'none', 'cainjector: one source'],
      ['injector=off fromSecret=off apiserver=on', 'none', 'cainjector: one source'],
      ['injector=on fromSecret=on apiserver=off', 'owners:error', 'cainjector: two sources on one object, two CAs'],
      ['injector=on fromSecret=off apiserver=on', 'owners:error', 'cainjector: two sources on one object'],
      ['fromSecret=on apiserver=on', 'owners:error', 'cainjector: two or three sources on one object'],
    ],
  },
  {
    entry: 'render-time-ca',
    // The chart's autoGenerateCert: genCA, the TLS Secret and caBundle in one render; the operator writes no caBundle.
    renders: ['charts-rendered/opentelemetry-operator/auto-cert.yaml'],
    toggles: {},
    workloads: ['Deployment/opentelemetry-operator-system/otel-opentelemetry-operator'],
    holders: [
      'MutatingWebhookConfiguration/otel-opentelemetry-operator-mutation',
      'ValidatingWebhookConfiguration/otel-opentelemetry-operator-validation',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'the render makes CA, Secret and caBundle together; nothing writes caBundle at run time',
      ],
      [
        'injector=on',
        'owners:error',
        "helm/helm pkg/kube/client.go createPatch: each upgrade puts back the caBundle the chart renders, over cainjector's",
      ],
    ],
  },
  {
    entry: 'render-time-ca',
    // Linkerd: its webhook configurations carry no Helm labels, only the render's `# Source:` comments say Helm made them.
    renders: ['charts-rendered/linkerd/default.yaml'],
    toggles: {},
    workloads: ['Deployment/linkerd/linkerd-proxy-injector'],
    holders: ['MutatingWebhookConfiguration/linkerd-proxy-injector-webhook-config'],
    rows: [
      [
        'injector=off',
        'none',
        'linkerd2 controller/webhook/server.go NewServer: each container serves the Secret it mounts; no Linkerd code writes caBundle',
      ],
      [
        'injector=on',
        'owners:warning',
        "the rendered CA over cainjector's at each apply: whether anything applies it again (linkerd install | kubectl apply once, or helm upgrade) the objects, which carry no Helm labels, do not show",
      ],
    ],
  },
  {
    entry: 'openshift-service-ca',
    // openshift/service-ca-operator pkg/controller/cabundleinjector: annotationsChecker admits a holder whose
    // annotation is "true" in any case (strings.EqualFold); webhookCABundleInjector.Sync then writes the service CA
    // into every entry. The render is kube-prometheus-stack with the annotation set by values and its patch Jobs on.
    renders: ['charts-rendered/kube-prometheus-stack/openshift-service-ca.yaml'],
    toggles: {
      value: {
        true: nothing,
        TRUE: annotateAll(KPS_HOLDERS, 'service.beta.openshift.io/inject-cabundle', 'TRUE'),
        false: annotateAll(KPS_HOLDERS, 'service.beta.openshift.io/inject-cabundle', 'false'),
      },
    },
    workloads: ['Deployment/monitoring/kube-prometheus-stack-operator'],
    holders: KPS_HOLDERS,
    rows: [
      [
        'value=false injector=off',
        'none',
        'annotationsChecker: "false" is not injected; the kube-webhook-certgen patch Job alone writes caBundle',
      ],
      [
        'value=true injector=off',
        'owners:error',
        "webhookCABundleInjector.Sync writes the service CA over the patch Job's (custom-metrics-autoscaler-operator#37)",
      ],
      ['value=TRUE injector=off', 'owners:error', 'annotationsChecker compares with strings.EqualFold: TRUE injects'],
      ['injector=on', 'owners:error', `the patch Job ${INJECTOR_WAR}`],
    ],
  },
  {
    entry: 'kube-webhook-certgen',
    renders: ['charts-rendered/ingress-nginx/default.yaml'],
    toggles: {
      // The chart's patch Job already runs --patch-mutating=false (it renders no mutating configuration).
      patchValidating: ON_OFF(
        flag('Job/ingress-nginx/ingress-nginx-admission-patch', 'kube-webhook-certgen', 'patch-validating', undefined),
        flag('Job/ingress-nginx/ingress-nginx-admission-patch', 'kube-webhook-certgen', 'patch-validating', 'false'),
      ),
    },
    workloads: ['Deployment/ingress-nginx/ingress-nginx-controller'],
    holders: ['ValidatingWebhookConfiguration/ingress-nginx-admission'],
    rows: [
      [
        'injector=off',
        'none',
        'kubernetes/ingress-nginx images/kube-webhook-certgen cmd/patch.go: the hook Job alone sets caBundle',
      ],
      [
        'patchValidating=on injector=on',
        'owners:error',
        `cmd/patch.go patches the validating configuration ${INJECTOR_WAR}`,
      ],
      ['patchValidating=off injector=on', 'none', 'cmd/patch.go: --patch-validating=false leaves it to cainjector'],
    ],
  },
  {
    entry: 'sigstore-policy-controller',
    renders: ['charts-rendered/policy-controller/default.yaml'],
    toggles: {
      // knative's reconcilers write caBundle only of the entry named as its configuration.
      entry: { same: nothing, renamed: all(...SIGSTORE.map((h) => renameEntry(h, 'images.policy.sigstore.dev'))) },
      secret: { rendered: nothing, absent: without('Secret/cosign-system/webhook-certs') },
    },
    workloads: ['Deployment/cosign-system/policy-controller-webhook'],
    holders: SIGSTORE,
    rows: [
      [
        'secret=rendered injector=off',
        'none',
        'reconcileValidatingWebhook and reconcileMutatingWebhook: the leader writes the one Secret ca-cert.pem',
      ],
      [
        'entry=same secret=rendered injector=on',
        'owners:error',
        `reconcileValidatingWebhook writes the Secret's CA into the entry named policy.sigstore.dev ${INJECTOR_WAR}`,
      ],
      [
        'entry=renamed secret=rendered injector=on',
        'none',
        "reconcileValidatingWebhook skips an entry whose name is not the configuration's: cainjector alone",
      ],
      [
        'entry=same secret=absent injector=on',
        'owners:error missing:warning',
        'the same war, and reconcileCertificate leaves a missing Secret alone: nothing fills it',
      ],
      [
        'entry=renamed secret=absent injector=on',
        'missing:warning',
        'reconcileCertificate: the Secret must be created by the install',
      ],
      [
        'secret=absent injector=off',
        'missing:warning',
        'reconcileCertificate: the Secret must be created by the install',
      ],
    ],
  },
  {
    entry: 'kube-webhook-certgen-jkroepke',
    // kube-prometheus-stack's hook Jobs run jkroepke's fork; its patch Job patches both configurations.
    renders: ['charts-rendered/kube-prometheus-stack/default.yaml'],
    toggles: patchAxes('Job/monitoring/kube-prometheus-stack-admission-patch', 'jkroepke/kube-webhook-certgen'),
    workloads: ['Deployment/monitoring/kube-prometheus-stack-operator'],
    holders: KPS_HOLDERS,
    rows: [
      ['injector=off', 'none', 'jkroepke/kube-webhook-certgen cmd/patch.go Patch: the hook Job alone sets caBundle'],
      [
        'patch=both|validating injector=on',
        'owners:error',
        `K8s.updateValidatingWebhook writes the Secret's ca into every entry ${INJECTOR_WAR}`,
      ],
      [
        'patch=none injector=on',
        'none',
        'Patch: both --patch-mutating and --patch-validating false leave it to cainjector',
      ],
    ],
  },
  {
    entry: 'kube-webhook-certgen-oam-dev',
    // KubeVela's hook Jobs run oam-dev's fork with --patch-failure-policy=Fail.
    renders: ['charts-rendered/kubevela/default.yaml'],
    toggles: patchAxes('Job/vela-system/kubevela-vela-core-admission-patch', 'oamdev/kube-webhook-certgen'),
    workloads: ['Deployment/vela-system/kubevela-vela-core'],
    holders: [
      'MutatingWebhookConfiguration/kubevela-vela-core-admission',
      'ValidatingWebhookConfiguration/kubevela-vela-core-admission',
    ],
    rows: [
      [
        'injector=off',
        'none',
        'oam-dev/kube-webhook-certgen cmd/patch.go prePatchCommand: the hook Job alone sets caBundle',
      ],
      [
        'patch=both|validating injector=on',
        'owners:error',
        `k8s.PatchWebhookConfigurations writes the Secret's ca into every entry ${INJECTOR_WAR}`,
      ],
      [
        'patch=none injector=on',
        'none',
        'prePatchCommand: both false is fatal, the Job writes nothing and cainjector is alone',
      ],
    ],
  },
  {
    entry: 'helm-upgrade',
    // The Vault injector (leader-elected) writes caBundle of webhooks[0]; the chart's injector.certs.caBundle value renders one.
    renders: ['owners/vault-injector-elector.yaml'],
    toggles: {
      rendered: { empty: nothing, value: caBundle('MutatingWebhookConfiguration/vault-agent-injector-cfg', 'Cg==') },
      helmLabels: {
        on: nothing,
        off: unlabel('MutatingWebhookConfiguration/vault-agent-injector-cfg', [
          'app.kubernetes.io/managed-by',
          'helm.sh/chart',
        ]),
      },
    },
    workloads: ['Deployment/vault/vault-agent-injector'],
    holders: ['MutatingWebhookConfiguration/vault-agent-injector-cfg'],
    rows: [
      [
        'rendered=empty injector=off',
        'none',
        'createPatch: an empty caBundle is omitted (omitempty), nothing to put back',
      ],
      [
        'rendered=value helmLabels=on injector=off',
        'owners:error',
        "createPatch: each upgrade puts back the rendered caBundle over the injector's CA",
      ],
      ['rendered=value helmLabels=off injector=off', 'none', 'nothing shows Helm installs it'],
      ['injector=on', 'owners:error', `the injector's leader ${INJECTOR_WAR}`],
    ],
  },
  {
    entry: 'argo-cd',
    renders: ['owners/vault-injector-elector.yaml'],
    setup: all(caBundle('MutatingWebhookConfiguration/vault-agent-injector-cfg', 'Cg=='), (d) => d.push(application())),
    toggles: {
      ignore: ON_OFF(
        appSpec((s) => (s.ignoreDifferences = IGNORE)),
        nothing,
      ),
      respect: ON_OFF(
        appSpec((s) => (syncPolicy(s).syncOptions = ['RespectIgnoreDifferences=true'])),
        nothing,
      ),
      selfHeal: ON_OFF(
        appSpec((s) => (syncPolicy(s).automated = { selfHeal: true })),
        nothing,
      ),
    },
    workloads: ['Deployment/vault/vault-agent-injector'],
    holders: ['MutatingWebhookConfiguration/vault-agent-injector-cfg'],
    rows: [
      ['injector=on', 'owners:error', `the injector's leader ${INJECTOR_WAR}`],
      [
        'ignore=off respect=off injector=off',
        'owners:error',
        "appStateManager.SyncAppState applies the desired manifest whole: the rendered caBundle over the injector's (argo-cd#1487), whatever argocd-cm ignores",
      ],
      [
        'ignore=off respect=on injector=off',
        'owners:warning',
        'SettingsManager.GetResourceOverrides: argocd-cm, not among the inputs, may hold a system-wide rule covering caBundle, which the sync would respect',
      ],
      [
        'ignore=on respect=on injector=off',
        'none',
        'SyncAppState: RespectIgnoreDifferences=true applies the live value of ignored fields',
      ],
      [
        'ignore=on respect=off injector=off',
        'owners:error',
        'SyncAppState without RespectIgnoreDifferences applies the whole manifest at every sync; ApplicationController.autoSync self-heals on every drift (dapr#5066)',
      ],
    ],
  },
  {
    entry: 'flux-kustomization',
    // The Vault release as a Flux Kustomization keeps it (holders labelled kustomize.toolkit.fluxcd.io/name, as
    // kustomize-controller's SetOwnerLabels leaves them), with a caBundle in git.
    renders: ['owners/vault-injector-elector.yaml'],
    setup: all(
      caBundle(VAULT_CFG, 'Cg=='),
      (d) => d.push(kustomization()),
      (d) => ((find(d, VAULT_CFG).metadata as Obj).labels = { 'kustomize.toolkit.fluxcd.io/name': 'vault' }),
    ),
    toggles: {
      ignore: ON_OFF(
        fluxSpec((s) => (s.ignore = [{ paths: ['/webhooks/0/clientConfig/caBundle'] }])),
        nothing,
      ),
      optOut: ON_OFF((d) => {
        annotate(find(d, VAULT_CFG), 'kustomize.toolkit.fluxcd.io/ssa', 'IfNotPresent');
      }, nothing),
      suspend: ON_OFF(
        fluxSpec((s) => (s.suspend = true)),
        nothing,
      ),
    },
    workloads: ['Deployment/vault/vault-agent-injector'],
    holders: [VAULT_CFG],
    rows: [
      ['injector=on', 'owners:error', `the injector's leader ${INJECTOR_WAR}`],
      [
        'ignore=off optOut=off suspend=off injector=off',
        'owners:error',
        "KustomizationReconciler.apply: every interval, a forced server-side apply of the drifted caBundle over the injector's",
      ],
      [
        'ignore=on injector=off',
        'none',
        'computeDriftedPaths: an ignored caBundle is stripped from the apply or adopted from the live object',
      ],
      ['ignore=off optOut=on injector=off', 'none', 'IfNotPresentSelector: ssa=IfNotPresent is created, never updated'],
      ['ignore=off optOut=off suspend=on injector=off', 'none', 'Reconcile: a suspended Kustomization applies nothing'],
    ],
  },
  {
    entry: 'flux-helmrelease',
    // The Vault release as a Flux HelmRelease installs it (holders with helm-controller's origin labels beside the
    // chart's), with the chart's caBundle value rendered.
    renders: ['owners/vault-injector-elector.yaml'],
    setup: all(
      caBundle(VAULT_CFG, 'Cg=='),
      (d) => d.push(helmRelease()),
      (d) => {
        const meta = find(d, VAULT_CFG).metadata as Obj;
        meta.labels = {
          ...(meta.labels as Obj),
          'helm.toolkit.fluxcd.io/name': 'vault',
          'helm.toolkit.fluxcd.io/namespace': 'flux-system',
        };
      },
    ),
    toggles: {
      drift: {
        enabled: helmSpec((s) => (drift(s).mode = 'enabled')),
        warn: helmSpec((s) => (drift(s).mode = 'warn')),
        unset: nothing,
      },
      ignore: ON_OFF(
        helmSpec((s) => (drift(s).ignore = [{ paths: ['/webhooks/0/clientConfig/caBundle'] }])),
        nothing,
      ),
      optOut: ON_OFF((d) => {
        annotate(find(d, VAULT_CFG), 'helm.toolkit.fluxcd.io/driftDetection', 'disabled');
      }, nothing),
      suspend: ON_OFF(
        helmSpec((s) => (s.suspend = true)),
        nothing,
      ),
    },
    workloads: ['Deployment/vault/vault-agent-injector'],
    holders: [VAULT_CFG],
    rows: [
      ['injector=on', 'owners:error', `the injector's leader ${INJECTOR_WAR}`],
      [
        'suspend=on injector=off',
        'none',
        'HelmReleaseReconciler.Reconcile: a suspended HelmRelease neither upgrades nor corrects drift',
      ],
      [
        'drift=enabled ignore=off optOut=off suspend=off injector=off',
        'owners:error',
        "AtomicRelease.actionForState: mode enabled, so CorrectClusterDrift patches the drifted caBundle back over the injector's at every reconcile (ApplyDiff)",
      ],
      [
        'drift=enabled ignore=on suspend=off injector=off',
        'owners:error',
        "Diff leaves the ignored caBundle out of the correction, but an upgrade applies the whole render over the injector's",
      ],
      [
        'drift=enabled ignore=off optOut=on suspend=off injector=off',
        'owners:error',
        "Diff excludes the annotated holder (ExclusionSelector), but an upgrade applies the whole render over the injector's",
      ],
      [
        'drift=warn|unset suspend=off injector=off',
        'owners:error',
        "DriftDetection.GetMode: unset is disabled, warn only reports; each upgrade applies the render's caBundle over the injector's",
      ],
    ],
  },
  {
    // The chart renders kubewarden-ca and its CA as caBundle (lookup keeps both at upgrade): one CA source.
    entry: 'kubewarden-controller',
    renders: ['charts-rendered/kubewarden/default.yaml'],
    toggles: {
      bundle: {
        rendered: nothing,
        other: all(...KUBEWARDEN.map((h) => caBundle(h, Buffer.from('another CA').toString('base64')))),
      },
      partOf: ON_OFF(nothing, all(...KUBEWARDEN.map((h) => unlabel(h, ['app.kubernetes.io/part-of'])))),
    },
    workloads: ['Deployment/kubewarden/kubewarden-controller-admission-controller'],
    holders: KUBEWARDEN,
    rows: [
      [
        'injector=on partOf=on',
        'owners:error',
        `CertReconciler.reconcileWebhookConfigurations on every labelled configuration ${INJECTOR_WAR}`,
      ],
      [
        'injector=on partOf=off',
        'owners:error',
        'no label, no controller write: cainjector, and each upgrade puts back the rendered caBundle (helm createPatch)',
      ],
      [
        'bundle=rendered injector=off',
        'none',
        'reconcileCARoot writes the CA of kubewarden-ca, the very CA the chart renders as caBundle: one lineage',
      ],
      [
        'bundle=other partOf=on injector=off',
        'owners:error',
        'the chart renders a CA that is not kubewarden-ca: each upgrade puts it back over the one the controller writes',
      ],
      ['bundle=other partOf=off injector=off', 'none', 'no label: the controller writes no caBundle, the render alone'],
    ],
  },
];

/**
 * The workload runs an image no profile or catalogue entry names (a fork built in-house), under a name none
 * names either (a workload name is evidence too: the profiles' workloadNames).
 */
function fork(workload: string, image: string, to: string, name?: string): Edit {
  return (d) => {
    for (const c of containers(d, workload, image)) c.image = to;
    const meta = find(d, workload).metadata;
    if (name && isObj(meta)) meta.name = name;
  };
}

function istiodEnv(name: string, value: string): Edit {
  return (d) => {
    for (const doc of d) {
      if (doc.kind !== 'Deployment' || !/^istiod/.test(str(get(doc, 'metadata', 'name')) ?? '')) continue;
      const ref = `Deployment/${str(get(doc, 'metadata', 'namespace'))!}/${str(get(doc, 'metadata', 'name'))!}`;
      setEnv(containers(d, ref, 'pilot'), name, value);
    }
  };
}

function annotateAll(holders: string[], key: string, value: string): Edit {
  return (d) => {
    for (const h of holders) annotate(find(d, h), key, value);
  };
}

/** Removes those of the labels the object carries (at least one). */
function unlabel(ref: string, keys: string[]): Edit {
  return (d) => {
    const meta = find(d, ref).metadata;
    const labels = get(meta, 'labels');
    assert.ok(
      isObj(meta) && isObj(labels) && keys.some((k) => k in labels),
      `${ref} carries one of ${keys.join(', ')}`,
    );
    meta.labels = Object.fromEntries(Object.entries(labels).filter(([k]) => !keys.includes(k)));
  };
}

/**
 * Sets (undefined: removes) `<section>.enable` in the configuration file the ConfigMap holds (Kueue, JobSet, LWS:
 * internalCertManagement; Kubeflow Trainer: certManagement).
 */
function configKey(ref: string, value: string | undefined, section = 'internalCertManagement'): Edit {
  return (d) => {
    const data = get(find(d, ref), 'data');
    assert.ok(isObj(data));
    const file = str(data['controller_manager_config.yaml']);
    const line = new RegExp(`(${section}:\\n)(\\s+)enable: \\w+\\n`);
    assert.ok(file && line.test(file), `${ref} sets ${section}.enable`);
    data['controller_manager_config.yaml'] = file.replace(line, value === undefined ? '$1' : `$1$2enable: ${value}\n`);
  };
}

/** Sets a top-level `key: value` line of one file of a ConfigMap (Antrea's antrea-controller.conf). */
function configFileKey(ref: string, file: string, key: string, value: string): Edit {
  return (d) => {
    const data = get(find(d, ref), 'data');
    assert.ok(isObj(data));
    const text = str(data[file]);
    const line = new RegExp(`^${key}: \\w+$`, 'm');
    assert.ok(text && line.test(text), `${ref} ${file} sets ${key}`);
    data[file] = text.replace(line, `${key}: ${value}`);
  };
}

const IGNORE = [
  {
    group: 'admissionregistration.k8s.io',
    kind: 'MutatingWebhookConfiguration',
    jsonPointers: ['/webhooks/0/clientConfig/caBundle'],
  },
];
/** An Argo CD Application that syncs the Vault release (its holders carry app.kubernetes.io/instance: vault). */
function application(): Obj {
  return {
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name: 'vault', namespace: 'argocd' },
    spec: {
      destination: { server: 'https://kubernetes.default.svc', namespace: 'vault' },
      source: { repoURL: 'https://helm.releases.hashicorp.com', chart: 'vault', targetRevision: '0.34.1' },
      syncPolicy: { automated: { selfHeal: false } },
    },
  };
}
/** A Flux Kustomization named vault that applies the Vault release's objects. */
function kustomization(): Obj {
  return {
    apiVersion: 'kustomize.toolkit.fluxcd.io/v1',
    kind: 'Kustomization',
    metadata: { name: 'vault', namespace: 'flux-system' },
    spec: { interval: '10m', path: './vault', prune: true, sourceRef: { kind: 'GitRepository', name: 'flux-system' } },
  };
}
/** A Flux HelmRelease named vault that installs the Vault chart from its Helm repository. */
function helmRelease(): Obj {
  return {
    apiVersion: 'helm.toolkit.fluxcd.io/v2',
    kind: 'HelmRelease',
    metadata: { name: 'vault', namespace: 'flux-system' },
    spec: {
      interval: '10m',
      targetNamespace: 'vault',
      chart: { spec: { chart: 'vault', version: '0.34.1', sourceRef: { kind: 'HelmRepository', name: 'hashicorp' } } },
    },
  };
}
function helmSpec(edit: (spec: Obj) => void): Edit {
  return (d) => {
    const spec = get(find(d, 'HelmRelease/flux-system/vault'), 'spec');
    assert.ok(isObj(spec));
    edit(spec);
  };
}
function drift(spec: Obj): Obj {
  if (!isObj(spec.driftDetection)) spec.driftDetection = {};
  return spec.driftDetection as Obj;
}
function fluxSpec(edit: (spec: Obj) => void): Edit {
  return (d) => {
    const spec = get(find(d, 'Kustomization/flux-system/vault'), 'spec');
    assert.ok(isObj(spec));
    edit(spec);
  };
}
function appSpec(edit: (spec: Obj) => void): Edit {
  return (d) => {
    const spec = get(find(d, 'Application/argocd/vault'), 'spec');
    assert.ok(isObj(spec));
    edit(spec);
  };
}
function syncPolicy(spec: Obj): Obj {
  return isObj(spec.syncPolicy) ? spec.syncPolicy : (spec.syncPolicy = {});
}

describe('truth tables: every variant of every catalogue entry, the verdict its source implies', () => {
  for (const t of TABLES) {
    const variants = variantsOf(t);
    const rows = t.rows.map(([when, verdict, why, todo]) => ({ when, verdict, why, todo, c: conditionOf(t, when) }));
    it(`${t.entry} (${t.renders.join(' + ')}): each of ${variants.length} variants matches exactly one row`, () => {
      for (const v of variants) {
        const hits = rows.filter((r) => matches(r.c, v)).map((r) => r.when);
        assert.equal(hits.length, 1, `${variantName(v)} matches ${hits.length} rows: ${hits.join(' | ')}`);
      }
      for (const r of rows)
        assert.ok(
          variants.some((v) => matches(r.c, v)),
          `row '${r.when}' matches no variant`,
        );
    });
    for (const r of rows) {
      it(`${t.entry}: ${r.when || 'every variant'} -> ${r.verdict} (${r.why})`, { todo: r.todo }, async () => {
        const wrong: string[] = [];
        for (const v of variants.filter((x) => matches(r.c, x))) {
          const got = await verdictOf(build(t, v));
          if (got !== normal(r.verdict)) wrong.push(`${variantName(v)}: got ${got}`);
        }
        if (wrong.length) assert.fail(`${wrong.length} variant(s) differ: ${wrong.join('; ')}`);
      });
    }
  }
});

it('every catalogue entry and every profile has a truth table', async () => {
  const { SHIPPED_OWNERS } = await import('../../src/load/owners.js');
  const profiles = await loadProfiles(undefined);
  const tabled = new Set(TABLES.map((t) => t.entry));
  const missing = [...SHIPPED_OWNERS.map((o) => o.name), ...profiles.map((p) => p.name)].filter((n) => !tabled.has(n));
  assert.deepEqual(
    missing,
    [],
    'add a table to test/effective/truth-tables.test.ts (docs/effective-state.md, "Truth tables")',
  );
});

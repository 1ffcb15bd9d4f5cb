/**
 * Workloads for the admission-policy agreement test, beyond the writer truth table: the scenarios of the
 * central rule's tests (test/core/writer.test.ts, test/rules/multi-replica-webhook-unshared-cert.test.ts),
 * judged as one object alone, and the edges the policy
 * must mirror (profiles, matching, gates, env precedence, StatefulSets). `race` is what the rule must say.
 */
import { deployment, env, type WorkloadOptions } from '../helpers.js';
import { ORDINARY_APP } from '../fixtures/writer-table.js';

export interface Scenario {
  name: string;
  yaml: string;
  race: boolean;
}

const HOST = env('WEBHOOK_HOST', 'webhook.internal.example');
const labelled = (profile: string): WorkloadOptions => ({ labels: `    webhook-cert-gate.io/profile: ${profile}` });
const ref = (name: string, source: string) => `            - name: ${name}\n              valueFrom: ${source}`;

function d(name: string, race: boolean, o: WorkloadOptions): Scenario {
  return { name, race, yaml: deployment(o) };
}

/** The same workload as a StatefulSet (serviceName required, no Deployment strategy). */
function statefulSet(name: string, race: boolean, o: WorkloadOptions): Scenario {
  const yaml = deployment({ ...o, strategy: '    type: RollingUpdate' })
    .replace('kind: Deployment', 'kind: StatefulSet')
    .replace(
      '  strategy:\n    type: RollingUpdate\n',
      '  serviceName: koord-manager\n  updateStrategy: {type: RollingUpdate}\n',
    );
  return { name, race, yaml };
}

const kruise = (extra: WorkloadOptions): WorkloadOptions => ({
  name: 'kruise-controller-manager',
  namespace: 'kruise-system',
  image: 'openkruise/kruise-manager:v1.8.0',
  ...extra,
});
/** A container before the manager (its env lines indented as list items at 12 spaces). */
const sidecarFirst = (yaml: string, image: string, envLines: string) =>
  yaml.replace(
    '      containers:\n',
    `      containers:\n        - name: sidecar\n          image: ${image}\n          env:\n${envLines}\n`,
  );
const withArgs = (yaml: string, args: string[]) =>
  yaml.replace('          env:\n', `          args: ${JSON.stringify(args)}\n          env:\n`);

export function scenarios(): Scenario[] {
  const gate = (name: string, race: boolean, args: string[]) => ({
    ...d(name, race, kruise({ env: HOST })),
    yaml: withArgs(deployment(kruise({ env: HOST })), args),
  });
  return [
    // test/core/writer.test.ts beyond the table, each workload alone.
    d('the rule example: 8 replicas, host set, no writer', true, { replicas: 8, env: HOST }),
    d('one replica with the host set (an HPA elsewhere is not visible)', false, {
      replicas: 1,
      env: env('WEBHOOK_HOST', 'h.example'),
    }),
    d('replicas absent defaults to 1', false, { replicas: null, env: env('WEBHOOK_HOST', 'h.example') }),
    d('host from envFrom of a ConfigMap that is not among the inputs', false, {
      replicas: 4,
      envFrom: '            - configMapRef: {name: wh}',
    }),
    d('writer from a configMapKeyRef: unknown, not flagged', false, {
      env: [env('WEBHOOK_HOST', 'h'), ref('WEBHOOK_CERT_WRITER', '{configMapKeyRef: {name: cfg, key: writer}}')].join(
        '\n',
      ),
    }),
    d('env beats envFrom, and the last env entry wins (secret)', false, {
      envFrom: '            - configMapRef: {name: wh}',
      env: [env('WEBHOOK_HOST', 'h'), env('WEBHOOK_CERT_WRITER', 'fs'), env('WEBHOOK_CERT_WRITER', 'secret')].join(
        '\n',
      ),
    }),
    d('the last env entry wins (fs)', true, {
      env: [env('WEBHOOK_HOST', 'h'), env('WEBHOOK_CERT_WRITER', 'secret'), env('WEBHOOK_CERT_WRITER', 'fs')].join(
        '\n',
      ),
    }),
    d('the last host entry wins (empty)', false, {
      env: [env('WEBHOOK_HOST', 'h'), env('WEBHOOK_HOST', '')].join('\n'),
    }),
    d('any image with the env alone is an ordinary app', false, {
      name: 'acme-webhook',
      image: 'registry.example/acme/admission:1.0',
      env: env('WEBHOOK_HOST', 'h'),
    }),
    d('the generic profile: any image with the env, labelled generic', true, {
      ...labelled('generic'),
      name: 'acme-webhook',
      image: 'registry.example/acme/admission:1.0',
      env: env('WEBHOOK_HOST', 'h'),
    }),
    d('a label naming no profile corroborates nothing', false, {
      ...labelled('none'),
      name: 'acme-webhook',
      image: 'registry.example/acme/admission:1.0',
      env: env('WEBHOOK_HOST', 'h'),
    }),
    d("a label naming another profile is that profile's", true, {
      ...labelled('openyurt'),
      name: 'acme-webhook',
      image: 'registry.example/acme/admission:1.0',
      env: env('WEBHOOK_HOST', 'h'),
    }),
    {
      name: 'the label on the pod template, not the workload, corroborates nothing',
      race: false,
      yaml: deployment({
        name: 'acme-webhook',
        image: 'registry.example/acme/admission:1.0',
        env: env('WEBHOOK_HOST', 'h'),
      }).replace(
        '      labels: {app: koord-manager}',
        '      labels: {app: koord-manager, webhook-cert-gate.io/profile: generic}',
      ),
    },
    d('the aiogram bot: WEBHOOK_HOST is the URL Telegram posts to', false, {
      ...ORDINARY_APP,
      env: [
        env('WEBHOOK_HOST', 'https://bot.shop.example'),
        env('WEBHOOK_PATH', '/telegram'),
        ref('BOT_TOKEN', '{secretKeyRef: {name: bot, key: token}}'),
      ].join('\n'),
    }),
    statefulSet('an ordinary StatefulSet with the env', false, {
      ...ORDINARY_APP,
      env: [HOST, env('SECRET_NAME', 'app-tls')].join('\n'),
    }),
    d('an unrelated image without the env', false, {
      name: 'acme-webhook',
      image: 'registry.example/acme/admission:1.0',
    }),
    // Matching, as src/model/workload.ts does it.
    d('the profile names the workload: any image', true, { image: 'registry.example/fork/manager:2', env: HOST }),
    d('image by digest through a registry with a port', true, {
      name: 'km',
      image: 'reg.example:5000/koordinator-sh/koord-manager@sha256:0123',
      env: HOST,
    }),
    d('an image that only starts like the profile image, with the env alone', false, {
      name: 'km',
      image: 'koordinator-sh/koord-manager-extra:v1',
      env: HOST,
    }),
    d('an image that only starts like the profile image, labelled generic', true, {
      ...labelled('generic'),
      name: 'km',
      image: 'koordinator-sh/koord-manager-extra:v1',
      env: HOST,
    }),
    d('an image that only starts like the profile image, no env of the family', false, {
      name: 'km',
      image: 'koordinator-sh/koord-manager-extra:v1',
      env: env('OTHER', 'x'),
    }),
    // Several containers: the highest-priority profile decides, with its own container.
    {
      name: 'a generic sidecar first, the koord-manager container has the Secret writer',
      race: false,
      yaml: sidecarFirst(
        deployment({ name: 'km', env: [HOST, env('WEBHOOK_CERT_WRITER', 'secret')].join('\n') }),
        'registry.example/sidecar:1',
        HOST,
      ),
    },
    {
      name: 'a clean sidecar first, the koord-manager container races',
      race: true,
      yaml: sidecarFirst(deployment({ name: 'km', env: HOST }), 'registry.example/sidecar:1', env('OTHER', 'x')),
    },
    {
      name: 'by workload name the first container decides, wherever the manager is',
      race: false,
      yaml: sidecarFirst(
        deployment({ image: 'registry.example/fork/manager:2', env: HOST }),
        'registry.example/sidecar:1',
        env('OTHER', 'x'),
      ),
    },
    // Writer values: compared exactly.
    d('writer "FS" is not "fs": the Secret writer', false, {
      env: [HOST, env('WEBHOOK_CERT_WRITER', 'FS')].join('\n'),
    }),
    d('writer fs without a host still mints per pod', true, { env: env('WEBHOOK_CERT_WRITER', 'fs') }),
    d('writer from fieldRef metadata.namespace (a namespace is not "fs")', false, {
      env: [HOST, ref('WEBHOOK_CERT_WRITER', '{fieldRef: {fieldPath: metadata.namespace}}')].join('\n'),
    }),
    d('writer from fieldRef metadata.namespace in a namespace named fs', true, {
      namespace: 'fs',
      env: [ref('WEBHOOK_CERT_WRITER', '{fieldRef: {fieldPath: metadata.namespace}}')].join('\n'),
    }),
    d('host from a fieldRef counts as set', true, {
      env: ref('WEBHOOK_HOST', '{fieldRef: {fieldPath: metadata.name}}'),
    }),
    d('several replicas without a host: the Secret writer by default', false, { replicas: 8 }),
    d('the fix: writer secret and SECRET_NAME', false, {
      env: [HOST, env('WEBHOOK_CERT_WRITER', 'secret'), env('SECRET_NAME', 'koordinator-webhook-certs')].join('\n'),
    }),
    d('SECRET_NAME set: the fix names it', true, { env: [HOST, env('SECRET_NAME', 'my-certs')].join('\n') }),
    // Other shipped profiles and OpenKruise's gate (docs/controller-facts.md).
    d('OpenKruise, host set, 3 replicas', true, kruise({ env: HOST })),
    gate('OpenKruise with EnableExternalCerts: nothing minted per pod', false, [
      '--feature-gates=EnableExternalCerts=true',
    ]),
    gate('OpenKruise with AllAlpha among other gates', false, ['--feature-gates=Foo=false,AllAlpha=true']),
    gate('OpenKruise with EnableExternalCerts=false', true, ['--feature-gates=EnableExternalCerts=false']),
    gate('the gate off and another gate on is the race again', true, [
      '--feature-gates=EnableExternalCerts=false,Other=true',
    ]),
    gate('OpenKruise with EnableExternalCerts first among gates', false, [
      '--v=2',
      '--feature-gates=EnableExternalCerts=true,Foo=false',
    ]),
    gate('the gates flag and its value as two args', false, ['--feature-gates', 'EnableExternalCerts=true']),
    gate('spaces around gates, True in another case', false, [
      '--feature-gates= Foo=false , EnableExternalCerts = True ',
    ]),
    gate('a trailing =x after true', false, ['--feature-gates=EnableExternalCerts=true=x']),
    {
      name: 'the gate in command',
      race: false,
      yaml: deployment(kruise({ env: HOST })).replace(
        '          env:\n',
        '          command: ["/manager", "--feature-gates=AllAlpha=true"]\n          env:\n',
      ),
    },
    gate('the gates flag last, with no value', true, ['--feature-gates']),
    gate('OpenKruise with a gate whose name only ends like it', true, ['--feature-gates=XEnableExternalCerts=true']),
    gate('OpenKruise with another flag that starts like the gates flag', true, [
      '--feature-gates-extra=EnableExternalCerts=true',
    ]),
    {
      name: 'Koordinator knows no such gate',
      race: true,
      yaml: withArgs(deployment({ env: HOST }), ['--feature-gates=EnableExternalCerts=true']),
    },
    d('Kruise Rollouts', true, {
      name: 'kruise-rollout-controller-manager',
      namespace: 'kruise-rollout',
      image: 'openkruise/kruise-rollout:v0.6.0',
      env: HOST,
    }),
    d('OpenYurt, 2 replicas', true, {
      name: 'yurt-manager',
      namespace: 'kube-system',
      replicas: 2,
      image: 'openyurt/yurt-manager:v1.6',
      env: HOST,
    }),
    statefulSet('a StatefulSet races the same way', true, { env: HOST }),
    statefulSet('a StatefulSet with the Secret writer', false, {
      env: [HOST, env('WEBHOOK_CERT_WRITER', 'secret')].join('\n'),
    }),
  ];
}

import type { WebhookTarget } from './targets.js';
import { liveWebhooks, type ClusterClient, type KubeObject, type WebhookConfigKind } from './types.js';

export interface LiveConfig {
  kind: WebhookConfigKind;
  name: string;
  object?: KubeObject;
}

export interface ServiceBackends {
  namespace: string;
  name: string;
  service?: KubeObject;
  slices: KubeObject[];
  endpoints?: KubeObject;
}

/** Everything read for one webhook workload. */
export interface LiveSet {
  target: WebhookTarget;
  secret?: KubeObject;
  service?: KubeObject;
  hpas: KubeObject[];
  pods: KubeObject[];
  configs: LiveConfig[];
  /** Services the webhook entries point at, keyed `namespace/name`. */
  backends: Map<string, ServiceBackends>;
}

export async function gather(client: ClusterClient, target: WebhookTarget): Promise<LiveSet> {
  const ns = target.workloadNamespace;
  const [secret, service, hpas, pods, configs] = await Promise.all([
    target.secretName ? client.get('Secret', target.namespace, target.secretName) : undefined,
    target.serviceName ? client.get('Service', target.namespace, target.serviceName) : undefined,
    client.list('HorizontalPodAutoscaler', ns),
    target.podSelector ? client.list('Pod', ns, target.podSelector) : Promise.resolve([]),
    readConfigs(client, target),
  ]);
  const ownHpas = hpas.filter((h) => {
    const ref = (h.spec as { scaleTargetRef?: { kind?: string; name?: string } } | undefined)?.scaleTargetRef;
    return ref?.kind === target.kind && ref?.name === target.name;
  });
  const backends = await readBackends(client, configs);
  return { target, secret, service, hpas: ownHpas, pods, configs, backends };
}

async function readConfigs(client: ClusterClient, t: WebhookTarget): Promise<LiveConfig[]> {
  const wanted: Array<[WebhookConfigKind, string | undefined]> = [
    ['MutatingWebhookConfiguration', t.mutatingName],
    ['ValidatingWebhookConfiguration', t.validatingName],
  ];
  const named = wanted.filter((w): w is [WebhookConfigKind, string] => Boolean(w[1]));
  return Promise.all(named.map(async ([kind, name]) => ({ kind, name, object: await client.get(kind, undefined, name) })));
}

async function readBackends(client: ClusterClient, configs: LiveConfig[]): Promise<Map<string, ServiceBackends>> {
  const refs = new Map<string, { namespace: string; name: string }>();
  for (const c of configs) {
    for (const e of liveWebhooks(c.object)) {
      const s = e.clientConfig?.service;
      if (!e.clientConfig?.url && s?.name && s.namespace) refs.set(`${s.namespace}/${s.name}`, { namespace: s.namespace, name: s.name });
    }
  }
  const out = new Map<string, ServiceBackends>();
  await Promise.all([...refs].map(async ([key, ref]) => out.set(key, await readService(client, ref.namespace, ref.name))));
  return out;
}

async function readService(client: ClusterClient, namespace: string, name: string): Promise<ServiceBackends> {
  const [service, slices] = await Promise.all([
    client.get('Service', namespace, name),
    client.list('EndpointSlice', namespace, `kubernetes.io/service-name=${name}`),
  ]);
  // Clusters that do not mirror Endpoints into slices (rare, old) still have Endpoints.
  const endpoints = slices.length ? undefined : await client.get('Endpoints', namespace, name);
  return { namespace, name, service, slices, endpoints };
}

/** Every object read, once each, for the static rules. */
export function liveObjects(set: LiveSet, workload: KubeObject): KubeObject[] {
  const objs: Array<KubeObject | undefined> = [workload, set.secret, set.service, ...set.hpas, ...set.pods, ...set.configs.map((c) => c.object)];
  for (const b of set.backends.values()) objs.push(b.service, ...b.slices, b.endpoints);
  return objs.filter((o): o is KubeObject => Boolean(o));
}

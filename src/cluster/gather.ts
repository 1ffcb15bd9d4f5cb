// Reads what the checks need for each webhook workload. A read the gate may not make (403) is recorded, not fatal.
import type { WebhookWorkload } from '../model/workload.js';
import type { DeniedRead, LiveRef } from '../rules/live.js';
import { callOf } from './client.js';
import { ForbiddenError, type CallDescription } from './errors.js';
import { liveWebhooks, type ClusterClient, type KubeObject, type LiveKind, type WebhookConfigKind } from './types.js';

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
  workload: WebhookWorkload;
  ref: LiveRef;
  secret?: KubeObject;
  service?: KubeObject;
  hpas: KubeObject[];
  pods: KubeObject[];
  configs: LiveConfig[];
  /** Services the webhook entries point at, keyed `namespace/name`. */
  backends: Map<string, ServiceBackends>;
}

/** Runs reads, turning each 403 into a DeniedRead about `subject` (and a fallback value) so the other checks go on. */
export class Reader {
  /**
   * Refused reads keyed by the call (verb, group, resource, namespace, name), in the order first refused: reads run
   * concurrently, so a refusal is looked up by what was asked, never by where it landed in a list.
   */
  private readonly refused = new Map<string, DeniedRead>();

  constructor(readonly client: ClusterClient) {}

  /** Every refusal still standing, in the order first refused. */
  get denied(): DeniedRead[] {
    return [...this.refused.values()];
  }

  /** The refusal of `verb` on `kind` across the cluster (namespace undefined) or in one namespace, if any. */
  refusal(verb: string, kind: LiveKind, namespace?: string): DeniedRead | undefined {
    return this.refused.get(callKey({ verb, ...callOf(kind), namespace }));
  }

  /** Drops a refusal that blocked nothing after all: what it would have read was read another way. */
  withdraw(denied: DeniedRead | undefined): void {
    if (denied) this.refused.delete(callKey(denied));
  }

  async get(
    kind: LiveKind,
    namespace: string | undefined,
    name: string,
    subject: LiveRef,
    blocks: string,
  ): Promise<KubeObject | undefined> {
    return this.guard(() => this.client.get(kind, namespace, name), undefined, subject, blocks);
  }

  async list(
    kind: LiveKind,
    namespace: string | undefined,
    subject: LiveRef,
    blocks: string,
    labelSelector?: string,
  ): Promise<KubeObject[]> {
    return this.guard(() => this.client.list(kind, namespace, labelSelector), [], subject, blocks);
  }

  async guard<T>(read: () => Promise<T>, fallback: T, subject: LiveRef, blocks: string): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ForbiddenError)) throw error;
      const { verb, group, resource, namespace, name } = error.call;
      const key = callKey(error.call);
      if (!this.refused.has(key)) {
        this.refused.set(key, {
          verb,
          group,
          resource,
          ...(namespace ? { namespace } : {}),
          ...(name ? { name } : {}),
          subject,
          blocks,
        });
      }
      return fallback;
    }
  }
}

function callKey(c: Pick<CallDescription, 'verb' | 'group' | 'resource' | 'namespace' | 'name'>): string {
  return [c.verb, c.group, c.resource, c.namespace ?? '', c.name ?? ''].join('/');
}

export function refOfWorkload(w: WebhookWorkload): LiveRef {
  return { kind: w.resource.kind, namespace: w.resource.namespace, name: w.resource.name };
}

/** `readSecrets: false` (--no-secrets): the shared Secret is not read, so the checks against it do not run. */
export async function gather(reader: Reader, w: WebhookWorkload, readSecrets = true): Promise<LiveSet> {
  const ns = w.resource.namespace;
  const ref = refOfWorkload(w);
  const selector = matchLabelsSelector(w.resource.body);
  const [secret, service, hpas, pods, configs] = await Promise.all([
    w.secretName && readSecrets
      ? reader.get(
          'Secret',
          w.namespace,
          w.secretName,
          ref,
          "the shared Secret's certificate (and every caBundle against it)",
        )
      : undefined,
    w.serviceName ? reader.get('Service', w.namespace, w.serviceName, ref, 'the webhook Service') : undefined,
    reader.list('HorizontalPodAutoscaler', ns, ref, 'the replica count an HPA allows'),
    selector ? reader.list('Pod', ns, ref, "the controller's pods", selector) : Promise.resolve([]),
    readConfigs(reader, w, ref),
  ]);
  const ownHpas = hpas.filter((h) => {
    const target = (h.spec as { scaleTargetRef?: { kind?: string; name?: string } } | undefined)?.scaleTargetRef;
    return target?.kind === w.resource.kind && target.name === w.resource.name;
  });
  const backends = await readBackends(reader, configs, ref);
  return { workload: w, ref, secret, service, hpas: ownHpas, pods, configs, backends };
}

async function readConfigs(reader: Reader, w: WebhookWorkload, ref: LiveRef): Promise<LiveConfig[]> {
  const wanted: Array<[WebhookConfigKind, string | undefined]> = [
    ['MutatingWebhookConfiguration', w.mutatingName],
    ['ValidatingWebhookConfiguration', w.validatingName],
  ];
  const named = wanted.filter((x): x is [WebhookConfigKind, string] => Boolean(x[1]));
  return Promise.all(
    named.map(async ([kind, name]) => ({
      kind,
      name,
      object: await reader.get(kind, undefined, name, ref, `${kind} ${name} (its caBundle, owners and churn)`),
    })),
  );
}

async function readBackends(
  reader: Reader,
  configs: LiveConfig[],
  ref: LiveRef,
): Promise<Map<string, ServiceBackends>> {
  const refs = new Map<string, { namespace: string; name: string }>();
  for (const c of configs) {
    for (const e of liveWebhooks(c.object)) {
      const s = e.clientConfig?.service;
      if (!e.clientConfig?.url && s?.name && s.namespace)
        refs.set(`${s.namespace}/${s.name}`, { namespace: s.namespace, name: s.name });
    }
  }
  const out = new Map<string, ServiceBackends>();
  await Promise.all(
    [...refs].map(async ([key, r]) => out.set(key, await readService(reader, r.namespace, r.name, ref))),
  );
  return out;
}

async function readService(reader: Reader, namespace: string, name: string, ref: LiveRef): Promise<ServiceBackends> {
  const blocks = `the TLS probe of Service ${namespace}/${name}'s endpoints`;
  const [service, slices] = await Promise.all([
    reader.get('Service', namespace, name, ref, blocks),
    reader.list('EndpointSlice', namespace, ref, blocks, `kubernetes.io/service-name=${name}`),
  ]);
  // Clusters that do not mirror Endpoints into slices (rare, old) still have Endpoints.
  const endpoints = slices.length ? undefined : await reader.get('Endpoints', namespace, name, ref, blocks);
  return { namespace, name, service, slices, endpoints };
}

/** spec.selector.matchLabels as a label selector (matchExpressions are ignored: pods are read for context only). */
function matchLabelsSelector(workload: KubeObject): string | undefined {
  const labels = (workload.spec as { selector?: { matchLabels?: Record<string, string> } } | undefined)?.selector
    ?.matchLabels;
  if (!labels || !Object.keys(labels).length) return undefined;
  return Object.entries(labels)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
}

/** Every object read, once each, for the rules. */
export function liveObjects(set: LiveSet): KubeObject[] {
  const objs: Array<KubeObject | undefined> = [
    set.workload.resource.body,
    set.secret,
    set.service,
    ...set.hpas,
    ...set.pods,
    ...set.configs.map((c) => c.object),
  ];
  for (const b of set.backends.values()) objs.push(b.service, ...b.slices, b.endpoints);
  return objs.filter((o): o is KubeObject => Boolean(o));
}

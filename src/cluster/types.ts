/** Live objects are kept as the JSON the API server sent, not as client-node model classes. */
export interface KubeObject {
  apiVersion?: string;
  kind?: string;
  metadata?: {
    name?: string;
    namespace?: string;
    uid?: string;
    generation?: number;
    resourceVersion?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    managedFields?: ManagedFieldsEntry[];
    ownerReferences?: Array<{ kind?: string; name?: string }>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export interface ManagedFieldsEntry {
  manager?: string;
  operation?: string;
  apiVersion?: string;
  time?: string;
  fieldsType?: string;
  fieldsV1?: Record<string, unknown>;
  subresource?: string;
}

/** The kinds the cluster command reads. */
export type LiveKind =
  | 'Deployment'
  | 'StatefulSet'
  | 'DaemonSet'
  | 'ReplicaSet'
  | 'HorizontalPodAutoscaler'
  | 'Pod'
  | 'Lease'
  | 'Secret'
  | 'Service'
  | 'ServiceAccount'
  | 'Endpoints'
  | 'EndpointSlice'
  | 'Role'
  | 'RoleBinding'
  | 'ClusterRole'
  | 'ClusterRoleBinding'
  | 'MutatingWebhookConfiguration'
  | 'ValidatingWebhookConfiguration'
  | 'CustomResourceDefinition'
  | 'APIService';

export interface AccessQuestion {
  user: string;
  groups: string[];
  verb: string;
  resource: string;
  group: string;
  namespace: string;
  name?: string;
}

export interface AccessAnswer {
  allowed: boolean;
  reason?: string;
}

/** What the live checks need from a cluster; tests may pass a fake. */
export interface ClusterClient {
  server: string;
  /** The context's namespace (kubeconfig) or the pod's namespace (in cluster). */
  defaultNamespace: string;
  get(kind: LiveKind, namespace: string | undefined, name: string): Promise<KubeObject | undefined>;
  list(kind: LiveKind, namespace: string | undefined, labelSelector?: string): Promise<KubeObject[]>;
  reviewAccess(question: AccessQuestion): Promise<AccessAnswer>;
  /** May the gate itself do this (SelfSubjectAccessReview)? Lets a namespaced gate skip reads it may not make, without a 403. */
  reviewSelf?(verb: string, resource: string, group: string): Promise<boolean>;
}

export type WebhookConfigKind = 'MutatingWebhookConfiguration' | 'ValidatingWebhookConfiguration';

export interface LiveWebhook {
  name?: string;
  clientConfig?: {
    url?: string;
    caBundle?: string;
    service?: { name?: string; namespace?: string; path?: string; port?: number };
  };
  failurePolicy?: string;
}

export function liveWebhooks(config: KubeObject | undefined): LiveWebhook[] {
  const list = config?.webhooks;
  return Array.isArray(list) ? (list as LiveWebhook[]) : [];
}

// Kubernetes objects as the tests read them back (kubectl kustomize output, API server answers), typed with the
// fields the tests use instead of `any`: one shape with every kind's fields, as the API documents them. A test
// reading a field its object does not have still fails there, as it did untyped.
import { load } from 'js-yaml';

export interface ObjectMeta {
  name: string;
  namespace?: string;
  uid: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

export interface PolicyRule {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
  resourceNames?: string[];
}

export interface Container {
  args: string[];
  securityContext: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities: { drop: string[] };
  };
  resources: { limits: { cpu?: string; memory?: string } };
  readinessProbe: { httpGet: { path: string } };
  livenessProbe: { httpGet: { path: string } };
}

export interface PodSpec {
  serviceAccountName: string;
  securityContext: { runAsNonRoot?: boolean; seccompProfile: { type: string } };
  containers: Container[];
}

export interface WebhookClientConfig {
  url?: string;
  service?: { namespace: string; name: string; path?: string; port?: number };
  caBundle?: string;
}

export interface Webhook {
  name: string;
  clientConfig: WebhookClientConfig;
}

export interface Subject {
  kind: string;
  name: string;
  namespace: string;
}

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: ObjectMeta;
  /** Deployment, Job, Service, ServiceMonitor, HorizontalPodAutoscaler. */
  spec: {
    replicas?: number;
    activeDeadlineSeconds: number;
    backoffLimit: number;
    template: { spec: PodSpec };
    ports: Array<{ targetPort: string | number }>;
    endpoints: Array<{ path: string }>;
    scaleTargetRef?: { kind: string; name: string };
  };
  /** Role, ClusterRole. */
  rules: PolicyRule[];
  /** RoleBinding, ClusterRoleBinding. */
  subjects: Subject[];
  /** ConfigMap, Secret. */
  data: Record<string, string>;
  /** Mutating- and ValidatingWebhookConfiguration. */
  webhooks: Webhook[];
}

/** The documents of a multi-document YAML stream (kubectl kustomize's output), one per `---`; a caller that may meet
 * an empty document (undefined) widens the element type and checks. */
export function yamlObjects(text: string): KubeObject[] {
  return text.split(/^---$/m).map((d) => load(d) as KubeObject);
}

/** The objects by kind, the last of each kind kept; `get` throws for a kind not there, as reading its fields did. */
export function byKinds(objects: readonly KubeObject[]): { get(kind: string): KubeObject } {
  const map = new Map(objects.map((o) => [o.kind, o]));
  return {
    get(kind) {
      const found = map.get(kind);
      if (!found) throw new Error(`no ${kind} among ${[...map.keys()].join(', ')}`);
      return found;
    },
  };
}

// Manifests for the Job and CronJob cases of rotation-ca-per-render (rotation-ca-per-render.test.ts): a
// webhook whose backend serves Secret hooks/hook-cert, and Jobs that may write it.

export const HOLDER = `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata: {name: hook-webhook}
webhooks:
- name: mutate.hook.example
  admissionReviewVersions: [v1]
  sideEffects: None
  failurePolicy: Fail
  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods]}]
  clientConfig:
    service: {name: hook-webhook, namespace: hooks, path: /mutate}
---
apiVersion: v1
kind: Service
metadata: {name: hook-webhook, namespace: hooks}
spec:
  selector: {app: hook-webhook}
  ports: [{port: 443, targetPort: 9443}]
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: hook-webhook, namespace: hooks}
spec:
  replicas: 2
  selector: {matchLabels: {app: hook-webhook}}
  template:
    metadata: {labels: {app: hook-webhook}}
    spec:
      containers:
      - name: server
        image: example.com/hook-webhook:v1
        ports: [{containerPort: 9443}]
        volumeMounts: [{name: cert, mountPath: /certs, readOnly: true}]
      volumes:
      - name: cert
        secret: {secretName: hook-cert}
`;

export const PRE_UPGRADE = { 'helm.sh/hook': 'pre-install,pre-upgrade' };

export interface JobOptions {
  kind?: 'Job' | 'CronJob';
  name?: string;
  annotations?: Record<string, string>;
  /** The container's command; default: `/bin/sh -c <script>`. */
  command?: string[];
  args?: string[];
  image?: string;
  /** YAML flow items of the container's env. */
  env?: string[];
  /** A ConfigMap mounted at /scripts. */
  scripts?: string;
  suspend?: boolean;
}

/** A Job (or CronJob) in namespace hooks whose one container runs `script` with `sh -c`. */
export function job(script: string, o: JobOptions = {}): string {
  const kind = o.kind ?? 'Job';
  const annotations = Object.entries(o.annotations ?? {})
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ');
  const command = o.command ?? ['/bin/sh', '-c', script];
  const container = [
    `{name: gen, image: ${o.image ?? 'example.com/toolbox:1'}, command: ${JSON.stringify(command)}`,
    o.args ? `, args: ${JSON.stringify(o.args)}` : '',
    o.env ? `, env: [${o.env.join(', ')}]` : '',
    o.scripts ? ', volumeMounts: [{name: scripts, mountPath: /scripts}]' : '',
    '}',
  ].join('');
  const pod = `template:
      spec:
        restartPolicy: Never
        containers: [${container}]${o.scripts ? `\n        volumes: [{name: scripts, configMap: {name: ${o.scripts}}}]` : ''}`;
  const spec =
    kind === 'CronJob'
      ? `spec:
  schedule: "0 3 * * 0"${o.suspend ? '\n  suspend: true' : ''}
  jobTemplate:
    spec:
      ${pod.replace(/\n/g, '\n  ')}`
      : `spec:
  ${pod.replace(/^ {2}/gm, '')}`;
  return `---
apiVersion: batch/v1
kind: ${kind}
metadata:
  name: ${o.name ?? 'cert-gen'}
  namespace: hooks${annotations ? `\n  annotations: {${annotations}}` : ''}
${spec}
`;
}

/** The common way to make a self-signed CA and a leaf. */
export const MINT = `D=$(mktemp -d)
openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj /CN=hook-ca -keyout $D/ca.key -out $D/ca.crt
openssl req -newkey rsa:2048 -nodes -subj /CN=hook-webhook.hooks.svc -keyout $D/tls.key -out $D/tls.csr
openssl x509 -req -in $D/tls.csr -CA $D/ca.crt -CAkey $D/ca.key -CAcreateserial -days 3650 -out $D/tls.crt
`;

/** Writes the new certificate over Secret hook-cert, whatever it held. */
export const APPLY = `kubectl create secret tls hook-cert -n hooks --cert=$D/tls.crt --key=$D/tls.key --dry-run=client -o yaml | kubectl apply -f -
`;

/** Makes the Secret only when it does not exist: fails when it does, so it replaces nothing. */
export const CREATE = `kubectl create secret tls hook-cert -n hooks --cert=$D/tls.crt --key=$D/tls.key
`;

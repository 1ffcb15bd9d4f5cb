// The bench's corpora (docs/performance.md): a typical repository's objects and racing webhook controllers.

/** A webhook controller Deployment; `racing` ones (external host, implicit writer, 4 replicas) have findings. */
export function controller(i, racing) {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: webhook-manager-${i}
  namespace: team-${i % 50}
  labels: {app.kubernetes.io/name: webhook-manager-${i}, app.kubernetes.io/part-of: platform}
spec:
  replicas: ${racing ? 4 : 2}
  selector:
    matchLabels: {app: webhook-manager-${i}}
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxUnavailable: 0, maxSurge: 1}
  template:
    metadata:
      labels: {app: webhook-manager-${i}}
    spec:
      serviceAccountName: webhook-manager
      containers:
        - name: manager
          image: ghcr.io/koordinator-sh/koord-manager:v1.5.${i % 7}
          args: [--enable-leader-election, --metrics-addr=:8080, --health-probe-addr=:8000, --v=4]
          env:
            - name: POD_NAMESPACE
              valueFrom: {fieldRef: {fieldPath: metadata.namespace}}
            - name: WEBHOOK_PORT
              value: "9876"
${racing ? '            - {name: WEBHOOK_HOST, value: "lb.example"}' : `            - {name: WEBHOOK_CERT_WRITER, value: secret}\n            - {name: SECRET_NAME, value: "webhook-manager-${i}-certs"}`}
          ports: [{containerPort: 9876, name: webhook-server}]
          resources:
            requests: {cpu: 100m, memory: 256Mi}
            limits: {cpu: "1", memory: 1Gi}
          readinessProbe: {httpGet: {path: /readyz, port: 8000}, periodSeconds: 10}
`;
}

/** An ordinary application object of a repository: a Deployment, its Service, a ConfigMap. */
export function appObject(i) {
  const name = `app-${i}`;
  switch (i % 3) {
    case 0:
      return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  namespace: team-${i % 50}
  labels: {app: ${name}, tier: web}
spec:
  replicas: 3
  selector:
    matchLabels: {app: ${name}}
  template:
    metadata:
      labels: {app: ${name}}
      annotations:
        prometheus.io/scrape: "true"
    spec:
      containers:
        - name: web
          image: registry.example/${name}:1.${i % 20}.0
          ports: [{containerPort: 8080, name: http}]
          env:
            - {name: LOG_LEVEL, value: info}
            - {name: FEATURE_X, value: "on"}
          resources:
            requests: {cpu: 50m, memory: 64Mi}
          livenessProbe: {httpGet: {path: /healthz, port: http}}
`;
    case 1:
      return `apiVersion: v1
kind: Service
metadata:
  name: ${name}
  namespace: team-${i % 50}
spec:
  selector: {app: ${name}}
  ports:
    - {name: http, port: 80, targetPort: http}
`;
    default:
      return `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}
  namespace: team-${i % 50}
data:
  settings.yaml: |
    server:
      port: 8080
      timeout: 30s
    cache: {size: 512, ttl: 60}
  mode: production
`;
  }
}

/** A typical repository: n objects, one webhook controller in fifty (every fifth of those racing). */
export function typical(n, first = 0) {
  const docs = [];
  for (let i = first; i < first + n; i++) docs.push(i % 50 === 0 ? controller(i, (i / 50) % 5 === 0) : appObject(i));
  return docs.join('---\n');
}

/** Every document has findings: n racing webhook controllers. */
export function allFindings(n) {
  const docs = [];
  for (let i = 0; i < n; i++) docs.push(controller(i, true));
  return docs.join('---\n');
}

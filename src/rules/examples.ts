/**
 * The koord-manager Deployment most rule examples start from (docs and `explain` show it; the examples test
 * checks that each example fires its rule). `env` lines are written as they appear, after `- `.
 */
export function koordManagerExample(o: { replicas: number; env: string[]; image?: string; strategy?: string }): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: ${o.replicas}
  selector: {matchLabels: {app: koord-manager}}
${o.strategy ? `  strategy:\n    ${o.strategy}\n` : ''}  template:
    metadata: {labels: {app: koord-manager}}
    spec:
      containers:
      - name: manager
        image: ghcr.io/koordinator-sh/koord-manager:${o.image ?? 'v1.8.0'}
        env:
${o.env.map((e) => `        - ${e}`).join('\n')}`;
}

// APIServices with and without insecureSkipTLSVerify and a caBundle, and whether the API server refuses each.
const apiService = (spec: string) => `apiVersion: apiregistration.k8s.io/v1
kind: APIService
metadata:
  name: v1beta1.metrics.k8s.io
spec:
  group: metrics.k8s.io
  version: v1beta1
  groupPriorityMinimum: 100
  versionPriority: 100
  service: {name: metrics-server, namespace: kube-system, port: 443}
${spec}`;

const CA = 'caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==';

export const APISERVICE_CASES: { name: string; code: string; refused: boolean }[] = [
  { name: 'insecure and a caBundle', code: apiService(`  ${CA}\n  insecureSkipTLSVerify: true\n`), refused: true },
  {
    name: 'insecure first, then the caBundle',
    code: apiService(`  insecureSkipTLSVerify: true\n  ${CA}\n`),
    refused: true,
  },
  {
    name: 'insecure without a caBundle (a chart default)',
    code: apiService('  insecureSkipTLSVerify: true\n'),
    refused: false,
  },
  {
    name: 'insecure with an empty caBundle',
    code: apiService('  insecureSkipTLSVerify: true\n  caBundle: ""\n'),
    refused: false,
  },
  {
    name: 'a caBundle, verification on',
    code: apiService(`  ${CA}\n  insecureSkipTLSVerify: false\n`),
    refused: false,
  },
  { name: 'a caBundle alone', code: apiService(`  ${CA}\n`), refused: false },
];

import { rule } from '../../src/rules/apiservice-insecure-with-cabundle.js';
import { ruleTester } from './rule-tester.js';
import { APISERVICE_CASES } from './apiservice-cases.js';

// The same cases go to a real kube-apiserver in test/cluster-real/apiservice.cluster.ts: the gate reports
// exactly those the API server refuses.
ruleTester(rule, {
  valid: APISERVICE_CASES.filter((c) => !c.refused).map((c) => ({ name: c.name, code: c.code })),
  invalid: APISERVICE_CASES.filter((c) => c.refused).map((c) => ({
    name: c.name,
    code: c.code,
    errors: [
      {
        messageId: 'both',
        line: c.code.split('\n').findIndex((l) => l.includes('insecureSkipTLSVerify')) + 1,
        kind: 'APIService',
        field: 'spec.insecureSkipTLSVerify',
        message:
          /^APIService v1beta1\.metrics\.k8s\.io sets insecureSkipTLSVerify: true and a caBundle: the API server refuses it/,
      },
    ],
  })),
});

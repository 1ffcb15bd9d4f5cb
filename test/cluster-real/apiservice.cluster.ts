// The real kube-apiserver as the oracle of apiservice-insecure-with-cabundle: each case is created in a
// server-side dry run, and the gate reports an error exactly on those the API server refuses.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { load } from 'js-yaml';
import { check } from '../helpers.js';
import { kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { APISERVICE_CASES } from '../rules/apiservice-cases.js';

const kube = await kubeOrSkip();
let cluster: Cluster;

before(async () => {
  if (!kube.skip) cluster = await start();
});
after(async () => {
  await (cluster as Cluster | undefined)?.stop();
});

test(
  'apiservice-insecure-with-cabundle reports exactly the APIServices the API server refuses',
  { skip: kube.skip },
  async () => {
    for (const c of APISERVICE_CASES) {
      const answer = await cluster.api('POST', '/apis/apiregistration.k8s.io/v1/apiservices?dryRun=All', load(c.code));
      const refused = answer.status === 422;
      assert.ok(refused || answer.status === 201, `${c.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
      if (refused) assert.match(JSON.stringify(answer.body), /may not be true if caBundle is present/);
      const reported = (await check(c.code)).some(
        (f) => f.rule === 'apiservice-insecure-with-cabundle' && f.severity === 'error',
      );
      assert.equal(reported, refused, `${c.name}: the API server ${refused ? 'refuses' : 'accepts'} it`);
      assert.equal(c.refused, refused, `${c.name}: the case says refused=${String(c.refused)}`);
    }
  },
);

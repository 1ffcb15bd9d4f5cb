// Fast tests of the generated admission policy (no API server): its shape, the CLI options, the shipped
// deploy/policy/, and the image matching it shares with the TypeScript model. CEL semantics are tested
// on a real kube-apiserver in test/policy/cluster.test.ts.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadAll } from 'js-yaml';
import { loadProfiles } from '../../src/load/profiles.js';
import { imageRepoRegex } from '../../src/policy/cel.js';
import { generatePolicy } from '../../src/policy/generate.js';
import { parseLabelSelector } from '../../src/policy/selector.js';
import { ACME_PROFILE, check, cli, deployment, env, only, requireTool, ROOT } from '../helpers.js';

// The fields these tests read, as the API server's admissionregistration.k8s.io/v1 objects name them.
interface NamedExpression {
  name: string;
  expression: string;
}
type Policy = {
  kind: 'ValidatingAdmissionPolicy';
  metadata: { name: string };
  spec: {
    matchConstraints: { resourceRules: { resources: string[] }[] };
    paramKind?: { apiVersion: string; kind: string };
    failurePolicy: string;
    variables: NamedExpression[];
    validations: { expression: string; message: string; messageExpression: string }[];
  };
};
type Binding = {
  kind: 'ValidatingAdmissionPolicyBinding';
  metadata: { name: string };
  spec: { validationActions: string[]; paramRef?: unknown; matchResources?: unknown };
};
type Doc = Policy | Binding;
const docs = (yaml: string) => loadAll(yaml) as Doc[];
const bindings = (d: Doc[]) => d.filter((o): o is Binding => o.kind === 'ValidatingAdmissionPolicyBinding');
const policies = (d: Doc[]) => d.filter((o): o is Policy => o.kind === 'ValidatingAdmissionPolicy');
const variable = (p: Policy, name: string) => p.spec.variables.find((v) => v.name === name)!.expression;
const variables = (p: Policy) => new Map(p.spec.variables.map((v): [string, string] => [v.name, v.expression]));

async function inEmptyDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wcg-policy-test-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('policy command', () => {
  it('prints the workload policy and one policy per scale subresource, each with a Deny binding', async () => {
    const r = await inEmptyDir((cwd) => cli(['policy'], { cwd }));
    assert.equal(r.code, 0, r.stderr);
    const d = docs(r.stdout);
    assert.deepEqual(
      d.map((o) => `${o.kind} ${o.metadata.name}`),
      [
        'ValidatingAdmissionPolicy webhook-cert-gate-unshared-cert',
        'ValidatingAdmissionPolicyBinding webhook-cert-gate-unshared-cert',
        'ValidatingAdmissionPolicy webhook-cert-gate-unshared-cert-deployments-scale',
        'ValidatingAdmissionPolicyBinding webhook-cert-gate-unshared-cert-deployments-scale',
        'ValidatingAdmissionPolicy webhook-cert-gate-unshared-cert-statefulsets-scale',
        'ValidatingAdmissionPolicyBinding webhook-cert-gate-unshared-cert-statefulsets-scale',
      ],
    );
    const [workloads, deployScale, stsScale] = policies(d);
    assert.deepEqual(workloads!.spec.matchConstraints.resourceRules, [
      {
        apiGroups: ['apps'],
        apiVersions: ['v1'],
        operations: ['CREATE', 'UPDATE'],
        resources: ['deployments', 'statefulsets'],
      },
    ]);
    assert.equal(workloads!.spec.paramKind, undefined);
    assert.deepEqual(deployScale!.spec.matchConstraints.resourceRules[0]!.resources, ['deployments/scale']);
    assert.deepEqual(deployScale!.spec.paramKind, { apiVersion: 'apps/v1', kind: 'Deployment' });
    assert.deepEqual(stsScale!.spec.paramKind, { apiVersion: 'apps/v1', kind: 'StatefulSet' });
    for (const b of bindings(d)) assert.deepEqual(b.spec.validationActions, ['Deny']);
    assert.equal(bindings(d)[0]!.spec.paramRef, undefined);
    assert.deepEqual(bindings(d)[1]!.spec.paramRef, { selector: {}, parameterNotFoundAction: 'Allow' });
    // One validation per shipped profile, highest priority first (the order the model matches in).
    const shipped = await loadProfiles();
    for (const p of policies(d)) {
      assert.deepEqual(
        p.spec.validations.map((v) => /variables\.profile != "([^"]+)"/.exec(v.expression)![1]),
        shipped.map((s) => s.name),
      );
      assert.equal(p.spec.failurePolicy, 'Fail');
    }
    const koord = workloads!.spec.validations[shipped.findIndex((p) => p.name === 'koordinator')]!;
    assert.match(koord.message, /WEBHOOK_CERT_WRITER=secret and SECRET_NAME=koordinator-webhook-certs/);
    assert.match(
      koord.messageExpression,
      /"set env WEBHOOK_CERT_WRITER=secret and SECRET_NAME=" \+ variables\.secretName_koordinator/,
    );
    // Only OpenKruise knows a gate that turns the per-pod writer off.
    const vars = variables(workloads!);
    assert.match(String(vars.get('externalCerts_openkruise')), /EnableExternalCerts\|AllAlpha/);
    assert.equal(vars.get('externalCerts_koordinator'), 'false');
  });

  it('--action sets validationActions; Deny with Warn, or an unknown action, is a usage error', async () => {
    const warn = await cli(['policy', '--action', 'Warn', '--action', 'Audit']);
    assert.equal(warn.code, 0, warn.stderr);
    for (const b of bindings(docs(warn.stdout))) assert.deepEqual(b.spec.validationActions, ['Warn', 'Audit']);
    const both = await cli(['policy', '--action', 'Deny', '--action', 'Warn']);
    assert.equal(both.code, 2);
    assert.match(both.stderr, /Deny and Warn cannot be combined/);
    const bad = await cli(['policy', '--action', 'Block']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--action must be Deny, Warn or Audit \(got 'Block'\)/);
  });

  it('--namespace-selector scopes every binding; an unreadable selector is a usage error', async () => {
    const r = await cli([
      'policy',
      '--namespace-selector',
      'team=platform, env in (prod,stage),tier!=dev,!legacy,owner',
    ]);
    assert.equal(r.code, 0, r.stderr);
    const want = {
      matchLabels: { team: 'platform' },
      matchExpressions: [
        { key: 'env', operator: 'In', values: ['prod', 'stage'] },
        { key: 'tier', operator: 'NotIn', values: ['dev'] },
        { key: 'legacy', operator: 'DoesNotExist' },
        { key: 'owner', operator: 'Exists' },
      ],
    };
    for (const b of bindings(docs(r.stdout))) assert.deepEqual(b.spec.matchResources, { namespaceSelector: want });
    const bad = await cli(['policy', '--namespace-selector', 'env in prod']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--namespace-selector: cannot read 'env in prod'/);
  });

  it('--profile keeps the named profiles; an unknown name lists the loaded ones', async () => {
    const r = await cli(['policy', '--profile', 'openkruise']);
    assert.equal(r.code, 0, r.stderr);
    const [p] = policies(docs(r.stdout));
    assert.equal(p!.spec.validations.length, 1);
    assert.match(p!.spec.validations[0]!.expression, /"openkruise"/);
    const bad = await cli(['policy', '--profile', 'nope']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--profile 'nope' is not a loaded profile \(loaded: (?=.*koordinator)(?=.*generic)/);
    const arg = await cli(['policy', 'extra']);
    assert.equal(arg.code, 2);
    const help = await cli(['policy', '--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: webhook-cert-gate policy /);
    assert.match((await cli(['help'])).stdout, /\n {2}policy +print a ValidatingAdmissionPolicy/);
  });

  it("includes the user's profiles from the configuration, with their own env names and Secret", async () => {
    const r = await inEmptyDir(async (cwd) => {
      await writeFile(path.join(cwd, '.webhook-cert-gate.yaml'), 'profiles: [acme.yaml]\n');
      await writeFile(path.join(cwd, 'acme.yaml'), ACME_PROFILE);
      return cli(['policy'], { cwd });
    });
    assert.equal(r.code, 0, r.stderr);
    const [p] = policies(docs(r.stdout));
    assert.match(p!.spec.validations[0]!.expression, /"acme"/, 'a user entry first');
    assert.match(p!.spec.validations[0]!.message, /set env ACME_WRITER=shared and ACME_SECRET=acme-certs/);
    const vars = variables(p!);
    assert.match(String(vars.get('hostEntries_acme')), /e\.name == "ACME_HOST"/);
    assert.match(String(vars.get('perPod_acme')), /variables\.writerValue_acme == "local"/);
    assert.match(String(vars.get('secretName_acme')), /\["acme-certs"\]/);
  });

  it('every profile gets a validation: a profile that only names charts still matches a workload whose label names it', () => {
    const base = { env: { host: 'H', writer: 'W', secretName: 'S' }, source: 'test' };
    const out = generatePolicy([
      { ...base, name: 'charts-only', match: { charts: ['x'] } },
      { ...base, name: 'named', match: { workloadNames: ['w'] } },
    ]);
    const p = out[0] as Policy;
    assert.deepEqual(
      p.spec.validations.map((v) => /"([^"]+)"/.exec(v.expression)![1]),
      ['charts-only', 'named'],
    );
    assert.equal(p.metadata.name, 'webhook-cert-gate-unshared-cert');
    const match = (name: string) => variable(p, `match_${name.replace('-', '_')}`);
    assert.equal(
      match('charts-only'),
      '((has(object.metadata.labels) && "webhook-cert-gate.io/profile" in object.metadata.labels && object.metadata.labels["webhook-cert-gate.io/profile"] == "charts-only") ? object.spec.template.spec.containers : [])',
    );
    assert.match(match('named'), /^\(object\.metadata\.name in \["w"\] \|\| \(has\(object\.metadata\.labels\)/);
    assert.match(variable(p, 'secretName_named'), /object\.metadata\.name \+ "-webhook-certs"/);
    assert.deepEqual(generatePolicy([]), [], 'a policy without validations is refused by the API');
    // A gate without the flag that carries it turns nothing off, as in src/model/workload.ts.
    const gated = (extra: object) =>
      variable(
        generatePolicy([
          { ...base, name: 'g', match: { images: ['g/g'] }, externalCertsFeatureGate: 'Ext', ...extra },
        ])[0] as Policy,
        'externalCerts_g',
      );
    assert.equal(gated({}), 'false');
    // Without writer.fsValue only the empty writer with the host set is per pod (selectWriter).
    const perPod = variable(
      generatePolicy([{ ...base, name: 'g', match: { images: ['g/g'] } }])[0] as Policy,
      'perPod_g',
    );
    assert.doesNotMatch(perPod, /writerValue_g == "fs"/);
    assert.match(perPod, /variables\.writerValue_g == "" && variables\.host_g\.exists/);
    assert.match(
      gated({ featureGatesArg: '--gates', externalCerts: { alsoEnabledBy: ['All'] } }),
      /\(\?:\^\|\\u001f\)--gates\(\?:=\|\\u001f\).*\(\?:Ext\|All\)/,
    );
  });
});

describe('deploy/policy', () => {
  it('base/policy.yaml is what the CLI prints for the shipped profiles (the build regenerates it; under CI=true it refuses a stale one)', async () => {
    const committed = await readFile(path.join(ROOT, 'deploy/policy/base/policy.yaml'), 'utf8');
    const r = await inEmptyDir((cwd) => cli(['policy'], { cwd }));
    assert.equal(committed.replace(/^#.*\n/, ''), r.stdout);
  });

  it('kustomize renders Deny by default and Warn + Audit from warn/', (t) => {
    const kubectl = requireTool(t, 'kubectl');
    if (!kubectl) return;
    const render = (dir: string) =>
      docs(execFileSync(kubectl, ['kustomize', path.join(ROOT, dir)], { encoding: 'utf8' }));
    const deny = render('deploy/policy');
    const warn = render('deploy/policy/warn');
    assert.equal(policies(deny).length, 3);
    assert.deepEqual(policies(warn), policies(deny));
    assert.deepEqual(
      bindings(deny).map((b) => b.spec.validationActions),
      [['Deny'], ['Deny'], ['Deny']],
    );
    assert.deepEqual(
      bindings(warn).map((b) => b.spec.validationActions),
      [
        ['Warn', 'Audit'],
        ['Warn', 'Audit'],
        ['Warn', 'Audit'],
      ],
    );
  });
});

describe('image matching', () => {
  // The policy's regular expression (RE2; JavaScript reads this one the same way) against the model's matcher.
  const images = [
    'koordinator-sh/koord-manager',
    'ghcr.io/koordinator-sh/koord-manager:v1.5.0',
    'reg:5000/koordinator-sh/koord-manager',
    'reg:5000/koordinator-sh/koord-manager:v1@sha256:abc',
    'koordinator-sh/koord-manager@sha256:x/y',
    'koordinator-sh/koord-manager:',
    'xkoordinator-sh/koord-manager',
    'a/koordinator-sh/koord-manager-extra:v1',
    'koordinator-sh/koord-manager:a:b',
    'koordinator-sh/koord-manager:v1/x',
    'a@b/koordinator-sh/koord-manager',
    'KOORDINATOR-SH/koord-manager',
    '',
  ];
  it('agrees with the TypeScript model on every image', async () => {
    const [koordinator] = (await loadProfiles()).filter((p) => p.name === 'koordinator');
    const re = new RegExp(imageRepoRegex(koordinator!.match.images!)!);
    for (const image of images) {
      const yaml = deployment({ name: 'x', image: JSON.stringify(image), env: env('WEBHOOK_HOST', 'h') });
      const ts =
        only(await check(yaml, { profiles: [koordinator!] }), 'multi-replica-webhook-unshared-cert').length > 0;
      assert.equal(re.test(image), ts, image);
    }
  });
  it('leaves out suffixes no repository can equal, and quotes the rest', () => {
    assert.equal(imageRepoRegex(['a/b:tag', 'x@sha']), undefined);
    assert.equal(imageRepoRegex(['reg:5000/a.b']), '^(?:[^@]*/)?(?:reg:5000/a\\.b)(?::[^/@:]*)?(?:@.*)?$');
  });
});

describe('parseLabelSelector', () => {
  it('reads the forms kubectl accepts', () => {
    assert.deepEqual(parseLabelSelector('a==b,c.io/d=e'), { matchLabels: { a: 'b', 'c.io/d': 'e' } });
    assert.deepEqual(parseLabelSelector('a notin (x, y)'), {
      matchExpressions: [{ key: 'a', operator: 'NotIn', values: ['x', 'y'] }],
    });
    assert.deepEqual(parseLabelSelector('a='), { matchLabels: { a: '' } });
  });
  it('refuses what it cannot read', () => {
    for (const bad of ['', 'a=b,', '=b', 'a in ()x', 'a=b c', '-a=b'])
      assert.throws(() => parseLabelSelector(bad), Error, bad);
  });
});

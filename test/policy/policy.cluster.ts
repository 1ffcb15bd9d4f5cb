// The generated ValidatingAdmissionPolicy on a real kube-apiserver v1.34.4 (test/kube/harness.ts): the
// server type-checks its CEL, and its verdict on creating and on updating each workload of the writer
// truth table and of the central rule's scenarios equals the TypeScript rule's verdict on that object alone.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { load, loadAll } from 'js-yaml';
import { check, cli, deployment, env, only, ROOT } from '../helpers.js';
import { ordinaryAppRows, writerRows } from '../fixtures/writer-table.js';
import { kubeOrSkip, start, type Cluster } from '../kube/harness.js';
import { scenarios } from './scenarios.js';
import { startPolicyStatus } from './status-controller.js';

interface Workload {
  kind: string;
  metadata: { name: string; namespace: string; resourceVersion?: string };
  spec: {
    replicas?: number;
    template: {
      spec: { containers: Array<{ name: string; image: string; env?: Array<{ name: string; value?: string }> }> };
    };
  };
}
interface PolicyStatus {
  observedGeneration?: number;
  typeChecking?: { expressionWarnings?: unknown[] };
  conditions?: Array<{ status: string }>;
}
/** A ValidatingAdmissionPolicy or its binding, as `webhook-cert-gate policy` prints them and the server serves them. */
interface PolicyDoc {
  kind: string;
  metadata: { name: string; generation?: number };
  spec: { validations?: Array<{ expression: string }>; validationActions?: string[] };
  status?: PolicyStatus;
}
/** An API answer: the object, or a Status whose message says why not. */
type Answer = Partial<Workload & PolicyDoc> & { message?: string };
const RULE = 'multi-replica-webhook-unshared-cert';
const ADMISSION = '/apis/admissionregistration.k8s.io/v1';
const kube = await kubeOrSkip();

interface Verdict {
  denied: boolean;
  message?: string;
}

describe('generated admission policy on a real kube-apiserver', { skip: kube.skip }, () => {
  let cluster: Cluster;
  let policyDocs: PolicyDoc[];
  let stopStatus: (() => Promise<void>) | undefined;
  const namespaces = new Set<string>();
  const timings: Record<string, number> = {};
  const since = (t0: number) => Math.round(Date.now() - t0);

  before(async () => {
    cluster = await start();
    timings.startMs = Math.round(cluster.startSeconds * 1000);
    stopStatus = await startPolicyStatus(cluster);
    const r = await cli(['policy']);
    assert.equal(r.code, 0, r.stderr);
    policyDocs = loadAll(r.stdout) as PolicyDoc[];
    for (const o of policyDocs) {
      const plural =
        o.kind === 'ValidatingAdmissionPolicy' ? 'validatingadmissionpolicies' : 'validatingadmissionpolicybindings';
      const res = await api('POST', `${ADMISSION}/${plural}`, o);
      assert.equal(res.status, 201, `${o.kind} ${o.metadata.name}: ${res.body?.message ?? ''}`);
    }
    // The admission plugin loads policies and bindings from its informers: wait until the incident is refused.
    const t1 = Date.now();
    const incident = load(
      deployment({ name: 'incident', replicas: 8, env: env('WEBHOOK_HOST', 'webhook.internal.example') }),
    ) as Workload;
    for (let i = 0; ; i++) {
      const v = await create(incident);
      if (v.denied) break;
      await remove(incident);
      assert.ok(i < 150, 'the policy never took effect');
      await sleep(200);
    }
    timings.activeMs = since(t1);
  });
  after(async () => {
    await stopStatus?.();
    await (cluster as Cluster | undefined)?.stop(); // unset when start() failed
    console.log(`# timings (ms): ${JSON.stringify(timings)}`);
  });

  /** The harness's API call, its JSON body typed as what these tests read (null when the server sent none). */
  async function api(
    method: string,
    path: string,
    body?: unknown,
    contentType?: string,
  ): Promise<{ status: number; body: Answer | null }> {
    const res = await cluster.api(method, path, body, { contentType });
    return { status: res.status, body: res.body as Answer | null };
  }
  const collection = (o: Pick<Workload, 'kind' | 'metadata'>) =>
    `/apis/apps/v1/namespaces/${o.metadata.namespace}/${o.kind === 'StatefulSet' ? 'statefulsets' : 'deployments'}`;

  async function ensureNamespace(ns: string) {
    if (namespaces.has(ns)) return;
    const r = await api('POST', '/api/v1/namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns } });
    assert.ok(r.status === 201 || r.status === 409, `namespace ${ns}: ${r.status}`);
    namespaces.add(ns);
  }

  /** Admitted, or refused by one of our policies; any other answer (an invalid test object) fails the test. */
  function verdictOf(res: { status: number; body: Answer | null }, what: string): Verdict {
    if (res.status === 200 || res.status === 201) return { denied: false };
    const message = res.body?.message ?? '';
    if (
      res.status === 403 &&
      /ValidatingAdmissionPolicy 'webhook-cert-gate-unshared-cert[a-z-]*'.* denied request/.test(message)
    )
      return { denied: true, message };
    throw new Error(`${what}: unexpected ${res.status}: ${message}`);
  }

  async function create(o: Workload): Promise<Verdict> {
    await ensureNamespace(o.metadata.namespace);
    return verdictOf(await api('POST', collection(o), o), `create ${o.metadata.name}`);
  }

  async function remove(o: Workload) {
    const r = await api('DELETE', `${collection(o)}/${o.metadata.name}`);
    assert.equal(r.status, 200, `delete ${o.metadata.name}: ${r.body?.message ?? ''}`);
  }

  /** The same workload running a plain image with no env: no profile matches it, so it is admitted. */
  function placeholder(o: Workload): Workload {
    const base = structuredClone(o);
    base.spec.replicas = 1;
    base.spec.template.spec.containers = [{ name: 'manager', image: 'registry.example/placeholder:1' }];
    return base;
  }

  /** The server's verdict on creating `o`, then on updating a placeholder of the same name into `o`. */
  async function serverVerdicts(o: Workload): Promise<{ create: Verdict; update: Verdict }> {
    const created = await create(o);
    if (!created.denied) await remove(o);
    const base = placeholder(o);
    const made = await api('POST', collection(o), base);
    assert.equal(made.status, 201, `placeholder ${o.metadata.name}: ${made.body?.message ?? ''}`);
    const next = structuredClone(o);
    next.metadata.resourceVersion = made.body!.metadata!.resourceVersion;
    const updated = verdictOf(
      await api('PUT', `${collection(o)}/${o.metadata.name}`, next),
      `update ${o.metadata.name}`,
    );
    await remove(o);
    return { create: created, update: updated };
  }

  async function tsVerdict(yaml: string): Promise<{ race: boolean; fix?: string }> {
    const [f, ...more] = only(await check(yaml), RULE);
    assert.equal(more.length, 0, 'one workload, at most one finding');
    return { race: f !== undefined, fix: f?.fix };
  }

  interface Row {
    name: string;
    yaml: string;
    expected: boolean;
  }
  let sample: string | undefined;

  /** Compares the two verdicts on every row; returns the disagreements (empty when all agree). */
  async function compare(rows: Row[]): Promise<string[]> {
    const problems: string[] = [];
    for (const row of rows) {
      const ts = await tsVerdict(row.yaml);
      if (ts.race !== row.expected) problems.push(`${row.name}: the rule says ${ts.race}, the table ${row.expected}`);
      const server = await serverVerdicts(load(row.yaml) as Workload);
      for (const [op, v] of Object.entries(server)) {
        if (v.denied !== ts.race)
          problems.push(
            `${row.name}: ${op} ${v.denied ? 'denied' : 'admitted'}, the rule ${ts.race ? 'flags' : 'passes'} it`,
          );
        // The refusal names the same fix as the finding: the env to set and the Secret to provision.
        else if (v.denied && !v.message!.includes(ts.fix!))
          problems.push(`${row.name}: ${op} message lacks the fix '${ts.fix}': ${v.message}`);
        else if (v.denied) sample ??= v.message;
      }
    }
    return problems;
  }

  it('the server type-checks every expression with no warnings', async () => {
    const t0 = Date.now();
    for (const p of policyDocs.filter((o) => o.kind === 'ValidatingAdmissionPolicy')) {
      let status: PolicyStatus | undefined;
      for (let i = 0; i < 150; i++) {
        const r = await api('GET', `${ADMISSION}/validatingadmissionpolicies/${p.metadata.name}`);
        if (r.body?.status?.typeChecking && r.body.status.observedGeneration === r.body.metadata!.generation) {
          status = r.body.status;
          break;
        }
        await sleep(200);
      }
      assert.ok(status, `${p.metadata.name}: no typeChecking status within 30 s`);
      assert.deepEqual(
        status.typeChecking!.expressionWarnings ?? [],
        [],
        `${p.metadata.name}: ${JSON.stringify(status.typeChecking)}`,
      );
      assert.ok(!(status.conditions ?? []).some((c) => c.status === 'False'), JSON.stringify(status.conditions));
    }
    timings.typeCheckMs = since(t0);
    // The shipped kustomizations apply as they are; the API server validates what the other options
    // produce too (dry runs store nothing).
    for (const dir of ['deploy/policy', 'deploy/policy/warn']) {
      assert.match(
        await cluster.kubectl(['apply', '--dry-run=server', '-k', path.join(ROOT, dir)]),
        /validatingadmissionpolicybinding.* \(server dry run\)/,
      );
    }
    const scoped = await cli([
      'policy',
      '--name',
      'scoped',
      '--profile',
      'openkruise',
      '--action',
      'Warn',
      '--action',
      'Audit',
      '--namespace-selector',
      'team=platform,env in (prod,stage),!legacy',
    ]);
    for (const o of loadAll(scoped.stdout) as PolicyDoc[]) {
      const plural =
        o.kind === 'ValidatingAdmissionPolicy' ? 'validatingadmissionpolicies' : 'validatingadmissionpolicybindings';
      const res = await api('POST', `${ADMISSION}/${plural}?dryRun=All`, o);
      assert.equal(res.status, 201, `${o.kind} ${o.metadata.name}: ${res.body?.message ?? ''}`);
    }
    // The check can fail: a field the Deployment schema lacks is reported.
    const broken = structuredClone(policyDocs[0]!);
    broken.metadata = { name: 'broken-typecheck' };
    broken.spec.validations = [{ expression: 'object.spec.replicaz <= 1' }];
    assert.equal((await api('POST', `${ADMISSION}/validatingadmissionpolicies`, broken)).status, 201);
    let warnings: unknown[] | undefined;
    for (let i = 0; i < 150 && !warnings; i++) {
      warnings = (await api('GET', `${ADMISSION}/validatingadmissionpolicies/broken-typecheck`)).body?.status
        ?.typeChecking?.expressionWarnings;
      if (!warnings) await sleep(200);
    }
    assert.match(JSON.stringify(warnings), /spec\.validations\[0\]\.expression.*undefined field 'replicaz'/);
    assert.equal((await api('DELETE', `${ADMISSION}/validatingadmissionpolicies/broken-typecheck`)).status, 200);
  });

  it('agrees with the rule on every row of the writer truth table, creating and updating', async () => {
    const rows = writerRows().map((r) => ({
      name: `writer ${r.writer} × host ${r.host} × ${r.replicas}`,
      yaml: r.yaml,
      expected: r.want === 'fs' && r.replicas > 1,
    }));
    assert.equal(rows.length, 56);
    const t0 = Date.now();
    assert.deepEqual(await compare(rows), []);
    timings.writerRowsMs = since(t0);
    console.log(
      `# writer truth table: ${rows.length} rows × create + update = ${rows.length * 2} server verdicts equal to the rule's`,
    );
    console.log(`# a refusal: ${sample}`);
  });

  it("agrees with the rule on each of the central rule's scenarios, creating and updating", async () => {
    const rows = scenarios().map((s) => ({ name: s.name, yaml: s.yaml, expected: s.race }));
    const t0 = Date.now();
    assert.deepEqual(await compare(rows), []);
    timings.scenarioRowsMs = since(t0);
    console.log(
      `# scenarios: ${rows.length} rows × create + update = ${rows.length * 2} server verdicts equal to the rule's`,
    );
  });

  it('admits an ordinary app with the env at 3 replicas; agrees with the rule once it opts in by label', async () => {
    const rows = ordinaryAppRows().map((r) => ({
      name: `${r.labelled ? 'labelled generic' : 'ordinary app'}: writer ${r.writer} × host ${r.host} × 3`,
      yaml: r.yaml,
      expected: r.race,
    }));
    assert.equal(
      rows.filter((r) => !r.expected).length,
      28 + 20,
      'every unlabelled row, and the labelled rows without the fs writer, are admitted',
    );
    const t0 = Date.now();
    assert.deepEqual(await compare(rows), []);
    timings.ordinaryAppRowsMs = since(t0);
    console.log(
      `# ordinary-app rows: ${rows.length} rows × create + update = ${rows.length * 2} server verdicts equal to the rule's`,
    );
  });

  it("kubectl creates the aiogram bot (WEBHOOK_HOST, 3 replicas) and still refuses the incident's koord-manager", async () => {
    await ensureNamespace('bots');
    const bot = readFileSync(path.join(ROOT, 'test/fixtures/effective/telegram-bot.yaml'), 'utf8');
    assert.match(await cluster.kubectl(['create', '-f', '-'], { input: bot }), /deployment\.apps\/shop-bot created/);
    const live = (await api('GET', '/apis/apps/v1/namespaces/bots/deployments/shop-bot')).body as Workload;
    assert.equal(live.spec.replicas, 3);
    assert.equal(
      live.spec.template.spec.containers[0]!.env!.find((e) => e.name === 'WEBHOOK_HOST')!.value,
      'https://bot.shop.example',
    );
    await ensureNamespace('koordinator-system');
    const incident = readFileSync(path.join(ROOT, 'examples/incident/koord-manager.yaml'), 'utf8');
    await assert.rejects(
      cluster.kubectl(['create', '-f', '-'], { input: incident }),
      /denied request: Deployment koordinator-system\/koord-manager can run 8 replicas with WEBHOOK_HOST set/,
    );
  });

  describe('scale subresource', () => {
    const scale = (o: Workload, replicas: number) =>
      api('PATCH', `${collection(o)}/${o.metadata.name}/scale`, { spec: { replicas } }, 'application/merge-patch+json');
    const host = env('WEBHOOK_HOST', 'webhook.internal.example');
    const fixed = load(
      deployment({
        name: 'fixed',
        replicas: 1,
        env: [host, env('WEBHOOK_CERT_WRITER', 'secret'), env('SECRET_NAME', 'koordinator-webhook-certs')].join('\n'),
      }),
    ) as Workload;
    const racing = load(deployment({ name: 'racing', replicas: 1, env: host })) as Workload;

    /** The scale policies read the workload from their params informer: retry until it has seen `o`. */
    async function firstScaleVerdict(o: Workload, replicas: number): Promise<Verdict> {
      const t0 = Date.now();
      for (;;) {
        const v = verdictOf(await scale(o, replicas), `scale ${o.metadata.name}`);
        if (v.denied || Date.now() - t0 > 10_000) {
          timings[`scaleSeen_${o.metadata.name}_${o.kind}`] = since(t0);
          return v;
        }
        assert.equal(verdictOf(await scale(o, 1), 'scale back').denied, false);
        await sleep(200);
      }
    }

    it('scaling the fixed Deployment is admitted; scaling the racing one above 1 is denied', async () => {
      assert.equal((await create(fixed)).denied, false);
      assert.equal((await create(racing)).denied, false, 'one replica does not race');
      const denied = await firstScaleVerdict(racing, 3);
      assert.equal(denied.denied, true, 'kubectl scale --replicas=3 of the racing Deployment');
      assert.match(denied.message!, /Deployment koordinator-system\/racing can run 3 replicas/);
      assert.match(
        denied.message!,
        /set env WEBHOOK_CERT_WRITER=secret and SECRET_NAME=koordinator-webhook-certs on container manager/,
      );
      assert.equal(verdictOf(await scale(racing, 1), 'racing to 1').denied, false, 'one replica is fine');
      assert.equal(verdictOf(await scale(racing, 0), 'racing to 0').denied, false);
      assert.equal(verdictOf(await scale(fixed, 3), 'fixed to 3').denied, false);
      assert.equal(verdictOf(await scale(fixed, 5), 'fixed to 5').denied, false);
      const live = (await api('GET', `${collection(racing)}/racing`)).body as Workload;
      assert.equal(live.spec.replicas, 0, 'the refused scale left the Deployment as it was');
    });

    it('kubectl scale and kubectl set env into the race are refused with the fix', async () => {
      await assert.rejects(
        cluster.kubectl(['-n', 'koordinator-system', 'scale', 'deployment/racing', '--replicas=2']),
        /denied request: Deployment koordinator-system\/racing can run 2 replicas.*SECRET_NAME=koordinator-webhook-certs/,
      );
      // The fixed one at 5 replicas, its writer removed: the host alone selects the per-pod writer.
      await assert.rejects(
        cluster.kubectl(['-n', 'koordinator-system', 'set', 'env', 'deployment/fixed', 'WEBHOOK_CERT_WRITER-']),
        /denied request: Deployment koordinator-system\/fixed can run 5 replicas/,
      );
      await cluster.kubectl([
        '-n',
        'koordinator-system',
        'set',
        'env',
        'deployment/racing',
        'WEBHOOK_CERT_WRITER=secret',
      ]);
      await cluster.kubectl(['-n', 'koordinator-system', 'scale', 'deployment/racing', '--replicas=2']);
    });

    it('a racing StatefulSet is refused above 1 replica the same way', async () => {
      const sts = load(scenarios().find((s) => s.name === 'a StatefulSet races the same way')!.yaml) as Workload;
      sts.metadata.name = 'racing-sts';
      sts.spec.replicas = 1;
      assert.equal((await create(sts)).denied, false);
      const v = await firstScaleVerdict(sts, 2);
      assert.equal(v.denied, true);
      assert.match(v.message!, /StatefulSet koordinator-system\/racing-sts can run 2 replicas/);
    });
  });

  async function setActions(actions: string[]) {
    for (const b of policyDocs.filter((o) => o.kind === 'ValidatingAdmissionPolicyBinding')) {
      const path = `${ADMISSION}/validatingadmissionpolicybindings/${b.metadata.name}`;
      const live = (await api('GET', path)).body as PolicyDoc;
      live.spec.validationActions = actions;
      assert.equal((await api('PUT', path, live)).status, 200);
    }
  }

  it('with validationActions Warn and Audit the race is admitted, with a warning and an audit annotation', async () => {
    await ensureNamespace('koordinator-system');
    await setActions(['Warn', 'Audit']);
    const yaml = deployment({ name: 'warned', replicas: 3, env: env('WEBHOOK_HOST', 'h.example') });
    const kubeconfig = cluster.kubeconfig();
    const apply = () =>
      new Promise<{ code: number; stderr: string }>((resolve) => {
        const child = execFile('kubectl', ['--kubeconfig', kubeconfig, 'create', '-f', '-'], (error, _out, stderr) => {
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr });
        });
        child.stdin!.end(yaml);
      });
    let result = await apply();
    for (let i = 0; result.code !== 0 && i < 100; i++) {
      await sleep(200);
      result = await apply();
    }
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stderr,
      /Warning: Validation failed for ValidatingAdmissionPolicy 'webhook-cert-gate-unshared-cert'.*Deployment koordinator-system\/warned can run 3 replicas/,
    );
    const audited = cluster
      .auditEvents()
      .some(
        (e) =>
          e.objectRef?.name === 'warned' &&
          e.verb === 'create' &&
          JSON.stringify((e as { annotations?: object }).annotations ?? {}).includes(
            'validation.policy.admission.k8s.io/validation_failure',
          ),
      );
    assert.ok(audited, 'an audit event carries validation.policy.admission.k8s.io/validation_failure');

    // Back to Deny: the Deployment admitted under Warn now races. A change of its spec is refused; a change
    // of its metadata alone (labels, finalizers, the garbage collector) is not judged.
    await setActions(['Deny']);
    const warned = { metadata: { name: 'warned', namespace: 'koordinator-system' }, kind: 'Deployment' };
    const patch = (body: unknown) => api('PATCH', `${collection(warned)}/warned`, body, 'application/merge-patch+json');
    for (let i = 0; !verdictOf(await patch({ spec: { minReadySeconds: i + 1 } }), 'spec patch').denied; i++) {
      assert.ok(i < 100, 'Deny never came back');
      await sleep(200);
    }
    assert.equal(verdictOf(await patch({ metadata: { labels: { team: 'platform' } } }), 'label patch').denied, false);
  });
});

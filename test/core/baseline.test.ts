// --write-baseline and --baseline: a baseline holds what findings are about (rule, object, field), never
// where they are, so moving lines or documents, or renaming a Helm release, adds nothing new.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cli, deployment, ROOT } from '../helpers.js';
import { parseReport } from '../report-json.js';

const INCIDENT = path.join(ROOT, 'examples/incident');
const incident = (f: string) => readFileSync(path.join(INCIDENT, f), 'utf8');

const rewrite = (dir: string, files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
};
const against = (dir: string, ...extra: string[]) =>
  cli(['check', 'm', '--baseline', 'baseline.json', ...extra], { cwd: dir });

const setup = async (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-baseline-'));
  mkdirSync(path.join(dir, 'm'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'm', name), text);
  const r = await cli(['check', 'm', '--write-baseline', 'baseline.json', '--format', 'json'], { cwd: dir });
  assert.equal(r.code, 1, r.stderr);
  return { dir, count: parseReport(r.stdout).findings.length };
};

const INCIDENT_FILES = {
  'koord-manager.yaml': incident('koord-manager.yaml'),
  'webhooks.yaml': incident('webhooks.yaml'),
};

describe('baselines', () => {
  it('the same inputs: nothing reported, exit 0, the count in the footer and in JSON summary.baselined', async () => {
    const { dir, count } = await setup(INCIDENT_FILES);
    assert.ok(count > 1);
    const text = await against(dir);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, new RegExp(`^✔ no findings in 3 resources from 2 files; ${count} baselined\\n$`));
    const json = await against(dir, '--format', 'json');
    assert.deepEqual(parseReport(json.stdout).findings, []);
    assert.equal((parseReport(json.stdout).summary as { baselined?: number }).baselined, count);
  });

  it('the file holds no lines or columns, only what each finding is about', async () => {
    const { dir } = await setup(INCIDENT_FILES);
    const file = readFileSync(path.join(dir, 'baseline.json'), 'utf8');
    assert.doesNotMatch(file, /"(line|column|file)"/);
    assert.match(file, /"field": "webhooks\[\]\.failurePolicy"/);
  });

  it('inserted lines, reordered documents and a document moved to another file add nothing', async () => {
    const { dir, count } = await setup(INCIDENT_FILES);
    const webhooks = incident('webhooks.yaml').split(/^---\n/m);
    rewrite(path.join(dir, 'm'), {
      'koord-manager.yaml': '# moved down\n\n\n' + incident('koord-manager.yaml'),
      'webhooks.yaml': webhooks.slice(1).reverse().join('---\n'),
      'moved.yaml': webhooks[0]!,
    });
    const r = await against(dir, '--format', 'json');
    assert.equal(r.code, 0, r.stdout);
    assert.equal((parseReport(r.stdout).summary as { baselined?: number }).baselined, count);
  });

  it('a new problem is reported, the old ones are not', async () => {
    const { dir, count } = await setup(INCIDENT_FILES);
    const added = deployment({
      name: 'second-manager',
      replicas: 4,
      env: '            - name: WEBHOOK_HOST\n              value: second.internal.example',
    });
    rewrite(path.join(dir, 'm'), { 'second.yaml': added });
    const r = await against(dir, '--format', 'json');
    assert.equal(r.code, 1);
    const report = parseReport(r.stdout);
    assert.deepEqual([...new Set(report.findings.map((f) => f.object?.name))], ['second-manager']);
    assert.equal((report.summary as { baselined?: number }).baselined, count);
  });

  it('a renamed Helm release and a bumped chart version add nothing (the release is normalised in names)', async () => {
    const rendered = (release: string, version: string) =>
      `# Source: koordinator/templates/manager.yaml\n` +
      deployment({
        name: `${release}-koord-manager`,
        replicas: 3,
        labels: `    app.kubernetes.io/instance: ${release}\n    app.kubernetes.io/managed-by: Helm\n    helm.sh/chart: koordinator-${version}`,
        env: '            - name: WEBHOOK_HOST\n              value: koord.internal.example',
      });
    const { dir, count } = await setup({ 'rendered.yaml': rendered('alpha', '1.5.0') });
    assert.ok(count > 0);
    assert.match(readFileSync(path.join(dir, 'baseline.json'), 'utf8'), /"name": "\{release\}-koord-manager"/);
    rewrite(path.join(dir, 'm'), { 'rendered.yaml': rendered('team-beta', '1.6.0') });
    const r = await against(dir, '--format', 'json');
    assert.equal(r.code, 0, r.stdout);
    assert.equal((parseReport(r.stdout).summary as { baselined?: number }).baselined, count);
  });

  for (const [what, text] of [
    ['not JSON', '{'],
    ['not a baseline', '{"findings": []}'],
    ['a bad entry', '{"format": "webhook-cert-gate/baseline/v1", "findings": [{"rule": 1}]}'],
  ] as const) {
    it(`a baseline that is ${what}: exit 2, one line naming the file`, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'wcg-baseline-bad-'));
      writeFileSync(path.join(dir, 'baseline.json'), text);
      const r = await cli(['check', INCIDENT, '--baseline', 'baseline.json'], { cwd: dir });
      assert.equal(r.code, 2);
      assert.match(r.stderr, /^webhook-cert-gate: --baseline baseline\.json: .+\n$/);
    });
  }

  it('a missing baseline: exit 2, one line', async () => {
    const r = await cli(['check', INCIDENT, '--baseline', 'no-such-baseline.json']);
    assert.equal(r.code, 2);
    assert.equal(r.stderr, 'webhook-cert-gate: --baseline no-such-baseline.json: no such file or directory\n');
  });
});

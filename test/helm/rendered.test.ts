import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cli, skipWithout } from '../helpers.js';

const FIXTURES = fileURLToPath(new URL('../../../test/fixtures/helm/', import.meta.url));
const RENDERED = readFileSync(path.join(FIXTURES, 'rendered/koordinator.yaml'), 'utf8');
const OVERLAY = path.join(FIXTURES, 'kustomize/overlay');

describe('helm template ... | webhook-cert-gate check -', () => {
  it('JSON names the template of each finding, keeping the line in the rendered stream', async () => {
    const r = await cli(['check', '-', '--format', 'json'], { stdin: RENDERED });
    assert.equal(r.code, 1);
    const fs = (JSON.parse(r.stdout) as { findings: { rule: string; file: string; line: number; template?: string }[] })
      .findings;
    const race = fs.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.deepEqual(race && { file: race.file, line: race.line, template: race.template }, {
      file: '<stdin>',
      line: 18,
      template: 'koordinator/templates/koord-manager.yaml',
    });
    const ignore = fs.find((f) => f.rule === 'webhook-failure-policy-ignore');
    assert.equal(ignore?.template, 'koordinator/templates/webhookconfiguration.yaml');
  });

  it('text shows "from template" under the finding', async () => {
    const r = await cli(['check', '-'], { stdin: RENDERED });
    assert.match(
      r.stdout,
      /18:13 +error +Deployment koordinator-system\/koord-manager can run 8 replicas[^\n]*\n +from template koordinator\/templates\/koord-manager\.yaml/,
    );
  });

  it('SARIF keeps the rendered line as the region and names the template in text and properties', async () => {
    const r = await cli(['check', '-', '--format', 'sarif'], { stdin: RENDERED });
    const results = (
      JSON.parse(r.stdout) as {
        runs: {
          results: {
            ruleId: string;
            message: { text: string };
            locations: { properties?: { template: string }; physicalLocation: { region: { startLine: number } } }[];
          }[];
        }[];
      }
    ).runs[0]!.results;
    const race = results.find((x) => x.ruleId === 'multi-replica-webhook-unshared-cert');
    assert.equal(race?.locations[0]?.physicalLocation.region.startLine, 18);
    assert.equal(race.locations[0].properties?.template, 'koordinator/templates/koord-manager.yaml');
    assert.match(race.message.text, /\(from template koordinator\/templates\/koord-manager\.yaml\) Fix:/);
  });

  it('documents without a # Source: comment carry no template', async () => {
    const r = await cli(['check', '-', '--format', 'json'], { stdin: RENDERED.replace(/^# Source: .*\n/gm, '') });
    assert.doesNotMatch(r.stdout, /"template"/);
  });
});

describe('kustomize through the real kubectl', () => {
  const needsKubectl = skipWithout('kubectl');
  it('kubectl kustomize DIR | webhook-cert-gate check -', { skip: needsKubectl }, async () => {
    const rendered = execFileSync('kubectl', ['kustomize', OVERLAY], { encoding: 'utf8' });
    const r = await cli(['check', '-', '--format', 'json'], { stdin: rendered });
    assert.equal(r.code, 1);
    const fs = (JSON.parse(r.stdout) as { findings: { rule: string; line: number }[] }).findings;
    const race = fs.find((f) => f.rule === 'multi-replica-webhook-unshared-cert');
    assert.ok(race, r.stdout);
    assert.equal(rendered.split('\n')[race.line - 1]?.trim(), 'replicas: 8');
  });

  it('--kustomize DIR (and -k) renders through kubectl on PATH', { skip: needsKubectl }, async () => {
    for (const flag of ['--kustomize', '-k']) {
      const r = await cli(['check', flag, OVERLAY, '--format', 'json'], { env: { PATH: process.env.PATH } });
      assert.equal(r.code, 1, r.stderr);
      const fs = (JSON.parse(r.stdout) as { findings: { rule: string; file: string }[] }).findings;
      assert.deepEqual([...new Set(fs.map((f) => f.rule))].sort(), [
        'multi-replica-webhook-unshared-cert',
        'webhook-cert-writer-implicit',
      ]);
      assert.equal(
        fs[0]?.file,
        'test/fixtures/helm/kustomize/overlay/kustomization.yaml',
        'the inline patch that sets the field, relative to the working directory',
      );
    }
  });

  it('--kustomize without kustomize or kubectl on PATH is a clear usage error', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'wcg-nokubectl-'));
    const r = await cli(['check', '--kustomize', OVERLAY], { env: { PATH: empty } });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--kustomize .*: a kustomization, and neither kustomize nor kubectl is on PATH/);
    assert.match(r.stdout, /1 input could not be read \(see the errors\); nothing else was checked/);
  });

  it('a kustomize failure is reported as kubectl said it', { skip: needsKubectl }, async () => {
    const r = await cli(['check', '-k', path.join(FIXTURES, 'no-such-overlay')], { env: { PATH: process.env.PATH } });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /kubectl kustomize failed: /);
  });
});

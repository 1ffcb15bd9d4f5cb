// Findings of a kustomize render at the line a person edits, through the real kubectl: the patch file that
// raised the replicas, the component's patch, an inline JSON 6902 patch, the kustomization's own replicas
// field, and the base file for what only the base sets; the render's line kept beside it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseDocuments } from '../../src/load/documents.js';
import type { HelmResource } from '../../src/load/helm/origin.js';
import { BUILD_METADATA, sourceDecorator, stripBuildMetadata } from '../../src/load/kustomize-origin.js';
import { resourcesOf } from '../../src/model/resource.js';
import { cli, findTool, ROOT, skipWithout } from '../helpers.js';
import { parseReport, parseSarif } from '../report-json.js';

const FIXTURE = path.join(ROOT, 'test/fixtures/kustomize-sources');
const RACE = 'multi-replica-webhook-unshared-cert';
const IMPLICIT = 'webhook-cert-writer-implicit';
const OVERLAYS = ['component', 'counted', 'inline', 'patch'];

const kustomize = (dir: string) =>
  execFileSync(findTool('kubectl')!, ['kustomize', dir], { encoding: 'utf8', cwd: FIXTURE });

describe('kustomize findings at their source', { skip: skipWithout('kubectl') }, () => {
  it('each overlay: the race at the line that raised the replicas, the writer in the base file', async () => {
    const r = await cli(['check', '.', '--format', 'json'], { cwd: FIXTURE, env: { PATH: process.env.PATH } });
    assert.equal(r.code, 1, r.stderr);
    const findings = parseReport(r.stdout).findings;
    const at = (rule: string): Record<string, string> =>
      Object.fromEntries(
        findings
          .filter((f) => f.rule === rule)
          .map((f): [string, string] => [f.scope ?? '', `${f.file}:${f.line}:${f.column}`]),
      );
    assert.deepEqual(at(RACE), {
      patch: 'patch/replicas.yaml:8:13', // the strategic-merge patch file's `replicas: 3`
      component: 'components/ha/ha.yaml:11:13', // the component's patch
      inline: 'inline/kustomization.yaml:11:16', // `value: 4` of the inline JSON 6902 patch
      counted: 'counted/kustomization.yaml:6:12', // the kustomization's `replicas:` entry
    });
    // Set only in the base: the base file, whichever overlay rendered it.
    assert.deepEqual(at(IMPLICIT), Object.fromEntries(OVERLAYS.map((o) => [o, 'base/manager.yaml:25:15'])));
    assert.deepEqual(
      findings.filter((f) => f.file.startsWith('<')),
      [],
      'never a <kustomize …> file',
    );
  });

  it('the render is kept as a secondary location: that line of `kustomize build DIR` holds the field', async () => {
    const r = await cli(['check', '.', '--format', 'json'], { cwd: FIXTURE, env: { PATH: process.env.PATH } });
    for (const f of parseReport(r.stdout).findings) {
      assert.ok(f.rendered, `${f.rule} in ${f.scope ?? ''}: a rendered location`);
      assert.equal(f.rendered.file, f.scope);
      const line = kustomize(f.rendered.file).split('\n')[f.rendered.line - 1] ?? '';
      // The race points at the replicas value, the writer at the env entry.
      const expected = f.rule === RACE ? /^[2-5]$/ : /^name: WEBHOOK_HOST$/;
      assert.match(line.slice(f.rendered.column - 1).trim(), expected, `${f.rule} in ${f.scope ?? ''}: ${line}`);
    }
  });

  it('the text report names the source file and the render line', async () => {
    const r = await cli(['check', 'patch'], { cwd: FIXTURE, env: { PATH: process.env.PATH } });
    assert.equal(r.code, 1, r.stderr);
    assert.match(
      r.stdout,
      /^patch\/replicas\.yaml\n\s+8:13\s+error .*multi-replica-webhook-unshared-cert\n\s+rendered: kustomize build patch, line 7, column 13\n/m,
    );
  });

  it('SARIF: the source file is the location, the render a related location', async () => {
    const r = await cli(['check', 'patch', '--format', 'sarif'], { cwd: FIXTURE, env: { PATH: process.env.PATH } });
    const result = parseSarif(r.stdout).runs[0]!.results.find((x) => x.ruleId === RACE)!;
    assert.deepEqual(result.locations![0]!.physicalLocation.artifactLocation, { uri: 'patch/replicas.yaml' });
    assert.deepEqual(result.locations![0]!.physicalLocation.region, { startLine: 8, startColumn: 13 });
    const related = result.relatedLocations![0]!;
    assert.equal(related.id, 1);
    assert.equal(related.physicalLocation.artifactLocation.uri, 'patch');
    assert.deepEqual(related.physicalLocation.region, { startLine: 7, startColumn: 13 });
    assert.match(related.message.text, /kustomize build patch, line 7, column 13/);
  });

  it('the build metadata taken out of a render leaves what `kustomize build` prints', () => {
    for (const overlay of OVERLAYS) {
      const wrapper = mkdtempSync(path.join(tmpdir(), 'wcg-kwrap-'));
      try {
        const resources = [path.relative(wrapper, path.join(FIXTURE, overlay))];
        writeFileSync(
          path.join(wrapper, 'kustomization.yaml'),
          JSON.stringify({ resources, buildMetadata: BUILD_METADATA }),
        );
        const annotated = kustomize(wrapper);
        assert.match(annotated, /config\.kubernetes\.io\/origin/);
        const { text, origins } = stripBuildMetadata(annotated, wrapper);
        assert.equal(text, kustomize(overlay), overlay);
        assert.equal(origins[0]?.file, path.join(FIXTURE, 'base/manager.yaml'));
      } finally {
        rmSync(wrapper, { recursive: true, force: true });
      }
    }
  });
});

describe('which source a path of a rendered object is in', { skip: skipWithout('kubectl') }, () => {
  it('a patched leaf in the patch, a prefixed name at namePrefix, a container and the object in the base', () => {
    const wrapper = mkdtempSync(path.join(tmpdir(), 'wcg-kwrap-'));
    try {
      const resources = [path.relative(wrapper, path.join(FIXTURE, 'patch'))];
      writeFileSync(
        path.join(wrapper, 'kustomization.yaml'),
        JSON.stringify({ resources, buildMetadata: BUILD_METADATA }),
      );
      const { text, origins } = stripBuildMetadata(kustomize(wrapper), wrapper);
      const [r] = parseDocuments('<kustomize patch>', text).flatMap((d) => resourcesOf(d, 'default'));
      const decorate = sourceDecorator({
        origins,
        kustomization: path.join(FIXTURE, 'patch/kustomization.yaml'),
        label: 'patch',
        cwd: FIXTURE,
      });
      const located = decorate(r!) as HelmResource;
      const at = (...p: (string | number)[]) => {
        const place = located.locate(p);
        return `${place.file}:${place.line}:${place.column}`;
      };
      assert.equal(at('spec', 'replicas'), 'patch/replicas.yaml:8:13');
      assert.equal(at('metadata', 'name'), 'patch/kustomization.yaml:2:13'); // namePrefix: prod-
      assert.equal(at('spec', 'template', 'spec', 'containers', 0), 'base/manager.yaml:19:11');
      assert.equal(at(), 'base/manager.yaml:2:1');
    } finally {
      rmSync(wrapper, { recursive: true, force: true });
    }
  });
});

// "No stock chart installed with its defaults gets an error unless the cluster will really break", on the
// real manifests vendored by the port work into test/fixtures/real-world (SOURCES.md there).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { cli, ROOT } from '../helpers.js';
import { parseReport } from '../report-json.js';

const CORPUS = path.join(ROOT, 'test/fixtures/real-world');
const absent = !existsSync(CORPUS) && 'test/fixtures/real-world is vendored on the port branch; runs once it is merged';

test('real-world renders: the only errors are the ones that break the cluster', { skip: absent }, async () => {
  const r = await cli(['check', CORPUS, '--format', 'json', '--fail-on', 'none']);
  assert.equal(r.stderr, '');
  const errors = parseReport(r.stdout)
    .findings.filter((f) => f.severity === 'error')
    .map((f) => `${path.relative(CORPUS, f.file)} ${f.rule} ${f.object?.kind}/${f.object?.name}`)
    .sort();
  // Koordinator's kustomize namePrefix renames what koord-manager manages: it would never patch them (docs/controller-facts.md).
  assert.deepEqual(errors, [
    'koordinator/kustomize-rendered.yaml webhook-profile-name-mismatch MutatingWebhookConfiguration/koord-mutating-webhook-configuration',
    'koordinator/kustomize-rendered.yaml webhook-profile-name-mismatch Service/koord-webhook-service',
    'koordinator/kustomize-rendered.yaml webhook-profile-name-mismatch ValidatingWebhookConfiguration/koord-validating-webhook-configuration',
  ]);
});

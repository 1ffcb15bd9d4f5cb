// A folder beside environment folders that holds none of their repeated objects (deploy/base: the Secret and
// RBAC beside deploy/prod and deploy/staging) is in every environment's scope (docs/checking.md#scopes).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { runCheck } from '../../src/check.js';
import type { Finding } from '../../src/core/finding.js';
import { ROOT } from '../helpers.js';

const FIXED = path.join(ROOT, 'examples/fixed');
const read = (f: string) => readFileSync(path.join(FIXED, f), 'utf8');
const AT = new Date('2026-01-01T00:00:00Z');

type Files = Record<string, string>;

async function findings(files: Files): Promise<Finding[]> {
  const sources = Object.entries(files).map(([file, text]) => ({ file, text }));
  return (await runCheck({ sources, at: AT })).findings;
}

/** What a finding says and where, without the scope that names it. */
const seen = (fs: readonly Finding[]) =>
  new Set(fs.map((f) => JSON.stringify([f.rule, f.file, f.line, f.column, f.message])));

describe('a shared folder beside environments', () => {
  it('deploy/base with the Secret and RBAC: no false webhook-cert-secret-missing in prod or staging', async () => {
    const files: Files = {
      'deploy/base/secret.yaml': read('secret.yaml'),
      'deploy/base/rbac.yaml': read('rbac.yaml'),
    };
    for (const env of ['prod', 'staging']) {
      files[`deploy/${env}/koord-manager.yaml`] = read('koord-manager.yaml');
      files[`deploy/${env}/webhooks.yaml`] = read('webhooks.yaml');
    }
    const result = await runCheck({ sources: Object.entries(files).map(([file, text]) => ({ file, text })), at: AT });
    assert.deepEqual([...result.models.keys()].sort(), ['deploy/prod', 'deploy/staging']);
    assert.deepEqual(
      result.findings.filter((f) => f.rule.startsWith('webhook-cert-secret')),
      [],
    );
    // Per environment the Deployment and two webhook configurations; shared, the Secret and three RBAC objects.
    assert.equal(result.stats.resources, 2 * 3 + 4, 'the shared objects are counted once');
  });

  it('property: the scoped run finds what the per-environment runs with the shared files find', async () => {
    const env = fc.record({
      replicas: fc.integer({ min: 1, max: 8 }),
      writer: fc.constantFrom('secret', 'fs', ''),
      webhooks: fc.boolean(),
    });
    const layout = fc.record({
      envs: fc.array(env, { minLength: 2, maxLength: 3 }),
      secret: fc.boolean(),
      rbac: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(layout, async ({ envs, secret, rbac }) => {
        const shared: Files = {};
        if (secret) shared['deploy/base/secret.yaml'] = read('secret.yaml');
        if (rbac) shared['deploy/base/rbac.yaml'] = read('rbac.yaml');
        const perEnv = envs.map((e, i): Files => {
          let manager = read('koord-manager.yaml').replace('replicas: 8', `replicas: ${e.replicas}`);
          manager = e.writer
            ? manager.replace('value: secret', `value: ${e.writer}`)
            : manager.replace(/ {12}- name: WEBHOOK_CERT_WRITER\n {14}value: secret\n/, '');
          return {
            [`deploy/env${i}/koord-manager.yaml`]: manager,
            ...(e.webhooks ? { [`deploy/env${i}/webhooks.yaml`]: read('webhooks.yaml') } : {}),
          };
        });
        const scoped = seen(await findings(Object.assign({}, shared, ...perEnv) as Files));
        const union = new Set<string>();
        for (const files of perEnv) for (const s of seen(await findings({ ...shared, ...files }))) union.add(s);
        assert.deepEqual([...scoped].sort(), [...union].sort());
      }),
      { numRuns: 40 },
    );
  });
});

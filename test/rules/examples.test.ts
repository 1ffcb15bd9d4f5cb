// Each rule's meta example (the one its docs show) is a complete manifest that fires the rule. Rules whose
// example is a command line (the certificate verifier's, and the live-only ones) are listed, so a new rule
// cannot slip through without one or the other.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RULES } from '../../src/rules/index.js';
import { check } from '../helpers.js';

const COMMAND_EXAMPLES = new Set([
  'cert-untrusted', 'cert-key-mismatch', 'cert-hostname-mismatch', 'cert-eku-server-auth', 'cert-expired', 'cert-not-yet-valid',
  'cert-expiring-soon', 'cert-weak-crypto', 'cert-malformed', 'cabundle-mismatch', 'webhook-config-churn', 'webhook-tls-probe', 'gate-permission-missing',
]);

for (const { meta } of RULES) {
  test(`the meta example of ${meta.id} ${COMMAND_EXAMPLES.has(meta.id) ? 'is a command line' : 'is a manifest that fires it'}`, async () => {
    assert.ok(meta.example, 'every rule has an example');
    if (COMMAND_EXAMPLES.has(meta.id)) {
      assert.match(meta.example, /(^|\n)webhook-cert-gate (cert|cluster|check) /);
      return;
    }
    assert.match(meta.example, /^kind: |\nkind: /, 'a manifest with a kind');
    const findings = await check(meta.example);
    assert.ok(findings.some((f) => f.rule === meta.id), `fires ${meta.id}; got ${findings.map((f) => f.rule).join(', ') || 'nothing'}`);
  });
}

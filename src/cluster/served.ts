// What the backends of each caBundle holder served when the audit probed them, keyed as the transition rules
// key a holder entry (cluster --desired judges a change against this, not against the Secrets pods mount).
import type { AuditEvidence } from '../rules/live.js';
import { toPem } from './audit.js';
import { entryKey, type Served } from '../rules/templates/rotation-state.js';

export function servedByEntry(audit: AuditEvidence): Map<string, Served[]> {
  const out = new Map<string, Served[]>();
  for (const h of audit.holders) {
    const webhook = h.ref.kind.endsWith('WebhookConfiguration');
    for (const e of h.entries) {
      const served = e.backends.flatMap((b) =>
        b.connections.flatMap((c) =>
          c.der?.length ? [{ backend: b.label, chainPem: c.der.map(toPem).join('') }] : [],
        ),
      );
      out.set(entryKey(h.ref.kind, h.ref.namespace, h.ref.name, webhook ? e.name : ''), served);
    }
  }
  return out;
}

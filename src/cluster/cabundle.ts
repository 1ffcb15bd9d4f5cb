// cabundle-mismatch: every caBundle entry of every configuration the controller owns must hold the Secret's CA.
import type { Finding } from '../core/finding.js';
import type { LiveSet } from './gather.js';
import { liveFinding } from './finding.js';
import { certificateBlocks, decodeBase64, fingerprint, shortFingerprint, subjectCn } from './pem.js';
import { targetLabel } from './targets.js';
import { liveWebhooks } from './types.js';

export const RULE_MISMATCH = 'cabundle-mismatch';

export interface SecretCa {
  /** Fingerprints of the CERTIFICATE blocks under the CA key. */
  fingerprints: string[];
  key: string;
}

/** The CA the Secret holds: the profile's key, else cert-manager's ca.crt. Values are never printed. */
export function secretCa(set: LiveSet): SecretCa | undefined {
  const data = (set.secret?.data ?? {}) as Record<string, string>;
  for (const key of [set.target.caKey, 'ca.crt']) {
    const blocks = certificateBlocks(decodeBase64(data[key]));
    if (blocks.length) return { key, fingerprints: blocks.map(fingerprint) };
  }
  return undefined;
}

export function checkCaBundles(set: LiveSet): Finding[] {
  const t = set.target;
  const findings: Finding[] = [];
  const ca = secretCa(set);
  const secretRef = `Secret ${t.namespace}/${t.secretName ?? '(none)'}`;
  const seen = new Map<string, string[]>(); // bundle CA fingerprint -> entries
  for (const c of set.configs) {
    if (!c.object) {
      findings.push(liveFinding(RULE_MISMATCH, 'warning', { kind: c.kind, name: c.name },
        `${c.kind} ${c.name}, which ${targetLabel(t)} writes caBundle into, is not in the cluster.`,
        `check the configuration name (env ${t.workload.profile.env.mutatingName ?? 'MUTATING_WEBHOOK_NAME'}/${t.workload.profile.env.validatingName ?? 'VALIDATING_WEBHOOK_NAME'}) or install it`));
      continue;
    }
    liveWebhooks(c.object).forEach((entry, i) => {
      const blocks = certificateBlocks(decodeBase64(entry.clientConfig?.caBundle));
      const fps = blocks.map(fingerprint);
      for (const fp of fps) seen.set(fp, [...(seen.get(fp) ?? []), `${c.kind}/${c.name}#${entry.name}`]);
      const field = `webhooks[${i}].clientConfig.caBundle`;
      const subject = { kind: c.kind, name: c.name };
      if (!ca) return; // reported once below
      if (!blocks.length) {
        findings.push(liveFinding(RULE_MISMATCH, 'error', subject,
          `webhook "${entry.name}" has no usable caBundle; the ${secretRef} CA (${short(ca.fingerprints[0]!)}) is not in it.`,
          `set caBundle of every entry to base64 of the Secret's ${ca.key}`, field));
      } else if (!fps.some((fp) => ca.fingerprints.includes(fp))) {
        findings.push(liveFinding(RULE_MISMATCH, 'error', subject,
          `webhook "${entry.name}" trusts CA ${describe(blocks)}, not the CA in ${secretRef} (${short(ca.fingerprints[0]!)}): ` +
            'the API server cannot verify a replica that serves the shared certificate.',
          `make ${secretRef} the only source of the certificate and let one owner write caBundle from its ${ca.key}`, field));
      }
    });
  }
  const present = set.configs.filter((c) => c.object);
  if (!ca && present.length) {
    const distinct = seen.size;
    findings.push(liveFinding(RULE_MISMATCH, 'error', { kind: present[0]!.kind, name: present[0]!.name },
      `${secretRef} holds no CA (${t.caKey} or ca.crt), so the caBundle entries cannot be traced to the shared certificate` +
        (distinct > 1 ? `; the entries trust ${distinct} different CAs (${[...seen.keys()].map(short).join(', ')})` : '') + '.',
      `provision the shared certificate in ${secretRef} (webhook-cert-gate cert generate) and switch the controller to the Secret writer`));
  } else if (ca && seen.size > 1) {
    const first = present[0]!;
    findings.push(liveFinding(RULE_MISMATCH, 'error', { kind: first.kind, name: first.name },
      `the caBundle entries of ${targetLabel(t)}'s configurations trust ${seen.size} different CAs (${[...seen.keys()].map(short).join(', ')}).`,
      'let a single owner write every caBundle entry from the shared Secret'));
  }
  return findings;
}

function describe(blocks: Buffer[]): string {
  return blocks.map((b) => `${short(fingerprint(b))} (CN ${subjectCn(b)})`).join(', ');
}

function short(fp: string): string {
  return `sha256:${shortFingerprint(fp)}`;
}

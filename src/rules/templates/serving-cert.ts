import type { PathSegment } from '../../core/object.js';
import { get, str } from '../../core/object.js';
import type { Resource } from '../../core/resource.js';
import { effectiveState, type EffectiveCaBundle, type ServingCert } from '../../effective/index.js';
import type { Model } from '../../model/model.js';
import { fillMessage, type CheckSettings, type RelatedNode } from '../types.js';
import { CERT_MESSAGES, wordsOf, type CertRuleId, type CertWords } from './cert-words.js';

/** A certificate problem in words, tied to the node of the object it is about. */
export interface LocatedProblem {
  words: CertWords;
  resource: Resource;
  path: PathSegment[];
  /** The serving certificate, for a problem reported on the holder that dials it. */
  related?: RelatedNode[];
}

const cache = new WeakMap<Model, Promise<LocatedProblem[]>>();

/**
 * Runs the verifier once per model for every certificate and caBundle of the effective state; each
 * cert-* and cabundle-* rule then picks its own problems (kube-linter's template/check split). The x509
 * module is imported only when there is something to verify, so a lint run without certificates never loads it.
 */
function certProblems(model: Model, settings: CheckSettings): Promise<LocatedProblem[]> {
  let result = cache.get(model);
  if (!result) {
    result = collect(model, settings);
    cache.set(model, result);
  }
  return result;
}

export async function problemsFor(model: Model, settings: CheckSettings, rule: CertRuleId): Promise<LocatedProblem[]> {
  return (await certProblems(model, settings)).filter((p) => p.words.rule === rule);
}

async function collect(model: Model, settings: CheckSettings): Promise<LocatedProblem[]> {
  const state = effectiveState(model);
  const secrets = state.controllers.flatMap((c) => c.serving ?? []);
  const entries = state.caBundles.filter((b) => renderedBundle(b) !== undefined);
  if (!secrets.length && !entries.length) return [];
  const x509 = await import('../../x509/index.js');
  const out: LocatedProblem[] = [];
  const verify = (c: ServingCert, bundle: string, host: string) =>
    x509.verifyServing({
      chainPem: c.chainPem,
      keyPem: c.keyPem,
      caBundlePem: bundle,
      host,
      at: settings.at,
      minDays: settings.minDays,
      renewWithinDays: c.renewWithinDays,
    });

  // The controller's own Secret, for the name it issues its certificate for.
  const verified = new Set<ServingCert>();
  for (const c of secrets) {
    if (!c.host || c.caPem === undefined) continue;
    verified.add(c);
    for (const { reason } of verify(c, c.caPem, c.host).problems)
      out.push({ words: wordsOf(reason), resource: c.secret, path: secretPath(c.secret, c.certKey) });
  }
  // The certificate's own problems (validity, EKU, algorithms, parsing) are reported on its Secret once,
  // whichever entries it serves; trust and name are each entry's.
  const onSecret = new Set<string>();

  // Every holder kind alike: webhook entries, CRD conversion webhooks, APIServices.
  for (const w of entries) {
    const { holder, caBundlePath: bundlePath, addressPath } = w.entry;
    const raw = renderedBundle(w)!;
    const decoded = x509.decodeBase64CaBundle(raw);
    // What a run-time owner replaces is not what the API server uses: only its own certificate can be compared.
    const runtime = w.caBundleOwners;
    if (runtime.some((o) => o.via === 'job' || o.via === 'webhook')) continue; // it writes a CA the inputs do not hold
    if (decoded !== undefined && decoded.trim() === '' && runtime.length) continue; // the chart's `Cg==` stand-in
    const bundle = decoded === undefined ? undefined : x509.parseCaBundle(decoded);
    if (!bundle || bundle.certs.length === 0) {
      out.push({ resource: holder, path: bundlePath, words: invalidBundle(decoded === undefined, w) });
      continue;
    }
    const serving = w.serving;
    const host = w.dialedHost;
    if (!serving || !host) continue;
    // The holder's finding rests on the certificate too: a change to either makes it (docs/checking.md, Changed files).
    const related = [servingNode(serving)];
    for (const { reason } of verify(serving, decoded!, host).problems) {
      const p = wordsOf(reason);
      // A bundle without the issuer is this entry's caBundle to fix; any other trust failure (an intermediate
      // or anchor that may not sign) is worded as the verifier's reason, which names the certificate at fault.
      if (p.rule === 'cabundle-mismatch') {
        out.push({ resource: holder, path: bundlePath, words: mismatch(w, serving, p), related });
      } else if (p.rule === 'cert-untrusted') {
        out.push({ resource: holder, path: bundlePath, words: p, related });
      } else if (p.rule === 'cert-hostname-mismatch') {
        if (host !== serving.host) out.push({ resource: holder, path: addressPath, words: p, related });
      } else if (!verified.has(serving)) {
        const key = `${serving.secret.namespace}/${serving.secret.name}\0${JSON.stringify(reason)}`;
        if (onSecret.has(key)) continue;
        onSecret.add(key);
        out.push({ resource: serving.secret, path: secretPath(serving.secret, serving.certKey), words: p });
      }
    }
  }
  return out;
}

/** The caBundle text as rendered; undefined when absent or blank (filled at run time, or the system roots). */
function renderedBundle(b: EffectiveCaBundle): string | undefined {
  const raw = str(get(b.entry.holder.body, ...b.entry.caBundlePath));
  return raw === undefined || raw.trim() === '' ? undefined : raw;
}

function servingNode(c: ServingCert): RelatedNode {
  return {
    resource: c.secret,
    path: secretPath(c.secret, c.certKey),
    message: `the serving certificate (Secret ${c.secret.namespace}/${c.secret.name})`,
  };
}

function secretPath(secret: Resource, key: string): PathSegment[] {
  const inData = get(secret.body, 'data', key) !== undefined;
  return [inData ? 'data' : 'stringData', key];
}

function invalidBundle(notBase64: boolean, b: EffectiveCaBundle): CertWords {
  return {
    rule: 'cabundle-invalid',
    messageId: notBase64 ? 'entryNotBase64' : 'entryNoCert',
    data: { holder: b.entry.what },
    fix: 'set caBundle to the base64 of the PEM CA certificate that issued the serving certificate',
  };
}

function mismatch(w: EffectiveCaBundle, serving: ServingCert, p: CertWords): CertWords {
  const secret = `Secret ${serving.secret.namespace}/${serving.secret.name}`;
  const by = w.caBundleOwners.length
    ? `let its owner (${w.caBundleOwners.map((o) => o.label).join(', ')}) write it`
    : `render it from the same CA as ${secret}`;
  return {
    rule: 'cabundle-mismatch',
    messageId: 'entryMismatch',
    data: {
      holder: w.entry.what,
      secret,
      owner: serving.owner.label,
      detail: fillMessage(CERT_MESSAGES[p.messageId], p.data),
    },
    fix: `set caBundle to the base64 of the CA in ${secret}, or ${by}`,
  };
}

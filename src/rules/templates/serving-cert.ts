import type { PathSegment } from '../../core/object.js';
import { dataOf } from '../../model/env.js';
import type { Model } from '../../model/model.js';
import { injectorAnnotations, patchingControllers } from '../../model/owners.js';
import { annotations } from '../../model/resource.js';
import { get, str } from '../../core/object.js';
import { type Resource } from '../../core/resource.js';
import { webhookEntries, type WebhookEntry } from '../../model/webhooks.js';
import { findWebhookWorkloads, type WebhookWorkload } from '../../model/workload.js';
import type { CertProblem, CertRuleId } from '../../x509/verify.js';
import type { CheckSettings } from '../types.js';

/** A certificate problem tied to the node of the object it is about. */
export interface LocatedProblem {
  problem: CertProblem;
  resource: Resource;
  path: PathSegment[];
}

/** A served certificate the inputs hold: a shared Secret of a controller, or a cert-manager TLS Secret. */
interface ServingCert {
  secret: Resource;
  certKey: string;
  chainPem: string;
  keyPem?: string;
  caPem?: string;
  /** The name the API server dials for it. */
  host?: string;
  renewWithinDays?: number;
}

const cache = new WeakMap<Model, Promise<LocatedProblem[]>>();

/**
 * Runs the verifier once per model for every certificate and caBundle the inputs hold; each cert-* and
 * cabundle-* rule then picks its own problems (kube-linter's template/check split). The x509 module is
 * imported only when there is something to verify, so a lint run without certificates never loads it.
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
  return (await certProblems(model, settings)).filter((p) => p.problem.rule === rule);
}

async function collect(model: Model, settings: CheckSettings): Promise<LocatedProblem[]> {
  const controllerCerts = new Map<WebhookWorkload, ServingCert>();
  for (const w of findWebhookWorkloads(model)) {
    const c = controllerCert(model, w);
    if (c) controllerCerts.set(w, c);
  }
  const entries = webhookEntries(model).filter((e) => typeof get(e.entry, 'clientConfig', 'caBundle') === 'string' || injectedCert(model, e.config));
  if (!controllerCerts.size && !entries.length) return [];
  const x509 = await import('../../x509/index.js');
  const out: LocatedProblem[] = [];
  const verify = (c: ServingCert, bundle: string, host: string) =>
    x509.verifyServing({ chainPem: c.chainPem, keyPem: c.keyPem, caBundlePem: bundle, host, at: settings.at, minDays: settings.minDays, renewWithinDays: c.renewWithinDays });

  for (const c of controllerCerts.values()) {
    if (!c.host || c.caPem === undefined) continue;
    for (const problem of verify(c, c.caPem, c.host).problems) out.push({ problem, resource: c.secret, path: secretPath(c.secret, c.certKey) });
  }

  for (const e of entries) {
    const bundlePath = [...e.path, 'clientConfig', 'caBundle'];
    const raw = str(get(e.entry, 'clientConfig', 'caBundle'));
    const owner = patchingControllers(model, e.config)[0];
    const serving = (owner && controllerCerts.get(owner)) || injectedCert(model, e.config);
    if (raw === undefined || raw.trim() === '') continue; // filled at runtime by its owner, or the API server's system roots
    const decoded = x509.decodeBase64CaBundle(raw);
    const placeholder = decoded !== undefined && decoded.trim() === '';
    if (placeholder && (owner || injectorAnnotations(e.config).length)) continue; // the chart's `Cg==` stand-in
    const bundle = decoded === undefined ? undefined : x509.parseCaBundle(decoded);
    if (!bundle || bundle.certs.length === 0) {
      out.push({ resource: e.config, path: bundlePath, problem: invalidBundle(decoded === undefined, e) });
      continue;
    }
    const host = dialedHost(e);
    if (!serving || !host) continue;
    const result = verify(serving, decoded!, host);
    for (const p of result.problems) {
      if (p.rule === 'cert-untrusted' || p.rule === 'cabundle-mismatch') {
        out.push({ resource: e.config, path: bundlePath, problem: mismatch(e, serving, p) });
      } else if (p.rule === 'cert-hostname-mismatch' && host !== serving.host) {
        out.push({ resource: e.config, path: [...e.path, 'clientConfig'], problem: p });
      }
    }
  }
  return out;
}

function controllerCert(model: Model, w: WebhookWorkload): ServingCert | undefined {
  if (!w.secretName) return undefined;
  const secret = model.get('Secret', w.namespace, w.secretName);
  const data = dataOf(secret);
  const keys = w.patchesCaBundle
    ? { ca: w.profile.secret?.caKey ?? 'ca-cert.pem', cert: w.profile.secret?.certKey ?? 'cert.pem', key: w.profile.secret?.keyKey ?? 'key.pem' }
    : { ca: 'ca.crt', cert: 'tls.crt', key: 'tls.key' };
  if (!secret || !data?.[keys.cert]) return undefined;
  const host = w.host.state === 'value' && w.host.value ? w.host.value
    : w.host.state === 'unset' && w.serviceName ? `${w.serviceName}.${w.namespace}.svc` : undefined;
  return {
    secret, certKey: keys.cert, chainPem: data[keys.cert]!, keyPem: data[keys.key], caPem: data[keys.ca], host,
    renewWithinDays: w.patchesCaBundle ? w.profile.secret?.renewBeforeDays : undefined,
  };
}

/** The TLS Secret behind `inject-ca-from-secret`, or behind the Certificate that `inject-ca-from` names. */
function injectedCert(model: Model, config: Resource): ServingCert | undefined {
  const a = annotations(config);
  let ref = str(a['cert-manager.io/inject-ca-from-secret']);
  if (!ref) {
    const [ns, name] = (str(a['cert-manager.io/inject-ca-from']) ?? '').split('/');
    const certificate = ns && name ? model.get('Certificate', ns, name) : undefined;
    const secretName = str(get(certificate?.body, 'spec', 'secretName'));
    if (certificate && secretName) ref = `${ns}/${secretName}`;
  }
  const [ns, name] = (ref ?? '').split('/');
  const secret = ns && name ? model.get('Secret', ns, name) : undefined;
  const data = dataOf(secret);
  if (!secret || !data?.['tls.crt']) return undefined;
  return { secret, certKey: 'tls.crt', chainPem: data['tls.crt'], keyPem: data['tls.key'], caPem: data['ca.crt'] };
}

/** FACTS section 4: `<name>.<namespace>.svc` for a Service, the URL's host (no port, no brackets) for a URL. */
function dialedHost(e: WebhookEntry): string | undefined {
  if (e.service) return `${e.service.name}.${e.service.namespace}.svc`;
  if (!e.url) return undefined;
  try {
    return new URL(e.url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
}

function secretPath(secret: Resource, key: string): PathSegment[] {
  const inData = get(secret.body, 'data', key) !== undefined;
  return [inData ? 'data' : 'stringData', key];
}

function invalidBundle(notBase64: boolean, e: WebhookEntry): CertProblem {
  return {
    rule: 'cabundle-invalid',
    severity: 'error',
    message: notBase64
      ? `caBundle of webhook ${String(e.entry.name ?? '')} is not base64: the API server rejects the configuration`
      : `caBundle of webhook ${String(e.entry.name ?? '')} holds no usable CERTIFICATE block: every call fails TLS`,
    fix: 'set caBundle to the base64 of the PEM CA certificate that issued the serving certificate',
  };
}

function mismatch(e: WebhookEntry, serving: ServingCert, p: CertProblem): CertProblem {
  return {
    rule: 'cabundle-mismatch',
    severity: 'error',
    message: `caBundle of webhook ${String(e.entry.name ?? '')} cannot verify the certificate in Secret ${serving.secret.namespace}/${serving.secret.name}: ${p.message}`,
    fix: `set caBundle to the base64 of the CA in Secret ${serving.secret.namespace}/${serving.secret.name}, or let its single owner (the controller or cainjector) write it`,
  };
}

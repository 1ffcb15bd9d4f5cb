// Controller and certificate-owner facts are data (policies/owners, policies/libraries, src/rules/docs): this
// test collects the names, env names and Secret keys that data holds and looks for each in the TypeScript
// of src/ (generated code aside). A fact that creeps back into code fails here with its file and line.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { SHIPPED_OWNERS } from '../../src/load/owners.js';
import { loadProfiles } from '../../src/load/profiles.js';
import { ROOT } from '../helpers.js';

/** Image repository names that are plain English words in code (a webhook injector, an operator, metallb/controller, workload-identity/webhook). */
const PLAIN_WORDS = new Set(['injector', 'operator', 'controller', 'webhook']);
/**
 * Setting names that are plain words in code too (a managedFields entry's `operation`, the gate's own
 * `--secret-name`, a leader-election Lease).
 */
const PLAIN_SETTINGS = new Set(['operation', 'secret-name', 'leader-election']);

/** Kinds are case-sensitive names (`Application`): `application/json` is not one. */
const KINDS = new Set<string>();

/** Where a token means something else: the service-account mount every pod has, not a certificate Secret. */
const ELSEWHERE: Record<string, string[]> = {
  'ca.crt': ['src/cluster/credentials.ts'],
  // The label the gate's own policy reports carry, not a fact about a controller.
  'app.kubernetes.io/managed-by': ['src/report/policy-results.ts'],
  // The reader of the GitOps engines' own object formats (docs/checking.md#applications), as kustomize.ts reads
  // kustomizations; what Argo CD does as a caBundle writer stays data (policies/owners/argo-cd.yaml).
  ...Object.fromEntries(
    ['Application', 'argoproj.io', 'argo-cd'].map((t) => [
      t,
      ['appset', 'argocd', 'index', 'types'].map((f) => `src/load/gitops/${f}.ts`),
    ]),
  ),
  // The same for Flux (policies/owners/flux-*.yaml); `Kustomization` is also kustomize's own kind. The loader adds
  // helm-controller's origin labels to what a HelmRelease renders, as its post-renderer does.
  ...Object.fromEntries(
    [
      'Kustomization',
      'kustomize.toolkit.fluxcd.io',
      'flux-kustomization',
      'HelmRelease',
      'helm.toolkit.fluxcd.io',
      'helm.toolkit.fluxcd.io/name',
      'flux-helmrelease',
    ].map((t) => [
      t,
      [
        ...['flux', 'index', 'types'].map((f) => `src/load/gitops/${f}.ts`),
        ...['feeds', 'files', 'kustomize'].map((f) => `src/load/${f}.ts`),
      ],
    ]),
  ),
};

function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** Secret keys that name a layout (`ca-cert.pem`, `tls.crt`); bare words such as `cert` are just English. */
function secretKeys(value: unknown, out: Set<string>): void {
  for (const k of strings(value, new Set())) if (/[.-]/.test(k)) out.add(k);
}

async function facts(): Promise<Set<string>> {
  const out = new Set<string>();
  for (const p of await loadProfiles(undefined)) {
    if (p.name !== 'generic') out.add(p.name);
    for (const image of p.match.images ?? []) out.add(image.split('/').pop()!);
    strings([p.match.workloadNames, p.env, p.defaults], out);
    secretKeys([p.secret?.readKeys, p.secret?.renewKeys], out);
  }
  for (const o of SHIPPED_OWNERS) {
    if (o.name !== 'generic') out.add(o.name); // an English word, as for the profiles above
    strings([o.annotations?.map((a) => a.key), o.expiryMetric], out);
    secretKeys([o.secret?.readKeys, o.secret?.certKey, o.secret?.keyKey, o.secret?.caKey], out);
    // Controller entries: image names, and where they read settings; GitOps objects and renderer labels.
    const c = o.controller;
    // An image named by a plain word (dapr/injector, dapr/operator) is named by its whole suffix.
    for (const image of o.match?.images ?? []) {
      const last = image.split('/').pop()!;
      out.add(PLAIN_WORDS.has(last) ? image : last);
    }
    const settings = [
      c?.secretName,
      c?.leaderElection?.setting,
      ...(c?.writes ?? []).flatMap((h) => [h.name, ...(h.when ?? []).map((w) => w.setting)]),
      ...[...(c?.enabledWhen ?? []), ...(c?.disabledWhen ?? [])].map((w) => w.setting),
    ];
    for (const st of settings)
      strings([st?.env, st?.flag && !PLAIN_SETTINGS.has(st.flag) ? st.flag : undefined, st?.configKey], out);
    strings([c?.writes.flatMap((h) => h.names ?? [])], out);
    const g = o.gitops;
    if (g?.kind) KINDS.add(g.kind);
    strings([g?.kind, g?.apiGroup, g?.trackingLabel, g?.trackingAnnotation, g?.respectIgnoreOption], out);
    strings([o.renderer?.labels.map((l) => l.key)], out);
  }
  // Numbers and one-letter values say nothing about a controller.
  return new Set([...out].filter((s) => /[a-z]/i.test(s) && s.length > 3));
}

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return rel === 'src/generated' ? [] : sources(rel);
    return e.name.endsWith('.ts') ? [rel] : [];
  });
}

test('no controller or owner name, env name or Secret key of the profiles and owner catalogue appears in src/ TypeScript', async () => {
  const tokens = await facts();
  assert.ok(tokens.size > 30, `only ${tokens.size} facts collected: the collection is broken`);
  const found: string[] = [];
  for (const file of sources('src')) {
    const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    for (const token of tokens) {
      if (ELSEWHERE[token]?.includes(file)) continue;
      const word = new RegExp(
        `(^|[^\\w.-])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`,
        KINDS.has(token) ? '' : 'i',
      );
      const at = lines.findIndex((l) => word.test(l));
      if (at >= 0) found.push(`${file}:${at + 1}: ${token}`);
    }
  }
  assert.deepEqual(found, []);
});

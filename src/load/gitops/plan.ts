// How each engine's objects become plans: loaded by index.ts only when an input names a GitOps API group (with
// the Helm values code they use), so a check of plain manifests never loads it (docs/performance.md, Start-up).
export { argoApplication, type PlanContext } from './argocd.js';
export { applicationSet } from './appset.js';
export { dataRefs, fluxHelmRelease, fluxKustomization, substitute, type FluxObjects } from './flux.js';

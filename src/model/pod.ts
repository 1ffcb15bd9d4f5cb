/** What a pod workload runs: its pod spec, ServiceAccount, the images of its containers, and the opt-in label. */
import { get, isObj, str, type Obj } from '../core/object.js';
import type { Resource } from '../core/resource.js';

export function serviceAccountOf(w: Resource): string {
  return str(podSpecOf(w)?.serviceAccountName) || str(podSpecOf(w)?.serviceAccount) || 'default';
}

export function podSpecOf(w: Resource): Obj | undefined {
  const spec = get(w.body, 'spec', 'template', 'spec');
  return isObj(spec) ? spec : undefined;
}

/** A workload label naming the profile of its certificate writer: the explicit opt-in (docs/profiles.md). */
export const PROFILE_LABEL = 'webhook-cert-gate.io/profile';

/** The image's repository (registry, tag and digest ignored) is one of `repos` or ends in `/` and one of them. */
export function imageIsOneOf(image: unknown, repos: readonly string[]): boolean {
  if (typeof image !== 'string') return false;
  const end = repoEnd(image);
  for (let i = 0; i < repos.length; i++) if (repoIs(image, end, repos[i]!)) return true;
  return false;
}

/** The entry whose `match.images` names the image most precisely (the longest pattern that matches), if any. */
export function mostPreciseMatch<T extends { match?: { images?: readonly string[] } }>(
  image: unknown,
  entries: readonly T[],
): T | undefined {
  if (typeof image !== 'string') return undefined;
  const end = repoEnd(image);
  let best: T | undefined;
  let length = -1;
  for (const e of entries)
    for (const repo of e.match?.images ?? [])
      if (repo.length > length && repoIs(image, end, repo)) [best, length] = [e, repo.length];
  return best;
}

/**
 * Whether the image's repository (imageRepo, ending at `end`) is `repo` or ends in `/repo`, compared in place:
 * this runs for every container of every workload and profile, so it slices nothing.
 */
function repoIs(image: string, end: number, repo: string): boolean {
  const start = end - repo.length;
  if (start < 0 || !image.startsWith(repo, start)) return false;
  return start === 0 || image.charCodeAt(start - 1) === 47;
}

/** A repository (imageRepo) is `img` or ends in `/img`: the catalogue's image match. */
export function repoMatches(repo: string, img: string): boolean {
  return repoIs(repo, repo.length, img);
}

/** `registry.example/team/manager:v1.5@sha256:…` without tag and digest: `registry.example/team/manager`. */
export function imageRepo(image: string | undefined): string | undefined {
  return image ? image.slice(0, repoEnd(image)) : undefined;
}

/** The tag of an image reference (`v1.5` of `team/manager:v1.5@sha256:…`), undefined when it has none. */
export function imageTag(image: string | undefined): string | undefined {
  if (!image) return undefined;
  const repo = repoEnd(image);
  return image[repo] === ':' ? image.slice(repo + 1).split('@')[0] : undefined;
}

/** Where the repository part of an image reference ends: before `@digest`, and before a `:tag` after the last `/`. */
function repoEnd(image: string): number {
  const at = image.indexOf('@');
  const end = at < 0 ? image.length : at;
  const colon = image.lastIndexOf(':', end - 1);
  return colon > image.lastIndexOf('/', end - 1) ? colon : end;
}

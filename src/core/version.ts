// Release versions as image tags spell them (v1.2.3, 1.2, 3.24.0-beta.0): enough to place a tag in a range.

/** [major, minor, patch] of a tag that is a version, else undefined (latest, main, a commit). */
export function parseVersion(tag: string | undefined): [number, number, number] | undefined {
  const m = tag && /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+][0-9A-Za-z.-]*)?$/.exec(tag);
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : undefined;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Whether the tag is a version outside [min, below). A prerelease counts as its release (3.24.0-beta.0 is
 * 3.24.0): ranges here are read from releases, and a prerelease carries the next release's code.
 */
export function outsideRange(tag: string | undefined, range: { min?: string; below?: string }): boolean {
  const v = parseVersion(tag);
  if (!v) return false;
  const min = parseVersion(range.min);
  const below = parseVersion(range.below);
  return Boolean((min && compare(v, min) < 0) || (below && compare(v, below) >= 0));
}

/** `from 1.2 below 2`, as messages and docs say a range. */
export function describeRange(range: { min?: string; below?: string }): string {
  return [range.min && `from ${range.min}`, range.below && `below ${range.below}`].filter(Boolean).join(' ');
}

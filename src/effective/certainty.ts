/**
 * Certainty from evidence, stated once (docs/effective-state.md, "Certainty"). An owner proves that it writes
 * when the manifests plus the model show it: a catalogued or profiled controller recognised by its image, name
 * or opt-in label, whose settings as rendered make it write. RBAC alone, an uncatalogued image or a setting the
 * manifests cannot show leave it a possible writer: warnings only, naming the fact that would settle it.
 */
import type { Owner } from './types.js';

/** The owner's writing is proven: it may make an error. Otherwise only a warning, naming `settle`. */
export function provesWriting(owner: Pick<Owner, 'certain'>): boolean {
  return owner.certain !== false;
}

/** An owner whose writing depends on `settle`, a fact the inputs do not show. */
export function unproven(settle: string): Pick<Owner, 'certain' | 'settle'> {
  return { certain: false, settle };
}

// The one reading of a container's command line, as Go's flag and pflag packages read it: the catalogue's
// settings (effective/settings.ts) and the profiles' feature gates (workload.ts) both go through it.
import { arr, type Obj, type PathSegment } from '../core/object.js';

/** A container and where it sits in its workload (paths of the arguments found start there). */
export interface ContainerArgs {
  container: Obj;
  path: PathSegment[];
}

/** Go strconv.ParseBool's true values. */
export const TRUE_VALUES = ['1', 't', 'T', 'TRUE', 'true', 'True'];
/** Go's strconv.ParseBool spellings of false. */
export const FALSE_VALUES = ['0', 'f', 'F', 'FALSE', 'false', 'False'];

export function flagArgs(at: ContainerArgs): { v: string; path: PathSegment[] }[] {
  const args: { v: string; path: PathSegment[] }[] = [];
  for (const field of ['command', 'args'] as const) {
    arr(at.container[field]).forEach((v, i) => {
      if (typeof v === 'string') args.push({ v, path: [...at.path, field, i] });
    });
  }
  return args;
}

/** Every occurrence of a flag whose Set appends (a repeatable flag.Value), in order; the path of the last. */
export function repeatedFlag(
  at: ContainerArgs,
  name: string,
): { state: 'value'; value: string; path: PathSegment[] } | undefined {
  const args = flagArgs(at);
  const values: string[] = [];
  let path: PathSegment[] | undefined;
  args.forEach((a, i) => {
    const bare = a.v.replace(/^--?/, '');
    if (bare === a.v) return;
    const next = args[i + 1];
    if (bare.startsWith(name + '=')) [values[values.length], path] = [bare.slice(name.length + 1), a.path];
    else if (bare === name && next) [values[values.length], path] = [next.v, next.path];
  });
  return path ? { state: 'value', value: values.join(','), path } : undefined;
}

export function flagValue(
  at: ContainerArgs,
  name: string,
  boolean: boolean,
): { state: 'value'; value: string; path: PathSegment[] } | undefined {
  const args = flagArgs(at);
  // The last occurrence wins, as with Go's flag and pflag packages.
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i]!;
    const bare = a.v.replace(/^--?/, '');
    if (bare === a.v) continue;
    if (bare.startsWith(name + '=')) return { state: 'value', value: bare.slice(name.length + 1), path: a.path };
    if (bare !== name) continue;
    if (boolean) return { state: 'value', value: 'true', path: a.path };
    const next = args[i + 1];
    return next ? { state: 'value', value: next.v, path: next.path } : undefined;
  }
  return undefined;
}

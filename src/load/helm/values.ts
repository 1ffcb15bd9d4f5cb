import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadOneDocument } from '../one-document.js';
import { InputError } from '../../core/errors.js';
import { isObj, type Obj, type PathSegment } from '../../core/object.js';
import type { SourceDoc } from '../../core/resource.js';
import { describeFsError, displayPath } from '../files.js';
import { locate } from '../position.js';
import { coalesceValues, copyValues, mergeValues } from './merge.js';
import { parseSet, SetSyntaxError } from './strvals.js';

/** One source of values, in Helm's order of precedence (chart defaults lowest). */
export interface ValuesLayer {
  kind: 'chart' | 'file' | 'set';
  values: Obj;
  /** Display path of the file; for `--set`, the flag as typed. */
  file: string;
  doc?: SourceDoc;
  /** Where a key of these values is written, when they sit inside another object (an application's inline values). */
  place?: (key: readonly PathSegment[]) => Written;
}

/** A place in an input file. */
export interface Written {
  file: string;
  line: number;
  column: number;
}

/** Where a value came from: the place to point a finding at. */
export interface ValueOrigin {
  file: string;
  line: number;
  column: number;
  /** Said next to the message when the file alone does not tell it (chart default, --set). */
  note?: string;
}

export interface SetFlag {
  text: string;
  asString: boolean;
  /** Where the flag is written, when it is not typed on a command line (an application's helm parameter). */
  written?: { name: string; place: () => Written };
}

/** The effective values of one release, and for each key the layer that set it. */
export class MergedValues {
  readonly values: Obj;
  private readonly user: ValuesLayer[];

  constructor(
    private readonly chart: ValuesLayer | undefined,
    files: readonly ValuesLayer[],
    sets: readonly SetFlag[] = [],
  ) {
    // Helm applies every --set before every --set-string, whatever the order on the command line.
    const ordered = [...sets.filter((f) => !f.asString), ...sets.filter((f) => f.asString)];
    this.user = [...files, ...ordered.map(setLayer)];
    let merged: Obj = {};
    for (const layer of files) merged = mergeValues(merged, layer.values);
    merged = copyValues(merged);
    for (const s of ordered) applySet(s, merged);
    this.values = chart ? coalesceValues(merged, chart.values) : merged;
  }

  get(key: readonly PathSegment[]): unknown {
    let cur: unknown = this.values;
    for (const k of key) {
      if (typeof k === 'number' ? !Array.isArray(cur) : !isObj(cur)) return undefined;
      cur = (cur as Record<string | number, unknown>)[k];
    }
    return cur ?? undefined;
  }

  /** The values of each layer the user gave (files and flags, not the chart's values.yaml), in order. */
  given(): Obj[] {
    return this.user.map((l) => l.values);
  }

  /** The last layer that set `key`; the chart's values.yaml when no user layer did. */
  origin(key: readonly PathSegment[]): ValueOrigin | undefined {
    if (this.get(key) === undefined) return undefined;
    for (let i = this.user.length - 1; i >= 0; i--) {
      const layer = this.user[i]!;
      const found = probe(layer.values, key, layer.kind === 'set');
      if (found === 'hit') return positionIn(layer, key);
      if (found === 'blocked') break; // this layer replaced or deleted a parent: nothing older shows through
    }
    if (this.chart && probe(this.chart.values, key, false) === 'hit') return positionIn(this.chart, key);
    return undefined;
  }
}

/** Does `layer` hold `key`? 'blocked' when a parent is a scalar, null or (in a file) a list that lacks the index. */
function probe(values: Obj, key: readonly PathSegment[], isSet: boolean): 'hit' | 'miss' | 'blocked' {
  let cur: unknown = values;
  for (const k of key) {
    if (isObj(cur) && typeof k === 'string') {
      if (!(k in cur)) return 'miss';
      cur = cur[k];
    } else if (Array.isArray(cur) && typeof k === 'number') {
      // `--set a[2]=x` pads a[0], a[1] with null and merges into the list below it; a file's list replaces it.
      if (k >= cur.length || cur[k] === null) return isSet ? 'miss' : 'blocked';
      cur = cur[k];
    } else {
      return 'blocked';
    }
  }
  return cur === null ? 'blocked' : 'hit';
}

function positionIn(layer: ValuesLayer, key: readonly PathSegment[]): ValueOrigin {
  if (layer.place)
    return { ...layer.place(key), ...(layer.kind === 'set' ? { note: `value from ${layer.file}` } : {}) };
  if (layer.kind === 'set') return { file: '--set', line: 1, column: 1, note: `value from ${layer.file}` };
  const pos = layer.doc ? locate(layer.doc, key) : { line: 1, column: 1 };
  return { file: layer.file, ...pos, ...(layer.kind === 'chart' ? { note: 'chart default' } : {}) };
}

function applySet(flag: SetFlag, dest: Obj): void {
  try {
    parseSet(flag.text, dest, flag.asString);
  } catch (e) {
    if (e instanceof SetSyntaxError) throw new InputError(`${flagName(flag)} ${flag.text}: ${e.message}`);
    throw e;
  }
}

function flagName(flag: SetFlag): string {
  return flag.asString ? '--set-string' : '--set';
}

/** A `--set` flag as a layer of its own, so origins can tell which flag set a key. */
export function setLayer(flag: SetFlag): ValuesLayer {
  const values: Obj = {};
  applySet(flag, values);
  const w = flag.written;
  if (w) return { kind: 'set', values, file: `${w.name} ${flag.text}`, place: () => w.place() };
  return { kind: 'set', values, file: `${flagName(flag)} ${flag.text}` };
}

/** Reads a values file (or a chart's values.yaml) as Helm does: one YAML document holding a map. */
export async function readValuesFile(file: string, cwd: string, kind: 'chart' | 'file'): Promise<ValuesLayer> {
  const abs = path.resolve(cwd, file);
  const shown = displayPath(abs, cwd);
  const text = await readFile(abs, 'utf8').catch((e: unknown) => {
    throw new InputError(`${shown}: ${describeFsError(e as NodeJS.ErrnoException)}`);
  });
  return valuesLayer(shown, text, kind);
}

export function valuesLayer(file: string, text: string, kind: 'chart' | 'file'): ValuesLayer {
  let data: unknown;
  try {
    data = loadOneDocument(text);
  } catch (e) {
    const err = e as { reason?: string; mark?: { line: number } };
    throw new InputError(
      `${file}:${(err.mark?.line ?? 0) + 1}: values file does not parse: ${err.reason ?? String(e)}`,
    );
  }
  if (data !== null && data !== undefined && !isObj(data))
    throw new InputError(`${file}: a values file must hold a map of keys`);
  const doc: SourceDoc = { file, index: 0, text, startLine: 1, startOffset: 0 };
  return { kind, values: (data as Obj | null) ?? {}, file, doc };
}

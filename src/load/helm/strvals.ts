// Helm's `--set` syntax (helm/helm pkg/strvals/parser.go), re-implemented so a values finding means
// what `helm install --set` would have rendered: `a.b=x`, `a[0].b=x`, `a\.b=x`, `a={x,y}`, `k1=v1,k2=v2`,
// and Helm's typing (true/false/null, integers not starting with 0; everything else a string).
import { isObj, type Obj } from '../../core/object.js';
import { scalarText } from '../../core/scalar.js';

export class SetSyntaxError extends Error {
  override name = 'SetSyntaxError';
}

const MAX_INDEX = 65536;
const MAX_NESTING = 30;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Parses one `--set` (or `--set-string` when `asString`) argument into `dest`, as Helm's ParseInto does. */
export function parseSet(text: string, dest: Obj, asString = false): void {
  const parser = new Parser(text, asString);
  while (parser.key(dest, 0) !== 'eof');
}

/** Helm's typing of a `--set` value. */
export function typedValue(v: string, asString = false): unknown {
  if (asString) return v;
  const lower = v.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (lower === 'null') return null;
  if (v === '0') return 0;
  if (v !== '' && v[0] !== '0' && /^[+-]?\d+$/.test(v)) {
    const n = BigInt(v);
    if (n >= INT64_MIN && n <= INT64_MAX) return Number(n);
  }
  return v;
}

type Step = 'ok' | 'eof';
const NOT_LIST = Symbol('not a list');

class Parser {
  private readonly runes: string[];
  private pos = 0;

  constructor(
    text: string,
    private readonly asString: boolean,
  ) {
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- Go's strvals reads runes: code points, as the spread gives
    this.runes = [...text];
  }

  key(data: Obj, level: number): Step {
    const { text: k, last } = this.until('=[,.');
    if (last === undefined) {
      if (k === '') return 'eof';
      throw new SetSyntaxError(`key "${k}" has no value`);
    }
    if (last === '[') {
      const index = this.index();
      const existing = data[k];
      if (existing !== undefined && !Array.isArray(existing))
        throw new SetSyntaxError(`unable to parse key: ${k} is not a list`);
      const { list, step } = this.listItem(existing ? (existing as unknown[]) : [], index, level);
      set(data, k, list);
      return step;
    }
    if (last === '=') {
      const list = this.valueList();
      if (list === 'eof') {
        set(data, k, '');
        return 'eof';
      }
      set(data, k, list === NOT_LIST ? typedValue(this.until(',').text, this.asString) : list);
      return 'ok';
    }
    if (last === ',') throw new SetSyntaxError(`key "${k}" has no value (cannot end with ,)`);
    // last === '.': descend into (or create) a map.
    if (++level > MAX_NESTING)
      throw new SetSyntaxError(
        `value name nested level is greater than maximum supported nested level of ${MAX_NESTING}`,
      );
    const existing = data[k];
    if (existing !== undefined && !isObj(existing)) throw new SetSyntaxError(`unable to parse key: ${k} is not a map`);
    const inner = existing ?? {};
    const step = this.key(inner, level);
    if (step === 'ok' && Object.keys(inner).length === 0) throw new SetSyntaxError(`key map "${k}" has no value`);
    if (Object.keys(inner).length) set(data, k, inner);
    return step;
  }

  private listItem(list: unknown[], i: number, level: number): { list: unknown[]; step: Step } {
    if (i < 0) throw new SetSyntaxError(`negative ${i} index not allowed`);
    const { text: k, last } = this.until('[.=');
    if (k !== '') throw new SetSyntaxError(`unexpected data at end of array index: "${k}"`);
    if (last === undefined) return { list, step: 'eof' };
    if (last === '=') {
      const values = this.valueList();
      if (values === 'eof') return { list: setIndex(list, i, ''), step: 'ok' };
      const v = values === NOT_LIST ? typedValue(this.until(',').text, this.asString) : values;
      return { list: setIndex(list, i, v), step: 'ok' };
    }
    if (last === '[') {
      const next = this.index();
      const existing = list.length > i ? list[i] : undefined;
      if (existing !== undefined && existing !== null && !Array.isArray(existing))
        throw new SetSyntaxError(`unable to parse key: index ${i} is not a list`);
      const inner = this.listItem(Array.isArray(existing) ? existing : [], next, level);
      return { list: setIndex(list, i, inner.list), step: inner.step };
    }
    // last === '.': a map inside the list; an element of another type is replaced, as Helm does.
    let inner: Obj = {};
    if (list.length > i) {
      if (!isObj(list[i])) list[i] = {};
      inner = list[i] as Obj;
    }
    const step = this.key(inner, level);
    if (step === 'eof') return { list, step };
    return { list: setIndex(list, i, inner), step };
  }

  private index(): number {
    const { text, last } = this.until(']');
    if (last === undefined) throw new SetSyntaxError('error parsing index: unexpected end of input');
    if (!/^[+-]?\d+$/.test(text)) throw new SetSyntaxError(`error parsing index: "${text}" is not a number`);
    return Number(text);
  }

  /** `{a,b}` after `=`; NOT_LIST when the value is a scalar, 'eof' when nothing follows `=`. */
  private valueList(): unknown[] | typeof NOT_LIST | 'eof' {
    const first = this.runes[this.pos];
    if (first === undefined) return 'eof';
    if (first !== '{') return NOT_LIST;
    this.pos++;
    const list: unknown[] = [];
    for (;;) {
      const { text, last } = this.until(',}');
      if (last === undefined) throw new SetSyntaxError("list must terminate with '}'");
      list.push(typedValue(text, this.asString));
      if (last === '}') {
        if (this.runes[this.pos] === ',') this.pos++;
        return list;
      }
    }
  }

  /** Reads up to (and consumes) one of `stops`; a backslash takes the next character literally. */
  private until(stops: string): { text: string; last?: string } {
    let text = '';
    while (this.pos < this.runes.length) {
      const r = this.runes[this.pos++]!;
      if (stops.includes(r)) return { text, last: r };
      if (r === '\\') {
        if (this.pos >= this.runes.length) return { text };
        text += this.runes[this.pos++]!;
      } else {
        text += r;
      }
    }
    return { text };
  }
}

function set(data: Obj, key: string, value: unknown): void {
  if (key !== '') data[key] = value;
}

function setIndex(list: unknown[], i: number, value: unknown): unknown[] {
  if (i < 0) throw new SetSyntaxError(`negative ${i} index not allowed`);
  if (i > MAX_INDEX) throw new SetSyntaxError(`index of ${i} is greater than maximum supported index of ${MAX_INDEX}`);
  while (list.length <= i) list.push(null);
  list[i] = value;
  return list;
}

/**
 * A values scalar as text, as String() writes it (Go's templates print numbers and booleans the same way);
 * a map or list, which no caller expects there, as its type tag.
 */
export function valueText(v: unknown): string {
  return scalarText(v) ?? (v === null || v === undefined ? String(v) : Object.prototype.toString.call(v));
}

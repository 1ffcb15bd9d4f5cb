import { defineMappingTag, defineScalarTag, defineSequenceTag, NOT_RESOLVED, Schema, seqTag, strTag } from 'js-yaml';

/**
 * A js-yaml schema that reads values as kubectl does: go-yaml v2 resolves plain scalars (YAML 1.1 forms:
 * yes/no/on/off/y/n, 0777 octals, 1_000, 0b1010), sigs.k8s.io/yaml turns the result into JSON (non-string
 * keys become strings, a null key or .inf/.nan cannot be converted). The resolvers mirror go-yaml v2's
 * resolve.go; js-yaml dispatches them by first character, so keys such as `spec` never reach them.
 */

/**
 * A plain `<<` (or `!!merge <<`): a merge when it is a key, as go-yaml v2 applies it (in document order, later
 * writes win); anywhere else go-yaml keeps its text, the string "<<" (see placed).
 */
const MERGE = Symbol('merge');

/** go-yaml v2's resolve table: the plain scalars it reads by name. */
const SCALARS = new Map<string, unknown>();
for (const s of ['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']) SCALARS.set(s, true);
for (const s of ['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']) SCALARS.set(s, false);
for (const s of ['', '~', 'null', 'Null', 'NULL']) SCALARS.set(s, null);
for (const s of ['.nan', '.NaN', '.NAN']) SCALARS.set(s, NaN);
for (const s of ['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF']) SCALARS.set(s, Infinity);
for (const s of ['-.inf', '-.Inf', '-.INF']) SCALARS.set(s, -Infinity);
SCALARS.set('<<', MERGE);

type Resolved = { kind: 'null' | 'bool' | 'int' | 'float' | 'timestamp' | 'str'; value: unknown };

const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;
const TIMESTAMP =
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

const isNumberStart = (c: number) => c === 43 || c === 45 || (c >= 48 && c <= 57);
const withoutUnderscores = (s: string) => (s.includes('_') ? s.replaceAll('_', '') : s);

/** go-yaml v2's float for a plain scalar (ParseFloat after its YAML float pattern), or undefined. */
function floatOf(s: string): number | undefined {
  const plain = withoutUnderscores(s);
  if (!YAML_FLOAT.test(plain)) return undefined;
  const f = Number(plain);
  return Number.isFinite(f) ? f : undefined; // ParseFloat refuses what overflows
}

/**
 * go-yaml v2's value of an untagged plain scalar, or NOT_RESOLVED for a string. Runs for every plain
 * scalar whose first character could start something else, keys included: no allocation on the way.
 */
function implicitValue(s: string): unknown {
  const known = SCALARS.get(s);
  if (known !== undefined) return known;
  const c = s.charCodeAt(0);
  if (c === 46) return DOT_FLOAT.test(s) ? Number(s) : NOT_RESOLVED;
  if (isNumberStart(c)) return goParseInt(withoutUnderscores(s)) ?? floatOf(s) ?? NOT_RESOLVED;
  return NOT_RESOLVED;
}

/** go-yaml v2's resolve() with the kind it found, for explicit tags and keys (timestamps stay strings in interface{}). */
function resolvePlain(s: string, timestamps = false): Resolved {
  const known = s === '<<' ? undefined : SCALARS.get(s);
  if (known !== undefined)
    return { kind: known === null ? 'null' : typeof known === 'boolean' ? 'bool' : 'float', value: known };
  const c = s.charCodeAt(0);
  if (c === 46 && DOT_FLOAT.test(s)) return { kind: 'float', value: Number(s) };
  if (isNumberStart(c)) {
    if (timestamps && TIMESTAMP.test(s)) return { kind: 'timestamp', value: s };
    const int = goParseInt(withoutUnderscores(s));
    if (int !== undefined) return { kind: 'int', value: int };
    const f = floatOf(s);
    if (f !== undefined) return { kind: 'float', value: f };
  }
  return { kind: 'str', value: s };
}

/**
 * An integer a double cannot hold exactly, kept exact until it is placed: a value becomes its number (JSON
 * in JS has no more), a key its exact digits (sigs.k8s.io/yaml formats an int64 key exactly) or, for a
 * uint64 beyond int64, a refusal, as sigs.k8s.io/yaml refuses that key type.
 */
class BigInteger extends Number {
  constructor(
    readonly exact: bigint,
    readonly unsigned: boolean,
  ) {
    super(Number(exact));
  }
}

/**
 * A constructed value as JSON holds it: an exact big integer becomes its number. A short sequence is copied
 * at its exact length: built by push, it kept room for 17 items (a list of one kept 128 bytes of nothing
 * for as long as the document, and the garbage collector copied them). A `<<` that is not a key is its text.
 */
export const placed = (v: unknown): unknown =>
  v === MERGE ? '<<' : v instanceof BigInteger ? v.valueOf() : Array.isArray(v) && v.length < 17 ? v.slice() : v;

/** strconv.ParseInt(s, 0, 64), falling back to ParseUint(s, 0, 64) as go-yaml does; undefined when neither parses. */
function goParseInt(s: string): number | BigInteger | undefined {
  let i = 0;
  const sign = s[0] === '-' || s[0] === '+' ? s[i++] : '';
  let base = 10;
  if (s[i] === '0' && s.length > i + 1) {
    const p = s[i + 1]!.toLowerCase();
    if (p === 'x') [base, i] = [16, i + 2];
    else if (p === 'o') [base, i] = [8, i + 2];
    else if (p === 'b') [base, i] = [2, i + 2];
    else [base, i] = [8, i + 1];
  }
  const digits = s.slice(i);
  const valid = base === 16 ? /^[0-9a-fA-F]+$/ : base === 8 ? /^[0-7]+$/ : base === 2 ? /^[01]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return undefined;
  if (base === 10 && digits.length <= 15) {
    const n = Number(digits); // exact, and far inside int64
    return sign === '-' && n !== 0 ? -n : n;
  }
  const prefix = base === 16 ? '0x' : base === 8 ? '0o' : base === 2 ? '0b' : '';
  let n = BigInt(prefix + digits);
  if (sign === '-') n = -n;
  const safe = n >= -BigInt(Number.MAX_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER);
  if (n >= INT64_MIN && n <= INT64_MAX) return safe ? Number(n) : new BigInteger(n, false);
  return sign === '' && n <= UINT64_MAX ? new BigInteger(n, true) : undefined; // ParseUint takes no sign
}

const implicitScalar = defineScalarTag<unknown>('tag:webhook-cert-gate,kubectl:implicit', {
  implicit: true,
  implicitFirstChars: [
    '',
    '~',
    'y',
    'Y',
    'n',
    'N',
    't',
    'T',
    'f',
    'F',
    'o',
    'O',
    '.',
    '+',
    '-',
    '<',
    '0',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
  ],
  resolve: implicitValue,
  identify: () => false,
});

const RESOLVABLE = new Set(['bool', 'int', 'float', 'null', 'timestamp']);
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Every explicit tag but !!str. go-yaml v2 resolves !!int, !!bool, ... by the plain rules and refuses a
 * mismatch, decodes !!binary to a string, reads `!!merge <<` as a merge, and keeps the text of any other tag.
 */
const explicitScalar = defineScalarTag<unknown>('', {
  matchByTagPrefix: true,
  resolve: (s, _explicit, tagName) => {
    const short = tagName.startsWith('tag:yaml.org,2002:') ? tagName.slice(18) : '';
    if (short === 'merge' && s === '<<') return MERGE;
    if (short === 'binary') {
      const b64 = s.replace(/[\r\n]/g, '');
      return BASE64.test(b64) ? Buffer.from(b64, 'base64').toString('utf8') : NOT_RESOLVED;
    }
    if (!RESOLVABLE.has(short)) return s;
    const r = resolvePlain(s, short === 'timestamp');
    if (r.kind === short) return r.value;
    if (short === 'float' && r.kind === 'int') return r.value;
    return NOT_RESOLVED;
  },
  identify: () => false,
});

type Obj = Record<string, unknown>;

function setKey(o: Obj, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(o, key, { value, enumerable: true, configurable: true, writable: true });
  else o[key] = value;
}

const isMap = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** sigs.k8s.io/yaml's key conversion: strings, ints, floats (as float32 %g) and bools become strings. */
function jsonKey(key: unknown): string | undefined {
  if (typeof key === 'string') return key;
  if (key instanceof BigInteger) return key.unsigned ? undefined : String(key.exact);
  if (typeof key === 'boolean') return String(key);
  if (typeof key === 'number') return Number.isInteger(key) ? String(key) : float32G(key);
  return undefined;
}

/** strconv.FormatFloat(f, 'g', -1, 32): the shortest float32 digits, %e when the exponent is < -4 or >= 6. */
function float32G(f: number): string {
  if (!Number.isFinite(f)) return Number.isNaN(f) ? '.nan' : f > 0 ? '.inf' : '-.inf';
  const f32 = Math.fround(f);
  let digits = '';
  for (let p = 1; p <= 9; p++) {
    digits = f32.toExponential(p - 1);
    if (Math.fround(Number(digits)) === f32) break;
  }
  const [mantissa, e] = digits.split('e') as [string, string];
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${mantissa}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return String(Number(digits));
}

const NOT_JSON = 'kubectl cannot convert .inf or .nan to JSON';
const isBadNumber = (v: unknown): boolean => typeof v === 'number' && !Number.isFinite(v);

function merge(into: Obj, value: unknown): string {
  const sources: unknown[] = Array.isArray(value) ? (value as unknown[]).slice().reverse() : [value];
  if (!sources.every(isMap)) return 'map merge requires map or sequence of maps as the value';
  for (const source of sources) for (const k of Object.keys(source)) setKey(into, k, source[k]);
  return '';
}

function unsupportedKey(key: unknown): string {
  if (key === null) return 'unsupported map key: null (sigs.k8s.io/yaml cannot convert it to JSON)';
  if (key instanceof BigInteger)
    return 'unsupported map key of type uint64 (an integer beyond int64; sigs.k8s.io/yaml cannot convert it to JSON)';
  return 'invalid map key: a mapping or sequence';
}

function mappingTag(tagName: string, matchByTagPrefix: boolean) {
  return defineMappingTag<Obj>(tagName, {
    matchByTagPrefix,
    create: () => ({}),
    addPair: (o, key, raw) => {
      const value = placed(raw);
      if (isBadNumber(value)) return NOT_JSON;
      if (typeof key === 'string' && key !== '__proto__') {
        o[key] = value;
        return '';
      }
      if (key === MERGE) return merge(o, value);
      const k = jsonKey(key);
      if (k === undefined) return unsupportedKey(key);
      setKey(o, k, value);
      return '';
    },
    has: (o, key) => typeof key === 'string' && Object.prototype.hasOwnProperty.call(o, key),
    keys: (o) => Object.keys(o),
    get: (o, key) => o[String(key)],
    identify: isMap,
  });
}

function sequenceTag(tagName: string, matchByTagPrefix: boolean) {
  return defineSequenceTag<unknown[]>(tagName, {
    matchByTagPrefix,
    create: () => [],
    addItem: (a, raw) => {
      const item = placed(raw);
      if (isBadNumber(item)) return NOT_JSON;
      a.push(item);
    },
    identify: Array.isArray,
  });
}

/** The schema kubectl's decoder amounts to. Tags it does not know keep their plain value, as go-yaml v2 does. */
export const KUBECTL_SCHEMA = new Schema([
  strTag,
  implicitScalar,
  explicitScalar,
  sequenceTag(seqTag.tagName, false),
  sequenceTag('', true),
  mappingTag('tag:yaml.org,2002:map', false),
  mappingTag('', true),
]);

/** A document's value as sigs.k8s.io/yaml would marshal it: a bare .inf or .nan cannot be. */
export function jsonValueError(value: unknown): string | undefined {
  return isBadNumber(value) ? NOT_JSON : undefined;
}

/** The JSON key kubectl makes of a plain key's text (`on` is "true", `010` is "8"). */
export function plainKeyString(text: string): string {
  if (text === '<<') return text;
  // implicitValue is resolvePlain without timestamps and without allocating: this runs for every key a locate walks.
  const value = implicitValue(text);
  return value === NOT_RESOLVED ? text : (jsonKey(value) ?? text);
}

/**
 * A minimal strict DER reader: enough for X.509 certificates. Works on Buffer slices without copying,
 * which keeps a chain verification well under a millisecond.
 */
export class DerError extends Error {
  override name = 'DerError';
}

export interface Tlv {
  tag: number;
  /** Offset of the tag byte in buf. */
  start: number;
  /** Offset of the first content byte. */
  body: number;
  /** Offset just past the element. */
  end: number;
  buf: Buffer;
}

export function readTlv(buf: Buffer, pos: number, limit = buf.length): Tlv {
  if (pos + 2 > limit) throw new DerError('truncated element');
  const tag = buf[pos]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tags are not supported');
  let len = buf[pos + 1]!;
  let body = pos + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new DerError('bad length');
    if (body + n > limit) throw new DerError('truncated length');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[body + i]!;
    if (buf[body] === 0 || len < 0x80) throw new DerError('non-minimal length');
    body += n;
  }
  const end = body + len;
  if (end > limit) throw new DerError('truncated element');
  return { tag, start: pos, body, end, buf };
}

/** The element's content bytes. */
export function content(t: Tlv): Buffer {
  return t.buf.subarray(t.body, t.end);
}

/** The whole element, header included. */
export function whole(t: Tlv): Buffer {
  return t.buf.subarray(t.start, t.end);
}

/** Children of a constructed element. */
export function children(t: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let pos = t.body; pos < t.end;) {
    const c = readTlv(t.buf, pos, t.end);
    out.push(c);
    pos = c.end;
  }
  return out;
}

export function expectTag(t: Tlv | undefined, tag: number, what: string): Tlv {
  if (!t || t.tag !== tag) throw new DerError(`malformed ${what}`);
  return t;
}

/** cryptobyte's ReadASN1ObjectIdentifier: minimal base-128 components of at most 31 bits. */
export function decodeOid(b: Buffer): string {
  if (b.length === 0) throw new DerError('malformed OID');
  const parts: number[] = [];
  let v = 0;
  let n = 0;
  for (let i = 0; i < b.length; i++) {
    const byte = b[i]!;
    if ((n === 0 && byte === 0x80) || n === 5 || v >= 1 << 24) throw new DerError('malformed OID');
    v = v * 128 + (byte & 0x7f);
    n++;
    if (!(byte & 0x80)) {
      if (parts.length === 0) parts.push(v < 80 ? Math.floor(v / 40) : 2, v < 80 ? v % 40 : v - 80);
      else parts.push(v);
      v = 0;
      n = 0;
    } else if (i === b.length - 1) throw new DerError('malformed OID');
  }
  return parts.join('.');
}

/** Go's newOIDFromDER (certificate policies): any length, but minimal and not truncated. */
export function oidDerValid(b: Buffer): boolean {
  if (b.length === 0 || b[b.length - 1]! & 0x80) return false;
  let start = true;
  for (const byte of b) {
    if (start && byte === 0x80) return false;
    start = !(byte & 0x80);
  }
  return true;
}

/** cryptobyte's signed INTEGER read into an int64: minimal, at most 8 bytes. Returns a Number (or throws). */
export function int64(b: Buffer, what: string): number {
  integerSign(b);
  if (b.length > 8) throw new DerError(`malformed ${what}`);
  const v = BigInt.asIntN(b.length * 8, BigInt('0x' + b.toString('hex')));
  return Number(v);
}

/** Checks an INTEGER body for minimal encoding; returns its sign. */
export function integerSign(b: Buffer): -1 | 0 | 1 {
  if (b.length === 0) throw new DerError('malformed integer');
  if (b.length > 1 && ((b[0] === 0 && !(b[1]! & 0x80)) || (b[0] === 0xff && b[1]! & 0x80))) {
    throw new DerError('non-minimal integer');
  }
  if (b[0]! & 0x80) return -1;
  return b.length === 1 && b[0] === 0 ? 0 : 1;
}

/** A non-negative INTEGER that Go reads into a uint and accepts up to MaxInt (path lengths, versions). */
export function smallInt(b: Buffer): number {
  if (
    integerSign(b) < 0 ||
    b.length > 9 ||
    (b.length === 9 && b[0] !== 0) ||
    (b.length >= 8 && b[b.length - 8]! & 0x80)
  ) {
    throw new DerError('integer out of range');
  }
  let v = 0;
  for (const byte of b) v = v * 256 + byte;
  return v;
}

/** Bit count of a positive big-endian magnitude (INTEGER body, leading zero allowed). */
export function bitLength(b: Buffer): number {
  let i = 0;
  while (i < b.length && b[i] === 0) i++;
  if (i === b.length) return 0;
  return (b.length - i - 1) * 8 + (32 - Math.clz32(b[i]!));
}

/** Date.UTC without its 0-99 => 1900-1999 year mapping. */
function utcMs(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const dt = new Date(Date.UTC(2000, mo, d, h, mi, s));
  dt.setUTCFullYear(y, mo, d);
  return dt.getTime();
}

const UTC_TIME = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)?(Z|[+-]\d\d\d\d)$/;
const GENERALIZED_TIME = /^(\d\d\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(Z|[+-]\d\d\d\d)$/;

/**
 * UTCTime (0x17) or GeneralizedTime (0x18) as cryptobyte reads them: Go's time.Parse with
 * "060102150405Z0700" (falling back to minutes only), "20060102150405Z0700", and the text must
 * format back identically: so offsets are allowed but "+0000" is not, and fractions never are.
 */
export function decodeTime(t: Tlv): number {
  const s = content(t).toString('latin1');
  const m = t.tag === 0x17 ? UTC_TIME.exec(s) : t.tag === 0x18 ? GENERALIZED_TIME.exec(s) : null;
  if (t.tag !== 0x17 && t.tag !== 0x18) throw new DerError('unsupported time format');
  if (!m) throw new DerError(t.tag === 0x17 ? 'malformed UTCTime' : 'malformed GeneralizedTime');
  let year = Number(m[1]);
  if (t.tag === 0x17) year += year < 69 ? 2000 : 1900;
  const [mo, d, h, mi] = [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
  const se = m[6] === undefined ? 0 : Number(m[6]);
  const back = new Date(utcMs(year, mo - 1, d, h, mi, se));
  const tz = m[7]!;
  const oh = tz === 'Z' ? 0 : Number(tz.slice(1, 3));
  const om = tz === 'Z' ? 0 : Number(tz.slice(3, 5));
  if (
    mo < 1 ||
    mo > 12 ||
    back.getUTCDate() !== d ||
    back.getUTCMonth() !== mo - 1 ||
    h > 23 ||
    mi > 59 ||
    se > 59 ||
    oh > 24 ||
    om > 59 ||
    (tz !== 'Z' && oh === 0 && om === 0)
  ) {
    throw new DerError(t.tag === 0x17 ? 'malformed UTCTime' : 'malformed GeneralizedTime');
  }
  // 2-digit years 50-68 read as 2050-2068 by time.Parse are moved back a century (RFC 5280).
  const century = t.tag === 0x17 && year >= 2050 ? -100 : 0;
  const sign = tz[0] === '-' ? -1 : 1;
  const utc = utcMs(year + century, mo - 1, d, h, mi, se) - sign * (oh * 60 + om) * 60_000;
  return utc;
}

/**
 * Reads the elements of a constructed value one by one, the way Go's cryptobyte does: whatever follows
 * the last element read is never looked at.
 */
export class Cursor {
  private pos: number;
  constructor(private readonly t: Tlv) {
    this.pos = t.body;
  }

  get done(): boolean {
    return this.pos >= this.t.end;
  }

  peekTag(): number | undefined {
    return this.done ? undefined : this.t.buf[this.pos];
  }

  /** The next element; throws DerError (with `what`) when it is missing, truncated or of another tag. */
  next(tag: number | undefined, what: string): Tlv {
    if (this.done) throw new DerError(`malformed ${what}`);
    let el: Tlv;
    try {
      el = readTlv(this.t.buf, this.pos, this.t.end);
    } catch {
      throw new DerError(`malformed ${what}`);
    }
    if (tag !== undefined && el.tag !== tag) throw new DerError(`malformed ${what}`);
    this.pos = el.end;
    return el;
  }

  /** The next element when its tag matches, else undefined. */
  optional(tag: number, what: string): Tlv | undefined {
    return this.peekTag() === tag ? this.next(tag, what) : undefined;
  }
}

/** A DER BOOLEAN: exactly one byte, 0x00 or 0xff. */
export function decodeBoolean(t: Tlv, what: string): boolean {
  const b = content(t);
  if (t.tag !== 0x01 || b.length !== 1 || (b[0] !== 0 && b[0] !== 0xff)) throw new DerError(`malformed ${what}`);
  return b[0] === 0xff;
}

/** A DER BIT STRING's bytes; unused bits must be zero, as cryptobyte requires. */
export function decodeBitString(t: Tlv, what: string): Buffer {
  const b = content(t);
  if (t.tag !== 0x03 || b.length === 0) throw new DerError(`malformed ${what}`);
  const unused = b[0]!;
  if (unused > 7 || (b.length === 1 && unused > 0) || (b.length > 1 && b[b.length - 1]! & ((1 << unused) - 1))) {
    throw new DerError(`malformed ${what}`);
  }
  return b.subarray(1);
}

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
  for (let pos = t.body; pos < t.end; ) {
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

export function decodeOid(b: Buffer): string {
  if (b.length === 0) throw new DerError('malformed OID');
  const parts: number[] = [];
  let v = 0;
  for (let i = 0; i < b.length; i++) {
    const byte = b[i]!;
    if (v === 0 && byte === 0x80) throw new DerError('malformed OID');
    v = v * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      if (parts.length === 0) parts.push(v < 80 ? Math.floor(v / 40) : 2, v < 80 ? v % 40 : v - 80);
      else parts.push(v);
      v = 0;
    } else if (i === b.length - 1) throw new DerError('malformed OID');
  }
  return parts.join('.');
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

/** Small non-negative INTEGER value (path lengths, versions). */
export function smallInt(b: Buffer): number {
  if (integerSign(b) < 0 || b.length > 6) throw new DerError('integer out of range');
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

/** Parses UTCTime (0x17) or GeneralizedTime (0x18) in the strict forms RFC 5280 requires. */
export function decodeTime(t: Tlv): number {
  const s = content(t).toString('latin1');
  let m: RegExpExecArray | null;
  let year: number;
  if (t.tag === 0x17) {
    m = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(s);
    if (!m) throw new DerError('malformed UTCTime');
    const yy = Number(m[1]);
    year = yy < 50 ? 2000 + yy : 1900 + yy;
  } else if (t.tag === 0x18) {
    m = /^(\d\d\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(s);
    if (!m) throw new DerError('malformed GeneralizedTime');
    year = Number(m[1]);
  } else {
    throw new DerError('unsupported time format');
  }
  const [mo, d, h, mi, se] = [2, 3, 4, 5, 6].map((i) => Number(m![i]));
  const ms = Date.UTC(year, mo! - 1, d, h, mi, se);
  const back = new Date(ms);
  if (back.getUTCMonth() !== mo! - 1 || back.getUTCDate() !== d || h! > 23 || mi! > 59 || se! > 59) {
    throw new DerError('malformed time');
  }
  return ms;
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

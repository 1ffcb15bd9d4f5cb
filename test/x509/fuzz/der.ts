/** DER encoding helpers for the fuzz generator: every field is built by hand so any quirk can be made. */

export function len(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export const tlv = (tag: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), len(body.length), body]);
};
export const seq = (...p: Buffer[]) => tlv(0x30, ...p);
export const set = (...p: Buffer[]) => tlv(0x31, ...p);
export const octet = (b: Buffer) => tlv(0x04, b);
export const bool = (v: boolean) => tlv(0x01, Buffer.from([v ? 0xff : 0]));
export const nul = () => Buffer.from([0x05, 0x00]);
export const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, 'utf8'));
export const printable = (s: string) => tlv(0x13, Buffer.from(s, 'latin1'));
export const ia5 = (tag: number, s: string) => tlv(tag, Buffer.from(s, 'latin1'));
/** Context-specific constructed [n]. */
export const ctx = (n: number, ...p: Buffer[]) => tlv(0xa0 | n, ...p);
export const bits = (b: Buffer, unused = 0) => tlv(0x03, Buffer.from([unused]), b);

/** Minimal two's-complement INTEGER body. */
export function intBody(v: bigint | number): Buffer {
  let n = BigInt(v);
  const bytes: number[] = [];
  if (n >= 0n) {
    do {
      bytes.unshift(Number(n & 0xffn));
      n >>= 8n;
    } while (n > 0n);
    if (bytes[0]! & 0x80) bytes.unshift(0);
  } else {
    do {
      bytes.unshift(Number(n & 0xffn));
      n >>= 8n;
    } while (n < -1n || !(bytes[0]! & 0x80));
  }
  return Buffer.from(bytes);
}
export const int = (v: bigint | number, tag = 0x02) => tlv(tag, intBody(v));

export function oidBody(s: string): Buffer {
  const p = s.split('.').map((x) => BigInt(x));
  const out: number[] = [];
  const push = (v: bigint) => {
    const chunk: number[] = [];
    let x = v;
    do {
      chunk.unshift(Number(x & 0x7fn));
      x >>= 7n;
    } while (x > 0n);
    for (let i = 0; i < chunk.length - 1; i++) chunk[i]! |= 0x80;
    out.push(...chunk);
  };
  push(40n * p[0]! + p[1]!);
  for (const v of p.slice(2)) push(v);
  return Buffer.from(out);
}
export const oid = (s: string) => tlv(0x06, oidBody(s));

export function bigFromBuf(b: Buffer): bigint {
  return b.length ? BigInt('0x' + b.toString('hex')) : 0n;
}
export function bufFromBig(v: bigint, size = 0): Buffer {
  let h = v.toString(16);
  if (h.length % 2) h = '0' + h;
  const b = Buffer.from(h, 'hex');
  return size > b.length ? Buffer.concat([Buffer.alloc(size - b.length), b]) : b;
}

/** Reads a DER element (short or long length) at pos: tag, body start and end. */
export function read(buf: Buffer, pos = 0): { tag: number; body: number; end: number } {
  const tag = buf[pos]!;
  let l = buf[pos + 1]!;
  let body = pos + 2;
  if (l & 0x80) {
    const n = l & 0x7f;
    l = 0;
    for (let i = 0; i < n; i++) l = l * 256 + buf[body + i]!;
    body += n;
  }
  return { tag, body, end: body + l };
}

/** The children of a constructed element's body. */
export function kids(buf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  const top = read(buf, 0);
  for (let p = top.body; p < top.end;) {
    const c = read(buf, p);
    out.push(buf.subarray(p, c.end));
    p = c.end;
  }
  return out;
}
export const bodyOf = (el: Buffer) => {
  const r = read(el, 0);
  return el.subarray(r.body, r.end);
};

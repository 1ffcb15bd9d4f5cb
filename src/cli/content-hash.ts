// A keyed 64-bit content hash for the code cache's entries (chunk-loader.ts), run as a few WebAssembly
// instructions. Why not node:crypto: loading it costs every process 3 ms on Node 20, 5 on Node 22 and 6-7 on
// Node 24 (docs/performance.md, "A safe cache or none"), more than the whole start-up budget allows, while
// this module compiles in microseconds and hashes ~1 MB in well under a millisecond. It detects damage and
// binds an entry to its install; it is not a MAC against an attacker (the cache folder's walk keeps others out).
//
// Per 8-byte word w: a = rotl(a + w·P2, 31)·P1; b = rotl(b ^ w, 29)·P3; then h = a ^ rotl(b, 32) ^ length,
// finished by MurmurHash3's fmix64. `referenceHash` is the same in BigInt arithmetic, for the tests.

const P1 = 0x9e3779b185ebca87n;
const P2 = 0xc2b2ae3d27d4eb4fn;
const P3 = 0x165667b19e3779f9n;
const C1 = 0xff51afd7ed558ccdn;
const C2 = 0xc4ceb9fe1a85ec53n;
const MASK = (1n << 64n) - 1n;

/** Signed LEB128 of a 64-bit constant, as WebAssembly's i64.const takes it. */
function sleb(value: bigint): number[] {
  let v = BigInt.asIntN(64, value);
  const out: number[] = [];
  for (;;) {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    const done = (v === 0n && (byte & 0x40) === 0) || (v === -1n && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

// Opcodes (WebAssembly 1.0). Locals: 0 len (i32, a multiple of 8), 1 seed (i64), 2 i (i32), 3 a, 4 b, 5 w (i64).
const get = (i: number) => [0x20, i];
const set = (i: number) => [0x21, i];
const i64 = (v: bigint) => [0x42, ...sleb(v)];
const [ADD, MUL, XOR, ROTL, SHR_U, EXTEND_U] = [0x7c, 0x7e, 0x85, 0x89, 0x88, 0xad];
const fmix = (c: bigint) => [...get(3), ...get(3), ...i64(33n), SHR_U, XOR, ...i64(c), MUL, ...set(3)];

const body = [
  0x02, 0x01, 0x7f, 0x03, 0x7e, // locals: 1 × i32, 3 × i64
  ...get(1), ...i64(P1), ADD, ...set(3),
  ...get(1), ...i64(P2), XOR, ...set(4),
  0x02, 0x40, 0x03, 0x40, // block, loop
  ...get(2), ...get(0), 0x4f, 0x0d, 1, // i >= len: leave the block
  ...get(2), 0x29, 3, 0, ...set(5), // w = i64.load(i)
  ...get(3), ...get(5), ...i64(P2), MUL, ADD, ...i64(31n), ROTL, ...i64(P1), MUL, ...set(3),
  ...get(4), ...get(5), XOR, ...i64(29n), ROTL, ...i64(P3), MUL, ...set(4),
  ...get(2), 0x41, 8, 0x6a, ...set(2), // i += 8
  0x0c, 0, 0x0b, 0x0b, // br loop; end loop; end block
  ...get(3), ...get(4), ...i64(32n), ROTL, XOR, ...get(0), EXTEND_U, XOR, ...set(3),
  ...fmix(C1), ...fmix(C2),
  ...get(3), ...get(3), ...i64(33n), SHR_U, XOR,
  0x0b,
]; // prettier-ignore

const section = (id: number, bytes: number[]) => [id, ...uleb(bytes.length), ...bytes];
function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    out.push((n & 0x7f) | (n >= 0x80 ? 0x80 : 0));
    n >>>= 7;
  } while (n);
  return out;
}

/** The module's bytes: one function h(len, seed) over memory [0, len), and the memory "m". */
export function wasmBytes(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [1, 0x60, 2, 0x7f, 0x7e, 1, 0x7e]), // type: (i32, i64) -> i64
    ...section(3, [1, 0]),
    ...section(5, [1, 0x00, 1]), // one memory, at least one page
    ...section(7, [2, 1, 0x68, 0x00, 0, 1, 0x6d, 0x02, 0]), // export "h" (func 0), "m" (memory 0)
    ...section(10, [1, ...uleb(body.length), ...body]),
  ]); // prettier-ignore
}

interface HashExports {
  h: (len: number, seed: bigint) => bigint;
  m: WebAssembly.Memory;
}
let instance: HashExports | undefined;

/** The keyed hash of `bytes`: 8 bytes, as a Buffer. */
export function contentHash(bytes: Uint8Array, key: bigint): Buffer {
  instance ??= new WebAssembly.Instance(new WebAssembly.Module(wasmBytes())).exports as unknown as HashExports;
  const { h, m } = instance;
  const padded = (bytes.length + 7) & ~7;
  const pages = Math.ceil(padded / 65536) - m.buffer.byteLength / 65536;
  if (pages > 0) m.grow(pages);
  const view = new Uint8Array(m.buffer, 0, padded);
  view.set(bytes);
  view.fill(0, bytes.length);
  const out = Buffer.alloc(8);
  out.writeBigUInt64LE(BigInt.asUintN(64, h(padded, BigInt.asIntN(64, key ^ BigInt(bytes.length)))));
  return out;
}

/** The same hash in BigInt arithmetic, for the tests. */
export function referenceHash(bytes: Uint8Array, key: bigint): Buffer {
  const padded = new Uint8Array((bytes.length + 7) & ~7);
  padded.set(bytes);
  const rotl = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & MASK;
  const seed = BigInt.asUintN(64, key ^ BigInt(bytes.length));
  let a = (seed + P1) & MASK;
  let b = seed ^ P2;
  const words = new DataView(padded.buffer);
  for (let i = 0; i < padded.length; i += 8) {
    const w = words.getBigUint64(i, true);
    a = (rotl((a + w * P2) & MASK, 31n) * P1) & MASK;
    b = (rotl(b ^ w, 29n) * P3) & MASK;
  }
  let x = a ^ rotl(b, 32n) ^ BigInt(padded.length);
  x = ((x ^ (x >> 33n)) * C1) & MASK;
  x = ((x ^ (x >> 33n)) * C2) & MASK;
  x ^= x >> 33n;
  const out = Buffer.alloc(8);
  out.writeBigUInt64LE(x);
  return out;
}

/** A 64-bit key from a text (the install's identity). */
export function keyOf(text: string): bigint {
  return contentHash(Buffer.from(text, 'utf8'), 0n).readBigUInt64LE();
}

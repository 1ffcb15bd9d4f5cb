// The code cache's keyed content hash (src/cli/content-hash.ts): the WebAssembly function computes exactly the
// hash its BigInt reference defines, on every length (the memory grows), and any changed byte or key changes it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { contentHash, keyOf, referenceHash } from '../../src/cli/content-hash.js';

describe('content hash', () => {
  it('equals its reference definition on lengths across word and page boundaries', () => {
    for (const n of [0, 1, 7, 8, 9, 15, 16, 65_535, 65_536, 65_537, 200_003, 1_000_000]) {
      const bytes = randomBytes(n);
      const key = randomBytes(8).readBigUInt64LE();
      assert.equal(contentHash(bytes, key).toString('hex'), referenceHash(bytes, key).toString('hex'), `${n} bytes`);
    }
  });

  it('changes with any flipped bit, with the key, and with trailing zero bytes', () => {
    const bytes = randomBytes(4096);
    const hash = contentHash(bytes, 7n).toString('hex');
    for (let i = 0; i < 64; i++) {
      const copy = Buffer.from(bytes);
      const at = Math.floor(Math.random() * copy.length);
      copy[at]! ^= 1 << (i % 8);
      assert.notEqual(contentHash(copy, 7n).toString('hex'), hash, `byte ${at}`);
    }
    assert.notEqual(contentHash(bytes, 8n).toString('hex'), hash);
    assert.notEqual(contentHash(Buffer.concat([bytes, Buffer.alloc(1)]), 7n).toString('hex'), hash);
  });

  it('keys differ for different install identities', () => {
    assert.notEqual(keyOf('v20.20.2\0x64\0check\0/a/chunk.cjs'), keyOf('v24.22.3\0x64\0check\0/a/chunk.cjs'));
    assert.equal(keyOf('same'), keyOf('same'));
  });
});

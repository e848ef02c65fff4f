/**
 * A cryptographic random source for deals: the ChaCha20 keystream (RFC 8439, from the audited
 * @noble/ciphers) read as unsigned 32-bit little-endian words. Unlike xoshiro128** (random.ts), whose state
 * the first outputs reveal, nothing about the key or the rest of the stream follows from the words seen:
 * the cards one seat holds say nothing about the others' hands or the talon order. Pure JavaScript, no
 * Node API: the engine runs in the browser too.
 */
import { chacha20 } from '@noble/ciphers/chacha.js';
import type { Random } from './random.js';

/** Keystream blocks (64 bytes each) produced at once: one shuffle of 32 or 36 cards needs two at most. */
const BLOCKS = 4;
const ZEROS = new Uint8Array(64 * BLOCKS);

/** The ChaCha20 keystream of a 32-byte key and a 12-byte nonce, block counter from 0, as 32-bit words. */
export function keystreamRandom(key: Uint8Array, nonce: Uint8Array): Random {
  if (key.length !== 32 || nonce.length !== 12)
    throw new RangeError('ChaCha20 takes a 32-byte key and a 12-byte nonce');
  let counter = 0;
  let view = new DataView(new ArrayBuffer(0));
  let offset = 0;
  return {
    next(): number {
      if (offset === view.byteLength) {
        // Encrypting zeros gives the keystream itself.
        const bytes = chacha20(key, nonce, ZEROS, undefined, counter);
        counter += BLOCKS;
        view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        offset = 0;
      }
      const word = view.getUint32(offset, true);
      offset += 4;
      return word;
    },
  };
}

/**
 * Seeded randomness: the same seed gives the same numbers, and so the same deal, on every machine.
 *
 * The generator is xoshiro128** (Blackman and Vigna), 32-bit only, seeded by expanding the seed string with
 * splitmix32 over an FNV-1a hash of its UTF-16 code units. It is for fair, reproducible deals; the server
 * keeps seeds secret and commits to them, which is what makes the deals trustworthy, not this generator.
 */

/** A pseudo-random source: `next()` gives a uniform unsigned 32-bit integer. */
export interface Random {
  next(): number;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** xoshiro128** seeded from any string or integer. */
export function seededRandom(seed: string | number): Random {
  const text = String(seed);
  // Mix the length in too, so that seeds differing only by hash collisions of FNV still part ways.
  const mix = splitmix32(fnv1a(text) ^ Math.imul(text.length, 0x27d4eb2d));
  let a = mix(),
    b = mix(),
    c = mix(),
    d = mix();
  // Fold every character in as well: FNV alone is 32 bits, the generator's state is 128.
  for (let i = 0; i < text.length; i++) {
    a = (a ^ Math.imul(text.charCodeAt(i) + i, 0x9e3779b1)) >>> 0;
    const t = a;
    a = b;
    b = c;
    c = d;
    d = (t ^ mix()) >>> 0;
  }
  if ((a | b | c | d) === 0) a = 1; // the all-zero state is the generator's one fixed point
  return {
    next(): number {
      const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
      const t = (b << 9) >>> 0;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c = (c ^ t) >>> 0;
      d = rotl(d, 11);
      a >>>= 0;
      b >>>= 0;
      return result;
    },
  };
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/** A uniform integer in [0, bound), without modulo bias (rejection of the short last interval). */
export function randomBelow(random: Random, bound: number): number {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 0x100000000) throw new RangeError(`bad bound ${bound}`);
  return below(random, bound);
}

function below(random: Random, bound: number): number {
  const limit = 0x100000000 - (0x100000000 % bound);
  for (;;) {
    const x = random.next();
    if (x < limit) return x % bound;
  }
}

/** An unbiased Fisher-Yates shuffle into a new array; the input is left as it was. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(random, i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

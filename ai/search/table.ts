/**
 * The transposition table of the search kit (alphabeta.ts): bounds on the values of positions at trick
 * boundaries, found again by their key.
 *
 * An entry is a key (three 32-bit words: what the game's adapter makes of the position), an info word
 * (owner << 16 | depth << 8 | best move + 1; 0 for an empty entry) and two bounds (doubles: any value a game has, fractions
 * included). Two entries make a bucket (SOLVER-NOTES: two entries per bucket). All of it lives in one
 * `ArrayBuffer`, allocated and touched once, read through an `Int32Array` and a `Float64Array`, in one of two
 * layouts, as what a probe mostly meets differs:
 *
 * - `interleaved`: each entry's 32 bytes together (k0 k1 k2 info, then the two bounds), a bucket in one cache
 *   line. For a table whose entries stay valid from search to search (Schafkopf: one contract and its sides):
 *   a probe mostly meets an entry of its own owner, and one line holds all of it.
 * - `split`: the info words of all entries in one array (8 bytes a bucket), the keys in another, the bounds in
 *   a third. For a table renewed every search (a world's own talon order): a probe mostly meets entries of an
 *   earlier generation, which the compact info array refutes without touching the keys (the solvers of
 *   Schnapsen and Bohemian Schneider were built that way, and an interleaved table made them twice as slow).
 *
 * The owner says which search or context an entry belongs to (16 bits): a game whose positions are valued the
 * same way across searches names its context in it, and its entries stay valid; a game whose every search has
 * its own hidden cards takes a new generation per search (`nextGeneration`), which invalidates every entry at
 * once. An entry is matched by its three key words and its owner. The depth is how deep the bounds were
 * searched (a depth-limited search uses an entry only when it is at least as deep; an exact search stores one
 * depth per key).
 *
 * Replacement, when neither entry of the bucket holds the key: the first place keeps the more valuable entry,
 * the second takes the rest. Which is more valuable is the game's choice (`Replacement`), as each solver was
 * tuned with its own, and changing it changes node counts.
 */

/**
 * A hash of a key of two hands and a word of the rest, for the two-seat games (Schnapsen, Bohemian Schneider):
 * two multiplications and a finaliser, far cheaper than the key it spreads. Shifted right once, as their tables
 * were indexed by entry before buckets were counted.
 */
export function twoHandHash(h0: number, h1: number, rest: number): number {
  let x = Math.imul(h0 ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(h1 ^ rest, 0x85ebca6b);
  x ^= x >>> 15;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 13;
  return x >>> 1;
}

/** How the first entry of a bucket is kept when a new key needs a place. */
export const Replacement = {
  /** The first place takes the new entry unless it holds a current (same owner) deeper one; else the second. */
  Deeper: 0,
  /** As Deeper, and the entry the first place held moves to the second. */
  DeeperDemoting: 1,
  /** The first place takes the new entry only when its entry is stale (another owner); else the second. */
  KeepCurrent: 2,
} as const;
export type Replacement = (typeof Replacement)[keyof typeof Replacement];

export interface TableOptions {
  /** log2 of the number of buckets (2 entries of 32 bytes each). */
  readonly bucketBits: number;
  readonly replacement: Replacement;
  readonly layout: 'interleaved' | 'split';
  /**
   * `integers`: every value is a whole number within ±32,000 (Schafkopf's card points, Schnapsen's game points),
   * so the bounds take 16 bits each and "no bound" (±INF) is kept as ±32,767: the table is a third smaller and
   * its bounds stay in the cache. `fractions`: doubles (Bohemian Schneider's leaf estimates).
   */
  readonly values: 'integers' | 'fractions';
  /**
   * The low bits of an owner that are part of the key rather than of the owner (Schafkopf keeps the leader and
   * a duty there): staleness compares the owners shifted right by this many bits.
   */
  readonly ownerKeyBits?: number;
}

const GENERATIONS = 0xffff;

/**
 * What the table keeps for "no bound": beyond every value of every game (a table of integers holds it in 16 bits),
 * and beyond every window a search opens, so a bound of ±NO_BOUND never cuts a search off.
 */
export const NO_BOUND = 32767;

/**
 * The table's memory and how an entry is laid out in it. The search (alphabeta.ts) probes and stores inline,
 * through these fields: a method call per probe cost the Schnapsen solver a fifth of its time.
 */
export class TranspositionTable {
  /** Key and info words: entry e's key from keyAt + e * keyStride, its info word at infoAt + e * infoStride. */
  readonly words: Int32Array;
  /** Bounds: entry e's lower at boundAt + e * boundStride, its upper just after. */
  readonly bounds: Int32Array | Int16Array | Float64Array;
  readonly keyAt: number;
  readonly keyStride: number;
  readonly infoAt: number;
  readonly infoStride: number;
  readonly boundAt: number;
  readonly boundStride: number;
  /** Buckets - 1: a bucket's first entry is (hash & mask) << 1. */
  readonly mask: number;
  private readonly replacement: Replacement;
  private readonly ownerShift: number;
  /** The current generation (1..65535) of a table that takes one per search. */
  generation = 0;

  constructor(options: TableOptions) {
    const entries = 2 << options.bucketBits;
    const integers = options.values === 'integers';
    this.mask = (entries >> 1) - 1;
    this.replacement = options.replacement;
    this.ownerShift = 16 + (options.ownerKeyBits ?? 0);
    if (options.layout === 'interleaved' && integers) {
      // Eight words an entry (k0 k1 k2 info, the two bounds, two unused), a bucket in one 64-byte cache line:
      // a probe that finds its key reads its bounds without a second miss.
      this.words = new Int32Array(entries * 8);
      this.words.fill(0); // touch the pages once, up front
      this.bounds = this.words;
      this.keyAt = 0;
      this.keyStride = 8;
      this.infoAt = 3;
      this.infoStride = 8;
      this.boundAt = 4;
      this.boundStride = 8;
      return;
    }
    // Per entry: 16 bytes of key and info words, and the bounds (2 doubles, or 2 16-bit integers).
    const buffer = new ArrayBuffer(entries * (integers ? 20 : 32));
    this.words = new Int32Array(buffer, 0, entries * 4);
    this.bounds = integers ? new Int16Array(buffer, entries * 16) : new Float64Array(buffer, entries * 16);
    this.words.fill(0); // touch the pages once, up front
    this.bounds.fill(0);
    this.boundAt = 0;
    this.boundStride = 2;
    if (options.layout === 'interleaved') {
      this.keyAt = 0;
      this.keyStride = 4;
      this.infoAt = 3;
      this.infoStride = 4;
    } else {
      // The info words first (4 bytes an entry), then the keys (12 bytes).
      this.infoAt = 0;
      this.infoStride = 1;
      this.keyAt = entries;
      this.keyStride = 3;
    }
  }

  /** Forgets every entry (the memory stays). */
  clear(): void {
    this.words.fill(0);
    if (this.bounds !== this.words) this.bounds.fill(0);
    this.generation = 0;
  }

  /**
   * A new generation for a new search: no entry of an earlier one matches any more. Owners are 16 bits, so after
   * 65,535 generations the table is cleared once and they start again (as if they never wrapped).
   */
  nextGeneration(): number {
    if (this.generation >= GENERATIONS) this.clear();
    return ++this.generation;
  }

  /** The entry of the bucket starting at `first` that a new key of this owner and depth takes. */
  place(first: number, owner: number, depth: number): number {
    const w = this.words;
    const info = w[this.infoAt + first * this.infoStride]!;
    const stale = info >>> this.ownerShift !== owner >>> (this.ownerShift - 16);
    if (this.replacement === Replacement.KeepCurrent) return stale ? first : first + 1;
    if (!stale && ((info >>> 8) & 0xff) > depth) return first + 1;
    if (this.replacement === Replacement.DeeperDemoting) this.copyEntry(first, first + 1);
    return first;
  }

  private copyEntry(from: number, to: number): void {
    const w = this.words;
    const kf = this.keyAt + from * this.keyStride;
    const kt = this.keyAt + to * this.keyStride;
    w[kt] = w[kf]!;
    w[kt + 1] = w[kf + 1]!;
    w[kt + 2] = w[kf + 2]!;
    w[this.infoAt + to * this.infoStride] = w[this.infoAt + from * this.infoStride]!;
    const bf = this.boundAt + from * this.boundStride;
    const bt = this.boundAt + to * this.boundStride;
    this.bounds[bt] = this.bounds[bf]!;
    this.bounds[bt + 1] = this.bounds[bf + 1]!;
  }
}

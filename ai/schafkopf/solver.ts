/**
 * Open-cards (perfect-information) Schafkopf solver: every hand is known, both sides play best.
 *
 * It is the core of the strong bot (perfect-information Monte Carlo: sample the hidden cards, solve each
 * sample). The search is the kit's (ai/search/alphabeta.ts); this file is Schafkopf's rules adapter, and a
 * solver is a context object (`SchafkopfSolver`): its tables, its contract's relabelling and its positions are
 * its own, so two solvers never disturb each other. The players share one per thread (`sharedSolver`, behind
 * the functions below), as its table is 8 MiB. The value of a position is the card points the declarer's side
 * takes from there on, the cards on the table included. A Tout is played by the same rules as its Solo or Wenz here: its card points do not
 * score, so ask `winsAllTricks` for it.
 *
 * How it is fast (docs/ai.md says what each idea was worth; the times are from bench/schafkopf/solver.ts):
 * - Cards are relabelled per contract so that each effective suit is a contiguous run of bits in power
 *   order, trumps on top: the trick winner is the highest card among the led suit and the trumps.
 * - Fail-soft alpha-beta over single card plays, with principal-variation search (null windows after the
 *   first move). `reaches` is one null-window search; `solvePoints` a few (MTD(f): each probe's bounds stay in
 *   the table for the next; a fifth fewer nodes than one search with the whole window).
 * - Equivalent cards: two cards of one block (the same effective suit, the same card points, adjacent in
 *   power among the cards still in play) held by one seat lead to the same value, so only one is tried.
 * - Trick boundaries are canonicalised: within each block the remaining cards are relabelled onto the block's
 *   top cards, keeping their order and owners. Equivalent positions then share one cache entry.
 * - A transposition table at trick boundaries (the kit's, interleaved: the remaining cards, two owner masks and
 *   an info word together, 16-bit bounds beside), two entries per bucket, a fixed size, allocated once.
 *   A position's value does not depend on the root, so entries stay valid between calls with the same
 *   contract, sides and called Ace: the questions about one deal, and the samples of one decision, share it.
 * - Sure points at trick boundaries: the side holding the highest remaining trumps wins a trick with each
 *   of them that one seat holds, and every seat adds a card to each of those tricks (a cheap bound), counted
 *   only where the table does not know the position (`bounds`).
 * - The tables of the contract are constants of the rules' scope, not fields (`schafkopfRules`).
 * - Move ordering: the stored best move; leads that no opponent can beat, then leads the partner's side
 *   projects to win; the cheapest card that takes the trick for good; points onto a partner's trick that
 *   holds; else the lowest discard.
 * - The second-to-last trick is searched by a lean routine (no cache, no ordering); the last is evaluated.
 */
import type { Card } from '../../engine/cards.js';
import {
  type ContractRules,
  type SchafkopfState,
  CONTRACTS,
  cardPoints,
  schafkopf,
} from '../../engine/schafkopf/index.js';
import {
  BOUNDS,
  MAX,
  MAX_PLY,
  MOVES,
  PVS,
  SELECT,
  SETTLE,
  type Search,
  SearchOwner,
  type SearchRules,
  TABLE,
} from '../search/alphabeta.js';
import { Replacement } from '../search/table.js';

export interface OpenPosition {
  /** CONTRACTS[bid] from engine/schafkopf.ts. */
  readonly contract: ContractRules;
  /** 4 masks: each seat's remaining cards. */
  readonly hands: readonly number[];
  /** The seat that led (or will lead) the current trick. */
  readonly leader: number;
  /** Cards already played to the current trick, leader's first (0..3 cards). */
  readonly table: readonly number[];
  /** Bit p set when seat p is on the declarer's side (declarer + partner in Rufer). */
  readonly declarerSide: number;
  /**
   * Rufer: the called Ace card if its suit's duties still matter, else -1. They are over once the Ace has
   * been played, and once a trick led in the called suit is complete (the holder then played the Ace or ran
   * away).
   */
  readonly calledAce: number;
  /**
   * SK-16…18 state: has the called suit already been led this deal? Either reading of the trick on the table
   * works (the engine's `calledSuitFirstLed >= 0`, or earlier tricks only): with `calledAce >= 0`, a current
   * trick led in the called suit is its first lead, so its holder must play the Ace (SK-16).
   */
  readonly calledSuitLed: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Rows: a position per ply. The cards are internal indices (bit positions 0..31, relabelled per contract).

const H = 0; // H + p: seat p's hand
/**
 * The rest of the position in one word: the leader (bits 0-1), the cards on the table (2-3), whether the
 * called-Ace duties are in force (4: the Ace is held and its suit was not led before this trick), whether this
 * trick is the called suit's first lead (5, SK-16), and the trick's winning seat (7-8) and card (9-13) so far.
 */
const META = 4;
/** The points in the hands (bits 0-7) and on the table (8-15). */
const POINTS = 5;
/** The led card's effective suit (a mask), and the cards on the table. */
const LED_SUIT = 6;
const TABLE_CARDS = 7;
const ROW = 8;

const leaderOf = (meta: number): number => meta & 3;
const posOf = (meta: number): number => (meta >>> 2) & 3;
const DUTY = 1 << 4;
const DUTY_TRICK = 1 << 5;
const winSeatOf = (meta: number): number => (meta >>> 7) & 3;
const winCardOf = (meta: number): number => (meta >>> 9) & 31;
const remOf = (points: number): number => points & 255;
const trickOf = (points: number): number => points >>> 8;

/** The bits strictly above each index. */
const ABOVE = new Int32Array(32);
for (let i = 0; i < 31; i++) ABOVE[i] = ~((1 << (i + 1)) - 1);
/** The context's id in the table's owners (with the duty and the leader: ownerKeyBits 3), 1..MAX_CONTEXTS. */
const MAX_CONTEXTS = 511;

function popcnt(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
/** The lowest set bit's index (written with ~m + 1, not -m: no int32 overflow for bit 31). */
const lowIx = (m: number): number => 31 - Math.clz32(m & (~m + 1));

/** The solver's questions to its rules beyond the search's (see `schafkopfRules`). */
interface SchafkopfRules extends SearchRules {
  /** The internal index of each engine card under the current contract, and back. */
  readonly ixOfCard: Int32Array;
  readonly cardOfIx: Int32Array;
  /** The positions, a row per ply (row 0: the root `load` wrote). */
  readonly rows: Int32Array;
  /** Positions visited, as this solver always counted them (every node, the lean routine's too). */
  visited: number;
  reset(): void;
  prepare(contract: ContractRules, declarerSide: number, calledAce: number, tricks: boolean): void;
  load(position: OpenPosition): void;
  legal(r: number, p: number): number;
  runTop(r: number, l: number, c: number): number;
}

/**
 * Schafkopf's rules as the search reads them, for one contract, its sides and its called Ace at a time, made for
 * one solver. Its tables are constants of this function's scope, not fields of the object: V8 compiles the
 * methods of a scope made once for that scope (context specialisation: a function with one closure), so a
 * table's every read is one load from a known array instead of two. Measured on `node dist/bench/decisions.js
 * 20 --game schafkopf --players strong`: fields cost 8 %. A thread makes one solver (`sharedSolver`); a
 * second one works alike, compiled without that specialisation.
 */
function schafkopfRules(search: Search<SchafkopfRules>): SchafkopfRules {
  // Per-context tables (contract, sides, called Ace, scoring mode).
  const IX_OF_CARD = new Int32Array(32);
  const CARD_OF_IX = new Int32Array(32);
  /** The internal mask of each internal card's effective suit. */
  const SUIT = new Int32Array(32);
  /** Points of each internal card (1 each when counting tricks: then a trick is worth 4). */
  const PTS = new Int32Array(32);
  /** The cards of the same block strictly above each internal card. */
  const BLOCK_ABOVE = new Int32Array(32);
  /** 1 when the seat is on the declarer's side. */
  const SIDE = new Int32Array(4);
  /** The search's `kind` of a node within a trick where the seat is to play. */
  const INNER_KIND = new Int32Array(4);
  /** The blocks of more than one card: their masks and top index, for the canonical relabelling. */
  const BLOCK_MASK = new Int32Array(32);
  const BLOCK_HI = new Int32Array(32);
  /** The cards worth each distinct point value, ascending, and those values (for the sure points). */
  const CLASS_MASK = new Int32Array(8);
  const CLASS_PTS = new Int32Array(8);
  const ROWS = new Int32Array(MAX_PLY * ROW);
  /** The lean routine's hands. */
  const LEAN_HANDS = new Int32Array(4);
  /** The hands of the row at r into the row at n, card bit b out of seat p's. */
  const copyHands = (r: number, n: number, p: number, b: number): void => {
    ROWS[n + H] = ROWS[r + H]!;
    ROWS[n + H + 1] = ROWS[r + H + 1]!;
    ROWS[n + H + 2] = ROWS[r + H + 2]!;
    ROWS[n + H + 3] = ROWS[r + H + 3]!;
    ROWS[n + H + p] = ROWS[r + H + p]! ^ b;
  };
  /** The search's move lists and their scores, which `leads` and `moves` fill. */
  const MOVE_LIST = search.moves;
  const SCORES = search.scores;

  return new (class implements SchafkopfRules {
    readonly ixOfCard = IX_OF_CARD;
    readonly cardOfIx = CARD_OF_IX;
    readonly rows = ROWS;
    visited = 0;
    private blockCount = 0;
    private trumps = 0;
    /** The called Ace (an internal bit) and the plain cards of its suit; 0 without a called Ace. */
    private aceBit = 0;
    private called = 0;

    private ctxContract: ContractRules | null = null;
    private ctxSide = -1;
    private ctxAce = -2;
    private ctxTricks = false;
    private ctxId = 0;
    private readonly ctxIds = new Map<string, number>();
    private nextCtxId = 1;

    /** Bounds on the declarer side's points from a trick boundary on, set by `sureBounds`. */
    private sureLo = 0;
    private sureHi = 0;

    /** Forgets every stored position (the table keeps its memory). */
    reset(): void {
      search.table.clear();
      this.ctxIds.clear();
      this.nextCtxId = 1;
      this.ctxContract = null;
    }

    prepare(contract: ContractRules, declarerSide: number, calledAce: number, tricks: boolean): void {
      if (
        contract === this.ctxContract &&
        declarerSide === this.ctxSide &&
        calledAce === this.ctxAce &&
        tricks === this.ctxTricks
      )
        return;
      const key = `${contract.bid}/${contract.trumps}/${contract.power.join(',')}/${declarerSide}/${calledAce}/${tricks}`;
      let id = this.ctxIds.get(key);
      if (id === undefined) {
        if (this.nextCtxId > MAX_CONTEXTS) this.reset();
        id = this.nextCtxId++;
        this.ctxIds.set(key, id);
      }
      this.ctxId = id;
      this.ctxContract = contract;
      this.ctxSide = declarerSide;
      this.ctxAce = calledAce;
      this.ctxTricks = tricks;

      // Effective suits in index order: the plain suits 0..3, then the trumps; each in ascending power.
      let next = 0;
      for (let s = 0; s <= 4; s++) {
        const cards: Card[] = [];
        for (let c = 0; c < 32; c++) if ((contract.effectiveSuits[s]! >>> c) & 1) cards.push(c);
        cards.sort((a, b) => contract.power[a]! - contract.power[b]!);
        const first = next;
        for (const c of cards) {
          IX_OF_CARD[c] = next;
          CARD_OF_IX[next] = c;
          PTS[next] = tricks ? 1 : cardPoints(c); // SK-2
          next++;
        }
        let mask = 0;
        for (let i = first; i < next; i++) mask |= 1 << i;
        for (let i = first; i < next; i++) SUIT[i] = mask;
        if (s === 4) this.trumps = mask;
      }
      if (next !== 32) throw new RangeError('the contract does not cover the 32 cards');
      const aceIx = calledAce >= 0 ? IX_OF_CARD[calledAce]! : -1;
      this.aceBit = aceIx >= 0 ? 1 << aceIx : 0;
      this.called = aceIx >= 0 ? SUIT[aceIx]! : 0;
      if ((this.called & this.trumps) !== 0) throw new RangeError('the called Ace must be a plain card');

      // Blocks: runs of one effective SUIT with equal points; the called Ace stands alone (its duties).
      this.blockCount = 0;
      let start = 0;
      for (let i = 1; i <= 32; i++) {
        if (i < 32 && SUIT[i] === SUIT[start] && PTS[i] === PTS[start] && i !== aceIx && i - 1 !== aceIx) continue;
        let mask = 0;
        for (let j = start; j < i; j++) mask |= 1 << j;
        for (let j = start; j < i; j++) BLOCK_ABOVE[j] = mask & ABOVE[j]!;
        if (i - start > 1) {
          BLOCK_MASK[this.blockCount] = mask;
          BLOCK_HI[this.blockCount] = i - 1;
          this.blockCount++;
        }
        start = i;
      }
      for (let p = 0; p < 4; p++) {
        SIDE[p] = (declarerSide >> p) & 1;
        INNER_KIND[p] = PVS | SELECT | (SIDE[p] !== 0 ? MAX : 0);
      }
      const values = [...new Set(PTS)].sort((a, b) => a - b);
      CLASS_MASK.fill(0);
      values.forEach((v, k) => {
        CLASS_PTS[k] = v;
        for (let i = 0; i < 32; i++) if (PTS[i] === v) CLASS_MASK[k] = CLASS_MASK[k]! | (1 << i);
      });
    }

    /** Loads a position into row 0 (after `prepare`). */
    load(position: OpenPosition): void {
      const { table } = position;
      if (position.hands.length !== 4 || table.length > 3) throw new RangeError('four hands and 0..3 table cards');
      const R = ROWS;
      let seen = 0;
      let remPts = 0;
      for (let p = 0; p < 4; p++) {
        const h = position.hands[p]! | 0;
        if ((seen & h) !== 0) throw new RangeError('a card is in two hands');
        seen |= h;
        let m = 0;
        for (let c = 0; c < 32; c++) {
          if ((h >>> c) & 1) {
            const ix = IX_OF_CARD[c]!;
            m |= 1 << ix;
            remPts += PTS[ix]!;
          }
        }
        R[H + p] = m;
      }
      const leader = position.leader & 3;
      const n = popcnt(R[H + leader]!) + (table.length > 0 ? 1 : 0);
      for (let i = 0; i < 4; i++) {
        if (popcnt(R[H + ((leader + i) & 3)]!) !== n - (i < table.length ? 1 : 0)) {
          throw new RangeError('the hands do not fit the trick on the table');
        }
      }
      const all = R[H]! | R[H + 1]! | R[H + 2]! | R[H + 3]!;
      const aceHeld = (all & this.aceBit) !== 0;
      const leadIsCalled = table.length > 0 && (this.called & (1 << IX_OF_CARD[table[0]!]!)) !== 0;
      const duty = aceHeld && (!position.calledSuitLed || leadIsCalled);
      let trickPts = 0;
      let tableMask = 0;
      let winCard = 0;
      let winSeat = 0;
      let ledSuit = 0;
      for (let i = 0; i < table.length; i++) {
        const card = table[i]!;
        if ((seen >>> card) & 1) throw new RangeError('a table card is also in a hand');
        seen |= 1 << card;
        const c = IX_OF_CARD[card]!;
        if (i === 0) {
          ledSuit = SUIT[c]!;
          winCard = c;
          winSeat = leader;
        } else if (((1 << c) & (ledSuit | this.trumps)) !== 0 && c > winCard) {
          winCard = c;
          winSeat = (leader + i) & 3;
        }
        trickPts += PTS[c]!;
        tableMask |= 1 << c;
      }
      R[META] =
        leader |
        (table.length << 2) |
        (duty ? DUTY : 0) |
        (duty && leadIsCalled ? DUTY_TRICK : 0) |
        (winSeat << 7) |
        (winCard << 9);
      R[POINTS] = remPts | (trickPts << 8);
      R[LED_SUIT] = ledSuit;
      R[TABLE_CARDS] = tableMask;
    }

    /** The legal cards (internal mask) of seat p in the row at r, SK-15…18. */
    legal(r: number, p: number): number {
      const R = ROWS;
      const meta = R[r + META]!;
      return this.legalOf(R[r + H + p]!, posOf(meta), meta & DUTY, meta & DUTY_TRICK, R[r + LED_SUIT]!);
    }

    /**
     * The legal cards of hand h with `pos` cards on the table, led in the suit mask `led`; `duty` and `dutyTrick`
     * nonzero when the called Ace's duties are in force and when this trick is the called suit's first lead.
     */
    private legalOf(h: number, pos: number, duty: number, dutyTrick: number, led: number): number {
      const aceBit = this.aceBit;
      if (pos === 0) {
        if (duty !== 0 && (h & aceBit) !== 0) {
          const own = h & this.called;
          // SK-18: leading the called suit means leading the Ace, unless he can run away (Ace and 3 more).
          if (popcnt(own) < 4) return h & ~(own & ~aceBit);
        }
        return h;
      }
      const follow = h & led;
      if (duty !== 0 && (h & aceBit) !== 0) {
        if (dutyTrick !== 0) return aceBit; // SK-16
        if (follow === 0) return h === aceBit ? h : h & ~aceBit; // SK-17
      }
      return follow !== 0 ? follow : h; // SK-15
    }

    /**
     * The highest card of c's run among the legal cards l (row at r): the card `representatives` keeps for it.
     * Cards of one run (one effective suit, equal points, no card left between them) are worth the same.
     */
    runTop(r: number, l: number, c: number): number {
      const R = ROWS;
      const present = R[r + H]! | R[r + H + 1]! | R[r + H + 2]! | R[r + H + 3]! | R[r + TABLE_CARDS]!;
      for (;;) {
        const above = present & BLOCK_ABOVE[c]!;
        const next = above & (~above + 1);
        if (next === 0 || (next & l) === 0) return c;
        c = 31 - Math.clz32(next);
      }
    }

    /** One card of each run of equivalent legal cards (the highest). */
    private representatives(r: number, l: number): number {
      const R = ROWS;
      const present = R[r + H]! | R[r + H + 1]! | R[r + H + 2]! | R[r + H + 3]! | R[r + TABLE_CARDS]!;
      let reps = 0;
      let m = l;
      while (m !== 0) {
        const low = m & (~m + 1);
        m ^= low;
        const above = present & BLOCK_ABOVE[31 - Math.clz32(low)]!;
        if (above === 0 || (above & (~above + 1) & l) === 0) reps |= low;
      }
      return reps;
    }

    settle(ply: number, alpha: number, beta: number): number {
      this.visited++;
      const R = ROWS;
      const r = ply * ROW;
      const meta = R[r + META]!;
      const pos = posOf(meta);
      // Within a trick, the short case, kept small so that V8 inlines it into the search; a boundary on its own.
      if (pos === 0) return this.settleBoundary(r, meta, alpha, beta);
      const points = R[r + POINTS]!;
      const most = remOf(points) + trickOf(points);
      if (most <= alpha) return most;
      if (beta <= 0) return 0;
      search.kind = PVS | SELECT | (SIDE[(leaderOf(meta) + pos) & 3] !== 0 ? MAX : 0);
      return NaN;
    }

    /** `settle` at a trick boundary (the row at r, its meta word). */
    private settleBoundary(r: number, meta: number, alpha: number, beta: number): number {
      const R = ROWS;
      const leader = leaderOf(meta);
      const points = R[r + POINTS]!;
      const h = R[r + H + leader]!;
      if ((h & (h - 1)) === 0) return h === 0 ? 0 : this.lastTrick(R, r + H, leader);
      const rem = remOf(points);
      if (rem <= alpha) return rem;
      if (beta <= 0) return 0;
      const rest = h & (h - 1);
      if ((rest & (rest - 1)) === 0) {
        // Two cards each: the lean routine, plain alpha-beta without table or ordering, settles it here.
        this.sureBounds(r, rem);
        if (this.sureLo >= beta) return this.sureLo;
        if (this.sureHi <= alpha) return this.sureHi;
        return this.lean(r, leader, meta & DUTY, alpha, beta);
      }
      // The sure points only if the table does not know the position (`bounds`): a stored entry began from them.
      search.kind = TABLE | BOUNDS | PVS | SELECT | (SIDE[leader] !== 0 ? MAX : 0);
      return NaN;
    }

    /** The sure points of a trick boundary the table does not know (after `key`): bounds, or a value that settles. */
    bounds(ply: number, alpha: number, beta: number): number {
      const r = ply * ROW;
      this.sureBounds(r, remOf(ROWS[r + POINTS]!));
      if (this.sureLo >= beta) return this.sureLo;
      if (this.sureHi <= alpha) return this.sureHi;
      search.floor = this.sureLo;
      search.ceiling = this.sureHi;
      return NaN;
    }

    /**
     * The key of a trick boundary, after the canonical relabelling: within each block the remaining cards move
     * onto the block's top cards, keeping their order and owners (the row keeps the relabelled hands: an
     * equivalent position).
     */
    key(ply: number): number {
      const R = ROWS;
      const r = ply * ROW;
      let h0 = R[r + H]!;
      let h1 = R[r + H + 1]!;
      let h2 = R[r + H + 2]!;
      let h3 = R[r + H + 3]!;
      const before = h0 | h1 | h2 | h3;
      for (let k = 0; k < this.blockCount; k++) {
        const bm = BLOCK_MASK[k]!;
        const present = before & bm;
        if (present === 0) continue;
        const hi = BLOCK_HI[k]!;
        const top = bm & ~((1 << (hi - popcnt(present) + 1)) - 1); // the block's top cards, as many as present
        if (present === top) continue;
        let n0 = 0;
        let n1 = 0;
        let n2 = 0;
        let n3 = 0;
        let d = hi;
        let m = present;
        while (m !== 0) {
          const c = 31 - Math.clz32(m);
          const bc = 1 << c;
          m ^= bc;
          const bd = 1 << d;
          d--;
          if ((h0 & bc) !== 0) n0 |= bd;
          else if ((h1 & bc) !== 0) n1 |= bd;
          else if ((h2 & bc) !== 0) n2 |= bd;
          else n3 |= bd;
        }
        h0 = (h0 & ~bm) | n0;
        h1 = (h1 & ~bm) | n1;
        h2 = (h2 & ~bm) | n2;
        h3 = (h3 & ~bm) | n3;
      }
      R[r + H] = h0;
      R[r + H + 1] = h1;
      R[r + H + 2] = h2;
      R[r + H + 3] = h3;
      const all = h0 | h1 | h2 | h3;
      const keyA = h1 | h3;
      const keyB = h2 | h3;
      const meta = R[r + META]!;
      const tag = (this.ctxId << 3) | ((meta & DUTY) !== 0 ? 4 : 0) | leaderOf(meta);
      search.k0 = all;
      search.k1 = keyA;
      search.k2 = keyB;
      search.owner = tag;
      // The replacement keeps the bigger subtree: more cards left.
      search.depth = popcnt(all);
      let x = all ^ Math.imul(keyA, 0x9e3779b1) ^ Math.imul(keyB ^ tag, 0x85ebca6b);
      x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
      x ^= x >>> 13;
      return x;
    }

    /** The cards of seat p within a trick (not its lead), scored; returns their count. */
    moves(ply: number, alpha: number, beta: number): number {
      const R = ROWS;
      const r = ply * ROW;
      const meta = R[r + META]!;
      this.visited++;
      // The window settles it when the points left cannot reach alpha, or beta is nothing (as `settle`).
      const points = R[r + POINTS]!;
      const most = remOf(points) + trickOf(points);
      if (most <= alpha || beta <= 0) {
        search.value = most <= alpha ? most : 0;
        return -1;
      }
      const pos = posOf(meta);
      const p = (leaderOf(meta) + pos) & 3;
      const base = ply * MOVES;
      const moves = MOVE_LIST;
      const l = this.legal(r, p);
      if ((l & (l - 1)) === 0) {
        moves[base] = lowIx(l);
        return 1;
      }
      const reps = this.representatives(r, l);
      if ((reps & (reps - 1)) === 0) {
        moves[base] = lowIx(reps);
        return 1;
      }
      // The answers of seat p, scored: the cheapest card that takes the trick for good, points onto a partner's, …
      // (written out here, not in a method of their own: a call fewer per node, about 5 % of the solver's time).
      const scores = SCORES;
      const leader = leaderOf(meta);
      const mate = SIDE[p]!;
      const pts = PTS;
      const wc = winCardOf(meta);
      const ws = SIDE[winSeatOf(meta)]!;
      const led = ROWS[r + LED_SUIT]!;
      let mateBest = -1;
      let oppBest = -1;
      for (let i = pos + 1; i < 4; i++) {
        const q = (leader + i) & 3;
        const a = this.bestAnswer(r, q, led);
        if (SIDE[q] === mate) {
          if (a > mateBest) mateBest = a;
        } else if (a > oppBest) oppBest = a;
      }
      const beats = (led | this.trumps) & ABOVE[wc]!;
      const mateHolds = ws === mate && oppBest < wc;
      const mateMayWin = ws !== mate && mateBest > wc;
      let n = 0;
      let m = reps;
      while (m !== 0) {
        const low = m & (~m + 1);
        m ^= low;
        const c = 31 - Math.clz32(low);
        let s: number;
        if ((low & beats) !== 0) {
          if (mateHolds)
            s = 500 - c; // no need to overtake
          else if (oppBest < c)
            s = 3000 + pts[c]! * 4 - c; // takes the trick for good: the cheapest first
          else s = ws === mate ? 600 - c : 1500 - c;
        } else if (mateHolds)
          s = 2500 + pts[c]! * 32 - c; // points onto the partner's trick
        else if (ws === mate) s = 2000 - pts[c]! * 32 - c;
        else if (mateMayWin) s = 1000 + pts[c]! * 8 - c;
        else s = 1000 - pts[c]! * 32 - c; // the lowest discard
        moves[base + n] = c;
        scores[base + n] = s;
        n++;
      }
      return n;
    }

    /** A seat's best answer to a trick led in `led`: its highest card of that suit, else its highest trump (-1: none). */
    private bestAnswer(r: number, q: number, led: number): number {
      const h = ROWS[r + H + q]!;
      const f = h & led;
      return 31 - Math.clz32(f !== 0 ? f : h & this.trumps);
    }

    /** The leads of a trick boundary, scored: the stored best move, then leads no opponent can beat, and so on. */
    leads(ply: number, ttMove: number): number {
      const r = ply * ROW;
      const base = ply * MOVES;
      const moves = MOVE_LIST;
      const leader = leaderOf(ROWS[r + META]!);
      const reps = this.representatives(r, this.legal(r, leader));
      if ((reps & (reps - 1)) === 0) {
        moves[base] = lowIx(reps);
        return 1;
      }
      const scores = SCORES;
      const mate = SIDE[leader]!;
      const pts = PTS;
      // Per led suit: the best answer of the partner's side and of the opponents (the cards come suit by suit).
      let n = 0;
      let suit = 0;
      let mateBest = -1;
      let oppBest = -1;
      let m = reps;
      while (m !== 0) {
        const low = m & (~m + 1);
        m ^= low;
        const c = 31 - Math.clz32(low);
        if (SUIT[c] !== suit) {
          suit = SUIT[c]!;
          mateBest = -1;
          oppBest = -1;
          for (let i = 1; i < 4; i++) {
            const q = (leader + i) & 3;
            const a = this.bestAnswer(r, q, suit);
            if (SIDE[q] === mate) {
              if (a > mateBest) mateBest = a;
            } else if (a > oppBest) oppBest = a;
          }
        }
        let s: number;
        if (c === ttMove) s = 1 << 20;
        else if (oppBest < c)
          s = ((low & this.trumps) !== 0 ? 3000 : 3100) + pts[c]! * 4; // no opponent can take it
        else if (mateBest > oppBest)
          s = 2000 + pts[c]! * 4 - c; // the partner's side projects to take it
        else s = 1000 - pts[c]! * 32 - c;
        moves[base + n] = c;
        scores[base + n] = s;
        n++;
      }
      return n;
    }

    /** The leader leads card c (a trick boundary): the next row. */
    lead(ply: number, c: number): number {
      const R = ROWS;
      const r = ply * ROW;
      const n = r + ROW;
      const meta = R[r + META]!;
      const p = leaderOf(meta);
      const b = 1 << c;
      const pts = PTS[c]!;
      copyHands(r, n, p, b);
      R[n + LED_SUIT] = SUIT[c]!;
      // The first card holds the trick; it may be the called suit's first lead (SK-16).
      R[n + META] =
        (meta & (3 | DUTY)) |
        (1 << 2) |
        (p << 7) |
        (c << 9) |
        ((meta & DUTY) !== 0 && (b & this.called) !== 0 ? DUTY_TRICK : 0);
      R[n + POINTS] = R[r + POINTS]! - pts + (pts << 8);
      R[n + TABLE_CARDS] = b;
      search.kind = INNER_KIND[(p + 1) & 3]!;
      return 0;
    }

    /** Card c played by the seat to move within a trick: the next row; the declarer side's points of a trick it completes. */
    play(ply: number, c: number): number {
      const R = ROWS;
      const r = ply * ROW;
      const meta = R[r + META]!;
      const pos = posOf(meta);
      if (pos === 0) return this.lead(ply, c);
      if (pos === 3) return this.complete(ply, c);
      const n = r + ROW;
      const p = (leaderOf(meta) + pos) & 3;
      const b = 1 << c;
      const pts = PTS[c]!;
      copyHands(r, n, p, b);
      const led = R[r + LED_SUIT]!;
      R[n + LED_SUIT] = led;
      R[n + META] =
        (b & (led | this.trumps)) !== 0 && c > winCardOf(meta)
          ? ((meta + (1 << 2)) & 0x7f) | (p << 7) | (c << 9)
          : meta + (1 << 2);
      R[n + POINTS] = R[r + POINTS]! - pts + (pts << 8);
      R[n + TABLE_CARDS] = R[r + TABLE_CARDS]! | b;
      search.kind = INNER_KIND[(p + 1) & 3]!;
      return 0;
    }

    /** The fourth card c: the trick goes to its winner, who leads the next; the declarer side's points of it. */
    private complete(ply: number, c: number): number {
      const R = ROWS;
      const r = ply * ROW;
      const n = r + ROW;
      const meta = R[r + META]!;
      const p = (leaderOf(meta) + 3) & 3;
      const b = 1 << c;
      const pts = PTS[c]!;
      copyHands(r, n, p, b);
      let ws = winSeatOf(meta);
      if ((b & (R[r + LED_SUIT]! | this.trumps)) !== 0 && c > winCardOf(meta)) ws = p;
      const points = R[r + POINTS]! - pts;
      const total = trickOf(points) + pts;
      // The called suit's first trick complete: its duties end (SK-16 … SK-18).
      R[n + META] = ws | ((meta & DUTY_TRICK) !== 0 ? 0 : meta & DUTY);
      R[n + POINTS] = remOf(points);
      R[n + TABLE_CARDS] = 0;
      search.kind = SETTLE;
      return SIDE[ws] !== 0 ? total : 0;
    }

    /**
     * The second-to-last trick (two cards each at its start, row r), as this solver always searched it: plain
     * alpha-beta over the legal cards, lowest first, without table or ordering, the last trick scored at once. Its
     * own tight loop: the hands in `leanHands`, each card played and taken back, the trick in the arguments.
     */
    private lean(r: number, leader: number, duty: number, alpha: number, beta: number): number {
      const R = ROWS;
      const h = LEAN_HANDS;
      h[0] = R[r + H]!;
      h[1] = R[r + H + 1]!;
      h[2] = R[r + H + 2]!;
      h[3] = R[r + H + 3]!;
      return this.leanNode(0, leader, duty, 0, 0, 0, 0, 0, alpha, beta);
    }

    /**
     * A node of the lean routine: `pos` cards on the table, led in the suit mask `led`, held so far by seat `ws`
     * with card `wc`, worth `trick` points; `dutyTrick` when it is the called suit's first lead (SK-16).
     */
    private leanNode(
      pos: number,
      leader: number,
      duty: number,
      dutyTrick: number,
      led: number,
      wc: number,
      ws: number,
      trick: number,
      alpha: number,
      beta: number,
    ): number {
      this.visited++;
      const h = LEAN_HANDS;
      const p = (leader + pos) & 3;
      const max = SIDE[p] !== 0;
      let best = max ? -1 : 1000;
      const hand = h[p]!;
      let m = this.legalOf(hand, pos, duty, dutyTrick, led);
      const trumps = this.trumps;
      while (m !== 0) {
        const low = m & (~m + 1);
        m ^= low;
        const c = 31 - Math.clz32(low);
        const pts = PTS[c]!;
        h[p] = hand ^ low;
        let v: number;
        if (pos === 0) {
          const first = duty !== 0 && (low & this.called) !== 0 ? 1 : 0;
          v = this.leanNode(1, leader, duty, first, SUIT[c]!, c, p, pts, alpha, beta);
        } else if (pos < 3) {
          const takes = (low & (led | trumps)) !== 0 && c > wc;
          v = this.leanNode(
            pos + 1,
            leader,
            duty,
            dutyTrick,
            led,
            takes ? c : wc,
            takes ? p : ws,
            trick + pts,
            alpha,
            beta,
          );
        } else {
          const w = (low & (led | trumps)) !== 0 && c > wc ? p : ws;
          v = (SIDE[w] !== 0 ? trick + pts : 0) + this.lastTrick(h, 0, w);
        }
        h[p] = hand;
        if (max) {
          if (v > best) {
            best = v;
            if (v > alpha) alpha = v;
          }
        } else if (v < best) {
          best = v;
          if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
      }
      return best;
    }

    /** The last trick, led by `leader`, of the four hands from `hands[at]`: one card each, all forced. */
    private lastTrick(hands: Int32Array, at: number, leader: number): number {
      const c0 = 31 - Math.clz32(hands[at + leader]!);
      const wins = SUIT[c0]! | this.trumps;
      let w = leader;
      let wc = c0;
      let total = PTS[c0]!;
      for (let i = 1; i < 4; i++) {
        const p = (leader + i) & 3;
        const c = 31 - Math.clz32(hands[at + p]!);
        total += PTS[c]!;
        if (((1 << c) & wins) !== 0 && c > wc) {
          wc = c;
          w = p;
        }
      }
      return SIDE[w] !== 0 ? total : 0;
    }

    /** The least points that j cards of hand h can be worth. */
    private cheapest(h: number, j: number): number {
      const classMask = CLASS_MASK;
      const classPts = CLASS_PTS;
      let sum = 0;
      for (let k = 0; j > 0; k++) {
        const n = popcnt(h & classMask[k]!);
        const take = n < j ? n : j;
        sum += take * classPts[k]!;
        j -= take;
      }
      return sum;
    }

    /**
     * Sure points at a trick boundary. The highest remaining trump wins its trick, and so do the following
     * trumps as long as one side holds them all (only that side's own trumps are above them). One seat's such
     * trumps fall in different tricks, and every seat adds a card to each of those tricks, at least its cheapest.
     */
    private sureBounds(r: number, remPts: number): void {
      const R = ROWS;
      this.sureLo = 0;
      this.sureHi = remPts;
      const h0 = R[r + H]!;
      const h1 = R[r + H + 1]!;
      const h2 = R[r + H + 2]!;
      const h3 = R[r + H + 3]!;
      let m = (h0 | h1 | h2 | h3) & this.trumps;
      if (m === 0) return;
      let c0 = 0;
      let c1 = 0;
      let c2 = 0;
      let c3 = 0;
      let p0 = 0;
      let p1 = 0;
      let p2 = 0;
      let p3 = 0;
      let side = -1;
      while (m !== 0) {
        const t = 31 - Math.clz32(m);
        const b = 1 << t;
        const q = (h0 & b) !== 0 ? 0 : (h1 & b) !== 0 ? 1 : (h2 & b) !== 0 ? 2 : 3;
        if (side < 0) side = SIDE[q]!;
        else if (SIDE[q] !== side) break;
        if (q === 0) {
          c0++;
          p0 += PTS[t]!;
        } else if (q === 1) {
          c1++;
          p1 += PTS[t]!;
        } else if (q === 2) {
          c2++;
          p2 += PTS[t]!;
        } else {
          c3++;
          p3 += PTS[t]!;
        }
        m ^= b;
      }
      let best = 0;
      if (c0 > 0) best = Math.max(best, p0 + this.cheapest(h1, c0) + this.cheapest(h2, c0) + this.cheapest(h3, c0));
      if (c1 > 0) best = Math.max(best, p1 + this.cheapest(h0, c1) + this.cheapest(h2, c1) + this.cheapest(h3, c1));
      if (c2 > 0) best = Math.max(best, p2 + this.cheapest(h0, c2) + this.cheapest(h1, c2) + this.cheapest(h3, c2));
      if (c3 > 0) best = Math.max(best, p3 + this.cheapest(h0, c3) + this.cheapest(h1, c3) + this.cheapest(h2, c3));
      if (side !== 0) this.sureLo = best;
      else this.sureHi = remPts - best;
    }
  })();
}

// ---------------------------------------------------------------------------------------------------------
// The solver and its questions.

/** An open-cards Schafkopf solver: a search context, its table and its contract's tables. */
export class SchafkopfSolver extends SearchOwner<SchafkopfRules> {
  constructor() {
    // 2^17 buckets of one 64-byte cache line: 2^18 entries, 8 MiB, as the solver before the kit had (twice the
    // entries took as many nodes, within 0.1 %, and more time: more pages than the processor's TLB maps). Entries
    // stay valid across searches of one contract.
    super(
      schafkopf.id,
      {
        bucketBits: 17,
        replacement: Replacement.DeeperDemoting,
        layout: 'interleaved',
        values: 'integers',
        ownerKeyBits: 3,
      },
      (search) => schafkopfRules(search),
    );
  }

  private setUp(position: OpenPosition, tricks: boolean): void {
    this.rules.prepare(position.contract, position.declarerSide & 15, position.calledAce, tricks);
    this.rules.load(position);
  }

  /** Card points the declarer's side takes from here on (the cards on the table included), with best play. */
  solvePoints(position: OpenPosition): number {
    this.setUp(position, false);
    // MTD(f): null-window probes that close in on the value, the table keeping each probe's bounds.
    let lo = -1;
    let hi = 121;
    let g = 60;
    while (lo < hi) {
      const beta = g === lo ? g + 1 : g;
      g = this.search.search(0, beta - 1, beta);
      if (g < beta) hi = g;
      else lo = g;
    }
    return g;
  }

  /** Whether the declarer's side can take at least `target` of the remaining points (one null-window search). */
  reaches(position: OpenPosition, target: number): boolean {
    this.setUp(position, false);
    if (target <= 0) return true;
    const points = this.rules.rows[POINTS]!;
    if (target > remOf(points) + trickOf(points)) return false;
    return this.search.reaches(0, target);
  }

  /** Whether the declarer's side can win every remaining trick (for Tout, and Schwarz); and whether the defenders can. */
  winsAllTricks(position: OpenPosition, side: 'declarer' | 'defenders'): boolean {
    this.setUp(position, true);
    const points = this.rules.rows[POINTS]!;
    const total = remOf(points) + trickOf(points); // one per card still in play: four per trick
    if (side === 'declarer') return this.search.reaches(0, total);
    return this.search.search(0, 0, 1) <= 0;
  }

  /** For each legal card of the seat to move: the declarer side's points from here with best play after it. */
  solveMoves(position: OpenPosition): { card: number; points: number }[] {
    this.setUp(position, false);
    const rules = this.rules;
    const R = rules.rows;
    const p = (leaderOf(R[META]!) + posOf(R[META]!)) & 3;
    const out: { card: number; points: number }[] = [];
    if (R[H + p] === 0) return out;
    let m = rules.legal(0, p);
    while (m !== 0) {
      const c = lowIx(m);
      m ^= 1 << c;
      const gain = rules.play(0, c);
      out.push({ card: rules.cardOfIx[c]!, points: gain + this.search.played(1, -1 - gain, 121 - gain) });
    }
    return out.sort((a, b) => a.card - b.card);
  }

  /** The legal cards (an engine card mask) of the seat to move, as the solver sees them. */
  legalCards(position: OpenPosition): number {
    this.setUp(position, false);
    const R = this.rules.rows;
    let m = this.rules.legal(0, (leaderOf(R[META]!) + posOf(R[META]!)) & 3);
    let out = 0;
    while (m !== 0) {
      const c = lowIx(m);
      m ^= 1 << c;
      out |= 1 << this.rules.cardOfIx[c]!;
    }
    return out >>> 0;
  }

  /**
   * For each of `cards` (legal for the seat to move), the card of its run that stands for it: every question
   * about the deal has the same answer after either (engine codes; a card alone in its run stands for itself).
   */
  runTops(position: OpenPosition, cards: readonly number[]): number[] {
    this.setUp(position, false);
    const rules = this.rules;
    const R = rules.rows;
    const l = rules.legal(0, (leaderOf(R[META]!) + posOf(R[META]!)) & 3);
    return cards.map((card) => rules.cardOfIx[rules.runTop(0, l, rules.ixOfCard[card]!)]!);
  }

  /** Positions visited since the last call (for benchmarks). */
  takeNodeCount(): number {
    const n = this.rules.visited;
    this.rules.visited = 0;
    return n;
  }

  /** Forgets every stored position (the table keeps its memory). */
  reset(): void {
    this.rules.reset();
  }
}

/** The solver the players of this thread share (its table is 8 MiB, allocated on first use). */
let shared: SchafkopfSolver | undefined;
export const sharedSolver = (): SchafkopfSolver => (shared ??= new SchafkopfSolver());

/** Card points the declarer's side takes from here on (including the cards on the table) with best play by both sides. */
export const solvePoints = (position: OpenPosition): number => sharedSolver().solvePoints(position);

/** Whether the declarer's side can take at least `target` of the remaining points (null-window search, shared cache allowed). */
export const reaches = (position: OpenPosition, target: number): boolean => sharedSolver().reaches(position, target);

/** Whether the declarer's side can win every remaining trick (for Tout, and Schwarz); and whether the defenders can. */
export const winsAllTricks = (position: OpenPosition, side: 'declarer' | 'defenders'): boolean =>
  sharedSolver().winsAllTricks(position, side);

/** For each legal card of the seat to move: the declarer side's points from here with best play after it. */
export const solveMoves = (position: OpenPosition): { card: number; points: number }[] =>
  sharedSolver().solveMoves(position);

/** The legal cards (an engine card mask) of the seat to move, as the solver sees them. */
export const legalCards = (position: OpenPosition): number => sharedSolver().legalCards(position);

/** For each of `cards` (legal for the seat to move), the card of its run that stands for it (`runTops`). */
export const runTops = (position: OpenPosition, cards: readonly number[]): number[] =>
  sharedSolver().runTops(position, cards);

/** Search nodes visited since the last call (for benchmarks). */
export const takeNodeCount = (): number => sharedSolver().takeNodeCount();

/** Forgets every stored position of the shared solver (the table keeps its memory). */
export function resetSolverCache(): void {
  shared?.reset();
}

/** The open position of an engine state in its play phase (all hands known to the caller). */
export function positionFromState(s: SchafkopfState): OpenPosition {
  const contract = CONTRACTS[s.contract];
  if (s.phase !== 'play' || contract === undefined) throw new RangeError('the deal is not in its play phase');
  const side = (1 << s.declarer) | (s.partner >= 0 ? 1 << s.partner : 0);
  const held = s.calledAce >= 0 && s.hands.some((h) => ((h >>> s.calledAce) & 1) === 1);
  // The duties matter until the called suit's first trick is complete (SK-16 … SK-18).
  const current = s.calledSuitFirstLed < 0 || s.calledSuitFirstLed === s.tricks.length;
  return {
    contract,
    hands: s.hands.slice(),
    leader: s.leader,
    table: s.table.slice(),
    declarerSide: side,
    calledAce: held && current ? s.calledAce : -1,
    calledSuitLed: s.calledSuitFirstLed >= 0,
  };
}

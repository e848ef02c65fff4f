/**
 * Perfect-information alpha-beta for Bohemian Schneider: both hands and the talon order are known.
 *
 * The value of a position is the number of honours a fixed seat (`me`) will still take. Under perfect
 * information that is all the objective needs: the deal's result for `me` (game points, ties broken by the
 * honour difference, BS-10 / BS-V1 / BS-V4) is a strictly increasing function of `me`'s final honours,
 * and minimax commutes with a strictly increasing map, so maximising future honours picks exactly the
 * moves that maximise game points and then the difference. It also makes the value of a position
 * independent of the honours taken before it, so the transposition table key needs no history:
 * (both hands, leader, number of talon cards drawn) at trick boundaries, with the talon fixed per search.
 *
 * With a depth limit (while the talon lasts the whole deal is too deep), the leaves are scored by
 * `evaluate`: the honours still out split by a small model of who keeps which honour.
 */
import type { Seat } from '../../engine/action.js';
import type { Card, Suit } from '../../engine/cards.js';
import { type Mask, popcount, suitMask } from '../../engine/cardset.js';
import type { RulesInfo } from './rules.js';
import { type EvalWeights, weightsFor } from './weights.js';

const INF = 1e9;
const MAX_PLY = 40;
const MOVES_PER_PLY = 8;

/** A depth that always reaches the end of the deal. */
export const EXACT = 99;

export class Solver {
  /** Boundary nodes visited since construction (a deterministic effort measure). */
  nodes = 0;
  /**
   * Past this many nodes a search gives up: `aborted` is set and the values it returns are meaningless.
   * Set it before a search; `setup` clears `aborted`.
   */
  nodeLimit = Infinity;
  aborted = false;
  /** The leaf model's weights: the rules family's fitted ones unless `weightsOverride` is set. */
  weights!: EvalWeights;
  weightsOverride: EvalWeights | null = null;

  private info!: RulesInfo;
  private me: Seat = 0;
  private trumpSuit = -1;
  private trumpMask = 0;
  private honours = 0;
  private honourOf: Uint8Array = new Uint8Array(32);
  private followSuit = false;
  private beaters: Int32Array = new Int32Array(32);
  private catches: Int32Array = new Int32Array(32);
  private readonly talon = new Int8Array(24);
  private talonLen = 0;
  /** talonRest[d]: the talon cards not drawn once d have been drawn. */
  private readonly talonRest = new Int32Array(25);

  // Transposition table (boundary nodes): keys, bounds, depth, best lead.
  private readonly ttMask: number;
  private readonly k0: Int32Array;
  private readonly k1: Int32Array;
  private readonly km: Int32Array;
  private readonly lo: Float64Array;
  private readonly hi: Float64Array;
  private readonly depthOf: Int8Array;
  private readonly bestOf: Int8Array;
  private gen = 0;

  private readonly moves = new Int8Array(MAX_PLY * MOVES_PER_PLY);
  private readonly scores = new Int32Array(MOVES_PER_PLY);

  constructor(ttBits = 16) {
    const size = 1 << ttBits;
    this.ttMask = size - 1;
    this.k0 = new Int32Array(size);
    this.k1 = new Int32Array(size);
    this.km = new Int32Array(size).fill(-1);
    this.lo = new Float64Array(size);
    this.hi = new Float64Array(size);
    this.depthOf = new Int8Array(size);
    this.bestOf = new Int8Array(size);
  }

  /** Fixes the deal for the searches that follow: rules, trump suit (-1 if none), remaining talon, seat. */
  setup(info: RulesInfo, trumpSuit: number, talon: readonly Card[], me: Seat): void {
    if (info !== this.info) {
      this.info = info;
      this.honours = info.honours;
      this.honourOf = info.honourOf;
      this.followSuit = info.followSuit;
      this.beaters = info.beaters;
      this.catches = info.catches;
    }
    this.weights = this.weightsOverride ?? weightsFor(info);
    this.aborted = false;
    this.me = me;
    this.trumpSuit = trumpSuit;
    this.trumpMask = trumpSuit >= 0 ? suitMask(trumpSuit as Suit) : 0;
    this.talonLen = talon.length;
    for (let i = 0; i < talon.length; i++) this.talon[i] = talon[i]!;
    this.talonRest[talon.length] = 0;
    for (let i = talon.length - 1; i >= 0; i--) this.talonRest[i] = this.talonRest[i + 1]! | (1 << talon[i]!);
    // A new generation invalidates every table entry at once.
    this.gen++;
    if (this.gen > 0x3ffffff) {
      this.gen = 1;
      this.km.fill(-1);
    }
  }

  /**
   * The value for `me` (honours `me` still takes, the current trick included) of each of `moves`, played
   * by the seat to move in the position: hands by seat, leader, led card (-1 when the table is empty).
   * `depth` counts tricks to complete before the leaves (EXACT: to the end of the deal).
   */
  moveValues(hands: readonly Mask[], leader: Seat, led: Card, moves: readonly Card[], depth: number): number[] {
    const h0 = hands[0]! | 0;
    const h1 = hands[1]! | 0;
    const out: number[] = [];
    for (const m of moves) {
      if (led < 0) {
        const bit = 1 << m;
        const n0 = leader === 0 ? h0 & ~bit : h0;
        const n1 = leader === 1 ? h1 & ~bit : h1;
        out.push(this.answer(n0, n1, leader, m, 0, depth, -INF, INF, 0));
      } else {
        out.push(this.finishTrick(h0, h1, leader, led, m, 0, depth, -INF, INF, 1));
      }
    }
    return out;
  }

  /** The value for `me` of the position with the table empty. */
  value(hands: readonly Mask[], leader: Seat, depth: number): number {
    return this.boundary(hands[0]! | 0, hands[1]! | 0, leader, 0, depth, -INF, INF, 0);
  }

  /** Plays the answer `a` to `led` (both already out of the hands except `a`) and searches on. */
  private finishTrick(
    h0: number,
    h1: number,
    leader: Seat,
    led: Card,
    a: Card,
    drawn: number,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    const responder = 1 - leader;
    const ab = 1 << a;
    if (responder === 0) h0 &= ~ab;
    else h1 &= ~ab;
    // BS-7 / BS-C1 / BS-V3, from the engine's trick winner (rules.ts).
    const win = a >> 3 !== led >> 3 ? a >> 3 === this.trumpSuit : ((this.beaters[led]! >> a) & 1) !== 0;
    const winner = win ? responder : leader;
    const gain = winner === this.me ? this.honourOf[led]! + this.honourOf[a]! : 0;
    if (drawn < this.talonLen) {
      const first = 1 << this.talon[drawn]!;
      const second = 1 << this.talon[drawn + 1]!;
      if (winner === 0) {
        h0 |= first;
        h1 |= second;
      } else {
        h1 |= first;
        h0 |= second;
      }
      drawn += 2;
    }
    return gain + this.boundary(h0, h1, winner, drawn, depth - 1, alpha - gain, beta - gain, ply + 1);
  }

  private boundary(
    h0: number,
    h1: number,
    leader: Seat,
    drawn: number,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    const all = h0 | h1;
    if (all === 0) return 0;
    const remaining = (popcount(all >>> 0) + this.talonLen - drawn) >> 1;
    if (depth > remaining) depth = remaining;
    if (depth <= 0) return this.evaluate(h0, h1, leader, drawn);
    if (++this.nodes > this.nodeLimit) {
      this.aborted = true;
      return 0;
    }

    // Transposition table.
    const meta = leader | (drawn << 1) | (this.gen << 6) | 0;
    let x = Math.imul(h0 ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(h1 ^ meta, 0x85ebca6b);
    x ^= x >>> 15;
    x = Math.imul(x, 0xc2b2ae35);
    x ^= x >>> 13;
    // Two entries per bucket: the first keeps the deeper search, the second the latest.
    const bucket = x & this.ttMask & ~1;
    let slot = -1;
    if (this.k0[bucket] === h0 && this.k1[bucket] === h1 && this.km[bucket] === meta) slot = bucket;
    else if (this.k0[bucket + 1] === h0 && this.k1[bucket + 1] === h1 && this.km[bucket + 1] === meta)
      slot = bucket + 1;
    let ttBest = -1;
    if (slot >= 0) {
      ttBest = this.bestOf[slot]!;
      if (this.depthOf[slot]! >= depth) {
        const l = this.lo[slot]!;
        const u = this.hi[slot]!;
        if (l === u) return l;
        if (l >= beta) return l;
        if (u <= alpha) return u;
        if (l > alpha) alpha = l;
        if (u < beta) beta = u;
      }
    }

    const maxing = leader === this.me;
    const lh = leader === 0 ? h0 : h1;
    const rh = leader === 0 ? h1 : h0;
    const outside = rh | this.talonRest[drawn]!;
    const n = this.orderLeads(lh, rh, outside, ttBest, ply);
    const base = ply * MOVES_PER_PLY;
    let best = maxing ? -INF : INF;
    let bestMove = -1;
    const a0 = alpha;
    const b0 = beta;
    for (let i = 0; i < n; i++) {
      const c = this.moves[base + i]!;
      const cb = 1 << c;
      const v =
        leader === 0
          ? this.answer(h0 & ~cb, h1, 0, c, drawn, depth, alpha, beta, ply + 1)
          : this.answer(h0, h1 & ~cb, 1, c, drawn, depth, alpha, beta, ply + 1);
      if (maxing) {
        if (v > best) {
          best = v;
          bestMove = c;
          if (v > alpha) alpha = v;
        }
      } else if (v < best) {
        best = v;
        bestMove = c;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }

    if (this.aborted) return best;
    // Store fail-soft bounds (relative to the possibly narrowed window), merged with an entry of equal depth.
    let lo = best <= a0 ? -INF : best;
    let hi = best >= b0 ? INF : best;
    if (slot >= 0 && this.depthOf[slot] === depth) {
      if (this.lo[slot]! > lo) lo = this.lo[slot]!;
      if (this.hi[slot]! < hi) hi = this.hi[slot]!;
    } else if (slot < 0) {
      slot = this.km[bucket]! >>> 6 !== this.gen >>> 0 || this.depthOf[bucket]! <= depth ? bucket : bucket + 1;
    }
    this.k0[slot] = h0;
    this.k1[slot] = h1;
    this.km[slot] = meta;
    this.depthOf[slot] = depth;
    this.bestOf[slot] = bestMove;
    this.lo[slot] = lo;
    this.hi[slot] = hi;
    return best;
  }

  /** The responder's choice once `led` is on the table (the leader's hand already without it). */
  private answer(
    h0: number,
    h1: number,
    leader: Seat,
    led: Card,
    drawn: number,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    const responder = 1 - leader;
    const rh = responder === 0 ? h0 : h1;
    const lh = responder === 0 ? h1 : h0;
    let legal = rh;
    if (this.followSuit) {
      const follow = rh & (0xff << ((led >> 3) << 3));
      if (follow !== 0) legal = follow;
    }
    const n = this.orderAnswers(legal, lh | this.talonRest[drawn]! | (1 << led), led, ply);
    const base = ply * MOVES_PER_PLY;
    const maxing = responder === this.me;
    let best = maxing ? -INF : INF;
    for (let i = 0; i < n; i++) {
      const a = this.moves[base + i]!;
      const v = this.finishTrick(h0, h1, leader, led, a, drawn, depth, alpha, beta, ply);
      if (maxing) {
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

  /** One representative of each class of equivalent cards of `hand` (see `representatives`). */
  private reps(hand: number, outside: number): number {
    return representatives(this.info, this.trumpSuit, hand >>> 0, outside >>> 0);
  }

  /** Can the responder's hand `rh` win against the lead `c`? */
  private beatable(c: Card, rh: number): boolean {
    const same = rh & (0xff << ((c >> 3) << 3));
    if (this.followSuit && same !== 0) return (same & this.beaters[c]!) !== 0;
    if ((rh & this.beaters[c]!) !== 0) return true;
    return c >> 3 !== this.trumpSuit && (rh & this.trumpMask) !== 0;
  }

  private orderLeads(lh: number, rh: number, outside: number, ttBest: number, ply: number): number {
    let m = this.reps(lh, outside);
    const base = ply * MOVES_PER_PLY;
    let n = 0;
    while (m !== 0) {
      const low = m & -m;
      const c = 31 - Math.clz32(low);
      m ^= low;
      const hon = this.honourOf[c]!;
      let s: number;
      if (c === ttBest) s = 1000;
      else if (!this.beatable(c, rh)) s = hon ? 500 + (c & 7) : 400 - (c & 7);
      else s = hon ? 100 + (c & 7) : 300 - (c & 7);
      this.insert(base, n++, c, s);
    }
    return n;
  }

  private orderAnswers(legal: number, outside: number, led: Card, ply: number): number {
    let m = this.reps(legal, outside);
    const base = ply * MOVES_PER_PLY;
    const ledHon = this.honourOf[led]!;
    let n = 0;
    while (m !== 0) {
      const low = m & -m;
      const a = 31 - Math.clz32(low);
      m ^= low;
      const hon = this.honourOf[a]!;
      const win = a >> 3 !== led >> 3 ? a >> 3 === this.trumpSuit : ((this.beaters[led]! >> a) & 1) !== 0;
      let s: number;
      if (win) s = 500 + 50 * (ledHon + hon) - (a & 7) - (a >> 3 === this.trumpSuit ? 8 : 0);
      else s = hon ? 100 - (a & 7) : 300 - (a & 7);
      this.insert(base, n++, a, s);
    }
    return n;
  }

  /** Insertion into the ply's move list, highest score first. */
  private insert(base: number, n: number, c: number, s: number): void {
    let i = n;
    while (i > 0 && this.scores[i - 1]! < s) {
      this.scores[i] = this.scores[i - 1]!;
      this.moves[base + i] = this.moves[base + i - 1]!;
      i--;
    }
    this.scores[i] = s;
    this.moves[base + i] = c;
  }

  /**
   * Leaf score: the honours `me` is expected to still take. The honours still out are split evenly, then the
   * split moves by the weighted difference of the two hands' features (`features`) and the lead (weights.ts).
   */
  evaluate(h0: number, h1: number, leader: Seat, drawn: number): number {
    const f = this.features(h0, h1, leader, drawn);
    const w = this.weights;
    const edge =
      w.safeHonour * f[0]! +
      w.unsafeHonour * f[1]! +
      w.safeLow * f[2]! +
      w.trump * f[3]! +
      w.catcher * f[4]! +
      w.leadPerHonour * f[5]!;
    const out = f[6]!;
    let v = out / 2 + edge;
    if (v < 0) v = 0;
    else if (v > out) v = out;
    return v;
  }

  private readonly feats = new Float64Array(7);

  /**
   * The leaf model's features for `me` at a trick boundary, as differences mine minus theirs, in the order
   * of FEATURES (weights.ts) (the lead as +-honours still out), then the honours still out. The array is reused.
   */
  features(h0: number, h1: number, leader: Seat, drawn: number): Float64Array {
    const f = this.feats;
    f.fill(0);
    const talon = this.talonRest[drawn]!;
    const out = popcount(((h0 | h1 | talon) & this.honours) >>> 0);
    const mine = this.me === 0 ? h0 : h1;
    const theirs = this.me === 0 ? h1 : h0;
    this.handFeatures(mine, theirs | talon, 1);
    this.handFeatures(theirs, mine | talon, -1);
    f[5] = leader === this.me ? out : -out;
    f[6] = out;
    return f;
  }

  private handFeatures(hand: number, outside: number, sign: number): void {
    const f = this.feats;
    const trumpsOut = (outside & this.trumpMask) !== 0;
    const outsideHonours = outside & this.honours;
    let safeHonour = 0;
    let unsafeHonour = 0;
    let safeLow = 0;
    let trumps = 0;
    let catchers = 0;
    let m = hand;
    while (m !== 0) {
      const low = m & -m;
      const c = 31 - Math.clz32(low);
      m ^= low;
      const trump = c >> 3 === this.trumpSuit;
      const safe = (this.beaters[c]! & outside) === 0 && (!trumpsOut || trump);
      if (this.honourOf[c]) {
        if (safe) safeHonour++;
        else unsafeHonour++;
      } else if (safe) safeLow++;
      if (trump) trumps++;
      if ((this.catches[c]! & outsideHonours) !== 0) catchers++;
    }
    f[0] = f[0]! + sign * safeHonour;
    f[1] = f[1]! + sign * unsafeHonour;
    f[2] = f[2]! + sign * safeLow;
    f[3] = f[3]! + sign * trumps;
    f[4] = f[4]! + sign * catchers;
  }
}

/**
 * One representative (the lowest) of each class of interchangeable cards in `hand`, as a mask. `outside`
 * holds every card that can still meet them in a trick (the other hand, the talon, a led card). Cards
 * with the same honour value are interchangeable when no outside card tells them apart:
 * - "Passive" cards, which no outside card beats and which beat no outside card, win when led and lose
 *   when answering, except by their suit's trump status (BS-V3). So passive cards of one suit are
 *   interchangeable, and without the duty to follow suit (BS-V2) passive cards of any suits with the same
 *   trump status are too.
 * - BS-C1 (any higher card wins): cards of one suit with no outside card ranking between them.
 */
export function representatives(info: RulesInfo, trumpSuit: number, hand: Mask, outside: Mask): Mask {
  let keep = 0;
  let seen = 0; // bit per class key of passive cards
  let active = 0;
  const acrossSuits = !info.followSuit;
  let m = hand;
  while (m !== 0) {
    const low = m & -m;
    const c = 31 - Math.clz32(low);
    m ^= low;
    if ((info.beaters[c]! & outside) !== 0 || (info.catches[c]! & outside) !== 0) {
      active |= low;
      continue;
    }
    const suitKey = acrossSuits ? (c >> 3 === trumpSuit ? 4 : 5) : c >> 3;
    const key = 1 << ((suitKey << 1) | info.honourOf[c]!);
    if ((seen & key) === 0) {
      seen |= key;
      keep |= low;
    }
  }
  if (info.nextRankOnly) return (keep | active) >>> 0;
  // BS-C1: within a suit, runs of active cards with no outside card between them and one honour value.
  for (let s = 0; s < 4; s++) {
    let prevHon = -1;
    for (let c = s * 8; c < s * 8 + 8; c++) {
      if ((outside >>> c) & 1) prevHon = -1;
      else if ((active >>> c) & 1) {
        const h = info.honourOf[c]!;
        if (h !== prevHon) {
          keep |= 1 << c;
          prevHon = h;
        }
      }
    }
  }
  return keep >>> 0;
}

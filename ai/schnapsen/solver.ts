/**
 * Open-cards alpha-beta for Schnapsen: both hands and the order of the talon are known (the oracle's true deal,
 * or one world sampled by the searching players).
 *
 * The value of a position is the deal's net game points for a fixed seat `me`: +g when `me` wins the deal and
 * scores g (SN-14, SN-15: 1, 2 or 3), -g when the opponent does. Every decision of the deal is searched, as the
 * engine offers it: the exchange (SN-8), the closing (SN-9), each marriage with either of its two cards
 * (SN-10), the leads and the answers, open (SN-5) or strict (SN-7). The deal ends at 66 at once (SN-12),
 * after the last trick (SN-13), or by the closing's outcome (SN-15).
 *
 * The rules are re-stated here on a lean state (masks and small integers) for speed; solver.test.ts checks them
 * against the engine's own `apply` with an exhaustive minimax.
 *
 * A player's points live in one integer: s >= 0 is the credited points of a player who has won a trick;
 * s < 0 means no trick yet, with -1 - s marriage points pending (SN-10, SN-11). The value of the rest of the
 * deal depends on these, so they are part of the transposition key, with the hands, the leader, the cards
 * drawn, the card under the talon and the closing (who closed and what SN-15 judges at that moment).
 */
import type { Seat } from '../../engine/action.js';
import { type Card, RANK_KING, RANK_OBER, RANK_UNTER, type Suit, cardOf, rankOf, suitOf } from '../../engine/cards.js';
import { suitMask } from '../../engine/cardset.js';
import {
  CLOSE,
  EXCHANGE,
  SCHNEIDER_LINE,
  STOCK_SIZE,
  type SchnapsenState,
  WINNING_POINTS,
  cardPoints,
  cardPower,
  isMarry,
  marriageValue,
  marriedSuit,
} from '../../engine/schnapsen/index.js';
import type { Action } from '../../engine/action.js';

const INF = 100;
const MAX_PLY = 48;
const MOVES_PER_PLY = 16;
/** Move codes inside the search: a card, the exchange, the closing, or a marriage led with that card. */
const M_EXCHANGE = 32;
const M_CLOSE = 33;
const M_MARRY = 64;

const POINTS = new Int8Array(32);
const POWER = new Int8Array(32);
for (let c = 0; c < 32; c++) {
  if (rankOf(c) >= 3) {
    POINTS[c] = cardPoints(c);
    POWER[c] = cardPower(c);
  }
}
/** BEATS[c]: the cards of c's suit that rank above it (SN-1: A > T > K > O > U). */
const ABOVE = new Int32Array(32);
for (let c = 0; c < 32; c++) {
  let m = 0;
  for (let d = (c >> 3) * 8; d < (c >> 3) * 8 + 8; d++) if (rankOf(d) >= 3 && POWER[d]! > POWER[c]!) m |= 1 << d;
  ABOVE[c] = m;
}

/** A score word after winning a trick worth g: pending marriage points are credited with the first trick. */
const afterTrick = (s: number, g: number): number => (s >= 0 ? s + g : -1 - s + g);
/** SN-15: what the closer would score, judged on the opponent's score word at the moment of closing. */
const closingClass = (opp: number): number => (opp < 0 ? 3 : opp < SCHNEIDER_LINE ? 2 : 1);

export class Solver {
  /** Boundary nodes visited since construction (a deterministic effort measure). */
  nodes = 0;
  /** Past this many nodes a search gives up: `aborted` is set and its values are meaningless. */
  nodeLimit = Infinity;
  aborted = false;

  private me: Seat = 0;
  private trump = 0;
  private trumpMask = 0;
  private unter = 0;
  private readonly talon = new Int8Array(STOCK_SIZE);

  private readonly ttMask: number;
  private readonly k0: Int32Array;
  private readonly k1: Int32Array;
  private readonly km: Int32Array;
  private readonly kg: Int32Array;
  private readonly lo: Int8Array;
  private readonly hi: Int8Array;
  private readonly bestOf: Int8Array;
  private gen = 0;

  private readonly moves = new Int8Array(MAX_PLY * MOVES_PER_PLY);
  private readonly scores = new Int32Array(MOVES_PER_PLY);

  constructor(ttBits = 18) {
    const size = 1 << ttBits;
    this.ttMask = size - 1;
    this.k0 = new Int32Array(size);
    this.k1 = new Int32Array(size);
    this.km = new Int32Array(size);
    this.kg = new Int32Array(size);
    this.lo = new Int8Array(size);
    this.hi = new Int8Array(size);
    this.bestOf = new Int8Array(size);
  }

  /**
   * The value for `me` of each of `actions` (engine actions, legal in `state`), played by the seat to move.
   * Only `state.talon` from `state.drawn` on is read of the talon.
   */
  actionValues(state: SchnapsenState, me: Seat, actions: readonly Action[]): number[] {
    this.setup(state, me);
    return actions.map((a) => this.exactValue(state, a));
  }

  /**
   * The exact value of one action by null-window probes (is it a win? worth 2 or more? 3?), which share the
   * table: far cheaper than one search with the full window, since a value is one of -3..-1, 1..3.
   */
  private exactValue(state: SchnapsenState, action: Action): number {
    let lo = -3;
    let hi = 3;
    let t = 1; // first: does the action win the deal?
    while (lo < hi) {
      const v = this.probe(state, action, t - 1, t);
      if (this.aborted) return 0;
      if (v >= t) {
        lo = v;
        t = lo + 1;
        if (t === 0) t = 1;
      } else {
        hi = v;
        if (hi === 0) hi = -1;
        t = hi;
      }
    }
    return lo;
  }

  /** The value of `action` in the root state, searched with the window (alpha, beta), fail-soft. */
  private probe(state: SchnapsenState, a: Action, alpha: number, beta: number): number {
    const s = state;
    const h0 = s.hands[0]! | 0;
    const h1 = s.hands[1]! | 0;
    const closed = s.closedBy === null ? 0 : s.closedBy + 1;
    const cls = s.closing === null ? 0 : closingClass(s.closing.opponentTricks === 0 ? -1 : s.closing.opponentPoints);
    const s0 = this.scoreWord(s, 0);
    const s1 = this.scoreWord(s, 1);
    if (s.led >= 0)
      return this.finishTrick(h0, h1, s.leader, s.drawn, s.bottom, closed, cls, s0, s1, s.led, a, alpha, beta, 0);
    if (a === EXCHANGE || a === CLOSE) {
      const m = a === EXCHANGE ? M_EXCHANGE : M_CLOSE;
      return this.boundaryMove(m, h0, h1, s.leader, s.drawn, s.bottom, closed, cls, s0, s1, alpha, beta, 0);
    }
    if (isMarry(a))
      return this.married(h0, h1, s.leader, s.drawn, s.bottom, closed, cls, s0, s1, marriedSuit(a), alpha, beta, 0);
    return this.lead(h0, h1, s.leader, s.drawn, s.bottom, closed, cls, s0, s1, a, alpha, beta, 0);
  }

  private scoreWord(s: SchnapsenState, seat: Seat): number {
    if (s.trickCounts[seat]! > 0) return s.cardPoints[seat]! + s.marriagePoints[seat]!;
    return -1 - s.marriagePoints[seat]!;
  }

  private setup(state: SchnapsenState, me: Seat): void {
    this.aborted = false;
    this.me = me;
    this.trump = state.trump;
    this.trumpMask = suitMask(state.trump);
    this.unter = cardOf(state.trump, RANK_UNTER);
    for (let i = state.drawn; i < STOCK_SIZE - 1; i++) this.talon[i] = state.talon[i]!;
    // A new generation invalidates every table entry at once.
    this.gen = (this.gen + 1) | 0;
  }

  /** The deal's value for `me` when `winner` wins it (SN-14, SN-15). */
  private final(winner: Seat, closed: number, cls: number, s0: number, s1: number): number {
    let g: number;
    if (closed !== 0) g = winner === closed - 1 ? cls : cls === 3 ? 3 : 2;
    else {
      const loser = winner === 0 ? s1 : s0;
      g = loser < 0 ? 3 : loser < SCHNEIDER_LINE ? 2 : 1;
    }
    return winner === this.me ? g : -g;
  }

  /** The leader's decision at a trick boundary: exchange, close, a marriage, or a lead. */
  private boundary(
    h0: number,
    h1: number,
    leader: Seat,
    drawn: number,
    bottom: Card,
    closed: number,
    cls: number,
    s0: number,
    s1: number,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    if (++this.nodes > this.nodeLimit) {
      this.aborted = true;
      return 0;
    }
    const code0 = s0 >= 0 ? s0 : 128 + (-1 - s0) / 20;
    const code1 = s1 >= 0 ? s1 : 128 + (-1 - s1) / 20;
    const meta =
      leader |
      (drawn << 1) |
      (closed << 5) |
      (cls << 7) |
      ((bottom === this.unter ? 1 : 0) << 9) |
      (code0 << 10) |
      (code1 << 18);
    let x = Math.imul(h0 ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(h1 ^ meta, 0x85ebca6b);
    x ^= x >>> 15;
    x = Math.imul(x, 0xc2b2ae35);
    x ^= x >>> 13;
    const bucket = x & this.ttMask & ~1;
    const gen = this.gen;
    let slot = -1;
    if (this.kg[bucket] === gen && this.k0[bucket] === h0 && this.k1[bucket] === h1 && this.km[bucket] === meta)
      slot = bucket;
    else if (
      this.kg[bucket + 1] === gen &&
      this.k0[bucket + 1] === h0 &&
      this.k1[bucket + 1] === h1 &&
      this.km[bucket + 1] === meta
    )
      slot = bucket + 1;
    let ttBest = -1;
    if (slot >= 0) {
      ttBest = this.bestOf[slot]!;
      const l = this.lo[slot]!;
      const u = this.hi[slot]!;
      if (l === u) return l;
      if (l >= beta) return l;
      if (u <= alpha) return u;
      if (l > alpha) alpha = l;
      if (u < beta) beta = u;
    }

    const maxing = leader === this.me;
    const n = this.orderBoundary(h0, h1, leader, drawn, closed, ttBest, ply);
    const base = ply * MOVES_PER_PLY;
    let best = maxing ? -INF : INF;
    let bestMove = -1;
    const a0 = alpha;
    const b0 = beta;
    for (let i = 0; i < n; i++) {
      const m = this.moves[base + i]!;
      const v = this.boundaryMove(m, h0, h1, leader, drawn, bottom, closed, cls, s0, s1, alpha, beta, ply + 1);
      if (maxing) {
        if (v > best) {
          best = v;
          bestMove = m;
          if (v > alpha) alpha = v;
        }
      } else if (v < best) {
        best = v;
        bestMove = m;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    if (this.aborted) return best;

    // Fail-soft bounds, merged with what the entry already knew.
    let lo = best <= a0 ? -INF : best;
    let hi = best >= b0 ? INF : best;
    if (slot >= 0) {
      if (this.lo[slot]! > lo) lo = this.lo[slot]!;
      if (this.hi[slot]! < hi) hi = this.hi[slot]!;
    } else {
      // The first place is kept while it belongs to this search; the second always takes the newest entry.
      slot = this.kg[bucket] !== gen ? bucket : bucket + 1;
    }
    this.k0[slot] = h0;
    this.k1[slot] = h1;
    this.km[slot] = meta;
    this.kg[slot] = gen;
    this.bestOf[slot] = bestMove;
    this.lo[slot] = lo;
    this.hi[slot] = hi;
    return best;
  }

  /** One move at a boundary (see the move codes). */
  private boundaryMove(
    m: number,
    h0: number,
    h1: number,
    leader: Seat,
    drawn: number,
    bottom: Card,
    closed: number,
    cls: number,
    s0: number,
    s1: number,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    if (m === M_EXCHANGE) {
      // SN-8: the trump Unter goes under the talon, the card lying there into the hand.
      const swap = (1 << this.unter) | (1 << bottom);
      if (leader === 0) h0 ^= swap;
      else h1 ^= swap;
      return this.boundary(h0, h1, leader, drawn, this.unter, closed, cls, s0, s1, alpha, beta, ply);
    }
    if (m === M_CLOSE) {
      // SN-9, SN-15: closed; the opponent's points and tricks are judged now.
      const c = closingClass(leader === 0 ? s1 : s0);
      return this.boundary(h0, h1, leader, drawn, bottom, leader + 1, c, s0, s1, alpha, beta, ply);
    }
    if (m >= M_MARRY) {
      const card = m - M_MARRY;
      const v = marriageValue(suitOf(card), this.trump as Suit);
      // SN-10: credited at once after a won trick, else pending; SN-12: 66 ends the deal before the lead.
      if (leader === 0) s0 = s0 >= 0 ? s0 + v : s0 - v;
      else s1 = s1 >= 0 ? s1 + v : s1 - v;
      if ((leader === 0 ? s0 : s1) >= WINNING_POINTS) return this.final(leader, closed, cls, s0, s1);
    }
    return this.lead(h0, h1, leader, drawn, bottom, closed, cls, s0, s1, m & 31, alpha, beta, ply);
  }

  /** A marriage announced (at the root): the better of leading its King or its Ober. */
  private married(
    h0: number,
    h1: number,
    leader: Seat,
    drawn: number,
    bottom: Card,
    closed: number,
    cls: number,
    s0: number,
    s1: number,
    suit: Suit,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    const maxing = leader === this.me;
    let best = maxing ? -INF : INF;
    for (const rank of [RANK_KING, RANK_OBER]) {
      const v = this.boundaryMove(
        M_MARRY + cardOf(suit, rank as never),
        h0,
        h1,
        leader,
        drawn,
        bottom,
        closed,
        cls,
        s0,
        s1,
        alpha,
        beta,
        ply,
      );
      if (maxing) {
        if (v > best) best = v;
        if (v > alpha) alpha = v;
      } else {
        if (v < best) best = v;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /** The leader plays `card`; the follower answers. */
  private lead(
    h0: number,
    h1: number,
    leader: Seat,
    drawn: number,
    bottom: Card,
    closed: number,
    cls: number,
    s0: number,
    s1: number,
    card: Card,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    const cb = 1 << card;
    if (leader === 0) h0 &= ~cb;
    else h1 &= ~cb;
    const follower = 1 - leader;
    const fh = follower === 0 ? h0 : h1;
    const strict = closed !== 0 || drawn >= STOCK_SIZE;
    const legal = strict ? this.strictAnswers(fh, card) : fh;
    const n = this.orderAnswers(legal, card, ply);
    const base = ply * MOVES_PER_PLY;
    const maxing = follower === this.me;
    let best = maxing ? -INF : INF;
    for (let i = 0; i < n; i++) {
      const a = this.moves[base + i]!;
      const v = this.finishTrick(h0, h1, leader, drawn, bottom, closed, cls, s0, s1, card, a, alpha, beta, ply + 1);
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

  /** SN-7: the cards that fulfil the follower's duty. */
  private strictAnswers(hand: number, led: Card): number {
    const same = hand & (0xff << (led & 24));
    if (same !== 0) {
      const higher = same & ABOVE[led]!;
      return higher !== 0 ? higher : same;
    }
    const trumps = hand & this.trumpMask;
    return trumps !== 0 ? trumps : hand;
  }

  /** The answer `a` to `led` (the leader's hand already without it), then the draw or the deal's end. */
  private finishTrick(
    h0: number,
    h1: number,
    leader: Seat,
    drawn: number,
    bottom: Card,
    closed: number,
    cls: number,
    s0: number,
    s1: number,
    led: Card,
    a: Card,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    const follower = 1 - leader;
    const ab = 1 << a;
    if (follower === 0) h0 &= ~ab;
    else h1 &= ~ab;
    // SN-5: the higher card of the led suit, or a trump on another suit, wins; otherwise the leader.
    const sameSuit = a >> 3 === led >> 3;
    const winner = (sameSuit ? POWER[a]! > POWER[led]! : a >> 3 === this.trump) ? follower : leader;
    const gain = POINTS[led]! + POINTS[a]!;
    if (winner === 0) s0 = afterTrick(s0, gain);
    else s1 = afterTrick(s1, gain);
    // SN-12: 66 ends the deal at once.
    if ((winner === 0 ? s0 : s1) >= WINNING_POINTS) return this.final(winner, closed, cls, s0, s1);
    if (closed === 0 && drawn < STOCK_SIZE) {
      // SN-6: the winner draws first; the card under the talon comes last.
      const first = 1 << this.talon[drawn]!;
      const second = 1 << (drawn + 1 < STOCK_SIZE - 1 ? this.talon[drawn + 1]! : bottom);
      if (winner === 0) {
        h0 |= first;
        h1 |= second;
      } else {
        h1 |= first;
        h0 |= second;
      }
      drawn += 2;
    }
    if ((h0 | h1) === 0) {
      // SN-13: the last trick decides an unclosed deal; a closed one the closer has failed (SN-15).
      return this.final(closed === 0 ? winner : 2 - closed, closed, cls, s0, s1);
    }
    return this.boundary(h0, h1, winner, drawn, bottom, closed, cls, s0, s1, alpha, beta, ply);
  }

  /** The leader's moves in search order; returns their count. */
  private orderBoundary(
    h0: number,
    h1: number,
    leader: Seat,
    drawn: number,
    closed: number,
    ttBest: number,
    ply: number,
  ): number {
    const lh = leader === 0 ? h0 : h1;
    const fh = leader === 0 ? h1 : h0;
    const base = ply * MOVES_PER_PLY;
    const open = closed === 0 && drawn < STOCK_SIZE;
    let n = 0;
    if (open && (lh >> this.unter) & 1) this.insert(base, n++, M_EXCHANGE, ttBest === M_EXCHANGE ? 10000 : 900);
    if (open) this.insert(base, n++, M_CLOSE, ttBest === M_CLOSE ? 10000 : 0);
    for (let suit = 0; suit < 4; suit++) {
      const k = suit * 8 + RANK_KING;
      const o = suit * 8 + RANK_OBER;
      if (((lh >> k) & 1) === 0 || ((lh >> o) & 1) === 0) continue;
      const bonus = suit === this.trump ? 1000 : 800;
      this.insert(base, n++, M_MARRY + k, ttBest === M_MARRY + k ? 10000 : bonus + 1);
      this.insert(base, n++, M_MARRY + o, ttBest === M_MARRY + o ? 10000 : bonus);
    }
    const strict = !open;
    let m = lh;
    while (m !== 0) {
      const low = m & -m;
      const c = 31 - Math.clz32(low);
      m ^= low;
      let s: number;
      if (c === ttBest) s = 10000;
      else {
        // A lead the follower cannot beat banks its points; otherwise lead cheap cards, trumps last.
        const same = fh & (0xff << (c & 24));
        const beaten =
          (same & ABOVE[c]!) !== 0 || (c >> 3 !== this.trump && (fh & this.trumpMask) !== 0 && (!strict || same === 0));
        s = beaten ? 300 - POINTS[c]! - (c >> 3 === this.trump ? 30 : 0) : 500 + POINTS[c]!;
      }
      this.insert(base, n++, c, s);
    }
    return n;
  }

  private orderAnswers(legal: number, led: Card, ply: number): number {
    const base = ply * MOVES_PER_PLY;
    let n = 0;
    let m = legal;
    while (m !== 0) {
      const low = m & -m;
      const a = 31 - Math.clz32(low);
      m ^= low;
      const win = a >> 3 === led >> 3 ? POWER[a]! > POWER[led]! : a >> 3 === this.trump;
      // Winning answers first, the cheapest trump last among them; else the cheapest card to give away.
      const s = win ? 500 + POINTS[a]! - (a >> 3 === this.trump ? 40 : 0) : 300 - POINTS[a]!;
      this.insert(base, n++, a, s);
    }
    return n;
  }

  /** Insertion into the ply's move list, highest score first. */
  private insert(base: number, n: number, move: number, s: number): void {
    let i = n;
    while (i > 0 && this.scores[i - 1]! < s) {
      this.scores[i] = this.scores[i - 1]!;
      this.moves[base + i] = this.moves[base + i - 1]!;
      i--;
    }
    this.scores[i] = s;
    this.moves[base + i] = move;
  }
}

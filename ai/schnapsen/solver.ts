/**
 * Open-cards search for Schnapsen: both hands and the order of the talon are known (the oracle's true deal, or
 * one world sampled by the searching players). The search is the kit's (ai/search/alphabeta.ts); this file is
 * Schnapsen's rules adapter.
 *
 * The value of a position is the deal's net game points for a fixed seat `me`: +g when `me` wins the deal and
 * scores g (SN-14, SN-15: 1, 2 or 3), -g when the opponent does. Every decision of the deal is searched, as the
 * engine offers it: the exchange (SN-8), the closing (SN-9), each marriage with either of its two cards
 * (SN-10), the leads and the answers, open (SN-5) or strict (SN-7). The deal ends at 66 at once (SN-12),
 * after the last trick (SN-13), or by the closing's outcome (SN-15).
 *
 * The rules are re-stated here on a lean state (masks and small integers) for speed; solver.test.ts checks them
 * against the engine's own `apply` with an exhaustive minimax. The cards are the engine's codes, all below 32
 * (SN-1's twenty cards), so a hand is a 32-bit mask of them as it is.
 *
 * A player's points live in one integer: s >= 0 is the credited points of a player who has won a trick;
 * s < 0 means no trick yet, with -1 - s marriage points pending (SN-10, SN-11). The value of the rest of the
 * deal depends on these, so they are part of the transposition key, with the hands, the leader, the cards
 * drawn, the card under the talon and the closing (who closed and what SN-15 judges at that moment).
 *
 * A position is one row of the per-ply arrays: a trick boundary (the leader to decide: exchange, close, marry,
 * lead; a table node) or a card led (the follower to answer). A move that ends the deal makes no row: it tells
 * the search the deal's value (DONE).
 */
import type { Action, Seat } from '../../engine/action.js';
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
  schnapsen,
} from '../../engine/schnapsen/index.js';
import {
  DONE,
  INF,
  MAX,
  MAX_PLY,
  MOVES,
  type Search,
  SearchOwner,
  type SearchRules,
  TABLE,
  probeExact,
} from '../search/alphabeta.js';
import { Replacement, twoHandHash } from '../search/table.js';

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
/** ABOVE[c]: the cards of c's suit that rank above it (SN-1: A > T > K > O > U). */
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

/**
 * A row of the per-ply positions: both hands, the score words, the card led (-1 at a trick boundary) and one
 * word for the rest: the leader (bit 0), the cards drawn (bits 1-4), the closing (bits 5-6: 0, or the closer +
 * 1, SN-9), SN-15's judgement at the closing (bits 7-8, closingClass) and the card under the talon (bits 9-13,
 * SN-3: the turned trump card unless exchanged). Its low 9 bits are the transposition key's.
 */
const H0 = 0;
const H1 = 1;
const S0 = 2;
const S1 = 3;
const LED = 4;
const META = 5;
const ROW = 8;

const leaderOf = (meta: number): Seat => meta & 1;
const drawnOf = (meta: number): number => (meta >>> 1) & 15;
const closedOf = (meta: number): number => (meta >>> 5) & 3;
const clsOf = (meta: number): number => (meta >>> 7) & 3;
const bottomOf = (meta: number): Card => meta >>> 9;
const metaOf = (leader: Seat, drawn: number, closed: number, cls: number, bottom: Card): number =>
  leader | (drawn << 1) | (closed << 5) | (cls << 7) | (bottom << 9);

/** Schnapsen's rules as the search reads them: one position per row of `rows`. */
class SchnapsenRules implements SearchRules {
  /** The seat whose net game points are the value. */
  me: Seat = 0;
  private trump = 0;
  private trumpMask = 0;
  private unter = 0;
  private readonly talon = new Int8Array(STOCK_SIZE);
  /** The positions, ROW words per ply (copy-make: a move writes the next row). */
  readonly rows = new Int32Array(MAX_PLY * ROW);
  /** The table's generation of this search. */
  private gen = 0;

  constructor(private readonly search: Search<SchnapsenRules>) {}

  /** Fixes the deal for the search that follows; loads the state into row 0. */
  setup(state: SchnapsenState, me: Seat): void {
    this.me = me;
    this.trump = state.trump;
    this.trumpMask = suitMask(state.trump) | 0;
    this.unter = cardOf(state.trump, RANK_UNTER);
    for (let i = state.drawn; i < STOCK_SIZE - 1; i++) this.talon[i] = state.talon[i]!;
    // A new generation invalidates every table entry at once.
    this.gen = this.search.table.nextGeneration();
    const s = state;
    const R = this.rows;
    R[H0] = s.hands[0]! | 0;
    R[H1] = s.hands[1]! | 0;
    R[S0] = scoreWord(s, 0);
    R[S1] = scoreWord(s, 1);
    R[LED] = s.led;
    const closed = s.closedBy === null ? 0 : s.closedBy + 1;
    const cls = s.closing === null ? 0 : closingClass(s.closing.opponentTricks === 0 ? -1 : s.closing.opponentPoints);
    R[META] = metaOf(s.leader, s.drawn, closed, cls, s.bottom);
  }

  /** A root row (never a finished deal): at a boundary the leader decides (a table node); after a lead, the follower. */
  settle(ply: number): number {
    const r = ply * ROW;
    const leader = leaderOf(this.rows[r + META]!);
    this.search.kind = this.rows[r + LED]! < 0 ? this.boundaryKind(leader) : this.answerKind(leader);
    return NaN;
  }

  private boundaryKind(leader: Seat): number {
    return TABLE | (leader === this.me ? MAX : 0);
  }
  private answerKind(leader: Seat): number {
    return leader === this.me ? 0 : MAX;
  }

  /** The deal is over, worth `value` to me: the row `play` made holds nothing more. */
  private over(value: number): void {
    this.search.kind = DONE;
    this.search.value = value;
  }

  key(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const s0 = R[r + S0]!;
    const s1 = R[r + S1]!;
    const h0 = R[r + H0]!;
    const h1 = R[r + H1]!;
    const m = R[r + META]!;
    const code0 = s0 >= 0 ? s0 : 128 + (-1 - s0) / 20;
    const code1 = s1 >= 0 ? s1 : 128 + (-1 - s1) / 20;
    // The leader, the cards drawn, the closing, whether the Unter lies under the talon, and both scores.
    const meta = (m & 0x1ff) | ((bottomOf(m) === this.unter ? 1 : 0) << 9) | (code0 << 10) | (code1 << 18);
    const search = this.search;
    search.k0 = h0;
    search.k1 = h1;
    search.k2 = meta;
    search.owner = this.gen;
    search.depth = 0;
    return twoHandHash(h0, h1, meta);
  }

  /** The leader's move at a trick boundary: a card led (the common case, kept small), or another decision. */
  lead(ply: number, m: number): number {
    if (m >= M_EXCHANGE) return this.decide(ply, m);
    const R = this.rows;
    const r = ply * ROW;
    const n = r + ROW;
    const meta = R[r + META]!;
    const leader = leaderOf(meta);
    R[n + H0] = R[r + H0]!;
    R[n + H1] = R[r + H1]!;
    R[n + H0 + leader] = R[r + H0 + leader]! & ~(1 << m);
    R[n + S0] = R[r + S0]!;
    R[n + S1] = R[r + S1]!;
    R[n + LED] = m;
    R[n + META] = meta;
    this.search.kind = this.answerKind(leader);
    return 0;
  }

  /** The exchange (SN-8), the closing (SN-9), or a marriage announced and led (SN-10). */
  private decide(ply: number, m: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const n = r + ROW;
    let h0 = R[r + H0]!;
    let h1 = R[r + H1]!;
    let s0 = R[r + S0]!;
    let s1 = R[r + S1]!;
    let meta = R[r + META]!;
    const leader = leaderOf(meta);
    let led = -1;
    if (m === M_EXCHANGE) {
      // SN-8: the trump Unter goes under the talon, the card lying there into the hand.
      const swap = (1 << this.unter) | (1 << bottomOf(meta));
      if (leader === 0) h0 ^= swap;
      else h1 ^= swap;
      meta = (meta & 0x1ff) | (this.unter << 9);
      this.search.kind = this.boundaryKind(leader);
    } else if (m === M_CLOSE) {
      // SN-9, SN-15: closed; the opponent's points and tricks are judged now.
      meta = (meta & ~(15 << 5)) | ((leader + 1) << 5) | (closingClass(leader === 0 ? s1 : s0) << 7);
      this.search.kind = this.boundaryKind(leader);
    } else {
      const v = marriageValue(suitOf(m - M_MARRY), this.trump as Suit);
      // SN-10: credited at once after a won trick, else pending; SN-12: 66 ends the deal before the lead.
      if (leader === 0) s0 = s0 >= 0 ? s0 + v : s0 - v;
      else s1 = s1 >= 0 ? s1 + v : s1 - v;
      if ((leader === 0 ? s0 : s1) >= WINNING_POINTS) {
        this.over(this.final(leader, closedOf(meta), clsOf(meta), s0, s1));
        return 0;
      }
      // Then the card is led.
      led = m - M_MARRY;
      if (leader === 0) h0 &= ~(1 << led);
      else h1 &= ~(1 << led);
      this.search.kind = this.answerKind(leader);
    }
    R[n + H0] = h0;
    R[n + H1] = h1;
    R[n + S0] = s0;
    R[n + S1] = s1;
    R[n + LED] = led;
    R[n + META] = meta;
    return 0;
  }

  /** The follower's answer `a` to the card led, then the draw or the deal's end. */
  play(ply: number, a: number): number {
    const R = this.rows;
    const r = ply * ROW;
    let h0 = R[r + H0]!;
    let h1 = R[r + H1]!;
    let s0 = R[r + S0]!;
    let s1 = R[r + S1]!;
    const led = R[r + LED]!;
    const meta = R[r + META]!;
    const leader = leaderOf(meta);
    let drawn = drawnOf(meta);
    const closed = closedOf(meta);
    const cls = clsOf(meta);
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
    if ((winner === 0 ? s0 : s1) >= WINNING_POINTS) {
      this.over(this.final(winner, closed, cls, s0, s1));
      return 0;
    }
    if (closed === 0 && drawn < STOCK_SIZE) {
      // SN-6: the winner draws first; the card under the talon comes last.
      const first = 1 << this.talon[drawn]!;
      const second = 1 << (drawn + 1 < STOCK_SIZE - 1 ? this.talon[drawn + 1]! : bottomOf(meta));
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
      this.over(this.final(closed === 0 ? winner : 2 - closed, closed, cls, s0, s1));
      return 0;
    }
    const n = r + ROW;
    R[n + H0] = h0;
    R[n + H1] = h1;
    R[n + S0] = s0;
    R[n + S1] = s1;
    R[n + LED] = -1;
    R[n + META] = (meta & ~31) | winner | (drawn << 1);
    this.search.kind = this.boundaryKind(winner);
    return 0;
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

  /** The leader's moves in search order; returns their count. */
  leads(ply: number, ttBest: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const meta = R[r + META]!;
    const leader = leaderOf(meta);
    const lh = R[r + H0 + leader]!;
    const fh = R[r + H1 - leader]!;
    const base = ply * MOVES;
    const open = closedOf(meta) === 0 && drawnOf(meta) < STOCK_SIZE;
    let n = 0;
    if (open && (lh >> this.unter) & 1)
      this.search.insertMove(base, n++, M_EXCHANGE, ttBest === M_EXCHANGE ? 10000 : 900);
    // The closing first (after the stored best move): it turns the rest of the deal into strict play, which is
    // soon decided and then bounds every other move. Searched last, as it was, it took twice the nodes (45 % fewer
    // on mid-deal positions, 54 % fewer on full deals, the same values: docs/benchmarks.md).
    if (open) this.search.insertMove(base, n++, M_CLOSE, ttBest === M_CLOSE ? 10000 : 2000);
    for (let suit = 0; suit < 4; suit++) {
      const k = suit * 8 + RANK_KING;
      const o = suit * 8 + RANK_OBER;
      if (((lh >> k) & 1) === 0 || ((lh >> o) & 1) === 0) continue;
      const bonus = suit === this.trump ? 1000 : 800;
      this.search.insertMove(base, n++, M_MARRY + k, ttBest === M_MARRY + k ? 10000 : bonus + 1);
      this.search.insertMove(base, n++, M_MARRY + o, ttBest === M_MARRY + o ? 10000 : bonus);
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
      this.search.insertMove(base, n++, c, s);
    }
    return n;
  }

  /** The follower's answers in search order (SN-7's duty in strict play); returns their count. */
  moves(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const led = R[r + LED]!;
    const meta = R[r + META]!;
    const fh = R[r + H1 - leaderOf(meta)]!;
    const strict = closedOf(meta) !== 0 || drawnOf(meta) >= STOCK_SIZE;
    const base = ply * MOVES;
    let n = 0;
    let m = strict ? this.strictAnswers(fh, led) : fh;
    while (m !== 0) {
      const low = m & -m;
      const a = 31 - Math.clz32(low);
      m ^= low;
      const win = a >> 3 === led >> 3 ? POWER[a]! > POWER[led]! : a >> 3 === this.trump;
      // Winning answers first, the cheapest trump last among them; else the cheapest card to give away.
      const s = win ? 500 + POINTS[a]! - (a >> 3 === this.trump ? 40 : 0) : 300 - POINTS[a]!;
      this.search.insertMove(base, n++, a, s);
    }
    return n;
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
}

function scoreWord(s: SchnapsenState, seat: Seat): number {
  if (s.trickCounts[seat]! > 0) return s.cardPoints[seat]! + s.marriagePoints[seat]!;
  return -1 - s.marriagePoints[seat]!;
}

/** The open-cards solver of one process or test: a search context with Schnapsen's rules. */
export class Solver extends SearchOwner<SchnapsenRules> {
  constructor(ttBits = 18) {
    // Two entries a bucket, 2^ttBits in all; a new generation every search, so the split layout (table.ts).
    super(
      schnapsen.id,
      {
        bucketBits: ttBits - 1,
        replacement: Replacement.KeepCurrent,
        layout: 'split',
        values: 'integers',
      },
      (search) => new SchnapsenRules(search),
    );
  }

  /**
   * The largest value told apart: 3 (the default) gives the exact game points; 1 only whether the deal is won
   * (a win is then 1, a loss -1), for fewer nodes where the whole deal lies ahead.
   */
  valueRange = 3;

  /**
   * The value for `me` of each of `actions` (engine actions, legal in `state`), played by the seat to move.
   * Only `state.talon` from `state.drawn` on is read of the talon.
   */
  actionValues(state: SchnapsenState, me: Seat, actions: readonly Action[]): number[] {
    this.search.aborted = false;
    this.rules.setup(state, me);
    return actions.map((a) => this.exactValue(a));
  }

  /**
   * The exact value of one action by null-window probes (is it a win? worth 2 or more? 3?), which share the
   * table: far cheaper than one search with the full window, since a value is one of -3..-1, 1..3.
   */
  private exactValue(action: Action): number {
    const r = this.valueRange;
    const v = probeExact(this.search, (alpha, beta) => this.probe(action, alpha, beta), -r, r, 1, 0);
    return v === v ? Math.max(-r, Math.min(r, v)) : 0;
  }

  /** The value of `action` in the root position (row 0), searched with the window (alpha, beta), fail-soft. */
  private probe(a: Action, alpha: number, beta: number): number {
    const rules = this.rules;
    if (rules.rows[LED]! >= 0) return this.child(a, alpha, beta);
    if (a === EXCHANGE) return this.child(M_EXCHANGE, alpha, beta);
    if (a === CLOSE) return this.child(M_CLOSE, alpha, beta);
    if (!isMarry(a)) return this.child(a, alpha, beta);
    // A marriage announced: the better of leading its King or its Ober, for the leader.
    const suit = marriedSuit(a);
    const maxing = leaderOf(rules.rows[META]!) === rules.me;
    let best = maxing ? -INF : INF;
    for (const rank of [RANK_KING, RANK_OBER]) {
      const v = this.child(M_MARRY + cardOf(suit, rank as never), alpha, beta);
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

  /** One move from the root, searched on. */
  private child(move: number, alpha: number, beta: number): number {
    if (this.rules.rows[LED]! < 0) this.rules.lead(0, move);
    else this.rules.play(0, move);
    return this.search.played(1, alpha, beta);
  }
}

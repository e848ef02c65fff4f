/**
 * Open-cards search for Belote: every hand known (the oracle's true deal, or one world sampled by the searching
 * players). The search is the kit's (ai/search/alphabeta.ts); this file is Belote's rules adapter.
 *
 * The value of a position is what the takers' side still adds to its "card points" P by the end of the play,
 * all four hands playing best: the card points of the tricks it takes (BE-4), the last trick's 10, and the
 * capot counted into P: 90 more when the takers take all eight tricks (the last trick is then worth 100, 252 in
 * all), 90 less when the defenders do (P = −90 stands for "capot against the takers"). The takers' two seats
 * maximise it, the defenders' two minimise it (BE-2, BE-9): partners cooperate with no signal, each side's two
 * hands being searched as one player's. Every score of the deal (made, dedans, litige, capot in the classic
 * game, BE-13 … BE-16; made or failed contracts, contré or not, BE-C5, BE-C6) is a non-decreasing function of P
 * once the belote and the announcements are fixed, so the best play for P is the best play for the score, and
 * the players (pimc.ts) turn P into scores through the engine's own scoring.
 *
 * The belote (BE-12) is a constant of a world: the seat holding the trump King and Queen announces it with the
 * first of them (the players always do), so it is not searched. The duties (BE-11, and BE-C4 without the
 * undertrump) are re-stated on masks for speed from the engine's trump ranking and card points
 * (engine/belote/cards.ts); solver.test.ts checks the values against plain minimax through the engine's own
 * `apply`.
 *
 * The Belote pack is the codes 0..31 (BE-1), so a hand is a 32-bit mask as it is. The table is keyed at trick
 * boundaries as the Schafkopf solver keys four hands: the cards left, and two masks that tell each card's owner
 * by two bits (seats 1 and 3, seats 2 and 3); the leader and whether each side has won a trick yet (the capot)
 * are the owner's low four bits (`ownerKeyBits`). The value of a position does not depend on the world it came
 * from, so one decision's worlds share the table (a new generation per decision, not per world). Equivalent cards
 * (neighbours in power in their lane among the cards in play, in one hand, with the same points) are searched
 * once.
 */
import type { Seat } from '../../engine/action.js';
import type { Card, Suit } from '../../engine/cards.js';
import { PACK, TRICKS, pointsOf, rankingOf } from '../../engine/belote/cards.js';
import {
  DONE,
  INF,
  MAX,
  MAX_PLY,
  MOVES,
  PVS,
  SETTLE,
  type Search,
  SearchOwner,
  type SearchRules,
  TABLE,
} from '../search/alphabeta.js';
import { Replacement } from '../search/table.js';

/** BE-4: the last trick's 10; a capot makes it 100, 90 more (or less, for the defenders' capot, in P). */
const LAST = 10;
const CAPOT_BONUS = 90;
/** The lane of the trumps in the engine's ranking (engine/tricks/ranking.ts TRUMP). */
const TRUMP_LANE = 4;

/** One position for the solver: the four hands, the trump, the trick on the table and the state of the deal. */
export interface OpenPosition {
  readonly trump: Suit;
  readonly hands: readonly number[];
  readonly leader: Seat;
  /** The cards of the trick so far, in playing order. */
  readonly table: readonly Card[];
  /** The takers' side (BE-9): its two seats maximise. */
  readonly takerSide: number;
  /** BE-11 b: false in `contree` (BE-C4). */
  readonly undertrump: boolean;
  /** Tricks won so far by each side (the capot). */
  readonly sideTricks: readonly number[];
}

// A row: the four hands, the leader, cards on the table, the led lane, the power and seat winning the trick,
// the points on the table, the cards on the table (a mask), which sides have won a trick (bits 1, 2), tricks done.
const H = 0;
const LEADER = 4;
const ON = 5;
const LED = 6;
const BEST = 7;
const WINNER = 8;
const TPTS = 9;
const TMASK = 10;
const WON = 11;
const DONE_TRICKS = 12;
/** The points of the cards still in the hands. */
const REM = 13;
const ROW = 14;

/** Owners: a generation above the leader (2 bits) and the sides' won flags (2 bits): ownerKeyBits 4. */
const GENERATIONS = 4095;

/** BE-3: the seat after `seat`, anticlockwise. */
const after = (seat: number): number => (seat + 3) & 3;

class BeloteRules implements SearchRules {
  /** Per card code: its lane (0..3, TRUMP_LANE), power in its lane, points; per lane its cards. */
  private readonly lane = new Int32Array(32);
  private readonly power = new Int32Array(32);
  private readonly points = new Int32Array(32);
  private readonly laneMask = new Int32Array(5);
  private trumps = 0;
  private trump = -1;
  /** Runs of equivalent cards whatever is played (neighbours in a lane with equal points: plain 9 8 7, trump
   * 8 7), as bit ranges: the mask and its highest bit; the key lists their owners in order (`key`). */
  private readonly blockMask = new Int32Array(8);
  private readonly blockHi = new Int32Array(8);
  private blockCount = 0;
  /** The cards whose code + 1 is in the same run of equivalent cards. */
  private pairs = 0;
  /** The takers' side, 0 or 1. */
  takerSide = 0;
  private undertrump = true;
  readonly rows = new Int32Array(MAX_PLY * ROW);
  private gen = 0;

  constructor(private readonly search: Search<BeloteRules>) {}

  /** A new decision: a new generation of the table's entries. */
  nextGeneration(): void {
    if (++this.gen > GENERATIONS) {
      this.search.table.clear();
      this.gen = 1;
    }
  }

  /** Loads a position into row 0 (the deal not over). */
  setup(p: OpenPosition): void {
    // The table's values hold for one trump, one takers' side and one duty (a new generation when they change).
    if (
      this.gen === 0 ||
      p.trump !== this.trump ||
      p.takerSide !== this.takerSide ||
      p.undertrump !== this.undertrump
    ) {
      this.nextGeneration();
    }
    if (p.trump !== this.trump) {
      this.trump = p.trump;
      const ranking = rankingOf(p.trump);
      this.laneMask.fill(0);
      for (const c of PACK) {
        this.lane[c] = ranking.lane[c]!;
        this.power[c] = ranking.power[c]!;
        this.points[c] = pointsOf(p.trump, c);
        this.laneMask[ranking.lane[c]!] = this.laneMask[ranking.lane[c]!]! | (1 << c);
      }
      this.trumps = this.laneMask[TRUMP_LANE]!;
      const order = [0, 1, 2, 3, 4].map((l) =>
        PACK.filter((c) => ranking.lane[c] === l).sort((a, b) => ranking.power[b]! - ranking.power[a]!),
      );
      this.blockCount = 0;
      this.pairs = 0;
      for (const xs of order) {
        for (let i = 0; i < xs.length;) {
          let j = i + 1;
          while (j < xs.length && this.points[xs[j]!] === this.points[xs[i]!] && xs[j - 1]! - xs[j]! === 1) j++;
          if (j - i >= 2) {
            this.blockMask[this.blockCount] = ((1 << (j - i)) - 1) << xs[j - 1]!;
            this.blockHi[this.blockCount++] = xs[i]!;
            this.pairs |= ((1 << (j - i - 1)) - 1) << xs[j - 1]!;
          }
          i = j;
        }
      }
    }
    this.takerSide = p.takerSide;
    this.undertrump = p.undertrump;
    const R = this.rows;
    for (let seat = 0; seat < 4; seat++) R[H + seat] = p.hands[seat]! | 0;
    R[LEADER] = p.leader;
    R[ON] = p.table.length;
    R[LED] = p.table.length > 0 ? this.lane[p.table[0]!]! : -1;
    R[BEST] = -1;
    R[WINNER] = p.leader;
    R[TPTS] = 0;
    R[TMASK] = 0;
    R[WON] = (p.sideTricks[0]! > 0 ? 1 : 0) | (p.sideTricks[1]! > 0 ? 2 : 0);
    R[DONE_TRICKS] = p.sideTricks[0]! + p.sideTricks[1]!;
    let rem = 0;
    for (let seat = 0; seat < 4; seat++)
      for (let x = R[H + seat]!; x !== 0; x &= x - 1) rem += this.points[31 - Math.clz32(x & -x)]!;
    R[REM] = rem;
    let seat = p.leader;
    for (const card of p.table) {
      const power = this.powerIn(card, R[LED]!);
      if (power > R[BEST]!) {
        R[BEST] = power;
        R[WINNER] = seat;
      }
      R[TPTS] = R[TPTS]! + this.points[card]!;
      R[TMASK] = R[TMASK]! | (1 << card);
      seat = after(seat);
    }
  }

  /** A card's power in a trick led in `led`: a trump's, or its own in the led lane, else none. */
  private powerIn(c: number, led: number): number {
    const l = this.lane[c]!;
    return l === TRUMP_LANE || l === led ? this.power[c]! : -1;
  }

  turn(ply: number): Seat {
    const r = ply * ROW;
    return (this.rows[r + LEADER]! + 3 * this.rows[r + ON]!) & 3;
  }

  private kindFor(seat: Seat, table: boolean): number {
    return (table ? TABLE : 0) | ((seat & 1) === this.takerSide ? MAX : 0) | PVS;
  }

  /**
   * At a trick boundary, the bounds of what the takers may still add: at most the points in the hands, the last
   * trick and the capot while the defenders have no trick; at least the defenders' capot while the takers have
   * none. They settle a window they lie outside of.
   */
  settle(ply: number, alpha: number, beta: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const search = this.search;
    const table = R[r + ON] === 0;
    search.kind = this.kindFor(this.turn(ply), table);
    if (!table) {
      search.floor = -INF;
      search.ceiling = INF;
      return NaN;
    }
    const won = R[r + WON]!;
    const takersBit = 1 << this.takerSide;
    const most = R[r + REM]! + LAST + ((won & ~takersBit) === 0 ? CAPOT_BONUS : 0);
    const least = (won & takersBit) === 0 ? -CAPOT_BONUS : 0;
    if (most <= alpha) return most;
    if (least >= beta) return least;
    search.floor = least;
    search.ceiling = most;
    return NaN;
  }

  /**
   * The key of a trick boundary: the cards left, and each card's owner by two masks. Each run of equivalent cards
   * is first written as its top cards held in the same order of owners (the row too: an equivalent position), so
   * that positions differing only in which of them were played meet in the table (the Schafkopf solver's keys).
   */
  key(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    let h0 = R[r + H]!;
    let h1 = R[r + H + 1]!;
    let h2 = R[r + H + 2]!;
    let h3 = R[r + H + 3]!;
    const before = h0 | h1 | h2 | h3;
    for (let k = 0; k < this.blockCount; k++) {
      const bm = this.blockMask[k]!;
      const present = before & bm;
      if (present === 0) continue;
      const hi = this.blockHi[k]!;
      let count = 0;
      for (let x = present; x !== 0; x &= x - 1) count++;
      const top = bm & ~((1 << (hi - count + 1)) - 1);
      if (present === top) continue;
      let n0 = 0;
      let n1 = 0;
      let n2 = 0;
      let n3 = 0;
      let d = hi;
      for (let m = present; m !== 0;) {
        const c = 31 - Math.clz32(m);
        const bc = 1 << c;
        m ^= bc;
        const bd = 1 << d--;
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
    const k1 = h1 | h3;
    const k2 = h2 | h3;
    const tag = (R[r + WON]! << 2) | R[r + LEADER]!;
    const search = this.search;
    search.k0 = all;
    search.k1 = k1;
    search.k2 = k2;
    search.owner = (this.gen << 4) | tag;
    // The replacement keeps the bigger subtree: more tricks left.
    search.depth = TRICKS - R[r + DONE_TRICKS]!;
    let x = all ^ Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2 ^ tag, 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    x ^= x >>> 13;
    return x >>> 1;
  }

  /** BE-11 (BE-C4): the cards the seat on turn may play. */
  legal(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const seat = this.turn(ply);
    const hand = R[r + H + seat]!;
    if (R[r + ON] === 0) return hand;
    const led = R[r + LED]!;
    const best = R[r + BEST]!;
    const follow = hand & this.laneMask[led]!;
    if (follow !== 0) {
      // BE-11 a: follow; on a trump lead, above every trump in the trick when one can.
      if (led !== TRUMP_LANE) return follow;
      const higher = this.above(follow, best);
      return higher !== 0 ? higher : follow;
    }
    // BE-11 b, c: no card of the led lane. The partner holding the trick frees the seat.
    if (((R[r + WINNER]! ^ seat) & 1) === 0) return hand;
    const trumps = hand & this.trumps;
    if (trumps === 0) return hand;
    if (best < 100) return trumps; // no trump in the trick yet: any trump
    const higher = this.above(trumps, best);
    if (higher !== 0) return higher;
    // BE-11 b: a lower trump all the same ("pisser"); BE-C4: any card.
    return this.undertrump ? trumps : hand;
  }

  private above(cards: number, best: number): number {
    let out = 0;
    for (let x = cards; x !== 0; x &= x - 1) {
      const c = 31 - Math.clz32(x & -x);
      if (this.power[c]! > best) out |= 1 << c;
    }
    return out;
  }

  /**
   * The legal cards less those equivalent to a stronger one kept: two cards of one hand next to each other in a
   * run of equivalent cards (their codes are neighbours, `pairs`) do the same in every line of play.
   */
  private distinct(m: number): number {
    return m & ~(m & (m >>> 1) & this.pairs);
  }

  leads(ply: number, best: number): number {
    const m = this.distinct(this.legal(ply));
    const base = ply * MOVES;
    let n = 0;
    for (let x = m; x !== 0; x &= x - 1) {
      const c = 31 - Math.clz32(x & -x);
      const score = c === best ? 1000 : (this.power[c]! % 100) * 4 + this.points[c]!;
      this.search.insertMove(base, n++, c, score);
    }
    return n;
  }

  moves(ply: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const m = this.distinct(this.legal(ply));
    const seat = this.turn(ply);
    const led = R[r + LED]!;
    const best = R[r + BEST]!;
    const mine = ((R[r + WINNER]! ^ seat) & 1) === 0;
    const base = ply * MOVES;
    let n = 0;
    for (let x = m; x !== 0; x &= x - 1) {
      const c = 31 - Math.clz32(x & -x);
      const power = this.powerIn(c, led);
      const p = power % 100;
      // Take the trick cheaply when the other side holds it; else throw the cheapest (points on a partner's).
      const score = !mine && power > best ? 500 - power : mine ? 200 + this.points[c]! - p : 100 - p - this.points[c]!;
      this.search.insertMove(base, n++, c, score);
    }
    return n;
  }

  lead(ply: number, c: number): number {
    return this.play(ply, c);
  }

  play(ply: number, c: number): number {
    const R = this.rows;
    const r = ply * ROW;
    const nr = r + ROW;
    for (let i = 0; i < ROW; i++) R[nr + i] = R[r + i]!;
    const seat = this.turn(ply);
    R[nr + H + seat] = R[r + H + seat]! & ~(1 << c);
    R[nr + TMASK] = R[r + TMASK]! | (1 << c);
    const on = R[r + ON]!;
    const led = on === 0 ? this.lane[c]! : R[r + LED]!;
    if (on === 0) R[nr + LED] = led;
    const power = this.powerIn(c, led);
    if (power > R[r + BEST]!) {
      R[nr + BEST] = power;
      R[nr + WINNER] = seat;
    }
    R[nr + TPTS] = R[r + TPTS]! + this.points[c]!;
    R[nr + REM] = R[r + REM]! - this.points[c]!;
    const search = this.search;
    if (on < 3) {
      R[nr + ON] = on + 1;
      search.kind = this.kindFor(after(seat), false);
      return 0;
    }
    // BE-10: the trick is complete; its winner leads the next.
    const winner = R[nr + WINNER]!;
    const side = winner & 1;
    const tricks = R[r + DONE_TRICKS]! + 1;
    const won = R[r + WON]! | (1 << side);
    const takers = side === this.takerSide;
    let gain = takers ? R[nr + TPTS]! : 0;
    if (tricks === TRICKS) {
      // BE-4: the last trick's 10, or the capot: P in 252 when the takers took all, −90 when the defenders did.
      if (takers) gain += LAST;
      if (won !== 3) gain += takers ? CAPOT_BONUS : -CAPOT_BONUS;
      search.kind = DONE;
      search.value = 0;
      return gain;
    }
    R[nr + DONE_TRICKS] = tricks;
    R[nr + WON] = won;
    R[nr + LEADER] = winner;
    R[nr + ON] = 0;
    R[nr + LED] = -1;
    R[nr + BEST] = -1;
    R[nr + TPTS] = 0;
    R[nr + TMASK] = 0;
    search.kind = this.kindFor(winner, true) | SETTLE;
    return gain;
  }
}

/** Beyond every value P can take (−90 … 252). */
const LIMIT = 1000;

/** The open-cards solver of Belote: what the takers' side still adds to P from a position, with best play. */
export class Solver extends SearchOwner<BeloteRules> {
  constructor(ttBits = 18) {
    super(
      'belote',
      { bucketBits: ttBits - 1, replacement: Replacement.Deeper, layout: 'split', values: 'integers', ownerKeyBits: 4 },
      (search) => new BeloteRules(search),
    );
  }

  /** Table nodes one search (a value, or a set of card values) may take; past them it is given up (NaN). */
  budget = Infinity;

  /** A new decision: the table's entries of earlier ones no longer match (they stay valid within one). */
  newDecision(): void {
    this.rules.nextGeneration();
  }

  /** What the takers add to P from `p` with best play by all four seats (NaN if the budget stopped it). */
  value(p: OpenPosition): number {
    this.search.aborted = false;
    this.search.nodeLimit = this.search.nodes + this.budget;
    this.rules.setup(p);
    const v = this.search.search(0, -LIMIT, LIMIT);
    return this.search.aborted ? NaN : v;
  }

  /**
   * Whether the takers add at least `target` to P from `p` with best play (one null-window search, far cheaper
   * than the exact value); null if the budget stopped it.
   */
  reaches(p: OpenPosition, target: number): boolean | null {
    this.search.aborted = false;
    this.search.nodeLimit = this.search.nodes + this.budget;
    this.rules.setup(p);
    const v = this.search.search(0, target - 1, target);
    return this.search.aborted ? null : v >= target;
  }

  /** For each of `cards` (the seat on turn's, each legal), what the takers add to P after it, all then best. */
  cardValues(p: OpenPosition, cards: readonly Card[]): number[] {
    this.search.aborted = false;
    this.search.nodeLimit = this.search.nodes + this.budget;
    const rules = this.rules;
    rules.setup(p);
    return cards.map((card) => {
      const gain = rules.play(0, card);
      const v = gain + this.search.played(1, -LIMIT, LIMIT);
      return this.search.aborted ? NaN : v;
    });
  }
}

/** One solver per process: its table is allocated once and renewed per decision. */
let shared: Solver | undefined;
export const sharedSolver = (): Solver => (shared ??= new Solver());
